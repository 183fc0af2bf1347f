#include "ChildProcess.h"

#include "GitHubTestServer.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTimer>

namespace acp::resilience {

QString ChildResult::describe() const
{
    if (!started)
        return QStringLiteral("did not start: ") + standardError;
    QString text;
    if (killed)
        text = QStringLiteral("killed after %1 ms").arg(killedAtMs, 0, 'f', 1);
    else if (crashed)
        text = QStringLiteral("crashed");
    else
        text = QStringLiteral("exit code %1").arg(exitCode);
    text += QStringLiteral(", %1 requests").arg(requestsServed);
    const QString err = standardError.trimmed();
    if (!err.isEmpty() && !ok())
        text += QStringLiteral("; stderr: ") + err.right(600);
    return text;
}

ChildResult runChild(const QString &program, const QStringList &arguments,
                     const QProcessEnvironment &environment, test::GitHubTestServer &server,
                     const KillPlan &plan, int timeoutMs)
{
    ChildResult result;
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.setStandardInputFile(QProcess::nullDevice());

    QEventLoop loop;
    QElapsedTimer clock;
    bool killRequested = false;
    auto killNow = [&] {
        if (process.state() == QProcess::NotRunning || killRequested)
            return;
        killRequested = true;
        result.killedAtMs = double(clock.nsecsElapsed()) / 1e6;
        process.kill(); // SIGKILL
    };

    QTimer killTimer;
    killTimer.setSingleShot(true);
    killTimer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&killTimer, &QTimer::timeout, &loop, killNow);

    const QMetaObject::Connection served = QObject::connect(
        &server, &test::GitHubTestServer::requestServed, &loop, [&](int, const QString &) {
            if (process.state() == QProcess::NotRunning)
                return;
            ++result.requestsServed;
            if (plan.mode == KillPlan::Mode::AfterRequests
                && result.requestsServed == plan.requests) {
                if (plan.milliseconds <= 0)
                    killNow();
                else
                    killTimer.start(plan.milliseconds);
            }
        });

    QTimer timeout;
    timeout.setSingleShot(true);
    bool timedOut = false;
    QObject::connect(&timeout, &QTimer::timeout, &loop, [&] {
        timedOut = true;
        process.kill();
    });
    QObject::connect(&process, &QProcess::finished, &loop, &QEventLoop::quit);

    clock.start();
    process.start(program, arguments);
    // Blocks only until exec() succeeded; the child's first connection waits in the listen queue.
    result.started = process.waitForStarted(30000);
    if (result.started) {
        if (plan.mode == KillPlan::Mode::AfterMilliseconds)
            killTimer.start(std::max(0, plan.milliseconds - int(clock.elapsed())));
        timeout.start(timeoutMs);
        if (process.state() != QProcess::NotRunning)
            loop.exec();
    }
    result.milliseconds = double(clock.nsecsElapsed()) / 1e6;
    QObject::disconnect(served);
    killTimer.stop();

    result.standardOutput = QString::fromUtf8(process.readAllStandardOutput());
    result.standardError = QString::fromUtf8(process.readAllStandardError());
    if (!result.started) {
        result.standardError = process.errorString();
        return result;
    }
    if (timedOut) {
        result.crashed = true;
        result.standardError += QStringLiteral("\n(timed out after %1 ms)").arg(timeoutMs);
        return result;
    }
    if (process.exitStatus() == QProcess::CrashExit) {
        if (killRequested)
            result.killed = true;
        else
            result.crashed = true;
    } else {
        result.exitCode = process.exitCode();
    }
    return result;
}

} // namespace acp::resilience
