#pragma once

#include "core/outbox/OutboxAction.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace acp {

class Database;

// One line of the audit log: every local change to the outbox and every push result.
struct AuditEntry
{
    qint64 id = 0;
    QDateTime at;
    QString actor; // the GitHub login once known, else the local user name
    QString actionUuid;
    int issueNumber = 0;
    QString kind; // actionKindId
    QString event; // "queued", "edited", "cancelled", "retried", "sending", "step", "sent",
                   // "deferred", "failed", "blocked"
    QString detail; // a sentence, or the step and its remote id

    // {id, at, actor, action, issue, kind, event, detail}
    QJsonObject toJson() const;
};

// The outbox tables (outbox_actions, outbox_audit): the reviewer's data, never written by a
// sync. Each call is one statement (or one transaction), so a crash leaves every action in a
// state it was really in; state changes are written before the network step they announce.
class OutboxStore
{
public:
    explicit OutboxStore(Database &database);

    // Stores a new action as queued after every other one: assigns id, position (and a uuid
    // and created_at when missing). Returns the stored action.
    std::optional<OutboxAction> insert(OutboxAction action);

    std::optional<OutboxAction> action(qint64 id) const;
    std::optional<OutboxAction> actionByUuid(const QString &uuid) const;
    QList<OutboxAction> actions() const; // every action, by position
    QList<OutboxAction> actions(int issueNumber) const; // one issue's, by position
    // One kind's, of every issue or of one (issueNumber > 0), by position.
    QList<OutboxAction> actions(ActionKind kind, int issueNumber = 0) const;
    QList<OutboxAction> pending() const; // queued, sending, failed, blocked; by position
    int pendingCount() const;
    int count(ActionState state) const;

    // Writes the action's mutable columns (payload, queued_against, state, attempts,
    // last_error, remote_ids) and sets updated_at, but only while the stored state is one of
    // `expectedStates` (any state when empty): a change made meanwhile by another window or
    // process is never overwritten. Returns false, with errorString(), when nothing matched.
    bool save(OutboxAction &action, const QList<ActionState> &expectedStates = {});

    bool addAudit(AuditEntry entry);
    QList<AuditEntry> audit(int issueNumber = 0) const; // oldest first; 0: all issues
    // RFC 4180 CSV with a header line: at,actor,action,issue,kind,event,detail.
    static QString auditCsv(const QList<AuditEntry> &entries);

    QString errorString() const { return m_error; }

private:
    QList<OutboxAction> select(const QString &where, const QVariantList &values) const;

    QSqlDatabase m_db;
    mutable QString m_error;
};

} // namespace acp
