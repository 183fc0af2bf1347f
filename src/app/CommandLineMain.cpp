// acp-workbench-cli: the commands that need only Qt Core, Network and Sql, started by the
// `acp-workbench` launcher (Launcher.cpp). Loading Qt GUI and Widgets, and relocating them, was
// about half of starting a command. The same core services as the window (CommandRunner,
// Workspace, SyncEngine); what needs more (the window, the report) goes on to
// acp-workbench-gui, the whole program.

#include "app/CommandMain.h"
#include "app/Programs.h"
#include "core/cli/CommandLine.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    acp::app::setApplicationMetadata();
    const acp::CommandLineRequest request =
        acp::parseCommandLine(acp::app::argumentsOf(argc, argv));
    if (!acp::app::isHeadless(request) || acp::app::needsGui(request)) {
        return acp::app::execProgram(acp::app::WholeProgram, argv);
    }
    QCoreApplication app(argc, argv);
    return acp::app::runCommand(app, argc, argv);
}
