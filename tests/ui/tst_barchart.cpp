// The bar chart the report, the Dashboard and the chart exports paint: rows, stacked segments in
// proportion, the legend, and the PNG and SVG files read back.
#include "ui/charts/BarChart.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace acp;

namespace {

const QColor Red(0xd0, 0x20, 0x20);
const QColor Blue(0x20, 0x40, 0xd0);
const QColor Green(0x20, 0xa0, 0x40);

// How many pixels of a row (at y) have exactly this colour.
int pixelsOf(const QImage &image, int y, const QColor &color)
{
    int count = 0;
    for (int x = 0; x < image.width(); ++x) {
        count += image.pixelColor(x, y) == color ? 1 : 0;
    }
    return count;
}

BarChart stacked()
{
    BarChart chart;
    chart.rows.append({ QStringLiteral("#1 Alpha"), { { 30, Red }, { 10, Blue } }, {} });
    chart.rows.append({ QStringLiteral("#2 Beta"), { { 20, Green } }, QStringLiteral("20 d") });
    chart.legend.append({ QStringLiteral("Pre-review"), Red });
    chart.legend.append({ QStringLiteral("Voting"), Blue });
    return chart;
}

} // namespace

class tst_BarChart : public QObject
{
    Q_OBJECT

private slots:
    void heightFollowsRowsAndLegend()
    {
        BarChart chart;
        QCOMPARE(chart.heightPoints(), 0.0);
        chart.addBar(QStringLiteral("A"), 1, Red);
        QCOMPARE(chart.heightPoints(), 13.0);
        chart.addBar(QStringLiteral("B"), 2, Red);
        QCOMPARE(chart.heightPoints(), 29.0); // two rows and the gap between
        chart.legend.append({ QStringLiteral("x"), Red });
        QCOMPARE(chart.heightPoints(), 45.0);
        QCOMPARE(chart.total(1), 2.0);
    }

    void segmentsAreStackedInProportion()
    {
        const BarChart chart = stacked();
        // One device unit per point: 400 × the chart's height.
        QImage image(400, int(chart.heightPoints()), QImage::Format_ARGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing, false);
            chart.paint(&painter, QRectF(image.rect()), QFont(), 1.0);
        }
        // The first row's bar is the longest (40): red three times as long as blue.
        const int y = 6;
        const int red = pixelsOf(image, y, Red);
        const int blue = pixelsOf(image, y, Blue);
        QVERIFY2(red > 0 && blue > 0, qPrintable(QStringLiteral("%1 %2").arg(red).arg(blue)));
        QVERIFY2(qAbs(red - 3 * blue) <= 6, qPrintable(QStringLiteral("%1 %2").arg(red).arg(blue)));
        // The second row (20 of 40) is half as long as the first.
        const int green = pixelsOf(image, y + 16, Green);
        QVERIFY2(qAbs(2 * green - (red + blue)) <= 6,
                 qPrintable(QStringLiteral("%1 %2").arg(green).arg(red + blue)));
    }

    void emptyAndNegativeSegmentsDrawNothing()
    {
        BarChart chart;
        chart.rows.append({ QStringLiteral("none"), { { 0, Red }, { -5, Blue } }, {} });
        QCOMPARE(chart.total(0), 0.0);
        QImage image(300, 20, QImage::Format_ARGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            chart.paint(&painter, QRectF(image.rect()), QFont(), 1.0);
        }
        QCOMPARE(pixelsOf(image, 6, Red), 0);
        QCOMPARE(pixelsOf(image, 6, Blue), 0);
    }

    void savesPng()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("chart.png"));
        QString error;
        QVERIFY2(stacked().save(path, QStringLiteral("Time in each stage"), 400, QFont(), &error),
                 qPrintable(error));
        QImage image;
        QVERIFY(image.load(path, "PNG"));
        // Twice a 96 dpi screen: (400 + 2 × 12 margin) points at 192/72 pixels a point.
        QCOMPARE(image.width(), qRound(424 * 192.0 / 72.0));
        QVERIFY(image.height() > int(stacked().heightPoints() * 192.0 / 72.0));
        QCOMPARE(image.pixelColor(1, 1), QColor(Qt::white)); // paper, not transparent
        bool hasRed = false;
        for (int y = 0; y < image.height() && !hasRed; ++y) {
            hasRed = pixelsOf(image, y, Red) > 10;
        }
        QVERIFY(hasRed);
    }

    void savesSvg()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("chart.SVG")); // suffix in any case
        QString error;
        QVERIFY2(stacked().save(path, QStringLiteral("Time <in> each stage"), 400, QFont(), &error),
                 qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        // Well-formed XML (the title escaped), an <svg> document; its text, element by element.
        QXmlStreamReader svg(&file);
        QString root;
        QString text;
        while (!svg.atEnd()) {
            svg.readNext();
            if (svg.isStartElement() && root.isEmpty()) {
                root = svg.name().toString();
            } else if (svg.isCharacters()) {
                text += svg.text() + QLatin1Char('\n');
            }
        }
        QVERIFY2(!svg.hasError(), qPrintable(svg.errorString()));
        QCOMPARE(root, QStringLiteral("svg"));
        for (const char *expected : { "Time <in> each stage", "#1 Alpha", "#2 Beta", "20 d", "40",
                                      "Pre-review", "Voting" }) {
            QVERIFY2(text.contains(QLatin1String(expected)), expected);
        }
    }

    void anUnwritablePathIsAClearError()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing/folder/chart.png"));
        QString error;
        QVERIFY(!stacked().save(path, QStringLiteral("x"), 300, QFont(), &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_MAIN(tst_BarChart)
#include "tst_barchart.moc"
