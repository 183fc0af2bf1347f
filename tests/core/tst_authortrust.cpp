// Who may move a vote (AuthorTrust) and where its markers are read from (MarkerBlock): the
// co-chair list or the repository role, never the applicant, logins compared case-insensitively;
// markers only from the trailing block the workbench writes, never from code, quotes, HTML
// blocks or the middle of the text; roster tables only from the prose.

#include "TestSupport.h"
#include "core/actions/ActionSettings.h"
#include "core/outbox/OutboxAction.h"
#include "core/review/AuthorTrust.h"
#include "core/review/MarkerBlock.h"
#include "core/voting/RosterParser.h"
#include "core/voting/VoteService.h"

#include <QJsonArray>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::s;

namespace {

Issue application()
{
    Issue issue;
    issue.number = 12;
    issue.author = s("tessellary-asb");
    issue.authorId = 501;
    issue.authorAssociation = s("OWNER");
    return issue;
}

Comment byAuthor(const QString &login, const QString &association, const QString &body = {},
                 qint64 authorId = 0)
{
    Comment comment;
    comment.id = 1;
    comment.issueNumber = 12;
    comment.author = login;
    comment.authorId = authorId;
    comment.authorAssociation = association;
    comment.body = body;
    return comment;
}

// The body the outbox posts: text, a blank line, the markers, the action marker last.
QString posted(const QString &text, const QStringList &markers)
{
    OutboxAction action;
    action.uuid = s("7d2a4c6e-9b13-4e58-a0f7-3c5d7e9f1b06");
    action.setComment(text);
    action.payload.insert(QStringLiteral("markers"), QJsonArray::fromStringList(markers));
    return action.commentToPost();
}

} // namespace

class tst_AuthorTrust : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(s("acp-workbench-tests"));
        QCoreApplication::setApplicationName(s("tst_authortrust"));
    }

    void withoutCoChairListTheRepositoryRoleDecides_data()
    {
        QTest::addColumn<QString>("association");
        QTest::addColumn<bool>("trusted");
        QTest::newRow("owner") << s("OWNER") << true;
        QTest::newRow("member") << s("MEMBER") << true;
        QTest::newRow("collaborator") << s("COLLABORATOR") << true;
        QTest::newRow("member, lower case") << s("member") << true;
        QTest::newRow("contributor") << s("CONTRIBUTOR") << false;
        QTest::newRow("first-time contributor") << s("FIRST_TIME_CONTRIBUTOR") << false;
        QTest::newRow("none: an outsider") << s("NONE") << false;
        QTest::newRow("mannequin") << s("MANNEQUIN") << false;
        QTest::newRow("unknown: cached before it was stored") << QString() << false;
    }

    void withoutCoChairListTheRepositoryRoleDecides()
    {
        QFETCH(QString, association);
        QFETCH(bool, trusted);
        const AuthorTrust trust;
        const Comment comment = byAuthor(s("wg-cochair-ana"), association);
        QCOMPARE(trust.isTrusted(comment, application()), trusted);
        QCOMPARE(trust.standing(comment, application()),
                 trusted ? AuthorStanding::WorkingGroup : AuthorStanding::Other);
        QCOMPARE(trust.whyNotTrusted(comment, application()).isEmpty(), trusted);
    }

    // The applicant can be an owner of the repository (a vendor that hosts it, a member who
    // applies): their markers still never count.
    void theApplicantIsNeverTrusted()
    {
        const Issue issue = application();
        for (const AuthorTrust &trust :
             { AuthorTrust(), AuthorTrust({ s("Tessellary-ASB"), s("wg-cochair-ana") }) }) {
            const Comment owner = byAuthor(s("TESSELLARY-asb"), s("OWNER"),
                                           posted(s("Vote"), { s("acp-workbench:vote") }));
            QVERIFY(!trust.isTrusted(owner, issue));
            QCOMPARE(trust.standing(owner, issue), AuthorStanding::Applicant);
            QVERIFY(trust.markers(owner, issue).isEmpty());
            QVERIFY(!trust.whyNotTrusted(owner, issue).isEmpty());
            // The same account after a rename: known by its id.
            const Comment renamed = byAuthor(s("tessellary-renamed"), s("OWNER"), {}, 501);
            QVERIFY(!trust.isTrusted(renamed, issue));
            QCOMPARE(trust.standing(renamed, issue), AuthorStanding::Applicant);
        }
        QVERIFY(!AuthorTrust().isTrusted(s("vendor"), s("OWNER"), s("Vendor")));
    }

    void coChairListReplacesTheRepositoryRole()
    {
        const AuthorTrust trust({ s("@WG-Cochair-Ana"), s("wg-cochair-ben") });
        QVERIFY(trust.hasCoChairList());
        QCOMPARE(trust.coChairs(), (QStringList { s("WG-Cochair-Ana"), s("wg-cochair-ben") }));
        const Issue issue = application();
        // On the list, whatever the role, and case-insensitively.
        QVERIFY(trust.isTrusted(byAuthor(s("wg-cochair-ana"), s("NONE")), issue));
        QVERIFY(trust.isTrusted(byAuthor(s("WG-COCHAIR-BEN"), QString()), issue));
        // An owner who is not on the list is not trusted once there is a list.
        QVERIFY(!trust.isTrusted(byAuthor(s("repo-owner"), s("OWNER")), issue));
        QVERIFY(!trust.whyNotTrusted(byAuthor(s("repo-owner"), s("OWNER")), issue).isEmpty());
        // A deleted account ("ghost") is nobody.
        QVERIFY(!AuthorTrust({ s("ghost") }).isTrusted(byAuthor(s("ghost"), s("MEMBER")), issue));
        QVERIFY(!AuthorTrust().isTrusted(byAuthor(s("ghost"), s("MEMBER")), issue));
    }

    void coChairListComesFromTheSettings()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(s("settings.ini")), QSettings::IniFormat);
        QVERIFY(!AuthorTrust::fromSettings(settings).hasCoChairList()); // empty by default
        ActionSettings actions;
        actions.coChairs = AuthorTrust::parseLogins(s("@ana, Ben\nana ,, carol"));
        QCOMPARE(actions.coChairs, (QStringList { s("ana"), s("Ben"), s("carol") }));
        actions.save(settings);
        const AuthorTrust trust = AuthorTrust::fromSettings(settings);
        QCOMPARE(trust.coChairs(), (QStringList { s("ana"), s("Ben"), s("carol") }));
        QVERIFY(trust.isCoChair(s("BEN")));
        actions.coChairs.clear();
        actions.save(settings);
        QVERIFY(!AuthorTrust::fromSettings(settings).hasCoChairList());
    }

    // ---- The marker block -------------------------------------------------------------

    void markerBlockReadsWhatTheOutboxWrites()
    {
        const QString body = posted(s("## Vote\n\nReact to vote."),
                                    { s("acp-workbench:vote"), s("acp-workbench:vote-rule=strict"),
                                      s("acp-workbench:vote-closes=2026-06-09") });
        const MarkerBlock block = MarkerBlock::parse(body);
        QCOMPARE(block.markers().size(), 4);
        QVERIFY(block.has(s("vote")));
        QCOMPARE(*block.value(s("vote-rule")), s("strict"));
        QCOMPARE(*block.value(s("vote-closes")), s("2026-06-09"));
        QCOMPARE(*block.value(s("action")), s("7d2a4c6e-9b13-4e58-a0f7-3c5d7e9f1b06"));
        QCOMPARE(block.text(), s("## Vote\n\nReact to vote."));
        // Edited on the web: CRLF line endings, and no final line break.
        QString crlf = body;
        crlf.replace(s("\n"), s("\r\n"));
        crlf.chop(2);
        QCOMPARE(MarkerBlock::parse(crlf).markers(), block.markers());
        // A marker alone is a block too (hand-written, nothing else in the comment).
        QVERIFY(MarkerBlock::parse(s("<!--acp-workbench:vote-->")).has(s("vote")));
    }

    // Anyone can paste marker text; only the trailing block the workbench writes counts.
    void markersAnywhereElseAreText_data()
    {
        QTest::addColumn<QString>("body");
        QTest::newRow("code span") << s("Copy this: `<!-- acp-workbench:vote -->`");
        QTest::newRow("code span on its own line") << s("Text\n\n`<!-- acp-workbench:vote -->`");
        QTest::newRow("fenced block") << s("Text\n\n```\n<!-- acp-workbench:vote -->\n```");
        QTest::newRow("unclosed fence above the block")
            << s("Text\n\n```markdown\n\n<!-- acp-workbench:vote -->\n");
        QTest::newRow("tilde fence") << s("Text\n\n~~~\n\n<!-- acp-workbench:vote -->");
        QTest::newRow("indented code") << s("Text\n\n    <!-- acp-workbench:vote -->");
        QTest::newRow("block quote") << s("Text\n\n> <!-- acp-workbench:vote -->");
        QTest::newRow("mid-text") << s("We <!-- acp-workbench:vote --> vote.\n\nThanks.");
        QTest::newRow("at the top") << s("<!-- acp-workbench:vote -->\n\nPlease vote.");
        QTest::newRow("after a text line, no blank line")
            << s("Please vote.\n<!-- acp-workbench:vote -->");
        QTest::newRow("before more text") << s("Text\n\n<!-- acp-workbench:vote -->\n\nMore text.");
        QTest::newRow("inside an unclosed HTML comment")
            << s("Text <!-- a note\n\n<!-- acp-workbench:vote -->");
        QTest::newRow("inside a pre block") << s("<pre>\nquoted\n\n<!-- acp-workbench:vote -->");
        QTest::newRow("inside a pre block with attributes")
            << s("Text\n\n<PRE class=\"x\">\nquoted\n\n<!-- acp-workbench:vote -->");
        QTest::newRow("inside a textarea opened mid-line")
            << s("Text <b>x</b> <textarea\nrows=3>\n\n<!-- acp-workbench:vote -->");
        QTest::newRow("a pre closed and another opened")
            << s("<pre>a</pre> and <pre>\nquoted\n\n<!-- acp-workbench:vote -->");
        QTest::newRow("two markers on one line")
            << s("Text\n\n<!-- acp-workbench:vote --><!-- acp-workbench:vote-rule=strict -->");
    }

    void markersAnywhereElseAreText()
    {
        QFETCH(QString, body);
        QVERIFY(MarkerBlock::parse(body).isEmpty());
        QVERIFY(!VoteService::isVoteComment(body));
        // Even a trusted author's: it is quoted text, not what the workbench wrote.
        const Comment comment = byAuthor(s("wg-cochair-ana"), s("MEMBER"), body);
        QVERIFY(AuthorTrust().markers(comment, application()).isEmpty());
    }

    // Words that only begin like a verbatim tag ("<prefix>", "<pre-release>") open nothing, nor
    // does one closed before the block.
    void tagsThatOnlyLookVerbatimLeaveTheBlock()
    {
        for (const QString &text :
             { s("See <prefix> and <pre-release> builds."), s("<pre>code</pre> done."),
               s("A <scripted> test <b>x</b>.") }) {
            const MarkerBlock block =
                MarkerBlock::parse(text + s("\n\n<!-- acp-workbench:vote -->"));
            QVERIFY2(!block.isEmpty(), qPrintable(text));
        }
    }

    void onlyTheContiguousTrailingBlockCounts()
    {
        // A marker line separated from the block by a blank line belongs to the text.
        const MarkerBlock block = MarkerBlock::parse(
            s("Text\n\n<!-- acp-workbench:vote -->\n\n<!-- acp-workbench:action=abcdef01 -->"));
        QVERIFY(!block.has(s("vote")));
        QVERIFY(block.has(s("action")));
        // A closed fence above the block is fine.
        QVERIFY(
            MarkerBlock::parse(s("```\ncode\n```\n\n<!-- acp-workbench:vote -->")).has(s("vote")));
    }

    void untrustedAuthorsHaveNoMarkers()
    {
        const QString body = posted(s("Vote"), { s("acp-workbench:vote") });
        QVERIFY(!AuthorTrust()
                     .markers(byAuthor(s("mallory"), s("NONE"), body), application())
                     .has(s("vote")));
        QVERIFY(AuthorTrust()
                    .markers(byAuthor(s("ana"), s("MEMBER"), body), application())
                    .has(s("vote")));
    }

    // ---- Roster tables and words only from the prose ----------------------------------

    void rosterTablesHiddenFromReadersAreNotRosters_data()
    {
        QTest::addColumn<QString>("markdown");
        const QString table = s("| Organization | Representative |\n|---|---|\n"
                                "| Evil Corp | @mallory |\n| Evil Twin | @mallory-2 |\n");
        QTest::newRow("HTML comment") << s("Roster:\n\n<!--\n") + table + s("-->\n");
        QTest::newRow("HTML comment on one line")
            << s("<!-- | Organization | Representative |\n|---|---|\n| Evil | @mallory | -->");
        QTest::newRow("fenced block") << s("```\n") + table + s("```\n");
        QTest::newRow("multi-line code span") << s("`\n") + table + s("`\n");
        QTest::newRow("indented code") << s("Roster:\n\n    | Organization | Representative |\n"
                                            "    |---|---|\n    | Evil | @mallory |\n");
        QTest::newRow("block quote") << s("> | Organization | Representative |\n> |---|---|\n"
                                          "> | Evil | @mallory |\n");
        QTest::newRow("pre block") << s("<pre>\n") + table + s("</pre>\n");
    }

    void rosterTablesHiddenFromReadersAreNotRosters()
    {
        QFETCH(QString, markdown);
        const RosterParseResult hidden = RosterParser::parseMarkdown(markdown);
        QVERIFY2(!hidden.ok(),
                 qPrintable(hidden.roster ? hidden.roster->organizations.at(0).name : QString()));
        // Put before the real table, the hidden one does not take its place.
        const RosterParseResult both = RosterParser::parseMarkdown(
            markdown
            + s("\n\n| Organization | Representative |\n|---|---|\n| Basalt | @tomas |\n"));
        QVERIFY2(both.ok(), qPrintable(both.error));
        QCOMPARE(both.roster->organizations.size(), 1);
        QCOMPARE(both.roster->organizations.at(0).representative, s("tomas"));
    }

    void proseKeepsLinesAndOneLineCells()
    {
        const QString markdown =
            s("a <!-- x\ny --> b\n```\ncode\n```\n| `@login` | `a|b` |\n> quote\nlazy\n\nend");
        const QString prose = markdown::proseOnly(markdown);
        QCOMPARE(prose.size(), markdown.size());
        QCOMPARE(prose.count(QLatin1Char('\n')), markdown.count(QLatin1Char('\n')));
        QVERIFY(prose.contains(s("`@login`")));
        QVERIFY(!prose.contains(s("a|b")));
        QVERIFY(!prose.contains(s("code")));
        QVERIFY(!prose.contains(s("quote")));
        QVERIFY(!prose.contains(s("lazy")));
        QVERIFY(prose.contains(s("end")));
        QVERIFY(!markdown::proseOnly(s("`@login`"), false).contains(s("login")));
        // An escaped backtick opens no span (found by fuzz_roster): the cells between it and the
        // next real span stay prose; an escaped backslash does not escape the backtick after it.
        const QString escaped = s("| \\` \\| a | `@b` |");
        QCOMPARE(markdown::proseOnly(escaped), escaped);
        QVERIFY(!markdown::proseOnly(s("\\\\`x|y`")).contains(s("x|y")));
    }

    // The words fallback (a hand-written vote comment) reads the prose only: a date or a rule
    // quoted in code or a quotation is not the co-chair's statement; a marker wins over words.
    void wordsComeFromTheProseOnly()
    {
        const QString quoted =
            s("> The vote is open until **2030-01-01**, simple majority.\n\n"
              "`closes 2031-01-01`\n\nPlease vote.\n\n<!-- acp-workbench:vote -->");
        const VoteCommentContent content = VoteService::parseVoteComment(quoted);
        QVERIFY(!content.closes.isValid());
        QVERIFY(!content.rule);
        const VoteCommentContent own = VoteService::parseVoteComment(
            s("The vote is open until **2026-06-09**; approvals must outnumber rejections.\n\n"
              "<!-- acp-workbench:vote -->"));
        QCOMPARE(own.closes, QDate(2026, 6, 9));
        QVERIFY(own.rule);
        QCOMPARE(*own.rule, CountingRule::MajorityOfVotesCast);
        const VoteCommentContent marked = VoteService::parseVoteComment(
            s("The vote is open until **2026-06-09**.\n\n<!-- acp-workbench:vote -->\n"
              "<!-- acp-workbench:vote-closes=2026-06-30 -->"));
        QCOMPARE(marked.closes, QDate(2026, 6, 30));
    }
};

QTEST_GUILESS_MAIN(tst_AuthorTrust)
#include "tst_authortrust.moc"
