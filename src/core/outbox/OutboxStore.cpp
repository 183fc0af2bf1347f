#include "core/outbox/OutboxStore.h"

#include "core/store/Database.h"
#include "core/store/SqlValues.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace acp {

namespace {

QString toText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject fromText(const QVariant &value)
{
    return QJsonDocument::fromJson(value.toString().toUtf8()).object();
}

const QString kColumns = QStringLiteral(
    "id, uuid, kind, issue_number, payload, queued_against, state, attempts, last_error, "
    "remote_ids, created_at, updated_at, position");

OutboxAction actionFrom(const QSqlQuery &query)
{
    OutboxAction action;
    action.id = query.value(0).toLongLong();
    action.uuid = query.value(1).toString();
    action.kind = actionKindFromId(query.value(2).toString()).value_or(ActionKind::RequestInfo);
    action.issueNumber = query.value(3).toInt();
    action.payload = fromText(query.value(4));
    action.queuedAgainst = IssueSnapshot::fromJson(fromText(query.value(5)));
    action.state = actionStateFromId(query.value(6).toString()).value_or(ActionState::Failed);
    action.attempts = query.value(7).toInt();
    action.lastError = query.value(8).toString();
    action.remoteIds = fromText(query.value(9));
    action.createdAt = sql::toDateTime(query.value(10));
    action.updatedAt = sql::toDateTime(query.value(11));
    action.position = query.value(12).toLongLong();
    return action;
}

QString csvField(const QString &text)
{
    // A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before
    // one) as a formula, and a detail can quote what a server or an applicant wrote: such a
    // cell starts with an apostrophe, which spreadsheets show as text and do not evaluate.
    QString value = text;
    if (!value.isEmpty() && QStringView(u"=+-@\t\r").contains(value.front())) {
        value.prepend(QLatin1Char('\''));
    }
    if (!value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('"'))
        && !value.contains(QLatin1Char('\n')) && !value.contains(QLatin1Char('\r'))) {
        return value;
    }
    QString quoted = value;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

QJsonObject AuditEntry::toJson() const
{
    return QJsonObject {
        { QStringLiteral("id"), id },
        { QStringLiteral("at"), at.toUTC().toString(Qt::ISODateWithMs) },
        { QStringLiteral("actor"), actor },
        { QStringLiteral("action"), actionUuid },
        { QStringLiteral("issue"), issueNumber },
        { QStringLiteral("kind"), kind },
        { QStringLiteral("event"), event },
        { QStringLiteral("detail"), detail },
    };
}

OutboxStore::OutboxStore(Database &database)
    : m_db(database.connection())
{ }

std::optional<OutboxAction> OutboxStore::insert(OutboxAction action)
{
    if (action.uuid.isEmpty()) {
        action.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (!action.createdAt.isValid()) {
        action.createdAt = now;
    }
    action.updatedAt = now;
    action.state = ActionState::Queued;

    // Position and insert in one statement: two writers cannot take the same place.
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT INTO outbox_actions (uuid, kind, issue_number, payload, queued_against, state, "
        "attempts, last_error, remote_ids, created_at, updated_at, position) "
        "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE(MAX(position), 0) + 1 "
        "FROM outbox_actions"));
    query.addBindValue(action.uuid);
    query.addBindValue(actionKindId(action.kind));
    query.addBindValue(action.issueNumber);
    query.addBindValue(toText(action.payload));
    query.addBindValue(toText(action.queuedAgainst.toJson()));
    query.addBindValue(actionStateId(action.state));
    query.addBindValue(action.attempts);
    query.addBindValue(sql::text(action.lastError));
    query.addBindValue(toText(action.remoteIds));
    query.addBindValue(sql::fromDateTime(action.createdAt));
    query.addBindValue(sql::fromDateTime(action.updatedAt));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    return this->action(query.lastInsertId().toLongLong());
}

QList<OutboxAction> OutboxStore::select(const QString &where, const QVariantList &values) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT %1 FROM outbox_actions %2 ORDER BY position, id")
                      .arg(kColumns, where));
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    QList<OutboxAction> list;
    if (!query.exec()) {
        m_error = query.lastError().text();
        return list;
    }
    while (query.next()) {
        list.append(actionFrom(query));
    }
    return list;
}

std::optional<OutboxAction> OutboxStore::action(qint64 id) const
{
    const QList<OutboxAction> list = select(QStringLiteral("WHERE id = ?"), { id });
    if (list.isEmpty()) {
        return std::nullopt;
    }
    return list.constFirst();
}

std::optional<OutboxAction> OutboxStore::actionByUuid(const QString &uuid) const
{
    const QList<OutboxAction> list = select(QStringLiteral("WHERE uuid = ?"), { uuid });
    if (list.isEmpty()) {
        return std::nullopt;
    }
    return list.constFirst();
}

QList<OutboxAction> OutboxStore::actions() const
{
    return select({}, {});
}

QList<OutboxAction> OutboxStore::actions(int issueNumber) const
{
    return select(QStringLiteral("WHERE issue_number = ?"), { issueNumber });
}

QList<OutboxAction> OutboxStore::actions(ActionKind kind, int issueNumber) const
{
    if (issueNumber > 0) {
        return select(QStringLiteral("WHERE issue_number = ? AND kind = ?"),
                      { issueNumber, actionKindId(kind) });
    }
    return select(QStringLiteral("WHERE kind = ?"), { actionKindId(kind) });
}

QList<OutboxAction> OutboxStore::pending() const
{
    return select(QStringLiteral("WHERE state IN ('queued', 'sending', 'failed', 'blocked')"), {});
}

int OutboxStore::pendingCount() const
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM outbox_actions "
                                   "WHERE state IN ('queued', 'sending', 'failed', 'blocked')"))
        || !query.next()) {
        m_error = query.lastError().text();
        return 0;
    }
    return query.value(0).toInt();
}

int OutboxStore::count(ActionState state) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM outbox_actions WHERE state = ?"));
    query.addBindValue(actionStateId(state));
    if (!query.exec() || !query.next()) {
        m_error = query.lastError().text();
        return 0;
    }
    return query.value(0).toInt();
}

bool OutboxStore::save(OutboxAction &action, const QList<ActionState> &expectedStates)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QString sqlText = QStringLiteral(
        "UPDATE outbox_actions SET payload = ?, queued_against = ?, state = ?, attempts = ?, "
        "last_error = ?, remote_ids = ?, updated_at = ? WHERE id = ?");
    if (!expectedStates.isEmpty()) {
        QStringList placeholders;
        for (qsizetype i = 0; i < expectedStates.size(); ++i) {
            placeholders.append(QStringLiteral("?"));
        }
        sqlText += QStringLiteral(" AND state IN (%1)").arg(placeholders.join(QLatin1Char(',')));
    }
    QSqlQuery query(m_db);
    query.prepare(sqlText);
    query.addBindValue(toText(action.payload));
    query.addBindValue(toText(action.queuedAgainst.toJson()));
    query.addBindValue(actionStateId(action.state));
    query.addBindValue(action.attempts);
    query.addBindValue(sql::text(action.lastError));
    query.addBindValue(toText(action.remoteIds));
    query.addBindValue(sql::fromDateTime(now));
    query.addBindValue(action.id);
    for (ActionState state : expectedStates) {
        query.addBindValue(actionStateId(state));
    }
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    if (query.numRowsAffected() != 1) {
        const std::optional<OutboxAction> stored = this->action(action.id);
        m_error = stored
            ? QCoreApplication::translate("acp::OutboxStore",
                                          "The action is %1 now; it was changed meanwhile.")
                  .arg(actionStateDisplayName(stored->state).toLower())
            : QCoreApplication::translate("acp::OutboxStore", "The action no longer exists.");
        return false;
    }
    action.updatedAt = now;
    return true;
}

bool OutboxStore::addAudit(AuditEntry entry)
{
    if (!entry.at.isValid()) {
        entry.at = QDateTime::currentDateTimeUtc();
    }
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT INTO outbox_audit (at, actor, action_uuid, issue_number, kind, event, detail) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(entry.at.toUTC().toString(Qt::ISODateWithMs));
    query.addBindValue(sql::text(entry.actor));
    query.addBindValue(sql::text(entry.actionUuid));
    query.addBindValue(entry.issueNumber);
    query.addBindValue(sql::text(entry.kind));
    query.addBindValue(sql::text(entry.event));
    query.addBindValue(sql::text(entry.detail));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

QList<AuditEntry> OutboxStore::audit(int issueNumber) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "SELECT id, at, actor, action_uuid, issue_number, kind, event, detail FROM outbox_audit "
        "WHERE ? = 0 OR issue_number = ? ORDER BY id"));
    query.addBindValue(issueNumber);
    query.addBindValue(issueNumber);
    QList<AuditEntry> list;
    if (!query.exec()) {
        m_error = query.lastError().text();
        return list;
    }
    while (query.next()) {
        AuditEntry entry;
        entry.id = query.value(0).toLongLong();
        entry.at = QDateTime::fromString(query.value(1).toString(), Qt::ISODateWithMs).toUTC();
        entry.actor = query.value(2).toString();
        entry.actionUuid = query.value(3).toString();
        entry.issueNumber = query.value(4).toInt();
        entry.kind = query.value(5).toString();
        entry.event = query.value(6).toString();
        entry.detail = query.value(7).toString();
        list.append(entry);
    }
    return list;
}

QString OutboxStore::auditCsv(const QList<AuditEntry> &entries)
{
    QString csv = QStringLiteral("at,actor,action,issue,kind,event,detail\r\n");
    for (const AuditEntry &entry : entries) {
        const QStringList fields = {
            entry.at.toUTC().toString(Qt::ISODateWithMs),
            entry.actor,
            entry.actionUuid,
            QString::number(entry.issueNumber),
            entry.kind,
            entry.event,
            entry.detail,
        };
        QStringList quoted;
        for (const QString &field : fields) {
            quoted.append(csvField(field));
        }
        csv += quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return csv;
}

} // namespace acp
