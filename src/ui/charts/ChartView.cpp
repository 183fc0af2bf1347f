#include "ui/charts/ChartView.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QStandardPaths>

namespace acp {

namespace {

constexpr int ChartMargin = 4; // pixels around the chart

// "Days per stage" as "days-per-stage": a file name that says what the chart is.
QString fileStem(const QString &title)
{
    static const QRegularExpression unsafe(QStringLiteral("[^\\w]+"));
    QString stem = title.toLower().replace(unsafe, QStringLiteral("-"));
    while (stem.startsWith(QLatin1Char('-'))) {
        stem.remove(0, 1);
    }
    while (stem.endsWith(QLatin1Char('-'))) {
        stem.chop(1);
    }
    return stem.isEmpty() ? QStringLiteral("chart") : stem;
}

} // namespace

ChartView::ChartView(const QString &title, QWidget *parent)
    : QWidget(parent)
    , m_title(title)
{
    setAccessibleName(title);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_exportPng = new QAction(tr("Export as &PNG…"), this);
    m_exportPng->setObjectName(QStringLiteral("actionExportChartPng"));
    m_exportPng->setStatusTip(tr("Save the chart as a PNG picture"));
    connect(m_exportPng, &QAction::triggered, this, [this] { exportAs(QStringLiteral("png")); });
    m_exportSvg = new QAction(tr("Export as &SVG…"), this);
    m_exportSvg->setObjectName(QStringLiteral("actionExportChartSvg"));
    m_exportSvg->setStatusTip(tr("Save the chart as an SVG drawing, to scale without blur"));
    connect(m_exportSvg, &QAction::triggered, this, [this] { exportAs(QStringLiteral("svg")); });
    // Nothing to export before the first chart.
    m_exportPng->setEnabled(false);
    m_exportSvg->setEnabled(false);
    m_chooseFile = [](QWidget *owner, const QString &suggested, const QString &filter) {
        return QFileDialog::getSaveFileName(owner, tr("Export Chart"), suggested, filter);
    };
}

void ChartView::setChart(const BarChart &chart)
{
    m_chart = chart;
    // What the picture says, for a screen reader.
    QStringList rows;
    for (qsizetype i = 0; i < chart.rows.size(); ++i) {
        const BarChart::Row &row = chart.rows.at(i);
        rows.append(QStringLiteral("%1: %2").arg(
            row.label,
            row.valueText.isEmpty() ? QString::number(qRound64(chart.total(i))) : row.valueText));
    }
    setAccessibleDescription(rows.join(QStringLiteral("; ")));
    setToolTip(rows.join(QLatin1Char('\n')));
    const bool empty = chart.rows.isEmpty();
    m_exportPng->setEnabled(!empty);
    m_exportSvg->setEnabled(!empty);
    updateGeometry();
    update();
}

qreal ChartView::unitsPerPoint() const
{
    return logicalDpiY() / 72.0;
}

QSize ChartView::sizeHint() const
{
    const int height = qCeil(m_chart.heightPoints() * unitsPerPoint()) + 2 * ChartMargin;
    return { qRound(ExportWidthPoints * unitsPerPoint()), height };
}

QSize ChartView::minimumSizeHint() const
{
    return { 240, sizeHint().height() };
}

void ChartView::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event);
    QPainter painter(this);
    BarChart::Palette colours;
    colours.text = palette().color(QPalette::WindowText);
    colours.track = palette().color(QPalette::AlternateBase);
    if (colours.track == palette().color(QPalette::Window)) {
        colours.track = palette().color(QPalette::Midlight);
    }
    m_chart.paint(&painter,
                  QRectF(rect()).adjusted(ChartMargin, ChartMargin, -ChartMargin, -ChartMargin),
                  font(), unitsPerPoint(), colours);
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(m_exportPng);
    menu.addAction(m_exportSvg);
    menu.exec(event->globalPos());
}

bool ChartView::exportTo(const QString &path, QString *error) const
{
    return m_chart.save(path, m_title, ExportWidthPoints, font(), error);
}

void ChartView::exportAs(const QString &suffix)
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (folder.isEmpty()) {
        folder = QDir::homePath();
    }
    const QString filter =
        suffix == QLatin1String("svg") ? tr("SVG drawings (*.svg)") : tr("PNG pictures (*.png)");
    QString path =
        m_chooseFile(this, QDir(folder).filePath(fileStem(m_title) + u'.' + suffix), filter);
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(u'.' + suffix, Qt::CaseInsensitive)) {
        path += u'.' + suffix;
    }
    QString error;
    if (!exportTo(path, &error)) {
        QMessageBox::warning(this, tr("Export Chart"), error);
        return;
    }
    emit exported(path);
}

} // namespace acp
