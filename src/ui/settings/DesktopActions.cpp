#include "ui/settings/DesktopActions.h"

#include "core/store/Database.h"
#include "core/workspace/Workspace.h"
#include "ui/applications/ApplicationListModel.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/settings/ShortcutsDialog.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WorkspaceMenu.h"

#include <QAction>
#include <QMenu>
#include <QSqlQuery>
#include <QTimer>

#if defined(ACP_HAVE_SYNTAX_HIGHLIGHTING) && __has_include(<ksyntaxhighlighting_version.h>)
#include <ksyntaxhighlighting_version.h>
#define ACP_SYNTAX_HIGHLIGHTING_VERSION KSYNTAXHIGHLIGHTING_VERSION_STRING
#endif

namespace acp {

DesktopActions::DesktopActions(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    m_preferences = new QAction(QIcon::fromTheme(QStringLiteral("preferences-system")),
                                tr("&Preferences…"), window);
    m_preferences->setObjectName(QStringLiteral("actionPreferences"));
    m_preferences->setMenuRole(QAction::PreferencesRole);
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (keys.isEmpty())
        keys << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    m_preferences->setShortcuts(keys);
    m_preferences->setStatusTip(tr("Repository, label names, templates, requirement file, "
                                   "evidence fetching, language and data folder"));
    connect(m_preferences, &QAction::triggered, this, &DesktopActions::showSettings);
    if (auto *edit = window->findChild<QMenu *>(QStringLiteral("menuEdit"))) {
        edit->addSeparator();
        edit->addAction(m_preferences);
    } else {
        window->addAction(m_preferences);
    }

    m_shortcuts = new QAction(QIcon::fromTheme(QStringLiteral("help-keybord-shortcuts")),
                              tr("&Keyboard Shortcuts"), window);
    m_shortcuts->setObjectName(QStringLiteral("actionKeyboardShortcuts"));
    m_shortcuts->setShortcut(QKeySequence(Qt::Key_F1));
    m_shortcuts->setStatusTip(tr("Every shortcut of the window, searchable"));
    connect(m_shortcuts, &QAction::triggered, this, &DesktopActions::showShortcuts);
    if (auto *help = window->findChild<QMenu *>(QStringLiteral("menuHelp"))) {
        const QList<QAction *> existing = help->actions();
        QAction *before = existing.isEmpty() ? nullptr : existing.first();
        help->insertAction(before, m_shortcuts);
        if (before)
            help->insertSeparator(before);
    } else {
        window->addAction(m_shortcuts);
    }
}

SettingsDialog *DesktopActions::settingsDialog() const
{
    return m_settingsDialog;
}

ShortcutsDialog *DesktopActions::shortcutsDialog() const
{
    return m_shortcutsDialog;
}

void DesktopActions::showSettings()
{
    if (m_settingsDialog && m_settingsDialog->isVisible()) {
        m_settingsDialog->raise();
        m_settingsDialog->activateWindow();
        return;
    }
    auto *dialog = new SettingsDialog(&m_window->workspace(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_settingsDialog = dialog;
    connect(dialog, &SettingsDialog::openWorkspaceRequested, this, [this] {
        // The session's WorkspaceMenu owns the Open Workspace dialog; after this dialog closed.
        QTimer::singleShot(0, m_window, [window = m_window] {
            if (auto *menu = window->findChild<WorkspaceMenu *>())
                menu->showOpenDialog();
        });
    });
    connect(dialog, &SettingsDialog::editRosterRequested, m_window, &MainWindow::editRoster);
    connect(dialog, &SettingsDialog::requirementFileChanged, m_window,
            &MainWindow::reloadRequirementDefinition);
    connect(dialog, &SettingsDialog::requirementFileChanged, this,
            &DesktopActions::requirementFileChanged);
    connect(dialog, &SettingsDialog::settingsSaved, this, [this] {
        // Renamed labels can change every application's review state.
        m_window->applicationModel()->refresh();
        emit settingsSaved();
    });
    dialog->open();
}

void DesktopActions::showShortcuts()
{
    if (m_shortcutsDialog && m_shortcutsDialog->isVisible()) {
        m_shortcutsDialog->raise();
        m_shortcutsDialog->activateWindow();
        return;
    }
    auto *dialog = new ShortcutsDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_shortcutsDialog = dialog;
    dialog->open();
}

namespace ui {

QList<QPair<QString, QString>> componentVersions(Database &database)
{
    QList<QPair<QString, QString>> result;
    result.append({ QStringLiteral("ACP Workbench"), QStringLiteral(ACP_VERSION_STRING) });
    result.append({ QStringLiteral("Qt"), QString::fromLatin1(qVersion()) });
    QString sqlite = DesktopActions::tr("unknown");
    QSqlQuery query(database.connection());
    if (query.exec(QStringLiteral("SELECT sqlite_version()")) && query.next())
        sqlite = query.value(0).toString();
    result.append({ QStringLiteral("SQLite"), sqlite });
#ifdef ACP_SYNTAX_HIGHLIGHTING_VERSION
    result.append(
        { QStringLiteral("KSyntaxHighlighting"), QStringLiteral(ACP_SYNTAX_HIGHLIGHTING_VERSION) });
#elif defined(ACP_HAVE_SYNTAX_HIGHLIGHTING)
    result.append({ QStringLiteral("KSyntaxHighlighting"), DesktopActions::tr("available") });
#else
    result.append({ QStringLiteral("KSyntaxHighlighting"), DesktopActions::tr("not available") });
#endif
    return result;
}

} // namespace ui

} // namespace acp
