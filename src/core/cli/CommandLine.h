#pragma once

#include "core/cli/TerminalOutput.h"
#include "core/workspace/Workspace.h"

#include <QHash>
#include <QObject>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <memory>
#include <optional>

namespace acp {

class CommandGroup;

// What the command line asked for. Parsing is separate from running so main() can decide
// between the window and a headless command before any QApplication exists.
struct CommandLineRequest
{
    WorkspaceOptions workspace;
    QString command; // empty: open the main window
    QStringList arguments; // the command's positional arguments
    bool json = false;
    bool hasNote = false; // --note was given (an empty note clears it)
    QString note; // checklist: --note TEXT
    std::optional<bool> notePrivate; // checklist: --private (true) or --public (false)
    bool includeJudgment = false; // request-info: --include-judgment
    QStringList gapsFrom; // request-info: --from-reviews LOGIN,LOGIN
    bool disagreementsOnly = false; // list: --disagreements
    bool pullRequest = false; // listing: --pull-request
    bool removeListing = false; // listing --pull-request: --remove
    QString closes; // start-vote: --closes YYYY-MM-DD
    QString reason; // decide: --reason TEXT
    QString tally; // decide: --tally TEXT
    bool preview = false; // request-info, start-vote, decide, back-to-review: print, queue nothing
    QString output; // report: --output FILE
    bool all = false; // report: --all
    bool force = false; // outbox cancel: even when the action's comment may be on GitHub
    bool showHelp = false;
    bool showVersion = false;
    QString helpText;
    QString error; // set when the arguments make no sense; one sentence
};

CommandLineRequest parseCommandLine(const QStringList &arguments);
// Every command's name, as parseCommandLine() knows them.
const QStringList &knownCommands();

// Runs one headless command (sync, list, show, checklist, and the outbox commands of
// OutboxCommands) through the same core services the GUI uses, printing results to stdout and
// one-sentence errors to stderr. Emits finished(exitCode).
class CommandRunner : public QObject
{
    Q_OBJECT
public:
    explicit CommandRunner(const CommandLineRequest &request, QObject *parent = nullptr);
    ~CommandRunner() override;

    // A command whose work needs more than Qt Core (the PDF report needs Qt GUI): main() hands
    // it in, and it runs on the opened workspace like any other. It prints to `out` and returns
    // the exit code; on failure it sets `error` to one sentence.
    using ExternalCommand = std::function<int(
        Workspace &workspace, const CommandLineRequest &request, QTextStream &out, QString *error)>;
    void setExternalCommand(const QString &command, ExternalCommand handler);

    void start();

signals:
    void finished(int exitCode);

private:
    void runSync();
    void refreshListingPullRequests();
    int runList();
    int runShow();
    int runChecklist();
    void printChecklist(const class Checklist &checklist);
    void printFileProblem(const struct EvidenceNote &note);
    void printLinksNotListed(int count);
    void fail(const QString &message, int exitCode = 1);
    void finish(int exitCode);

    CommandLineRequest m_request;
    std::unique_ptr<Workspace> m_workspace;
    std::unique_ptr<CommandGroup> m_commands; // declared after: destroyed first
    // Everything printed passes through these (TerminalOutput.h): no control, bidi or
    // invisible character from the data reaches the terminal. Declared before the streams,
    // which flush into them when destroyed.
    TerminalOutput m_outDevice { stdout };
    TerminalOutput m_errDevice { stderr };
    QTextStream m_out;
    QTextStream m_err;
    bool m_finished = false;
    QHash<QString, ExternalCommand> m_external;
    bool m_tokenLookedUp = false; // keychain / gh asked once, before the workspace opens
};

} // namespace acp
