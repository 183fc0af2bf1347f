#include "TestSupport.h"
#include "core/voting/EligibilityRule.h"
#include "core/voting/RosterParser.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::s;

namespace {

RosterOrganization organization(const QString &name, bool tacSeat, const QDate &lastActive,
                                const QList<QDate> &attended = {})
{
    RosterOrganization result;
    result.name = name;
    result.representative = name.toLower() + QStringLiteral("-rep");
    result.tacSeat = tacSeat;
    result.lastActive = lastActive;
    result.attended = attended;
    return result;
}

EligibilityRule tacRule(int months = 6)
{
    EligibilityRule rule;
    rule.kind = EligibilityRule::Kind::TacSeatAndActivity;
    rule.version = 2;
    rule.activeWithinMonths = months;
    return rule;
}

EligibilityRule attendanceRule(int attended = 2, int ofLast = 3)
{
    EligibilityRule rule;
    rule.kind = EligibilityRule::Kind::Attendance;
    rule.version = 1;
    rule.meetingsAttended = attended;
    rule.ofLastMeetings = ofLast;
    return rule;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class tst_EligibilityRule : public QObject
{
    Q_OBJECT

private slots:
    void tacSeatAndActivityAtTheBoundaries_data()
    {
        QTest::addColumn<bool>("tacSeat");
        QTest::addColumn<QDate>("lastActive");
        QTest::addColumn<bool>("eligible");
        QTest::addColumn<QString>("reason");

        // The vote opens on 2026-12-03: six months back is 2026-06-03.
        QTest::newRow("active exactly six months before")
            << true << QDate(2026, 6, 3) << true << s("TAC seat, last active 2026-06-03");
        QTest::newRow("a day too early")
            << true << QDate(2026, 6, 2) << false << s("last active 2026-06-02, before 2026-06-03");
        QTest::newRow("active on the day")
            << true << QDate(2026, 12, 3) << true << s("TAC seat, last active 2026-12-03");
        QTest::newRow("no TAC seat, however active")
            << false << QDate(2026, 12, 1) << false << s("no TAC seat");
        QTest::newRow("no activity recorded")
            << true << QDate() << false << s("no activity recorded");
    }
    void tacSeatAndActivityAtTheBoundaries()
    {
        QFETCH(bool, tacSeat);
        QFETCH(QDate, lastActive);
        QFETCH(bool, eligible);
        QFETCH(QString, reason);
        Roster roster;
        roster.organizations.append(organization(s("Basalt Cloud"), tacSeat, lastActive));
        const EligibilityRule::Verdict verdict =
            tacRule().verdict(roster.organizations.constFirst(), roster, QDate(2026, 12, 3));
        QCOMPARE(verdict.eligible, eligible);
        QCOMPARE(verdict.reason, reason);
    }

    void monthsAtTheEndOfAMonth()
    {
        // 2026-08-31 minus six months is the last day of February.
        Roster roster;
        roster.organizations.append(organization(s("Basalt Cloud"), true, QDate(2026, 2, 28)));
        QVERIFY(tacRule()
                    .verdict(roster.organizations.constFirst(), roster, QDate(2026, 8, 31))
                    .eligible);
        roster.organizations[0].lastActive = QDate(2026, 2, 27);
        QVERIFY(!tacRule()
                     .verdict(roster.organizations.constFirst(), roster, QDate(2026, 8, 31))
                     .eligible);
    }

    void attendanceAtTheBoundaries_data()
    {
        QTest::addColumn<QList<QDate>>("meetings");
        QTest::addColumn<QList<QDate>>("attended");
        QTest::addColumn<bool>("eligible");
        QTest::addColumn<QString>("reason");

        const QDate sep(2026, 9, 10), oct(2026, 10, 8), nov(2026, 11, 12), dec(2026, 12, 10);
        const QDate aug(2026, 8, 13);
        const QList<QDate> four { aug, sep, oct, nov };
        QTest::newRow("2 of the last 3")
            << four << QList<QDate> { sep, nov } << true << s("attended 2 of the last 3 meetings");
        QTest::newRow("1 of the last 3") << four << QList<QDate> { nov } << false
                                         << s("attended 1 of the last 3 meetings (2 needed)");
        QTest::newRow("an older meeting does not count")
            << four << QList<QDate> { aug, nov } << false
            << s("attended 1 of the last 3 meetings (2 needed)");
        QTest::newRow("a meeting after the vote opened does not count")
            << (QList<QDate> { sep, oct, nov, dec }) << QList<QDate> { oct, dec } << false
            << s("attended 1 of the last 3 meetings (2 needed)");
        QTest::newRow("only two meetings held, both attended")
            << (QList<QDate> { oct, nov }) << QList<QDate> { oct, nov } << true
            << s("attended 2 of the last 2 meetings");
        QTest::newRow("only one meeting held, attended")
            << (QList<QDate> { nov }) << QList<QDate> { nov } << true
            << s("attended 1 of the last 1 meetings");
        QTest::newRow("only one meeting held, missed")
            << (QList<QDate> { nov }) << QList<QDate> {} << false
            << s("attended 0 of the last 1 meetings (1 needed)");
        QTest::newRow("all three") << four << QList<QDate> { sep, oct, nov } << true
                                   << s("attended 3 of the last 3 meetings");
    }
    void attendanceAtTheBoundaries()
    {
        QFETCH(QList<QDate>, meetings);
        QFETCH(QList<QDate>, attended);
        QFETCH(bool, eligible);
        QFETCH(QString, reason);
        Roster roster;
        roster.meetings = meetings;
        roster.organizations.append(organization(s("Basalt Cloud"), false, QDate(), attended));
        const EligibilityRule::Verdict verdict =
            attendanceRule().verdict(roster.organizations.constFirst(), roster, QDate(2026, 12, 3));
        QCOMPARE(verdict.reason, reason);
        QCOMPARE(verdict.eligible, eligible);
    }

    void coChairsSuspensionStandsUnderEveryRule()
    {
        Roster roster;
        roster.meetings = { QDate(2026, 11, 12) };
        RosterOrganization suspended =
            organization(s("Vantablue Systems"), true, QDate(2026, 12, 1), { QDate(2026, 11, 12) });
        suspended.status = OrganizationStatus::Suspended;
        suspended.note = s("missed two meetings");
        roster.organizations.append(suspended);
        for (const EligibilityRule &rule :
             { EligibilityRule::builtIn(), tacRule(), attendanceRule() }) {
            QVERIFY(!rule.verdict(suspended, roster, QDate(2026, 12, 3)).eligible);
            const Roster applied = rule.applied(roster, QDate(2026, 12, 3));
            QCOMPARE(applied.organizations.constFirst().note, s("missed two meetings"));
        }
    }

    void appliedSuspendsWithTheReasonFirst()
    {
        Roster roster;
        roster.organizations.append(organization(s("Basalt Cloud"), true, QDate(2026, 11, 1)));
        RosterOrganization quarry = organization(s("Quarry Labs"), false, QDate(2026, 11, 1));
        quarry.note = s("joined in 2026");
        roster.organizations.append(quarry);
        const Roster applied = tacRule().applied(roster, QDate(2026, 12, 3));
        QVERIFY(applied.organizations.at(0).isEligible());
        QVERIFY(!applied.organizations.at(1).isEligible());
        QCOMPARE(applied.organizations.at(1).note, s("no TAC seat; joined in 2026"));
        QCOMPARE(applied.eligibleCount(), 1);
        // The built-in rule leaves the roster as the co-chairs keep it.
        QCOMPARE(EligibilityRule::builtIn().applied(roster, QDate(2026, 12, 3)), roster);
    }

    void problemsKeepAVoteFromOpening()
    {
        Roster roster;
        roster.organizations.append(organization(s("Basalt Cloud"), false, QDate(2026, 11, 1)));
        const QDate today(2026, 12, 3);
        QVERIFY(EligibilityRule::builtIn().problems(roster, today).isEmpty());
        const QStringList none = tacRule().problems(roster, today);
        QCOMPARE(none.size(), 1);
        QVERIFY2(none.constFirst().contains(s("No organization")), qPrintable(none.constFirst()));
        const QStringList noMeetings = attendanceRule().problems(roster, today);
        QCOMPARE(noMeetings.size(), 1);
        QVERIFY2(noMeetings.constFirst().contains(s("meeting")),
                 qPrintable(noMeetings.constFirst()));
        roster.meetings = { QDate(2026, 12, 10) }; // not held yet
        QCOMPARE(attendanceRule().problems(roster, today).size(), 1);
        roster.meetings = { QDate(2026, 11, 12) };
        roster.organizations[0].attended = { QDate(2026, 11, 12) };
        QVERIFY(attendanceRule().problems(roster, today).isEmpty());
    }

    void commentTextStatesTheRule()
    {
        const QDate today(2026, 12, 3);
        QCOMPARE(tacRule().commentText(today),
                 s("An organization is eligible when it holds a TAC seat and was active within "
                   "the last 6 months (on or after 2026-06-03) (rule version 2, applied on "
                   "2026-12-03)."));
        QCOMPARE(attendanceRule().commentText(today),
                 s("An organization is eligible when it attended at least 2 of the last 3 "
                   "meetings (rule version 1, applied on 2026-12-03)."));
        QCOMPARE(EligibilityRule::builtIn().commentText(today),
                 s("Eligibility as recorded on the roster by the co-chairs (built-in rule, "
                   "applied on 2026-12-03)."));
    }

    void recordRoundTrips()
    {
        for (const EligibilityRule &rule :
             { EligibilityRule::builtIn(), tacRule(9), attendanceRule(3, 4) }) {
            const QJsonObject record = rule.recordJson(QDate(2026, 12, 3));
            QCOMPARE(record.value(QLatin1String("applied_on")).toString(), s("2026-12-03"));
            QCOMPARE(EligibilityRule::fromRecord(record), rule);
        }
        QCOMPARE(EligibilityRule::fromRecord({}), EligibilityRule::builtIn());
    }

    void filesThatAreRead_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("version");
        QTest::addColumn<QList<int>>("numbers");

        QTest::newRow("tac with months")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":3,)"
                          R"("rule":"tac-seat-and-activity","active_within_months":12})")
            << int(EligibilityRule::Kind::TacSeatAndActivity) << 3 << QList<int> { 12, 2, 3 };
        QTest::newRow("tac, six months by default")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":1,)"
                          R"("rule":"tac-seat-and-activity"})")
            << int(EligibilityRule::Kind::TacSeatAndActivity) << 1 << QList<int> { 6, 2, 3 };
        QTest::newRow("attendance, 2 of 3 by default")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":1,"rule":"attendance"})")
            << int(EligibilityRule::Kind::Attendance) << 1 << QList<int> { 6, 2, 3 };
        QTest::newRow("attendance 3 of 5")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":4,"rule":"attendance",)"
                          R"("meetings_attended":3,"of_last_meetings":5})")
            << int(EligibilityRule::Kind::Attendance) << 4 << QList<int> { 6, 3, 5 };
        QTest::newRow("as recorded")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":1,"rule":"as-recorded"})")
            << int(EligibilityRule::Kind::AsRecorded) << 1 << QList<int> { 6, 2, 3 };
    }
    void filesThatAreRead()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, kind);
        QFETCH(int, version);
        QFETCH(QList<int>, numbers);
        const EligibilityRuleLoad load = EligibilityRuleFile::parse(json, s("rule.json"));
        QVERIFY2(load.problem.isEmpty(), qPrintable(load.problem));
        QCOMPARE(int(load.rule.kind), kind);
        QCOMPARE(load.rule.version, version);
        QCOMPARE((QList<int> { load.rule.activeWithinMonths, load.rule.meetingsAttended,
                               load.rule.ofLastMeetings }),
                 numbers);
        // What it writes reads back the same.
        QCOMPARE(EligibilityRuleFile::parse(QJsonDocument(load.rule.toJson()).toJson()).rule,
                 load.rule);
    }

    void filesThatAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("named");

        QTest::newRow("not JSON") << QByteArray("rule: attendance") << s("JSON");
        QTest::newRow("an array") << QByteArray("[]") << s("JSON object");
        QTest::newRow("another format")
            << QByteArray(R"({"format":"acp-label-mapping","version":1,"rule":"attendance"})")
            << s("format");
        QTest::newRow("no version")
            << QByteArray(R"({"format":"acp-eligibility-rule","rule":"attendance"})")
            << s("version");
        QTest::newRow("version 0")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":0,"rule":"attendance"})")
            << s("version");
        QTest::newRow("version 1.5")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":1.5,"rule":"attendance"})")
            << s("version");
        QTest::newRow("an unknown rule")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":1,"rule":"seniority"})")
            << s("rule");
        QTest::newRow("months 0") << QByteArray(
            R"({"format":"acp-eligibility-rule","version":1,)"
            R"("rule":"tac-seat-and-activity","active_within_months":0})")
                                  << s("active_within_months");
        QTest::newRow("months as text")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":1,)"
                          R"("rule":"tac-seat-and-activity","active_within_months":"6"})")
            << s("active_within_months");
        QTest::newRow("a misspelt key")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":1,)"
                          R"("rule":"tac-seat-and-activity","active_within_month":3})")
            << s("active_within_month");
        QTest::newRow("a key of the other rule")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":1,)"
                          R"("rule":"tac-seat-and-activity","meetings_attended":2})")
            << s("meetings_attended");
        QTest::newRow("more attended than counted")
            << QByteArray(R"({"format":"acp-eligibility-rule","version":1,"rule":"attendance",)"
                          R"("meetings_attended":4,"of_last_meetings":3})")
            << s("of_last_meetings");
    }
    void filesThatAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, named);
        const EligibilityRuleLoad load = EligibilityRuleFile::parse(json, s("rule.json"));
        QVERIFY(!load.problem.isEmpty());
        QVERIFY2(load.problem.contains(named), qPrintable(load.problem));
        QVERIFY2(load.problem.contains(s("rule.json")), qPrintable(load.problem));
        QCOMPARE(load.rule, EligibilityRule::builtIn());
    }

    void missingFileAndNoFile()
    {
        QTemporaryDir dir;
        const EligibilityRuleLoad missing = EligibilityRuleFile::load(dir.filePath(s("none.json")));
        QVERIFY(missing.problem.contains(s("could not be read")));
        QCOMPARE(missing.rule, EligibilityRule::builtIn());
        const EligibilityRuleLoad none = EligibilityRuleFile::load(QString());
        QVERIFY(none.problem.isEmpty());
        QVERIFY(none.rule.isBuiltIn());
    }

    // The README's examples are the files shipped in resources/examples, and they are read.
    void examplesAreReadAndDocumented()
    {
        const QByteArray readme = readFile(QStringLiteral(ACP_README_PATH));
        QVERIFY(!readme.isEmpty());
        for (const char *name : { "eligibility-tac-seat.json", "eligibility-attendance.json" }) {
            const QString path = QStringLiteral(ACP_EXAMPLES_DIR "/") + QLatin1String(name);
            const EligibilityRuleLoad load = EligibilityRuleFile::load(path);
            QVERIFY2(load.problem.isEmpty(), qPrintable(load.problem));
            QVERIFY(!load.rule.isBuiltIn());
            QVERIFY2(readme.contains(readFile(path).trimmed()), name);
        }
        const QString rosterPath = QStringLiteral(ACP_EXAMPLES_DIR "/roster.md");
        const RosterParseResult roster = RosterParser::parseFile(rosterPath);
        QVERIFY2(roster.ok(), qPrintable(roster.error));
        QVERIFY(readme.contains(readFile(rosterPath).trimmed()));
        // Under each example rule, on the day after the last meeting.
        const QDate day(2026, 11, 13);
        const EligibilityRule tac =
            EligibilityRuleFile::load(QStringLiteral(ACP_EXAMPLES_DIR "/eligibility-tac-seat.json"))
                .rule;
        const EligibilityRule attendance =
            EligibilityRuleFile::load(
                QStringLiteral(ACP_EXAMPLES_DIR "/eligibility-attendance.json"))
                .rule;
        const Roster underTac = tac.applied(*roster.roster, day);
        QCOMPARE(underTac.eligibleCount(), 1); // Quarry Labs was last active in April
        QVERIFY(underTac.organization(s("Basalt Cloud"))->isEligible());
        const Roster underAttendance = attendance.applied(*roster.roster, day);
        QCOMPARE(underAttendance.eligibleCount(), 2);
        QVERIFY(!underAttendance.organization(s("Vantablue Systems"))->isEligible());
    }
};

QTEST_GUILESS_MAIN(tst_EligibilityRule)
#include "tst_eligibilityrule.moc"
