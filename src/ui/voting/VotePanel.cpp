#include "ui/voting/VotePanel.h"

#include "core/text/DisplayText.h"
#include "core/voting/BallotReasons.h"
#include "core/voting/EligibilityRule.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"
#include "ui/applications/ApplicationPane.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QDockWidget>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTableWidget>
#include <QTreeView>
#include <QVBoxLayout>

namespace acp {

// ---- VotePanel ----------------------------------------------------------------------------

VotePanel::VotePanel(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("votePanel"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Vote"));

    // Every label here shows data (organization names, logins from the roster and the
    // reactions): plain text, never the rich text QLabel would guess from a "<b>" in a name.
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("voteTitle"));
    m_title->setTextFormat(Qt::PlainText);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_ballotLabel = new QLabel(this);
    m_ballotLabel->setObjectName(QStringLiteral("voteBallotLabel"));
    m_ballotLabel->setTextFormat(Qt::PlainText);
    m_ballotLabel->setWordWrap(true);

    const auto makeButton = [this](BallotChoice choice, const QString &text, const QString &name) {
        auto *button = new QPushButton(ballotChoiceEmoji(choice) + QLatin1Char(' ') + text, this);
        button->setObjectName(name);
        button->setAccessibleName(text);
        button->setCheckable(true);
        button->setMinimumHeight(44);
        QFont font = button->font();
        font.setPointSizeF(font.pointSizeF() * 1.3);
        button->setFont(font);
        connect(button, &QPushButton::clicked, this, [this, choice] { cast(choice); });
        return button;
    };
    m_approve = makeButton(BallotChoice::Approve, tr("Approve"), QStringLiteral("approveButton"));
    m_reject = makeButton(BallotChoice::Reject, tr("Reject"), QStringLiteral("rejectButton"));
    m_abstain = makeButton(BallotChoice::Abstain, tr("Abstain"), QStringLiteral("abstainButton"));
    // The voter's reason goes with the next ballot cast (BallotReasons).
    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("voteReasonEdit"));
    m_reason->setAccessibleName(tr("Reason for your ballot"));
    m_reason->setMaxLength(BallotReasons::kMaximumLength);
    m_reason->setClearButtonEnabled(true);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("voteSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    m_outcome = new QLabel(this);
    m_outcome->setObjectName(QStringLiteral("voteOutcome"));
    m_outcome->setTextFormat(Qt::PlainText);
    m_outcome->setWordWrap(true);
    m_rule = new QLabel(this);
    m_rule->setObjectName(QStringLiteral("voteRule"));
    m_rule->setTextFormat(Qt::PlainText);
    // Beside the vote: a second vote comment, a forged one. Plain text: the texts name
    // authors, who choose their own logins.
    m_warnings = new QLabel(this);
    m_warnings->setObjectName(QStringLiteral("voteWarnings"));
    m_warnings->setTextFormat(Qt::PlainText);
    m_warnings->setWordWrap(true);
    m_warnings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    {
        QFont font = m_warnings->font();
        font.setBold(true);
        m_warnings->setFont(font);
    }
    m_warnings->hide();

    m_quorumBar = new QProgressBar(this);
    m_quorumBar->setObjectName(QStringLiteral("quorumBar"));
    m_quorumBar->setAccessibleName(tr("Toward quorum"));
    m_majorityBar = new QProgressBar(this);
    m_majorityBar->setObjectName(QStringLiteral("majorityBar"));
    m_majorityBar->setAccessibleName(tr("Toward majority"));

    m_table = new QTableWidget(0, 5, this);
    m_table->setObjectName(QStringLiteral("voteTable"));
    m_table->setAccessibleName(tr("Ballots by organization"));
    m_table->setHorizontalHeaderLabels(
        { tr("Organization"), tr("Voted by"), tr("Ballot"), tr("Counted"), tr("Reason") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setMaximumHeight(190);
    m_notVoted = new QLabel(this);
    m_notVoted->setObjectName(QStringLiteral("voteNotVoted"));
    m_notVoted->setTextFormat(Qt::PlainText);
    m_notVoted->setWordWrap(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_approve);
    buttons->addWidget(m_reject);
    buttons->addWidget(m_abstain);

    auto *bars = new QFormLayout;
    bars->addRow(tr("Quorum:"), m_quorumBar);
    bars->addRow(tr("Majority:"), m_majorityBar);

    // Left: the ballot and the tally; right: who voted, organization by organization.
    auto *left = new QVBoxLayout;
    left->addWidget(m_title);
    left->addWidget(m_warnings);
    left->addLayout(buttons);
    left->addWidget(m_reason);
    left->addWidget(m_ballotLabel);
    left->addWidget(m_summary);
    left->addLayout(bars);
    left->addWidget(m_rule);
    left->addWidget(m_outcome);
    left->addStretch(1);

    auto *right = new QVBoxLayout;
    right->addWidget(m_table, 1);
    right->addWidget(m_notVoted);

    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 2);
    layout->addLayout(right, 3);

    hide();
}

void VotePanel::setSession(VotingSession *session)
{
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
    }
    m_session = session;
    if (!session) {
        return;
    }
    connect(session, &VotingSession::votesChanged, this, [this](const QList<int> &numbers) {
        if (numbers.contains(m_number)) {
            reload();
        }
    });
    connect(session, &VotingSession::ballotChanged, this, [this](const QueuedBallot &ballot) {
        if (ballot.issueNumber == m_number) {
            reload();
        }
    });
}

void VotePanel::showApplication(int number)
{
    m_number = number;
    reload();
}

QString VotePanel::summaryText() const
{
    return m_summary->text();
}

QPushButton *VotePanel::button(BallotChoice choice) const
{
    switch (choice) {
    case BallotChoice::Approve:
        return m_approve;
    case BallotChoice::Reject:
        return m_reject;
    case BallotChoice::Abstain:
        return m_abstain;
    default:
        return nullptr;
    }
}

void VotePanel::reload()
{
    const std::optional<VoteInfo> vote =
        (m_session && m_number > 0) ? m_session->vote(m_number) : std::nullopt;
    if (!vote || !vote->open) {
        hide();
        return;
    }
    const VoteTally &tally = vote->tally;
    m_title->setText(vote->closes.isValid()
                         ? tr("Vote on #%1, open until %2")
                               .arg(vote->issueNumber)
                               .arg(QLocale().toString(vote->closes, QLocale::ShortFormat))
                         : tr("Vote on #%1").arg(vote->issueNumber));
    QStringList warnings;
    if (vote->frozen) {
        warnings.append(tr("The tally was frozen when the decision was queued; ballots since do "
                           "not change it."));
    }
    for (const VoteCommentWarning &warning : vote->warnings) {
        warnings.append(QStringLiteral("⚠ ") + warning.text);
    }
    m_warnings->setText(warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!warnings.isEmpty());
    m_summary->setText(text::displayLine(tally.summary()));
    m_outcome->setText(text::displayLine(tally.outcomeText()));
    m_rule->setText(tr("Rule: %1").arg(voteRuleDisplayName(tally.rule)));
    if (!vote->eligibility.isEmpty()) {
        const EligibilityRule eligibility = EligibilityRule::fromRecord(vote->eligibility);
        const QDate appliedOn = QDate::fromString(
            vote->eligibility.value(QLatin1String("applied_on")).toString(), Qt::ISODate);
        m_rule->setText(m_rule->text() + QLatin1Char('\n') + eligibility.displayText(appliedOn));
    }
    // The voting window: when the vote may close before its deadline.
    if (vote->earliestClose.isValid() && !vote->isPastClosingDate()) {
        const QString window = QDate::currentDate() < vote->earliestClose
            ? tr("May close early from %1, once its result can no longer change.")
                  .arg(QLocale().toString(vote->earliestClose, QLocale::ShortFormat))
            : tally.isSettled()
            ? tr("The result can no longer change: the vote may close now (Record Decision).")
            : tr("May close early once its result can no longer change.");
        m_rule->setText(m_rule->text() + QLatin1Char('\n') + window);
    }

    // Each bar runs to its mark and stays full past it; the text says how far, or that the
    // mark is met.
    const auto fill = [](QProgressBar *bar, int value, int mark, const QString &text) {
        bar->setRange(0, qMax(1, mark));
        bar->setValue(qBound(0, value, qMax(1, mark)));
        bar->setFormat(text);
        // The whole sentence fits: a bar does not wrap or elide its text, it cuts it.
        bar->setMinimumWidth(bar->fontMetrics().horizontalAdvance(text)
                             + 2 * bar->fontMetrics().averageCharWidth());
        bar->setAccessibleDescription(text);
        bar->setToolTip(text::toolTipLine(text));
    };
    fill(m_quorumBar, tally.eligible > 0 ? tally.participants : 0, tally.quorumNeeded,
         tally.quorumProgressText());
    fill(m_majorityBar, tally.participants > 0 ? tally.approve : 0, tally.approvalsNeeded,
         tally.majorityProgressText());

    m_table->setRowCount(0);
    for (const TallyRow &row : tally.rows) {
        if (row.reason == TallyReason::NotVoted) {
            continue;
        }
        const int r = m_table->rowCount();
        m_table->insertRow(r);
        const QString organization = row.organization.isEmpty()
            ? tr("(not on the roster)")
            : text::displayLine(row.organization);
        QString ballot = row.choice == BallotChoice::None ? QString()
                                                          : ballotChoiceEmoji(row.choice)
                + QLatin1Char(' ') + ballotChoiceDisplayName(row.choice);
        if (row.reason == TallyReason::Late || row.reason == TallyReason::AfterDecision) {
            ballot += QLatin1Char(' ') + tr("(late)");
        }
        const QString counted = (row.counted ? tr("Counted") : tr("Not counted"))
            + QStringLiteral(" — ") + row.reasonText();
        // The voter's reason: their words, one line here, whole in the tooltip.
        const QStringList cells { organization, text::displayLine(row.login), ballot,
                                  text::displayLine(counted), text::displayLine(row.voterReason) };
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            item->setToolTip(c == cells.size() - 1 && !row.voterReason.isEmpty()
                                 ? text::displayMultiline(row.voterReason)
                                 : text::toolTipLine(row.reasonText()));
            if (!row.counted) {
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            }
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    // A long reason does not push the other columns out of view: its tooltip has it all.
    m_table->setColumnWidth(4,
                            qMin(m_table->columnWidth(4), 24 * fontMetrics().averageCharWidth()));
    m_notVoted->setText(
        tally.notVoted.isEmpty()
            ? tr("Every eligible organization has voted.")
            : tr("Not voted yet: %1")
                  .arg(text::displayLine(tally.notVoted.join(QStringLiteral(", ")))));
    updateBallot(*vote);
    show();
}

void VotePanel::updateBallot(const VoteInfo &vote)
{
    const MyBallot mine = m_session->myBallot(vote);
    const BallotChoice current = mine.current();
    for (BallotChoice choice :
         { BallotChoice::Approve, BallotChoice::Reject, BallotChoice::Abstain }) {
        QPushButton *b = button(choice);
        b->setChecked(current == choice);
        b->setEnabled(vote.isPosted());
    }
    m_reason->setEnabled(vote.isPosted());
    m_reason->setPlaceholderText(BallotReasons::isRequired(QSettings())
                                     ? tr("Reason for your ballot (required)")
                                     : tr("Reason for your ballot (optional)"));
    QString text;
    if (mine.login.isEmpty()) {
        text = tr("Sign in to vote.");
    } else if (current == BallotChoice::None) {
        text = tr("You (%1) have not voted yet.").arg(mine.login);
    } else {
        text = tr("Your ballot (%1): %2")
                   .arg(mine.login,
                        ballotChoiceEmoji(current) + QLatin1Char(' ')
                            + ballotChoiceDisplayName(current));
        if (mine.isPending()) {
            text += QLatin1Char(' ') + tr("(pending)");
        }
    }
    if (!mine.organization.isEmpty()) {
        text += QLatin1Char(' ') + tr("for %1").arg(mine.organization);
    } else if (!mine.login.isEmpty()) {
        text += QLatin1Char(' ') + tr("(not on the roster: non-binding)");
    }
    if (!vote.isPosted()) {
        text += QLatin1Char(' ') + tr("The vote comment is not on GitHub yet.");
    }
    m_ballotLabel->setText(text::displayLine(text));
}

void VotePanel::cast(BallotChoice choice)
{
    if (!m_session || m_number <= 0) {
        return;
    }
    const VoteService::CastResult result = m_session->cast(m_number, choice, m_reason->text());
    if (!result.ok()) {
        emit statusMessage(result.error, 5000);
    } else {
        m_reason->clear(); // it went with this ballot
    }
    reload(); // also restores the buttons' checked state when nothing was queued
}

// ---- OpenVotesPanel -----------------------------------------------------------------------

} // namespace acp
