#include "ui/widgets/FitScrollArea.h"

#include <QEvent>
#include <QScrollBar>

namespace acp {

namespace {
constexpr int MinimumLines = 4; // enough to see that there is something to scroll to
}

FitScrollArea::FitScrollArea(QWidget *parent)
    : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    viewport()->setAutoFillBackground(false);
}

void FitScrollArea::setPanel(QWidget *widget)
{
    m_panel = widget;
    setWidget(widget);
    widget->setAutoFillBackground(false);
    widget->installEventFilter(this);
    setVisible(!widget->isHidden());
}

QSize FitScrollArea::sizeHint() const
{
    if (!m_panel)
        return QScrollArea::sizeHint();
    // Its widget's size at the width it gets, plus room for the scroll bar it might need.
    const int width = m_panel->sizeHint().width() + verticalScrollBar()->sizeHint().width();
    const int height = m_panel->hasHeightForWidth() && this->width() > 0
        ? m_panel->heightForWidth(viewport()->width())
        : m_panel->sizeHint().height();
    return QSize(width, qMax(height, m_panel->minimumSizeHint().height()));
}

QSize FitScrollArea::minimumSizeHint() const
{
    const int lines = fontMetrics().lineSpacing() * MinimumLines;
    const int height = m_panel ? qMin(m_panel->minimumSizeHint().height(), lines) : lines;
    // As wide as the widget needs: it scrolls up and down, never sideways.
    const int width = m_panel
        ? m_panel->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width()
        : QScrollArea::minimumSizeHint().width();
    return QSize(width, height);
}

bool FitScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panel) {
        switch (event->type()) {
        case QEvent::ShowToParent:
            show();
            break;
        case QEvent::HideToParent:
            hide();
            break;
        case QEvent::LayoutRequest:
            updateGeometry(); // its height follows the panel's
            break;
        default:
            break;
        }
    }
    return QScrollArea::eventFilter(watched, event);
}

} // namespace acp
