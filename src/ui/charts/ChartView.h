#pragma once

#include "ui/charts/BarChart.h"

#include <QWidget>

#include <functional>

class QAction;

namespace acp {

// A BarChart on screen, in the window's colours, with Export as PNG… and Export as SVG… (in its
// context menu, and as actions a toolbar can show). The exports are drawn on paper colours, at a
// fixed width, whatever the window's size.
class ChartView : public QWidget
{
    Q_OBJECT
public:
    static constexpr qreal ExportWidthPoints = 520;

    explicit ChartView(const QString &title, QWidget *parent = nullptr);

    void setChart(const BarChart &chart);
    const BarChart &chart() const { return m_chart; }
    QString title() const { return m_title; }

    // Writes the chart to `path`, PNG or SVG by its suffix.
    bool exportTo(const QString &path, QString *error) const;
    QAction *exportPngAction() const { return m_exportPng; }
    QAction *exportSvgAction() const { return m_exportSvg; }

    // How the file name is asked for; the default is a save dialog. Tests replace it.
    using FileChooser =
        std::function<QString(QWidget *parent, const QString &suggested, const QString &filter)>;
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void exported(const QString &path);

protected:
    void paintEvent(QPaintEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void exportAs(const QString &suffix);
    qreal unitsPerPoint() const;

    QString m_title;
    BarChart m_chart;
    QAction *m_exportPng = nullptr;
    QAction *m_exportSvg = nullptr;
    FileChooser m_chooseFile;
};

} // namespace acp
