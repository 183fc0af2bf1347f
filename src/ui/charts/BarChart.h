#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QMetaType>
#include <QString>

class QPainter;
class QRectF;

namespace acp {

// A horizontal bar chart: one row per bar (label, bar, value), a bar made of one or more
// stacked segments, and an optional legend of the segments' names. The same painting serves a
// report page (inside a QTextDocument, vector graphics in a PDF), the Dashboard, and its PNG and
// SVG exports, so each looks like the others.
struct BarChart
{
    struct Segment
    {
        double value = 0;
        QColor color;
    };
    struct Row
    {
        QString label;
        QList<Segment> segments;
        QString valueText; // empty: the total, as a whole number
    };
    struct LegendEntry
    {
        QString name;
        QColor color;
    };
    // The colours of what is not data.
    struct Palette
    {
        QColor text { 0x33, 0x37, 0x3d };
        QColor track { 0xee, 0xf0, 0xf3 };
        QColor background; // invalid: transparent
    };

    QList<Row> rows;
    QList<LegendEntry> legend;
    qreal labelWidthPoints = 96; // at most a third of the chart's width

    // One single-segment row.
    void addBar(const QString &label, double value, const QColor &color,
                const QString &valueText = {});
    double total(qsizetype row) const;

    // The height the chart needs, in points: its rows and the legend.
    qreal heightPoints() const;
    // Paints into `rect` (device units), `unitsPerPoint` device units to a point.
    void paint(QPainter *painter, const QRectF &rect, const QFont &font, qreal unitsPerPoint,
               const Palette &palette) const;
    void paint(QPainter *painter, const QRectF &rect, const QFont &font,
               qreal unitsPerPoint) const; // on paper colours

    // Writes the chart `widthPoints` wide as a PNG (at twice the resolution of a 96 dpi
    // screen) or an SVG, by the path's suffix; on paper colours, with `title` above it.
    bool save(const QString &path, const QString &title, qreal widthPoints, const QFont &font,
              QString *error) const;
};

} // namespace acp

Q_DECLARE_METATYPE(acp::BarChart)
