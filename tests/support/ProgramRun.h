#pragma once

#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

// Running a program from a test: the workbench's own executables, or a tool such as pdftotext.
namespace acp::test {

// What a program left: its exit code (-1 when it crashed, could not start or did not end in
// time), its standard output and its standard error.
struct ProgramRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    QString outText() const { return QString::fromUtf8(out); }
    QString errText() const { return QString::fromUtf8(err); }
};

// This process's environment in a home of the test's own (settings, data and cache under it),
// without the GitHub tokens of whoever runs the tests.
inline QProcessEnvironment isolatedEnvironment(const QString &home)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
    for (const char *name :
         { "GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN" })
        environment.remove(QString::fromLatin1(name));
    return environment;
}

// Runs `program` to its end. This process's event loop runs meanwhile, so a loopback server
// in this process can answer it. A program still running after `timeoutMs` is killed.
inline ProgramRun runProgram(const QString &program, const QStringList &arguments,
                             const QProcessEnvironment &environment, int timeoutMs = 60000)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setStandardInputFile(QProcess::nullDevice());
    QSignalSpy finished(&process, &QProcess::finished);
    process.start(program, arguments);
    if (!process.waitForStarted(10000) || !(!finished.isEmpty() || finished.wait(timeoutMs))) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
             process.readAllStandardOutput(), process.readAllStandardError() };
}

// Runs a tool found in PATH (pdftotext, qpdf, ...) with this process's environment. A tool that
// is not installed leaves exit code -1 and no output.
inline ProgramRun runTool(const QString &name, const QStringList &arguments)
{
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        return {};
    return runProgram(path, arguments, QProcessEnvironment::systemEnvironment());
}

} // namespace acp::test
