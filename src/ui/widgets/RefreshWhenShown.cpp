#include "ui/widgets/RefreshWhenShown.h"

#include <QEvent>
#include <QWidget>

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
    if (m_panel->isVisible()) {
        m_stale = false;
        m_refresh();
    }
}

bool RefreshWhenShown::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panel && event->type() == QEvent::Show && m_stale) {
        m_stale = false;
        m_refresh();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace acp
