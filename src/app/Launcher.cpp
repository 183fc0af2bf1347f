// acp-workbench: chooses the program for what the command line asks, and becomes it. A command
// that needs only Qt Core (sync, list, push, ...) runs in acp-workbench-cli, which does not load
// Qt GUI and Widgets: about half of starting a command was loading and relocating them. The
// window, the report and anything this quick look does not recognise go to acp-workbench-gui,
// the whole program, which handles every command line. Choosing wrong only costs time: the
// command-line program hands a request it cannot serve to the whole program.

#include "app/LauncherCommands.h"
#include "app/Programs.h"

int main(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (acp::app::isCommandLineOnly(argv[i])) {
            return acp::app::execProgram(acp::app::CommandLineProgram, argv);
        }
    }
    return acp::app::execProgram(acp::app::WholeProgram, argv);
}
