// Where the token comes from: GH_TOKEN / GITHUB_TOKEN, the system keychain (a real Secret
// Service when the test runs under tests/support/run-with-secret-service.sh), `gh auth token`
// (a real executable script standing in for gh on PATH), and the in-memory fallback when no
// keychain answers.

#include "core/auth/Keychain.h"
#include "core/auth/TokenProvider.h"
#include "core/github/Hosts.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

namespace {

const char kChildVariable[] = "ACP_TOKENPROVIDER_CHILD";

// A `gh` on PATH: prints a token for github.com, says "not signed in" for other hosts, hangs
// for hang.example.com and prints garbage for garbage.example.com. Records its arguments.
bool writeFakeGh(const QString &directory)
{
    QFile script(directory + QStringLiteral("/gh"));
    if (!script.open(QIODevice::WriteOnly))
        return false;
    script.write(
        "#!/bin/sh\n"
        "printf '%s\\n' \"$@\" >> \"$(dirname \"$0\")/gh-calls\"\n"
        "[ \"$1 $2 $3\" = 'auth token --hostname' ] || { echo 'unknown command' >&2; exit 2; }\n"
        "case \"$4\" in\n"
        "  github.com) echo 'gho_from_gh_cli_0123456789' ;;\n"
        "  hang.example.com) exec sleep 60 ;;\n"
        "  garbage.example.com) echo 'this is not a token' ;;\n"
        "  *) echo \"no oauth token found for $4\" >&2; exit 1 ;;\n"
        "esac\n");
    script.close();
    return script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                 | QFileDevice::ExeOwner);
}

TokenLookup resolveWith(TokenProvider &provider, int timeoutMs = 20000)
{
    QSignalSpy resolved(&provider, &TokenProvider::resolved);
    provider.resolve();
    if (!resolved.isEmpty()) {
        qWarning("resolved() was emitted synchronously");
        return TokenLookup();
    }
    if (!resolved.wait(timeoutMs) || resolved.size() != 1)
        return TokenLookup();
    return resolved.first().at(0).value<TokenLookup>();
}

bool expectSecretService()
{
    return qEnvironmentVariable("ACP_EXPECT_SECRET_SERVICE") == QLatin1String("1");
}

// Every file below `root` whose bytes contain `needle`.
QStringList filesContaining(const QString &root, const QByteArray &needle)
{
    QStringList found;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && file.readAll().contains(needle))
            found.append(path);
    }
    return found;
}

} // namespace

class tst_TokenProvider : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_bin;
    QByteArray m_path;

    TokenProvider::Options quickOptions() const
    {
        TokenProvider::Options options;
        options.keychainTimeout = std::chrono::seconds(10);
        options.ghTimeout = std::chrono::seconds(10);
        return options;
    }

    QStringList ghCalls() const
    {
        QFile file(m_bin.filePath(QStringLiteral("gh-calls")));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

    // Whether a Secret Service answers here; fails the test when one was promised.
    bool secretServiceAvailable()
    {
        Keychain keychain;
        keychain.setTimeout(std::chrono::seconds(10));
        bool done = false;
        Keychain::Result result;
        keychain.read(QStringLiteral("acp-workbench:probe.invalid"), QStringLiteral("probe"), this,
                      [&](const Keychain::Result &r) {
                          result = r;
                          done = true;
                      });
        if (!QTest::qWaitFor([&] { return done; }, 15000))
            return false;
        return result.ok() || result.status == Keychain::Result::Status::NotFound;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_bin.isValid());
        QVERIFY(writeFakeGh(m_bin.path()));
        m_path = qgetenv("PATH");
        qputenv("PATH", QByteArray(QFile::encodeName(m_bin.path()) + ':' + m_path));
    }

    void init()
    {
        qunsetenv("GH_TOKEN");
        qunsetenv("GITHUB_TOKEN");
        qunsetenv("GH_ENTERPRISE_TOKEN");
        qunsetenv("GITHUB_ENTERPRISE_TOKEN");
        QFile::remove(m_bin.filePath(QStringLiteral("gh-calls")));
        TokenProvider::clearSessionTokens();
    }

    void cleanupTestCase()
    {
        qputenv("PATH", m_path);
        qunsetenv("GH_TOKEN");
        qunsetenv("GITHUB_TOKEN");
        qunsetenv("GH_ENTERPRISE_TOKEN");
        qunsetenv("GITHUB_ENTERPRISE_TOKEN");
    }

    void environmentComesFirst()
    {
        qputenv("GH_TOKEN", "  from-gh-token\n");
        qputenv("GITHUB_TOKEN", "from-github-token");
        TokenProvider provider(QStringLiteral("github.com"), quickOptions());
        TokenLookup lookup = resolveWith(provider);
        QCOMPARE(lookup.token, QStringLiteral("from-gh-token"));
        QCOMPARE(lookup.source, TokenSource::Environment);
        QCOMPARE(lookup.sourceName(), QStringLiteral("GH_TOKEN"));

        qunsetenv("GH_TOKEN");
        lookup = resolveWith(provider);
        QCOMPARE(lookup.token, QStringLiteral("from-github-token"));
        QCOMPARE(lookup.sourceName(), QStringLiteral("GITHUB_TOKEN"));
        // gh was never asked while the environment had a token.
        QVERIFY(ghCalls().isEmpty());

        qputenv("GITHUB_TOKEN", "   ");
        TokenProvider::Options envOnly = quickOptions();
        envOnly.useKeychain = false;
        envOnly.useGhCli = false;
        TokenProvider nothing(QStringLiteral("github.com"), envOnly);
        QSignalSpy resolved(&nothing, &TokenProvider::resolved);
        nothing.resolve();
        QVERIFY(resolved.isEmpty()); // always asynchronous
        QVERIFY(resolved.wait(5000));
        lookup = resolved.first().at(0).value<TokenLookup>();
        QVERIFY(!lookup.found());
        QCOMPARE(lookup.source, TokenSource::None);
    }

    // As in the GitHub CLI: GH_TOKEN / GITHUB_TOKEN for github.com and NAME.ghe.com only,
    // GH_ENTERPRISE_TOKEN / GITHUB_ENTERPRISE_TOKEN for every other host, never the other pair.
    void environmentTokenPerHost_data()
    {
        QTest::addColumn<QString>("apiUrl");
        QTest::addColumn<QString>("expected"); // "cloud", "enterprise"
        QTest::newRow("api.github.com") << "https://api.github.com"
                                        << "cloud";
        QTest::newRow("API.GitHub.com") << "https://API.GitHub.com/"
                                        << "cloud";
        QTest::newRow("ghe.com tenant") << "https://api.octo.ghe.com"
                                        << "cloud";
        QTest::newRow("enterprise server") << "https://ghe.example.com/api/v3"
                                           << "enterprise";
        QTest::newRow("api.github.com on another port") << "https://api.github.com:8443"
                                                        << "enterprise";
        QTest::newRow("look-alike suffix") << "https://api.github.com.evil.example"
                                           << "enterprise";
        QTest::newRow("look-alike ghe.com") << "https://api.octo.ghe.com.evil.example"
                                            << "enterprise";
        QTest::newRow("ghe.com itself") << "https://ghe.com/api/v3"
                                        << "enterprise";
        QTest::newRow("nested ghe.com") << "https://api.a.b.ghe.com"
                                        << "enterprise";
        QTest::newRow("github.com subdomain") << "https://evil.github.com/api/v3"
                                              << "enterprise";
    }

    void environmentTokenPerHost()
    {
        QFETCH(QString, apiUrl);
        QFETCH(QString, expected);
        const QUrl url(apiUrl);
        const bool cloud = expected == QLatin1String("cloud");
        qputenv("GH_TOKEN", "gh-token");
        qputenv("GITHUB_TOKEN", "github-token");
        qputenv("GH_ENTERPRISE_TOKEN", "gh-enterprise-token");
        qputenv("GITHUB_ENTERPRISE_TOKEN", "github-enterprise-token");
        EnvironmentToken found = TokenProvider::environmentToken(url);
        QCOMPARE(found.token,
                 cloud ? QStringLiteral("gh-token") : QStringLiteral("gh-enterprise-token"));
        QCOMPARE(found.variable,
                 cloud ? QStringLiteral("GH_TOKEN") : QStringLiteral("GH_ENTERPRISE_TOKEN"));
        QVERIFY(found.refusal.isEmpty());

        // The second of each pair when the first is unset (or blank).
        qunsetenv("GH_TOKEN");
        qputenv("GH_ENTERPRISE_TOKEN", "  ");
        found = TokenProvider::environmentToken(url);
        QCOMPARE(found.token,
                 cloud ? QStringLiteral("github-token")
                       : QStringLiteral("github-enterprise-token"));
        QCOMPARE(found.variable,
                 cloud ? QStringLiteral("GITHUB_TOKEN")
                       : QStringLiteral("GITHUB_ENTERPRISE_TOKEN"));

        // Only the other kind of token set: none at all, never the wrong one.
        if (cloud) {
            qunsetenv("GITHUB_TOKEN");
        } else {
            qunsetenv("GITHUB_ENTERPRISE_TOKEN");
        }
        found = TokenProvider::environmentToken(url);
        QVERIFY2(found.token.isEmpty(), qPrintable(found.token));
        QVERIFY(found.refusal.isEmpty());

        // The provider for that host takes the same one.
        qputenv(cloud ? "GH_TOKEN" : "GH_ENTERPRISE_TOKEN", "provider-token");
        TokenProvider::Options options = quickOptions();
        options.useKeychain = false;
        options.useGhCli = false;
        options.apiUrl = url;
        TokenProvider provider(github::hostForApiUrl(url), options);
        const TokenLookup lookup = resolveWith(provider);
        QCOMPARE(lookup.token, QStringLiteral("provider-token"));
        QCOMPARE(lookup.sourceName(),
                 cloud ? QStringLiteral("GH_TOKEN") : QStringLiteral("GH_ENTERPRISE_TOKEN"));
    }

    // The host setting alone (as the window has it) decides the same way.
    void environmentTokenForAHostSetting()
    {
        qputenv("GH_TOKEN", "cloud-token");
        qputenv("GH_ENTERPRISE_TOKEN", "enterprise-token");
        TokenProvider::Options options = quickOptions();
        options.useKeychain = false;
        options.useGhCli = false;
        TokenProvider cloud(QStringLiteral("github.com"), options);
        QCOMPARE(resolveWith(cloud).token, QStringLiteral("cloud-token"));
        TokenProvider tenant(QStringLiteral("octo.ghe.com"), options);
        QCOMPARE(resolveWith(tenant).token, QStringLiteral("cloud-token"));
        TokenProvider enterprise(QStringLiteral("ghe.example.com"), options);
        QCOMPARE(resolveWith(enterprise).token, QStringLiteral("enterprise-token"));
    }

    // Plain http (loopback included) gets no environment token without the explicit option:
    // a one-sentence refusal instead, and the other sources are still asked.
    void environmentTokenNeverOverPlainHttp()
    {
        qputenv("GH_TOKEN", "cloud-token");
        qputenv("GH_ENTERPRISE_TOKEN", "enterprise-token");
        const QUrl loopback(QStringLiteral("http://127.0.0.1:4713"));
        EnvironmentToken found = TokenProvider::environmentToken(loopback);
        QVERIFY(found.token.isEmpty());
        QCOMPARE(found.variable, QStringLiteral("GH_ENTERPRISE_TOKEN"));
        QVERIFY2(found.refusal.contains(QStringLiteral("GH_ENTERPRISE_TOKEN is not sent to "
                                                       "http://127.0.0.1:4713 over plain http")),
                 qPrintable(found.refusal));
        QVERIFY(found.refusal.contains(QStringLiteral("--allow-insecure-http-token")));
        QVERIFY(!found.refusal.contains(QStringLiteral("enterprise-token")));
        for (const char *address : { "http://localhost:4713", "http://[::1]:4713" }) {
            QVERIFY(TokenProvider::environmentToken(QUrl(QString::fromLatin1(address)))
                        .token.isEmpty());
        }
        // Not loopback: no way around it is offered.
        found =
            TokenProvider::environmentToken(QUrl(QStringLiteral("http://ghe.example.com/api/v3")));
        QVERIFY(found.token.isEmpty());
        QVERIFY(!found.refusal.isEmpty());
        QVERIFY(!found.refusal.contains(QStringLiteral("--allow-insecure-http-token")));
        // Explicitly allowed: the Enterprise token, never the github.com one.
        found = TokenProvider::environmentToken(loopback, true);
        QCOMPARE(found.token, QStringLiteral("enterprise-token"));
        QVERIFY(found.refusal.isEmpty());

        // The provider for a loopback host: the refusal as a note, the keychain and gh asked.
        TokenProvider::Options options = quickOptions();
        options.useKeychain = false;
        options.ghTimeout = std::chrono::seconds(10);
        TokenProvider provider(QStringLiteral("127.0.0.1:4713"), options);
        TokenLookup lookup = resolveWith(provider);
        QVERIFY(!lookup.found());
        QVERIFY2(lookup.notes.value(0).contains(QStringLiteral("plain http")),
                 qPrintable(lookup.notes.join(QLatin1Char('|'))));
        QCOMPARE(ghCalls().value(3), QStringLiteral("127.0.0.1:4713"));

        options.allowInsecureHttpToken = true;
        options.useGhCli = false;
        TokenProvider allowed(QStringLiteral("127.0.0.1:4713"), options);
        lookup = resolveWith(allowed);
        QCOMPARE(lookup.token, QStringLiteral("enterprise-token"));
        QCOMPARE(lookup.source, TokenSource::Environment);
    }

    void ghCliToken()
    {
        TokenProvider::Options options = quickOptions();
        options.useKeychain = false;
        TokenProvider provider(QStringLiteral("github.com"), options);
        const TokenLookup lookup = resolveWith(provider);
        QCOMPARE(lookup.token, QStringLiteral("gho_from_gh_cli_0123456789"));
        QCOMPARE(lookup.source, TokenSource::GhCli);
        QCOMPARE(ghCalls(),
                 QStringList({ QStringLiteral("auth"), QStringLiteral("token"),
                               QStringLiteral("--hostname"), QStringLiteral("github.com") }));
    }

    void ghCliForAnEnterpriseHost()
    {
        TokenProvider::Options options = quickOptions();
        options.useKeychain = false;
        TokenProvider provider(QStringLiteral("GHE.example.com"), options);
        const TokenLookup lookup = resolveWith(provider);
        QVERIFY(!lookup.found());
        QCOMPARE(ghCalls().value(3), QStringLiteral("ghe.example.com"));
        QCOMPARE(lookup.notes.size(), 1);
        QVERIFY2(lookup.notes.first().contains(QStringLiteral("not signed in")),
                 qPrintable(lookup.notes.first()));
        QVERIFY(lookup.notes.first().contains(QStringLiteral("no oauth token found")));
    }

    void ghCliThatHangsIsStopped()
    {
        TokenProvider::Options options = quickOptions();
        options.useKeychain = false;
        options.ghTimeout = std::chrono::milliseconds(400);
        TokenProvider provider(QStringLiteral("hang.example.com"), options);
        QElapsedTimer clock;
        clock.start();
        const TokenLookup lookup = resolveWith(provider, 10000);
        QVERIFY(clock.elapsed() < 8000);
        QVERIFY(!lookup.found());
        QVERIFY2(!lookup.notes.isEmpty()
                     && lookup.notes.first().contains(QStringLiteral("did not answer")),
                 qPrintable(lookup.notes.join(QLatin1Char('|'))));
    }

    void ghCliGarbageIsNotAToken()
    {
        TokenProvider::Options options = quickOptions();
        options.useKeychain = false;
        TokenProvider provider(QStringLiteral("garbage.example.com"), options);
        const TokenLookup lookup = resolveWith(provider);
        QVERIFY(!lookup.found());
        QVERIFY(lookup.notes.first().contains(QStringLiteral("not a token")));
        // The note never repeats what gh printed.
        QVERIFY(!lookup.notes.first().contains(QStringLiteral("this is not a token")));
    }

    void withoutGhInstalled()
    {
        qputenv("PATH", "/nonexistent-acp-path");
        TokenProvider::Options options = quickOptions();
        options.useKeychain = false;
        TokenProvider provider(QStringLiteral("github.com"), options);
        const TokenLookup lookup = resolveWith(provider);
        qputenv("PATH", QByteArray(QFile::encodeName(m_bin.path()) + ':' + m_path));
        QVERIFY(!lookup.found());
        QVERIFY(lookup.notes.isEmpty()); // no gh is not a problem worth a note
    }

    // Against a real Secret Service (gnome-keyring in its own D-Bus session).
    void keychainRoundTrip()
    {
        if (!Keychain::isCompiledIn())
            QSKIP("built without QtKeychain: only the in-memory fallback exists");
        if (!secretServiceAvailable()) {
            if (expectSecretService())
                QFAIL("run-with-secret-service.sh started a keyring, but it did not answer");
            QSKIP("no Secret Service on this D-Bus session; run the test under "
                  "tests/support/run-with-secret-service.sh");
        }
        const QString host = QStringLiteral("127.0.0.1:4711");
        const QString token = QStringLiteral("gho_keychain_round_trip_token");
        {
            TokenProvider provider(host, quickOptions());
            QSignalSpy stored(&provider, &TokenProvider::stored);
            provider.store(token);
            QVERIFY(stored.wait(15000));
            QCOMPARE(stored.first().at(1).toBool(), true);
            QCOMPARE(stored.first().at(0).value<TokenLookup>().source, TokenSource::Keychain);
        }
        // A new provider (as after a restart) finds it there, before gh.
        {
            TokenProvider provider(host, quickOptions());
            const TokenLookup lookup = resolveWith(provider);
            QCOMPARE(lookup.token, token);
            QCOMPARE(lookup.source, TokenSource::Keychain);
            QVERIFY(ghCalls().isEmpty());
        }
        // It is in the Secret Service itself, under the host's service name.
        const QString secretTool = QStandardPaths::findExecutable(QStringLiteral("secret-tool"));
        if (!secretTool.isEmpty()) {
            QProcess lookup;
            lookup.start(secretTool,
                         { QStringLiteral("lookup"), QStringLiteral("server"),
                           github::keychainService(host), QStringLiteral("user"),
                           TokenProvider::keychainKey() });
            QVERIFY(lookup.waitForFinished(10000));
            QCOMPARE(QString::fromUtf8(lookup.readAllStandardOutput()).trimmed(), token);
        }
        // QtKeychain's plain-text fallback was not used.
        QVERIFY(filesContaining(QStandardPaths::writableLocation(QStandardPaths::ConfigLocation),
                                token.toUtf8())
                    .isEmpty());
        {
            TokenProvider::Options options = quickOptions();
            options.useGhCli = false;
            TokenProvider provider(host, options);
            QSignalSpy signedOut(&provider, &TokenProvider::signedOut);
            provider.signOut();
            QVERIFY(signedOut.wait(15000));
            QVERIFY(signedOut.first().at(0).toString().contains(QStringLiteral("Signed out")));
            const TokenLookup lookup = resolveWith(provider);
            QVERIFY(!lookup.found());
            QVERIFY(lookup.notes.isEmpty());
        }
    }

    // No Secret Service at all: the token stays in memory for the session, with a message,
    // and nowhere on disk. Runs in a child process whose D-Bus address leads nowhere (an
    // earlier connection in this process would otherwise be reused).
    void fallbackWithoutSecretService()
    {
        if (qEnvironmentVariable(kChildVariable) != QLatin1String("fallback")) {
            QProcess child;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QString::fromLatin1(kChildVariable), QStringLiteral("fallback"));
            environment.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
                               QStringLiteral("unix:path=/nonexistent/acp-no-bus"));
            environment.remove(QStringLiteral("DISPLAY"));
            environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
            child.setProcessEnvironment(environment);
            child.setProcessChannelMode(QProcess::MergedChannels);
            child.start(QCoreApplication::applicationFilePath(),
                        { QStringLiteral("fallbackWithoutSecretService") });
            QVERIFY(child.waitForFinished(60000));
            const QString output = QString::fromUtf8(child.readAll());
            QVERIFY2(child.exitCode() == 0, qPrintable(output));
            QVERIFY2(output.contains(QStringLiteral("PASS   : tst_TokenProvider::"
                                                    "fallbackWithoutSecretService()")),
                     qPrintable(output));
            return;
        }

        const QString host = QStringLiteral("127.0.0.1:4712");
        const QString token = QStringLiteral("gho_session_only_token_42");
        TokenProvider::Options options = quickOptions();
        options.useGhCli = false;
        options.keychainTimeout = std::chrono::seconds(5);
        TokenProvider provider(host, options);
        QSignalSpy stored(&provider, &TokenProvider::stored);
        QElapsedTimer clock;
        clock.start();
        provider.store(token);
        QVERIFY(stored.wait(10000));
        QVERIFY(clock.elapsed() < 9000);
        QCOMPARE(stored.first().at(1).toBool(), false);
        const QString message = stored.first().at(2).toString();
        QVERIFY2(message.contains(QStringLiteral("until the workbench closes")),
                 qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("not written to disk")));
        QVERIFY(!message.contains(token));

        // Found again in this session, ahead of the (unavailable) keychain.
        TokenProvider again(host, options);
        TokenLookup lookup = resolveWith(again);
        QCOMPARE(lookup.token, token);
        QCOMPARE(lookup.source, TokenSource::Session);

        // Nothing on disk has it.
        QSettings settings;
        settings.sync();
        for (auto location : { QStandardPaths::ConfigLocation, QStandardPaths::AppDataLocation,
                               QStandardPaths::GenericConfigLocation }) {
            const QString root = QStandardPaths::writableLocation(location);
            QVERIFY2(filesContaining(root, token.toUtf8()).isEmpty(), qPrintable(root));
        }

        QSignalSpy signedOut(&again, &TokenProvider::signedOut);
        again.signOut();
        QVERIFY(signedOut.wait(10000));
        lookup = resolveWith(again);
        QVERIFY(!lookup.found());
        // The unavailable keychain is mentioned, in words, without the token.
        QVERIFY(!lookup.notes.isEmpty());
        QVERIFY(lookup.notes.first().contains(QStringLiteral("keychain")));
    }
};

QTEST_GUILESS_MAIN(tst_TokenProvider)
#include "tst_tokenprovider.moc"
