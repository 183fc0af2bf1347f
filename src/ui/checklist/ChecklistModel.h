#pragma once

#include "core/review/Checklist.h"
#include "core/review/RequirementSet.h"
#include "core/review/TeamReview.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/EvidenceMime.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QPointer>
#include <QSet>

#include <optional>

class QUndoGroup;
class QUndoStack;

namespace acp {

class ChecklistEditor;

// The admission checklist of one application as a two-level tree: the requirement groups
// ("Functional", "Maintenance") with their requirements, then one row for evidence about the
// application as a whole.
//
// The structure comes from Checklist (core): the requirement set applied to the issue form and
// the submitter's comments, with links and mapped sections. Statuses, notes and evidence notes
// are read from the ChecklistStore and kept current as they change.
//
// Every edit is undoable: it is written to the store at once and pushed, already done, onto the
// application's own QUndoStack (one per application, all in undoGroup(); the shown one is
// active). Undo and redo write to the store too. Edits to an application not shown (through
// its stack) still reach the store, and progressChanged() tells the application list.
class ChecklistModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { TitleColumn, StatusColumn, EvidenceColumn, ColumnCount };
    enum class RowKind { Group, Requirement, Application };
    enum Role {
        RowKindRole = Qt::UserRole + 1, // int(RowKind)
        RequirementIdRole, // QString; empty for group and application rows
        StatusRole, // int(ChecklistStatus); requirement rows; settable
        StatusIdRole, // "met", ...
        NoteRole, // QString, Markdown; requirement rows; settable
        EvidenceCountRole, // int: links and notes
        NoteCountRole, // int: the reviewer's evidence notes
        ProgressRole, // ChecklistProgress; group rows
        TeamDisagreementRole, // bool: the team's published reviews (yours too) differ here
        TeamStatusesRole, // QVariantList of int(ChecklistStatus): each published review's status
    };
    Q_ENUM(Role)

    // How a note edit joins the undo history: Typing merges with the previous typing edit of
    // the same requirement, so pauses while writing do not each become an undo step.
    enum class NoteEdit { Single, Typing };

    explicit ChecklistModel(QObject *parent = nullptr);
    ~ChecklistModel() override;

    // Forgets the shown application and every undo history.
    void setWorkspace(Workspace *workspace);
    Workspace *workspace() const { return m_workspace; }
    // The built-in requirement set unless told otherwise.
    void setRequirements(const RequirementSet &requirements);
    const RequirementSet &requirements() const { return m_requirements; }

    // Shows application `number` from the workspace's cache; false (and no rows) when it is not
    // there. Its undo stack becomes the active one.
    bool setApplication(int number);
    // Shows an application its caller has read already: its issue and comments, in order.
    void setApplication(const Issue &issue, const QList<Comment> &comments);
    // Re-reads the shown application (after a sync): the rows stay, their data is refreshed.
    void reload();
    // As reload(), with the issue and comments as the caller read them.
    void reload(const Issue &issue, const QList<Comment> &comments);
    void clear();
    int applicationNumber() const { return m_number; }

    // Form, mapping and links. Statuses, notes and evidence notes: the accessors below.
    const Checklist &checklist() const { return m_checklist; }
    const Requirement *requirement(const QString &id) const;
    ChecklistEntry entry(const QString &requirementId) const;
    // An empty id: the notes about the application as a whole (and on requirements the set no
    // longer has).
    QList<EvidenceNote> notes(const QString &requirementId) const;
    std::optional<EvidenceNote> note(qint64 id) const;
    QList<EvidenceLink> links(const QString &requirementId) const;
    QList<int> sections(const QString &requirementId) const;
    ChecklistProgress progress() const;

    QModelIndex requirementIndex(const QString &id, int column = TitleColumn) const;
    QModelIndex applicationIndex(int column = TitleColumn) const;
    QModelIndex groupIndex(const QString &group) const;
    // The requirement `delta` rows after (or before) the one of `from` across groups, clamped;
    // from an invalid or non-requirement index, the first (or last) requirement.
    QModelIndex stepRequirement(const QModelIndex &from, int delta) const;
    static RowKind rowKind(const QModelIndex &index);
    // Whether evidence can be added to the row: requirements and the application row.
    static bool isEvidenceTarget(const QModelIndex &index);

    // ---- Undoable edits ---------------------------------------------------------------
    // Each returns false (or nothing) with errorString() set when nothing was changed.
    bool setStatus(const QString &requirementId, ChecklistStatus status);
    bool setNote(const QString &requirementId, const QString &note,
                 NoteEdit edit = NoteEdit::Single);
    // An empty requirementId: the application as a whole. Several drafts are one undo step.
    // Returns the ids of the notes added; drafts that could not be added are described in
    // `problems` (a file too large, an address that is not http(s), ...).
    QList<qint64> addEvidence(const QString &requirementId, const QList<EvidenceDraft> &drafts,
                              QStringList *problems = nullptr);
    // Content, requirement and the include flags; the kind and a file note's file stay.
    bool updateEvidenceNote(const EvidenceNote &note);
    bool removeEvidenceNote(qint64 id);
    QString errorString() const { return m_error; }

    // The size limit for evidence files (ChecklistStore::DefaultMaxFileSize unless set).
    void setMaxEvidenceFileSize(qint64 bytes) { m_maxFileSize = bytes; }
    qint64 maxEvidenceFileSize() const { return m_maxFileSize; }

    QUndoGroup *undoGroup() const { return m_undoGroup; }
    QUndoStack *undoStack() const; // the shown application's; null when none
    QUndoStack *undoStackFor(int number);

    // ---- Direct writes, for the undo commands -----------------------------------------
    // They write to the store without touching the undo history, and refresh the rows when
    // `number` is the shown application.
    bool writeStatus(int number, const QString &requirementId, ChecklistStatus status);
    bool writeNote(int number, const QString &requirementId, const QString &note);
    bool writeNotePrivate(int number, const QString &requirementId, bool isPrivate);
    // Puts a removed note back as it was (ChecklistStore::restoreNote): the same id, times,
    // source, content, flags and stored file.
    bool writeRestoredNote(const EvidenceNote &note);
    bool writeUpdatedNote(const EvidenceNote &note);
    // Removes a note but keeps its stored file while the removal can be undone: the files of
    // notes still removed are deleted when the undo history goes (another workspace, or the
    // model is destroyed). A crash in between leaves the file in the data folder, never loses
    // it.
    bool writeRemovedNote(qint64 id);
    // A note id as it is now. Restoring a note keeps its id, so this is `id`; kept for callers
    // that follow a note across undo and redo.
    qint64 currentNoteId(qint64 id) const { return id; }
    QString absoluteFilePath(const EvidenceNote &note) const;
    QString fileProblem(const EvidenceNote &note) const; // ChecklistStore::filePathProblem()

    // ---- QAbstractItemModel -----------------------------------------------------------
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // A private note stays out of a published review (ChecklistStore::setNotePrivate); the
    // change is undoable.
    bool isNotePrivate(const QString &requirementId) const;
    bool setNotePrivate(const QString &requirementId, bool isPrivate);

    // The team's reviews published on the issue (TeamReviews: trusted authors only), read from
    // the cached thread when first asked for after a load.
    const QList<PublishedReview> &teamReviews() const;
    // The reviewers (and your own status) differ on the requirement.
    bool teamDisagrees(const QString &requirementId) const;
    // Each published review's status there (who, when, the note), a line each, for a tool tip.
    QString teamReviewsToolTip(const QString &requirementId) const;
    // Takes `review`'s status and note of the requirement into your checklist, the source named
    // in the note (added after yours): one undoable edit. False with errorString() otherwise.
    bool adoptReview(const QString &requirementId, const PublishedReview &review);

signals:
    // Rows were rebuilt or refreshed: setApplication(), reload(), clear().
    void loaded();
    void entryChanged(const QString &requirementId);
    // Evidence notes of a requirement changed; an empty id: of the application as a whole.
    void evidenceChanged(const QString &requirementId);
    void progressChanged(int number, const acp::ChecklistProgress &progress);
    // An edit, undo or redo could not be written.
    void editFailed(const QString &message);

private:
    struct Group
    {
        QString name;
        QList<int> requirements; // indexes into m_requirements.requirements()
    };

    int requirementRow(const QModelIndex &index) const; // index into requirements(), or -1
    QString requirementIdAt(const QModelIndex &index) const;
    void buildGroups();
    void refreshEntries();
    void refreshNotes();
    void emitRowChanged(const QString &requirementId);
    void emitEvidenceColumnChanged();
    bool fail(const QString &message);
    void purgeKeptFiles();
    // Writes through the one place that checks them against the requirement definition.
    ChecklistEditor editor() const;
    // A direct write the editor refused: remembered and reported through editFailed().
    bool editFailedWith(const ChecklistEditor &editor);

    QPointer<Workspace> m_workspace;
    RequirementSet m_requirements;
    QList<Group> m_groups;
    int m_number = 0;
    Issue m_issue;
    QList<Comment> m_comments;
    mutable std::optional<QList<PublishedReview>> m_teamReviews; // of m_comments, when asked
    Checklist m_checklist;
    QHash<QString, ChecklistEntry> m_entries;
    QList<EvidenceNote> m_notes;
    QString m_error;
    qint64 m_maxFileSize = ChecklistStore::DefaultMaxFileSize;

    QUndoGroup *m_undoGroup = nullptr;
    QHash<int, QUndoStack *> m_stacks;
    // Files of removed notes kept for undo (relative paths), deleted by purgeKeptFiles() when
    // no note uses them.
    QSet<QString> m_keptFiles;
};

} // namespace acp
