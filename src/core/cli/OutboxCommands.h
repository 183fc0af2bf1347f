#pragma once

#include "core/cli/CommandGroup.h"

#include <QJsonArray>
#include <QStringList>

namespace acp {

class Database;
class Workspace;
struct CommandLineRequest;
struct PushSessionSummary;
struct QueuedBallot;

// The co-chair's commands: request-info, start-vote, decide, back-to-review (queue an action),
// outbox (list, cancel, retry, audit; pending ballots listed as their own kind, "cancel b3"),
// push (send the actions, then the ballots), due (deadlines). The same core services as
// the window: ActionService, PushSession, Outbox, DueList.
class OutboxCommands : public CommandGroup
{
    Q_OBJECT
public:
    OutboxCommands(Workspace &workspace, const CommandLineRequest &request, QTextStream &out,
                   QTextStream &err, QObject *parent = nullptr);
    ~OutboxCommands() override;

    static QStringList commands();
    static bool handles(const QString &command) { return commands().contains(command); }
    // Which commands take which options, for the parser's checks.
    static bool acceptsOption(const QString &command, const QString &option);

    void run() override;
    // `push`: Ctrl+C stops after the request in flight; the next push resumes.
    bool isInterruptible() const override;
    void interrupt() override;

    // The `outbox` array of `show --json`: the issue's actions, oldest first.
    static QJsonArray issueOutboxJson(Database &database, int issueNumber);
    // Lines for `show`: one per action of the issue (empty when none).
    static QStringList issueOutboxLines(Database &database, int issueNumber);

private:
    int queueAction();
    int listOutbox();
    int changeOutbox(const QString &verb);
    void cancelAction(const QString &idText);
    int cancelBallot(const QString &idText);
    static QString ballotSummary(const QueuedBallot &ballot);
    int printDue();
    void push();
    void pushFinished(const PushSessionSummary &summary);

    bool m_pushing = false;
};

} // namespace acp
