#include "../support/DemoWorkspaces.h"
#include "ProgramRun.h"
#include "TestSupport.h"
#include "core/dashboard/DashboardFigures.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace acp;
using acp::test::s;

// The dashboard's figures on the demo workspace (a real SQLite file), and `dashboard --json`.
class tst_DashboardFigures : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void figuresOfTheDemoWorkspace()
    {
        const auto workspace = test::openDemoWorkspace(m_dir.filePath(s("demo.sqlite3")));
        QVERIFY(workspace);
        const QDateTime now(QDate(2026, 12, 3), QTime(12, 0), QTimeZone::utc());
        const DashboardFigures figures = DashboardFigures::compute(*workspace, now);
        QCOMPARE(figures.byState.value(ReviewState::New), 2);
        QCOMPARE(figures.byState.value(ReviewState::NeedsInfo), 1);
        QCOMPARE(figures.byState.value(ReviewState::Voting), 1);
        QCOMPARE(figures.byState.value(ReviewState::Approved), 1);
        QCOMPARE(figures.byState.value(ReviewState::Declined), 1);
        QCOMPARE(figures.timelines.size(), 6);
        QCOMPARE(figures.platformNames.size(), 6);
        QVERIFY(figures.platformNames.value(12).startsWith(s("Tessellate")));

        // The one open vote, and the organization that has not voted, with its login.
        QCOMPARE(figures.openVotes.size(), 1);
        const DashboardFigures::OpenVote &vote = figures.openVotes.constFirst();
        QCOMPARE(vote.issueNumber, 12);
        QCOMPARE(vote.notVoted.size(), 1);
        QCOMPARE(vote.notVoted.constFirst().representative, s("pinecrest-ode"));
        QCOMPARE(vote.participants, 5);
        QCOMPARE(vote.daysLeft, int(QDate(2026, 12, 3).daysTo(vote.closes)));

        // Waiting longest first; decided applications are not waiting.
        QVERIFY(!figures.oldestWaiting.isEmpty());
        for (qsizetype i = 1; i < figures.oldestWaiting.size(); ++i) {
            QVERIFY(figures.oldestWaiting.at(i - 1).days >= figures.oldestWaiting.at(i).days);
        }
        for (const DashboardFigures::Waiting &item : figures.oldestWaiting) {
            QVERIFY(item.issueNumber != 3 && item.issueNumber != 7);
        }
        QCOMPARE(figures.oldestWaiting.constFirst().issueNumber, 12);

        // Medians and longest per stage, each longest naming its application.
        const DashboardFigures::StageStats voting = figures.stages.value(ProcessStage::Voting);
        QVERIFY(voting.applications >= 1);
        QVERIFY(voting.longestDays >= voting.medianDays);
        QVERIFY(voting.longestIssue > 0);

        QCOMPARE(figures.platforms.size(), 1);
        QCOMPARE(figures.platforms.constFirst().issueNumber, 3);
        QVERIFY(figures.platforms.constFirst().since.isValid());
        QVERIFY(!figures.deadlines.isEmpty());

        const QJsonObject json = figures.toJson();
        for (const char *key : { "as_of", "by_state", "stages", "oldest_waiting", "open_votes",
                                 "deadlines", "platforms", "timelines" }) {
            QVERIFY2(json.contains(QLatin1String(key)), key);
        }
        QCOMPARE(json.value(s("by_state")).toObject().value(s("new")).toInt(), 2);
        QCOMPARE(json.value(s("open_votes"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(s("not_voted"))
                     .toArray()
                     .size(),
                 1);
    }

    void theCommandLinePrintsTheSameFigures()
    {
        const QProcessEnvironment env = test::isolatedEnvironment(m_dir.path());
        const QString program = s(ACP_WORKBENCH_EXECUTABLE);
        const QStringList demo { s("--demo"), s("--db"), m_dir.filePath(s("cli.sqlite3")) };
        const test::ProgramRun json =
            test::runProgram(program, demo + QStringList { s("dashboard"), s("--json") }, env);
        QCOMPARE(json.exitCode, 0);
        QJsonParseError error;
        const QJsonObject figures = QJsonDocument::fromJson(json.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(figures.value(s("by_state")).toObject().value(s("voting")).toInt(), 1);
        QCOMPARE(figures.value(s("platforms")).toArray().size(), 1);

        const test::ProgramRun plain =
            test::runProgram(program, demo + QStringList { s("dashboard") }, env);
        QCOMPARE(plain.exitCode, 0);
        const QString text = plain.outText();
        QVERIFY2(text.contains(s("not voted: Pinecrest University (@pinecrest-ode)")),
                 qPrintable(text));
        QVERIFY(text.contains(s("Listed: #3 Nordhaven NPU")));
    }
};

QTEST_GUILESS_MAIN(tst_DashboardFigures)
#include "tst_dashboardfigures.moc"
