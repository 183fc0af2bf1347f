#include "core/store/Database.h"
#include "core/store/IntegrityStamp.h"
#include "core/store/IssueCache.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

namespace {

Issue anIssue(int number)
{
    Issue issue;
    issue.number = number;
    issue.title = QStringLiteral("Application %1").arg(number);
    issue.body = QString(2000, QLatin1Char('b'));
    issue.author = QStringLiteral("vendor");
    issue.state = QStringLiteral("open");
    issue.createdAt = issue.updatedAt = QDateTime::currentDateTimeUtc();
    return issue;
}

// Writes a workspace of `count` issues with the workbench, and closes it.
bool writeWorkspace(const QString &path, int count)
{
    Database db;
    if (!db.open(path)) {
        return false;
    }
    for (int number = 1; number <= count; ++number) {
        if (!IssueCache(db).upsertIssue(anIssue(number))) {
            return false;
        }
    }
    return true;
}

// Opens the file with the workbench and says whether every page was read.
std::optional<bool> checkedEveryPageOnOpen(const QString &path)
{
    Database db;
    if (!db.open(path)) {
        return std::nullopt;
    }
    return db.checkedEveryPage();
}

// Changes a letter of a body (the pages' structure stays sound) from `where` (a fraction of the
// file's size) on, and puts the modification time back, as a copy or a backup tool may do.
bool changeALetterKeepingTheTime(const QString &path, double where)
{
    QFile file(path);
    const QDateTime modified = QFileInfo(path).lastModified();
    if (!file.open(QIODevice::ReadWrite)) {
        return false;
    }
    const QByteArray bytes = file.readAll();
    const qint64 letter = bytes.indexOf(QByteArray(100, 'b'), qint64(bytes.size() * where));
    if (letter <= 0 || !file.seek(letter + 50) || !file.putChar('c') || !file.flush()
        || !file.setFileTime(modified, QFileDevice::FileModificationTime)) {
        return false;
    }
    file.close();
    return QFileInfo(path).lastModified() == modified;
}

} // namespace

// The full structural check at open (quick_check) is skipped only for a file that is, byte for
// byte, the one the workbench last checked or closed itself.
class tst_IntegrityStamp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(IntegrityStamp::folder()).removeRecursively();
    }

    void aFileTheWorkbenchClosedIsNotReadPageByPageAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        QVERIFY(writeWorkspace(path, 20));
        QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(false));
        // Opened and closed without a change: still the file stamped.
        QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(false));
        {
            Database db;
            QVERIFY(db.open(path));
            QVERIFY(IssueCache(db).upsertIssue(anIssue(21)));
        }
        // Written and closed by the workbench: stamped again as it closed it.
        QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(false));
    }

    void aFileChangedElsewhereIsCheckedAgain_data()
    {
        QTest::addColumn<QString>("change");
        QTest::newRow("another program wrote a row") << QStringLiteral("row");
        QTest::newRow("a byte changed, size and time kept") << QStringLiteral("byte");
        QTest::newRow("its stamp lost") << QStringLiteral("stamp");
    }
    void aFileChangedElsewhereIsCheckedAgain()
    {
        QFETCH(QString, change);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        QVERIFY(writeWorkspace(path, 20));
        if (change == QLatin1String("row")) {
            {
                QSqlDatabase other =
                    QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
                other.setDatabaseName(path);
                QVERIFY(other.open());
                QSqlQuery query(other);
                QVERIFY(
                    query.exec(QStringLiteral("UPDATE issues SET title = 'x' WHERE number = 3")));
            }
            QSqlDatabase::removeDatabase(QStringLiteral("other"));
        } else if (change == QLatin1String("byte")) {
            // In the middle of the file, where an overwritten sector would be.
            QVERIFY(changeALetterKeepingTheTime(path, 0.5));
        } else {
            IntegrityStamp(path).forget();
        }
        QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(true));
        QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(false));
    }

    // A file of 4 MiB or more is hashed in four pieces, side by side: a letter changed in any
    // of them, with the time put back, brings the full check back.
    void aChangeInAnyPieceOfALargeFileIsFound_data()
    {
        QTest::addColumn<double>("where");
        QTest::newRow("first piece") << 0.1;
        QTest::newRow("second piece") << 0.4;
        QTest::newRow("third piece") << 0.6;
        QTest::newRow("last piece") << 0.95;
    }
    void aChangeInAnyPieceOfALargeFileIsFound()
    {
        QFETCH(double, where);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        {
            Database db;
            QVERIFY(db.open(path));
            for (int number = 1; number <= 90; ++number) {
                Issue issue = anIssue(number);
                issue.body = QString(60000, QLatin1Char('b'));
                QVERIFY(IssueCache(db).upsertIssue(issue));
            }
        }
        QVERIFY(QFileInfo(path).size() >= 4 << 20);
        QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(false));

        QVERIFY(changeALetterKeepingTheTime(path, where));
        QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(true));
        QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(false));
    }

    void aCopyElsewhereIsCheckedOnce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        QVERIFY(writeWorkspace(path, 20));
        const QString copy = dir.filePath(QStringLiteral("copy.sqlite3"));
        QVERIFY(QFile::copy(path, copy));
        QCOMPARE(checkedEveryPageOnOpen(copy), std::optional<bool>(true));
        QCOMPARE(checkedEveryPageOnOpen(copy), std::optional<bool>(false));
    }

    // While another connection has the file, its write-ahead log holds part of the workspace:
    // the file alone is never taken as the one stamped.
    void aFileWithAWriteAheadLogIsCheckedAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        QVERIFY(writeWorkspace(path, 20));
        {
            Database other;
            QVERIFY(other.open(path));
            QVERIFY(IssueCache(other).upsertIssue(anIssue(30)));
            QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
            QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(true));
        }
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
        QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(false));
    }

    // A read-only connection that closes last (a script, a database browser) leaves an empty
    // log beside the file: nothing in it, so the stamp still holds.
    void anEmptyLogLeftByAReaderIsNoChange()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        QVERIFY(writeWorkspace(path, 20));
        {
            QSqlDatabase reader =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("reader"));
            reader.setDatabaseName(path);
            reader.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
            QVERIFY(reader.open());
            QSqlQuery query(reader);
            QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM issues")) && query.next());
            QCOMPARE(query.value(0).toInt(), 20);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("reader"));
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
        QCOMPARE(QFileInfo(path + QStringLiteral("-wal")).size(), 0);
        QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(false));
    }

    // The damaged files of tst_database, damaged after the workbench stamped them: the stamp no
    // longer matches, so every page is read, and the damage reported.
    void aPageDamagedAfterTheStampIsFound()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        QVERIFY(writeWorkspace(path, 200));
        QCOMPARE(checkedEveryPageOnOpen(path), std::optional<bool>(false));
        {
            QFile file(path);
            const QDateTime modified = QFileInfo(path).lastModified();
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.seek((file.size() / 4096 / 2) * 4096));
            QVERIFY(file.write(QByteArray(4096, char(0xA5))) == 4096);
            QVERIFY(file.flush());
            QVERIFY(file.setFileTime(modified, QFileDevice::FileModificationTime));
        }
        Database db;
        QVERIFY(!db.open(path));
        QVERIFY(db.isCorrupt());
        QVERIFY(db.checkedEveryPage());
    }

    void oldStampsAreLetGo()
    {
        QTemporaryDir dir;
        QTemporaryDir stamps;
        for (int i = 0; i < 70; ++i) {
            const QString path = dir.filePath(QStringLiteral("ws%1.sqlite3").arg(i));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.write(QByteArray(100, char(i))) == 100);
            file.close();
            IntegrityStamp(path, stamps.path()).record();
        }
        const QStringList kept = QDir(stamps.path()).entryList(QDir::Files);
        QCOMPARE(kept.size(), 64);
        QVERIFY(
            IntegrityStamp(dir.filePath(QStringLiteral("ws69.sqlite3")), stamps.path()).matches());
    }
};

QTEST_GUILESS_MAIN(tst_IntegrityStamp)
#include "tst_integritystamp.moc"
