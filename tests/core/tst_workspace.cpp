#include "demo/DemoWorkspace.h"
#include "store/IssueCache.h"
#include "store/ReviewerStore.h"
#include "store/SyncStateStore.h"
#include "workspace/Workspace.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

class tst_Workspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void defaultDatabasePathIsPerHostAndRepository()
    {
        const QString github = Workspace::defaultDatabasePath(QUrl(QStringLiteral("https://api.github.com")),
                                                              QStringLiteral("pytorch-fdn/additional-compute-platforms"));
        QVERIFY(github.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
        QVERIFY2(github.endsWith(QStringLiteral("workspaces/github.com/pytorch-fdn/additional-compute-platforms.sqlite3")), qPrintable(github));
        const QString enterprise = Workspace::defaultDatabasePath(QUrl(QStringLiteral("https://ghe.example.com/api/v3")),
                                                                  QStringLiteral("pytorch-fdn/additional-compute-platforms"));
        QVERIFY(enterprise.contains(QStringLiteral("/ghe.example.com/")));
        const QString loopback = Workspace::defaultDatabasePath(QUrl(QStringLiteral("http://127.0.0.1:8080")), QStringLiteral("a/b"));
        QVERIFY(loopback.contains(QStringLiteral("/127.0.0.1_8080/a/b.sqlite3")));
    }

    void repositoryNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::newRow("default") << QStringLiteral("pytorch-fdn/additional-compute-platforms") << true;
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

    void tokenComesFromTheEnvironment()
    {
        qputenv("GH_TOKEN", "  from-gh  ");
        qputenv("GITHUB_TOKEN", "from-github");
        QCOMPARE(Workspace::tokenFromEnvironment(), QStringLiteral("from-gh"));
        qunsetenv("GH_TOKEN");
        QCOMPARE(Workspace::tokenFromEnvironment(), QStringLiteral("from-github"));
        qunsetenv("GITHUB_TOKEN");
        QVERIFY(Workspace::tokenFromEnvironment().isEmpty());
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
        SyncStateStore(workspace.database()).setRepositoryFullName(QStringLiteral("acme/acp-renamed"));
        Workspace reopened(options);
        QVERIFY(reopened.open());
        QCOMPARE(reopened.repository(), QStringLiteral("acme/acp-renamed"));
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
            QVERIFY(ReviewerStore(demo.database()).setApplicationNote(apps.first().number, QStringLiteral("mine")));
            QVERIFY(IssueCache(demo.database()).commentCount() > 0);
        }
        Workspace again(options);
        QVERIFY(again.open());
        const QList<ApplicationSummary> apps = again.catalog().applications();
        QCOMPARE(int(apps.size()), firstCount);
        QCOMPARE(ReviewerStore(again.database()).applicationNote(apps.first().number), QStringLiteral("mine"));
    }
};

QTEST_GUILESS_MAIN(tst_Workspace)
#include "tst_workspace.moc"
