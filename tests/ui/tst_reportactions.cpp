// File > Export Report, Export Round Report, Print Preview and Print in the main window: where
// the actions sit, what they report on (the selection, the list's filtered set), and the PDFs
// they write; printing goes through QPrinter like a real printer would.

#include "ProgramRun.h"
#include "TestSupport.h"
#include "core/report/ReportBuilder.h"
#include "core/workspace/Workspace.h"
#include "ui/report/ReportActions.h"
#include "ui/report/ReportRenderer.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace acp;
using acp::test::isolateSettings;
using acp::test::s;

namespace {

QString pdfText(const QString &pdf, int page)
{
    return acp::test::runTool(
               s("pdftotext"),
               { s("-f"), QString::number(page), s("-l"), QString::number(page), pdf, s("-") })
        .outText();
}

QMenu *fileMenu(MainWindow &window)
{
    for (QAction *action : window.menuBar()->actions()) {
        if (action->menu() && action->menu()->objectName() == QLatin1String("menuFile"))
            return action->menu();
    }
    return nullptr;
}

} // namespace

class tst_ReportActions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(!QStandardPaths::findExecutable(s("pdftotext")).isEmpty());
        isolateSettings(m_dir.filePath(s("settings")), QStringLiteral("tst_reportactions"));
    }

    void actionsInTheFileMenu()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("demo.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        MainWindow window(workspace);
        ReportActions *reports = window.reportActions();
        QVERIFY(reports);

        QMenu *menu = fileMenu(window);
        QVERIFY(menu);
        const QList<QAction *> actions = menu->actions();
        const qsizetype exportAt = actions.indexOf(reports->exportAction());
        QVERIFY(exportAt >= 0);
        QVERIFY(exportAt < actions.indexOf(reports->exportRoundAction()));
        QVERIFY(actions.indexOf(reports->exportRoundAction())
                < actions.indexOf(reports->printPreviewAction()));
        QVERIFY(actions.indexOf(reports->printPreviewAction())
                < actions.indexOf(reports->printAction()));
        QVERIFY(actions.indexOf(reports->printAction()) < actions.size() - 1); // Quit stays last
        QCOMPARE(reports->printAction()->shortcut(), QKeySequence(QKeySequence::Print));

        // Enabled for a selection, when the menu opens.
        QVERIFY(window.selectApplication(15));
        QMetaObject::invokeMethod(menu, "aboutToShow");
        QVERIFY(reports->exportAction()->isEnabled());
        QVERIFY(reports->printAction()->isEnabled());
        QVERIFY(reports->exportRoundAction()->isEnabled());

        // The round is what the list shows.
        QCOMPARE(reports->visibleApplications().size(), 6);
        window.setReviewStateFilter(ReviewState::Voting);
        QCOMPARE(reports->visibleApplications(), QList<int> { 12 });
        window.setReviewStateFilter(std::nullopt);
        window.setSearchText(s("npu"));
        QList<int> npus = reports->visibleApplications();
        std::sort(npus.begin(), npus.end());
        QCOMPARE(npus, (QList<int> { 3, 15 }));

        const QString round = m_dir.filePath(s("npu-round.pdf"));
        QVERIFY2(reports->exportRound(reports->visibleApplications(), round),
                 qPrintable(reports->errorString()));
        const QString cover = pdfText(round, 1);
        QVERIFY(cover.contains(s("Nordhaven NPU")));
        QVERIFY(cover.contains(s("雷鳥 (Raichō) NPU")));
        QVERIFY(!cover.contains(s("Lumenvale")));
        QVERIFY(cover.contains(s("2 applications")));

        const QString one = m_dir.filePath(s("one.pdf"));
        QVERIFY2(reports->exportApplication(21, one), qPrintable(reports->errorString()));
        QVERIFY(pdfText(one, 1).contains(s("Application #21")));
        QVERIFY(!reports->exportApplication(404, m_dir.filePath(s("none.pdf"))));
        QVERIFY(reports->errorString().contains(s("#404")));
    }

    void printingGoesThroughQPrinter()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("demo-print.sqlite3"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        ReportBuilder builder(workspace);
        const std::optional<ApplicationReport> report = builder.application(3);
        QVERIFY(report);

        // A printer's own page layout (Letter, other margins) decides the pages.
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        const QString path = m_dir.filePath(s("printed.pdf"));
        printer.setOutputFileName(path);
        printer.setPageLayout(QPageLayout(QPageSize(QPageSize::Letter), QPageLayout::Portrait,
                                          QMarginsF(25, 25, 25, 25), QPageLayout::Millimeter));
        ReportRenderer renderer;
        QVERIFY2(renderer.print(*report, &printer), qPrintable(renderer.errorString()));
        QVERIFY(QFile::exists(path));
        QVERIFY(renderer.pageCount() >= 2);
        const QString first = pdfText(path, 1);
        QVERIFY(first.contains(s("Nordhaven NPU")));
        QVERIFY(first.contains(s("Page 1 of %1").arg(renderer.pageCount())));
    }
};

QTEST_MAIN(tst_ReportActions)
#include "tst_reportactions.moc"
