#include "ActionDialog.h"

#include "outbox/Outbox.h"
#include "review/Checklist.h"
#include "review/RequirementSet.h"
#include "store/ChecklistStore.h"
#include "store/IssueCache.h"
#include "text/DisplayText.h"
#include "ui_ActionDialog.h"
#include "voting/VoteService.h"
#include "voting/VoteStore.h"
#include "workspace/Workspace.h"

#include <QPushButton>
#include <QSettings>

namespace acp {

ActionDialog::ActionDialog(Workspace &workspace, int issueNumber, ActionKind kind, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_ui(std::make_unique<Ui::ActionDialog>())
    , m_kind(kind)
    , m_number(issueNumber)
{
    m_ui->setupUi(this);
    setWindowTitle(tr("%1 — #%2").arg(title(kind)).arg(issueNumber));
    m_queueButton = m_ui->buttonBox->addButton(tr("&Queue"), QDialogButtonBox::AcceptRole);
    m_queueButton->setToolTip(tr("Put the action in the outbox; it is sent on the next push"));
    m_queueButton->setDefault(true);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, [this] {
        if (queue()) {
            accept();
        }
    });
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_ui->errorLabel->setStyleSheet(QStringLiteral("color: palette(bright-text); "
                                                   "background: #b3261e; padding: 4px;"));
    m_ui->errorLabel->hide();
    m_ui->warningLabel->hide();
    // Messages and label names can carry data: never guessed to be rich text. The heading is
    // rich text built from escaped parts.
    m_ui->headingLabel->setTextFormat(Qt::RichText);
    for (QLabel *label : { m_ui->changesLabel, m_ui->warningLabel, m_ui->errorLabel }) {
        label->setTextFormat(Qt::PlainText);
    }
    m_ui->splitter->setStretchFactor(0, 1);
    m_ui->splitter->setStretchFactor(1, 1);

    const IssueCache cache(m_workspace.database());
    m_issue = cache.issue(issueNumber);
    if (m_issue) {
        m_ui->headingLabel->setText(tr("<b>%1</b> on #%2 “%3”")
                                        .arg(title(kind).toHtmlEscaped())
                                        .arg(issueNumber)
                                        .arg(text::displayLine(m_issue->title).toHtmlEscaped()));
    }
    if (m_workspace.isDemo()) {
        m_ui->headingLabel->setText(
            m_ui->headingLabel->text()
            + tr("<br><i>Demo workspace: the action is queued locally to try it out, but "
                 "never sent to GitHub.</i>"));
    }

    setupOptions();
    connect(m_ui->commentEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_settingText) {
            m_edited = true;
        }
        updatePreview();
    });
    connect(m_ui->recomposeButton, &QPushButton::clicked, this, [this] {
        m_edited = false;
        recompose();
    });
    recompose();
}

ActionDialog::~ActionDialog() = default;

QString ActionDialog::title(ActionKind kind)
{
    switch (kind) {
    case ActionKind::RequestInfo:
        return tr("Request Info");
    case ActionKind::StartVote:
        return tr("Start Vote");
    case ActionKind::RecordDecision:
        return tr("Record Decision");
    case ActionKind::BackToReview:
        return tr("Back to Review");
    case ActionKind::DeficiencyNotice:
        return tr("Deficiency Notice");
    case ActionKind::Retirement:
        return tr("Retire");
    case ActionKind::ReviewComplete:
        return tr("Review Complete");
    }
    return {};
}

void ActionDialog::setupOptions()
{
    const bool requestInfo = m_kind == ActionKind::RequestInfo;
    const bool vote = m_kind == ActionKind::StartVote;
    const bool decision = m_kind == ActionKind::RecordDecision;
    m_ui->includeJudgmentCheck->setVisible(requestInfo);
    m_ui->closesCheck->setVisible(vote);
    m_ui->closesEdit->setVisible(vote);
    m_ui->closesEdit->setEnabled(false);
    m_ui->closesEdit->setDate(QDate::currentDate().addDays(14));
    m_ui->outcomeLabel->setVisible(decision);
    m_ui->outcomeCombo->setVisible(decision);
    m_ui->outcomeCombo->addItem(tr("Approved"), true);
    m_ui->outcomeCombo->addItem(tr("Declined"), false);
    m_ui->tallyLabel->setVisible(decision);
    m_ui->tallyEdit->setVisible(decision);
    const bool details = !requestInfo && !vote;
    m_ui->detailsLabel->setVisible(details);
    m_ui->detailsEdit->setVisible(details);
    switch (m_kind) {
    case ActionKind::RecordDecision:
    case ActionKind::Retirement:
        m_ui->detailsLabel->setText(tr("&Reasons:"));
        break;
    case ActionKind::DeficiencyNotice:
        m_ui->detailsLabel->setText(tr("&Deficiencies:"));
        break;
    default:
        m_ui->detailsLabel->setText(tr("&Note:"));
        break;
    }

    const auto changed = [this] {
        if (!m_edited) {
            recompose();
        }
    };
    connect(m_ui->includeJudgmentCheck, &QCheckBox::toggled, this, changed);
    connect(m_ui->closesCheck, &QCheckBox::toggled, m_ui->closesEdit, &QWidget::setEnabled);
    connect(m_ui->closesCheck, &QCheckBox::toggled, this, changed);
    connect(m_ui->closesEdit, &QDateEdit::dateChanged, this, changed);
    connect(m_ui->outcomeCombo, &QComboBox::currentIndexChanged, this, changed);
    connect(m_ui->tallyEdit, &QLineEdit::textChanged, this, changed);
    connect(m_ui->detailsEdit, &QPlainTextEdit::textChanged, this, changed);
}

void ActionDialog::recompose()
{
    Outbox *outbox = m_workspace.outbox();
    if (!m_issue || m_issue->deleted) {
        m_result = {};
        m_result.error = m_issue ? tr("Application #%1 was deleted on GitHub.").arg(m_number)
                                 : tr("Application #%1 is not in the cache.").arg(m_number);
    } else if (!outbox) {
        m_result = {};
        m_result.error = tr("The workspace has no outbox.");
    } else {
        QSettings settings;
        const ActionComposer composer(m_workspace.labelScheme(), ActionSettings::load(settings));
        const IssueSnapshot expected =
            outbox->expectedState(m_number).value_or(IssueSnapshot::fromIssue(*m_issue));
        const QString details = m_ui->detailsEdit->toPlainText().trimmed();
        switch (m_kind) {
        case ActionKind::RequestInfo: {
            const IssueCache cache(m_workspace.database());
            const Checklist checklist =
                Checklist::load(*m_issue, cache.comments(m_number), m_workspace.requirements(),
                                ChecklistStore(m_workspace.database()));
            m_result = composer.requestInfo(*m_issue, expected, checklist,
                                            m_ui->includeJudgmentCheck->isChecked());
            break;
        }
        case ActionKind::StartVote: {
            // The roster of record is frozen into the vote comment and, once queued, the vote.
            m_roster = VoteStore(m_workspace.database()).currentRoster();
            ActionComposer::VoteOptions options;
            if (!m_roster.organizations.isEmpty()) {
                options.roster = VoteService::voteRosterEntries(m_roster);
            }
            if (m_ui->closesCheck->isChecked()) {
                options.closes = m_ui->closesEdit->date();
            }
            m_result = composer.startVote(*m_issue, expected, options);
            break;
        }
        case ActionKind::RecordDecision: {
            ActionComposer::DecisionOptions options;
            options.approved = m_ui->outcomeCombo->currentData().toBool();
            options.tally = m_ui->tallyEdit->text().trimmed();
            options.reasons = details;
            m_result = composer.decision(*m_issue, expected, options);
            break;
        }
        case ActionKind::BackToReview:
            m_result = composer.backToReview(*m_issue, expected, details);
            break;
        case ActionKind::DeficiencyNotice:
            m_result = composer.deficiencyNotice(*m_issue, expected, details);
            break;
        case ActionKind::Retirement:
            m_result = composer.retirement(*m_issue, expected, details);
            break;
        case ActionKind::ReviewComplete:
            m_result = composer.reviewComplete(*m_issue, expected, details);
            break;
        }
    }

    if (m_result.ok()) {
        m_ui->errorLabel->hide();
        m_settingText = true;
        m_ui->commentEdit->setPlainText(m_result.action->comment());
        m_settingText = false;
        m_edited = false;
        m_ui->changesLabel->setText(
            tr("Changes on GitHub: %1").arg(m_result.action->changesText()));
    } else {
        m_settingText = true;
        m_ui->commentEdit->clear();
        m_settingText = false;
        m_ui->changesLabel->clear();
        showError(m_result.error);
    }
    m_ui->warningLabel->setText(m_result.warnings.join(QLatin1Char('\n')));
    m_ui->warningLabel->setVisible(!m_result.warnings.isEmpty());
    m_ui->commentEdit->setEnabled(m_result.ok());
    m_queueButton->setEnabled(m_result.ok());
    updatePreview();
}

void ActionDialog::updatePreview()
{
    const QString text = m_ui->commentEdit->toPlainText();
    if (text.trimmed().isEmpty()) {
        m_ui->preview->setPlaceholderMessage(m_result.ok() ? tr("No comment: labels only")
                                                           : QString());
    } else {
        m_ui->preview->setMarkdownText(text);
    }
}

void ActionDialog::showError(const QString &message)
{
    m_ui->errorLabel->setText(message);
    m_ui->errorLabel->setVisible(!message.isEmpty());
}

QString ActionDialog::comment() const
{
    return m_ui->commentEdit->toPlainText();
}

void ActionDialog::setComment(const QString &markdown)
{
    m_ui->commentEdit->setPlainText(markdown);
}

QString ActionDialog::changesText() const
{
    return m_ui->changesLabel->text();
}

QString ActionDialog::errorText() const
{
    return m_ui->errorLabel->isHidden() ? QString() : m_ui->errorLabel->text();
}

bool ActionDialog::canQueue() const
{
    return m_queueButton->isEnabled();
}

void ActionDialog::setIncludeNeedsJudgment(bool include)
{
    m_ui->includeJudgmentCheck->setChecked(include);
}

void ActionDialog::setClosingDate(const QDate &date)
{
    if (date.isValid()) {
        m_ui->closesEdit->setDate(date);
    }
    m_ui->closesCheck->setChecked(date.isValid());
}

void ActionDialog::setApproved(bool approved)
{
    m_ui->outcomeCombo->setCurrentIndex(approved ? 0 : 1);
}

void ActionDialog::setDetailsText(const QString &text)
{
    m_ui->detailsEdit->setPlainText(text);
}

bool ActionDialog::queue()
{
    Outbox *outbox = m_workspace.outbox();
    if (!m_result.ok() || !outbox) {
        return false;
    }
    OutboxAction draft = *m_result.action;
    draft.setComment(comment());
    const std::optional<OutboxAction> stored = outbox->enqueue(draft);
    if (!stored) {
        showError(outbox->errorString());
        return false;
    }
    if (stored->kind == ActionKind::StartVote) {
        VoteService::of(m_workspace).recordStartVote(*stored, m_roster);
    } else if (stored->kind == ActionKind::RecordDecision) {
        // The tally stands as it is now: reactions after the decision do not change it.
        const VoteService votes = VoteService::of(m_workspace);
        if (votes.vote(m_number)) {
            votes.freezeForDecision(m_number, stored->uuid);
        }
    }
    m_queued = stored;
    return true;
}

} // namespace acp
