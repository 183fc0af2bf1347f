#include "ui/widgets/MarkdownRendering.h"

#include "core/text/DisplayText.h"
#include "core/text/GitHubMarkdown.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/UiSupport.h"

#include <QCoreApplication>
#include <QImage>
#include <QLocale>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

namespace acp::markdown {

QColor borderColor(const QPalette &palette)
{
    return ui::mixColors(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.18);
}

QColor mutedTextColor(const QPalette &palette)
{
    return ui::mixColors(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.62);
}

QString elided(const QString &text, int maxLength)
{
    return text.size() <= maxLength ? text : text.left(maxLength - 1) + QChar(0x2026);
}

namespace {

QColor codeBackground(const QPalette &palette)
{
    return ui::mixColors(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.05);
}

bool isCodeBlock(const QTextBlockFormat &format)
{
    return format.hasProperty(QTextFormat::BlockCodeFence)
        || format.hasProperty(QTextFormat::BlockCodeLanguage);
}

// Images are never loaded: each becomes "[image: alt text]", linked to its address (through
// the same confirmation as any link) when that address could be opened at all.
void replaceImages(QTextDocument &document, const QPalette &palette)
{
    struct Image
    {
        int position;
        int length;
        QTextImageFormat format;
    };
    QList<Image> images;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.isValid() && fragment.charFormat().isImageFormat()) {
                images.append({ fragment.position(), fragment.length(),
                                fragment.charFormat().toImageFormat() });
            }
        }
    }
    for (auto it = images.crbegin(); it != images.crend(); ++it) {
        const QTextImageFormat &image = it->format;
        QString alt = image.property(QTextFormat::ImageAltText).toString().trimmed();
        if (alt.isEmpty()) {
            alt = image.property(QTextFormat::ImageTitle).toString().trimmed();
        }
        const QUrl source(image.name());
        QTextCharFormat placeholder;
        placeholder.setFontItalic(true);
        placeholder.setForeground(mutedTextColor(palette));
        const QString sourceText = elided(source.toString(QUrl::FullyEncoded));
        // An image inside a link keeps the link; a bare image links to itself.
        QUrl target = image.isAnchor() ? QUrl(image.anchorHref()) : source;
        if (MarkdownView::isOpenableLink(target)) {
            placeholder.setAnchor(true);
            placeholder.setAnchorHref(target.toString(QUrl::FullyEncoded));
            placeholder.setFontUnderline(true);
        }
        placeholder.setToolTip(
            QCoreApplication::translate("acp::MarkdownView", "Image not loaded: %1")
                .arg(sourceText));
        const QString text = alt.isEmpty()
            ? QCoreApplication::translate("acp::MarkdownView", "[image]")
            : QCoreApplication::translate("acp::MarkdownView", "[image: %1]").arg(alt);
        QTextCursor cursor(&document);
        // The image format itself may carry alt text as the fragment's text in some Qt
        // versions; replace the whole fragment.
        cursor.setPosition(it->position);
        cursor.setPosition(it->position + it->length, QTextCursor::KeepAnchor);
        cursor.insertText(text, placeholder);
    }
}

void styleTables(QTextFrame *frame, const QPalette &palette)
{
    const QList<QTextFrame *> children = frame->childFrames();
    for (QTextFrame *child : children) {
        if (auto *table = qobject_cast<QTextTable *>(child)) {
            QTextTableFormat format = table->format();
            format.setBorder(1);
            format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            format.setBorderBrush(borderColor(palette));
            format.setBorderCollapse(true);
            format.setCellSpacing(0);
            format.setCellPadding(5);
            format.setTopMargin(4);
            format.setBottomMargin(8);
            table->setFormat(format);
            if (table->rows() > 0) {
                for (int column = 0; column < table->columns(); ++column) {
                    QTextTableCell cell = table->cellAt(0, column);
                    QTextCharFormat cellFormat = cell.format();
                    cellFormat.setBackground(codeBackground(palette));
                    cell.setFormat(cellFormat);
                }
            }
        }
        styleTables(child, palette);
    }
}

void styleBlocks(QTextDocument &document, const QPalette &palette)
{
    const QColor background = codeBackground(palette);
    QTextCursor cursor(&document);
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() > 0) {
            // Air above headings so a form's sections read as sections.
            QTextBlockFormat format = block.blockFormat();
            format.setTopMargin(block == document.begin() ? 0 : 14);
            format.setBottomMargin(4);
            cursor.setPosition(block.position());
            cursor.setBlockFormat(format);
        }
        if (isCodeBlock(block.blockFormat())) {
            cursor.setPosition(block.position());
            QTextBlockFormat format = block.blockFormat();
            format.setBackground(background);
            format.setLeftMargin(format.leftMargin() + 4);
            cursor.setBlockFormat(format);
            continue;
        }
        // Inline code spans: a fixed-pitch run inside normal text.
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.isValid() && fragment.charFormat().fontFixedPitch()) {
                QTextCharFormat format;
                format.setBackground(background);
                cursor.setPosition(fragment.position());
                cursor.setPosition(fragment.position() + fragment.length(),
                                   QTextCursor::KeepAnchor);
                cursor.mergeCharFormat(format);
            }
        }
    }
}

// Qt's HTML reader marks code only by the "monospace" family (spans) and unbroken lines
// (<pre>); the styling here and the report's pass look for what its Markdown reader set: a
// fixed-pitch font and a code-fence block.
void markCode(QTextDocument &document)
{
    QTextCursor cursor(&document);
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().nonBreakableLines()) {
            QTextBlockFormat format = block.blockFormat();
            format.setProperty(QTextFormat::BlockCodeFence, QChar(u'`'));
            cursor.setPosition(block.position());
            cursor.setBlockFormat(format);
        }
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QStringList families = fragment.charFormat().fontFamilies().toStringList();
            if (fragment.isValid() && families.contains(QLatin1String("monospace"))) {
                QTextCharFormat fixed;
                fixed.setFontFixedPitch(true);
                cursor.setPosition(fragment.position());
                cursor.setPosition(fragment.position() + fragment.length(),
                                   QTextCursor::KeepAnchor);
                cursor.mergeCharFormat(fixed);
            }
        }
    }
}

// Qt's text layout takes time that grows with the square of a block's length (inline spans
// within one paragraph): 64 KiB of "*a* **b**" on one line takes most of a minute. Outside fenced
// code, a paragraph break is put in wherever a paragraph would grow past kMaxLineLength characters
// or kMaxParagraphLines lines (tables excepted), splitting long lines at a space. Ordinary text
// never reaches these limits and renders as before.
constexpr qsizetype kMaxLineLength = 2000;
constexpr int kMaxParagraphLines = 40;

QString breakPathologicalBlocks(const QString &markdown)
{
    if (markdown.size() <= kMaxLineLength)
        return markdown; // no block can be too long
    QString out;
    out.reserve(markdown.size() + markdown.size() / 100);
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    QString fence;
    int runLength = 0; // lines in the current paragraph
    qsizetype runCharacters = 0;
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (!fence.isEmpty()) {
            if (trimmed.size() >= fence.size() && trimmed == QString(trimmed.size(), fence.at(0)))
                fence.clear();
            out += line + QLatin1Char('\n');
            continue;
        }
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
            const QChar marker = trimmed.at(0);
            qsizetype length = 0;
            while (length < trimmed.size() && trimmed.at(length) == marker)
                ++length;
            fence = QString(length, marker);
            runLength = 0;
            runCharacters = 0;
            out += line + QLatin1Char('\n');
            continue;
        }
        if (trimmed.isEmpty()) {
            runLength = 0;
            runCharacters = 0;
            out += line + QLatin1Char('\n');
            continue;
        }
        if (trimmed.startsWith(QLatin1Char('|'))) { // table rows are blocks of their own
            runLength = 0;
            runCharacters = 0;
            out += line + QLatin1Char('\n');
            continue;
        }
        static const QRegularExpression listItem(QStringLiteral("^\\s*(?:[-*+]|\\d{1,9}[.)])\\s"));
        if (listItem.match(line).hasMatch()) { // a list item starts a block of its own
            runLength = 0;
            runCharacters = 0;
        }
        if (runLength > 0
            && (runLength >= kMaxParagraphLines || runCharacters + line.size() > kMaxLineLength)) {
            out += QLatin1Char('\n');
            runLength = 0;
            runCharacters = 0;
        }
        QStringView rest(line);
        while (rest.size() > kMaxLineLength) {
            qsizetype cut = rest.left(kMaxLineLength).lastIndexOf(QLatin1Char(' '));
            if (cut < kMaxLineLength / 2)
                cut = kMaxLineLength;
            if (rest.at(cut - 1).isHighSurrogate())
                --cut;
            out += rest.left(cut) + QLatin1String("\n\n");
            rest = rest.mid(cut);
        }
        ++runLength;
        runCharacters += rest.size();
        out += rest + QLatin1Char('\n');
    }
    out.chop(1); // the split added one line break too many
    return out;
}

// Images are never loaded, not even from a local file: laying out a document reads each image
// it holds (a file:// one from disk), so every address gets an empty stand-in before anything
// can lay the document out, and replaceImages() then turns every image into a placeholder.
void preventImageLoading(QTextDocument &document, const QString &html)
{
    static const QRegularExpression source(QStringLiteral("<img src=\"([^\"]*)\""));
    for (auto it = source.globalMatch(html); it.hasNext();) {
        const QString address =
            it.next().captured(1).replace(QLatin1String("&amp;"), QLatin1String("&"));
        document.addResource(QTextDocument::ImageResource, QUrl(address),
                             QImage(1, 1, QImage::Format_ARGB32));
    }
}

} // namespace

void renderInto(QTextDocument &document, const QString &markdown, const QPalette &palette)
{
    QString shown = markdown;
    const bool truncated = shown.size() > MarkdownView::maxRenderedCharacters();
    if (truncated) {
        qsizetype cut = MarkdownView::maxRenderedCharacters();
        if (shown.at(cut - 1).isHighSurrogate())
            --cut;
        shown.truncate(cut);
    }
    const QString html = text::githubMarkdownToHtml(
        breakPathologicalBlocks(text::withoutHtmlComments(text::displayMultiline(shown))));
    preventImageLoading(document, html);
    document.setHtml(html);
    markCode(document);
    replaceImages(document, palette);
    styleBlocks(document, palette);
    styleTables(document.rootFrame(), palette);
    if (truncated) {
        QTextCursor cursor(&document);
        cursor.movePosition(QTextCursor::End);
        QTextBlockFormat block;
        block.setTopMargin(12);
        QTextCharFormat notice;
        notice.setFontItalic(true);
        notice.setForeground(mutedTextColor(palette));
        cursor.insertBlock(block, notice);
        const QLocale locale;
        cursor.insertText(
            QCoreApplication::translate("acp::MarkdownView",
                                        "This text is %1 characters long; only the first %2 are "
                                        "shown here. The full text is on GitHub.")
                .arg(locale.toString(markdown.size()), locale.toString(shown.size())),
            notice);
    }
}

} // namespace acp::markdown
