#include "ui/widgets/RefreshWhenShown.h"

#include "ui/widgets/AfterFirstPaint.h"

#include <QEvent>
#include <QWidget>
#include <QWindow>

namespace acp {

RefreshWhenShown::RefreshWhenShown(QWidget *panel, std::function<void()> refresh)
    : QObject(panel)
    , m_panel(panel)
    , m_refresh(std::move(refresh))
{
    panel->installEventFilter(this);
}

void RefreshWhenShown::request()
{
    m_stale = true;
    if (m_panel->isVisible() && !m_waitingForPaint) {
        run();
    }
}

void RefreshWhenShown::run()
{
    m_stale = false;
    m_refresh();
    emit refreshed();
}

bool RefreshWhenShown::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panel && event->type() == QEvent::Show && m_stale && !m_waitingForPaint) {
        const QWindow *window = m_panel->window()->windowHandle();
        if (window && window->isExposed()) {
            run();
        } else {
            // Shown with its window, which is not on screen yet: after the first paint.
            m_waitingForPaint = true;
            ui::afterFirstPaint(m_panel, [this] {
                m_waitingForPaint = false;
                if (m_stale && m_panel->isVisible()) {
                    run();
                }
            });
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace acp
