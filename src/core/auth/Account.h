#pragma once

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace acp {

class GitHubClient;

// Who the token belongs to: GET /user, and the classic token's scopes from X-OAuth-Scopes
// (fine-grained tokens and GitHub App tokens send no such header).
struct Account
{
    enum class Status {
        SignedIn,
        NoToken, // nothing to ask with
        Rejected, // 401: the token is missing, revoked or expired
        Failed, // unreachable, or another error (errorString)
    };
    Status status = Status::NoToken;
    QString login;
    QString name;
    QStringList scopes;
    bool scopesReported = false; // the X-OAuth-Scopes header was present
    QString errorString;

    bool signedIn() const { return status == Status::SignedIn; }
    // "Signed in as @login (scopes: repo)" / "Not signed in" / …, for status bars and the CLI.
    QString summary() const;
    static QStringList parseScopes(const QByteArray &header);

    using Callback = std::function<void(const Account &)>;
    // GET /user through the client (its token, its retries). The callback runs once unless
    // `context` is gone.
    static void fetch(GitHubClient &client, QObject *context, Callback callback);
};

} // namespace acp

Q_DECLARE_METATYPE(acp::Account)
