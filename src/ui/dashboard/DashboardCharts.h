#pragma once

#include "core/dashboard/DashboardFigures.h"
#include "ui/charts/BarChart.h"

#include <QCoreApplication>

namespace acp {

// The Dashboard's charts, built from the figures once for the window, its exports and the
// round report, so the three show the same thing.
class DashboardCharts
{
    Q_DECLARE_TR_FUNCTIONS(acp::DashboardCharts)
public:
    // Applications by review state.
    static BarChart byState(const DashboardFigures &figures);
    // The median days per waiting stage over the last 12 months; each row also names the
    // longest and its application.
    static BarChart stageDays(const DashboardFigures &figures);
    // Each application's days in pre-review, needs-info and voting, stacked, newest first; at
    // most `limit` applications (0: all).
    static BarChart timeline(const DashboardFigures &figures, int limit = 0);

    static QColor stageColor(ProcessStage stage);
    // "#12 Tessellate Photonic Engine", or "#12" without a name; the name as one safe line.
    static QString applicationLabel(int number, const QString &platform);
    // "3.5 d" in the user's locale.
    static QString daysText(double days);
};

} // namespace acp
