#pragma once

#include "ui/charts/BarChart.h"

#include <QColor>
#include <QList>
#include <QObject>
#include <QString>
#include <QTextObjectInterface>

class QTextCursor;
class QTextDocument;

namespace acp {

// A small horizontal bar chart (BarChart) inside a QTextDocument, drawn with QPainter when the
// page is painted, so it stays vector graphics in a PDF.
class ReportChart : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int ObjectType = QTextFormat::UserObject + 61;

    struct Bar
    {
        QString label;
        int value = 0;
        QColor color;
    };

    // Registers the chart handler on `document`'s layout (once per document).
    static void install(QTextDocument *document);
    // Inserts a chart `widthPoints` wide at the cursor; its height follows from the rows.
    static void insert(QTextCursor &cursor, const BarChart &chart, qreal widthPoints,
                       const QFont &font);

    QSizeF intrinsicSize(QTextDocument *document, int positionInDocument,
                         const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document,
                    int positionInDocument, const QTextFormat &format) override;

private:
    explicit ReportChart(QObject *parent)
        : QObject(parent)
    { }
};

} // namespace acp
