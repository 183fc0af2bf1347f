#include "ui/dashboard/DashboardView.h"

#include "core/store/BackgroundReader.h"
#include "core/store/Database.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/actions/DuePanel.h"
#include "ui/charts/ChartView.h"
#include "ui/dashboard/DashboardCharts.h"
#include "ui/widgets/RefreshWhenShown.h"
#include "ui/widgets/UiSupport.h"

#include <QAction>
#include <QDir>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QScrollArea>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <memory>

namespace acp {

namespace {

constexpr int IssueRole = Qt::UserRole + 1;

QLabel *headingLabel(const QString &title, QWidget *parent)
{
    auto *label = new QLabel(title, parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    label->setFont(font);
    return label;
}

// A table as tall as its rows: the dashboard scrolls as a whole, not table by table.
void fitToRows(QTreeWidget *table)
{
    int height = table->header()->isVisible() ? table->header()->sizeHint().height() : 0;
    const int rows = table->topLevelItemCount();
    if (rows > 0) {
        height += rows * table->sizeHintForRow(0);
    }
    height += 2 * table->frameWidth() + 2;
    table->setFixedHeight(height);
    for (int column = 0; column + 1 < table->columnCount(); ++column) {
        table->resizeColumnToContents(column);
    }
}

// A row not yet in its table: what is set on it then tells no view. The rows go in together
// (QTreeWidget::addTopLevelItems), one insertion instead of thousands.
QTreeWidgetItem *applicationRow(int number, const QStringList &texts)
{
    auto *row = new QTreeWidgetItem(texts);
    row->setData(0, IssueRole, number);
    for (int column = 0; column < texts.size(); ++column) {
        row->setToolTip(column, texts.at(column));
    }
    return row;
}

} // namespace

DashboardView::DashboardView(Workspace &workspace, QWidget *parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    setObjectName(QStringLiteral("dashboardView"));
    setAccessibleName(tr("Dashboard"));
    auto *content = new QWidget;
    content->setObjectName(QStringLiteral("dashboardContent"));
    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(16, 12, 16, 16);
    column->setSpacing(14);

    auto *title = headingLabel(tr("Dashboard"), content);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    title->setFont(titleFont);
    m_asOf = new QLabel(content);
    m_asOf->setObjectName(QStringLiteral("dashboardAsOf"));
    m_asOf->setForegroundRole(QPalette::PlaceholderText);
    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addSpacing(12);
    header->addWidget(m_asOf, 1, Qt::AlignBottom);
    column->addLayout(header);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(24);
    grid->setVerticalSpacing(18);
    grid->addWidget(
        chartSection(tr("Applications by state"), &m_stateChart, QStringLiteral("stateChart")), 0,
        0, Qt::AlignTop);
    grid->addWidget(chartSection(tr("Days per stage, last 12 months"), &m_stageChart,
                                 QStringLiteral("stageChart")),
                    0, 1, Qt::AlignTop);
    grid->addWidget(tableSection(tr("Open votes"),
                                 { tr("Application"), tr("Days left"), tr("Voted"), tr("Approvals"),
                                   tr("Not voted yet") },
                                 &m_votes, QStringLiteral("openVotesTable"),
                                 tr("No vote is open.")),
                    1, 0, 1, 2, Qt::AlignTop);
    grid->addWidget(tableSection(tr("Waiting longest"),
                                 { tr("Application"), tr("Stage"), tr("Days") }, &m_waiting,
                                 QStringLiteral("waitingTable"), tr("No application is waiting.")),
                    2, 0, Qt::AlignTop);
    grid->addWidget(
        tableSection(tr("Deadlines"), { tr("Due"), tr("Days left"), tr("Kind"), tr("Application") },
                     &m_deadlines, QStringLiteral("deadlinesTable"), tr("Nothing is due.")),
        2, 1, Qt::AlignTop);
    grid->addWidget(tableSection(tr("Listed and retired platforms"),
                                 { tr("Application"), tr("Status"), tr("Since") }, &m_platforms,
                                 QStringLiteral("platformsTable"),
                                 tr("No platform is listed yet.")),
                    3, 0, Qt::AlignTop);
    grid->addWidget(
        chartSection(tr("Time in each stage"), &m_timelineChart, QStringLiteral("timelineChart")),
        4, 0, 1, 2, Qt::AlignTop);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    column->addLayout(grid);
    column->addStretch(1);

    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("dashboardScrollArea"));
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    m_refresh = new RefreshWhenShown(this, [this] { rebuild(); });
}

QWidget *DashboardView::chartSection(const QString &title, ChartView **chart,
                                     const QString &objectName)
{
    auto *section = new QWidget;
    auto *layout = new QVBoxLayout(section);
    layout->setContentsMargins(0, 0, 0, 0);
    *chart = new ChartView(title, section);
    (*chart)->setObjectName(objectName);
    auto *exportButton = new QToolButton(section);
    exportButton->setObjectName(objectName + QStringLiteral("Export"));
    exportButton->setText(tr("Export"));
    exportButton->setToolTip(tr("Export the chart as PNG or SVG"));
    exportButton->setAccessibleName(tr("Export %1").arg(title));
    exportButton->setIcon(QIcon::fromTheme(QStringLiteral("document-save-as")));
    exportButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    exportButton->setAutoRaise(true);
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(exportButton);
    menu->addAction((*chart)->exportPngAction());
    menu->addAction((*chart)->exportSvgAction());
    exportButton->setMenu(menu);
    connect(*chart, &ChartView::exported, this, [this](const QString &path) {
        emit statusMessage(tr("Chart saved to %1").arg(QDir::toNativeSeparators(path)),
                           ui::StatusMessageTimeoutMs);
    });
    auto *header = new QHBoxLayout;
    header->addWidget(headingLabel(title, section), 1);
    header->addWidget(exportButton);
    layout->addLayout(header);
    layout->addWidget(*chart);
    return section;
}

QWidget *DashboardView::tableSection(const QString &title, const QStringList &headers,
                                     QTreeWidget **table, const QString &objectName,
                                     const QString &emptyText)
{
    auto *section = new QWidget;
    auto *layout = new QVBoxLayout(section);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(headingLabel(title, section));
    auto *empty = new QLabel(emptyText, section);
    empty->setObjectName(objectName + QStringLiteral("Empty"));
    empty->setForegroundRole(QPalette::PlaceholderText);
    empty->hide();
    layout->addWidget(empty);
    *table = new QTreeWidget(section);
    QTreeWidget *tree = *table;
    tree->setObjectName(objectName);
    tree->setAccessibleName(title);
    tree->setRootIsDecorated(false);
    tree->setUniformRowHeights(true);
    tree->setHeaderLabels(headers);
    tree->header()->setStretchLastSection(true);
    // Columns fit the first rows' texts, not all of a large workspace's (a cell cut short keeps
    // its whole text in the tooltip): measuring a thousand rows held the window for tens of ms.
    tree->header()->setResizeContentsPrecision(100);
    tree->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    tree->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    tree->setProperty("emptyLabel", QVariant::fromValue<QObject *>(empty));
    connect(tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        if (const int number = item->data(0, IssueRole).toInt(); number > 0) {
            emit applicationActivated(number);
        }
    });
    layout->addWidget(tree);
    return section;
}

bool DashboardView::isStale() const
{
    return m_refresh->isStale();
}

void DashboardView::refresh()
{
    m_refresh->request();
}

void DashboardView::rebuild()
{
    if (m_computing) {
        m_computeAgain = true; // once this one is shown
        return;
    }
    m_computing = true;
    m_asOf->setText(tr("Computing the figures…"));
    // A second or more of reading on a large workspace: on the reader's thread and connection,
    // so the window answers meanwhile. What the figures read besides the database is taken here.
    const DashboardFigures::Inputs inputs = DashboardFigures::Inputs::of(
        m_workspace, m_now.isValid() ? m_now : QDateTime::currentDateTimeUtc());
    m_workspace.backgroundReader().run(
        this, [this, inputs](Database &database) -> BackgroundReader::Result {
            auto computed = std::make_shared<Computed>();
            computed->figures = DashboardFigures::compute(database, inputs);
            computed->byState = DashboardCharts::byState(computed->figures);
            computed->stageDays = DashboardCharts::stageDays(computed->figures);
            computed->timeline = DashboardCharts::timeline(computed->figures);
            return [this, computed] { showFigures(std::move(*computed)); };
        });
}

void DashboardView::showFigures(Computed computed)
{
    m_figures = std::move(computed.figures);
    m_asOf->setText(m_figures.asOf.isValid()
                        ? tr("as of the sync of %1").arg(ui::fullDateTime(m_figures.asOf))
                        : tr("from the cache, never synced"));
    m_stateChart->setChart(computed.byState);
    m_stageChart->setChart(computed.stageDays);
    m_timelineChart->setChart(computed.timeline);
    fillVotes();
    fillWaiting();
    fillDeadlines();
    fillPlatforms();
    for (QTreeWidget *table : { m_votes, m_waiting, m_deadlines, m_platforms }) {
        const bool empty = table->topLevelItemCount() == 0;
        table->setVisible(!empty);
        if (auto *label =
                qobject_cast<QLabel *>(table->property("emptyLabel").value<QObject *>())) {
            label->setVisible(empty);
        }
        fitToRows(table);
    }
    m_computing = false;
    emit refreshed();
    if (m_computeAgain) {
        m_computeAgain = false;
        rebuild();
    }
}

void DashboardView::fillVotes()
{
    m_votes->clear();
    QList<QTreeWidgetItem *> rows;
    for (const DashboardFigures::OpenVote &vote : std::as_const(m_figures.openVotes)) {
        QStringList notVoted;
        for (const DashboardFigures::OpenVote::NonVoter &voter : vote.notVoted) {
            QStringList people;
            for (const QString &login : { voter.representative, voter.alternate }) {
                if (!login.isEmpty()) {
                    people.append(u'@' + text::displayLine(login));
                }
            }
            notVoted.append(people.isEmpty() ? text::displayLine(voter.organization)
                                             : QStringLiteral("%1 (%2)").arg(
                                                 text::displayLine(voter.organization),
                                                 people.join(QStringLiteral(", "))));
        }
        QTreeWidgetItem *row =
            applicationRow(vote.issueNumber,
                           { DashboardCharts::applicationLabel(vote.issueNumber, vote.platform),
                             vote.closes.isValid() ? QString::number(vote.daysLeft) : tr("no date"),
                             tr("%1 of %2 (quorum %3)")
                                 .arg(vote.participants)
                                 .arg(vote.eligible)
                                 .arg(vote.quorumNeeded),
                             tr("%1 of %2 needed").arg(vote.approve).arg(vote.approvalsNeeded),
                             notVoted.isEmpty() ? tr("everyone has voted")
                                                : notVoted.join(QStringLiteral("; ")) });
        row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        if (vote.closes.isValid()) {
            row->setToolTip(
                1, tr("Closes %1").arg(QLocale().toString(vote.closes, QLocale::LongFormat)));
        }
        const bool quorumMet = vote.participants >= vote.quorumNeeded;
        const int missing = vote.quorumNeeded - vote.participants;
        row->setToolTip(2,
                        quorumMet ? tr("Quorum reached")
                                  : ui::numerus(tr("%n more organization(s) needed for quorum",
                                                   nullptr, missing),
                                                missing));
        rows.append(row);
    }
    m_votes->addTopLevelItems(rows);
}

void DashboardView::fillWaiting()
{
    m_waiting->clear();
    QList<QTreeWidgetItem *> rows;
    for (const DashboardFigures::Waiting &item : std::as_const(m_figures.oldestWaiting)) {
        QTreeWidgetItem *row = applicationRow(
            item.issueNumber,
            { DashboardCharts::applicationLabel(item.issueNumber, item.platform),
              processStageDisplayName(item.stage), DashboardCharts::daysText(item.days) });
        row->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        rows.append(row);
    }
    m_waiting->addTopLevelItems(rows);
}

void DashboardView::fillDeadlines()
{
    m_deadlines->clear();
    const QLocale locale;
    const QColor overdue =
        ui::readableOn(QColor(0xb3, 0x26, 0x1e), m_deadlines->palette().color(QPalette::Base));
    QList<QTreeWidgetItem *> rows;
    for (const DueItem &item : std::as_const(m_figures.deadlines)) {
        QTreeWidgetItem *row = applicationRow(
            item.issueNumber,
            { item.due.isValid() ? locale.toString(item.due, QLocale::ShortFormat) : tr("no date"),
              item.due.isValid() ? QString::number(item.daysLeft) : QString(),
              DuePanel::kindText(item.kind),
              DashboardCharts::applicationLabel(item.issueNumber, item.platform) });
        row->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        row->setToolTip(3, text::displayLine(item.description));
        if (item.overdue) {
            for (int column = 0; column < m_deadlines->columnCount(); ++column) {
                row->setForeground(column, overdue);
            }
        }
        rows.append(row);
    }
    m_deadlines->addTopLevelItems(rows);
}

void DashboardView::fillPlatforms()
{
    m_platforms->clear();
    const QLocale locale;
    QList<QTreeWidgetItem *> rows;
    for (const DashboardFigures::Listed &platform : std::as_const(m_figures.platforms)) {
        rows.append(applicationRow(
            platform.issueNumber,
            { DashboardCharts::applicationLabel(platform.issueNumber, platform.platform),
              platform.retired ? tr("Retired") : tr("Listed"),
              platform.since.isValid() ? locale.toString(platform.since, QLocale::ShortFormat)
                                       : QString() }));
    }
    m_platforms->addTopLevelItems(rows);
}

} // namespace acp
