#include "ui/report/ReportChart.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QTextCursor>
#include <QTextDocument>

namespace acp {

namespace {

enum Property {
    LabelsProperty = QTextFormat::UserProperty + 610,
    ValuesProperty,
    ColorsProperty,
    WidthProperty, // points
};

constexpr qreal RowHeight = 13; // points
constexpr qreal RowGap = 3;
constexpr qreal LabelWidth = 96;
constexpr qreal CountWidth = 28;

// Device units per point for the document's layout.
qreal unitsPerPoint(QTextDocument *document)
{
    const QPaintDevice *device = document->documentLayout()->paintDevice();
    return (device ? device->logicalDpiY() : 96) / 72.0;
}

} // namespace

void ReportChart::install(QTextDocument *document)
{
    QAbstractTextDocumentLayout *layout = document->documentLayout();
    if (!layout->handlerForObject(ObjectType)) {
        layout->registerHandler(ObjectType, new ReportChart(document));
    }
}

void ReportChart::insert(QTextCursor &cursor, const QList<Bar> &bars, qreal widthPoints,
                         const QFont &font)
{
    QStringList labels;
    QVariantList values;
    QVariantList colors;
    for (const Bar &bar : bars) {
        labels.append(bar.label);
        values.append(bar.value);
        colors.append(bar.color);
    }
    QTextCharFormat format;
    format.setObjectType(ObjectType);
    format.setFont(font);
    format.setProperty(LabelsProperty, labels);
    format.setProperty(ValuesProperty, values);
    format.setProperty(ColorsProperty, colors);
    format.setProperty(WidthProperty, widthPoints);
    cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
}

QSizeF ReportChart::intrinsicSize(QTextDocument *document, int positionInDocument,
                                  const QTextFormat &format)
{
    Q_UNUSED(positionInDocument);
    const qreal scale = unitsPerPoint(document);
    const qsizetype rows = format.property(LabelsProperty).toStringList().size();
    const qreal height = rows * RowHeight + std::max<qsizetype>(rows - 1, 0) * RowGap;
    return QSizeF(format.doubleProperty(WidthProperty) * scale, height * scale);
}

void ReportChart::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document,
                             int positionInDocument, const QTextFormat &format)
{
    Q_UNUSED(positionInDocument);
    const qreal scale = unitsPerPoint(document);
    const QStringList labels = format.property(LabelsProperty).toStringList();
    const QVariantList values = format.property(ValuesProperty).toList();
    const QVariantList colors = format.property(ColorsProperty).toList();
    int maximum = 1;
    for (const QVariant &value : values) {
        maximum = std::max(maximum, value.toInt());
    }

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = format.toCharFormat().font();
    painter->setFont(font);
    const qreal rowHeight = RowHeight * scale;
    const qreal gap = RowGap * scale;
    const qreal labelWidth = LabelWidth * scale;
    const qreal countWidth = CountWidth * scale;
    const qreal barSpace = std::max<qreal>(rect.width() - labelWidth - countWidth, rowHeight);
    const QColor track(0xee, 0xf0, 0xf3);
    for (qsizetype i = 0; i < labels.size(); ++i) {
        const qreal y = rect.top() + i * (rowHeight + gap);
        const QRectF labelRect(rect.left(), y, labelWidth - 6 * scale, rowHeight);
        painter->setPen(QColor(0x33, 0x37, 0x3d));
        painter->drawText(labelRect, Qt::AlignVCenter | Qt::AlignLeft,
                          QFontMetricsF(font, painter->device())
                              .elidedText(labels.at(i), Qt::ElideRight, labelRect.width()));
        const QRectF trackRect(rect.left() + labelWidth, y + rowHeight * 0.15, barSpace,
                               rowHeight * 0.7);
        painter->setPen(Qt::NoPen);
        painter->setBrush(track);
        painter->drawRoundedRect(trackRect, 2 * scale, 2 * scale);
        const int value = values.value(i).toInt();
        if (value > 0) {
            QRectF barRect = trackRect;
            barRect.setWidth(std::max(trackRect.width() * value / maximum, 3 * scale));
            painter->setBrush(colors.value(i).value<QColor>());
            painter->drawRoundedRect(barRect, 2 * scale, 2 * scale);
        }
        painter->setPen(QColor(0x33, 0x37, 0x3d));
        painter->drawText(
            QRectF(trackRect.right() + 6 * scale, y, countWidth - 6 * scale, rowHeight),
            Qt::AlignVCenter | Qt::AlignLeft, QString::number(value));
    }
    painter->restore();
}

} // namespace acp
