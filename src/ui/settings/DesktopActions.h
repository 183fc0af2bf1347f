#pragma once

#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QString>

class QAction;

namespace acp {

class Database;
class MainWindow;
class SettingsDialog;
class ShortcutsDialog;

// The window's desktop-citizen actions, beside its own menus:
//   Edit > Preferences… (QKeySequence::Preferences, else Ctrl+,; PreferencesRole) opens the
//   SettingsDialog; Help > Keyboard Shortcuts (F1) lists every shortcut of the window.
// After the settings are saved it refreshes the application list (label names may have
// changed the review states); "Edit Roster…" runs MainWindow::editRoster(), and a new
// requirement definition file MainWindow::reloadRequirementDefinition().
class DesktopActions : public QObject
{
    Q_OBJECT
public:
    explicit DesktopActions(MainWindow *window);

    QAction *preferencesAction() const { return m_preferences; }
    QAction *shortcutsAction() const { return m_shortcuts; }
    // The open dialogs, or null.
    SettingsDialog *settingsDialog() const;
    ShortcutsDialog *shortcutsDialog() const;

public slots:
    void showSettings();
    void showShortcuts();

signals:
    void requirementFileChanged();
    void settingsSaved();

private:
    MainWindow *m_window = nullptr;
    QAction *m_preferences = nullptr;
    QAction *m_shortcuts = nullptr;
    QPointer<SettingsDialog> m_settingsDialog;
    QPointer<ShortcutsDialog> m_shortcutsDialog;
};

namespace ui {
// For Help > About: (component, version) for ACP Workbench, Qt (the running library), SQLite
// (SELECT sqlite_version() on `database`) and KSyntaxHighlighting ("not available" when the
// build has none).
QList<QPair<QString, QString>> componentVersions(Database &database);
} // namespace ui

} // namespace acp
