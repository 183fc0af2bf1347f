// The printed report's look: fonts with fallbacks for every script, links that carry only what
// a reader may follow, and a distinct colour for every checklist status.

#include "TestSupport.h"
#include "ui/report/ReportStyle.h"

#include <QSet>
#include <QUrl>
#include <QtTest>

using namespace acp;
using acp::test::s;

class tst_ReportStyle : public QObject
{
    Q_OBJECT

private slots:
    void fontsFallBackToGenericFamilies()
    {
        const QStringList sans = ReportStyle::sansFamilies();
        QCOMPARE(sans.first(), s("Noto Sans"));
        QVERIFY(sans.contains(s("Noto Sans CJK JP")));
        QCOMPARE(sans.last(), s("sans-serif"));
        QCOMPARE(ReportStyle::monoFamilies().last(), s("monospace"));

        const QFont body = ReportStyle::reportFont(ReportStyle::BodyPoints, QFont::Bold);
        QCOMPARE(body.families(), sans);
        QCOMPARE(body.pointSizeF(), ReportStyle::BodyPoints);
        QCOMPARE(body.weight(), QFont::Bold);
        QVERIFY(body.kerning());
        const QFont mono = ReportStyle::monoFont(8);
        QCOMPARE(mono.families(), ReportStyle::monoFamilies());
        QVERIFY(mono.fixedPitch());
        QCOMPARE(mono.pointSizeF(), 8.0);
    }

    void charFormatsCarryTheWholeFont()
    {
        const QTextCharFormat body = ReportStyle::charFormat();
        QCOMPARE(body.fontPointSize(), ReportStyle::BodyPoints);
        QCOMPARE(body.fontFamilies().toStringList(), ReportStyle::sansFamilies());
        QCOMPARE(body.foreground().color(), ReportStyle::TextColor);
        const QTextCharFormat muted = ReportStyle::mutedFormat();
        QCOMPARE(muted.fontPointSize(), ReportStyle::SmallPoints);
        QCOMPARE(muted.foreground().color(), ReportStyle::MutedColor);
    }

    void linkFormatKeepsOnlyTheMailAddress()
    {
        const QTextCharFormat web = ReportStyle::linkFormat(QUrl(s("https://example.org/a?b=c")));
        QVERIFY(web.isAnchor());
        QCOMPARE(web.anchorHref(), s("https://example.org/a?b=c"));
        QVERIFY(web.fontUnderline());
        QCOMPARE(web.foreground().color(), ReportStyle::LinkColor);
        const QTextCharFormat mail =
            ReportStyle::linkFormat(QUrl(s("mailto:wg@example.org?subject=Hi&attach=/etc/passwd")),
                                    ReportStyle::SmallPoints);
        QCOMPARE(mail.anchorHref(), s("mailto:wg@example.org"));
        QCOMPARE(mail.fontPointSize(), ReportStyle::SmallPoints);
    }

    void linkFormatRefusesWhatTheWindowWouldNotOpen()
    {
        for (const char *address : { "javascript:alert(1)", "file:///etc/passwd",
                                     "data:text/html,<b>x</b>", "https:///no-host" }) {
            const QTextCharFormat format = ReportStyle::linkFormat(QUrl(s(address)));
            QVERIFY2(!format.isAnchor(), address);
            QVERIFY2(format.anchorHref().isEmpty(), address);
            QCOMPARE(format.foreground().color(), ReportStyle::TextColor);
        }
    }

    void everyStatusHasItsOwnColours()
    {
        const QList<ChecklistStatus> statuses = { ChecklistStatus::Met, ChecklistStatus::Gap,
                                                  ChecklistStatus::NeedsJudgment,
                                                  ChecklistStatus::NotApplicable,
                                                  ChecklistStatus::Unreviewed };
        QSet<QRgb> colors;
        QSet<QRgb> fills;
        for (ChecklistStatus status : statuses) {
            colors.insert(ReportStyle::statusColor(status).rgb());
            fills.insert(ReportStyle::statusFill(status).rgb());
        }
        QCOMPARE(colors.size(), statuses.size());
        QCOMPARE(fills.size(), statuses.size());
    }

    // Paper, not the desktop theme: dark text on white whatever the palette of the application.
    void paperPaletteIsLight()
    {
        const QPalette palette = ReportStyle::paperPalette();
        QCOMPARE(palette.color(QPalette::Base), QColor(Qt::white));
        QCOMPARE(palette.color(QPalette::Text), ReportStyle::TextColor);
        QCOMPARE(palette.color(QPalette::Link), ReportStyle::LinkColor);
    }
};

QTEST_MAIN(tst_ReportStyle)
#include "tst_reportstyle.moc"
