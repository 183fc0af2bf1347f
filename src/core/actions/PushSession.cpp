#include "core/actions/PushSession.h"

#include "core/auth/TokenProvider.h"
#include "core/outbox/Outbox.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"

namespace acp {

int PushSessionSummary::ballotsLeft() const
{
    // A failed ballot (the vote closed, no permission) was not sent either.
    return ballotsNotSent + (ballotsSent ? ballots.leftUnsent + ballots.failed : 0);
}

PushSession *PushSession::of(Workspace &workspace)
{
    static const QString name = QStringLiteral("acpPushSession");
    if (auto *existing = workspace.findChild<PushSession *>(name, Qt::FindDirectChildrenOnly)) {
        return existing;
    }
    auto *session = new PushSession(workspace, &workspace);
    session->setObjectName(name);
    return session;
}

PushSession::PushSession(Workspace &workspace, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
{
    qRegisterMetaType<acp::PushSessionSummary>();
    if (OutboxPusher *pusher = m_workspace.pusher()) {
        connect(pusher, &OutboxPusher::finished, this, [this](const PushSummary &summary) {
            if (!m_running || m_sendingBallots) {
                return;
            }
            m_summary.actions = summary;
            emit actionsFinished(summary);
            if (summary.cancelled) {
                m_summary.cancelled = true;
                finish();
                return;
            }
            sendBallots();
        });
    }
    connect(m_workspace.votingSession(), &VotingSession::sendFinished, this,
            [this](const BallotSendSummary &summary) {
                if (!m_sendingBallots) {
                    return; // a ballot cast in the vote panel, sent on its own
                }
                m_sendingBallots = false;
                m_summary.ballots = summary;
                m_summary.cancelled = m_summary.cancelled || summary.cancelled;
                finish();
            });
}

bool PushSession::canPush() const
{
    return !m_workspace.isDemo() && m_workspace.pusher() != nullptr;
}

int PushSession::pendingActions() const
{
    return m_workspace.outbox() ? m_workspace.outbox()->pendingCount() : 0;
}

int PushSession::pendingBallots() const
{
    return m_workspace.votingSession()->pendingCount();
}

PushSession::Start PushSession::push()
{
    if (!canPush()) {
        return Start::Offline;
    }
    if (m_running || m_workspace.pusher()->isRunning()) {
        return Start::AlreadyRunning;
    }
    const int actions = pendingActions();
    const int ballots = pendingBallots();
    if (actions == 0 && ballots == 0) {
        return Start::NothingWaits;
    }
    m_running = true;
    m_summary = {};
    emit started(actions, ballots);
    if (actions > 0) {
        m_summary.actionsPushed = true;
        m_workspace.pusher()->push();
    } else {
        sendBallots();
    }
    return Start::Started;
}

void PushSession::cancel()
{
    if (!m_running) {
        return;
    }
    m_summary.cancelled = true;
    if (m_sendingBallots) {
        m_workspace.votingSession()->cancelSending();
    } else {
        m_workspace.pusher()->cancel();
    }
}

void PushSession::sendBallots()
{
    VotingSession *voting = m_workspace.votingSession();
    const int pending = voting->pendingCount();
    if (pending == 0 || m_summary.cancelled) {
        finish();
        return;
    }
    m_sendingBallots = true;
    m_summary.ballotsSent = true;
    emit ballotsStarted(pending);
    if (!voting->sendPending()) {
        m_sendingBallots = false;
        m_summary.ballotsSent = false;
        m_summary.ballotsNotSent = pending;
        m_summary.ballotsError =
            tr("No GitHub token is set (%1), so the ballots cannot be sent.")
                .arg(TokenProvider::environmentToken(m_workspace.apiUrl()).variable);
        finish();
    }
}

void PushSession::finish()
{
    m_running = false;
    m_sendingBallots = false;
    emit finished(m_summary);
}

} // namespace acp
