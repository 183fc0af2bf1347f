#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

namespace acp {

class GitHubClient;
class Outbox;

// Cancels an outbox action, first making sure the user knows what is already on GitHub. An
// action whose comment was attempted without an answer may have posted it: its comment is
// looked up (by its hidden marker) before the action is cancelled. Found, the comment is
// recorded and nothing is cancelled until the user insists (the comment stays on GitHub; only
// the label and state changes would be stopped); unknown (offline, no token), the same. A
// listing pull request whose opening got no answer is looked for by its branch the same way.
// The window and the command line both cancel through it.
class ActionCancellation : public QObject
{
    Q_OBJECT
public:
    enum class Outcome {
        Cancelled,
        CommentOnGitHub, // not cancelled: the comment is there (commentUrl); force to cancel
        // not cancelled: the listing's pull request is open (url); it is recorded, and force
        // cancels what is left (nothing: the pull request was its last part)
        PullRequestOnGitHub,
        MayBeOnGitHub, // not cancelled: the comment may be there and GitHub could not say
        Refused, // no such action, or one that cannot be cancelled
    };
    Q_ENUM(Outcome)

    // `client` may be null (demo, no network): then an attempted comment cannot be checked.
    ActionCancellation(Outbox &outbox, GitHubClient *client, const QString &repository,
                       QObject *parent = nullptr);
    ~ActionCancellation() override;

    // finished() follows exactly once, possibly before this returns for the cases that need no
    // lookup. `force`: cancel even when the comment is, or may be, on GitHub.
    void cancel(qint64 actionId, bool force = false);
    bool isRunning() const { return m_running; }

signals:
    // `message`: one translated sentence for the user; `commentUrl`: the comment or the pull
    // request, when found.
    void finished(acp::ActionCancellation::Outcome outcome, const QString &message,
                  const QUrl &commentUrl);

private:
    void cancelNow(qint64 actionId, const QString &note);
    void lookForPullRequest(const struct OutboxAction &action);
    void report(Outcome outcome, const QString &message, const QUrl &commentUrl = {});

    Outbox &m_outbox;
    QPointer<GitHubClient> m_client;
    QString m_repository;
    bool m_running = false;
};

} // namespace acp
