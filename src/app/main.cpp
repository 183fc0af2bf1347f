// acp-workbench: the window when no command is given, else one headless command. Both go
// through the same core services (Workspace, SyncEngine, ApplicationCatalog).

#include "MainWindow.h"
#include "cli/CommandLine.h"
#include "workspace/Workspace.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>
#include <QTimer>

#include <cstdio>

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

int runCommand(int argc, char *argv[], const acp::CommandLineRequest &request)
{
    QCoreApplication app(argc, argv);
    acp::CommandRunner runner(request);
    QObject::connect(&runner, &acp::CommandRunner::finished, &app, &QCoreApplication::exit);
    QTimer::singleShot(0, &runner, &acp::CommandRunner::start);
    return app.exec();
}

int runWindow(int argc, char *argv[], const acp::CommandLineRequest &request)
{
    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QObject::tr("ACP Workbench"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/acp-workbench.svg")));
    QApplication::setDesktopFileName(QStringLiteral("io.github.pytorch_fdn.AcpWorkbench"));

    acp::Workspace workspace(request.workspace);
    if (!workspace.open()) {
        std::fprintf(stderr, "acp-workbench: %s\n", qPrintable(workspace.errorString()));
        return 1;
    }
    acp::MainWindow window(workspace);
    window.show();
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    setApplicationMetadata();
    const acp::CommandLineRequest request = acp::parseCommandLine(argumentsOf(argc, argv));
    const bool headless = !request.command.isEmpty() || request.showHelp || request.showVersion
        || !request.error.isEmpty();
    return headless ? runCommand(argc, argv, request) : runWindow(argc, argv, request);
}
