#pragma once

#include "core/review/ChecklistStatus.h"
#include "core/review/ChecklistStore.h"
#include "core/review/EvidenceDraft.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace acp {

class Database;
struct Requirement;
class RequirementSet;

// Every write to a reviewer's checklist: statuses, notes and evidence notes, each checked
// against the requirement definition here and nowhere else. The window's checklist model
// (which adds undo and change notifications) and the command line both write through it, so
// a status the definition does not allow, or a requirement it does not have, is refused with
// the same sentence in both.
//
// Restoring a deleted evidence note is not checked: it puts back exactly what was there, even
// when the definition has changed since.
class ChecklistEditor
{
    Q_DECLARE_TR_FUNCTIONS(acp::ChecklistEditor)

public:
    enum class Problem {
        None,
        UnknownRequirement,
        StatusNotAllowed,
        UnknownNote,
        NotSaved, // the store refused (errorString() says why)
    };

    ChecklistEditor(Database &database, const RequirementSet &requirements);

    // ---- Checks, without writing ------------------------------------------------------
    // The requirement with this id; null (and problem() UnknownRequirement) when the
    // definition has none.
    const Requirement *requirement(const QString &requirementId);
    // Whether the requirement exists and allows the status.
    bool canSetStatus(const QString &requirementId, ChecklistStatus status);

    // ---- Checklist entries ------------------------------------------------------------
    bool setStatus(int issueNumber, const QString &requirementId, ChecklistStatus status);
    bool setNote(int issueNumber, const QString &requirementId, const QString &note);
    // Keeps the note out of a published review (ChecklistStore::setNotePrivate).
    bool setNotePrivate(int issueNumber, const QString &requirementId, bool isPrivate);
    // Status and note in one write.
    bool setEntry(int issueNumber, const QString &requirementId, ChecklistStatus status,
                  const QString &note);

    // ---- Evidence notes ---------------------------------------------------------------
    // An empty requirementId attaches the note to the application as a whole.
    std::optional<qint64> addEvidence(int issueNumber, const QString &requirementId,
                                      const EvidenceDraft &draft);
    // Content, source, requirement and the include flags; the kind and a file note's file stay.
    bool updateEvidence(const EvidenceNote &note);
    bool removeEvidence(qint64 id, ChecklistStore::FileRemoval files);
    bool restoreEvidence(const EvidenceNote &note);

    void setMaxFileSize(qint64 bytes) { m_store.setMaxFileSize(bytes); }
    ChecklistStore &store() { return m_store; }

    Problem problem() const { return m_problem; }
    QString errorString() const { return m_error; }

private:
    bool checkRequirementOrApplication(const QString &requirementId);
    bool fail(Problem problem, const QString &message);
    bool succeed();

    ChecklistStore m_store;
    const RequirementSet &m_requirements;
    Problem m_problem = Problem::None;
    QString m_error;
};

} // namespace acp
