#include "core/auth/TokenProvider.h"

#include "core/auth/GhCliToken.h"
#include "core/auth/Keychain.h"
#include "core/github/Hosts.h"
#include "core/logging/LogCategories.h"

#include <QHash>
#include <QMutex>
#include <QTimer>

#include <array>

namespace acp {

namespace {

// Tokens from signing in while no keychain was available: this process only.
QMutex g_sessionMutex;
QHash<QString, QString> &sessionTokens()
{
    static QHash<QString, QString> tokens;
    return tokens;
}

QString sessionToken(const QString &host)
{
    const QMutexLocker locker(&g_sessionMutex);
    return sessionTokens().value(host.toLower());
}

void setSessionToken(const QString &host, const QString &token)
{
    const QMutexLocker locker(&g_sessionMutex);
    if (token.isEmpty())
        sessionTokens().remove(host.toLower());
    else
        sessionTokens().insert(host.toLower(), token);
}

} // namespace

QString TokenLookup::sourceName() const
{
    switch (source) {
    case TokenSource::None:
        return TokenProvider::tr("no token");
    case TokenSource::Environment:
        return variable.isEmpty() ? QStringLiteral("GH_TOKEN") : variable;
    case TokenSource::Session:
        return TokenProvider::tr("this session (not saved)");
    case TokenSource::Keychain:
        return TokenProvider::tr("the system keychain");
    case TokenSource::GhCli:
        return TokenProvider::tr("the GitHub CLI (gh)");
    }
    return {};
}

TokenProvider::TokenProvider(const QString &host, QObject *parent)
    : TokenProvider(host, Options(), parent)
{ }

TokenProvider::TokenProvider(const QString &host, const Options &options, QObject *parent)
    : QObject(parent)
    , m_host(host.toLower())
    , m_options(options)
    , m_apiUrl(options.apiUrl.isValid() ? options.apiUrl : github::apiUrlForHost(host))
    , m_keychain(new Keychain(this))
    , m_gh(new GhCliToken(this))
{
    qRegisterMetaType<acp::TokenLookup>();
    m_keychain->setTimeout(m_options.keychainTimeout);
    m_gh->setTimeout(m_options.ghTimeout);
    m_gh->setProgram(m_options.ghProgram);
}

TokenProvider::~TokenProvider() = default;

EnvironmentToken TokenProvider::environmentToken(const QUrl &apiUrl, bool allowInsecureHttpToken)
{
    // A github.com token must not reach an Enterprise server (whose admins would see it), nor
    // an Enterprise token github.com: each pair belongs to its own kind of host, as in gh.
    const bool cloud = github::isGitHubCloudApi(apiUrl);
    const std::array<const char *, 2> names = cloud
        ? std::array<const char *, 2> { "GH_TOKEN", "GITHUB_TOKEN" }
        : std::array<const char *, 2> { "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN" };
    EnvironmentToken result;
    result.variable = QString::fromLatin1(names[0]);
    for (const char *name : names) {
        const QString value = qEnvironmentVariable(name).trimmed();
        if (value.isEmpty())
            continue;
        result.variable = QString::fromLatin1(name);
        const QString scheme = apiUrl.scheme().toLower();
        if (scheme == QLatin1String("https")) {
            result.token = value;
            return result;
        }
        if (scheme != QLatin1String("http"))
            return result; // not an address anything is sent to
        // Plain http shows the token to anyone on the way, and "loopback" may be a tunnel or
        // another user's listener: an environment token never goes there by accident.
        if (allowInsecureHttpToken) {
            result.token = value;
            return result;
        }
        const QString origin = apiUrl.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemovePath
                                                      | QUrl::RemoveQuery | QUrl::RemoveFragment);
        result.refusal = github::isLoopback(apiUrl)
            ? tr("%1 is not sent to %2 over plain http, where anyone on the way could read it "
                 "(use https, or --%3 for a test server on this computer).")
                  .arg(result.variable, origin, insecureHttpTokenOption())
            : tr("%1 is not sent to %2 over plain http, where anyone on the way could read it; "
                 "use https.")
                  .arg(result.variable, origin);
        return result;
    }
    return result;
}

void TokenProvider::clearSessionTokens()
{
    const QMutexLocker locker(&g_sessionMutex);
    sessionTokens().clear();
}

void TokenProvider::resolve()
{
    m_busy = true;
    TokenLookup lookup;
    if (m_options.useEnvironment) {
        const EnvironmentToken environment =
            environmentToken(m_apiUrl, m_options.allowInsecureHttpToken);
        if (!environment.refusal.isEmpty())
            lookup.notes.append(environment.refusal);
        lookup.token = environment.token;
        if (!lookup.token.isEmpty()) {
            lookup.source = TokenSource::Environment;
            lookup.variable = environment.variable;
            // Asynchronous like the other sources: callers connect after calling resolve().
            QTimer::singleShot(0, this, [this, lookup] { finishResolve(lookup); });
            return;
        }
    }
    lookup.token = sessionToken(m_host);
    if (!lookup.token.isEmpty()) {
        lookup.source = TokenSource::Session;
        QTimer::singleShot(0, this, [this, lookup] { finishResolve(lookup); });
        return;
    }
    askKeychain(lookup);
}

void TokenProvider::askKeychain(TokenLookup lookup)
{
    if (!m_options.useKeychain) {
        askGhCli(lookup);
        return;
    }
    m_keychain->read(
        github::keychainService(m_host), keychainKey(), this,
        [this, lookup](const Keychain::Result &result) mutable {
            if (result.ok() && !result.secret.isEmpty()) {
                lookup.token = result.secret;
                lookup.source = TokenSource::Keychain;
                finishResolve(lookup);
                return;
            }
            if (result.status != Keychain::Result::Status::NotFound && !result.ok()) {
                lookup.notes.append(
                    tr("The system keychain could not be read: %1.").arg(result.errorString));
            }
            askGhCli(lookup);
        });
}

void TokenProvider::askGhCli(TokenLookup lookup)
{
    if (!m_options.useGhCli) {
        // Always asynchronous: callers connect after calling resolve().
        QTimer::singleShot(0, this, [this, lookup] { finishResolve(lookup); });
        return;
    }
    m_gh->fetch(m_host, this, [this, lookup](const GhCliToken::Result &result) mutable {
        if (result.ok()) {
            lookup.token = result.token;
            lookup.source = TokenSource::GhCli;
        } else if (result.status != GhCliToken::Result::Status::NotInstalled) {
            lookup.notes.append(tr("No token from the GitHub CLI: %1.").arg(result.errorString));
        }
        finishResolve(lookup);
    });
}

void TokenProvider::finishResolve(const TokenLookup &lookup)
{
    m_busy = false;
    m_current = lookup;
    qCDebug(lcAuth).noquote() << "token:"
                              << (lookup.source == TokenSource::None ? QStringLiteral("none")
                                                                     : lookup.sourceName());
    emit resolved(lookup);
}

void TokenProvider::store(const QString &token)
{
    m_busy = true;
    auto keepInSession = [this, token](const QString &why) {
        setSessionToken(m_host, token);
        TokenLookup lookup;
        lookup.token = token;
        lookup.source = TokenSource::Session;
        lookup.notes.append(why);
        m_current = lookup;
        m_busy = false;
        emit stored(lookup, false,
                    tr("The token could not be saved in the system keychain (%1). You stay "
                       "signed in until the workbench closes; the token is not written to disk.")
                        .arg(why));
    };
    if (!m_options.useKeychain) {
        QTimer::singleShot(0, this,
                           [keepInSession] { keepInSession(tr("the keychain is turned off")); });
        return;
    }
    m_keychain->write(github::keychainService(m_host), keychainKey(), token, this,
                      [this, token, keepInSession](const Keychain::Result &result) {
                          if (!result.ok()) {
                              keepInSession(result.errorString);
                              return;
                          }
                          setSessionToken(m_host, QString());
                          TokenLookup lookup;
                          lookup.token = token;
                          lookup.source = TokenSource::Keychain;
                          m_current = lookup;
                          m_busy = false;
                          emit stored(lookup, true,
                                      tr("Signed in. The token is kept in the system keychain."));
                      });
}

void TokenProvider::signOut()
{
    m_busy = true;
    setSessionToken(m_host, QString());
    const TokenSource previous = m_current.source;
    auto finish = [this, previous](const QString &keychainProblem) {
        m_busy = false;
        m_current = TokenLookup();
        QString message = tr("Signed out of %1.").arg(m_host);
        if (!keychainProblem.isEmpty())
            message += QLatin1Char(' ')
                + tr("The keychain entry could not be removed: %1.").arg(keychainProblem);
        const EnvironmentToken environment =
            environmentToken(m_apiUrl, m_options.allowInsecureHttpToken);
        if (!environment.token.isEmpty()) {
            message += QLatin1Char(' ')
                + tr("%1 is still set in the environment and is used until it is unset.")
                      .arg(environment.variable);
        } else if (previous == TokenSource::GhCli) {
            message += QLatin1Char(' ')
                + tr("The token came from the GitHub CLI; run “gh auth logout --hostname %1” to "
                     "sign out there.")
                      .arg(m_host);
        }
        emit signedOut(message);
    };
    if (!m_options.useKeychain) {
        QTimer::singleShot(0, this, [finish] { finish(QString()); });
        return;
    }
    m_keychain->remove(github::keychainService(m_host), keychainKey(), this,
                       [finish](const Keychain::Result &result) {
                           const bool gone = result.ok()
                               || result.status == Keychain::Result::Status::NotFound
                               || result.status == Keychain::Result::Status::Unavailable;
                           finish(gone ? QString() : result.errorString);
                       });
}

} // namespace acp
