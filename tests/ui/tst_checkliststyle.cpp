// The checklist's status icons: drawn when asked for, at the size and pixel ratio asked for, the
// same pixels paintChecklistStatusIcon() draws, disabled and selected as the style shows them.

#include "core/review/ChecklistStatus.h"
#include "ui/checklist/ChecklistStyle.h"

#include <QApplication>
#include <QIcon>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QStyle>
#include <QStyleOption>
#include <QtTest>

using namespace acp;

namespace {

// What paintChecklistStatusIcon() draws into `pixels` device pixels.
QImage drawnDirectly(ChecklistStatus status, const QSize &pixels)
{
    QPixmap pixmap(pixels);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    ui::paintChecklistStatusIcon(&painter, QRectF(QPointF(0, 0), QSizeF(pixels)), status);
    painter.end();
    return pixmap.toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

// The pixels alone: the device pixel ratio is compared where it matters.
QImage pixelsOf(QImage image)
{
    image = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1);
    return image;
}

QImage asImage(const QPixmap &pixmap)
{
    return pixelsOf(pixmap.toImage());
}

} // namespace

class tst_ChecklistStyle : public QObject
{
    Q_OBJECT

private slots:
    void iconsAreDrawnAtTheSizeAndRatioAskedFor_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<qreal>("ratio");
        QTest::newRow("16 at 1") << 16 << 1.0;
        QTest::newRow("22 at 1") << 22 << 1.0;
        QTest::newRow("16 at 2") << 16 << 2.0;
        QTest::newRow("20 at 1.5") << 20 << 1.5;
        QTest::newRow("48 at 2") << 48 << 2.0;
    }

    void iconsAreDrawnAtTheSizeAndRatioAskedFor()
    {
        QFETCH(int, side);
        QFETCH(qreal, ratio);
        const QSize logical(side, side);
        const QSize pixels = logical * ratio;
        for (ChecklistStatus status : allChecklistStatuses()) {
            const QIcon icon = ui::checklistStatusIcon(status);
            QVERIFY(!icon.isNull());
            const QPixmap pixmap = icon.pixmap(logical, ratio);
            QCOMPARE(pixmap.size(), pixels);
            QCOMPARE(pixmap.deviceIndependentSize().toSize(), logical);
            QCOMPARE(asImage(pixmap), drawnDirectly(status, pixels));
            // Asked again: the same pixels (from the cache).
            QCOMPARE(asImage(icon.pixmap(logical, ratio)), drawnDirectly(status, pixels));
        }
    }

    void everyStatusLooksDifferent()
    {
        QList<QImage> seen;
        for (ChecklistStatus status : allChecklistStatuses()) {
            const QImage image = asImage(ui::checklistStatusIcon(status).pixmap(QSize(24, 24)));
            QVERIFY2(!seen.contains(image), qPrintable(checklistStatusId(status)));
            seen << image;
        }
    }

    void paintingDrawsTheSamePixels()
    {
        for (qreal ratio : { 1.0, 2.0 }) {
            QImage canvas(QSize(40, 40) * ratio, QImage::Format_ARGB32_Premultiplied);
            canvas.setDevicePixelRatio(ratio);
            canvas.fill(Qt::transparent);
            QPainter painter(&canvas);
            ui::checklistStatusIcon(ChecklistStatus::Gap).paint(&painter, QRect(10, 10, 20, 20));
            painter.end();
            const QImage expected = drawnDirectly(ChecklistStatus::Gap, QSize(20, 20) * ratio);
            QCOMPARE(pixelsOf(canvas.copy(QRect(QPoint(10, 10) * ratio, QSize(20, 20) * ratio))),
                     expected);
        }
    }

    void disabledAndSelectedAsTheStyleShowsThem()
    {
        const QIcon icon = ui::checklistStatusIcon(ChecklistStatus::Met);
        const QPixmap normal = icon.pixmap(QSize(24, 24), 1.0, QIcon::Normal);
        QStyleOption option;
        option.palette = QGuiApplication::palette();
        for (QIcon::Mode mode : { QIcon::Disabled, QIcon::Selected }) {
            const QImage expected =
                asImage(QApplication::style()->generatedIconPixmap(mode, normal, &option));
            const QImage shown = asImage(icon.pixmap(QSize(24, 24), 1.0, mode));
            QCOMPARE(shown, expected);
        }
        QVERIFY(asImage(icon.pixmap(QSize(24, 24), 1.0, QIcon::Disabled)) != asImage(normal));
        // Active is the normal look.
        QCOMPARE(asImage(icon.pixmap(QSize(24, 24), 1.0, QIcon::Active)), asImage(normal));
    }
};

QTEST_MAIN(tst_ChecklistStyle)
#include "tst_checkliststyle.moc"
