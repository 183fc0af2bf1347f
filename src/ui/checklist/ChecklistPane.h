#pragma once

#include "core/preview/AutomaticChecks.h"
#include "core/review/ChecklistStatus.h"
#include "ui/checklist/ChecklistActions.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class QLabel;
class QMimeData;
class QModelIndex;
class QPlainTextEdit;
class QToolButton;
class QTreeView;
class QUndoGroup;

namespace Ui {
class ChecklistPane;
}

class QCheckBox;

namespace acp {

class TeamReviewView;

class AutomaticChecksPanel;
class ChecklistItemDelegate;
class ChecklistModel;
struct Comment;
class EvidenceListView;
struct Issue;
class LinkPreviewService;
class RequirementNoteEditor;
class Workspace;

// The admission checklist beside the rendered application: the requirements grouped
// Functional / Maintenance with their statuses, and for the selected one its guidance, a status
// picker, the reviewer's note (Markdown, with a preview) and its evidence: links from the mapped
// sections and from the submitter's later comments, and the reviewer's own notes.
//
// Everything is keyboard reachable: 1 met, 2 gap, 3 needs judgment, 4 not applicable,
// 0 unreviewed; J / Ctrl+Down and K / Ctrl+Up for the next and previous requirement; E edits the
// note (Esc returns to the list); Ctrl+V pastes as evidence. Links, text, files and images
// dropped onto a requirement (or onto the selected requirement's details) become evidence
// notes; edits are undoable through the model's undo group.
//
// The pane lays out its form and keeps the selection, the details and the status; its parts
// are the review actions (ChecklistActions), the note editor (RequirementNoteEditor), the
// evidence list (EvidenceListView) and where drops land (EvidenceDropHandler).
class ChecklistPane : public QWidget
{
    Q_OBJECT
public:
    // Builds the widget shown under a http(s) link, such as a preview card; null for none.
    using LinkPreviewFactory = std::function<QWidget *(const QUrl &url, QWidget *parent)>;
    // Hands a link to the outside world (the browser). The default asks first.
    using LinkOpener = std::function<void(QWidget *parent, const QUrl &url)>;

    explicit ChecklistPane(QWidget *parent = nullptr);
    ~ChecklistPane() override;

    void setWorkspace(Workspace *workspace);
    bool showApplication(int number);
    // Shows an application its caller has read already: its issue and comments, in order.
    void showApplication(const Issue &issue, const QList<Comment> &comments);
    void reload(); // after a sync
    void clear();
    int currentNumber() const;

    ChecklistModel *model() const { return m_model; }
    QUndoGroup *undoGroup() const;
    QTreeView *requirementView() const;
    QPlainTextEdit *noteEditor() const;

    // The selected requirement's id; empty when the whole application (or nothing) is selected.
    QString currentRequirement() const;
    bool isApplicationSelected() const;
    bool selectRequirement(const QString &id);
    void selectApplicationRow();

    // Adds what `mime` holds as evidence to a requirement (empty id: the application as a
    // whole). `source` is EvidenceMime::dropSource() or pasteSource(). Problems (a file too
    // large, an address that is not a web address) show as a message that does not block.
    bool addEvidenceFromMime(const QMimeData *mime, const QString &requirementId,
                             const QString &source);
    // Pastes the clipboard onto the selected row.
    bool pasteEvidence();

    // The message shown above the list (errors from drops and pastes), empty when hidden.
    QString messageText() const;

    // The automatic checks of the selected requirement (advisory), shown in its details when
    // its definition lists checks and the workspace has link previews; null otherwise.
    AutomaticChecksPanel *automaticChecksPanel() const;

    // Saves a pending note edit now (before switching applications or quitting).
    void flushNote();

    void setLinkPreviewFactory(LinkPreviewFactory factory);
    void setLinkOpener(LinkOpener opener);
    // Opens a web address after showing it (or through the opener set above).
    void openLink(const QUrl &url);

    // Status keys, next/previous, edit note, paste and add actions, for the window's menus.
    ChecklistActions *actions() const { return m_actions; }
    QAction *statusAction(ChecklistStatus status) const { return m_actions->statusAction(status); }
    QAction *nextRequirementAction() const { return m_actions->nextRequirementAction(); }
    QAction *previousRequirementAction() const { return m_actions->previousRequirementAction(); }
    QAction *editNoteAction() const { return m_actions->editNoteAction(); }
    QAction *pasteEvidenceAction() const { return m_actions->pasteEvidenceAction(); }
    QAction *addLinkAction() const { return m_actions->addLinkAction(); }
    QAction *addTextAction() const { return m_actions->addTextAction(); }
    QAction *addFileAction() const { return m_actions->addFileAction(); }
    QList<QAction *> reviewActions() const { return m_actions->reviewActions(); }
    // Widget-with-children (default: the keys work while the focus is in the pane), or
    // window-wide.
    void setShortcutContext(Qt::ShortcutContext context) { m_actions->setShortcutContext(context); }
    // The note editor and the evidence list of the selected requirement.
    RequirementNoteEditor *requirementNoteEditor() const { return m_noteEditor; }
    EvidenceListView *evidenceList() const { return m_evidenceList; }

    QByteArray saveState() const;
    bool restoreState(const QByteArray &state);

public slots:
    void nextRequirement();
    void previousRequirement();
    void focusRequirements();
    void editNote();
    void setCurrentStatus(ChecklistStatus status);

signals:
    void statusMessage(const QString &message, int timeoutMs);
    // The mapped form sections of the selected requirement (indexes into its form's sections),
    // for the application view to show; empty for none. `userAction`: chosen by the user (not
    // restored when an application opens), so the view may scroll to it.
    void sectionsSelected(const QList<int> &sections, bool userAction);
    void sectionActivated(int section);

protected:
    void changeEvent(QEvent *event) override;

private:
    void setupActions();
    void setupStatusButtons();
    void onModelLoaded();
    void onCurrentChanged(const QModelIndex &current);
    void showDetails();
    // For the whole application: the form it was written from and the facts that form asks.
    void showApplicationFacts();
    void showStatus();
    void showEvidence();
    void showAutomaticChecks();
    void showTeamReviews();
    void updateProgress();
    void updateActions();
    void showMessage(const QString &message);
    void hideMessage();
    void applyStyle();

    std::unique_ptr<Ui::ChecklistPane> m_ui;
    QLabel *m_emptyLabel = nullptr;
    ChecklistModel *m_model = nullptr;
    ChecklistItemDelegate *m_delegate = nullptr;
    RequirementNoteEditor *m_noteEditor = nullptr;
    EvidenceListView *m_evidenceList = nullptr;
    ChecklistActions *m_actions = nullptr;
    bool m_restoringSelection = false;
    QString m_lastRequirement; // kept across applications
    QHash<ChecklistStatus, QToolButton *> m_statusButtons;
    LinkOpener m_linkOpener;
    QWidget *m_checksWidget = nullptr; // heading and panel, in the details
    TeamReviewView *m_teamView = nullptr;
    QCheckBox *m_privateNote = nullptr; // keeps the note out of a published review
    AutomaticChecksPanel *m_checksPanel = nullptr; // for m_checksService; rebuilt when it changes
    QPointer<LinkPreviewService> m_checksService;
    QStringList m_checksIds; // what the panel evaluates now
    QList<QUrl> m_checksLinks;
    AutomaticChecks::CheckContext m_checksContext;
    // The repository whose activity the application's facts are shown beside.
    QPointer<LinkPreviewService> m_factsService;
    QUrl m_factsRepository;
};

} // namespace acp
