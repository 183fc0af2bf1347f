#pragma once

#include "core/listing/PlatformListing.h"
#include "core/outbox/OutboxAction.h"

#include <QCoreApplication>

#include <optional>

namespace acp {

class Workspace;

// The pull request that puts an approved platform's listing on pytorch.org (or, once the
// platform is retired, takes it off): an outbox action (ActionKind::ListingPullRequest) that
// OutboxPusher sends exactly once, from the user's fork of the site's repository, with a
// branch of the action's own. Its body links the application and the decision comment.
class ListingPullRequests
{
    Q_DECLARE_TR_FUNCTIONS(acp::ListingPullRequests)
public:
    explicit ListingPullRequests(Workspace &workspace);

    // The site's repository: the setting listing/siteRepository, "pytorch/pytorch.github.io"
    // by default.
    static QString siteRepository();

    enum class Change { Add, Remove };

    // The action, not queued yet; nothing with *error when the draft has errors (ListingRules),
    // the application is not approved (Add) or not retired (Remove), or a pull request of the
    // same change is already waiting in the outbox.
    std::optional<OutboxAction> compose(int issueNumber, const PlatformListing &listing,
                                        Change change, QString *error) const;
    std::optional<OutboxAction> queue(int issueNumber, const PlatformListing &listing,
                                      Change change, QString *error);

    // The application's latest listing pull request in the outbox, waiting or sent.
    std::optional<OutboxAction> latest(int issueNumber) const;

private:
    Workspace &m_workspace;
};

} // namespace acp
