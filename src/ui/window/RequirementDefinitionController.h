#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace acp {

class ChecklistPane;
class MessageBanner;
class Workspace;

// Which requirement definition the checklist uses: Review > Requirement Definition… offers a
// JSON file of the user's own or the built-in definition (stored as RequirementSettings, key
// "review/requirementsFile"), and reloads. When the chosen file cannot be used, a banner above
// the window's contents says why and that the built-in definition is in use; it does not
// block, links to the chooser and can be dismissed. The same banner names a label mapping or
// eligibility rule file that cannot be used (Workspace::labelMapping(), eligibilityRule()).
class RequirementDefinitionController : public QObject
{
    Q_OBJECT
public:
    // Adds its action to the end of `menu` and its banner to the top of `window`'s central
    // widget; `pane`'s pending note is saved before a reload.
    RequirementDefinitionController(Workspace &workspace, ChecklistPane *pane, QMenu *menu,
                                    QMainWindow *window);

    QAction *chooseAction() const { return m_chooseAction; }
    MessageBanner *banner() const { return m_banner; }
    // Why the user's definition (or label mapping, or eligibility rule) is not in use, one line
    // each; empty when the banner is hidden.
    QString problemMessage() const;

public slots:
    // Reads the definition the settings name again and refreshes the checklist and the list's
    // progress (they follow the workspace's requirementsChanged()); an invalid file shows the
    // banner. Statuses of requirements the new definition lacks stay stored, only not shown.
    void reload();
    // Asks for a definition file (or the built-in one), stores the choice and reloads.
    void choose();

signals:
    void statusMessage(const QString &message, int timeoutMs);

private:
    void setupBanner();
    void updateBanner();
    QStringList problems() const;

    Workspace &m_workspace;
    ChecklistPane *m_pane;
    QMainWindow *m_window;
    QAction *m_chooseAction = nullptr;
    MessageBanner *m_banner = nullptr;
    QLabel *m_bannerLabel = nullptr;
};

} // namespace acp
