#pragma once

#include "ui/widgets/StaticTextDelegate.h"

#include <QFont>
#include <QPersistentModelIndex>

namespace acp {

// Paints the checklist tree: group rows as quiet headings with a small progress bar, status
// cells with their icon and text on a light tint of the status colour, and the row a drag
// would drop onto with an outline.
class ChecklistItemDelegate : public StaticTextDelegate
{
    Q_OBJECT
public:
    using StaticTextDelegate::StaticTextDelegate;

    void setDropTarget(const QModelIndex &index);
    QModelIndex dropTarget() const { return m_dropTarget; }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    void paintGroup(QPainter *painter, const QStyleOptionViewItem &option,
                    const QModelIndex &index) const;
    void paintStatus(QPainter *painter, const QStyleOptionViewItem &option,
                     const QModelIndex &index) const;

    // The status column's width for the widest status and the team's mark after it, measured
    // once a font and language (text shaping was most of sizing the rows otherwise).
    int statusColumnTextWidth(const QFontMetrics &metrics, const QFont &font) const;

    QPersistentModelIndex m_dropTarget;
    mutable QFont m_measuredFont;
    mutable QString m_measuredNames;
    mutable int m_statusTextWidth = -1;
    mutable int m_widestStatusName = 0;
};

} // namespace acp
