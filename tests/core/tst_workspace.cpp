#include "ServerWorkspaces.h"
#include "TestSupport.h"
#include "core/demo/DemoWorkspace.h"
#include "core/outbox/Outbox.h"
#include "core/store/IssueCache.h"
#include "core/store/ReviewerStore.h"
#include "core/store/SyncStateStore.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::isolateSettings;

class tst_Workspace : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;

    static ReviewState stateOf(Workspace &workspace, int number)
    {
        const QList<ApplicationSummary> applications = workspace.catalog().applications();
        for (const ApplicationSummary &application : applications) {
            if (application.number == number)
                return application.reviewState;
        }
        return ReviewState::Closed;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_settingsDir.isValid());
        // Settings of this test only, in a temporary folder.
        isolateSettings(m_settingsDir.path(), QStringLiteral("tst_workspace"));
        QSettings().clear();
    }

    void defaultDatabasePathIsPerHostAndRepository()
    {
        const QString github = Workspace::defaultDatabasePath(
            QUrl(QStringLiteral("https://api.github.com")),
            QStringLiteral("pytorch-fdn/additional-compute-platforms"));
        QVERIFY(
            github.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
        QVERIFY2(github.endsWith(QStringLiteral(
                     "workspaces/github.com/pytorch-fdn/additional-compute-platforms.sqlite3")),
                 qPrintable(github));
        const QString enterprise = Workspace::defaultDatabasePath(
            QUrl(QStringLiteral("https://ghe.example.com/api/v3")),
            QStringLiteral("pytorch-fdn/additional-compute-platforms"));
        QVERIFY(enterprise.contains(QStringLiteral("/ghe.example.com/")));
        const QString loopback = Workspace::defaultDatabasePath(
            QUrl(QStringLiteral("http://127.0.0.1:8080")), QStringLiteral("a/b"));
        QVERIFY(loopback.contains(QStringLiteral("/127.0.0.1_8080/a/b.sqlite3")));
    }

    void repositoryNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::newRow("default") << QStringLiteral("pytorch-fdn/additional-compute-platforms")
                                 << true;
        QTest::newRow("dots and underscores") << QStringLiteral("a-b/c.d_e") << true;
        QTest::newRow("no slash") << QStringLiteral("additional-compute-platforms") << false;
        QTest::newRow("path traversal") << QStringLiteral("../etc") << false;
        QTest::newRow("dot dot name") << QStringLiteral("owner/..") << false;
        QTest::newRow("three parts") << QStringLiteral("a/b/c") << false;
        QTest::newRow("space") << QStringLiteral("a b/c") << false;
        QTest::newRow("empty") << QString() << false;
    }

    void repositoryNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        QCOMPARE(Workspace::isValidRepositoryName(name), valid);
    }

    void opensARealWorkspaceWithClientAndSync()
    {
        QTemporaryDir dir;
        WorkspaceOptions options;
        options.apiUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        options.repository = QStringLiteral("acme/acp");
        options.databasePath = dir.filePath(QStringLiteral("ws.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        QVERIFY(!workspace.isDemo());
        QVERIFY(workspace.client());
        QVERIFY(workspace.syncEngine());
        QCOMPARE(workspace.repository(), QStringLiteral("acme/acp"));
        QCOMPARE(workspace.host(), QStringLiteral("127.0.0.1:9"));

        // A rename the sync learned earlier wins over the name given on the command line.
        SyncStateStore(workspace.database())
            .setRepositoryFullName(QStringLiteral("acme/acp-renamed"));
        Workspace reopened(options);
        QVERIFY(reopened.open());
        QCOMPARE(reopened.repository(), QStringLiteral("acme/acp-renamed"));
    }

    // --ca-certificates: a server whose certificate a private authority signed is reached once
    // that authority is given, and only then; a file without one is a clear error.
    void trustsTheCertificateAuthoritiesGiven()
    {
        GitHubTestServer server;
        QVERIFY(server.listenTls());
        server.addIssue(QStringLiteral("[ACP Application]: Over TLS"), QStringLiteral("body"));
        QTemporaryDir dir;
        const auto syncOnce = [](Workspace &workspace) {
            QSignalSpy finished(workspace.syncEngine(), &SyncEngine::finished);
            workspace.syncEngine()->start();
            return finished.wait(30000) ? finished.constFirst().constFirst().value<SyncResult>()
                                        : SyncResult();
        };
        {
            Workspace untrusting(
                acp::test::workspaceOptionsFor(server, dir.filePath(QStringLiteral("a.sqlite3"))));
            QVERIFY2(untrusting.open(), qPrintable(untrusting.errorString()));
            const SyncResult refused = syncOnce(untrusting);
            QVERIFY(!refused.ok());
            QVERIFY2(refused.errorString.contains(QStringLiteral("SSL")),
                     qPrintable(refused.errorString));
        }

        // The test authority: what the test configuration trusts beyond the system's.
        const QList<QSslCertificate> system =
            QSslConfiguration::defaultConfiguration().caCertificates();
        QByteArray pem;
        for (const QSslCertificate &authority :
             GitHubTestServer::clientTlsConfiguration().caCertificates()) {
            if (!system.contains(authority)) {
                pem += authority.toPem();
            }
        }
        QVERIFY(!pem.isEmpty());
        const QString authorities = dir.filePath(QStringLiteral("private-ca.pem"));
        {
            QFile file(authorities);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(pem);
        }
        WorkspaceOptions options =
            acp::test::workspaceOptionsFor(server, dir.filePath(QStringLiteral("b.sqlite3")));
        options.caCertificatesFile = authorities;
        Workspace trusting(options);
        QVERIFY2(trusting.open(), qPrintable(trusting.errorString()));
        const SyncResult synced = syncOnce(trusting);
        QVERIFY2(synced.ok(), qPrintable(synced.errorString));
        QCOMPARE(IssueCache(trusting.database()).issueCount(), 1);

        options.caCertificatesFile = dir.filePath(QStringLiteral("ws.sqlite3-not-a-pem"));
        {
            QFile file(options.caCertificatesFile);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("not a certificate\n");
        }
        options.databasePath = dir.filePath(QStringLiteral("c.sqlite3"));
        Workspace misconfigured(options);
        QVERIFY(!misconfigured.open());
        QVERIFY2(misconfigured.errorString().contains(QStringLiteral("no certificate authority")),
                 qPrintable(misconfigured.errorString()));
    }

    void rejectsBadOptions()
    {
        QTemporaryDir dir;
        WorkspaceOptions options;
        options.databasePath = dir.filePath(QStringLiteral("ws.sqlite3"));
        options.repository = QStringLiteral("nonsense");
        Workspace badName(options);
        QVERIFY(!badName.open());
        QVERIFY(badName.errorString().contains(QStringLiteral("OWNER/NAME")));

        options.repository = QStringLiteral("a/b");
        options.apiUrl = QUrl(QStringLiteral("not a url"));
        Workspace badUrl(options);
        QVERIFY(!badUrl.open());
        QVERIFY(!badUrl.errorString().isEmpty());
    }

    void demoWorkspaceHasNoNetworkAndKeepsReviewerData()
    {
        QTemporaryDir dir;
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = dir.filePath(QStringLiteral("demo.sqlite3"));
        int firstCount = 0;
        {
            Workspace demo(options);
            QVERIFY2(demo.open(), qPrintable(demo.errorString()));
            QVERIFY(demo.isDemo());
            QVERIFY(!demo.client());
            QVERIFY(!demo.syncEngine());
            QCOMPARE(demo.repository(), DemoWorkspace::repositoryFullName());
            const QList<ApplicationSummary> apps = demo.catalog().applications();
            QVERIFY(apps.size() >= 4);
            firstCount = int(apps.size());
            QVERIFY(ReviewerStore(demo.database())
                        .setApplicationNote(apps.first().number, QStringLiteral("mine")));
            QVERIFY(IssueCache(demo.database()).commentCount() > 0);
        }
        Workspace again(options);
        QVERIFY(again.open());
        const QList<ApplicationSummary> apps = again.catalog().applications();
        QCOMPARE(int(apps.size()), firstCount);
        QCOMPARE(ReviewerStore(again.database()).applicationNote(apps.first().number),
                 QStringLiteral("mine"));
    }

    // The label names of the settings decide the review state, for every user of the
    // workspace (catalog, outbox): one code path for the GUI and the command line.
    void renamedLabelsChangeTheReviewState()
    {
        QTemporaryDir dir;
        WorkspaceOptions options;
        options.apiUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        options.repository = QStringLiteral("acme/acp");
        options.databasePath = dir.filePath(QStringLiteral("labels.sqlite3"));
        {
            Workspace workspace(options);
            QVERIFY(workspace.open());
            IssueCache cache(workspace.database());
            Issue renamed;
            renamed.number = 1;
            renamed.title = QStringLiteral("[Application] Renamed");
            renamed.state = QStringLiteral("open");
            renamed.labels = { QStringLiteral("Vote Open") };
            renamed.createdAt = renamed.updatedAt = QDateTime::currentDateTimeUtc();
            QVERIFY(cache.upsertIssue(renamed));
            Issue standard = renamed;
            standard.number = 2;
            standard.title = QStringLiteral("[Application] Standard");
            standard.labels = { QStringLiteral("voting") };
            QVERIFY(cache.upsertIssue(standard));
            QCOMPARE(stateOf(workspace, 1), ReviewState::New);
            QCOMPARE(stateOf(workspace, 2), ReviewState::Voting);
        }

        QSettings settings;
        settings.setValue(QStringLiteral("labels/voting"), QStringLiteral("vote open"));
        settings.sync();
        QCOMPARE(LabelScheme::load(settings).labelFor(ReviewState::Voting),
                 QStringLiteral("vote open"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        QCOMPARE(workspace.labelScheme().labelFor(ReviewState::Voting),
                 QStringLiteral("vote open"));
        QCOMPARE(workspace.outbox()->labels().labelFor(ReviewState::Voting),
                 QStringLiteral("vote open"));
        QCOMPARE(stateOf(workspace, 1), ReviewState::Voting); // case-insensitive, as GitHub
        QCOMPARE(stateOf(workspace, 2), ReviewState::New);

        // A change while the workspace is open applies on reloadSettings().
        settings.remove(QStringLiteral("labels/voting"));
        settings.setValue(QStringLiteral("labels/approved"), QStringLiteral("Vote Open"));
        QSignalSpy changed(&workspace, &Workspace::settingsChanged);
        workspace.reloadSettings();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(stateOf(workspace, 1), ReviewState::Approved);
        QCOMPARE(stateOf(workspace, 2), ReviewState::Voting);
        QCOMPARE(workspace.outbox()->labels().labelFor(ReviewState::Approved),
                 QStringLiteral("Vote Open"));
        settings.clear();
    }

    void dataFolderSettingPlacesNewWorkspaces()
    {
        QTemporaryDir dir;
        const QUrl api(QStringLiteral("https://api.github.com"));
        const QString repository = QStringLiteral("acme/acp");
        QCOMPARE(Workspace::dataFolder(), Workspace::defaultDataFolder());
        QVERIFY(Workspace::defaultDatabasePath(api, repository)
                    .startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));

        QSettings settings;
        settings.setValue(Workspace::dataFolderSettingsKey(), dir.path());
        QCOMPARE(Workspace::dataFolder(), QDir::cleanPath(dir.path()));
        const QString path = Workspace::defaultDatabasePath(api, repository);
        QCOMPARE(
            path,
            QDir(dir.path()).filePath(QStringLiteral("workspaces/github.com/acme/acp.sqlite3")));
        QVERIFY(Workspace::demoDatabasePath().startsWith(QDir::cleanPath(dir.path())));

        // A workspace opened without a database path creates it there.
        WorkspaceOptions options;
        options.apiUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        options.repository = repository;
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        QVERIFY2(workspace.databasePath().startsWith(QDir::cleanPath(dir.path())),
                 qPrintable(workspace.databasePath()));
        QVERIFY(QFileInfo::exists(workspace.databasePath()));

        settings.remove(Workspace::dataFolderSettingsKey());
        QCOMPARE(Workspace::dataFolder(), Workspace::defaultDataFolder());
    }
};

QTEST_GUILESS_MAIN(tst_Workspace)
#include "tst_workspace.moc"
