#include "ui/widgets/PillLabel.h"
#include "ui/widgets/UiSupport.h"

#include <QImage>
#include <QTest>

using namespace acp;

namespace {

// How many pixels of `image` have exactly `colour`.
int pixelsOf(const QImage &image, const QColor &colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            count += image.pixelColor(x, y).rgb() == colour.rgb() ? 1 : 0;
        }
    }
    return count;
}

} // namespace

class tst_PillLabel : public QObject
{
    Q_OBJECT

private slots:
    // The pill fills the label between rounded ends; the text is in the colour that reads on it.
    void paintsAPillWithTextThatReads()
    {
        PillLabel pill;
        pill.setText(QStringLiteral("needs-info"));
        const QColor dark(0x1a, 0x7f, 0x37);
        pill.setPill(dark, false);
        QVERIFY(pill.styleSheet().isEmpty());
        QCOMPARE(pill.textColor(), QColor(Qt::white));
        QCOMPARE(pill.palette().color(QPalette::WindowText), QColor(Qt::white));
        pill.resize(pill.sizeHint());
        const QImage image = pill.grab().toImage();
        const int height = image.height();
        // Solid in the middle of the pill, away from the text; the corners are not painted.
        QCOMPARE(image.pixelColor(image.width() / 2, 1).rgb(), dark.rgb());
        QVERIFY(image.pixelColor(0, 0).rgb() != dark.rgb());
        QVERIFY(image.pixelColor(image.width() - 1, height - 1).rgb() != dark.rgb());
        QVERIFY(pixelsOf(image, dark) > image.width() * height / 2);
        QVERIFY(pixelsOf(image, Qt::white) > 0); // the text

        const QColor light(0xea, 0xee, 0xf2);
        pill.setPill(light, false);
        QCOMPARE(pill.textColor(), ui::contrastingTextColor(light));
        QVERIFY(pill.textColor() != QColor(Qt::white));
        const QImage lighter = pill.grab().toImage();
        QVERIFY(pixelsOf(lighter, light) > lighter.width() * height / 2);
        QCOMPARE(pixelsOf(lighter, dark), 0);
    }

    // The text is padded by half the height past the rounded ends, so it never touches them.
    void sizeFollowsTheTextAndTheFont()
    {
        PillLabel pill;
        pill.setText(QStringLiteral("approved"));
        const QFontMetrics metrics(pill.font());
        QCOMPARE(pill.height(), metrics.height() + 4);
        QVERIFY(pill.sizeHint().width()
                >= metrics.horizontalAdvance(QStringLiteral("approved")) + pill.height());

        QFont larger = pill.font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        pill.setFont(larger);
        QCOMPARE(pill.height(), QFontMetrics(pill.font()).height() + 4);
        QVERIFY(pill.height() > metrics.height() + 4);
    }

    void boldSetsTheWeight()
    {
        PillLabel pill;
        pill.setText(QStringLiteral("Voting"));
        pill.setPill(QColor(0x6f, 0x42, 0xc1), true);
        QCOMPARE(pill.font().weight(), QFont::DemiBold);
        pill.setPill(QColor(0x6f, 0x42, 0xc1), false);
        QCOMPARE(pill.font().weight(), QFont::Normal);
    }
};

QTEST_MAIN(tst_PillLabel)
#include "tst_pilllabel.moc"
