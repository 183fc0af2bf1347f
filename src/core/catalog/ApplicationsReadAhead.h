#pragma once

#include "core/catalog/ApplicationCatalog.h"

#include <QList>
#include <QString>

#include <optional>
#include <thread>
#include <utility>

namespace acp {

// Reads a workspace's applications (ApplicationCatalog::applications) on a thread of its own,
// with a read-only connection to the file, while the caller goes on: the window builds its
// widgets meanwhile and takes the list before its first paint. On a cold start with 5,000
// applications the read is a third of the window's start, and building the rest about as much;
// side by side on two cores, the window is up sooner. One read per object, begun when it is made.
//
//     ApplicationsReadAhead readAhead(workspace.database().filePath(), workspace.labelScheme());
//     ...build the window...
//     if (auto applications = readAhead.take()) model.refresh(*applications);
//     else model.refresh(); // read on the window's own connection
class ApplicationsReadAhead
{
public:
    // The file must have been opened (and migrated) by Database::open() first.
    ApplicationsReadAhead(const QString &databasePath, const LabelScheme &labels);
    ~ApplicationsReadAhead(); // waits for the read when it was not taken
    ApplicationsReadAhead(const ApplicationsReadAhead &) = delete;
    ApplicationsReadAhead &operator=(const ApplicationsReadAhead &) = delete;

    // Waits for the read. Nothing when the thread's connection could not open (the reason is
    // logged); the caller reads on its own connection then. Once: later calls give nothing.
    std::optional<QList<ApplicationSummary>> take();

private:
    std::optional<QList<ApplicationSummary>> m_applications; // written by the thread only
    std::thread m_thread;
};

} // namespace acp
