#include "ui/voting/OpenVotesPanel.h"

#include "core/text/DisplayText.h"
#include "core/voting/VotingSession.h"
#include "ui/widgets/RefreshWhenShown.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace acp {

OpenVotesPanel::OpenVotesPanel(QWidget *parent)
    : QWidget(parent)
{
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("openVotesList"));
    m_list->setAccessibleName(tr("Open votes"));
    m_empty = new QLabel(tr("No open votes."), this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_empty);
    layout->addWidget(m_list);
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        emit applicationActivated(item->data(Qt::UserRole).toInt());
    });
    m_refresh = new RefreshWhenShown(this, [this] { rebuild(); });
}

void OpenVotesPanel::setSession(VotingSession *session)
{
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
    }
    m_session = session;
    if (session) {
        connect(session, &VotingSession::votesChanged, this, &OpenVotesPanel::refresh);
        connect(session, &VotingSession::ballotChanged, this, &OpenVotesPanel::refresh);
    }
    refresh();
}

bool OpenVotesPanel::isStale() const
{
    return m_refresh->isStale();
}

void OpenVotesPanel::refresh()
{
    m_refresh->request();
}

void OpenVotesPanel::rebuild()
{
    m_list->clear();
    const QList<VoteInfo> votes = m_session ? m_session->openVotes() : QList<VoteInfo> {};
    for (const VoteInfo &vote : votes) {
        const BallotChoice mine = m_session->myBallot(vote).current();
        QString text = tr("#%1 — %2").arg(vote.issueNumber).arg(vote.tally.summary());
        if (mine != BallotChoice::None) {
            text += QLatin1String("  ") + ballotChoiceEmoji(mine);
        }
        auto *item = new QListWidgetItem(text::displayLine(text), m_list);
        item->setData(Qt::UserRole, vote.issueNumber);
        item->setToolTip(text::toolTipLine(vote.tally.outcomeText()));
    }
    m_empty->setVisible(votes.isEmpty());
}

// ---- VoteController -----------------------------------------------------------------------

} // namespace acp
