#include "../support/DemoWorkspaces.h"
#include "GitHubTestServer.h"
#include "ProgramRun.h"
#include "core/listing/ListingDrafts.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace acp;

using Run = test::ProgramRun;

// `listing NUMBER --output DIR [--json]`, run as the real executable on the demo workspace.
class tst_ListingCommands : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    QTemporaryDir m_dir;

    QString database() const { return m_dir.filePath(QStringLiteral("demo.sqlite3")); }

    Run run(const QStringList &arguments)
    {
        return test::runProgram(
            QStringLiteral(ACP_WORKBENCH_EXECUTABLE),
            QStringList { QStringLiteral("--demo"), QStringLiteral("--db"), database() }
                + arguments,
            test::isolatedEnvironment(m_home.path()));
    }

    // Runs the executable while this process's event loop serves the loopback server.
    Run runOnServer(const test::GitHubTestServer &server, const QString &db,
                    const QStringList &arguments)
    {
        QProcessEnvironment env = test::isolatedEnvironment(m_home.path());
        env.insert(QStringLiteral("GH_ENTERPRISE_TOKEN"), QStringLiteral("test-token"));
        return test::runProgram(
            QStringLiteral(ACP_WORKBENCH_EXECUTABLE),
            QStringList { QStringLiteral("--allow-insecure-http-token"), QStringLiteral("--db"), db,
                          QStringLiteral("--api-url"), server.apiUrl().toString(),
                          QStringLiteral("--repo"), server.fullName() }
                + arguments,
            env);
    }

private slots:
    void queuesAndPushesThePullRequestOnAServer()
    {
        test::GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("acp"));
        QVERIFY(server.listen());
        const QString site = QStringLiteral("pytorch/pytorch.github.io");
        server.setRepository(site, {});
        server.setGitFiles(site, { { QStringLiteral("index.html"), QByteArray("<html/>\n") } });
        const int number = server.addIssue(
            QStringLiteral("[ACP Application]: Nordlicht NPU"),
            QStringLiteral("### Platform name\n\nNordlicht NPU\n\n"
                           "### Binary package and user manual\n\n`pip install torch-nordlicht`\n\n"
                           "### Maintainers and communication channel\n\n"
                           "https://github.com/nordlicht/torch-nordlicht/issues\n"),
            QStringLiteral("applicant"), { QStringLiteral("approved") });
        server.setNow(server.now().addSecs(60));
        const QString db = m_dir.filePath(QStringLiteral("server.sqlite3"));
        QCOMPARE(runOnServer(server, db, { QStringLiteral("sync") }).exitCode, 0);

        const Run queued = runOnServer(server, db,
                                       { QStringLiteral("listing"), QString::number(number),
                                         QStringLiteral("--pull-request") });
        QVERIFY2(queued.exitCode == 0, queued.err.constData());
        QVERIFY(queued.out.contains("acp-listing-nordlicht_npu-"));
        const Run again = runOnServer(server, db,
                                      { QStringLiteral("listing"), QString::number(number),
                                        QStringLiteral("--pull-request") });
        QCOMPARE(again.exitCode, 1);
        QVERIFY(again.err.contains("already in the outbox"));

        const Run pushed = runOnServer(server, db, { QStringLiteral("push") });
        QVERIFY2(pushed.exitCode == 0, pushed.err.constData());
        QCOMPARE(server.pullRequests(site).size(), 1);

        // The next sync reads its state back; `show --json` has it.
        server.mergePullRequest(site, server.pullRequests(site).constFirst().number);
        const Run synced = runOnServer(server, db, { QStringLiteral("sync") });
        QVERIFY2(synced.out.contains("listing pull request"), synced.out.constData());
        const Run shown = runOnServer(
            server, db,
            { QStringLiteral("show"), QString::number(number), QStringLiteral("--json") });
        const QJsonObject pull = QJsonDocument::fromJson(shown.out)
                                     .object()
                                     .value(QStringLiteral("listing_pull_request"))
                                     .toObject();
        QCOMPARE(pull.value(QStringLiteral("merged")).toBool(), true);
        QCOMPARE(pull.value(QStringLiteral("site_repository")).toString(), site);
    }

    void writesTheApprovedPlatformsFiles()
    {
        const QString site = m_dir.filePath(QStringLiteral("site"));
        const Run result = run(
            { QStringLiteral("listing"), QStringLiteral("3"), QStringLiteral("--output"), site });
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(result.err.isEmpty());
        const QString entry = site + QStringLiteral("/_additional_platforms/nordhaven_npu.json");
        QVERIFY(result.out.contains(QDir::toNativeSeparators(entry).toUtf8()));
        QFile file(entry);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(object.value(QStringLiteral("name")).toString(), QStringLiteral("Nordhaven NPU"));
        QVERIFY(QFile::exists(
            site + QStringLiteral("/_get_started/additional_platforms/nordhaven_npu.md")));
    }

    void printsTheDraftAsJson()
    {
        const Run result =
            run({ QStringLiteral("listing"), QStringLiteral("3"), QStringLiteral("--json") });
        QCOMPARE(result.exitCode, 0);
        QJsonParseError error;
        const QJsonObject object = QJsonDocument::fromJson(result.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(object.value(QStringLiteral("issue")).toInt(), 3);
        QCOMPARE(object.value(QStringLiteral("platform_id")).toString(),
                 QStringLiteral("nordhaven_npu"));
        QCOMPARE(object.value(QStringLiteral("entry_path")).toString(),
                 QStringLiteral("_additional_platforms/nordhaven_npu.json"));
        QVERIFY(object.value(QStringLiteral("valid")).toBool());
        QVERIFY(object.value(QStringLiteral("problems")).toArray().isEmpty());
        QVERIFY(object.value(QStringLiteral("written")).toArray().isEmpty());
        QCOMPARE(object.value(QStringLiteral("entry"))
                     .toObject()
                     .value(QStringLiteral("stable"))
                     .toObject()
                     .value(QStringLiteral("linux"))
                     .toString(),
                 QStringLiteral("pip install torch-nordhaven"));
        QVERIFY(object.value(QStringLiteral("guide"))
                    .toString()
                    .contains(QStringLiteral("## Verification")));
    }

    void aKeptDraftWithErrorsIsNotWritten()
    {
        // The co-chair's draft, as the window keeps it, with two mistakes in it.
        {
            const QString path = m_dir.filePath(QStringLiteral("kept.sqlite3"));
            const auto workspace = test::openDemoWorkspace(path);
            QVERIFY(workspace);
            ListingDrafts drafts(*workspace);
            PlatformListing listing = *drafts.draft(3);
            listing.name.clear();
            listing.stable.linuxCommand = QStringLiteral("pip install a\nrm -rf /");
            QVERIFY(drafts.keep(3, listing));
        }
        const QString site = m_dir.filePath(QStringLiteral("kept-site"));
        const Run refused = test::runProgram(QStringLiteral(ACP_WORKBENCH_EXECUTABLE),
                                             { QStringLiteral("--demo"), QStringLiteral("--db"),
                                               m_dir.filePath(QStringLiteral("kept.sqlite3")),
                                               QStringLiteral("listing"), QStringLiteral("3"),
                                               QStringLiteral("--output"), site },
                                             test::isolatedEnvironment(m_home.path()));
        QCOMPARE(refused.exitCode, 1);
        const QString err = refused.errText();
        QVERIFY2(err.contains(QStringLiteral("(name)")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("(stable.linux)")), qPrintable(err));
        QVERIFY(err.contains(QStringLiteral("nothing was written")));
        QVERIFY(!QFile::exists(site));
    }

    void theDemoQueuesNoPullRequest()
    {
        // As with every other action from the command line: the demo sends nothing anywhere.
        const Run queued = run(
            { QStringLiteral("listing"), QStringLiteral("3"), QStringLiteral("--pull-request") });
        QCOMPARE(queued.exitCode, 2);
        QVERIFY2(queued.err.contains("demo workspace is offline"), queued.err.constData());
        const Run outbox = run({ QStringLiteral("outbox"), QStringLiteral("--json") });
        QVERIFY(!outbox.out.contains("listing-pull-request"));
    }

    void refusesWhatIsNotListed_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString out = QStringLiteral("--output");
        const QString dir = QDir::tempPath();
        QTest::newRow("voting") << QStringList { QStringLiteral("listing"), QStringLiteral("12"),
                                                 out, dir }
                                << 1 << QStringLiteral("#12 is voting");
        QTest::newRow("declined") << QStringList { QStringLiteral("listing"), QStringLiteral("7"),
                                                   out, dir }
                                  << 1 << QStringLiteral("only an approved platform");
        QTest::newRow("unknown") << QStringList { QStringLiteral("listing"), QStringLiteral("404"),
                                                  out, dir }
                                 << 1 << QStringLiteral("404");
        QTest::newRow("no folder") << QStringList { QStringLiteral("listing"), QStringLiteral("3") }
                                   << 2 << QStringLiteral("--output DIR");
        QTest::newRow("no number") << QStringList { QStringLiteral("listing"), out, dir } << 2
                                   << QStringLiteral("one issue number");
        QTest::newRow("pull request elsewhere")
            << QStringList { QStringLiteral("list"), QStringLiteral("--pull-request") } << 2
            << QStringLiteral("--pull-request");
        QTest::newRow("remove alone")
            << QStringList { QStringLiteral("listing"), QStringLiteral("3"),
                             QStringLiteral("--remove") }
            << 2 << QStringLiteral("--remove");
        QTest::newRow("output elsewhere") << QStringList { QStringLiteral("list"), out, dir } << 2
                                          << QStringLiteral("--output belongs to");
    }
    void refusesWhatIsNotListed()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run result = run(arguments);
        QCOMPARE(result.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(result.err).contains(message), result.err.constData());
        QVERIFY(result.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_ListingCommands)
#include "tst_listingcommands.moc"
