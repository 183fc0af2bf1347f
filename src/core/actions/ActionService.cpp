#include "core/actions/ActionService.h"

#include "core/outbox/Outbox.h"
#include "core/review/Checklist.h"
#include "core/review/ChecklistStore.h"
#include "core/review/TeamReviews.h"
#include "core/store/IssueCache.h"
#include "core/voting/VoteService.h"
#include "core/voting/VoteStore.h"
#include "core/workspace/Workspace.h"

#include <QRegularExpression>
#include <QSettings>

#include <algorithm>

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
        QList<PublishedReview> fromReviews;
        if (!request.gapsFrom.isEmpty()) {
            const QList<PublishedReview> reviews =
                TeamReviews::collect(*issue, cache.comments(number), m_workspace.requirements(),
                                     m_workspace.authorTrust());
            for (QString login : request.gapsFrom) {
                login = login.trimmed().remove(QRegularExpression(QStringLiteral("^@")));
                const auto found =
                    std::find_if(reviews.cbegin(), reviews.cend(), [&login](const auto &review) {
                        return review.author.compare(login, Qt::CaseInsensitive) == 0;
                    });
                if (found == reviews.cend()) {
                    draft.composed.error =
                        tr("No review by @%1 is published on #%2.").arg(login).arg(number);
                    return draft;
                }
                fromReviews.append(*found);
            }
        }
        draft.composed = composer.requestInfo(*issue, expected, checklist,
                                              request.includeNeedsJudgment, fromReviews);
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
    case ActionKind::PublishReview: {
        const Checklist checklist =
            Checklist::load(*issue, cache.comments(number), m_workspace.requirements(),
                            ChecklistStore(m_workspace.database()));
        ActionComposer::ReviewOptions options;
        options.requirementsVersion = m_workspace.requirements().version();
        options.privateNotes = ChecklistStore(m_workspace.database()).privateNotes(number);
        draft.composed.error = earlierReview(*issue, &options);
        if (draft.composed.error.isEmpty()) {
            draft.composed = composer.publishReview(*issue, expected, checklist, options);
        }
        break;
    }
    case ActionKind::RecordDecision: {
        ActionComposer::DecisionOptions options;
        options.approved = request.approved;
        options.reasons = request.details;
        options.tally = request.tally.trimmed();
        const std::optional<VoteInfo> vote = VoteService::of(m_workspace).vote(number);
        // A running vote closes at its deadline, or earlier only once settled after its
        // minimum wait (the voting window its comment states).
        if (vote && vote->open) {
            if (const QString why = vote->whyNotClosable(); !why.isEmpty()) {
                draft.composed.error = why;
                break;
            }
        }
        if (options.tally.isEmpty() && vote) {
            // The tally of the application's vote, per organization, unless given.
            options.tally = vote->tally.toMarkdownTable();
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
    case ActionKind::Remind: {
        const std::optional<VoteInfo> vote = VoteService::of(m_workspace).vote(number);
        if (!vote || !vote->open || !vote->isPosted()) {
            draft.composed.error = tr("Application #%1 has no running vote on GitHub to remind "
                                      "anyone of.")
                                       .arg(number);
            break;
        }
        ActionComposer::RemindOptions options;
        for (const QString &name : vote->tally.notVoted) {
            for (const RosterOrganization &organization : vote->roster.organizations) {
                if (organization.name == name) {
                    options.notVoted.append(
                        { organization.name, organization.representative, organization.alternate });
                }
            }
        }
        options.closes = vote->closes;
        options.tally = vote->tally.summary();
        options.voteUrl = vote->commentUrl;
        options.note = request.details;
        draft.composed = composer.remind(*issue, expected, options);
        break;
    }
    case ActionKind::ListingPullRequest:
        // Composed from the listing draft (listing/ListingPullRequests.h), not from a request.
        draft.composed.error = tr("A listing pull request is opened from the listing draft.");
        break;
    }
    return draft;
}

QString ActionService::earlierReview(const Issue &issue,
                                     ActionComposer::ReviewOptions *options) const
{
    // This workbench's own: the newest review sent (its comment is edited), or one still
    // waiting (queue() replaces it; it may itself be an edit).
    const int number = issue.number;
    bool fromOutbox = false;
    for (const OutboxAction &action : m_workspace.outbox()->actions(number)) {
        if (action.kind != ActionKind::PublishReview || action.state == ActionState::Cancelled) {
            continue;
        }
        if (action.state == ActionState::Sending
            || (action.isPending() && action.commentAttempted())) {
            return tr("A review of #%1 is on its way to GitHub; push (or cancel it in the "
                      "outbox) before publishing again.")
                .arg(number);
        }
        const qint64 target =
            action.state == ActionState::Sent ? action.commentId() : action.editCommentId();
        options->editCommentId = target > 0 ? target : options->editCommentId;
        options->previous.clear();
        const QJsonObject statuses = action.details().value(QLatin1String("statuses")).toObject();
        for (auto it = statuses.constBegin(); it != statuses.constEnd(); ++it) {
            if (const auto status = checklistStatusFromId(it.value().toString())) {
                options->previous.insert(it.key(), *status);
            }
        }
        fromOutbox = true;
    }
    if (fromOutbox) {
        return {};
    }
    // Else the reviewer's workbench review on the issue, published from another computer.
    const QString login = m_workspace.knownLogin();
    if (login.isEmpty()) {
        return {};
    }
    const QList<PublishedReview> reviews =
        TeamReviews::collect(issue, IssueCache(m_workspace.database()).comments(number),
                             m_workspace.requirements(), m_workspace.authorTrust());
    for (const PublishedReview &review : reviews) {
        if (review.author.compare(login, Qt::CaseInsensitive) == 0
            && review.source == ReviewSource::Workbench && !review.commentIds.isEmpty()) {
            options->editCommentId = review.commentIds.constLast();
            for (const ReviewItem &item : review.items) {
                options->previous.insert(item.requirementId, item.status);
            }
        }
    }
    return {};
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
    if (action.kind == ActionKind::PublishReview) {
        // A newer review replaces one still waiting: one review comment per reviewer.
        for (const OutboxAction &earlier : outbox->actions(number)) {
            if (earlier.kind == ActionKind::PublishReview && earlier.isPending()
                && !earlier.commentAttempted() && earlier.state != ActionState::Sending
                && !outbox->cancel(earlier.id, tr("replaced by a newer review"))) {
                result.error = outbox->errorString();
                return result;
            }
        }
    }
    result.action = outbox->enqueue(action, recordVote);
    if (!result.action) {
        result.error = outbox->errorString();
    }
    return result;
}

} // namespace acp
