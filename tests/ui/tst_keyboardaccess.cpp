// Every action of the main window can be reached from the keyboard alone: each one reachable
// from the menu bar has a shortcut or a mnemonic path (Alt+menu letter, then the item's
// letter), no two actions share a shortcut, and a walk through the window by keyboard moves
// the focus between the list, the application and the checklist, changes a status, and
// opens and closes dialogs. A new action without keyboard access makes this test fail.

#include "TestSupport.h"
#include "core/review/ChecklistStatus.h"
#include "core/workspace/Workspace.h"
#include "ui/applications/ApplicationPane.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/settings/DesktopActions.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/settings/ShortcutsDialog.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WorkbenchSession.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include <map>

using namespace acp;
using acp::test::isolateSettings;
using acp::test::s;

namespace {

// The mnemonic letter of a menu text ("&File" -> 'f'), or a null QChar.
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

// A disabled line of information ("Not signed in"), marked as such where it is made.
bool isInformational(QAction *action)
{
    return !action->isEnabled() && action->property("acpInformational").toBool();
}

struct MenuWalk
{
    QStringList problems;
    QStringList reachable; // "File › Quit: Ctrl+Q" for the log
    int actions = 0;

    void walk(QMenu *menu, const QString &path)
    {
        emit menu->aboutToShow(); // menus filled on demand (recent workspaces) fill themselves
        std::map<QChar, QStringList> letters;
        const QList<QAction *> items = menu->actions();
        for (QAction *action : items) {
            if (action->isSeparator() || !action->isVisible())
                continue;
            const QString name = path + s(" › ") + ShortcutsDialog::plainText(action->text());
            const QChar letter = mnemonicOf(action->text());
            if (!letter.isNull())
                letters[letter] << ShortcutsDialog::plainText(action->text());
            if (QMenu *submenu = action->menu()) {
                if (letter.isNull())
                    problems << s("submenu %1 has no mnemonic").arg(name);
                walk(submenu, name);
                continue;
            }
            if (isInformational(action))
                continue;
            ++actions;
            const bool hasShortcut = !action->shortcut().isEmpty();
            if (!hasShortcut && letter.isNull()) {
                problems << s("%1 has neither a shortcut nor a mnemonic").arg(name);
                continue;
            }
            reachable << s("%1: %2").arg(name,
                                         hasShortcut ? action->shortcut().toString()
                                                     : s("Alt path, letter %1").arg(letter));
        }
        for (const auto &[letter, names] : letters) {
            if (names.size() > 1)
                problems
                    << s("%1: mnemonic %2 is shared by %3").arg(path, letter, names.join(s(", ")));
        }
    }
};

} // namespace

class tst_KeyboardAccess : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<WorkbenchSession> m_session;

    MainWindow *window() const { return m_session->window(); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        isolateSettings(m_dir.filePath(s("settings")), QStringLiteral("tst_keyboardaccess"));
        QSettings().clear();
        ui::initResources();
        qunsetenv("GH_TOKEN");
        qunsetenv("GITHUB_TOKEN");
        qunsetenv("GH_ENTERPRISE_TOKEN");
        qunsetenv("GITHUB_ENTERPRISE_TOKEN");
    }

    void init()
    {
        // The whole window as the application shows it: menus of the session included.
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("demo.sqlite3"));
        m_session = std::make_unique<WorkbenchSession>();
        QVERIFY2(m_session->open(options), qPrintable(m_session->errorString()));
        QVERIFY(QTest::qWaitForWindowExposed(window()));
        QApplication::setActiveWindow(window());
        QTRY_VERIFY(window()->isActiveWindow());
    }

    void cleanup() { m_session.reset(); }

    void everyMenuActionHasAShortcutOrAMnemonicPath()
    {
        MenuWalk walk;
        std::map<QChar, QStringList> letters;
        const QList<QAction *> menus = window()->menuBar()->actions();
        for (QAction *action : menus) {
            QMenu *menu = action->menu();
            if (!menu || !action->isVisible())
                continue;
            const QString title = ShortcutsDialog::plainText(menu->title());
            const QChar letter = mnemonicOf(menu->title());
            if (letter.isNull())
                walk.problems << s("menu %1 has no mnemonic").arg(title);
            else
                letters[letter] << title;
            walk.walk(menu, title);
        }
        for (const auto &[letter, names] : letters) {
            if (names.size() > 1)
                walk.problems
                    << s("menu bar: mnemonic %1 is shared by %2").arg(letter, names.join(s(", ")));
        }
        for (const QString &line : std::as_const(walk.reachable))
            qDebug().noquote() << line;
        for (const QString &problem : std::as_const(walk.problems))
            qWarning().noquote() << problem;
        QVERIFY(walk.actions > 30); // the walk saw the real menus
        QVERIFY2(walk.problems.isEmpty(), qPrintable(walk.problems.join(QLatin1Char('\n'))));
    }

    void noTwoActionsShareAShortcut()
    {
        // Window- and application-wide shortcuts: a shared one would be ambiguous, and Qt
        // would trigger neither.
        std::map<QString, QStringList> owners;
        const QList<QAction *> actions = window()->findChildren<QAction *>();
        for (QAction *action : actions) {
            if (action->associatedObjects().isEmpty())
                continue;
            const Qt::ShortcutContext context = action->shortcutContext();
            if (context != Qt::WindowShortcut && context != Qt::ApplicationShortcut)
                continue;
            const QList<QKeySequence> keys = action->shortcuts();
            for (const QKeySequence &key : keys) {
                if (!key.isEmpty())
                    owners[key.toString()] << ShortcutsDialog::plainText(action->text());
            }
        }
        QStringList clashes;
        for (const auto &[key, names] : owners) {
            if (names.size() > 1)
                clashes << s("%1: %2").arg(key, names.join(s(", ")));
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
        QVERIFY(owners.size() > 20);
    }

    void keyboardWalkThroughTheWindow()
    {
        MainWindow *w = window();
        QTreeView *list = w->applicationView();
        ChecklistPane *checklist = w->checklistPane();

        // Ctrl+F: the search field; Enter: the list; Alt+Down / Alt+Up: the next application.
        QTest::keyClick(w, Qt::Key_F, Qt::ControlModifier);
        auto *search = w->findChild<QLineEdit *>(s("searchEdit"));
        QTRY_VERIFY(search->hasFocus());
        QTest::keyClick(search, Qt::Key_Return);
        QTRY_VERIFY(list->hasFocus());
        const int first = w->selectedApplication();
        QVERIFY(first != 0);
        QTest::keyClick(list, Qt::Key_Down, Qt::AltModifier);
        QTRY_VERIFY(w->selectedApplication() != first);
        QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
        QTRY_COMPARE(w->selectedApplication(), first);

        // Tab order: search, state filter, the disagreements filter (Space toggles it), list,
        // then on into the application.
        search->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(search->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(), w->findChild<QComboBox *>(s("stateCombo")));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        auto *disagreements = w->findChild<QToolButton *>(s("disagreementsButton"));
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(disagreements));
        QTest::keyClick(disagreements, Qt::Key_Space);
        QVERIFY(disagreements->isChecked());
        QTest::keyClick(disagreements, Qt::Key_Space);
        QVERIFY(!disagreements->isChecked());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(list));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(),
                     static_cast<QWidget *>(w->applicationPane()->markdownView()));
        // (Tab inside the text moves between its links, as in a browser.)
        list->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(list->hasFocus());
        QTest::keyClick(list, Qt::Key_Backtab);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(disagreements));

        // Ctrl+L: the checklist; a status key sets the status, Ctrl+Z takes it back.
        QTest::keyClick(w, Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(checklist->requirementView()->hasFocus());
        const QString requirement = checklist->currentRequirement();
        QVERIFY(!requirement.isEmpty());
        const ChecklistStatus before = checklist->model()->entry(requirement).status;
        const ChecklistStatus target =
            before == ChecklistStatus::Gap ? ChecklistStatus::Met : ChecklistStatus::Gap;
        QTest::keyClick(checklist->requirementView(),
                        target == ChecklistStatus::Gap ? Qt::Key_2 : Qt::Key_1);
        QTRY_COMPARE(checklist->model()->entry(requirement).status, target);
        QTest::keyClick(checklist->requirementView(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(checklist->model()->entry(requirement).status, before);
        // J / K move between requirements.
        QTest::keyClick(checklist->requirementView(), Qt::Key_J);
        QTRY_VERIFY(checklist->currentRequirement() != requirement);
        QTest::keyClick(checklist->requirementView(), Qt::Key_K);
        QTRY_COMPARE(checklist->currentRequirement(), requirement);

        // Ctrl+U toggles the Markdown source.
        QAction *source = w->findChild<QAction *>(s("actionShowSource"));
        QVERIFY(source);
        const bool shown = source->isChecked();
        QTest::keyClick(w, Qt::Key_U, Qt::ControlModifier);
        QTRY_COMPARE(source->isChecked(), !shown);
        QTest::keyClick(w, Qt::Key_U, Qt::ControlModifier);
        QTRY_COMPARE(source->isChecked(), shown);
    }

    void dialogsOpenAndCloseByKeyboard()
    {
        MainWindow *w = window();
        auto *desktop = w->findChild<DesktopActions *>();
        QVERIFY(desktop);

        // F1: Keyboard Shortcuts, with the search field focused; Escape closes it.
        QTest::keyClick(w, Qt::Key_F1);
        QTRY_VERIFY(desktop->shortcutsDialog() && desktop->shortcutsDialog()->isVisible());
        ShortcutsDialog *shortcuts = desktop->shortcutsDialog();
        QApplication::setActiveWindow(shortcuts);
        QTRY_VERIFY(shortcuts->isActiveWindow());
        QTest::keyClicks(QApplication::focusWidget(), s("sync"));
        QTRY_VERIFY(shortcuts->visibleCount() >= 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!desktop->shortcutsDialog());

        // Preferences: Tab moves through the page, Ctrl+Tab to the next page, Escape cancels.
        QApplication::setActiveWindow(w);
        QTRY_VERIFY(w->isActiveWindow());
        QTest::keySequence(w, desktop->preferencesAction()->shortcut());
        QTRY_VERIFY(desktop->settingsDialog() && desktop->settingsDialog()->isVisible());
        SettingsDialog *settings = desktop->settingsDialog();
        QApplication::setActiveWindow(settings);
        QTRY_VERIFY(settings->isActiveWindow());
        QCOMPARE(settings->currentPage(), SettingsDialog::Page::Workspace);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ControlModifier);
        QTRY_COMPARE(settings->currentPage(), SettingsDialog::Page::Labels);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!desktop->settingsDialog());
        QVERIFY(QSettings().allKeys().filter(s("labels/")).isEmpty());

        // The menu bar by keyboard: Alt+H opens Help, K picks Keyboard Shortcuts.
        QApplication::setActiveWindow(w);
        QTRY_VERIFY(w->isActiveWindow());
        QTest::keyClick(w, Qt::Key_H, Qt::AltModifier);
        QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
        auto *help = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QCOMPARE(help->objectName(), s("menuHelp"));
        QTest::keyClick(help, Qt::Key_K);
        QTRY_VERIFY(desktop->shortcutsDialog() && desktop->shortcutsDialog()->isVisible());
        QTest::keyClick(desktop->shortcutsDialog(), Qt::Key_Escape);
        QTRY_VERIFY(!desktop->shortcutsDialog());
    }
    void widgetsHaveAccessibleNames()
    {
        MainWindow *w = window();
        QVERIFY(w->selectApplication(3)); // an application, its checklist and evidence shown
        for (const QString &dock : { s("outboxDock"), s("dueDock") }) {
            if (auto *widget = w->findChild<QWidget *>(dock))
                widget->show();
        }
        QStringList problems;
        const QList<QWidget *> widgets = w->findChildren<QWidget *>();
        for (QWidget *widget : widgets) {
            if (!widget->isVisibleTo(w) || widget->isWindow())
                continue;
            const QString className = QString::fromLatin1(widget->metaObject()->className());
            const QString where = s("%1 \"%2\"").arg(className, widget->objectName());
            // Every control the keyboard reaches says what it is to a screen reader.
            if (widget->focusPolicy() & Qt::TabFocus) {
                QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
                const QString name =
                    accessible ? accessible->text(QAccessible::Name).trimmed() : QString();
                if (name.isEmpty() && !className.startsWith(s("QScrollBar")))
                    problems << s("%1 can take the focus but has no accessible name").arg(where);
            }
            // The workbench's own widgets (cards, panels, bars) describe themselves.
            if (className.startsWith(s("acp::")) && widget->accessibleName().isEmpty()
                && widget->accessibleDescription().isEmpty())
                problems << s("%1 has neither an accessible name nor a description").arg(where);
        }
        for (const QString &problem : std::as_const(problems))
            qWarning().noquote() << problem;
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(tst_KeyboardAccess)
#include "tst_keyboardaccess.moc"
