#pragma once

#include "core/domain/Issue.h"
#include "core/review/ReviewState.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace acp {

// What a co-chair asked the workbench to do on GitHub.
enum class ActionKind {
    RequestInfo, // comment built from the checklist's gaps; +needs-info, -new
    StartVote, // vote comment with the hidden vote marker; +voting, -needs-info, -new
    RecordDecision, // decision comment; +approved|declined, -voting; close the issue
    BackToReview, // optional comment; +new, -needs-info, -voting
    DeficiencyNotice, // periodic review: comment + deficiency label, starts the 60-day clock
    Retirement, // periodic review: comment + retired label, -approved, -deficiency
    ReviewComplete, // periodic review passed: comment, -deficiency; the next review is due
    PublishReview, // the reviewer's checklist as a comment; edits their earlier one (PATCH)
    // An approved platform's pytorch.org listing as a pull request to the site's repository,
    // from the user's fork, with the Git Data API; nothing is written on the issue.
    ListingPullRequest,
    // A comment on a running vote that @-mentions the representatives (and alternates) of the
    // organizations that have not voted, with the deadline; no label change.
    Remind,
};

QList<ActionKind> allActionKinds();
// Stable ids for the database and JSON: "request-info", "start-vote", "decision",
// "back-to-review", "deficiency-notice", "retirement", "review-complete", "publish-review",
// "listing-pull-request", "remind".
QString actionKindId(ActionKind kind);
std::optional<ActionKind> actionKindFromId(QStringView id);
QString actionKindDisplayName(ActionKind kind); // translated

// Where an action is in the outbox. queued -> sending -> sent; sending -> queued again when a
// transient failure (offline, 5xx, rate limit) leaves it for the next push; -> failed on a
// final error (permission, validation); -> blocked when GitHub changed under it. Failed and
// blocked actions wait for the user (retry or cancel); cancelled and sent are final.
enum class ActionState { Queued, Sending, Sent, Failed, Blocked, Cancelled };

QList<ActionState> allActionStates();
// "queued", "sending", "sent", "failed", "blocked", "cancelled".
QString actionStateId(ActionState state);
std::optional<ActionState> actionStateFromId(QStringView id);
QString actionStateDisplayName(ActionState state); // translated

// The part of an issue an action depends on: its labels and open/closed state, as the
// workbench believed them when the action was queued (or as GitHub reports them now).
struct IssueSnapshot
{
    QString state = QStringLiteral("open"); // "open" or "closed"
    QString stateReason;
    QStringList labels;
    QDateTime updatedAt;
    bool deleted = false;

    static IssueSnapshot fromIssue(const Issue &issue);
    static IssueSnapshot fromJson(const QJsonObject &object);
    // {"state", "state_reason", "labels", "updated_at"[, "deleted"]}
    QJsonObject toJson() const;

    bool hasLabel(const QString &name) const; // case-insensitive, as GitHub's labels
    ReviewState reviewState(const LabelScheme &labels) const;
    // Adds and removes labels (case-insensitively) and sets the state, as an action would.
    void apply(const QStringList &addLabels, const QStringList &removeLabels,
               const QString &newState = {}, const QString &newStateReason = {});
    bool operator==(const IssueSnapshot &other) const;
};

// One network step of an action. Steps run in order and each completes exactly once.
struct ActionStep
{
    enum class Kind { PostComment, AddLabels, RemoveLabel, SetState, OpenPullRequest };
    Kind kind = Kind::PostComment;
    QStringList labels; // AddLabels: all of them (one request); RemoveLabel: the one
    QString key; // stable: "comment", "add-labels", "remove-label:NAME", "set-state"
};

// One queued action. A value type: the outbox store persists it, the GUI shows it.
//
// payload (stable JSON):
//   comment        Markdown the co-chair saw and may edit while queued (no hidden markers)
//   markers        hidden markers to append, e.g. ["acp-workbench:vote"]
//   add_labels     labels to add (one POST, never PUT)
//   remove_labels  labels to remove (one DELETE each; already gone counts as done)
//   set_state      "closed" or "open" (optional), with state_reason
//   details        what the composer knew: requirement ids, outcome, closing date, ...
//   site_repository, files, pull_request   listing-pull-request only: the repository the pull
//                  request goes to ("pytorch/pytorch.github.io"), the files it changes
//                  ([{path, content} or {path, delete: true}]) and {title, body, branch,
//                  commit_message, commit_date} (fixed when queued, so that every attempt
//                  makes the same commit)
// remote_ids (stable JSON):
//   done                 the keys of completed steps
//   comment_id, comment_url   once the comment is known to exist
//   comment_attempted_at server time before the first POST of the comment: from then on a
//                        retry looks for the marker first
//   author               the login GitHub reported for the comment
//   pr_login, pr_user_id, pr_fork, pr_base_branch, pr_base_sha, pr_base_tree, pr_blobs {path:
//   sha}, pr_tree, pr_commit, pr_attempted, pr_number, pr_url   a listing pull request's
//                        progress, each recorded as GitHub confirms it (OutboxPusher)
struct OutboxAction
{
    Q_DECLARE_TR_FUNCTIONS(acp::OutboxAction)

public:
    qint64 id = 0; // 0 until stored
    QString uuid;
    ActionKind kind = ActionKind::RequestInfo;
    int issueNumber = 0;
    QJsonObject payload;
    IssueSnapshot queuedAgainst;
    ActionState state = ActionState::Queued;
    int attempts = 0;
    QString lastError; // the reason, in one sentence, when failed or blocked (or deferred)
    QJsonObject remoteIds;
    QDateTime createdAt;
    QDateTime updatedAt;
    qint64 position = 0; // global order; per issue, lower positions are sent first

    // ---- Payload -------------------------------------------------------------------------
    QString comment() const;
    void setComment(const QString &markdown);
    QStringList markers() const;
    QStringList addLabels() const;
    QStringList removeLabels() const;
    QString setState() const; // "" when the action leaves the state alone
    QString stateReason() const;
    QJsonObject details() const;
    // listing-pull-request: where, what and how (payload site_repository, files, pull_request).
    QString siteRepository() const;
    QJsonArray siteFiles() const;
    QJsonObject pullRequest() const;
    int pullRequestNumber() const; // 0 until it is opened
    QUrl pullRequestUrl() const;

    // The exact body posted: the comment, then the hidden markers and the action marker.
    QString commentToPost() const;
    // "<!-- acp-workbench:action=UUID -->"
    static QString actionMarker(const QString &uuid);
    static QString hiddenMarker(const QString &marker); // "<!-- MARKER -->"

    // ---- Steps ---------------------------------------------------------------------------
    QList<ActionStep> steps() const;
    QStringList doneSteps() const;
    bool isStepDone(const QString &key) const;
    void markStepDone(const QString &key);
    bool hasProgress() const { return !doneSteps().isEmpty(); } // some step reached GitHub
    bool commentAttempted() const; // a POST of the comment may have reached GitHub
    // Before each POST of the comment: the first attempt's time (GitHub's clock when known)
    // stays, the push that made this attempt is recorded, earlier lookups no longer count.
    void recordCommentAttempt(const QDateTime &when, const QString &pushId);
    QString commentAttemptPush() const; // the push id of the latest attempt
    // A marker lookup after the latest attempt found nothing (at `when`, this machine's clock).
    void recordCommentLookupMiss(const QDateTime &when);
    QList<QDateTime> commentLookupMisses() const; // oldest first
    qint64 commentId() const;
    QUrl commentUrl() const;
    // A published review replaces the reviewer's earlier one: the comment it edits (details
    // "edit_comment_id"; 0: it posts a new one), unless that comment turned out to be deleted
    // on GitHub (remote "edit_target_gone"), when a new one is posted instead.
    qint64 editCommentId() const;
    void markEditTargetGone();

    // ---- What the user may do ------------------------------------------------------------
    bool isPending() const; // queued, sending, failed or blocked: not yet done
    bool isEditable() const; // queued and its comment not yet attempted
    bool canCancel() const; // queued, failed or blocked
    bool canRetry() const; // failed or blocked

    // The label and state changes in one line: "+needs-info −new, close (completed)".
    QString changesText() const;
    // "Request info on #12: +needs-info −new"
    QString summary() const;

    // The stable JSON of `outbox --json` and `show --json` (`outbox` array): id, uuid, kind,
    // issue, state, position, attempts, last_error, created_at, updated_at, comment,
    // comment_to_post, add_labels, remove_labels, set_state, state_reason, details,
    // queued_against, remote {done, comment_id, comment_url}.
    QJsonObject toJson() const;
};

} // namespace acp

Q_DECLARE_METATYPE(acp::OutboxAction)
Q_DECLARE_METATYPE(acp::ActionState)
Q_DECLARE_METATYPE(acp::ActionKind)
