// Issue events: what GitHub records when an issue's labels or state change, and the repository's
// listing of them (GET /repos/{o}/{r}/issues/events), newest first, as GitHub lists them.

#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"
#include "github/JsonWriter.h"

namespace acp::test {

using namespace github;

qint64 GitHubTestServer::Private::recordIssueEvent(int issueNumber, const QString &event,
                                                   const QString &label, const QString &actor,
                                                   const QDateTime &when)
{
    IssueEventData data;
    data.id = nextIssueEventId++;
    data.issueNumber = issueNumber;
    data.event = event;
    data.label = label;
    data.actor = actor;
    data.createdAt = when;
    issueEvents.push_back(data);
    return data.id;
}

void GitHubTestServer::Private::recordLabelChanges(int issueNumber, const QStringList &before,
                                                   const QStringList &after, const QString &actor,
                                                   const QDateTime &when)
{
    for (const QString &removed : before) {
        if (!after.contains(removed, Qt::CaseInsensitive))
            recordIssueEvent(issueNumber, QStringLiteral("unlabeled"), removed, actor, when);
    }
    for (const QString &added : after) {
        if (!before.contains(added, Qt::CaseInsensitive))
            recordIssueEvent(issueNumber, QStringLiteral("labeled"), added, actor, when);
    }
}

GitHubTestServer::Private::Response
GitHubTestServer::Private::listIssueEvents(const Request &req, const QUrlQuery &query)
{
    std::vector<QByteArray> items;
    items.reserve(issueEvents.size());
    for (auto it = issueEvents.crbegin(); it != issueEvents.crend(); ++it) {
        const IssueRec *rec = issue(it->issueNumber);
        if (!rec || rec->d.deleted)
            continue;
        const QString url = repoApiUrl() + QStringLiteral("/issues/events/%1").arg(it->id);
        QByteArray out;
        ObjectWriter w(out);
        w.num("id", it->id);
        w.str("node_id", nodeId("IssueEvent", it->id));
        w.str("url", url);
        w.raw("actor", userJson(it->actor));
        w.str("event", it->event);
        w.null("commit_id");
        w.null("commit_url");
        w.time("created_at", it->createdAt);
        if (!it->label.isEmpty()) {
            QByteArray label;
            ObjectWriter l(label);
            l.str("name", it->label);
            const LabelRec *known = this->label(it->label);
            l.str("color", known ? known->color : QStringLiteral("ededed"));
            l.end();
            w.raw("label", label);
        }
        // The issue, as GitHub nests it (its number is what a client needs here).
        QByteArray issueObject;
        ObjectWriter i(issueObject);
        i.num("id", rec->d.id);
        i.num("number", rec->d.number);
        i.str("url", issueApiUrl(rec->d.number));
        i.str("state", rec->d.state);
        i.end();
        w.raw("issue", issueObject);
        w.end();
        items.push_back(out);
    }
    return paginate(req, query, qsizetype(items.size()),
                    [&](qsizetype i) -> const QByteArray & { return items[size_t(i)]; });
}

// ---- Fixture changes that GitHub records as events ------------------------------------------

void GitHubTestServer::setIssueLabels(int number, const QStringList &labels)
{
    Private::IssueRec *rec = d->issue(number);
    if (!rec)
        return;
    const QStringList next = d->canonicalLabels(labels);
    const QDateTime when = d->tick();
    d->recordLabelChanges(number, rec->d.labels, next, d->owner, when);
    rec->d.labels = next;
    d->touchIssue(*rec, when);
}

void GitHubTestServer::closeIssue(int number, const QString &stateReason)
{
    Private::IssueRec *rec = d->issue(number);
    if (!rec)
        return;
    const QDateTime when = d->tick();
    if (rec->d.state != QLatin1String("closed"))
        d->recordIssueEvent(number, QStringLiteral("closed"), {}, d->owner, when);
    rec->d.state = QStringLiteral("closed");
    rec->d.stateReason = stateReason;
    rec->d.closedAt = when;
    d->touchIssue(*rec, when);
}

void GitHubTestServer::reopenIssue(int number)
{
    Private::IssueRec *rec = d->issue(number);
    if (!rec)
        return;
    const QDateTime when = d->tick();
    if (rec->d.state != QLatin1String("open"))
        d->recordIssueEvent(number, QStringLiteral("reopened"), {}, d->owner, when);
    rec->d.state = QStringLiteral("open");
    rec->d.stateReason = QStringLiteral("reopened");
    rec->d.closedAt = QDateTime();
    d->touchIssue(*rec, when);
}

QList<GitHubTestServer::IssueEventData> GitHubTestServer::issueEvents() const
{
    return QList<IssueEventData>(d->issueEvents.cbegin(), d->issueEvents.cend());
}

} // namespace acp::test
