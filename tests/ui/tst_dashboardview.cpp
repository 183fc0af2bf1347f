// The Dashboard on the demo workspace: its tables and charts hold the figures `dashboard`
// prints, a row opens its application, a chart exports, and nothing is computed while hidden.
#include "../support/DemoWorkspaces.h"
#include "TestSupport.h"
#include "core/store/BackgroundReader.h"
#include "core/store/Database.h"
#include "core/workspace/Workspace.h"
#include "ui/charts/ChartView.h"
#include "ui/dashboard/DashboardView.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>
#include <memory>

using namespace acp;

namespace {

QStringList columnTexts(const QTreeWidget *table, int column)
{
    QStringList texts;
    for (int row = 0; row < table->topLevelItemCount(); ++row) {
        texts.append(table->topLevelItem(row)->text(column));
    }
    return texts;
}

// Shows the view and waits until it has computed its figures.
bool shownAndComputed(DashboardView &view)
{
    QSignalSpy refreshed(&view, &DashboardView::refreshed);
    view.show();
    return QTest::qWaitForWindowExposed(&view) && (!refreshed.isEmpty() || refreshed.wait());
}

// Runs an empty job on the workspace's background reader and waits for its answer: every job
// queued before it has then answered too.
bool readerAnswers(Workspace &workspace)
{
    QObject context;
    bool answered = false;
    workspace.backgroundReader().run(&context, [&answered](Database &) -> BackgroundReader::Result {
        return [&answered] { answered = true; };
    });
    return QTest::qWaitFor([&answered] { return answered; });
}

} // namespace

class tst_DashboardView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        test::isolateSettings(m_settingsDir.path(), QStringLiteral("tst_dashboardview"));
    }

    void showsTheFiguresOfTheDemo()
    {
        const auto workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("figures.sqlite3")));
        QVERIFY(workspace);
        DashboardView view(*workspace);
        const QDateTime now(QDate(2026, 12, 3), QTime(12, 0), QTimeZone::utc());
        view.setNow(now);
        QVERIFY(view.isStale()); // not computed before it is shown
        QSignalSpy refreshed(&view, &DashboardView::refreshed);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(!refreshed.isEmpty() || refreshed.wait());
        QVERIFY(!view.isStale());
        QCOMPARE(view.figures().now, now);

        // The open vote, with the organization that has not voted and its representative.
        QCOMPARE(view.votesTable()->topLevelItemCount(), 1);
        QTreeWidgetItem *vote = view.votesTable()->topLevelItem(0);
        QVERIFY(vote->text(0).startsWith(QStringLiteral("#12 Tessellate")));
        QCOMPARE(vote->text(1), QString::number(view.figures().openVotes.constFirst().daysLeft));
        QCOMPARE(vote->text(2), QStringLiteral("5 of 6 (quorum 4)"));
        QVERIFY(vote->text(4).contains(QStringLiteral("Pinecrest University (@pinecrest-ode)")));
        // What the row holds besides its texts: a tip with each cell's whole text, the days to
        // the right, the quorum's state.
        QCOMPARE(vote->toolTip(4), vote->text(4));
        QCOMPARE(vote->textAlignment(1), int(Qt::AlignRight | Qt::AlignVCenter));
        QCOMPARE(vote->toolTip(2), QStringLiteral("Quorum reached"));
        QVERIFY(vote->toolTip(1).startsWith(QStringLiteral("Closes ")));
        QVERIFY(view.votesTable()->isVisibleTo(&view));
        QVERIFY(
            !view.findChild<QLabel *>(QStringLiteral("openVotesTableEmpty"))->isVisibleTo(&view));

        // Waiting longest: #12 first; decided applications are not listed.
        const QStringList waiting = columnTexts(view.waitingTable(), 0);
        QVERIFY(waiting.constFirst().startsWith(QStringLiteral("#12 ")));
        for (const QString &row : waiting) {
            QVERIFY2(!row.startsWith(QStringLiteral("#3 "))
                         && !row.startsWith(QStringLiteral("#7 ")),
                     qPrintable(row));
        }
        QCOMPARE(view.deadlinesTable()->topLevelItemCount(), int(view.figures().deadlines.size()));
        // An overdue deadline is in the warning colour in every column; the others are not.
        QVERIFY(std::any_of(view.figures().deadlines.cbegin(), view.figures().deadlines.cend(),
                            [](const DueItem &item) { return item.overdue; }));
        for (int row = 0; row < view.deadlinesTable()->topLevelItemCount(); ++row) {
            const QTreeWidgetItem *item = view.deadlinesTable()->topLevelItem(row);
            const bool overdue = view.figures().deadlines.at(row).overdue;
            for (int column = 0; column < view.deadlinesTable()->columnCount(); ++column) {
                QCOMPARE(item->foreground(column).style() != Qt::NoBrush, overdue);
            }
        }
        QCOMPARE(columnTexts(view.platformsTable(), 0),
                 QStringList { QStringLiteral("#3 Nordhaven NPU") });
        QCOMPARE(columnTexts(view.platformsTable(), 1), QStringList { QStringLiteral("Listed") });
        // Tables are as tall as their rows: the dashboard scrolls, not each table.
        const QTreeWidget *deadlines = view.deadlinesTable();
        QVERIFY(deadlines->height()
                >= deadlines->topLevelItemCount() * deadlines->sizeHintForRow(0));

        // The charts: six applications by state, three stages, a timeline row each.
        QCOMPARE(view.stateChart()->chart().rows.size(), 5); // no "closed" bar at 0
        QCOMPARE(view.stageChart()->chart().rows.size(), 3);
        QCOMPARE(view.timelineChart()->chart().rows.size(), 6);
        QVERIFY(view.stateChart()->accessibleDescription().contains(QStringLiteral("Voting: 1")));
    }

    void aRowOpensItsApplication()
    {
        const auto workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("activate.sqlite3")));
        QVERIFY(workspace);
        DashboardView view(*workspace);
        QVERIFY(shownAndComputed(view));
        QSignalSpy activated(&view, &DashboardView::applicationActivated);
        QTreeWidget *platforms = view.platformsTable();
        emit platforms->itemActivated(platforms->topLevelItem(0), 0);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).toInt(), 3);
    }

    void aChartExportsFromItsButton()
    {
        const auto workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("export.sqlite3")));
        QVERIFY(workspace);
        DashboardView view(*workspace);
        QVERIFY(shownAndComputed(view));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("timeline.svg"));
        view.timelineChart()->setFileChooser(
            [&](QWidget *, const QString &, const QString &) { return path; });
        QSignalSpy status(&view, &DashboardView::statusMessage);
        view.timelineChart()->exportSvgAction()->trigger();
        QCOMPARE(status.count(), 1);
        QVERIFY(status.at(0).at(0).toString().contains(QStringLiteral("timeline.svg")));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY(svg.contains("Time in each stage"));
        QVERIFY(svg.contains("Nordhaven NPU"));
    }

    void hiddenItWaitsUntilShown()
    {
        const auto workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("hidden.sqlite3")));
        QVERIFY(workspace);
        DashboardView view(*workspace);
        QSignalSpy refreshed(&view, &DashboardView::refreshed);
        view.refresh();
        view.refresh();
        QCOMPARE(refreshed.count(), 0);
        QVERIFY(view.isStale());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(!refreshed.isEmpty() || refreshed.wait());
        QCOMPARE(refreshed.count(), 1);
        view.refresh(); // shown: it starts at once
        QVERIFY(refreshed.wait());
        QCOMPARE(refreshed.count(), 2);
    }

    // The figures are read on the workspace's background reader: the view says it is computing
    // and the window's event loop runs meanwhile. Asked again while computing, it computes once
    // more after, not once per request.
    void computesOffTheWindowsThread()
    {
        const auto workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("background.sqlite3")));
        QVERIFY(workspace);
        DashboardView view(*workspace);
        QVERIFY(shownAndComputed(view));
        const QLabel *asOf = view.findChild<QLabel *>(QStringLiteral("dashboardAsOf"));
        QVERIFY(asOf);
        const QString shownText = asOf->text();

        QSignalSpy refreshed(&view, &DashboardView::refreshed);
        view.refresh();
        view.refresh();
        view.refresh();
        QCOMPARE(refreshed.count(), 0); // nothing computed on this thread
        QCOMPARE(asOf->text(), QStringLiteral("Computing the figures…"));
        QVERIFY(refreshed.wait());
        QVERIFY(refreshed.count() == 2 || refreshed.wait());
        QCOMPARE(refreshed.count(), 2);
        // A third would have been asked for before this job, and answered before it.
        QVERIFY(readerAnswers(*workspace));
        QCOMPARE(refreshed.count(), 2);
        QCOMPARE(asOf->text(), shownText);
    }

    // The view may go while its figures are being computed: the result is dropped.
    void closingWhileComputingDropsTheResult()
    {
        const auto workspace =
            test::openDemoWorkspace(m_dataDir.filePath(QStringLiteral("closing.sqlite3")));
        QVERIFY(workspace);
        auto view = std::make_unique<DashboardView>(*workspace);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        view->refresh();
        view.reset();
        // The view's answer, had it not been dropped, would have come before this one.
        QVERIFY(readerAnswers(*workspace));
    }
};

QTEST_MAIN(tst_DashboardView)
#include "tst_dashboardview.moc"
