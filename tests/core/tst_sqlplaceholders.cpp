#include "core/store/SqlPlaceholders.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace acp;

// The named placeholders the sync's statements bind by (Qt binds by name faster than by place).
class tst_SqlPlaceholders : public QObject
{
    Q_OBJECT

private slots:
    void namesAndLists()
    {
        QCOMPARE(sql::placeholder(0), QStringLiteral(":v0"));
        QCOMPARE(sql::placeholder(sql::MaxPlaceholders - 1),
                 QStringLiteral(":v%1").arg(sql::MaxPlaceholders - 1));
        QCOMPARE(sql::placeholderList(3), QStringLiteral(":v0, :v1, :v2"));
        QCOMPARE(sql::placeholderList(2, 14), QStringLiteral(":v14, :v15"));
        QCOMPARE(sql::placeholderList(0), QString());
    }

    // Each value lands in its own column, in a real SQLite statement, and the statement can be
    // bound again for the next row.
    void valuesLandWhereTheirNamesStand()
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("placeholders"));
        db.setDatabaseName(QStringLiteral(":memory:"));
        QVERIFY(db.open());
        {
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("CREATE TABLE t (a, b, fixed, c, d)")));
            QVERIFY(query.prepare(QStringLiteral("INSERT INTO t VALUES (%1, 0, %2)")
                                      .arg(sql::placeholderList(2), sql::placeholderList(2, 2))));
            for (int row = 1; row <= 2; ++row) {
                for (int i = 0; i < 4; ++i)
                    query.bindValue(sql::placeholder(i), row * 10 + i);
                QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
            }
            QVERIFY(query.exec(QStringLiteral("SELECT a, b, fixed, c, d FROM t ORDER BY a")));
            QVERIFY(query.next());
            QCOMPARE(query.value(0).toInt(), 10);
            QCOMPARE(query.value(1).toInt(), 11);
            QCOMPARE(query.value(2).toInt(), 0);
            QCOMPARE(query.value(3).toInt(), 12);
            QCOMPARE(query.value(4).toInt(), 13);
            QVERIFY(query.next());
            QCOMPARE(query.value(4).toInt(), 23);
            QVERIFY(!query.next());
        }
        db.close();
    }
};

QTEST_GUILESS_MAIN(tst_SqlPlaceholders)
#include "tst_sqlplaceholders.moc"
