#include "ui/widgets/MarkdownView.h"

#include "core/text/DisplayText.h"
#include "ui/widgets/LinkOpener.h"
#include "ui/widgets/MarkdownRendering.h"
#include "ui/widgets/UiSupport.h"

#include <QEvent>
#include <QScrollBar>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextFrame>
#include <QTimer>

#include <limits>

namespace acp {

namespace {

// A thread's comments are rendered at once up to more than a tall screen shows (the body
// always is), and the rest in steps of a few milliseconds each: a thread of a hundred comments
// took as long to render as the rest of switching to it.
constexpr qsizetype kFirstCharacters = 6000;
constexpr int kFirstPosts = 8;
constexpr qsizetype kStepCharacters = 8000;
constexpr int kStepPosts = 6;

} // namespace

MarkdownView::MarkdownView(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setReadOnly(true);
    setUndoRedoEnabled(false);
    setTextInteractionFlags(Qt::TextBrowserInteraction);
    document()->setDocumentMargin(16);
    m_continuation = new QTimer(this);
    m_continuation->setSingleShot(true);
    m_continuation->setInterval(0);
    connect(m_continuation, &QTimer::timeout, this, &MarkdownView::continueRendering);
    setAccessibleName(tr("Application text"));
    connect(this, &QTextBrowser::anchorClicked, this,
            [this](const QUrl &url) { activateLink(url); });
    connect(this, &QTextBrowser::highlighted, this, [this](const QUrl &url) {
        emit statusMessage(
            url.isEmpty() ? QString() : markdown::elided(url.toString(QUrl::FullyEncoded), 200), 0);
    });
}

void MarkdownView::setMarkdownText(const QString &markdown)
{
    m_content = Content::Document;
    m_markdown = markdown;
    m_posts.clear();
    rerender();
}

void MarkdownView::setThread(const QString &body, const QList<ThreadPost> &comments)
{
    m_content = Content::Thread;
    m_markdown = body;
    m_posts = comments;
    rerender();
}

void MarkdownView::setPlaceholderMessage(const QString &message)
{
    m_content = Content::Placeholder;
    m_markdown = message;
    m_posts.clear();
    rerender();
}

void MarkdownView::renderInto(QTextDocument &document, const QString &markdown,
                              const QPalette &palette)
{
    ::acp::markdown::renderInto(document, markdown, palette);
}

bool MarkdownView::isAllowedResource(const QUrl &url)
{
    return url.scheme().compare(QLatin1String("qrc"), Qt::CaseInsensitive) == 0;
}

bool MarkdownView::isOpenableLink(const QUrl &url)
{
    return LinkOpener::isOpenable(url);
}

void MarkdownView::setLinkConfirmation(LinkConfirmation confirmation)
{
    m_confirmation = std::move(confirmation);
}

bool MarkdownView::activateLink(const QUrl &url)
{
    const LinkOpener::Result result = LinkOpener::open(this, url, m_confirmation);
    switch (result.outcome) {
    case LinkOpener::Outcome::Refused:
        emit linkRefused(url, result.message);
        emit statusMessage(result.message, 10000);
        break;
    case LinkOpener::Outcome::Declined:
        emit statusMessage(result.message, 3000);
        break;
    case LinkOpener::Outcome::Failed:
        emit statusMessage(result.message, 10000);
        break;
    case LinkOpener::Outcome::Opened:
        emit linkOpened(url);
        emit statusMessage(result.message, 3000);
        break;
    }
    return result.opened();
}

QVariant MarkdownView::loadResource(int type, const QUrl &name)
{
    if (isAllowedResource(name)) {
        return QTextBrowser::loadResource(type, name);
    }
    ++m_refusedResources;
    return {};
}

void MarkdownView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        rerender();
    }
}

void MarkdownView::appendMarkdown(QTextCursor &cursor, const QString &markdown)
{
    QTextDocument scratch;
    scratch.setDefaultFont(document()->defaultFont());
    renderInto(scratch, markdown, palette());
    cursor.insertFragment(QTextDocumentFragment(&scratch));
}

void MarkdownView::rerender()
{
    // A thread or a document keeps its scroll bar: when it came and went with the lengths of
    // the texts (cleared, then laid out step by step), the viewport's width changed and the
    // whole text was laid out again, a sixth of switching to another application.
    const bool reading = m_content == Content::Thread || m_content == Content::Document;
    setVerticalScrollBarPolicy(reading ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAsNeeded);
    m_continuation->stop();
    m_renderedPosts = 0;
    QTextDocument *doc = document();
    const QPalette pal = palette();
    // One edit, clearing included (as QTextDocument::setHtml does): the document is then new as
    // a whole, so the view lays out only its first screens at the end of the edit and the rest
    // in steps from the event loop, not the whole thread after each of its hundred or so
    // inserts, nor all of it before the first paint.
    QTextCursor edit(doc);
    edit.beginEditBlock();
    doc->clear();
    QTextCursor cursor(doc);
    m_leadingBlocks = 0;

    switch (m_content) {
    case Content::Empty:
        break;
    case Content::Placeholder: {
        QTextBlockFormat block;
        block.setAlignment(Qt::AlignCenter);
        block.setTopMargin(48);
        QTextCharFormat format;
        format.setForeground(markdown::mutedTextColor(pal));
        cursor.setBlockFormat(block);
        cursor.insertText(m_markdown, format);
        break;
    }
    case Content::Document:
        appendMarkdown(cursor, m_markdown);
        m_leadingBlocks = doc->blockCount();
        break;
    case Content::Thread: {
        if (m_markdown.trimmed().isEmpty()) {
            QTextCharFormat format;
            format.setFontItalic(true);
            format.setForeground(markdown::mutedTextColor(pal));
            cursor.insertText(tr("No description provided."), format);
        } else {
            appendMarkdown(cursor, m_markdown);
        }
        m_leadingBlocks = doc->blockCount();
        if (m_posts.isEmpty()) {
            break;
        }
        cursor.movePosition(QTextCursor::End);
        QTextBlockFormat headingBlock;
        headingBlock.setTopMargin(18);
        headingBlock.setBottomMargin(4);
        QTextCharFormat headingFormat;
        headingFormat.setFontWeight(QFont::Bold);
        headingFormat.setFontPointSize(
            doc->defaultFont().pointSizeF() > 0 ? doc->defaultFont().pointSizeF() * 1.15 : 11);
        cursor.insertBlock(headingBlock, headingFormat);
        cursor.insertText(
            ui::numerus(tr("%n comment(s)", nullptr, int(m_posts.size())), int(m_posts.size())),
            headingFormat);

        appendPosts(std::max<qsizetype>(kFirstCharacters - m_markdown.size(), 1), kFirstPosts);
        break;
    }
    }
    edit.endEditBlock();
    setTextCursor(QTextCursor(doc));
    verticalScrollBar()->setValue(0);
    if (isRenderingComplete()) {
        emit renderingFinished();
    } else {
        m_continuation->start();
    }
}

bool MarkdownView::isRenderingComplete() const
{
    return m_content != Content::Thread || m_renderedPosts == m_posts.size();
}

void MarkdownView::finishRendering()
{
    if (isRenderingComplete()) {
        return;
    }
    m_continuation->stop();
    QTextCursor edit(document());
    edit.beginEditBlock();
    appendPosts(std::numeric_limits<qsizetype>::max(), std::numeric_limits<int>::max());
    edit.endEditBlock();
    emit renderingFinished();
}

void MarkdownView::continueRendering()
{
    if (isRenderingComplete()) {
        return;
    }
    // One edit per step: the layout of what came before is finished first (Qt lays out up to
    // an edit), then the new comments.
    QTextCursor edit(document());
    edit.beginEditBlock();
    appendPosts(kStepCharacters, kStepPosts);
    edit.endEditBlock();
    if (isRenderingComplete()) {
        emit renderingFinished();
    } else {
        m_continuation->start();
    }
}

void MarkdownView::appendPosts(qsizetype characters, int posts)
{
    qsizetype renderedCharacters = 0;
    int renderedPosts = 0;
    while (m_renderedPosts < m_posts.size() && renderedCharacters < characters
           && renderedPosts < posts) {
        const ThreadPost &post = m_posts.at(m_renderedPosts++);
        appendPost(post);
        renderedCharacters += post.markdown.size();
        ++renderedPosts;
    }
}

void MarkdownView::appendPost(const ThreadPost &post)
{
    const QPalette pal = palette();
    QTextFrameFormat frameFormat;
    frameFormat.setBorder(1);
    frameFormat.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    frameFormat.setBorderBrush(markdown::borderColor(pal));
    frameFormat.setPadding(10);
    frameFormat.setTopMargin(8);
    QTextCharFormat authorFormat;
    authorFormat.setFontWeight(QFont::DemiBold);
    QTextCharFormat dateFormat;
    dateFormat.setForeground(markdown::mutedTextColor(pal));

    QTextCursor cursor = document()->rootFrame()->lastCursorPosition();
    QTextFrame *frame = cursor.insertFrame(frameFormat);
    QTextCursor inner = frame->firstCursorPosition();
    QTextBlockFormat headerBlock;
    headerBlock.setBottomMargin(6);
    inner.setBlockFormat(headerBlock);
    inner.insertText(post.author.isEmpty() ? tr("ghost") : text::displayLine(post.author),
                     authorFormat);
    if (!post.standing.isEmpty()) {
        inner.insertText(QStringLiteral(" · ") + post.standing, dateFormat);
    }
    QTextCharFormat dated = dateFormat;
    dated.setToolTip(ui::fullDateTime(post.createdAt));
    inner.insertText(
        QStringLiteral("  ") + tr("commented %1").arg(ui::relativeTime(post.createdAt)), dated);
    inner.insertBlock(QTextBlockFormat(), QTextCharFormat());
    if (post.markdown.trimmed().isEmpty()) {
        QTextCharFormat empty = dateFormat;
        empty.setFontItalic(true);
        inner.insertText(tr("No text."), empty);
    } else {
        appendMarkdown(inner, post.markdown);
    }
}

} // namespace acp
