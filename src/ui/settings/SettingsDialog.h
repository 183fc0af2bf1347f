#pragma once

#include "core/actions/ActionSettings.h"
#include "core/preview/LinkPreviewService.h"
#include "core/review/RequirementSettings.h"
#include "core/review/ReviewState.h"

#include <QDialog>
#include <QHash>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace acp {

class RuleFileField;

class Workspace;

// Edit > Preferences…: the workbench's settings, one tab per area.
//
//   Workspace  the open repository and host (read-only; "Open Workspace…" asks for another),
//              and the data folder new workspaces' databases and dropped files go to
//              (Workspace::dataFolderSettingsKey(), empty = the platform's app-data folder),
//              and whether a sync's news becomes a desktop notification
//              (DesktopNotifier::afterSyncSettingsKey())
//   Labels     the label name of each review state (labels/<state>) and the deficiency and
//              retired labels (actions/deficiencyLabel, actions/retiredLabel)
//   Actions    the comment template folder, the vote counting rule, the review interval and
//              the deficiency period (ActionSettings, actions/…)
//   Review     the requirement definition file (review/requirementsFile, empty = built-in)
//   Voting     the counting rule as it is printed, and "Edit Roster…"
//   Evidence   fetching link previews: always, ask, never (previews/fetchPolicy)
//   Language   the user interface language (i18n/language, empty = the system's); it takes
//              effect after a restart
//
// Nothing is written until the dialog is accepted; Cancel changes nothing. On accept the
// values are saved to QSettings, the workspace (when given) reloads them, and the signals
// below say what else needs doing.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Page { Workspace, Labels, Actions, Review, Voting, Evidence, Language };
    Q_ENUM(Page)

    // `workspace` may be null (no workspace open): the Workspace tab then shows nothing open.
    explicit SettingsDialog(Workspace *workspace, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    void setCurrentPage(Page page);
    Page currentPage() const;

    // The requirement definition file chosen so far (empty: built-in); what "Choose File…"
    // and "Use Built-in" set.
    QString requirementsFile() const;
    void setRequirementsFile(const QString &path);

    static QString requirementsFileSettingsKey()
    {
        return RequirementSettings::settingsKey(); // "review/requirementsFile"
    }

public slots:
    void accept() override; // validates, saves, then closes

signals:
    // The user asked for the Open Workspace dialog (the settings dialog closes first).
    void openWorkspaceRequested();
    // The user asked for the roster editor.
    void editRosterRequested();
    // After accept(): review/requirementsFile or review/formProfile changed.
    void requirementFileChanged();
    // After accept(): i18n/language changed (takes effect after a restart).
    void languageChanged();
    // After accept(): everything was saved.
    void settingsSaved();

private:
    QWidget *createWorkspacePage();
    QWidget *createLabelsPage();
    QWidget *createActionsPage();
    QWidget *createReviewPage();
    QWidget *createVotingPage();
    QWidget *createEvidencePage();
    QWidget *createLanguagePage();
    void load();
    QString validationError() const;
    void updateCountingRuleText();
    QString chooseFolder(const QString &title, const QString &current);

    Workspace *m_workspace = nullptr;
    QTabWidget *m_tabs = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QLabel *m_error = nullptr;

    // Workspace
    QLineEdit *m_dataFolder = nullptr;
    QCheckBox *m_notifyAfterSync = nullptr; // notifications/afterSync
    // Labels
    QHash<ReviewState, QLineEdit *> m_stateLabels;
    QLineEdit *m_deficiencyLabel = nullptr;
    QLineEdit *m_retiredLabel = nullptr;
    // Actions
    QLineEdit *m_templateFolder = nullptr;
    QComboBox *m_countingRule = nullptr;
    QSpinBox *m_reviewInterval = nullptr;
    QSpinBox *m_deficiencyDays = nullptr;
    QSpinBox *m_voteMinimumDays = nullptr;
    QSpinBox *m_voteDeadlineDays = nullptr;
    QLineEdit *m_coChairs = nullptr;
    RuleFileField *m_eligibilityRuleFile = nullptr;
    QCheckBox *m_requireBallotReason = nullptr;
    RuleFileField *m_labelMappingFile = nullptr;
    // Review
    RuleFileField *m_requirementsField = nullptr;
    QComboBox *m_formProfile = nullptr; // review/formProfile
    QString m_loadedFormProfile;
    // Voting
    QLabel *m_countingRuleText = nullptr;
    // Evidence
    QButtonGroup *m_fetchPolicy = nullptr;
    // Language
    QComboBox *m_language = nullptr;

    QString m_loadedRequirementsFile;
    QString m_loadedLanguage;
};

} // namespace acp
