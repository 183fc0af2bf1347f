// Over 600 lines on purpose: the tree model and its undoable edits share the row bookkeeping and
// the change notifications.

#include "ui/checklist/ChecklistModel.h"

#include "core/review/ChecklistEditor.h"
#include "core/review/ChecklistStore.h"
#include "core/review/TeamReviews.h"
#include "core/store/IssueCache.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistCommands.h"
#include "ui/checklist/ChecklistStyle.h"
#include "ui/widgets/UiSupport.h"

#include <QFile>
#include <QFont>
#include <QUndoGroup>
#include <QUndoStack>

namespace acp {

namespace {
constexpr int UndoLimit = 200;

} // namespace

ChecklistModel::ChecklistModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_requirements(RequirementSet::builtIn())
    , m_undoGroup(new QUndoGroup(this))
{
    buildGroups();
}

ChecklistModel::~ChecklistModel()
{
    // The undo history goes with the model: deletions can no longer be undone.
    purgeKeptFiles();
}

void ChecklistModel::setWorkspace(Workspace *workspace)
{
    clear();
    m_undoGroup->setActiveStack(nullptr);
    qDeleteAll(m_stacks);
    m_stacks.clear();
    purgeKeptFiles(); // of the workspace being left, whose undo history just went
    if (m_workspace) {
        disconnect(m_workspace, nullptr, this, nullptr);
    }
    m_workspace = workspace;
    if (workspace) {
        // The workspace's requirement definition, also after the user chooses another one.
        setRequirements(workspace->requirements());
        connect(workspace, &Workspace::requirementsChanged, this,
                [this] { setRequirements(m_workspace->requirements()); });
    }
}

void ChecklistModel::setRequirements(const RequirementSet &requirements)
{
    beginResetModel();
    m_requirements = requirements;
    buildGroups();
    if (m_number != 0 && m_workspace) {
        m_checklist = Checklist::assemble(m_issue, m_comments, m_requirements, {}, {});
        refreshEntries();
        refreshNotes();
    }
    endResetModel();
    emit loaded();
}

void ChecklistModel::buildGroups()
{
    m_groups.clear();
    const QStringList groups = m_requirements.groups();
    for (const QString &name : groups) {
        Group group;
        group.name = name;
        for (int i = 0; i < m_requirements.requirements().size(); ++i) {
            if (m_requirements.requirements().at(i).group == name) {
                group.requirements.append(i);
            }
        }
        m_groups.append(group);
    }
}

bool ChecklistModel::setApplication(int number)
{
    if (!m_workspace || number <= 0) {
        clear();
        return false;
    }
    IssueCache cache(m_workspace->database());
    const std::optional<Issue> issue = cache.issue(number);
    if (!issue) {
        clear();
        return false;
    }
    setApplication(*issue, cache.comments(number));
    return true;
}

void ChecklistModel::setApplication(const Issue &issue, const QList<Comment> &comments)
{
    if (!m_workspace || issue.number <= 0) {
        clear();
        return;
    }
    beginResetModel();
    m_number = issue.number;
    m_issue = issue;
    m_comments = comments;
    m_teamReviews.reset();
    m_checklist = Checklist::assemble(m_issue, m_comments, m_requirements, {}, {});
    refreshEntries();
    refreshNotes();
    endResetModel();
    m_undoGroup->setActiveStack(undoStackFor(m_number));
    emit loaded();
}

void ChecklistModel::reload()
{
    if (m_number == 0 || !m_workspace) {
        return;
    }
    IssueCache cache(m_workspace->database());
    const std::optional<Issue> issue = cache.issue(m_number);
    if (!issue) {
        clear();
        return;
    }
    reload(*issue, cache.comments(m_number));
}

void ChecklistModel::reload(const Issue &issue, const QList<Comment> &comments)
{
    if (m_number == 0 || !m_workspace || issue.number != m_number) {
        return;
    }
    // The requirement set decides the rows, and it has not changed: refresh in place.
    m_issue = issue;
    m_comments = comments;
    m_teamReviews.reset();
    m_checklist = Checklist::assemble(m_issue, m_comments, m_requirements, {}, {});
    refreshEntries();
    refreshNotes();
    const int top = rowCount();
    for (int row = 0; row < top; ++row) {
        const QModelIndex parent = index(row, 0);
        const int children = rowCount(parent);
        if (children > 0) {
            emit dataChanged(index(0, 0, parent), index(children - 1, ColumnCount - 1, parent));
        }
    }
    if (top > 0) {
        emit dataChanged(index(0, 0), index(top - 1, ColumnCount - 1));
    }
    emit loaded();
}

void ChecklistModel::clear()
{
    if (m_number == 0) {
        return;
    }
    beginResetModel();
    m_number = 0;
    m_issue = {};
    m_comments.clear();
    m_teamReviews.reset();
    m_checklist = {};
    m_entries.clear();
    m_notes.clear();
    endResetModel();
    m_undoGroup->setActiveStack(nullptr);
    emit loaded();
}

void ChecklistModel::refreshEntries()
{
    m_entries = ChecklistStore(m_workspace->database()).entries(m_number);
}

void ChecklistModel::refreshNotes()
{
    m_notes = ChecklistStore(m_workspace->database()).notes(m_number);
}

// ---- Reading -------------------------------------------------------------------------------

const Requirement *ChecklistModel::requirement(const QString &id) const
{
    return m_requirements.requirement(id);
}

ChecklistEntry ChecklistModel::entry(const QString &requirementId) const
{
    ChecklistEntry result = m_entries.value(requirementId);
    result.issueNumber = m_number;
    result.requirementId = requirementId;
    return result;
}

QList<EvidenceNote> ChecklistModel::notes(const QString &requirementId) const
{
    QList<EvidenceNote> result;
    for (const EvidenceNote &note : m_notes) {
        const bool aboutApplication =
            note.requirementId.isEmpty() || !m_requirements.requirement(note.requirementId);
        if (requirementId.isEmpty() ? aboutApplication : note.requirementId == requirementId) {
            result.append(note);
        }
    }
    return result;
}

std::optional<EvidenceNote> ChecklistModel::note(qint64 id) const
{
    if (!m_workspace) {
        return std::nullopt;
    }
    return ChecklistStore(m_workspace->database()).note(id);
}

QList<EvidenceLink> ChecklistModel::links(const QString &requirementId) const
{
    if (requirementId.isEmpty()) {
        return m_checklist.applicationLinks();
    }
    const ChecklistItem *item = m_checklist.item(requirementId);
    return item ? item->links : QList<EvidenceLink>();
}

QList<int> ChecklistModel::sections(const QString &requirementId) const
{
    const ChecklistItem *item = m_checklist.item(requirementId);
    return item ? item->sections : QList<int>();
}

ChecklistProgress ChecklistModel::progress() const
{
    QHash<QString, ChecklistStatus> statuses;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        statuses.insert(it.key(), it->status);
    }
    return ChecklistProgress::of(m_requirements, statuses);
}

QUndoStack *ChecklistModel::undoStack() const
{
    return m_number != 0 ? m_stacks.value(m_number) : nullptr;
}

QUndoStack *ChecklistModel::undoStackFor(int number)
{
    QUndoStack *&stack = m_stacks[number];
    if (!stack) {
        stack = new QUndoStack(m_undoGroup);
        stack->setUndoLimit(UndoLimit);
        m_undoGroup->addStack(stack);
    }
    return stack;
}

// ---- Navigation ----------------------------------------------------------------------------

ChecklistModel::RowKind ChecklistModel::rowKind(const QModelIndex &index)
{
    return RowKind(index.data(RowKindRole).toInt());
}

bool ChecklistModel::isEvidenceTarget(const QModelIndex &index)
{
    if (!index.isValid()) {
        return false;
    }
    const RowKind kind = rowKind(index);
    return kind == RowKind::Requirement || kind == RowKind::Application;
}

QModelIndex ChecklistModel::requirementIndex(const QString &id, int column) const
{
    if (m_number == 0) {
        return {};
    }
    const qsizetype target = m_requirements.indexOf(id);
    for (int g = 0; g < m_groups.size(); ++g) {
        const int row = int(m_groups.at(g).requirements.indexOf(int(target)));
        if (row >= 0) {
            return index(row, column, index(g, 0));
        }
    }
    return {};
}

QModelIndex ChecklistModel::applicationIndex(int column) const
{
    return m_number == 0 ? QModelIndex() : index(int(m_groups.size()), column);
}

QModelIndex ChecklistModel::groupIndex(const QString &group) const
{
    for (int g = 0; g < m_groups.size(); ++g) {
        if (m_groups.at(g).name == group) {
            return m_number == 0 ? QModelIndex() : index(g, 0);
        }
    }
    return {};
}

QModelIndex ChecklistModel::stepRequirement(const QModelIndex &from, int delta) const
{
    if (m_number == 0) {
        return {};
    }
    QList<QModelIndex> order;
    for (int g = 0; g < m_groups.size(); ++g) {
        const QModelIndex parent = index(g, 0);
        for (int row = 0; row < m_groups.at(g).requirements.size(); ++row) {
            order.append(index(row, 0, parent));
        }
    }
    if (order.isEmpty()) {
        return {};
    }
    const QModelIndex current = from.isValid() ? from.siblingAtColumn(0) : QModelIndex();
    const qsizetype at = order.indexOf(current);
    if (at < 0) {
        if (current.isValid() && rowKind(current) == RowKind::Application && delta < 0) {
            return order.last();
        }
        return delta >= 0 ? order.first() : order.last();
    }
    return order.at(qBound<qsizetype>(0, at + delta, order.size() - 1));
}

int ChecklistModel::requirementRow(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0) {
        return -1;
    }
    const int group = int(index.internalId()) - 1;
    if (group < 0 || group >= m_groups.size()) {
        return -1;
    }
    return m_groups.at(group).requirements.value(index.row(), -1);
}

QString ChecklistModel::requirementIdAt(const QModelIndex &index) const
{
    const int row = requirementRow(index);
    return row >= 0 ? m_requirements.requirements().at(row).id : QString();
}

// ---- Editing -------------------------------------------------------------------------------

ChecklistEditor ChecklistModel::editor() const
{
    ChecklistEditor editor(m_workspace->database(), m_requirements);
    editor.setMaxFileSize(m_maxFileSize);
    return editor;
}

bool ChecklistModel::editFailedWith(const ChecklistEditor &editor)
{
    fail(editor.errorString());
    emit editFailed(m_error);
    return false;
}

bool ChecklistModel::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool ChecklistModel::setStatus(const QString &requirementId, ChecklistStatus status)
{
    m_error.clear();
    if (m_number == 0 || !m_workspace) {
        return fail(tr("No application is shown."));
    }
    ChecklistEditor editor = this->editor();
    if (!editor.canSetStatus(requirementId, status)) {
        return fail(editor.errorString());
    }
    const ChecklistStatus before = entry(requirementId).status;
    if (before == status) {
        return true;
    }
    const int number = m_number;
    if (!writeStatus(number, requirementId, status)) {
        return false;
    }
    undoStackFor(number)->push(
        new SetChecklistStatusCommand(this, number, requirementId, before, status));
    return true;
}

const QList<PublishedReview> &ChecklistModel::teamReviews() const
{
    if (!m_teamReviews) {
        m_teamReviews = m_number > 0 && m_workspace
            ? TeamReviews::collect(m_issue, m_comments, m_requirements, m_workspace->authorTrust())
            : QList<PublishedReview>();
    }
    return *m_teamReviews;
}

QString ChecklistModel::teamReviewsToolTip(const QString &requirementId) const
{
    QString tip;
    for (const PublishedReview &review : teamReviews()) {
        const std::optional<ReviewItem> item = review.item(requirementId);
        if (!item) {
            continue;
        }
        tip += QLatin1Char('\n')
            + tr("@%1: %2 (%3)")
                  .arg(review.author, checklistStatusDisplayName(item->status),
                       ui::fullDateTime(review.publishedAt));
        const QString note = text::displayLine(item->note);
        if (!note.isEmpty()) {
            tip += QLatin1Char('\n') + QStringLiteral("    ")
                + (note.size() > 100 ? note.left(99) + QChar(0x2026) : note);
        }
    }
    if (teamDisagrees(requirementId)) {
        tip += QLatin1Char('\n') + tr("The reviews differ here.");
    }
    return tip;
}

bool ChecklistModel::teamDisagrees(const QString &requirementId) const
{
    return TeamReviews::disagree(teamReviews(), requirementId, entry(requirementId).status);
}

bool ChecklistModel::adoptReview(const QString &requirementId, const PublishedReview &review)
{
    const std::optional<ReviewItem> item = review.item(requirementId);
    if (!item) {
        return fail(tr("@%1's review says nothing about this requirement.").arg(review.author));
    }
    const QString source =
        tr("_Adopted from @%1's review of %2._")
            .arg(review.author, review.publishedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd")));
    const QString mine = entry(requirementId).note.trimmed();
    QStringList parts;
    for (const QString &part : { mine, item->note.trimmed(), source }) {
        if (!part.isEmpty()) {
            parts.append(part);
        }
    }
    QUndoStack *stack = undoStackFor(m_number);
    const int before = stack->index();
    stack->beginMacro(tr("Adopt @%1's review").arg(review.author));
    const bool ok = setStatus(requirementId, item->status)
        && setNote(requirementId, parts.join(QStringLiteral("\n\n")));
    stack->endMacro();
    if (!ok && stack->index() > before) {
        stack->undo(); // all or nothing: the status goes back when the note could not be written
    }
    return ok;
}

bool ChecklistModel::setNote(const QString &requirementId, const QString &note, NoteEdit edit)
{
    m_error.clear();
    if (m_number == 0 || !m_workspace) {
        return fail(tr("No application is shown."));
    }
    ChecklistEditor editor = this->editor();
    if (!editor.requirement(requirementId)) {
        return fail(editor.errorString());
    }
    const QString before = entry(requirementId).note;
    if (before == note) {
        return true;
    }
    const int number = m_number;
    if (!writeNote(number, requirementId, note)) {
        return false;
    }
    undoStackFor(number)->push(new SetChecklistNoteCommand(this, number, requirementId, before,
                                                           note, edit == NoteEdit::Typing));
    return true;
}

QList<qint64> ChecklistModel::addEvidence(const QString &requirementId,
                                          const QList<EvidenceDraft> &drafts, QStringList *problems)
{
    m_error.clear();
    QList<qint64> ids;
    if (m_number == 0 || !m_workspace) {
        fail(tr("No application is shown."));
        if (problems) {
            problems->append(m_error);
        }
        return ids;
    }
    ChecklistEditor editor = this->editor();
    if (!requirementId.isEmpty() && !editor.requirement(requirementId)) {
        fail(editor.errorString());
        if (problems) {
            problems->append(m_error);
        }
        return ids;
    }
    QStringList failures;
    for (const EvidenceDraft &draft : drafts) {
        if (const std::optional<qint64> id = editor.addEvidence(m_number, requirementId, draft)) {
            ids.append(*id);
        } else {
            failures.append(editor.errorString());
        }
    }
    if (!failures.isEmpty()) {
        m_error = failures.join(QLatin1Char('\n'));
        if (problems) {
            problems->append(failures);
        }
    }
    if (ids.isEmpty()) {
        return ids;
    }

    refreshNotes();
    QList<EvidenceNote> added;
    for (qint64 id : std::as_const(ids)) {
        for (const EvidenceNote &note : std::as_const(m_notes)) {
            if (note.id == id) {
                added.append(note);
            }
        }
    }
    const QString where = requirementId.isEmpty()
        ? tr("the application")
        : text::quoted(m_requirements.requirement(requirementId)->title);
    QString text;
    if (added.size() == 1) {
        switch (added.first().kind) {
        case EvidenceKind::Url:
            text = tr("Add a link to %1").arg(where);
            break;
        case EvidenceKind::Text:
            text = tr("Add a text to %1").arg(where);
            break;
        case EvidenceKind::File:
            text = tr("Add a file to %1").arg(where);
            break;
        case EvidenceKind::Image:
            text = tr("Add an image to %1").arg(where);
            break;
        }
    } else {
        text = ui::numerus(tr("Add %n evidence note(s) to %1", nullptr, int(added.size())),
                           int(added.size()))
                   .arg(where);
    }
    undoStackFor(m_number)->push(new AddEvidenceCommand(this, added, text));
    emitEvidenceColumnChanged();
    emit evidenceChanged(requirementId);
    return ids;
}

bool ChecklistModel::updateEvidenceNote(const EvidenceNote &note)
{
    m_error.clear();
    if (!m_workspace) {
        return fail(tr("No application is shown."));
    }
    const std::optional<EvidenceNote> before = this->note(note.id);
    if (!before) {
        return fail(tr("The evidence note no longer exists."));
    }
    if (before->content == note.content && before->source == note.source
        && before->requirementId == note.requirementId
        && before->includeInReport == note.includeInReport
        && before->includeInRequest == note.includeInRequest) {
        return true;
    }
    if (!writeUpdatedNote(note)) {
        return false;
    }
    QString text;
    if (before->includeInReport != note.includeInReport && before->content == note.content) {
        text = note.includeInReport ? tr("Include a note in the report")
                                    : tr("Leave a note out of the report");
    } else if (before->includeInRequest != note.includeInRequest
               && before->content == note.content) {
        text = note.includeInRequest ? tr("Include a note in the request for information")
                                     : tr("Leave a note out of the request for information");
    } else if (before->requirementId != note.requirementId) {
        text = tr("Move an evidence note");
    } else {
        text = tr("Edit an evidence note");
    }
    undoStackFor(before->issueNumber)->push(new EditEvidenceCommand(this, *before, note, text));
    return true;
}

bool ChecklistModel::removeEvidenceNote(qint64 id)
{
    m_error.clear();
    if (!m_workspace) {
        return fail(tr("No application is shown."));
    }
    const std::optional<EvidenceNote> current = note(id);
    if (!current) {
        return fail(tr("The evidence note no longer exists."));
    }
    if (!writeRemovedNote(id)) {
        return false;
    }
    const QString where = current->requirementId.isEmpty() || !requirement(current->requirementId)
        ? tr("the application")
        : text::quoted(requirement(current->requirementId)->title);
    undoStackFor(current->issueNumber)
        ->push(new RemoveEvidenceCommand(this, *current,
                                         tr("Delete an evidence note from %1").arg(where)));
    return true;
}

// ---- Direct writes -------------------------------------------------------------------------

bool ChecklistModel::writeStatus(int number, const QString &requirementId, ChecklistStatus status)
{
    if (!m_workspace) {
        return fail(tr("No workspace is open."));
    }
    ChecklistEditor editor = this->editor();
    if (!editor.setStatus(number, requirementId, status)) {
        return editFailedWith(editor);
    }
    if (number == m_number) {
        refreshEntries();
        emitRowChanged(requirementId);
        emit entryChanged(requirementId);
        emit progressChanged(number, progress());
    } else {
        QHash<QString, ChecklistStatus> statuses;
        const QHash<QString, ChecklistEntry> entries = editor.store().entries(number);
        for (auto it = entries.cbegin(); it != entries.cend(); ++it) {
            statuses.insert(it.key(), it->status);
        }
        emit progressChanged(number, ChecklistProgress::of(m_requirements, statuses));
    }
    return true;
}

bool ChecklistModel::writeNote(int number, const QString &requirementId, const QString &note)
{
    if (!m_workspace) {
        return fail(tr("No workspace is open."));
    }
    ChecklistEditor editor = this->editor();
    if (!editor.setNote(number, requirementId, note)) {
        return editFailedWith(editor);
    }
    if (number == m_number) {
        refreshEntries();
        emitRowChanged(requirementId);
        emit entryChanged(requirementId);
    }
    return true;
}

bool ChecklistModel::writeNotePrivate(int number, const QString &requirementId, bool isPrivate)
{
    if (!m_workspace) {
        return fail(tr("No workspace is open."));
    }
    ChecklistEditor editor = this->editor();
    if (!editor.setNotePrivate(number, requirementId, isPrivate)) {
        return editFailedWith(editor);
    }
    if (number == m_number) {
        emit entryChanged(requirementId);
    }
    return true;
}

bool ChecklistModel::isNotePrivate(const QString &requirementId) const
{
    return m_workspace && m_number > 0
        && ChecklistStore(m_workspace->database()).isNotePrivate(m_number, requirementId);
}

bool ChecklistModel::setNotePrivate(const QString &requirementId, bool isPrivate)
{
    m_error.clear();
    if (m_number == 0 || !m_workspace) {
        return fail(tr("No application is shown."));
    }
    if (isNotePrivate(requirementId) == isPrivate) {
        return true;
    }
    const int number = m_number;
    if (!writeNotePrivate(number, requirementId, isPrivate)) {
        return false;
    }
    undoStackFor(number)->push(new SetNotePrivateCommand(this, number, requirementId, isPrivate));
    return true;
}

bool ChecklistModel::writeRestoredNote(const EvidenceNote &note)
{
    if (!m_workspace) {
        return fail(tr("No workspace is open."));
    }
    ChecklistEditor editor = this->editor();
    if (!editor.restoreEvidence(note)) {
        return editFailedWith(editor);
    }
    if (note.issueNumber == m_number) {
        refreshNotes();
        emitEvidenceColumnChanged();
        emit evidenceChanged(note.requirementId);
    }
    return true;
}

bool ChecklistModel::writeUpdatedNote(const EvidenceNote &note)
{
    if (!m_workspace) {
        return fail(tr("No workspace is open."));
    }
    ChecklistEditor editor = this->editor();
    const std::optional<EvidenceNote> before = editor.store().note(note.id);
    if (!editor.updateEvidence(note)) {
        return editFailedWith(editor);
    }
    if (note.issueNumber == m_number || (before && before->issueNumber == m_number)) {
        refreshNotes();
        emitEvidenceColumnChanged();
        if (before && before->requirementId != note.requirementId) {
            emit evidenceChanged(before->requirementId);
        }
        emit evidenceChanged(note.requirementId);
    }
    return true;
}

bool ChecklistModel::writeRemovedNote(qint64 id)
{
    if (!m_workspace) {
        return fail(tr("No workspace is open."));
    }
    ChecklistEditor editor = this->editor();
    const std::optional<EvidenceNote> before = editor.store().note(id);
    // The file stays while an undo could bring the note back (see purgeKeptFiles()).
    if (!editor.removeEvidence(id, ChecklistStore::FileRemoval::Keep)) {
        return editFailedWith(editor);
    }
    if (before && before->isFile()) {
        m_keptFiles.insert(before->filePath);
    }
    if (before && before->issueNumber == m_number) {
        refreshNotes();
        emitEvidenceColumnChanged();
        emit evidenceChanged(before->requirementId);
    }
    return true;
}

void ChecklistModel::purgeKeptFiles()
{
    if (m_workspace && !m_keptFiles.isEmpty()) {
        ChecklistStore store(m_workspace->database());
        for (const QString &path : std::as_const(m_keptFiles)) {
            store.removeFileIfUnused(path); // a restored note uses it: kept
        }
    }
    m_keptFiles.clear();
}

QString ChecklistModel::absoluteFilePath(const EvidenceNote &note) const
{
    return m_workspace ? ChecklistStore(m_workspace->database()).absoluteFilePath(note) : QString();
}

QString ChecklistModel::fileProblem(const EvidenceNote &note) const
{
    return m_workspace ? ChecklistStore(m_workspace->database()).filePathProblem(note) : QString();
}

void ChecklistModel::emitRowChanged(const QString &requirementId)
{
    const QModelIndex first = requirementIndex(requirementId, 0);
    if (!first.isValid()) {
        return;
    }
    emit dataChanged(first, first.siblingAtColumn(ColumnCount - 1));
    const QModelIndex group = first.parent();
    emit dataChanged(group, group.siblingAtColumn(ColumnCount - 1));
}

void ChecklistModel::emitEvidenceColumnChanged()
{
    if (m_number == 0) {
        return;
    }
    for (int g = 0; g < m_groups.size(); ++g) {
        const QModelIndex parent = index(g, 0);
        const int rows = rowCount(parent);
        if (rows > 0) {
            emit dataChanged(index(0, EvidenceColumn, parent),
                             index(rows - 1, EvidenceColumn, parent));
        }
    }
    const QModelIndex application = applicationIndex(EvidenceColumn);
    emit dataChanged(application, application);
}

// ---- QAbstractItemModel --------------------------------------------------------------------

QModelIndex ChecklistModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    if (!parent.isValid()) {
        return createIndex(row, column, quintptr(0));
    }
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ChecklistModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0) {
        return {};
    }
    return createIndex(int(child.internalId()) - 1, 0, quintptr(0));
}

int ChecklistModel::rowCount(const QModelIndex &parent) const
{
    if (m_number == 0) {
        return 0;
    }
    if (!parent.isValid()) {
        return int(m_groups.size()) + 1; // the groups, then the application
    }
    if (parent.column() != 0 || parent.internalId() != 0 || parent.row() >= m_groups.size()) {
        return 0;
    }
    return int(m_groups.at(parent.row()).requirements.size());
}

int ChecklistModel::columnCount(const QModelIndex &parent) const
{
    Q_UNUSED(parent);
    return ColumnCount;
}

Qt::ItemFlags ChecklistModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return Qt::NoItemFlags;
    }
    // Group rows are headings: not selectable, so the keyboard passes over them.
    if (!index.parent().isValid() && index.row() < m_groups.size()) {
        return Qt::NoItemFlags;
    }
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDropEnabled;
}

QVariant ChecklistModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    const bool topLevel = !index.parent().isValid();

    // Group rows.
    if (topLevel && index.row() < m_groups.size()) {
        const Group &group = m_groups.at(index.row());
        ChecklistProgress groupProgress;
        for (int r : group.requirements) {
            const QString id = m_requirements.requirements().at(r).id;
            groupProgress.add(m_entries.value(id).status);
        }
        switch (role) {
        case RowKindRole:
            return int(RowKind::Group);
        case ProgressRole:
            return QVariant::fromValue(groupProgress);
        case Qt::FontRole: {
            QFont font;
            font.setWeight(QFont::DemiBold);
            return font;
        }
        default:
            break;
        }
        switch (index.column()) {
        case TitleColumn:
            if (role == Qt::DisplayRole) {
                return ui::requirementGroupDisplayName(group.name);
            }
            if (role == Qt::AccessibleTextRole) {
                return tr("%1 requirements: %2")
                    .arg(ui::requirementGroupDisplayName(group.name),
                         ui::checklistProgressDescription(groupProgress));
            }
            break;
        case StatusColumn:
            if (role == Qt::DisplayRole) {
                return tr("%1/%2").arg(groupProgress.reviewed()).arg(groupProgress.total());
            }
            if (role == Qt::ToolTipRole || role == Qt::AccessibleTextRole) {
                return ui::checklistProgressDescription(groupProgress);
            }
            if (role == Qt::TextAlignmentRole) {
                return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
            }
            break;
        default:
            break;
        }
        return {};
    }

    // The application row.
    if (topLevel) {
        const QList<EvidenceNote> applicationNotes = notes(QString());
        const int linkCount = int(m_checklist.applicationLinks().size());
        const int count = linkCount + int(applicationNotes.size());
        switch (role) {
        case RowKindRole:
            return int(RowKind::Application);
        case RequirementIdRole:
            return QString();
        case EvidenceCountRole:
            return count;
        case NoteCountRole:
            return int(applicationNotes.size());
        default:
            break;
        }
        switch (index.column()) {
        case TitleColumn:
            if (role == Qt::DisplayRole) {
                return tr("Whole application");
            }
            if (role == Qt::ToolTipRole) {
                return tr("Evidence about the application as a whole: links from sections that "
                          "answer no requirement and from comments that name none, and notes "
                          "dropped onto the application.");
            }
            if (role == Qt::AccessibleTextRole) {
                return tr("Whole application: %1")
                    .arg(ui::numerus(tr("%n evidence item(s)", nullptr, count), count));
            }
            break;
        case EvidenceColumn:
            if (role == Qt::DisplayRole) {
                return count > 0 ? QVariant(count) : QVariant();
            }
            if (role == Qt::TextAlignmentRole) {
                return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
            }
            if (role == Qt::ToolTipRole) {
                return tr("%1 from the application, %2 of yours")
                    .arg(ui::numerus(tr("%n link(s)", nullptr, linkCount), linkCount),
                         ui::numerus(tr("%n note(s)", nullptr, int(applicationNotes.size())),
                                     int(applicationNotes.size())));
            }
            break;
        default:
            break;
        }
        return {};
    }

    // Requirement rows.
    const int row = requirementRow(index);
    if (row < 0) {
        return {};
    }
    const Requirement &requirement = m_requirements.requirements().at(row);
    const ChecklistEntry entry = m_entries.value(requirement.id);
    switch (role) {
    case RowKindRole:
        return int(RowKind::Requirement);
    case RequirementIdRole:
        return requirement.id;
    case StatusRole:
        return int(entry.status);
    case StatusIdRole:
        return checklistStatusId(entry.status);
    case NoteRole:
        return entry.note;
    case TeamDisagreementRole:
        return teamDisagrees(requirement.id);
    case TeamStatusesRole: {
        QVariantList statuses;
        for (const PublishedReview &review : teamReviews()) {
            if (const std::optional<ReviewItem> item = review.item(requirement.id)) {
                statuses.append(int(item->status));
            }
        }
        return statuses;
    }
    case EvidenceCountRole:
    case NoteCountRole: {
        const int noteCount = int(notes(requirement.id).size());
        return role == NoteCountRole ? noteCount : noteCount + int(links(requirement.id).size());
    }
    case Qt::AccessibleTextRole: {
        const int count = int(notes(requirement.id).size() + links(requirement.id).size());
        return tr("%1: %2, %3")
            .arg(requirement.displayTitle(), checklistStatusDisplayName(entry.status),
                 ui::numerus(tr("%n evidence item(s)", nullptr, count), count));
    }
    default:
        break;
    }
    switch (index.column()) {
    case TitleColumn:
        if (role == Qt::DisplayRole) {
            return requirement.displayTitle();
        }
        if (role == Qt::ToolTipRole) {
            return requirement.displayDescription();
        }
        break;
    case StatusColumn:
        if (role == Qt::DisplayRole) {
            return checklistStatusDisplayName(entry.status);
        }
        if (role == Qt::DecorationRole) {
            return ui::checklistStatusIcon(entry.status);
        }
        if (role == Qt::ToolTipRole) {
            QString tip = tr("Status: %1").arg(checklistStatusDisplayName(entry.status));
            if (entry.updatedAt.isValid()) {
                tip += QLatin1Char('\n') + tr("Set %1").arg(ui::fullDateTime(entry.updatedAt));
            }
            tip += teamReviewsToolTip(requirement.id);
            tip += QLatin1Char('\n')
                + tr("Keys: 1 met, 2 gap, 3 needs judgment, 4 not applicable, 0 unreviewed");
            return tip;
        }
        break;
    case EvidenceColumn: {
        const int noteCount = int(notes(requirement.id).size());
        const int linkCount = int(links(requirement.id).size());
        if (role == Qt::DisplayRole) {
            return noteCount + linkCount > 0 ? QVariant(noteCount + linkCount) : QVariant();
        }
        if (role == Qt::TextAlignmentRole) {
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        }
        if (role == Qt::ToolTipRole) {
            return tr("%1 from the application, %2 of yours")
                .arg(ui::numerus(tr("%n link(s)", nullptr, linkCount), linkCount),
                     ui::numerus(tr("%n note(s)", nullptr, noteCount), noteCount));
        }
        break;
    }
    default:
        break;
    }
    return {};
}

bool ChecklistModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return false;
    }
    const QString id = requirementIdAt(index);
    if (id.isEmpty()) {
        return false;
    }
    if (role == StatusRole) {
        bool ok = false;
        const int status = value.toInt(&ok);
        if (!ok || status < int(ChecklistStatus::Unreviewed)
            || status > int(ChecklistStatus::NotApplicable)) {
            return false;
        }
        return setStatus(id, ChecklistStatus(status));
    }
    if (role == StatusIdRole) {
        const std::optional<ChecklistStatus> status = checklistStatusFromId(value.toString());
        return status && setStatus(id, *status);
    }
    if (role == NoteRole) {
        return setNote(id, value.toString());
    }
    return false;
}

QVariant ChecklistModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractItemModel::headerData(section, orientation, role);
    }
    switch (section) {
    case TitleColumn:
        return tr("Requirement");
    case StatusColumn:
        return tr("Status");
    case EvidenceColumn:
        return tr("Evidence");
    default:
        return {};
    }
}

} // namespace acp
