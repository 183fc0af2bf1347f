// The `report` command end to end: the real acp-workbench executable writes PDFs of the demo
// workspace offline, as a script or CI job would call it; pdfinfo and pdftotext read them back.

#include "TestSupport.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using acp::test::s;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

} // namespace

class tst_ReportCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    Run run(const QString &program, const QStringList &arguments, bool isolated = true)
    {
        QProcess process;
        if (isolated) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(s("HOME"), m_dir.path());
            env.insert(s("XDG_DATA_HOME"), m_dir.filePath(s("data")));
            env.remove(s("GH_TOKEN"));
            env.remove(s("GITHUB_TOKEN"));
            env.remove(s("GH_ENTERPRISE_TOKEN"));
            env.remove(s("GITHUB_ENTERPRISE_TOKEN"));
            // The command must not need a display: nothing tells it which platform to use.
            env.remove(s("QT_QPA_PLATFORM"));
            env.remove(s("DISPLAY"));
            env.remove(s("WAYLAND_DISPLAY"));
            process.setProcessEnvironment(env);
        }
        process.start(program, arguments);
        if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
            return {};
        return { process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                 QString::fromUtf8(process.readAllStandardError()) };
    }

    Run workbench(const QStringList &arguments)
    {
        return run(s(ACP_WORKBENCH_EXECUTABLE),
                   QStringList { s("--demo"), s("--db"), m_dir.filePath(s("demo.sqlite3")) }
                       + arguments);
    }

    QString tool(const QString &name, const QStringList &arguments)
    {
        const QString path = QStandardPaths::findExecutable(name);
        return path.isEmpty() ? QString() : run(path, arguments, false).out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (const char *name : { "pdftotext", "pdfinfo" }) {
            QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(name)).isEmpty(),
                     "install poppler-utils (scripts/install-deps.sh does)");
        }
    }

    void oneApplication()
    {
        const Run checklist = workbench({ s("checklist"), s("3"), s("working-ci"), s("met"),
                                          s("--note"), s("NH-400X validated by a weekly soak.") });
        QVERIFY2(checklist.exitCode == 0, qPrintable(checklist.err));

        const QString pdf = m_dir.filePath(s("x.pdf"));
        const Run report = workbench({ s("report"), s("3"), s("--output"), pdf });
        QVERIFY2(report.exitCode == 0, qPrintable(report.err));
        QVERIFY(report.out.startsWith(s("Wrote ")));
        QVERIFY(report.out.contains(s("x.pdf")));
        QVERIFY(QFile::exists(pdf));

        const QString info = tool(s("pdfinfo"), { pdf });
        QVERIFY2(info.contains(s("ACP review report: #3 Nordhaven NPU")), qPrintable(info));
        const QString text = tool(s("pdftotext"), { pdf, s("-") }).simplified();
        QVERIFY(text.contains(s("Nordhaven NPU")));
        QVERIFY(text.contains(s("NH-400X validated by a weekly soak.")));
        QVERIFY(text.contains(s("Roster frozen when the vote opened")));
        QVERIFY(text.contains(s("Decision: approved")));
    }

    void everyApplicationAsARound()
    {
        const QString pdf = m_dir.filePath(s("y.pdf"));
        const Run report = workbench({ s("report"), s("--all"), s("--output"), pdf });
        QVERIFY2(report.exitCode == 0, qPrintable(report.err));
        const QString cover =
            tool(s("pdftotext"), { s("-f"), s("1"), s("-l"), s("1"), pdf, s("-") });
        for (const char *platform :
             { "Nordhaven NPU", "Rookwing RVV-X", "Tessellate Photonic Engine", "雷鳥 (Raichō) NPU",
               "Lumenvale", "Quillmoor QPU" }) {
            QVERIFY2(cover.contains(s(platform)), platform);
        }
        QVERIFY(tool(s("pdfinfo"), { pdf }).contains(s("6 applications")));
    }

    void mistakesAreUsageErrors()
    {
        const QString pdf = m_dir.filePath(s("z.pdf"));
        Run run = workbench({ s("report"), s("3") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(s("--output")));
        run = workbench({ s("report"), s("--output"), pdf });
        QCOMPARE(run.exitCode, 2);
        run = workbench({ s("report"), s("3"), s("--all"), s("--output"), pdf });
        QCOMPARE(run.exitCode, 2);
        run = workbench({ s("list"), s("--output"), pdf });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(s("report")));
        run = workbench({ s("report"), s("999"), s("--output"), pdf });
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(s("#999")));
        QCOMPARE(run.err.count(s("acp-workbench: ")), 1); // one sentence
        QVERIFY(!QFile::exists(pdf));
        run = workbench(
            { s("report"), s("3"), s("--output"), m_dir.filePath(s("missing/dir/z.pdf")) });
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(s("could not be written")));
    }
};

QTEST_GUILESS_MAIN(tst_ReportCommand)
#include "tst_reportcommand.moc"
