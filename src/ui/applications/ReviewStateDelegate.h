#pragma once

#include <QFont>
#include <QHash>
#include <QStyledItemDelegate>

#include <utility>

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

private:
    static void drawBadge(QPainter *painter, const QRect &badge, const QString &text,
                          const QFont &font, const QColor &color);
    // How wide a state's name is in a font (shaping it at every paint was a third of a badge).
    int textWidth(const QFontMetrics &metrics, const QFont &font, const QString &text) const;

    mutable QHash<std::pair<QFont, QString>, int> m_textWidths;
};

} // namespace acp
