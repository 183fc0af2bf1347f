#include "core/store/Database.h"
#include "core/store/SyncStateStore.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace acp;

class tst_SyncStateStore : public QObject
{
    Q_OBJECT

private slots:
    void persistsAcrossReopen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ws.sqlite3"));
        const QDateTime mark(QDate(2026, 4, 1), QTime(8, 15, 2), QTimeZone::utc());
        const QDateTime reset(QDate(2026, 4, 1), QTime(9, 0), QTimeZone::utc());
        {
            Database db;
            QVERIFY(db.open(path));
            SyncStateStore store(db);
            QVERIFY(store.setValidators(QStringLiteral("/repos/o/r/issues?page=2"),
                                        { QStringLiteral("W/\"abc\""), QString() }));
            QVERIFY(store.setSinceMark(QStringLiteral("issues"), mark));
            QVERIFY(store.setRateLimit({ 5000, 4990, 10, reset, QStringLiteral("core") }));
            QVERIFY(store.recordAttempt(mark));
            QVERIFY(store.recordFailure(mark, QStringLiteral("GitHub could not be reached.")));
            QVERIFY(store.setRepositoryFullName(QStringLiteral("new-owner/renamed")));
        }
        Database db;
        QVERIFY(db.open(path));
        SyncStateStore store(db);
        QCOMPARE(store.validators(QStringLiteral("/repos/o/r/issues?page=2")).etag,
                 QStringLiteral("W/\"abc\""));
        QVERIFY(store.validators(QStringLiteral("/repos/o/r/issues?page=3")).etag.isEmpty());
        QCOMPARE(store.sinceMark(QStringLiteral("issues")), mark);
        QVERIFY(!store.sinceMark(QStringLiteral("comments")).isValid());
        const RateLimitState rate = store.rateLimit();
        QCOMPARE(rate.limit, 5000);
        QCOMPARE(rate.remaining, 4990);
        QCOMPARE(rate.used, 10);
        QCOMPARE(rate.resetAt, reset);
        QCOMPARE(rate.resource, QStringLiteral("core"));
        SyncStatus status = store.status();
        QCOMPARE(status.lastAttempt, mark);
        QCOMPARE(status.lastFailure, mark);
        QVERIFY(!status.lastSuccess.isValid());
        QCOMPARE(status.lastError, QStringLiteral("GitHub could not be reached."));
        QCOMPARE(store.repositoryFullName(), QStringLiteral("new-owner/renamed"));

        QVERIFY(store.recordSuccess(reset));
        status = store.status();
        QCOMPARE(status.lastSuccess, reset);
        QVERIFY(status.lastError.isEmpty());
    }

    void clearingValidatorsAndMarks()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("ws.sqlite3"))));
        SyncStateStore store(db);
        QVERIFY(store.setValidators(
            QStringLiteral("a"),
            { QStringLiteral("e1"), QStringLiteral("Tue, 01 Apr 2026 08:00:00 GMT") }));
        QCOMPARE(store.validators(QStringLiteral("a")).lastModified,
                 QStringLiteral("Tue, 01 Apr 2026 08:00:00 GMT"));
        QVERIFY(store.setValidators(QStringLiteral("a"), {}));
        QVERIFY(store.validators(QStringLiteral("a")).etag.isEmpty());
        QVERIFY(store.setValidators(QStringLiteral("b"), { QStringLiteral("e2"), {} }));
        QVERIFY(store.clearValidators());
        QVERIFY(store.validators(QStringLiteral("b")).etag.isEmpty());
        QVERIFY(store.setSinceMark(QStringLiteral("issues"), QDateTime::currentDateTimeUtc()));
        QVERIFY(store.setSinceMark(QStringLiteral("issues"), QDateTime()));
        QVERIFY(!store.sinceMark(QStringLiteral("issues")).isValid());
        QCOMPARE(store.rateLimit().limit, -1);
    }
};

QTEST_GUILESS_MAIN(tst_SyncStateStore)
#include "tst_syncstatestore.moc"
