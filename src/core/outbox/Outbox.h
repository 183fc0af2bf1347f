#pragma once

#include "core/outbox/OutboxAction.h"
#include "core/outbox/OutboxStore.h"
#include "core/review/ReviewState.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace acp {

class Database;

// The co-chair's outbox for one workspace: what the GUI's Outbox panel, the status bar count
// and the command line work with. Queueing works offline; OutboxPusher sends later. Every
// change is written to the database at once (and to the audit log) and announced by a signal,
// whoever made it: a button, the command line's services, or the pusher.
//
// What the user may do follows the action's state: edit its comment while it is queued and
// nothing of it has been attempted; cancel while queued, failed or blocked; retry a failed or
// blocked one. Retrying a blocked action accepts GitHub's state as it was when the action was
// blocked: it is sent unless the issue moves again.
class Outbox : public QObject
{
    Q_OBJECT
public:
    explicit Outbox(Database &database, const LabelScheme &labels = {}, QObject *parent = nullptr);
    ~Outbox() override;

    Database &database() { return m_database; }
    const LabelScheme &labels() const { return m_labels; }
    void setLabels(const LabelScheme &labels) { m_labels = labels; }
    OutboxStore &store() { return m_store; }

    QList<OutboxAction> actions() const { return m_store.actions(); }
    QList<OutboxAction> actions(int issueNumber) const { return m_store.actions(issueNumber); }
    QList<OutboxAction> actions(ActionKind kind, int issueNumber = 0) const
    {
        return m_store.actions(kind, issueNumber);
    }
    QList<OutboxAction> pending() const { return m_store.pending(); }
    std::optional<OutboxAction> action(qint64 id) const { return m_store.action(id); }
    int pendingCount() const { return m_store.pendingCount(); }

    // The issue as the cache knows it, with the label and state changes of this outbox's
    // pending actions applied in order: what a new action is queued against. Nothing when the
    // issue is not cached.
    std::optional<IssueSnapshot> expectedState(int issueNumber) const;

    // What else must be stored with a queued action, in its transaction (the vote a start-vote
    // opens): false with *error rolls the action back too.
    using AlongsideWrite = std::function<bool(const OutboxAction &stored, QString *error)>;

    // Queues a composed action (ActionComposer) against expectedState(). The comment may have
    // been edited in a preview. `alongside` runs in the same transaction, after the action is
    // stored. Returns the stored action, or nothing with errorString().
    std::optional<OutboxAction> enqueue(const OutboxAction &draft,
                                        const AlongsideWrite &alongside = {});
    bool editComment(qint64 id, const QString &markdown);
    // `note`: why, for the audit log (e.g. "its comment is not on GitHub").
    bool cancel(qint64 id, const QString &note = {});
    bool retry(qint64 id);

    // Who the audit log names: the GitHub login once a push learned it, else the local user.
    QString actor() const { return m_actor; }
    void setActor(const QString &actor) { m_actor = actor; }
    QList<AuditEntry> audit(int issueNumber = 0) const { return m_store.audit(issueNumber); }

    QString errorString() const { return m_error; }

signals:
    void actionAdded(const acp::OutboxAction &action);
    void actionChanged(const acp::OutboxAction &action);
    void pendingCountChanged(int count);

private:
    friend class OutboxPusher;
    friend class ActionCancellation; // records a comment it found before cancelling
    // Saves a state change made by the pusher (or a user command), writes the audit line and
    // announces it. False when the stored action was in none of `expectedStates`.
    bool commit(OutboxAction &action, const QList<ActionState> &expectedStates,
                const QString &event, const QString &detail);
    void record(const OutboxAction &action, const QString &event, const QString &detail);
    bool fail(const QString &message);

    Database &m_database;
    LabelScheme m_labels;
    OutboxStore m_store;
    QString m_actor;
    int m_lastPendingCount = -1;
    QString m_error;
};

// Why an action must not be sent as queued, given the issue's state on GitHub now; empty when
// it may go. Someone closed the issue, recorded a decision, moved its review state (labels), or
// already added the label this action adds. Only asked before an action's first step.
QString staleReason(const OutboxAction &action, const IssueSnapshot &remote,
                    const LabelScheme &labels);

} // namespace acp
