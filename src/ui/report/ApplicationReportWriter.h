#pragma once

#include "core/report/ReportModel.h"

#include <QCoreApplication>
#include <QString>
#include <QTextTableFormat>

class QTextCursor;
class QTextTable;

namespace acp {

class ReportDocumentWriter;

// One application's report, section by section: the header table (issue, submitter, dates, review
// state), the summary with its chart, the checklist with the reviewer's notes and evidence, the
// conversation, the vote with its roster and ballots, and the decision.
class ApplicationReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(acp::ApplicationReportWriter)

public:
    static void write(ReportDocumentWriter &out, const ApplicationReport &report);

    // "Approved", "Open: passing", "No vote": the state of the vote and decision in a few words,
    // for the summary and the round's cover.
    static QString voteResultText(const ApplicationReport &report);

    // The checklist's header table (requirement, status, note and evidence), which
    // ReportPagination repeats, with the rows' `columns`, where the checklist continues on a new
    // page.
    static QTextTableFormat checklistHeaderFormat(const QList<QTextLength> &columns,
                                                  qreal topMargin);
    static void fillChecklistHeader(QTextTable *table);

private:
    static void writeHeader(ReportDocumentWriter &out, const ApplicationReport &report);
    static void writeSummary(ReportDocumentWriter &out, const ApplicationReport &report);
    static void writeChecklistHeader(ReportDocumentWriter &out);
    static void writeChecklist(ReportDocumentWriter &out, const ApplicationReport &report);
    static void writeConversation(ReportDocumentWriter &out, const ApplicationReport &report);
    static void insertBallots(QTextCursor cursor, const ReportVote &vote,
                              const ReportRosterEntry &entry);
    static void writeVote(ReportDocumentWriter &out, const ApplicationReport &report);
    static void writeDecision(ReportDocumentWriter &out, const ApplicationReport &report);
};

} // namespace acp
