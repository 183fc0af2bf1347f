#include "core/auth/GhCliToken.h"

#include <QPointer>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace acp {

GhCliToken::GhCliToken(QObject *parent)
    : QObject(parent)
{ }

GhCliToken::~GhCliToken()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
    }
}

QString GhCliToken::program() const
{
    return m_program.isEmpty() ? QStandardPaths::findExecutable(QStringLiteral("gh")) : m_program;
}

bool GhCliToken::looksLikeToken(const QString &text)
{
    if (text.isEmpty() || text.size() > 255)
        return false;
    for (QChar c : text) {
        if (c.unicode() <= 0x20 || c.unicode() >= 0x7f)
            return false;
    }
    return true;
}

void GhCliToken::fetch(const QString &host, QObject *context, Callback callback)
{
    const QPointer<QObject> guard(context);
    const bool hasContext = context != nullptr;
    auto deliver = [guard, hasContext, callback](const Result &result) {
        if (callback && (!hasContext || guard))
            callback(result);
    };
    auto deliverLater = [this, deliver](const Result &result) {
        QTimer::singleShot(0, this, [deliver, result] { deliver(result); });
    };

    const QString executable = program();
    if (executable.isEmpty()) {
        deliverLater(
            { Result::Status::NotInstalled, {}, tr("the GitHub CLI (gh) is not installed") });
        return;
    }
    if (m_process) {
        deliverLater({ Result::Status::Failed, {}, tr("the GitHub CLI is already being asked") });
        return;
    }

    auto *process = new QProcess(this);
    m_process = process;
    process->setProgram(executable);
    process->setArguments(
        { QStringLiteral("auth"), QStringLiteral("token"), QStringLiteral("--hostname"), host });
    process->setStandardInputFile(QProcess::nullDevice());
    auto *timer = new QTimer(process);
    timer->setSingleShot(true);
    auto finished = std::make_shared<bool>(false);

    auto complete = [this, process, deliver, finished](const Result &result) {
        if (*finished)
            return;
        *finished = true;
        m_process = nullptr;
        process->disconnect(this);
        process->deleteLater();
        deliver(result);
    };
    connect(timer, &QTimer::timeout, this, [this, process, complete] {
        const int seconds = int(std::max<qint64>(
            1, std::chrono::duration_cast<std::chrono::seconds>(m_timeout).count()));
        // Answer first: killing below makes the process report that it finished.
        complete({ Result::Status::Failed,
                   {},
                   tr("the GitHub CLI did not answer within %n second(s)", nullptr, seconds) });
        process->kill();
        process->waitForFinished(2000); // SIGKILL: at once
    });
    connect(process, &QProcess::errorOccurred, this,
            [process, complete](QProcess::ProcessError error) {
                if (error == QProcess::FailedToStart) {
                    complete({ Result::Status::NotInstalled,
                               {},
                               GhCliToken::tr("the GitHub CLI (%1) could not be started")
                                   .arg(process->program()) });
                }
            });
    connect(process, &QProcess::finished, this,
            [process, complete](int exitCode, QProcess::ExitStatus status) {
                const QString out = QString::fromUtf8(process->readAllStandardOutput()).trimmed();
                if (status != QProcess::NormalExit) {
                    complete({ Result::Status::Failed,
                               {},
                               GhCliToken::tr("the GitHub CLI stopped unexpectedly") });
                    return;
                }
                if (exitCode != 0 || out.isEmpty()) {
                    // gh: "no oauth token found for HOST" (its message names no secret).
                    QString why = QString::fromUtf8(process->readAllStandardError()).trimmed();
                    why = why.section(QLatin1Char('\n'), 0, 0).left(200);
                    complete({ Result::Status::NotSignedIn,
                               {},
                               why.isEmpty() ? GhCliToken::tr("the GitHub CLI is not signed in")
                                             : GhCliToken::tr("the GitHub CLI is not signed in "
                                                              "(%1)")
                                                   .arg(why) });
                    return;
                }
                if (!looksLikeToken(out)) {
                    complete({ Result::Status::Failed,
                               {},
                               GhCliToken::tr("the GitHub CLI printed something that is not a "
                                              "token") });
                    return;
                }
                complete({ Result::Status::Ok, out, {} });
            });
    timer->start(m_timeout);
    process->start(QIODevice::ReadOnly);
}

} // namespace acp
