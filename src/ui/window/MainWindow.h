#pragma once

#include "core/review/ReviewState.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QLabel;
class QModelIndex;
class QTimer;
class QTreeView;

namespace Ui {
class MainWindow;
}

namespace acp {

class ActionController;
class ApplicationFilterModel;
class ApplicationListModel;
class ApplicationPane;
class ChecklistPane;
class GettingStartedController;
class ListingActions;
class ReportActions;
class RequirementDefinitionController;
class SyncController;
class SyncNewsNotifier;
class ViewTabs;
class WelcomePage;
struct SyncResult;
class Workspace;

// The workbench window: the application list (filter by state, search, checklist progress)
// beside the selected application and its checklist, Edit > Undo / Redo and a Review menu for
// the checklist (status keys, next/previous requirement, evidence), a Sync action with progress,
// waits, errors and cancel in the status bar, and permanent indicators for the network, the last
// sync and the API rate limit.
//
// The sync UI is a SyncController; the requirement definition's chooser and banner a
// RequirementDefinitionController.
//
// Window geometry, splitters, the list's columns and the selected application are restored
// on the next start (QSettings, per workspace for the selection).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(Workspace &workspace, QWidget *parent = nullptr);
    ~MainWindow() override;

    Workspace &workspace() const { return m_workspace; }
    ApplicationListModel *applicationModel() const { return m_model; }
    ApplicationFilterModel *filterModel() const { return m_filter; }
    QTreeView *applicationView() const;
    ApplicationPane *applicationPane() const;
    QAction *syncAction() const;
    QAction *cancelSyncAction() const;
    QAction *undoAction() const;
    QAction *redoAction() const;
    ChecklistPane *checklistPane() const;
    // Co-chair actions, the Outbox and Due docks.
    ActionController *actionController() const { return m_actionController; }
    ReportActions *reportActions() const { return m_reports; }
    ListingActions *listingActions() const { return m_listing; }
    ViewTabs *viewTabs() const { return m_viewTabs; }

    // The number of the selected application, or 0.
    int selectedApplication() const;
    // Selects application `number` if the filters show it.
    bool selectApplication(int number);

    void setReviewStateFilter(std::optional<ReviewState> state);
    void setSearchText(const QString &text);

    bool isSyncing() const;
    // The text of the error banner, empty when it is hidden.
    QString syncErrorMessage() const;
    // Why the user's requirement definition is not in use (the banner above the list), empty
    // when the banner is hidden.
    QString requirementProblemMessage() const;
    // Review > Requirement Definition…
    QAction *requirementDefinitionAction() const;
    SyncController *syncController() const { return m_sync; }
    // The first-run page: shown instead of the list while the workspace has no applications,
    // and on Help > Getting Started.
    WelcomePage *welcomePage() const;
    QAction *gettingStartedAction() const;
    // What a sync brought that the reviewer cares about, as a desktop notification.
    SyncNewsNotifier *syncNews() const { return m_news; }
    RequirementDefinitionController *requirementDefinitionController() const
    {
        return m_definitions;
    }

public slots:
    void startSync();
    void cancelSync();
    void selectNextApplication();
    void selectPreviousApplication();
    void focusSearch();
    void showAbout();
    // Help > Getting Started: the first-run page, with a way back to the applications.
    void showGettingStarted();
    // Voting > Edit Roster…: opens the roster dialog (window-modal, not blocking; a second
    // call raises the open one). Saving there stores a new roster version.
    void editRoster();
    // Reads the requirement definition the settings name again (RequirementSettings, key
    // "review/requirementsFile") and refreshes the checklist and the list's progress; an
    // invalid file shows a banner saying the built-in definition is in use, and why. Statuses
    // of requirements the new definition lacks stay stored, only not shown.
    void reloadRequirementDefinition();
    // Asks for a definition file (or the built-in one), stores the choice in the settings and
    // reloads.
    void chooseRequirementDefinition();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void setupActions();
    void setupReview();
    void undo();
    void redo();
    void setupReports();
    void setupList();
    void setupStatusBar();
    void setupSync();
    void setupNetworkIndicator();
    void restoreSettings();
    // A bottom dock first shown taller than a third of the window opens at a quarter of it.
    void fitBottomDocksWhenFirstShown();
    void saveSettings();
    QString workspaceSettingsKey() const;

    void onCurrentRowChanged(const QModelIndex &current);
    void onFilterChanged();
    void moveSelection(int delta);
    void updateCountLabel();

    // After the sync's own labels: the list, the pane and the title follow what it fetched.
    void onSyncFinished(const SyncResult &result);
    void updateNetworkLabel();
    void showStatusMessage(const QString &message, int timeoutMs);

    Workspace &m_workspace;
    std::unique_ptr<Ui::MainWindow> m_ui;
    ApplicationListModel *m_model = nullptr;
    ApplicationFilterModel *m_filter = nullptr;
    int m_selectedNumber = 0; // remembered across filters that hide it
    bool m_filtering = false; // a filter is being applied: current-row changes are not choices

    QLabel *m_demoLabel = nullptr;
    QLabel *m_networkLabel = nullptr;
    QTimer *m_clockTimer = nullptr; // ages relative dates
    SyncController *m_sync = nullptr;
    RequirementDefinitionController *m_definitions = nullptr;
    ActionController *m_actionController = nullptr;
    ListingActions *m_listing = nullptr; // Application > Draft Listing…
    ViewTabs *m_viewTabs = nullptr; // Applications and Dashboard
    ReportActions *m_reports = nullptr; // File > Export Report…, Print Preview…, Print…
    GettingStartedController *m_gettingStarted = nullptr;
    SyncNewsNotifier *m_news = nullptr;
};

} // namespace acp
