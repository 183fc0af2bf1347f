// The cover of a round's report, written from the demo workspace: title, the chart by state and
// a summary table with a row per application.

#include "DemoWorkspaces.h"
#include "TestSupport.h"
#include "core/report/ReportBuilder.h"
#include "ui/report/ApplicationReportWriter.h"
#include "ui/report/ReportDocumentWriter.h"
#include "ui/report/RoundCoverWriter.h"

#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QtTest>

using namespace acp;
using acp::test::s;

namespace {

QString cellText(QTextTable *table, int row, int column)
{
    const QTextTableCell cell = table->cellAt(row, column);
    QString text;
    for (QTextBlock block = cell.firstCursorPosition().block();
         block.isValid() && block.position() < cell.lastPosition(); block = block.next()) {
        text += block.text();
    }
    return text;
}

} // namespace

class tst_RoundCoverWriter : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_workspace = test::openDemoWorkspace(m_dir.filePath(s("demo.sqlite3")));
        QVERIFY(m_workspace);
    }

    void coverSummarisesEveryApplication()
    {
        ReportBuilder builder(*m_workspace);
        const std::optional<RoundReport> round = builder.round(builder.allApplicationNumbers());
        QVERIFY(round);
        QVERIFY(round->applications.size() >= 2);
        QTextDocument document;
        ReportDocumentWriter out(&document, 500);
        RoundCoverWriter::write(out, *round);

        QCOMPARE(document.begin().text(), s("ACP review round"));
        QStringList sections;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            if (block.blockFormat().headingLevel() == 2)
                sections.append(block.text());
        }
        QCOMPARE(sections, QStringList({ s("Applications by state"), s("Summary") }));

        QTextTable *summary = nullptr;
        for (QTextFrame *frame : document.rootFrame()->childFrames()) {
            if (auto *table = qobject_cast<QTextTable *>(frame))
                summary = table;
        }
        QVERIFY(summary);
        QCOMPARE(summary->rows(), int(round->applications.size()) + 1);
        QCOMPARE(summary->format().headerRowCount(), 1);
        QCOMPARE(cellText(summary, 0, 5), s("Vote result"));
        for (int i = 0; i < round->applications.size(); ++i) {
            const ApplicationReport &report = round->applications.at(i);
            QCOMPARE(cellText(summary, i + 1, 0), QString::number(report.number));
            QVERIFY(cellText(summary, i + 1, 1).startsWith(report.platformName));
            QCOMPARE(cellText(summary, i + 1, 5), ApplicationReportWriter::voteResultText(report));
        }
    }
};

QTEST_MAIN(tst_RoundCoverWriter)
#include "tst_roundcoverwriter.moc"
