#include "ui/charts/BarChart.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>

namespace acp {

namespace {

constexpr qreal RowHeight = 13; // points
constexpr qreal RowGap = 3;
constexpr qreal MinimumValueWidth = 28;
constexpr qreal ExportMargin = 12;
constexpr qreal TitleHeight = 20;

QString wholeNumber(double value)
{
    return QString::number(qRound64(value));
}

struct ChartText
{
    Q_DECLARE_TR_FUNCTIONS(acp::BarChart)
};

} // namespace

void BarChart::addBar(const QString &label, double value, const QColor &color,
                      const QString &valueText)
{
    rows.append({ label, { { value, color } }, valueText });
}

double BarChart::total(qsizetype row) const
{
    double sum = 0;
    for (const Segment &segment : rows.at(row).segments) {
        sum += std::max(segment.value, 0.0);
    }
    return sum;
}

qreal BarChart::heightPoints() const
{
    const qsizetype lines = rows.size() + (legend.isEmpty() ? 0 : 1);
    return lines * RowHeight + std::max<qsizetype>(lines - 1, 0) * RowGap;
}

void BarChart::paint(QPainter *painter, const QRectF &rect, const QFont &font, qreal unitsPerPoint,
                     const Palette &palette) const
{
    const qreal scale = unitsPerPoint;
    const QFontMetricsF metrics(font, painter->device());
    double maximum = 0;
    qreal valueWidth = MinimumValueWidth * scale;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        maximum = std::max(maximum, total(i));
        const QString text =
            rows.at(i).valueText.isEmpty() ? wholeNumber(total(i)) : rows.at(i).valueText;
        valueWidth = std::max(valueWidth, metrics.horizontalAdvance(text) + 8 * scale);
    }
    maximum = std::max(maximum, 1.0);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(font);
    if (palette.background.isValid()) {
        painter->fillRect(rect, palette.background);
    }
    const qreal rowHeight = RowHeight * scale;
    const qreal gap = RowGap * scale;
    const qreal labelWidth = std::min(labelWidthPoints * scale, rect.width() / 3);
    const qreal barSpace = std::max<qreal>(rect.width() - labelWidth - valueWidth, rowHeight);
    const qreal radius = 2 * scale;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const Row &row = rows.at(i);
        const qreal y = rect.top() + i * (rowHeight + gap);
        const QRectF labelRect(rect.left(), y, labelWidth - 6 * scale, rowHeight);
        painter->setPen(palette.text);
        painter->drawText(labelRect, Qt::AlignVCenter | Qt::AlignLeft,
                          metrics.elidedText(row.label, Qt::ElideRight, labelRect.width()));
        const QRectF trackRect(rect.left() + labelWidth, y + rowHeight * 0.15, barSpace,
                               rowHeight * 0.7);
        painter->setPen(Qt::NoPen);
        painter->setBrush(palette.track);
        painter->drawRoundedRect(trackRect, radius, radius);
        // Stacked segments; a bar that is not empty stays visible however short.
        const double rowTotal = total(i);
        const qreal barWidth =
            rowTotal > 0 ? std::max(trackRect.width() * rowTotal / maximum, 3 * scale) : 0;
        qreal x = trackRect.left();
        for (const Segment &segment : row.segments) {
            if (segment.value <= 0) {
                continue;
            }
            const qreal width = barWidth * segment.value / rowTotal;
            painter->setBrush(segment.color);
            painter->drawRoundedRect(QRectF(x, trackRect.top(), width, trackRect.height()), radius,
                                     radius);
            x += width;
        }
        painter->setPen(palette.text);
        painter->drawText(
            QRectF(trackRect.right() + 6 * scale, y, valueWidth - 6 * scale, rowHeight),
            Qt::AlignVCenter | Qt::AlignLeft,
            row.valueText.isEmpty() ? wholeNumber(rowTotal) : row.valueText);
    }
    if (!legend.isEmpty()) {
        const qreal y = rect.top() + rows.size() * (rowHeight + gap);
        qreal x = rect.left() + labelWidth;
        const qreal swatch = rowHeight * 0.6;
        for (const LegendEntry &entry : legend) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(entry.color);
            painter->drawRoundedRect(QRectF(x, y + (rowHeight - swatch) / 2, swatch, swatch),
                                     radius, radius);
            x += swatch + 4 * scale;
            const qreal width = metrics.horizontalAdvance(entry.name);
            painter->setPen(palette.text);
            painter->drawText(QRectF(x, y, width + scale, rowHeight),
                              Qt::AlignVCenter | Qt::AlignLeft, entry.name);
            x += width + 12 * scale;
        }
    }
    painter->restore();
}

void BarChart::paint(QPainter *painter, const QRectF &rect, const QFont &font,
                     qreal unitsPerPoint) const
{
    paint(painter, rect, font, unitsPerPoint, Palette());
}

bool BarChart::save(const QString &path, const QString &title, qreal widthPoints, const QFont &font,
                    QString *error) const
{
    const bool svg =
        QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0;
    // A 96 dpi screen's pixels; twice as many in a PNG, for a sharp picture.
    const qreal unitsPerPoint = (svg ? 96.0 : 192.0) / 72.0;
    const QSizeF sizePoints(widthPoints + 2 * ExportMargin,
                            TitleHeight + heightPoints() + 2 * ExportMargin);
    const QSize size = (sizePoints * unitsPerPoint).toSize();
    Palette paper;
    paper.background = Qt::white;

    const auto draw = [&](QPainter &painter) {
        painter.fillRect(QRectF(QPointF(0, 0), QSizeF(size)), paper.background);
        QFont titleFont = font;
        titleFont.setBold(true);
        painter.setFont(titleFont);
        painter.setPen(paper.text);
        const qreal margin = ExportMargin * unitsPerPoint;
        painter.drawText(
            QRectF(margin, margin, widthPoints * unitsPerPoint, TitleHeight * unitsPerPoint),
            Qt::AlignLeft | Qt::AlignTop, title);
        paint(&painter,
              QRectF(margin, margin + TitleHeight * unitsPerPoint, widthPoints * unitsPerPoint,
                     heightPoints() * unitsPerPoint),
              font, unitsPerPoint, paper);
    };

    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (svg) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setResolution(96);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        // No setTitle(): Qt 6.4 writes it into <title> unescaped. The title is drawn anyway.
        QPainter painter(&generator);
        draw(painter);
    } else {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.setDotsPerMeterX(qRound(192 / 0.0254));
        image.setDotsPerMeterY(qRound(192 / 0.0254));
        {
            QPainter painter(&image);
            draw(painter);
        }
        if (!image.save(&buffer, "PNG")) {
            *error = ChartText::tr("The chart could not be encoded as PNG.");
            return false;
        }
    }
    buffer.close();

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(buffer.data()) != buffer.size()
        || !file.commit()) {
        *error = ChartText::tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace acp
