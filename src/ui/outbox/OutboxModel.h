#pragma once

#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxAction.h"

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

namespace acp {

// The outbox's actions, oldest first, as a table for the Outbox panel. Follows the outbox's
// signals: a new action appends a row, a changed one updates its row in place.
class OutboxModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        IssueColumn,
        KindColumn,
        StateColumn,
        AttemptsColumn,
        ErrorColumn,
        CreatedColumn,
        ColumnCount
    };
    enum Role { ActionIdRole = Qt::UserRole + 1, StateRole, IssueNumberRole };

    explicit OutboxModel(QObject *parent = nullptr);

    void setOutbox(Outbox *outbox);
    Outbox *outbox() const { return m_outbox; }
    void reload();

    OutboxAction actionAt(int row) const { return m_actions.value(row); }
    int rowOf(qint64 actionId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void onAdded(const OutboxAction &action);
    void onChanged(const OutboxAction &action);

    QPointer<Outbox> m_outbox;
    QList<OutboxAction> m_actions;
};

} // namespace acp
