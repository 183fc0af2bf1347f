#include "ui/widgets/MessageBanner.h"

#include "ui/widgets/UiSupport.h"

#include <QApplication>
#include <QEvent>
#include <QPainter>

namespace acp {

namespace {

// The level's accent on a light and on a dark window.
QColor accentFor(MessageBanner::Level level, bool dark, const QPalette &palette)
{
    switch (level) {
    case MessageBanner::Level::Information:
        return palette.color(QPalette::Highlight);
    case MessageBanner::Level::Positive:
        return dark ? QColor(0x81, 0xc9, 0x95) : QColor(0x1e, 0x8e, 0x3e);
    case MessageBanner::Level::Warning:
        return dark ? QColor(0xf3, 0xb3, 0x5f) : QColor(0xc2, 0x6a, 0x00);
    case MessageBanner::Level::Error:
        return dark ? QColor(0xf2, 0xb8, 0xb5) : QColor(0xb3, 0x26, 0x1e);
    }
    return palette.color(QPalette::Highlight);
}

QColor blend(const QColor &from, const QColor &to, double amount)
{
    return QColor::fromRgbF(float(from.redF() + (to.redF() - from.redF()) * amount),
                            float(from.greenF() + (to.greenF() - from.greenF()) * amount),
                            float(from.blueF() + (to.blueF() - from.blueF()) * amount));
}

} // namespace

MessageBanner::MessageBanner(QWidget *parent)
    : QFrame(parent)
{
    setFrameShape(QFrame::NoFrame);
    setAutoFillBackground(true);
    applyColors();
}

void MessageBanner::setLevel(Level level)
{
    if (m_level == level) {
        return;
    }
    m_level = level;
    applyColors();
}

void MessageBanner::setProminent(bool prominent)
{
    if (m_prominent == prominent) {
        return;
    }
    m_prominent = prominent;
    applyColors();
}

MessageBanner::Colors MessageBanner::colorsFor(Level level, const QPalette &palette, bool prominent)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor windowText = palette.color(QPalette::WindowText);
    const bool dark = ui::isDarkPalette(palette);
    const QColor accent = accentFor(level, dark, palette);
    Colors colors;
    // A high-contrast theme already chose its window and text colours; a tint would only
    // lower the contrast it asked for.
    const bool highContrast = ui::contrastRatio(window, windowText) >= 15.0;
    const double tint = prominent ? (dark ? 0.45 : 0.35) : (dark ? 0.22 : 0.14);
    colors.background = highContrast ? window : blend(window, accent, tint);
    colors.text = ui::readableOn(windowText, colors.background, 4.5);
    colors.border = ui::readableOn(accent, colors.background, 3.0);
    return colors;
}

void MessageBanner::applyColors()
{
    if (m_applying) {
        return;
    }
    m_applying = true;
    // From the application's palette (or the parent's), never from the banner's own: that one
    // holds the previous tint.
    const QPalette source = parentWidget() ? parentWidget()->palette() : QApplication::palette();
    const Colors colors = colorsFor(m_level, source, m_prominent);
    QPalette tinted = source;
    for (const QPalette::ColorRole role : { QPalette::Window, QPalette::Base }) {
        tinted.setColor(role, colors.background);
    }
    for (const QPalette::ColorRole role :
         { QPalette::WindowText, QPalette::Text, QPalette::ButtonText }) {
        tinted.setColor(role, colors.text);
    }
    tinted.setColor(QPalette::Link,
                    ui::readableOn(source.color(QPalette::Link), colors.background));
    tinted.setColor(QPalette::Mid, colors.border);
    setPalette(tinted);
    update();
    m_applying = false;
}

void MessageBanner::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    switch (event->type()) {
    case QEvent::ParentChange:
    case QEvent::StyleChange:
    case QEvent::ApplicationPaletteChange:
        applyColors();
        break;
    case QEvent::PaletteChange:
        if (!m_applying && parentWidget()) {
            applyColors();
        }
        break;
    default:
        break;
    }
}

void MessageBanner::paintEvent(QPaintEvent *event)
{
    QFrame::paintEvent(event);
    // One line along the bottom, in the level's accent: the banner's edge against the view.
    QPainter painter(this);
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(rect().bottomLeft(), rect().bottomRight());
}

} // namespace acp
