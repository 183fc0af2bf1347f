#pragma once

#include <QJsonValue>
#include <QObject>
#include <QStringList>

class QTextStream;

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
class VotingCommands : public QObject
{
    Q_OBJECT
public:
    VotingCommands(Workspace &workspace, const CommandLineRequest &request, QTextStream &out,
                   QTextStream &err, QObject *parent = nullptr);
    ~VotingCommands() override;

    static QStringList commands(); // "vote", "roster", "co-chairs"
    static bool handles(const QString &command) { return commands().contains(command); }

    // Runs the command; finished() follows exactly once, after run() returned.
    void run();
    void interrupt(); // Ctrl+C while a ballot is being sent

    // The `vote` object of `show --json` (null when the application has no vote), with
    // `my_ballot` when the signed-in login is known.
    static QJsonValue issueVoteJson(Workspace &workspace, int issueNumber);
    // Lines for `show`: the tally and one line per organization (empty when no vote).
    static QStringList issueVoteLines(Workspace &workspace, int issueNumber);
    // The login ballots are cast as: the demo voter in the demo workspace, else the login
    // remembered for the token (empty when never learned).
    static QString knownLogin(Workspace &workspace);

signals:
    void finished(int exitCode);

private:
    int runRoster();
    int runCoChairs();
    void runVote();
    int fail(const QString &message, int exitCode = 1);
    void done(int exitCode);
    void voteSent(int issueNumber, const BallotSendSummary &summary);
    void printVote(int issueNumber, const QJsonObject &extra);
    void noteIfNonBinding(int issueNumber, const QString &login);

    Workspace &m_workspace;
    const CommandLineRequest &m_request;
    QTextStream &m_out;
    QTextStream &m_err;
    VotingSession *m_session = nullptr;
    qint64 m_ballotId = 0;
    bool m_done = false;
};

} // namespace acp
