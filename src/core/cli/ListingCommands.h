#pragma once

#include "core/cli/CommandGroup.h"

#include <QStringList>

namespace acp {

struct PlatformListing;

// `listing NUMBER --output DIR [--json]`: the pytorch.org listing draft of an approved
// platform (the one kept from the window's editor, else a new one from the application),
// checked against the site's rules (ListingRules) and written as the site repository's two
// files under DIR. A draft with errors is not written: the errors are listed, each naming its
// field. With --json (and without --output) it prints the draft and its problems.
// `listing NUMBER --pull-request [--remove]` queues the pull request of the draft (or of the
// removal of a retired platform's listing) in the outbox (ListingPullRequests).
class ListingCommands : public CommandGroup
{
    Q_OBJECT
public:
    ListingCommands(Workspace &workspace, const CommandLineRequest &request, QTextStream &out,
                    QTextStream &err, QObject *parent = nullptr);
    ~ListingCommands() override;

    static QStringList commands(); // "listing"
    static bool handles(const QString &command) { return commands().contains(command); }

    void run() override;

private:
    int runListing(int issueNumber);
    int queuePullRequest(int issueNumber);
};

} // namespace acp
