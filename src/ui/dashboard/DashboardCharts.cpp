#include "ui/dashboard/DashboardCharts.h"

#include "core/i18n/InSentence.h"
#include "core/text/DisplayText.h"
#include "ui/widgets/UiSupport.h"

#include <QLocale>

#include <algorithm>

namespace acp {

QColor DashboardCharts::stageColor(ProcessStage stage)
{
    switch (stage) {
    case ProcessStage::PreReview:
        return ui::reviewStateColor(ReviewState::New);
    case ProcessStage::NeedsInfo:
        return ui::reviewStateColor(ReviewState::NeedsInfo);
    case ProcessStage::Voting:
        return ui::reviewStateColor(ReviewState::Voting);
    case ProcessStage::Decided:
        break;
    }
    return ui::reviewStateColor(ReviewState::Approved);
}

QString DashboardCharts::applicationLabel(int number, const QString &platform)
{
    return platform.isEmpty()
        ? QStringLiteral("#%1").arg(number)
        : QStringLiteral("#%1 %2").arg(number).arg(text::displayLine(platform));
}

QString DashboardCharts::daysText(double days)
{
    return tr("%1 d").arg(QLocale().toString(days, 'f', days < 10 ? 1 : 0));
}

BarChart DashboardCharts::byState(const DashboardFigures &figures)
{
    BarChart chart;
    for (ReviewState state : allReviewStates()) {
        const int count = figures.byState.value(state);
        if (state == ReviewState::Closed && count == 0) {
            continue;
        }
        chart.addBar(reviewStateDisplayName(state), count, ui::reviewStateColor(state));
    }
    return chart;
}

BarChart DashboardCharts::stageDays(const DashboardFigures &figures)
{
    BarChart chart;
    for (ProcessStage stage : waitingStages()) {
        const DashboardFigures::StageStats stats = figures.stages.value(stage);
        chart.addBar(processStageDisplayName(stage), stats.medianDays, stageColor(stage),
                     stats.applications == 0
                         ? tr("none")
                         : tr("median %1, longest %2 (#%3)")
                               .arg(daysText(stats.medianDays), daysText(stats.longestDays))
                               .arg(stats.longestIssue));
    }
    return chart;
}

BarChart DashboardCharts::timeline(const DashboardFigures &figures, int limit)
{
    QList<StageTimeline> timelines = figures.timelines;
    std::sort(timelines.begin(), timelines.end(),
              [](const StageTimeline &a, const StageTimeline &b) {
                  return a.issueNumber > b.issueNumber;
              });
    if (limit > 0 && timelines.size() > limit) {
        timelines.resize(limit);
    }
    BarChart chart;
    chart.labelWidthPoints = 170; // "#12 Tessellate Photonic Engine"
    for (const StageTimeline &line : timelines) {
        BarChart::Row row;
        row.label =
            applicationLabel(line.issueNumber, figures.platformNames.value(line.issueNumber));
        double total = 0;
        for (ProcessStage stage : waitingStages()) {
            const double days = line.daysIn(stage, figures.now);
            row.segments.append({ days, stageColor(stage) });
            total += days;
        }
        row.valueText = line.current == ProcessStage::Decided
            ? daysText(total)
            : tr("%1, in %2")
                  .arg(daysText(total), inSentence(processStageDisplayName(line.current)));
        chart.rows.append(row);
    }
    for (ProcessStage stage : waitingStages()) {
        chart.legend.append({ processStageDisplayName(stage), stageColor(stage) });
    }
    return chart;
}

} // namespace acp
