#pragma once

#include <QObject>
#include <QString>

class QAbstractButton;
class QLabel;
class QPlainTextEdit;
class QStackedWidget;
class QTimer;

namespace acp {

class ChecklistModel;
class MarkdownView;

// The reviewer's note on the selected requirement, in the checklist pane's form: Markdown typed
// into the editor is saved a moment after the typing stops (and at once when the focus leaves,
// the requirement changes, or flush() is called), through the model's undo stack; Write and
// Preview switch between the editor and the rendered note; Esc leaves the editor.
class RequirementNoteEditor : public QObject
{
    Q_OBJECT
public:
    // The form's widgets the editor drives; they stay owned by the form.
    struct Widgets
    {
        QPlainTextEdit *edit = nullptr;
        MarkdownView *preview = nullptr;
        QStackedWidget *stack = nullptr; // holds the edit and the preview
        QAbstractButton *writeButton = nullptr;
        QAbstractButton *previewButton = nullptr;
        QLabel *statusLabel = nullptr; // "editing…", "saved 2 minutes ago"
    };

    // How long the typing must pause before the note is saved.
    static constexpr int SaveDelayMs = 700;

    RequirementNoteEditor(ChecklistModel *model, const Widgets &widgets, QObject *parent = nullptr);

    // The requirement whose note the editor holds; empty for none (typing is then not saved).
    QString requirement() const { return m_requirement; }
    // Shows the note of `requirementId`; a pending edit of the previous one is dropped, so
    // flush() first.
    void load(const QString &requirementId);
    // Holds no requirement any more (the application or nothing is selected).
    void release() { m_requirement.clear(); }
    // The note of `requirementId` changed in the model (an undo or redo): shown again when the
    // editor holds it and the user is not typing.
    void reloadIfChanged(const QString &requirementId);
    // Saves a pending edit now.
    void flush();
    // Whether an edit waits to be saved.
    bool isSavePending() const;

    bool isPreviewShown() const;
    // Shows the rendered note (saving a pending edit first), or the editor.
    void setPreviewShown(bool preview);
    // Switches to the editor and gives it the focus.
    void edit();

signals:
    // The model refused the note (the message says why); the editor keeps the text.
    void saveFailed(const QString &message);
    // Esc in the editor: the note is saved, and the owner takes the focus back.
    void leaveRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void scheduleSave();
    void save();

    ChecklistModel *m_model;
    Widgets m_widgets;
    QTimer *m_saveTimer = nullptr;
    QString m_requirement;
    bool m_loading = false; // setPlainText() in load() is not typing
};

} // namespace acp
