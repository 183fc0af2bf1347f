#pragma once

#include "core/report/ReportModel.h"

#include <QCoreApplication>

namespace acp {

class ReportDocumentWriter;

// The first pages of a round's report: the repository, a chart of the applications by review
// state and a summary table with a row per application. Each application's own report follows
// on its own pages (ApplicationReportWriter).
class RoundCoverWriter
{
    Q_DECLARE_TR_FUNCTIONS(acp::RoundCoverWriter)

public:
    static void write(ReportDocumentWriter &out, const RoundReport &round);
};

} // namespace acp
