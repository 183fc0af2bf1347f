// How the cache writes values: timestamps as ISO 8601 UTC text, formatted by hand for speed,
// which must be exactly what QDateTime writes (the sync compares stored text with it), and
// read back to the same instant.

#include "core/store/SqlValues.h"

#include <QRandomGenerator>
#include <QTest>
#include <QTimeZone>

using namespace acp;

class tst_SqlValues : public QObject
{
    Q_OBJECT

private slots:
    void timestampsAreQtsIsoText()
    {
        QRandomGenerator random(20261203);
        const QDateTime first(QDate(1000, 1, 1), QTime(0, 0), QTimeZone::utc());
        const QDateTime last(QDate(9999, 12, 31), QTime(23, 59, 59), QTimeZone::utc());
        for (int i = 0; i < 20000; ++i) {
            const QDateTime when =
                first.addSecs(qint64(random.bounded(quint64(first.secsTo(last) + 1))));
            QCOMPARE(sql::isoUtcText(when), when.toUTC().toString(Qt::ISODate));
        }
        // Edges, milliseconds dropped as Qt::ISODate drops them, and another zone converted.
        QCOMPARE(sql::isoUtcText(first), QStringLiteral("1000-01-01T00:00:00Z"));
        QCOMPARE(sql::isoUtcText(last.addMSecs(999)), QStringLiteral("9999-12-31T23:59:59Z"));
        const QDateTime tokyo(QDate(2026, 12, 3), QTime(8, 5, 9), QTimeZone("Asia/Tokyo"));
        QCOMPARE(sql::isoUtcText(tokyo), QStringLiteral("2026-12-02T23:05:09Z"));
        // Outside four-digit years, Qt's own text.
        const QDateTime ancient(QDate(999, 5, 1), QTime(1, 2, 3), QTimeZone::utc());
        QCOMPARE(sql::isoUtcText(ancient), ancient.toUTC().toString(Qt::ISODate));
    }

    void nullAndRoundTrip()
    {
        QVERIFY(sql::fromDateTime({}).isNull());
        const QDateTime when(QDate(2026, 3, 2), QTime(10, 30, 15), QTimeZone::utc());
        QCOMPARE(sql::toDateTime(sql::fromDateTime(when)), when);
        QVERIFY(!sql::toDateTime(QVariant(QMetaType::fromType<QString>())).isValid());
        QCOMPARE(sql::text(QString()), QStringLiteral(""));
        QVERIFY(!sql::text(QString()).isNull());
    }
};

QTEST_GUILESS_MAIN(tst_SqlValues)
#include "tst_sqlvalues.moc"
