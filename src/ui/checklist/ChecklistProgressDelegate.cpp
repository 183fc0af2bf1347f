#include "ui/checklist/ChecklistProgressDelegate.h"

#include "ui/applications/ApplicationListModel.h"
#include "ui/checklist/ChecklistStyle.h"

#include <QApplication>
#include <QPainter>

namespace acp {

namespace {
constexpr int BarMargin = 6;
constexpr int Gap = 6;

QFont numberFont(QFont font)
{
    if (font.pointSizeF() > 0) {
        font.setPointSizeF(font.pointSizeF() * 0.9);
    }
    return font;
}

// The team's published reviews differ here (the tool tip says where).
QString disagreementMark()
{
    return QStringLiteral("≠");
}
} // namespace

void ChecklistProgressDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                      const QModelIndex &index) const
{
    const QVariant value = index.data(ApplicationListModel::ProgressRole);
    if (!value.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const auto progress = value.value<ChecklistProgress>();
    const QRect bar(option.rect.left() + BarMargin, option.rect.center().y() - 2, BarWidth, 6);
    ui::paintChecklistProgress(painter, bar, progress, option.palette);

    painter->save();
    const QFont font = numberFont(option.font);
    painter->setFont(font);
    const bool selected = option.state & QStyle::State_Selected;
    painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    const QRect text = option.rect.adjusted(BarMargin + BarWidth + Gap, 0, -BarMargin, 0);
    const QString number = index.data().toString();
    drawLine(painter, text, Qt::AlignLeft | Qt::AlignVCenter, number, font, option.direction);
    // The team's published reviews differ: "≠" after the number.
    const int disagreements = index.data(ApplicationListModel::DisagreementCountRole).toInt();
    if (disagreements > 0) {
        QFont bold = font;
        bold.setWeight(QFont::Bold);
        painter->setFont(bold);
        painter->setPen(selected ? option.palette.color(QPalette::HighlightedText)
                                 : ui::checklistStatusTextColor(ChecklistStatus::NeedsJudgment,
                                                                option.palette));
        painter->drawText(
            text.adjusted(QFontMetrics(font).horizontalAdvance(number) + Gap, 0, 0, 0),
            Qt::AlignLeft | Qt::AlignVCenter, disagreementMark());
    }
    painter->restore();
}

QSize ChecklistProgressDelegate::sizeHint(const QStyleOptionViewItem &option,
                                          const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const QFontMetrics metrics(numberFont(option.font));
    // Room for the team's "≠" only in a row that shows one.
    const int disagreements = index.data(ApplicationListModel::DisagreementCountRole).toInt();
    const int width = BarMargin + BarWidth + Gap
        + metrics.horizontalAdvance(QStringLiteral("10/10"))
        + (disagreements > 0 ? Gap + metrics.horizontalAdvance(disagreementMark()) : 0) + BarMargin;
    return { qMax(width,
                  metrics.horizontalAdvance(
                      index.model()->headerData(index.column(), Qt::Horizontal).toString())
                      + 2 * BarMargin),
             size.height() };
}

} // namespace acp
