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
    const int width = metrics.horizontalAdvance(text) + 2 * HorizontalPadding;
    const int height = metrics.height() + 2 * VerticalPadding;
    QRect badge(option.rect.left() + BadgeMargin, option.rect.center().y() - height / 2 + 1, width,
                height);
    badge = badge.intersected(option.rect.adjusted(BadgeMargin, 0, -BadgeMargin, 0));

    const QColor color = ui::reviewStateColor(ReviewState(stateValue.toInt()));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    path.addRoundedRect(QRectF(badge), height / 2.0, height / 2.0);
    painter->fillPath(path, color);
    painter->setPen(ui::contrastingTextColor(color));
    painter->setFont(font);
    painter->drawText(badge, Qt::AlignCenter,
                      metrics.elidedText(text, Qt::ElideRight, badge.width() - HorizontalPadding));
    painter->restore();
}

QSize ReviewStateDelegate::sizeHint(const QStyleOptionViewItem &option,
                                    const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const QFont font = badgeFont(option.font);
    const QFontMetrics metrics(font);
    const int width = metrics.horizontalAdvance(index.data(Qt::DisplayRole).toString())
        + 2 * HorizontalPadding + 2 * BadgeMargin;
    const int height = metrics.height() + 2 * VerticalPadding + 6;
    return size.expandedTo(QSize(width, height));
}

} // namespace acp
