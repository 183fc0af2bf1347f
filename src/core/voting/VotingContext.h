#pragma once

#include "core/review/AuthorTrust.h"
#include "core/review/ReviewState.h"

#include <QString>

namespace acp {

class Database;
class GitHubClient;

// What voting needs of the workspace it belongs to (Workspace implements it). Read at each use:
// the token, the client's state and the repository's name change while a workspace is open.
class VotingContext
{
public:
    virtual Database &database() = 0;
    // Null in demo mode: nothing is sent anywhere.
    virtual GitHubClient *client() const = 0;
    virtual QString repository() const = 0; // owner/name, as last recorded
    virtual QString token() const = 0; // empty when not signed in
    virtual LabelScheme labelScheme() const = 0;
    virtual AuthorTrust authorTrust() const = 0; // whose vote comments count
    virtual bool isDemo() const = 0;

protected:
    ~VotingContext() = default;
};

} // namespace acp
