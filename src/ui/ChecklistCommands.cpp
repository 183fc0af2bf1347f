#include "ChecklistCommands.h"

#include "ChecklistModel.h"

namespace acp {

namespace {

QString requirementName(const ChecklistModel *model, const QString &requirementId)
{
    if (requirementId.isEmpty()) {
        return QCoreApplication::translate("acp::ChecklistModel", "the application");
    }
    const Requirement *requirement = model ? model->requirement(requirementId) : nullptr;
    return QChar(0x201C) + (requirement ? requirement->title : requirementId) + QChar(0x201D);
}

} // namespace

// ---- Status --------------------------------------------------------------------------------

SetChecklistStatusCommand::SetChecklistStatusCommand(ChecklistModel *model, int number,
                                                     const QString &requirementId,
                                                     ChecklistStatus before, ChecklistStatus after)
    : m_model(model)
    , m_number(number)
    , m_requirementId(requirementId)
    , m_before(before)
    , m_after(after)
{
    setText(tr("Mark %1 as %2")
                .arg(requirementName(model, requirementId), checklistStatusDisplayName(after)));
}

void SetChecklistStatusCommand::undo()
{
    if (m_model) {
        m_model->writeStatus(m_number, m_requirementId, m_before);
    }
}

void SetChecklistStatusCommand::redo()
{
    if (std::exchange(m_applied, false)) {
        return;
    }
    if (m_model) {
        m_model->writeStatus(m_number, m_requirementId, m_after);
    }
}

// ---- Note ----------------------------------------------------------------------------------

SetChecklistNoteCommand::SetChecklistNoteCommand(ChecklistModel *model, int number,
                                                 const QString &requirementId,
                                                 const QString &before, const QString &after,
                                                 bool typing)
    : m_model(model)
    , m_number(number)
    , m_requirementId(requirementId)
    , m_before(before)
    , m_after(after)
    , m_typing(typing)
    , m_lastEdit(QDateTime::currentDateTimeUtc())
{
    setText(tr("Edit the note on %1").arg(requirementName(model, requirementId)));
}

void SetChecklistNoteCommand::undo()
{
    if (m_model) {
        m_model->writeNote(m_number, m_requirementId, m_before);
    }
}

void SetChecklistNoteCommand::redo()
{
    if (std::exchange(m_applied, false)) {
        return;
    }
    if (m_model) {
        m_model->writeNote(m_number, m_requirementId, m_after);
    }
}

bool SetChecklistNoteCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetChecklistNoteCommand *>(other);
    if (!m_typing || !next->m_typing || next->m_number != m_number
        || next->m_requirementId != m_requirementId
        || m_lastEdit.msecsTo(next->m_lastEdit) > MergeWindowMs) {
        return false;
    }
    m_after = next->m_after;
    m_lastEdit = next->m_lastEdit;
    if (m_after == m_before) {
        setObsolete(true);
    }
    return true;
}

// ---- Evidence ------------------------------------------------------------------------------

AddEvidenceCommand::AddEvidenceCommand(ChecklistModel *model, const QList<EvidenceNote> &added,
                                       const QString &text)
    : m_model(model)
    , m_notes(added)
{
    setText(text);
}

void AddEvidenceCommand::undo()
{
    if (!m_model) {
        return;
    }
    m_data.clear();
    for (EvidenceNote &note : m_notes) {
        const qint64 id = m_model->currentNoteId(note.id);
        if (const std::optional<EvidenceNote> current = m_model->note(id)) {
            note = *current; // with what later edits, since undone, left
        }
        m_data.append(note.isFile() ? m_model->storedFileData(note) : QByteArray());
        m_model->writeRemovedNote(id);
    }
}

void AddEvidenceCommand::redo()
{
    if (std::exchange(m_applied, false) || !m_model) {
        return;
    }
    for (int i = 0; i < m_notes.size(); ++i) {
        m_model->writeRestoredNote(m_notes.at(i), m_data.value(i));
    }
}

RemoveEvidenceCommand::RemoveEvidenceCommand(ChecklistModel *model, const EvidenceNote &removed,
                                             const QByteArray &data, const QString &text)
    : m_model(model)
    , m_note(removed)
    , m_data(data)
{
    setText(text);
}

void RemoveEvidenceCommand::undo()
{
    if (m_model) {
        m_model->writeRestoredNote(m_note, m_data);
    }
}

void RemoveEvidenceCommand::redo()
{
    if (std::exchange(m_applied, false) || !m_model) {
        return;
    }
    const qint64 id = m_model->currentNoteId(m_note.id);
    if (const std::optional<EvidenceNote> current = m_model->note(id)) {
        m_note = *current;
        m_data = m_note.isFile() ? m_model->storedFileData(m_note) : QByteArray();
    }
    m_model->writeRemovedNote(id);
}

EditEvidenceCommand::EditEvidenceCommand(ChecklistModel *model, const EvidenceNote &before,
                                         const EvidenceNote &after, const QString &text)
    : m_model(model)
    , m_before(before)
    , m_after(after)
{
    setText(text);
}

void EditEvidenceCommand::apply(EvidenceNote note)
{
    if (!m_model) {
        return;
    }
    note.id = m_model->currentNoteId(note.id);
    m_model->writeUpdatedNote(note);
}

void EditEvidenceCommand::undo()
{
    apply(m_before);
}

void EditEvidenceCommand::redo()
{
    if (std::exchange(m_applied, false)) {
        return;
    }
    apply(m_after);
}

} // namespace acp
