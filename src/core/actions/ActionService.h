#pragma once

#include "core/actions/ActionComposer.h"
#include "core/voting/Roster.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>
#include <QStringList>

#include <optional>

namespace acp {

class Workspace;

// What a co-chair asks for. The window's action dialog and the command line fill it in; the
// rest (the state the action is queued against, the checklist, the roster, the tally) is read
// by ActionService, the same way for both.
struct ActionRequest
{
    ActionKind kind = ActionKind::RequestInfo;
    int issueNumber = 0;
    bool includeNeedsJudgment = false; // request-info: also the requirements that need judgment
    // request-info: also the gaps of these colleagues' published reviews (logins; TeamReviews).
    QStringList gapsFrom;
    QDate closes; // start-vote: the vote's closing date (invalid: none)
    bool approved = true; // decision
    QString tally; // decision, Markdown; empty: the tally of the application's vote
    // Decision and retirement: the reasons; deficiency notice: the deficiencies; otherwise a
    // note. Empty for request-info and start-vote.
    QString details;
};

// A composed action, not stored yet: what the preview shows, and what queueing it needs.
struct ActionDraft
{
    ActionRequest request;
    ComposeResult composed;
    Roster roster; // start-vote: the roster of record, frozen into the vote
    bool ok() const { return composed.ok(); }
};

// Composes co-chair actions and queues them: one code path for the window and the command line.
//
// compose() reads the application from the cache and the state it will be in once the outbox's
// earlier actions are sent, and fills in what the request leaves to it: the checklist's gaps
// for a request for information, the current roster for a vote, the tally of the recorded vote
// for a decision. queue() stores the action and what it means for the vote (the vote a
// start-vote opens, the tally a decision freezes) in one power-loss-safe transaction: both or
// neither.
class ActionService
{
    Q_DECLARE_TR_FUNCTIONS(acp::ActionService)

public:
    explicit ActionService(Workspace &workspace);

    ActionDraft compose(const ActionRequest &request) const;

    struct QueueResult
    {
        std::optional<OutboxAction> action; // as stored
        QString error; // one sentence when nothing was queued
        bool ok() const { return action.has_value(); }
    };
    // Queues `draft` (composed by compose()); `comment` replaces the composed comment when the
    // co-chair edited it in the preview (empty: labels and state only).
    QueueResult queue(const ActionDraft &draft,
                      const std::optional<QString> &comment = std::nullopt) const;

private:
    // Publish-review: the reviewer's earlier review comment to edit and the statuses published
    // last (this workbench's outbox first, else the reviewer's workbench review in the thread);
    // why not to publish now, when a review may be on its way.
    QString earlierReview(const Issue &issue, ActionComposer::ReviewOptions *options) const;

    Workspace &m_workspace;
};

} // namespace acp
