#include "ui/outbox/OutboxModel.h"

#include "core/outbox/Outbox.h"
#include "core/text/DisplayText.h"

#include <QLocale>

namespace acp {

OutboxModel::OutboxModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void OutboxModel::setOutbox(Outbox *outbox)
{
    if (m_outbox == outbox) {
        return;
    }
    if (m_outbox) {
        disconnect(m_outbox, nullptr, this, nullptr);
    }
    m_outbox = outbox;
    if (m_outbox) {
        connect(m_outbox, &Outbox::actionAdded, this, &OutboxModel::onAdded);
        connect(m_outbox, &Outbox::actionChanged, this, &OutboxModel::onChanged);
        connect(m_outbox, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_actions.clear();
            endResetModel();
        });
    }
    reload();
}

void OutboxModel::reload()
{
    beginResetModel();
    m_actions = m_outbox ? m_outbox->actions() : QList<OutboxAction>();
    endResetModel();
}

int OutboxModel::rowOf(qint64 actionId) const
{
    for (int row = 0; row < m_actions.size(); ++row) {
        if (m_actions.at(row).id == actionId) {
            return row;
        }
    }
    return -1;
}

void OutboxModel::onAdded(const OutboxAction &action)
{
    if (rowOf(action.id) >= 0) {
        onChanged(action);
        return;
    }
    const int row = int(m_actions.size());
    beginInsertRows({}, row, row);
    m_actions.append(action);
    endInsertRows();
}

void OutboxModel::onChanged(const OutboxAction &action)
{
    const int row = rowOf(action.id);
    if (row < 0) {
        onAdded(action);
        return;
    }
    m_actions[row] = action;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int OutboxModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_actions.size());
}

int OutboxModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OutboxModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const OutboxAction &action = m_actions.at(index.row());
    switch (role) {
    case ActionIdRole:
        return action.id;
    case StateRole:
        return int(action.state);
    case IssueNumberRole:
        return action.issueNumber;
    case Qt::ToolTipRole:
        // The error can quote the server (or a label name): escaped, never taken for HTML.
        return text::toolTipLines(action.lastError.isEmpty()
                                      ? action.summary()
                                      : action.summary() + QLatin1Char('\n') + action.lastError);
    case Qt::TextAlignmentRole:
        if (index.column() == IssueColumn || index.column() == AttemptsColumn) {
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case IssueColumn:
            return QStringLiteral("#%1").arg(action.issueNumber);
        case KindColumn:
            return actionKindDisplayName(action.kind);
        case StateColumn:
            return actionStateDisplayName(action.state);
        case AttemptsColumn:
            return action.attempts;
        case ErrorColumn:
            return text::displayLine(action.lastError);
        case CreatedColumn:
            return QLocale().toString(action.createdAt.toLocalTime(), QLocale::ShortFormat);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant OutboxModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case IssueColumn:
        return tr("Issue");
    case KindColumn:
        return tr("Action");
    case StateColumn:
        return tr("State");
    case AttemptsColumn:
        return tr("Attempts");
    case ErrorColumn:
        return tr("Last error");
    case CreatedColumn:
        return tr("Created");
    default:
        return {};
    }
}

} // namespace acp
