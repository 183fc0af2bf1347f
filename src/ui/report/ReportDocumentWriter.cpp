#include "ui/report/ReportDocumentWriter.h"

#include "ui/report/CodeHighlighter.h"
#include "ui/report/ReportPagination.h"
#include "ui/widgets/LinkOpener.h"
#include "ui/widgets/MarkdownView.h"

#include <QDateTime>
#include <QImageReader>
#include <QLocale>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

#include <algorithm>

namespace acp {

namespace {

QString fileSize(qint64 bytes)
{
    return QLocale::system().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

void insertLinkLine(QTextCursor &cursor, const ReportLink &link)
{
    const EvidenceLink &evidence = link.link;
    QString label = link.previewTitle;
    if (label.isEmpty()) {
        label = evidence.text.trimmed();
    }
    const QString address = ReportDocumentWriter::displayUrl(evidence.url);
    if (label.isEmpty() || label == evidence.url.toString()) {
        cursor.insertText(address,
                          ReportStyle::linkFormat(evidence.url, ReportStyle::SmallPoints + 0.5));
    } else {
        cursor.insertText(label,
                          ReportStyle::linkFormat(evidence.url, ReportStyle::SmallPoints + 0.5));
        cursor.insertText(QStringLiteral("  ") + address,
                          ReportStyle::mutedFormat(ReportStyle::SmallPoints - 0.5));
    }
    QString origin;
    if (evidence.origin == EvidenceLink::Origin::Section) {
        origin = QCoreApplication::translate("acp::ReportDocumentWriter", "form: %1")
                     .arg(evidence.sectionHeading);
    } else {
        origin = QCoreApplication::translate("acp::ReportDocumentWriter", "comment by %1, %2")
                     .arg(evidence.author, ReportDocumentWriter::utcDate(evidence.createdAt));
    }
    cursor.insertText(QStringLiteral(" · ") + origin,
                      ReportStyle::mutedFormat(ReportStyle::SmallPoints - 0.5));
}

void insertNoteLines(QTextCursor &cursor, QTextDocument *document, const ReportNote &item,
                     qreal maxImageWidthPoints)
{
    const EvidenceNote &note = item.note;
    switch (note.kind) {
    case EvidenceKind::Url:
        cursor.insertText(
            ReportDocumentWriter::displayUrl(QUrl(note.content)),
            ReportStyle::linkFormat(QUrl(note.content), ReportStyle::SmallPoints + 0.5));
        break;
    case EvidenceKind::Text:
        cursor.insertText(note.content.trimmed(),
                          ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5));
        break;
    case EvidenceKind::File:
        cursor.insertText(QCoreApplication::translate("acp::ReportDocumentWriter", "File: %1 (%2)")
                              .arg(note.originalName, fileSize(note.size)),
                          ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5));
        if (!note.content.trimmed().isEmpty()) {
            cursor.insertText(QStringLiteral(" — ") + note.content.trimmed(),
                              ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5));
        }
        if (!item.fileProblem.isEmpty()) {
            cursor.insertText(QString(QChar::LineSeparator) + item.fileProblem,
                              ReportStyle::mutedFormat(ReportStyle::SmallPoints));
        }
        break;
    case EvidenceKind::Image: {
        if (!item.fileProblem.isEmpty()) {
            // Never read: the stored path leads outside the workspace's files folder.
            cursor.insertText(item.fileProblem, ReportStyle::mutedFormat(ReportStyle::SmallPoints));
            break;
        }
        QImageReader reader(item.absoluteFilePath);
        reader.setAutoTransform(true);
        const QSize size = reader.size();
        const qreal maxPixels = maxImageWidthPoints * 96.0 / 72.0; // layout units at 96 dpi
        if (size.isValid() && size.width() > 0 && size.height() > 0) {
            const qreal scale = std::min(
                1.0, std::min(maxPixels / size.width(), (maxPixels * 0.75) / size.height()));
            // Decode at print resolution (about 3x the layout size), never the full original.
            reader.setScaledSize((QSizeF(size) * std::min(1.0, scale * 3)).toSize());
            const QImage image = reader.read();
            if (!image.isNull()) {
                const QUrl name(QStringLiteral("report-image:%1").arg(note.id));
                document->addResource(QTextDocument::ImageResource, name, image);
                QTextImageFormat format;
                format.setName(name.toString());
                format.setWidth(size.width() * scale);
                format.setHeight(size.height() * scale);
                cursor.insertImage(format);
                cursor.insertText(QString(QChar::LineSeparator),
                                  ReportStyle::charFormat(ReportStyle::SmallPoints));
            }
        }
        cursor.insertText(QCoreApplication::translate("acp::ReportDocumentWriter", "Image: %1")
                              .arg(note.originalName),
                          ReportStyle::mutedFormat(ReportStyle::SmallPoints));
        if (!note.content.trimmed().isEmpty()) {
            cursor.insertText(QStringLiteral(" — ") + note.content.trimmed(),
                              ReportStyle::mutedFormat(ReportStyle::SmallPoints));
        }
        break;
    }
    }
}

} // namespace

ReportDocumentWriter::ReportDocumentWriter(QTextDocument *document, qreal widthPoints)
    : m_document(document)
    , m_cursor(document)
    , m_widthPoints(widthPoints)
{
    document->setDefaultFont(ReportStyle::reportFont(ReportStyle::BodyPoints));
    document->setDocumentMargin(0);
    document->setIndentWidth(18);
    ReportChart::install(document);
    QTextFrameFormat root = document->rootFrame()->frameFormat();
    root.setMargin(0);
    root.setPadding(0);
    document->rootFrame()->setFrameFormat(root);
    m_cursor.setBlockCharFormat(ReportStyle::charFormat());
}

void ReportDocumentWriter::block(const QTextBlockFormat &format, const QTextCharFormat &chars)
{
    if (m_fresh) {
        m_fresh = false;
        m_cursor.setBlockFormat(format);
        m_cursor.setBlockCharFormat(chars);
        m_cursor.setCharFormat(chars);
        return;
    }
    m_cursor.insertBlock(format, chars);
}

void ReportDocumentWriter::paragraph(const QString &text, const QTextCharFormat &chars,
                                     qreal topMargin, qreal bottomMargin)
{
    QTextBlockFormat format;
    format.setTopMargin(topMargin);
    format.setBottomMargin(bottomMargin);
    format.setLineHeight(118, QTextBlockFormat::ProportionalHeight);
    block(format, chars);
    m_cursor.insertText(text, chars);
}

void ReportDocumentWriter::title(const QString &text)
{
    QTextBlockFormat format;
    format.setBottomMargin(2);
    format.setHeadingLevel(1);
    block(format,
          ReportStyle::charFormat(ReportStyle::TitlePoints, QFont::Bold, ReportStyle::TextColor));
    m_cursor.insertText(
        text,
        ReportStyle::charFormat(ReportStyle::TitlePoints, QFont::Bold, ReportStyle::TextColor));
}

void ReportDocumentWriter::section(const QString &text)
{
    QTextBlockFormat format;
    format.setTopMargin(16);
    format.setBottomMargin(6);
    format.setHeadingLevel(2);
    format.setProperty(ReportPagination::KeepWithNextProperty, true);
    const QTextCharFormat chars =
        ReportStyle::charFormat(ReportStyle::SectionPoints, QFont::Bold, ReportStyle::AccentColor);
    block(format, chars);
    m_cursor.insertText(text, chars);
    // A rule under the heading.
    QTextBlockFormat rule;
    rule.setProperty(QTextFormat::BlockTrailingHorizontalRulerWidth,
                     QTextLength(QTextLength::PercentageLength, 100));
    rule.setBottomMargin(4);
    rule.setProperty(ReportPagination::KeepWithNextProperty, true);
    QTextCharFormat tiny = ReportStyle::charFormat(2);
    tiny.setForeground(ReportStyle::RuleColor);
    block(rule, tiny);
}

void ReportDocumentWriter::subsection(const QString &text, const QTextCharFormat &chars)
{
    QTextBlockFormat format;
    format.setTopMargin(10);
    format.setBottomMargin(3);
    format.setHeadingLevel(3);
    format.setProperty(ReportPagination::KeepWithNextProperty, true);
    block(format, chars);
    m_cursor.insertText(text, chars);
}

void ReportDocumentWriter::link(const QString &text, const QUrl &url, qreal points)
{
    if (MarkdownView::isOpenableLink(url)) {
        m_cursor.insertText(text, ReportStyle::linkFormat(url, points));
    } else {
        m_cursor.insertText(text, ReportStyle::charFormat(points));
    }
    m_cursor.setCharFormat(ReportStyle::charFormat(points));
}

void ReportDocumentWriter::text(const QString &text, const QTextCharFormat &chars)
{
    m_cursor.insertText(text, chars);
}

void ReportDocumentWriter::markdown(const QString &markdown, qreal indent, qreal points)
{
    markdownAt(m_cursor, markdown, indent, points, !m_fresh);
    m_fresh = false;
}

void ReportDocumentWriter::markdownAt(QTextCursor &cursor, const QString &markdown, qreal indent,
                                      qreal points, bool newBlock)
{
    QTextDocument source;
    source.setDefaultFont(ReportStyle::reportFont(points));
    MarkdownView::renderInto(source, markdown, ReportStyle::paperPalette());
    CodeHighlighter::highlightCodeBlocks(source);
    sanitize(source, points);
    if (source.isEmpty()) {
        return;
    }
    if (newBlock) {
        cursor.insertBlock(QTextBlockFormat(), ReportStyle::charFormat(points));
    }
    const int start = cursor.position();
    cursor.insertFragment(QTextDocumentFragment(&source));
    const int end = cursor.position();
    QTextDocument *document = cursor.document();
    QTextBlock block = document->findBlock(start);
    QTextCursor editor(document);
    while (block.isValid() && block.position() <= end) {
        QTextBlockFormat format = block.blockFormat();
        if (indent > 0 && !block.textList()) {
            format.setLeftMargin(format.leftMargin() + indent);
        }
        if (format.bottomMargin() > 6) {
            format.setBottomMargin(6);
        }
        format.setLineHeight(118, QTextBlockFormat::ProportionalHeight);
        editor.setPosition(block.position());
        editor.setBlockFormat(format);
        block = block.next();
    }
}

void ReportDocumentWriter::sanitize(QTextDocument &document, qreal points)
{
    QTextCursor editor(&document);
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const bool code = block.blockFormat().hasProperty(QTextFormat::BlockCodeFence)
            || block.blockFormat().hasProperty(QTextFormat::BlockCodeLanguage);
        QList<QPair<int, int>> ranges;
        QList<QTextCharFormat> formats;
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.isValid()) {
                continue;
            }
            QTextCharFormat format = fragment.charFormat();
            if (format.isAnchor()) {
                const QUrl url(format.anchorHref());
                if (MarkdownView::isOpenableLink(url)) {
                    format.setAnchorHref(LinkOpener::openableUrl(url).toString(QUrl::FullyEncoded));
                    format.setForeground(ReportStyle::LinkColor);
                    format.setFontUnderline(true);
                } else {
                    format.setAnchor(false);
                    format.setAnchorHref(QString());
                    format.clearProperty(QTextFormat::AnchorHref);
                    format.setFontUnderline(false);
                }
            }
            const qreal adjustment = format.property(QTextFormat::FontSizeAdjustment).toInt();
            if (code || format.fontFixedPitch()) {
                QFont mono = ReportStyle::monoFont(points - 1);
                mono.setWeight(format.fontWeight() > QFont::Normal ? QFont::Bold : QFont::Normal);
                mono.setItalic(format.fontItalic());
                format.setFont(mono, QTextCharFormat::FontPropertiesSpecifiedOnly);
                format.setFontFamilies(ReportStyle::monoFamilies());
                format.setFontPointSize(points - 1);
            } else {
                format.setFontFamilies(ReportStyle::sansFamilies());
                format.setFontPointSize(points + (adjustment > 0 ? adjustment * 1.5 : 0));
            }
            format.clearProperty(QTextFormat::FontSizeAdjustment);
            ranges.append({ fragment.position(), fragment.length() });
            formats.append(format);
        }
        for (qsizetype i = 0; i < ranges.size(); ++i) {
            editor.setPosition(ranges.at(i).first);
            editor.setPosition(ranges.at(i).first + ranges.at(i).second, QTextCursor::KeepAnchor);
            editor.setCharFormat(formats.at(i));
        }
    }
}

QTextTable *ReportDocumentWriter::table(int rows, int columns, const QList<QTextLength> &widths,
                                        bool ruled, int headerRows, qreal topMargin,
                                        qreal bottomMargin)
{
    QTextTableFormat format;
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setColumnWidthConstraints(widths);
    format.setCellSpacing(0);
    format.setCellPadding(ruled ? 4 : 2);
    // Separate borders: the rules are the cells' own bottom edges, so nothing is shared. Collapsed
    // borders look the same here, but Qt resolves every edge of every cell against its neighbours
    // when it paints, each lookup a search over the whole document: two thirds of the time a
    // dashboard of long tables took to paint.
    format.setBorderCollapse(false);
    format.setHeaderRowCount(headerRows);
    format.setTopMargin(topMargin);
    format.setBottomMargin(bottomMargin);
    format.setBorder(0);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_None);
    m_fresh = false;
    QTextTable *table = m_cursor.insertTable(rows, columns, format);
    if (ruled) {
        ruleRows(table, 0, headerRows);
    }
    return table;
}

void ReportDocumentWriter::ruleRows(QTextTable *table, int fromRow, int headerRows)
{
    for (int row = fromRow; row < table->rows(); ++row) {
        for (int column = 0; column < table->columns(); ++column) {
            QTextTableCell cell = table->cellAt(row, column);
            QTextTableCellFormat format = cell.format().toTableCellFormat();
            format.setBottomBorder(row < headerRows ? 1 : 0.75);
            format.setBottomBorderBrush(row < headerRows ? QColor(0xaf, 0xb8, 0xc1)
                                                         : ReportStyle::RuleColor);
            format.setBottomBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            if (row == 0 && headerRows > 0) {
                format.setTopBorder(1);
                format.setTopBorderBrush(QColor(0xaf, 0xb8, 0xc1));
                format.setTopBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            }
            cell.setFormat(format);
        }
    }
}

void ReportDocumentWriter::headerCell(QTextTable *table, int column, const QString &text)
{
    QTextTableCell cell = table->cellAt(0, column);
    QTextTableCellFormat format = cell.format().toTableCellFormat();
    format.setBackground(ReportStyle::HeaderFill);
    cell.setFormat(format);
    QTextCursor cursor = cell.firstCursorPosition();
    cursor.insertText(
        text,
        ReportStyle::charFormat(ReportStyle::SmallPoints, QFont::Bold, ReportStyle::MutedColor));
}

QTextCursor ReportDocumentWriter::cellCursor(QTextTable *table, int row, int column)
{
    return table->cellAt(row, column).firstCursorPosition();
}

void ReportDocumentWriter::chart(const QList<ReportChart::Bar> &bars, qreal widthPoints)
{
    BarChart barChart;
    for (const ReportChart::Bar &bar : bars) {
        barChart.addBar(bar.label, bar.value, bar.color);
    }
    chart(barChart, widthPoints);
}

void ReportDocumentWriter::chart(const BarChart &chart, qreal widthPoints)
{
    QTextBlockFormat format;
    format.setTopMargin(4);
    format.setBottomMargin(8);
    block(format);
    ReportChart::insert(m_cursor, chart, widthPoints,
                        ReportStyle::reportFont(ReportStyle::SmallPoints));
}

void ReportDocumentWriter::insertEvidence(QTextCursor &cursor, QTextDocument *document,
                                          const QList<ReportLink> &links,
                                          const QList<ReportNote> &notes, qreal imageWidthPoints)
{
    QTextBlockFormat item;
    item.setTopMargin(2);
    item.setLeftMargin(9);
    item.setTextIndent(-9);
    for (const ReportLink &link : links) {
        cursor.insertBlock(item, ReportStyle::charFormat(ReportStyle::SmallPoints));
        cursor.insertText(QStringLiteral("↗ "), ReportStyle::mutedFormat(ReportStyle::SmallPoints));
        insertLinkLine(cursor, link);
    }
    for (const ReportNote &note : notes) {
        cursor.insertBlock(item, ReportStyle::charFormat(ReportStyle::SmallPoints));
        cursor.insertText(QStringLiteral("✎ "), ReportStyle::mutedFormat(ReportStyle::SmallPoints));
        insertNoteLines(cursor, document, note, imageWidthPoints);
    }
}

QString ReportDocumentWriter::utcTime(const QDateTime &when)
{
    if (!when.isValid()) {
        return QCoreApplication::translate("acp::ReportDocumentWriter", "unknown");
    }
    return when.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC");
}

QString ReportDocumentWriter::utcDate(const QDateTime &when)
{
    if (!when.isValid()) {
        return QCoreApplication::translate("acp::ReportDocumentWriter", "unknown");
    }
    return when.toUTC().toString(QStringLiteral("yyyy-MM-dd"));
}

QString ReportDocumentWriter::displayUrl(const QUrl &url)
{
    QString text = url.toDisplayString(QUrl::RemoveUserInfo);
    if (text.size() > 90) {
        text = text.left(89) + QChar(0x2026);
    }
    return text;
}

} // namespace acp
