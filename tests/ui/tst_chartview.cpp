// A chart on screen: its size, what it tells a screen reader, and Export as PNG/SVG through the
// file chooser (the suffix added when the name has none).
#include "ui/charts/ChartView.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

class tst_ChartView : public QObject
{
    Q_OBJECT

private:
    static BarChart twoBars()
    {
        BarChart chart;
        chart.addBar(QStringLiteral("New"), 2, Qt::blue);
        chart.addBar(QStringLiteral("Voting"), 1, Qt::magenta, QStringLiteral("one"));
        return chart;
    }

private slots:
    void describesItsBarsAndSizesToThem()
    {
        ChartView view(QStringLiteral("Applications by state"));
        QVERIFY(!view.exportPngAction()->isEnabled()); // nothing to export yet
        view.setChart(twoBars());
        QVERIFY(view.exportPngAction()->isEnabled());
        QVERIFY(view.exportSvgAction()->isEnabled());
        QCOMPARE(view.accessibleName(), QStringLiteral("Applications by state"));
        QCOMPARE(view.accessibleDescription(), QStringLiteral("New: 2; Voting: one"));
        const int oneRow = [] {
            ChartView single(QStringLiteral("x"));
            BarChart chart;
            chart.addBar(QStringLiteral("a"), 1, Qt::red);
            single.setChart(chart);
            return single.sizeHint().height();
        }();
        QVERIFY(view.sizeHint().height() > oneRow);
        view.resize(view.sizeHint());
        QImage image(view.size(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        view.render(&image);
        bool blue = false;
        for (int y = 0; y < image.height() && !blue; ++y) {
            for (int x = 0; x < image.width() && !blue; ++x) {
                blue = image.pixelColor(x, y) == QColor(Qt::blue);
            }
        }
        QVERIFY(blue);
    }

    void exportsThroughTheChosenFile_data()
    {
        QTest::addColumn<bool>("svg");
        QTest::addColumn<QString>("chosen");
        QTest::addColumn<QString>("written");
        QTest::newRow("png") << false << QStringLiteral("states.png")
                             << QStringLiteral("states.png");
        QTest::newRow("png without suffix")
            << false << QStringLiteral("states") << QStringLiteral("states.png");
        QTest::newRow("svg") << true << QStringLiteral("states.svg")
                             << QStringLiteral("states.svg");
    }

    void exportsThroughTheChosenFile()
    {
        QFETCH(bool, svg);
        QFETCH(QString, chosen);
        QFETCH(QString, written);
        QTemporaryDir dir;
        ChartView view(QStringLiteral("Applications by state"));
        view.setChart(twoBars());
        QString suggested;
        QString filter;
        view.setFileChooser([&](QWidget *, const QString &name, const QString &filterText) {
            suggested = name;
            filter = filterText;
            return dir.filePath(chosen);
        });
        QSignalSpy exported(&view, &ChartView::exported);
        (svg ? view.exportSvgAction() : view.exportPngAction())->trigger();
        QVERIFY(suggested.endsWith(svg ? QStringLiteral("/applications-by-state.svg")
                                       : QStringLiteral("/applications-by-state.png")));
        QVERIFY(filter.contains(svg ? QStringLiteral("*.svg") : QStringLiteral("*.png")));
        QCOMPARE(exported.count(), 1);
        QCOMPARE(exported.at(0).at(0).toString(), dir.filePath(written));
        QFile file(dir.filePath(written));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray head = file.read(200);
        QVERIFY(svg ? head.contains("<svg") : head.startsWith("\x89PNG"));
    }

    void cancellingWritesNothing()
    {
        ChartView view(QStringLiteral("x"));
        view.setChart(twoBars());
        view.setFileChooser([](QWidget *, const QString &, const QString &) { return QString(); });
        QSignalSpy exported(&view, &ChartView::exported);
        view.exportPngAction()->trigger();
        QCOMPARE(exported.count(), 0);
    }
};

QTEST_MAIN(tst_ChartView)
#include "tst_chartview.moc"
