#include "ui/widgets/WrappingLabel.h"

#include <algorithm>

namespace acp {

namespace {
// The least width asked for, in average characters.
constexpr int ShortestLine = 8;
} // namespace

WrappingLabel::WrappingLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
}

int WrappingLabel::singleLineWidth() const
{
    const QMargins margins = contentsMargins();
    return fontMetrics().horizontalAdvance(text()) + margins.left() + margins.right()
        + 2 * margin();
}

QSize WrappingLabel::sizeHint() const
{
    return { singleLineWidth(), heightForWidth(singleLineWidth()) };
}

QSize WrappingLabel::minimumSizeHint() const
{
    const QMargins margins = contentsMargins();
    const int shortest =
        fontMetrics().averageCharWidth() * ShortestLine + margins.left() + margins.right();
    const int width = std::min(singleLineWidth(), shortest);
    return { width, heightForWidth(singleLineWidth()) };
}

} // namespace acp
