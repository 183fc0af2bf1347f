#pragma once

#include <QCoreApplication>

namespace acp {

class ReportDocumentWriter;
struct ApplicationReport;

// The report's "Reviews" section: requirements down, the reviewer preparing the report and each
// colleague who published a review across, a status in each cell, "≠" where they disagree.
// Nothing when nobody published a review on the issue.
class TeamReviewsReportSection
{
    Q_DECLARE_TR_FUNCTIONS(acp::TeamReviewsReportSection)

public:
    static void write(ReportDocumentWriter &out, const ApplicationReport &report);
};

} // namespace acp
