#include "ui/widgets/StaticTextDelegate.h"

#include <QApplication>
#include <QPainter>

namespace acp {

namespace {
// Distinct cells kept laid out; a long list's visible pages are a few hundred.
constexpr qsizetype MaxLaidOut = 4096;

bool isPlainLine(const QStyleOptionViewItem &option)
{
    return !(option.features
             & (QStyleOptionViewItem::HasDecoration | QStyleOptionViewItem::HasCheckIndicator
                | QStyleOptionViewItem::WrapText))
        && !option.text.contains(QLatin1Char('\n')) && !option.text.contains(QChar::LineSeparator);
}
} // namespace

QSize StaticTextDelegate::sizeHint(const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    // As QStyledItemDelegate::sizeHint, with the style's measure kept.
    if (const QVariant given = index.data(Qt::SizeHintRole); given.isValid()) {
        return given.toSize();
    }
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    const QWidget *widget = option.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    if (!isPlainLine(cell)) {
        return style->sizeFromContents(QStyle::CT_ItemViewItem, &cell, QSize(), widget);
    }
    if (style != m_measuringStyle) {
        m_measured.clear();
        m_measuringStyle = style;
    }
    const Measured key { cell.text, cell.font, int(cell.features),
                         widget ? widget->logicalDpiY() : 0 };
    if (const auto it = m_measured.constFind(key); it != m_measured.cend()) {
        return *it;
    }
    if (m_measured.size() >= MaxLaidOut) {
        m_measured.clear();
    }
    return *m_measured.insert(
        key, style->sizeFromContents(QStyle::CT_ItemViewItem, &cell, QSize(), widget));
}

bool StaticTextDelegate::paintsItself(const QPainter *painter, const QStyleOptionViewItem &option)
{
    const QPaintDevice *device = painter ? painter->device() : nullptr;
    return device && device->devType() == QInternal::Widget && isPlainLine(option)
        && !(option.state & QStyle::State_Editing);
}

void StaticTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                               const QModelIndex &index) const
{
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    if (!paintsItself(painter, cell)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    const QString text = cell.text;
    cell.text.clear(); // the style draws the rest: background, selection, focus
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);
    if (text.isEmpty()) {
        return;
    }

    // Where and how the style puts the text (QCommonStyle: the cell less the focus margins,
    // aligned as the model says, elided to fit, in the selection's text colour when selected).
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect textRect = cell.rect.adjusted(margin, 0, -margin, 0);
    const QStaticText &laid = laidOut(text, cell.font, textRect.width(), cell.textElideMode);
    const QRect placed =
        QStyle::alignedRect(cell.direction, cell.displayAlignment, laid.size().toSize(), textRect);
    QPalette::ColorGroup group =
        cell.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(cell.state & QStyle::State_Active)) {
        group = QPalette::Inactive;
    }
    painter->save();
    painter->setFont(cell.font);
    painter->setPen(cell.palette.color(
        group, cell.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setClipRect(textRect, Qt::IntersectClip);
    painter->drawStaticText(placed.topLeft(), laid);
    painter->restore();
}

void StaticTextDelegate::drawLine(QPainter *painter, const QRect &rect, Qt::Alignment alignment,
                                  const QString &text, const QFont &font,
                                  Qt::LayoutDirection direction) const
{
    painter->setFont(font);
    const QPaintDevice *device = painter->device();
    if (!device || device->devType() != QInternal::Widget) {
        painter->drawText(rect, int(alignment),
                          QFontMetrics(font).elidedText(text, Qt::ElideRight, rect.width()));
        return;
    }
    const QStaticText &laid = laidOut(text, font, rect.width(), Qt::ElideRight);
    painter->drawStaticText(
        QStyle::alignedRect(direction, alignment, laid.size().toSize(), rect).topLeft(), laid);
}

const QStaticText &StaticTextDelegate::laidOut(const QString &text, const QFont &font, int width,
                                               Qt::TextElideMode mode) const
{
    const Key key { text, font, width, mode };
    auto it = m_laidOut.constFind(key);
    if (it != m_laidOut.cend()) {
        return *it;
    }
    if (m_laidOut.size() >= MaxLaidOut) {
        m_laidOut.clear();
    }
    // Laid out in the cell's font (the painter's would otherwise come only with the first
    // drawing, after its size placed it), and elided when too wide.
    QStaticText laid(text);
    laid.setTextFormat(Qt::PlainText);
    laid.prepare(QTransform(), font);
    if (mode != Qt::ElideNone && laid.size().width() > width) {
        laid.setText(QFontMetrics(font).elidedText(text, mode, width));
        laid.prepare(QTransform(), font);
    }
    return *m_laidOut.insert(key, laid);
}

} // namespace acp
