// The window's application setup (UiSupport): the names go first, and the icon, which only the
// window manager shows, is a step of its own that main() takes after the first paint.

#include "ui/widgets/UiSupport.h"

#include <QGuiApplication>
#include <QIcon>
#include <QTest>

using namespace acp;

class tst_ApplicationMetadata : public QObject
{
    Q_OBJECT

private slots:
    void namesFirstThenTheIcon()
    {
        const qint64 before = QGuiApplication::windowIcon().cacheKey();
        ui::applyApplicationMetadata();
        QCOMPARE(QGuiApplication::applicationDisplayName(), QStringLiteral("ACP Workbench"));
        QCOMPARE(QGuiApplication::desktopFileName(),
                 QStringLiteral("io.github.pytorch_fdn.AcpWorkbench"));
        // Nothing decoded for the first frame: the icon is the one there was (none, or Qt's).
        QCOMPARE(QGuiApplication::windowIcon().cacheKey(), before);

        ui::applyWindowIcon();
        const QIcon icon = QGuiApplication::windowIcon();
        QVERIFY(!icon.isNull());
        const QList<QSize> sizes = icon.availableSizes();
        for (int side : { 16, 32, 48, 64, 128, 256 }) {
            QVERIFY2(sizes.contains(QSize(side, side)), qPrintable(QString::number(side)));
            QCOMPARE(icon.pixmap(QSize(side, side), 1.0).size(), QSize(side, side));
        }
    }
};

QTEST_MAIN(tst_ApplicationMetadata)
#include "tst_applicationmetadata.moc"
