#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace acp {

class ReportDocumentWriter;
struct DashboardFigures;

// The round report's dashboard pages: the Dashboard's figures as they stood when the round was
// prepared (days per stage, open votes and who has not voted, the applications waiting
// longest, deadlines, listed and retired platforms, time in each stage), drawn with the same
// charts (DashboardCharts).
class DashboardReportSection
{
    Q_DECLARE_TR_FUNCTIONS(acp::DashboardReportSection)

public:
    static void write(ReportDocumentWriter &out, const DashboardFigures &figures);

private:
    static void table(ReportDocumentWriter &out, const QStringList &headers,
                      const QList<int> &percentages, const QList<QStringList> &rows);
};

} // namespace acp
