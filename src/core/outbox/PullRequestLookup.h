#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <optional>

namespace acp {

class GitHubClient;
struct OutboxAction;

// Finds the pull request a listing action may have opened, by its head ("login:branch"; the
// branch is the action's own): the site repository's pull requests with that head, in any state.
// Used before the pull request is opened again after an unanswered attempt (OutboxPusher) and
// before such an action is cancelled (ActionCancellation).
struct PullRequestLookup
{
    struct Found
    {
        int number = 0;
        QUrl url;
        QString state; // "open", "closed"
    };

    // "login:branch" of the action's pull request; empty while the login is not known.
    static QString head(const OutboxAction &action);
    // GET /repos/{site}/pulls?head=…&state=all&per_page=100
    static QUrl url(const GitHubClient &client, const QString &siteRepository, const QString &head);
    // The pull request with `head` in a listing's JSON; GitHub filters by head already, and the
    // answer is checked all the same.
    static std::optional<Found> find(const QByteArray &listing, const QString &head);
};

} // namespace acp
