#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/UiSupport.h"

#include <QApplication>
#include <QLabel>
#include <QTest>
#include <QVBoxLayout>

using namespace acp;

namespace {

QPalette lightPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    palette.setColor(QPalette::WindowText, Qt::black);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Text, Qt::black);
    palette.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    palette.setColor(QPalette::Link, QColor(0x00, 0x00, 0xff));
    return palette;
}

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    palette.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    palette.setColor(QPalette::Link, QColor(0x29, 0x80, 0xb9));
    return palette;
}

QPalette highContrastPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, Qt::black);
    palette.setColor(QPalette::WindowText, Qt::white);
    palette.setColor(QPalette::Base, Qt::black);
    palette.setColor(QPalette::Text, Qt::white);
    palette.setColor(QPalette::Highlight, QColor(0x1a, 0xeb, 0xff));
    palette.setColor(QPalette::Link, QColor(0xff, 0xff, 0x00));
    return palette;
}

} // namespace

class tst_MessageBanner : public QObject
{
    Q_OBJECT
private slots:
    void readableInEveryThemeAndLevel_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::addColumn<int>("level");
        QTest::addColumn<bool>("prominent");
        const QList<std::pair<const char *, QPalette>> palettes = {
            { "light", lightPalette() },
            { "dark", darkPalette() },
            { "high contrast", highContrastPalette() },
        };
        for (const auto &[name, palette] : palettes) {
            for (int level = 0; level <= int(MessageBanner::Level::Error); ++level) {
                QTest::addRow("%s, level %d", name, level) << palette << level << false;
                QTest::addRow("%s, level %d, prominent", name, level) << palette << level << true;
            }
        }
    }

    void readableInEveryThemeAndLevel()
    {
        QFETCH(QPalette, palette);
        QFETCH(int, level);
        QFETCH(bool, prominent);
        const MessageBanner::Colors colors =
            MessageBanner::colorsFor(MessageBanner::Level(level), palette, prominent);
        QVERIFY2(ui::contrastRatio(colors.text, colors.background) >= 4.5,
                 qPrintable(colors.text.name() + QLatin1Char('/') + colors.background.name()));
        QVERIFY(ui::contrastRatio(colors.border, colors.background) >= 3.0);
        const bool dark = ui::isDarkPalette(palette);
        // The band stays on the theme's side: a dark theme gets no light band that glares.
        QCOMPARE(colors.background.lightnessF() < 0.5, dark);
        if (ui::contrastRatio(palette.color(QPalette::Window), palette.color(QPalette::WindowText))
            >= 15.0) {
            QCOMPARE(colors.background, palette.color(QPalette::Window));
        } else {
            QVERIFY(colors.background != palette.color(QPalette::Window)); // tinted
            // A prominent badge stands further from the window than a band does.
            const QColor window = palette.color(QPalette::Window);
            const QColor band =
                MessageBanner::colorsFor(MessageBanner::Level(level), palette).background;
            if (prominent)
                QVERIFY(ui::contrastRatio(colors.background, window)
                        > ui::contrastRatio(band, window));
        }
    }

    // The banner and the labels in it follow a theme change while shown.
    void followsThePaletteOfTheApplication()
    {
        const QPalette original = QApplication::palette();
        QApplication::setPalette(lightPalette());
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *banner = new MessageBanner(&window);
        banner->setLevel(MessageBanner::Level::Error);
        auto *label = new QLabel(QStringLiteral("The sync stopped."), banner);
        (new QVBoxLayout(banner))->addWidget(label);
        layout->addWidget(banner);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QColor lightBand = banner->palette().color(QPalette::Window);
        QVERIFY(lightBand.lightnessF() > 0.5);
        QVERIFY(ui::contrastRatio(label->palette().color(QPalette::WindowText), lightBand) >= 4.5);

        QApplication::setPalette(darkPalette());
        QTRY_VERIFY(banner->palette().color(QPalette::Window).lightnessF() < 0.5);
        const QColor darkBand = banner->palette().color(QPalette::Window);
        QCOMPARE(darkBand,
                 MessageBanner::colorsFor(MessageBanner::Level::Error, darkPalette()).background);
        QVERIFY(ui::contrastRatio(label->palette().color(QPalette::WindowText), darkBand) >= 4.5);

        banner->setLevel(MessageBanner::Level::Positive);
        QCOMPARE(
            banner->palette().color(QPalette::Window),
            MessageBanner::colorsFor(MessageBanner::Level::Positive, darkPalette()).background);
        QApplication::setPalette(original);
    }
};

QTEST_MAIN(tst_MessageBanner)
#include "tst_messagebanner.moc"
