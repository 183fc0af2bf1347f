#include "ui/checklist/ChecklistCommands.h"

#include "ui/checklist/ChecklistModel.h"

namespace acp {

namespace {

QString requirementName(const ChecklistModel *model, const QString &requirementId)
{
    if (requirementId.isEmpty()) {
        return QCoreApplication::translate("acp::ChecklistModel", "the application");
    }
    const Requirement *requirement = model ? model->requirement(requirementId) : nullptr;
    return QChar(0x201C) + (requirement ? requirement->displayTitle() : requirementId)
        + QChar(0x201D);
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

// ---- Private note --------------------------------------------------------------------------

SetNotePrivateCommand::SetNotePrivateCommand(ChecklistModel *model, int number,
                                             const QString &requirementId, bool isPrivate)
    : m_model(model)
    , m_number(number)
    , m_requirementId(requirementId)
    , m_private(isPrivate)
{
    setText(isPrivate ? tr("Keep the note of %1 private").arg(requirementName(model, requirementId))
                      : tr("Publish the note of %1").arg(requirementName(model, requirementId)));
}

void SetNotePrivateCommand::undo()
{
    if (m_model) {
        m_model->writeNotePrivate(m_number, m_requirementId, !m_private);
    }
}

void SetNotePrivateCommand::redo()
{
    if (std::exchange(m_applied, false)) {
        return;
    }
    if (m_model) {
        m_model->writeNotePrivate(m_number, m_requirementId, m_private);
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
    for (EvidenceNote &note : m_notes) {
        if (const std::optional<EvidenceNote> current = m_model->note(note.id)) {
            note = *current; // with what later edits, since undone, left
        }
        m_model->writeRemovedNote(note.id); // keeps a file note's file for redo
    }
}

void AddEvidenceCommand::redo()
{
    if (std::exchange(m_applied, false) || !m_model) {
        return;
    }
    for (const EvidenceNote &note : std::as_const(m_notes)) {
        m_model->writeRestoredNote(note); // the same id, times, source and file
    }
}

RemoveEvidenceCommand::RemoveEvidenceCommand(ChecklistModel *model, const EvidenceNote &removed,
                                             const QString &text)
    : m_model(model)
    , m_note(removed)
{
    setText(text);
}

void RemoveEvidenceCommand::undo()
{
    if (m_model) {
        // The same note again: its id, creation time, source and stored file (which the
        // removal kept, see ChecklistModel::writeRemovedNote).
        m_model->writeRestoredNote(m_note);
    }
}

void RemoveEvidenceCommand::redo()
{
    if (std::exchange(m_applied, false) || !m_model) {
        return;
    }
    if (const std::optional<EvidenceNote> current = m_model->note(m_note.id)) {
        m_note = *current;
    }
    m_model->writeRemovedNote(m_note.id);
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
