#pragma once

// Runs the real acp-workbench executable as a child process while the caller's event loop keeps
// serving the in-process loopback server, optionally killing it (SIGKILL) at a chosen moment.

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace acp::test {
class GitHubTestServer;
}

namespace acp::resilience {

struct KillPlan
{
    enum class Mode { Never, AfterMilliseconds, AfterRequests };
    Mode mode = Mode::Never;
    int milliseconds = 0; // AfterMilliseconds: since the start; AfterRequests: extra delay
    int requests = 0; // AfterRequests: once the server has answered this many of the child's
};

struct ChildResult
{
    bool started = false;
    bool killed = false; // SIGKILLed by the plan (the child was still running)
    int exitCode = -1; // when it exited on its own
    bool crashed = false; // ended by a signal we did not send
    double milliseconds = 0; // start to end
    double killedAtMs = 0;
    int requestsServed = 0; // requests the server answered while the child ran
    QString standardOutput;
    QString standardError;
    bool ok() const { return started && !killed && !crashed && exitCode == 0; }
    QString describe() const;
};

ChildResult runChild(const QString &program, const QStringList &arguments,
                     const QProcessEnvironment &environment, test::GitHubTestServer &server,
                     const KillPlan &plan = {}, int timeoutMs = 120000);

} // namespace acp::resilience
