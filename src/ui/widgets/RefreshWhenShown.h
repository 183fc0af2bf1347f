#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace acp {

// Runs a panel's refresh only while the panel can be seen. A request while it is hidden (a
// closed dock, a dock tabbed behind another) marks it stale, and it refreshes when it is
// shown: what a hidden dock needs is not computed before the window's first paint, nor again
// after every sync. A panel shown with its window (a dock open at start-up) refreshes once the
// window has first been painted, so that the window appears before the panel's work is done.
//
//     m_refresh = new RefreshWhenShown(this, [this] { rebuild(); });
//     void Panel::refresh() { m_refresh->request(); }
class RefreshWhenShown : public QObject
{
    Q_OBJECT
public:
    RefreshWhenShown(QWidget *panel, std::function<void()> refresh);

    // Refreshes now when the panel is visible, else when it is next shown.
    void request();
    bool isStale() const { return m_stale; }

signals:
    // The refresh has run.
    void refreshed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void run();

    QWidget *m_panel; // compared with `watched` only while it may be dying
    std::function<void()> m_refresh;
    bool m_stale = true; // nothing computed yet
    bool m_waitingForPaint = false;
};

} // namespace acp
