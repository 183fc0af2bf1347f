#include "GitHubTestServer.h"
#include "PreviewPageServer.h"
#include "github/GitHubClient.h"
#include "preview/LinkPreviewService.h"
#include "preview/PageFetcher.h"
#include "store/Database.h"
#include "workspace/Workspace.h"

#include <QCryptographicHash>
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

#include <memory>
#include <optional>

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
    std::unique_ptr<LinkPreviewService> m_service;
    int m_dbCounter = 0;

    std::unique_ptr<LinkPreviewService> makeService()
    {
        auto service = std::make_unique<LinkPreviewService>(*m_db, m_client.get());
        LinkPreviewService::Options options;
        options.pageTimeout = std::chrono::milliseconds(5000);
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
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                           m_dir.filePath(s("settings")));
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
};

QTEST_GUILESS_MAIN(tst_LinkPreviewService)
#include "tst_linkpreviewservice.moc"
