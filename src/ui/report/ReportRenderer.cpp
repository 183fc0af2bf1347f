#include "ui/report/ReportRenderer.h"

#include "core/i18n/InSentence.h"
#include "core/text/DisplayText.h"
#include "ui/checklist/ChecklistStyle.h"
#include "ui/report/CodeHighlighter.h"
#include "ui/report/PdfTextFixup.h"
#include "ui/report/ReportChart.h"
#include "ui/widgets/LinkOpener.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/UiSupport.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFileInfo>
#include <QImageReader>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

#include <cmath>
#include <limits>

namespace acp {

namespace {

// ---- Look ----------------------------------------------------------------------------------

const QColor TextColor(0x1f, 0x23, 0x28);
const QColor MutedColor(0x59, 0x63, 0x6e);
const QColor LinkColor(0x09, 0x5a, 0xb5);
const QColor RuleColor(0xd0, 0xd7, 0xde);
const QColor HeaderFill(0xf3, 0xf5, 0xf7);
const QColor AccentColor(0x2d, 0x4f, 0x8a);

constexpr qreal BodyPoints = 9.5;
constexpr qreal SmallPoints = 8;
constexpr qreal TitlePoints = 20;
constexpr qreal SectionPoints = 13;
constexpr qreal SubsectionPoints = 10.5;
constexpr qreal HeaderPoints = 7.5;
constexpr qreal HeaderBandPoints = 24; // running header and footer bands

// Marks blocks that should not be left alone at the bottom of a page.
constexpr int KeepWithNextProperty = QTextFormat::UserProperty + 620;
// The checklist is one table per requirement (so a requirement never breaks across pages) under
// a header table that is repeated where the checklist continues on a new page.
constexpr int ChecklistRowProperty = QTextFormat::UserProperty + 621;
constexpr int ChecklistHeaderProperty = QTextFormat::UserProperty + 622;

QStringList sansFamilies()
{
    // Latin text in the first family the system has; Qt falls back per character for scripts
    // these lack (the CJK font, fonts-noto-cjk on Linux, is a declared dependency).
    return { QStringLiteral("Noto Sans"),        QStringLiteral("Nimbus Sans"),
             QStringLiteral("Liberation Sans"),  QStringLiteral("Arial"),
             QStringLiteral("Helvetica"),        QStringLiteral("DejaVu Sans"),
             QStringLiteral("Noto Sans CJK JP"), QStringLiteral("Symbola"),
             QStringLiteral("sans-serif") };
}

QStringList monoFamilies()
{
    return { QStringLiteral("Noto Sans Mono"),  QStringLiteral("DejaVu Sans Mono"),
             QStringLiteral("Liberation Mono"), QStringLiteral("Menlo"),
             QStringLiteral("Consolas"),        QStringLiteral("monospace") };
}

QFont reportFont(qreal points, QFont::Weight weight = QFont::Normal)
{
    QFont font;
    font.setFamilies(sansFamilies());
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(points);
    font.setWeight(weight);
    font.setKerning(true);
    return font;
}

QFont monoFont(qreal points)
{
    QFont font;
    font.setFamilies(monoFamilies());
    font.setStyleHint(QFont::Monospace);
    font.setFixedPitch(true);
    font.setPointSizeF(points);
    return font;
}

QTextCharFormat charFormat(qreal points = BodyPoints, QFont::Weight weight = QFont::Normal,
                           const QColor &color = TextColor)
{
    QTextCharFormat format;
    format.setFont(reportFont(points, weight), QTextCharFormat::FontPropertiesAll);
    format.setForeground(color);
    return format;
}

QTextCharFormat mutedFormat(qreal points = SmallPoints)
{
    return charFormat(points, QFont::Normal, MutedColor);
}

QTextCharFormat linkFormat(const QUrl &url, qreal points = BodyPoints)
{
    QTextCharFormat format = charFormat(points, QFont::Normal, LinkColor);
    format.setAnchor(true);
    // A mailto link keeps only its address (LinkOpener::openableUrl): the PDF must not carry a
    // stranger's subject, body or attachment fields either.
    const QUrl target = LinkOpener::openableUrl(url);
    format.setAnchorHref((target.isValid() ? target : url).toString(QUrl::FullyEncoded));
    format.setFontUnderline(true);
    format.setUnderlineColor(LinkColor.lighter(150));
    return format;
}

QColor statusColor(ChecklistStatus status)
{
    switch (status) {
    case ChecklistStatus::Met:
        return QColor(0x1a, 0x7f, 0x37);
    case ChecklistStatus::Gap:
        return QColor(0xc2, 0x1f, 0x2a);
    case ChecklistStatus::NeedsJudgment:
        return QColor(0x9a, 0x67, 0x00);
    case ChecklistStatus::NotApplicable:
        return QColor(0x57, 0x60, 0x6a);
    case ChecklistStatus::Unreviewed:
        break;
    }
    return QColor(0x8c, 0x95, 0x9f);
}

QColor statusFill(ChecklistStatus status)
{
    switch (status) {
    case ChecklistStatus::Met:
        return QColor(0xe6, 0xf6, 0xea);
    case ChecklistStatus::Gap:
        return QColor(0xfd, 0xea, 0xea);
    case ChecklistStatus::NeedsJudgment:
        return QColor(0xfd, 0xf4, 0xd6);
    case ChecklistStatus::NotApplicable:
        return QColor(0xf1, 0xf3, 0xf5);
    case ChecklistStatus::Unreviewed:
        break;
    }
    return QColor(0xfa, 0xfb, 0xfc);
}

QPalette paperPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::Text, TextColor);
    palette.setColor(QPalette::WindowText, TextColor);
    palette.setColor(QPalette::Link, LinkColor);
    palette.setColor(QPalette::LinkVisited, LinkColor);
    return palette;
}

// ---- Text --------------------------------------------------------------------------------

QString utcTime(const QDateTime &when)
{
    if (!when.isValid()) {
        return QCoreApplication::translate("acp::ReportRenderer", "unknown");
    }
    return when.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC");
}

QString utcDate(const QDateTime &when)
{
    if (!when.isValid()) {
        return QCoreApplication::translate("acp::ReportRenderer", "unknown");
    }
    return when.toUTC().toString(QStringLiteral("yyyy-MM-dd"));
}

QString displayUrl(const QUrl &url)
{
    QString text = url.toDisplayString(QUrl::RemoveUserInfo);
    if (text.size() > 90) {
        text = text.left(89) + QChar(0x2026);
    }
    return text;
}

QString fileSize(qint64 bytes)
{
    return QLocale::system().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

QString voteResultText(const ApplicationReport &report)
{
    if (report.decision.outcome == QLatin1String("approved")) {
        return QCoreApplication::translate("acp::ReportRenderer", "Approved");
    }
    if (report.decision.outcome == QLatin1String("declined")) {
        return report.vote.held
            ? QCoreApplication::translate("acp::ReportRenderer", "Declined")
            : QCoreApplication::translate("acp::ReportRenderer", "Declined (no vote)");
    }
    if (!report.vote.held) {
        return QCoreApplication::translate("acp::ReportRenderer", "No vote");
    }
    if (!report.vote.tally) {
        return QCoreApplication::translate("acp::ReportRenderer", "Vote opened");
    }
    const ReportTally &tally = *report.vote.tally;
    if (tally.open) {
        if (!tally.quorumMet) {
            return QCoreApplication::translate("acp::ReportRenderer", "Open: no quorum yet");
        }
        return tally.passed ? QCoreApplication::translate("acp::ReportRenderer", "Open: passing")
                            : QCoreApplication::translate("acp::ReportRenderer", "Open: failing");
    }
    return tally.passed ? QCoreApplication::translate("acp::ReportRenderer", "Passed")
                        : QCoreApplication::translate("acp::ReportRenderer", "Failed");
}

// ---- Document building -------------------------------------------------------------------

class DocumentWriter
{
public:
    DocumentWriter(QTextDocument *document, qreal widthPoints)
        : m_document(document)
        , m_cursor(document)
        , m_widthPoints(widthPoints)
    {
        document->setDefaultFont(reportFont(BodyPoints));
        document->setDocumentMargin(0);
        document->setIndentWidth(18);
        ReportChart::install(document);
        QTextFrameFormat root = document->rootFrame()->frameFormat();
        root.setMargin(0);
        root.setPadding(0);
        document->rootFrame()->setFrameFormat(root);
        m_cursor.setBlockCharFormat(charFormat());
    }

    QTextCursor &cursor() { return m_cursor; }
    qreal widthPoints() const { return m_widthPoints; }

    // Starts a new block (the document's first block is reused).
    void block(const QTextBlockFormat &format = {}, const QTextCharFormat &chars = charFormat())
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

    void paragraph(const QString &text, const QTextCharFormat &chars = charFormat(),
                   qreal topMargin = 0, qreal bottomMargin = 4)
    {
        QTextBlockFormat format;
        format.setTopMargin(topMargin);
        format.setBottomMargin(bottomMargin);
        format.setLineHeight(118, QTextBlockFormat::ProportionalHeight);
        block(format, chars);
        m_cursor.insertText(text, chars);
    }

    void title(const QString &text)
    {
        QTextBlockFormat format;
        format.setBottomMargin(2);
        format.setHeadingLevel(1);
        block(format, charFormat(TitlePoints, QFont::Bold, TextColor));
        m_cursor.insertText(text, charFormat(TitlePoints, QFont::Bold, TextColor));
    }

    void section(const QString &text)
    {
        QTextBlockFormat format;
        format.setTopMargin(16);
        format.setBottomMargin(6);
        format.setHeadingLevel(2);
        format.setProperty(KeepWithNextProperty, true);
        const QTextCharFormat chars = charFormat(SectionPoints, QFont::Bold, AccentColor);
        block(format, chars);
        m_cursor.insertText(text, chars);
        // A rule under the heading.
        QTextBlockFormat rule;
        rule.setProperty(QTextFormat::BlockTrailingHorizontalRulerWidth,
                         QTextLength(QTextLength::PercentageLength, 100));
        rule.setBottomMargin(4);
        rule.setProperty(KeepWithNextProperty, true);
        QTextCharFormat tiny = charFormat(2);
        tiny.setForeground(RuleColor);
        block(rule, tiny);
    }

    void subsection(const QString &text,
                    const QTextCharFormat &chars = charFormat(SubsectionPoints, QFont::Bold))
    {
        QTextBlockFormat format;
        format.setTopMargin(10);
        format.setBottomMargin(3);
        format.setHeadingLevel(3);
        format.setProperty(KeepWithNextProperty, true);
        block(format, chars);
        m_cursor.insertText(text, chars);
    }

    void link(const QString &text, const QUrl &url, qreal points = BodyPoints)
    {
        if (MarkdownView::isOpenableLink(url)) {
            m_cursor.insertText(text, linkFormat(url, points));
        } else {
            m_cursor.insertText(text, charFormat(points));
        }
        m_cursor.setCharFormat(charFormat(points));
    }

    void text(const QString &text, const QTextCharFormat &chars = charFormat())
    {
        m_cursor.insertText(text, chars);
    }

    // Rendered Markdown (no HTML, no remote images), code highlighted, only http(s) and mailto
    // links kept; its blocks indented by `indent` points.
    void markdown(const QString &markdown, qreal indent = 0, qreal points = BodyPoints)
    {
        markdownAt(m_cursor, markdown, indent, points, !m_fresh);
        m_fresh = false;
    }

    static void markdownAt(QTextCursor &cursor, const QString &markdown, qreal indent, qreal points,
                           bool newBlock)
    {
        QTextDocument source;
        source.setDefaultFont(reportFont(points));
        MarkdownView::renderInto(source, markdown, paperPalette());
        CodeHighlighter::highlightCodeBlocks(source);
        sanitize(source, points);
        if (source.isEmpty()) {
            return;
        }
        if (newBlock) {
            cursor.insertBlock(QTextBlockFormat(), charFormat(points));
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

    // Keeps only links a reader may follow, in the report's colours and fonts.
    static void sanitize(QTextDocument &document, qreal points)
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
                        format.setAnchorHref(
                            LinkOpener::openableUrl(url).toString(QUrl::FullyEncoded));
                        format.setForeground(LinkColor);
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
                    QFont mono = monoFont(points - 1);
                    mono.setWeight(format.fontWeight() > QFont::Normal ? QFont::Bold
                                                                       : QFont::Normal);
                    mono.setItalic(format.fontItalic());
                    format.setFont(mono, QTextCharFormat::FontPropertiesSpecifiedOnly);
                    format.setFontFamilies(monoFamilies());
                    format.setFontPointSize(points - 1);
                } else {
                    format.setFontFamilies(sansFamilies());
                    format.setFontPointSize(points + (adjustment > 0 ? adjustment * 1.5 : 0));
                }
                format.clearProperty(QTextFormat::FontSizeAdjustment);
                ranges.append({ fragment.position(), fragment.length() });
                formats.append(format);
            }
            for (qsizetype i = 0; i < ranges.size(); ++i) {
                editor.setPosition(ranges.at(i).first);
                editor.setPosition(ranges.at(i).first + ranges.at(i).second,
                                   QTextCursor::KeepAnchor);
                editor.setCharFormat(formats.at(i));
            }
        }
    }

    // A table without outer decoration for label/value pairs.
    QTextTable *table(int rows, int columns, const QList<QTextLength> &widths, bool ruled,
                      int headerRows = 0, qreal topMargin = 4, qreal bottomMargin = 6)
    {
        QTextTableFormat format;
        format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        format.setColumnWidthConstraints(widths);
        format.setCellSpacing(0);
        format.setCellPadding(ruled ? 4 : 2);
        format.setBorderCollapse(true);
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

    // Rules-only tables: a line under every row, a stronger one above the header.
    static void ruleRows(QTextTable *table, int fromRow, int headerRows)
    {
        for (int row = fromRow; row < table->rows(); ++row) {
            for (int column = 0; column < table->columns(); ++column) {
                QTextTableCell cell = table->cellAt(row, column);
                QTextTableCellFormat format = cell.format().toTableCellFormat();
                format.setBottomBorder(row < headerRows ? 1 : 0.75);
                format.setBottomBorderBrush(row < headerRows ? QColor(0xaf, 0xb8, 0xc1)
                                                             : RuleColor);
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

    // Leaves the table: the cursor goes after it.
    void afterTable() { m_cursor.movePosition(QTextCursor::End); }

    static void headerCell(QTextTable *table, int column, const QString &text)
    {
        QTextTableCell cell = table->cellAt(0, column);
        QTextTableCellFormat format = cell.format().toTableCellFormat();
        format.setBackground(HeaderFill);
        cell.setFormat(format);
        QTextCursor cursor = cell.firstCursorPosition();
        cursor.insertText(text, charFormat(SmallPoints, QFont::Bold, MutedColor));
    }

    static QTextCursor cellCursor(QTextTable *table, int row, int column)
    {
        return table->cellAt(row, column).firstCursorPosition();
    }

    void chart(const QList<ReportChart::Bar> &bars, qreal widthPoints)
    {
        QTextBlockFormat format;
        format.setTopMargin(4);
        format.setBottomMargin(8);
        block(format);
        ReportChart::insert(m_cursor, bars, widthPoints, reportFont(SmallPoints));
    }

    QTextDocument *document() const { return m_document; }

private:
    QTextDocument *m_document;
    QTextCursor m_cursor;
    qreal m_widthPoints;
    bool m_fresh = true;
};

QList<ReportChart::Bar> statusBars(const ChecklistProgress &progress)
{
    QList<ReportChart::Bar> bars;
    for (ChecklistStatus status :
         { ChecklistStatus::Met, ChecklistStatus::Gap, ChecklistStatus::NeedsJudgment,
           ChecklistStatus::NotApplicable, ChecklistStatus::Unreviewed }) {
        bars.append(
            { checklistStatusDisplayName(status), progress.count(status), statusColor(status) });
    }
    return bars;
}

QString progressSentence(const ChecklistProgress &progress)
{
    QStringList parts;
    for (ChecklistStatus status :
         { ChecklistStatus::Met, ChecklistStatus::Gap, ChecklistStatus::NeedsJudgment,
           ChecklistStatus::NotApplicable }) {
        if (progress.count(status) > 0) {
            parts.append(QStringLiteral("%1 %2")
                             .arg(progress.count(status))
                             .arg(inSentence(checklistStatusDisplayName(status))));
        }
    }
    QString text =
        QCoreApplication::translate("acp::ReportRenderer", "%1 of %2 requirements reviewed")
            .arg(progress.reviewed())
            .arg(progress.total());
    if (!parts.isEmpty()) {
        text += QStringLiteral(": ") + parts.join(QStringLiteral(", "));
    }
    return text + QLatin1Char('.');
}

void insertLinkLine(QTextCursor &cursor, const ReportLink &link)
{
    const EvidenceLink &evidence = link.link;
    QString label = link.previewTitle;
    if (label.isEmpty()) {
        label = evidence.text.trimmed();
    }
    const QString address = displayUrl(evidence.url);
    if (label.isEmpty() || label == evidence.url.toString()) {
        cursor.insertText(address, linkFormat(evidence.url, SmallPoints + 0.5));
    } else {
        cursor.insertText(label, linkFormat(evidence.url, SmallPoints + 0.5));
        cursor.insertText(QStringLiteral("  ") + address, mutedFormat(SmallPoints - 0.5));
    }
    QString origin;
    if (evidence.origin == EvidenceLink::Origin::Section) {
        origin = QCoreApplication::translate("acp::ReportRenderer", "form: %1")
                     .arg(evidence.sectionHeading);
    } else {
        origin = QCoreApplication::translate("acp::ReportRenderer", "comment by %1, %2")
                     .arg(evidence.author, utcDate(evidence.createdAt));
    }
    cursor.insertText(QStringLiteral(" · ") + origin, mutedFormat(SmallPoints - 0.5));
}

void insertNoteLines(QTextCursor &cursor, QTextDocument *document, const ReportNote &item,
                     qreal maxImageWidthPoints)
{
    const EvidenceNote &note = item.note;
    switch (note.kind) {
    case EvidenceKind::Url:
        cursor.insertText(displayUrl(QUrl(note.content)),
                          linkFormat(QUrl(note.content), SmallPoints + 0.5));
        break;
    case EvidenceKind::Text:
        cursor.insertText(note.content.trimmed(), charFormat(SmallPoints + 0.5));
        break;
    case EvidenceKind::File:
        cursor.insertText(QCoreApplication::translate("acp::ReportRenderer", "File: %1 (%2)")
                              .arg(note.originalName, fileSize(note.size)),
                          charFormat(SmallPoints + 0.5));
        if (!note.content.trimmed().isEmpty()) {
            cursor.insertText(QStringLiteral(" — ") + note.content.trimmed(),
                              mutedFormat(SmallPoints + 0.5));
        }
        if (!item.fileProblem.isEmpty()) {
            cursor.insertText(QString(QChar::LineSeparator) + item.fileProblem,
                              mutedFormat(SmallPoints));
        }
        break;
    case EvidenceKind::Image: {
        if (!item.fileProblem.isEmpty()) {
            // Never read: the stored path leads outside the workspace's files folder.
            cursor.insertText(item.fileProblem, mutedFormat(SmallPoints));
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
                cursor.insertText(QString(QChar::LineSeparator), charFormat(SmallPoints));
            }
        }
        cursor.insertText(
            QCoreApplication::translate("acp::ReportRenderer", "Image: %1").arg(note.originalName),
            mutedFormat(SmallPoints));
        if (!note.content.trimmed().isEmpty()) {
            cursor.insertText(QStringLiteral(" — ") + note.content.trimmed(),
                              mutedFormat(SmallPoints));
        }
        break;
    }
    }
}

void insertEvidence(QTextCursor &cursor, QTextDocument *document, const QList<ReportLink> &links,
                    const QList<ReportNote> &notes, qreal imageWidthPoints)
{
    QTextBlockFormat item;
    item.setTopMargin(2);
    item.setLeftMargin(9);
    item.setTextIndent(-9);
    for (const ReportLink &link : links) {
        cursor.insertBlock(item, charFormat(SmallPoints));
        cursor.insertText(QStringLiteral("↗ "), mutedFormat(SmallPoints));
        insertLinkLine(cursor, link);
    }
    for (const ReportNote &note : notes) {
        cursor.insertBlock(item, charFormat(SmallPoints));
        cursor.insertText(QStringLiteral("✎ "), mutedFormat(SmallPoints));
        insertNoteLines(cursor, document, note, imageWidthPoints);
    }
}

// ---- One application ---------------------------------------------------------------------

void writeHeader(DocumentWriter &out, const ApplicationReport &report)
{
    out.title(report.platformName.isEmpty() ? report.title : report.platformName);
    QTextBlockFormat subtitle;
    subtitle.setBottomMargin(8);
    out.block(subtitle, charFormat(SubsectionPoints, QFont::Normal, MutedColor));
    QString line = ReportRenderer::tr("Application #%1").arg(report.number);
    if (!report.organization.isEmpty()) {
        line += QStringLiteral(" · ") + report.organization;
    }
    out.text(line + QStringLiteral("   "), charFormat(SubsectionPoints, QFont::Normal, MutedColor));
    QTextCharFormat badge = charFormat(SmallPoints + 0.5, QFont::Bold, Qt::white);
    badge.setBackground(ui::reviewStateColor(report.reviewState));
    out.text(QStringLiteral("\u00a0") + reviewStateDisplayName(report.reviewState)
                 + QStringLiteral("\u00a0"),
             badge);

    struct Row
    {
        QString label;
        std::function<void(QTextCursor &)> value;
    };
    const QList<Row> rows = {
        { ReportRenderer::tr("Issue"),
          [&report](QTextCursor &c) {
              c.insertText(QStringLiteral("#%1 ").arg(report.number), charFormat());
              c.insertText(report.title, charFormat());
              c.insertText(QString(QChar::LineSeparator), charFormat());
              if (MarkdownView::isOpenableLink(report.htmlUrl)) {
                  c.insertText(report.htmlUrl.toString(), linkFormat(report.htmlUrl, SmallPoints));
              }
          } },
        { ReportRenderer::tr("Submitted"),
          [&report](QTextCursor &c) {
              c.insertText(
                  ReportRenderer::tr("%1 by %2").arg(utcTime(report.createdAt), report.author),
                  charFormat());
          } },
        { ReportRenderer::tr("Last updated"),
          [&report](QTextCursor &c) {
              QString text = utcTime(report.updatedAt);
              if (report.closedAt.isValid()) {
                  text += ReportRenderer::tr("; closed %1").arg(utcTime(report.closedAt));
              }
              c.insertText(text, charFormat());
          } },
        { ReportRenderer::tr("Review state"),
          [&report](QTextCursor &c) {
              QString text = reviewStateDisplayName(report.reviewState);
              text += QStringLiteral(" (") + report.state;
              if (!report.labels.isEmpty()) {
                  text += ReportRenderer::tr("; labels: %1")
                              .arg(report.labels.join(QStringLiteral(", ")));
              }
              c.insertText(text + QLatin1Char(')'), charFormat());
          } },
        { ReportRenderer::tr("Requirements"),
          [&report](QTextCursor &c) {
              c.insertText(ReportRenderer::tr("%1, version %2")
                               .arg(report.requirementsTitle.isEmpty()
                                        ? ReportRenderer::tr("ACP admission requirements")
                                        : report.requirementsTitle,
                                    report.requirementsVersion),
                           charFormat());
          } },
        { ReportRenderer::tr("Prepared"),
          [&report](QTextCursor &c) {
              c.insertText(report.preparedBy.isEmpty()
                               ? utcTime(report.generatedAt)
                               : ReportRenderer::tr("%1 by %2")
                                     .arg(utcTime(report.generatedAt), report.preparedBy),
                           charFormat());
              c.insertText(
                  ReportRenderer::tr(", from the offline cache of %1").arg(report.repository),
                  mutedFormat(BodyPoints));
          } },
    };
    QTextTable *table = out.table(int(rows.size()), 2,
                                  { QTextLength(QTextLength::PercentageLength, 18),
                                    QTextLength(QTextLength::PercentageLength, 82) },
                                  false);
    for (int i = 0; i < rows.size(); ++i) {
        QTextCursor label = DocumentWriter::cellCursor(table, i, 0);
        label.insertText(rows.at(i).label, charFormat(BodyPoints, QFont::DemiBold, MutedColor));
        QTextCursor value = DocumentWriter::cellCursor(table, i, 1);
        rows.at(i).value(value);
    }
    out.afterTable();
}

void writeSummary(DocumentWriter &out, const ApplicationReport &report)
{
    out.section(ReportRenderer::tr("Summary"));
    out.paragraph(progressSentence(report.progress));
    out.chart(statusBars(report.progress), std::min<qreal>(out.widthPoints() * 0.62, 320));
    QStringList facts;
    const int fromGroup = report.workingGroupComments();
    const int fromSubmitter = report.submitterComments();
    facts.append(ui::numerus(
        ReportRenderer::tr("%n comment(s) from the working group", nullptr, fromGroup), fromGroup));
    facts.append(
        ui::numerus(ReportRenderer::tr("%n comment(s) from the submitter", nullptr, fromSubmitter),
                    fromSubmitter));
    facts.append(ReportRenderer::tr("vote: %1").arg(inSentence(voteResultText(report))));
    out.paragraph(facts.join(QStringLiteral("; ")) + QLatin1Char('.'), mutedFormat(BodyPoints));
}

QList<QTextLength> checklistColumns()
{
    return { QTextLength(QTextLength::PercentageLength, 27),
             QTextLength(QTextLength::PercentageLength, 14),
             QTextLength(QTextLength::PercentageLength, 59) };
}

QTextTableFormat checklistHeaderFormat(qreal topMargin)
{
    QTextTableFormat format;
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setColumnWidthConstraints(checklistColumns());
    format.setCellSpacing(0);
    format.setCellPadding(3);
    format.setBorderCollapse(true);
    format.setBorder(0);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_None);
    format.setTopMargin(topMargin);
    format.setBottomMargin(0);
    format.setProperty(ChecklistHeaderProperty, true);
    format.setProperty(KeepWithNextProperty, true);
    return format;
}

void fillChecklistHeader(QTextTable *table)
{
    DocumentWriter::headerCell(table, 0, ReportRenderer::tr("Requirement"));
    DocumentWriter::headerCell(table, 1, ReportRenderer::tr("Status"));
    DocumentWriter::headerCell(table, 2, ReportRenderer::tr("Reviewer's note and evidence"));
    DocumentWriter::ruleRows(table, 0, 1);
}

void writeChecklistHeader(DocumentWriter &out)
{
    QTextTable *table = out.table(1, 3, checklistColumns(), false, 0, 4, 0);
    table->setFormat(checklistHeaderFormat(4));
    fillChecklistHeader(table);
    out.afterTable();
}

void writeChecklist(DocumentWriter &out, const ApplicationReport &report)
{
    out.section(ReportRenderer::tr("Checklist"));
    if (report.requirements.isEmpty()) {
        out.paragraph(ReportRenderer::tr("The requirement set is empty."), mutedFormat(BodyPoints));
        return;
    }
    writeChecklistHeader(out);
    const qreal imageWidth = out.widthPoints() * 0.5;
    for (int i = 0; i < report.requirements.size(); ++i) {
        const ReportRequirement &item = report.requirements.at(i);
        const int row = 0;
        QTextTable *table = out.table(1, 3, checklistColumns(), true, 0, 0, 0);
        QTextTableFormat tableFormat = table->format();
        tableFormat.setProperty(ChecklistRowProperty, true);
        table->setFormat(tableFormat);

        QTextCursor name = DocumentWriter::cellCursor(table, row, 0);
        name.insertText(item.requirement.displayTitle(), charFormat(BodyPoints, QFont::DemiBold));
        name.insertBlock(QTextBlockFormat(), mutedFormat(SmallPoints - 0.5));
        name.insertText(ui::requirementGroupDisplayName(item.requirement.group)
                            + QStringLiteral(" · ") + item.requirement.id,
                        mutedFormat(SmallPoints - 0.5));
        if (!item.sectionHeadings.isEmpty()) {
            name.insertBlock(QTextBlockFormat(), mutedFormat(SmallPoints - 0.5));
            name.insertText(ReportRenderer::tr("Answered in: %1")
                                .arg(item.sectionHeadings.join(QStringLiteral("; "))),
                            mutedFormat(SmallPoints - 0.5));
        }

        QTextTableCell statusCell = table->cellAt(row, 1);
        QTextTableCellFormat statusFormat = statusCell.format().toTableCellFormat();
        statusFormat.setBackground(statusFill(item.entry.status));
        statusCell.setFormat(statusFormat);
        QTextCursor status = statusCell.firstCursorPosition();
        status.insertText(checklistStatusDisplayName(item.entry.status),
                          charFormat(BodyPoints, QFont::Bold, statusColor(item.entry.status)));
        if (item.entry.updatedAt.isValid()) {
            status.insertBlock(QTextBlockFormat(), mutedFormat(SmallPoints - 1));
            status.insertText(utcDate(item.entry.updatedAt), mutedFormat(SmallPoints - 1));
        }

        QTextCursor note = DocumentWriter::cellCursor(table, row, 2);
        if (item.entry.note.trimmed().isEmpty()) {
            QTextCharFormat none = mutedFormat(SmallPoints + 0.5);
            none.setFontItalic(true);
            note.insertText(ReportRenderer::tr("No note."), none);
        } else {
            DocumentWriter::markdownAt(note, item.entry.note, 0, BodyPoints - 0.5, false);
        }
        insertEvidence(note, out.document(), item.links, item.notes, imageWidth);
        out.afterTable();
    }
    out.paragraph(QString(), charFormat(4), 0, 2);

    if (!report.applicationLinks.isEmpty() || !report.applicationNotes.isEmpty()) {
        out.subsection(ReportRenderer::tr("Evidence about the application as a whole"));
        QTextBlockFormat format;
        out.block(format, charFormat(SmallPoints));
        QTextCursor &cursor = out.cursor();
        cursor.insertText(ReportRenderer::tr("Links from sections and comments that name no "
                                             "single requirement."),
                          mutedFormat(SmallPoints));
        insertEvidence(cursor, out.document(), report.applicationLinks, report.applicationNotes,
                       imageWidth);
    }
}

void writeConversation(DocumentWriter &out, const ApplicationReport &report)
{
    out.section(ReportRenderer::tr("Conversation"));
    if (report.conversation.isEmpty()) {
        out.paragraph(ReportRenderer::tr("No comments besides the vote and the decision."),
                      mutedFormat(BodyPoints));
        return;
    }
    out.paragraph(ReportRenderer::tr("Requests and remarks from the working group and the "
                                     "submitter's answers, oldest first. Long comments are "
                                     "shortened; each links to its full text."),
                  mutedFormat(SmallPoints + 0.5), 0, 6);
    for (const ReportComment &comment : report.conversation) {
        QTextBlockFormat head;
        head.setTopMargin(8);
        head.setBottomMargin(2);
        head.setProperty(KeepWithNextProperty, true);
        const bool submitter = comment.role == ReportComment::Role::Submitter;
        const bool group = comment.role == ReportComment::Role::WorkingGroup;
        out.block(head, charFormat());
        // "Working group" only for a trusted author (AuthorTrust); anyone else speaks for
        // nobody but themselves.
        const QString role = submitter
            ? (comment.answersRequest ? ReportRenderer::tr("Submitter's answer")
                                      : ReportRenderer::tr("Submitter"))
            : (group ? ReportRenderer::tr("Working group")
                     : ReportRenderer::tr("Other participant"));
        out.text(
            role,
            charFormat(BodyPoints, QFont::Bold,
                       submitter ? QColor(0x1a, 0x5f, 0x3a) : (group ? AccentColor : MutedColor)));
        out.text(QStringLiteral("  ·  ") + comment.author + QStringLiteral("  ·  ")
                     + utcTime(comment.createdAt) + QStringLiteral("  ·  "),
                 mutedFormat(SmallPoints + 0.5));
        out.link(ReportRenderer::tr("comment on GitHub"), comment.url, SmallPoints + 0.5);
        out.markdown(comment.excerpt, 12, BodyPoints - 0.5);
        if (comment.truncated) {
            QTextCharFormat more = mutedFormat(SmallPoints);
            more.setFontItalic(true);
            QTextBlockFormat format;
            format.setLeftMargin(12);
            out.block(format, more);
            out.text(ReportRenderer::tr("… shortened; the full comment is on GitHub."), more);
            if (!comment.links.isEmpty()) {
                out.block(format, mutedFormat(SmallPoints));
                out.text(ReportRenderer::tr("Links in the comment: "), mutedFormat(SmallPoints));
                for (qsizetype i = 0; i < comment.links.size(); ++i) {
                    if (i > 0) {
                        out.text(QStringLiteral(", "), mutedFormat(SmallPoints));
                    }
                    out.link(displayUrl(comment.links.at(i)), comment.links.at(i), SmallPoints);
                }
            }
        }
    }
}

// The roster table's ballot cell: the counted ballot first, then ballots that do not count.
void insertBallots(QTextCursor cursor, const ReportVote &vote, const ReportRosterEntry &entry)
{
    bool any = false;
    for (const ReportBallot &ballot : vote.ballots) {
        if (!ballot.onRoster || ballot.organization != entry.organization) {
            continue;
        }
        const bool counted = ballot.counted.value_or(true);
        if (any) {
            cursor.insertText(QString(QChar::LineSeparator), charFormat(SmallPoints));
        }
        any = true;
        if (counted) {
            cursor.insertText(reportBallotChoiceDisplayName(ballot.choice),
                              charFormat(SmallPoints + 0.5, QFont::Bold, TextColor));
            if (!ballot.representative) {
                cursor.insertText(ReportRenderer::tr(" (alternate %1)").arg(ballot.login),
                                  charFormat(SmallPoints + 0.5));
            }
        } else {
            cursor.insertText(
                QStringLiteral("%1: %2. %3")
                    .arg(ballot.login, reportBallotChoiceDisplayName(ballot.choice), ballot.reason),
                mutedFormat(SmallPoints - 0.5));
        }
    }
    if (!any) {
        cursor.insertText(entry.eligible ? ReportRenderer::tr("Not voted") : QStringLiteral("—"),
                          mutedFormat(SmallPoints + 0.5));
    }
}

void writeVote(DocumentWriter &out, const ApplicationReport &report)
{
    out.section(ReportRenderer::tr("Vote"));
    const ReportVote &vote = report.vote;
    if (!vote.held) {
        out.paragraph(ReportRenderer::tr("No vote has been held on this application."),
                      mutedFormat(BodyPoints));
        return;
    }
    out.block(QTextBlockFormat(), charFormat());
    if (vote.openedAt.isValid()) {
        out.text(
            ReportRenderer::tr("Opened by %1 on %2").arg(vote.openedBy, utcTime(vote.openedAt)));
    } else {
        out.text(ReportRenderer::tr("Opened from this workbench"));
    }
    if (!vote.closesText.isEmpty()) {
        out.text(ReportRenderer::tr("; open until %1").arg(vote.closesText));
    }
    out.text(QStringLiteral(".  "));
    if (vote.commentId != 0) {
        out.link(ReportRenderer::tr("The vote comment"), vote.commentUrl, BodyPoints);
    } else {
        out.text(ReportRenderer::tr("The vote comment has not reached GitHub yet."),
                 mutedFormat(BodyPoints));
    }

    if (!vote.ruleText.isEmpty()) {
        QTextBlockFormat format;
        format.setTopMargin(4);
        format.setLeftMargin(10);
        format.setBottomMargin(4);
        out.block(format, charFormat(SmallPoints + 0.5));
        out.text(ReportRenderer::tr("Rule: "),
                 charFormat(SmallPoints + 0.5, QFont::Bold, MutedColor));
        out.text(vote.ruleText, charFormat(SmallPoints + 0.5, QFont::Normal, MutedColor));
    }

    if (vote.tally) {
        const ReportTally &tally = *vote.tally;
        QTextBlockFormat format;
        format.setTopMargin(4);
        format.setBottomMargin(2);
        out.block(format, charFormat());
        out.text(tally.open ? ReportRenderer::tr("Standing (the vote is open): ")
                            : ReportRenderer::tr("Result: "),
                 charFormat(BodyPoints, QFont::Bold, AccentColor));
        out.text(tally.outcome, charFormat(BodyPoints, QFont::DemiBold));
        out.paragraph(ReportRenderer::tr("%1. %2 approve, %3 reject, %4 abstain.")
                          .arg(tally.summary)
                          .arg(tally.approve)
                          .arg(tally.reject)
                          .arg(tally.abstain),
                      charFormat(SmallPoints + 0.5, QFont::Normal, MutedColor), 0, 4);
        if (tally.open && !tally.notVoted.isEmpty()) {
            out.paragraph(ReportRenderer::tr("Not voted yet: %1.")
                              .arg(tally.notVoted.join(QStringLiteral(", "))),
                          mutedFormat(SmallPoints + 0.5));
        }
        if (tally.frozen) {
            out.paragraph(ReportRenderer::tr("The tally was frozen when the decision was "
                                             "recorded (%1); later reactions do not change it.")
                              .arg(utcTime(tally.frozenAt)),
                          mutedFormat(SmallPoints + 0.5));
        }
        if (tally.late > 0) {
            out.paragraph(ui::numerus(ReportRenderer::tr("%n ballot(s) cast after the vote "
                                                         "closed: listed, not counted.",
                                                         nullptr, tally.late),
                                      tally.late),
                          mutedFormat(SmallPoints + 0.5));
        }
    }
    for (const QString &warning : vote.warnings) {
        out.paragraph(warning, charFormat(SmallPoints + 0.5, QFont::DemiBold, TextColor));
    }
    if (!vote.rosterError.isEmpty()) {
        out.paragraph(vote.rosterError, mutedFormat(SmallPoints + 0.5));
    }

    if (!vote.roster.isEmpty()) {
        out.subsection(ReportRenderer::tr("Roster frozen when the vote opened"));
        QTextTable *table = out.table(int(vote.roster.size()) + 1, 4,
                                      { QTextLength(QTextLength::PercentageLength, 27),
                                        QTextLength(QTextLength::PercentageLength, 23),
                                        QTextLength(QTextLength::PercentageLength, 14),
                                        QTextLength(QTextLength::PercentageLength, 36) },
                                      true, 1);
        DocumentWriter::headerCell(table, 0, ReportRenderer::tr("Organization"));
        DocumentWriter::headerCell(table, 1, ReportRenderer::tr("Representative (alternate)"));
        DocumentWriter::headerCell(table, 2, ReportRenderer::tr("Status"));
        DocumentWriter::headerCell(table, 3, ReportRenderer::tr("Ballot"));
        for (int i = 0; i < vote.roster.size(); ++i) {
            const ReportRosterEntry &entry = vote.roster.at(i);
            const QTextCharFormat rowFormat = entry.eligible
                ? charFormat(SmallPoints + 0.5)
                : charFormat(SmallPoints + 0.5, QFont::Normal, MutedColor);
            DocumentWriter::cellCursor(table, i + 1, 0).insertText(entry.organization, rowFormat);
            QString people = entry.representative;
            if (!entry.alternate.isEmpty()) {
                people += QStringLiteral(" (") + entry.alternate + QLatin1Char(')');
            }
            DocumentWriter::cellCursor(table, i + 1, 1).insertText(people, rowFormat);
            DocumentWriter::cellCursor(table, i + 1, 2).insertText(entry.status, rowFormat);
            insertBallots(DocumentWriter::cellCursor(table, i + 1, 3), vote, entry);
        }
        out.afterTable();
    }

    QStringList outside;
    for (const ReportBallot &ballot : vote.ballots) {
        if (!ballot.onRoster) {
            QString text = QStringLiteral("%1: %2").arg(
                ballot.login, reportBallotChoiceDisplayName(ballot.choice).toLower());
            if (ballot.late) {
                text += ReportRenderer::tr(" (late)");
            }
            outside.append(text);
        }
    }
    if (!outside.isEmpty()) {
        out.paragraph(ReportRenderer::tr("Not on the roster (non-binding): %1.")
                          .arg(outside.join(QStringLiteral(", "))),
                      mutedFormat(SmallPoints + 0.5), 2);
    }
    if (!vote.otherReactions.isEmpty()) {
        out.paragraph(ReportRenderer::tr("Other reactions (not ballots): %1.")
                          .arg(vote.otherReactions.join(QStringLiteral(", "))),
                      mutedFormat(SmallPoints + 0.5), 2);
    }
}

void writeDecision(DocumentWriter &out, const ApplicationReport &report)
{
    out.section(ReportRenderer::tr("Decision"));
    const ReportDecision &decision = report.decision;
    if (!decision.recorded) {
        out.paragraph(decision.outcome.isEmpty()
                          ? ReportRenderer::tr("No decision has been recorded yet.")
                          : ReportRenderer::tr("The application is labelled “%1”; no decision "
                                               "comment was found.")
                                .arg(decision.outcome),
                      mutedFormat(BodyPoints));
        return;
    }
    out.block(QTextBlockFormat(), charFormat());
    out.text(
        ReportRenderer::tr("Recorded by %1 on %2.  ").arg(decision.author, utcTime(decision.at)),
        charFormat());
    out.link(ReportRenderer::tr("The decision comment"), decision.url, BodyPoints);
    out.markdown(decision.markdown, 12, BodyPoints - 0.5);
}

void buildApplication(DocumentWriter &out, const ApplicationReport &report)
{
    writeHeader(out, report);
    writeSummary(out, report);
    writeChecklist(out, report);
    writeConversation(out, report);
    writeVote(out, report);
    writeDecision(out, report);
}

// ---- The round's cover -------------------------------------------------------------------

void buildCover(DocumentWriter &out, const RoundReport &round)
{
    out.title(ReportRenderer::tr("ACP review round"));
    QTextBlockFormat subtitle;
    subtitle.setBottomMargin(10);
    out.block(subtitle, charFormat(SubsectionPoints, QFont::Normal, MutedColor));
    out.text(round.repository, charFormat(SubsectionPoints, QFont::Normal, MutedColor));
    const int count = int(round.applications.size());
    out.paragraph(ui::numerus(ReportRenderer::tr("%n application(s), prepared %1 from the "
                                                 "offline cache.",
                                                 nullptr, count),
                              count)
                      .arg(round.preparedBy.isEmpty()
                               ? utcTime(round.generatedAt)
                               : ReportRenderer::tr("by %1 on %2")
                                     .arg(round.preparedBy, utcTime(round.generatedAt))),
                  charFormat());

    out.section(ReportRenderer::tr("Applications by state"));
    QList<ReportChart::Bar> bars;
    for (ReviewState state : allReviewStates()) {
        const int count = round.countInState(state);
        if (state == ReviewState::Closed && count == 0) {
            continue;
        }
        bars.append({ reviewStateDisplayName(state), count, ui::reviewStateColor(state) });
    }
    out.chart(bars, std::min<qreal>(out.widthPoints() * 0.62, 320));

    out.section(ReportRenderer::tr("Summary"));
    QTextTable *table = out.table(int(round.applications.size()) + 1, 6,
                                  { QTextLength(QTextLength::PercentageLength, 7),
                                    QTextLength(QTextLength::PercentageLength, 33),
                                    QTextLength(QTextLength::PercentageLength, 15),
                                    QTextLength(QTextLength::PercentageLength, 9),
                                    QTextLength(QTextLength::PercentageLength, 9),
                                    QTextLength(QTextLength::PercentageLength, 27) },
                                  true, 1);
    DocumentWriter::headerCell(table, 0, ReportRenderer::tr("#"));
    DocumentWriter::headerCell(table, 1, ReportRenderer::tr("Platform"));
    DocumentWriter::headerCell(table, 2, ReportRenderer::tr("State"));
    DocumentWriter::headerCell(table, 3, ReportRenderer::tr("Met"));
    DocumentWriter::headerCell(table, 4, ReportRenderer::tr("Gaps"));
    DocumentWriter::headerCell(table, 5, ReportRenderer::tr("Vote result"));
    for (int i = 0; i < round.applications.size(); ++i) {
        const ApplicationReport &report = round.applications.at(i);
        const int row = i + 1;
        DocumentWriter::cellCursor(table, row, 0)
            .insertText(QString::number(report.number), charFormat(SmallPoints + 0.5));
        QTextCursor platform = DocumentWriter::cellCursor(table, row, 1);
        platform.insertText(report.platformName, charFormat(SmallPoints + 0.5, QFont::DemiBold));
        if (!report.organization.isEmpty()) {
            platform.insertText(QString(QChar::LineSeparator) + report.organization,
                                mutedFormat(SmallPoints - 0.5));
        }
        DocumentWriter::cellCursor(table, row, 2)
            .insertText(reviewStateDisplayName(report.reviewState),
                        charFormat(SmallPoints + 0.5, QFont::DemiBold,
                                   ui::reviewStateColor(report.reviewState).darker(115)));
        DocumentWriter::cellCursor(table, row, 3)
            .insertText(
                QStringLiteral("%1/%2").arg(report.progress.met).arg(report.progress.total()),
                charFormat(SmallPoints + 0.5));
        DocumentWriter::cellCursor(table, row, 4)
            .insertText(QString::number(report.progress.gap),
                        charFormat(SmallPoints + 0.5,
                                   report.progress.gap > 0 ? QFont::Bold : QFont::Normal,
                                   report.progress.gap > 0 ? statusColor(ChecklistStatus::Gap)
                                                           : TextColor));
        DocumentWriter::cellCursor(table, row, 5)
            .insertText(voteResultText(report), charFormat(SmallPoints + 0.5));
    }
    out.afterTable();
    out.paragraph(ReportRenderer::tr("Met: requirements marked met, of all requirements. Gaps: "
                                     "requirements marked as a gap. Each application's report "
                                     "follows on its own pages."),
                  mutedFormat(SmallPoints), 4);
}

bool breaksBefore(const QTextFormat &format)
{
    return format.intProperty(QTextFormat::PageBreakPolicy) & QTextFormat::PageBreak_AlwaysBefore;
}

void breakBefore(QTextDocument *document, const QTextBlock &block)
{
    QTextBlockFormat format = block.blockFormat();
    format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
    QTextCursor editor(document);
    editor.setPosition(block.position());
    editor.setBlockFormat(format);
}

void breakBefore(QTextDocument *document, QTextFrame *frame)
{
    QTextFrameFormat format = frame->frameFormat();
    format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
    frame->setFrameFormat(format);
    Q_UNUSED(document);
}

// Repeats the checklist's header table before `row`, which starts a new page.
void insertChecklistHeaderBefore(QTextDocument *document, QTextTable *row)
{
    QTextCursor cursor(document);
    cursor.setPosition(row->firstPosition() - 1);
    QTextTableFormat format = checklistHeaderFormat(0);
    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    QTextTable *header = cursor.insertTable(1, 3, format);
    fillChecklistHeader(header);
}

// Fixes the first place where the layout breaks a page badly: a heading (or a comment's header)
// left alone at the bottom of a page, or a table (a checklist requirement, the roster) cut in
// two although it would fit on one page. Returns whether it changed anything.
bool fixFirstPageBreak(QTextDocument *document, qreal pageHeight, qreal minimumSpace)
{
    QAbstractTextDocumentLayout *layout = document->documentLayout();
    auto pageOf = [pageHeight](qreal y) { return int(std::floor(y / pageHeight)); };
    // The start of the run of keep-with-next items just before the current one.
    QTextBlock keepBlock;
    QTextFrame *keepFrame = nullptr;
    auto moveRunOr = [&](auto moveItself) {
        if (keepBlock.isValid()) {
            breakBefore(document, keepBlock);
        } else if (keepFrame) {
            breakBefore(document, keepFrame);
        } else {
            moveItself();
        }
    };
    for (auto it = document->rootFrame()->begin(); !it.atEnd(); ++it) {
        if (QTextFrame *frame = it.currentFrame()) {
            auto *table = qobject_cast<QTextTable *>(frame);
            if (!table) {
                keepBlock = QTextBlock();
                keepFrame = nullptr;
                continue;
            }
            const QTextTableFormat format = table->format();
            const QRectF rect = layout->frameBoundingRect(table);
            const qreal top = rect.top() + format.topMargin();
            const bool straddles = pageOf(top) != pageOf(rect.bottom() - format.bottomMargin() - 1);
            if (!breaksBefore(format) && straddles && rect.height() < pageHeight * 0.45) {
                moveRunOr([&] {
                    if (format.boolProperty(ChecklistRowProperty)) {
                        insertChecklistHeaderBefore(document, table);
                    } else {
                        breakBefore(document, table);
                    }
                });
                return true;
            }
            if (format.boolProperty(KeepWithNextProperty) && !breaksBefore(format)) {
                if (!keepBlock.isValid() && !keepFrame) {
                    keepFrame = table;
                }
            } else {
                keepBlock = QTextBlock();
                keepFrame = nullptr;
            }
            continue;
        }
        const QTextBlock block = it.currentBlock();
        const QTextBlockFormat format = block.blockFormat();
        if (!format.boolProperty(KeepWithNextProperty) || breaksBefore(format)) {
            if (block.length() > 1) { // empty blocks separate frames; they do not end a run
                keepBlock = QTextBlock();
                keepFrame = nullptr;
            }
            continue;
        }
        const QRectF rect = layout->blockBoundingRect(block);
        const qreal top = rect.top() + format.topMargin();
        const int page = pageOf(top);
        if (top > page * pageHeight + 1 && (page + 1) * pageHeight - rect.bottom() < minimumSpace) {
            moveRunOr([&] { breakBefore(document, block); });
            return true;
        }
        if (!keepBlock.isValid() && !keepFrame) {
            keepBlock = block;
        }
    }
    return false;
}

void paginate(QTextDocument *document, qreal pageHeight, qreal minimumSpace)
{
    for (int fixes = 0; fixes < 500 && fixFirstPageBreak(document, pageHeight, minimumSpace);
         ++fixes) { }
}

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

// ---- Renderer ------------------------------------------------------------------------------

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

std::unique_ptr<QTextDocument> newDocument(QPagedPaintDevice *device, QSizeF bodySize)
{
    auto document = std::make_unique<QTextDocument>();
    document->documentLayout()->setPaintDevice(device);
    document->setPageSize(bodySize);
    document->setUseDesignMetrics(true);
    return document;
}

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
    geometry.band = HeaderBandPoints * geometry.unitsPerPoint;
    return geometry;
}

} // namespace

bool ReportRenderer::print(const ApplicationReport &report, QPagedPaintDevice *device)
{
    m_cancelled = false;
    m_error.clear();
    const PageGeometry geometry = geometryOf(device);
    std::vector<Part> parts;
    Part part;
    part.document = newDocument(device, geometry.body());
    DocumentWriter writer(part.document.get(), geometry.bodyWidthPoints());
    buildApplication(writer, report);
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
        cover.document = newDocument(device, geometry.body());
        DocumentWriter writer(cover.document.get(), geometry.bodyWidthPoints());
        buildCover(writer, round);
        cover.headerLeft = round.title;
        cover.headerRight = tr("ACP review round");
        parts.push_back(std::move(cover));
    }
    if (!step(tr("Laying out the cover page…"), 1, steps)) {
        return false;
    }
    for (int i = 0; i < round.applications.size(); ++i) {
        const ApplicationReport &report = round.applications.at(i);
        Part part;
        part.document = newDocument(device, geometry.body());
        DocumentWriter writer(part.document.get(), geometry.bodyWidthPoints());
        buildApplication(writer, report);
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
        paginate(part.document.get(), bodyHeight, 60 * geometry.unitsPerPoint);
        part.pages = std::max(1, part.document->pageCount());
        m_pageCount += part.pages;
    }

    QPainter painter;
    if (!painter.begin(device)) {
        m_error = tr("The report could not be painted on the output device.");
        return false;
    }
    const QDateTime generated = QDateTime::currentDateTimeUtc();
    const QFont bandFont = reportFont(HeaderPoints);
    const QPen rulePen(RuleColor, 0.5 * geometry.unitsPerPoint);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = paperPalette();
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
            painter.setPen(MutedColor);
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
            painter.setPen(MutedColor);
            painter.drawText(footer, Qt::AlignLeft | Qt::AlignBottom,
                             tr("Generated %1 with %2").arg(utcTime(generated), creator()));
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
