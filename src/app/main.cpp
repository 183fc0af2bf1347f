// acp-workbench-gui, the whole program: the window when no command is given, else one headless
// command. Both go through the same core services (Workspace, SyncEngine, ApplicationCatalog).
// The `acp-workbench` launcher (Launcher.cpp) starts it for the window and the report, and
// starts acp-workbench-cli (Qt Core only) for the other commands.

#include "app/CommandMain.h"
#include "core/cli/CommandLine.h"
#include "core/i18n/Translations.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/report/ReportCommand.h"
#include "ui/widgets/AfterFirstPaint.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WorkbenchSession.h"

#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace {

int runCommand(int argc, char *argv[], const acp::CommandLineRequest &request)
{
    std::unique_ptr<QCoreApplication> app;
    if (acp::app::needsGui(request)) {
        // Never a window: the offscreen platform unless the user chose one.
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
#endif
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    return acp::app::runCommand(*app, argc, argv, [](acp::CommandRunner &runner) {
        runner.setExternalCommand(QStringLiteral("report"), &acp::runReportCommand);
    });
}

// Start-up timing for benchmarks/run_benchmarks.py: with ACP_REPORT_FIRST_PAINT=1 in the
// environment, the window prints "first paint: N ms" (since main() began) on stdout once its
// first paint has been flushed, and quits. Without the variable nothing is installed.
class FirstPaintReporter : public QObject
{
public:
    explicit FirstPaintReporter(const QElapsedTimer &clock)
        : m_clock(clock)
    { }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!m_reported && event->type() == QEvent::Paint && qobject_cast<QMainWindow *>(watched)) {
            m_reported = true;
            // Queued: runs when this paint and the flush that follows it are done.
            QTimer::singleShot(0, this, [this] {
                std::printf("first paint: %.1f ms\n", double(m_clock.nsecsElapsed()) / 1e6);
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return false;
    }

private:
    QElapsedTimer m_clock;
    bool m_reported = false;
};

QElapsedTimer &startClock()
{
    static QElapsedTimer clock;
    return clock;
}

int runWindow(int argc, char *argv[], const acp::CommandLineRequest &request)
{
    QApplication app(argc, argv);
    std::unique_ptr<FirstPaintReporter> firstPaint;
    if (qEnvironmentVariableIntValue("ACP_REPORT_FIRST_PAINT") == 1) {
        firstPaint = std::make_unique<FirstPaintReporter>(startClock());
        app.installEventFilter(firstPaint.get());
    }
    acp::applyConfiguredLanguage(); // the language of the settings, else the system's
    acp::ui::applyApplicationMetadata();

    // The session owns the window and its workspace, and can switch to another workspace.
    acp::WorkbenchSession session;
    if (!session.open(request.workspace)) {
        // No window to show a banner in yet: say it on stderr and in a dialog.
        std::fprintf(stderr, "acp-workbench: %s\n",
                     qPrintable(acp::text::displayLine(session.errorString())));
        acp::ui::applyWindowIcon();
        QMessageBox::critical(nullptr, QObject::tr("ACP Workbench"), session.errorString());
        return 1;
    }
    acp::ui::afterFirstPaint(session.window(), &acp::ui::applyWindowIcon);
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    startClock().start();
    acp::app::setApplicationMetadata();
    const acp::CommandLineRequest request =
        acp::parseCommandLine(acp::app::argumentsOf(argc, argv));
    return acp::app::isHeadless(request) ? runCommand(argc, argv, request)
                                         : runWindow(argc, argv, request);
}
