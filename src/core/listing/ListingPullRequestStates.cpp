#include "core/listing/ListingPullRequestStates.h"

#include "core/github/GitHubClient.h"
#include "core/outbox/Outbox.h"
#include "core/store/Database.h"
#include "core/store/SqlValues.h"
#include "core/workspace/Workspace.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

namespace acp {

namespace {

// The listing pull requests the outbox opened (sent actions with a number), newest last.
QList<ListingPullRequestState> openedPullRequests(Workspace &workspace, int issueNumber = 0)
{
    QList<ListingPullRequestState> opened;
    if (!workspace.outbox()) {
        return opened;
    }
    // Filtered by kind in SQL: the header asks on every switch, and most applications have none.
    const QList<OutboxAction> actions =
        workspace.outbox()->actions(ActionKind::ListingPullRequest, issueNumber);
    for (const OutboxAction &action : actions) {
        if (action.pullRequestNumber() <= 0) {
            continue;
        }
        ListingPullRequestState state;
        state.siteRepository = action.siteRepository();
        state.number = action.pullRequestNumber();
        state.issueNumber = action.issueNumber;
        state.url = action.pullRequestUrl();
        state.state = QStringLiteral("open");
        state.removal =
            action.details().value(QLatin1String("change")).toString() == QLatin1String("remove");
        opened.append(state);
    }
    return opened;
}

// What the cache knows of it since it was last read back.
void readCached(Workspace &workspace, ListingPullRequestState &state)
{
    QSqlQuery query(workspace.database().connection());
    query.prepare(QStringLiteral("SELECT state, merged, checked_at FROM listing_pull_requests "
                                 "WHERE site_repository = ? AND number = ?"));
    query.addBindValue(state.siteRepository);
    query.addBindValue(state.number);
    if (query.exec() && query.next()) {
        state.state = query.value(0).toString();
        state.merged = query.value(1).toBool();
        state.checkedAt = sql::toDateTime(query.value(2));
    }
}

} // namespace

QString ListingPullRequestState::stateText() const
{
    if (merged) {
        return ListingPullRequestStates::tr("merged");
    }
    return state == QLatin1String("closed") ? ListingPullRequestStates::tr("closed")
                                            : ListingPullRequestStates::tr("open");
}

QString ListingPullRequestState::sentence() const
{
    return (removal ? ListingPullRequestStates::tr("listing removal: pull request #%1 on %2, %3")
                    : ListingPullRequestStates::tr("pytorch.org listing: pull request #%1 on %2, "
                                                   "%3"))
        .arg(number)
        .arg(siteRepository, stateText());
}

ListingPullRequestStates::ListingPullRequestStates(Workspace &workspace, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
{ }

std::optional<ListingPullRequestState> ListingPullRequestStates::latest(Workspace &workspace,
                                                                        int issueNumber)
{
    QList<ListingPullRequestState> opened = openedPullRequests(workspace, issueNumber);
    if (opened.isEmpty()) {
        return std::nullopt;
    }
    ListingPullRequestState state = opened.constLast();
    readCached(workspace, state);
    return state;
}

void ListingPullRequestStates::refresh()
{
    if (m_running) {
        return;
    }
    m_running = true;
    m_checked = 0;
    m_error.clear();
    m_queue.clear();
    if (m_workspace.client() && !m_workspace.isDemo()) {
        for (ListingPullRequestState state : openedPullRequests(m_workspace)) {
            readCached(m_workspace, state);
            if (!state.merged) {
                m_queue.append(state);
            }
        }
    }
    // finished() after refresh() returned, also when there is nothing to read.
    QTimer::singleShot(0, this, &ListingPullRequestStates::next);
}

void ListingPullRequestStates::next()
{
    if (m_queue.isEmpty()) {
        m_running = false;
        emit finished(m_checked, m_error);
        return;
    }
    const ListingPullRequestState state = m_queue.takeFirst();
    ApiRequest request;
    request.url = m_workspace.client()->endpoint(
        QStringLiteral("/repos/%1/pulls/%2").arg(state.siteRepository).arg(state.number));
    m_workspace.client()->send(request, this, [this, state](const ApiResponse &response) {
        const QJsonObject pull = QJsonDocument::fromJson(response.body).object();
        if (!response.ok() || pull.value(QLatin1String("number")).toInt() != state.number) {
            m_error = tr("The state of pull request #%1 on %2 could not be read: %3")
                          .arg(state.number)
                          .arg(state.siteRepository,
                               response.errorString.isEmpty() ? tr("an unexpected answer")
                                                              : response.errorString);
            next();
            return;
        }
        QSqlQuery query(m_workspace.database().connection());
        query.prepare(
            QStringLiteral("INSERT OR REPLACE INTO listing_pull_requests (site_repository, number, "
                           "issue_number, state, merged, checked_at) VALUES (?, ?, ?, ?, ?, ?)"));
        query.addBindValue(state.siteRepository);
        query.addBindValue(state.number);
        query.addBindValue(state.issueNumber);
        query.addBindValue(pull.value(QLatin1String("state")).toString());
        query.addBindValue(pull.value(QLatin1String("merged")).toBool()
                           || !pull.value(QLatin1String("merged_at")).isNull());
        query.addBindValue(sql::fromDateTime(QDateTime::currentDateTimeUtc()));
        if (!query.exec()) {
            m_error = query.lastError().text();
        } else {
            ++m_checked;
        }
        next();
    });
}

} // namespace acp
