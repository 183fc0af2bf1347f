#pragma once

#include <QDateTime>
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
    // Loads (or refreshes) the demo data into the cache of `database`, with its link previews
    // (installPreviews). Reviewer data is kept.
    static bool install(Database &database, QString *errorString = nullptr);

    // Stores the cached link previews of the demo (:/demo/demo-previews.json, written by
    // resources/demo/make-demo-previews.py) in the preview cache: every link of the demo
    // applications, and the pages the automatic checks look at, so the cards and checks show
    // content although the demo never fetches anything. Their times are relative to `now`
    // ("fetched yesterday"), so they are stored again on every opening. Returns how many were
    // stored, or -1 with `errorString` set.
    static int installPreviews(Database &database, const QDateTime &now,
                               QString *errorString = nullptr);
};

} // namespace acp
