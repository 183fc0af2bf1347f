// The token never lands in the database, the settings, the logs or anything else the workbench
// writes. Signs in through the device flow (loopback), keeps the token (keychain, or memory when
// there is none), syncs, acts (a checklist entry, a comment sent to GitHub), runs the command line
// as a second process (a restart that finds the token again when a keychain is there), with every
// logging category switched on, then searches every file written and all captured output for
// the token.

#include "GitHubTestServer.h"
#include "core/auth/DeviceFlow.h"
#include "core/auth/TokenProvider.h"
#include "core/github/GitHubClient.h"
#include "core/github/Hosts.h"
#include "core/review/ChecklistStatus.h"
#include "core/review/ChecklistStore.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/RecentWorkspaces.h"
#include "core/workspace/Workspace.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QMutex>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;

namespace {

QMutex g_logMutex;
QString g_log;
QtMessageHandler g_previousHandler = nullptr;

void captureMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    {
        const QMutexLocker locker(&g_logMutex);
        g_log += message + QLatin1Char('\n');
    }
    // Debug chatter stays out of the test output; the rest goes on as usual.
    if (type != QtDebugMsg && type != QtInfoMsg && g_previousHandler)
        g_previousHandler(type, context, message);
}

// Files below `root` whose bytes contain the needle, in plain UTF-8, UTF-16 or percent-encoded.
QStringList filesContaining(const QString &root, const QString &needle)
{
    const QList<QByteArray> forms { needle.toUtf8(),
                                    QByteArray(reinterpret_cast<const char *>(needle.utf16()),
                                               needle.size() * 2),
                                    QUrl::toPercentEncoding(needle) };
    QStringList found;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = file.readAll();
        for (const QByteArray &form : forms) {
            if (bytes.contains(form)) {
                found.append(path);
                break;
            }
        }
    }
    return found;
}

} // namespace

class tst_TokenLeak : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        g_previousHandler = qInstallMessageHandler(captureMessage);
        // Every category, Qt's network internals included.
        QLoggingCategory::setFilterRules(QStringLiteral("*.debug=true\n*.info=true"));
        qunsetenv("GH_TOKEN");
        qunsetenv("GITHUB_TOKEN");
        qunsetenv("GH_ENTERPRISE_TOKEN");
        qunsetenv("GITHUB_ENTERPRISE_TOKEN");
    }

    void cleanupTestCase()
    {
        QLoggingCategory::setFilterRules(QString());
        qInstallMessageHandler(g_previousHandler);
    }

    void tokenIsNowhereOnDiskOrInLogs()
    {
        const QString token = QStringLiteral("gho_LEAKCHECK_7f3a9c2e4b1d8f6a0c5e");
        QTemporaryDir home;
        QVERIFY(home.isValid());

        GitHubTestServer server;
        QVERIFY(server.listen());
        server.setDeviceFlowScript({ GitHubTestServer::DeviceFlowStep::Pending,
                                     GitHubTestServer::DeviceFlowStep::Success });
        server.setDeviceFlowGrant(token, { QStringLiteral("repo") }, QStringLiteral("cochair"));
        const int issue = server.addIssue(QStringLiteral("[ACP Application]: Leak NPU"),
                                          QStringLiteral("### Platform name\n\nLeak NPU\n"));
        server.addComment(issue, QStringLiteral("applicant"), QStringLiteral("Evidence."));

        // 1. Sign in through the device flow.
        DeviceFlow flow(github::webUrlForApiUrl(server.apiUrl()),
                        QStringLiteral("acp-test-client"));
        flow.setSecond(std::chrono::milliseconds(5));
        QSignalSpy succeeded(&flow, &DeviceFlow::succeeded);
        flow.start();
        QVERIFY(succeeded.wait(10000));
        QCOMPARE(succeeded.first().at(0).toString(), token);

        const QString host = github::hostForApiUrl(server.apiUrl());
        TokenProvider::Options providerOptions;
        providerOptions.useGhCli = false;
        TokenProvider provider(host, providerOptions);
        QSignalSpy stored(&provider, &TokenProvider::stored);
        provider.store(token);
        QVERIFY(stored.wait(15000));
        const bool inKeychain = stored.first().at(1).toBool();
        qInfo("token kept %s", inKeychain ? "in the keychain" : "in memory only");

        // 2. Sync and act with it.
        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = home.filePath(QStringLiteral("workspace.sqlite3"));
        {
            TokenProvider again(host, providerOptions);
            QSignalSpy resolved(&again, &TokenProvider::resolved);
            again.resolve();
            QVERIFY(resolved.wait(15000));
            options.token = resolved.first().at(0).value<TokenLookup>().token;
            QCOMPARE(options.token, token);
        }
        {
            Workspace workspace(options);
            QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
            RecentWorkspaces::remember(workspace.options());
            QSettings().setValue(QStringLiteral("Account/oauthClientId"),
                                 QStringLiteral("acp-test-client"));
            QSignalSpy finished(workspace.syncEngine(), &SyncEngine::finished);
            workspace.syncEngine()->start();
            QVERIFY(finished.wait(20000));
            QVERIFY(finished.first().at(0).value<SyncResult>().ok());

            QVERIFY(ChecklistStore(workspace.database())
                        .setEntry(issue, QStringLiteral("security-policy"), ChecklistStatus::Met,
                                  QStringLiteral("Policy found.")));
            ApiRequest comment;
            comment.method = "POST";
            comment.url = workspace.client()->endpoint(
                QStringLiteral("/repos/%1/issues/%2/comments").arg(server.fullName()).arg(issue));
            comment.body = QJsonDocument(QJsonObject { { QStringLiteral("body"),
                                                         QStringLiteral("Thanks, reviewing.") } })
                               .toJson(QJsonDocument::Compact);
            bool sent = false;
            workspace.client()->send(comment, this, [&](const ApiResponse &response) {
                QVERIFY2(response.ok(), qPrintable(response.errorString));
                sent = true;
            });
            QTRY_VERIFY_WITH_TIMEOUT(sent, 10000);
            // A rejected token too: its error message must not quote the token.
            server.revokeToken(token);
            QSignalSpy failed(workspace.syncEngine(), &SyncEngine::finished);
            workspace.syncEngine()->start();
            QVERIFY(failed.wait(20000));
            const SyncResult result = failed.first().at(0).value<SyncResult>();
            QVERIFY(!result.ok());
            QVERIFY(!result.errorString.contains(token));
        }
        // The server saw the token, so the test would notice a token that never went anywhere.
        bool sawToken = false;
        for (const auto &request : server.requests())
            sawToken = sawToken || request.headers.value("authorization").contains(token.toUtf8());
        QVERIFY(sawToken);

        // 3. The command line as a second process, all logging on: with a keychain it finds the
        //    token there by itself (a restart); without one it gets it from GH_ENTERPRISE_TOKEN
        //    (the loopback server is not github.com), allowed over its plain http explicitly.
        server.setDefaultLogin(QStringLiteral("cochair"));
        QString processOutput;
        {
            GitHubTestServer fresh; // the token was revoked on the first server
            QVERIFY(fresh.listen());
            Q_UNUSED(fresh);
            QProcess cli;
            cli.setStandardInputFile(QProcess::nullDevice());
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QStringLiteral("QT_LOGGING_RULES"),
                               QStringLiteral("*.debug=true;*.info=true"));
            if (!inKeychain)
                environment.insert(QStringLiteral("GH_ENTERPRISE_TOKEN"), token);
            // The child's settings and data go where this test looks.
            environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                               home.filePath(QStringLiteral("cli-config")));
            environment.insert(QStringLiteral("XDG_DATA_HOME"),
                               home.filePath(QStringLiteral("cli-data")));
            environment.insert(QStringLiteral("PATH"), QStringLiteral("/nonexistent-acp"));
            cli.setProcessEnvironment(environment);
            cli.start(QStringLiteral(ACP_WORKBENCH_EXECUTABLE),
                      { QStringLiteral("--api-url"), server.apiUrl().toString(),
                        QStringLiteral("--allow-insecure-http-token"), QStringLiteral("--repo"),
                        server.fullName(), QStringLiteral("--db"),
                        home.filePath(QStringLiteral("cli.sqlite3")), QStringLiteral("sync") });
            // The server answers on this thread: wait with the event loop running.
            QSignalSpy exited(&cli, &QProcess::finished);
            QVERIFY(exited.wait(60000));
            processOutput = QString::fromUtf8(cli.readAllStandardOutput())
                + QString::fromUtf8(cli.readAllStandardError());
            // The revoked token is rejected: the sync fails with a clear sentence.
            QVERIFY2(cli.exitCode() != 0, qPrintable(processOutput));
            QVERIFY2(processOutput.contains(QStringLiteral("rejected the token")),
                     qPrintable(processOutput));
        }
        // The CLI sent the token it found (keychain or environment).
        bool cliSentToken = false;
        for (const auto &request : server.requests())
            cliSentToken = cliSentToken
                || (request.headers.value("authorization").contains(token.toUtf8())
                    && request.headers.value("user-agent").startsWith("acp-workbench"));
        QVERIFY(cliSentToken);

        // 4. Search (first proving the search finds a token where there is one).
        {
            QTemporaryDir canary;
            QFile planted(canary.filePath(QStringLiteral("planted.db")));
            QVERIFY(planted.open(QIODevice::WriteOnly));
            planted.write("x\0" + token.toUtf8() + "\0y");
            planted.close();
            QCOMPARE(filesContaining(canary.path(), token).size(), 1);
        }
        QSettings().sync();
        QStringList places {
            home.path(), QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
            QStandardPaths::writableLocation(QStandardPaths::ConfigLocation),
            QStandardPaths::writableLocation(QStandardPaths::CacheLocation),
            QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
        };
        QVERIFY(QFile::exists(options.databasePath));
        QVERIFY(QFile::exists(QSettings().fileName()));
        for (const QString &place : std::as_const(places)) {
            if (place.isEmpty() || !QFileInfo::exists(place))
                continue;
            const QStringList leaks = filesContaining(place, token);
            QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char(' '))));
        }
        // The database and its journal, by name, in case they live elsewhere.
        for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm"),
                                       QStringLiteral("-journal") }) {
            QFile file(options.databasePath + suffix);
            if (file.open(QIODevice::ReadOnly))
                QVERIFY(!file.readAll().contains(token.toUtf8()));
        }
        QString log;
        {
            const QMutexLocker locker(&g_logMutex);
            log = g_log;
        }
        QVERIFY2(log.size() > 0, "logging was captured");
        QVERIFY2(!log.contains(token), "the token is in the log output");
        QVERIFY2(!processOutput.contains(token), "the token is in the command line's output");
    }
};

QTEST_GUILESS_MAIN(tst_TokenLeak)
#include "tst_tokenleak.moc"
