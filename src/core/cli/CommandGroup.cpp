#include "core/cli/CommandGroup.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>

namespace acp {

CommandGroup::CommandGroup(Workspace &workspace, const CommandLineRequest &request,
                           QTextStream &out, QTextStream &err, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_request(request)
    , m_out(out)
    , m_err(err)
{ }

CommandGroup::~CommandGroup() = default;

int CommandGroup::fail(const QString &message, int exitCode)
{
    m_err << QCoreApplication::applicationName() << ": " << message << '\n';
    return exitCode;
}

void CommandGroup::done(int exitCode)
{
    if (m_done) {
        return;
    }
    m_done = true;
    m_out.flush();
    m_err.flush();
    QTimer::singleShot(0, this, [this, exitCode] { emit finished(exitCode); });
}

} // namespace acp
