#include "ui/applications/ReviewStateDelegate.h"

#include "ui/applications/ApplicationListModel.h"
#include "ui/widgets/UiSupport.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

namespace acp {

namespace {
constexpr int HorizontalPadding = 8;
constexpr int VerticalPadding = 2;
constexpr int BadgeMargin = 4;

QFont badgeFont(QFont font)
{
    if (font.pointSizeF() > 0) {
        font.setPointSizeF(font.pointSizeF() * 0.9);
    }
    font.setWeight(QFont::DemiBold);
    return font;
}
} // namespace

void ReviewStateDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index) const
{
    const QVariant stateValue = index.data(ApplicationListModel::ReviewStateRole);
    if (!stateValue.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }

    // The row background and selection as the style draws them, without text or decoration.
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    background.icon = QIcon();
    background.features &= ~QStyleOptionViewItem::HasDecoration;
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const QString text = index.data(Qt::DisplayRole).toString();
    const QFont font = badgeFont(option.font);
    const QFontMetrics metrics(font);
    const int width = textWidth(metrics, font, text) + 2 * HorizontalPadding;
    const int height = metrics.height() + 2 * VerticalPadding;
    QRect badge(option.rect.left() + BadgeMargin, option.rect.center().y() - height / 2 + 1, width,
                height);
    badge = badge.intersected(option.rect.adjusted(BadgeMargin, 0, -BadgeMargin, 0));

    const QColor color = ui::reviewStateColor(ReviewState(stateValue.toInt()));
    // A handful of states: each badge is drawn once and kept, and a list scrolled by a page
    // blits thirty of them instead of shaping and antialiasing each.
    const QString key =
        QStringLiteral("acp-state-badge/%1/%2/%3").arg(color.rgba()).arg(font.key(), text);
    ui::drawCached(painter, badge, key, [&](QPainter *onto, const QRect &area) {
        drawBadge(onto, area, text, font, color);
    });
}

void ReviewStateDelegate::drawBadge(QPainter *painter, const QRect &badge, const QString &text,
                                    const QFont &font, const QColor &color)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    const qreal radius = badge.height() / 2.0;
    path.addRoundedRect(QRectF(badge), radius, radius);
    painter->fillPath(path, color);
    painter->setPen(ui::contrastingTextColor(color));
    painter->setFont(font);
    painter->drawText(
        badge, Qt::AlignCenter,
        QFontMetrics(font).elidedText(text, Qt::ElideRight, badge.width() - HorizontalPadding));
    painter->restore();
}

int ReviewStateDelegate::textWidth(const QFontMetrics &metrics, const QFont &font,
                                   const QString &text) const
{
    const std::pair<QFont, QString> key { font, text };
    auto it = m_textWidths.constFind(key);
    if (it == m_textWidths.cend()) {
        it = m_textWidths.insert(key, metrics.horizontalAdvance(text));
    }
    return *it;
}

QSize ReviewStateDelegate::sizeHint(const QStyleOptionViewItem &option,
                                    const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const QFont font = badgeFont(option.font);
    const QFontMetrics metrics(font);
    const int width = textWidth(metrics, font, index.data(Qt::DisplayRole).toString())
        + 2 * HorizontalPadding + 2 * BadgeMargin;
    const int height = metrics.height() + 2 * VerticalPadding + 6;
    return size.expandedTo(QSize(width, height));
}

} // namespace acp
