// Switching benchmark: opens a workspace file in the real MainWindow (offscreen unless
// QT_QPA_PLATFORM says otherwise) and selects applications one after another, as a reviewer
// going through the list does. One switch is timed from MainWindow::selectApplication() until
// the event loop has painted the first frame that shows the new application's text: the
// frame the reviewer sees, with what changed in it painted (the list scrolled, the pane
// filled). So the figure covers loading the application from SQLite, filling the pane, laying
// it out and painting it. --repaint-all instead handles the events posted and then paints the
// whole window (QWidget::repaint()), as figures before December 2026 were taken; that paints
// again what was painted already, and what did not change.
//
//   bench_switch --db FILE [--repo OWNER/NAME] [--switches N] [--seed S] [--json FILE]
//                [--repaint-all]
//
// Then it opens the Dashboard tab and times it until its figures are shown, with the longest
// time the window's event loop went without turning meanwhile (ticks of a zero timer): how long
// a click or a key would have waited.
//
// Prints a Markdown table; --json writes the figures, and each switch's application and time.

#include "core/catalog/ApplicationCatalog.h"
#include "core/workspace/Workspace.h"
#include "ui/applications/ApplicationPane.h"
#include "ui/dashboard/DashboardView.h"
#include "ui/dashboard/ViewTabs.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <random>
#include <sys/resource.h>

namespace {

double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto rank = qsizetype(std::ceil(p / 100.0 * double(values.size())));
    return values.at(std::clamp<qsizetype>(rank - 1, 0, values.size() - 1));
}

// Turns the event loop until the frame that shows the new application's text is painted. The
// window paints all it has dirty at once, after the layouts posted before it, so that frame
// holds the whole switch; what comes after it (the rest of a long thread laid out in steps
// from a timer) is the event loop's background work, between which input is handled.
class FrameWatch : public QObject
{
public:
    explicit FrameWatch(QObject *mustPaint)
        : m_mustPaint(mustPaint)
    { }

    // False when the text was not painted within many turns (the frame was not measured).
    bool waitForFrame()
    {
        m_painted = false;
        for (int turn = 0; turn < 50 && !m_painted; ++turn)
            QCoreApplication::processEvents();
        return m_painted;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && watched == m_mustPaint)
            m_painted = true;
        return false;
    }

private:
    QObject *m_mustPaint;
    bool m_painted = false;
};

struct DashboardOpening
{
    double readyMs = 0;
    double longestStallMs = 0;
};

// Shows the Dashboard tab and waits for its figures, timing the gaps between turns of the event
// loop meanwhile.
DashboardOpening openDashboard(acp::MainWindow &window)
{
    // The dashboard is built when its tab is first shown: watched through the tabs.
    acp::ViewTabs *tabs = window.viewTabs();
    QEventLoop shown;
    bool ready = false; // the figures may come before the loop runs (computed on this thread)
    QObject::connect(tabs, &acp::ViewTabs::dashboardRefreshed, &shown, [&] {
        ready = true;
        shown.quit();
    });
    QElapsedTimer clock;
    QElapsedTimer sinceTurn;
    double longestGap = 0;
    QTimer ticker;
    ticker.setInterval(0);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        longestGap = std::max(longestGap, double(sinceTurn.nsecsElapsed()) / 1e6);
        sinceTurn.restart();
    });
    clock.start();
    sinceTurn.start();
    ticker.start();
    window.viewTabs()->showDashboard();
    longestGap = std::max(longestGap, double(sinceTurn.nsecsElapsed()) / 1e6);
    sinceTurn.restart();
    if (!ready)
        shown.exec();
    window.repaint(); // the figures' first paint belongs to the turn that showed them
    longestGap = std::max(longestGap, double(sinceTurn.nsecsElapsed()) / 1e6);
    return { double(clock.nsecsElapsed()) / 1e6, longestGap };
}

long peakResidentKiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("acp-workbench-bench"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_switch"));
    QStandardPaths::setTestModeEnabled(true); // window settings go to a throw-away place

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Times switching between applications in the main window."));
    parser.addHelpOption();
    const QCommandLineOption dbOption(QStringLiteral("db"), QStringLiteral("The workspace file."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption repoOption(
        QStringLiteral("repo"), QStringLiteral("The repository of the file."),
        QStringLiteral("OWNER/NAME"), QStringLiteral("pytorch-fdn/additional-compute-platforms"));
    const QCommandLineOption switchesOption(QStringLiteral("switches"),
                                            QStringLiteral("Switches to time (default 300)."),
                                            QStringLiteral("N"), QStringLiteral("300"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Random seed."),
                                        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("Write the figures to this JSON file."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption repaintAllOption(
        QStringLiteral("repaint-all"),
        QStringLiteral("End each switch with a repaint of the whole window."));
    parser.addOptions(
        { dbOption, repoOption, switchesOption, seedOption, jsonOption, repaintAllOption });
    parser.process(app);
    if (!parser.isSet(dbOption)) {
        qCritical("--db is required");
        return 2;
    }

    acp::WorkspaceOptions options;
    options.databasePath = parser.value(dbOption);
    options.repository = parser.value(repoOption);
    options.apiUrl = QUrl(QStringLiteral("http://127.0.0.1:9")); // never contacted
    acp::Workspace workspace(options);
    if (!workspace.open()) {
        qCritical("%s", qPrintable(workspace.errorString()));
        return 1;
    }

    QElapsedTimer clock;
    clock.start();
    acp::MainWindow window(workspace);
    window.resize(1280, 800);
    window.show();
    window.repaint();
    const double openMs = double(clock.nsecsElapsed()) / 1e6;

    QList<int> numbers;
    for (const acp::ApplicationSummary &summary : workspace.catalog().applications())
        numbers.append(summary.number);
    if (numbers.size() < 2) {
        qCritical("The workspace holds fewer than two applications.");
        return 1;
    }
    // The thread's text is repainted on every switch: the watch fails a switch that did not.
    FrameWatch watch(window.applicationPane()->markdownView()->viewport());
    app.installEventFilter(&watch);
    const bool repaintAll = parser.isSet(repaintAllOption);
    std::mt19937 random(parser.value(seedOption).toUInt());
    const int switches = std::max(1, parser.value(switchesOption).toInt());
    QList<double> times;
    times.reserve(switches);
    QJsonArray each; // which application each switch showed, and its time: what slow ones share
    int previous = window.selectedApplication();
    for (int i = 0; i < switches; ++i) {
        int number = previous;
        while (number == previous)
            number =
                numbers.at(std::uniform_int_distribution<int>(0, int(numbers.size()) - 1)(random));
        clock.restart();
        if (!window.selectApplication(number)) {
            qCritical("Application #%d could not be selected.", number);
            return 1;
        }
        if (repaintAll) {
            QCoreApplication::processEvents();
            window.repaint();
        } else if (!watch.waitForFrame()) {
            qCritical("Switching to application #%d did not repaint its text.", number);
            return 1;
        }
        times.append(double(clock.nsecsElapsed()) / 1e6);
        each.append(QJsonObject { { QStringLiteral("number"), number },
                                  { QStringLiteral("ms"), times.constLast() } });
        if (window.selectedApplication() != number) {
            qCritical("Application #%d is not the selected one after switching.", number);
            return 1;
        }
        previous = number;
    }

    const DashboardOpening dashboard = openDashboard(window);

    const double median = percentile(times, 50);
    const double p95 = percentile(times, 95);
    const double max = percentile(times, 100);
    QTextStream out(stdout);
    out << "| figure | value |\n|---|---|\n";
    out << "| applications | " << numbers.size() << " |\n";
    out << "| window built, shown and painted (in process) | " << qRound(openMs) << " ms |\n";
    out << "| switch (" << switches << " times) | median " << QString::number(median, 'f', 1)
        << " ms, p95 " << QString::number(p95, 'f', 1) << " ms, max "
        << QString::number(max, 'f', 1) << " ms |\n";
    out << "| Dashboard opened until its figures are shown | " << qRound(dashboard.readyMs)
        << " ms; the window's event loop waited at most "
        << QString::number(dashboard.longestStallMs, 'f', 1) << " ms |\n";
    out << "| peak memory | " << peakResidentKiB() / 1024 << " MiB |\n";
    out.flush();

    if (parser.isSet(jsonOption)) {
        QFile file(parser.value(jsonOption));
        if (!file.open(QIODevice::WriteOnly)) {
            qCritical("Cannot write %s", qPrintable(file.fileName()));
            return 1;
        }
        file.write(QJsonDocument(QJsonObject {
                                     { QStringLiteral("applications"), int(numbers.size()) },
                                     { QStringLiteral("window_open_ms"), openMs },
                                     { QStringLiteral("switches"), switches },
                                     { QStringLiteral("switch_median_ms"), median },
                                     { QStringLiteral("switch_p95_ms"), p95 },
                                     { QStringLiteral("switch_max_ms"), max },
                                     { QStringLiteral("dashboard_ready_ms"), dashboard.readyMs },
                                     { QStringLiteral("dashboard_longest_stall_ms"),
                                       dashboard.longestStallMs },
                                     { QStringLiteral("peak_rss_kib"), qint64(peakResidentKiB()) },
                                     { QStringLiteral("each_switch"), each },
                                 })
                       .toJson());
    }
    return 0;
}
