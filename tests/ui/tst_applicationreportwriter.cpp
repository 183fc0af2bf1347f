// One application's report as a QTextDocument, written from the demo workspace: its sections in
// order, the checklist as a header table and one table per requirement (for pagination), and the
// vote result in a few words.

#include "DemoWorkspaces.h"
#include "TestSupport.h"
#include "core/report/ReportBuilder.h"
#include "core/voting/VotingSession.h"
#include "ui/report/ApplicationReportWriter.h"
#include "ui/report/ReportDocumentWriter.h"
#include "ui/report/ReportPagination.h"

#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QtTest>

using namespace acp;
using acp::test::s;

class tst_ApplicationReportWriter : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;

    ApplicationReport application(int number)
    {
        ReportBuilder builder(*m_workspace);
        const std::optional<ApplicationReport> report = builder.application(number);
        if (!report)
            qFatal("no application #%d", number);
        return *report;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_workspace = test::openDemoWorkspace(m_dir.filePath(s("demo.sqlite3")));
        QVERIFY(m_workspace);
    }

    void sectionsInOrder()
    {
        QTextDocument document;
        ReportDocumentWriter out(&document, 500);
        ApplicationReportWriter::write(out, application(12));
        QStringList headings;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            if (block.blockFormat().headingLevel() == 1 || block.blockFormat().headingLevel() == 2)
                headings.append(block.text());
        }
        // #12 carries a co-chair's published review: the Reviews section follows the checklist.
        QCOMPARE(headings.size(), 7);
        QCOMPARE(headings.mid(1),
                 QStringList({ s("Summary"), s("Checklist"), s("Reviews"), s("Conversation"),
                               s("Vote"), s("Decision") }));
        const QString text = document.toPlainText();
        QVERIFY(text.contains(s("Application #12")));
        QVERIFY(text.contains(s("Roster frozen when the vote opened")));
    }

    // A header table, then one table per requirement, each marked for pagination.
    void checklistIsOneTablePerRequirement()
    {
        const ApplicationReport report = application(15);
        QVERIFY(report.requirements.size() > 2);
        QTextDocument document;
        ReportDocumentWriter out(&document, 500);
        ApplicationReportWriter::write(out, report);
        QList<QTextTable *> headers;
        QList<QTextTable *> rows;
        for (QTextFrame *frame : document.rootFrame()->childFrames()) {
            auto *table = qobject_cast<QTextTable *>(frame);
            if (table && table->format().boolProperty(ReportPagination::ChecklistHeaderProperty))
                headers.append(table);
            if (table && table->format().boolProperty(ReportPagination::ChecklistRowProperty))
                rows.append(table);
        }
        QCOMPARE(headers.size(), 1);
        QVERIFY(headers.first()->format().boolProperty(ReportPagination::KeepWithNextProperty));
        QCOMPARE(headers.first()->cellAt(0, 1).firstCursorPosition().block().text(), s("Status"));
        QCOMPARE(rows.size(), report.requirements.size());
        for (int i = 0; i < rows.size(); ++i) {
            QCOMPARE(rows.at(i)->rows(), 1);
            QCOMPARE(rows.at(i)->cellAt(0, 0).firstCursorPosition().block().text(),
                     report.requirements.at(i).requirement.displayTitle());
        }
    }

    void voteResultText_data()
    {
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<bool>("held");
        QTest::addColumn<int>("tally"); // 0 none, 1 open, 2 closed
        QTest::addColumn<bool>("quorumMet");
        QTest::addColumn<bool>("passed");
        QTest::addColumn<QString>("expected");
        QTest::newRow("approved") << s("approved") << true << 2 << true << true << s("Approved");
        QTest::newRow("declined") << s("declined") << true << 2 << true << false << s("Declined");
        QTest::newRow("declined unvoted")
            << s("declined") << false << 0 << false << false << s("Declined (no vote)");
        QTest::newRow("no vote") << s("") << false << 0 << false << false << s("No vote");
        QTest::newRow("opened") << s("") << true << 0 << false << false << s("Vote opened");
        QTest::newRow("no quorum")
            << s("") << true << 1 << false << false << s("Open: no quorum yet");
        QTest::newRow("passing") << s("") << true << 1 << true << true << s("Open: passing");
        QTest::newRow("failing") << s("") << true << 1 << true << false << s("Open: failing");
        QTest::newRow("passed") << s("") << true << 2 << true << true << s("Passed");
        QTest::newRow("failed") << s("") << true << 2 << true << false << s("Failed");
    }

    void voteResultText()
    {
        QFETCH(QString, outcome);
        QFETCH(bool, held);
        QFETCH(int, tally);
        QFETCH(bool, quorumMet);
        QFETCH(bool, passed);
        QFETCH(QString, expected);
        ApplicationReport report;
        report.decision.outcome = outcome;
        report.vote.held = held;
        if (tally > 0) {
            ReportTally result;
            result.open = tally == 1;
            result.quorumMet = quorumMet;
            result.passed = passed;
            report.vote.tally = result;
        }
        QCOMPARE(ApplicationReportWriter::voteResultText(report), expected);
    }

    // A voter's reason is printed beside whose ballot it explains (last: it casts a ballot in
    // the demo workspace).
    void votersReasonsBesideTheirBallots()
    {
        const QString words = s("The driver is not open source.");
        QVERIFY(m_workspace->votingSession()->cast(12, BallotChoice::Reject, words).ok());
        const ApplicationReport report = application(12);
        const auto ballot =
            std::find_if(report.vote.ballots.cbegin(), report.vote.ballots.cend(),
                         [](const ReportBallot &b) { return b.login == VoteService::demoLogin(); });
        QVERIFY(ballot != report.vote.ballots.cend());
        QCOMPARE(ballot->voterReason, words);
        QTextDocument document;
        ReportDocumentWriter out(&document, 500);
        ApplicationReportWriter::write(out, report);
        const QString text = document.toPlainText();
        QVERIFY2(text.contains(s("Reasons given with ballots:")), qPrintable(text));
        QVERIFY2(text.contains(s("reject: “%1”").arg(words)), qPrintable(text));
    }
};

QTEST_MAIN(tst_ApplicationReportWriter)
#include "tst_applicationreportwriter.moc"
