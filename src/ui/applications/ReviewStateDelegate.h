#pragma once

#include <QStyledItemDelegate>

namespace acp {

// Paints the review state as a rounded badge in the state's colour (the text stays the
// translated state name, so the colour is never the only cue).
class ReviewStateDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace acp
