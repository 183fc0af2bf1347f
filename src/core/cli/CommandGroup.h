#pragma once

#include <QObject>
#include <QString>

class QTextStream;

namespace acp {

class Workspace;
struct CommandLineRequest;

// A family of commands kept in a file of their own (OutboxCommands, VotingCommands): what the
// command line hands a command to once the workspace is open. Runs one command; finished()
// follows exactly once, after run() returned.
class CommandGroup : public QObject
{
    Q_OBJECT
public:
    CommandGroup(Workspace &workspace, const CommandLineRequest &request, QTextStream &out,
                 QTextStream &err, QObject *parent = nullptr);
    ~CommandGroup() override;

    virtual void run() = 0;
    // Whether Ctrl+C should reach interrupt() rather than end the process: true for commands
    // that send something, so they stop after the request in flight and lose nothing.
    virtual bool isInterruptible() const { return false; }
    virtual void interrupt() { }

signals:
    void finished(int exitCode);

protected:
    // Prints "acp-workbench: message" on the error stream; returns exitCode.
    int fail(const QString &message, int exitCode = 1);
    // Flushes both streams and emits finished() once, after the current call returns.
    void done(int exitCode);
    bool isDone() const { return m_done; }

    Workspace &m_workspace;
    const CommandLineRequest &m_request;
    QTextStream &m_out;
    QTextStream &m_err;

private:
    bool m_done = false;
};

} // namespace acp
