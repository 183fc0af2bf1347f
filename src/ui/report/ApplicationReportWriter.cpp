#include "ui/report/ApplicationReportWriter.h"

#include "core/i18n/InSentence.h"
#include "ui/checklist/ChecklistStyle.h"
#include "ui/report/ReportDocumentWriter.h"
#include "ui/report/ReportPagination.h"
#include "ui/report/ReportStyle.h"
#include "ui/report/TeamReviewsReportSection.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/UiSupport.h"

#include <QTextCursor>
#include <QTextTable>

#include <algorithm>
#include <functional>

namespace acp {

namespace {

QList<ReportChart::Bar> statusBars(const ChecklistProgress &progress)
{
    QList<ReportChart::Bar> bars;
    for (ChecklistStatus status :
         { ChecklistStatus::Met, ChecklistStatus::Gap, ChecklistStatus::NeedsJudgment,
           ChecklistStatus::NotApplicable, ChecklistStatus::Unreviewed }) {
        bars.append({ checklistStatusDisplayName(status), progress.count(status),
                      ReportStyle::statusColor(status) });
    }
    return bars;
}

QString progressSentence(const ChecklistProgress &progress)
{
    QStringList parts;
    for (ChecklistStatus status :
         { ChecklistStatus::Met, ChecklistStatus::Gap, ChecklistStatus::NeedsJudgment,
           ChecklistStatus::NotApplicable }) {
        if (progress.count(status) > 0) {
            parts.append(QStringLiteral("%1 %2")
                             .arg(progress.count(status))
                             .arg(inSentence(checklistStatusDisplayName(status))));
        }
    }
    QString text = QCoreApplication::translate("acp::ApplicationReportWriter",
                                               "%1 of %2 requirements reviewed")
                       .arg(progress.reviewed())
                       .arg(progress.total());
    if (!parts.isEmpty()) {
        text += QStringLiteral(": ") + parts.join(QStringLiteral(", "));
    }
    return text + QLatin1Char('.');
}

} // namespace

void ApplicationReportWriter::writeHeader(ReportDocumentWriter &out,
                                          const ApplicationReport &report)
{
    out.title(report.platformName.isEmpty() ? report.title : report.platformName);
    QTextBlockFormat subtitle;
    subtitle.setBottomMargin(8);
    out.block(subtitle,
              ReportStyle::charFormat(ReportStyle::SubsectionPoints, QFont::Normal,
                                      ReportStyle::MutedColor));
    QString line = tr("Application #%1").arg(report.number);
    if (!report.organization.isEmpty()) {
        line += QStringLiteral(" · ") + report.organization;
    }
    out.text(line + QStringLiteral("   "),
             ReportStyle::charFormat(ReportStyle::SubsectionPoints, QFont::Normal,
                                     ReportStyle::MutedColor));
    QTextCharFormat badge =
        ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5, QFont::Bold, Qt::white);
    badge.setBackground(ui::reviewStateColor(report.reviewState));
    out.text(QStringLiteral("\u00a0") + reviewStateDisplayName(report.reviewState)
                 + QStringLiteral("\u00a0"),
             badge);

    struct Row
    {
        QString label;
        std::function<void(QTextCursor &)> value;
    };
    const QList<Row> rows = {
        { tr("Issue"),
          [&report](QTextCursor &c) {
              c.insertText(QStringLiteral("#%1 ").arg(report.number), ReportStyle::charFormat());
              c.insertText(report.title, ReportStyle::charFormat());
              c.insertText(QString(QChar::LineSeparator), ReportStyle::charFormat());
              if (MarkdownView::isOpenableLink(report.htmlUrl)) {
                  c.insertText(report.htmlUrl.toString(),
                               ReportStyle::linkFormat(report.htmlUrl, ReportStyle::SmallPoints));
              }
          } },
        { tr("Submitted"),
          [&report](QTextCursor &c) {
              c.insertText(tr("%1 by %2")
                               .arg(ReportDocumentWriter::utcTime(report.createdAt), report.author),
                           ReportStyle::charFormat());
          } },
        { tr("Last updated"),
          [&report](QTextCursor &c) {
              QString text = ReportDocumentWriter::utcTime(report.updatedAt);
              if (report.closedAt.isValid()) {
                  text += tr("; closed %1").arg(ReportDocumentWriter::utcTime(report.closedAt));
              }
              c.insertText(text, ReportStyle::charFormat());
          } },
        { tr("Review state"),
          [&report](QTextCursor &c) {
              QString text = reviewStateDisplayName(report.reviewState);
              text += QStringLiteral(" (") + report.state;
              if (!report.labels.isEmpty()) {
                  text += tr("; labels: %1").arg(report.labels.join(QStringLiteral(", ")));
              }
              c.insertText(text + QLatin1Char(')'), ReportStyle::charFormat());
          } },
        { tr("Requirements"),
          [&report](QTextCursor &c) {
              c.insertText(tr("%1, version %2")
                               .arg(report.requirementsTitle.isEmpty()
                                        ? tr("ACP admission requirements")
                                        : report.requirementsTitle,
                                    report.requirementsVersion),
                           ReportStyle::charFormat());
          } },
        { tr("Prepared"),
          [&report](QTextCursor &c) {
              c.insertText(report.preparedBy.isEmpty()
                               ? ReportDocumentWriter::utcTime(report.generatedAt)
                               : tr("%1 by %2")
                                     .arg(ReportDocumentWriter::utcTime(report.generatedAt),
                                          report.preparedBy),
                           ReportStyle::charFormat());
              c.insertText(tr(", from the offline cache of %1").arg(report.repository),
                           ReportStyle::mutedFormat(ReportStyle::BodyPoints));
          } },
    };
    QTextTable *table = out.table(int(rows.size()), 2,
                                  { QTextLength(QTextLength::PercentageLength, 18),
                                    QTextLength(QTextLength::PercentageLength, 82) },
                                  false);
    for (int i = 0; i < rows.size(); ++i) {
        QTextCursor label = ReportDocumentWriter::cellCursor(table, i, 0);
        label.insertText(rows.at(i).label,
                         ReportStyle::charFormat(ReportStyle::BodyPoints, QFont::DemiBold,
                                                 ReportStyle::MutedColor));
        QTextCursor value = ReportDocumentWriter::cellCursor(table, i, 1);
        rows.at(i).value(value);
    }
    out.afterTable();
}

void ApplicationReportWriter::writeSummary(ReportDocumentWriter &out,
                                           const ApplicationReport &report)
{
    out.section(tr("Summary"));
    out.paragraph(progressSentence(report.progress));
    out.chart(statusBars(report.progress), std::min<qreal>(out.widthPoints() * 0.62, 320));
    QStringList facts;
    const int fromGroup = report.workingGroupComments();
    const int fromSubmitter = report.submitterComments();
    facts.append(
        ui::numerus(tr("%n comment(s) from the working group", nullptr, fromGroup), fromGroup));
    facts.append(
        ui::numerus(tr("%n comment(s) from the submitter", nullptr, fromSubmitter), fromSubmitter));
    facts.append(tr("vote: %1").arg(inSentence(voteResultText(report))));
    out.paragraph(facts.join(QStringLiteral("; ")) + QLatin1Char('.'),
                  ReportStyle::mutedFormat(ReportStyle::BodyPoints));
}

QTextTableFormat ApplicationReportWriter::checklistHeaderFormat(const QList<QTextLength> &columns,
                                                                qreal topMargin)
{
    QTextTableFormat format;
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setColumnWidthConstraints(columns);
    format.setCellSpacing(0);
    format.setCellPadding(3);
    format.setBorderCollapse(false); // as ReportDocumentWriter::table() does, and for its reason
    format.setBorder(0);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_None);
    format.setTopMargin(topMargin);
    format.setBottomMargin(0);
    format.setProperty(ReportPagination::ChecklistHeaderProperty, true);
    format.setProperty(ReportPagination::KeepWithNextProperty, true);
    return format;
}

void ApplicationReportWriter::fillChecklistHeader(QTextTable *table)
{
    ReportDocumentWriter::headerCell(table, 0, tr("Requirement"));
    ReportDocumentWriter::headerCell(table, 1, tr("Status"));
    ReportDocumentWriter::headerCell(table, 2, tr("Reviewer's note and evidence"));
    ReportDocumentWriter::ruleRows(table, 0, 1);
}

void ApplicationReportWriter::writeChecklistHeader(ReportDocumentWriter &out)
{
    const QList<QTextLength> columns = ReportStyle::checklistColumns(out.widthPoints());
    QTextTable *table = out.table(1, 3, columns, false, 0, 4, 0);
    table->setFormat(checklistHeaderFormat(columns, 4));
    fillChecklistHeader(table);
    out.afterTable();
}

void ApplicationReportWriter::writeChecklist(ReportDocumentWriter &out,
                                             const ApplicationReport &report)
{
    out.section(tr("Checklist"));
    if (report.requirements.isEmpty()) {
        out.paragraph(tr("The requirement set is empty."),
                      ReportStyle::mutedFormat(ReportStyle::BodyPoints));
        return;
    }
    writeChecklistHeader(out);
    const QList<QTextLength> columns = ReportStyle::checklistColumns(out.widthPoints());
    const qreal imageWidth = out.widthPoints() * 0.5;
    for (int i = 0; i < report.requirements.size(); ++i) {
        const ReportRequirement &item = report.requirements.at(i);
        const int row = 0;
        QTextTable *table = out.table(1, 3, columns, true, 0, 0, 0);
        QTextTableFormat tableFormat = table->format();
        tableFormat.setProperty(ReportPagination::ChecklistRowProperty, true);
        table->setFormat(tableFormat);

        QTextCursor name = ReportDocumentWriter::cellCursor(table, row, 0);
        name.insertText(item.requirement.displayTitle(),
                        ReportStyle::charFormat(ReportStyle::BodyPoints, QFont::DemiBold));
        name.insertBlock(QTextBlockFormat(),
                         ReportStyle::mutedFormat(ReportStyle::SmallPoints - 0.5));
        name.insertText(ui::requirementGroupDisplayName(item.requirement.group)
                            + QStringLiteral(" · ") + item.requirement.id,
                        ReportStyle::mutedFormat(ReportStyle::SmallPoints - 0.5));
        if (!item.sectionHeadings.isEmpty()) {
            name.insertBlock(QTextBlockFormat(),
                             ReportStyle::mutedFormat(ReportStyle::SmallPoints - 0.5));
            name.insertText(
                tr("Answered in: %1").arg(item.sectionHeadings.join(QStringLiteral("; "))),
                ReportStyle::mutedFormat(ReportStyle::SmallPoints - 0.5));
        }

        QTextTableCell statusCell = table->cellAt(row, 1);
        QTextTableCellFormat statusFormat = statusCell.format().toTableCellFormat();
        statusFormat.setBackground(ReportStyle::statusFill(item.entry.status));
        statusCell.setFormat(statusFormat);
        QTextCursor status = statusCell.firstCursorPosition();
        status.insertText(checklistStatusDisplayName(item.entry.status),
                          ReportStyle::charFormat(ReportStyle::BodyPoints, QFont::Bold,
                                                  ReportStyle::statusColor(item.entry.status)));
        if (item.entry.updatedAt.isValid()) {
            status.insertBlock(QTextBlockFormat(),
                               ReportStyle::mutedFormat(ReportStyle::SmallPoints - 1));
            status.insertText(ReportDocumentWriter::utcDate(item.entry.updatedAt),
                              ReportStyle::mutedFormat(ReportStyle::SmallPoints - 1));
        }

        QTextCursor note = ReportDocumentWriter::cellCursor(table, row, 2);
        if (item.entry.note.trimmed().isEmpty()) {
            QTextCharFormat none = ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5);
            none.setFontItalic(true);
            note.insertText(tr("No note."), none);
        } else {
            ReportDocumentWriter::markdownAt(note, item.entry.note, 0,
                                             ReportStyle::BodyPoints - 0.5, false);
        }
        ReportDocumentWriter::insertEvidence(note, out.document(), item.links, item.notes,
                                             imageWidth);
        out.afterTable();
    }
    out.paragraph(QString(), ReportStyle::charFormat(4), 0, 2);

    if (!report.applicationLinks.isEmpty() || !report.applicationNotes.isEmpty()) {
        out.subsection(tr("Evidence about the application as a whole"));
        QTextBlockFormat format;
        out.block(format, ReportStyle::charFormat(ReportStyle::SmallPoints));
        QTextCursor &cursor = out.cursor();
        cursor.insertText(tr("Links from sections and comments that name no "
                             "single requirement."),
                          ReportStyle::mutedFormat(ReportStyle::SmallPoints));
        ReportDocumentWriter::insertEvidence(cursor, out.document(), report.applicationLinks,
                                             report.applicationNotes, imageWidth);
    }
}

void ApplicationReportWriter::writeConversation(ReportDocumentWriter &out,
                                                const ApplicationReport &report)
{
    out.section(tr("Conversation"));
    if (report.conversation.isEmpty()) {
        out.paragraph(tr("No comments besides the vote and the decision."),
                      ReportStyle::mutedFormat(ReportStyle::BodyPoints));
        return;
    }
    out.paragraph(tr("Requests and remarks from the working group and the "
                     "submitter's answers, oldest first. Long comments are "
                     "shortened; each links to its full text."),
                  ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5), 0, 6);
    for (const ReportComment &comment : report.conversation) {
        QTextBlockFormat head;
        head.setTopMargin(8);
        head.setBottomMargin(2);
        head.setProperty(ReportPagination::KeepWithNextProperty, true);
        const bool submitter = comment.role == ReportComment::Role::Submitter;
        const bool group = comment.role == ReportComment::Role::WorkingGroup;
        out.block(head, ReportStyle::charFormat());
        // "Working group" only for a trusted author (AuthorTrust); anyone else speaks for
        // nobody but themselves.
        const QString role = submitter
            ? (comment.answersRequest ? tr("Submitter's answer") : tr("Submitter"))
            : (group ? tr("Working group") : tr("Other participant"));
        out.text(role,
                 ReportStyle::charFormat(
                     ReportStyle::BodyPoints, QFont::Bold,
                     submitter ? QColor(0x1a, 0x5f, 0x3a)
                               : (group ? ReportStyle::AccentColor : ReportStyle::MutedColor)));
        out.text(QStringLiteral("  ·  ") + comment.author + QStringLiteral("  ·  ")
                     + ReportDocumentWriter::utcTime(comment.createdAt) + QStringLiteral("  ·  "),
                 ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5));
        out.link(tr("comment on GitHub"), comment.url, ReportStyle::SmallPoints + 0.5);
        out.markdown(comment.excerpt, 12, ReportStyle::BodyPoints - 0.5);
        if (comment.truncated) {
            QTextCharFormat more = ReportStyle::mutedFormat(ReportStyle::SmallPoints);
            more.setFontItalic(true);
            QTextBlockFormat format;
            format.setLeftMargin(12);
            out.block(format, more);
            out.text(tr("… shortened; the full comment is on GitHub."), more);
            if (!comment.links.isEmpty()) {
                out.block(format, ReportStyle::mutedFormat(ReportStyle::SmallPoints));
                out.text(tr("Links in the comment: "),
                         ReportStyle::mutedFormat(ReportStyle::SmallPoints));
                for (qsizetype i = 0; i < comment.links.size(); ++i) {
                    if (i > 0) {
                        out.text(QStringLiteral(", "),
                                 ReportStyle::mutedFormat(ReportStyle::SmallPoints));
                    }
                    out.link(ReportDocumentWriter::displayUrl(comment.links.at(i)),
                             comment.links.at(i), ReportStyle::SmallPoints);
                }
            }
        }
    }
}

void ApplicationReportWriter::writeDecision(ReportDocumentWriter &out,
                                            const ApplicationReport &report)
{
    out.section(tr("Decision"));
    const ReportDecision &decision = report.decision;
    if (!decision.recorded) {
        out.paragraph(decision.outcome.isEmpty()
                          ? tr("No decision has been recorded yet.")
                          : tr("The application is labelled “%1”; no decision "
                               "comment was found.")
                                .arg(decision.outcome),
                      ReportStyle::mutedFormat(ReportStyle::BodyPoints));
        return;
    }
    out.block(QTextBlockFormat(), ReportStyle::charFormat());
    out.text(tr("Recorded by %1 on %2.  ")
                 .arg(decision.author, ReportDocumentWriter::utcTime(decision.at)),
             ReportStyle::charFormat());
    out.link(tr("The decision comment"), decision.url, ReportStyle::BodyPoints);
    out.markdown(decision.markdown, 12, ReportStyle::BodyPoints - 0.5);
}

void ApplicationReportWriter::write(ReportDocumentWriter &out, const ApplicationReport &report)
{
    writeHeader(out, report);
    writeSummary(out, report);
    writeChecklist(out, report);
    TeamReviewsReportSection::write(out, report);
    writeConversation(out, report);
    writeVote(out, report);
    writeDecision(out, report);
}

} // namespace acp
