#include "ui/checklist/RequirementNoteEditor.h"

#include "ui/checklist/ChecklistModel.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/UiSupport.h"

#include <QAbstractButton>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QStackedWidget>
#include <QTimer>

namespace acp {

RequirementNoteEditor::RequirementNoteEditor(ChecklistModel *model, const Widgets &widgets,
                                             QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_widgets(widgets)
{
    m_saveTimer = new QTimer(this);
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(SaveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, &RequirementNoteEditor::save);
    connect(m_widgets.edit, &QPlainTextEdit::textChanged, this,
            &RequirementNoteEditor::scheduleSave);
    m_widgets.edit->installEventFilter(this);
    connect(m_widgets.previewButton, &QAbstractButton::toggled, this,
            [this](bool preview) { setPreviewShown(preview); });
}

void RequirementNoteEditor::load(const QString &requirementId)
{
    QPlainTextEdit *edit = m_widgets.edit;
    m_saveTimer->stop();
    m_requirement = requirementId;
    const ChecklistEntry entry = m_model->entry(m_requirement);
    const int position = edit->textCursor().position();
    m_loading = true;
    edit->setPlainText(entry.note);
    m_loading = false;
    if (edit->hasFocus()) {
        QTextCursor cursor = edit->textCursor();
        cursor.setPosition(qMin(position, int(entry.note.size())));
        edit->setTextCursor(cursor);
    }
    m_widgets.statusLabel->setText(entry.note.isEmpty() || !entry.updatedAt.isValid()
                                       ? QString()
                                       : tr("saved %1").arg(ui::relativeTime(entry.updatedAt)));
    if (m_widgets.previewButton->isChecked()) {
        setPreviewShown(true);
    }
}

void RequirementNoteEditor::reloadIfChanged(const QString &requirementId)
{
    if (!m_saveTimer->isActive() && requirementId == m_requirement
        && m_model->entry(requirementId).note != m_widgets.edit->toPlainText()) {
        load(requirementId); // an undo or redo changed it
    }
}

void RequirementNoteEditor::scheduleSave()
{
    if (m_loading || m_requirement.isEmpty()) {
        return;
    }
    m_widgets.statusLabel->setText(tr("editing…"));
    m_saveTimer->start();
}

void RequirementNoteEditor::save()
{
    if (m_requirement.isEmpty() || m_model->applicationNumber() == 0) {
        return;
    }
    if (m_model->setNote(m_requirement, m_widgets.edit->toPlainText(),
                         ChecklistModel::NoteEdit::Typing)) {
        m_widgets.statusLabel->setText(tr("saved"));
    } else {
        m_widgets.statusLabel->setText(tr("not saved"));
        emit saveFailed(m_model->errorString());
    }
}

void RequirementNoteEditor::flush()
{
    if (m_saveTimer->isActive()) {
        m_saveTimer->stop();
        save();
    }
}

bool RequirementNoteEditor::isSavePending() const
{
    return m_saveTimer->isActive();
}

bool RequirementNoteEditor::isPreviewShown() const
{
    return m_widgets.previewButton->isChecked();
}

void RequirementNoteEditor::setPreviewShown(bool preview)
{
    if (preview) {
        flush();
        const QString text = m_widgets.edit->toPlainText();
        if (text.trimmed().isEmpty()) {
            m_widgets.preview->setPlaceholderMessage(tr("Nothing written yet."));
        } else {
            m_widgets.preview->setMarkdownText(text);
        }
        m_widgets.stack->setCurrentWidget(m_widgets.preview);
        m_widgets.previewButton->setChecked(true);
    } else {
        m_widgets.stack->setCurrentWidget(m_widgets.edit);
        m_widgets.writeButton->setChecked(true);
    }
}

void RequirementNoteEditor::edit()
{
    setPreviewShown(false);
    m_widgets.edit->setFocus(Qt::ShortcutFocusReason);
}

bool RequirementNoteEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_widgets.edit) {
        if (event->type() == QEvent::FocusOut) {
            flush();
        } else if (event->type() == QEvent::KeyPress
                   && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
            flush();
            emit leaveRequested();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace acp
