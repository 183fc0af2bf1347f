// Over 600 lines on purpose: one test executable per class; each kind of preview and each refusal
// has its case.

#include "GitHubTestServer.h"
#include "PreviewPageServer.h"
#include "TestSupport.h"
#include "core/github/GitHubClient.h"
#include "core/preview/GitHubPreviewFetcher.h"
#include "core/preview/LinkPreviewService.h"
#include "core/preview/PageFetcher.h"
#include "core/store/Database.h"
#include "core/workspace/Workspace.h"

#include <QCryptographicHash>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QSslSocket>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QUrlQuery>

#include <memory>
#include <optional>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::isolateSettings;
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

// The last previewReady for `url` that is final (no refresh pending), if one arrived.
std::optional<LinkPreview> finalPreview(const QSignalSpy &spy, const QUrl &url)
{
    const QUrl normalized = LinkPreviewService::normalizedUrl(url);
    for (qsizetype i = spy.size() - 1; i >= 0; --i) {
        const QList<QVariant> &arguments = spy.at(i);
        if (arguments.at(0).toUrl() != normalized)
            continue;
        const LinkPreview preview = arguments.at(1).value<LinkPreview>();
        if (!preview.fetching)
            return preview;
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<LinkPreview> firstPreview(const QSignalSpy &spy, const QUrl &url)
{
    const QUrl normalized = LinkPreviewService::normalizedUrl(url);
    for (const QList<QVariant> &arguments : spy) {
        if (arguments.at(0).toUrl() == normalized)
            return arguments.at(1).value<LinkPreview>();
    }
    return std::nullopt;
}

} // namespace

#define REQUEST_AND_WAIT(service, url, out)                                                        \
    do {                                                                                           \
        QSignalSpy spy_(&(service), &LinkPreviewService::previewReady);                            \
        (service).request(url);                                                                    \
        QTRY_VERIFY_WITH_TIMEOUT((out = finalPreview(spy_, url)).has_value(), 30000);              \
    } while (false)

class tst_LinkPreviewService : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<GitHubTestServer> m_github;
    std::unique_ptr<GitHubClient> m_client;
    std::unique_ptr<PreviewPageServer> m_pages;
    std::pair<QHostAddress, quint16> m_pagesEndpoint; // kept when the server closes
    std::unique_ptr<LinkPreviewService> m_service;
    int m_dbCounter = 0;

    std::unique_ptr<LinkPreviewService> makeService()
    {
        auto service = std::make_unique<LinkPreviewService>(*m_db, m_client.get());
        LinkPreviewService::Options options;
        options.pageTimeout = std::chrono::milliseconds(5000);
        // The page server is on 127.0.0.1, which previews refuse unless told.
        options.addressRulesForTesting.allowedPrivateEndpoints = { m_pagesEndpoint };
        service->setOptions(options);
        return service;
    }

    void setUpRepository()
    {
        GitHubTestServer::RepositoryData repo;
        repo.description = s("PyTorch backend for Nordhaven NPUs");
        repo.licenseSpdx = s("BSD-3-Clause");
        repo.licenseName = s("BSD 3-Clause \"New\" or \"Revised\" License");
        repo.stars = 1234;
        repo.forks = 56;
        repo.language = s("C++");
        repo.defaultBranch = s("main");
        repo.pushedAt = QDateTime(QDate(2025, 2, 20), QTime(8, 30), QTimeZone::utc());
        m_github->setRepository(s("nordhaven/torch-nordhaven"), repo);

        GitHubTestServer::ReleaseData stable;
        stable.tagName = s("v2.7.1");
        stable.name = s("torch-nordhaven 2.7.1");
        stable.createdAt = QDateTime(QDate(2025, 1, 10), QTime(12, 0), QTimeZone::utc());
        m_github->addRelease(s("nordhaven/torch-nordhaven"), stable);
        GitHubTestServer::ReleaseData pre;
        pre.tagName = s("v2.8.0rc1");
        pre.prerelease = true;
        pre.createdAt = QDateTime(QDate(2025, 2, 1), QTime(12, 0), QTimeZone::utc());
        m_github->addRelease(s("nordhaven/torch-nordhaven"), pre);
        GitHubTestServer::ReleaseData draft;
        draft.tagName = s("v2.9.0");
        draft.draft = true;
        m_github->addRelease(s("nordhaven/torch-nordhaven"), draft);

        m_github->setFile(s("nordhaven/torch-nordhaven"), s(".github/SECURITY.md"),
                          "# Security\nReport to security@nordhaven.example within 90 days.\n");
        m_github->setFile(s("nordhaven/torch-nordhaven"), s("src/backend.cpp"),
                          "#include <torch/extension.h>\n// Grüße\nint main() { return 0; }\n");

        GitHubTestServer::WorkflowRunData run;
        run.conclusion = s("failure");
        run.createdAt = QDateTime(QDate(2025, 2, 27), QTime(9, 0), QTimeZone::utc());
        m_github->addWorkflowRun(s("nordhaven/torch-nordhaven"), run);
        run.conclusion = s("success");
        run.createdAt = QDateTime(QDate(2025, 2, 28), QTime(9, 0), QTimeZone::utc());
        m_github->addWorkflowRun(s("nordhaven/torch-nordhaven"), run);
        run.headBranch = s("feature/x");
        run.conclusion = s("cancelled");
        run.createdAt = QDateTime(QDate(2025, 3, 1), QTime(9, 0), QTimeZone::utc());
        m_github->addWorkflowRun(s("nordhaven/torch-nordhaven"), run);
        run.headBranch = s("main");
        run.workflowFile = s("nightly.yml");
        run.workflowName = s("Nightly");
        run.conclusion = QString(); // still running
        run.status = s("in_progress");
        run.createdAt = QDateTime(QDate(2025, 3, 2), QTime(9, 0), QTimeZone::utc());
        m_github->addWorkflowRun(s("nordhaven/torch-nordhaven"), run);
    }

    bool githubRequested(const QString &pathAndQuery) const
    {
        const auto requests = m_github->requests();
        return std::any_of(requests.cbegin(), requests.cend(),
                           [&](const auto &r) { return r.pathAndQuery == pathAndQuery; });
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // Settings of this test only, in its temporary folder.
        isolateSettings(m_dir.filePath(s("settings")), QStringLiteral("tst_linkpreviewservice"));
        QSettings().clear();
    }

    void init()
    {
        m_db = std::make_unique<Database>();
        QVERIFY2(m_db->open(m_dir.filePath(QStringLiteral("ws%1.sqlite3").arg(++m_dbCounter))),
                 qPrintable(m_db->errorString()));
        m_github = std::make_unique<GitHubTestServer>();
        QVERIFY(m_github->listen());
        m_client = std::make_unique<GitHubClient>(m_github->apiUrl(), s("token"));
        RetryPolicy policy;
        policy.second = std::chrono::milliseconds(1);
        policy.maxAttempts = 2;
        m_client->setRetryPolicy(policy);
        m_pages = std::make_unique<PreviewPageServer>();
        QVERIFY(m_pages->listen());
        m_pagesEndpoint = m_pages->endpoint();
        m_service = makeService();
        setUpRepository();
    }

    void cleanup()
    {
        m_service.reset();
        m_client.reset();
        m_github.reset();
        m_pages.reset();
        m_db.reset();
    }

    // ---- GitHub -----------------------------------------------------------------------

    void githubRepository()
    {
        const QUrl url = u("https://www.github.com/nordhaven/torch-nordhaven/");
        QSignalSpy spy(m_service.get(), &LinkPreviewService::previewReady);
        m_service->request(url);
        // At once: a placeholder saying a fetch is on its way.
        QCOMPARE(spy.size(), 1);
        const LinkPreview first = spy.at(0).at(1).value<LinkPreview>();
        QCOMPARE(spy.at(0).at(0).toUrl(), u("https://github.com/nordhaven/torch-nordhaven"));
        QVERIFY(first.fetching);
        QCOMPARE(first.status, PreviewStatus::NotFetched);
        QCOMPARE(first.kind, PreviewKind::GitHubRepo);

        std::optional<LinkPreview> preview;
        QTRY_VERIFY_WITH_TIMEOUT((preview = finalPreview(spy, url)).has_value(), 30000);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->title, s("nordhaven/torch-nordhaven"));
        QCOMPARE(preview->description, s("PyTorch backend for Nordhaven NPUs"));
        QCOMPARE(preview->siteName, s("GitHub"));
        QVERIFY(preview->fetchedAt.isValid());
        const QJsonObject d = preview->details;
        QCOMPARE(d.value(s("license")).toString(), s("BSD-3-Clause"));
        QCOMPARE(d.value(s("stars")).toInt(), 1234);
        QCOMPARE(d.value(s("pushed_at")).toString(), s("2025-02-20T08:30:00Z"));
        QCOMPARE(d.value(s("default_branch")).toString(), s("main"));
        // The latest release skips the pre-release and the draft, as GitHub's does.
        const QJsonObject latest = d.value(s("latest_release")).toObject();
        QCOMPARE(latest.value(s("tag")).toString(), s("v2.7.1"));
        QCOMPARE(latest.value(s("published_at")).toString(), s("2025-01-10T12:00:00Z"));
        const QJsonObject policy = d.value(s("security_policy")).toObject();
        QVERIFY(policy.value(s("found")).toBool());
        QCOMPARE(policy.value(s("path")).toString(), s(".github/SECURITY.md"));
        // Runs on the default branch only, newest first; a running one has no conclusion.
        const QJsonArray runs = d.value(s("ci_runs")).toArray();
        QCOMPARE(runs.size(), 3);
        QCOMPARE(runs.at(0).toObject().value(s("name")).toString(), s("Nightly"));
        QVERIFY(runs.at(0).toObject().value(s("conclusion")).isNull());
        QCOMPARE(runs.at(1).toObject().value(s("conclusion")).toString(), s("success"));
        QCOMPARE(runs.at(2).toObject().value(s("conclusion")).toString(), s("failure"));
        for (const QJsonValue &run : runs)
            QCOMPARE(run.toObject().value(s("head_branch")).toString(), s("main"));

        QVERIFY(githubRequested(s("/repos/nordhaven/torch-nordhaven")));
        QVERIFY(githubRequested(s("/repos/nordhaven/torch-nordhaven/releases/latest")));
        QVERIFY(githubRequested(s("/repos/nordhaven/torch-nordhaven/contents/SECURITY.md")));
        QVERIFY(
            githubRequested(s("/repos/nordhaven/torch-nordhaven/contents/.github/SECURITY.md")));
        QVERIFY(!githubRequested(s("/repos/nordhaven/torch-nordhaven/contents/docs/SECURITY.md")));
        QVERIFY(githubRequested(
            s("/repos/nordhaven/torch-nordhaven/actions/runs?branch=main&per_page=10")));

        // Cached: the same data comes back at once, without another fetch.
        const int started = m_service->fetchesStarted();
        QSignalSpy again(m_service.get(), &LinkPreviewService::previewReady);
        m_service->request(u("https://github.com/nordhaven/torch-nordhaven.git"));
        QCOMPARE(again.size(), 1);
        const LinkPreview cached = again.at(0).at(1).value<LinkPreview>();
        QVERIFY(!cached.fetching);
        QCOMPARE(cached.title, preview->title);
        QCOMPARE(cached.details, preview->details);
        QCOMPARE(cached.fetchedAt, preview->fetchedAt);
        QCOMPARE(m_service->fetchesStarted(), started);
    }

    void githubRepositoryWithoutReleasesPolicyOrRuns()
    {
        GitHubTestServer::RepositoryData bare;
        bare.description = s("Empty");
        m_github->setRepository(s("someone/bare"), bare);
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, u("https://github.com/someone/bare"), preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QVERIFY(preview->details.value(s("latest_release")).isNull());
        QVERIFY(
            !preview->details.value(s("security_policy")).toObject().value(s("found")).toBool());
        QCOMPARE(preview->details.value(s("ci_runs")).toArray().size(), 0);
        QCOMPARE(preview->details.value(s("license")).toString(), QString());
        QVERIFY(githubRequested(s("/repos/someone/bare/contents/docs/SECURITY.md")));
    }

    // The 90-day figures: the default branch's commits since 90 days ago and their distinct
    // authors (accounts, else addresses), across pages; a commit before the window is not
    // counted.
    void githubRepositoryActivity()
    {
        const QString repo = s("someone/active");
        m_github->setRepository(repo, GitHubTestServer::RepositoryData());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (int i = 0; i < 130; ++i) {
            GitHubTestServer::CommitData commit;
            commit.authorLogin = i % 3 == 0 ? s("ada") : i % 3 == 1 ? s("Grace") : QString();
            commit.authorEmail = i % 2 ? s("one@example.com") : s("two@example.com");
            commit.date = now.addDays(-(i % 80)).addSecs(-i);
            m_github->addCommit(repo, commit);
        }
        GitHubTestServer::CommitData old;
        old.authorLogin = s("ancient");
        old.date = now.addDays(-120);
        m_github->addCommit(repo, old);
        GitHubTestServer::CommitData sameAccount; // "grace" is Grace: one contributor
        sameAccount.authorLogin = s("grace");
        sameAccount.date = now.addDays(-1);
        m_github->addCommit(repo, sameAccount);

        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, u("https://github.com/someone/active"), preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        const QJsonObject activity = preview->details.value(s("activity")).toObject();
        QCOMPARE(activity.value(s("commits")).toInt(), 131);
        // ada, grace, and the two addresses of commits without an account.
        QCOMPARE(activity.value(s("contributors")).toInt(), 4);
        QCOMPARE(activity.value(s("complete")).toBool(), true);
        QCOMPARE(activity.value(s("days")).toInt(), 90);
        const QDate since =
            QDate::fromString(activity.value(s("since")).toString().left(10), Qt::ISODate);
        QCOMPARE(since, now.date().addDays(-90));
        QStringList pages;
        for (const GitHubTestServer::RequestRecord &record : m_github->requests()) {
            if (record.pathAndQuery.startsWith(s("/repos/someone/active/commits?")))
                pages << QUrlQuery(QUrl(record.pathAndQuery).query()).queryItemValue(s("page"));
        }
        QCOMPARE(pages, QStringList({ s("1"), s("2") }));
    }

    // Past MaxActivityPages pages the figures are a lower bound; an empty repository (409) has
    // none; a failing listing leaves the figures out, not the preview.
    void githubRepositoryActivityLimits()
    {
        const QString busy = s("someone/busy");
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (int i = 0; i < GitHubPreviewFetcher::MaxActivityPages * 100 + 20; ++i) {
            GitHubTestServer::CommitData commit;
            commit.authorLogin = s("dev%1").arg(i % 7);
            commit.date = now.addSecs(-60 * i);
            m_github->addCommit(busy, commit);
        }
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, u("https://github.com/someone/busy"), preview);
        QJsonObject activity = preview->details.value(s("activity")).toObject();
        QCOMPARE(activity.value(s("commits")).toInt(),
                 GitHubPreviewFetcher::MaxActivityPages * 100);
        QCOMPARE(activity.value(s("complete")).toBool(), false);

        m_github->setRepositoryEmpty(s("someone/empty"), true);
        REQUEST_AND_WAIT(*m_service, u("https://github.com/someone/empty"), preview);
        activity = preview->details.value(s("activity")).toObject();
        QCOMPARE(activity.value(s("commits")).toInt(), 0);
        QCOMPARE(activity.value(s("complete")).toBool(), true);

        m_github->setRepository(s("someone/flaky"), GitHubTestServer::RepositoryData());
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::ServerError500;
        fault.pathContains = s("/repos/someone/flaky/commits");
        fault.times = 10;
        m_github->injectFault(fault);
        REQUEST_AND_WAIT(*m_service, u("https://github.com/someone/flaky"), preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QVERIFY(!preview->details.contains(s("activity")));
        QVERIFY(preview->details.contains(s("ci_runs")));
    }

    void githubMissingRepository()
    {
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, u("https://github.com/nobody/nothing"), preview);
        QCOMPARE(preview->status, PreviewStatus::NotFound);
        QCOMPARE(preview->httpStatus, 404);
        QVERIFY(!preview->hasContent());
        QVERIFY2(preview->errorText.contains(s("nobody/nothing")), qPrintable(preview->errorText));
        // Stored as such: a new request shows the failure from the cache without fetching.
        QSignalSpy spy(m_service.get(), &LinkPreviewService::previewReady);
        m_service->request(u("https://github.com/nobody/nothing"));
        QCOMPARE(spy.at(0).at(1).value<LinkPreview>().status, PreviewStatus::NotFound);
        QVERIFY(!spy.at(0).at(1).value<LinkPreview>().fetching);
    }

    void githubFile()
    {
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(
            *m_service, u("https://github.com/nordhaven/torch-nordhaven/blob/main/src/backend.cpp"),
            preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->kind, PreviewKind::GitHubFile);
        QCOMPARE(preview->title, s("backend.cpp"));
        QCOMPARE(preview->details.value(s("path")).toString(), s("src/backend.cpp"));
        QCOMPARE(preview->details.value(s("ref")).toString(), s("main"));
        QCOMPARE(preview->details.value(s("language")).toString(), s("C++"));
        QCOMPARE(preview->details.value(s("content")).toString(),
                 s("#include <torch/extension.h>\n// Grüße\nint main() { return 0; }\n"));
        QVERIFY(!preview->details.value(s("truncated")).toBool());
        QVERIFY(githubRequested(
            s("/repos/nordhaven/torch-nordhaven/contents/src/backend.cpp?ref=main")));
    }

    void githubFileIsCappedAndRefsMayHaveSlashes()
    {
        QByteArray big;
        while (big.size() < 300 * 1024)
            big += "# line of a long file with ünïcödé\n";
        m_github->setFile(s("nordhaven/torch-nordhaven"), s("docs/big.md"), big, s("release/2.7"));
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(
            *m_service,
            u("https://github.com/nordhaven/torch-nordhaven/blob/release/2.7/docs/big.md"),
            preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->details.value(s("ref")).toString(), s("release/2.7"));
        QVERIFY(preview->details.value(s("truncated")).toBool());
        const QString content = preview->details.value(s("content")).toString();
        QVERIFY(content.toUtf8().size() <= 256 * 1024);
        QVERIFY(content.toUtf8().size() > 255 * 1024);
        QVERIFY(!content.contains(QChar(QChar::ReplacementCharacter)));
        QCOMPARE(preview->details.value(s("size")).toInt(), big.size());
    }

    void githubRawFileAndMissingFile()
    {
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service,
                         u("https://raw.githubusercontent.com/nordhaven/torch-nordhaven/main/"
                           ".github/SECURITY.md"),
                         preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QVERIFY(preview->details.value(s("content")).toString().startsWith(s("# Security")));
        QCOMPARE(preview->details.value(s("language")).toString(), s("Markdown"));

        REQUEST_AND_WAIT(*m_service,
                         u("https://github.com/nordhaven/torch-nordhaven/blob/main/nope.txt"),
                         preview);
        QCOMPARE(preview->status, PreviewStatus::NotFound);
        QVERIFY(!preview->errorText.isEmpty());
    }

    void githubWorkflow()
    {
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service,
                         u("https://github.com/nordhaven/torch-nordhaven/actions/workflows/ci.yml"),
                         preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->kind, PreviewKind::GitHubWorkflow);
        QCOMPARE(preview->title, s("CI"));
        const QJsonArray runs = preview->details.value(s("runs")).toArray();
        QCOMPARE(runs.size(), 3); // every branch
        QCOMPARE(runs.at(0).toObject().value(s("conclusion")).toString(), s("cancelled"));
        QCOMPARE(runs.at(1).toObject().value(s("conclusion")).toString(), s("success"));
        QCOMPARE(runs.at(2).toObject().value(s("conclusion")).toString(), s("failure"));
        QCOMPARE(runs.at(2).toObject().value(s("created_at")).toString(),
                 s("2025-02-27T09:00:00Z"));
        QCOMPARE(preview->details.value(s("total_count")).toInt(), 3);
        QVERIFY(githubRequested(
            s("/repos/nordhaven/torch-nordhaven/actions/workflows/ci.yml/runs?per_page=10")));

        REQUEST_AND_WAIT(
            *m_service,
            u("https://github.com/nordhaven/torch-nordhaven/actions/workflows/missing.yml"),
            preview);
        QCOMPARE(preview->status, PreviewStatus::NotFound);
    }

    void githubReleases()
    {
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, u("https://github.com/nordhaven/torch-nordhaven/releases"),
                         preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->kind, PreviewKind::GitHubReleases);
        const QJsonArray releases = preview->details.value(s("releases")).toArray();
        QCOMPARE(releases.size(), 2); // the draft is not listed
        QCOMPARE(releases.at(0).toObject().value(s("tag")).toString(), s("v2.8.0rc1"));
        QVERIFY(releases.at(0).toObject().value(s("prerelease")).toBool());
        QCOMPARE(releases.at(1).toObject().value(s("tag")).toString(), s("v2.7.1"));
        QVERIFY(githubRequested(s("/repos/nordhaven/torch-nordhaven/releases?per_page=10")));
    }

    void githubServerErrorsAreFailures()
    {
        GitHubTestServer::Fault fault;
        fault.kind = GitHubTestServer::FaultKind::ServerError500;
        fault.pathContains = s("/releases/latest");
        fault.times = 10;
        m_github->injectFault(fault);
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, u("https://github.com/nordhaven/torch-nordhaven"), preview);
        QCOMPARE(preview->status, PreviewStatus::HttpError);
        QCOMPARE(preview->httpStatus, 500);
        QVERIFY(!preview->hasContent());
        QVERIFY(!preview->errorText.isEmpty());
    }

    // ---- Web pages --------------------------------------------------------------------

    void webPage()
    {
        m_pages->setHtml("/project/torch-nordhaven/", R"html(<!doctype html><html><head>
            <title>torch-nordhaven · PyPI</title>
            <meta property="og:title" content="torch-nordhaven 2.7.1">
            <meta property="og:description" content="PyTorch for Nordhaven NPUs">
            <meta property="og:site_name" content="PyPI">
            <meta property="og:image" content="/static/images/card.png">
            </head><body>…</body></html>)html");
        std::optional<LinkPreview> preview;
        const QUrl url = m_pages->url(s("/project/torch-nordhaven/#files"));
        REQUEST_AND_WAIT(*m_service, url, preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->kind, PreviewKind::WebPage);
        QCOMPARE(preview->url, m_pages->url(s("/project/torch-nordhaven/")));
        QCOMPARE(preview->title, s("torch-nordhaven 2.7.1"));
        QCOMPARE(preview->description, s("PyTorch for Nordhaven NPUs"));
        QCOMPARE(preview->siteName, s("PyPI"));
        QCOMPARE(preview->imageUrl, m_pages->url(s("/static/images/card.png")));
        QCOMPARE(preview->details.value(s("http_status")).toInt(), 200);
        // The image is an address on the card, never fetched.
        QCOMPARE(m_pages->requestCount("/static/images/card.png"), 0);
        QCOMPARE(m_pages->requests().size(), 1);
        const auto request = m_pages->requests().constFirst();
        QCOMPARE(request.headers.value("user-agent"), PageFetcher::userAgent());
        QVERIFY(request.headers.value("user-agent").startsWith("acp-workbench/"));
    }

    void hostilePages_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("description");
        QTest::newRow("scripts") << QByteArray(R"html(<html><head>
                <script>document.title = "<title>Evil</title>"; fetch("/steal")</script>
                <script src="/tracker.js"></script>
                <title>Real</title><meta http-equiv="refresh" content="0;url=/elsewhere">
                </head><body onload="alert(1)"><img src="/pixel.gif"></body></html>)html")
                                 << QByteArray("text/html") << s("Real") << QString();
        QTest::newRow("wrong charset")
            << QByteArray("<title>Caf\xe9</title><meta name=description content=\"na\xefve\">")
            << QByteArray("text/html; charset=utf-8") << s("Caf\xef\xbf\xbd")
            << s("na\xef\xbf\xbdve");
        QTest::newRow("latin-1 header")
            << QByteArray("<title>Caf\xe9</title>") << QByteArray("text/html; charset=ISO-8859-1")
            << s("Café") << QString();
        QTest::newRow("meta charset")
            << QByteArray("<meta charset=windows-1252><title>\x93Hi\x94</title>")
            << QByteArray("text/html") << s("“Hi”") << QString();
        QTest::newRow("invalid UTF-8")
            << QByteArray("<title>\xff\xfe ok \xc3</title>") << QByteArray("text/html")
            << s("ÿþ ok Ã") << QString(); // not UTF-8: sniffed as windows-1252
        QTest::newRow("missing tags") << QByteArray("<html><body><p>Nothing</p></body></html>")
                                      << QByteArray("text/html") << QString() << QString();
        QTest::newRow("not even HTML") << QByteArray("\x00\x01\x02 binary junk <<<>>>", 22)
                                       << QByteArray() << QString() << QString();
    }

    void hostilePages()
    {
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, contentType);
        QFETCH(QString, title);
        QFETCH(QString, description);
        PreviewPageServer::Page page;
        page.body = body;
        page.contentType = contentType;
        m_pages->setPage("/page", page);
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, m_pages->url(s("/page")), preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->title, title);
        QCOMPARE(preview->description, description);
        // Nothing the page asks for is loaded: no scripts, images, refreshes.
        QCOMPARE(m_pages->requests().size(), 1);
    }

    void downloadsAreNotDownloaded()
    {
        PreviewPageServer::Page wheel;
        wheel.contentType = "application/octet-stream";
        wheel.mode = PreviewPageServer::Page::Mode::Stream;
        wheel.streamBytes = 200LL * 1024 * 1024;
        m_pages->setPage("/dist/torch_nordhaven-2.7.1-cp312-linux_x86_64.whl", wheel);
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service,
                         m_pages->url(s("/dist/torch_nordhaven-2.7.1-cp312-linux_x86_64.whl")),
                         preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->title, s("torch_nordhaven-2.7.1-cp312-linux_x86_64.whl"));
        QCOMPARE(preview->details.value(s("content_type")).toString(),
                 s("application/octet-stream"));
        QCOMPARE(qint64(preview->details.value(s("content_length")).toDouble()),
                 200LL * 1024 * 1024);
        QVERIFY2(m_pages->bytesStreamed() < 16 * 1024 * 1024,
                 qPrintable(QString::number(m_pages->bytesStreamed())));
    }

    void tooLarge_data()
    {
        QTest::addColumn<bool>("declareLength");
        QTest::newRow("Content-Length of 50 MiB") << true;
        QTest::newRow("50 MiB without a length") << false;
    }

    void tooLarge()
    {
        QFETCH(bool, declareLength);
        PreviewPageServer::Page huge;
        huge.mode = PreviewPageServer::Page::Mode::Stream;
        huge.streamBytes = 50LL * 1024 * 1024;
        huge.declareLength = declareLength;
        m_pages->setPage("/huge", huge);
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, m_pages->url(s("/huge")), preview);
        QCOMPARE(preview->status, PreviewStatus::TooLarge);
        QVERIFY(!preview->hasContent());
        QVERIFY(preview->errorText.contains(s("1024 KiB")));
        // Abandoned early: far less than the 50 MiB were ever sent.
        QVERIFY2(m_pages->bytesStreamed() < 16 * 1024 * 1024,
                 qPrintable(QString::number(m_pages->bytesStreamed())));
    }

    void redirects()
    {
        m_pages->setRedirect("/old", "/middle", 301);
        m_pages->setRedirect("/middle", m_pages->url(s("/new")).toEncoded(), 308);
        m_pages->setHtml("/new", "<title>Moved here</title>");
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, m_pages->url(s("/old")), preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->title, s("Moved here"));
        QCOMPARE(preview->details.value(s("redirects")).toInt(), 2);
        QCOMPARE(preview->details.value(s("final_url")).toString(),
                 m_pages->url(s("/new")).toString());
        QCOMPARE(preview->url, m_pages->url(s("/old"))); // cached under the address linked
    }

    void redirectLoop()
    {
        m_pages->setRedirect("/loop-a", "/loop-b");
        m_pages->setRedirect("/loop-b", "/loop-a");
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, m_pages->url(s("/loop-a")), preview);
        QCOMPARE(preview->status, PreviewStatus::RedirectLoop);
        QVERIFY(preview->errorText.contains(s("loop")));
        QCOMPARE(m_pages->requestCount("/loop-a"), 1);
        QCOMPARE(m_pages->requestCount("/loop-b"), 1);
    }

    void tooManyRedirects()
    {
        for (int i = 1; i <= 8; ++i)
            m_pages->setRedirect("/hop" + QByteArray::number(i),
                                 "/hop" + QByteArray::number(i + 1));
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, m_pages->url(s("/hop1")), preview);
        QCOMPARE(preview->status, PreviewStatus::RedirectLoop);
        QCOMPARE(m_pages->requests().size(), 6); // the page and five redirects followed
    }

    void redirectToAnotherSchemeIsBlocked()
    {
        m_pages->setRedirect("/to-file", "file:///etc/passwd");
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, m_pages->url(s("/to-file")), preview);
        QCOMPARE(preview->status, PreviewStatus::BlockedScheme);
        QVERIFY(preview->errorText.contains(s("file:///etc/passwd")));
    }

    void httpErrors()
    {
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, m_pages->url(s("/missing")), preview);
        QCOMPARE(preview->status, PreviewStatus::NotFound);
        QCOMPARE(preview->httpStatus, 404);
        QVERIFY(preview->errorText.contains(s("404")));
        QVERIFY(preview->title.isEmpty()); // the 404 page's own title is not the page's

        PreviewPageServer::Page unavailable;
        unavailable.status = 503;
        m_pages->setPage("/busy", unavailable);
        REQUEST_AND_WAIT(*m_service, m_pages->url(s("/busy")), preview);
        QCOMPARE(preview->status, PreviewStatus::HttpError);
        QCOMPARE(preview->httpStatus, 503);
        QVERIFY(preview->errorText.contains(s("503")));
    }

    void slowPageTimesOut()
    {
        LinkPreviewService::Options options = m_service->options();
        options.pageTimeout = std::chrono::milliseconds(300);
        m_service->setOptions(options);
        PreviewPageServer::Page silent;
        silent.mode = PreviewPageServer::Page::Mode::Silent;
        m_pages->setPage("/slow", silent);
        PreviewPageServer::Page trickle;
        trickle.mode = PreviewPageServer::Page::Mode::Delayed;
        trickle.delayMs = 3000;
        trickle.body = "<title>Too late</title>";
        m_pages->setPage("/late", trickle);
        for (const char *path : { "/slow", "/late" }) {
            std::optional<LinkPreview> preview;
            REQUEST_AND_WAIT(*m_service, m_pages->url(s(path)), preview);
            QCOMPARE(preview->status, PreviewStatus::Timeout);
            QVERIFY(!preview->errorText.isEmpty());
        }
    }

    void tlsErrorAndRefusedConnection()
    {
        if (!QSslSocket::supportsSsl())
            QSKIP("No TLS backend");
        // TLS to a server that speaks plain HTTP: the handshake fails.
        QUrl https = m_pages->url(s("/page"));
        https.setScheme(s("https"));
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, https, preview);
        QCOMPARE(preview->status, PreviewStatus::TlsError);
        QVERIFY(!preview->errorText.isEmpty());

        const quint16 port = m_pages->port();
        m_pages->close();
        REQUEST_AND_WAIT(*m_service, QUrl(QStringLiteral("http://127.0.0.1:%1/gone").arg(port)),
                         preview);
        QCOMPARE(preview->status, PreviewStatus::NetworkError);
        QVERIFY(preview->errorText.contains(s("refused")));
    }

    void blockedSchemesAreNeverFetched()
    {
        const int started = m_service->fetchesStarted();
        for (const char *address :
             { "javascript:alert(1)", "file:///etc/passwd", "ftp://127.0.0.1/x",
               "data:text/html,<title>x</title>", "mailto:a@b.example", "http:///no-host" }) {
            QSignalSpy spy(m_service.get(), &LinkPreviewService::previewReady);
            m_service->request(u(address));
            QCOMPARE(spy.size(), 1);
            const LinkPreview preview = spy.at(0).at(1).value<LinkPreview>();
            QCOMPARE(preview.status, PreviewStatus::BlockedScheme);
            QVERIFY(!preview.fetching);
            QVERIFY(!preview.errorText.isEmpty());
            m_service->refresh(u(address));
        }
        QCOMPARE(m_service->fetchesStarted(), started);
        QVERIFY(!m_service->isBusy());
        QCOMPARE(m_pages->requests().size(), 0);
        QCOMPARE(m_service->cache().previewCount(), 0);
    }

    void noCookiesAreKept()
    {
        PreviewPageServer::Page setter;
        setter.body = "<title>Cookie</title>";
        setter.headers.append(
            qMakePair(QByteArray("Set-Cookie"), QByteArray("session=secret; Path=/")));
        m_pages->setPage("/set", setter);
        m_pages->setHtml("/check", "<title>Check</title>");
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, m_pages->url(s("/set")), preview);
        REQUEST_AND_WAIT(*m_service, m_pages->url(s("/check")), preview);
        QCOMPARE(preview->title, s("Check"));
        for (const auto &request : m_pages->requests())
            QVERIFY(!request.headers.contains("cookie"));
    }

    // ---- Cache and policy -------------------------------------------------------------

    void cacheServesOfflineAndFailedRefreshKeepsTheGoodPreview()
    {
        m_pages->setHtml("/doc", "<title>User manual</title>");
        const QUrl url = m_pages->url(s("/doc"));
        std::optional<LinkPreview> good;
        REQUEST_AND_WAIT(*m_service, url, good);
        QCOMPARE(good->status, PreviewStatus::Ok);
        const QDateTime fetchedAt = m_service->cachedPreview(url).fetchedAt;
        QVERIFY(fetchedAt.isValid());

        // "Restart" offline: a new service on the same database, the server gone.
        m_pages->close();
        m_github.reset();
        m_service = makeService();
        {
            QSignalSpy spy(m_service.get(), &LinkPreviewService::previewReady);
            m_service->request(url);
            QCOMPARE(spy.size(), 1);
            const LinkPreview cached = spy.at(0).at(1).value<LinkPreview>();
            QCOMPARE(cached.status, PreviewStatus::Ok);
            QCOMPARE(cached.title, s("User manual"));
            QCOMPARE(cached.fetchedAt, fetchedAt);
            QVERIFY(!cached.fetching); // fresh: nothing to do
        }

        // Stale now: the refresh fails, the good content and its date stay.
        LinkPreviewService::Options options = m_service->options();
        options.maxAge = std::chrono::seconds(0);
        m_service->setOptions(options);
        std::optional<LinkPreview> after;
        {
            QSignalSpy spy(m_service.get(), &LinkPreviewService::previewReady);
            m_service->request(url);
            const LinkPreview first = spy.at(0).at(1).value<LinkPreview>();
            QVERIFY(first.fetching);
            QCOMPARE(first.title, s("User manual"));
            QTRY_VERIFY_WITH_TIMEOUT((after = finalPreview(spy, url)).has_value(), 30000);
        }
        QCOMPARE(after->status, PreviewStatus::NetworkError);
        QVERIFY(after->lastAttemptFailed());
        QVERIFY(after->hasContent());
        QCOMPARE(after->title, s("User manual"));
        QCOMPARE(after->fetchedAt, fetchedAt);
        QVERIFY(after->attemptedAt >= fetchedAt);
        QVERIFY(!after->errorText.isEmpty());

        // Stored so: the row keeps its fetch date and records the failed attempt.
        QSqlQuery query(m_db->connection());
        QVERIFY(query.exec(s("SELECT fetched_at, status FROM link_previews")));
        QVERIFY(query.next());
        QCOMPARE(query.value(1).toString(), s("network-error"));
        QVERIFY(!query.value(0).isNull());
    }

    void failedGitHubRefreshKeepsTheGoodPreview()
    {
        const QUrl url = u("https://github.com/nordhaven/torch-nordhaven");
        std::optional<LinkPreview> good;
        REQUEST_AND_WAIT(*m_service, url, good);
        QCOMPARE(good->status, PreviewStatus::Ok);
        m_github->removeRepository(s("nordhaven/torch-nordhaven"));
        QSignalSpy spy(m_service.get(), &LinkPreviewService::previewReady);
        m_service->refresh(url);
        std::optional<LinkPreview> after;
        QTRY_VERIFY_WITH_TIMEOUT((after = finalPreview(spy, url)).has_value(), 30000);
        QCOMPARE(after->status, PreviewStatus::NotFound);
        QCOMPARE(after->title, good->title);
        QCOMPARE(after->details.value(s("stars")).toInt(), 1234);
        QVERIFY(after->hasContent());
    }

    void policyNeverAndAsk()
    {
        m_pages->setHtml("/p", "<title>P</title>");
        const QUrl url = m_pages->url(s("/p"));
        m_service->setFetchPolicy(LinkPreviewService::FetchPolicy::Never);
        QSignalSpy spy(m_service.get(), &LinkPreviewService::previewReady);
        m_service->request(url);
        m_service->refresh(url);
        QCOMPARE(spy.size(), 2);
        for (const auto &arguments : std::as_const(spy)) {
            const LinkPreview preview = arguments.at(1).value<LinkPreview>();
            QCOMPARE(preview.status, PreviewStatus::NotFetched);
            QVERIFY(!preview.fetching);
        }
        QCOMPARE(m_service->fetchesStarted(), 0);

        m_service->setFetchPolicy(LinkPreviewService::FetchPolicy::Ask);
        spy.clear();
        m_service->request(url);
        QCOMPARE(spy.size(), 1);
        QVERIFY(spy.at(0).at(1).value<LinkPreview>().awaitingPermission);
        QCOMPARE(m_service->fetchesStarted(), 0);
        m_service->refresh(url); // the user's go-ahead
        std::optional<LinkPreview> preview;
        QTRY_VERIFY_WITH_TIMEOUT((preview = finalPreview(spy, url)).has_value(), 30000);
        QCOMPARE(preview->title, s("P"));
        QVERIFY(!preview->awaitingPermission);
        QCOMPARE(m_pages->requests().size(), 1);
        QCOMPARE(LinkPreviewService::policyFromId(u"never"),
                 LinkPreviewService::FetchPolicy::Never);
        QCOMPARE(LinkPreviewService::policyId(LinkPreviewService::FetchPolicy::Ask), s("ask"));
    }

    void changingThePolicyReleasesQueuedLinks()
    {
        QList<QUrl> urls;
        for (int i = 0; i < 4; ++i) {
            PreviewPageServer::Page page;
            page.mode = PreviewPageServer::Page::Mode::Delayed;
            page.delayMs = 200;
            page.body = "<title>Q</title>";
            const QByteArray path = "/queued/" + QByteArray::number(i);
            m_pages->setPage(path, page);
            urls.append(m_pages->url(QString::fromLatin1(path)));
        }
        QSignalSpy spy(m_service.get(), &LinkPreviewService::previewReady);
        for (const QUrl &url : urls)
            m_service->request(url);
        m_service->setFetchPolicy(LinkPreviewService::FetchPolicy::Never);
        // The two waiting ones are told at once that nothing is coming.
        for (int i = 2; i < 4; ++i) {
            const std::optional<LinkPreview> preview = finalPreview(spy, urls.at(i));
            QVERIFY(preview);
            QCOMPARE(preview->status, PreviewStatus::NotFetched);
        }
        // The two running ones finish.
        QTRY_VERIFY_WITH_TIMEOUT(finalPreview(spy, urls.at(0)) && finalPreview(spy, urls.at(1)),
                                 30000);
        QCOMPARE(finalPreview(spy, urls.at(1))->title, s("Q"));
        QCOMPARE(m_service->fetchesStarted(), 2);
    }

    void testServerAnswersInGitHubsShapes()
    {
        // The loopback server's preview endpoints, read raw: the fields GitHub documents.
        auto get = [this](const QString &path) {
            std::optional<ApiResponse> answer;
            ApiRequest request;
            request.url = QUrl(m_github->apiUrl().toString() + path);
            m_client->send(request, this, [&answer](const ApiResponse &r) { answer = r; });
            if (!QTest::qWaitFor([&answer] { return answer.has_value(); }, 10000))
                return QJsonDocument();
            return QJsonDocument::fromJson(answer->body);
        };
        const QJsonObject file =
            get(s("/repos/nordhaven/torch-nordhaven/contents/.github/SECURITY.md")).object();
        QCOMPARE(file.value(s("type")).toString(), s("file"));
        QCOMPARE(file.value(s("encoding")).toString(), s("base64"));
        QCOMPARE(file.value(s("path")).toString(), s(".github/SECURITY.md"));
        const QByteArray content =
            "# Security\nReport to security@nordhaven.example within 90 days.\n";
        QCOMPARE(file.value(s("size")).toInt(), content.size());
        QCOMPARE(QByteArray::fromBase64(file.value(s("content")).toString().toLatin1()), content);
        // The sha is the git blob id of the content.
        const QByteArray blob =
            "blob " + QByteArray::number(content.size()) + QByteArray(1, '\0') + content;
        QCOMPARE(file.value(s("sha")).toString().toLatin1(),
                 QCryptographicHash::hash(blob, QCryptographicHash::Sha1).toHex());
        QVERIFY(file.value(s("_links")).toObject().contains(s("html")));

        const QJsonArray folder =
            get(s("/repos/nordhaven/torch-nordhaven/contents/.github")).array();
        QCOMPARE(folder.size(), 1);
        QCOMPARE(folder.at(0).toObject().value(s("name")).toString(), s("SECURITY.md"));

        const QJsonObject runs =
            get(s("/repos/nordhaven/torch-nordhaven/actions/runs?branch=main&per_page=2")).object();
        QCOMPARE(runs.value(s("total_count")).toInt(), 3);
        const QJsonArray page = runs.value(s("workflow_runs")).toArray();
        QCOMPARE(page.size(), 2);
        for (const char *key :
             { "id", "name", "head_branch", "head_sha", "status", "conclusion", "workflow_id",
               "html_url", "created_at", "run_number", "event", "repository" })
            QVERIFY2(page.at(0).toObject().contains(s(key)), key);

        const QJsonObject release =
            get(s("/repos/nordhaven/torch-nordhaven/releases/latest")).object();
        for (const char *key : { "id", "tag_name", "name", "draft", "prerelease", "created_at",
                                 "published_at", "html_url", "assets", "author" })
            QVERIFY2(release.contains(s(key)), key);
        const QJsonObject repo = get(s("/repos/nordhaven/torch-nordhaven")).object();
        QCOMPARE(repo.value(s("license")).toObject().value(s("spdx_id")).toString(),
                 s("BSD-3-Clause"));
        QCOMPARE(repo.value(s("stargazers_count")).toInt(), 1234);
    }

    void atMostTwoFetchesAtATime()
    {
        QList<QUrl> urls;
        for (int i = 0; i < 6; ++i) {
            PreviewPageServer::Page page;
            page.mode = PreviewPageServer::Page::Mode::Delayed;
            page.delayMs = 100;
            page.body = "<title>Page " + QByteArray::number(i) + "</title>";
            const QByteArray path = "/slowish/" + QByteArray::number(i);
            m_pages->setPage(path, page);
            urls.append(m_pages->url(QString::fromLatin1(path)));
        }
        QSignalSpy idle(m_service.get(), &LinkPreviewService::idle);
        QSignalSpy spy(m_service.get(), &LinkPreviewService::previewReady);
        for (const QUrl &url : urls)
            m_service->request(url);
        QTRY_VERIFY_WITH_TIMEOUT(idle.size() >= 1, 30000);
        for (int i = 0; i < urls.size(); ++i) {
            const std::optional<LinkPreview> preview = finalPreview(spy, urls.at(i));
            QVERIFY(preview);
            QCOMPARE(preview->title, QStringLiteral("Page %1").arg(i));
            QVERIFY(firstPreview(spy, urls.at(i))->fetching);
        }
        QCOMPARE(m_pages->maxConcurrent(), 2);
        QCOMPARE(m_service->fetchesStarted(), 6);
    }
    // The user's setting (previews/fetchPolicy) reaches the workspace's service: "never" makes
    // no request at all, "ask" waits for the Fetch button, "always" fetches.
    void workspaceFollowsTheFetchPolicySetting()
    {
        QSettings settings;
        settings.setValue(LinkPreviewService::fetchPolicySettingsKey(), s("never"));
        settings.sync();
        WorkspaceOptions options;
        options.apiUrl = m_github->apiUrl();
        options.repository = s("acme/acp");
        options.databasePath = m_dir.filePath(s("policy.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        LinkPreviewService *service = workspace.previews();
        QVERIFY(service);
        QCOMPARE(service->fetchPolicy(), LinkPreviewService::FetchPolicy::Never);

        const QUrl url = u("https://github.com/nordhaven/torch-nordhaven");
        QSignalSpy spy(service, &LinkPreviewService::previewReady);
        service->request(url);
        service->refresh(url); // not even the Fetch button fetches
        QCOMPARE(spy.size(), 2);
        for (const auto &arguments : std::as_const(spy)) {
            const LinkPreview preview = arguments.at(1).value<LinkPreview>();
            QCOMPARE(preview.status, PreviewStatus::NotFetched);
            QVERIFY(!preview.fetching);
            QVERIFY(!preview.awaitingPermission);
        }
        QCOMPARE(service->fetchesStarted(), 0);
        QCoreApplication::processEvents();
        QVERIFY(m_github->requests().isEmpty());

        settings.setValue(LinkPreviewService::fetchPolicySettingsKey(), s("ask"));
        workspace.reloadSettings();
        QCOMPARE(service->fetchPolicy(), LinkPreviewService::FetchPolicy::Ask);
        spy.clear();
        service->request(url);
        QCOMPARE(spy.size(), 1);
        QVERIFY(spy.at(0).at(1).value<LinkPreview>().awaitingPermission);
        QCOMPARE(service->fetchesStarted(), 0);
        QVERIFY(m_github->requests().isEmpty());

        settings.setValue(LinkPreviewService::fetchPolicySettingsKey(), s("always"));
        workspace.reloadSettings();
        spy.clear();
        service->request(url);
        std::optional<LinkPreview> preview;
        QTRY_VERIFY_WITH_TIMEOUT((preview = finalPreview(spy, url)).has_value(), 30000);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QVERIFY(githubRequested(s("/repos/nordhaven/torch-nordhaven")));
        settings.remove(LinkPreviewService::fetchPolicySettingsKey());
    }

    // ---- Addresses a preview may not reach ---------------------------------------------

    // Without the tests' switch, the page server on 127.0.0.1 is out of reach however the
    // address is written, and so is every other non-public address: refused before any
    // connection, with a sentence that names the address.
    void nonPublicAddressesAreRefused_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<QString>("address"); // as the message names it
        // PORT: the page server's, known once init() has run.
        const auto row = [](const char *name, const char *link, const char *address) {
            QTest::newRow(name) << QString::fromLatin1(link) << QString::fromLatin1(address);
        };
        row("loopback", "http://127.0.0.1:PORT/page", "127.0.0.1");
        row("loopback elsewhere in 127/8", "http://127.0.0.2:PORT/page", "127.0.0.2");
        row("localhost", "http://localhost:PORT/page", "localhost resolves to");
        row("decimal", "http://2130706433:PORT/page", "127.0.0.1");
        row("octal", "http://0177.0.0.1:PORT/page", "127.0.0.1");
        row("short", "http://127.1:PORT/page", "127.0.0.1");
        row("hexadecimal", "http://0x7f.0.0.1:PORT/page", "127.0.0.1");
        row("IPv6 loopback", "http://[::1]:PORT/page", "::1");
        row("IPv4-mapped", "http://[::ffff:127.0.0.1]:PORT/page", "::ffff:127.0.0.1");
        row("IPv4-mapped in hex", "http://[::ffff:7f00:1]:PORT/page", "::ffff:127.0.0.1");
        row("IPv4-compatible", "http://[::127.0.0.1]:PORT/page", "::127.0.0.1");
        row("NAT64 of loopback", "http://[64:ff9b::7f00:1]:PORT/page", "64:ff9b::7f00:1");
        row("unspecified", "http://0.0.0.0:PORT/page", "0.0.0.0");
        row("IPv6 unspecified", "http://[::]:PORT/page", "::");
        row("private 10/8", "http://10.0.0.1/", "10.0.0.1");
        row("private 172.16/12", "http://172.16.5.4/", "172.16.5.4");
        row("private 192.168/16", "https://192.168.1.1/admin", "192.168.1.1");
        row("cloud metadata", "http://169.254.169.254/latest/meta-data/", "169.254.169.254");
        row("carrier-grade NAT", "http://100.64.0.1/", "100.64.0.1");
        row("link-local IPv6", "http://[fe80::1]/", "fe80::1");
        row("unique-local IPv6", "http://[fd00::1]/", "fd00::1");
        row("multicast", "http://224.0.0.251/", "224.0.0.251");
        row("broadcast", "http://255.255.255.255/", "255.255.255.255");
        row("documentation", "http://192.0.2.10/", "192.0.2.10");
    }

    void nonPublicAddressesAreRefused()
    {
        QFETCH(QString, link);
        QFETCH(QString, address);
        link.replace(s("PORT"), QString::number(m_pages->port()));
        m_pages->setHtml("/page", "<title>Reviewer's own computer</title>");
        LinkPreviewService::Options options = m_service->options();
        options.addressRulesForTesting = {}; // the switch off, as in the application
        m_service->setOptions(options);

        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, QUrl(link), preview);
        QCOMPARE(preview->status, PreviewStatus::BlockedAddress);
        QVERIFY2(preview->errorText.contains(address), qPrintable(preview->errorText));
        QVERIFY2(preview->errorText.contains(s("public internet addresses")),
                 qPrintable(preview->errorText));
        QVERIFY(!preview->hasContent());
        QCOMPARE(m_pages->requests().size(), 0);
        // Remembered like any failure, and shown as such.
        QCOMPARE(m_service->cachedPreview(QUrl(link)).status, PreviewStatus::BlockedAddress);
        QCOMPARE(previewStatusDisplayName(PreviewStatus::BlockedAddress), s("Address refused"));
    }

    // A name is resolved here and every address it has is checked: a name that stands for
    // 127.0.0.1, or for a public and a private address, is refused like the address itself.
    void namesAreCheckedByTheirAddresses()
    {
        m_pages->setHtml("/page", "<title>Reviewer's own computer</title>");
        LinkPreviewService::Options options = m_service->options();
        options.addressRulesForTesting.allowedPrivateEndpoints.clear();
        options.addressRulesForTesting.hosts = {
            { s("evidence.example"), { QHostAddress::LocalHost } },
            { s("mixed.example"),
              { QHostAddress(s("93.184.216.34")), QHostAddress(s("10.0.0.7")) } },
        };
        m_service->setOptions(options);

        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(
            *m_service,
            QUrl(QStringLiteral("http://evidence.example:%1/page").arg(m_pages->port())), preview);
        QCOMPARE(preview->status, PreviewStatus::BlockedAddress);
        QVERIFY2(preview->errorText.contains(s("evidence.example resolves to 127.0.0.1, a "
                                               "loopback address")),
                 qPrintable(preview->errorText));

        REQUEST_AND_WAIT(*m_service, u("https://mixed.example/"), preview);
        QCOMPARE(preview->status, PreviewStatus::BlockedAddress);
        QVERIFY2(preview->errorText.contains(s("10.0.0.7")), qPrintable(preview->errorText));
        QCOMPARE(m_pages->requests().size(), 0);
    }

    // The switch lets a test reach its own server and nothing else: a page there that
    // redirects to another loopback server, to a name that resolves to 127.0.0.1 or to the
    // metadata address is not followed, and the other server hears nothing.
    void redirectsToNonPublicAddressesAreNotFollowed_data()
    {
        QTest::addColumn<QString>("location"); // INNER: the other server's port
        QTest::addColumn<QString>("address");
        QTest::newRow("loopback") << s("http://127.0.0.1:INNER/secret") << s("127.0.0.1");
        // (whichever address the system names first: 127.0.0.1, or ::1 on Debian 13)
        QTest::newRow("localhost") << s("http://localhost:INNER/secret") << s("localhost");
        QTest::newRow("decimal") << s("http://2130706433:INNER/secret") << s("127.0.0.1");
        QTest::newRow("IPv4-mapped")
            << s("http://[::ffff:7f00:1]:INNER/secret") << s("::ffff:127.0.0.1");
        QTest::newRow("name for loopback")
            << s("http://intranet.example:INNER/secret") << s("127.0.0.1");
        QTest::newRow("metadata") << s("http://169.254.169.254/latest/meta-data/")
                                  << s("169.254.169.254");
        QTest::newRow("private, relative to the scheme") << s("//10.1.2.3/x") << s("10.1.2.3");
    }

    void redirectsToNonPublicAddressesAreNotFollowed()
    {
        QFETCH(QString, location);
        QFETCH(QString, address);
        PreviewPageServer inner; // an intranet service the reviewer's computer can reach
        QVERIFY(inner.listen());
        inner.setHtml("/secret", "<title>Intranet secret</title>");
        location.replace(s("INNER"), QString::number(inner.port()));
        m_pages->setRedirect("/hop", location.toUtf8());

        LinkPreviewService::Options options = m_service->options();
        options.addressRulesForTesting.allowedPrivateEndpoints = { m_pages->endpoint() };
        options.addressRulesForTesting.hosts = {
            { s("public.example"), { QHostAddress::LocalHost } }, // stands for a public site
            { s("intranet.example"), { QHostAddress::LocalHost } },
        };
        m_service->setOptions(options);

        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service,
                         QUrl(QStringLiteral("http://public.example:%1/hop").arg(m_pages->port())),
                         preview);
        QCOMPARE(preview->status, PreviewStatus::BlockedAddress);
        QVERIFY2(preview->errorText.contains(s("redirects")), qPrintable(preview->errorText));
        if (address == QLatin1String("localhost")) {
            QVERIFY2(preview->errorText.contains(s("127.0.0.1"))
                         || preview->errorText.contains(s("::1")),
                     qPrintable(preview->errorText));
        } else {
            QVERIFY2(preview->errorText.contains(address), qPrintable(preview->errorText));
        }
        QCOMPARE(m_pages->requestCount("/hop"), 1);
        QCOMPARE(inner.requests().size(), 0);
    }

    // The request goes to the address that was checked, with the name in the Host header: the
    // test name below exists nowhere but in the test's table, so a second lookup of the name
    // (by the network layer, at connection time, where a rebinding DNS server would answer
    // differently) could only fail.
    void theAddressCheckedIsTheAddressConnected()
    {
        m_pages->setHtml("/page", "<title>Checked</title>");
        LinkPreviewService::Options options = m_service->options();
        options.addressRulesForTesting.hosts = { { s("rebind.example"),
                                                   { QHostAddress::LocalHost } } };
        m_service->setOptions(options);
        const QUrl url(QStringLiteral("http://rebind.example:%1/page").arg(m_pages->port()));
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, url, preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->title, s("Checked"));
        QCOMPARE(preview->details.value(s("final_url")).toString(), url.toString());
        QCOMPARE(m_pages->requests().size(), 1);
        QCOMPARE(m_pages->requests().constFirst().headers.value("host"),
                 QByteArray("rebind.example:") + QByteArray::number(m_pages->port()));
    }

    // ---- GitHub paths -------------------------------------------------------------------

    void hostileGitHubPathsAreNeverFetched_data()
    {
        QTest::addColumn<QString>("link");
        for (const char *link : {
                 "https://github.com/a/b/blob/main/../../../users/x",
                 "https://github.com/a/b/blob/main/%2e%2e/%2e%2e/orgs/x",
                 "https://github.com/a/b/../c",
                 "https://github.com/a/b/blob/main/a%2F..%2F..%2F..%2Fuser",
                 "https://github.com/a//b",
                 "https://github.com/a/b/blob/main//etc/passwd",
                 "https://github.com/a/b/actions/workflows/%2e%2e",
                 "https://raw.githubusercontent.com/a/b/main/../../../x",
             }) {
            QTest::newRow(link) << s(link);
        }
    }

    void hostileGitHubPathsAreNeverFetched()
    {
        QFETCH(QString, link);
        const int started = m_service->fetchesStarted();
        QSignalSpy spy(m_service.get(), &LinkPreviewService::previewReady);
        m_service->request(QUrl(link));
        m_service->refresh(QUrl(link));
        QCOMPARE(spy.size(), 2);
        for (const auto &arguments : std::as_const(spy)) {
            const LinkPreview preview = arguments.at(1).value<LinkPreview>();
            QCOMPARE(preview.status, PreviewStatus::BlockedAddress);
            QVERIFY(!preview.fetching);
            QVERIFY(preview.errorText.contains(s("“..”")));
        }
        QCOMPARE(m_service->fetchesStarted(), started);
        QVERIFY(!m_service->isBusy());
        QCoreApplication::processEvents();
        QCOMPARE(m_github->requests().size(), 0);
    }

    // The fetcher checks the segments itself too, whatever target it is given.
    void fetcherRefusesUnsafeSegmentsItself()
    {
        preview::GitHubTarget target;
        target.kind = PreviewKind::GitHubFile;
        target.owner = s("a");
        target.repo = s("b");
        target.refAndPath = { s("main"), s(".."), s(".."), s(".."), s("users"), s("x") };
        GitHubPreviewFetcher fetcher(m_client.get(), u("https://github.com/a/b"), target, 1024);
        QSignalSpy finished(&fetcher, &GitHubPreviewFetcher::finished);
        fetcher.start();
        QTRY_COMPARE(finished.size(), 1);
        const LinkPreview result = finished.at(0).at(0).value<LinkPreview>();
        QCOMPARE(result.status, PreviewStatus::HttpError);
        QVERIFY(result.errorText.contains(s("“..”")));
        QCOMPARE(m_github->requests().size(), 0);
    }

    // Each segment of a file path is encoded on its own: a "?" or "#" in a file name stays in
    // the path, never starts a query.
    void githubFilePathsAreEncodedSegmentBySegment()
    {
        m_github->setFile(s("nordhaven/torch-nordhaven"), s("docs/a b?c#d.md"), "odd name\n");
        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(
            *m_service,
            u("https://github.com/nordhaven/torch-nordhaven/blob/main/docs/a%20b%3Fc%23d.md"),
            preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->details.value(s("content")).toString(), s("odd name\n"));
        QVERIFY(githubRequested(
            s("/repos/nordhaven/torch-nordhaven/contents/docs/a%20b%3Fc%23d.md?ref=main")));
    }

    // ---- GitHub Enterprise ---------------------------------------------------------------

    // In an Enterprise workspace, github.com links are previewed through github.com's own API,
    // anonymously; links to the Enterprise host through its API, with its token. Here the
    // Enterprise host is m_github (with m_client and its token), github.com a second server.
    void enterpriseWorkspacePreviewsGitHubComAnonymously()
    {
        GitHubTestServer dotcom;
        QVERIFY(dotcom.listen());
        GitHubTestServer::RepositoryData repo;
        repo.description = s("on github.com");
        dotcom.setRepository(s("nordhaven/public-backend"), repo);
        GitHubTestServer::RepositoryData internal;
        internal.description = s("on the Enterprise host");
        m_github->setRepository(s("acme/platform"), internal);
        m_github->setFile(s("acme/platform"), s("README.md"), "internal readme\n");

        LinkPreviewService::Options options = m_service->options();
        options.publicGitHubApiForTesting = dotcom.apiUrl();
        m_service->setOptions(options);

        std::optional<LinkPreview> preview;
        REQUEST_AND_WAIT(*m_service, u("https://github.com/nordhaven/public-backend"), preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->description, s("on github.com"));

        const QUrl enterpriseWeb = m_github->apiUrl(); // the web origin of a loopback host
        QUrl enterpriseRepo = enterpriseWeb;
        enterpriseRepo.setPath(s("/acme/platform"));
        QCOMPARE(m_service->kindOf(enterpriseRepo), PreviewKind::GitHubRepo);
        REQUEST_AND_WAIT(*m_service, enterpriseRepo, preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(preview->description, s("on the Enterprise host"));
        QUrl enterpriseFile = enterpriseWeb;
        enterpriseFile.setPath(s("/acme/platform/blob/main/README.md"));
        REQUEST_AND_WAIT(*m_service, enterpriseFile, preview);
        QCOMPARE(preview->details.value(s("content")).toString(), s("internal readme\n"));

        const auto dotcomRequests = dotcom.requests();
        QVERIFY(!dotcomRequests.isEmpty());
        for (const auto &request : dotcomRequests) {
            QVERIFY2(!request.headers.contains("authorization"), qPrintable(request.pathAndQuery));
            QVERIFY2(request.pathAndQuery.startsWith(s("/repos/nordhaven/public-backend")),
                     qPrintable(request.pathAndQuery));
        }
        const auto enterpriseRequests = m_github->requests();
        QVERIFY(!enterpriseRequests.isEmpty());
        for (const auto &request : enterpriseRequests) {
            QVERIFY2(!request.pathAndQuery.contains(s("nordhaven")),
                     qPrintable(request.pathAndQuery));
            QVERIFY2(request.headers.value("authorization").contains("token"),
                     qPrintable(request.pathAndQuery));
        }
    }

    // ---- Limits ---------------------------------------------------------------------------

    // An application's links are previewed by themselves up to MaxAutomaticFetches; past it
    // they wait for the reviewer (refresh), and the next application has its own allowance.
    void automaticPreviewsStopAtTheLimitOfTheApplication()
    {
        const int limit = LinkPreviewService::MaxAutomaticFetches;
        QList<QUrl> urls;
        for (int i = 0; i < limit + 10; ++i) {
            const QByteArray path = "/many/" + QByteArray::number(i);
            m_pages->setHtml(path, "<title>Page " + QByteArray::number(i) + "</title>");
            urls.append(m_pages->url(QString::fromLatin1(path)));
        }
        m_service->setApplication(7);
        QSignalSpy idle(m_service.get(), &LinkPreviewService::idle);
        QSignalSpy spy(m_service.get(), &LinkPreviewService::previewReady);
        for (const QUrl &url : std::as_const(urls))
            m_service->request(url);
        QTRY_VERIFY_WITH_TIMEOUT(idle.size() >= 1, 30000);
        QCOMPARE(m_service->fetchesStarted(), limit);
        QCOMPARE(m_pages->requests().size(), limit);
        for (int i = 0; i < urls.size(); ++i) {
            const LinkPreview first = *firstPreview(spy, urls.at(i));
            QCOMPARE(first.heldBack, i >= limit);
            QCOMPARE(first.fetching, i < limit);
            QCOMPARE(m_service->cachedPreview(urls.at(i)).heldBack, i >= limit);
        }
        // Asked again: the fetched ones are fresh, the others still wait.
        m_service->request(urls.at(3));
        m_service->request(urls.at(limit + 3));
        QCOMPARE(m_service->fetchesStarted(), limit);

        // The reviewer's Fetch is not limited.
        std::optional<LinkPreview> preview;
        spy.clear();
        m_service->refresh(urls.at(limit + 5));
        QTRY_VERIFY_WITH_TIMEOUT((preview = finalPreview(spy, urls.at(limit + 5))).has_value(),
                                 30000);
        QCOMPARE(preview->title, QStringLiteral("Page %1").arg(limit + 5));

        // Another application starts with its own allowance.
        m_service->setApplication(8);
        REQUEST_AND_WAIT(*m_service, urls.at(limit + 1), preview);
        QCOMPARE(preview->status, PreviewStatus::Ok);
        QCOMPARE(m_service->fetchesStarted(), limit + 2);
    }
};

QTEST_GUILESS_MAIN(tst_LinkPreviewService)
#include "tst_linkpreviewservice.moc"
