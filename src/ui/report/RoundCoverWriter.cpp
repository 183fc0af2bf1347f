#include "ui/report/RoundCoverWriter.h"

#include "ui/report/ApplicationReportWriter.h"
#include "ui/report/ReportDocumentWriter.h"
#include "ui/report/ReportStyle.h"
#include "ui/widgets/UiSupport.h"

#include <QTextCursor>
#include <QTextTable>

#include <algorithm>

namespace acp {

void RoundCoverWriter::write(ReportDocumentWriter &out, const RoundReport &round)
{
    out.title(tr("ACP review round"));
    QTextBlockFormat subtitle;
    subtitle.setBottomMargin(10);
    out.block(subtitle,
              ReportStyle::charFormat(ReportStyle::SubsectionPoints, QFont::Normal,
                                      ReportStyle::MutedColor));
    out.text(round.repository,
             ReportStyle::charFormat(ReportStyle::SubsectionPoints, QFont::Normal,
                                     ReportStyle::MutedColor));
    const int count = int(round.applications.size());
    out.paragraph(ui::numerus(tr("%n application(s), prepared %1 from the "
                                 "offline cache.",
                                 nullptr, count),
                              count)
                      .arg(round.preparedBy.isEmpty()
                               ? ReportDocumentWriter::utcTime(round.generatedAt)
                               : tr("by %1 on %2")
                                     .arg(round.preparedBy,
                                          ReportDocumentWriter::utcTime(round.generatedAt))),
                  ReportStyle::charFormat());

    out.section(tr("Applications by state"));
    QList<ReportChart::Bar> bars;
    for (ReviewState state : allReviewStates()) {
        const int count = round.countInState(state);
        if (state == ReviewState::Closed && count == 0) {
            continue;
        }
        bars.append({ reviewStateDisplayName(state), count, ui::reviewStateColor(state) });
    }
    out.chart(bars, std::min<qreal>(out.widthPoints() * 0.62, 320));

    out.section(tr("Summary"));
    QTextTable *table = out.table(int(round.applications.size()) + 1, 6,
                                  { QTextLength(QTextLength::PercentageLength, 7),
                                    QTextLength(QTextLength::PercentageLength, 33),
                                    QTextLength(QTextLength::PercentageLength, 15),
                                    QTextLength(QTextLength::PercentageLength, 9),
                                    QTextLength(QTextLength::PercentageLength, 9),
                                    QTextLength(QTextLength::PercentageLength, 27) },
                                  true, 1);
    ReportDocumentWriter::headerCell(table, 0, tr("#"));
    ReportDocumentWriter::headerCell(table, 1, tr("Platform"));
    ReportDocumentWriter::headerCell(table, 2, tr("State"));
    ReportDocumentWriter::headerCell(table, 3, tr("Met"));
    ReportDocumentWriter::headerCell(table, 4, tr("Gaps"));
    ReportDocumentWriter::headerCell(table, 5, tr("Vote result"));
    for (int i = 0; i < round.applications.size(); ++i) {
        const ApplicationReport &report = round.applications.at(i);
        const int row = i + 1;
        ReportDocumentWriter::cellCursor(table, row, 0)
            .insertText(QString::number(report.number),
                        ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5));
        QTextCursor platform = ReportDocumentWriter::cellCursor(table, row, 1);
        platform.insertText(
            report.platformName,
            ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5, QFont::DemiBold));
        if (!report.organization.isEmpty()) {
            platform.insertText(QString(QChar::LineSeparator) + report.organization,
                                ReportStyle::mutedFormat(ReportStyle::SmallPoints - 0.5));
        }
        ReportDocumentWriter::cellCursor(table, row, 2)
            .insertText(
                reviewStateDisplayName(report.reviewState),
                ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5, QFont::DemiBold,
                                        ui::reviewStateColor(report.reviewState).darker(115)));
        ReportDocumentWriter::cellCursor(table, row, 3)
            .insertText(
                QStringLiteral("%1/%2").arg(report.progress.met).arg(report.progress.total()),
                ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5));
        ReportDocumentWriter::cellCursor(table, row, 4)
            .insertText(QString::number(report.progress.gap),
                        ReportStyle::charFormat(
                            ReportStyle::SmallPoints + 0.5,
                            report.progress.gap > 0 ? QFont::Bold : QFont::Normal,
                            report.progress.gap > 0 ? ReportStyle::statusColor(ChecklistStatus::Gap)
                                                    : ReportStyle::TextColor));
        ReportDocumentWriter::cellCursor(table, row, 5)
            .insertText(ApplicationReportWriter::voteResultText(report),
                        ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5));
    }
    out.afterTable();
    out.paragraph(tr("Met: requirements marked met, of all requirements. Gaps: "
                     "requirements marked as a gap. Each application's report "
                     "follows on its own pages."),
                  ReportStyle::mutedFormat(ReportStyle::SmallPoints), 4);
}

} // namespace acp
