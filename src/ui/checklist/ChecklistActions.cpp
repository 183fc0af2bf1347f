#include "ui/checklist/ChecklistActions.h"

#include "ui/checklist/ChecklistStyle.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace acp {

ChecklistActions::ChecklistActions(QWidget *owner)
    : QObject(owner)
{
    createStatusActions(owner);

    m_nextAction = new QAction(tr("Ne&xt Requirement"), owner);
    m_nextAction->setShortcuts({ QKeySequence(Qt::Key_J), QKeySequence(Qt::CTRL | Qt::Key_Down) });
    m_nextAction->setToolTip(tr("Go to the next requirement (J or Ctrl+Down)"));

    m_previousAction = new QAction(tr("Pre&vious Requirement"), owner);
    m_previousAction->setShortcuts(
        { QKeySequence(Qt::Key_K), QKeySequence(Qt::CTRL | Qt::Key_Up) });
    m_previousAction->setToolTip(tr("Go to the previous requirement (K or Ctrl+Up)"));

    m_editNoteAction = new QAction(tr("&Edit Reviewer Note"), owner);
    m_editNoteAction->setShortcut(QKeySequence(Qt::Key_E));
    m_editNoteAction->setToolTip(tr("Write the note of the selected requirement (E; Esc returns "
                                    "to the list)"));

    m_pasteAction = new QAction(tr("&Paste as Evidence"), owner);
    m_pasteAction->setShortcut(QKeySequence::Paste);
    m_pasteAction->setToolTip(tr("Add the clipboard (a link, text, file or image) to the selected "
                                 "requirement as an evidence note"));

    m_addLinkAction = new QAction(tr("Add &Link…"), owner);
    m_addLinkAction->setToolTip(tr("Add a web address as evidence"));
    m_addLinkAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_addTextAction = new QAction(tr("Add &Text…"), owner);
    m_addTextAction->setToolTip(tr("Add a text snippet as evidence"));
    m_addTextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    m_addFileAction = new QAction(tr("Add &Files…"), owner);
    m_addFileAction->setToolTip(tr("Copy files into the workspace as evidence"));
    m_addFileAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));

    for (QAction *action : reviewActions()) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        owner->addAction(action);
    }
}

void ChecklistActions::createStatusActions(QWidget *owner)
{
    for (ChecklistStatus status : ui::checklistStatusesInKeyOrder()) {
        auto *action = new QAction(ui::checklistStatusIcon(status), QString(), owner);
        switch (status) {
        case ChecklistStatus::Met:
            action->setText(tr("Mark as &Met"));
            break;
        case ChecklistStatus::Gap:
            action->setText(tr("Mark as &Gap"));
            break;
        case ChecklistStatus::NeedsJudgment:
            action->setText(tr("Mark as Needs &Judgment"));
            break;
        case ChecklistStatus::NotApplicable:
            action->setText(tr("Mark as &Not Applicable"));
            break;
        case ChecklistStatus::Unreviewed:
            action->setText(tr("Mark as &Unreviewed"));
            break;
        }
        action->setShortcut(ui::checklistStatusShortcut(status));
        action->setToolTip(
            tr("Set the selected requirement to %1 (%2)")
                .arg(checklistStatusDisplayName(status),
                     ui::checklistStatusShortcut(status).toString(QKeySequence::NativeText)));
        action->setStatusTip(action->toolTip());
        m_statusActions.insert(status, action);
    }
}

QList<QAction *> ChecklistActions::reviewActions() const
{
    QList<QAction *> actions;
    for (ChecklistStatus status : ui::checklistStatusesInKeyOrder()) {
        actions << m_statusActions.value(status);
    }
    actions << m_nextAction << m_previousAction << m_editNoteAction << m_pasteAction
            << m_addLinkAction << m_addTextAction << m_addFileAction;
    return actions;
}

void ChecklistActions::setShortcutContext(Qt::ShortcutContext context)
{
    for (QAction *action : reviewActions()) {
        action->setShortcutContext(context);
    }
}

QMenu *ChecklistActions::createAddEvidenceMenu(QWidget *parent) const
{
    auto *menu = new QMenu(parent);
    menu->addAction(m_addLinkAction);
    menu->addAction(m_addTextAction);
    menu->addAction(m_addFileAction);
    menu->addSeparator();
    menu->addAction(m_pasteAction);
    return menu;
}

void ChecklistActions::updateEnabled(bool requirementSelected, bool evidenceTarget,
                                     bool applicationShown)
{
    for (QAction *action : std::as_const(m_statusActions)) {
        action->setEnabled(requirementSelected);
    }
    m_nextAction->setEnabled(applicationShown);
    m_previousAction->setEnabled(applicationShown);
    m_editNoteAction->setEnabled(requirementSelected);
    m_pasteAction->setEnabled(evidenceTarget);
    m_addLinkAction->setEnabled(evidenceTarget);
    m_addTextAction->setEnabled(evidenceTarget);
    m_addFileAction->setEnabled(evidenceTarget);
}

} // namespace acp
