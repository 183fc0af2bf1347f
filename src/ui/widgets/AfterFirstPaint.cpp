#include "ui/widgets/AfterFirstPaint.h"

#include <QEvent>
#include <QPointer>
#include <QTimer>
#include <QWidget>

namespace acp::ui {

namespace {

class FirstPaintWatcher : public QObject
{
public:
    FirstPaintWatcher(QWidget *widget, std::function<void()> work)
        : QObject(widget)
        , m_work(std::move(work))
    {
        widget->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            // After this paint has been flushed: a zero timer runs once the event loop is free.
            QTimer::singleShot(0, parent(), [work = std::move(m_work)] { work(); });
            deleteLater();
        }
        return false;
    }

private:
    std::function<void()> m_work;
};

} // namespace

void afterFirstPaint(QWidget *widget, std::function<void()> work)
{
    if (widget->isVisible()) {
        QTimer::singleShot(0, widget, std::move(work)); // on screen already
        return;
    }
    new FirstPaintWatcher(widget, std::move(work));
}

} // namespace acp::ui
