#include "core/review/ChecklistEditor.h"

#include "core/review/RequirementSet.h"

namespace acp {

ChecklistEditor::ChecklistEditor(Database &database, const RequirementSet &requirements)
    : m_store(database)
    , m_requirements(requirements)
{ }

bool ChecklistEditor::fail(Problem problem, const QString &message)
{
    m_problem = problem;
    m_error = message;
    return false;
}

bool ChecklistEditor::succeed()
{
    m_problem = Problem::None;
    m_error.clear();
    return true;
}

// ---- Checks --------------------------------------------------------------------------------

const Requirement *ChecklistEditor::requirement(const QString &requirementId)
{
    const Requirement *found = m_requirements.requirement(requirementId);
    if (!found) {
        fail(Problem::UnknownRequirement,
             tr("Unknown requirement “%1”; the requirements are: %2.")
                 .arg(requirementId, m_requirements.ids().join(QStringLiteral(", "))));
        return nullptr;
    }
    succeed();
    return found;
}

bool ChecklistEditor::canSetStatus(const QString &requirementId, ChecklistStatus status)
{
    const Requirement *found = requirement(requirementId);
    if (!found) {
        return false;
    }
    if (!found->allowsStatus(status)) {
        QStringList statusIds;
        for (ChecklistStatus allowed : found->statuses) {
            statusIds.append(checklistStatusId(allowed));
        }
        return fail(
            Problem::StatusNotAllowed,
            tr("The requirement %1 cannot be “%2”; its statuses are: %3.")
                .arg(found->id, checklistStatusId(status), statusIds.join(QStringLiteral(", "))));
    }
    return succeed();
}

bool ChecklistEditor::checkRequirementOrApplication(const QString &requirementId)
{
    return requirementId.isEmpty() ? succeed() : requirement(requirementId) != nullptr;
}

// ---- Checklist entries ---------------------------------------------------------------------

bool ChecklistEditor::setStatus(int issueNumber, const QString &requirementId,
                                ChecklistStatus status)
{
    if (!canSetStatus(requirementId, status)) {
        return false;
    }
    if (!m_store.setStatus(issueNumber, requirementId, status)) {
        return fail(Problem::NotSaved,
                    tr("The status could not be saved: %1").arg(m_store.errorString()));
    }
    return succeed();
}

bool ChecklistEditor::setNote(int issueNumber, const QString &requirementId, const QString &note)
{
    if (!requirement(requirementId)) {
        return false;
    }
    if (!m_store.setNote(issueNumber, requirementId, note)) {
        return fail(Problem::NotSaved,
                    tr("The note could not be saved: %1").arg(m_store.errorString()));
    }
    return succeed();
}

bool ChecklistEditor::setNotePrivate(int issueNumber, const QString &requirementId, bool isPrivate)
{
    if (!requirement(requirementId)) {
        return false;
    }
    if (!m_store.setNotePrivate(issueNumber, requirementId, isPrivate)) {
        return fail(Problem::NotSaved,
                    tr("The note could not be saved: %1").arg(m_store.errorString()));
    }
    return succeed();
}

bool ChecklistEditor::setEntry(int issueNumber, const QString &requirementId,
                               ChecklistStatus status, const QString &note)
{
    if (!canSetStatus(requirementId, status)) {
        return false;
    }
    if (!m_store.setEntry(issueNumber, requirementId, status, note)) {
        return fail(Problem::NotSaved,
                    tr("The checklist could not be saved: %1").arg(m_store.errorString()));
    }
    return succeed();
}

// ---- Evidence notes ------------------------------------------------------------------------

std::optional<qint64> ChecklistEditor::addEvidence(int issueNumber, const QString &requirementId,
                                                   const EvidenceDraft &draft)
{
    if (!checkRequirementOrApplication(requirementId)) {
        return std::nullopt;
    }
    std::optional<qint64> id;
    switch (draft.kind) {
    case EvidenceKind::Url:
        id = m_store.addUrlNote(issueNumber, requirementId, draft.url, draft.source);
        break;
    case EvidenceKind::Text:
        id = m_store.addTextNote(issueNumber, requirementId, draft.text, draft.source);
        break;
    case EvidenceKind::File:
    case EvidenceKind::Image:
        id = draft.filePath.isEmpty()
            ? m_store.addDataNote(issueNumber, requirementId, draft.data, draft.name, draft.kind,
                                  draft.source)
            : m_store.addFileNote(issueNumber, requirementId, draft.filePath, draft.kind,
                                  draft.source);
        break;
    }
    if (!id) {
        // The store's sentences already say what was refused ("… is larger than 25 MB").
        fail(Problem::NotSaved, m_store.errorString());
        return std::nullopt;
    }
    succeed();
    return id;
}

bool ChecklistEditor::updateEvidence(const EvidenceNote &note)
{
    if (!m_store.note(note.id)) {
        return fail(Problem::UnknownNote, tr("The evidence note no longer exists."));
    }
    if (!checkRequirementOrApplication(note.requirementId)) {
        return false;
    }
    if (!m_store.updateNote(note)) {
        return fail(Problem::NotSaved,
                    tr("The evidence note could not be saved: %1").arg(m_store.errorString()));
    }
    return succeed();
}

bool ChecklistEditor::removeEvidence(qint64 id, ChecklistStore::FileRemoval files)
{
    if (!m_store.note(id)) {
        return fail(Problem::UnknownNote, tr("The evidence note no longer exists."));
    }
    if (!m_store.removeNote(id, files)) {
        return fail(Problem::NotSaved,
                    tr("The evidence note could not be deleted: %1").arg(m_store.errorString()));
    }
    return succeed();
}

bool ChecklistEditor::restoreEvidence(const EvidenceNote &note)
{
    if (!m_store.restoreNote(note)) {
        return fail(Problem::NotSaved,
                    tr("The evidence note could not be restored: %1").arg(m_store.errorString()));
    }
    return succeed();
}

} // namespace acp
