#pragma once

#include "core/cli/CommandGroup.h"

#include <QJsonValue>
#include <QStringList>

namespace acp {

class VotingSession;
class Workspace;
struct BallotSendSummary;
struct CommandLineRequest;

// The voting commands: `vote NUMBER approve|reject|abstain` (queue the signed-in user's ballot
// and send it at once when a token is set; the demo workspace applies it locally),
// `roster [--json]` (the current roster), `roster import FILE` (a Markdown table or JSON, a
// new roster version) and `co-chairs [--json]`, `co-chairs set LOGIN…`, `co-chairs clear` (the
// co-chair list of the settings: whose comments move a vote, AuthorTrust). The same core services
// as the GUI: VoteService, VoteStore, BallotSender, RosterParser.
class VotingCommands : public CommandGroup
{
    Q_OBJECT
public:
    VotingCommands(Workspace &workspace, const CommandLineRequest &request, QTextStream &out,
                   QTextStream &err, QObject *parent = nullptr);
    ~VotingCommands() override;

    static QStringList commands(); // "vote", "roster", "co-chairs"
    static bool handles(const QString &command) { return commands().contains(command); }

    void run() override;
    // `vote`: Ctrl+C stops after the request in flight; the ballot stays queued.
    bool isInterruptible() const override;
    void interrupt() override;

    // The `vote` object of `show --json` (null when the application has no vote), with
    // `my_ballot` when the signed-in login is known.
    static QJsonValue issueVoteJson(Workspace &workspace, int issueNumber);
    // Lines for `show`: the tally and one line per organization (empty when no vote).
    static QStringList issueVoteLines(Workspace &workspace, int issueNumber);
    // The login ballots are cast as: the demo voter in the demo workspace, else the login
    // remembered for the token (empty when never learned).
    static QString knownLogin(Workspace &workspace);

private:
    int runRoster();
    int runCoChairs();
    void runVote();
    void voteSent(int issueNumber, const BallotSendSummary &summary);
    void printVote(int issueNumber, const QJsonObject &extra);
    void noteIfNonBinding(int issueNumber, const QString &login);

    VotingSession *m_session = nullptr;
    qint64 m_ballotId = 0;
};

} // namespace acp
