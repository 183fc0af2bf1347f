// Over 600 lines on purpose: one page builder per tab of Preferences, with the loading and
// saving of what each page shows; the pages share the dialog's fields and validation.
#include "ui/settings/SettingsDialog.h"

#include "core/i18n/Translations.h"
#include "core/review/AuthorTrust.h"
#include "core/review/RequirementSettings.h"
#include "core/voting/BallotReasons.h"
#include "core/voting/RosterParser.h"
#include "core/workspace/Workspace.h"
#include "ui/settings/RuleFileField.h"
#include "ui/window/DesktopNotifier.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace acp {

namespace {

QLabel *noteLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

QWidget *withButtons(QWidget *field, const QList<QPushButton *> &buttons, QWidget *parent)
{
    auto *row = new QWidget(parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(field, 1);
    for (QPushButton *button : buttons)
        layout->addWidget(button);
    row->setFocusProxy(field); // the form label's mnemonic focuses the field
    return row;
}

// Native names: each language is offered in its own words, never translated.
QString nativeLanguageName(const QString &language)
{
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    if (language == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (language == QLatin1String("ja"))
        return QString::fromUtf8("\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E"); // 日本語
    if (language == QLatin1String("zh_CN"))
        return QString::fromUtf8("\xE7\xAE\x80\xE4\xBD\x93\xE4\xB8\xAD\xE6\x96\x87"); // 简体中文
    return QLocale(language).nativeLanguageName();
}

} // namespace

SettingsDialog::SettingsDialog(Workspace *workspace, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
{
    setWindowTitle(tr("Settings"));
    setObjectName(QStringLiteral("settingsDialog"));
    auto *layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("settingsTabs"));
    m_tabs->setAccessibleName(tr("Settings pages"));
    m_tabs->addTab(createWorkspacePage(), tr("&Workspace"));
    m_tabs->addTab(createLabelsPage(), tr("&Labels"));
    m_tabs->addTab(createActionsPage(), tr("&Actions"));
    m_tabs->addTab(createReviewPage(), tr("&Review"));
    m_tabs->addTab(createVotingPage(), tr("&Voting"));
    m_tabs->addTab(createEvidencePage(), tr("&Evidence"));
    m_tabs->addTab(createLanguagePage(), tr("La&nguage"));
    // Every page's name stays in sight (translations are longer): the dialog widens instead.
    m_tabs->setUsesScrollButtons(false);
    layout->addWidget(m_tabs);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("settingsError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setAccessibleName(tr("Settings problem"));
    m_error->hide();
    layout->addWidget(m_error);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    layout->addWidget(m_buttons);

    load();
    resize(sizeHint().expandedTo(QSize(640, 420)));
}

SettingsDialog::~SettingsDialog() = default;

void SettingsDialog::setCurrentPage(Page page)
{
    m_tabs->setCurrentIndex(int(page));
}

SettingsDialog::Page SettingsDialog::currentPage() const
{
    return Page(m_tabs->currentIndex());
}

// ---- Pages ---------------------------------------------------------------------------------

QWidget *SettingsDialog::createWorkspacePage()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("workspacePage"));
    auto *form = new QFormLayout(page);

    auto readOnly = [page](const QString &text, const QString &name) {
        auto *edit = new QLineEdit(text, page);
        edit->setObjectName(name);
        edit->setReadOnly(true);
        return edit;
    };
    QString repository = tr("No workspace is open");
    QString host;
    QString database;
    if (m_workspace) {
        repository =
            m_workspace->isDemo() ? tr("Demo workspace (offline)") : m_workspace->repository();
        host = m_workspace->isDemo() ? tr("none: nothing is sent anywhere") : m_workspace->host();
        database = QDir::toNativeSeparators(m_workspace->databasePath());
    }
    QLineEdit *repositoryEdit = readOnly(repository, QStringLiteral("repositoryEdit"));
    QLineEdit *hostEdit = readOnly(host, QStringLiteral("hostEdit"));
    QLineEdit *databaseEdit = readOnly(database, QStringLiteral("databaseEdit"));
    auto *open = new QPushButton(tr("&Open Workspace…"), page);
    open->setObjectName(QStringLiteral("openWorkspaceButton"));
    open->setToolTip(tr("Open another repository, on GitHub or a GitHub Enterprise host"));
    connect(open, &QPushButton::clicked, this, [this] {
        reject(); // nothing changed here is kept; the workspace dialog takes over
        emit openWorkspaceRequested();
    });
    form->addRow(tr("Repository:"), withButtons(repositoryEdit, { open }, page));
    form->addRow(tr("Host:"), hostEdit);
    form->addRow(tr("Database:"), databaseEdit);

    m_dataFolder = new QLineEdit(page);
    m_dataFolder->setObjectName(QStringLiteral("dataFolderEdit"));
    m_dataFolder->setPlaceholderText(QDir::toNativeSeparators(Workspace::defaultDataFolder()));
    m_dataFolder->setClearButtonEnabled(true);
    m_dataFolder->setAccessibleName(tr("Data folder"));
    auto *browse = new QPushButton(tr("&Browse…"), page);
    browse->setObjectName(QStringLiteral("dataFolderBrowseButton"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString folder = chooseFolder(tr("Data Folder"), m_dataFolder->text());
        if (!folder.isEmpty())
            m_dataFolder->setText(QDir::toNativeSeparators(folder));
    });
    auto *reset = new QPushButton(tr("Use &Default"), page);
    reset->setObjectName(QStringLiteral("dataFolderDefaultButton"));
    connect(reset, &QPushButton::clicked, m_dataFolder, &QLineEdit::clear);
    form->addRow(tr("&Data folder:"), withButtons(m_dataFolder, { browse, reset }, page));
    form->addRow(noteLabel(tr("New workspaces keep their database and dropped evidence files in "
                              "this folder; the command line looks there too. Workspaces opened "
                              "before stay where they are."),
                           page));
    m_notifyAfterSync = new QCheckBox(
        tr("&Notify me when a sync brings news while the window is in the background"), page);
    m_notifyAfterSync->setObjectName(QStringLiteral("notifyAfterSyncCheck"));
    m_notifyAfterSync->setToolTip(
        tr("An applicant answered a request, a vote reached quorum or closed, a deadline passed"));
    form->addRow(m_notifyAfterSync);
    return page;
}

QWidget *SettingsDialog::createLabelsPage()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("labelsPage"));
    auto *form = new QFormLayout(page);
    form->addRow(noteLabel(tr("The GitHub labels that mark each review state, separated by "
                              "commas: the first is the one the workbench sets, every one is "
                              "recognised. Names compare without regard to case, as GitHub's "
                              "do; an empty field means the default name."),
                           page));
    const LabelScheme defaults;
    for (ReviewState state : allReviewStates()) {
        if (state == ReviewState::Closed)
            continue;
        auto *edit = new QLineEdit(page);
        edit->setObjectName(QStringLiteral("label_") + reviewStateId(state));
        edit->setPlaceholderText(defaults.labelFor(state));
        edit->setAccessibleName(tr("Label for %1").arg(reviewStateDisplayName(state)));
        m_stateLabels.insert(state, edit);
        form->addRow(tr("%1:").arg(reviewStateDisplayName(state)), edit);
    }
    const ActionSettings actionDefaults;
    m_deficiencyLabel = new QLineEdit(page);
    m_deficiencyLabel->setObjectName(QStringLiteral("label_deficiency"));
    m_deficiencyLabel->setPlaceholderText(actionDefaults.deficiencyLabel);
    m_deficiencyLabel->setAccessibleName(tr("Deficiency label"));
    form->addRow(tr("De&ficiency notice:"), m_deficiencyLabel);
    m_retiredLabel = new QLineEdit(page);
    m_retiredLabel->setObjectName(QStringLiteral("label_retired"));
    m_retiredLabel->setPlaceholderText(actionDefaults.retiredLabel);
    m_retiredLabel->setAccessibleName(tr("Retired label"));
    form->addRow(tr("Re&tired:"), m_retiredLabel);
    m_labelMappingFile = RuleFileField::labelMapping(page);
    form->addRow(tr("Mapping file:"), m_labelMappingFile);
    form->addRow(noteLabel(tr("A label mapping file (JSON, versioned; see the README) that the "
                              "Working Group hands round replaces the state names above."),
                           page));
    return page;
}

QWidget *SettingsDialog::createActionsPage()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("actionsPage"));
    auto *form = new QFormLayout(page);

    m_templateFolder = new QLineEdit(page);
    m_templateFolder->setObjectName(QStringLiteral("templateFolderEdit"));
    m_templateFolder->setPlaceholderText(tr("Built-in templates only"));
    m_templateFolder->setClearButtonEnabled(true);
    m_templateFolder->setAccessibleName(tr("Comment template folder"));
    auto *browse = new QPushButton(tr("&Browse…"), page);
    browse->setObjectName(QStringLiteral("templateFolderBrowseButton"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString folder =
            chooseFolder(tr("Comment Template Folder"), m_templateFolder->text());
        if (!folder.isEmpty())
            m_templateFolder->setText(QDir::toNativeSeparators(folder));
    });
    form->addRow(tr("Comment &templates:"), withButtons(m_templateFolder, { browse }, page));
    form->addRow(noteLabel(tr("A template NAME.md in this folder replaces the built-in one of "
                              "the same name."),
                           page));

    m_countingRule = new QComboBox(page);
    m_countingRule->setObjectName(QStringLiteral("countingRuleCombo"));
    m_countingRule->addItem(tr("Strict: approvals must exceed half of the participants"),
                            countingRuleId(CountingRule::StrictMajority));
    m_countingRule->addItem(tr("Votes cast: approvals must outnumber rejections"),
                            countingRuleId(CountingRule::MajorityOfVotesCast));
    connect(m_countingRule, &QComboBox::currentIndexChanged, this,
            &SettingsDialog::updateCountingRuleText);
    form->addRow(tr("&Counting rule:"), m_countingRule);

    m_reviewInterval = new QSpinBox(page);
    m_reviewInterval->setObjectName(QStringLiteral("reviewIntervalSpin"));
    m_reviewInterval->setRange(1, 60);
    m_reviewInterval->setSuffix(tr(" months"));
    form->addRow(tr("Periodic review &every:"), m_reviewInterval);

    m_deficiencyDays = new QSpinBox(page);
    m_deficiencyDays->setObjectName(QStringLiteral("deficiencyDaysSpin"));
    m_deficiencyDays->setRange(1, 3650);
    m_deficiencyDays->setSuffix(tr(" days"));
    form->addRow(tr("De&ficiency period:"), m_deficiencyDays);

    // The voting window: the minimum wait before an early close, and the default deadline.
    m_voteMinimumDays = new QSpinBox(page);
    m_voteMinimumDays->setObjectName(QStringLiteral("voteMinimumDaysSpin"));
    m_voteMinimumDays->setRange(0, 365);
    m_voteMinimumDays->setSuffix(tr(" days"));
    m_voteMinimumDays->setAccessibleName(tr("Minimum days a vote stays open"));
    m_voteDeadlineDays = new QSpinBox(page);
    m_voteDeadlineDays->setObjectName(QStringLiteral("voteDeadlineDaysSpin"));
    m_voteDeadlineDays->setRange(1, 365);
    m_voteDeadlineDays->setSuffix(tr(" days"));
    m_voteDeadlineDays->setAccessibleName(tr("Days until a vote closes"));
    connect(m_voteDeadlineDays, &QSpinBox::valueChanged, m_voteMinimumDays,
            [this](int days) { m_voteMinimumDays->setMaximum(days); });
    auto *window = new QHBoxLayout;
    window->addWidget(new QLabel(tr("at least"), page));
    window->addWidget(m_voteMinimumDays);
    window->addWidget(new QLabel(tr("closing after"), page));
    window->addWidget(m_voteDeadlineDays);
    window->addStretch(1);
    auto *windowLabel = new QLabel(tr("&Votes stay open:"), page);
    windowLabel->setBuddy(m_voteMinimumDays);
    form->addRow(windowLabel, window);
    form->addRow(noteLabel(tr("A vote may close before its deadline only once its result can no "
                              "longer change, and not before the minimum."),
                           page));
    return page;
}

QWidget *SettingsDialog::createReviewPage()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("reviewPage"));
    auto *form = new QFormLayout(page);
    m_requirementsField = RuleFileField::requirementDefinition(page);
    form->addRow(tr("Requirement definition:"), m_requirementsField);
    form->addRow(noteLabel(tr("The admission requirements the checklist follows. The working "
                              "group amends its process; a definition file lets the workbench "
                              "follow without a new release."),
                           page));

    m_formProfile = new QComboBox(page);
    m_formProfile->setObjectName(QStringLiteral("formProfileCombo"));
    m_formProfile->addItem(tr("Tell by its headings"), QString());
    const RequirementSet requirements =
        m_workspace ? m_workspace->requirements() : RequirementSet::builtIn();
    for (const FormProfile &profile : requirements.formProfiles())
        m_formProfile->addItem(profile.title, profile.id);
    m_formProfile->addItem(tr("None: match headings by their names"), QStringLiteral("headings"));
    form->addRow(tr("Application &form:"), m_formProfile);
    form->addRow(noteLabel(tr("An application written from a form the definition knows (such as "
                              "the Working Group's own) is read by that form's headings: one "
                              "heading may answer several requirements, and a requirement the "
                              "form has no field for says so."),
                           page));
    return page;
}

QWidget *SettingsDialog::createVotingPage()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("votingPage"));
    auto *layout = new QVBoxLayout(page);
    auto *caption = new QLabel(tr("The counting rule, as the vote comment and the report print it "
                                  "(change it on the Actions page):"),
                               page);
    caption->setWordWrap(true);
    layout->addWidget(caption);
    m_countingRuleText = new QLabel(page);
    m_countingRuleText->setObjectName(QStringLiteral("countingRuleText"));
    m_countingRuleText->setWordWrap(true);
    m_countingRuleText->setTextFormat(Qt::PlainText);
    m_countingRuleText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_countingRuleText->setFrameShape(QFrame::StyledPanel);
    m_countingRuleText->setMargin(6);
    layout->addWidget(m_countingRuleText);

    auto *roster = new QPushButton(tr("Edit &Roster…"), page);
    roster->setObjectName(QStringLiteral("editRosterButton"));
    roster->setToolTip(tr("The voting organizations, their representatives and alternates"));
    connect(roster, &QPushButton::clicked, this, &SettingsDialog::editRosterRequested);
    auto *row = new QHBoxLayout;
    row->addWidget(roster);
    row->addStretch();
    layout->addLayout(row);

    // Whose comments move a vote (AuthorTrust).
    auto *form = new QFormLayout;
    m_coChairs = new QLineEdit(page);
    m_coChairs->setObjectName(QStringLiteral("coChairsEdit"));
    m_coChairs->setPlaceholderText(tr("Repository owners, members and collaborators"));
    m_coChairs->setClearButtonEnabled(true);
    m_coChairs->setAccessibleName(tr("Co-chair logins"));
    form->addRow(tr("C&o-chairs:"), m_coChairs);
    m_eligibilityRuleFile = RuleFileField::eligibilityRule(page);
    form->addRow(tr("Eligibility rule:"), m_eligibilityRuleFile);
    layout->addLayout(form);
    layout->addWidget(noteLabel(tr("Which organizations may vote when a vote opens: a TAC seat "
                                   "and recent activity, or attendance of recent meetings (a "
                                   "versioned JSON file; see the README). Each vote keeps the "
                                   "rule it opened under, and its comment states it."),
                                page));
    layout->addWidget(noteLabel(tr("GitHub logins, separated by commas. Only their comments open, "
                                   "count and decide votes; when empty, comments by the "
                                   "repository's owners, members and collaborators do. The "
                                   "applicant's never do."),
                                page));
    // Ballots cast from this workbench.
    m_requireBallotReason = new QCheckBox(tr("Every ballot I cast needs a &reason"), page);
    m_requireBallotReason->setObjectName(QStringLiteral("requireBallotReasonCheck"));
    layout->addWidget(m_requireBallotReason);
    layout->addWidget(noteLabel(tr("A reason is posted as your comment beside the ballot; the "
                                   "vote panel, the decision comment and the report show it next "
                                   "to your ballot."),
                                page));
    layout->addStretch();
    return page;
}

QWidget *SettingsDialog::createEvidencePage()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("evidencePage"));
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(noteLabel(tr("Evidence links show a preview card: the page's title and "
                                   "description, or a repository's CI runs and releases. Previews "
                                   "are kept in the workspace and shown offline."),
                                page));
    m_fetchPolicy = new QButtonGroup(page);
    const struct
    {
        LinkPreviewService::FetchPolicy policy;
        QString text;
        const char *name;
    } choices[] = {
        { LinkPreviewService::FetchPolicy::Always, tr("&Always fetch previews in the background"),
          "fetchAlways" },
        { LinkPreviewService::FetchPolicy::Ask,
          tr("As&k: fetch a preview when I press its Fetch button"), "fetchAsk" },
        { LinkPreviewService::FetchPolicy::Never,
          tr("&Never fetch: show only what is already cached"), "fetchNever" },
    };
    for (const auto &choice : choices) {
        auto *button = new QRadioButton(choice.text, page);
        button->setObjectName(QLatin1String(choice.name));
        m_fetchPolicy->addButton(button, int(choice.policy));
        layout->addWidget(button);
    }
    layout->addStretch();
    return page;
}

QWidget *SettingsDialog::createLanguagePage()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("languagePage"));
    auto *form = new QFormLayout(page);
    m_language = new QComboBox(page);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(tr("System default"), QString());
    const QStringList languages = availableLanguages();
    for (const QString &language : languages)
        m_language->addItem(nativeLanguageName(language), language);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(noteLabel(tr("A new language takes effect after a restart."), page));
    return page;
}

// ---- Load and save -------------------------------------------------------------------------

void SettingsDialog::load()
{
    const QSettings settings;
    m_dataFolder->setText(settings.value(Workspace::dataFolderSettingsKey()).toString());
    m_notifyAfterSync->setChecked(
        settings.value(DesktopNotifier::afterSyncSettingsKey(), true).toBool());

    const LabelScheme labels = LabelScheme::load(settings);
    for (auto it = m_stateLabels.cbegin(); it != m_stateLabels.cend(); ++it) {
        // Only what the user set: the defaults stay placeholders.
        const bool set = !settings.value(LabelScheme::settingsKey(it.key())).toString().isEmpty()
            || !settings.value(LabelScheme::settingsKey(it.key())).toStringList().isEmpty();
        it.value()->setText(set ? labels.labelsFor(it.key()).join(QStringLiteral(", "))
                                : QString());
    }
    const ActionSettings actions = ActionSettings::load(settings);
    const ActionSettings defaults;
    m_deficiencyLabel->setText(
        actions.deficiencyLabel == defaults.deficiencyLabel ? QString() : actions.deficiencyLabel);
    m_retiredLabel->setText(actions.retiredLabel == defaults.retiredLabel ? QString()
                                                                          : actions.retiredLabel);
    m_templateFolder->setText(QDir::toNativeSeparators(actions.templateFolder));
    m_countingRule->setCurrentIndex(
        qMax(0, m_countingRule->findData(countingRuleId(actions.countingRule))));
    m_reviewInterval->setValue(actions.reviewIntervalMonths);
    m_deficiencyDays->setValue(actions.deficiencyDays);
    m_voteDeadlineDays->setValue(actions.voteDeadlineDays);
    m_voteMinimumDays->setValue(actions.voteMinimumDays);
    m_coChairs->setText(actions.coChairs.join(QStringLiteral(", ")));
    m_requireBallotReason->setChecked(BallotReasons::isRequired(settings));
    m_labelMappingFile->setPath(settings.value(LabelMappingFile::settingsKey()).toString());
    m_eligibilityRuleFile->setPath(settings.value(EligibilityRuleFile::settingsKey()).toString());

    m_loadedFormProfile = RequirementSettings::formProfile(settings);
    // A profile the definition no longer has reads as the automatic choice.
    m_formProfile->setCurrentIndex(qMax(0, m_formProfile->findData(m_loadedFormProfile)));
    m_loadedRequirementsFile = settings.value(requirementsFileSettingsKey()).toString().trimmed();
    m_requirementsField->setPath(m_loadedRequirementsFile);
    updateCountingRuleText();

    const auto policy = LinkPreviewService::fetchPolicyFromSettings(settings);
    if (QAbstractButton *button = m_fetchPolicy->button(int(policy)))
        button->setChecked(true);

    m_loadedLanguage = configuredLanguage(settings);
    const int language = m_language->findData(m_loadedLanguage);
    m_language->setCurrentIndex(qMax(0, language));
}

QString SettingsDialog::validationError() const
{
    // Two states sharing a label would make the state of an issue ambiguous.
    const LabelScheme defaults;
    QHash<QString, ReviewState> seen;
    for (ReviewState state : allReviewStates()) {
        if (state == ReviewState::Closed)
            continue;
        QStringList names = LabelScheme::splitNames(m_stateLabels.value(state)->text());
        if (names.isEmpty())
            names = defaults.labelsFor(state);
        for (const QString &name : std::as_const(names)) {
            const QString key = name.toCaseFolded();
            if (seen.contains(key) && seen.value(key) != state) {
                return tr("“%1” and “%2” cannot share the label “%3”.")
                    .arg(reviewStateDisplayName(seen.value(key)), reviewStateDisplayName(state),
                         name);
            }
            seen.insert(key, state);
        }
    }
    for (const RuleFileField *field : { m_labelMappingFile, m_eligibilityRuleFile }) {
        if (!field->problem().isEmpty())
            return field->problem();
    }
    const QStringList coChairs = AuthorTrust::parseLogins(m_coChairs->text());
    for (const QString &login : coChairs) {
        if (!RosterParser::isValidLogin(login))
            return tr("“%1” is not a GitHub login.").arg(login);
    }
    const QString folder = m_dataFolder->text().trimmed();
    if (!folder.isEmpty() && !QDir::isAbsolutePath(QDir::fromNativeSeparators(folder)))
        return tr("The data folder must be a full path, such as %1.")
            .arg(QDir::toNativeSeparators(Workspace::defaultDataFolder()));
    return {};
}

void SettingsDialog::accept()
{
    const QString error = validationError();
    if (!error.isEmpty()) {
        m_error->setText(error);
        m_error->show();
        return;
    }
    QSettings settings;
    const QString folder = QDir::fromNativeSeparators(m_dataFolder->text().trimmed());
    if (folder.isEmpty())
        settings.remove(Workspace::dataFolderSettingsKey());
    else
        settings.setValue(Workspace::dataFolderSettingsKey(), QDir::cleanPath(folder));
    settings.setValue(DesktopNotifier::afterSyncSettingsKey(), m_notifyAfterSync->isChecked());

    for (auto it = m_stateLabels.cbegin(); it != m_stateLabels.cend(); ++it) {
        const QStringList names = LabelScheme::splitNames(it.value()->text());
        if (names.isEmpty())
            settings.remove(LabelScheme::settingsKey(it.key()));
        else if (names.size() == 1)
            settings.setValue(LabelScheme::settingsKey(it.key()), names.first());
        else
            settings.setValue(LabelScheme::settingsKey(it.key()), names);
    }

    ActionSettings actions = ActionSettings::load(settings);
    const ActionSettings defaults;
    const QString deficiency = m_deficiencyLabel->text().trimmed();
    const QString retired = m_retiredLabel->text().trimmed();
    actions.deficiencyLabel = deficiency.isEmpty() ? defaults.deficiencyLabel : deficiency;
    actions.retiredLabel = retired.isEmpty() ? defaults.retiredLabel : retired;
    actions.templateFolder = QDir::fromNativeSeparators(m_templateFolder->text().trimmed());
    actions.countingRule = countingRuleFromId(m_countingRule->currentData().toString())
                               .value_or(CountingRule::StrictMajority);
    actions.reviewIntervalMonths = m_reviewInterval->value();
    actions.deficiencyDays = m_deficiencyDays->value();
    actions.voteMinimumDays = m_voteMinimumDays->value();
    actions.voteDeadlineDays = m_voteDeadlineDays->value();
    actions.coChairs = AuthorTrust::parseLogins(m_coChairs->text());
    actions.save(settings);
    BallotReasons::setRequired(settings, m_requireBallotReason->isChecked());

    const QString formProfile = m_formProfile->currentData().toString();
    if (formProfile.isEmpty())
        settings.remove(RequirementSettings::formProfileKey());
    else
        settings.setValue(RequirementSettings::formProfileKey(), formProfile);

    for (const auto &[field, key] :
         { std::pair { m_labelMappingFile, LabelMappingFile::settingsKey() },
           std::pair { m_eligibilityRuleFile, EligibilityRuleFile::settingsKey() } }) {
        if (field->path().isEmpty())
            settings.remove(key);
        else
            settings.setValue(key, field->path());
    }
    if (requirementsFile().isEmpty())
        settings.remove(requirementsFileSettingsKey());
    else
        settings.setValue(requirementsFileSettingsKey(), requirementsFile());

    const auto policy = LinkPreviewService::FetchPolicy(m_fetchPolicy->checkedId());
    settings.setValue(LinkPreviewService::fetchPolicySettingsKey(),
                      LinkPreviewService::policyId(policy));

    const QString language = m_language->currentData().toString();
    if (language.isEmpty())
        settings.remove(languageSettingsKey());
    else
        settings.setValue(languageSettingsKey(), language);
    settings.sync();

    QDialog::accept();
    if (m_workspace)
        m_workspace->reloadSettings();
    if (requirementsFile() != m_loadedRequirementsFile || formProfile != m_loadedFormProfile)
        emit requirementFileChanged();
    if (language != m_loadedLanguage)
        emit languageChanged();
    emit settingsSaved();
}

// ---- Helpers -------------------------------------------------------------------------------

void SettingsDialog::updateCountingRuleText()
{
    const CountingRule rule = countingRuleFromId(m_countingRule->currentData().toString())
                                  .value_or(CountingRule::StrictMajority);
    m_countingRuleText->setText(countingRuleText(rule));
}

QString SettingsDialog::requirementsFile() const
{
    return m_requirementsField->path();
}

void SettingsDialog::setRequirementsFile(const QString &path)
{
    m_requirementsField->setPath(path);
}

QString SettingsDialog::chooseFolder(const QString &title, const QString &current)
{
    const QString start = current.trimmed().isEmpty() ? QDir::homePath() : current.trimmed();
    return QFileDialog::getExistingDirectory(this, title, start);
}

} // namespace acp
