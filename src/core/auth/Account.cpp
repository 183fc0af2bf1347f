#include "core/auth/Account.h"

#include "core/github/GitHubClient.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace acp {

namespace {
struct AccountText
{
    Q_DECLARE_TR_FUNCTIONS(acp::Account)
};
} // namespace

QStringList Account::parseScopes(const QByteArray &header)
{
    QStringList scopes;
    const QList<QByteArray> parts = header.split(',');
    for (const QByteArray &part : parts) {
        const QString scope = QString::fromLatin1(part.trimmed());
        if (!scope.isEmpty() && !scopes.contains(scope))
            scopes.append(scope);
    }
    return scopes;
}

QString Account::summary() const
{
    switch (status) {
    case Status::SignedIn:
        if (!scopesReported)
            return AccountText::tr("Signed in as @%1").arg(login);
        return AccountText::tr("Signed in as @%1 (scopes: %2)")
            .arg(login,
                 scopes.isEmpty() ? AccountText::tr("none") : scopes.join(QStringLiteral(", ")));
    case Status::NoToken:
        return AccountText::tr("Not signed in");
    case Status::Rejected:
        return AccountText::tr("Not signed in: GitHub rejected the token");
    case Status::Failed:
        return AccountText::tr("Account unknown: %1").arg(errorString);
    }
    return {};
}

void Account::fetch(GitHubClient &client, QObject *context, Callback callback)
{
    if (!client.hasToken()) {
        Account account;
        account.status = Status::NoToken;
        if (callback)
            callback(account);
        return;
    }
    ApiRequest request;
    request.url = client.endpoint(QStringLiteral("/user"));
    client.send(request, context, [callback](const ApiResponse &response) {
        Account account;
        if (response.status == 401) {
            account.status = Status::Rejected;
            account.errorString = response.errorString;
        } else if (!response.ok()) {
            account.status = Status::Failed;
            account.errorString = response.errorString;
        } else {
            const QJsonObject user = QJsonDocument::fromJson(response.body).object();
            account.login = user.value(QLatin1String("login")).toString();
            account.name = user.value(QLatin1String("name")).toString();
            account.scopesReported = response.headers.contains("x-oauth-scopes");
            account.scopes = parseScopes(response.headers.value("x-oauth-scopes"));
            if (account.login.isEmpty()) {
                account.status = Status::Failed;
                account.errorString =
                    AccountText::tr("GitHub's answer about the signed-in user could not be read.");
            } else {
                account.status = Status::SignedIn;
            }
        }
        if (callback)
            callback(account);
    });
}

} // namespace acp
