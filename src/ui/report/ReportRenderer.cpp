#include "ui/report/ReportRenderer.h"

#include "core/text/DisplayText.h"
#include "ui/report/ApplicationReportWriter.h"
#include "ui/report/DashboardReportSection.h"
#include "ui/report/PdfTextFixup.h"
#include "ui/report/ReportDocumentWriter.h"
#include "ui/report/ReportPagination.h"
#include "ui/report/ReportStyle.h"
#include "ui/report/RoundCoverWriter.h"
#include "ui/widgets/UiSupport.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFileInfo>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace acp {

namespace {

// The last word on what the PDF shows: any control, bidi or invisible character still in the
// document (from rendered Markdown, a note, anything the model did not already neutralise)
// becomes U+FFFD in its own format. U+2028 stays: the renderer breaks lines with it, and data
// reaches the document without one (ReportModel neutralises it). Tabs stay for code.
void neutraliseDocument(QTextDocument *document)
{
    QList<QPair<int, int>> found; // position, length
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QString text = fragment.text();
            for (qsizetype i = 0; i < text.size(); ++i) {
                char32_t c = text.at(i).unicode();
                int units = 1;
                if (text.at(i).isHighSurrogate() && i + 1 < text.size()
                    && text.at(i + 1).isLowSurrogate()) {
                    c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
                    units = 2;
                }
                if (c != u'\t' && c != QChar::LineSeparator && text::isUnsafeCodePoint(c)) {
                    found.append({ fragment.position() + int(i), units });
                }
                i += units - 1;
            }
        }
    }
    QTextCursor cursor(document);
    for (auto it = found.crbegin(); it != found.crend(); ++it) {
        cursor.setPosition(it->first);
        cursor.setPosition(it->first + it->second, QTextCursor::KeepAnchor);
        const QTextCharFormat format = cursor.charFormat();
        cursor.insertText(QString(QChar(0xFFFD)), format);
    }
}

} // namespace

struct ReportRenderer::Part
{
    std::unique_ptr<QTextDocument> document;
    QString headerLeft;
    QString headerRight;
    int pages = 0;
};

ReportRenderer::ReportRenderer() = default;
ReportRenderer::~ReportRenderer() = default;

QString ReportRenderer::documentTitle(const ApplicationReport &report)
{
    return tr("ACP review report: #%1 %2")
        .arg(report.number)
        .arg(report.platformName.isEmpty() ? report.title : report.platformName);
}

QString ReportRenderer::documentTitle(const RoundReport &report)
{
    const int count = int(report.applications.size());
    return ui::numerus(tr("ACP review round: %1 (%n application(s))", nullptr, count), count)
        .arg(report.repository);
}

QString ReportRenderer::creator()
{
    return tr("ACP Workbench %1").arg(QStringLiteral(ACP_VERSION_STRING));
}

QPageLayout ReportRenderer::defaultPageLayout()
{
    return QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(18, 14, 18, 14),
                       QPageLayout::Millimeter);
}

bool ReportRenderer::step(const QString &label, int value, int maximum)
{
    if (m_progress && !m_progress(label, value, maximum)) {
        m_cancelled = true;
        m_error = tr("The report was cancelled.");
        return false;
    }
    return true;
}

namespace {

struct PageGeometry
{
    qreal unitsPerPoint = 1;
    qreal width = 0;
    qreal height = 0;
    qreal band = 0;
    QSizeF body() const { return QSizeF(width, height - 2 * band); }
    qreal bodyWidthPoints() const { return width / unitsPerPoint; }
};

PageGeometry geometryOf(QPagedPaintDevice *device)
{
    PageGeometry geometry;
    geometry.unitsPerPoint = device->logicalDpiY() / 72.0;
    geometry.width = device->width();
    geometry.height = device->height();
    geometry.band = ReportStyle::HeaderBandPoints * geometry.unitsPerPoint;
    return geometry;
}

// A part's document, laid out for `device`, written by `write` in one edit: the layout runs once
// at its end rather than after every change (each cell format of a ruled table used to lay the
// whole document out again, quadratic in its rows: minutes for a dashboard of 1,000 platforms).
// No undo history: nobody undoes a report.
std::unique_ptr<QTextDocument>
writeDocument(QPagedPaintDevice *device, const PageGeometry &geometry,
              const std::function<void(ReportDocumentWriter &)> &write)
{
    auto document = std::make_unique<QTextDocument>();
    document->setUndoRedoEnabled(false);
    document->documentLayout()->setPaintDevice(device);
    document->setPageSize(geometry.body());
    document->setUseDesignMetrics(true);
    QTextCursor edit(document.get());
    edit.beginEditBlock();
    {
        ReportDocumentWriter writer(document.get(), geometry.bodyWidthPoints());
        write(writer);
    }
    edit.endEditBlock();
    return document;
}

} // namespace

bool ReportRenderer::print(const ApplicationReport &report, QPagedPaintDevice *device)
{
    m_cancelled = false;
    m_error.clear();
    const PageGeometry geometry = geometryOf(device);
    std::vector<Part> parts;
    Part part;
    part.document = writeDocument(device, geometry, [&](ReportDocumentWriter &writer) {
        ApplicationReportWriter::write(writer, report);
    });
    part.headerLeft = QStringLiteral("#%1 · %2").arg(report.number).arg(report.platformName);
    part.headerRight = tr("ACP review report");
    parts.push_back(std::move(part));
    if (!step(tr("Laying out the report…"), 1, 1)) {
        return false;
    }
    return printParts(parts, device);
}

bool ReportRenderer::print(const RoundReport &round, QPagedPaintDevice *device)
{
    m_cancelled = false;
    m_error.clear();
    const PageGeometry geometry = geometryOf(device);
    std::vector<Part> parts;
    const int steps = int(round.applications.size()) + 1;
    {
        Part cover;
        cover.document = writeDocument(device, geometry, [&](ReportDocumentWriter &writer) {
            RoundCoverWriter::write(writer, round);
        });
        cover.headerLeft = round.title;
        cover.headerRight = tr("ACP review round");
        parts.push_back(std::move(cover));
    }
    if (round.dashboard) {
        Part dashboard;
        dashboard.document = writeDocument(device, geometry, [&](ReportDocumentWriter &writer) {
            DashboardReportSection::write(writer, *round.dashboard);
        });
        dashboard.headerLeft = round.title;
        dashboard.headerRight = tr("ACP review round");
        parts.push_back(std::move(dashboard));
    }
    if (!step(tr("Laying out the cover page…"), 1, steps)) {
        return false;
    }
    for (int i = 0; i < round.applications.size(); ++i) {
        const ApplicationReport &report = round.applications.at(i);
        Part part;
        part.document = writeDocument(device, geometry, [&](ReportDocumentWriter &writer) {
            ApplicationReportWriter::write(writer, report);
        });
        part.headerLeft = QStringLiteral("#%1 · %2").arg(report.number).arg(report.platformName);
        part.headerRight = tr("ACP review round");
        parts.push_back(std::move(part));
        if (!step(tr("Laying out #%1…").arg(report.number), i + 2, steps)) {
            return false;
        }
    }
    return printParts(parts, device);
}

bool ReportRenderer::printParts(std::vector<Part> &parts, QPagedPaintDevice *device)
{
    const PageGeometry geometry = geometryOf(device);
    const qreal bodyHeight = geometry.body().height();
    m_pageCount = 0;
    for (Part &part : parts) {
        neutraliseDocument(part.document.get());
        part.headerLeft = text::displayLine(part.headerLeft);
        ReportPagination::paginate(part.document.get(), bodyHeight, 60 * geometry.unitsPerPoint);
        part.pages = std::max(1, part.document->pageCount());
        m_pageCount += part.pages;
    }

    QPainter painter;
    if (!painter.begin(device)) {
        m_error = tr("The report could not be painted on the output device.");
        return false;
    }
    const QDateTime generated = QDateTime::currentDateTimeUtc();
    const QFont bandFont = ReportStyle::reportFont(ReportStyle::HeaderPoints);
    const QPen rulePen(ReportStyle::RuleColor, 0.5 * geometry.unitsPerPoint);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = ReportStyle::paperPalette();
    int pageNumber = 0;
    for (Part &part : parts) {
        QAbstractTextDocumentLayout *layout = part.document->documentLayout();
        for (int page = 0; page < part.pages; ++page) {
            if (pageNumber > 0 && !device->newPage()) {
                m_error = tr("The output device refused a new page.");
                painter.end();
                return false;
            }
            ++pageNumber;

            // Running header and footer.
            painter.save();
            painter.setFont(bandFont);
            painter.setPen(ReportStyle::MutedColor);
            const qreal band = geometry.band;
            const QRectF header(0, 0, geometry.width, band * 0.6);
            const QFontMetricsF metrics(bandFont, device);
            painter.drawText(
                header, Qt::AlignLeft | Qt::AlignTop,
                metrics.elidedText(part.headerLeft, Qt::ElideRight, geometry.width * 0.7));
            painter.drawText(header, Qt::AlignRight | Qt::AlignTop, part.headerRight);
            painter.setPen(rulePen);
            painter.drawLine(QPointF(0, band * 0.6), QPointF(geometry.width, band * 0.6));
            const QRectF footer(0, geometry.height - band * 0.6, geometry.width, band * 0.6);
            painter.drawLine(QPointF(0, footer.top()), QPointF(geometry.width, footer.top()));
            painter.setPen(ReportStyle::MutedColor);
            painter.drawText(footer, Qt::AlignLeft | Qt::AlignBottom,
                             tr("Generated %1 with %2")
                                 .arg(ReportDocumentWriter::utcTime(generated), creator()));
            painter.drawText(footer, Qt::AlignRight | Qt::AlignBottom,
                             tr("Page %1 of %2").arg(pageNumber).arg(m_pageCount));
            painter.restore();

            // The page's slice of the document.
            painter.save();
            painter.translate(0, geometry.band - page * bodyHeight);
            const QRectF slice(0, page * bodyHeight, geometry.width, bodyHeight);
            painter.setClipRect(slice);
            // Lines that end exactly at the page edge belong to one page only: without the inset
            // they would be painted (clipped, but present in the text layer) on both.
            const qreal inset = 1.5 * geometry.unitsPerPoint;
            context.clip = slice.adjusted(0, inset, 0, -inset);
            layout->draw(&painter, context);
            painter.restore();

            if (!step(tr("Painting page %1 of %2…").arg(pageNumber).arg(m_pageCount), pageNumber,
                      m_pageCount)) {
                painter.end();
                return false;
            }
        }
    }
    painter.end();
    return true;
}

bool ReportRenderer::writePdfWith(const QString &title, const QString &path,
                                  const std::function<bool(QPagedPaintDevice *)> &print)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageLayout(defaultPageLayout());
        writer.setTitle(text::displayLine(title));
        writer.setCreator(creator());
        if (!print(&writer)) {
            return false;
        }
    }
    QByteArray pdf = buffer.data();
    PdfTextFixup::fixToUnicodeMaps(pdf);

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size() || !file.commit()) {
        m_error = tr("The report could not be written to %1: %2")
                      .arg(QFileInfo(path).absoluteFilePath(), file.errorString());
        return false;
    }
    return true;
}

bool ReportRenderer::writePdf(const ApplicationReport &report, const QString &path)
{
    return writePdfWith(documentTitle(report), path, [this, &report](QPagedPaintDevice *device) {
        return print(report, device);
    });
}

bool ReportRenderer::writePdf(const RoundReport &report, const QString &path)
{
    return writePdfWith(documentTitle(report), path, [this, &report](QPagedPaintDevice *device) {
        return print(report, device);
    });
}

} // namespace acp
