#include "core/review/ChecklistStore.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistStyle.h"
#include "ui/checklist/EvidenceMime.h"

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QImage>
#include <QMimeData>
#include <QPersistentModelIndex>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QUndoGroup>
#include <QUndoStack>

using namespace acp;

namespace {

QByteArray sha256Hex(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
}

QByteArray pngBytes(const QColor &color)
{
    QImage image(24, 16, QImage::Format_RGB32);
    image.fill(color);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}

} // namespace

class tst_ChecklistModel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;
    int m_databaseCount = 0;

    // A fresh copy of the demo workspace for every test.
    void openWorkspace()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath =
            m_dir.filePath(QStringLiteral("demo-%1.sqlite3").arg(++m_databaseCount));
        m_workspace = std::make_unique<Workspace>(options);
        QVERIFY2(m_workspace->open(), qPrintable(m_workspace->errorString()));
    }

    ChecklistStore store() { return ChecklistStore(m_workspace->database()); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void init() { openWorkspace(); }
    void cleanup() { m_workspace.reset(); }

    void structureGroupsTheRequirements()
    {
        ChecklistModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setWorkspace(m_workspace.get());
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.undoStack());

        QSignalSpy loaded(&model, &ChecklistModel::loaded);
        QVERIFY(model.setApplication(21));
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(model.applicationNumber(), 21);

        // Functional, Maintenance, then the application as a whole.
        QCOMPARE(model.rowCount(), 3);
        const QModelIndex functional = model.index(0, 0);
        const QModelIndex maintenance = model.index(1, 0);
        QCOMPARE(functional.data().toString(), QStringLiteral("Functional"));
        QCOMPARE(maintenance.data().toString(), QStringLiteral("Maintenance"));
        QCOMPARE(model.rowCount(functional), 6);
        QCOMPARE(model.rowCount(maintenance), 4);
        QCOMPARE(ChecklistModel::rowKind(functional), ChecklistModel::RowKind::Group);
        QCOMPARE(model.flags(functional), Qt::NoItemFlags);
        QCOMPARE(ChecklistModel::rowKind(model.applicationIndex()),
                 ChecklistModel::RowKind::Application);
        QVERIFY(ChecklistModel::isEvidenceTarget(model.applicationIndex()));
        QVERIFY(!ChecklistModel::isEvidenceTarget(functional));

        const QStringList expected {
            QStringLiteral("pytorch-integration"), QStringLiteral("feature-list"),
            QStringLiteral("working-ci"),          QStringLiteral("ci-integration"),
            QStringLiteral("release-plan"),        QStringLiteral("package"),
            QStringLiteral("maintainers"),         QStringLiteral("maintenance-commitment"),
            QStringLiteral("release-gap"),         QStringLiteral("security-policy")
        };
        QStringList ids;
        for (const QModelIndex &group : { functional, maintenance }) {
            for (int row = 0; row < model.rowCount(group); ++row) {
                const QModelIndex index = model.index(row, 0, group);
                QCOMPARE(ChecklistModel::rowKind(index), ChecklistModel::RowKind::Requirement);
                QCOMPARE(index.parent(), group);
                ids << index.data(ChecklistModel::RequirementIdRole).toString();
                QCOMPARE(model.requirementIndex(ids.last()), index);
                QCOMPARE(index.siblingAtColumn(ChecklistModel::StatusColumn).data().toString(),
                         QStringLiteral("Unreviewed"));
                QVERIFY(model.flags(index) & Qt::ItemIsSelectable);
            }
        }
        QCOMPARE(ids, expected);

        // Links from the mapped sections count as evidence.
        const QModelIndex workingCi =
            model.requirementIndex(QStringLiteral("working-ci"), ChecklistModel::EvidenceColumn);
        QCOMPARE(workingCi.data(ChecklistModel::EvidenceCountRole).toInt(), 2);
        QCOMPARE(workingCi.data().toInt(), 2);
        QCOMPARE(model.links(QStringLiteral("working-ci")).first().url,
                 QUrl(QStringLiteral("https://github.com/lumenvale-labs/torch-lpu/actions")));
        QCOMPARE(model.sections(QStringLiteral("working-ci")).size(), 1);

        // Group rows summarise their requirements.
        QCOMPARE(model.index(0, ChecklistModel::StatusColumn).data().toString(),
                 QStringLiteral("0/6"));

        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.setApplication(999));
        QCOMPARE(model.rowCount(), 0);
    }

    void stepRequirementCrossesGroups()
    {
        ChecklistModel model;
        model.setWorkspace(m_workspace.get());
        QVERIFY(model.setApplication(21));
        QModelIndex index = model.stepRequirement({}, 1);
        QCOMPARE(index.data(ChecklistModel::RequirementIdRole).toString(),
                 QStringLiteral("pytorch-integration"));
        index = model.stepRequirement(model.requirementIndex(QStringLiteral("package")), 1);
        QCOMPARE(index.data(ChecklistModel::RequirementIdRole).toString(),
                 QStringLiteral("maintainers"));
        index = model.stepRequirement(index, -1);
        QCOMPARE(index.data(ChecklistModel::RequirementIdRole).toString(),
                 QStringLiteral("package"));
        index = model.stepRequirement(model.requirementIndex(QStringLiteral("security-policy")), 1);
        QCOMPARE(index.data(ChecklistModel::RequirementIdRole).toString(),
                 QStringLiteral("security-policy")); // clamped
        index = model.stepRequirement(model.applicationIndex(), -1);
        QCOMPARE(index.data(ChecklistModel::RequirementIdRole).toString(),
                 QStringLiteral("security-policy"));
        index = model.stepRequirement({}, -1);
        QCOMPARE(index.data(ChecklistModel::RequirementIdRole).toString(),
                 QStringLiteral("security-policy"));
    }

    void statusesAreStoredAndUndoable()
    {
        ChecklistModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setWorkspace(m_workspace.get());
        QVERIFY(model.setApplication(21));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy progress(&model, &ChecklistModel::progressChanged);

        const QString id = QStringLiteral("security-policy");
        const QModelIndex status = model.requirementIndex(id, ChecklistModel::StatusColumn);
        QVERIFY(model.setData(status, int(ChecklistStatus::Gap), ChecklistModel::StatusRole));
        QCOMPARE(store().entry(21, id).status, ChecklistStatus::Gap);
        QCOMPARE(status.data().toString(), QStringLiteral("Gap"));
        QCOMPARE(status.data(ChecklistModel::StatusIdRole).toString(), QStringLiteral("gap"));
        QVERIFY(!changed.isEmpty());
        QCOMPARE(progress.count(), 1);
        QCOMPARE(progress.last().at(0).toInt(), 21);
        QCOMPARE(progress.last().at(1).value<ChecklistProgress>().gap, 1);
        QCOMPARE(model.progress().gap, 1);
        QCOMPARE(model.index(1, ChecklistModel::StatusColumn).data().toString(),
                 QStringLiteral("1/4"));

        QVERIFY(model.setData(status, QStringLiteral("met"), ChecklistModel::StatusIdRole));
        QCOMPARE(store().entry(21, id).status, ChecklistStatus::Met);
        // The same status again is no new step.
        QVERIFY(model.setStatus(id, ChecklistStatus::Met));
        QUndoStack *stack = model.undoStack();
        QVERIFY(stack);
        QCOMPARE(stack->count(), 2);
        QCOMPARE(stack->undoText(), QStringLiteral("Mark “Security policy” as Met"));

        // Undo and redo write to the store.
        stack->undo();
        QCOMPARE(store().entry(21, id).status, ChecklistStatus::Gap);
        QCOMPARE(status.data().toString(), QStringLiteral("Gap"));
        stack->undo();
        QCOMPARE(store().entry(21, id).status, ChecklistStatus::Unreviewed);
        QCOMPARE(model.progress().unreviewed, 10);
        stack->redo();
        QCOMPARE(store().entry(21, id).status, ChecklistStatus::Gap);
        QCOMPARE(progress.last().at(1).value<ChecklistProgress>().gap, 1);

        // Invalid values change nothing.
        QVERIFY(!model.setData(status, 42, ChecklistModel::StatusRole));
        QVERIFY(!model.setData(status, QStringLiteral("nope"), ChecklistModel::StatusIdRole));
        QVERIFY(!model.setData(model.index(0, 0), int(ChecklistStatus::Met),
                               ChecklistModel::StatusRole));
        QVERIFY(!model.setStatus(QStringLiteral("no-such-requirement"), ChecklistStatus::Met));
        QVERIFY(!model.errorString().isEmpty());
        QCOMPARE(stack->count(), 2);
    }

    void eachApplicationHasItsOwnUndoStack()
    {
        ChecklistModel model;
        model.setWorkspace(m_workspace.get());
        QSignalSpy progress(&model, &ChecklistModel::progressChanged);
        QVERIFY(model.setApplication(21));
        QVERIFY(model.setStatus(QStringLiteral("package"), ChecklistStatus::Met));
        QUndoStack *first = model.undoStack();
        QCOMPARE(model.undoGroup()->activeStack(), first);

        QVERIFY(model.setApplication(15));
        QUndoStack *second = model.undoStack();
        QVERIFY(second != first);
        QCOMPARE(model.undoGroup()->activeStack(), second);
        QVERIFY(!second->canUndo());
        QVERIFY(model.setStatus(QStringLiteral("package"), ChecklistStatus::Gap));

        // Undoing in application 21's history while 15 is shown still reaches the store, and
        // tells the list.
        first->undo();
        QCOMPARE(store().entry(21, QStringLiteral("package")).status, ChecklistStatus::Unreviewed);
        QCOMPARE(store().entry(15, QStringLiteral("package")).status, ChecklistStatus::Gap);
        QCOMPARE(progress.last().at(0).toInt(), 21);
        QCOMPARE(progress.last().at(1).value<ChecklistProgress>().unreviewed, 10);
        QCOMPARE(model.requirementIndex(QStringLiteral("package"), 1).data().toString(),
                 QStringLiteral("Gap"));

        QVERIFY(model.setApplication(21));
        QCOMPARE(model.undoGroup()->activeStack(), first);
        QVERIFY(first->canRedo());
    }

    void notesAreStoredAndTypingMerges()
    {
        ChecklistModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setWorkspace(m_workspace.get());
        QVERIFY(model.setApplication(21));
        QSignalSpy entryChanged(&model, &ChecklistModel::entryChanged);
        const QString id = QStringLiteral("working-ci");
        const QModelIndex index = model.requirementIndex(id);

        QVERIFY(model.setData(index, QStringLiteral("First"), ChecklistModel::NoteRole));
        QCOMPARE(store().entry(21, id).note, QStringLiteral("First"));
        QCOMPARE(index.data(ChecklistModel::NoteRole).toString(), QStringLiteral("First"));
        QCOMPARE(entryChanged.count(), 1);
        QCOMPARE(entryChanged.last().at(0).toString(), id);

        // Typing pauses merge into one step; a single edit does not.
        QVERIFY(
            model.setNote(id, QStringLiteral("First, typed"), ChecklistModel::NoteEdit::Typing));
        QVERIFY(model.setNote(id, QStringLiteral("First, typed more"),
                              ChecklistModel::NoteEdit::Typing));
        QUndoStack *stack = model.undoStack();
        QCOMPARE(stack->count(), 2);
        QCOMPARE(stack->undoText(), QStringLiteral("Edit the note on “Working CI”"));
        stack->undo();
        QCOMPARE(store().entry(21, id).note, QStringLiteral("First"));
        stack->undo();
        QCOMPARE(store().entry(21, id).note, QString());
        QCOMPARE(index.data(ChecklistModel::NoteRole).toString(), QString());
        stack->redo();
        stack->redo();
        QCOMPARE(store().entry(21, id).note, QStringLiteral("First, typed more"));
    }

    void evidenceNotesAreAddedAndUndone()
    {
        ChecklistModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setWorkspace(m_workspace.get());
        QVERIFY(model.setApplication(21));
        QSignalSpy evidence(&model, &ChecklistModel::evidenceChanged);
        const QString id = QStringLiteral("security-policy");

        QTemporaryFile file(m_dir.filePath(QStringLiteral("policy-XXXXXX.pdf")));
        QVERIFY(file.open());
        const QByteArray fileBytes("%PDF-1.4 not really a PDF\n");
        file.write(fileBytes);
        file.close();

        EvidenceDraft url;
        url.kind = EvidenceKind::Url;
        url.url = QUrl(QStringLiteral("https://lumenvale.example/security/policy"));
        url.source = EvidenceMime::dropSource();
        EvidenceDraft text;
        text.kind = EvidenceKind::Text;
        text.text = QStringLiteral("Disclosure within 90 days.");
        text.source = EvidenceMime::pasteSource();
        EvidenceDraft pdf;
        pdf.kind = EvidenceKind::File;
        pdf.filePath = file.fileName();
        EvidenceDraft image;
        image.kind = EvidenceKind::Image;
        image.data = pngBytes(Qt::darkCyan);
        image.name = QStringLiteral("screenshot.png");
        image.source = EvidenceMime::pasteSource();

        QStringList problems;
        const QList<qint64> ids = model.addEvidence(id, { url, text, pdf, image }, &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(ids.size(), 4);
        QCOMPARE(evidence.count(), 1);
        QCOMPARE(model.notes(id).size(), 4);
        QCOMPARE(store().notes(21).size(), 4);
        const QModelIndex count = model.requirementIndex(id, ChecklistModel::EvidenceColumn);
        QCOMPARE(count.data(ChecklistModel::NoteCountRole).toInt(), 4);
        QCOMPARE(count.data(ChecklistModel::EvidenceCountRole).toInt(), 5); // and one link

        const EvidenceNote stored = *store().note(ids.at(2));
        QCOMPARE(stored.kind, EvidenceKind::File);
        QCOMPARE(stored.sha256.toLatin1(), sha256Hex(fileBytes));
        const QString copy = store().absoluteFilePath(stored);
        QVERIFY(QFile::exists(copy));

        QUndoStack *stack = model.undoStack();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->undoText(), QStringLiteral("Add 4 evidence notes to “Security policy”"));
        stack->undo();
        QCOMPARE(store().notes(21).size(), 0);
        QCOMPARE(model.notes(id).size(), 0);
        QVERIFY(QFile::exists(copy)); // kept while a redo can bring the note back
        QCOMPARE(count.data(ChecklistModel::NoteCountRole).toInt(), 0);

        stack->redo();
        const QList<EvidenceNote> restored = store().notes(21);
        QCOMPARE(restored.size(), 4);
        QCOMPARE(restored.at(0).content, url.url.toString());
        QCOMPARE(restored.at(1).content, text.text);
        QCOMPARE(restored.at(1).source, EvidenceMime::pasteSource());
        QCOMPARE(restored.at(2).sha256.toLatin1(), sha256Hex(fileBytes));
        QCOMPARE(restored.at(2).originalName, QFileInfo(file.fileName()).fileName());
        QCOMPARE(restored.at(2).source, stored.source);
        QVERIFY(QFile::exists(store().absoluteFilePath(restored.at(2))));
        QCOMPARE(restored.at(3).kind, EvidenceKind::Image);
        QCOMPARE(restored.at(3).sha256.toLatin1(), sha256Hex(image.data));
        // The same notes, with their ids.
        for (int i = 0; i < ids.size(); ++i) {
            QCOMPARE(restored.at(i).id, ids.at(i));
        }
        QCOMPARE(restored.at(2).createdAt, stored.createdAt);
        QCOMPARE(model.currentNoteId(ids.at(2)), restored.at(2).id);
    }

    void applicationEvidenceAndProblems()
    {
        ChecklistModel model;
        model.setWorkspace(m_workspace.get());
        QVERIFY(model.setApplication(21));
        const int before = model.applicationIndex().data(ChecklistModel::EvidenceCountRole).toInt();

        QMimeData mime;
        mime.setUrls({ QUrl(QStringLiteral("https://lumenvale.example/about")),
                       QUrl(QStringLiteral("javascript:alert(1)")) });
        const EvidenceDrafts drafts = EvidenceMime::decode(&mime, EvidenceMime::dropSource());
        QCOMPARE(drafts.drafts.size(), 1);
        QCOMPARE(drafts.problems.size(), 1);
        QStringList problems;
        QCOMPARE(model.addEvidence(QString(), drafts.drafts, &problems).size(), 1);
        QVERIFY(problems.isEmpty());
        QCOMPARE(model.notes(QString()).size(), 1);
        QCOMPARE(model.applicationIndex().data(ChecklistModel::EvidenceCountRole).toInt(),
                 before + 1);
        QCOMPARE(store().notes(21).first().requirementId, QString());

        // Too large: refused with a message, nothing stored, nothing to undo.
        model.setMaxEvidenceFileSize(64);
        EvidenceDraft big;
        big.kind = EvidenceKind::Image;
        big.data = QByteArray(65, 'x');
        big.name = QStringLiteral("big.png");
        QVERIFY(model.addEvidence(QStringLiteral("package"), { big }, &problems).isEmpty());
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(QStringLiteral("big.png")),
                 qPrintable(problems.first()));
        QCOMPARE(store().notes(21).size(), 1);
        QCOMPARE(model.undoStack()->count(), 1);
    }

    void removeAndEditAreUndoable()
    {
        ChecklistModel model;
        model.setWorkspace(m_workspace.get());
        QVERIFY(model.setApplication(21));
        const QString id = QStringLiteral("package");
        EvidenceDraft image;
        image.kind = EvidenceKind::Image;
        image.data = pngBytes(Qt::red);
        image.name = QStringLiteral("download-page.png");
        image.source = EvidenceMime::dropSource();
        const QList<qint64> ids = model.addEvidence(id, { image });
        QCOMPARE(ids.size(), 1);
        const qint64 original = ids.first();

        // Include in the report, then give it a caption.
        EvidenceNote note = *model.note(original);
        note.includeInReport = true;
        QVERIFY(model.updateEvidenceNote(note));
        QVERIFY(store().note(original)->includeInReport);
        QCOMPARE(model.undoStack()->undoText(), QStringLiteral("Include a note in the report"));
        note.content = QStringLiteral("The download page");
        QVERIFY(model.updateEvidenceNote(note));
        QCOMPARE(store().note(original)->content, QStringLiteral("The download page"));

        // Delete it; the file stays while the deletion can be undone. Undo brings back the same
        // note: id, creation time, source, content, flags and file.
        const EvidenceNote beforeDelete = *store().note(original);
        const QString path = store().absoluteFilePath(beforeDelete);
        QVERIFY(model.removeEvidenceNote(original));
        QVERIFY(!store().note(original));
        QVERIFY(QFile::exists(path));
        QCOMPARE(model.notes(id).size(), 0);
        model.undoStack()->undo();
        const qint64 restoredId = model.currentNoteId(original);
        QCOMPARE(restoredId, original);
        const EvidenceNote restored = *store().note(restoredId);
        QCOMPARE(restored.createdAt, beforeDelete.createdAt);
        QCOMPARE(restored.source, EvidenceMime::dropSource());
        QCOMPARE(restored.filePath, beforeDelete.filePath);
        QCOMPARE(restored.content, QStringLiteral("The download page"));
        QVERIFY(restored.includeInReport);
        QCOMPARE(restored.sha256.toLatin1(), sha256Hex(image.data));
        QCOMPARE(restored.originalName, QStringLiteral("download-page.png"));
        QVERIFY(QFile::exists(store().absoluteFilePath(restored)));

        // Older steps follow the note to its new id.
        model.undoStack()->undo(); // the caption
        QCOMPARE(store().note(restoredId)->content, QString());
        model.undoStack()->undo(); // the report flag
        QVERIFY(!store().note(restoredId)->includeInReport);
        model.undoStack()->undo(); // the add
        QCOMPARE(store().notes(21).size(), 0);
        // And forward again.
        while (model.undoStack()->canRedo()) {
            model.undoStack()->redo();
        }
        QCOMPARE(store().notes(21).size(), 0); // the last step deleted it
        model.undoStack()->undo();
        const EvidenceNote back = *store().note(model.currentNoteId(original));
        QCOMPARE(back.content, QStringLiteral("The download page"));
        QVERIFY(back.includeInReport);
    }

    void fileOfADeletedNoteGoesWithTheUndoHistory()
    {
        QString deletedCopy;
        QString restoredCopy;
        {
            ChecklistModel model;
            model.setWorkspace(m_workspace.get());
            QVERIFY(model.setApplication(21));
            EvidenceDraft first;
            first.kind = EvidenceKind::Image;
            first.data = pngBytes(Qt::green);
            first.name = QStringLiteral("deleted.png");
            EvidenceDraft second;
            second.kind = EvidenceKind::Image;
            second.data = pngBytes(Qt::blue);
            second.name = QStringLiteral("restored.png");
            const QList<qint64> ids =
                model.addEvidence(QStringLiteral("package"), { first, second });
            QCOMPARE(ids.size(), 2);
            deletedCopy = store().absoluteFilePath(*store().note(ids.at(0)));
            restoredCopy = store().absoluteFilePath(*store().note(ids.at(1)));
            QVERIFY(model.removeEvidenceNote(ids.at(0)));
            QVERIFY(model.removeEvidenceNote(ids.at(1)));
            model.undoStack()->undo(); // the second comes back
            QVERIFY(store().note(ids.at(1)));
            // Both files are there while the undo history is.
            QVERIFY(QFile::exists(deletedCopy));
            QVERIFY(QFile::exists(restoredCopy));
        }
        // The model (and its undo history) is gone: the deletion is final, its file goes.
        QVERIFY(!QFile::exists(deletedCopy));
        QVERIFY(QFile::exists(restoredCopy));
    }

    void reloadKeepsRows()
    {
        ChecklistModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setWorkspace(m_workspace.get());
        QVERIFY(model.setApplication(21));
        const QPersistentModelIndex persistent = model.requirementIndex(QStringLiteral("package"));
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        // Someone else (the command line) changes the store.
        QVERIFY(store().setStatus(21, QStringLiteral("package"), ChecklistStatus::NeedsJudgment));
        model.reload();
        QCOMPARE(reset.count(), 0);
        QVERIFY(persistent.isValid());
        QCOMPARE(
            QModelIndex(persistent).siblingAtColumn(ChecklistModel::StatusColumn).data().toString(),
            QStringLiteral("Needs judgment"));
    }

    void progressText()
    {
        ChecklistProgress progress;
        progress.met = 3;
        progress.gap = 1;
        progress.unreviewed = 6;
        QCOMPARE(ui::checklistProgressText(progress),
                 QStringLiteral("3 met · 1 gap · 6 unreviewed"));
        QCOMPARE(ui::checklistProgressDescription(progress),
                 QStringLiteral("4 of 10 reviewed: 3 met, 1 gap, 6 unreviewed"));
        progress.gap = 2;
        progress.unreviewed = 0;
        progress.notApplicable = 5;
        QCOMPARE(ui::checklistProgressText(progress),
                 QStringLiteral("3 met · 2 gaps · 5 not applicable"));
    }
};

QTEST_MAIN(tst_ChecklistModel)
#include "tst_checklistmodel.moc"
