#include "TestSupport.h"
#include "core/actions/ActionSettings.h"
#include "core/i18n/Translations.h"
#include "core/preview/LinkPreviewService.h"
#include "core/review/ReviewState.h"
#include "core/workspace/Workspace.h"
#include "ui/applications/ApplicationListModel.h"
#include "ui/settings/DesktopActions.h"
#include "ui/settings/RuleFileField.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/settings/ShortcutsDialog.h"
#include "ui/voting/RosterDialog.h"
#include "ui/voting/RosterEditor.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WorkbenchSession.h"
#include "ui/window/WorkspaceMenu.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace acp;
using acp::test::isolateSettings;
using acp::test::s;

namespace {

template<typename T> T *child(const QWidget &parent, const char *name)
{
    T *widget = parent.findChild<T *>(QLatin1String(name));
    if (!widget)
        qWarning("no child %s", name);
    return widget;
}

} // namespace

class tst_SettingsDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;

    WorkspaceOptions demoOptions() const
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dataDir.filePath(s("demo.sqlite3"));
        return options;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_settingsDir.isValid());
        QVERIFY(m_dataDir.isValid());
        isolateSettings(m_settingsDir.path(), QStringLiteral("tst_settingsdialog"));
    }

    void init() { QSettings().clear(); }

    void showsTheCurrentSettings()
    {
        QSettings settings;
        settings.setValue(s("labels/voting"), s("Vote Open"));
        settings.setValue(s("actions/deficiencyDays"), 45);
        settings.setValue(s("actions/voteMinimumDays"), 40); // past the deadline: cut to it
        settings.setValue(s("actions/voteDeadlineDays"), 21);
        settings.setValue(s("previews/fetchPolicy"), s("ask"));
        settings.setValue(s("i18n/language"), s("ja"));
        settings.setValue(s("review/requirementsFile"), s("/tmp/requirements.json"));
        settings.sync();

        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        SettingsDialog dialog(&workspace);
        QCOMPARE(child<QLineEdit>(dialog, "label_voting")->text(), s("Vote Open"));
        QVERIFY(child<QLineEdit>(dialog, "label_new")->text().isEmpty());
        QCOMPARE(child<QLineEdit>(dialog, "label_new")->placeholderText(), s("new"));
        QCOMPARE(child<QSpinBox>(dialog, "deficiencyDaysSpin")->value(), 45);
        QCOMPARE(child<QSpinBox>(dialog, "voteMinimumDaysSpin")->value(), 21);
        QCOMPARE(child<QSpinBox>(dialog, "voteDeadlineDaysSpin")->value(), 21);
        QCOMPARE(child<QSpinBox>(dialog, "reviewIntervalSpin")->value(), 6);
        QVERIFY(child<QRadioButton>(dialog, "fetchAsk")->isChecked());
        QCOMPARE(child<QComboBox>(dialog, "languageCombo")->currentData().toString(), s("ja"));
        QCOMPARE(dialog.requirementsFile(), s("/tmp/requirements.json"));
        QCOMPARE(child<QLineEdit>(dialog, "repositoryEdit")->text(), s("Demo workspace (offline)"));
        QVERIFY(child<QLineEdit>(dialog, "repositoryEdit")->isReadOnly());
        QCOMPARE(child<QLineEdit>(dialog, "dataFolderEdit")->placeholderText(),
                 QDir::toNativeSeparators(Workspace::defaultDataFolder()));
        QVERIFY(child<QLabel>(dialog, "countingRuleText")
                    ->text()
                    .contains(s("approvals exceed half of the participating")));
        // Every tab is reachable.
        auto *tabs = child<QTabWidget>(dialog, "settingsTabs");
        QCOMPARE(tabs->count(), 7);
        dialog.setCurrentPage(SettingsDialog::Page::Language);
        QCOMPARE(dialog.currentPage(), SettingsDialog::Page::Language);
    }

    void acceptSavesEverything()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        SettingsDialog dialog(&workspace);
        QSignalSpy requirementSpy(&dialog, &SettingsDialog::requirementFileChanged);
        QSignalSpy languageSpy(&dialog, &SettingsDialog::languageChanged);
        QSignalSpy savedSpy(&dialog, &SettingsDialog::settingsSaved);
        QSignalSpy workspaceSpy(&workspace, &Workspace::settingsChanged);

        QTemporaryDir data;
        child<QLineEdit>(dialog, "dataFolderEdit")->setText(data.path());
        child<QLineEdit>(dialog, "label_approved")->setText(s("  Accepted "));
        child<QLineEdit>(dialog, "label_deficiency")->setText(s("needs-fix"));
        child<QLineEdit>(dialog, "templateFolderEdit")->setText(m_dataDir.path());
        auto *rule = child<QComboBox>(dialog, "countingRuleCombo");
        rule->setCurrentIndex(rule->findData(s("votes-cast")));
        QVERIFY(child<QLabel>(dialog, "countingRuleText")
                    ->text()
                    .contains(s("approvals outnumber rejections")));
        child<QSpinBox>(dialog, "reviewIntervalSpin")->setValue(3);
        child<QSpinBox>(dialog, "deficiencyDaysSpin")->setValue(30);
        child<QSpinBox>(dialog, "voteDeadlineDaysSpin")->setValue(14);
        child<QSpinBox>(dialog, "voteMinimumDaysSpin")->setValue(20); // held at the deadline
        dialog.setRequirementsFile(m_dataDir.filePath(s("requirements.json")));
        child<QRadioButton>(dialog, "fetchNever")->setChecked(true);
        auto *language = child<QComboBox>(dialog, "languageCombo");
        language->setCurrentIndex(language->findData(s("de")));
        QCOMPARE(language->currentText(), s("Deutsch"));

        // Nothing is written before OK.
        QVERIFY(!QSettings().contains(s("labels/approved")));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        const QSettings settings;
        QCOMPARE(settings.value(s("workspace/dataFolder")).toString(),
                 QDir::cleanPath(data.path()));
        QCOMPARE(Workspace::dataFolder(), QDir::cleanPath(data.path()));
        QCOMPARE(settings.value(s("labels/approved")).toString(), s("Accepted"));
        QVERIFY(!settings.contains(s("labels/new"))); // empty: the default
        const ActionSettings actions = ActionSettings::load(settings);
        QCOMPARE(actions.deficiencyLabel, s("needs-fix"));
        QCOMPARE(actions.retiredLabel, s("retired"));
        QCOMPARE(actions.templateFolder, m_dataDir.path());
        QCOMPARE(actions.countingRule, CountingRule::MajorityOfVotesCast);
        QCOMPARE(actions.reviewIntervalMonths, 3);
        QCOMPARE(actions.deficiencyDays, 30);
        QCOMPARE(actions.voteDeadlineDays, 14);
        QCOMPARE(actions.voteMinimumDays, 14);
        QCOMPARE(settings.value(s("review/requirementsFile")).toString(),
                 m_dataDir.filePath(s("requirements.json")));
        QCOMPARE(settings.value(s("previews/fetchPolicy")).toString(), s("never"));
        QCOMPARE(settings.value(s("i18n/language")).toString(), s("de"));
        QCOMPARE(configuredLanguage(), s("de"));
        QCOMPARE(configuredLocale().language(), QLocale::German);

        QCOMPARE(requirementSpy.size(), 1);
        QCOMPARE(languageSpy.size(), 1);
        QCOMPARE(savedSpy.size(), 1);
        // The open workspace follows at once.
        QCOMPARE(workspaceSpy.size(), 1);
        QCOMPARE(workspace.labelScheme().labelFor(ReviewState::Approved), s("Accepted"));

        // Opening again and accepting without changes signals nothing but the save.
        SettingsDialog again(&workspace);
        QSignalSpy requirementAgain(&again, &SettingsDialog::requirementFileChanged);
        QSignalSpy languageAgain(&again, &SettingsDialog::languageChanged);
        again.accept();
        QCOMPARE(requirementAgain.size(), 0);
        QCOMPARE(languageAgain.size(), 0);

        // "Use Built-in" clears the file; "Use Default" the data folder.
        SettingsDialog third(&workspace);
        QSignalSpy requirementThird(&third, &SettingsDialog::requirementFileChanged);
        child<QPushButton>(third, "requirementsBuiltInButton")->click();
        child<QPushButton>(third, "dataFolderDefaultButton")->click();
        third.accept();
        QCOMPARE(requirementThird.size(), 1);
        QVERIFY(!QSettings().contains(s("review/requirementsFile")));
        QVERIFY(!QSettings().contains(s("workspace/dataFolder")));
        QCOMPARE(Workspace::dataFolder(), Workspace::defaultDataFolder());
    }

    void cancelChangesNothing()
    {
        {
            QSettings settings;
            settings.setValue(s("labels/voting"), s("Vote Open"));
            settings.setValue(s("previews/fetchPolicy"), s("always"));
        }
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        SettingsDialog dialog(&workspace);
        QSignalSpy savedSpy(&dialog, &SettingsDialog::settingsSaved);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        child<QLineEdit>(dialog, "label_voting")->setText(s("Something Else"));
        child<QRadioButton>(dialog, "fetchNever")->setChecked(true);
        child<QLineEdit>(dialog, "dataFolderEdit")->setText(m_dataDir.path());
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(savedSpy.size(), 0);

        const QSettings settings;
        QCOMPARE(settings.value(s("labels/voting")).toString(), s("Vote Open"));
        QCOMPARE(settings.value(s("previews/fetchPolicy")).toString(), s("always"));
        QVERIFY(!settings.contains(s("workspace/dataFolder")));
        QCOMPARE(settings.allKeys().size(), 2);
    }

    // Several labels per state, on one line with commas: the first is the one set.
    void severalLabelsPerState()
    {
        QSettings().remove(s("labels"));
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        {
            SettingsDialog dialog(&workspace);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            child<QLineEdit>(dialog, "label_voting")->setText(s(" in voting ,Voting, "));
            child<QLineEdit>(dialog, "label_declined")->setText(s("declined, Too early"));
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        QCOMPARE(QSettings().value(s("labels/voting")).toStringList(),
                 QStringList({ s("in voting"), s("Voting") }));
        QCOMPARE(workspace.labelScheme().labelFor(ReviewState::Voting), s("in voting"));
        QCOMPARE(workspace.labelScheme().stateOf({ s("too early") }, s("closed")),
                 ReviewState::Declined);

        SettingsDialog again(&workspace);
        QCOMPARE(child<QLineEdit>(again, "label_voting")->text(), s("in voting, Voting"));
        QVERIFY(child<QLineEdit>(again, "label_new")->text().isEmpty()); // the default
        // One label cannot mean two states, wherever it stands in the list.
        child<QLineEdit>(again, "label_needs-info")->setText(s("needs-info, IN VOTING"));
        again.show();
        again.accept();
        QVERIFY(again.isVisible());
        QVERIFY2(child<QLabel>(again, "settingsError")
                     ->text()
                     .contains(s("in voting"), Qt::CaseInsensitive),
                 qPrintable(child<QLabel>(again, "settingsError")->text()));
        QSettings().remove(s("labels"));
    }

    void sharedOrRelativeValuesAreRefused()
    {
        SettingsDialog dialog(nullptr);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        child<QLineEdit>(dialog, "label_declined")->setText(s("VOTING"));
        dialog.accept();
        QVERIFY(dialog.isVisible());
        auto *error = child<QLabel>(dialog, "settingsError");
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(s("VOTING")), qPrintable(error->text()));
        QVERIFY(!QSettings().contains(s("labels/declined")));

        child<QLineEdit>(dialog, "label_declined")->clear();
        child<QLineEdit>(dialog, "dataFolderEdit")->setText(s("relative/folder"));
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QVERIFY(error->text().contains(s("full path")));

        child<QLineEdit>(dialog, "dataFolderEdit")->clear();
        dialog.accept();
        QVERIFY(!dialog.isVisible());
        // No workspace open: the Workspace tab says so.
        QCOMPARE(child<QLineEdit>(dialog, "repositoryEdit")->text(), s("No workspace is open"));
    }

    void buttonsAskForTheRosterAndAnotherWorkspace()
    {
        SettingsDialog dialog(nullptr);
        QSignalSpy roster(&dialog, &SettingsDialog::editRosterRequested);
        QSignalSpy open(&dialog, &SettingsDialog::openWorkspaceRequested);
        dialog.show();
        child<QPushButton>(dialog, "editRosterButton")->click();
        QCOMPARE(roster.size(), 1);
        QVERIFY(dialog.isVisible());
        child<QPushButton>(dialog, "openWorkspaceButton")->click();
        QCOMPARE(open.size(), 1);
        QVERIFY(!dialog.isVisible()); // the workspace dialog takes over; nothing was saved
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }

    void preferencesAndShortcutsFromTheMainWindow()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *desktop = window.findChild<DesktopActions *>();
        QVERIFY(desktop);

        // Edit > Preferences…, with the platform's Preferences key and the preferences role.
        QAction *preferences = desktop->preferencesAction();
        QCOMPARE(preferences->menuRole(), QAction::PreferencesRole);
        QVERIFY(!preferences->shortcut().isEmpty());
        auto *edit = window.findChild<QMenu *>(s("menuEdit"));
        QVERIFY(edit->actions().contains(preferences));
        QApplication::setActiveWindow(&window);
        QTRY_VERIFY(window.isActiveWindow());
        QTest::keySequence(&window, preferences->shortcut());
        QTRY_VERIFY(desktop->settingsDialog() && desktop->settingsDialog()->isVisible());
        // Edit Roster… opens the roster editor over the settings.
        desktop->settingsDialog()->findChild<QPushButton *>(s("editRosterButton"))->click();
        QTRY_VERIFY(window.findChild<RosterDialog *>());
        window.findChild<RosterDialog *>()->reject();

        // A renamed label changes the list once the dialog is accepted.
        const int row = window.applicationModel()->rowOf(3);
        QVERIFY(row >= 0);
        const QModelIndex state =
            window.applicationModel()->index(row, ApplicationListModel::ReviewStateColumn);
        QCOMPARE(state.data().toString(), s("Approved"));
        desktop->settingsDialog()
            ->findChild<QLineEdit *>(s("label_approved"))
            ->setText(s("listed"));
        QSignalSpy saved(desktop, &DesktopActions::settingsSaved);
        desktop->settingsDialog()->accept();
        QCOMPARE(saved.size(), 1);
        QTRY_VERIFY(!desktop->settingsDialog());
        QVERIFY(window.applicationModel()
                    ->index(window.applicationModel()->rowOf(3),
                            ApplicationListModel::ReviewStateColumn)
                    .data()
                    .toString()
                != s("Approved"));
        QSettings().remove(s("labels/approved"));

        // Help > Keyboard Shortcuts (F1) lists the window's shortcuts, searchable.
        QAction *shortcuts = desktop->shortcutsAction();
        QCOMPARE(shortcuts->shortcut(), QKeySequence(Qt::Key_F1));
        auto *help = window.findChild<QMenu *>(s("menuHelp"));
        QVERIFY(help->actions().contains(shortcuts));
        QApplication::setActiveWindow(&window); // shortcuts work in the active window
        QTRY_VERIFY(window.isActiveWindow());
        QTest::keyClick(&window, Qt::Key_F1);
        QTRY_VERIFY(desktop->shortcutsDialog() && desktop->shortcutsDialog()->isVisible());
        ShortcutsDialog *dialog = desktop->shortcutsDialog();
        const QList<ShortcutsDialog::Entry> entries = ShortcutsDialog::entries(&window);
        QCOMPARE(dialog->visibleCount(), int(entries.size()));
        bool foundSync = false;
        bool foundPreferences = false;
        for (const ShortcutsDialog::Entry &entry : entries) {
            foundSync |= entry.text == s("Sync") && entry.keys.contains(s("F5"));
            foundPreferences |= entry.action == preferences && entry.group == s("Edit");
        }
        QVERIFY(foundSync);
        QVERIFY(foundPreferences);
        dialog->setFilterText(s("sync"));
        QVERIFY(dialog->visibleCount() >= 1);
        QVERIFY(dialog->visibleCount() < int(entries.size()));
        dialog->setFilterText(s("Ctrl+Q")); // by key
        QCOMPARE(dialog->visibleCount(), 1);
        dialog->setFilterText(s("no such action anywhere"));
        QCOMPARE(dialog->visibleCount(), 0);
        dialog->setFilterText(QString());
        // A new action with a shortcut shows up the next time: nothing is kept by hand.
        auto *extra = new QAction(s("&Brand New Thing"), &window);
        extra->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_B));
        help->addAction(extra);
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!desktop->shortcutsDialog());
        QApplication::setActiveWindow(&window);
        QTRY_VERIFY(window.isActiveWindow());
        QTest::keyClick(&window, Qt::Key_F1);
        QTRY_VERIFY(desktop->shortcutsDialog());
        const QList<QTreeWidgetItem *> found = desktop->shortcutsDialog()->view()->findItems(
            s("Brand New Thing"), Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(found.size(), 1);
        desktop->shortcutsDialog()->close();
    }

    void plainTextOfActions()
    {
        QCOMPARE(ShortcutsDialog::plainText(s("&Save…")), s("Save"));
        QCOMPARE(ShortcutsDialog::plainText(s("Find && &Replace")), s("Find & Replace"));
        QCOMPARE(ShortcutsDialog::plainText(s("保存(&S)")), s("保存"));
        QCOMPARE(ShortcutsDialog::plainText(s("打开工作区(&O)…")), s("打开工作区"));
        QCOMPARE(ShortcutsDialog::plainText(s("ワークスペースを開く（&O）...")),
                 s("ワークスペースを開く"));
        QCOMPARE(ShortcutsDialog::plainText(s("Roster (draft)")), s("Roster (draft)"));
    }

    void aboutShowsComponentVersions()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        const QList<QPair<QString, QString>> versions = ui::componentVersions(workspace.database());
        QCOMPARE(versions.size(), 4);
        QCOMPARE(versions.at(0).first, s("ACP Workbench"));
        QCOMPARE(versions.at(0).second, s(ACP_VERSION_STRING));
        QCOMPARE(versions.at(1), qMakePair(s("Qt"), QString::fromLatin1(qVersion())));
        QCOMPARE(versions.at(2).first, s("SQLite"));
        QVERIFY2(versions.at(2).second.startsWith(s("3.")), qPrintable(versions.at(2).second));
        QCOMPARE(versions.at(3).first, s("KSyntaxHighlighting"));
        QVERIFY(!versions.at(3).second.isEmpty());

        MainWindow window(workspace);
        window.show();
        QString text;
        QTimer::singleShot(0, this, [&text] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                text = box->text();
                box->accept();
            }
        });
        window.showAbout();
        QVERIFY2(text.contains(s("SQLite ") + versions.at(2).second), qPrintable(text));
        QVERIFY2(text.contains(s("KSyntaxHighlighting ")), qPrintable(text));
        QVERIFY2(text.contains(s("Qt %1").arg(QLatin1String(qVersion()))), qPrintable(text));
    }
    void openWorkspaceButtonOpensTheWorkspaceDialog()
    {
        WorkspaceOptions options = demoOptions();
        WorkbenchSession session;
        QVERIFY2(session.open(options), qPrintable(session.errorString()));
        MainWindow *window = session.window();
        auto *desktop = window->findChild<DesktopActions *>();
        QVERIFY(desktop);
        desktop->showSettings();
        QTRY_VERIFY(desktop->settingsDialog());
        // The Workspace tab shows the open workspace, read-only.
        auto *host = desktop->settingsDialog()->findChild<QLineEdit *>(s("hostEdit"));
        QVERIFY(host->isReadOnly());
        desktop->settingsDialog()->findChild<QPushButton *>(s("openWorkspaceButton"))->click();
        QTRY_VERIFY(!desktop->settingsDialog());
        OpenWorkspaceDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window->findChild<OpenWorkspaceDialog *>()) && dialog->isVisible());
        dialog->reject();
    }
    // A requirement definition file chosen in the settings is read at once: here a broken one,
    // which the window reports (the built-in definition stays in use).
    // The label mapping and the eligibility rule: a file that cannot be used is named and not
    // saved; a good one takes effect in the workspace on accept, and Use Default takes it back.
    void ruleFilesTakeEffectOnAccept()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        QVERIFY(workspace.eligibilityRule().rule.isBuiltIn());
        const QString broken = m_dataDir.filePath(s("broken-rule.json"));
        {
            QFile file(broken);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"format\": \"acp-eligibility-rule\", \"version\": 1, \"rule\": \"age\"}");
        }
        SettingsDialog dialog(&workspace);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *rule = dialog.findChild<RuleFileField *>(s("eligibilityRuleFile"));
        auto *labels = dialog.findChild<RuleFileField *>(s("labelMappingFile"));
        QVERIFY(rule && labels);
        QString chosen = broken;
        rule->setFileChooser([&chosen](QWidget *, const QString &) { return chosen; });
        rule->chooseButton()->click();
        QCOMPARE(rule->path(), broken);
        QVERIFY2(rule->problem().contains(s("rule")), qPrintable(rule->problem()));
        auto *problem = rule->findChild<QLabel *>(s("ruleFileProblem"));
        QVERIFY(!problem->isHidden());
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QVERIFY(child<QLabel>(dialog, "settingsError")->text().contains(s("broken-rule.json")));
        QVERIFY(!QSettings().contains(EligibilityRuleFile::settingsKey()));

        chosen = s(ACP_EXAMPLES_DIR "/eligibility-attendance.json");
        rule->chooseButton()->click();
        QVERIFY(rule->problem().isEmpty());
        QVERIFY(problem->isHidden());
        labels->setPath(s(ACP_EXAMPLES_DIR "/label-mapping.json"));
        QVERIFY(labels->problem().isEmpty());
        dialog.accept();
        QVERIFY(!dialog.isVisible());
        QCOMPARE(workspace.eligibilityRule().rule.kind, EligibilityRule::Kind::Attendance);
        QCOMPARE(workspace.eligibilityRule().rule.version, 1);
        QCOMPARE(workspace.labelMapping().version, 2);
        QVERIFY(workspace.labelScheme().labelsFor(ReviewState::Voting).contains(s("in voting")));

        SettingsDialog again(&workspace);
        auto *ruleAgain = again.findChild<RuleFileField *>(s("eligibilityRuleFile"));
        QCOMPARE(ruleAgain->path(), chosen);
        ruleAgain->defaultButton()->click();
        again.findChild<RuleFileField *>(s("labelMappingFile"))->defaultButton()->click();
        again.accept();
        QVERIFY(workspace.eligibilityRule().rule.isBuiltIn());
        QCOMPARE(workspace.labelMapping().version, 0);
        QVERIFY(!QSettings().contains(LabelMappingFile::settingsKey()));
    }

    // A rule file that went bad since it was chosen: the window says so and goes on.
    void windowNamesARuleFileItCannotUse()
    {
        WorkspaceOptions options = demoOptions();
        options.eligibilityRuleFile = m_dataDir.filePath(s("gone-rule.json"));
        options.labelMappingFile = m_dataDir.filePath(s("gone-labels.json"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        const QString message = window.requirementProblemMessage();
        QVERIFY2(message.contains(s("The eligibility rule cannot be used"))
                     && message.contains(s("gone-rule.json")),
                 qPrintable(message));
        QVERIFY2(message.contains(s("The label mapping cannot be used"))
                     && message.contains(s("gone-labels.json")),
                 qPrintable(message));
        QVERIFY(workspace.eligibilityRule().rule.isBuiltIn());
    }

    void requirementFileTakesEffectOnAccept()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        QVERIFY(window.requirementProblemMessage().isEmpty());
        const QString path = m_dataDir.filePath(s("broken-requirements.json"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{ this is not json");
        }
        auto *desktop = window.findChild<DesktopActions *>();
        desktop->showSettings();
        QTRY_VERIFY(desktop->settingsDialog());
        QSignalSpy changed(desktop, &DesktopActions::requirementFileChanged);
        desktop->settingsDialog()->setRequirementsFile(path);
        desktop->settingsDialog()->accept();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(QSettings().value(s("review/requirementsFile")).toString(), path);
        QTRY_VERIFY(!window.requirementProblemMessage().isEmpty());
        QVERIFY(window.requirementProblemMessage().contains(s("broken-requirements.json")));

        // "Use Built-in" takes it back.
        QTRY_VERIFY(!desktop->settingsDialog()); // the accepted dialog is gone
        desktop->showSettings();
        QTRY_VERIFY(desktop->settingsDialog());
        desktop->settingsDialog()
            ->findChild<QPushButton *>(s("requirementsBuiltInButton"))
            ->click();
        desktop->settingsDialog()->accept();
        QTRY_VERIFY(window.requirementProblemMessage().isEmpty());
    }
};

QTEST_MAIN(tst_SettingsDialog)
#include "tst_settingsdialog.moc"
