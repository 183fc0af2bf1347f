#pragma once

#include "core/dashboard/DashboardFigures.h"
#include "ui/charts/BarChart.h"

#include <QDateTime>
#include <QWidget>

class QLabel;
class QTreeWidget;
class QVBoxLayout;

namespace acp {

class ChartView;
class RefreshWhenShown;
class Workspace;

// View > Dashboard: the whole process at a glance (DashboardFigures, the figures `dashboard`
// prints): applications by state, days per stage, every open vote with the organizations that
// have not voted, the applications waiting longest, the deadlines, the listed and retired
// platforms, and each application's time in each stage. Each chart exports as PNG and SVG;
// activating a row selects its application. Computed only while it can be seen.
class DashboardView : public QWidget
{
    Q_OBJECT
public:
    explicit DashboardView(Workspace &workspace, QWidget *parent = nullptr);

    void setNow(const QDateTime &now) { m_now = now; } // tests; invalid: the real time
    const DashboardFigures &figures() const { return m_figures; }
    bool isStale() const;

    ChartView *stateChart() const { return m_stateChart; }
    ChartView *stageChart() const { return m_stageChart; }
    ChartView *timelineChart() const { return m_timelineChart; }
    QTreeWidget *votesTable() const { return m_votes; }
    QTreeWidget *waitingTable() const { return m_waiting; }
    QTreeWidget *deadlinesTable() const { return m_deadlines; }
    QTreeWidget *platformsTable() const { return m_platforms; }

public slots:
    void refresh(); // now when shown, else when next shown

signals:
    // The figures were computed again (on the workspace's background reader) and are shown.
    void refreshed();
    void applicationActivated(int issueNumber);
    void statusMessage(const QString &message, int timeoutMs);

private:
    // The figures and their charts, made together on the reader's thread: the charts are plain
    // data (texts, numbers, colours), and the timeline has a row per application.
    struct Computed
    {
        DashboardFigures figures;
        BarChart byState;
        BarChart stageDays;
        BarChart timeline;
    };

    void rebuild(); // starts computing the figures
    void showFigures(Computed computed);
    void fillVotes();
    void fillWaiting();
    void fillDeadlines();
    void fillPlatforms();
    QWidget *chartSection(const QString &title, ChartView **chart, const QString &objectName);
    QWidget *tableSection(const QString &title, const QStringList &headers, QTreeWidget **table,
                          const QString &objectName, const QString &emptyText);

    Workspace &m_workspace;
    RefreshWhenShown *m_refresh = nullptr;
    DashboardFigures m_figures;
    QDateTime m_now;
    bool m_computing = false;
    bool m_computeAgain = false; // asked for again while computing
    QLabel *m_asOf = nullptr;
    ChartView *m_stateChart = nullptr;
    ChartView *m_stageChart = nullptr;
    ChartView *m_timelineChart = nullptr;
    QTreeWidget *m_votes = nullptr;
    QTreeWidget *m_waiting = nullptr;
    QTreeWidget *m_deadlines = nullptr;
    QTreeWidget *m_platforms = nullptr;
};

} // namespace acp
