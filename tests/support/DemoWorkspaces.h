#pragma once

#include "core/workspace/Workspace.h"

#include <QDebug>
#include <QString>

#include <memory>

// For tests that link acp_core (the test server library does not).
namespace acp::test {

// The bundled demo workspace in a new database at `databasePath`, opened; nothing on failure
// (the reason is printed).
inline std::unique_ptr<Workspace> openDemoWorkspace(const QString &databasePath)
{
    WorkspaceOptions options;
    options.demo = true;
    options.databasePath = databasePath;
    auto workspace = std::make_unique<Workspace>(options);
    if (!workspace->open()) {
        qWarning() << workspace->errorString();
        return nullptr;
    }
    return workspace;
}

} // namespace acp::test
