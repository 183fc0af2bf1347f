#include "ui/widgets/AfterFirstPaint.h"

#include <QEvent>
#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <QWindow>

namespace acp::ui {

namespace {

// Waits for the widget's window to be exposed: the widgets paint while the expose event is
// handled, so work queued from there runs after the first frame. (Watching paint events would
// not do: a window whose children cover it, or a plain container, may never get one itself.)
class FirstExposeWatcher : public QObject
{
public:
    FirstExposeWatcher(QWidget *widget, std::function<void()> work)
        : QObject(widget)
        , m_window(widget->window())
        , m_work(std::move(work))
    {
        if (QWindow *handle = m_window->windowHandle()) {
            handle->installEventFilter(this);
        } else {
            m_window->installEventFilter(this); // the handle exists once the window is shown
        }
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_window && event->type() == QEvent::Show) {
            m_window->removeEventFilter(this);
            if (QWindow *handle = m_window->windowHandle()) {
                handle->installEventFilter(this);
            }
        } else if (event->type() == QEvent::Expose && qobject_cast<QWindow *>(watched)
                   && static_cast<QWindow *>(watched)->isExposed()) {
            watched->removeEventFilter(this);
            // Runs once the event loop is free again, after this expose has been painted.
            QTimer::singleShot(0, parent(), [work = std::move(m_work)] { work(); });
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
    new FirstExposeWatcher(widget, std::move(work));
}

} // namespace acp::ui
