// HTTP dates (the Date and Retry-After headers) read by hand: the IMF-fixdate form servers send,
// with loose whitespace as before, and nothing else: not the obsolete forms, not an impossible
// date or time, not a zone other than GMT.

#include "core/github/HttpDate.h"

#include <QTest>
#include <QTimeZone>

using namespace acp;

class tst_HttpDate : public QObject
{
    Q_OBJECT

private slots:
    void readsTheFixedForm_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QDateTime>("expected");
        const auto utc = [](int y, int mo, int d, int h, int mi, int s) {
            return QDateTime(QDate(y, mo, d), QTime(h, mi, s), QTimeZone::utc());
        };
        QTest::newRow("RFC 9110's example")
            << QByteArray("Sun, 06 Nov 1994 08:49:37 GMT") << utc(1994, 11, 6, 8, 49, 37);
        QTest::newRow("GitHub's") << QByteArray("Mon, 03 Mar 2025 09:00:25 GMT")
                                  << utc(2025, 3, 3, 9, 0, 25);
        QTest::newRow("every month")
            << QByteArray("Thu, 31 Dec 2026 23:59:59 GMT") << utc(2026, 12, 31, 23, 59, 59);
        QTest::newRow("January, midnight")
            << QByteArray("Fri, 01 Jan 2027 00:00:00 GMT") << utc(2027, 1, 1, 0, 0, 0);
        QTest::newRow("a leap day")
            << QByteArray("Thu, 29 Feb 2024 12:00:00 GMT") << utc(2024, 2, 29, 12, 0, 0);
        QTest::newRow("loose whitespace") << QByteArray("  Sun,  06\tNov 1994   08:49:37 GMT \r\n")
                                          << utc(1994, 11, 6, 8, 49, 37);
        QTest::newRow("a one-digit day")
            << QByteArray("Sun, 6 Nov 1994 08:49:37 GMT") << utc(1994, 11, 6, 8, 49, 37);
        QTest::newRow("the weekday is not checked")
            << QByteArray("Mon, 06 Nov 1994 08:49:37 GMT") << utc(1994, 11, 6, 8, 49, 37);
    }

    void readsTheFixedForm()
    {
        QFETCH(QByteArray, text);
        QFETCH(QDateTime, expected);
        const QDateTime read = http::parseDate(text);
        QVERIFY(read.isValid());
        QCOMPARE(read, expected);
        QCOMPARE(read.offsetFromUtc(), 0);
        QCOMPARE(read.toSecsSinceEpoch(), expected.toSecsSinceEpoch());
    }

    void refusesEverythingElse_data()
    {
        QTest::addColumn<QByteArray>("text");
        const QList<QByteArray> texts = {
            "",
            "GMT",
            "Sun, 06 Nov 1994 08:49:37",
            "Sun, 06 Nov 1994 08:49:37 UTC",
            "Sun, 06 Nov 1994 08:49:37 gmt",
            "Sun, 06 Nov 1994 08:49:37 GMT extra",
            "Sunday, 06-Nov-94 08:49:37 GMT", // RFC 850, obsolete
            "Sun Nov  6 08:49:37 1994", // asctime, obsolete
            "Sun, 06 nov 1994 08:49:37 GMT",
            "Sun, 06 November 1994 08:49:37 GMT",
            "Sun, 31 Nov 1994 08:49:37 GMT",
            "Sun, 29 Feb 2023 08:49:37 GMT",
            "Sun, 00 Nov 1994 08:49:37 GMT",
            "Sun, 006 Nov 1994 08:49:37 GMT",
            "Sun, +6 Nov 1994 08:49:37 GMT",
            "Sun, -6 Nov 1994 08:49:37 GMT",
            "Sun, 06 Nov 19940 08:49:37 GMT",
            "Sun, 06 Nov 1994 24:00:00 GMT",
            "Sun, 06 Nov 1994 08:60:00 GMT",
            "Sun, 06 Nov 1994 08:49:60 GMT",
            "Sun, 06 Nov 1994 8:49:37 GMT",
            "Sun, 06 Nov 1994 08:49 GMT",
            "Sun, 06 Nov 1994 08-49-37 GMT",
            "Sun, 06 Nov 1994 0a:49:37 GMT",
            "Sun, 06 Nov 1994 08:49:37.5 GMT",
            "1994-11-06T08:49:37Z",
            "60",
        };
        for (const QByteArray &text : texts)
            QTest::newRow(text.isEmpty() ? "(empty)" : text.constData()) << text;
    }

    void refusesEverythingElse()
    {
        QFETCH(QByteArray, text);
        QVERIFY(!http::parseDate(text).isValid());
    }
};

QTEST_GUILESS_MAIN(tst_HttpDate)
#include "tst_httpdate.moc"
