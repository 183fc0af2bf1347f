// The `report` command end to end: the real acp-workbench executable writes PDFs of the demo
// workspace offline, as a script or CI job would call it; pdfinfo and pdftotext read them back.

#include "ProgramRun.h"
#include "TestSupport.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using acp::test::s;

using Run = acp::test::ProgramRun;

class tst_ReportCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    Run workbench(const QStringList &arguments)
    {
        QProcessEnvironment env = acp::test::isolatedEnvironment(m_dir.path());
        // The command must not need a display: nothing tells it which platform to use.
        env.remove(s("QT_QPA_PLATFORM"));
        env.remove(s("DISPLAY"));
        env.remove(s("WAYLAND_DISPLAY"));
        return acp::test::runProgram(
            s(ACP_WORKBENCH_EXECUTABLE),
            QStringList { s("--demo"), s("--db"), m_dir.filePath(s("demo.sqlite3")) } + arguments,
            env, 120000);
    }

    QString tool(const QString &name, const QStringList &arguments)
    {
        return acp::test::runTool(name, arguments).outText();
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
        QVERIFY2(checklist.exitCode == 0, checklist.err.constData());

        const QString pdf = m_dir.filePath(s("x.pdf"));
        const Run report = workbench({ s("report"), s("3"), s("--output"), pdf });
        QVERIFY2(report.exitCode == 0, report.err.constData());
        QVERIFY(report.outText().startsWith(s("Wrote ")));
        QVERIFY(report.outText().contains(s("x.pdf")));
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
        QVERIFY2(report.exitCode == 0, report.err.constData());
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
        QVERIFY(run.errText().contains(s("--output")));
        run = workbench({ s("report"), s("--output"), pdf });
        QCOMPARE(run.exitCode, 2);
        run = workbench({ s("report"), s("3"), s("--all"), s("--output"), pdf });
        QCOMPARE(run.exitCode, 2);
        run = workbench({ s("list"), s("--output"), pdf });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.errText().contains(s("report")));
        run = workbench({ s("report"), s("999"), s("--output"), pdf });
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.errText().contains(s("#999")));
        QCOMPARE(run.errText().count(s("acp-workbench: ")), 1); // one sentence
        QVERIFY(!QFile::exists(pdf));
        run = workbench(
            { s("report"), s("3"), s("--output"), m_dir.filePath(s("missing/dir/z.pdf")) });
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.errText().contains(s("could not be written")));
    }
};

QTEST_GUILESS_MAIN(tst_ReportCommand)
#include "tst_reportcommand.moc"
