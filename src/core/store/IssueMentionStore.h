#pragma once

#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <QString>

namespace acp {

class Database;

// Which cached issues mention which others in their bodies ("#12", ".../issues/12"; table
// issue_mentions), kept as each issue is written, so that the applications that link a declined
// one are found through an index instead of by reading every body. A superset of what
// RelatedApplications::linkedIssues reads: each candidate is checked again with it.
class IssueMentionStore
{
public:
    explicit IssueMentionStore(Database &database);
    ~IssueMentionStore();

    // Every number of one to nine ASCII digits after a '#' or an "/issues/" (any case).
    static QSet<int> mentionsIn(const QString &body);

    // Replaces what `issueNumber` mentions with what `body` does. Its two statements stay
    // prepared on the connection (Database::sqliteStatement): a sync calls this for every issue
    // it writes.
    bool index(int issueNumber, const QString &body);
    // Indexes the issues cached before the index existed (schema 20 lists them); once.
    bool indexPending();
    // The issues whose body mentions `number`, ascending.
    QList<int> mentioning(int number) const;

    QString errorString() const { return m_error; }

private:
    Database &m_database;
    QSqlDatabase m_db;
    mutable QString m_error;
};

} // namespace acp
