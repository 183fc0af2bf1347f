// The command line end to end: the real acp-workbench executable against the loopback
// GitHub-shaped server, as a script or CI job would use it.

#include "GitHubTestServer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using acp::test::GitHubTestServer;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

} // namespace

class tst_CommandLine : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;

    // Runs the executable while this process's event loop keeps serving the loopback server.
    Run run(const QStringList &arguments, const QString &token = {})
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        env.remove(QStringLiteral("GH_TOKEN"));
        env.remove(QStringLiteral("GITHUB_TOKEN"));
        if (!token.isEmpty()) {
            env.insert(QStringLiteral("GH_TOKEN"), token);
        }
        process.setProcessEnvironment(env);
        QSignalSpy finished(&process, &QProcess::finished);
        process.start(QStringLiteral(ACP_WORKBENCH_EXECUTABLE), arguments);
        if (!process.waitForStarted(10000) || !finished.wait(60000)) {
            process.kill();
            process.waitForFinished();
            return {};
        }
        return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                 process.readAllStandardOutput(), process.readAllStandardError() };
    }

    QStringList workspaceArgs(const GitHubTestServer &server, const QString &db) const
    {
        return { QStringLiteral("--db"), db, QStringLiteral("--api-url"), server.apiUrl().toString(),
                 QStringLiteral("--repo"), server.fullName() };
    }

private slots:
    void syncThenListReproducesTheServer()
    {
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("acp"));
        QVERIFY(server.listen());
        server.populate(130, 300, 20);
        server.addPullRequest(QStringLiteral("A pull request is not an application"));
        // The sync distrusts items updated in the last seconds before it (they may have moved
        // between pages mid-listing); let server time pass as it would between edits and a sync.
        server.setNow(server.now().addSecs(60));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));

        const Run sync = run(ws + QStringList { QStringLiteral("sync") }, QStringLiteral("test-token-123"));
        QVERIFY2(sync.exitCode == 0, sync.err.constData());
        QVERIFY(sync.out.contains("Synced acme/acp"));
        QVERIFY(!server.requests().isEmpty());
        for (const auto &request : server.requests()) {
            QCOMPARE(request.headers.value("authorization"), QByteArray("Bearer test-token-123"));
            QCOMPARE(request.headers.value("x-github-api-version"), QByteArray("2022-11-28"));
        }

        const Run list = run(ws + QStringList { QStringLiteral("list"), QStringLiteral("--json") });
        QCOMPARE(list.exitCode, 0);
        QJsonParseError error;
        const QJsonArray applications = QJsonDocument::fromJson(list.out, &error).array();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));

        QHash<int, GitHubTestServer::IssueData> expected;
        for (const auto &issue : server.issues()) {
            if (!issue.pullRequest) {
                expected.insert(issue.number, issue);
            }
        }
        QCOMPARE(applications.size(), expected.size());
        for (const QJsonValue &value : applications) {
            const QJsonObject app = value.toObject();
            for (const char *field : { "number", "title", "state", "review_state", "labels", "author", "updated_at" }) {
                QVERIFY2(app.contains(QLatin1String(field)), field);
            }
            const auto issue = expected.value(app.value(QStringLiteral("number")).toInt());
            QCOMPARE(app.value(QStringLiteral("title")).toString(), issue.title);
            QCOMPARE(app.value(QStringLiteral("state")).toString(), issue.state);
            QCOMPARE(app.value(QStringLiteral("author")).toString(), issue.author);
            QCOMPARE(app.value(QStringLiteral("updated_at")).toString(), issue.updatedAt.toUTC().toString(Qt::ISODate));
            QStringList labels;
            for (const QJsonValue &label : app.value(QStringLiteral("labels")).toArray()) {
                labels.append(label.toString());
            }
            QCOMPARE(labels, issue.labels);
        }

        // Nothing changed: the second sync costs a handful of conditional requests.
        server.clearRequests();
        const Run again = run(ws + QStringList { QStringLiteral("sync") });
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QStringList paths;
        for (const auto &request : server.requests()) {
            paths.append(QString::number(request.status) + QLatin1Char(' ') + request.pathAndQuery);
        }
        QVERIFY2(server.requestCount() <= 3, qPrintable(paths.join(QLatin1Char('\n'))));
    }

    void showPrintsSectionsAndComments()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(QStringLiteral("[ACP Application]: Nordlicht NPU"),
                                           QStringLiteral("### Platform name\n\nNordlicht NPU\n\n### Security policy\n\n_No response_\n"));
        server.addComment(number, QStringLiteral("wg-cochair"), QStringLiteral("Please add a security policy."));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);

        const Run show = run(ws + QStringList { QStringLiteral("show"), QString::number(number), QStringLiteral("--json") });
        QVERIFY2(show.exitCode == 0, show.err.constData());
        const QJsonObject app = QJsonDocument::fromJson(show.out).object();
        QCOMPARE(app.value(QStringLiteral("platform")).toString(), QStringLiteral("Nordlicht NPU"));
        const QJsonArray sections = app.value(QStringLiteral("sections")).toArray();
        QCOMPARE(sections.size(), 2);
        QCOMPARE(sections.at(1).toObject().value(QStringLiteral("heading")).toString(), QStringLiteral("Security policy"));
        QCOMPARE(sections.at(1).toObject().value(QStringLiteral("answer")).toString(), QString());
        const QJsonArray comments = app.value(QStringLiteral("comments")).toArray();
        QCOMPARE(comments.size(), 1);
        QCOMPARE(comments.at(0).toObject().value(QStringLiteral("author")).toString(), QStringLiteral("wg-cochair"));

        const Run text = run(ws + QStringList { QStringLiteral("show"), QString::number(number) });
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Nordlicht NPU"));
        QVERIFY(text.out.contains("Please add a security policy."));
    }

    void errorsAreOneSentenceAndNonZero_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("phrase");
        QTest::newRow("unknown command") << QStringList { QStringLiteral("frobnicate") } << 2 << QByteArray("Unknown command");
        QTest::newRow("show without number") << QStringList { QStringLiteral("show") } << 2 << QByteArray("needs one issue number");
        QTest::newRow("show unknown number") << QStringList { QStringLiteral("show"), QStringLiteral("999") } << 1 << QByteArray("not in the cache");
        QTest::newRow("bad repository name") << QStringList { QStringLiteral("--repo"), QStringLiteral("no-slash"), QStringLiteral("list") } << 1 << QByteArray("OWNER/NAME");
        QTest::newRow("unknown option") << QStringList { QStringLiteral("--colour"), QStringLiteral("list") } << 2 << QByteArray("colour");
    }

    void errorsAreOneSentenceAndNonZero()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, phrase);
        QTemporaryDir dir;
        const Run result = run(QStringList { QStringLiteral("--db"), dir.filePath(QStringLiteral("ws.sqlite3")) } + arguments);
        QCOMPARE(result.exitCode, exitCode);
        QVERIFY2(result.err.contains(phrase), result.err.constData());
        QCOMPARE(result.err.trimmed().count('\n'), 0);
        QVERIFY(result.out.isEmpty());
    }

    void missingRepositoryIsAClearError()
    {
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("acp"));
        QVERIFY(server.listen());
        QTemporaryDir dir;
        const Run result = run({ QStringLiteral("--db"), dir.filePath(QStringLiteral("ws.sqlite3")), QStringLiteral("--api-url"),
                                 server.apiUrl().toString(), QStringLiteral("--repo"), QStringLiteral("acme/missing"), QStringLiteral("sync") });
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("acme/missing"), result.err.constData());
    }

    void unreachableServerFailsCleanly()
    {
        // A port nothing listens on: the sync fails with a sentence, the cache stays usable.
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const QString apiUrl = QStringLiteral("http://127.0.0.1:%1").arg(closed.serverPort());
        closed.close();
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("ws.sqlite3"));
        const Run result = run({ QStringLiteral("--db"), db, QStringLiteral("--api-url"), apiUrl, QStringLiteral("sync") });
        QCOMPARE(result.exitCode, 1);
        QVERIFY(!result.err.isEmpty());
        const Run list = run({ QStringLiteral("--db"), db, QStringLiteral("list"), QStringLiteral("--json") });
        QCOMPARE(list.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(list.out).array().size(), 0);
    }

    void terminationCancelsTheSyncCleanly()
    {
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("acp"));
        QVERIFY(server.listen());
        server.populate(20, 10);
        GitHubTestServer::Fault slow;
        slow.kind = GitHubTestServer::FaultKind::Slow;
        slow.pathContains = QStringLiteral("/issues?");
        slow.delayMs = 60000;
        server.injectFault(slow);
        QTemporaryDir dir;

        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home.path());
        process.setProcessEnvironment(env);
        // The repository request is answered at once; the issue listing hangs until SIGTERM.
        QSignalSpy served(&server, &GitHubTestServer::requestServed);
        QSignalSpy finished(&process, &QProcess::finished);
        process.start(QStringLiteral(ACP_WORKBENCH_EXECUTABLE),
                      workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3"))) + QStringList { QStringLiteral("sync") });
        QVERIFY(served.wait(20000));
        process.terminate();
        QVERIFY(finished.wait(20000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        QVERIFY(process.readAllStandardError().contains("cancelled"));
    }

    void demoWorkspaceListsWithoutNetwork()
    {
        QTemporaryDir dir;
        const Run list = run({ QStringLiteral("--demo"), QStringLiteral("--db"), dir.filePath(QStringLiteral("demo.sqlite3")),
                               QStringLiteral("list"), QStringLiteral("--json") });
        QVERIFY2(list.exitCode == 0, list.err.constData());
        const QJsonArray applications = QJsonDocument::fromJson(list.out).array();
        QVERIFY(applications.size() >= 4);
        QSet<QString> states;
        for (const QJsonValue &value : applications) {
            states.insert(value.toObject().value(QStringLiteral("review_state")).toString());
        }
        QVERIFY2(states.size() >= 4, qPrintable(QStringList(states.values()).join(QLatin1Char(','))));
        const Run sync = run({ QStringLiteral("--demo"), QStringLiteral("--db"), dir.filePath(QStringLiteral("demo.sqlite3")), QStringLiteral("sync") });
        QCOMPARE(sync.exitCode, 2);
        QVERIFY(sync.err.contains("demo"));
    }
};

QTEST_GUILESS_MAIN(tst_CommandLine)
#include "tst_commandline.moc"
