#include "core/sync/IssueEventsFetcher.h"

#include "core/github/GitHubClient.h"
#include "core/github/GitHubJson.h"
#include "core/logging/LogCategories.h"
#include "core/store/Database.h"
#include "core/store/IssueEventStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

namespace acp {

namespace {

bool isStageEvent(const QString &event)
{
    return event == QLatin1String("labeled") || event == QLatin1String("unlabeled")
        || event == QLatin1String("closed") || event == QLatin1String("reopened");
}

} // namespace

IssueEventsFetcher::IssueEventsFetcher(Database &database, GitHubClient &client, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_client(&client)
{ }

IssueEventsFetcher::~IssueEventsFetcher()
{
    if (m_client) {
        m_client->cancelRequests(this);
    }
}

QString IssueEventsFetcher::progressMessage() const
{
    return tr("Reading the applications' label history…");
}

void IssueEventsFetcher::startFollowUp(const QString &repositoryFullName, int issueNumber,
                                       Done done)
{
    m_done = std::move(done);
    m_requests = 0;
    if (issueNumber > 0 || !m_client) {
        finish({});
        return;
    }
    const IssueEventStore store(m_database);
    const IssueEventStore::Marks marks = store.marks();
    m_issuesUpdatedThrough = store.latestIssueUpdate();
    if (!m_issuesUpdatedThrough.isValid()
        || (marks.issuesUpdatedThrough.isValid()
            && m_issuesUpdatedThrough <= marks.issuesUpdatedThrough)) {
        finish({}); // no issue changed since the history was last read
        return;
    }
    m_throughEventId = marks.throughEventId;
    m_newestEventId = marks.throughEventId;
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
    fetch(m_client->endpoint(QStringLiteral("/repos/%1/issues/events").arg(repositoryFullName),
                             query));
}

void IssueEventsFetcher::cancelFollowUp()
{
    if (m_done && m_client) {
        m_client->cancelRequests(this); // answers Cancelled, which finishes the run
    }
}

void IssueEventsFetcher::fetch(const QUrl &url)
{
    ApiRequest request;
    request.url = url;
    ++m_requests;
    m_client->send(request, this, [this](const ApiResponse &response) { handle(response); });
}

void IssueEventsFetcher::handle(const ApiResponse &response)
{
    if (response.outcome == ApiResponse::Outcome::Cancelled) {
        Outcome cancelled;
        cancelled.cancelled = true;
        finish(cancelled);
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument document =
        response.ok() ? QJsonDocument::fromJson(response.body, &parseError) : QJsonDocument();
    if (!response.ok() || parseError.error != QJsonParseError::NoError || !document.isArray()) {
        qCWarning(lcSync).noquote()
            << "label history not read:"
            << (response.ok() ? QStringLiteral("an unreadable answer") : response.errorString);
        finish({}); // the mark stays: the next sync reads these pages again
        return;
    }
    QList<IssueEvent> events;
    bool reachedKnown = false;
    const QJsonArray items = document.array();
    for (const QJsonValue &value : items) {
        const QJsonObject object = value.toObject();
        const qint64 id = object.value(QLatin1String("id")).toInteger();
        if (id <= 0) {
            continue;
        }
        m_newestEventId = std::max(m_newestEventId, id);
        if (id <= m_throughEventId) {
            reachedKnown = true;
        }
        const QString kind = object.value(QLatin1String("event")).toString();
        const int number =
            object.value(QLatin1String("issue")).toObject().value(QLatin1String("number")).toInt();
        if (!isStageEvent(kind) || number <= 0) {
            continue;
        }
        IssueEvent event;
        event.id = id;
        event.issueNumber = number;
        event.event = kind;
        event.label =
            object.value(QLatin1String("label")).toObject().value(QLatin1String("name")).toString();
        event.actor = object.value(QLatin1String("actor"))
                          .toObject()
                          .value(QLatin1String("login"))
                          .toString();
        event.createdAt = github::timestampFromJson(object.value(QLatin1String("created_at")));
        events.append(event);
    }
    IssueEventStore store(m_database);
    {
        Transaction transaction(m_database.connection());
        if (!store.upsert(events) || !transaction.commit()) {
            qCWarning(lcSync).noquote() << "label history not stored:" << store.errorString();
            finish({});
            return;
        }
    }
    if (!reachedKnown && response.nextPage.isValid()) {
        fetch(response.nextPage);
        return;
    }
    // Read down to what the last complete run had: everything up to the newest event is here.
    store.setMarks({ m_newestEventId, m_issuesUpdatedThrough });
    qCDebug(lcSync) << "label history read:" << m_requests << "pages, through event"
                    << m_newestEventId;
    finish({});
}

void IssueEventsFetcher::finish(const Outcome &outcome)
{
    Done done = std::exchange(m_done, {});
    if (done) {
        done(outcome);
    }
}

} // namespace acp
