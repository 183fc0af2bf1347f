#pragma once

#include "core/voting/BallotSender.h"
#include "core/voting/VotePoller.h"
#include "core/voting/VoteService.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

namespace acp {

class VotingContext;

// What the GUI's Open votes view and vote panel drive (the command line's `vote` too): one per
// workspace. Reads go through VoteService (synchronous value types); writes and the network are
// asynchronous with signals:
//
//   cast(12, BallotChoice::Approve)  queues the signed-in user's ballot (replacing an unsent
//       one) and, when online, sends it; ballotChanged() follows each state change, votesChanged()
//       once the cache holds the new reaction, sendFinished() at the end of the send. Offline or
//       on transient trouble the ballot stays queued (MyBallot::isPending()) until
//       sendPending(). The demo workspace applies the ballot to its local copy at once.
//   After each sync (whose follow-up polls the open votes' reactions, VotePoller), the
//   workspace calls noticeChanges(); votesChanged() names the applications whose vote
//   changed: ballots, the vote comment, or the vote opening or closing.
//   login() is the signed-in login, remembered per token; refreshLogin() asks GitHub.
class VotingSession : public QObject
{
    Q_OBJECT
public:
    // One per workspace (Workspace::votingSession()): the vote panel, the outbox push (GUI and
    // `push`) and `vote` all send through it, so one sender handles the ballot queue and two
    // runs never send the same ballot at once.
    explicit VotingSession(VotingContext &workspace, QObject *parent = nullptr);
    ~VotingSession() override;

    VoteService votes() const;
    QList<VoteInfo> openVotes() const { return votes().openVotes(); }
    std::optional<VoteInfo> vote(int issueNumber) const { return votes().vote(issueNumber); }
    MyBallot myBallot(const VoteInfo &vote) const { return votes().myBallot(vote, login()); }

    // The login ballots are cast as: the demo voter in the demo workspace, else the login
    // remembered for the token (empty until learned: refreshLogin() or the first send).
    QString login() const;
    void refreshLogin();

    // Queues (and, online, sends) a ballot, with the voter's reason when `reason` is not empty
    // (required when BallotReasons::isRequired()); the result says at once whether it was
    // queued.
    VoteService::CastResult cast(int issueNumber, BallotChoice choice, const QString &reason = {});
    // Sends every queued ballot (after being offline). True when sendFinished() follows: a
    // send started, or one is running (another run follows it for ballots queued since).
    // False when nothing can be sent (no client or token, the demo workspace).
    bool sendPending();
    void cancelSending();
    // Ballots queued or being sent (the outbox's ballot section), oldest first.
    QList<QueuedBallot> pendingBallots() const;
    int pendingCount() const { return int(pendingBallots().size()); }
    // Takes a queued (or failed) ballot out of the queue; ballotChanged() follows. A ballot
    // being sent cannot be cancelled: its request may already have landed.
    bool cancelBallot(qint64 id, QString *error = nullptr);
    bool isSending() const;
    bool canSend() const; // a client and a token (never in the demo workspace)

    // What the open votes are now, to compare with after a sync; the workspace calls it when a
    // sync starts. Taken once: not at construction, which happens before the window's first
    // paint and would read every open vote's comment and reactions then.
    void takeBaseline();
    // Compares the open votes with the baseline and emits votesChanged() for those that
    // changed; the workspace calls it after each sync. Without a baseline it only takes one.
    void noticeChanges();

signals:
    void votesChanged(const QList<int> &issueNumbers);
    void ballotChanged(const acp::QueuedBallot &ballot);
    void sendFinished(const acp::BallotSendSummary &summary);
    void loginChanged(const QString &login);
    // A sentence for a status bar, e.g. why the login could not be learned.
    void message(const QString &text);

private:
    // What a vote looks like to a panel: its comment, its reactions, open or not.
    QHash<int, QString> signatures() const;
    // The demo workspace: the ballot's reason lands in its local copy as the voter's comment.
    bool applyDemoReason(QueuedBallot &ballot);

    VotingContext &m_workspace;
    std::optional<QHash<int, QString>> m_signatures;
    QPointer<BallotSender> m_sender;
    QPointer<SignedInUser> m_user;
    QString m_login;
    bool m_sendAgain = false;
};

} // namespace acp
