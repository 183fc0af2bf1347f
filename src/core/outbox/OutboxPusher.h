#pragma once

#include "core/outbox/OutboxAction.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace acp {

class GitHubClient;
class Outbox;
struct ApiResponse;

// How politely and how persistently a push goes. Tests shrink the waits.
struct PushPolicy
{
    // GitHub: "wait at least one second between each" mutating request.
    std::chrono::milliseconds mutationInterval { 1000 };
    // After an ambiguous failure of a comment POST (timeout, dropped connection, 5xx), wait
    // this long before listing the issue's comments for the action's marker.
    std::chrono::milliseconds lookupDelay { 3000 };
    // Ambiguous or transient failures of one step within one push before the action is left
    // queued for the next push. The waits between them follow the client's RetryPolicy
    // (transientBackoffSeconds, doubling, in units of RetryPolicy::second).
    int maxAttemptsPerStep = 4;
    // The marker search lists comments updated since (first attempt − margin), by the server's
    // clock when it told us (Date header), so a wrong local clock cannot hide the comment.
    int lookupMarginSeconds = 600;
    // GitHub's listings may lag behind a write, so a comment whose POST may have reached GitHub
    // is posted again only in a later push than the attempt, and only after two lookups at
    // least this far apart found nothing.
    std::chrono::milliseconds lookupConfirmInterval { 60 * 1000 };
};

struct PushProgress
{
    qint64 actionId = 0;
    int issueNumber = 0;
    QString step; // ActionStep::key, or "check" while reading the issue
    int processed = 0; // actions finished in this push
    int total = 0; // pending actions when the push started
    QString message; // translated, for a status bar or stderr
};

struct PushSummary
{
    int sent = 0;
    int failed = 0; // final errors (permission, validation): the user must act
    int blocked = 0; // stale: GitHub changed under the action
    int deferred = 0; // transient trouble: left queued for the next push
    int heldBack = 0; // queued behind an unresolved action on the same issue
    int leftUnsent = 0; // pending actions in the outbox after the push
    bool cancelled = false;
    QString errorString; // why the push stopped early (offline, token, rate limit), if it did
    QStringList messages; // one line per action that did not go, for the command line
    int requests = 0; // HTTP requests this push (retries included)

    bool allSent() const { return leftUnsent == 0; }
};

// Sends the outbox to GitHub: pending actions in order (per issue strictly: a failed or blocked
// action holds back the later ones on its issue), one request at a time through the shared
// GitHubClient, at most one mutating request per PushPolicy::mutationInterval.
//
// Each action: mark it `sending` (written before any request), read the issue fresh and, before
// its first step, block it if GitHub's state conflicts with the one it was queued against; then
// its steps in order (comment, add labels, remove labels, state), each recorded as done when
// GitHub confirms it. A comment POST records its attempt first; after an ambiguous failure (or
// a crash, seen as an action left `sending`), the issue's comments are searched for the
// action's marker before posting again, so a comment lands exactly once: never again in the push
// that attempted it, and only after two lookups PushPolicy::lookupConfirmInterval apart found
// nothing (a listing may lag behind the write). Until then the action counts as in progress: the
// check for a stale action waits for the lookup. A POST that certainly did not leave this
// machine (connection refused, no such host) is not an attempt. Labels are added and
// removed one by one (never replaced); a label already gone counts as removed.
//
// One push per workspace at a time, across processes (a lock file beside the database).
class OutboxPusher : public QObject
{
    Q_OBJECT
public:
    OutboxPusher(Outbox &outbox, GitHubClient &client, const QString &repositoryFullName,
                 QObject *parent = nullptr);
    ~OutboxPusher() override;

    void setPolicy(const PushPolicy &policy) { m_policy = policy; }
    PushPolicy policy() const { return m_policy; }
    void setRepository(const QString &fullName) { m_repository = fullName; }
    QString repository() const { return m_repository; }

    bool isRunning() const;
    // Starts a push of every pending action; finished() follows exactly once (also when there
    // is nothing to do or the push cannot start). Does nothing while a push runs.
    void push();
    // Stops after the request in flight; the current action goes back to `queued` (its
    // recorded steps stay done, a comment possibly sent is searched for next time).
    void cancel();

signals:
    void started(int pending);
    void progress(const acp::PushProgress &progress);
    void actionStateChanged(qint64 actionId, acp::ActionState state);
    void waiting(int seconds, const QString &reason);
    void finished(const acp::PushSummary &summary);

private:
    struct Run;
    // What a failed write means for its step. The failures every step meets alike are settled in
    // stepFailed(): a cancelled push, a rate limit or a lost sign-in leave the action for the
    // next push, and a deleted issue blocks it.
    struct StepFailure
    {
        std::function<void()> ambiguous; // the write may have happened (5xx, dropped connection)
        QString refused; // 403, and 404 unless `notFound` is set: access is missing
        QString notDone; // 422 and anything else
        std::function<void()> notFound; // a 404 that means something else for this step
        IssueSnapshot observed; // what the action saw, kept when the issue turns out deleted
    };
    void stepFailed(const ApiResponse &response, const StepFailure &failure);
    void nextAction();
    void startAction(OutboxAction action);
    void fetchIssue();
    void runNextStep();
    // Marks the action sending (else moves on to the next one) and says so: the JSON body of its
    // comment, or nothing.
    std::optional<QByteArray> startCommentWrite(const QString &detail, const QString &progress);
    void postComment();
    void editComment(qint64 commentId);
    void commentConfirmed(const ApiResponse &response, const QString &stepKey);
    void lookupComment();
    void commentFound(const Comment &comment);
    void commentNotFound();
    void addLabels(const ActionStep &step);
    void removeLabel(const ActionStep &step);
    void setIssueState(const ActionStep &step);
    // A listing pull request (OutboxPusherPullRequest.cpp): its parts in order (the user, the
    // fork, the base, blobs, tree, commit, branch, the pull request), each recorded once GitHub
    // confirms it, so that a later attempt resumes at the first part not done.
    void openPullRequest();
    void pullRequestRead(const QUrl &url, const std::function<void(const ApiResponse &)> &handler);
    bool pullRequestRecord(const QString &part, const QJsonObject &values, const QString &detail);
    void pullRequestFailed(const ApiResponse &response, const QString &what);
    void pullRequestUser();
    void pullRequestFork();
    void pullRequestBase();
    void pullRequestBlob(const QString &path, const QString &content);
    void pullRequestTree();
    void pullRequestCommit();
    void pullRequestBranch();
    void pullRequestOpen();
    void pullRequestLookup(const std::function<void()> &notFound);
    void stepDone(const QString &key, const QString &detail);
    void complete();
    void refreshCachedIssue();
    void block(const QString &reason, const IssueSnapshot &observed);
    void failAction(const QString &reason);
    void defer(const QString &reason, bool stopPush);
    void retryStep(const QString &reason, const std::function<void()> &again);
    void rereadIssue(const std::function<void()> &then);
    void mutate(const QByteArray &method, const QUrl &url, const QByteArray &body,
                const std::function<void(const ApiResponse &)> &handler,
                const std::function<bool()> &beforeSend = {});
    void wait(std::chrono::milliseconds delay, const std::function<void()> &then);
    bool save(ActionState state, const QString &event, const QString &detail,
              const QList<ActionState> &expected = { ActionState::Sending });
    void emitProgress(const QString &step, const QString &message);
    void finishRun();
    QUrl issueUrl(const QString &suffix = {}) const;

    Outbox &m_outbox;
    GitHubClient &m_client;
    QString m_repository;
    PushPolicy m_policy;
    QElapsedTimer m_lastMutation; // across pushes: the interval holds between them too
    std::unique_ptr<Run> m_run;
};

} // namespace acp

Q_DECLARE_METATYPE(acp::PushSummary)
Q_DECLARE_METATYPE(acp::PushProgress)
