#pragma once

#include <QObject>

class QLabel;
class QModelIndex;
class QPoint;
class QScrollArea;
class QTreeView;

namespace acp {

class ChecklistItemDelegate;
class ChecklistModel;
class ChecklistPane;

// Drags of links, text, files and images over the checklist pane: onto a requirement row or the
// application row of the list (below the rows counts as the application), which the delegate
// highlights, or onto the details of the selected row, whose drop hint lights up. A drop on a
// row selects it; either way what was dropped becomes evidence there
// (ChecklistPane::addEvidenceFromMime()). Always a copy.
class EvidenceDropHandler : public QObject
{
    Q_OBJECT
public:
    // The form's widgets the drags land on; they stay owned by the form.
    struct Widgets
    {
        QTreeView *requirementView = nullptr;
        ChecklistItemDelegate *delegate = nullptr; // the view's
        QScrollArea *details = nullptr;
        QLabel *dropHint = nullptr; // in the details
    };

    EvidenceDropHandler(ChecklistPane *pane, ChecklistModel *model, const Widgets &widgets);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool filterListDrag(QEvent *event);
    bool filterDetailDrag(QEvent *event);
    QModelIndex dropTargetAt(const QPoint &viewportPos) const;
    void setDetailDropHighlight(bool on);
    bool isOverDetails(const QPoint &pos) const;
    bool hasDetailTarget() const;

    ChecklistPane *m_pane;
    ChecklistModel *m_model;
    Widgets m_widgets;
    // Compared with, never called, in eventFilter(): while the list is being destroyed its
    // viewport still sends events, and the list is no longer a QAbstractScrollArea.
    QObject *m_listViewport;
};

} // namespace acp
