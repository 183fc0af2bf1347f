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
        // Before 1970 with milliseconds: the second they fall in, not the next one.
        QCOMPARE(sql::isoUtcText(QDateTime::fromMSecsSinceEpoch(-500, QTimeZone::utc())),
                 QStringLiteral("1969-12-31T23:59:59Z"));
        QCOMPARE(sql::isoUtcText(QDateTime::fromMSecsSinceEpoch(-86400000, QTimeZone::utc())),
                 QStringLiteral("1969-12-31T00:00:00Z"));
        // Outside four-digit years, Qt's own text.
        const QDateTime ancient(QDate(999, 5, 1), QTime(1, 2, 3), QTimeZone::utc());
        QCOMPARE(sql::isoUtcText(ancient), ancient.toUTC().toString(Qt::ISODate));
        QCOMPARE(sql::isoUtcText(first.addSecs(-1)),
                 first.addSecs(-1).toUTC().toString(Qt::ISODate));
        QCOMPARE(sql::isoUtcText(last.addSecs(1)), last.addSecs(1).toUTC().toString(Qt::ISODate));
    }

    // Read back by hand, to exactly what Qt's ISO parse gives: the same instant, in UTC; any
    // other text as Qt reads it.
    void timestampsReadBackAsQtReadsThem()
    {
        const auto qtReads = [](const QString &text) {
            QDateTime when = QDateTime::fromString(text, Qt::ISODate);
            return when.isValid() ? when.toUTC() : when;
        };
        QRandomGenerator random(20261204);
        const QDateTime first(QDate(1000, 1, 1), QTime(0, 0), QTimeZone::utc());
        const QDateTime last(QDate(9999, 12, 31), QTime(23, 59, 59), QTimeZone::utc());
        for (int i = 0; i < 20000; ++i) {
            const QString text = sql::isoUtcText(
                first.addSecs(qint64(random.bounded(quint64(first.secsTo(last) + 1)))));
            const QDateTime read = sql::toDateTime(text);
            QCOMPARE(read, qtReads(text));
            QCOMPARE(read.timeSpec(), Qt::UTC);
            QCOMPARE(sql::isoUtcText(read), text);
        }
        for (const char *text :
             { "2026-02-30T00:00:00Z", "2026-03-01T24:00:00Z", "2026-03-01T12:00:60Z",
               "2026-03-01T12:00:00+02:00", "2026-03-01 12:00:00Z", "2026-3-01T12:00:00ZZ",
               "0999-03-01T12:00:00Z", "2026-03-01T12:00:0xZ", "-026-03-01T12:00:00Z", "",
               "2024-02-29T23:59:59Z" }) {
            const QString value = QString::fromLatin1(text);
            const QDateTime read = sql::toDateTime(value);
            QCOMPARE(read.isValid(), qtReads(value).isValid());
            QCOMPARE(read, qtReads(value));
            if (read.isValid()) {
                QCOMPARE(read.timeSpec(), Qt::UTC);
            }
        }
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
