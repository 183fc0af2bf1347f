#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace acp {

// Paints a one-line text cell as QStyledItemDelegate does (the style draws the background,
// selection and focus), with the text's glyphs laid out once and kept: a list scrolled by a
// page shapes again every cell's text otherwise, most of painting it. Cells with an icon, a
// check box, wrapping or several lines, and painting on anything but a widget (printing,
// grabbing to a picture) go to QStyledItemDelegate unchanged.
class StaticTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    // The style's size for the cell, kept by text and font for the cells paint() draws itself:
    // a tree without uniform rows measures every row at each reset (the checklist, for each
    // application shown, with the same requirement titles each time).
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // Whether paint() would draw this cell itself.
    static bool paintsItself(const QPainter *painter, const QStyleOptionViewItem &option);

protected:
    // One line of `text` in `font` with the painter's pen, elided to `rect`'s width and aligned
    // in it, from the glyphs kept (drawText() when not painting on a widget).
    void drawLine(QPainter *painter, const QRect &rect, Qt::Alignment alignment,
                  const QString &text, const QFont &font,
                  Qt::LayoutDirection direction = Qt::LeftToRight) const;

private:
    // `text` elided to `width` in `font`, laid out (cached by all three and the elide mode).
    const QStaticText &laidOut(const QString &text, const QFont &font, int width,
                               Qt::TextElideMode mode) const;

    struct Key
    {
        QString text;
        QFont font;
        int width = 0;
        Qt::TextElideMode mode = Qt::ElideRight;

        friend bool operator==(const Key &a, const Key &b)
        {
            return a.width == b.width && a.mode == b.mode && a.text == b.text && a.font == b.font;
        }
        friend size_t qHash(const Key &key, size_t seed = 0)
        {
            return qHashMulti(seed, key.text, key.font, key.width, int(key.mode));
        }
    };

    struct Measured
    {
        QString text;
        QFont font;
        int features = 0; // QStyleOptionViewItem::ViewItemFeatures
        int dpi = 0; // the widget's logical DPI: the font's metrics follow its screen

        friend bool operator==(const Measured &a, const Measured &b)
        {
            return a.features == b.features && a.dpi == b.dpi && a.text == b.text
                && a.font == b.font;
        }
        friend size_t qHash(const Measured &key, size_t seed = 0)
        {
            return qHashMulti(seed, key.text, key.font, key.features, key.dpi);
        }
    };

    mutable QHash<Key, QStaticText> m_laidOut;
    // Plain one-line cells' sizes, as the style measured them.
    mutable QHash<Measured, QSize> m_measured;
    mutable const QStyle *m_measuringStyle = nullptr;
};

} // namespace acp
