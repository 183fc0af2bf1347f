#include "../core/PreviewPageServer.h"
#include "GitHubTestServer.h"
#include "core/github/GitHubClient.h"
#include "core/preview/AutomaticChecks.h"
#include "core/preview/LinkPreviewService.h"
#include "core/review/RequirementSet.h"
#include "core/review/SectionMapper.h"
#include "core/store/Database.h"
#include "ui/preview/AutomaticCheckView.h"
#include "ui/preview/LinkPreviewCard.h"
#include "ui/widgets/SourceView.h"

#include <QJsonArray>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QToolButton>

#include <memory>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::PreviewPageServer;

namespace {

QString s(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

const QDateTime kFetched(QDate(2026, 3, 2), QTime(10, 0), QTimeZone::utc());

LinkPreview repositoryPreview()
{
    LinkPreview p;
    p.url = QUrl(s("https://github.com/nordhaven/torch-nordhaven"));
    p.kind = PreviewKind::GitHubRepo;
    p.title = s("nordhaven/torch-nordhaven");
    p.description = s("PyTorch backend for Nordhaven NPUs");
    p.siteName = s("GitHub");
    p.fetchedAt = kFetched;
    p.attemptedAt = kFetched;
    p.status = PreviewStatus::Ok;
    QJsonArray runs;
    for (const char *conclusion : { "success", "failure", "cancelled" })
        runs.append(QJsonObject { { s("name"), s("CI") },
                                  { s("conclusion"), s(conclusion) },
                                  { s("status"), s("completed") },
                                  { s("head_branch"), s("main") },
                                  { s("created_at"), s("2026-03-01T09:00:00Z") } });
    runs.append(QJsonObject { { s("name"), s("Nightly") },
                              { s("conclusion"), QJsonValue::Null },
                              { s("status"), s("in_progress") } });
    p.details = QJsonObject {
        { s("stars"), 1234 },
        { s("license"), s("BSD-3-Clause") },
        { s("pushed_at"), s("2026-02-20T08:30:00Z") },
        { s("default_branch"), s("main") },
        { s("latest_release"),
          QJsonObject { { s("tag"), s("v2.7.1") },
                        { s("published_at"), s("2026-01-10T12:00:00Z") } } },
        { s("security_policy"),
          QJsonObject { { s("found"), true }, { s("path"), s(".github/SECURITY.md") } } },
        { s("ci_runs"), runs },
    };
    return p;
}

QLabel *titleLabel(const LinkPreviewCard &card)
{
    const auto labels = card.findChildren<QLabel *>();
    for (QLabel *label : labels) {
        if (label->textFormat() == Qt::RichText)
            return label;
    }
    return nullptr;
}

QToolButton *refreshButton(const LinkPreviewCard &card)
{
    return card.findChild<QToolButton *>();
}

} // namespace

class tst_LinkPreviewCard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void repository()
    {
        LinkPreviewCard card;
        card.setReferenceTime(kFetched.addDays(3));
        card.setPreview(repositoryPreview());
        card.resize(480, 300);
        card.show();
        QCOMPARE(card.titleText(), s("nordhaven/torch-nordhaven"));
        QCOMPARE(card.siteText(), s("GitHub · github.com/nordhaven/torch-nordhaven"));
        QCOMPARE(card.descriptionText(), s("PyTorch backend for Nordhaven NPUs"));
        const QString details = card.detailsText();
        QVERIFY2(details.contains(s("BSD-3-Clause")), qPrintable(details));
        QVERIFY(details.contains(s("Latest release: v2.7.1")));
        QVERIFY(details.contains(s("Security policy: yes (.github/SECURITY.md)")));
        QVERIFY(details.contains(s("★")));
        QCOMPARE(card.chipTexts(),
                 (QStringList { s("success"), s("failure"), s("cancelled"), s("in_progress") }));
        QCOMPARE(card.statusText(), s("fetched 3 days ago"));
        QVERIFY(!card.isFailure());
        QVERIFY(card.sourceText().isEmpty());
        QVERIFY(!card.grab().isNull());

        QSignalSpy open(&card, &LinkPreviewCard::openRequested);
        QLabel *title = titleLabel(card);
        QVERIFY(title);
        emit title->linkActivated(s("https://github.com/nordhaven/torch-nordhaven"));
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.at(0).at(0).toUrl(), QUrl(s("https://github.com/nordhaven/torch-nordhaven")));
        QVERIFY(!refreshButton(card)->isVisible()); // no service, nothing to refresh with
    }

    void failures_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("name");
        QTest::newRow("404") << int(PreviewStatus::NotFound) << s("Not found");
        QTest::newRow("timeout") << int(PreviewStatus::Timeout) << s("Timed out");
        QTest::newRow("tls") << int(PreviewStatus::TlsError) << s("Secure connection failed");
        QTest::newRow("too large") << int(PreviewStatus::TooLarge) << s("Page too large");
        QTest::newRow("loop") << int(PreviewStatus::RedirectLoop) << s("Redirect loop");
        QTest::newRow("scheme") << int(PreviewStatus::BlockedScheme) << s("Not a web address");
    }

    void failures()
    {
        QFETCH(int, status);
        QFETCH(QString, name);
        LinkPreview p;
        p.url = QUrl(s("https://vendor.example/docs/install"));
        p.status = PreviewStatus(status);
        p.errorText = s("The server said so.");
        p.attemptedAt = kFetched;
        LinkPreviewCard card;
        card.setReferenceTime(kFetched.addSecs(2 * 3600));
        card.setPreview(p);
        card.show();
        QVERIFY(card.isFailure());
        // Never an empty card: the address as title, the failure as text with an icon.
        QCOMPARE(card.titleText(), s("vendor.example/docs/install"));
        QVERIFY2(card.statusText().startsWith(name + s(": The server said so.")),
                 qPrintable(card.statusText()));
        QVERIFY(card.statusText().contains(s("tried 2 hours ago")));
        const auto labels = card.findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](QLabel *label) {
            return label->isVisible() && !label->pixmap().isNull();
        }));
        QVERIFY(!card.grab().isNull());
    }

    void failedRefreshKeepsTheContent()
    {
        LinkPreview p = repositoryPreview();
        p.status = PreviewStatus::NetworkError;
        p.errorText = s("GitHub could not be reached.");
        p.attemptedAt = kFetched.addDays(2);
        LinkPreviewCard card;
        card.setReferenceTime(kFetched.addDays(3));
        card.setPreview(p);
        QVERIFY(!card.isFailure());
        QCOMPARE(card.titleText(), s("nordhaven/torch-nordhaven"));
        QVERIFY(card.detailsText().contains(s("v2.7.1")));
        QVERIFY2(card.statusText().startsWith(s("fetched 3 days ago · the last refresh failed")),
                 qPrintable(card.statusText()));
        QVERIFY(card.statusText().contains(s("GitHub could not be reached.")));
    }

    void fileContentInASourceView()
    {
        LinkPreview p;
        p.url = QUrl(s("https://github.com/nordhaven/torch-nordhaven/blob/main/src/backend.cpp"));
        p.kind = PreviewKind::GitHubFile;
        p.title = s("backend.cpp");
        p.status = PreviewStatus::Ok;
        p.fetchedAt = kFetched;
        const QString code = s("#include <torch/extension.h>\nint main() { return 0; }\n");
        p.details = QJsonObject { { s("path"), s("src/backend.cpp") },
                                  { s("ref"), s("main") },
                                  { s("type"), s("file") },
                                  { s("size"), 60 },
                                  { s("language"), s("C++") },
                                  { s("content"), code },
                                  { s("truncated"), true } };
        LinkPreviewCard card;
        card.setPreview(p);
        card.resize(500, 400);
        card.show();
        QCOMPARE(card.sourceText(), code);
        QVERIFY(card.detailsText().contains(s("src/backend.cpp @ main")));
        QVERIFY(card.detailsText().contains(s("Showing the beginning of the file.")));
        SourceView *source = card.findChild<SourceView *>();
        QVERIFY(source && source->isVisible() && source->isReadOnly());
        if (SourceView::highlightingAvailable())
            QCOMPARE(source->definitionName(), s("C++"));
        else
            QVERIFY(source->definitionName().isEmpty());

        // A binary file: no content view.
        p.details.insert(s("binary"), true);
        p.details.remove(s("content"));
        card.setPreview(p);
        QVERIFY(card.sourceText().isEmpty());
        QVERIFY(card.detailsText().contains(s("binary")));
    }

    // A document in the applicant's repository: its sections listed, the one whose heading
    // names the requirement (as the form's headings are read) named and scrolled to.
    void documentSectionAboutTheRequirement()
    {
        LinkPreview p;
        p.url = QUrl(s("https://github.com/nordhaven/torch-nordhaven/blob/main/docs/"
                       "release-policy.md"));
        p.kind = PreviewKind::GitHubFile;
        p.title = s("release-policy.md");
        p.status = PreviewStatus::Ok;
        p.fetchedAt = kFetched;
        QString document = s("# Release policy of torch-nordhaven\n\nIntro.\n\n"
                             "## Supported hardware\n\n");
        for (int i = 0; i < 30; ++i)
            document += s("- NH-%1\n").arg(i);
        document += s("\n```markdown\n## Not a heading (in a code block)\n```\n\n"
                      "Release cadence\n---------------\n\n"
                      "One release per PyTorch minor, within four weeks.\n\n"
                      "## Security contacts ##\n\nsecurity@nordhaven.example\n");
        p.details = QJsonObject { { s("path"), s("docs/release-policy.md") },
                                  { s("ref"), s("main") },
                                  { s("type"), s("file") },
                                  { s("size"), document.size() },
                                  { s("content"), document } };
        LinkPreviewCard card;
        card.setPreview(p);
        card.resize(500, 400);
        card.show();
        QVERIFY2(card.detailsText().contains(s("Sections: Release policy of torch-nordhaven · "
                                               "Supported hardware · Release cadence · Security "
                                               "contacts")),
                 qPrintable(card.detailsText()));
        QCOMPARE(card.matchedSectionLine(), 0); // nothing asked

        RequirementSet requirements = RequirementSet::builtIn();
        auto mapper = std::make_shared<SectionMapper>(requirements);
        // Ranked as the checklist ranks them: an alias of the requirement above its keywords.
        card.setSectionMatcher([mapper](const QString &heading) {
            return mapper->headingRank(heading, QStringLiteral("release-plan"));
        });
        QVERIFY2(card.detailsText().contains(s("About this requirement: "))
                     && card.detailsText().contains(s("Release cadence"))
                     && card.detailsText().contains(s("(lines 42–46).")),
                 qPrintable(card.detailsText()));
        QCOMPARE(card.matchedSectionLine(), 42);
        SourceView *source = card.findChild<SourceView *>();
        QVERIFY(source);
        QCOMPARE(source->textCursor().blockNumber(), 41);
        QVERIFY(source->verticalScrollBar()->value() > 0); // scrolled to it

        // A heading that names no requirement matches nothing; a file that is not Markdown
        // lists no sections.
        card.setSectionMatcher([mapper](const QString &heading) {
            return mapper->headingRank(heading, QStringLiteral("maintainers"));
        });
        QVERIFY(!card.detailsText().contains(s("About this requirement")));
        QCOMPARE(card.matchedSectionLine(), 0);
        p.details.insert(s("path"), s("docs/release-policy.txt"));
        card.setPreview(p);
        QVERIFY(!card.detailsText().contains(s("Sections:")));
    }

    void workflowAndReleases()
    {
        LinkPreview workflow;
        workflow.url = QUrl(s("https://github.com/o/r/actions/workflows/ci.yml"));
        workflow.kind = PreviewKind::GitHubWorkflow;
        workflow.title = s("CI");
        workflow.status = PreviewStatus::Ok;
        workflow.fetchedAt = kFetched;
        workflow.details =
            QJsonObject { { s("runs"),
                            QJsonArray { QJsonObject { { s("conclusion"), s("failure") } },
                                         QJsonObject { { s("conclusion"), s("success") } } } } };
        LinkPreviewCard card;
        card.setPreview(workflow);
        QCOMPARE(card.chipTexts(), (QStringList { s("failure"), s("success") }));

        LinkPreview releases;
        releases.url = QUrl(s("https://github.com/o/r/releases"));
        releases.kind = PreviewKind::GitHubReleases;
        releases.title = s("Releases of o/r");
        releases.status = PreviewStatus::Ok;
        releases.fetchedAt = kFetched;
        releases.details = QJsonObject {
            { s("releases"),
              QJsonArray { QJsonObject { { s("tag"), s("v2.8.0rc1") }, { s("prerelease"), true } },
                           QJsonObject { { s("tag"), s("v2.7.1") } } } }
        };
        card.setPreview(releases);
        QVERIFY(card.chipTexts().isEmpty());
        QCOMPARE(card.detailsText(), s("v2.8.0rc1 (pre-release)\nv2.7.1"));
    }

    void hostileTextsStayText()
    {
        LinkPreview p;
        p.url = QUrl(s("https://evil.example/"));
        p.title = s("<b>Bold</b><img src=\"https://evil.example/track.png\"><a "
                    "href=\"javascript:x\">x</a>");
        p.description = s("<script>alert(1)</script>");
        p.imageUrl = QUrl(s("https://evil.example/og.png"));
        p.status = PreviewStatus::Ok;
        p.fetchedAt = kFetched;
        LinkPreviewCard card;
        card.setPreview(p);
        card.show();
        QCOMPARE(card.titleText(), p.title);
        QLabel *title = titleLabel(card);
        QVERIFY(title->text().contains(s("&lt;b&gt;Bold&lt;/b&gt;")));
        QVERIFY(!title->text().contains(s("<img")));
        QCOMPARE(card.descriptionText(), p.description);
        QVERIFY(card.detailsText().contains(s("image (not loaded): evil.example/og.png")));
        QVERIFY(!card.grab().isNull());
    }

    void followsTheService()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        PreviewPageServer pages;
        QVERIFY(pages.listen());
        pages.setHtml("/doc",
                      "<title>User manual</title><meta name=description content=\"How to\">");
        LinkPreviewService service(db, nullptr);
        LinkPreviewService::Options options;
        options.addressRulesForTesting.allowedPrivateEndpoints = { pages.endpoint() };
        service.setOptions(options);
        LinkPreviewCard card;
        card.setService(&service);
        card.setUrl(pages.url(s("/doc#install")));
        card.show();
        QCOMPARE(card.statusText(), s("Fetching the preview…"));
        QVERIFY(!refreshButton(card)->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(card.titleText(), s("User manual"), 30000);
        QCOMPARE(card.descriptionText(), s("How to"));
        QCOMPARE(card.statusText(), s("fetched just now"));
        QToolButton *button = refreshButton(card);
        QVERIFY(button->isVisible());
        QCOMPARE(button->text(), s("Refresh"));

        // The page disappears: Refresh shows the failure beside the kept content.
        PreviewPageServer::Page gone;
        gone.status = 404;
        pages.setPage("/doc", gone);
        button->click();
        QTRY_VERIFY_WITH_TIMEOUT(card.statusText().contains(s("the last refresh failed")), 30000);
        QCOMPARE(card.titleText(), s("User manual"));
        QCOMPARE(button->text(), s("Retry"));

        // Ask: nothing is fetched until the button says so.
        service.setFetchPolicy(LinkPreviewService::FetchPolicy::Ask);
        pages.setHtml("/other", "<title>Other</title>");
        LinkPreviewCard asking;
        asking.setService(&service);
        asking.setUrl(pages.url(s("/other")));
        asking.show();
        QVERIFY2(asking.statusText().contains(s("when you ask")), qPrintable(asking.statusText()));
        QCOMPARE(refreshButton(asking)->text(), s("Fetch"));
        const int before = pages.requestCount("/other");
        QCOMPARE(before, 0);
        refreshButton(asking)->click();
        QTRY_COMPARE_WITH_TIMEOUT(asking.titleText(), s("Other"), 30000);

        // Never: no button at all.
        service.setFetchPolicy(LinkPreviewService::FetchPolicy::Never);
        LinkPreviewCard never;
        never.setService(&service);
        never.setUrl(pages.url(s("/never")));
        never.show();
        QVERIFY(!refreshButton(never)->isVisible());
        QVERIFY(never.statusText().contains(s("turned off")));
    }

    // A link to this computer is refused, with no button to try again; past the application's
    // automatic previews a card waits for Fetch and says why.
    void refusedAndHeldBackCards()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        PreviewPageServer pages;
        QVERIFY(pages.listen());
        pages.setHtml("/doc", "<title>Local admin page</title>");
        LinkPreviewService service(db, nullptr); // as the application has it: 127.0.0.1 refused
        LinkPreviewCard refused;
        refused.setService(&service);
        refused.setUrl(pages.url(s("/doc")));
        refused.show();
        QTRY_VERIFY_WITH_TIMEOUT(refused.statusText().startsWith(s("Address refused")), 30000);
        QVERIFY2(refused.statusText().contains(s("127.0.0.1")), qPrintable(refused.statusText()));
        QVERIFY(!refreshButton(refused)->isVisible());
        QCOMPARE(pages.requests().size(), 0);

        LinkPreviewService::Options options;
        options.addressRulesForTesting.allowedPrivateEndpoints = { pages.endpoint() };
        service.setOptions(options);
        service.setApplication(5);
        QSignalSpy idle(&service, &LinkPreviewService::idle);
        for (int i = 0; i < LinkPreviewService::MaxAutomaticFetches; ++i)
            service.request(pages.url(QStringLiteral("/page/%1").arg(i)));
        QTRY_VERIFY_WITH_TIMEOUT(idle.size() >= 1, 30000);
        LinkPreviewCard waiting;
        waiting.setService(&service);
        pages.setHtml("/past-the-limit", "<title>Past the limit</title>");
        waiting.setUrl(pages.url(s("/past-the-limit")));
        waiting.show();
        QVERIFY2(waiting.statusText().contains(s("Press Fetch")), qPrintable(waiting.statusText()));
        QCOMPARE(refreshButton(waiting)->text(), s("Fetch"));
        QCOMPARE(pages.requestCount("/past-the-limit"), 0);
        refreshButton(waiting)->click();
        QTRY_COMPARE_WITH_TIMEOUT(waiting.titleText(), s("Past the limit"), 30000);
    }

    void automaticCheckRow()
    {
        AutomaticCheckResult result;
        result.checkId = s("security-policy");
        result.status = CheckStatus::Pass;
        result.summary = s("A security policy was found: o/r/SECURITY.md.");
        result.lookedAt = { QUrl(s("https://github.com/o/r")) };
        result.checkedAt = kFetched;
        AutomaticCheckView view;
        view.setReferenceTime(kFetched.addSecs(2 * 3600));
        view.setResult(result);
        view.show();
        QCOMPARE(view.statusText(), s("Pass"));
        QCOMPARE(view.titleText(), s("Security policy"));
        QCOMPARE(view.summaryText(), result.summary);
        QCOMPARE(view.whenText(), s("checked 2 hours ago · advisory only"));
        QVERIFY(view.toolTip().contains(s("https://github.com/o/r")));
        QVERIFY(!view.grab().isNull());

        result.status = CheckStatus::Fail;
        result.pending = true;
        view.setResult(result);
        QCOMPARE(view.statusText(), s("Fail"));
        QVERIFY(view.whenText().contains(s("checking…")));
        QVERIFY(AutomaticCheckView::statusColor(CheckStatus::Pass)
                != AutomaticCheckView::statusColor(CheckStatus::Fail));
    }

    void automaticChecksPanel()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(s("ws.sqlite3"))));
        GitHubTestServer github;
        QVERIFY(github.listen());
        github.setRepository(s("nordhaven/torch-nordhaven"), GitHubTestServer::RepositoryData());
        github.setFile(s("nordhaven/torch-nordhaven"), s("SECURITY.md"), "policy");
        GitHubClient client(github.apiUrl(), s("token"));
        LinkPreviewService service(db, &client);
        AutomaticChecksPanel panel(&service);
        QVERIFY(panel.isHidden());
        panel.evaluate({ s("security-policy"), s("package") },
                       { QUrl(s("https://github.com/nordhaven/torch-nordhaven")) });
        panel.show();
        QVERIFY(panel.view(s("security-policy")));
        QVERIFY(panel.view(s("package")));
        QTRY_COMPARE_WITH_TIMEOUT(panel.view(s("security-policy"))->statusText(), s("Pass"), 30000);
        QVERIFY(panel.view(s("security-policy"))->summaryText().contains(s("SECURITY.md")));
        QVERIFY(!panel.checks()->isPending());
    }
};

QTEST_MAIN(tst_LinkPreviewCard)
#include "tst_linkpreviewcard.moc"
