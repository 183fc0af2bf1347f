// Over 600 lines on purpose: one test executable per class, and the store has many cases
// (migrations, files, limits).
//
// The reviewer's checklist and evidence notes in SQLite: set/get, reopen, migration from
// schema 2, dropped files copied with their hash and a size limit, and the sync's cache writes
// leaving all of it alone.

#include "TestSupport.h"
#include "core/demo/DemoWorkspace.h"
#include "core/review/ChecklistStore.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/ReviewerStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

using namespace acp;
using acp::test::s;

namespace {

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return file.write(content) == content.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

int rowCount(Database &db, const QString &table)
{
    QSqlQuery query(db.connection());
    if (!query.exec(s("SELECT COUNT(*) FROM ") + table) || !query.next())
        return -1;
    return query.value(0).toInt();
}

// Every file below `dir`, hidden ones included, relative to it.
QStringList filesBelow(const QString &dir)
{
    QStringList files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(QDir(dir).relativeFilePath(it.next()));
    files.sort();
    return files;
}

Issue issue(int number, const QString &body = s("### Security policy\n\n_No response_\n"))
{
    Issue result;
    result.number = number;
    result.githubId = 1000 + number;
    result.title = s("[ACP Application]: Test %1").arg(number);
    result.body = body;
    result.author = s("applicant");
    result.state = s("open");
    result.labels = { s("new") };
    result.createdAt = QDateTime(QDate(2026, 1, 1), QTime(10, 0), QTimeZone::utc());
    result.updatedAt = result.createdAt;
    return result;
}

} // namespace

class tst_ChecklistStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void setAndGet()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY2(db.open(dir.filePath(s("ws.sqlite3"))), qPrintable(db.errorString()));
        ChecklistStore store(db);

        const ChecklistEntry fresh = store.entry(3, s("security-policy"));
        QCOMPARE(fresh.status, ChecklistStatus::Unreviewed);
        QCOMPARE(fresh.note, QString());
        QVERIFY(!fresh.updatedAt.isValid());

        QVERIFY2(
            store.setEntry(3, s("security-policy"), ChecklistStatus::Gap, s("No *timelines*.")),
            qPrintable(store.errorString()));
        ChecklistEntry entry = store.entry(3, s("security-policy"));
        QCOMPARE(entry.status, ChecklistStatus::Gap);
        QCOMPARE(entry.note, s("No *timelines*."));
        QVERIFY(entry.updatedAt.isValid());
        QVERIFY(qAbs(entry.updatedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);

        // Status and note change independently.
        QVERIFY(store.setStatus(3, s("security-policy"), ChecklistStatus::Met));
        QCOMPARE(store.entry(3, s("security-policy")).note, s("No *timelines*."));
        QVERIFY(store.setNote(3, s("security-policy"), s("Fixed in a comment.")));
        QCOMPARE(store.entry(3, s("security-policy")).status, ChecklistStatus::Met);
        QVERIFY(store.setEntry(3, s("release-gap"), ChecklistStatus::NeedsJudgment, QString()));
        QVERIFY(store.setEntry(7, s("release-gap"), ChecklistStatus::NotApplicable, QString()));

        const QHash<QString, ChecklistEntry> entries = store.entries(3);
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries.value(s("release-gap")).status, ChecklistStatus::NeedsJudgment);
        QCOMPARE(entries.value(s("security-policy")).note, s("Fixed in a comment."));
        const auto all = store.allStatuses();
        QCOMPARE(all.size(), 2);
        QCOMPARE(all.value(7).value(s("release-gap")), ChecklistStatus::NotApplicable);

        // Back to unreviewed without a note: no row is kept.
        QVERIFY(store.setEntry(3, s("release-gap"), ChecklistStatus::Unreviewed, s("  ")));
        QCOMPARE(store.entries(3).size(), 1);
        // Unreviewed with a note is kept.
        QVERIFY(
            store.setEntry(3, s("release-gap"), ChecklistStatus::Unreviewed, s("Ask about 2.12.")));
        QCOMPARE(store.entry(3, s("release-gap")).note, s("Ask about 2.12."));
        QCOMPARE(rowCount(db, s("reviewer_checklist")), 3);

        QVERIFY(!store.setEntry(0, s("release-gap"), ChecklistStatus::Met, QString()));
        QVERIFY(!store.errorString().isEmpty());
        QVERIFY(!store.setEntry(3, QString(), ChecklistStatus::Met, QString()));

        // The schema refuses statuses it does not know, whoever writes.
        QSqlQuery raw(db.connection());
        QVERIFY(!raw.exec(
            s("INSERT INTO reviewer_checklist (issue_number, requirement_id, status, updated_at) "
              "VALUES (9, 'package', 'approved', '2026-01-01T00:00:00Z')")));
    }

    void survivesReopen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(s("ws.sqlite3"));
        qint64 noteId = 0;
        {
            Database db;
            QVERIFY(db.open(path));
            ChecklistStore store(db);
            QVERIFY(store.setEntry(12, s("working-ci"), ChecklistStatus::NeedsJudgment,
                                   s("TPE-2 by hand.")));
            const std::optional<qint64> id =
                store.addTextNote(12, s("working-ci"), s("Weekly reports are public."), s("paste"));
            QVERIFY2(id, qPrintable(store.errorString()));
            noteId = *id;
        }
        Database db;
        QVERIFY(db.open(path));
        ChecklistStore store(db);
        QCOMPARE(store.entry(12, s("working-ci")).status, ChecklistStatus::NeedsJudgment);
        QCOMPARE(store.entry(12, s("working-ci")).note, s("TPE-2 by hand."));
        const std::optional<EvidenceNote> note = store.note(noteId);
        QVERIFY(note);
        QCOMPARE(note->content, s("Weekly reports are public."));
        QCOMPARE(note->source, s("paste"));
        QCOMPARE(note->kind, EvidenceKind::Text);
    }

    void migrationFromSchemaTwoKeepsData()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(s("ws.sqlite3"));
        {
            Database old;
            QVERIFY2(old.openAtVersion(path, 2), qPrintable(old.errorString()));
            QCOMPARE(old.schemaVersion(), 2);
            QVERIFY(ReviewerStore(old).setApplicationNote(3, s("Looks strong.")));
            // Written as that schema's sync wrote it (today's IssueCache writes later columns).
            QSqlQuery query(old.connection());
            QVERIFY(query.exec(s("INSERT INTO issues (number, title, author) "
                                 "VALUES (3, 'Nordhaven NPU', 'vendor')")));
            QVERIFY(!query.exec(s("SELECT COUNT(*) FROM reviewer_checklist")));
        }
        Database db;
        QVERIFY2(db.open(path), qPrintable(db.errorString()));
        QCOMPARE(db.schemaVersion(), Database::latestSchemaVersion());
        QVERIFY(Database::latestSchemaVersion() >= 3);
        QCOMPARE(ReviewerStore(db).applicationNote(3), s("Looks strong."));
        QVERIFY(IssueCache(db).issue(3));
        ChecklistStore store(db);
        QVERIFY(store.setEntry(3, s("package"), ChecklistStatus::Met, QString()));
        QVERIFY(
            store.addUrlNote(3, QString(), QUrl(s("https://pypi.org/project/torch-nordhaven/"))));
        QCOMPARE(rowCount(db, s("reviewer_checklist")), 1);
        QCOMPARE(rowCount(db, s("reviewer_evidence_notes")), 1);
    }

    void evidenceNotes()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        ChecklistStore store(db);

        const std::optional<qint64> link = store.addUrlNote(
            3, s("security-policy"), QUrl(s("https://github.com/x/y/security/policy")), s("drop"));
        QVERIFY2(link, qPrintable(store.errorString()));
        const std::optional<qint64> text =
            store.addTextNote(3, QString(), s("Discussed at the March meeting."));
        QVERIFY(text);
        QVERIFY(store.addTextNote(4, s("package"), s("Another application.")));

        // Hostile or empty input is refused with a sentence.
        for (const char *bad : { "javascript:alert(1)", "file:///etc/passwd", "data:text/html,x",
                                 "https://user:pw@x.example/" }) {
            QVERIFY2(!store.addUrlNote(3, QString(), QUrl(s(bad))), bad);
            QVERIFY(store.errorString().contains(s("http and https")));
        }
        QVERIFY(!store.addTextNote(3, QString(), s("   ")));
        QVERIFY(!store.addTextNote(3, QString(),
                                   QString(ChecklistStore::MaxTextSize + 1, QLatin1Char('x'))));
        QVERIFY(!store.addTextNote(0, QString(), s("No application.")));

        QList<EvidenceNote> notes = store.notes(3);
        QCOMPARE(notes.size(), 2);
        QCOMPARE(notes.at(0).id, *link);
        QCOMPARE(notes.at(0).kind, EvidenceKind::Url);
        QCOMPARE(notes.at(0).content, s("https://github.com/x/y/security/policy"));
        QCOMPARE(notes.at(0).requirementId, s("security-policy"));
        QCOMPARE(notes.at(1).requirementId, QString());
        // Private by default.
        QVERIFY(!notes.at(0).includeInReport);
        QVERIFY(!notes.at(0).includeInRequest);
        QSqlQuery raw(db.connection());
        QVERIFY(
            raw.exec(s("SELECT COUNT(*) FROM reviewer_evidence_notes WHERE requirement_id IS NULL"))
            && raw.next());
        QCOMPARE(raw.value(0).toInt(), 1);

        // Edit: move the text to a requirement, include it in the report.
        EvidenceNote edited = notes.at(1);
        edited.requirementId = s("maintainers");
        edited.content = s("Discussed at the March meeting; the team answered within a day.");
        edited.includeInReport = true;
        QVERIFY2(store.updateNote(edited), qPrintable(store.errorString()));
        const std::optional<EvidenceNote> reread = store.note(edited.id);
        QVERIFY(reread);
        QCOMPARE(reread->requirementId, s("maintainers"));
        QCOMPARE(reread->content, edited.content);
        QVERIFY(reread->includeInReport);
        QVERIFY(!reread->includeInRequest);
        QVERIFY(reread->createdAt.isValid());

        EvidenceNote wrongKind = *reread;
        wrongKind.kind = EvidenceKind::Url;
        QVERIFY(!store.updateNote(wrongKind));
        EvidenceNote badUrl = notes.at(0);
        badUrl.content = s("javascript:alert(1)");
        QVERIFY(!store.updateNote(badUrl));
        QCOMPARE(store.note(*link)->content, s("https://github.com/x/y/security/policy"));

        QVERIFY(store.removeNote(*link));
        QVERIFY(!store.note(*link));
        QVERIFY(!store.removeNote(*link));
        QCOMPARE(store.notes(3).size(), 1);
        QCOMPARE(store.notes(4).size(), 1);
    }

    void filesAreCopiedWithTheirHash()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("reviews/ws.sqlite3"))));
        ChecklistStore store(db);
        QCOMPARE(store.maxFileSize(), qint64(25 * 1024 * 1024));
        QCOMPARE(QDir::cleanPath(store.filesDirectory()),
                 QDir::cleanPath(dir.filePath(s("reviews/ws.files"))));

        QByteArray content;
        for (int i = 0; i < 100000; ++i)
            content += char('a' + i % 26);
        const QString original = dir.filePath(s("CI results (March).pdf"));
        QVERIFY(writeFile(original, content));
        QFile::setPermissions(original, QFile::permissions(original) | QFileDevice::ExeOwner);
        const QString sha = QString::fromLatin1(
            QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());

        const std::optional<qint64> id = store.addFileNote(21, s("working-ci"), original);
        QVERIFY2(id, qPrintable(store.errorString()));
        const EvidenceNote note = *store.note(*id);
        QCOMPARE(note.kind, EvidenceKind::File);
        QCOMPARE(note.sha256, sha);
        QCOMPARE(note.size, qint64(content.size()));
        QCOMPARE(note.originalName, s("CI results (March).pdf"));
        QCOMPARE(note.filePath, sha.left(16) + s("/CI results (March).pdf"));
        QCOMPARE(note.source, QDir::toNativeSeparators(QFileInfo(original).absoluteFilePath()));
        const QString copy = store.absoluteFilePath(note);
        QVERIFY(copy.startsWith(store.filesDirectory() + QLatin1Char('/')));
        QCOMPARE(readFile(copy), content);
        QVERIFY(!(QFile::permissions(copy)
                  & (QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther)));
        QCOMPARE(readFile(original), content); // the original is left alone

        // The same file again is stored once; it goes when its last note goes.
        const std::optional<qint64> again =
            store.addFileNote(21, QString(), original, EvidenceKind::File, s("drop"));
        QVERIFY(again);
        QCOMPARE(store.note(*again)->filePath, note.filePath);
        QCOMPARE(filesBelow(store.filesDirectory()), QStringList { note.filePath });
        QVERIFY(store.removeNote(*id));
        QVERIFY(QFile::exists(copy));
        QVERIFY(store.removeNote(*again));
        QVERIFY(!QFile::exists(copy));
        QCOMPARE(filesBelow(store.filesDirectory()), QStringList());

        // Pasted bytes, e.g. a screenshot.
        const QByteArray png = QByteArray::fromHex("89504e470d0a1a0a0000000d49484452");
        const std::optional<qint64> image = store.addDataNote(
            21, s("working-ci"), png, s("screenshot.png"), EvidenceKind::Image, s("paste"));
        QVERIFY2(image, qPrintable(store.errorString()));
        const EvidenceNote imageNote = *store.note(*image);
        QCOMPARE(imageNote.kind, EvidenceKind::Image);
        QCOMPARE(readFile(store.absoluteFilePath(imageNote)), png);
        QCOMPARE(
            imageNote.sha256,
            QString::fromLatin1(QCryptographicHash::hash(png, QCryptographicHash::Sha256).toHex()));
    }

    void removedNoteIsRestoredAsItWas()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(s("ws.sqlite3"));
        const QString original = dir.filePath(s("benchmark.csv"));
        QVERIFY(writeFile(original, QByteArray("op,ms\nmatmul,1.9\n")));
        EvidenceNote removed;
        QString copy;
        {
            Database db;
            QVERIFY(db.open(path));
            ChecklistStore store(db);
            const std::optional<qint64> id =
                store.addFileNote(12, s("working-ci"), original, EvidenceKind::File, s("drop"));
            QVERIFY2(id, qPrintable(store.errorString()));
            const std::optional<qint64> text =
                store.addTextNote(12, QString(), s("About the whole application."), s("paste"));
            QVERIFY(text);
            removed = *store.note(*id);
            removed.content = s("Benchmarks, March");
            removed.includeInReport = true;
            QVERIFY(store.updateNote(removed));
            removed = *store.note(*id);
            copy = store.absoluteFilePath(removed);

            // An undoable removal keeps the file; the row goes.
            QVERIFY(store.removeNote(*id, ChecklistStore::FileRemoval::Keep));
            QVERIFY(!store.note(*id));
            QVERIFY(QFile::exists(copy));
            // A later note gets a later id: ids are never reused.
            const std::optional<qint64> later = store.addTextNote(12, QString(), s("Later."));
            QVERIFY(later && *later > *id);

            QVERIFY2(store.restoreNote(removed), qPrintable(store.errorString()));
            QVERIFY(!store.restoreNote(removed)); // the id is taken now
            const EvidenceNote back = *store.note(*id);
            QCOMPARE(back.id, removed.id);
            QCOMPARE(back.createdAt, removed.createdAt);
            QCOMPARE(back.updatedAt, removed.updatedAt);
            QCOMPARE(back.source, s("drop"));
            QCOMPARE(back.requirementId, s("working-ci"));
            QCOMPARE(back.content, s("Benchmarks, March"));
            QVERIFY(back.includeInReport);
            QCOMPARE(back.filePath, removed.filePath);
            QCOMPARE(back.sha256, removed.sha256);
            QCOMPARE(back.originalName, s("benchmark.csv"));
            QCOMPARE(back.size, removed.size);
            // In the order it was first added.
            QCOMPARE(store.notes(12).first().id, removed.id);
        }
        // After a restart.
        Database db;
        QVERIFY(db.open(path));
        ChecklistStore store(db);
        const std::optional<EvidenceNote> reopened = store.note(removed.id);
        QVERIFY(reopened);
        QCOMPARE(reopened->createdAt, removed.createdAt);
        QCOMPARE(reopened->source, s("drop"));
        QCOMPARE(readFile(store.absoluteFilePath(*reopened)), QByteArray("op,ms\nmatmul,1.9\n"));

        // A file kept for undo goes once nothing can bring its note back.
        QVERIFY(store.removeNote(removed.id, ChecklistStore::FileRemoval::Keep));
        QVERIFY(QFile::exists(copy));
        QVERIFY(store.removeFileIfUnused(removed.filePath));
        QVERIFY(!QFile::exists(copy));
        // Without its file, the note cannot come back.
        QVERIFY(!store.restoreNote(removed));
        QVERIFY2(store.errorString().contains(s("benchmark.csv")), qPrintable(store.errorString()));
        QVERIFY(!store.note(removed.id));
    }

    void fileInUseIsNotRemoved()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        ChecklistStore store(db);
        const QString original = dir.filePath(s("same.txt"));
        QVERIFY(writeFile(original, QByteArray("same bytes")));
        const std::optional<qint64> first = store.addFileNote(3, s("package"), original);
        const std::optional<qint64> second = store.addFileNote(3, QString(), original);
        QVERIFY(first && second);
        const EvidenceNote note = *store.note(*first);
        QVERIFY(store.removeNote(*first, ChecklistStore::FileRemoval::Keep));
        QVERIFY(!store.removeFileIfUnused(note.filePath)); // the second note uses it
        QVERIFY(QFile::exists(store.absoluteFilePath(note)));
        QVERIFY(store.restoreNote(note));
    }

    void hostileFileNamesStayInsideTheDataFolder_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("stored");
        QTest::newRow("traversal") << s("../../../.bashrc") << s("_bashrc");
        QTest::newRow("windows traversal") << s("..\\..\\evil.exe") << s("evil.exe");
        QTest::newRow("reserved device") << s("CON.txt") << s("_CON.txt");
        QTest::newRow("forbidden characters")
            << s("a:b?c*d|e\"f<g>.png") << s("a_b_c_d_e_f_g_.png");
        QTest::newRow("control characters") << s("line\nbreak\t.txt") << s("line_break_.txt");
        QTest::newRow("trailing dots") << s("report. . .") << s("report");
        QTest::newRow("empty") << QString() << s("file");
        QTest::newRow("only dots") << s("..") << s("file");
        QTest::newRow("non-ASCII kept") << s("評価レポート.pdf") << s("評価レポート.pdf");
        QTest::newRow("long name keeps its suffix") << QString(300, QLatin1Char('n')) + s(".pdf")
                                                    << QString(116, QLatin1Char('n')) + s(".pdf");
    }

    void hostileFileNamesStayInsideTheDataFolder()
    {
        QFETCH(QString, name);
        QFETCH(QString, stored);
        QCOMPARE(ChecklistStore::safeFileName(name), stored);

        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        ChecklistStore store(db);
        const std::optional<qint64> id =
            store.addDataNote(5, QString(), QByteArray("data"), name, EvidenceKind::File);
        QVERIFY2(id, qPrintable(store.errorString()));
        const EvidenceNote note = *store.note(*id);
        QCOMPARE(note.originalName, name);
        const QString path = QFileInfo(store.absoluteFilePath(note)).canonicalFilePath();
        QVERIFY2(path.startsWith(QFileInfo(store.filesDirectory()).canonicalFilePath()
                                 + QLatin1Char('/')),
                 qPrintable(path));
        QCOMPARE(QFileInfo(path).fileName(), stored);
    }

    // Paths read from the database are not trusted (a copied, shared or edited file): a row
    // whose path leads outside the files folder is never read, restored or deleted through.
    void storedPathsOutsideTheFilesFolderAreRefused_data()
    {
        QTest::addColumn<QString>("stored"); // {outside}: the outside file's absolute path
        QTest::addColumn<QString>("link"); // a symbolic link to make inside the folder, if any
        QTest::addColumn<QString>("linkTarget");
        QTest::newRow("parent traversal") << s("../../etc/passwd") << QString() << QString();
        QTest::newRow("to the file beside the database")
            << s("../outside.png") << QString() << QString();
        QTest::newRow("traversal after a segment")
            << s("0123456789abcdef/../../outside.png") << QString() << QString();
        QTest::newRow("absolute") << s("/etc/passwd") << QString() << QString();
        QTest::newRow("absolute, outside file") << s("{outside}") << QString() << QString();
        QTest::newRow("backslashes") << s("..\\outside.png") << QString() << QString();
        QTest::newRow("symlink inside pointing out")
            << s("0123456789abcdef/shot.png") << s("0123456789abcdef/shot.png") << s("{outside}");
        QTest::newRow("symlinked folder")
            << s("fedcba9876543210/outside.png") << s("fedcba9876543210") << s("{dir}");
        QTest::newRow("dangling symlink")
            << s("0123456789abcdef/gone.png") << s("0123456789abcdef/gone.png")
            << s("{dir}/nothing-here");
    }

    void storedPathsOutsideTheFilesFolderAreRefused()
    {
        QFETCH(QString, stored);
        QFETCH(QString, link);
        QFETCH(QString, linkTarget);
        QTemporaryDir dir;
        const QString outside = dir.filePath(s("outside.png"));
        const QByteArray secret("\x89PNG\r\n\x1a\n not the reviewer's to share");
        QVERIFY(writeFile(outside, secret));
        stored.replace(s("{outside}"), outside);
        linkTarget.replace(s("{outside}"), outside).replace(s("{dir}"), dir.path());

        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        ChecklistStore store(db);
        const std::optional<qint64> id = store.addDataNote(
            7, s("working-ci"), QByteArray("legitimate bytes"), s("shot.png"), EvidenceKind::Image);
        QVERIFY2(id, qPrintable(store.errorString()));
        const EvidenceNote legitimate = *store.note(*id);
        QVERIFY(store.filePathProblem(legitimate).isEmpty());
        QVERIFY(!store.absoluteFilePath(legitimate).isEmpty());
        if (!link.isEmpty()) {
            const QString linkPath = QDir(store.filesDirectory()).filePath(link);
            QVERIFY(QDir().mkpath(QFileInfo(linkPath).absolutePath()));
            QVERIFY2(QFile::link(linkTarget, linkPath), qPrintable(linkPath));
        }
        QSqlQuery edit(db.connection());
        edit.prepare(s("UPDATE reviewer_evidence_notes SET file_path = ? WHERE id = ?"));
        edit.addBindValue(stored);
        edit.addBindValue(*id);
        QVERIFY(edit.exec());

        const EvidenceNote hostile = *store.note(*id);
        QCOMPARE(hostile.filePath, stored);
        const QString problem = store.filePathProblem(hostile);
        QVERIFY2(problem.contains(s("leads outside the workspace's files folder")),
                 qPrintable(problem));
        QVERIFY(problem.contains(s("shot.png")));
        QVERIFY(store.absoluteFilePath(hostile).isEmpty());
        QCOMPARE(store.errorString(), problem);

        // Deleting the note never deletes what the path points at, and an undo is refused.
        QVERIFY(store.removeNote(*id));
        QCOMPARE(readFile(outside), secret);
        QVERIFY(!store.restoreNote(hostile));
        QCOMPARE(store.errorString(), problem);
        QVERIFY(!store.note(*id));
        QVERIFY(!store.removeFileIfUnused(stored));
        QCOMPARE(readFile(outside), secret);
    }

    // A link planted where a copy would go is not written through.
    void copiesAreNotWrittenThroughLinks()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        ChecklistStore store(db);
        const QByteArray content("the reviewer's evidence");
        const QString digest = QString::fromLatin1(
            QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex().left(16));
        QVERIFY(QDir().mkpath(store.filesDirectory()));
        const QString elsewhere = dir.filePath(s("elsewhere"));
        QVERIFY(QDir().mkpath(elsewhere));
        QVERIFY(QFile::link(elsewhere, QDir(store.filesDirectory()).filePath(digest)));
        const std::optional<qint64> id =
            store.addDataNote(7, QString(), content, s("note.txt"), EvidenceKind::File);
        QVERIFY(!id);
        QVERIFY2(store.errorString().contains(s("outside")), qPrintable(store.errorString()));
        QVERIFY(QDir(elsewhere).isEmpty());
    }

    void sizeLimitIsRefusedWithAClearMessage()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        ChecklistStore store(db);
        store.setMaxFileSize(1024);

        const QString big = dir.filePath(s("big.bin"));
        QVERIFY(writeFile(big, QByteArray(2048, 'x')));
        QVERIFY(!store.addFileNote(3, s("package"), big));
        QVERIFY2(store.errorString().contains(
                     s("“big.bin” is 2.0 KiB; evidence files can be at most 1.0 KiB")),
                 qPrintable(store.errorString()));
        QVERIFY(!store.addDataNote(3, s("package"), QByteArray(1025, 'x'), s("paste.png")));
        QVERIFY2(store.errorString().contains(s("at most 1.0 KiB")),
                 qPrintable(store.errorString()));

        // Exactly at the limit is fine.
        const QString fits = dir.filePath(s("fits.bin"));
        QVERIFY(writeFile(fits, QByteArray(1024, 'y')));
        QVERIFY2(store.addFileNote(3, s("package"), fits), qPrintable(store.errorString()));

        QVERIFY(!store.addFileNote(3, s("package"), dir.filePath(s("missing.bin"))));
        QVERIFY(store.errorString().contains(s("does not exist")));
        QVERIFY(!store.addFileNote(3, s("package"), dir.path()));
        QVERIFY(store.errorString().contains(s("not a regular file")));
        QVERIFY(
            !store.addDataNote(3, s("package"), QByteArray("x"), s("x.txt"), EvidenceKind::Text));

        // Nothing half-written is left behind.
        const QStringList files = filesBelow(store.filesDirectory());
        QCOMPARE(files.size(), 1);
        QVERIFY(files.first().endsWith(s("/fits.bin")));
        QCOMPARE(store.notes(3).size(), 1);
    }

    void syncUpsertsDoNotTouchIt()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        IssueCache cache(db);
        QVERIFY(cache.upsertIssue(issue(5)));
        ChecklistStore store(db);
        QVERIFY(store.setEntry(5, s("security-policy"), ChecklistStatus::Gap, s("Missing.")));
        QVERIFY(store.addTextNote(5, s("security-policy"), s("Asked on the call.")));
        QVERIFY(store.addDataNote(5, QString(), QByteArray("pdf"), s("a.pdf")));

        {
            // What a sync does: new body and labels, comments, then the issue disappears (410).
            Transaction transaction(db.connection());
            Issue changed = issue(5, s("### Security policy\n\nhttps://x.example/SECURITY.md\n"));
            changed.labels = { s("needs-info") };
            changed.updatedAt = changed.updatedAt.addDays(3);
            QVERIFY(cache.upsertIssue(changed));
            Comment comment;
            comment.id = 77;
            comment.issueNumber = 5;
            comment.author = s("applicant");
            comment.body = s("Added the policy.");
            QVERIFY(cache.upsertComment(comment));
            QVERIFY(cache.deleteComment(77));
            QVERIFY(cache.markIssueDeleted(5));
            QVERIFY(transaction.commit());
        }
        QCOMPARE(store.entry(5, s("security-policy")).status, ChecklistStatus::Gap);
        QCOMPARE(store.entry(5, s("security-policy")).note, s("Missing."));
        QCOMPARE(store.notes(5).size(), 2);
        QVERIFY(QFile::exists(store.absoluteFilePath(store.notes(5).at(1))));

        // Even removing the cached rows outright cascades into nothing of the reviewer's.
        QSqlQuery raw(db.connection());
        QVERIFY(raw.exec(s("DELETE FROM issues")));
        QCOMPARE(rowCount(db, s("reviewer_checklist")), 1);
        QCOMPARE(rowCount(db, s("reviewer_evidence_notes")), 2);
    }

    void demoReinstallKeepsTheChecklist()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("demo.sqlite3"))));
        QString error;
        QVERIFY2(DemoWorkspace::install(db, &error), qPrintable(error));
        ChecklistStore store(db);
        QVERIFY(store.setEntry(7, s("release-gap"), ChecklistStatus::Gap, s("2.7 vs 2.10.")));
        QVERIFY(
            store.addUrlNote(7, s("security-policy"),
                             QUrl(s("https://github.com/rookwing-micro/pytorch-rvvx/pull/88"))));
        QVERIFY2(DemoWorkspace::install(db, &error), qPrintable(error));
        QCOMPARE(store.entry(7, s("release-gap")).note, s("2.7 vs 2.10."));
        QCOMPARE(store.notes(7).size(), 1);
    }
};

QTEST_GUILESS_MAIN(tst_ChecklistStore)
#include "tst_checkliststore.moc"
