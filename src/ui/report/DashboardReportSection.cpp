#include "ui/report/DashboardReportSection.h"

#include "core/dashboard/DashboardFigures.h"
#include "core/text/DisplayText.h"
#include "ui/actions/DuePanel.h"
#include "ui/dashboard/DashboardCharts.h"
#include "ui/report/ReportDocumentWriter.h"
#include "ui/report/ReportStyle.h"

#include <QLocale>
#include <QTextTable>

#include <algorithm>

namespace acp {

namespace {

// The timeline's rows on paper: the newest applications, a page's worth.
constexpr int ReportTimelineRows = 30;

QString reportDate(const QDate &date)
{
    return date.isValid() ? date.toString(Qt::ISODate) : QString();
}

} // namespace

void DashboardReportSection::table(ReportDocumentWriter &out, const QStringList &headers,
                                   const QList<int> &percentages, const QList<QStringList> &rows)
{
    QList<QTextLength> widths;
    for (int percentage : percentages) {
        widths.append(QTextLength(QTextLength::PercentageLength, percentage));
    }
    QTextTable *grid = out.table(int(rows.size()) + 1, int(headers.size()), widths, true, 1);
    for (int column = 0; column < headers.size(); ++column) {
        ReportDocumentWriter::headerCell(grid, column, headers.at(column));
    }
    for (int row = 0; row < rows.size(); ++row) {
        for (int column = 0; column < headers.size(); ++column) {
            ReportDocumentWriter::cellCursor(grid, row + 1, column)
                .insertText(rows.at(row).value(column),
                            ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5));
        }
    }
    out.afterTable();
}

void DashboardReportSection::write(ReportDocumentWriter &out, const DashboardFigures &figures)
{
    out.title(tr("Dashboard"));
    out.paragraph(figures.asOf.isValid()
                      ? tr("The whole process as of the sync of %1.")
                            .arg(ReportDocumentWriter::utcTime(figures.asOf))
                      : tr("The whole process, from a cache that was never synced."),
                  ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5));
    const qreal chartWidth = std::min<qreal>(out.widthPoints(), 460);

    out.section(tr("Days per stage, last 12 months"));
    out.chart(DashboardCharts::stageDays(figures), chartWidth);

    out.section(tr("Open votes"));
    if (figures.openVotes.isEmpty()) {
        out.paragraph(tr("No vote is open."), ReportStyle::mutedFormat());
    } else {
        QList<QStringList> rows;
        for (const DashboardFigures::OpenVote &vote : figures.openVotes) {
            QStringList notVoted;
            for (const DashboardFigures::OpenVote::NonVoter &voter : vote.notVoted) {
                notVoted.append(voter.representative.isEmpty()
                                    ? text::displayLine(voter.organization)
                                    : QStringLiteral("%1 (@%2)")
                                          .arg(text::displayLine(voter.organization),
                                               text::displayLine(voter.representative)));
            }
            rows.append({ DashboardCharts::applicationLabel(vote.issueNumber, vote.platform),
                          vote.closes.isValid()
                              ? tr("%1 (%2 days)").arg(reportDate(vote.closes)).arg(vote.daysLeft)
                              : tr("no date"),
                          tr("%1 of %2, quorum %3")
                              .arg(vote.participants)
                              .arg(vote.eligible)
                              .arg(vote.quorumNeeded),
                          tr("%1 of %2").arg(vote.approve).arg(vote.approvalsNeeded),
                          notVoted.join(QStringLiteral("; ")) });
        }
        table(
            out,
            { tr("Application"), tr("Closes"), tr("Voted"), tr("Approvals"), tr("Not voted yet") },
            { 26, 16, 16, 12, 30 }, rows);
    }

    if (!figures.oldestWaiting.isEmpty()) {
        out.section(tr("Waiting longest"));
        QList<QStringList> rows;
        for (const DashboardFigures::Waiting &item : figures.oldestWaiting) {
            rows.append({ DashboardCharts::applicationLabel(item.issueNumber, item.platform),
                          processStageDisplayName(item.stage),
                          DashboardCharts::daysText(item.days) });
        }
        table(out, { tr("Application"), tr("Stage"), tr("Days") }, { 55, 30, 15 }, rows);
    }

    if (!figures.deadlines.isEmpty()) {
        out.section(tr("Deadlines"));
        QList<QStringList> rows;
        for (const DueItem &item : figures.deadlines) {
            rows.append({ item.due.isValid() ? reportDate(item.due) : tr("no date"),
                          item.due.isValid() ? QString::number(item.daysLeft) : QString(),
                          DuePanel::kindText(item.kind),
                          DashboardCharts::applicationLabel(item.issueNumber, item.platform) });
        }
        table(out, { tr("Due"), tr("Days left"), tr("Kind"), tr("Application") },
              { 16, 12, 22, 50 }, rows);
    }

    if (!figures.platforms.isEmpty()) {
        out.section(tr("Listed and retired platforms"));
        QList<QStringList> rows;
        for (const DashboardFigures::Listed &platform : figures.platforms) {
            rows.append(
                { DashboardCharts::applicationLabel(platform.issueNumber, platform.platform),
                  platform.retired ? tr("Retired") : tr("Listed"), reportDate(platform.since) });
        }
        table(out, { tr("Application"), tr("Status"), tr("Since") }, { 60, 20, 20 }, rows);
    }

    if (!figures.timelines.isEmpty()) {
        out.section(tr("Time in each stage"));
        out.chart(DashboardCharts::timeline(figures, ReportTimelineRows), out.widthPoints());
        if (figures.timelines.size() > ReportTimelineRows) {
            out.paragraph(tr("The %1 newest of %2 applications.")
                              .arg(ReportTimelineRows)
                              .arg(figures.timelines.size()),
                          ReportStyle::mutedFormat(ReportStyle::SmallPoints));
        }
    }
}

} // namespace acp
