#include "ui/actions/DuePanel.h"

#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/widgets/RefreshWhenShown.h"
#include "ui/widgets/UiSupport.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace acp {

namespace {

enum DueColumnIndex {
    DueColumn,
    DueDaysColumn,
    DueKindColumn,
    DueIssueColumn,
    DueDescriptionColumn
};

} // namespace

QString DuePanel::kindText(DueItem::Kind kind)
{
    switch (kind) {
    case DueItem::Kind::OpenVote:
        return tr("Open vote");
    case DueItem::Kind::DeficiencyClock:
        return tr("Deficiency");
    case DueItem::Kind::PeriodicReview:
        return tr("Periodic review");
    }
    return {};
}

DuePanel::DuePanel(QWidget *parent)
    : QWidget(parent)
{
    m_view = new QTreeWidget(this);
    m_view->setObjectName(QStringLiteral("dueView"));
    m_view->setAccessibleName(tr("Due list"));
    setAccessibleName(tr("Due"));
    setAccessibleDescription(tr("Votes to close, periodic reviews and deficiency deadlines"));
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setHeaderLabels(
        { tr("Due"), tr("Days left"), tr("Kind"), tr("Application"), tr("What") });
    m_view->header()->setStretchLastSection(true);
    m_empty = new QLabel(tr("Nothing is due: no open votes, deficiency clocks or reviews."), this);
    m_empty->setWordWrap(true);
    m_empty->hide();
    m_remind = new QPushButton(tr("&Remind Non-voters…"), this);
    m_remind->setObjectName(QStringLiteral("dueRemindButton"));
    m_remind->setToolTip(tr("One comment that mentions the representatives and alternates of "
                            "the organizations that have not voted, through the outbox"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_remind);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_empty);
    layout->addWidget(m_view);
    layout->addLayout(buttons);
    connect(m_view, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        emit applicationActivated(item->data(DueIssueColumn, Qt::UserRole).toInt());
    });
    connect(m_view, &QTreeWidget::currentItemChanged, this, &DuePanel::updateRemindButton);
    connect(m_remind, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem *item = m_view->currentItem()) {
            emit remindRequested(item->data(DueIssueColumn, Qt::UserRole).toInt());
        }
    });
    updateRemindButton();
    m_refresh = new RefreshWhenShown(this, [this] { rebuild(); });
}

void DuePanel::setWorkspace(Workspace *workspace)
{
    m_workspace = workspace;
    refresh();
}

bool DuePanel::isStale() const
{
    return m_refresh->isStale();
}

void DuePanel::refresh()
{
    m_refresh->request();
}

void DuePanel::rebuild()
{
    m_view->clear();
    m_items.clear();
    if (!m_workspace) {
        return;
    }
    QSettings settings;
    m_items = DueList::compute(m_workspace->database(), m_workspace->labelScheme(),
                               ActionSettings::load(settings), m_workspace->authorTrust(),
                               m_today.isValid() ? m_today : QDate::currentDate());
    const QLocale locale;
    for (const DueItem &item : std::as_const(m_items)) {
        auto *row = new QTreeWidgetItem(m_view);
        row->setText(DueColumn,
                     item.due.isValid() ? locale.toString(item.due, QLocale::ShortFormat)
                                        : tr("no date"));
        row->setText(DueDaysColumn,
                     item.due.isValid() ? QString::number(item.daysLeft) : QString());
        row->setTextAlignment(DueDaysColumn, Qt::AlignRight | Qt::AlignVCenter);
        row->setText(DueKindColumn, kindText(item.kind));
        row->setText(DueIssueColumn,
                     item.platform.isEmpty() ? QStringLiteral("#%1").arg(item.issueNumber)
                                             : QStringLiteral("#%1 %2")
                                                   .arg(item.issueNumber)
                                                   .arg(text::displayLine(item.platform)));
        row->setData(DueIssueColumn, Qt::UserRole, item.issueNumber);
        row->setText(DueDescriptionColumn, text::displayLine(item.description));
        if (item.overdue) {
            for (int column = 0; column < m_view->columnCount(); ++column) {
                row->setForeground(column,
                                   ui::readableOn(QColor(0xb3, 0x26, 0x1e),
                                                  m_view->palette().color(QPalette::Base)));
            }
            row->setToolTip(DueColumn, tr("Overdue"));
        }
    }
    m_empty->setVisible(m_items.isEmpty());
    m_view->setVisible(!m_items.isEmpty());
    // The vote whose reminder is suggested first, so that the button offers it.
    for (int row = 0; row < m_items.size(); ++row) {
        if (m_items.at(row).remindSuggested) {
            m_view->setCurrentItem(m_view->topLevelItem(row));
            break;
        }
    }
    updateRemindButton();
}

void DuePanel::setRemindAvailable(bool available)
{
    m_remindAvailable = available;
    updateRemindButton();
}

void DuePanel::updateRemindButton()
{
    const int row = m_view->currentItem() ? m_view->indexOfTopLevelItem(m_view->currentItem()) : -1;
    const DueItem item = row >= 0 ? m_items.value(row) : DueItem();
    const bool vote = row >= 0 && item.kind == DueItem::Kind::OpenVote && !item.overdue;
    m_remind->setVisible(m_remindAvailable);
    m_remind->setEnabled(vote && !item.remindQueued);
    m_remind->setDefault(vote && item.remindSuggested);
    m_remind->setToolTip(!vote ? tr("Select an open vote to remind its non-voters.")
                             : item.remindQueued
                             ? tr("A reminder of this vote waits in the outbox.")
                             : tr("One comment that mentions the "
                                  "representatives and alternates of the "
                                  "organizations that have not voted, "
                                  "through the outbox"));
}

} // namespace acp
