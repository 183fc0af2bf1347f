#include "ui/report/TeamReviewsReportSection.h"

#include "core/report/ReportModel.h"
#include "ui/report/ReportDocumentWriter.h"
#include "ui/report/ReportStyle.h"

#include <QTextTable>

namespace acp {

namespace {

void statusCell(QTextTable *table, int row, int column, ChecklistStatus status)
{
    QTextTableCell cell = table->cellAt(row, column);
    if (status != ChecklistStatus::Unreviewed) {
        QTextTableCellFormat format = cell.format().toTableCellFormat();
        format.setBackground(ReportStyle::statusFill(status));
        cell.setFormat(format);
    }
    QTextCursor cursor = cell.firstCursorPosition();
    cursor.insertText(status == ChecklistStatus::Unreviewed ? QStringLiteral("—")
                                                            : checklistStatusDisplayName(status),
                      status == ChecklistStatus::Unreviewed
                          ? ReportStyle::mutedFormat(ReportStyle::SmallPoints)
                          : ReportStyle::charFormat(ReportStyle::SmallPoints, QFont::DemiBold,
                                                    ReportStyle::statusColor(status)));
}

} // namespace

void TeamReviewsReportSection::write(ReportDocumentWriter &out, const ApplicationReport &report)
{
    if (report.reviews.isEmpty()) {
        return;
    }
    out.section(tr("Reviews"));
    out.paragraph(tr("Reviews published on the issue by trusted authors, beside this checklist; "
                     "≠ marks a requirement where they disagree."),
                  ReportStyle::mutedFormat(ReportStyle::SmallPoints));
    const int columns = 2 + int(report.reviews.size());
    const qreal width = out.widthPoints();
    QList<QTextLength> widths { QTextLength(QTextLength::FixedLength, width * 0.34),
                                QTextLength(QTextLength::VariableLength, 0) };
    for (int i = 2; i < columns; ++i) {
        widths.append(QTextLength(QTextLength::VariableLength, 0));
    }
    QTextTable *table = out.table(1 + int(report.requirements.size()), columns, widths, true, 1);
    ReportDocumentWriter::headerCell(table, 0, tr("Requirement"));
    ReportDocumentWriter::headerCell(table, 1, tr("This checklist"));
    for (int i = 0; i < report.reviews.size(); ++i) {
        const PublishedReview &review = report.reviews.at(i);
        ReportDocumentWriter::headerCell(
            table, 2 + i,
            QStringLiteral("@%1\n%2").arg(review.author,
                                          ReportDocumentWriter::utcDate(review.publishedAt)));
    }
    for (int row = 0; row < report.requirements.size(); ++row) {
        const ReportRequirement &item = report.requirements.at(row);
        const bool differs = report.reviewDisagreements.contains(item.requirement.id);
        QTextCursor name = ReportDocumentWriter::cellCursor(table, row + 1, 0);
        name.insertText((differs ? QStringLiteral("≠ ") : QString())
                            + item.requirement.displayTitle(),
                        ReportStyle::charFormat(ReportStyle::SmallPoints,
                                                differs ? QFont::Bold : QFont::Normal));
        statusCell(table, row + 1, 1, item.entry.status);
        for (int i = 0; i < report.reviews.size(); ++i) {
            const std::optional<ReviewItem> reviewed =
                report.reviews.at(i).item(item.requirement.id);
            statusCell(table, row + 1, 2 + i,
                       reviewed ? reviewed->status : ChecklistStatus::Unreviewed);
        }
    }
    out.afterTable();
    if (!report.reviewDisagreements.isEmpty()) {
        out.paragraph(tr("Reviewers disagree on %n requirement(s).", nullptr,
                         int(report.reviewDisagreements.size())),
                      ReportStyle::charFormat(ReportStyle::SmallPoints, QFont::DemiBold));
    }
}

} // namespace acp
