#include "core/listing/ListingPullRequests.h"

#include "core/actions/ActionSettings.h"
#include "core/listing/ListingDrafts.h"
#include "core/listing/ListingRules.h"
#include "core/outbox/Outbox.h"
#include "core/review/AuthorTrust.h"
#include "core/review/MarkerBlock.h"
#include "core/store/IssueCache.h"
#include "core/workspace/Workspace.h"

#include <QSettings>
#include <QUuid>

namespace acp {

namespace {

// The newest trusted comment that recorded the approval, as a link; empty when none is cached.
QString decisionCommentUrl(Workspace &workspace, const Issue &issue)
{
    const QList<Comment> comments = IssueCache(workspace.database()).comments(issue.number);
    const AuthorTrust trust = workspace.authorTrust();
    for (auto it = comments.crbegin(); it != comments.crend(); ++it) {
        const std::optional<QString> decision =
            trust.markers(*it, issue).value(QStringLiteral("decision"));
        if (decision && *decision == QLatin1String("approved")) {
            return it->htmlUrl;
        }
    }
    return {};
}

} // namespace

ListingPullRequests::ListingPullRequests(Workspace &workspace)
    : m_workspace(workspace)
{ }

QString ListingPullRequests::siteRepository()
{
    const QString configured =
        QSettings().value(QStringLiteral("listing/siteRepository")).toString().trimmed();
    return Workspace::isValidRepositoryName(configured)
        ? configured
        : QStringLiteral("pytorch/pytorch.github.io");
}

std::optional<OutboxAction> ListingPullRequests::compose(int issueNumber,
                                                         const PlatformListing &listing,
                                                         Change change, QString *error) const
{
    const std::optional<Issue> issue =
        IssueCache(m_workspace.database()).application(issueNumber, error);
    if (!issue) {
        return std::nullopt;
    }
    if (change == Change::Add) {
        if (const QString why = ListingDrafts(m_workspace).whyNotListable(issueNumber);
            !why.isEmpty()) {
            *error = why;
            return std::nullopt;
        }
        for (const ListingProblem &problem : ListingRules::check(listing)) {
            if (problem.isError()) {
                *error =
                    tr("The listing draft does not pass the site's rules: %1").arg(problem.message);
                return std::nullopt;
            }
        }
    } else {
        if (!ListingDrafts(m_workspace).isRetired(issueNumber)) {
            *error = tr("#%1 is not retired: only a retired platform's listing is removed.")
                         .arg(issueNumber);
            return std::nullopt;
        }
        if (const QList<ListingProblem> problems =
                ListingRules::checkPlatformId(listing.platformId);
            !problems.isEmpty()) {
            *error = problems.constFirst().message;
            return std::nullopt;
        }
    }
    if (const std::optional<OutboxAction> earlier = latest(issueNumber);
        earlier && earlier->isPending()) {
        *error = tr("A listing pull request of #%1 is already in the outbox; send or cancel it "
                    "first.")
                     .arg(issueNumber);
        return std::nullopt;
    }

    const bool add = change == Change::Add;
    QJsonArray files;
    if (add) {
        files.append(
            QJsonObject { { QStringLiteral("path"), listing.entryPath() },
                          { QStringLiteral("content"), QString::fromUtf8(listing.entryJson()) } });
        files.append(QJsonObject { { QStringLiteral("path"), listing.guidePath() },
                                   { QStringLiteral("content"), listing.guide } });
    } else {
        for (const QString &path : { listing.entryPath(), listing.guidePath() }) {
            files.append(QJsonObject { { QStringLiteral("path"), path },
                                       { QStringLiteral("delete"), true } });
        }
    }

    // Written for the site's maintainers, in English like the site.
    const QString decision = decisionCommentUrl(m_workspace, *issue);
    QStringList body;
    body << (add ? QStringLiteral("Adds **%1** to the additional compute platforms on "
                                  "pytorch.org, as approved by the Accelerator Integration "
                                  "Working Group.")
                 : QStringLiteral("Removes **%1** from the additional compute platforms on "
                                  "pytorch.org: the Accelerator Integration Working Group "
                                  "retired it."))
                .arg(listing.name.isEmpty() ? listing.platformId : listing.name)
         << QString() << QStringLiteral("- Application: %1").arg(issue->htmlUrl.toString());
    if (!decision.isEmpty()) {
        body << QStringLiteral("- Decision: %1").arg(decision);
    }
    body << QStringLiteral("- Files: `%1`, `%2`").arg(listing.entryPath(), listing.guidePath())
         << QString() << QStringLiteral("_Drafted with ACP Workbench._");

    OutboxAction action;
    action.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    action.kind = ActionKind::ListingPullRequest;
    action.issueNumber = issueNumber;
    const QString title = add ? QStringLiteral("Add %1 to the additional platforms")
                              : QStringLiteral("Remove %1 from the additional platforms");
    const QString subject =
        title.arg(listing.name.isEmpty() ? listing.platformId : listing.name.simplified());
    action.payload = {
        { QStringLiteral("comment"), QString() },
        { QStringLiteral("site_repository"), siteRepository() },
        { QStringLiteral("files"), files },
        { QStringLiteral("pull_request"),
          QJsonObject {
              { QStringLiteral("title"), subject },
              { QStringLiteral("body"), body.join(QLatin1Char('\n')) },
              { QStringLiteral("branch"),
                QStringLiteral("acp-listing-%1-%2").arg(listing.platformId, action.uuid.left(8)) },
              { QStringLiteral("commit_message"),
                QString(subject + QStringLiteral("\n\nApplication: ")
                        + issue->htmlUrl.toString()) },
              { QStringLiteral("commit_date"),
                QDateTime::currentDateTimeUtc().toString(Qt::ISODate) },
          } },
        { QStringLiteral("details"),
          QJsonObject { { QStringLiteral("platform_id"), listing.platformId },
                        { QStringLiteral("change"),
                          add ? QStringLiteral("add") : QStringLiteral("remove") } } },
    };
    return action;
}

std::optional<OutboxAction> ListingPullRequests::queue(int issueNumber,
                                                       const PlatformListing &listing,
                                                       Change change, QString *error)
{
    std::optional<OutboxAction> action = compose(issueNumber, listing, change, error);
    if (!action) {
        return std::nullopt;
    }
    Outbox *outbox = m_workspace.outbox();
    if (!outbox) {
        *error = tr("The workspace has no outbox.");
        return std::nullopt;
    }
    std::optional<OutboxAction> stored = outbox->enqueue(*action);
    if (!stored) {
        *error = outbox->errorString();
    }
    return stored;
}

std::optional<OutboxAction> ListingPullRequests::latest(int issueNumber) const
{
    if (!m_workspace.outbox()) {
        return std::nullopt;
    }
    std::optional<OutboxAction> found;
    for (const OutboxAction &action : m_workspace.outbox()->actions(issueNumber)) {
        if (action.kind == ActionKind::ListingPullRequest && action.state != ActionState::Cancelled
            && (!found || action.position > found->position)) {
            found = action;
        }
    }
    return found;
}

} // namespace acp
