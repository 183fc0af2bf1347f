// Statements run through SQLite's C API on a workspace's own connection (SqliteStatement, kept by
// Database::sqliteStatement): values land as the QSqlQuery binding they replace stored them, each
// use starts from no bindings, a failure says SQLite's reason and leaves the statement usable,
// and close() finalizes them, so SQLite really closes the file and copies its log back.

#include "core/store/Database.h"
#include "core/store/SqliteStatement.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

namespace {

// "type:value" of each column of the row `rowid`, as SQLite stores it.
QStringList stored(Database &database, qint64 rowid)
{
    QSqlQuery query(database.connection());
    query.prepare(QStringLiteral("SELECT typeof(a), a, typeof(b), b, typeof(c), c FROM t "
                                 "WHERE rowid = ?"));
    query.addBindValue(rowid);
    QStringList columns;
    if (query.exec() && query.next()) {
        for (int i = 0; i < 6; i += 2) {
            columns.append(query.value(i).toString() + u':' + query.value(i + 1).toString());
        }
    }
    return columns;
}

} // namespace

class tst_SqliteStatement : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + u".sqlite3");
        QVERIFY2(m_database.open(m_path), qPrintable(m_database.errorString()));
        QSqlQuery query(m_database.connection());
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE t (a, b, c NOT NULL DEFAULT 'x')")));
    }

    void cleanup() { m_database.close(); }

    void questionMarks()
    {
        QCOMPARE(sql::questionMarks(0), QString());
        QCOMPARE(sql::questionMarks(1), QStringLiteral("?"));
        QCOMPARE(sql::questionMarks(3), QStringLiteral("?,?,?"));
    }

    // Integers as integers; text as UTF-8 text, "" and a null QString included (the cache's
    // text columns are NOT NULL); bindOrNull() and bindNull() as NULL.
    void valuesLandAsStored()
    {
        QString error;
        SqliteStatement *insert = m_database.sqliteStatement(
            QByteArrayLiteral("INSERT INTO t (rowid, a, b, c) VALUES (?, ?, ?, ?)"), &error);
        QVERIFY2(insert, qPrintable(error));
        QVERIFY(insert->bind(0, 1)
                    .bind(1, qint64(1) << 40)
                    .bind(2, QStringLiteral("Zürich ✓ 北京"))
                    .bind(3, QString())
                    .run());
        QVERIFY(insert->bind(0, 2)
                    .bindOrNull(1, QString())
                    .bindNull(2)
                    .bind(3, QStringLiteral(""))
                    .run());
        QVERIFY(insert->bind(0, 3)
                    .bindOrNull(1, QStringLiteral("MEMBER"))
                    .bind(2, QLatin1StringView("issue"))
                    .bind(3, 7)
                    .run());
        QCOMPARE(stored(m_database, 1),
                 QStringList({ QStringLiteral("integer:1099511627776"),
                               QStringLiteral("text:Zürich ✓ 北京"), QStringLiteral("text:") }));
        QCOMPARE(stored(m_database, 2),
                 QStringList({ QStringLiteral("null:"), QStringLiteral("null:"),
                               QStringLiteral("text:") }));
        QCOMPARE(stored(m_database, 3),
                 QStringList({ QStringLiteral("text:MEMBER"), QStringLiteral("text:issue"),
                               QStringLiteral("integer:7") }));
    }

    // Text is bound without a copy, from a buffer the statement keeps per placeholder and reuses:
    // each row still gets its own text however the lengths go up and down from use to use, a
    // placeholder bound twice in one use stores the second, and a lone surrogate (hostile JSON
    // can carry one: "\\ud800"), at the end too, is stored as U+FFFD. QString::toUtf8() in Qt
    // 6.4 wrote '?' instead; the encoder used now writes the standard replacement everywhere.
    void keptTextBuffersGiveEachRowItsOwnText()
    {
        SqliteStatement *insert = m_database.sqliteStatement(
            QByteArrayLiteral("INSERT INTO t (rowid, a, b) VALUES (?, ?, ?)"), nullptr);
        QVERIFY(insert);
        const QList<QString> texts = {
            QString(300, u'l'),  QStringLiteral("s"),
            QString(),           QStringLiteral("Zürich ✓ 北京 😀"),
            QString(5000, u'ü'), QStringLiteral("mid"),
        };
        for (qsizetype i = 0; i < texts.size(); ++i) {
            QVERIFY(insert->bind(0, i + 1)
                        .bind(1, QStringLiteral("first"))
                        .bind(2, texts.at(i))
                        .bind(1,
                              QLatin1StringView(i % 2 ? "Gr\xFC\xDF"
                                                        "e"
                                                      : "plain"))
                        .run());
        }
        QSqlQuery query(m_database.connection());
        QVERIFY(query.exec(QStringLiteral("SELECT a, CAST(b AS BLOB) FROM t ORDER BY rowid")));
        for (qsizetype i = 0; i < texts.size(); ++i) {
            QVERIFY(query.next());
            QCOMPARE(query.value(0).toString(),
                     i % 2 ? QStringLiteral("Grüße") : QStringLiteral("plain"));
            QCOMPARE(query.value(1).toByteArray(), texts.at(i).toUtf8());
        }
        QVERIFY(!query.next());
        const QString lone = QString(QChar(0xDC00)) + u"a" + QChar(0xD800);
        QVERIFY(insert->bind(0, 100).bind(1, lone).run());
        QVERIFY(query.exec(QStringLiteral("SELECT CAST(a AS BLOB) FROM t WHERE rowid = 100")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toByteArray(),
                 QByteArray("\xEF\xBF\xBD"
                            "a"
                            "\xEF\xBF\xBD"));
    }

    // A value bound for one use is not left for the next: a placeholder the next use leaves
    // unbound is NULL, not the previous row's value.
    void eachUseStartsUnbound()
    {
        SqliteStatement *insert = m_database.sqliteStatement(
            QByteArrayLiteral("INSERT INTO t (rowid, a, b) VALUES (?, ?, ?)"), nullptr);
        QVERIFY(insert);
        QVERIFY(insert->bind(0, 1).bind(1, 10).bind(2, 20).run());
        QVERIFY(insert->bind(0, 2).bind(1, 11).run());
        QCOMPARE(stored(m_database, 2).at(1), QStringLiteral("null:"));
    }

    void readsRowsThenReadiesForTheNextUse()
    {
        SqliteStatement *insert = m_database.sqliteStatement(
            QByteArrayLiteral("INSERT INTO t (a, b) VALUES (?, ?)"), nullptr);
        QVERIFY(insert);
        for (int i = 1; i <= 3; ++i) {
            QVERIFY(insert->bind(0, i).bind(1, QStringLiteral("row %1").arg(i)).run());
        }
        SqliteStatement *select = m_database.sqliteStatement(
            QByteArrayLiteral("SELECT a, b, NULL FROM t WHERE a >= ? ORDER BY a"), nullptr);
        QVERIFY(select);
        for (int pass = 0; pass < 2; ++pass) {
            select->bind(0, 2);
            QStringList rows;
            while (select->next()) {
                QVERIFY(select->isNullAt(2));
                QVERIFY(!select->isNullAt(1));
                rows.append(QString::number(select->int64At(0)) + u'=' + select->textAt(1));
            }
            QVERIFY(select->errorString().isEmpty());
            QCOMPARE(rows, QStringList({ QStringLiteral("2=row 2"), QStringLiteral("3=row 3") }));
        }
        // Left after its first row, then used again from the start.
        QVERIFY(select->bind(0, 1).next());
        select->reset();
        QVERIFY(select->bind(0, 3).next());
        QCOMPARE(select->int64At(0), 3);
        QVERIFY(select->textAt(2).isNull());
        QVERIFY(!select->next());
    }

    // SQLite's own words, and the statement works again afterwards.
    void aFailureSaysWhyAndLeavesItUsable()
    {
        QSqlQuery unique(m_database.connection());
        QVERIFY(unique.exec(QStringLiteral("CREATE UNIQUE INDEX t_a ON t(a)")));
        SqliteStatement *insert =
            m_database.sqliteStatement(QByteArrayLiteral("INSERT INTO t (a) VALUES (?)"), nullptr);
        QVERIFY(insert);
        QVERIFY(insert->bind(0, 1).run());
        QVERIFY(!insert->bind(0, 1).run());
        QVERIFY2(insert->errorString().contains(QStringLiteral("UNIQUE constraint failed")),
                 qPrintable(insert->errorString()));
        QVERIFY(insert->bind(0, 2).run());
        QVERIFY(insert->errorString().isEmpty());
    }

    // A use that binds nothing starts afresh too: its reason is not the last use's.
    void aFailureIsNotCarriedIntoTheNextUse()
    {
        QSqlQuery rows(m_database.connection());
        QVERIFY(rows.exec(
            QStringLiteral("INSERT INTO t (rowid, a) VALUES (1, -9223372036854775807 - 1)")));
        SqliteStatement *magnitude =
            m_database.sqliteStatement(QByteArrayLiteral("SELECT abs(a) FROM t"), nullptr);
        QVERIFY(magnitude);
        QVERIFY(!magnitude->next());
        QVERIFY2(magnitude->errorString().contains(QStringLiteral("overflow")),
                 qPrintable(magnitude->errorString()));
        QVERIFY(rows.exec(QStringLiteral("UPDATE t SET a = -5")));
        QVERIFY(magnitude->next());
        QVERIFY(magnitude->errorString().isEmpty());
        QCOMPARE(magnitude->int64At(0), 5);
        QVERIFY(!magnitude->next());
        QVERIFY(magnitude->errorString().isEmpty());

        SqliteStatement *overflow =
            m_database.sqliteStatement(QByteArrayLiteral("UPDATE t SET b = abs(a)"), nullptr);
        QVERIFY(rows.exec(QStringLiteral("UPDATE t SET a = -9223372036854775807 - 1")));
        QVERIFY(!overflow->run());
        QVERIFY(!overflow->errorString().isEmpty());
        QVERIFY(rows.exec(QStringLiteral("UPDATE t SET a = -5")));
        QVERIFY(overflow->run());
        QVERIFY(overflow->errorString().isEmpty());
    }

    void keptPerTextAndNotKeptWhenItCannotPrepare()
    {
        const QByteArray text = QByteArrayLiteral("SELECT count(*) FROM t");
        SqliteStatement *first = m_database.sqliteStatement(text, nullptr);
        QVERIFY(first);
        QCOMPARE(m_database.sqliteStatement(text, nullptr), first);

        QString error;
        QVERIFY(!m_database.sqliteStatement(QByteArrayLiteral("SELEC nothing"), &error));
        QVERIFY2(error.contains(QStringLiteral("syntax error")), qPrintable(error));
        QVERIFY(!m_database.sqliteStatement(QByteArrayLiteral("SELECT * FROM missing"), &error));
        QVERIFY2(error.contains(QStringLiteral("no such table")), qPrintable(error));

        // Found by its text, not by where the text is: a copy in a buffer of its own finds the
        // same statement, and a view of the first bytes of a kept text is a statement of its own.
        const QByteArray copy(text.constData(), text.size());
        QVERIFY(copy.constData() != text.constData());
        QCOMPARE(m_database.sqliteStatement(copy, nullptr), first);
        const QByteArray twelve = QByteArrayLiteral("SELECT 12");
        SqliteStatement *selectTwelve = m_database.sqliteStatement(twelve, nullptr);
        const QByteArray one = QByteArray::fromRawData(twelve.constData(), twelve.size() - 1);
        SqliteStatement *selectOne = m_database.sqliteStatement(one, nullptr);
        QVERIFY(selectTwelve && selectOne && selectOne != selectTwelve);
        QVERIFY(selectTwelve->next());
        QCOMPARE(selectTwelve->int64At(0), 12);
        QVERIFY(selectOne->next());
        QCOMPARE(selectOne->int64At(0), 1);
        QCOMPARE(m_database.sqliteStatement(twelve, nullptr), selectTwelve);

        // close() forgets them all: the same text, reopened, is prepared anew and runs.
        m_database.close();
        QVERIFY2(m_database.open(m_path), qPrintable(m_database.errorString()));
        SqliteStatement *reopened = m_database.sqliteStatement(twelve, nullptr);
        QVERIFY(reopened);
        QVERIFY(reopened->next());
        QCOMPARE(reopened->int64At(0), 12);

        SqliteStatement unprepared;
        QVERIFY(!unprepared.prepare(QSqlDatabase(), text));
        QVERIFY(!unprepared.errorString().isEmpty());
        QVERIFY(!unprepared.run());
        QVERIFY(!unprepared.next());
    }

    // SQLite does not close a connection that still has statements, and then leaves the
    // write-ahead log beside the file: close() finalizes the kept ones first, even one left in
    // the middle of a read.
    void closeFinalizesThemAndTheLogIsCopiedBack()
    {
        SqliteStatement *insert =
            m_database.sqliteStatement(QByteArrayLiteral("INSERT INTO t (a) VALUES (?)"), nullptr);
        SqliteStatement *select =
            m_database.sqliteStatement(QByteArrayLiteral("SELECT a FROM t"), nullptr);
        QVERIFY(insert && select);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(insert->bind(0, i).run());
        }
        QVERIFY(select->next()); // left mid-read
        QVERIFY(QFileInfo::exists(m_path + u"-wal"));
        m_database.close();
        QVERIFY(!QFileInfo::exists(m_path + u"-wal"));

        Database reopened;
        QVERIFY(reopened.open(m_path));
        QVERIFY(!reopened.checkedEveryPage()); // stamped whole at the close
        QSqlQuery count(reopened.connection());
        QVERIFY(count.exec(QStringLiteral("SELECT count(*) FROM t")) && count.next());
        QCOMPARE(count.value(0).toInt(), 3);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    Database m_database;
};

QTEST_GUILESS_MAIN(tst_SqliteStatement)
#include "tst_sqlitestatement.moc"
