// Host settings: which API and web addresses a GitHub host maps to, and which addresses the
// workbench refuses (plain http beyond loopback).

#include "core/github/GitHubClient.h"
#include "core/github/Hosts.h"
#include "core/workspace/Workspace.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

class tst_Hosts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void apiUrlForHost_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("api");
        QTest::addColumn<QString>("web");
        QTest::addColumn<QString>("roundTrip");

        QTest::newRow("github.com") << "github.com"
                                    << "https://api.github.com"
                                    << "https://github.com"
                                    << "github.com";
        QTest::newRow("GitHub.com, spaces") << "  GitHub.COM "
                                            << "https://api.github.com"
                                            << "https://github.com"
                                            << "github.com";
        QTest::newRow("api.github.com typed") << "https://api.github.com/"
                                              << "https://api.github.com"
                                              << "https://github.com"
                                              << "github.com";
        QTest::newRow("enterprise server") << "ghe.example.com"
                                           << "https://ghe.example.com/api/v3"
                                           << "https://ghe.example.com"
                                           << "ghe.example.com";
        QTest::newRow("enterprise with scheme and slash") << "https://ghe.example.com/"
                                                          << "https://ghe.example.com/api/v3"
                                                          << "https://ghe.example.com"
                                                          << "ghe.example.com";
        QTest::newRow("enterprise API typed in full") << "https://ghe.example.com/api/v3/"
                                                      << "https://ghe.example.com/api/v3"
                                                      << "https://ghe.example.com"
                                                      << "ghe.example.com";
        QTest::newRow("enterprise on a port") << "ghe.example.com:8443"
                                              << "https://ghe.example.com:8443/api/v3"
                                              << "https://ghe.example.com:8443"
                                              << "ghe.example.com:8443";
        QTest::newRow("ghe.com tenant") << "octo.ghe.com"
                                        << "https://api.octo.ghe.com"
                                        << "https://octo.ghe.com"
                                        << "octo.ghe.com";
        QTest::newRow("ghe.com API host typed") << "api.octo.ghe.com"
                                                << "https://api.octo.ghe.com"
                                                << "https://octo.ghe.com"
                                                << "octo.ghe.com";
        QTest::newRow("loopback") << "127.0.0.1:8080"
                                  << "http://127.0.0.1:8080"
                                  << "http://127.0.0.1:8080"
                                  << "127.0.0.1:8080";
        QTest::newRow("localhost") << "localhost:9000"
                                   << "http://localhost:9000"
                                   << "http://localhost:9000"
                                   << "localhost:9000";
        QTest::newRow("loopback with https") << "https://127.0.0.1:8443"
                                             << "https://127.0.0.1:8443"
                                             << "https://127.0.0.1:8443"
                                             << "127.0.0.1:8443";
    }

    void apiUrlForHost()
    {
        QFETCH(QString, host);
        QFETCH(QString, api);
        QFETCH(QString, web);
        QFETCH(QString, roundTrip);
        QString error;
        const QUrl apiUrl = github::apiUrlForHost(host, &error);
        QVERIFY2(apiUrl.isValid(), qPrintable(error));
        QCOMPARE(apiUrl.toString(), api);
        QCOMPARE(github::webUrlForApiUrl(apiUrl).toString(), web);
        QCOMPARE(github::hostForApiUrl(apiUrl), roundTrip);
        // The host setting maps back to the same API address (a bare loopback host means the
        // plain-http test server, so https on loopback has to be typed out).
        if (!(apiUrl.scheme() == QLatin1String("https") && github::isLoopback(apiUrl)))
            QCOMPARE(github::apiUrlForHost(roundTrip).toString(), api);
    }

    void rejectsWhatIsNotAHost_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("expected"); // part of the message
        QTest::newRow("empty") << ""
                               << "Enter a host";
        QTest::newRow("spaces inside") << "ghe example.com"
                                       << "not a host name";
        QTest::newRow("user info") << "me@ghe.example.com"
                                   << "user name or password";
        QTest::newRow("user and password") << "https://me:hunter2@ghe.example.com"
                                           << "user name or password";
        QTest::newRow("token as user") << "https://ghp_secret0123@github.com"
                                       << "user name or password";
        QTest::newRow("query") << "ghe.example.com/?x=1"
                               << "not a host name";
        QTest::newRow("ftp") << "ftp://ghe.example.com"
                             << "not a host name";
        QTest::newRow("other path") << "ghe.example.com/enterprise"
                                    << "without a path";
        QTest::newRow("plain http") << "http://ghe.example.com"
                                    << "only over HTTPS";
        QTest::newRow("plain http to github.com") << "http://10.1.2.3"
                                                  << "only over HTTPS";
    }

    void rejectsWhatIsNotAHost()
    {
        QFETCH(QString, host);
        QFETCH(QString, expected);
        QString error;
        const QUrl url = github::apiUrlForHost(host, &error);
        QVERIFY(!url.isValid());
        QVERIFY2(error.contains(expected), qPrintable(error));
        // A password or token typed into the host is never repeated back.
        for (const char *secret : { "hunter2", "ghp_secret0123" })
            QVERIFY2(!error.contains(QLatin1String(secret)), qPrintable(error));
    }

    void userInfoIsRefused()
    {
        QVERIFY(github::userInfoError(QUrl(QStringLiteral("https://api.github.com"))).isEmpty());
        for (const char *address :
             { "https://user:hunter2@api.github.com", "https://hunter2@api.github.com",
               "http://hunter2:x-oauth-basic@127.0.0.1:8080",
               "https://:hunter2@ghe.example.com" }) {
            const QString error = github::userInfoError(QUrl(QString::fromLatin1(address)));
            QVERIFY2(!error.isEmpty(), address);
            QVERIFY(!error.contains(QStringLiteral("hunter2")));
        }
    }

    // Which hosts are GitHub's own cloud (GH_TOKEN), and which are not (GH_ENTERPRISE_TOKEN).
    void gitHubCloud()
    {
        QVERIFY(github::isGitHubCloudApi(QUrl(QStringLiteral("https://api.github.com"))));
        QVERIFY(github::isGitHubCloudApi(QUrl(QStringLiteral("https://API.GITHUB.COM:443/"))));
        QVERIFY(github::isGitHubCloudApi(QUrl(QStringLiteral("https://api.octo.ghe.com"))));
        QVERIFY(github::isGitHubCloudApi(github::apiUrlForHost(QStringLiteral("octo.ghe.com"))));
        QVERIFY(github::isGitHubCloudApi(github::apiUrlForHost(QStringLiteral("github.com"))));
        for (const char *other :
             { "http://api.github.com", "https://api.github.com:8443",
               "https://ghe.example.com/api/v3", "https://api.github.com.evil.example",
               "https://evilapi.github.com", "https://api.octo.ghe.com.evil.example",
               "https://api.a.b.ghe.com", "https://octo.ghe.com", "http://127.0.0.1:8080",
               "https://github.com" }) {
            QVERIFY2(!github::isGitHubCloudApi(QUrl(QString::fromLatin1(other))), other);
        }
        // api.github.com on another port is its own host, not github.com.
        QCOMPARE(github::hostForApiUrl(QUrl(QStringLiteral("https://api.github.com:8443"))),
                 QStringLiteral("api.github.com:8443"));
    }

    void transportSecurity()
    {
        QVERIFY(github::insecureTransportError(QUrl(QStringLiteral("https://api.github.com")))
                    .isEmpty());
        QVERIFY(github::insecureTransportError(QUrl(QStringLiteral("http://127.0.0.1:4000")))
                    .isEmpty());
        QVERIFY(github::insecureTransportError(QUrl(QStringLiteral("http://127.1.2.3"))).isEmpty());
        QVERIFY(github::insecureTransportError(QUrl(QStringLiteral("http://[::1]:80"))).isEmpty());
        QVERIFY(
            github::insecureTransportError(QUrl(QStringLiteral("http://localhost:80"))).isEmpty());
        QVERIFY(!github::insecureTransportError(QUrl(QStringLiteral("http://api.github.com")))
                     .isEmpty());
        QVERIFY(
            !github::insecureTransportError(QUrl(QStringLiteral("http://192.168.1.5"))).isEmpty());
        // A host that merely starts like a loopback address is not one.
        QVERIFY(
            !github::insecureTransportError(QUrl(QStringLiteral("http://127.0.0.1.example.com")))
                 .isEmpty());
        QVERIFY(
            !github::insecureTransportError(QUrl(QStringLiteral("http://localhost.example.com")))
                 .isEmpty());
        QVERIFY(
            !github::insecureTransportError(QUrl(QStringLiteral("file:///etc/passwd"))).isEmpty());
    }

    void keychainServicePerHost()
    {
        QCOMPARE(github::keychainService(QStringLiteral("github.com")),
                 QStringLiteral("acp-workbench:github.com"));
        QCOMPARE(github::keychainService(QStringLiteral("GHE.example.com:8443")),
                 QStringLiteral("acp-workbench:ghe.example.com:8443"));
    }

    void workspaceRefusesPlainHttpBeyondLoopback()
    {
        QTemporaryDir dir;
        WorkspaceOptions options;
        options.apiUrl = QUrl(QStringLiteral("http://ghe.example.com/api/v3"));
        options.repository = QStringLiteral("acme/acp");
        options.databasePath = dir.filePath(QStringLiteral("ws.sqlite3"));
        options.token = QStringLiteral("secret-token");
        Workspace workspace(options);
        QVERIFY(!workspace.open());
        QVERIFY2(workspace.errorString().contains(QStringLiteral("HTTPS")),
                 qPrintable(workspace.errorString()));
        // Refused before anything was created.
        QVERIFY(!QFile::exists(options.databasePath));

        options.apiUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        Workspace loopback(options);
        QVERIFY2(loopback.open(), qPrintable(loopback.errorString()));
        QCOMPARE(loopback.host(), QStringLiteral("127.0.0.1:9"));
    }

    // A user name, password or token in the API address is refused before anything is opened
    // or sent, and not repeated in the message.
    void workspaceRefusesUserInfo()
    {
        QTemporaryDir dir;
        for (const char *address :
             { "https://reviewer:hunter2@ghe.example.com/api/v3", "https://hunter2@api.github.com",
               "http://x:hunter2@127.0.0.1:9" }) {
            WorkspaceOptions options;
            options.apiUrl = QUrl(QString::fromLatin1(address));
            options.repository = QStringLiteral("acme/acp");
            options.databasePath = dir.filePath(QStringLiteral("ws.sqlite3"));
            Workspace workspace(options);
            QVERIFY2(!workspace.open(), address);
            QVERIFY2(workspace.errorString().contains(QStringLiteral("user name or password")),
                     qPrintable(workspace.errorString()));
            QVERIFY(!workspace.errorString().contains(QStringLiteral("hunter2")));
            QVERIFY(!QFile::exists(options.databasePath));
        }
    }

    void workspaceHostForEnterprise()
    {
        WorkspaceOptions options;
        options.apiUrl = github::apiUrlForHost(QStringLiteral("ghe.example.com"));
        QCOMPARE(Workspace(options).host(), QStringLiteral("ghe.example.com"));
        options.apiUrl = github::apiUrlForHost(QStringLiteral("octo.ghe.com"));
        QCOMPARE(Workspace(options).host(), QStringLiteral("octo.ghe.com"));
        options.apiUrl = QUrl(QStringLiteral("https://api.github.com"));
        QCOMPARE(Workspace(options).host(), QStringLiteral("github.com"));
    }

    // TLS problems are shown and never waved through: a server that does not speak TLS (or has
    // a certificate nobody trusts) fails the request with the reason, and no request is retried
    // as plain http.
    void tlsFailureIsShown()
    {
        QTcpServer plain;
        QVERIFY(plain.listen(QHostAddress::LocalHost));
        int connections = 0;
        connect(&plain, &QTcpServer::newConnection, &plain, [&] {
            while (QTcpSocket *socket = plain.nextPendingConnection()) {
                ++connections;
                // Answers the TLS hello with plain HTTP, as a misconfigured proxy might.
                socket->write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}");
                socket->disconnectFromHost();
            }
        });
        GitHubClient client(QUrl(QStringLiteral("https://127.0.0.1:%1").arg(plain.serverPort())),
                            QStringLiteral("tls-test-token"));
        RetryPolicy policy;
        policy.second = std::chrono::milliseconds(1);
        client.setRetryPolicy(policy);
        bool done = false;
        ApiResponse answer;
        ApiRequest request;
        request.url = client.endpoint(QStringLiteral("/user"));
        client.send(request, this, [&](const ApiResponse &response) {
            answer = response;
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
        QCOMPARE(answer.outcome, ApiResponse::Outcome::NetworkError);
        QVERIFY(!answer.ok());
        QVERIFY2(!answer.errorString.isEmpty(), "the TLS failure has a message");
        QVERIFY(connections >= 1);
    }
};

QTEST_GUILESS_MAIN(tst_Hosts)
#include "tst_hosts.moc"
