#pragma once

#include <QString>

namespace acp {

class Database;

// The bundled demo workspace: fictional applications in issue-form shape, with comment threads
// and reactions, stored as GitHub REST payloads in :/demo/demo-workspace.json and loaded through
// the same decoders and cache writes as a sync. Nothing here touches the network.
class DemoWorkspace
{
public:
    static QString repositoryFullName(); // "acp-demo/additional-compute-platforms"
    // Loads (or refreshes) the demo data into the cache of `database`. Reviewer data is kept.
    static bool install(Database &database, QString *errorString = nullptr);
};

} // namespace acp
