#pragma once

#include "ui/widgets/StaticTextDelegate.h"

namespace acp {

// Paints the application list's checklist column: a compact segmented bar (met, needs
// judgment, gaps, not applicable, unreviewed) and "reviewed/total" beside it.
class ChecklistProgressDelegate : public StaticTextDelegate
{
    Q_OBJECT
public:
    using StaticTextDelegate::StaticTextDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static constexpr int BarWidth = 46;
};

} // namespace acp
