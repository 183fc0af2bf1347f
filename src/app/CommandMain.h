#pragma once

#include "core/cli/CommandLine.h"

#include <QStringList>

#include <functional>

class QCoreApplication;

// What the two Qt programs share (main.cpp: the whole program; CommandLineMain.cpp: the commands
// that need only Qt Core): the application's identity, and running one headless command.
namespace acp::app {

void setApplicationMetadata();
QStringList argumentsOf(int argc, char *argv[]);
// A command, help, the version or a usage error: no window.
bool isHeadless(const CommandLineRequest &request);
// The report paints PDF pages, which needs Qt GUI (fonts, QPainter), though never a window.
bool needsGui(const CommandLineRequest &request);

// Runs the command under `app`, after `setUp` has handed the runner the commands that need more
// than Qt Core (CommandRunner::setExternalCommand). Returns the exit code.
int runCommand(QCoreApplication &app, int argc, char *argv[],
               const std::function<void(CommandRunner &runner)> &setUp = {});

} // namespace acp::app
