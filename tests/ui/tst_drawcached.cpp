#include "ui/widgets/UiSupport.h"

#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QPixmapCache>
#include <QTest>
#include <QWidget>

using namespace acp;

namespace {

// A widget that paints a rounded badge through ui::drawCached, counting the real drawings.
class Badge : public QWidget
{
public:
    QString key = QStringLiteral("tst-badge");
    QRect area = QRect(10, 5, 60, 18);
    int drawings = 0;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), Qt::white);
        ui::drawCached(&painter, area, key, [this](QPainter *onto, const QRect &rect) {
            ++drawings;
            drawBadge(onto, rect);
        });
    }

public:
    static void drawBadge(QPainter *painter, const QRect &rect)
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(QColor(0x1a, 0x7f, 0x37));
        painter->setPen(Qt::NoPen);
        painter->drawRoundedRect(QRectF(rect), rect.height() / 2.0, rect.height() / 2.0);
    }
};

} // namespace

class tst_DrawCached : public QObject
{
    Q_OBJECT

private slots:
    void init() { QPixmapCache::clear(); }

    // On screen: drawn once a key and size, and the same pixels as drawing directly.
    void drawsOnceAndBlitsAfter()
    {
        Badge badge;
        badge.resize(80, 30);
        const QImage first = badge.grab().toImage();
        QCOMPARE(badge.drawings, 1);
        const QImage second = badge.grab().toImage();
        QCOMPARE(badge.drawings, 1);
        QCOMPARE(second, first);

        QImage direct(first.size(), first.format());
        direct.setDevicePixelRatio(first.devicePixelRatio());
        direct.fill(Qt::white);
        QPainter painter(&direct);
        Badge::drawBadge(&painter, badge.area);
        painter.end();
        QCOMPARE(first, direct);

        // Another size or another key is another drawing.
        badge.area = QRect(10, 5, 70, 18);
        (void)badge.grab();
        QCOMPARE(badge.drawings, 2);
        badge.key = QStringLiteral("tst-other-badge");
        (void)badge.grab();
        QCOMPARE(badge.drawings, 3);
    }

    // Elsewhere (an exported page, a picture) it draws every time, in place: no pixmap.
    void drawsDirectlyOffScreen()
    {
        int drawings = 0;
        QRect drawnAt;
        auto draw = [&](QPainter *, const QRect &rect) {
            ++drawings;
            drawnAt = rect;
        };
        const QRect area(10, 5, 60, 18);
        QPicture picture;
        QPainter onPicture(&picture);
        ui::drawCached(&onPicture, area, QStringLiteral("tst-picture"), draw);
        ui::drawCached(&onPicture, area, QStringLiteral("tst-picture"), draw);
        onPicture.end();
        QCOMPARE(drawings, 2);
        QCOMPARE(drawnAt, area);

        QImage image(100, 40, QImage::Format_ARGB32_Premultiplied);
        QPainter onImage(&image);
        ui::drawCached(&onImage, area, QStringLiteral("tst-image"), draw);
        onImage.end();
        QCOMPARE(drawings, 3);
    }
};

QTEST_MAIN(tst_DrawCached)
#include "tst_drawcached.moc"
