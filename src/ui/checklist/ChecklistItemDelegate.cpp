#include "ui/checklist/ChecklistItemDelegate.h"

#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistStyle.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>
#include <QPainterPath>
#include <QTreeView>

namespace acp {

namespace {
constexpr int BadgePadding = 7;
constexpr int IconSize = 14;
constexpr int TeamIconSize = 10; // a published review's status beside the badge

QColor mutedText(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    return QColor::fromRgbF(float(base.redF() * 0.4 + text.redF() * 0.6),
                            float(base.greenF() * 0.4 + text.greenF() * 0.6),
                            float(base.blueF() * 0.4 + text.blueF() * 0.6));
}
} // namespace

void ChecklistItemDelegate::setDropTarget(const QModelIndex &index)
{
    if (QModelIndex(m_dropTarget) == index.siblingAtColumn(0)) {
        return;
    }
    m_dropTarget = index.isValid() ? index.siblingAtColumn(0) : QModelIndex();
    if (auto *view = qobject_cast<QAbstractItemView *>(parent())) {
        view->viewport()->update();
    }
}

void ChecklistItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    const auto kind = ChecklistModel::RowKind(index.data(ChecklistModel::RowKindRole).toInt());
    if (kind == ChecklistModel::RowKind::Group) {
        paintGroup(painter, option, index);
    } else if (kind == ChecklistModel::RowKind::Requirement
               && index.column() == ChecklistModel::StatusColumn) {
        paintStatus(painter, option, index);
    } else if (kind == ChecklistModel::RowKind::Application
               && index.column() == ChecklistModel::TitleColumn) {
        // Indented like the requirements, which sit one level deeper.
        QStyleOptionViewItem background = option;
        initStyleOption(&background, index);
        background.text.clear();
        const QWidget *widget = option.widget;
        QStyle *style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);
        QStyleOptionViewItem opt = option;
        const auto *view = qobject_cast<const QTreeView *>(widget);
        opt.rect.setLeft(opt.rect.left() + (view ? view->indentation() : 12));
        opt.state &= ~QStyle::State_HasFocus;
        initStyleOption(&opt, index);
        painter->save();
        painter->setPen(opt.palette.color(
            (option.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text));
        painter->setFont(opt.font);
        const QRect text = opt.rect.adjusted(4, 0, -4, 0);
        painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                          opt.fontMetrics.elidedText(opt.text, Qt::ElideRight, text.width()));
        painter->restore();
    } else {
        QStyleOptionViewItem opt = option;
        if (index.column() == ChecklistModel::EvidenceColumn) {
            opt.palette.setColor(QPalette::Text, mutedText(option.palette));
            opt.rect.adjust(0, 0, -8, 0);
        }
        StaticTextDelegate::paint(painter, opt, index);
    }

    if (m_dropTarget.isValid() && index.siblingAtColumn(0) == QModelIndex(m_dropTarget)) {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        QColor color = option.palette.color(QPalette::Highlight);
        painter->setPen(QPen(color, 2));
        color.setAlpha(40);
        painter->setBrush(color);
        // One outline across the row: each cell draws its part.
        const QRectF r = QRectF(option.rect).adjusted(1, 1, -1, -1);
        painter->setClipRect(option.rect);
        QRectF outline = r;
        if (index.column() > 0) {
            outline.setLeft(r.left() - 8);
        }
        if (index.column() < ChecklistModel::ColumnCount - 1) {
            outline.setRight(r.right() + 8);
        }
        painter->drawRoundedRect(outline, 4, 4);
        painter->restore();
    }
}

void ChecklistItemDelegate::paintGroup(QPainter *painter, const QStyleOptionViewItem &option,
                                       const QModelIndex &index) const
{
    painter->save();
    QFont font = option.font;
    font.setWeight(QFont::DemiBold);
    if (font.pointSizeF() > 0) {
        font.setPointSizeF(font.pointSizeF() * 0.92);
    }
    font.setCapitalization(QFont::AllUppercase);
    font.setLetterSpacing(QFont::PercentageSpacing, 104);
    painter->setFont(font);
    // Group rows are not selectable, so the style hands over the disabled colours.
    QPalette active = option.palette;
    active.setCurrentColorGroup(QPalette::Active);
    painter->setPen(mutedText(active));
    const QRect rect = option.rect.adjusted(4, 6, -4, 0);

    if (index.column() == ChecklistModel::TitleColumn) {
        painter->drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, index.data().toString());
    } else if (index.column() == ChecklistModel::StatusColumn) {
        const auto progress = index.data(ChecklistModel::ProgressRole).value<ChecklistProgress>();
        QFont plain = option.font;
        if (plain.pointSizeF() > 0) {
            plain.setPointSizeF(plain.pointSizeF() * 0.9);
        }
        painter->setFont(plain);
        const QString text = index.data().toString();
        const QRect bar(rect.left() + BadgePadding - 2, rect.center().y() - 2, 40, 5);
        ui::paintChecklistProgress(painter, bar, progress, active);
        painter->drawText(rect.adjusted(bar.width() + 12, 0, 0, 0),
                          Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    painter->restore();
}

void ChecklistItemDelegate::paintStatus(QPainter *painter, const QStyleOptionViewItem &option,
                                        const QModelIndex &index) const
{
    // Background and selection as the style draws them.
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    background.icon = QIcon();
    background.features &= ~QStyleOptionViewItem::HasDecoration;
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const auto status = ChecklistStatus(index.data(ChecklistModel::StatusRole).toInt());
    const QString text = index.data().toString();
    QFont font = option.font;
    if (font.pointSizeF() > 0) {
        font.setPointSizeF(font.pointSizeF() * 0.95);
    }
    const QFontMetrics metrics(font);
    const int height = metrics.height() + 4;
    const int width = BadgePadding + IconSize + 5 + metrics.horizontalAdvance(text) + BadgePadding;
    QRect badge(option.rect.left() + 4, option.rect.center().y() - height / 2 + 1, width, height);
    badge = badge.intersected(option.rect.adjusted(2, 0, -2, 0));

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (status != ChecklistStatus::Unreviewed) {
        QPainterPath path;
        path.addRoundedRect(QRectF(badge), height / 2.0, height / 2.0);
        painter->fillPath(path, ui::checklistStatusTint(status, option.palette));
    }
    const QRectF icon(badge.left() + BadgePadding, badge.center().y() - IconSize / 2.0 + 0.5,
                      IconSize, IconSize);
    ui::paintChecklistStatusIcon(painter, icon, status);
    painter->setFont(font);
    const bool selected = option.state & QStyle::State_Selected;
    QColor textColor = status == ChecklistStatus::Unreviewed
        ? (selected ? option.palette.color(QPalette::HighlightedText) : mutedText(option.palette))
        : ui::checklistStatusTextColor(status, option.palette);
    painter->setPen(textColor);
    const QRect textRect = badge.adjusted(BadgePadding + IconSize + 5, 0, -BadgePadding + 2, 0);
    painter->drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
                      metrics.elidedText(text, Qt::ElideRight, textRect.width()));
    // The team's published reviews differ here (TeamReviews): "≠" after the badge.
    int teamLeft = badge.right() + 4;
    if (index.data(ChecklistModel::TeamDisagreementRole).toBool()) {
        QFont bold = font;
        bold.setWeight(QFont::Bold);
        painter->setFont(bold);
        painter->setPen(selected ? option.palette.color(QPalette::HighlightedText)
                                 : ui::checklistStatusTextColor(ChecklistStatus::NeedsJudgment,
                                                                option.palette));
        const QRect mark(badge.right() + 4, option.rect.top(),
                         option.rect.right() - badge.right() - 4, option.rect.height());
        painter->drawText(mark, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("≠"));
        teamLeft += QFontMetrics(bold).horizontalAdvance(QStringLiteral("≠")) + 3;
    }
    // Then each published review's status, a small icon each, as many as fit (the tool tip
    // names them all).
    const QVariantList team = index.data(ChecklistModel::TeamStatusesRole).toList();
    for (const QVariant &teamStatus : team) {
        if (teamLeft + TeamIconSize > option.rect.right() - 2) {
            break;
        }
        const QRectF teamIcon(teamLeft, option.rect.center().y() - TeamIconSize / 2.0 + 0.5,
                              TeamIconSize, TeamIconSize);
        ui::paintChecklistStatusIcon(painter, teamIcon, ChecklistStatus(teamStatus.toInt()));
        teamLeft += TeamIconSize + 2;
    }
    painter->restore();
}

QSize ChecklistItemDelegate::sizeHint(const QStyleOptionViewItem &option,
                                      const QModelIndex &index) const
{
    QSize size = StaticTextDelegate::sizeHint(option, index);
    const auto kind = ChecklistModel::RowKind(index.data(ChecklistModel::RowKindRole).toInt());
    const QFontMetrics metrics(option.font);
    if (kind == ChecklistModel::RowKind::Group) {
        size.setHeight(metrics.height() + 14);
        if (index.column() == ChecklistModel::StatusColumn) {
            size.setWidth(metrics.horizontalAdvance(index.data().toString()) + 64);
        }
        return size;
    }
    size.setHeight(qMax(size.height(), metrics.height() + 10));
    if (index.column() == ChecklistModel::StatusColumn) {
        const int team =
            int(index.data(ChecklistModel::TeamStatusesRole).toList().size()) * (TeamIconSize + 2);
        // The own status is one of those measured: alone, it fits the widest; more room when
        // this row's reviewers' statuses need it.
        const int widest = statusColumnTextWidth(metrics, option.font);
        const int own = team == 0 ? 0 : metrics.horizontalAdvance(index.data().toString()) + team;
        size.setWidth(qMax(widest, widest - m_widestStatusName + own));
    } else if (index.column() == ChecklistModel::EvidenceColumn) {
        size.setWidth(metrics.horizontalAdvance(QStringLiteral("99")) + 20);
    }
    return size;
}

int ChecklistItemDelegate::statusColumnTextWidth(const QFontMetrics &metrics,
                                                 const QFont &font) const
{
    QString names;
    for (ChecklistStatus status : allChecklistStatuses()) {
        names += checklistStatusDisplayName(status) + QLatin1Char('\n');
    }
    if (m_statusTextWidth < 0 || font != m_measuredFont || names != m_measuredNames) {
        int widest = 0;
        for (ChecklistStatus status : allChecklistStatuses()) {
            widest = qMax(widest, metrics.horizontalAdvance(checklistStatusDisplayName(status)));
        }
        // Room for the widest badge and the team's "≠" after it, so that the column keeps its
        // width as statuses change.
        const int mark = metrics.horizontalAdvance(QStringLiteral("≠")) + 6;
        m_statusTextWidth = BadgePadding * 2 + IconSize + 5 + 12 + mark + widest;
        m_widestStatusName = widest;
        m_measuredFont = font;
        m_measuredNames = names;
    }
    return m_statusTextWidth;
}

} // namespace acp
