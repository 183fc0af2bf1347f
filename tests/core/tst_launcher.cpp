#include "ProgramRun.h"
#include "app/LauncherCommands.h"
#include "core/cli/CommandLine.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

namespace {

// Runs one of the programs beside the launcher (acp-workbench, -cli, -gui) in a home of its own.
test::ProgramRun runBeside(const QString &name, const QStringList &arguments, const QString &home)
{
    const QString program =
        QFileInfo(QStringLiteral(ACP_WORKBENCH_EXECUTABLE)).dir().filePath(name);
    return test::runProgram(program, arguments, test::isolatedEnvironment(home));
}

} // namespace

// The `acp-workbench` launcher starts the command-line program (Qt Core only) for a command, and
// the whole program for the window and the report; a wrong guess costs time, never the result.
class tst_Launcher : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;

private slots:
    // Every command but the report, which paints with Qt GUI: a command added to the parser and
    // not here would start the whole program, slower.
    void itsCommandsAreTheParsers()
    {
        QSet<QString> launcher;
        for (const std::string_view command : app::CommandLineOnlyCommands) {
            launcher.insert(QString::fromLatin1(command.data(), qsizetype(command.size())));
        }
        QSet<QString> parser(knownCommands().cbegin(), knownCommands().cend());
        QVERIFY(parser.remove(QStringLiteral("report")));
        QCOMPARE(launcher, parser);
    }

    void itChoosesByCommandHelpAndVersion()
    {
        QVERIFY(app::isCommandLineOnly("sync"));
        QVERIFY(app::isCommandLineOnly("co-chairs"));
        QVERIFY(app::isCommandLineOnly("--help"));
        QVERIFY(app::isCommandLineOnly("-v"));
        QVERIFY(!app::isCommandLineOnly("report"));
        QVERIFY(!app::isCommandLineOnly("--demo"));
        QVERIFY(!app::isCommandLineOnly("sync2"));
        QVERIFY(!app::isCommandLineOnly(""));
    }

    void aCommandRunsThroughTheLauncher()
    {
        const test::ProgramRun run = runBeside(
            QStringLiteral("acp-workbench"),
            { QStringLiteral("--demo"), QStringLiteral("list"), QStringLiteral("--json") },
            m_home.path());
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith('['), run.out.constData());
    }

    // The report needs Qt GUI: the command-line program hands it to the whole program, with the
    // same arguments.
    void theCommandLineProgramHandsTheReportOn()
    {
        const QString pdf = m_home.filePath(QStringLiteral("report.pdf"));
        const test::ProgramRun run =
            runBeside(QStringLiteral("acp-workbench-cli"),
                      { QStringLiteral("--demo"), QStringLiteral("report"), QStringLiteral("3"),
                        QStringLiteral("--output"), pdf },
                      m_home.path());
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
    }

    // A word the launcher does not know goes to the whole program, which parses it as the
    // command-line program would: an unknown command is a usage error, not a window.
    void anUnknownWordGetsTheParsersAnswer()
    {
        const test::ProgramRun run = runBeside(
            QStringLiteral("acp-workbench"),
            { QStringLiteral("--demo"), QStringLiteral("no-such-command") }, m_home.path());
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("no-such-command"), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    // The launcher names itself in the programs' messages: the help names acp-workbench.
    void theProgramsKeepTheLaunchersName()
    {
        const test::ProgramRun run =
            runBeside(QStringLiteral("acp-workbench"), { QStringLiteral("--help") }, m_home.path());
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("acp-workbench"), run.out.constData());
        QVERIFY(!run.out.contains("acp-workbench-cli"));
    }
};

QTEST_GUILESS_MAIN(tst_Launcher)
#include "tst_launcher.moc"
