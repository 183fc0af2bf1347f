#include "core/store/IssueMentionStore.h"

#include "core/store/Database.h"
#include "core/store/SqliteStatement.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace acp {

namespace {

constexpr qsizetype MaxDigits = 9; // as RelatedApplications reads them

bool isAsciiDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

} // namespace

IssueMentionStore::IssueMentionStore(Database &database)
    : m_database(database)
    , m_db(database.connection())
{ }

IssueMentionStore::~IssueMentionStore() = default;

QSet<int> IssueMentionStore::mentionsIn(const QString &body)
{
    QSet<int> numbers;
    const auto digitsAt = [&body, &numbers](qsizetype from) {
        qsizetype end = from;
        while (end < body.size() && end - from <= MaxDigits && isAsciiDigit(body.at(end))) {
            ++end;
        }
        if (end > from && end - from <= MaxDigits) {
            numbers.insert(QStringView(body).mid(from, end - from).toInt());
        }
    };
    for (qsizetype at = body.indexOf(QLatin1Char('#')); at >= 0;
         at = body.indexOf(QLatin1Char('#'), at + 1)) {
        digitsAt(at + 1);
    }
    const QLatin1String issues("/issues/");
    for (qsizetype at = body.indexOf(issues, 0, Qt::CaseInsensitive); at >= 0;
         at = body.indexOf(issues, at + 1, Qt::CaseInsensitive)) {
        digitsAt(at + issues.size());
    }
    return numbers;
}

bool IssueMentionStore::index(int issueNumber, const QString &body)
{
    SqliteStatement *forget = m_database.sqliteStatement(
        QByteArrayLiteral("DELETE FROM issue_mentions WHERE issue_number = ?"), &m_error);
    if (!forget) {
        return false;
    }
    if (!forget->bind(0, issueNumber).run()) {
        m_error = forget->errorString();
        return false;
    }
    const QSet<int> mentioned = mentionsIn(body);
    if (mentioned.isEmpty()) {
        return true;
    }
    SqliteStatement *remember = m_database.sqliteStatement(
        QByteArrayLiteral(
            "INSERT OR IGNORE INTO issue_mentions (mentioned, issue_number) VALUES (?, ?)"),
        &m_error);
    if (!remember) {
        return false;
    }
    for (int number : mentioned) {
        if (!remember->bind(0, number).bind(1, issueNumber).run()) {
            m_error = remember->errorString();
            return false;
        }
    }
    return true;
}

bool IssueMentionStore::indexPending()
{
    QSqlQuery pending(m_db);
    pending.setForwardOnly(true);
    if (!pending.exec(QStringLiteral("SELECT p.issue_number, coalesce(i.body, '') "
                                     "FROM issue_mentions_pending p "
                                     "LEFT JOIN issues i ON i.number = p.issue_number"))) {
        m_error = pending.lastError().text();
        return false;
    }
    QList<QPair<int, QString>> bodies;
    while (pending.next()) {
        bodies.append({ pending.value(0).toInt(), pending.value(1).toString() });
    }
    pending.finish();
    if (bodies.isEmpty()) {
        return true;
    }
    Transaction transaction(m_db);
    for (const auto &[number, body] : std::as_const(bodies)) {
        if (!index(number, body)) {
            return false;
        }
    }
    QSqlQuery done(m_db);
    if (!done.exec(QStringLiteral("DELETE FROM issue_mentions_pending"))) {
        m_error = done.lastError().text();
        return false;
    }
    if (!transaction.commit()) {
        m_error = transaction.errorString();
        return false;
    }
    return true;
}

QList<int> IssueMentionStore::mentioning(int number) const
{
    QList<int> numbers;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT issue_number FROM issue_mentions WHERE mentioned = ? ORDER BY issue_number"));
    query.addBindValue(number);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return numbers;
    }
    while (query.next()) {
        numbers.append(query.value(0).toInt());
    }
    return numbers;
}

} // namespace acp
