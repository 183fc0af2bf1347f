#pragma once

#include "core/workspace/Workspace.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

class QSettings;

namespace acp {

// The workspaces (a repository on a host, each with its own database) the user has opened,
// most recent first, kept in QSettings under "RecentWorkspaces". Only the API address, the
// repository and the database path are kept: never a token.
struct RecentWorkspace
{
    QUrl apiUrl;
    QString repository;
    QString databasePath;
    QDateTime lastOpened;

    QString host() const;
    // "pytorch-fdn/additional-compute-platforms on github.com"
    QString displayName() const;
    WorkspaceOptions options() const; // token empty: found by the TokenProvider
    bool sameWorkspace(const RecentWorkspace &other) const;
};

class RecentWorkspaces
{
public:
    static constexpr int MaxEntries = 10;

    static QList<RecentWorkspace> load(QSettings &settings);
    static QList<RecentWorkspace> load();
    // Moves (or adds) the workspace to the front; demo workspaces and addresses with a user
    // name or password are not recorded.
    static void remember(QSettings &settings, const WorkspaceOptions &options);
    static void remember(const WorkspaceOptions &options);
    static void forget(QSettings &settings, const RecentWorkspace &workspace);
    // The most recent one, for starting without --repo / --api-url.
    static std::optional<RecentWorkspace> last();
};

} // namespace acp
