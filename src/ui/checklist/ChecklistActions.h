#pragma once

#include "core/review/ChecklistStatus.h"

#include <QHash>
#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace acp {

// The checklist's review actions: a status key each (1 met, 2 gap, 3 needs judgment,
// 4 not applicable, 0 unreviewed), the next and previous requirement (J / Ctrl+Down,
// K / Ctrl+Up), edit the note (E), paste as evidence (Ctrl+V) and add a link, a text or files.
// Their texts, tool tips, shortcuts and enabled states live here; what they do is connected by
// the owner (ChecklistPane), which also offers them to the window's menus.
class ChecklistActions : public QObject
{
    Q_OBJECT
public:
    // The actions belong to `owner` and are added to it, so their keys work while the focus is
    // inside it (setShortcutContext() widens that).
    explicit ChecklistActions(QWidget *owner);

    QAction *statusAction(ChecklistStatus status) const { return m_statusActions.value(status); }
    QAction *nextRequirementAction() const { return m_nextAction; }
    QAction *previousRequirementAction() const { return m_previousAction; }
    QAction *editNoteAction() const { return m_editNoteAction; }
    QAction *pasteEvidenceAction() const { return m_pasteAction; }
    QAction *addLinkAction() const { return m_addLinkAction; }
    QAction *addTextAction() const { return m_addTextAction; }
    QAction *addFileAction() const { return m_addFileAction; }
    // Every action above, statuses in key order first.
    QList<QAction *> reviewActions() const;
    // Widget-with-children (default: the keys work while the focus is in the owner), or
    // window-wide.
    void setShortcutContext(Qt::ShortcutContext context);

    // The Add button's menu: link, text, files, then paste.
    QMenu *createAddEvidenceMenu(QWidget *parent) const;

    // `requirementSelected`: a requirement row is current (statuses, the note);
    // `evidenceTarget`: a requirement or the whole application is (paste and add);
    // `applicationShown`: an application is open (next and previous).
    void updateEnabled(bool requirementSelected, bool evidenceTarget, bool applicationShown);

private:
    void createStatusActions(QWidget *owner);

    QHash<ChecklistStatus, QAction *> m_statusActions;
    QAction *m_nextAction = nullptr;
    QAction *m_previousAction = nullptr;
    QAction *m_editNoteAction = nullptr;
    QAction *m_pasteAction = nullptr;
    QAction *m_addLinkAction = nullptr;
    QAction *m_addTextAction = nullptr;
    QAction *m_addFileAction = nullptr;
};

} // namespace acp
