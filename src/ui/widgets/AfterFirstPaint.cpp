#include "ui/widgets/AfterFirstPaint.h"

#include <QApplication>
#include <QEvent>
#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <QWindow>

namespace acp::ui {

namespace {

// Waits for the first paint of any widget in the window. (Not the window's own: a window whose
// children cover it may never be sent a paint event of its own, nor may a plain container.)
class FirstPaintWatcher : public QObject
{
public:
    FirstPaintWatcher(QWidget *widget, std::function<void()> work)
        : QObject(widget)
        , m_window(widget->window())
        , m_work(std::move(work))
    {
        qApp->installEventFilter(this);
    }
    ~FirstPaintWatcher() override { qApp->removeEventFilter(this); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && watched->isWidgetType()
            && static_cast<QWidget *>(watched)->window() == m_window && m_work) {
            qApp->removeEventFilter(this);
            // The frame is being painted now and is flushed when the paint is done; two turns
            // of the event loop later, anything else queued during the paint has run too.
            QObject *context = parent();
            QTimer::singleShot(0, context, [context, work = std::move(m_work)] {
                QTimer::singleShot(0, context, work);
            });
            deleteLater();
        }
        return false;
    }

private:
    QPointer<QWidget> m_window;
    std::function<void()> m_work;
};

} // namespace

void afterFirstPaint(QWidget *widget, std::function<void()> work)
{
    const QWindow *window = widget->window()->windowHandle();
    if (widget->isVisible() && window && window->isExposed()) {
        QTimer::singleShot(0, widget, std::move(work)); // on screen already
        return;
    }
    new FirstPaintWatcher(widget, std::move(work));
}

} // namespace acp::ui
