#include "ui/checklist/EvidenceDropHandler.h"

#include "ui/checklist/ChecklistItemDelegate.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/checklist/EvidenceMime.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QScrollArea>
#include <QStyle>
#include <QTreeView>

namespace acp {

EvidenceDropHandler::EvidenceDropHandler(ChecklistPane *pane, ChecklistModel *model,
                                         const Widgets &widgets)
    : QObject(pane)
    , m_pane(pane)
    , m_model(model)
    , m_widgets(widgets)
    , m_listViewport(widgets.requirementView->viewport())
{
    m_widgets.requirementView->viewport()->setAcceptDrops(true);
    m_widgets.requirementView->viewport()->installEventFilter(this);
    m_pane->setAcceptDrops(true);
    m_pane->installEventFilter(this);
}

bool EvidenceDropHandler::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_listViewport) {
        return filterListDrag(event) || QObject::eventFilter(watched, event);
    }
    if (watched == m_pane) {
        return filterDetailDrag(event) || QObject::eventFilter(watched, event);
    }
    return QObject::eventFilter(watched, event);
}

// ---- Onto the list -------------------------------------------------------------------------

QModelIndex EvidenceDropHandler::dropTargetAt(const QPoint &viewportPos) const
{
    if (m_model->applicationNumber() == 0) {
        return {};
    }
    const QModelIndex index = m_widgets.requirementView->indexAt(viewportPos);
    if (!index.isValid()) {
        // Below the rows: the application as a whole.
        const QModelIndex last = m_model->applicationIndex();
        const QRect lastRect = m_widgets.requirementView->visualRect(last);
        return lastRect.isValid() && viewportPos.y() > lastRect.bottom() ? last : QModelIndex();
    }
    return ChecklistModel::isEvidenceTarget(index) ? index.siblingAtColumn(0) : QModelIndex();
}

bool EvidenceDropHandler::filterListDrag(QEvent *event)
{
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDragMoveEvent *>(event);
        const QModelIndex target = EvidenceMime::canDecode(drag->mimeData())
            ? dropTargetAt(drag->position().toPoint())
            : QModelIndex();
        m_widgets.delegate->setDropTarget(target);
        if (target.isValid()) {
            // Always a copy: a file manager must never delete what was dropped.
            drag->setDropAction(Qt::CopyAction);
            drag->accept();
        } else {
            drag->ignore();
        }
        return true;
    }
    case QEvent::DragLeave:
        m_widgets.delegate->setDropTarget({});
        return true;
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        m_widgets.delegate->setDropTarget({});
        const QModelIndex target = dropTargetAt(drop->position().toPoint());
        if (!target.isValid()) {
            drop->ignore();
            return true;
        }
        const QString id = ChecklistModel::rowKind(target) == ChecklistModel::RowKind::Requirement
            ? target.data(ChecklistModel::RequirementIdRole).toString()
            : QString();
        drop->setDropAction(Qt::CopyAction);
        drop->accept();
        m_widgets.requirementView->selectionModel()->setCurrentIndex(
            target, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_pane->addEvidenceFromMime(drop->mimeData(), id, EvidenceMime::dropSource());
        return true;
    }
    default:
        return false;
    }
}

// ---- Onto the details ----------------------------------------------------------------------

void EvidenceDropHandler::setDetailDropHighlight(bool on)
{
    QLabel *hint = m_widgets.dropHint;
    hint->setProperty("dropActive", on);
    hint->style()->unpolish(hint);
    hint->style()->polish(hint);
}

bool EvidenceDropHandler::isOverDetails(const QPoint &pos) const
{
    // Drags the list refused bubble up here; they are not meant for the selected requirement.
    const QWidget *child = m_pane->childAt(pos);
    return child && m_widgets.details->isAncestorOf(child);
}

bool EvidenceDropHandler::hasDetailTarget() const
{
    return !m_pane->currentRequirement().isEmpty() || m_pane->isApplicationSelected();
}

bool EvidenceDropHandler::filterDetailDrag(QEvent *event)
{
    switch (event->type()) {
    case QEvent::DragEnter: {
        auto *enter = static_cast<QDragEnterEvent *>(event);
        const bool target = hasDetailTarget() && isOverDetails(enter->position().toPoint());
        if (target && EvidenceMime::canDecode(enter->mimeData())) {
            enter->setDropAction(Qt::CopyAction);
            enter->accept();
            setDetailDropHighlight(true);
        } else {
            enter->ignore();
        }
        return true;
    }
    case QEvent::DragMove: {
        auto *move = static_cast<QDragMoveEvent *>(event);
        if (!isOverDetails(move->position().toPoint())) {
            setDetailDropHighlight(false);
            move->ignore();
            return true;
        }
        setDetailDropHighlight(true);
        move->setDropAction(Qt::CopyAction);
        move->accept();
        return true;
    }
    case QEvent::DragLeave:
        setDetailDropHighlight(false);
        return false; // the pane sees the leave too
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        setDetailDropHighlight(false);
        if (!hasDetailTarget() || !isOverDetails(drop->position().toPoint())) {
            drop->ignore();
            return true;
        }
        drop->setDropAction(Qt::CopyAction);
        drop->accept();
        m_pane->addEvidenceFromMime(drop->mimeData(), m_pane->currentRequirement(),
                                    EvidenceMime::dropSource());
        return true;
    }
    default:
        return false;
    }
}

} // namespace acp
