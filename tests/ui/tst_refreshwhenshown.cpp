// A panel's refresh runs only while the panel can be seen, and once when it is shown stale.

#include "ui/widgets/RefreshWhenShown.h"

#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>
#include <QWindow>

using namespace acp;

class tst_RefreshWhenShown : public QObject
{
    Q_OBJECT

private slots:
    void refreshesOnlyWhatCanBeSeen()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *panel = new QWidget(&window);
        layout->addWidget(panel);
        panel->hide();
        int runs = 0;
        auto *refresh = new RefreshWhenShown(panel, [&runs] { ++runs; });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // Hidden: requests only mark it stale, however many.
        QVERIFY(refresh->isStale());
        refresh->request();
        refresh->request();
        QCOMPARE(runs, 0);

        // Shown: one refresh for all of them; while visible, each request refreshes.
        panel->show();
        QCOMPARE(runs, 1);
        QVERIFY(!refresh->isStale());
        refresh->request();
        QCOMPARE(runs, 2);

        // Shown again without a request in between: nothing to do.
        panel->hide();
        panel->show();
        QCOMPARE(runs, 2);

        // Hidden with the window (a closed dock's panel stays "shown" to its parent); shown
        // with it, at once or after the window's paint (when the platform took the window off
        // the screen meanwhile).
        window.hide();
        refresh->request();
        QCOMPARE(runs, 2);
        QSignalSpy refreshed(refresh, &RefreshWhenShown::refreshed);
        window.show();
        QVERIFY(!refreshed.isEmpty() || refreshed.wait());
        QCOMPARE(runs, 3);
    }

    // A panel shown with its window at start-up refreshes once the window has been painted,
    // never before: the window appears first.
    void startUpRefreshWaitsForThePaint()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *panel = new QWidget(&window);
        layout->addWidget(panel);
        bool paintedFirst = false;
        int runs = 0;
        auto *refresh = new RefreshWhenShown(panel, [&] {
            ++runs;
            paintedFirst = window.windowHandle() && window.windowHandle()->isExposed();
        });
        refresh->request();
        QCOMPARE(runs, 0);
        QSignalSpy refreshed(refresh, &RefreshWhenShown::refreshed);
        window.show();
        QCOMPARE(runs, 0);
        QVERIFY(refreshed.wait());
        QCOMPARE(runs, 1);
        QVERIFY(paintedFirst);
        // On screen, a request refreshes at once.
        refresh->request();
        QCOMPARE(runs, 2);
    }
};

QTEST_MAIN(tst_RefreshWhenShown)
#include "tst_refreshwhenshown.moc"
