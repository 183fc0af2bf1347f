#include "ui/actions/ActionDialog.h"

#include "core/actions/ActionSettings.h"
#include "core/review/TeamReviews.h"
#include "core/store/IssueCache.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/UiSupport.h"
#include "ui_ActionDialog.h"

#include <QCheckBox>
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
    // The error reads as one, in a light theme or a dark one.
    const MessageBanner::Colors error =
        MessageBanner::colorsFor(MessageBanner::Level::Error, palette());
    QPalette errorPalette = m_ui->errorLabel->palette();
    errorPalette.setColor(QPalette::Window, error.background);
    errorPalette.setColor(QPalette::WindowText, error.text);
    m_ui->errorLabel->setPalette(errorPalette);
    m_ui->errorLabel->setAutoFillBackground(true);
    m_ui->errorLabel->setMargin(4);
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
    case ActionKind::PublishReview:
        return tr("Publish Review");
    case ActionKind::ListingPullRequest:
        return tr("Listing Pull Request");
    case ActionKind::Remind:
        return tr("Remind Non-voters");
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
    // The voting window's deadline, which the co-chair may move (not before the minimum wait).
    const ActionSettings window = ActionSettings::load(QSettings());
    m_ui->closesEdit->setMinimumDate(QDate::currentDate().addDays(window.voteMinimumDays));
    m_ui->closesEdit->setDate(QDate::currentDate().addDays(window.voteDeadlineDays));
    m_ui->closesCheck->setChecked(vote);
    m_ui->closesEdit->setEnabled(vote);
    m_ui->closesCheck->setToolTip(
        ui::numerus(tr("Unchecked, the vote closes %n day(s) after it opens (Preferences).",
                       nullptr, window.voteDeadlineDays),
                    window.voteDeadlineDays));
    m_ui->outcomeLabel->setVisible(decision);
    m_ui->outcomeCombo->setVisible(decision);
    m_ui->outcomeCombo->addItem(tr("Approved"), true);
    m_ui->outcomeCombo->addItem(tr("Declined"), false);
    m_ui->tallyLabel->setVisible(decision);
    m_ui->tallyEdit->setVisible(decision);
    const bool details = !requestInfo && !vote && m_kind != ActionKind::PublishReview;
    m_ui->detailsLabel->setVisible(details);
    m_ui->detailsEdit->setVisible(details);
    switch (m_kind) {
    case ActionKind::RecordDecision:
        m_ui->detailsLabel->setText(tr("&Reasons:"));
        m_ui->detailsEdit->setPlaceholderText(
            tr("Required: why the application is approved or declined. The decision comment and "
               "the report carry it."));
        break;
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
    if (requestInfo) {
        // Colleagues' published reviews: their gaps may be asked about too, named as theirs.
        IssueCache cache(m_workspace.database());
        if (const std::optional<Issue> issue = cache.issue(m_number)) {
            const QList<PublishedReview> reviews =
                TeamReviews::collect(*issue, cache.comments(m_number), m_workspace.requirements(),
                                     m_workspace.authorTrust());
            for (const PublishedReview &review : reviews) {
                auto *check = new QCheckBox(
                    tr("Also the gaps of @%1's review").arg(text::displayLine(review.author)),
                    this);
                check->setObjectName(QStringLiteral("gapsFromReviewCheck"));
                m_ui->optionsLayout->addRow(check);
                connect(check, &QCheckBox::toggled, this, changed);
                m_reviewChecks.append({ check, review.author });
            }
        }
    }
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
    ActionRequest request;
    request.kind = m_kind;
    request.issueNumber = m_number;
    request.includeNeedsJudgment = m_ui->includeJudgmentCheck->isChecked();
    for (const auto &[check, login] : std::as_const(m_reviewChecks)) {
        if (check->isChecked()) {
            request.gapsFrom.append(login);
        }
    }
    if (m_ui->closesCheck->isChecked()) {
        request.closes = m_ui->closesEdit->date();
    }
    request.approved = m_ui->outcomeCombo->currentData().toBool();
    request.tally = m_ui->tallyEdit->text().trimmed();
    if (m_kind != ActionKind::RequestInfo && m_kind != ActionKind::StartVote
        && m_kind != ActionKind::PublishReview) {
        request.details = m_ui->detailsEdit->toPlainText().trimmed();
    }
    m_draft = ActionService(m_workspace).compose(request);

    const ComposeResult &composed = m_draft.composed;
    if (composed.ok()) {
        m_ui->errorLabel->hide();
        m_settingText = true;
        m_ui->commentEdit->setPlainText(composed.action->comment());
        m_settingText = false;
        m_edited = false;
        m_ui->changesLabel->setText(
            tr("Changes on GitHub: %1").arg(composed.action->changesText()));
    } else {
        m_settingText = true;
        m_ui->commentEdit->clear();
        m_settingText = false;
        m_ui->changesLabel->clear();
        showError(composed.error);
    }
    m_ui->warningLabel->setText(composed.warnings.join(QLatin1Char('\n')));
    m_ui->warningLabel->setVisible(!composed.warnings.isEmpty());
    m_ui->commentEdit->setEnabled(composed.ok());
    m_queueButton->setEnabled(composed.ok());
    updatePreview();
}

void ActionDialog::updatePreview()
{
    const QString text = m_ui->commentEdit->toPlainText();
    if (text.trimmed().isEmpty()) {
        m_ui->preview->setPlaceholderMessage(m_draft.ok() ? tr("No comment: labels only")
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
    if (!m_draft.ok()) {
        return false;
    }
    const ActionService::QueueResult queued = ActionService(m_workspace).queue(m_draft, comment());
    if (!queued.ok()) {
        showError(queued.error);
        return false;
    }
    m_queued = queued.action;
    return true;
}

} // namespace acp
