#include "core/outbox/ActionCancellation.h"

#include "core/github/GitHubClient.h"
#include "core/outbox/ActionCommentLookup.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/PullRequestLookup.h"
#include "core/store/IssueCache.h"

namespace acp {

namespace {

// As the pusher's marker lookup: comments updated since the first attempt, less ten minutes.
constexpr int kLookupMarginSeconds = 600;

} // namespace

ActionCancellation::ActionCancellation(Outbox &outbox, GitHubClient *client,
                                       const QString &repository, QObject *parent)
    : QObject(parent)
    , m_outbox(outbox)
    , m_client(client)
    , m_repository(repository)
{ }

ActionCancellation::~ActionCancellation()
{
    if (m_client) {
        m_client->cancelRequests(this);
    }
}

void ActionCancellation::report(Outcome outcome, const QString &message, const QUrl &commentUrl)
{
    m_running = false;
    emit finished(outcome, message, commentUrl);
}

void ActionCancellation::cancelNow(qint64 actionId, const QString &note)
{
    if (!m_outbox.cancel(actionId, note)) {
        report(Outcome::Refused, m_outbox.errorString());
        return;
    }
    const std::optional<OutboxAction> action = m_outbox.action(actionId);
    report(Outcome::Cancelled,
           note.isEmpty()
               ? tr("Cancelled: %1").arg(action ? action->summary() : QString())
               : tr("Cancelled: %1 (%2)").arg(action ? action->summary() : QString(), note));
}

void ActionCancellation::cancel(qint64 actionId, bool force)
{
    if (m_running) {
        return;
    }
    m_running = true;
    const std::optional<OutboxAction> action = m_outbox.action(actionId);
    if (!action || !action->canCancel()) {
        cancelNow(actionId, {}); // the outbox says why not
        return;
    }
    // A listing pull request may be open on the site already (an earlier push opened it and got
    // no answer): looked for by its branch first.
    if (action->kind == ActionKind::ListingPullRequest
        && action->remoteIds.value(QLatin1String("pr_attempted")).toBool()
        && action->pullRequestNumber() <= 0) {
        if (force) {
            cancelNow(actionId, tr("its pull request may be open on GitHub"));
            return;
        }
        lookForPullRequest(*action);
        return;
    }
    const bool uncertain =
        action->commentAttempted() && !action->isStepDone(QStringLiteral("comment"));
    if (!uncertain) {
        cancelNow(actionId, {});
        return;
    }
    if (force) {
        cancelNow(actionId, tr("its comment may be on GitHub"));
        return;
    }
    if (!m_client || !m_client->hasToken()) {
        report(Outcome::MayBeOnGitHub,
               tr("The comment of “%1” may already be on GitHub (an earlier push sent it and got "
                  "no answer), and GitHub cannot be asked now: sign in or go online, or cancel "
                  "anyway.")
                   .arg(action->summary()));
        return;
    }
    const QString summary = action->summary();
    ActionCommentLookup::start(
        *m_client, this, m_repository, action->issueNumber, action->uuid,
        ActionCommentLookup::sinceFor(*action, kLookupMarginSeconds),
        [this, actionId, summary](const ActionCommentLookup::Result &result) {
            switch (result.outcome) {
            case ActionCommentLookup::Outcome::Found: {
                // Record it, as a push would: the action's comment is done.
                std::optional<OutboxAction> current = m_outbox.action(actionId);
                if (current && !current->isStepDone(QStringLiteral("comment"))) {
                    current->remoteIds.insert(QStringLiteral("comment_id"), result.comment.id);
                    current->remoteIds.insert(QStringLiteral("comment_url"),
                                              result.comment.htmlUrl);
                    current->remoteIds.insert(QStringLiteral("found_by_marker"), true);
                    current->markStepDone(QStringLiteral("comment"));
                    m_outbox.commit(*current, { current->state }, QStringLiteral("step"),
                                    tr("comment: found on GitHub before cancelling: %1")
                                        .arg(result.comment.htmlUrl));
                    Comment cached = result.comment;
                    cached.issueNumber = current->issueNumber;
                    IssueCache(m_outbox.database()).upsertComment(cached);
                }
                report(Outcome::CommentOnGitHub,
                       tr("The comment of “%1” is already on GitHub (%2). Cancelling now stops "
                          "only its label and state changes; the comment stays on GitHub.")
                           .arg(summary, result.comment.htmlUrl),
                       QUrl(result.comment.htmlUrl));
                return;
            }
            case ActionCommentLookup::Outcome::NotFound:
                cancelNow(actionId, tr("its comment is not on GitHub"));
                return;
            case ActionCommentLookup::Outcome::IssueGone:
                cancelNow(actionId, tr("the application is not on GitHub any more"));
                return;
            case ActionCommentLookup::Outcome::Cancelled:
            case ActionCommentLookup::Outcome::Failed:
                report(Outcome::MayBeOnGitHub,
                       tr("The comment of “%1” may already be on GitHub, and looking for it "
                          "failed: %2")
                           .arg(summary, result.response.errorString));
                return;
            }
        });
}

void ActionCancellation::lookForPullRequest(const OutboxAction &action)
{
    const qint64 actionId = action.id;
    const QString summary = action.summary();
    const QString site = action.siteRepository();
    const QString head = PullRequestLookup::head(action);
    if (!m_client || !m_client->hasToken() || head.isEmpty()) {
        report(Outcome::MayBeOnGitHub,
               tr("The pull request of “%1” may already be open on %2 (an earlier push opened it "
                  "and got no answer), and GitHub cannot be asked now: look there, or sign in or "
                  "go online, or cancel anyway.")
                   .arg(summary, site));
        return;
    }
    ApiRequest request;
    request.url = PullRequestLookup::url(*m_client, site, head);
    m_client->send(
        request, this, [this, actionId, summary, site, head](const ApiResponse &response) {
            if (!response.ok()) {
                report(Outcome::MayBeOnGitHub,
                       tr("The pull request of “%1” may already be open on %2, and looking for it "
                          "failed: %3")
                           .arg(summary, site, response.errorString));
                return;
            }
            const std::optional<PullRequestLookup::Found> found =
                PullRequestLookup::find(response.body, head);
            if (!found) {
                cancelNow(actionId, tr("its pull request is not on %1").arg(site));
                return;
            }
            // Recorded as a push would: the action's pull request is open; the next push
            // finishes it.
            std::optional<OutboxAction> current = m_outbox.action(actionId);
            if (current && current->pullRequestNumber() <= 0) {
                current->remoteIds.insert(QStringLiteral("pr_number"), found->number);
                current->remoteIds.insert(QStringLiteral("pr_url"), found->url.toString());
                current->markStepDone(QStringLiteral("pull-request"));
                m_outbox.commit(*current, { current->state }, QStringLiteral("step"),
                                tr("pull-request: found on GitHub before cancelling: %1")
                                    .arg(found->url.toString()));
            }
            report(Outcome::PullRequestOnGitHub,
                   tr("The pull request of “%1” is already open on %2 (%3). Cancelling stops "
                      "nothing more; close the pull request there to withdraw the listing.")
                       .arg(summary, site, found->url.toString()),
                   found->url);
        });
}

} // namespace acp
