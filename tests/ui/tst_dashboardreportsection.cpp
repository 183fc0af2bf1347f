// The round report's dashboard pages, from the demo workspace's figures, as text.
#include "../support/DemoWorkspaces.h"
#include "core/dashboard/DashboardFigures.h"
#include "ui/report/DashboardReportSection.h"
#include "ui/report/ReportDocumentWriter.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using namespace acp;

class tst_DashboardReportSection : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void writesEveryPartOfTheDashboard()
    {
        const auto workspace = test::openDemoWorkspace(m_dir.filePath(QStringLiteral("d.sqlite3")));
        QVERIFY(workspace);
        const DashboardFigures figures = DashboardFigures::compute(*workspace);
        QTextDocument document;
        ReportDocumentWriter writer(&document, 480);
        DashboardReportSection::write(writer, figures);
        const QString text = document.toPlainText();
        for (const char *expected :
             { "Dashboard", "Days per stage, last 12 months", "Open votes", "Pinecrest University",
               "@pinecrest-ode", "Waiting longest", "Deadlines", "Listed and retired platforms",
               "#3 Nordhaven NPU", "Time in each stage" }) {
            QVERIFY2(text.contains(QLatin1String(expected)), expected);
        }
        // The two charts are objects in the text, drawn when the page is painted.
        QCOMPARE(text.count(QChar::ObjectReplacementCharacter), 2);
    }

    void saysWhenNoVoteIsOpen()
    {
        DashboardFigures figures;
        QTextDocument document;
        ReportDocumentWriter writer(&document, 480);
        DashboardReportSection::write(writer, figures);
        const QString text = document.toPlainText();
        QVERIFY(text.contains(QStringLiteral("No vote is open.")));
        QVERIFY(text.contains(QStringLiteral("never synced")));
        QVERIFY(!text.contains(QStringLiteral("Deadlines")));
    }
};

QTEST_MAIN(tst_DashboardReportSection)
#include "tst_dashboardreportsection.moc"
