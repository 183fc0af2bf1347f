#pragma once

#include "core/actions/DueList.h"

#include <QDate>
#include <QWidget>

class QLabel;
class QTreeWidget;

namespace acp {

class Workspace;

// The "Due" view: open votes, deficiency clocks and periodic reviews, soonest deadline first
// (DueList). Double-clicking an item selects its application.
class DuePanel : public QWidget
{
    Q_OBJECT
public:
    explicit DuePanel(QWidget *parent = nullptr);

    void setWorkspace(Workspace *workspace);
    void setToday(const QDate &today) { m_today = today; } // tests; invalid: the real date
    QTreeWidget *view() const { return m_view; }
    QList<DueItem> items() const { return m_items; }

public slots:
    void refresh();

signals:
    void applicationActivated(int issueNumber);

private:
    Workspace *m_workspace = nullptr;
    QTreeWidget *m_view = nullptr;
    QLabel *m_empty = nullptr;
    QList<DueItem> m_items;
    QDate m_today;
};

} // namespace acp
