#include "ui/report/ReportChart.h"

#include <QAbstractTextDocumentLayout>
#include <QPaintDevice>
#include <QPainter>
#include <QTextCursor>
#include <QTextDocument>

namespace acp {

namespace {

enum Property {
    ChartProperty = QTextFormat::UserProperty + 610,
    WidthProperty, // points
};

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

void ReportChart::insert(QTextCursor &cursor, const BarChart &chart, qreal widthPoints,
                         const QFont &font)
{
    QTextCharFormat format;
    format.setObjectType(ObjectType);
    format.setFont(font);
    format.setProperty(ChartProperty, QVariant::fromValue(chart));
    format.setProperty(WidthProperty, widthPoints);
    cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
}

QSizeF ReportChart::intrinsicSize(QTextDocument *document, int positionInDocument,
                                  const QTextFormat &format)
{
    Q_UNUSED(positionInDocument);
    const qreal scale = unitsPerPoint(document);
    const auto chart = format.property(ChartProperty).value<BarChart>();
    return QSizeF(format.doubleProperty(WidthProperty), chart.heightPoints()) * scale;
}

void ReportChart::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document,
                             int positionInDocument, const QTextFormat &format)
{
    Q_UNUSED(positionInDocument);
    format.property(ChartProperty)
        .value<BarChart>()
        .paint(painter, rect, format.toCharFormat().font(), unitsPerPoint(document));
}

} // namespace acp
