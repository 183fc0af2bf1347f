// The demo workspace's cached link previews (resources/demo/demo-previews.json): every link of
// every demo application has one, with a fetch date relative to when the demo was opened, the
// automatic checks give results from them, and nothing is fetched.

#include "TestSupport.h"
#include "core/demo/DemoWorkspace.h"
#include "core/preview/AutomaticChecks.h"
#include "core/preview/LinkPreviewService.h"
#include "core/preview/PreviewCache.h"
#include "core/review/Checklist.h"
#include "core/review/ChecklistStore.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/workspace/Workspace.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace acp;
using acp::test::s;

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll();
}

} // namespace

class tst_DemoPreviews : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;
    QDateTime m_openedAt;

    Checklist checklistOf(int number)
    {
        IssueCache cache(m_workspace->database());
        const std::optional<Issue> issue = cache.issue(number);
        if (!issue) {
            return {};
        }
        return Checklist::load(*issue, cache.comments(number), m_workspace->requirements(),
                               ChecklistStore(m_workspace->database()));
    }

    // Runs the automatic checks of `requirement` on application `number` as the checklist
    // pane does; the results once final.
    QList<AutomaticCheckResult> checksOf(int number, const QString &requirement)
    {
        const Checklist checklist = checklistOf(number);
        const ChecklistItem *item = checklist.item(requirement);
        if (!item) {
            return {};
        }
        QList<QUrl> links;
        for (const EvidenceLink &link : item->links) {
            links << link.url;
        }
        AutomaticChecks::CheckContext context;
        context.applicationLinks = checklist.allLinks();
        context.statement = checklist.statementFor(requirement);
        context.installCommands = checklist.installCommands();
        AutomaticChecks checks(m_workspace->previews());
        QSignalSpy finished(&checks, &AutomaticChecks::finished);
        checks.evaluate(item->requirement.checks, links, context);
        if (finished.isEmpty() && !finished.wait(5000)) {
            return {};
        }
        return checks.results();
    }

    CheckStatus statusOf(int number, const QString &requirement)
    {
        const QList<AutomaticCheckResult> results = checksOf(number, requirement);
        return results.size() == 1 ? results.first().status : CheckStatus::Unknown;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("demo.sqlite3"));
        m_openedAt = QDateTime::currentDateTimeUtc();
        m_workspace = std::make_unique<Workspace>(options);
        QVERIFY2(m_workspace->open(), qPrintable(m_workspace->errorString()));
    }

    void cleanupTestCase() { m_workspace.reset(); }

    void bundledResourceMatchesSource()
    {
        const QByteArray source = readFile(QDir::cleanPath(
            QStringLiteral(ACP_TEST_DATA_DIR "/../../resources/demo/demo-previews.json")));
        QVERIFY(!source.isEmpty());
        QCOMPARE(readFile(s(":/demo/demo-previews.json")), source);
    }

    void everyLinkHasACachedPreview()
    {
        LinkPreviewService *previews = m_workspace->previews();
        QVERIFY(previews);
        QCOMPARE(previews->fetchPolicy(), LinkPreviewService::FetchPolicy::Never);
        QVERIFY(!m_workspace->client()); // nothing is sent anywhere

        const QList<ApplicationSummary> applications = m_workspace->catalog().applications();
        QCOMPARE(applications.size(), 6);
        int links = 0;
        for (const ApplicationSummary &application : applications) {
            const Checklist checklist = checklistOf(application.number);
            QList<EvidenceLink> all = checklist.applicationLinks();
            for (const ChecklistItem &item : checklist.items()) {
                all += item.links;
            }
            QVERIFY(!all.isEmpty());
            for (const EvidenceLink &link : std::as_const(all)) {
                ++links;
                const LinkPreview preview = previews->cachedPreview(link.url);
                const QString what =
                    QStringLiteral("#%1 %2").arg(application.number).arg(link.url.toString());
                QVERIFY2(preview.hasContent(), qPrintable(what));
                QCOMPARE(preview.status, PreviewStatus::Ok);
                QVERIFY2(!preview.title.isEmpty(), qPrintable(what));
                QCOMPARE(preview.kind, LinkPreviewService::kindFor(link.url));
                // Fetched a while before the demo was opened: "yesterday", not "never".
                QVERIFY2(preview.fetchedAt < m_openedAt.addSecs(60), qPrintable(what));
                QVERIFY2(preview.fetchedAt > m_openedAt.addDays(-3), qPrintable(what));
            }
        }
        QVERIFY(links >= 25);
    }

    void previewsOfEveryKind()
    {
        LinkPreviewService *previews = m_workspace->previews();
        const LinkPreview repo = previews->cachedPreview(
            QUrl(s("https://github.com/nordhaven-silicon/torch-nordhaven/security/policy")));
        QCOMPARE(repo.kind, PreviewKind::GitHubRepo);
        QCOMPARE(repo.title, s("nordhaven-silicon/torch-nordhaven"));
        QVERIFY(repo.details.value(s("security_policy")).toObject().value(s("found")).toBool());
        QVERIFY(!repo.details.value(s("ci_runs")).toArray().isEmpty());
        const QDateTime pushed =
            QDateTime::fromString(repo.details.value(s("pushed_at")).toString(), Qt::ISODate);
        QVERIFY(pushed.isValid());
        QVERIFY(pushed < repo.fetchedAt.addDays(1) && pushed > m_openedAt.addDays(-2));

        const LinkPreview file = previews->cachedPreview(
            QUrl(s("https://github.com/kirishima-compute/torch-raicho/blob/main/SECURITY.md")));
        QCOMPARE(file.kind, PreviewKind::GitHubFile);
        QVERIFY(file.details.value(s("content")).toString().contains(s("90 日以内")));

        const LinkPreview workflow = previews->cachedPreview(
            QUrl(s("https://github.com/lumenvale-labs/torch-lpu/actions/workflows/pr.yml")));
        QCOMPARE(workflow.kind, PreviewKind::GitHubWorkflow);
        QVERIFY(workflow.details.value(s("runs")).toArray().size() >= 3);

        const LinkPreview releases =
            previews->cachedPreview(QUrl(s("https://github.com/tessellary/torch-tpe/releases")));
        QCOMPARE(releases.kind, PreviewKind::GitHubReleases);
        QCOMPARE(releases.details.value(s("releases")).toArray().first().toObject().value(s("tag")),
                 QJsonValue(s("v2.11.0")));

        const LinkPreview page =
            previews->cachedPreview(QUrl(s("https://lumenvale.example/torch-lpu/docs")));
        QCOMPARE(page.kind, PreviewKind::WebPage);
        QCOMPARE(page.siteName, s("Lumenvale Docs"));
        QVERIFY(!page.description.isEmpty());
        QVERIFY(page.imageUrl.isValid());
    }

    void timesAreRelativeToWhenTheDemoOpens()
    {
        QTemporaryDir dir;
        Database database;
        QVERIFY(database.open(dir.filePath(s("relative.sqlite3"))));
        const QDateTime now(QDate(2031, 3, 4), QTime(12, 0), QTimeZone::utc());
        QString error;
        const int stored = DemoWorkspace::installPreviews(database, now, &error);
        QVERIFY2(stored > 0, qPrintable(error));
        PreviewCache cache(database);
        QCOMPARE(cache.previewCount(), stored);
        const std::optional<LinkPreview> torch =
            cache.preview(QUrl(s("https://github.com/pytorch/pytorch/releases")));
        QVERIFY(torch);
        QCOMPARE(torch->fetchedAt, now.addSecs(-19 * 3600));
        const QJsonObject newest = torch->details.value(s("releases")).toArray().first().toObject();
        QCOMPARE(QDateTime::fromString(newest.value(s("published_at")).toString(), Qt::ISODate),
                 now.addDays(-41));
        // Stored again on every opening, with the new times.
        const QDateTime later = now.addDays(30);
        QCOMPARE(DemoWorkspace::installPreviews(database, later, &error), stored);
        QCOMPARE(cache.preview(QUrl(s("https://github.com/pytorch/pytorch/releases")))->fetchedAt,
                 later.addSecs(-19 * 3600));
    }

    void automaticChecksGiveResults()
    {
        // Tessellate (#12): SECURITY.md linked; release 2.11 against PyTorch 2.12; the latest
        // CI run failed after four good ones; the package index answers.
        QCOMPARE(statusOf(12, s("security-policy")), CheckStatus::Pass);
        QCOMPARE(statusOf(12, s("release-gap")), CheckStatus::Pass);
        QCOMPARE(statusOf(12, s("working-ci")), CheckStatus::Warn);
        QCOMPARE(statusOf(12, s("package")), CheckStatus::Pass);
        // Rookwing (#7): builds against PyTorch 2.7, five minor versions behind; no policy.
        QCOMPARE(statusOf(7, s("release-gap")), CheckStatus::Fail);
        // Lumenvale (#21): green CI; security only on a web page, which cannot be verified.
        QCOMPARE(statusOf(21, s("working-ci")), CheckStatus::Pass);
        QCOMPARE(statusOf(21, s("security-policy")), CheckStatus::Warn);
        // Nordhaven (#3): the repository's security policy.
        QCOMPARE(statusOf(3, s("security-policy")), CheckStatus::Pass);

        // The CI relay's allowlist: Nordhaven at L3, Quillmoor (whose HUD page is linked) at
        // L2, Lumenvale at L1, Tessellate not listed; each read from the repositories named
        // anywhere in the application.
        QCOMPARE(statusOf(3, s("ci-integration")), CheckStatus::Pass);
        QCOMPARE(statusOf(24, s("ci-integration")), CheckStatus::Pass);
        QCOMPARE(statusOf(21, s("ci-integration")), CheckStatus::Warn);
        QCOMPARE(statusOf(12, s("ci-integration")), CheckStatus::Fail);
        const QList<AutomaticCheckResult> relay = checksOf(3, s("ci-integration"));
        QVERIFY2(relay.size() == 1
                     && relay.first().summary.contains(
                         s("nordhaven-silicon/torch-nordhaven is at L3 (stable)")),
                 qPrintable(relay.value(0).summary));

        // Each says what it looked at and when.
        const QList<AutomaticCheckResult> results = checksOf(12, s("release-gap"));
        QCOMPARE(results.size(), 1);
        const AutomaticCheckResult &gap = results.first();
        QVERIFY2(gap.summary.contains(s("v2.11.0")) && gap.summary.contains(s("2.12")),
                 qPrintable(gap.summary));
        QVERIFY(gap.lookedAt.contains(QUrl(s("https://github.com/pytorch/pytorch/releases"))));
        QVERIFY(gap.checkedAt.isValid());
        QVERIFY(gap.checkedAt < m_openedAt);
        QVERIFY(!gap.pending);
    }
};

QTEST_GUILESS_MAIN(tst_DemoPreviews)
#include "tst_demopreviews.moc"
