#pragma once

#include <QString>

class QTextStream;

namespace acp {

struct CommandLineRequest;
class Workspace;

// The command line's `report NUMBER|--all --output FILE.pdf`: the review report of one
// application, or a round report of every cached application, written offline from the cache.
// Needs a QGuiApplication (fonts and painting) but no display; main() hands it to the
// CommandRunner (CommandRunner::setExternalCommand). Returns the exit code; on failure sets
// `error` to one sentence.
int runReportCommand(Workspace &workspace, const CommandLineRequest &request, QTextStream &out,
                     QString *error);

} // namespace acp
