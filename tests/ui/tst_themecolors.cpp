// The semantic colours (checklist statuses, review states, "overdue") stay readable on light,
// dark and high-contrast palettes.

#include "ui/checklist/ChecklistStyle.h"
#include "ui/widgets/UiSupport.h"

#include <QPalette>
#include <QTest>

using namespace acp;

namespace {

QPalette makePalette(const QColor &base, const QColor &text)
{
    QPalette palette;
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::Window, base);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::WindowText, text);
    return palette;
}

} // namespace

class tst_ThemeColors : public QObject
{
    Q_OBJECT

private slots:
    void contrastRatio()
    {
        QVERIFY(qAbs(ui::contrastRatio(Qt::black, Qt::white) - 21.0) < 0.01);
        QVERIFY(qAbs(ui::contrastRatio(Qt::white, Qt::white) - 1.0) < 0.01);
        QVERIFY(ui::isDarkPalette(makePalette(QColor(0x20, 0x20, 0x20), QColor(0xee, 0xee, 0xee))));
        QVERIFY(!ui::isDarkPalette(makePalette(Qt::white, Qt::black)));
    }

    void readableOnKeepsTheHue()
    {
        const QColor red(0xb3, 0x26, 0x1e);
        const QColor dark(0x1e, 0x1e, 0x1e);
        QVERIFY(ui::contrastRatio(red, dark) < 4.5); // the light-theme red on a dark view
        const QColor adjusted = ui::readableOn(red, dark);
        QVERIFY(ui::contrastRatio(adjusted, dark) >= 4.5);
        QVERIFY(qAbs(adjusted.toHsl().hslHue() - red.toHsl().hslHue()) <= 3); // still red
        // Already readable: untouched.
        QCOMPARE(ui::readableOn(red, QColor(Qt::white)), red);
        // Grey on grey still ends readable.
        QVERIFY(
            ui::contrastRatio(ui::readableOn(QColor(0x77, 0x77, 0x77), QColor(0x70, 0x70, 0x70)),
                              QColor(0x70, 0x70, 0x70))
            >= 4.5);
    }

    void statusBadgesOnEveryPalette_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("light") << makePalette(Qt::white, QColor(0x1f, 0x23, 0x28));
        QTest::newRow("dark") << makePalette(QColor(0x1e, 0x1e, 0x1e), QColor(0xe6, 0xe6, 0xe6));
        QTest::newRow("high contrast") << makePalette(Qt::black, Qt::white);
        QTest::newRow("warm light")
            << makePalette(QColor(0xfd, 0xf6, 0xe3), QColor(0x58, 0x6e, 0x75));
    }

    void statusBadgesOnEveryPalette()
    {
        QFETCH(QPalette, palette);
        for (ChecklistStatus status : ui::checklistStatusesInKeyOrder()) {
            const QColor tint = ui::checklistStatusTint(status, palette);
            const QColor text = ui::checklistStatusTextColor(status, palette);
            QVERIFY2(ui::contrastRatio(text, tint) >= 4.5,
                     qPrintable(QStringLiteral("%1 on %2 for status %3")
                                    .arg(text.name(), tint.name())
                                    .arg(int(status))));
            // The tint follows the theme: dark on dark palettes, light on light ones.
            QCOMPARE(ui::contrastRatio(tint, palette.color(QPalette::Base)) < 3.0, true);
        }
    }

    void reviewStateBadgesAreReadable()
    {
        for (ReviewState state : allReviewStates()) {
            const QColor background = ui::reviewStateColor(state);
            QVERIFY2(ui::contrastRatio(ui::contrastingTextColor(background), background) >= 4.0,
                     qPrintable(reviewStateId(state)));
        }
    }
};

QTEST_MAIN(tst_ThemeColors)
#include "tst_themecolors.moc"
