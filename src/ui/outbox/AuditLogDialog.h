#pragma once

#include "core/outbox/OutboxStore.h"

#include <QDialog>

class QTableWidget;

namespace acp {

class Outbox;

// The outbox's audit log: every local action and every push result (time, user, action,
// outcome), newest last, with Export CSV.
class AuditLogDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AuditLogDialog(Outbox &outbox, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QList<AuditEntry> entries() const { return m_entries; }
    // Writes the log as CSV (OutboxStore::auditCsv); false, with a message box, on failure.
    bool exportCsv(const QString &fileName);

public slots:
    void reload();
    void exportWithDialog();

private:
    Outbox &m_outbox;
    QTableWidget *m_table = nullptr;
    QList<AuditEntry> m_entries;
};

} // namespace acp
