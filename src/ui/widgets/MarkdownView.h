#pragma once

#include <QDateTime>
#include <QList>
#include <QTextBrowser>
#include <QUrl>

#include <functional>

class QTextCursor;
class QTimer;
class QTextDocument;

namespace acp {

// One post of a discussion thread: a comment's author, date and Markdown body, and where the
// author stands (authorStandingDisplayName(): "Working group" only for a trusted author).
struct ThreadPost
{
    QString author;
    QDateTime createdAt;
    QString markdown;
    QString standing; // empty: not shown
};

// A read-only view of GitHub-flavoured Markdown written by strangers.
//
// - Markdown is rendered as GitHub renders comments, by GitHub's own library
//   (text::githubMarkdownToHtml: cmark-gfm with tables, task lists, strikethrough, autolinks;
//   a newline is a line break), and raw HTML shows as text, never as markup.
// - Nothing is fetched: images become a placeholder with their alt text (the address is kept
//   as a link the reader may choose to open), and loadResource() answers only qrc: resources.
// - Links are never followed inside the view. Activating one offers http(s) and mailto links
//   to the system browser or mail client after showing the full address for confirmation;
//   anything else (javascript:, file:, data:, relative links) is refused with a status message.
class MarkdownView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit MarkdownView(QWidget *parent = nullptr);

    // Shows one Markdown document.
    void setMarkdownText(const QString &markdown);
    // Shows `body` followed by the comment thread. The body and the first comments, more than a
    // screen holds, are rendered at once; the rest follow in steps from the event loop, between
    // which input is handled (renderingFinished() when the last is in).
    void setThread(const QString &body, const QList<ThreadPost> &comments);
    // False while comments of the thread wait to be rendered.
    bool isRenderingComplete() const;
    // Renders what waits now, for a caller that needs the whole text (a scroll position to
    // restore, a search).
    void finishRendering();
    // Shows a short, centred, greyed out message (e.g. nothing selected).
    void setPlaceholderMessage(const QString &message);

    // Parses `markdown` into a detached document, made safe and styled as the view shows it.
    // Control and bidi-override characters are neutralised (text::displayMultiline), and text
    // beyond maxRenderedCharacters() is left out with a notice saying so.
    static void renderInto(QTextDocument &document, const QString &markdown,
                           const QPalette &palette);
    // The most characters of one body or comment that are rendered: GitHub's own limit for
    // issue bodies and comments (65,536), so only text that did not come from GitHub intact is
    // cut, with a notice.
    static constexpr qsizetype maxRenderedCharacters() { return 65536; }

    static bool isAllowedResource(const QUrl &url); // qrc: only
    static bool isOpenableLink(const QUrl &url); // http, https, mailto

    // Asks the user before a link leaves the application. The default shows a question box
    // with the full address; tests replace it.
    using LinkConfirmation = std::function<bool(QWidget *parent, const QUrl &url)>;
    void setLinkConfirmation(LinkConfirmation confirmation);

    // What clicking a link does: refuse, or confirm and hand it to QDesktopServices.
    // Returns true when the link was handed on.
    bool activateLink(const QUrl &url);

    // How many blocks of the document the body of a thread, or the one document, fills: the
    // thread's comments come after them. 0 for a placeholder.
    int leadingBlockCount() const { return m_leadingBlocks; }

    // How many resource requests loadResource() refused (remote or local files).
    int refusedResourceCount() const { return m_refusedResources; }

    // Answers qrc: resources only; everything else (http, https, file, data) is refused.
    QVariant loadResource(int type, const QUrl &name) override;

signals:
    void statusMessage(const QString &message, int timeoutMs);
    void linkRefused(const QUrl &url, const QString &reason);
    void linkOpened(const QUrl &url);
    // All that is shown is in the document: at once for a document, a placeholder or a short
    // thread; for a long thread, once its last comment is in.
    void renderingFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void appendMarkdown(QTextCursor &cursor, const QString &markdown);
    void rerender();
    // Appends comments after those rendered until about `characters` of text or `posts`
    // comments are in (at least one).
    void appendPosts(qsizetype characters, int posts);
    void appendPost(const ThreadPost &post);
    void continueRendering();

    LinkConfirmation m_confirmation;
    int m_refusedResources = 0;
    // What is shown, for re-rendering on palette changes.
    enum class Content { Empty, Document, Thread, Placeholder } m_content = Content::Empty;
    QString m_markdown;
    QList<ThreadPost> m_posts;
    qsizetype m_renderedPosts = 0;
    QTimer *m_continuation = nullptr;
    int m_leadingBlocks = 0;
};

} // namespace acp
