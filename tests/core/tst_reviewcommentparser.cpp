// Reviews as the Working Group writes them by hand (emoji lines, tables of three or four
// columns, headings), and the workbench's own: golden cases, each written the way a reviewer
// would, with the requirement each line or row is tied to and its status.

#include "TestSupport.h"
#include "core/review/ReviewCommentParser.h"

#include <QTest>

using namespace acp;
using acp::test::s;

namespace {

QStringList itemsOf(const ParsedReviewComment &parsed)
{
    QStringList items;
    for (const ReviewItem &item : parsed.items) {
        items.append(item.requirementId + QLatin1Char('=') + checklistStatusId(item.status));
    }
    return items;
}

QString noteOf(const ParsedReviewComment &parsed, const QString &id)
{
    for (const ReviewItem &item : parsed.items) {
        if (item.requirementId == id) {
            return item.note;
        }
    }
    return s("(none)");
}

} // namespace

class tst_ReviewCommentParser : public QObject
{
    Q_OBJECT

private slots:
    void golden_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QStringList>("items");
        QTest::addColumn<int>("unmatched");
        QTest::addColumn<bool>("review");
        QTest::addColumn<QString>("noteId");
        QTest::addColumn<QString>("note");

        QTest::newRow("emoji lines, title then colon")
            << s("Pre-review of the FooChip application:\n\n"
                 "✅ PyTorch integration: PrivateUse1 backend, out of tree\n"
                 "✅ Feature list: operator coverage page linked\n"
                 "⚠️ Working CI: nightly only\n"
                 "🔴 CI integration: not on the HUD yet\n"
                 "✅ Release plan — quarterly, with PyTorch\n")
            << QStringList { s("pytorch-integration=met"), s("feature-list=met"),
                             s("working-ci=needs-judgment"), s("ci-integration=gap"),
                             s("release-plan=met") }
            << 0 << true << s("working-ci") << s("nightly only");
        QTest::newRow("list items, emoji after the title")
            << s("- Security policy ⛔️ no SECURITY.md, no contact\n"
                 "- Maintainers ✅ five named maintainers\n"
                 "- Maintenance commitment ⚠️ 12 months, but only in a blog post\n")
            << QStringList { s("security-policy=gap"), s("maintainers=met"),
                             s("maintenance-commitment=needs-judgment") }
            << 0 << true << s("security-policy") << s("no SECURITY.md, no contact");
        QTest::newRow("bold titles")
            << s("✅ **Binary package and user manual** — wheels on PyPI, manual on the site\n"
                 "✅ **Release gap**: follows 2.11\n"
                 "🔴 **Security policy** missing\n")
            << QStringList { s("package=met"), s("release-gap=met"), s("security-policy=gap") } << 0
            << true << s("package") << s("wheels on PyPI, manual on the site");
        QTest::newRow("table, four columns")
            << s("| Title | Description | Status | Notes |\n"
                 "|---|---|---|---|\n"
                 "| PyTorch integration | Uses PyTorch's extension points | ✅ Met | PrivateUse1 |\n"
                 "| Working CI | CI on the hardware | ⚠️ Concern | nightly only |\n"
                 "| Security policy | A way to report vulnerabilities | 🔴 Missing | none found |\n")
            << QStringList { s("pytorch-integration=met"), s("working-ci=needs-judgment"),
                             s("security-policy=gap") }
            << 0 << true << s("security-policy") << s("none found");
        QTest::newRow("table, three columns")
            << s("| Requirement | Status | Notes |\n"
                 "| --- | :---: | --- |\n"
                 "| Feature list | ✅ | ops page |\n"
                 "| Release plan | ✅ | |\n"
                 "| Maintainers and communication | ⚠️ | Slack only |\n")
            << QStringList { s("feature-list=met"), s("release-plan=met"),
                             s("maintainers=needs-judgment") }
            << 0 << true << s("release-plan") << QString();
        QTest::newRow("table, two columns: the note in the status cell")
            << s("| Requirement | Status |\n|---|---|\n| PyTorch integration | met |\n"
                 "| Working CI | needs judgment: weekly manual runs, not CI |\n"
                 "| Package and manual | ✅ Met |\n")
            << QStringList { s("pytorch-integration=met"), s("working-ci=needs-judgment"),
                             s("package=met") }
            << 0 << true << s("working-ci") << s("weekly manual runs, not CI");
        QTest::newRow("table, extra columns in another order")
            << s("| # | Owner | Notes | Requirement | Result | Link |\n"
                 "|--|--|--|--|--|--|\n"
                 "| 1 | @ana | fine | Release gap | OK | [releases](https://example.com) |\n"
                 "| 2 | @ana | none | Security policy | No | |\n"
                 "| 3 | @bo | see PR | CI integration (CRCR / PyTorch HUD) | partial | |\n")
            << QStringList { s("release-gap=met"), s("security-policy=gap"),
                             s("ci-integration=needs-judgment") }
            << 0 << true << s("ci-integration") << s("see PR");
        QTest::newRow("stale project name copied from another issue")
            << s("Copied from #12 (BarChip), updated for FooChip:\n\n"
                 "| Requirement | Status | Notes |\n|---|---|---|\n"
                 "| 1. **PyTorch integration** | ✅ | BarChip uses PrivateUse1 |\n"
                 "| 2. **Working CI** | ✅ | BarChip nightly |\n"
                 "| 3. **Release plan** | ⛔️ | BarChip has none |\n")
            << QStringList { s("pytorch-integration=met"), s("working-ci=met"),
                             s("release-plan=gap") }
            << 0 << true << s("release-plan") << s("BarChip has none");
        QTest::newRow("status words in German, Chinese and Japanese")
            << s("| Anforderung | Status | Bemerkung |\n|---|---|---|\n"
                 "| Security policy | erfüllt | SECURITY.md |\n"
                 "| Working CI | fehlt | — |\n"
                 "| Release gap | teilweise | 2.9 |\n"
                 "| Feature list | 满足 | |\n"
                 "| Release plan | 缺失 | |\n"
                 "| Maintainers | 一部 | |\n"
                 "| Maintenance commitment | 該当なし | |\n")
            << QStringList { s("security-policy=met"),
                             s("working-ci=gap"),
                             s("release-gap=needs-judgment"),
                             s("feature-list=met"),
                             s("release-plan=gap"),
                             s("maintainers=needs-judgment"),
                             s("maintenance-commitment=not-applicable") }
            << 0 << true << s("security-policy") << s("SECURITY.md");
        QTest::newRow("a table inside <details>")
            << s("Summary: two gaps.\n\n<details><summary>Full review</summary>\n\n"
                 "| Requirement | Status | Notes |\n|---|---|---|\n"
                 "| Working CI | ✅ | |\n| Security policy | 🔴 | |\n| Release gap | 🔴 | 2.6 |\n"
                 "\n</details>\n")
            << QStringList { s("working-ci=met"), s("security-policy=gap"), s("release-gap=gap") }
            << 0 << true << s("release-gap") << s("2.6");
        QTest::newRow("CRLF line ends")
            << s("✅ Security policy: SECURITY.md\r\n⚠️ Working CI: nightly\r\n"
                 "✅ Release plan: quarterly\r\n")
            << QStringList { s("security-policy=met"), s("working-ci=needs-judgment"),
                             s("release-plan=met") }
            << 0 << true << s("security-policy") << s("SECURITY.md");
        QTest::newRow("headings, then a status line")
            << s("## Review\n\n### Security policy\n✅ Met — SECURITY.md present\n\n"
                 "### Working CI\n⚠️ Needs judgment: only nightly runs\n\n"
                 "### Release gap\n🔴 two releases behind\n")
            << QStringList { s("security-policy=met"), s("working-ci=needs-judgment"),
                             s("release-gap=gap") }
            << 0 << true << s("working-ci") << s("only nightly runs");
        QTest::newRow("headings that carry the status")
            << s("### 1. Release gap ✅\nFollows 2.11.\n### 2. Security policy ❌\n"
                 "### 3. Feature list ✔️\n")
            << QStringList { s("release-gap=met"), s("security-policy=gap"), s("feature-list=met") }
            << 0 << true << s("release-gap") << QString();
        QTest::newRow("GitHub shortcodes")
            << s(":white_check_mark: Security policy: fine\n:warning: Working CI: flaky\n"
                 ":x: CI integration: none\n:heavy_minus_sign: Release gap: no releases yet\n")
            << QStringList { s("security-policy=met"), s("working-ci=needs-judgment"),
                             s("ci-integration=gap"), s("release-gap=not-applicable") }
            << 0 << true << s("working-ci") << s("flaky");
        QTest::newRow("title, colon, status word")
            << s("Security policy: met, SECURITY.md is there\nWorking CI: not met — no runs\n"
                 "Release gap: n/a\nFeature list: partial, no op list\n"
                 "Note: the applicant answered quickly.\n")
            << QStringList { s("security-policy=met"), s("working-ci=gap"),
                             s("release-gap=not-applicable"), s("feature-list=needs-judgment") }
            << 0 << true << s("working-ci") << s("no runs");
        QTest::newRow("a quoted review is someone else's")
            << s("> ✅ Security policy: fine\n> ✅ Working CI: fine\n> ✅ Release gap: fine\n\n"
                 "I disagree on one point:\n🔴 Working CI: the runs are not on their hardware\n")
            << QStringList { s("working-ci=gap") } << 0 << false << s("working-ci")
            << s("the runs are not on their hardware");
        QTest::newRow("a review inside a code block is not one")
            << s("Template for reviewers:\n```\n| Requirement | Status |\n|---|---|\n"
                 "| Security policy | ✅ |\n| Working CI | ✅ |\n| Release gap | ✅ |\n```\n")
            << QStringList {} << 0 << false << s("working-ci") << s("(none)");
        QTest::newRow("rows that name no requirement are kept")
            << s("| Requirement | Status | Notes |\n|---|---|---|\n"
                 "| Security policy | ✅ | |\n| Trademark use | ⚠️ | logo on the site |\n"
                 "| Working CI | ✅ | |\n| Release plan | ✅ | |\n| Overall | 🟡 | close |\n")
            << QStringList { s("security-policy=met"), s("working-ci=met"), s("release-plan=met") }
            << 2 << true << s("security-policy") << QString();
        QTest::newRow("one line is a comment, not a review")
            << s("Thanks! ✅ Security policy looks good now.")
            << QStringList { s("security-policy=met") } << 0 << false << s("security-policy")
            << QString();
        QTest::newRow("a link and an escaped pipe in a row")
            << s("| Requirement | Status | Notes |\n|---|---|---|\n"
                 "| [Security policy](https://example.com/req#6) | ✅ | SECURITY.md \\| "
                 "security@ |\n| [Working CI](https://example.com) | ✅ | |\n"
                 "| Release gap | ✅ | |\n")
            << QStringList { s("security-policy=met"), s("working-ci=met"), s("release-gap=met") }
            << 0 << true << s("security-policy") << s("SECURITY.md | security@");
        QTest::newRow("a later line corrects an earlier one")
            << s("✅ Security policy: fine\n✅ Working CI: fine\n✅ Release gap: fine\n\n"
                 "Edit: 🔴 Working CI: the runner is gone\n")
            << QStringList { s("security-policy=met"), s("working-ci=gap"), s("release-gap=met") }
            << 0 << true << s("working-ci") << s("the runner is gone");
        QTest::newRow("the workbench's own review")
            << s("## Review of #24 by @cochair-ana\n\n| Requirement | Status | Note |\n"
                 "|---|---|---|\n| Security policy | ✅ met | SECURITY.md |\n"
                 "| Working CI | ⚠️ needs judgment | nightly |\n\n"
                 "<!-- acp-workbench:review -->\n"
                 "<!-- acp-workbench:review-requirements=2026.1 -->\n"
                 "<!-- acp-workbench:review-at=2026-12-03T08:00:00Z -->\n"
                 "<!-- acp-workbench:review-status=security-policy:met -->\n"
                 "<!-- acp-workbench:review-status=working-ci:gap -->\n"
                 "<!-- acp-workbench:review-status=release-gap:not-applicable -->\n"
                 "<!-- acp-workbench:review-status=no-such-requirement:met -->\n"
                 "<!-- acp-workbench:review-status=package:splendid -->")
            << QStringList { s("security-policy=met"), s("working-ci=gap"),
                             s("release-gap=not-applicable") }
            << 0 << true << s("security-policy") << s("SECURITY.md");
        QTest::newRow("review markers not at the end are text") << s(
            "<!-- acp-workbench:review -->\n<!-- acp-workbench:review-status=working-ci:met -->\n"
            "\nSecurity policy: met\n") << QStringList { s("security-policy=met") }
                                                                << 0 << false << s("working-ci")
                                                                << s("(none)");
    }
    void golden()
    {
        QFETCH(QString, body);
        QFETCH(QStringList, items);
        QFETCH(int, unmatched);
        QFETCH(bool, review);
        QFETCH(QString, noteId);
        QFETCH(QString, note);
        const ReviewCommentParser parser(RequirementSet::builtIn());
        const ParsedReviewComment parsed = parser.parse(body);
        QCOMPARE(itemsOf(parsed), items);
        QCOMPARE(parsed.unmatched.size(), unmatched);
        QCOMPARE(parsed.isReview(), review);
        QCOMPARE(noteOf(parsed, noteId), note);
    }

    void workbenchBlockSaysWhenAndAgainstWhat()
    {
        const ReviewCommentParser parser(RequirementSet::builtIn());
        const ParsedReviewComment parsed =
            parser.parse(s("Review\n\n<!-- acp-workbench:review -->\n"
                           "<!-- acp-workbench:review-requirements=2026.1 -->\n"
                           "<!-- acp-workbench:review-at=2026-12-03T08:00:00Z -->"));
        QVERIFY(parsed.fromWorkbench);
        QVERIFY(parsed.isReview());
        QCOMPARE(parsed.requirementsVersion, s("2026.1"));
        QCOMPARE(parsed.reviewedAt, QDateTime(QDate(2026, 12, 3), QTime(8, 0), Qt::UTC));
        QVERIFY(parsed.items.isEmpty());
    }

    // The fuzzer's find: a workbench block with a requirement's status twice (a copy edited by
    // hand) counts the requirement once, with its first status.
    void workbenchBlockCountsEachRequirementOnce()
    {
        const ReviewCommentParser parser(RequirementSet::builtIn());
        const ParsedReviewComment parsed =
            parser.parse(s("## Status | Note |\n|---|---|---|\n| Security policy | ✅ met | ok |\n\n"
                           "<!-- acp-workbench:review -->\n"
                           "<!-- acp-workbench:review-requirements=2026.1 -->\n"
                           "<!-- acp-workbench:review-status=security-policy:met -->\n"
                           "<!-- acp-workbench:review-status=security-policy:gap -->\n"
                           "<!-- acp-workbench:review-status=working-ci:gap -->\n"
                           "<!-- acp-workbench:review-status=working-ci:met -->"));
        QVERIFY(parsed.fromWorkbench);
        QCOMPARE(itemsOf(parsed), QStringList({ s("security-policy=met"), s("working-ci=gap") }));
    }

    void statusWords_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("status");
        QTest::newRow("not met is a gap") << s("Not met") << s("gap");
        QTest::newRow("met") << s("**Met**") << s("met");
        QTest::newRow("metadata is no status") << s("metadata missing") << QString();
        QTest::newRow("no") << s("No.") << s("gap");
        QTest::newRow("nothing to add") << s("nothing to add") << QString();
        QTest::newRow("n/a") << s("N/A") << s("not-applicable");
        QTest::newRow("needs judgement") << s("needs judgement") << s("needs-judgment");
        QTest::newRow("emoji wins") << s("fine ⚠️") << s("needs-judgment");
        QTest::newRow("Chinese") << s("不满足") << s("gap");
        QTest::newRow("empty") << QString() << QString();
    }
    void statusWords()
    {
        QFETCH(QString, text);
        QFETCH(QString, status);
        const std::optional<ChecklistStatus> read = ReviewCommentParser::statusFromText(text);
        QCOMPARE(read ? checklistStatusId(*read) : QString(), status);
    }
};

QTEST_GUILESS_MAIN(tst_ReviewCommentParser)
#include "tst_reviewcommentparser.moc"
