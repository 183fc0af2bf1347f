#pragma once

#include <QDateTime>
#include <QSqlDatabase>
#include <QString>

namespace acp {

class Database;

// The reviewer's own work, kept in tables the sync never writes. Later issues add the
// checklist, evidence notes and the outbox here; today it holds a private note per application.
class ReviewerStore
{
public:
    explicit ReviewerStore(Database &database);

    QString applicationNote(int issueNumber) const;
    QDateTime applicationNoteUpdatedAt(int issueNumber) const;
    bool setApplicationNote(int issueNumber, const QString &markdown);

    QString errorString() const { return m_error; }

private:
    QSqlDatabase m_db;
    mutable QString m_error;
};

} // namespace acp
