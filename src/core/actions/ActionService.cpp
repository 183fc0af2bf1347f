#include "core/actions/ActionService.h"

#include "core/outbox/Outbox.h"
#include "core/review/Checklist.h"
#include "core/review/ChecklistStore.h"
#include "core/store/IssueCache.h"
#include "core/voting/VoteService.h"
#include "core/voting/VoteStore.h"
#include "core/workspace/Workspace.h"

#include <QSettings>

namespace acp {

ActionService::ActionService(Workspace &workspace)
    : m_workspace(workspace)
{ }

ActionDraft ActionService::compose(const ActionRequest &request) const
{
    ActionDraft draft;
    draft.request = request;
    const int number = request.issueNumber;
    const IssueCache cache(m_workspace.database());
    const std::optional<Issue> issue = cache.application(number, &draft.composed.error);
    if (!issue) {
        return draft;
    }
    Outbox *outbox = m_workspace.outbox();
    if (!outbox) {
        draft.composed.error = tr("The workspace has no outbox.");
        return draft;
    }
    QSettings settings;
    const ActionComposer composer(m_workspace.labelScheme(), ActionSettings::load(settings));
    const IssueSnapshot expected =
        outbox->expectedState(number).value_or(IssueSnapshot::fromIssue(*issue));

    switch (request.kind) {
    case ActionKind::RequestInfo: {
        const Checklist checklist =
            Checklist::load(*issue, cache.comments(number), m_workspace.requirements(),
                            ChecklistStore(m_workspace.database()));
        draft.composed =
            composer.requestInfo(*issue, expected, checklist, request.includeNeedsJudgment);
        break;
    }
    case ActionKind::StartVote: {
        // The roster of record, with the eligibility rule in force applied today, is frozen
        // into the vote comment and, once queued, the vote; so is the rule.
        const EligibilityRule &rule = m_workspace.eligibilityRule().rule;
        const QDate today = QDate::currentDate();
        const Roster recorded = VoteStore(m_workspace.database()).currentRoster();
        if (const QStringList problems = rule.problems(recorded, today); !problems.isEmpty()) {
            draft.composed.error = problems.join(QLatin1Char(' '));
            break;
        }
        draft.roster = rule.applied(recorded, today);
        ActionComposer::VoteOptions options;
        options.closes = request.closes;
        if (!recorded.organizations.isEmpty()) {
            options.roster = VoteService::voteRosterEntries(recorded, rule, today);
            options.eligibility = rule.commentText(today);
            options.eligibilityRecord = rule.recordJson(today);
        }
        draft.composed = composer.startVote(*issue, expected, options);
        break;
    }
    case ActionKind::RecordDecision: {
        ActionComposer::DecisionOptions options;
        options.approved = request.approved;
        options.reasons = request.details;
        options.tally = request.tally.trimmed();
        if (options.tally.isEmpty()) {
            // The tally of the application's vote, per organization, unless given.
            if (const std::optional<VoteInfo> vote = VoteService::of(m_workspace).vote(number)) {
                options.tally = vote->tally.toMarkdownTable();
            }
        }
        draft.composed = composer.decision(*issue, expected, options);
        break;
    }
    case ActionKind::BackToReview:
        draft.composed = composer.backToReview(*issue, expected, request.details);
        break;
    case ActionKind::DeficiencyNotice:
        draft.composed = composer.deficiencyNotice(*issue, expected, request.details);
        break;
    case ActionKind::Retirement:
        draft.composed = composer.retirement(*issue, expected, request.details);
        break;
    case ActionKind::ReviewComplete:
        draft.composed = composer.reviewComplete(*issue, expected, request.details);
        break;
    }
    return draft;
}

ActionService::QueueResult ActionService::queue(const ActionDraft &draft,
                                                const std::optional<QString> &comment) const
{
    QueueResult result;
    Outbox *outbox = m_workspace.outbox();
    if (!draft.ok() || !outbox) {
        result.error = draft.ok() ? tr("The workspace has no outbox.") : draft.composed.error;
        return result;
    }
    OutboxAction action = *draft.composed.action;
    if (comment) {
        action.setComment(*comment);
    }
    const int number = action.issueNumber;
    const Roster roster = draft.roster;
    Workspace &workspace = m_workspace;
    const auto recordVote = [&workspace, number, roster](const OutboxAction &stored,
                                                         QString *error) {
        const VoteService votes = VoteService::of(workspace);
        if (stored.kind == ActionKind::StartVote) {
            if (!votes.recordStartVote(stored, roster)) {
                *error = tr("The vote could not be recorded: %1").arg(votes.errorString());
                return false;
            }
        } else if (stored.kind == ActionKind::RecordDecision && votes.vote(number)) {
            // The tally stands as it is now: reactions after the decision do not change it.
            if (!votes.freezeForDecision(number, stored.uuid)) {
                *error = tr("The tally could not be frozen: %1").arg(votes.errorString());
                return false;
            }
        }
        return true;
    };
    result.action = outbox->enqueue(action, recordVote);
    if (!result.action) {
        result.error = outbox->errorString();
    }
    return result;
}

} // namespace acp
