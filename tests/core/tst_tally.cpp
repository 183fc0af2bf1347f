// The tally under the Working Group's rules, table-driven. Rosters and reactions are written
// compactly:
//   roster     "Org=rep/alt" items separated by "; ", "Org=rep" without alternate, "Org=/alt"
//              without representative, a trailing "!" for a suspended organization
//   reactions  "login:content" items separated by ", ", in the order they were made
//   rows       "org|login|choice|counted|reason" items separated by "; " (counted: y/n)

#include "TestSupport.h"
#include "core/voting/VoteTally.h"

#include <QJsonArray>
#include <QTest>
#include <QTimeZone>

using namespace acp;
using acp::test::s;

namespace {

Roster roster(const QString &spec)
{
    Roster result;
    const QStringList items = spec.split(QStringLiteral("; "), Qt::SkipEmptyParts);
    for (QString item : items) {
        RosterOrganization organization;
        if (item.endsWith(QLatin1Char('!'))) {
            organization.status = OrganizationStatus::Suspended;
            item.chop(1);
        }
        organization.name = item.section(QLatin1Char('='), 0, 0);
        const QString logins = item.section(QLatin1Char('='), 1);
        organization.representative = logins.section(QLatin1Char('/'), 0, 0);
        organization.alternate = logins.section(QLatin1Char('/'), 1);
        result.organizations.append(organization);
    }
    return result;
}

QList<Reaction> reactions(const QString &spec)
{
    QList<Reaction> result;
    const QDateTime start(QDate(2026, 5, 26), QTime(16, 0), QTimeZone::utc());
    const QStringList items = spec.split(QStringLiteral(", "), Qt::SkipEmptyParts);
    for (int i = 0; i < items.size(); ++i) {
        Reaction reaction;
        reaction.id = 1000 + i;
        reaction.user = items.at(i).section(QLatin1Char(':'), 0, 0);
        reaction.content = items.at(i).section(QLatin1Char(':'), 1);
        reaction.createdAt = start.addSecs(60 * i);
        result.append(reaction);
    }
    return result;
}

QString rowsText(const VoteTally &tally)
{
    QStringList rows;
    for (const TallyRow &row : tally.rows) {
        rows.append(QStringList { row.organization, row.login, ballotChoiceId(row.choice),
                                  row.counted ? s("y") : s("n"), tallyReasonId(row.reason) }
                        .join(QLatin1Char('|')));
    }
    return rows.join(QStringLiteral("; "));
}

const QString eight = s("A=a; B=b; C=c; D=d; E=e; F=f; G=g; H=h");

} // namespace

class tst_Tally : public QObject
{
    Q_OBJECT

private slots:
    void tally_data()
    {
        QTest::addColumn<QString>("rosterSpec");
        QTest::addColumn<QString>("reactionSpec");
        QTest::addColumn<QString>("rule");
        // eligible, participants, approve, reject, abstain, quorum needed
        QTest::addColumn<QList<int>>("numbers");
        QTest::addColumn<bool>("quorumMet");
        QTest::addColumn<bool>("passed");
        QTest::addColumn<QString>("rows"); // empty: not checked

        const QString strict = s("strict");
        const QString simple = s("simple");

        QTest::newRow("empty roster, nobody votes")
            << QString() << QString() << strict << QList<int> { 0, 0, 0, 0, 0, 1 } << false << false
            << QString();
        QTest::newRow("empty roster, votes are all non-binding")
            << QString() << s("x:+1, y:+1") << strict << QList<int> { 0, 0, 0, 0, 0, 1 } << false
            << false << s("|x|approve|n|non-roster; |y|approve|n|non-roster");
        QTest::newRow("nobody voted yet")
            << s("A=a/a2; B=b") << QString() << strict << QList<int> { 2, 0, 0, 0, 0, 2 } << false
            << false << s("A||none|n|not-voted; B||none|n|not-voted");

        // Quorum: more than half of the eligible organizations.
        QTest::newRow("quorum boundary: exactly half of 8 is not quorum")
            << eight << s("a:+1, b:+1, c:+1, d:+1") << strict << QList<int> { 8, 4, 4, 0, 0, 5 }
            << false << false << QString();
        QTest::newRow("quorum boundary: half of 8 plus one is quorum")
            << eight << s("a:+1, b:+1, c:+1, d:+1, e:-1") << strict
            << QList<int> { 8, 5, 4, 1, 0, 5 } << true << true << QString();
        QTest::newRow("quorum boundary, odd: 3 of 7 is not quorum")
            << s("A=a; B=b; C=c; D=d; E=e; F=f; G=g") << s("a:+1, b:+1, c:+1") << strict
            << QList<int> { 7, 3, 3, 0, 0, 4 } << false << false << QString();
        QTest::newRow("quorum boundary, odd: 4 of 7 is quorum")
            << s("A=a; B=b; C=c; D=d; E=e; F=f; G=g") << s("a:+1, b:+1, c:+1, d:eyes") << strict
            << QList<int> { 7, 4, 3, 0, 1, 4 } << true << true << QString();
        QTest::newRow("abstentions alone make quorum")
            << s("A=a; B=b; C=c") << s("a:eyes, b:eyes") << strict
            << QList<int> { 3, 2, 0, 0, 2, 2 } << true << false << QString();

        // The strict rule: approvals more than half of the participants.
        QTest::newRow("strict: exactly half approve fails")
            << eight << s("a:+1, b:+1, c:+1, d:-1, e:eyes, f:eyes") << strict
            << QList<int> { 8, 6, 3, 1, 2, 5 } << true << false << QString();
        QTest::newRow("strict: tie approve/reject fails")
            << s("A=a; B=b; C=c; D=d") << s("a:+1, b:+1, c:-1, d:-1") << strict
            << QList<int> { 4, 4, 2, 2, 0, 3 } << true << false << QString();
        QTest::newRow("strict: abstentions weigh against approval")
            << eight << s("a:+1, b:+1, c:+1, d:eyes, e:eyes, f:eyes") << strict
            << QList<int> { 8, 6, 3, 0, 3, 5 } << true << false << QString();
        QTest::newRow("strict: one more than half passes")
            << eight << s("a:+1, b:+1, c:+1, d:+1, e:-1, f:eyes, g:eyes") << strict
            << QList<int> { 8, 7, 4, 1, 2, 5 } << true << true << QString();

        // The simple rule: approvals more than rejections.
        QTest::newRow("simple: abstentions do not weigh")
            << eight << s("a:+1, b:+1, c:+1, d:eyes, e:eyes, f:eyes") << simple
            << QList<int> { 8, 6, 3, 0, 3, 5 } << true << true << QString();
        QTest::newRow("simple: tie approve/reject fails")
            << s("A=a; B=b; C=c; D=d") << s("a:+1, b:+1, c:-1, d:-1") << simple
            << QList<int> { 4, 4, 2, 2, 0, 3 } << true << false << QString();
        QTest::newRow("simple: one more approval than rejections passes")
            << eight << s("a:+1, b:+1, c:-1, d:eyes, e:eyes") << simple
            << QList<int> { 8, 5, 2, 1, 2, 5 } << true << true << QString();
        QTest::newRow("simple: all abstain fails")
            << s("A=a; B=b; C=c") << s("a:eyes, b:eyes, c:eyes") << simple
            << QList<int> { 3, 3, 0, 0, 3, 2 } << true << false << QString();
        QTest::newRow("simple: passing majority without quorum fails")
            << eight << s("a:+1, b:+1, c:+1, d:+1") << simple << QList<int> { 8, 4, 4, 0, 0, 5 }
            << false << false << QString();

        // Representative and alternate.
        QTest::newRow("representative and alternate both vote: the representative counts")
            << s("A=a/a2; B=b") << s("a2:+1, a:-1") << strict << QList<int> { 2, 1, 0, 1, 0, 2 }
            << false << false
            << s("A|a|reject|y|representative; A|a2|approve|n|representative-voted; "
                 "B||none|n|not-voted");
        QTest::newRow("alternate alone counts")
            << s("A=a/a2; B=b") << s("a2:+1, b:+1") << strict << QList<int> { 2, 2, 2, 0, 0, 2 }
            << true << true << s("A|a2|approve|y|alternate; B|b|approve|y|representative");
        QTest::newRow("organization without representative: the alternate votes")
            << s("A=/a2; B=b") << s("a2:-1") << strict << QList<int> { 2, 1, 0, 1, 0, 2 } << false
            << false << s("A|a2|reject|y|alternate; B||none|n|not-voted");
        QTest::newRow("logins compare case-insensitively")
            << s("A=Mona-Lisa/Alt-Ernate") << s("mona-lisa:+1, ALT-ERNATE:-1") << strict
            << QList<int> { 1, 1, 1, 0, 0, 1 } << true << true
            << s("A|mona-lisa|approve|y|representative; "
                 "A|ALT-ERNATE|reject|n|representative-voted");

        // Ambiguous ballots: shown, not counted, not participation.
        QTest::newRow("ambiguous representative, no alternate: not counted")
            << s("A=a; B=b; C=c") << s("a:+1, a:-1, b:+1") << strict
            << QList<int> { 3, 1, 1, 0, 0, 2 } << false << false
            << s("A|a|ambiguous|n|ambiguous; B|b|approve|y|representative; C||none|n|not-voted");
        QTest::newRow("ambiguous representative: the alternate's ballot counts")
            << s("A=a/a2; B=b") << s("a:+1, a:eyes, a2:-1, b:+1") << strict
            << QList<int> { 2, 2, 1, 1, 0, 2 } << true << false
            << s("A|a2|reject|y|alternate; A|a|ambiguous|n|ambiguous; "
                 "B|b|approve|y|representative");
        QTest::newRow("ambiguous alternate beside a valid representative")
            << s("A=a/a2") << s("a:+1, a2:+1, a2:-1") << strict << QList<int> { 1, 1, 1, 0, 0, 1 }
            << true << true << s("A|a|approve|y|representative; A|a2|ambiguous|n|ambiguous");
        QTest::newRow("all three reactions from one login")
            << s("A=a; B=b") << s("a:+1, a:-1, a:eyes, b:-1") << strict
            << QList<int> { 2, 1, 0, 1, 0, 2 } << false << false
            << s("A|a|ambiguous|n|ambiguous; B|b|reject|y|representative");
        QTest::newRow("duplicate reaction of the same content is one ballot")
            << s("A=a") << s("a:+1, a:+1") << strict << QList<int> { 1, 1, 1, 0, 0, 1 } << true
            << true << s("A|a|approve|y|representative");

        // Other reactions are no ballot.
        QTest::newRow("heart, rocket, hooray are ignored")
            << s("A=a; B=b") << s("a:heart, a:+1, b:rocket, b:hooray, c:laugh") << strict
            << QList<int> { 2, 1, 1, 0, 0, 2 } << false << false
            << s("A|a|approve|y|representative; B||none|n|not-voted");
        QTest::newRow("a heart beside a ballot keeps it unambiguous")
            << s("A=a") << s("a:heart, a:-1, a:confused") << strict
            << QList<int> { 1, 1, 0, 1, 0, 1 } << true << false << s("A|a|reject|y|representative");

        // Non-roster voters.
        QTest::newRow("non-roster voters are shown, not counted")
            << s("A=a; B=b") << s("x:+1, a:-1, y:+1, y:-1") << strict
            << QList<int> { 2, 1, 0, 1, 0, 2 } << false << false
            << s("A|a|reject|y|representative; B||none|n|not-voted; |x|approve|n|non-roster; "
                 "|y|ambiguous|n|non-roster");

        // Suspended organizations.
        QTest::newRow("suspended organization: not eligible, ballot not counted")
            << s("A=a; B=b; C=c!") << s("a:+1, b:+1, c:-1") << strict
            << QList<int> { 2, 2, 2, 0, 0, 2 } << true << true
            << s("A|a|approve|y|representative; B|b|approve|y|representative; "
                 "C|c|reject|n|suspended");
        QTest::newRow("suspension lowers the quorum")
            << s("A=a; B=b; C=c!; D=d!") << s("a:+1, b:-1") << strict
            << QList<int> { 2, 2, 1, 1, 0, 2 } << true << false
            << s("A|a|approve|y|representative; B|b|reject|y|representative; "
                 "C||none|n|suspended; D||none|n|suspended");
        QTest::newRow("all suspended: no quorum possible")
            << s("A=a!; B=b!") << s("a:+1, b:+1") << simple << QList<int> { 0, 0, 0, 0, 0, 1 }
            << false << false << s("A|a|approve|n|suspended; B|b|approve|n|suspended");

        // A changed vote: the old reaction was removed, the new one added.
        QTest::newRow("a changed vote counts the new ballot")
            << s("A=a; B=b; C=c") << s("b:+1, c:+1, a:-1") << strict
            << QList<int> { 3, 3, 2, 1, 0, 2 } << true << true << QString();
        QTest::newRow("a change caught half-way (old not yet removed) is ambiguous")
            << s("A=a; B=b; C=c") << s("a:+1, b:+1, c:+1, a:-1") << strict
            << QList<int> { 3, 2, 2, 0, 0, 2 } << true << true << QString();
    }

    void tally()
    {
        QFETCH(QString, rosterSpec);
        QFETCH(QString, reactionSpec);
        QFETCH(QString, rule);
        QFETCH(QList<int>, numbers);
        QFETCH(bool, quorumMet);
        QFETCH(bool, passed);
        QFETCH(QString, rows);

        const VoteTally tally =
            tallyVote(roster(rosterSpec), reactions(reactionSpec), *voteRuleFromId(rule));
        QCOMPARE(tally.eligible, numbers.at(0));
        QCOMPARE(tally.participants, numbers.at(1));
        QCOMPARE(tally.approve, numbers.at(2));
        QCOMPARE(tally.reject, numbers.at(3));
        QCOMPARE(tally.abstain, numbers.at(4));
        QCOMPARE(tally.quorumNeeded, numbers.at(5));
        QCOMPARE(tally.quorumMet, quorumMet);
        QCOMPARE(tally.passed, passed);
        QCOMPARE(tally.participants, tally.approve + tally.reject + tally.abstain);
        if (!rows.isEmpty()) {
            QCOMPARE(rowsText(tally), rows);
        }
        // Every eligible organization has exactly one counted row or is listed as not voted.
        const Roster frozen = roster(rosterSpec);
        for (const RosterOrganization &organization : frozen.organizations) {
            int counted = 0;
            for (const TallyRow &row : tally.rows) {
                counted += row.organization == organization.name && row.counted ? 1 : 0;
            }
            if (!organization.isEligible()) {
                QCOMPARE(counted, 0);
            } else {
                QCOMPARE(counted + (tally.notVoted.contains(organization.name) ? 1 : 0), 1);
            }
        }
    }

    // Settled: whatever the organizations that have not voted do, the result stays. What the
    // voting window's early close waits for.
    void settled_data()
    {
        QTest::addColumn<QString>("rosterSpec");
        QTest::addColumn<QString>("reactionSpec");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<bool>("passed");
        QTest::addColumn<bool>("settled");
        const QString strict = s("strict");
        const QString simple = s("simple");
        QTest::newRow("nobody voted") << eight << QString() << strict << false << false;
        // 5 of 8 approve: a majority of every possible participation (strict: 5 of 8 > 4).
        QTest::newRow("strict: five of eight approve")
            << eight << s("a:+1, b:+1, c:+1, d:+1, e:+1") << strict << true << true;
        // 4 approve of 5: passes now, but three more rejections would make 4 of 8, not more
        // than half.
        QTest::newRow("strict: passes now, three rejections could undo it")
            << eight << s("a:+1, b:+1, c:+1, d:+1, e:-1") << strict << true << false;
        // 5 reject: approvals can reach 3 of 8 at most.
        QTest::newRow("strict: five of eight reject")
            << eight << s("a:-1, b:-1, c:-1, d:-1, e:-1") << strict << false << true;
        // Simple majority: 4 approve, 1 rejects, 3 left: rejections reach 4 at most, a tie, which
        // fails.
        QTest::newRow("simple: the rest could tie it")
            << eight << s("a:+1, b:+1, c:+1, d:+1, e:-1") << simple << true << false;
        QTest::newRow("simple: more approvals than anyone left could match")
            << eight << s("a:+1, b:+1, c:+1, d:+1, e:+1, f:-1") << simple << true << true;
        // Everyone voted: nothing can change.
        QTest::newRow("everyone voted, fails")
            << s("A=a; B=b") << s("a:+1, b:-1") << strict << false << true;
        // Nobody is eligible: it never passes, whatever happens.
        QTest::newRow("empty roster") << QString() << s("x:+1") << strict << false << true;
        // A suspended organization has no ballot to come.
        QTest::newRow("suspended organizations do not count as remaining")
            << s("A=a; B=b; C=c!") << s("a:+1, b:+1") << strict << true << true;
    }

    void settled()
    {
        QFETCH(QString, rosterSpec);
        QFETCH(QString, reactionSpec);
        QFETCH(QString, rule);
        QFETCH(bool, passed);
        QFETCH(bool, settled);
        const VoteTally tally =
            tallyVote(roster(rosterSpec), reactions(reactionSpec), voteRuleFromId(rule).value());
        QCOMPARE(tally.passed, passed);
        QCOMPARE(tally.isSettled(), settled);
    }

    void summarySentence()
    {
        const VoteTally tally =
            tallyVote(roster(eight), reactions(s("a:+1, b:+1, c:+1, d:+1, e:-1")),
                      CountingRule::StrictMajority);
        QCOMPARE(tally.summary(),
                 s("5 of 8 organizations voted; quorum needs 5; approvals 4 of 5"));
        QCOMPARE(tally.approvalsNeeded, 3);
        QCOMPARE(tally.notVoted, (QStringList { s("F"), s("G"), s("H") }));
        QVERIFY(tally.outcomeText().startsWith(s("Passes")));

        const VoteTally simpleTally =
            tallyVote(roster(eight), reactions(s("a:+1, b:+1, c:+1, d:+1, e:-1")),
                      CountingRule::MajorityOfVotesCast);
        QCOMPARE(simpleTally.summary(),
                 s("5 of 8 organizations voted; quorum needs 5; approvals 4, rejections 1"));
        QCOMPARE(simpleTally.approvalsNeeded, 2);

        const VoteTally noQuorum =
            tallyVote(roster(eight), reactions(s("a:+1")), CountingRule::StrictMajority);
        QVERIFY2(noQuorum.outcomeText().startsWith(s("No quorum yet: 4 more organization")),
                 qPrintable(noQuorum.outcomeText()));
        QVERIFY(tallyVote(roster(QString()), {}, CountingRule::StrictMajority)
                    .outcomeText()
                    .contains(s("No organization is eligible")));
    }

    // The live panel's texts: the sentence, and the bars toward quorum and toward the
    // majority below their mark, exactly at it and past it (a full bar that says so).
    void liveTexts_data()
    {
        QTest::addColumn<QString>("rosterSpec");
        QTest::addColumn<QString>("reactionSpec");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("quorumText");
        QTest::addColumn<QString>("majorityText");
        QTest::addColumn<bool>("majorityReached");

        QTest::newRow("nobody voted")
            << eight << QString() << s("strict")
            << s("0 of 8 organizations voted; quorum needs 5; approvals 0 of 0")
            << s("0 of 5 for quorum: 5 more organizations needed") << s("No ballots yet") << false;
        QTest::newRow("below quorum, two short")
            << eight << s("a:+1, b:+1, c:-1") << s("strict")
            << s("3 of 8 organizations voted; quorum needs 5; approvals 2 of 3")
            << s("3 of 5 for quorum: 2 more organizations needed")
            << s("Majority reached: 2 approvals, 2 needed") << true;
        QTest::newRow("below quorum, one short (exactly half)")
            << eight << s("a:+1, b:-1, c:-1, d:eyes") << s("strict")
            << s("4 of 8 organizations voted; quorum needs 5; approvals 1 of 4")
            << s("4 of 5 for quorum: 1 more organization needed")
            << s("1 of 3 approvals for a majority: 2 more needed") << false;
        QTest::newRow("exactly at quorum")
            << eight << s("a:+1, b:+1, c:+1, d:+1, e:-1") << s("strict")
            << s("5 of 8 organizations voted; quorum needs 5; approvals 4 of 5")
            << s("Quorum met: 5 organizations voted, 5 needed")
            << s("Majority reached: 4 approvals, 3 needed") << true;
        QTest::newRow("above quorum, strict: abstentions weigh")
            << eight << s("a:+1, b:+1, c:+1, d:-1, e:-1, f:eyes, g:eyes") << s("strict")
            << s("7 of 8 organizations voted; quorum needs 5; approvals 3 of 7")
            << s("Quorum met: 7 organizations voted, 5 needed")
            << s("3 of 4 approvals for a majority: 1 more needed") << false;
        QTest::newRow("above quorum, simple: abstentions do not weigh")
            << eight << s("a:+1, b:+1, c:+1, d:-1, e:-1, f:eyes, g:eyes") << s("simple")
            << s("7 of 8 organizations voted; quorum needs 5; approvals 3, rejections 2")
            << s("Quorum met: 7 organizations voted, 5 needed")
            << s("Majority reached: 3 approvals, 3 needed") << true;
        QTest::newRow("every organization voted")
            << s("A=a; B=b; C=c; D=d; E=e; F=f") << s("a:+1, b:+1, c:+1, d:-1, e:-1, f:+1")
            << s("strict") << s("6 of 6 organizations voted; quorum needs 4; approvals 4 of 6")
            << s("Quorum met: 6 organizations voted, 4 needed")
            << s("Majority reached: 4 approvals, 4 needed") << true;
        QTest::newRow("one organization, singular")
            << s("A=a") << s("a:+1") << s("strict")
            << s("1 of 1 organization voted; quorum needs 1; approvals 1 of 1")
            << s("Quorum met: 1 organization voted, 1 needed")
            << s("Majority reached: 1 approval, 1 needed") << true;
        QTest::newRow("empty roster")
            << QString() << s("x:+1") << s("strict")
            << s("0 of 0 organizations voted; quorum needs 1; approvals 0 of 0")
            << s("No organization is eligible to vote") << s("No ballots yet") << false;
    }

    void liveTexts()
    {
        QFETCH(QString, rosterSpec);
        QFETCH(QString, reactionSpec);
        QFETCH(QString, rule);
        QFETCH(QString, summary);
        QFETCH(QString, quorumText);
        QFETCH(QString, majorityText);
        QFETCH(bool, majorityReached);

        const VoteTally tally =
            tallyVote(roster(rosterSpec), reactions(reactionSpec), *voteRuleFromId(rule));
        QCOMPARE(tally.summary(), summary);
        QCOMPARE(tally.quorumProgressText(), quorumText);
        QCOMPARE(tally.majorityProgressText(), majorityText);
        QCOMPARE(tally.majorityReached(), majorityReached);
        QCOMPARE(tally.passed, tally.quorumMet && majorityReached);
    }

    void ballotTimesAndOrder()
    {
        // b voted before a; a ballot's time is its latest ballot reaction.
        const QList<Reaction> list = reactions(s("b:+1, x:heart, a:-1, a:eyes"));
        const QList<Ballot> ballots = ballotsFromReactions(list);
        QCOMPARE(ballots.size(), 2);
        QCOMPARE(ballots.at(0).login, s("b"));
        QCOMPARE(ballots.at(1).login, s("a"));
        QCOMPARE(ballots.at(1).choice, BallotChoice::Ambiguous);
        QCOMPARE(ballots.at(1).at, list.at(3).createdAt);
        QCOMPARE(ballots.at(1).contents, (QStringList { s("-1"), s("eyes") }));
        QCOMPARE(ballotOf(s("B"), list).choice, BallotChoice::Approve);
        QCOMPARE(ballotOf(s("x"), list).choice, BallotChoice::None);
    }

    // Ballots after the vote's closing date (the end of that day, UTC) or after the decision
    // are listed, not counted; a login's ballot from before still counts.
    void lateBallotsAreListedNotCounted()
    {
        const QDateTime lastMinute(QDate(2026, 6, 9), QTime(23, 59, 59), QTimeZone::utc());
        const QDateTime late(QDate(2026, 6, 10), QTime(0, 0), QTimeZone::utc());
        QList<Reaction> list = {
            { 1, s("a"), s("+1"), lastMinute },
            { 2, s("b"), s("+1"), late }, // b voted only after the close
            { 3, s("c"), s("-1"), lastMinute },
            { 4, s("c"), s("+1"), late.addDays(2) }, // c tries to change after the close
            { 5, s("onlooker"), s("+1"), late },
        };
        TallyOptions options;
        options.closes = QDate(2026, 6, 9);
        QCOMPARE(options.cutoff(), late);
        const VoteTally tally =
            tallyVote(roster(s("A=a; B=b; C=c")), list, CountingRule::StrictMajority, options);
        QCOMPARE(tally.participants, 2);
        QCOMPARE(tally.approve, 1);
        QCOMPARE(tally.reject, 1);
        QCOMPARE(tally.late, 3);
        QCOMPARE(tally.notVoted, QStringList { s("B") });
        QCOMPARE(rowsText(tally),
                 s("A|a|approve|y|representative; B||none|n|not-voted; "
                   "B|b|approve|n|late; C|c|reject|y|representative; "
                   "C|c|approve|n|late; |onlooker|approve|n|late"));
        const TallyRow *lateRow = nullptr;
        for (const TallyRow &row : tally.rows) {
            if (row.login == QLatin1String("b")) {
                lateRow = &row;
            }
        }
        QVERIFY(lateRow->reasonText().contains(s("2026-06-09")));
        QCOMPARE(lateRow->toJson().value(s("reason")).toString(), s("late"));
        QCOMPARE(tally.toJson().value(s("late")).toInt(), 3);
        QVERIFY(tally.toMarkdownTable().contains(s("| B | @b | 👍 approve (late, not counted) |")));
        // Without a closing date nothing is late.
        QCOMPARE(tallyVote(roster(s("A=a; B=b; C=c")), list).late, 0);

        // The decision was recorded before the closing date: that is the end.
        options.decidedAt = lastMinute.addSecs(-60);
        const VoteTally decided =
            tallyVote(roster(s("A=a; B=b; C=c")), list, CountingRule::StrictMajority, options);
        QCOMPARE(decided.participants, 0);
        QCOMPARE(decided.late, 4);
        QCOMPARE(decided.rows.at(1).reason, TallyReason::AfterDecision);
    }

    // A roster login renamed away and registered by someone else: the new account's ballot is
    // not the representative's. The alternate's still counts for the organization.
    void ballotFromAnotherAccountIsNotCounted()
    {
        Roster frozen = roster(s("A=alice/alt; B=bob"));
        frozen.organizations[0].representativeId = 1001;
        frozen.organizations[1].representativeId = 2002;
        QList<Reaction> list = reactions(s("alice:+1, alt:-1, bob:+1"));
        list[0].userId = 6666; // not the account the roster knows
        list[1].userId = 0; // unknown: nothing to compare
        list[2].userId = 2002;
        const VoteTally tally = tallyVote(frozen, list);
        QCOMPARE(tally.otherAccount, 1);
        QCOMPARE(tally.participants, 2);
        QCOMPARE(tally.approve, 1);
        QCOMPARE(tally.reject, 1);
        QCOMPARE(rowsText(tally),
                 s("A|alt|reject|y|alternate; A|alice|approve|n|other-account; "
                   "B|bob|approve|y|representative"));
        QVERIFY(tally.rows.at(1).reasonText().contains(s("alice")));
        QCOMPARE(tally.toJson().value(s("other_account")).toInt(), 1);
        // Ids unknown on the roster: counted as before.
        QCOMPARE(tallyVote(roster(s("A=alice/alt; B=bob")), list).otherAccount, 0);
    }

    void frozenTallyReadsBack()
    {
        TallyOptions options;
        options.closes = QDate(2026, 5, 26);
        QList<Reaction> list = reactions(s("a:+1, a2:eyes, b:+1, c:-1, c:+1, z:+1"));
        list.append(
            { 99, s("b"), s("-1"), QDateTime(QDate(2026, 6, 1), QTime(), QTimeZone::utc()) });
        const VoteTally tally = tallyVote(roster(s("A=a/a2; B=b; C=c; D=d!")), list,
                                          CountingRule::MajorityOfVotesCast, options);
        const VoteTally read = VoteTally::fromJson(tally.toJson());
        QCOMPARE(read.toJson(), tally.toJson());
        QCOMPARE(read.summary(), tally.summary());
        QCOMPARE(read.outcomeText(), tally.outcomeText());
        QCOMPARE(read.toMarkdownTable(), tally.toMarkdownTable());
        QCOMPARE(rowsText(read), rowsText(tally));
        QCOMPARE(read.late, 1);
    }

    void json()
    {
        const VoteTally tally = tallyVote(roster(s("A=a/a2; B=b!")), reactions(s("a2:eyes, z:+1")),
                                          CountingRule::MajorityOfVotesCast);
        const QJsonObject object = tally.toJson();
        QCOMPARE(object.value(s("rule")).toString(), s("votes-cast"));
        QCOMPARE(object.value(s("eligible")).toInt(), 1);
        QCOMPARE(object.value(s("participants")).toInt(), 1);
        QCOMPARE(object.value(s("abstain")).toInt(), 1);
        QCOMPARE(object.value(s("quorum_met")).toBool(), true);
        QCOMPARE(object.value(s("passed")).toBool(), false);
        const QJsonArray ballots = object.value(s("ballots")).toArray();
        QCOMPARE(ballots.size(), 3);
        const QJsonObject first = ballots.at(0).toObject();
        QCOMPARE(first.value(s("organization")).toString(), s("A"));
        QCOMPARE(first.value(s("login")).toString(), s("a2"));
        QCOMPARE(first.value(s("choice")).toString(), s("abstain"));
        QCOMPARE(first.value(s("counted")).toBool(), true);
        QCOMPARE(first.value(s("reason")).toString(), s("alternate"));
        QCOMPARE(first.value(s("role")).toString(), s("alternate"));
        QVERIFY(ballots.at(1).toObject().value(s("login")).isNull()); // B: suspended, no ballot
        QVERIFY(ballots.at(2).toObject().value(s("organization")).isNull()); // z: non-roster
    }

    void markdownTable()
    {
        const VoteTally tally = tallyVote(
            roster(s("Basalt Cloud=basalt-tomas/basalt-alt-rhea; Pinecrest=pine; Vanta=v!")),
            reactions(s("basalt-tomas:-1, basalt-alt-rhea:+1, pine:+1, pine:-1, onlooker:+1")),
            CountingRule::StrictMajority);
        const QString table = tally.toMarkdownTable();
        QVERIFY2(
            table.contains(s("| Basalt Cloud | @basalt-tomas | 👎 reject | 2026-05-26 16:00 |")),
            qPrintable(table));
        QVERIFY2(table.contains(s("| Basalt Cloud | @basalt-alt-rhea (alternate) | 👍 approve (not "
                                  "counted) | 2026-05-26 16:01 |")),
                 qPrintable(table));
        QVERIFY(table.contains(s("| Pinecrest | @pine | ambiguous (not counted) |")));
        QVERIFY(table.contains(s("| Vanta | — | suspended | — |")));
        QVERIFY(table.contains(s("1 of 2 eligible organizations voted (quorum 2)")));
        QVERIFY(table.contains(s("Non-binding ballots")));
        QVERIFY(table.contains(s("| @onlooker | 👍 approve |")));
    }
};

QTEST_GUILESS_MAIN(tst_Tally)
#include "tst_tally.moc"
