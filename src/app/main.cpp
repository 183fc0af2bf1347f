// acp-workbench: the window when no command is given, else one headless command. Both go
// through the same core services (Workspace, SyncEngine, ApplicationCatalog).

#include "core/cli/CommandLine.h"
#include "core/i18n/Translations.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/report/ReportCommand.h"
#include "ui/widgets/UiSupport.h"
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

void setApplicationMetadata()
{
    QCoreApplication::setOrganizationName(QStringLiteral("acp-workbench"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("pytorch-fdn.github.io"));
    QCoreApplication::setApplicationName(QStringLiteral("acp-workbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ACP_VERSION_STRING));
}

QStringList argumentsOf(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments.append(QString::fromLocal8Bit(argv[i]));
    }
    return arguments;
}

// The report command paints PDF pages, which needs Qt GUI (fonts, QPainter) but never a window:
// it runs under a QGuiApplication on the offscreen platform unless the user chose one.
bool needsGui(const acp::CommandLineRequest &request)
{
    return request.error.isEmpty() && !request.showHelp && !request.showVersion
        && request.command == QLatin1String("report");
}

int runCommand(int argc, char *argv[], acp::CommandLineRequest request)
{
    std::unique_ptr<QCoreApplication> app;
    if (needsGui(request)) {
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
#endif
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    acp::applyConfiguredLanguage(); // the language of the settings, else the system's
    // Parsed again now that the translations are installed: the help text and a usage error
    // are written in the user's language.
    request = acp::parseCommandLine(argumentsOf(argc, argv));
    acp::CommandRunner runner(request);
    runner.setExternalCommand(QStringLiteral("report"), &acp::runReportCommand);
    QObject::connect(&runner, &acp::CommandRunner::finished, app.get(), &QCoreApplication::exit);
    QTimer::singleShot(0, &runner, &acp::CommandRunner::start);
    return app->exec();
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
        QMessageBox::critical(nullptr, QObject::tr("ACP Workbench"), session.errorString());
        return 1;
    }
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    startClock().start();
    setApplicationMetadata();
    const acp::CommandLineRequest request = acp::parseCommandLine(argumentsOf(argc, argv));
    const bool headless = !request.command.isEmpty() || request.showHelp || request.showVersion
        || !request.error.isEmpty();
    return headless ? runCommand(argc, argv, request) : runWindow(argc, argv, request);
}
