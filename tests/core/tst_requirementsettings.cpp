// The user's own requirement definition: the setting review/requirementsFile, what the
// workspace (and through it the GUI and the command line) uses, and that statuses of
// requirements a new definition lacks stay stored.

#include "TestSupport.h"
#include "core/review/Checklist.h"
#include "core/review/ChecklistStore.h"
#include "core/review/RequirementSettings.h"
#include "core/store/IssueCache.h"
#include "core/workspace/Workspace.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::isolateSettings;

namespace {

QJsonObject builtInDefinition()
{
    QFile file(RequirementSet::builtInPath());
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(file.readAll()).object();
}

bool writeJson(const QString &path, const QJsonObject &object)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && file.write(QJsonDocument(object).toJson(QJsonDocument::Indented)) > 0;
}

// The built-in definition without `dropped`, as version "test-2".
QJsonObject definitionWithout(const QString &dropped)
{
    QJsonObject root = builtInDefinition();
    QJsonArray kept;
    const QJsonArray requirements = root.value(QStringLiteral("requirements")).toArray();
    for (const QJsonValue &value : requirements) {
        if (value.toObject().value(QStringLiteral("id")).toString() != dropped) {
            kept.append(value);
        }
    }
    root.insert(QStringLiteral("requirements"), kept);
    root.insert(QStringLiteral("version"), QStringLiteral("test-2"));
    return root;
}

// The built-in definition with an empty title on the first requirement; `line` is where it is.
QJsonObject definitionWithEmptyTitle()
{
    QJsonObject root = builtInDefinition();
    QJsonArray requirements = root.value(QStringLiteral("requirements")).toArray();
    QJsonObject first = requirements.at(0).toObject();
    first.insert(QStringLiteral("title"), QString());
    requirements.replace(0, first);
    root.insert(QStringLiteral("requirements"), requirements);
    return root;
}

int lineOf(const QString &path, const QByteArray &needle)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).contains(needle)) {
            return i + 1;
        }
    }
    return -1;
}

} // namespace

class tst_RequirementSettings : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_withoutSecurity;
    QString m_invalid;

    WorkspaceOptions demoOptions(const QString &name) const
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(name);
        return options;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        isolateSettings(m_dir.path(), QStringLiteral("tst_requirementsettings"));
        QSettings().clear();

        m_withoutSecurity = m_dir.filePath(QStringLiteral("without-security.json"));
        QVERIFY(writeJson(m_withoutSecurity, definitionWithout(QStringLiteral("security-policy"))));
        m_invalid = m_dir.filePath(QStringLiteral("invalid.json"));
        QVERIFY(writeJson(m_invalid, definitionWithEmptyTitle()));
    }

    void cleanup() { QSettings().clear(); }

    void emptySettingMeansBuiltIn()
    {
        QCOMPARE(RequirementSettings::settingsKey(), QStringLiteral("review/requirementsFile"));
        const RequirementDefinition definition = RequirementSettings::loadConfigured();
        QVERIFY(definition.usesBuiltIn());
        QVERIFY(!definition.hasProblem());
        QVERIFY(definition.problemText().isEmpty());
        QCOMPARE(definition.requirements.size(), 10);
    }

    void settingNamesTheUsersFile()
    {
        QSettings settings;
        RequirementSettings::setPath(settings, m_withoutSecurity);
        QCOMPARE(settings.value(QStringLiteral("review/requirementsFile")).toString(),
                 m_withoutSecurity);
        const RequirementDefinition definition = RequirementSettings::loadConfigured();
        QVERIFY(!definition.hasProblem());
        QVERIFY(!definition.usesBuiltIn());
        QCOMPARE(definition.requirements.version(), QStringLiteral("test-2"));
        QCOMPARE(definition.requirements.size(), 9);
        QVERIFY(!definition.requirements.requirement(QStringLiteral("security-policy")));

        // Back to the built-in one: the key goes.
        RequirementSettings::setPath(settings, QString());
        QVERIFY(!settings.contains(RequirementSettings::settingsKey()));
        QVERIFY(RequirementSettings::loadConfigured().usesBuiltIn());
    }

    void invalidFileKeepsTheBuiltInSetAndSaysWhere()
    {
        const int line = lineOf(m_invalid, "\"title\": \"\"");
        QVERIFY(line > 0);
        const RequirementDefinition definition = RequirementSettings::load(m_invalid);
        QVERIFY(definition.hasProblem());
        QVERIFY(definition.usesBuiltIn());
        QCOMPARE(definition.requirements.size(), 10);
        QCOMPARE(definition.problem.line, line);
        QCOMPARE(definition.problem.field, QStringLiteral("requirements[0].title"));
        const QString text = definition.problemText();
        QVERIFY2(text.contains(QStringLiteral("line %1").arg(line)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("requirements[0].title")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("built-in")), qPrintable(text));

        const RequirementDefinition missing =
            RequirementSettings::load(m_dir.filePath(QStringLiteral("missing.json")));
        QVERIFY(missing.hasProblem());
        QVERIFY(missing.usesBuiltIn());
    }

    void workspaceUsesTheSettingOrTheOverride()
    {
        QSettings settings;
        RequirementSettings::setPath(settings, m_withoutSecurity);
        settings.sync();
        {
            Workspace workspace(demoOptions(QStringLiteral("setting.sqlite3")));
            QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
            QCOMPARE(workspace.requirements().version(), QStringLiteral("test-2"));
        }
        {
            // --requirements: for this run only, and an empty value means the built-in one.
            WorkspaceOptions options = demoOptions(QStringLiteral("override.sqlite3"));
            options.requirementsFile = QString();
            Workspace workspace(options);
            QVERIFY(workspace.open());
            QVERIFY(workspace.requirements().isBuiltIn());
            QVERIFY(!workspace.requirementDefinition().hasProblem());
        }
        {
            WorkspaceOptions options = demoOptions(QStringLiteral("override.sqlite3"));
            options.requirementsFile = m_invalid;
            Workspace workspace(options);
            QVERIFY(workspace.open()); // not fatal: the built-in set, with the problem
            QVERIFY(workspace.requirements().isBuiltIn());
            QVERIFY(workspace.requirementDefinition().hasProblem());
            QCOMPARE(workspace.requirementDefinition().path, m_invalid);
        }
    }

    void statusesOfDroppedRequirementsStayStored()
    {
        Workspace workspace(demoOptions(QStringLiteral("statuses.sqlite3")));
        QVERIFY(workspace.open());
        QVERIFY(workspace.requirements().isBuiltIn());
        ChecklistStore store(workspace.database());
        QVERIFY(store.setEntry(21, QStringLiteral("security-policy"), ChecklistStatus::Met,
                               QStringLiteral("SECURITY.md with timelines")));
        QVERIFY(store.setStatus(21, QStringLiteral("maintainers"), ChecklistStatus::Gap));

        // The user picks a definition without security-policy.
        QSignalSpy changed(&workspace, &Workspace::requirementsChanged);
        QSettings settings;
        RequirementSettings::setPath(settings, m_withoutSecurity);
        workspace.reloadRequirements();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(workspace.requirements().size(), 9);

        // Not shown: the checklist and its progress know nine requirements...
        const std::optional<Issue> issue = IssueCache(workspace.database()).issue(21);
        QVERIFY(issue);
        const Checklist checklist = Checklist::load(
            *issue, IssueCache(workspace.database()).comments(21), workspace.requirements(), store);
        QVERIFY(!checklist.item(QStringLiteral("security-policy")));
        QCOMPARE(checklist.progress().total(), 9);
        QCOMPARE(checklist.progress().count(ChecklistStatus::Met), 0);
        QCOMPARE(checklist.progress().count(ChecklistStatus::Gap), 1);
        // ...but the reviewer's work is still in the database,
        const ChecklistEntry kept = store.entry(21, QStringLiteral("security-policy"));
        QCOMPARE(kept.status, ChecklistStatus::Met);
        QCOMPARE(kept.note, QStringLiteral("SECURITY.md with timelines"));
        QCOMPARE(store.allStatuses().value(21).value(QStringLiteral("security-policy")),
                 ChecklistStatus::Met);

        // ...and back with the built-in definition.
        RequirementSettings::setPath(settings, QString());
        workspace.reloadRequirements();
        QCOMPARE(changed.count(), 2);
        const Checklist again = Checklist::load(
            *issue, IssueCache(workspace.database()).comments(21), workspace.requirements(), store);
        QCOMPARE(again.item(QStringLiteral("security-policy"))->entry.status, ChecklistStatus::Met);
        QCOMPARE(again.progress().count(ChecklistStatus::Met), 1);
    }

    void reloadEndsTheCommandLineOverride()
    {
        WorkspaceOptions options = demoOptions(QStringLiteral("reload.sqlite3"));
        options.requirementsFile = m_withoutSecurity;
        Workspace workspace(options);
        QVERIFY(workspace.open());
        QCOMPARE(workspace.requirements().size(), 9);
        // The user chose in the window (here: nothing, the built-in one).
        workspace.reloadRequirements();
        QVERIFY(workspace.requirements().isBuiltIn());
    }
};

QTEST_GUILESS_MAIN(tst_RequirementSettings)
#include "tst_requirementsettings.moc"
