// Over 600 lines on purpose: one test executable per class; each advisory check has its pass,
// warning, failure and unknown cases against the same loopback GitHub.
#include "GitHubTestServer.h"
#include "PreviewPageServer.h"
#include "core/github/GitHubClient.h"
#include "core/preview/AutomaticChecks.h"
#include "core/preview/CiRelayAllowlist.h"
#include "core/preview/LinkPreviewService.h"
#include "core/store/Database.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <memory>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::PreviewPageServer;

namespace {

QString s(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

QUrl u(const char *text)
{
    return QUrl(QString::fromUtf8(text));
}

QDateTime day(int year, int month, int dayOfMonth)
{
    return QDateTime(QDate(year, month, dayOfMonth), QTime(12, 0), QTimeZone::utc());
}

const QString kRepo = QStringLiteral("nordhaven/torch-nordhaven");

} // namespace

class tst_AutomaticChecks : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<GitHubTestServer> m_github;
    std::unique_ptr<GitHubClient> m_client;
    std::unique_ptr<PreviewPageServer> m_pages;
    std::unique_ptr<LinkPreviewService> m_service;
    int m_counter = 0;

    void addRun(const QString &conclusion, const QDateTime &when,
                const QString &branch = QStringLiteral("main"),
                const QString &workflow = QStringLiteral("ci.yml"))
    {
        GitHubTestServer::WorkflowRunData run;
        run.conclusion = conclusion;
        run.createdAt = when;
        run.headBranch = branch;
        run.workflowFile = workflow;
        m_github->addWorkflowRun(kRepo, run);
    }

    void addRelease(const QString &repo, const QString &tag, const QDateTime &when,
                    bool prerelease = false, const QString &name = {})
    {
        GitHubTestServer::ReleaseData release;
        release.tagName = tag;
        release.name = name.isEmpty() ? tag : name;
        release.createdAt = when;
        release.prerelease = prerelease;
        m_github->addRelease(repo, release);
    }

    // PyTorch's CI relay allowlist as the real file is written (its header, a comment line, an
    // L3 label group with on-calls), with `extra` lines appended.
    void setAllowlist(const QByteArray &extra)
    {
        QByteArray file = "# Cross Repo CI Relay (CRCR) Allowlist\n"
                          "#\n"
                          "# L1:\n"
                          "#   - org1/downstream-repo1\n"
                          "\n"
                          "L1:\n"
                          "  - riseproject-dev/pytorch-ci\n"
                          "  - google-pytorch/torch_tpu\n"
                          "\n"
                          "L2:\n"
                          "  - TorchedHat/pytorch-redhat-ci\n"
                          "  - Ascend/pytorch\n"
                          "\n"
                          "L3:\n"
                          "  # Canonical test repos for CRCR.\n"
                          "  crcr-test:\n"
                          "    pytorch/crcr-test: [atalman, fffrog]\n";
        m_github->setFile(s("pytorch/pytorch"), CiRelayAllowlist::path(), file + extra, s("main"));
    }

    // Runs the checks and waits for their final results.
    QList<AutomaticCheckResult> run(AutomaticChecks &checks, const QStringList &ids,
                                    const QList<QUrl> &links,
                                    const AutomaticChecks::CheckContext &context = {})
    {
        QSignalSpy finished(&checks, &AutomaticChecks::finished);
        checks.evaluate(ids, links, context);
        if (finished.isEmpty() && !finished.wait(30000))
            return {};
        return checks.results();
    }

    // Runs are dated relative to today: the checks judge their age.
    static QDateTime daysAgo(int days)
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        return QDateTime(now.date().addDays(-days), QTime(12, 0), QTimeZone::utc());
    }
    static QString isoDaysAgo(int days) { return daysAgo(days).date().toString(Qt::ISODate); }

    static const AutomaticCheckResult *find(const QList<AutomaticCheckResult> &results,
                                            const QString &id)
    {
        for (const AutomaticCheckResult &result : results) {
            if (result.checkId == id)
                return &result;
        }
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_db = std::make_unique<Database>();
        QVERIFY(m_db->open(m_dir.filePath(QStringLiteral("ws%1.sqlite3").arg(++m_counter))));
        m_github = std::make_unique<GitHubTestServer>();
        QVERIFY(m_github->listen());
        m_client = std::make_unique<GitHubClient>(m_github->apiUrl(), s("token"));
        RetryPolicy policy;
        policy.second = std::chrono::milliseconds(1);
        policy.maxAttempts = 2;
        m_client->setRetryPolicy(policy);
        m_pages = std::make_unique<PreviewPageServer>();
        QVERIFY(m_pages->listen());
        m_service = std::make_unique<LinkPreviewService>(*m_db, m_client.get());
        // The page server is on 127.0.0.1, which previews refuse unless told.
        LinkPreviewService::Options options;
        options.addressRulesForTesting.allowedPrivateEndpoints = { m_pages->endpoint() };
        m_service->setOptions(options);

        GitHubTestServer::RepositoryData repo;
        repo.description = s("PyTorch backend for Nordhaven NPUs");
        m_github->setRepository(kRepo, repo);
        m_github->setRepository(s("pytorch/pytorch"), GitHubTestServer::RepositoryData());
        setAllowlist(QByteArray());
        addRelease(s("pytorch/pytorch"), s("v2.8.0"), day(2025, 8, 6));
        addRelease(s("pytorch/pytorch"), s("v2.9.1"), day(2025, 11, 12));
        addRelease(s("pytorch/pytorch"), s("v2.10.0"), day(2026, 1, 21));
        addRelease(s("pytorch/pytorch"), s("v2.11.0-rc1"), day(2026, 3, 1), true);
        addRelease(s("pytorch/pytorch"), s("ciflow/trunk/12345"), day(2026, 3, 2));
    }

    void cleanup()
    {
        m_service.reset();
        m_client.reset();
        m_github.reset();
        m_pages.reset();
        m_db.reset();
    }

    void torchVersionIn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("major");
        QTest::addColumn<int>("minor");
        QTest::newRow("tag") << s("v2.7.1") << 2 << 7;
        QTest::newRow("no v") << s("2.5.0") << 2 << 5;
        QTest::newRow("vendor suffix") << s("v2.1.0-6.0.rc1") << 2 << 1;
        QTest::newRow("local version") << s("v2.7.10+xpu") << 2 << 7;
        QTest::newRow("named torch wins") << s("torch_npu 6.0.0 for PyTorch 2.5.1") << 2 << 5;
        QTest::newRow("torch dash") << s("release torch-2.6") << 2 << 6;
        QTest::newRow("name with torch word") << s("torch-nordhaven 2.7.1") << 2 << 7;
        QTest::newRow("calendar") << s("release-2024.06") << 2024 << 6;
        QTest::newRow("none") << s("nightly") << -1 << -1;
        QTest::newRow("single number") << s("v10") << -1 << -1;
    }

    void torchVersionIn()
    {
        QFETCH(QString, text);
        QFETCH(int, major);
        QFETCH(int, minor);
        const auto version = AutomaticChecks::torchVersionIn(text);
        if (major < 0) {
            QVERIFY(!version);
        } else {
            QVERIFY(version);
            QCOMPARE(version->first, major);
            QCOMPARE(version->second, minor);
        }
    }

    void latestStableVersion()
    {
        auto release = [](const char *tag, bool prerelease = false, bool draft = false) {
            return QJsonObject { { s("tag"), s(tag) },
                                 { s("prerelease"), prerelease },
                                 { s("draft"), draft } };
        };
        const QJsonArray releases {
            release("v2.9.1"),  release("v2.11.0-rc1", true), release("v2.12.0", false, true),
            release("v2.10.0"), release("ciflow/trunk/1"),    release("v2.8.0")
        };
        const auto latest = AutomaticChecks::latestStableVersion(releases);
        QVERIFY(latest);
        QCOMPARE(*latest, std::make_pair(2, 10)); // numeric, not text order
        QVERIFY(!AutomaticChecks::latestStableVersion(QJsonArray { release("nightly") }));
    }

    void allChecksPass()
    {
        m_github->setFile(kRepo, s("SECURITY.md"), "# Reporting vulnerabilities\n");
        addRelease(kRepo, s("v2.7.1"), day(2026, 1, 5));
        addRun(s("failure"), daysAgo(5));
        addRun(s("success"), daysAgo(4));
        addRun(s("success"), daysAgo(3));
        m_pages->setHtml("/project/torch-nordhaven/", "<title>torch-nordhaven · PyPI</title>");
        setAllowlist("  nordhaven-ci:\n    Nordhaven/Torch-Nordhaven: [oncall]\n");
        const QList<QUrl> links = { u("https://github.com/nordhaven/torch-nordhaven"),
                                    m_pages->url(s("/project/torch-nordhaven/")) };
        AutomaticChecks checks(m_service.get());
        QSignalSpy changes(&checks, &AutomaticChecks::resultChanged);
        const QList<AutomaticCheckResult> results =
            run(checks, AutomaticChecks::knownChecks(), links);
        QCOMPARE(results.size(), 5);

        // The first result of each check came at once, pending.
        QVERIFY(changes.size() >= 10);
        for (int i = 0; i < 5; ++i)
            QVERIFY(changes.at(i).at(0).value<AutomaticCheckResult>().pending);

        const AutomaticCheckResult *security = find(results, s("security-policy"));
        QCOMPARE(security->status, CheckStatus::Pass);
        QVERIFY2(security->summary.contains(s("nordhaven/torch-nordhaven/SECURITY.md")),
                 qPrintable(security->summary));
        QCOMPARE(security->lookedAt, QList<QUrl> { links.at(0) });

        const AutomaticCheckResult *gap = find(results, s("release-gap"));
        QCOMPARE(gap->status, CheckStatus::Pass);
        QVERIFY2(gap->summary.contains(s("v2.7.1")) && gap->summary.contains(s("2.10"))
                     && gap->summary.contains(s("3 minor version")),
                 qPrintable(gap->summary));
        QVERIFY(gap->lookedAt.contains(AutomaticChecks::pytorchReleasesUrl()));

        const AutomaticCheckResult *ci = find(results, s("working-ci"));
        QCOMPARE(ci->status, CheckStatus::Pass);
        QVERIFY2(ci->summary.contains(s("2 of 3")) && ci->summary.contains(isoDaysAgo(3)),
                 qPrintable(ci->summary));

        const AutomaticCheckResult *package = find(results, s("package"));
        QCOMPARE(package->status, CheckStatus::Pass);
        QCOMPARE(package->lookedAt, QList<QUrl> { links.at(1) });

        // Listed at L3 under a label, in another case than the link's.
        const AutomaticCheckResult *relay = find(results, s("ci-relay"));
        QCOMPARE(relay->status, CheckStatus::Pass);
        QVERIFY2(relay->summary.contains(s("Nordhaven/Torch-Nordhaven is at L3"))
                     && relay->summary.contains(
                         s("https://hud.pytorch.org/crcr/Nordhaven/Torch-Nordhaven")),
                 qPrintable(relay->summary));
        QCOMPARE(relay->lookedAt, QList<QUrl> { CiRelayAllowlist::fileUrl() });

        for (const AutomaticCheckResult &result : results) {
            QVERIFY(!result.pending);
            QVERIFY(result.checkedAt.isValid());
            QVERIFY(result.checkedAt <= QDateTime::currentDateTimeUtc());
            QVERIFY(!result.summary.isEmpty());
        }
        QSqlQuery query(m_db->connection());
        QVERIFY(query.exec(s("SELECT COUNT(*) FROM automatic_check_results")) && query.next());
        QCOMPARE(query.value(0).toInt(), 5);
        // Advisory only: the checklist is untouched.
        QVERIFY(query.exec(s("SELECT COUNT(*) FROM reviewer_checklist")) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }

    void failures()
    {
        addRelease(kRepo, s("v2.5.0"), day(2025, 4, 1));
        addRun(s("failure"), daysAgo(5));
        addRun(s("timed_out"), daysAgo(4));
        addRun(s("success"), daysAgo(3), s("experimental"));
        const QList<QUrl> links = { u("https://github.com/nordhaven/torch-nordhaven/tree/main/src"),
                                    m_pages->url(s("/simple/torch-nordhaven/")) };
        AutomaticChecks checks(m_service.get());
        const QList<AutomaticCheckResult> results =
            run(checks, AutomaticChecks::knownChecks(), links);

        const AutomaticCheckResult *security = find(results, s("security-policy"));
        QCOMPARE(security->status, CheckStatus::Fail);
        QVERIFY2(security->summary.contains(s("nordhaven/torch-nordhaven")),
                 qPrintable(security->summary));

        const AutomaticCheckResult *gap = find(results, s("release-gap"));
        QCOMPARE(gap->status, CheckStatus::Fail);
        QVERIFY2(gap->summary.contains(s("5 minor version")), qPrintable(gap->summary));

        const AutomaticCheckResult *ci = find(results, s("working-ci"));
        QCOMPARE(ci->status, CheckStatus::Fail);
        QVERIFY2(ci->summary.contains(s("failed")), qPrintable(ci->summary));

        const AutomaticCheckResult *package = find(results, s("package"));
        QCOMPARE(package->status, CheckStatus::Fail);
        QVERIFY2(package->summary.contains(s("HTTP 404")), qPrintable(package->summary));

        const AutomaticCheckResult *relay = find(results, s("ci-relay"));
        QCOMPARE(relay->status, CheckStatus::Fail);
        QVERIFY2(relay->summary.contains(s("Not on PyTorch's CI relay allowlist"))
                     && relay->summary.contains(s("nordhaven/torch-nordhaven")),
                 qPrintable(relay->summary));
    }

    void warnings()
    {
        // Only a web page about security; a release numbered its own way; the latest run
        // failed after successes; one of two package pages answers.
        addRelease(kRepo, s("v1.3.0"), day(2026, 1, 5));
        addRun(s("success"), daysAgo(5));
        addRun(s("failure"), daysAgo(4));
        addRun(s("cancelled"), daysAgo(3));
        m_pages->setHtml("/security", "<title>Security at Nordhaven</title>");
        m_pages->setHtml("/download", "<title>Downloads</title>");
        AutomaticChecks checks(m_service.get());
        QList<AutomaticCheckResult> results =
            run(checks, { s("security-policy") }, { m_pages->url(s("/security")) });
        QCOMPARE(results.constFirst().status, CheckStatus::Warn);

        results = run(checks, { s("release-gap"), s("working-ci") },
                      { u("https://github.com/nordhaven/torch-nordhaven/releases") });
        QCOMPARE(results.at(0).status, CheckStatus::Warn);
        QVERIFY2(results.at(0).summary.contains(s("does not follow")),
                 qPrintable(results.at(0).summary));
        QCOMPARE(results.at(1).status, CheckStatus::Warn);
        QVERIFY2(results.at(1).summary.contains(isoDaysAgo(4)) // the cancelled one is skipped
                     && results.at(1).summary.contains(s("failed")),
                 qPrintable(results.at(1).summary));

        results = run(checks, { s("package") },
                      { m_pages->url(s("/download")), m_pages->url(s("/gone")) });
        QCOMPARE(results.constFirst().status, CheckStatus::Warn);
    }

    // A package link to the reviewer's own computer or network is not fetched for the check:
    // it fails as refused, and the server there hears nothing.
    void packageLinksToNonPublicAddressesAreRefused()
    {
        m_pages->setHtml("/simple/torch-nordhaven/", "<title>Internal index</title>");
        m_service->setOptions(LinkPreviewService::Options()); // the tests' switch off
        AutomaticChecks checks(m_service.get());
        const QList<AutomaticCheckResult> results =
            run(checks, { s("package") },
                { m_pages->url(s("/simple/torch-nordhaven/")), u("http://10.20.30.40/simple/") });
        QCOMPARE(results.size(), 1);
        QCOMPARE(results.constFirst().status, CheckStatus::Fail);
        QVERIFY2(results.constFirst().summary.contains(s("address refused")),
                 qPrintable(results.constFirst().summary));
        QCOMPARE(m_pages->requests().size(), 0);
    }

    void workflowLinkOnTheDefaultBranch()
    {
        addRun(s("success"), daysAgo(5), s("main"), s("build.yml"));
        addRun(s("failure"), daysAgo(1), s("wip"), s("build.yml"));
        AutomaticChecks checks(m_service.get());
        const QList<AutomaticCheckResult> results =
            run(checks, { s("working-ci") },
                { u("https://github.com/nordhaven/torch-nordhaven/actions/workflows/build.yml") });
        // The failure on a feature branch does not count; the repository's default branch
        // came from its own preview.
        QCOMPARE(results.constFirst().status, CheckStatus::Pass);
        QCOMPARE(results.constFirst().lookedAt.size(), 2);
    }

    void staleRunsWarn()
    {
        addRun(s("success"), daysAgo(200));
        AutomaticChecks checks(m_service.get());
        const QList<AutomaticCheckResult> results =
            run(checks, { s("working-ci") }, { u("https://github.com/nordhaven/torch-nordhaven") });
        QCOMPARE(results.constFirst().status, CheckStatus::Warn);
        QVERIFY2(results.constFirst().summary.contains(s("200 day")),
                 qPrintable(results.constFirst().summary));
    }

    void unknowns()
    {
        AutomaticChecks checks(m_service.get());
        QSignalSpy finished(&checks, &AutomaticChecks::finished);
        checks.evaluate(AutomaticChecks::knownChecks() << s("bogus-check"),
                        { u("javascript:alert(1)") });
        QCOMPARE(finished.size(), 1); // nothing to fetch: final at once
        const QList<AutomaticCheckResult> results = checks.results();
        QCOMPARE(results.size(), 6);
        for (const AutomaticCheckResult &result : results) {
            QCOMPARE(result.status, CheckStatus::Unknown);
            QVERIFY(!result.pending);
            QVERIFY(!result.summary.isEmpty());
        }
        QCOMPARE(m_service->fetchesStarted(), 0);

        // A repository without releases, and one that does not exist.
        const QList<AutomaticCheckResult> more =
            run(checks, { s("release-gap"), s("security-policy") },
                { u("https://github.com/nordhaven/torch-nordhaven"),
                  u("https://github.com/nordhaven/gone") });
        QCOMPARE(more.at(0).status, CheckStatus::Unknown);
        QVERIFY2(more.at(0).summary.contains(s("No release")), qPrintable(more.at(0).summary));
        QCOMPARE(more.at(1).status, CheckStatus::Fail); // the existing one has no policy
    }

    // A vendor without GitHub releases: the project page of the index its install command
    // names, in HTML (a yanked wheel skipped) and in JSON; GitHub releases stay first.
    void releaseGapFromAPackageIndex()
    {
        m_pages->setHtml(
            "/simple/torch-nordhaven/",
            "<html><body><h1>Links for torch-nordhaven</h1>\n"
            "<a href=\"/f/torch_nordhaven-2.9.0-cp312-cp312-linux_x86_64.whl\">"
            "torch_nordhaven-2.9.0-cp312-cp312-linux_x86_64.whl</a><br>\n"
            "<a href=\"/f/torch_nordhaven-2.10.0-cp312-cp312-linux_x86_64.whl\" "
            "data-yanked=\"bad build\">torch_nordhaven-2.10.0-cp312-cp312-linux_x86_64.whl</a>\n"
            "<a href=\"/f/nordhaven_tools-1.4.0+torch2.8-py3-none-any.whl\">"
            "nordhaven_tools-1.4.0+torch2.8-py3-none-any.whl</a>\n</body></html>");
        const QList<QUrl> links = { u("https://github.com/nordhaven/torch-nordhaven") };
        AutomaticChecks::CheckContext context;
        context.installCommands = { s("pip install torch-nordhaven --index-url ")
                                    + m_pages->url(s("/simple")).toString() };
        AutomaticChecks checks(m_service.get());
        QList<AutomaticCheckResult> results = run(checks, { s("release-gap") }, links, context);
        QCOMPARE(results.constFirst().status, CheckStatus::Pass);
        QVERIFY2(results.constFirst().summary.contains(
                     s("torch_nordhaven-2.9.0-cp312-cp312-linux_x86_64.whl, follows PyTorch 2.9, "
                       "1 minor version")),
                 qPrintable(results.constFirst().summary));
        QVERIFY(
            results.constFirst().lookedAt.contains(m_pages->url(s("/simple/torch-nordhaven/"))));

        // JSON (PEP 691), the newest file pinned to an old PyTorch: five minors behind.
        m_pages->setHtml("/json/torch-nordhaven/",
                         R"({"meta": {"api-version": "1.0"}, "name": "torch-nordhaven", "files": [
                             {"filename": "torch_nordhaven-0.7.0+torch2.5-py3-none-any.whl",
                              "url": "/f/a.whl", "hashes": {}},
                             {"filename": "torch_nordhaven-0.8.0+torch2.10-py3-none-any.whl",
                              "url": "/f/b.whl", "hashes": {}, "yanked": "wrong pin"}]})",
                         "application/vnd.pypi.simple.v1+json");
        context.installCommands = { s("pip3 install -i ") + m_pages->url(s("/json/")).toString()
                                    + s(" torch_nordhaven==0.7.0") };
        results = run(checks, { s("release-gap") }, links, context);
        QCOMPARE(results.constFirst().status, CheckStatus::Fail);
        QVERIFY2(results.constFirst().summary.contains(s("follows PyTorch 2.5, 5 minor version")),
                 qPrintable(results.constFirst().summary));

        // Only yanked files: nothing to compare.
        m_pages->setHtml("/gone/torch-nordhaven/",
                         "<a data-yanked>torch_nordhaven-2.9.0-py3-none-any.whl</a>");
        context.installCommands = { s("pip install torch-nordhaven --index-url ")
                                    + m_pages->url(s("/gone")).toString() };
        results = run(checks, { s("release-gap") }, links, context);
        QCOMPARE(results.constFirst().status, CheckStatus::Unknown);
        QVERIFY2(results.constFirst().summary.contains(s("no release file that is not yanked")),
                 qPrintable(results.constFirst().summary));

        // A GitHub release is the first source.
        addRelease(kRepo, s("v2.10.1"), day(2026, 2, 1));
        m_service->refresh(u("https://github.com/nordhaven/torch-nordhaven"));
        results = run(checks, { s("release-gap") }, links, context);
        QCOMPARE(results.constFirst().status, CheckStatus::Pass);
        QVERIFY2(results.constFirst().summary.contains(s("v2.10.1")),
                 qPrintable(results.constFirst().summary));
    }

    void saysInTree_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<bool>("inTree");
        QTest::newRow("in-tree") << s("The backend is in-tree (torch/csrc/xyz).") << true;
        QTest::newRow("in tree") << s("We are in tree since 2.4") << true;
        QTest::newRow("in the PyTorch tree")
            << s("It lives in the PyTorch source tree, like CUDA.") << true;
        QTest::newRow("curly apostrophe") << s("Upstreamed in PyTorch\u2019s tree.") << true;
        QTest::newRow("capitals") << s("Integration: In-Tree") << true;
        QTest::newRow("out-of-tree") << s("An out-of-tree backend via PrivateUse1.") << false;
        QTest::newRow("out of tree") << s("Out of tree, through PrivateUse1") << false;
        QTest::newRow("not in-tree") << s("We are not in-tree.") << false;
        QTest::newRow("isn't in tree") << s("It isn't in tree yet") << false;
        QTest::newRow("not yet in-tree") << s("not yet in-tree; planned for 2027") << false;
        QTest::newRow("no longer") << s("no longer in-tree since 2.3") << false;
        QTest::newRow("one of two says so")
            << s("Not in-tree for the runtime; the compiler is in-tree.") << true;
        QTest::newRow("within a word") << s("the plugin tree, in treemaps") << false;
        QTest::newRow("empty") << QString() << false;
    }

    void saysInTree()
    {
        QFETCH(QString, statement);
        QFETCH(bool, inTree);
        QCOMPARE(AutomaticChecks::saysInTree(statement), inTree);
    }

    // The relay's level of the platform's repositories, from PyTorch's allowlist; only that file
    // is fetched.
    void ciRelayLevels()
    {
        setAllowlist("L4:\n  - nordhaven/torch-nordhaven-mature: [oncall]\n");
        AutomaticChecks checks(m_service.get());
        const QStringList relay = { s("ci-relay") };

        // L1: events only.
        QList<AutomaticCheckResult> results =
            run(checks, relay, { u("https://github.com/google-pytorch/torch_tpu/tree/main") });
        QCOMPARE(results.constFirst().status, CheckStatus::Warn);
        QVERIFY2(results.constFirst().summary.contains(s("google-pytorch/torch_tpu is at L1 "
                                                         "(onboarding)"))
                     && results.constFirst().summary.contains(s("L2 or higher")),
                 qPrintable(results.constFirst().summary));

        // A HUD page names the repository; the highest level of the named ones counts.
        results = run(checks, relay,
                      { u("https://hud.pytorch.org/crcr/Ascend/pytorch"),
                        u("https://github.com/riseproject-dev/pytorch-ci") });
        QCOMPARE(results.constFirst().status, CheckStatus::Pass);
        QVERIFY2(results.constFirst().summary.contains(s("Ascend/pytorch is at L2 (observation)")),
                 qPrintable(results.constFirst().summary));

        // The repository is named in another section of the application.
        AutomaticChecks::CheckContext context;
        context.applicationLinks = { u("https://github.com/nordhaven/torch-nordhaven-mature") };
        results = run(checks, relay, { u("https://hud.pytorch.org/") }, context);
        QCOMPARE(results.constFirst().status, CheckStatus::Pass);
        QVERIFY2(results.constFirst().summary.contains(s("L4 (mature)")),
                 qPrintable(results.constFirst().summary));

        // The applicant's own addresses were never asked for: one file, read once (cached).
        const QList<GitHubTestServer::RequestRecord> requests = m_github->requests();
        QCOMPARE(requests.size(), 1);
        QCOMPARE(requests.constFirst().pathAndQuery,
                 s("/repos/pytorch/pytorch/contents/.github/allowlist.yml?ref=main"));
    }

    void ciRelayInTree()
    {
        AutomaticChecks checks(m_service.get());
        const QStringList relay = { s("ci-relay") };
        AutomaticChecks::CheckContext context;
        context.statement = s("We are an in-tree backend: torch/csrc/nordhaven.");

        // Nothing to look up: not applicable, nothing fetched.
        QList<AutomaticCheckResult> results = run(checks, relay, {}, context);
        QCOMPARE(results.constFirst().status, CheckStatus::NotApplicable);
        QVERIFY2(results.constFirst().summary.startsWith(s("In-tree: not applicable")),
                 qPrintable(results.constFirst().summary));
        QCOMPARE(m_github->requestCount(), 0);

        // A repository not on the list: still not applicable.
        results =
            run(checks, relay, { u("https://github.com/nordhaven/torch-nordhaven") }, context);
        QCOMPARE(results.constFirst().status, CheckStatus::NotApplicable);

        // One on the list: its level, whatever the text says.
        results = run(checks, relay, { u("https://github.com/Ascend/pytorch") }, context);
        QCOMPARE(results.constFirst().status, CheckStatus::Pass);

        // "Out-of-tree" is no claim: not listed fails.
        context.statement = s("Out-of-tree, through PrivateUse1.");
        results =
            run(checks, relay, { u("https://github.com/nordhaven/torch-nordhaven") }, context);
        QCOMPARE(results.constFirst().status, CheckStatus::Fail);

        // The statement is part of what a result is cached for.
        QSqlQuery query(m_db->connection());
        QVERIFY(query.exec(s("SELECT COUNT(*) FROM automatic_check_results WHERE check_id = "
                             "'ci-relay' AND status = 'not-applicable'"))
                && query.next());
        QCOMPARE(query.value(0).toInt(), 2);
    }

    void ciRelayWithoutTheFile()
    {
        AutomaticChecks checks(m_service.get());
        const QList<QUrl> links = { u("https://github.com/Ascend/pytorch") };

        // Gone (moved or renamed upstream): nothing is concluded.
        m_github->removeFile(s("pytorch/pytorch"), CiRelayAllowlist::path(), s("main"));
        QList<AutomaticCheckResult> results = run(checks, { s("ci-relay") }, links);
        QCOMPARE(results.constFirst().status, CheckStatus::Unknown);
        QVERIFY2(results.constFirst().summary.contains(s("could not be fetched")),
                 qPrintable(results.constFirst().summary));

        // Another shape, without level keys: nor is anything concluded from it.
        m_github->setFile(s("pytorch/pytorch"), CiRelayAllowlist::path(),
                          "repositories:\n  - Ascend/pytorch\n", s("main"));
        LinkPreviewService::Options options = m_service->options();
        options.failureRetry = std::chrono::seconds(0);
        m_service->setOptions(options);
        results = run(checks, { s("ci-relay") }, links);
        QCOMPARE(results.constFirst().status, CheckStatus::Unknown);
        QVERIFY2(results.constFirst().summary.contains(s("format may have changed")),
                 qPrintable(results.constFirst().summary));
    }

    void offlineFromTheCache()
    {
        m_github->setFile(kRepo, s(".github/SECURITY.md"), "policy");
        addRelease(kRepo, s("v2.9.0"), day(2026, 1, 5));
        addRun(s("success"), daysAgo(2));
        const QList<QUrl> links = { u("https://github.com/nordhaven/torch-nordhaven") };
        QList<AutomaticCheckResult> online;
        {
            AutomaticChecks checks(m_service.get());
            online = run(checks, AutomaticChecks::knownChecks(), links);
        }
        QCOMPARE(online.size(), 5);

        // Restart without any network, previews from the cache only.
        m_service.reset();
        m_github.reset();
        m_pages.reset();
        m_service = std::make_unique<LinkPreviewService>(*m_db, m_client.get());
        m_service->setFetchPolicy(LinkPreviewService::FetchPolicy::Never);
        AutomaticChecks checks(m_service.get());
        const QList<AutomaticCheckResult> offline =
            run(checks, AutomaticChecks::knownChecks(), links);
        QCOMPARE(offline.size(), 5);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(offline.at(i).status, online.at(i).status);
            QCOMPARE(offline.at(i).summary, online.at(i).summary);
            QCOMPARE(offline.at(i).checkedAt, online.at(i).checkedAt);
            QVERIFY(!offline.at(i).pending);
        }
        QCOMPARE(m_service->fetchesStarted(), 0);
        QCOMPARE(find(offline, s("security-policy"))->status, CheckStatus::Pass);
        QCOMPARE(find(offline, s("release-gap"))->status, CheckStatus::Pass);
        // The relay's file as of the day it was read.
        const AutomaticCheckResult *relay = find(offline, s("ci-relay"));
        QCOMPARE(relay->status, CheckStatus::Fail);
        QVERIFY2(
            relay->summary.contains(
                s("(as of %1)").arg(QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate))),
            qPrintable(relay->summary));
    }

    void pendingResultsShowTheCachedOnes()
    {
        m_github->setFile(kRepo, s("SECURITY.md"), "policy");
        const QList<QUrl> links = { u("https://github.com/nordhaven/torch-nordhaven") };
        {
            AutomaticChecks checks(m_service.get());
            run(checks, { s("security-policy") }, links);
        }
        LinkPreviewService::Options options = m_service->options();
        options.maxAge = std::chrono::seconds(0); // everything stale: refreshed
        m_service->setOptions(options);
        AutomaticChecks checks(m_service.get());
        QSignalSpy changes(&checks, &AutomaticChecks::resultChanged);
        QSignalSpy finished(&checks, &AutomaticChecks::finished);
        checks.evaluate({ s("security-policy") }, links);
        QCOMPARE(changes.size(), 1);
        const AutomaticCheckResult first = changes.at(0).at(0).value<AutomaticCheckResult>();
        QVERIFY(first.pending);
        QCOMPARE(first.status, CheckStatus::Pass); // the last known result, while refreshing
        QVERIFY(finished.wait(30000));
        QVERIFY(!checks.isPending());
        QCOMPARE(checks.result(s("security-policy"))->status, CheckStatus::Pass);
    }
};

QTEST_GUILESS_MAIN(tst_AutomaticChecks)
#include "tst_automaticchecks.moc"
