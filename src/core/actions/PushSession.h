#pragma once

#include "core/outbox/OutboxPusher.h"
#include "core/voting/BallotSender.h"

#include <QObject>
#include <QString>

namespace acp {

class Workspace;

// What one push did: the outbox's actions, then the queued ballots.
struct PushSessionSummary
{
    bool actionsPushed = false; // the outbox's pusher ran (actions waited)
    PushSummary actions;
    bool ballotsSent = false; // the ballot sender ran (ballots waited and could be sent)
    BallotSendSummary ballots;
    int ballotsNotSent = 0; // ballots that waited but could not be sent at all
    QString ballotsError; // why (no token)
    bool cancelled = false;

    int ballotsLeft() const;
    bool allSent() const { return !cancelled && actions.allSent() && ballotsLeft() == 0; }
};

// Sends what waits in the workspace's outbox: the co-chair actions first, then the ballots (a
// vote comment goes out before the ballots on it), unless the push is cancelled. The window's
// Push Now, its automatic push when the network comes back, and the command line's `push` all
// go through the workspace's one session, so two pushes never run at once.
class PushSession : public QObject
{
    Q_OBJECT

public:
    // The workspace's one session, made on first use as a child of the workspace.
    static PushSession *of(Workspace &workspace);

    enum class Start {
        Started, // finished() follows
        NothingWaits,
        Offline, // the demo workspace: nothing is ever sent
        AlreadyRunning,
    };
    Start push();
    void cancel();

    bool isRunning() const { return m_running; }
    bool canPush() const; // not in the demo workspace
    int pendingActions() const;
    int pendingBallots() const;

signals:
    void started(int actions, int ballots);
    // The actions' part (when actions waited), before the ballots go.
    void actionsFinished(const acp::PushSummary &summary);
    void ballotsStarted(int ballots);
    void finished(const acp::PushSessionSummary &summary);

private:
    explicit PushSession(Workspace &workspace, QObject *parent);
    void sendBallots();
    void finish();

    Workspace &m_workspace;
    bool m_running = false;
    bool m_sendingBallots = false;
    PushSessionSummary m_summary;
};

} // namespace acp

Q_DECLARE_METATYPE(acp::PushSessionSummary)
