#pragma once

#include "core/review/ChecklistStatus.h"
#include "core/review/ChecklistStore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QPointer>
#include <QUndoCommand>

namespace acp {

class ChecklistModel;

// The undo commands of the checklist. Each is pushed after its edit was written (the first
// redo() does nothing); undo() and redo() write through the model to the store, so they work
// whether or not their application is the one shown.

class SetChecklistStatusCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(acp::SetChecklistStatusCommand)
public:
    SetChecklistStatusCommand(ChecklistModel *model, int number, const QString &requirementId,
                              ChecklistStatus before, ChecklistStatus after);
    void undo() override;
    void redo() override;

private:
    QPointer<ChecklistModel> m_model;
    int m_number;
    QString m_requirementId;
    ChecklistStatus m_before;
    ChecklistStatus m_after;
    bool m_applied = true;
};

class SetChecklistNoteCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(acp::SetChecklistNoteCommand)
public:
    enum { Id = 0x4163704e }; // "AcpN"

    SetChecklistNoteCommand(ChecklistModel *model, int number, const QString &requirementId,
                            const QString &before, const QString &after, bool typing);
    void undo() override;
    void redo() override;
    int id() const override { return Id; }
    bool mergeWith(const QUndoCommand *other) override;

    // Typing edits of the same note merge while they come less than this apart.
    static constexpr int MergeWindowMs = 5000;

private:
    QPointer<ChecklistModel> m_model;
    int m_number;
    QString m_requirementId;
    QString m_before;
    QString m_after;
    bool m_typing;
    QDateTime m_lastEdit;
    bool m_applied = true;
};

// Keeps a note private (out of a published review), or publishes it again.
class SetNotePrivateCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(acp::SetNotePrivateCommand)
public:
    SetNotePrivateCommand(ChecklistModel *model, int number, const QString &requirementId,
                          bool isPrivate);
    void undo() override;
    void redo() override;

private:
    QPointer<ChecklistModel> m_model;
    int m_number;
    QString m_requirementId;
    bool m_private;
    bool m_applied = true;
};

// Adds (redo) or removes (undo) evidence notes. A removal keeps a file note's stored file, so
// the note comes back as it was, with its id (ChecklistStore::restoreNote).
class AddEvidenceCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(acp::AddEvidenceCommand)
public:
    AddEvidenceCommand(ChecklistModel *model, const QList<EvidenceNote> &added,
                       const QString &text);
    void undo() override;
    void redo() override;

private:
    QPointer<ChecklistModel> m_model;
    QList<EvidenceNote> m_notes; // as they were when last removed (or added)
    bool m_applied = true;
};

class RemoveEvidenceCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(acp::RemoveEvidenceCommand)
public:
    RemoveEvidenceCommand(ChecklistModel *model, const EvidenceNote &removed, const QString &text);
    void undo() override;
    void redo() override;

private:
    QPointer<ChecklistModel> m_model;
    EvidenceNote m_note;
    bool m_applied = true;
};

class EditEvidenceCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(acp::EditEvidenceCommand)
public:
    EditEvidenceCommand(ChecklistModel *model, const EvidenceNote &before,
                        const EvidenceNote &after, const QString &text);
    void undo() override;
    void redo() override;

private:
    void apply(EvidenceNote note);

    QPointer<ChecklistModel> m_model;
    EvidenceNote m_before;
    EvidenceNote m_after;
    bool m_applied = true;
};

} // namespace acp
