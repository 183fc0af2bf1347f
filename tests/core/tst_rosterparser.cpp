#include "TestSupport.h"
#include "core/text/DisplayText.h"
#include "core/voting/RosterParser.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::s;

class tst_RosterParser : public QObject
{
    Q_OBJECT

private slots:
    void headerVariants_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QStringList>("representatives");
        QTest::addColumn<QStringList>("alternates");
        QTest::addColumn<QStringList>("statuses");

        const QStringList names = { s("Basalt Cloud"), s("Quillfeather AI") };
        const QStringList reps = { s("basalt-tomas"), s("qf-priya") };
        QTest::newRow("Organization / Representative / Alternate / Status")
            << s("| Organization | Representative | Alternate | Status |\n"
                 "|---|---|---|---|\n"
                 "| Basalt Cloud | @basalt-tomas | @basalt-alt-rhea | eligible |\n"
                 "| Quillfeather AI | @qf-priya | — | suspended |\n")
            << names << reps << QStringList { s("basalt-alt-rhea"), QString() }
            << QStringList { s("eligible"), s("suspended") };
        QTest::newRow("Company / Voting representative / Backup, no status")
            << s("| Company | Voting representative | Backup |\n"
                 "| :--- | :---: | ---: |\n"
                 "| Basalt Cloud | basalt-tomas | basalt-alt-rhea |\n"
                 "| Quillfeather AI | qf-priya | |\n")
            << names << reps << QStringList { s("basalt-alt-rhea"), QString() }
            << QStringList { s("eligible"), s("eligible") };
        QTest::newRow("Member / Primary, no outer pipes, bold headers")
            << s("**Member** | **Primary** | Voting status\n"
                 "--- | --- | ---\n"
                 "Basalt Cloud | https://github.com/basalt-tomas | active\n"
                 "Quillfeather AI | [@qf-priya](https://github.com/qf-priya) | inactive\n")
            << names << reps << QStringList { QString(), QString() }
            << QStringList { s("eligible"), s("suspended") };
        QTest::newRow("columns in another order, Member organization, Notes")
            << s("| Notes | Alternate | Member organization | Representative |\n"
                 "|---|---|---|---|\n"
                 "| joined 2025 | `@basalt-alt-rhea` | Basalt Cloud | `@basalt-tomas` |\n"
                 "| | n/a | Quillfeather AI | Priya Natarajan (@qf-priya) |\n")
            << names << reps << QStringList { s("basalt-alt-rhea"), QString() }
            << QStringList { s("eligible"), s("eligible") };
        QTest::newRow("a README with another table before the roster")
            << s("# Working group\n\n"
                 "| Meeting | Date |\n|---|---|\n| Kick-off | 2025-01-10 |\n\n"
                 "## Voting members\n\n"
                 "| Organisation | Representative | Alternate |\n"
                 "|--------------|----------------|-----------|\n"
                 "| Basalt Cloud | @basalt-tomas | https://www.github.com/basalt-alt-rhea/ |\n"
                 "| Quillfeather AI | @QF-Priya | - |\n\n"
                 "Other text | with a pipe\n")
            << names << QStringList { s("basalt-tomas"), s("QF-Priya") }
            << QStringList { s("basalt-alt-rhea"), QString() }
            << QStringList { s("eligible"), s("eligible") };
    }

    void headerVariants()
    {
        QFETCH(QString, markdown);
        QFETCH(QStringList, names);
        QFETCH(QStringList, representatives);
        QFETCH(QStringList, alternates);
        QFETCH(QStringList, statuses);

        const RosterParseResult result = RosterParser::parseMarkdown(markdown);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.roster->organizations.size(), names.size());
        for (int i = 0; i < names.size(); ++i) {
            const RosterOrganization &organization = result.roster->organizations.at(i);
            QCOMPARE(organization.name, names.at(i));
            QCOMPARE(organization.representative, representatives.at(i));
            QCOMPARE(organization.alternate, alternates.at(i));
            QCOMPARE(organizationStatusId(organization.status), statuses.at(i));
        }
    }

    void statusWithReasonBecomesNote()
    {
        const RosterParseResult result = RosterParser::parseMarkdown(
            s("| Organization | Representative | Status | Note |\n|---|---|---|---|\n"
              "| Vantablue Systems | @vantablue-rep | suspended (missed two meetings) | |\n"
              "| Basalt Cloud | @basalt-tomas | Suspended: dues unpaid | board decision |\n"
              "| Halcyon | @halcyon-lin | Not eligible | |\n"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QList<RosterOrganization> &organizations = result.roster->organizations;
        QCOMPARE(organizations.at(0).status, OrganizationStatus::Suspended);
        QCOMPARE(organizations.at(0).note, s("missed two meetings"));
        QCOMPARE(organizations.at(1).status, OrganizationStatus::Suspended);
        QCOMPARE(organizations.at(1).note, s("board decision")); // the note column wins
        QCOMPARE(organizations.at(2).status, OrganizationStatus::Suspended);
        QCOMPARE(result.roster->eligibleCount(), 0);
    }

    void loginForms_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("login"); // "!" = not a login
        QTest::newRow("@login") << s("@octo-cat") << s("octo-cat");
        QTest::newRow("bare login") << s("octocat") << s("octocat");
        QTest::newRow("profile link") << s("https://github.com/octocat") << s("octocat");
        QTest::newRow("profile link, trailing slash")
            << s("https://github.com/octocat/") << s("octocat");
        QTest::newRow("markdown link") << s("[Mona](https://github.com/octocat)") << s("octocat");
        QTest::newRow("markdown link with @text")
            << s("[@octocat](https://github.com/octocat)") << s("octocat");
        QTest::newRow("name and handle") << s("Mona Lisa (@octocat)") << s("octocat");
        QTest::newRow("code span") << s("`@octocat`") << s("octocat");
        QTest::newRow("bold") << s("**@octocat**") << s("octocat");
        QTest::newRow("managed user") << s("@mona_acme") << s("mona_acme");
        QTest::newRow("em dash") << s("—") << QString();
        QTest::newRow("hyphen") << s("-") << QString();
        QTest::newRow("n/a") << s("N/A") << QString();
        QTest::newRow("none") << s("none") << QString();
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("a name without handle") << s("Mona Lisa") << s("!");
        QTest::newRow("two handles") << s("@alice / @bob") << s("!");
        QTest::newRow("e-mail address") << s("mona@example.com") << s("!");
        QTest::newRow("leading hyphen") << s("@-mona") << s("!");
        QTest::newRow("too long") << QString(40, QLatin1Char('a')) << s("!");
        QTest::newRow("repository link") << s("https://github.com/octocat/hello-world") << s("!");
    }

    void loginForms()
    {
        QFETCH(QString, cell);
        QFETCH(QString, login);
        const std::optional<QString> parsed = RosterParser::loginFromText(cell);
        if (login == QLatin1String("!")) {
            QVERIFY2(!parsed, qPrintable(parsed.value_or(QString())));
        } else {
            QVERIFY(parsed);
            QCOMPARE(*parsed, login);
        }
    }

    void errors_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("errorContains");
        QTest::newRow("no table") << s("# Roster\n\nNo table here.\n")
                                  << s("No Markdown table was found");
        QTest::newRow("no representative column")
            << s("| Organization | Email |\n|---|---|\n| Basalt | tomas@basalt.example |\n")
            << s("has no Representative column (its columns are: Organization, Email)");
        QTest::newRow("neither column")
            << s("| Meeting | Date |\n|---|---|\n| Kick-off | 2025-01-10 |\n")
            << s("has no Organization and no Representative column");
        QTest::newRow("not a login")
            << s("| Organization | Representative |\n|---|---|\n| Basalt | Tomas Novak |\n")
            << s("“Tomas Novak” on line 3 is not a GitHub login");
        QTest::newRow("bad alternate")
            << s("| Organization | Representative | Alternate |\n|---|---|---|\n"
                 "| Basalt | @tomas | Rhea K. |\n")
            << s("“Rhea K.” on line 3 is not a GitHub login");
        QTest::newRow("unknown status")
            << s("| Organization | Representative | Status |\n|---|---|---|\n"
                 "| Basalt | @tomas | probation |\n")
            << s("Unknown status “probation” on line 3");
        QTest::newRow("organization twice")
            << s("| Organization | Representative |\n|---|---|\n| Basalt | @a |\n| basalt | @b |\n")
            << s("listed twice");
        QTest::newRow("one login, two organizations")
            << s("| Organization | Representative | Alternate |\n|---|---|---|\n"
                 "| Basalt | @a | @shared |\n| Halcyon | @Shared | |\n")
            << s("@Shared is listed for both Basalt and Halcyon");
        QTest::newRow("header only")
            << s("| Organization | Representative |\n|---|---|\n") << s("lists no organizations");
        QTest::newRow("row without a name")
            << s("| Organization | Representative |\n|---|---|\n| | @a |\n")
            << s("The organization on line 3 has no name");
        QTest::newRow("table inside a code fence only")
            << s("```\n| Organization | Representative |\n|---|---|\n| Basalt | @a |\n```\n")
            << s("No Markdown table was found");
    }

    void errors()
    {
        QFETCH(QString, markdown);
        QFETCH(QString, errorContains);
        const RosterParseResult result = RosterParser::parseMarkdown(markdown);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(errorContains), qPrintable(result.error));
        QVERIFY(!result.error.contains(QLatin1Char('\n')));
    }

    void warnings()
    {
        const RosterParseResult result = RosterParser::parseMarkdown(
            s("| Organization | Representative | Alternate |\n|---|---|---|\n"
              "| Basalt | @a | @A |\n| Halcyon | — | @h-alt |\n| Vacant Co | | |\n"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.warnings.size(), 3);
        QVERIFY(result.roster->organizations.at(0).alternate.isEmpty());
        QCOMPARE(result.roster->organizations.at(1).alternate, s("h-alt"));
        QCOMPARE(result.roster->eligibleCount(), 3);
    }

    void json()
    {
        const RosterParseResult result = RosterParser::parse(QByteArray(
            "{\"organizations\": [\n"
            "                {\"name\": \"Basalt Cloud\", \"representative\": \"@basalt-tomas\",\n"
            "                 \"alternate\": \"https://github.com/basalt-alt-rhea\", \"status\": "
            "\"eligible\",\n"
            "                 \"note\": \"founding member\"},\n"
            "                {\"name\": \"Vantablue Systems\", \"representative\": "
            "\"vantablue-rep\",\n"
            "                 \"alternate\": null, \"status\": \"suspended\", \"note\": \"missed "
            "two meetings\"},\n"
            "                {\"organization\": \"Halcyon\", \"representative\": \"halcyon-lin\", "
            "\"eligible\": false}\n"
            "            ]}"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QList<RosterOrganization> &organizations = result.roster->organizations;
        QCOMPARE(organizations.size(), 3);
        QCOMPARE(organizations.at(0).representative, s("basalt-tomas"));
        QCOMPARE(organizations.at(0).alternate, s("basalt-alt-rhea"));
        QCOMPARE(organizations.at(0).note, s("founding member"));
        QCOMPARE(organizations.at(1).status, OrganizationStatus::Suspended);
        QVERIFY(organizations.at(1).alternate.isEmpty());
        QCOMPARE(organizations.at(2).name, s("Halcyon"));
        QCOMPARE(organizations.at(2).status, OrganizationStatus::Suspended);

        // A bare array works too.
        QVERIFY(
            RosterParser::parse(QByteArray("[{\"name\": \"A\", \"representative\": \"a\"}]")).ok());
    }

    void jsonErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("errorContains");
        QTest::newRow("broken") << QByteArrayLiteral("{\"organizations\": [")
                                << s("not valid JSON");
        QTest::newRow("no array") << QByteArrayLiteral("{\"orgs\": []}")
                                  << s("“organizations” array");
        QTest::newRow("empty") << QByteArrayLiteral("{\"organizations\": []}")
                               << s("lists no organizations");
        QTest::newRow("not an object") << QByteArrayLiteral("[\"A\"]") << s("is not an object");
        QTest::newRow("no name") << QByteArrayLiteral("[{\"representative\": \"a\"}]")
                                 << s("has no name");
        QTest::newRow("login not text")
            << QByteArrayLiteral("[{\"name\": \"A\", \"representative\": 7}]")
            << s("is not a text");
        QTest::newRow("bad login")
            << QByteArrayLiteral("[{\"name\": \"A\", \"representative\": \"a b\"}]")
            << s("is not a GitHub login");
        QTest::newRow("bad status") << QByteArrayLiteral(
            "[{\"name\": \"A\", \"representative\": \"a\", \"status\": \"maybe\"}]")
                                    << s("Unknown status");
    }

    void jsonErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, errorContains);
        const RosterParseResult result = RosterParser::parse(json);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(errorContains), qPrintable(result.error));
    }

    void markdownTableRoundTrips()
    {
        Roster roster;
        roster.organizations = {
            { s("Basalt Cloud"),
              s("basalt-tomas"),
              s("basalt-alt-rhea"),
              OrganizationStatus::Eligible,
              {} },
            { s("Pipe | Co"),
              s("pipe-rep"),
              {},
              OrganizationStatus::Eligible,
              s("private remark") },
            { s("Vantablue Systems"),
              s("vantablue-rep"),
              {},
              OrganizationStatus::Suspended,
              s("missed two meetings") },
        };
        const QString table = roster.toMarkdownTable();
        QVERIFY(table.startsWith(
            s("| Organization | Representative | Alternate | Status |\n|---|---|---|---|\n")));
        QVERIFY(table.contains(
            s("| Vantablue Systems | @vantablue-rep | — | suspended (missed two meetings) |")));
        QVERIFY(!table.contains(s("private remark"))); // notes of eligible organizations stay local

        const RosterParseResult parsed =
            RosterParser::parseMarkdown(s("Roster:\n\n") + table + s("\n\n_Posted._\n"));
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.roster->organizations.size(), 3);
        QCOMPARE(parsed.roster->organizations.at(1).name, s("Pipe | Co"));
        QCOMPARE(parsed.roster->organizations.at(2).note, s("missed two meetings"));
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(parsed.roster->organizations.at(i).representative,
                     roster.organizations.at(i).representative);
            QCOMPARE(parsed.roster->organizations.at(i).alternate,
                     roster.organizations.at(i).alternate);
            QCOMPARE(parsed.roster->organizations.at(i).status, roster.organizations.at(i).status);
        }

        // JSON round trip keeps everything, notes included.
        QCOMPARE(Roster::fromJson(roster.toJson()), roster);
        QCOMPARE(Roster::fromJson(roster.toJson()).organizations.at(1).note, s("private remark"));
    }

    // Found by fuzz_roster: a name with NUL and other control characters (from a file or JSON)
    // is read as the vote comment's table shows it, so the roster reads back from that table
    // unchanged, and no control character reaches the roster.
    void controlCharactersInCellsReadAsTheTableShowsThem_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("firstName");
        const QString oort = s("Oort\uFFFD\uFFFD Dev\uFFFD[31mices");
        QTest::newRow("markdown") << QByteArrayLiteral(
            "Member | Primary\n--- | ---\nOort\0\0 Dev\x1b[31mices | @oort-one\n"
            "Rime\u200e Labs | @rime-rep\n")
                                  << oort;
        QTest::newRow("json") << QByteArray(
            "[{\"name\": \"Oort\\u0000\\u0000 Dev\\u001b[31mices\", \"representative\": "
            "\"oort-one\"}, {\"name\": \"Rime\\u200e Labs\", \"representative\": \"rime-rep\"}]")
                              << oort;
        // A run of eleven NULs, a name cell with a trailing space, and a byte that is not UTF-8.
        QTest::newRow("long NUL run") << QByteArray::fromBase64(
            "TWVtYmVyIHwgUHJpbWFyeSB8IFNlY29uZGFyO3kgfCBWb3wtLS18dGluZyAicmVwcmVzdmUiOnN0YZZ1cwotLS"
            "0gfCAtLS0gfCAtLS0gfCAtLS0KT29ydAAAAAAAAAAAAAAAIERldmljZXMgIHwgdm90aW5nClBl/CBAcmltZS1y"
            "ZXBAP3wgVEJEIHwgeWVwKwo=")
                                      << s("Oort") + QString(11, QChar(0xFFFD)) + s(" Devices");
    }
    void controlCharactersInCellsReadAsTheTableShowsThem()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, firstName);
        const RosterParseResult parsed = RosterParser::parse(content);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.roster->organizations.size(), 2);
        for (const RosterOrganization &organization : parsed.roster->organizations) {
            QVERIFY2(!text::hasUnsafeCharacters(organization.name), qPrintable(organization.name));
        }
        QCOMPARE(parsed.roster->organizations.at(0).name, firstName);

        const RosterParseResult again =
            RosterParser::parseMarkdown(parsed.roster->toMarkdownTable());
        QVERIFY2(again.ok(), qPrintable(again.error));
        QCOMPARE(again.roster->organizations.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(again.roster->organizations.at(i).name,
                     parsed.roster->organizations.at(i).name);
            QCOMPARE(again.roster->organizations.at(i).representative,
                     parsed.roster->organizations.at(i).representative);
        }
    }

    // Found by fuzz_roster: rosters that must read back from the vote comment's table as they
    // were (names, logins, statuses), whatever the cells hold.
    void fuzzFoundTablesReadBack_data()
    {
        QTest::addColumn<QByteArray>("content");
        // A table whose cells hold code-span backticks (``I, `), a fence-like ``` and NULs.
        QTest::newRow("backticks in cells") << QByteArray::fromBase64(
            "ewogICJvcmdhbml6YXRpb25zIjogWwogICAgeyAibmFtZSI6ICJCYXNhbHRgYGAKfCBPcmdhbml6YXRpb24gfC"
            "BSZXByZXNla3RhdGl2fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8"
            "ZSB8CnwtLS18LS0tfAp8IEluc2lkZSBBIEZlbmN0ZSB8IERlcGVwdXR5IHwgRWxpZ2liaWxpUmVzZWFyY2ggfC"
            "BlIHwgQGlnbm9yZWQgfApgYEkKYCAKfG5zdGl0dXRpb24gfCBEZWxlZ2ECAHRlIHwgRGVwZXB1dHkgfCBFbGln"
            "aWJpbGlSZXNudWxsaCB8IEB3aXNwIHwgQHdpc3AgfCBlbGlnaWJsZSB8CnwgWHlsZW0gSW4jIGBgYAp8IE9yZ2"
            "FufCBub3QgYSBsb2dpbiEgfCDigJQgfCBlbGlnaWJsZSB8CnB0ej9pY29tL3F6LW1pcmEiLCAiZWxpZ2libGUi"
            "OiB0cnVlIH0sCiAgICB7ICJuYW1lIjogIkhlbGlvIENvbXB1dGUiLCAicmVwdmljZXMgfCBAb29ydC1vbmUgfC"
            "BAb29ydC10d28gfCB2b3R0cnVlUGVsYWdpYyBMYWJzIHwgQHAiOiBmYWxzZSB9CiAgXQp9Cg==");
    }
    void fuzzFoundTablesReadBack()
    {
        QFETCH(QByteArray, content);
        const RosterParseResult parsed = RosterParser::parse(content);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        const QString table = parsed.roster->toMarkdownTable();
        const RosterParseResult again = RosterParser::parseMarkdown(table);
        QVERIFY2(again.ok(), qPrintable(again.error + s("\n") + table));
        QCOMPARE(again.roster->organizations.size(), parsed.roster->organizations.size());
        for (qsizetype i = 0; i < parsed.roster->organizations.size(); ++i) {
            const RosterOrganization &before = parsed.roster->organizations.at(i);
            const RosterOrganization &after = again.roster->organizations.at(i);
            QVERIFY2(
                after.name == before.name,
                qPrintable(s("%1 read back as %2 from\n%3").arg(before.name, after.name, table)));
            QCOMPARE(after.representative, before.representative);
            QCOMPARE(after.alternate, before.alternate);
            QCOMPARE(after.status, before.status);
        }
    }

    void parseFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(s("roster.md"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("| Company | Rep |\r\n|---|---|\r\n| Basalt | @tomas |\r\n");
        file.close();
        const RosterParseResult result = RosterParser::parseFile(path);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.roster->source, s("roster.md"));
        QCOMPARE(result.roster->organizations.constFirst().representative, s("tomas"));

        const RosterParseResult missing = RosterParser::parseFile(dir.filePath(s("nope.json")));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error.contains(s("could not be read")), qPrintable(missing.error));
    }

    // What eligibility rules read: a TAC seat, the last activity, the meetings attended, and
    // the meeting list, from a Markdown table and from JSON.
    void eligibilityFactsFromMarkdown()
    {
        const RosterParseResult result = RosterParser::parseMarkdown(
            s("Roster of the Working Group.\n\n"
              "**Meetings held:** 2026-10-08, 2026-09-10; 2026-11-12\n\n"
              "| Organization | Representative | TAC | Last activity | Meetings attended |\n"
              "|---|---|---|---|---|\n"
              "| Basalt Cloud | @basalt-tomas | ✅ | 2026-11-20 | 2026-09-10, 2026-11-12 |\n"
              "| Quarry Labs | @quarry-ines | no | — | |\n"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        const Roster &roster = *result.roster;
        QCOMPARE(roster.meetings,
                 (QList<QDate> { QDate(2026, 9, 10), QDate(2026, 10, 8), QDate(2026, 11, 12) }));
        QVERIFY(roster.organizations.at(0).tacSeat);
        QCOMPARE(roster.organizations.at(0).lastActive, QDate(2026, 11, 20));
        QCOMPARE(roster.organizations.at(0).attended,
                 (QList<QDate> { QDate(2026, 9, 10), QDate(2026, 11, 12) }));
        QVERIFY(!roster.organizations.at(1).tacSeat);
        QVERIFY(!roster.organizations.at(1).lastActive.isValid());
        QVERIFY(roster.organizations.at(1).attended.isEmpty());
        // "Contact" holds "tac" but is no TAC seat column.
        const RosterParseResult contact = RosterParser::parseMarkdown(
            s("| Organization | Representative | Contact |\n|---|---|---|\n"
              "| Basalt Cloud | @basalt-tomas | ops@basalt.example |\n"));
        QVERIFY2(contact.ok(), qPrintable(contact.error));
        QVERIFY(!contact.roster->organizations.at(0).tacSeat);
    }

    void eligibilityFactsThatAreNot_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("named");
        QTest::newRow("a TAC seat of maybe")
            << s("| Organization | Representative | TAC seat |\n|---|---|---|\n"
                 "| Basalt Cloud | @basalt-tomas | maybe |\n")
            << s("maybe");
        QTest::newRow("a date in another format")
            << s("| Organization | Representative | Last active |\n|---|---|---|\n"
                 "| Basalt Cloud | @basalt-tomas | 20/11/2026 |\n")
            << s("20/11/2026");
        QTest::newRow("an impossible date")
            << s("| Organization | Representative | Attended |\n|---|---|---|\n"
                 "| Basalt Cloud | @basalt-tomas | 2026-09-10, 2026-02-30 |\n")
            << s("2026-02-30");
        QTest::newRow("a meeting list with a word")
            << s("Meetings: 2026-09-10, next week\n\n"
                 "| Organization | Representative |\n|---|---|\n| Basalt Cloud | @basalt-tomas |\n")
            << s("line 1");
    }
    void eligibilityFactsThatAreNot()
    {
        QFETCH(QString, markdown);
        QFETCH(QString, named);
        const RosterParseResult result = RosterParser::parseMarkdown(markdown);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(named), qPrintable(result.error));
    }

    void eligibilityFactsFromJson()
    {
        const RosterParseResult result = RosterParser::parseJson(
            "{\"meetings\": [\"2026-11-12\", \"2026-10-08\"], \"organizations\": ["
            "{\"name\": \"Basalt Cloud\", \"representative\": \"basalt-tomas\", "
            "\"tac_seat\": true, \"last_active\": \"2026-11-20\", "
            "\"attended\": [\"2026-11-12\"]},"
            "{\"name\": \"Quarry Labs\", \"representative\": \"quarry-ines\"}]}");
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.roster->meetings,
                 (QList<QDate> { QDate(2026, 10, 8), QDate(2026, 11, 12) }));
        QVERIFY(result.roster->organizations.at(0).tacSeat);
        QCOMPARE(result.roster->organizations.at(0).attended, QList<QDate> { QDate(2026, 11, 12) });
        QVERIFY(!result.roster->organizations.at(1).tacSeat);
        // What the workbench writes (Roster::toJson) it reads back.
        const RosterParseResult again =
            RosterParser::parseJson(QJsonDocument(result.roster->toJson()).toJson());
        QVERIFY2(again.ok(), qPrintable(again.error));
        QCOMPARE(*again.roster, *result.roster);

        for (const QByteArray &bad :
             { QByteArray("{\"organizations\": [{\"name\": \"A\", \"representative\": "
                          "\"a\", \"tac_seat\": \"yes\"}]}"),
               QByteArray("{\"organizations\": [{\"name\": \"A\", \"representative\": "
                          "\"a\", \"attended\": \"2026-11-12\"}]}"),
               QByteArray("{\"meetings\": [\"soon\"], \"organizations\": [{\"name\": "
                          "\"A\", \"representative\": \"a\"}]}") }) {
            const RosterParseResult refused = RosterParser::parseJson(bad);
            QVERIFY2(!refused.ok(), bad.constData());
            QVERIFY(!refused.error.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(tst_RosterParser)
#include "tst_rosterparser.moc"
