#pragma once

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <chrono>

namespace acp {

class GhCliToken;
class Keychain;

// Where a token came from.
enum class TokenSource {
    None,
    Environment, // GH_TOKEN / GITHUB_TOKEN, or GH_ENTERPRISE_TOKEN / GITHUB_ENTERPRISE_TOKEN
    Session, // signed in this session while no keychain was available: memory only
    Keychain, // the system keychain, service "acp-workbench:HOST"
    GhCli, // `gh auth token --hostname HOST`
};

struct TokenLookup
{
    QString token;
    TokenSource source = TokenSource::None;
    // Sentences about sources that could not be used (keychain unavailable, gh failed), for
    // tooltips and --verbose output; never contains the token.
    QStringList notes;
    QString variable; // Environment: the variable the token came from
    bool found() const { return !token.isEmpty(); }
    QString sourceName() const; // "GH_TOKEN", "the system keychain", …
};

// The token the environment holds for one API address, the way the GitHub CLI reads it:
// GH_TOKEN, else GITHUB_TOKEN, for github.com and NAME.ghe.com (isGitHubCloudApi());
// GH_ENTERPRISE_TOKEN, else GITHUB_ENTERPRISE_TOKEN, for every other host. A token is never
// handed out for a plain http:// address (loopback included) unless the caller explicitly
// allows it: then `token` is empty and `refusal` says why.
struct EnvironmentToken
{
    QString token;
    QString variable; // where `token` came from, else the variable this address reads first
    QString refusal; // one sentence, when a token was there but is not used
};

// Finds the token for one host, in order: the environment (environmentToken()), a token kept
// in memory for this session, the system keychain, `gh auth token`. Stores tokens from signing in
// in the keychain, or, when there is none, in memory for the session with a clear message (never in
// plain text on disk). Everything is asynchronous: the keychain and gh may take seconds.
class TokenProvider : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        bool useEnvironment = true;
        bool useKeychain = true;
        bool useGhCli = true;
        QString ghProgram; // empty: `gh` on PATH
        std::chrono::milliseconds keychainTimeout { 10000 };
        std::chrono::milliseconds ghTimeout { 10000 };
        // The API address the token is for; empty: github::apiUrlForHost(host). It decides which
        // environment variables apply and whether the connection is plain http.
        QUrl apiUrl;
        // Lets an environment token go over plain http (a local test server). Off by default,
        // and only ever set from an explicit, alarming-sounding command-line option.
        bool allowInsecureHttpToken = false;
    };

    explicit TokenProvider(const QString &host, QObject *parent = nullptr);
    TokenProvider(const QString &host, const Options &options, QObject *parent = nullptr);
    ~TokenProvider() override;

    QString host() const { return m_host; }
    const Options &options() const { return m_options; }
    bool isBusy() const { return m_busy; }
    // The last lookup or store.
    TokenLookup current() const { return m_current; }

    // Emits resolved() once the sources are asked.
    void resolve();
    // Keeps a token from signing in: the keychain, else memory for this session. Emits stored().
    void store(const QString &token);
    // Forgets the stored token (keychain and session). A token from GH_TOKEN or gh cannot be
    // removed from here; the message says how. Emits signedOut().
    void signOut();

    static EnvironmentToken environmentToken(const QUrl &apiUrl,
                                             bool allowInsecureHttpToken = false);
    // The command-line option that allows an environment token over plain http.
    static QString insecureHttpTokenOption() { return QStringLiteral("allow-insecure-http-token"); }
    static QString keychainKey() { return QStringLiteral("oauth-token"); }
    // Drops every session-only token (tests).
    static void clearSessionTokens();

signals:
    void resolved(const acp::TokenLookup &lookup);
    // inKeychain false: kept in memory for the session only; `message` says so.
    void stored(const acp::TokenLookup &lookup, bool inKeychain, const QString &message);
    void signedOut(const QString &message);

private:
    void askKeychain(TokenLookup lookup);
    void askGhCli(TokenLookup lookup);
    void finishResolve(const TokenLookup &lookup);

    QString m_host;
    Options m_options;
    QUrl m_apiUrl;
    Keychain *m_keychain = nullptr;
    GhCliToken *m_gh = nullptr;
    TokenLookup m_current;
    bool m_busy = false;
};

} // namespace acp

Q_DECLARE_METATYPE(acp::TokenLookup)
