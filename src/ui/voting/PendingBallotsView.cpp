#include "ui/voting/PendingBallotsView.h"

#include "core/text/DisplayText.h"
#include "core/voting/VotingSession.h"
#include "ui/widgets/UiSupport.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace acp {

namespace {

enum BallotColumnIndex {
    BallotIssueColumn,
    BallotColumn,
    BallotStateColumn,
    BallotAttemptsColumn,
    BallotErrorColumn,
    BallotColumnCount
};

} // namespace

PendingBallotsView::PendingBallotsView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("pendingBallots"));
    m_heading = new QLabel(this);
    m_heading->setTextFormat(Qt::PlainText);
    m_heading->setObjectName(QStringLiteral("pendingBallotsHeading"));
    QFont font = m_heading->font();
    font.setBold(true);
    m_heading->setFont(font);

    m_table = new QTableWidget(0, BallotColumnCount, this);
    m_table->setObjectName(QStringLiteral("pendingBallotsTable"));
    m_table->setAccessibleName(tr("Ballots waiting to be sent"));
    m_table->setHorizontalHeaderLabels(
        { tr("Application"), tr("Ballot"), tr("State"), tr("Attempts"), tr("Last error") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(BallotErrorColumn, QHeaderView::Stretch);
    m_table->setWordWrap(false);
    m_table->setMaximumHeight(140);

    m_cancel = new QPushButton(tr("Cancel &Ballot"), this);
    m_cancel->setObjectName(QStringLiteral("cancelBallotButton"));
    m_cancel->setAccessibleName(tr("Cancel ballot"));
    m_cancel->setToolTip(tr("Take the ballot out of the queue; your ballot on GitHub stays as "
                            "it is"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_heading, 1);
    buttons->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_table);

    connect(m_cancel, &QPushButton::clicked, this, &PendingBallotsView::cancelSelected);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &PendingBallotsView::updateButtons);
    connect(m_table, &QTableWidget::itemActivated, this, [this](QTableWidgetItem *item) {
        emit applicationActivated(
            m_table->item(item->row(), BallotIssueColumn)->data(Qt::UserRole + 1).toInt());
    });
    refresh();
}

void PendingBallotsView::setSession(VotingSession *session)
{
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
    }
    m_session = session;
    if (session) {
        connect(session, &VotingSession::ballotChanged, this, &PendingBallotsView::refresh);
        connect(session, &VotingSession::sendFinished, this, &PendingBallotsView::refresh);
    }
    refresh();
}

qint64 PendingBallotsView::selectedBallotId() const
{
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    if (selected.isEmpty()) {
        return 0;
    }
    return m_table->item(selected.first()->row(), BallotIssueColumn)
        ->data(Qt::UserRole)
        .toLongLong();
}

void PendingBallotsView::refresh()
{
    const qint64 selected = selectedBallotId();
    const QList<QueuedBallot> ballots =
        m_session ? m_session->pendingBallots() : QList<QueuedBallot> {};
    m_table->setRowCount(0);
    for (const QueuedBallot &ballot : ballots) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        QString choice = ballotChoiceDisplayName(ballot.choice);
        if (!ballot.login.isEmpty()) {
            choice = tr("%1 as @%2").arg(choice, text::displayLine(ballot.login));
        }
        const QStringList cells { tr("#%1").arg(ballot.issueNumber), choice,
                                  ballotStateDisplayName(ballot.state),
                                  QLocale().toString(ballot.attempts),
                                  text::displayLine(ballot.lastError) };
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            item->setToolTip(text::toolTipLine(cells.at(column)));
            m_table->setItem(row, column, item);
        }
        m_table->item(row, BallotIssueColumn)->setData(Qt::UserRole, ballot.id);
        m_table->item(row, BallotIssueColumn)->setData(Qt::UserRole + 1, ballot.issueNumber);
        if (ballot.id == selected) {
            m_table->selectRow(row);
        }
    }
    m_table->resizeColumnsToContents();
    m_heading->setText(ui::numerus(
        tr("%n ballot(s) waiting to be sent", nullptr, int(ballots.size())), int(ballots.size())));
    setVisible(!ballots.isEmpty());
    updateButtons();
}

void PendingBallotsView::updateButtons()
{
    bool cancellable = false;
    if (const qint64 id = selectedBallotId(); id != 0 && m_session) {
        const QList<QueuedBallot> ballots = m_session->pendingBallots();
        for (const QueuedBallot &ballot : ballots) {
            cancellable = cancellable || (ballot.id == id && ballot.state == BallotState::Queued);
        }
    }
    m_cancel->setEnabled(cancellable);
}

void PendingBallotsView::cancelSelected()
{
    const qint64 id = selectedBallotId();
    if (!m_session || id == 0) {
        return;
    }
    QString error;
    if (!m_session->cancelBallot(id, &error)) {
        emit statusMessage(error, 5000);
    }
    refresh();
}

} // namespace acp
