#pragma once

#include "core/actions/DueList.h"

#include <QDate>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace acp {

class RefreshWhenShown;
class Workspace;

// The "Due" view: open votes, deficiency clocks and periodic reviews, soonest deadline first
// (DueList). Double-clicking an item selects its application. Computed only while it can be
// seen (RefreshWhenShown): a closed Due dock costs nothing at start-up or after a sync.
class DuePanel : public QWidget
{
    Q_OBJECT
public:
    explicit DuePanel(QWidget *parent = nullptr);

    void setWorkspace(Workspace *workspace);
    void setToday(const QDate &today) { m_today = today; } // tests; invalid: the real date
    QTreeWidget *view() const { return m_view; }
    // Remind Non-voters… for the open vote of the current row (hidden for a reader who is not
    // a co-chair: setRemindAvailable()).
    QPushButton *remindButton() const { return m_remind; }
    void setRemindAvailable(bool available);
    QList<DueItem> items() const { return m_items; }
    bool isStale() const; // not computed since the last change (hidden)

    static QString kindText(DueItem::Kind kind); // "Open vote", "Deficiency", …

public slots:
    void refresh(); // now when shown, else when next shown

signals:
    void applicationActivated(int issueNumber);
    void remindRequested(int issueNumber);

private:
    void rebuild();
    void updateRemindButton();

    RefreshWhenShown *m_refresh = nullptr;
    Workspace *m_workspace = nullptr;
    QTreeWidget *m_view = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_remind = nullptr;
    bool m_remindAvailable = true;
    QList<DueItem> m_items;
    QDate m_today;
};

} // namespace acp
