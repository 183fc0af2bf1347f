#include "ui/widgets/PillLabel.h"

#include "ui/widgets/UiSupport.h"

#include <QEvent>
#include <QPainter>

namespace acp {

PillLabel::PillLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setAlignment(Qt::AlignCenter);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    updateMetrics();
}

void PillLabel::setPill(const QColor &background, bool bold)
{
    if (background == m_background && bold == m_bold) {
        return;
    }
    m_background = background;
    m_bold = bold;
    updateMetrics();
    update();
}

QColor PillLabel::textColor() const
{
    return ui::contrastingTextColor(m_background);
}

void PillLabel::paintEvent(QPaintEvent *event)
{
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(m_background);
        const qreal radius = height() / 2.0;
        painter.drawRoundedRect(QRectF(rect()), radius, radius);
    }
    QLabel::paintEvent(event); // the text, in the palette's colour set by updateMetrics()
}

void PillLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (!m_updatingFont && event->type() == QEvent::FontChange) {
        updateMetrics();
    }
}

// The weight, the height from the font, the padding from the height, and the text's colour.
void PillLabel::updateMetrics()
{
    m_updatingFont = true;
    QFont weighted = font();
    weighted.setWeight(m_bold ? QFont::DemiBold : QFont::Normal);
    if (weighted != font()) {
        setFont(weighted);
    }
    m_updatingFont = false;
    const int height = fontMetrics().height() + 4;
    setFixedHeight(height);
    const int padding = height / 2 + 2;
    setContentsMargins(padding, 0, padding, 0);
    const QColor text = textColor();
    if (palette().color(QPalette::WindowText) != text) {
        QPalette colours = palette();
        colours.setColor(QPalette::WindowText, text);
        setPalette(colours);
    }
}

} // namespace acp
