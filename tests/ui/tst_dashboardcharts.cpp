// The Dashboard's charts from its figures: what the window, the exports and the round report
// draw.
#include "ui/dashboard/DashboardCharts.h"

#include <QTest>

using namespace acp;

namespace {

StageTimeline timelineOf(int number, double preReviewDays, double votingDays, bool decided)
{
    const QDateTime submitted(QDate(2026, 1, 1), QTime(0, 0), QTimeZone::utc());
    StageTimeline line;
    line.issueNumber = number;
    line.submitted = submitted;
    const QDateTime voting = submitted.addSecs(qint64(preReviewDays * 86400));
    const QDateTime end = voting.addSecs(qint64(votingDays * 86400));
    line.periods = { { ProcessStage::PreReview, submitted, voting },
                     { ProcessStage::Voting, voting, decided ? end : QDateTime() } };
    line.current = decided ? ProcessStage::Decided : ProcessStage::Voting;
    if (decided) {
        line.periods.append({ ProcessStage::Decided, end, {} });
        line.decidedAt = end;
    }
    return line;
}

} // namespace

class tst_DashboardCharts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void byStateLeavesOutAnEmptyClosed()
    {
        DashboardFigures figures;
        figures.byState.insert(ReviewState::New, 2);
        figures.byState.insert(ReviewState::Approved, 1);
        BarChart chart = DashboardCharts::byState(figures);
        QCOMPARE(chart.rows.size(), allReviewStates().size() - 1);
        QCOMPARE(chart.rows.at(0).label, reviewStateDisplayName(ReviewState::New));
        QCOMPARE(chart.total(0), 2.0);
        figures.byState.insert(ReviewState::Closed, 1);
        chart = DashboardCharts::byState(figures);
        QCOMPARE(chart.rows.size(), allReviewStates().size());
    }

    void stageDaysNameTheMedianAndTheLongest()
    {
        DashboardFigures figures;
        figures.stages.insert(ProcessStage::Voting, { 3, 12.25, 40, 7 });
        const BarChart chart = DashboardCharts::stageDays(figures);
        QCOMPARE(chart.rows.size(), waitingStages().size());
        const qsizetype voting = waitingStages().indexOf(ProcessStage::Voting);
        QCOMPARE(chart.total(voting), 12.25);
        QCOMPARE(chart.rows.at(voting).valueText, QStringLiteral("median 12 d, longest 40 d (#7)"));
        const qsizetype preReview = waitingStages().indexOf(ProcessStage::PreReview);
        QCOMPARE(chart.rows.at(preReview).valueText, QStringLiteral("none"));
        QCOMPARE(DashboardCharts::daysText(3.46), QStringLiteral("3.5 d"));
    }

    void timelineStacksEachStageNewestFirst()
    {
        DashboardFigures figures;
        figures.now = QDateTime(QDate(2026, 6, 1), QTime(0, 0), QTimeZone::utc());
        figures.timelines = { timelineOf(3, 10, 5, true), timelineOf(9, 4, 2, false),
                              timelineOf(5, 1, 0, true) };
        figures.platformNames = { { 3, QStringLiteral("Nordhaven\nNPU") },
                                  { 9, QStringLiteral("Oort") } };
        BarChart chart = DashboardCharts::timeline(figures);
        QCOMPARE(chart.rows.size(), 3);
        QCOMPARE(chart.rows.at(0).label, QStringLiteral("#9 Oort"));
        QCOMPARE(chart.rows.at(2).label.left(3), QStringLiteral("#3 "));
        QVERIFY(!chart.rows.at(2).label.contains(QLatin1Char('\n'))); // applicant text, one line
        QCOMPARE(chart.rows.at(1).label, QStringLiteral("#5"));
        // #3: ten days in pre-review, none in needs-info, five in voting; decided.
        const BarChart::Row &decided = chart.rows.at(2);
        QCOMPARE(decided.segments.size(), waitingStages().size());
        QCOMPARE(decided.segments.at(waitingStages().indexOf(ProcessStage::PreReview)).value, 10.0);
        QCOMPARE(decided.segments.at(waitingStages().indexOf(ProcessStage::NeedsInfo)).value, 0.0);
        QCOMPARE(decided.segments.at(waitingStages().indexOf(ProcessStage::Voting)).value, 5.0);
        QCOMPARE(decided.valueText, QStringLiteral("15 d"));
        // #9 still votes: its voting counts up to now, and the row says where it is.
        QVERIFY(chart.rows.at(0).valueText.endsWith(QStringLiteral("in voting")));
        QVERIFY(chart.total(0) > 100);
        QCOMPARE(chart.legend.size(), waitingStages().size());

        chart = DashboardCharts::timeline(figures, 2);
        QCOMPARE(chart.rows.size(), 2);
        QCOMPARE(chart.rows.at(1).label, QStringLiteral("#5"));
    }
};

QTEST_MAIN(tst_DashboardCharts)
#include "tst_dashboardcharts.moc"
