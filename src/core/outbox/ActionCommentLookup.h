#pragma once

#include "core/domain/Issue.h"
#include "core/github/GitHubClient.h"

#include <QDateTime>
#include <QString>
#include <QUrl>

#include <functional>

class QObject;

namespace acp {

struct OutboxAction;

// Looks on GitHub for the comment an outbox action may have posted, by the hidden marker every
// workbench comment carries (OutboxAction::actionMarker): lists the issue's comments updated
// since the first attempt, less a margin for clocks, page by page (Link rel="next"), oldest
// first; the first comment with the marker is the action's. Used before a comment is posted
// again and before an action whose comment was attempted is cancelled.
struct ActionCommentLookup
{
    enum class Outcome {
        Found,
        NotFound, // every page was read and none has the marker (several pages: read
                  // until two reads agree, see PagedListCheck)
        IssueGone, // 404 or 410: the issue was deleted, transferred or is hidden from the token
        Failed, // no complete answer (offline, rate limit, unreadable): the comment's fate is
                // unknown
        Cancelled,
    };
    struct Result
    {
        Outcome outcome = Outcome::Failed;
        Comment comment; // Found
        ApiResponse response; // the last answer
    };
    using Callback = std::function<void(const Result &result)>;

    // `since`: invalid lists every comment of the issue. The callback runs once, unless
    // `context` is gone (GitHubClient::cancelRequests(context) ends it with Cancelled).
    static void start(GitHubClient &client, QObject *context, const QString &repository,
                      int issueNumber, const QString &actionUuid, const QDateTime &since,
                      Callback callback);
    // The same for any hidden marker (a ballot's reason: BallotReasons::ballotMarker()).
    static void startForMarker(GitHubClient &client, QObject *context, const QString &repository,
                               int issueNumber, const QString &marker, const QDateTime &since,
                               Callback callback);

    // The first attempt's time less `marginSeconds`, for `since`; invalid when the action has
    // no recorded attempt.
    static QDateTime sinceFor(const OutboxAction &action, int marginSeconds);
};

} // namespace acp
