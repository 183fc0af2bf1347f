// The requirement definition: the built-in resource loads and holds the ten admission
// requirements; broken user files are rejected with the line and the field, and the built-in
// set stays in use.

#include "core/i18n/Translations.h"
#include "core/issueform/IssueForm.h"
#include "core/preview/AutomaticChecks.h"
#include "core/review/RequirementSet.h"

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace acp;

namespace {

QString sourceDefinitionPath()
{
    return QDir::cleanPath(
        QStringLiteral(ACP_TEST_DATA_DIR "/../../resources/requirements/acp-requirements.json"));
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// The 1-based line of the first occurrence of `needle` at or after line `fromLine`.
int lineOf(const QByteArray &text, const QByteArray &needle, int fromLine = 1)
{
    const QList<QByteArray> lines = text.split('\n');
    for (int i = fromLine - 1; i < lines.size(); ++i) {
        if (lines.at(i).contains(needle))
            return i + 1;
    }
    return -1;
}

// A small valid definition whose lines the tests know by heart. (moc 6.4 cannot read raw
// string literals, hence the escapes.)
const char *const smallDefinition =
    "{\n"
    "  \"format_version\": 1,\n"
    "  \"version\": \"test-1\",\n"
    "  \"date\": \"2026-02-01\",\n"
    "  \"requirements\": [\n"
    "    {\n"
    "      \"id\": \"security-policy\",\n"
    "      \"group\": \"Maintenance\",\n"
    "      \"title\": \"Security policy\",\n"
    "      \"description\": \"A vulnerability policy.\",\n"
    "      \"guidance\": \"\",\n"
    "      \"document_url\": \"https://example.org/acp#security\",\n"
    "      \"heading_aliases\": [\"Security policy\", \"Security\"],\n"
    "      \"keywords\": [\"vulnerability\"],\n"
    "      \"checks\": [\"security-policy\"]\n"
    "    },\n"
    "    {\n"
    "      \"id\": \"maintenance-commitment\",\n"
    "      \"group\": \"Maintenance\",\n"
    "      \"title\": \"Maintenance commitment\",\n"
    "      \"description\": \"At least 12 months.\",\n"
    "      \"guidance\": \"Look for a number of months.\",\n"
    "      \"document_url\": \"https://example.org/acp#maintenance\",\n"
    "      \"heading_aliases\": [\"Maintenance commitment\"],\n"
    "      \"keywords\": [\"maintenance\"],\n"
    "      \"checks\": [],\n"
    "      \"statuses\": [\"met\", \"gap\"]\n"
    "    }\n"
    "  ]\n"
    "}\n";

} // namespace

class tst_RequirementSet : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        file.write(content);
        return path;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void builtInLoadsTheTenAdmissionRequirements()
    {
        RequirementSetError error;
        const std::optional<RequirementSet> loaded =
            RequirementSet::load(RequirementSet::builtInPath(), &error);
        QVERIFY2(loaded, qPrintable(error.toString()));

        const RequirementSet set = RequirementSet::builtIn();
        QVERIFY(set.isBuiltIn());
        QCOMPARE(set.formatVersion(), 1);
        QVERIFY(!set.version().isEmpty());
        QVERIFY(set.date().isValid());
        const QStringList expected = {
            QStringLiteral("pytorch-integration"), QStringLiteral("feature-list"),
            QStringLiteral("working-ci"),          QStringLiteral("ci-integration"),
            QStringLiteral("release-plan"),        QStringLiteral("package"),
            QStringLiteral("maintainers"),         QStringLiteral("maintenance-commitment"),
            QStringLiteral("release-gap"),         QStringLiteral("security-policy"),
        };
        QCOMPARE(set.ids(), expected);
        QCOMPARE(set.groups(),
                 QStringList({ QStringLiteral("Functional"), QStringLiteral("Maintenance") }));
        for (const Requirement &requirement : set.requirements()) {
            QVERIFY(!requirement.title.isEmpty());
            QVERIFY(!requirement.description.isEmpty());
            QVERIFY2(!requirement.guidance.isEmpty(), qPrintable(requirement.id));
            QVERIFY2(!requirement.headingAliases.isEmpty(), qPrintable(requirement.id));
            QVERIFY2(!requirement.keywords.isEmpty(), qPrintable(requirement.id));
            QVERIFY(requirement.documentUrl.toString().startsWith(
                QStringLiteral("https://github.com/pytorch-fdn/additional-compute-platforms")));
            QCOMPARE(requirement.statuses, allChecklistStatuses());
            const QString group = requirement.group;
            QCOMPARE(group,
                     set.indexOf(requirement.id) < 6 ? QStringLiteral("Functional")
                                                     : QStringLiteral("Maintenance"));
        }
        // The automatic checks, each on its requirement (the CI relay's on CI integration).
        for (const QString &check : RequirementSet::knownChecks()) {
            const QString id =
                check == QLatin1String("ci-relay") ? QStringLiteral("ci-integration") : check;
            QVERIFY2(set.requirement(id), qPrintable(id));
            QCOMPARE(set.requirement(id)->checks, QStringList { check });
        }
        QCOMPARE(RequirementSet::knownChecks(), AutomaticChecks::knownChecks());
        QCOMPARE(set.requirement(QStringLiteral("maintainers"))->checks, QStringList());
        QVERIFY(!set.requirement(QStringLiteral("no-such-requirement")));
    }

    void builtInResourceIsTheSourceFile()
    {
        const QByteArray source = readFile(sourceDefinitionPath());
        QVERIFY(!source.isEmpty());
        QCOMPARE(readFile(RequirementSet::builtInPath()), source);
    }

    void validUserFileIsUsed()
    {
        const QString path = write(QStringLiteral("valid.json"), smallDefinition);
        RequirementSetError problem;
        const RequirementSet set = RequirementSet::loadOrBuiltIn(path, &problem);
        QVERIFY2(problem.isNull(), qPrintable(problem.toString()));
        QVERIFY(!set.isBuiltIn());
        QCOMPARE(set.source(), path);
        QCOMPARE(set.version(), QStringLiteral("test-1"));
        QCOMPARE(set.date(), QDate(2026, 2, 1));
        QCOMPARE(set.size(), 2);
        const Requirement *maintenance = set.requirement(QStringLiteral("maintenance-commitment"));
        QVERIFY(maintenance);
        // A restricted status list still starts unreviewed.
        QCOMPARE(maintenance->statuses,
                 QList<ChecklistStatus>(
                     { ChecklistStatus::Unreviewed, ChecklistStatus::Met, ChecklistStatus::Gap }));
        QVERIFY(!maintenance->allowsStatus(ChecklistStatus::NotApplicable));
        QCOMPARE(set.requirement(QStringLiteral("security-policy"))->guidance, QString());
    }

    // The reader sees the interface's language where the file has it; comments quote the file's
    // own text (title, description, guidance stay untouched).
    void translationsFollowTheInterfaceLanguage()
    {
        QByteArray json = smallDefinition;
        json.replace("\"version\": \"test-1\",",
                     "\"version\": \"test-1\",\n  \"title\": \"Test set\",\n"
                     "  \"translations\": { \"de\": { \"title\": \"Testkatalog\" } },");
        json.replace(
            "\"guidance\": \"Look for a number of months.\",",
            "\"guidance\": \"Look for a number of months.\",\n"
            "      \"translations\": {\n"
            "        \"de\": { \"title\": \"Wartungszusage\", \"guidance\": \"Monate.\" },\n"
            "        \"zh_CN\": { \"title\": \"维护承诺\" }\n"
            "      },");
        RequirementSetError error;
        const auto set =
            RequirementSet::load(write(QStringLiteral("translated.json"), json), &error);
        QVERIFY2(set, qPrintable(error.toString()));
        const Requirement *maintenance = set->requirement(QStringLiteral("maintenance-commitment"));
        QVERIFY(maintenance);
        QCOMPARE(maintenance->translations.size(), 2);

        const auto restore = qScopeGuard([] { installTranslations(QLocale::c()); });
        installTranslations(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(maintenance->displayTitle(), QStringLiteral("Wartungszusage"));
        QCOMPARE(maintenance->displayGuidance(), QStringLiteral("Monate."));
        QCOMPARE(maintenance->displayDescription(),
                 QStringLiteral("At least 12 months.")); // not given
        QCOMPARE(maintenance->title, QStringLiteral("Maintenance commitment"));
        QCOMPARE(set->displayTitle(), QStringLiteral("Testkatalog"));
        QCOMPARE(set->requirement(QStringLiteral("security-policy"))->displayTitle(),
                 QStringLiteral("Security policy")); // no translations at all

        installTranslations(
            QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China));
        QCOMPARE(maintenance->displayTitle(), QString::fromUtf8("维护承诺"));
        QCOMPARE(maintenance->displayGuidance(), QStringLiteral("Look for a number of months."));
        QCOMPARE(set->displayTitle(), QStringLiteral("Test set"));

        installTranslations(QLocale(QLocale::Japanese));
        QCOMPARE(maintenance->displayTitle(), QStringLiteral("Maintenance commitment"));
    }

    // The shipped definition carries the three shipped interface languages for every requirement.
    void builtInIsTranslatedForEveryShippedLanguage()
    {
        const RequirementSet set = RequirementSet::builtIn();
        for (const Requirement &requirement : set.requirements()) {
            for (const char *language : { "de", "ja", "zh_CN" }) {
                const RequirementText text =
                    requirement.translations.value(QString::fromLatin1(language));
                QVERIFY2(!text.title.isEmpty() && !text.description.isEmpty()
                             && !text.guidance.isEmpty(),
                         qPrintable(requirement.id + QLatin1Char(' ') + QLatin1String(language)));
            }
        }
    }

    // The Working Group's draft form ships as a profile of the built-in definition: one heading
    // may answer several requirements, some give facts, and no section answers security-policy.
    void builtInKnowsTheWorkingGroupsDraftForm()
    {
        const RequirementSet set = RequirementSet::builtIn();
        const FormProfile *profile = set.formProfile(QStringLiteral("wg-draft-2026"));
        QVERIFY(profile);
        QCOMPARE(profile->sections.size(), 23);
        QCOMPARE(profile->sections.first().heading, QStringLiteral("Contact Emails"));
        QCOMPARE(profile->sections.last().heading, QStringLiteral("Additional Information"));
        const FormProfileSection *release =
            profile->section(IssueForm::headingKey(u"release plan"));
        QVERIFY(release);
        QCOMPARE(release->answers,
                 QStringList({ QStringLiteral("release-plan"), QStringLiteral("release-gap") }));
        QCOMPARE(profile->section(IssueForm::headingKey(u"License"))->fact,
                 QStringLiteral("license"));
        for (const QString &id : set.ids())
            QCOMPARE(profile->answers(id), id != QLatin1String("security-policy"));
    }

    void byteOrderMarkIsAccepted()
    {
        const QString path =
            write(QStringLiteral("bom.json"), QByteArray("\xEF\xBB\xBF") + smallDefinition);
        RequirementSetError error;
        QVERIFY2(RequirementSet::load(path, &error), qPrintable(error.toString()));
    }

    void invalidFilesNameLineAndField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("phrase");

        const QByteArray base = smallDefinition;
        auto replaced = [&](const char *before, const char *after) {
            QByteArray copy = base;
            Q_ASSERT(copy.contains(before));
            return copy.replace(before, after);
        };
        const int secondObject = lineOf(base, "\"id\": \"maintenance-commitment\"") - 1;

        QTest::newRow("syntax: missing comma") << replaced("\"test-1\",", "\"test-1\"") << 4 << 4
                                               << QString() << QStringLiteral("not valid JSON");
        QTest::newRow("syntax: garbage after the document") << base
                + "}\n" << 31 << 1 << QString() << QStringLiteral("garbage");
        QTest::newRow("missing field")
            << replaced("      \"guidance\": \"Look for a number of months.\",\n", "")
            << secondObject << 5 << QStringLiteral("requirements[1].guidance")
            << QStringLiteral("missing");
        QTest::newRow("missing top-level field")
            << replaced("  \"date\": \"2026-02-01\",\n", "") << 1 << 1 << QStringLiteral("date")
            << QStringLiteral("missing");
        QTest::newRow("wrong type: number for text")
            << replaced("\"title\": \"Security policy\"", "\"title\": 42") << 9 << 16
            << QStringLiteral("requirements[0].title")
            << QStringLiteral("must be text, not a number");
        QTest::newRow("wrong type: text for a list")
            << replaced("\"keywords\": [\"maintenance\"]", "\"keywords\": \"maintenance\"")
            << lineOf(base, "[\"maintenance\"]") << 19 << QStringLiteral("requirements[1].keywords")
            << QStringLiteral("list of text");
        QTest::newRow("wrong type: list element")
            << replaced("[\"Security policy\", \"Security\"]", "[\"Security policy\", null]") << 13
            << 46 << QStringLiteral("requirements[0].heading_aliases[1]")
            << QStringLiteral("not null");
        QTest::newRow("wrong type: format_version")
            << replaced("\"format_version\": 1", "\"format_version\": \"1\"") << 2 << 3
            << QStringLiteral("format_version") << QStringLiteral("whole number");
        QTest::newRow("duplicate id")
            << replaced("\"id\": \"maintenance-commitment\"", "\"id\": \"security-policy\"")
            << secondObject + 1 << 13 << QStringLiteral("requirements[1].id")
            << QStringLiteral("is already the id of requirements[0]");
        QTest::newRow("unknown field")
            << replaced("\"guidance\": \"\"", "\"guidance\": \"\", \"titel\": \"x\"") << 11 << 23
            << QStringLiteral("requirements[0].titel") << QStringLiteral("Unknown field");
        QTest::newRow("unknown check") << replaced("\"checks\": [\"security-policy\"]",
                                                   "\"checks\": [\"security-policy\", \"fuzzing\"]")
                                       << 15 << 37 << QStringLiteral("requirements[0].checks[1]")
                                       << QStringLiteral("unknown check “fuzzing”");
        QTest::newRow("unknown status")
            << replaced("[\"met\", \"gap\"]", "[\"met\", \"approved\"]") << secondObject + 10 << 27
            << QStringLiteral("requirements[1].statuses[1]")
            << QStringLiteral("unknown status “approved”");
        QTest::newRow("key written twice") << replaced(
            "\"group\": \"Maintenance\",\n      \"title\": \"Security",
            "\"group\": \"Maintenance\", \"group\": \"Functional\",\n      \"title\": \"Security")
                                           << 8 << 31 << QStringLiteral("requirements[0].group")
                                           << QStringLiteral("appears twice");
        QTest::newRow("newer format")
            << replaced("\"format_version\": 1", "\"format_version\": 2") << 2 << 3
            << QStringLiteral("format_version")
            << QStringLiteral("is 2: the file is written for a newer version");
        QTest::newRow("bad date") << replaced("2026-02-01", "2026-02-30") << 4 << 11
                                  << QStringLiteral("date") << QStringLiteral("YYYY-MM-DD");
        QTest::newRow("hostile document url")
            << replaced("https://example.org/acp#security", "javascript:alert(1)") << 12 << 23
            << QStringLiteral("requirements[0].document_url") << QStringLiteral("http or https");
        QTest::newRow("bad id") << replaced("\"id\": \"security-policy\"",
                                            "\"id\": \"Security Policy\"")
                                << 7 << 13 << QStringLiteral("requirements[0].id")
                                << QStringLiteral("lowercase");
        QTest::newRow("alias shared by two requirements")
            << replaced("[\"Maintenance commitment\"]",
                        "[\"Maintenance commitment\", \"SECURITY!\"]")
            << secondObject + 7 << 53 << QStringLiteral("requirements[1].heading_aliases[1]")
            << QStringLiteral("also a heading alias of requirement");
        QTest::newRow("no requirements")
            << QByteArray("{\"format_version\": 1, \"version\": \"x\", \"date\": \"2026-01-01\",\n"
                          " \"requirements\": []}")
            << 2 << 18 << QStringLiteral("requirements") << QStringLiteral("at least one");
        QTest::newRow("not an object")
            << QByteArray("\n  [1, 2]") << 2 << 3 << QString() << QStringLiteral("JSON object");
        const int translationLine = lineOf(base, "\"guidance\": \"Look for");
        QTest::newRow("translation: unknown field")
            << replaced("\"guidance\": \"Look for a number of months.\",",
                        "\"guidance\": \"Look for a number of months.\",\n"
                        "      \"translations\": { \"de\": { \"titel\": \"Wartung\" } },")
            << translationLine + 1 << 33 << QStringLiteral("requirements[1].translations.de.titel")
            << QStringLiteral("Unknown field");
        QTest::newRow("translation: language name")
            << replaced("\"guidance\": \"Look for a number of months.\",",
                        "\"guidance\": \"Look for a number of months.\",\n"
                        "      \"translations\": { \"German\": { \"title\": \"Wartung\" } },")
            << translationLine + 1 << 25 << QStringLiteral("requirements[1].translations.German")
            << QStringLiteral("languages are named like");
        QTest::newRow("translation: empty title")
            << replaced("\"guidance\": \"Look for a number of months.\",",
                        "\"guidance\": \"Look for a number of months.\",\n"
                        "      \"translations\": { \"de\": { \"title\": \" \" } },")
            << translationLine + 1 << 42 << QStringLiteral("requirements[1].translations.de.title")
            << QStringLiteral("must not be empty");
        // Form profiles: what each heading of a known form answers.
        auto withProfile = [&](const char *sections) -> QByteArray {
            QByteArray copy = base;
            const QByteArray tail = "  ]\n}\n";
            Q_ASSERT(copy.endsWith(tail));
            copy.chop(tail.size());
            return copy
                + "  ],\n  \"form_profiles\": [\n    {\n      \"id\": \"wg-form\",\n"
                  "      \"title\": \"WG form\",\n      \"sections\": [\n"
                + QByteArray(sections) + "\n      ]\n    }\n  ]\n}\n";
        };
        // Line and 1-based column of `needle` in `json`.
        auto where = [](const QByteArray &json, const QByteArray &needle) {
            const int line = lineOf(json, needle);
            return std::pair { line, int(json.split('\n').at(line - 1).indexOf(needle)) + 1 };
        };
        {
            const QByteArray json = withProfile(
                "        { \"heading\": \"Security\", \"answers\": [\"release-plan\"] }");
            const auto [line, column] = where(json, "\"release-plan\"");
            QTest::newRow("profile: unknown requirement")
                << json << line << column
                << QStringLiteral("form_profiles[0].sections[0].answers[0]")
                << QStringLiteral("no requirement has the id");
        }
        {
            const QByteArray json = withProfile(
                "        { \"heading\": \"Security\", \"answers\": [\"security-policy\"] "
                "},\n        { \"heading\": \"security:\", \"fact\": \"license\" }");
            const auto [line, column] = where(json, "\"security:\"");
            QTest::newRow("profile: the same heading twice")
                << json << line << column << QStringLiteral("form_profiles[0].sections[1].heading")
                << QStringLiteral("already has the heading");
        }
        {
            const QByteArray json = withProfile("        { \"heading\": \"License\" }");
            const auto [line, column] = where(json, "{ \"heading\": \"License\" }");
            QTest::newRow("profile: a section that answers nothing")
                << json << line << column << QStringLiteral("form_profiles[0].sections[0]")
                << QStringLiteral("or both");
        }
        // Columns count characters, not bytes.
        QTest::newRow("column after non-ASCII text")
            << replaced("\"title\": \"Security policy\",", "\"title\": \"Sécurité — 安全\" \"x\",")
            << 9 << 33 << QString() << QStringLiteral("not valid JSON");
    }

    void invalidFilesNameLineAndField()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, field);
        QFETCH(QString, phrase);

        const QString path = write(QStringLiteral("broken.json"), json);
        RequirementSetError error;
        QVERIFY(!RequirementSet::load(path, &error));
        const QString message = error.toString();
        QVERIFY2(message.contains(phrase), qPrintable(message));
        QCOMPARE(error.line, line);
        QCOMPARE(error.column, column);
        QCOMPARE(error.field, field);
        QCOMPARE(error.source, path);
        QVERIFY2(message.contains(QStringLiteral("line %1, column %2").arg(line).arg(column)),
                 qPrintable(message));
        if (!field.isEmpty())
            QVERIFY2(message.contains(field), qPrintable(message));

        // The built-in set stays in use.
        RequirementSetError problem;
        const RequirementSet used = RequirementSet::loadOrBuiltIn(path, &problem);
        QVERIFY(used.isBuiltIn());
        QCOMPARE(used.size(), 10);
        QCOMPARE(problem.toString(), message);
    }

    void unreadableAndHugeFilesAreRejected()
    {
        RequirementSetError error;
        QVERIFY(!RequirementSet::load(m_dir.filePath(QStringLiteral("missing.json")), &error));
        QCOMPARE(error.line, 0);
        QVERIFY2(error.toString().contains(QStringLiteral("could not be read")),
                 qPrintable(error.toString()));

        const QString huge = write(QStringLiteral("huge.json"),
                                   QByteArray("[\"") + QByteArray(2 * 1024 * 1024, 'a') + "\"]");
        QVERIFY(!RequirementSet::load(huge, &error));
        QVERIFY2(error.toString().contains(QStringLiteral("larger than")),
                 qPrintable(error.toString()));
        QVERIFY(RequirementSet::loadOrBuiltIn(huge).isBuiltIn());
    }

    void emptyPathMeansBuiltIn()
    {
        RequirementSetError problem;
        QVERIFY(RequirementSet::loadOrBuiltIn(QString(), &problem).isBuiltIn());
        QVERIFY(problem.isNull());
    }
};

QTEST_GUILESS_MAIN(tst_RequirementSet)
#include "tst_requirementset.moc"
