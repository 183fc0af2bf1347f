#include "core/text/GitHubMarkdown.h"

#include <QByteArray>
#include <QList>
#include <QRegularExpression>

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm.h>
#include <memory>

namespace acp::text {

namespace {

// CMARK_OPT_UNSAFE only keeps addresses as written: raw HTML is made text before rendering.
constexpr int Options = CMARK_OPT_HARDBREAKS | CMARK_OPT_UNSAFE;

struct ParserDeleter
{
    void operator()(cmark_parser *parser) const { cmark_parser_free(parser); }
};
struct NodeDeleter
{
    void operator()(cmark_node *node) const { cmark_node_free(node); }
};

cmark_node *textNode(const char *literal)
{
    cmark_node *text = cmark_node_new(CMARK_NODE_TEXT);
    cmark_node_set_literal(text, literal);
    return text;
}

// Raw HTML shows as what it is, the way a reader sees the source: an inline tag becomes text,
// an HTML block a paragraph of its lines.
void showRawHtmlAsText(cmark_node *document)
{
    QList<cmark_node *> raw;
    cmark_iter *iter = cmark_iter_new(document);
    cmark_event_type event;
    while ((event = cmark_iter_next(iter)) != CMARK_EVENT_DONE) {
        cmark_node *node = cmark_iter_get_node(iter);
        const cmark_node_type type = cmark_node_get_type(node);
        if (event == CMARK_EVENT_ENTER
            && (type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK)) {
            raw.append(node);
        }
    }
    cmark_iter_free(iter);

    for (cmark_node *node : std::as_const(raw)) {
        const QByteArray literal(cmark_node_get_literal(node));
        cmark_node *replacement = nullptr;
        if (cmark_node_get_type(node) == CMARK_NODE_HTML_INLINE) {
            replacement = textNode(literal.constData());
        } else {
            replacement = cmark_node_new(CMARK_NODE_PARAGRAPH);
            const QList<QByteArray> lines = literal.trimmed().split('\n');
            for (qsizetype i = 0; i < lines.size(); ++i) {
                if (i > 0) {
                    cmark_node_append_child(replacement, cmark_node_new(CMARK_NODE_LINEBREAK));
                }
                cmark_node_append_child(replacement, textNode(lines.at(i).constData()));
            }
        }
        cmark_node_replace(node, replacement);
        cmark_node_free(node);
    }
}

// What cmark writes that Qt's HTML reader does not understand, in the forms it does.
QString forQtRichText(QString html)
{
    html.replace(QLatin1String("<del>"), QLatin1String("<s>"));
    html.replace(QLatin1String("</del>"), QLatin1String("</s>"));
    static const QRegularExpression checked(
        QStringLiteral("<li>\\s*<input type=\"checkbox\" checked=\"\" disabled=\"\" />\\s?"));
    static const QRegularExpression unchecked(
        QStringLiteral("<li>\\s*<input type=\"checkbox\" disabled=\"\" />\\s?"));
    html.replace(checked, QStringLiteral("<li class=\"checked\">"));
    html.replace(unchecked, QStringLiteral("<li class=\"unchecked\">"));
    // Qt reads the line break between two tags as a space, which it keeps at the end of a list's
    // last item. Text is escaped, so ">\n<" is always between tags, never inside code.
    html.replace(QLatin1String(">\n<"), QLatin1String("><"));
    return html.trimmed();
}

} // namespace

QString withoutHtmlComments(const QString &markdown)
{
    static const QLatin1String open("<!--");
    static const QLatin1String close("-->");
    if (!markdown.contains(open)) {
        return markdown;
    }
    QString result;
    result.reserve(markdown.size());
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    QString fence; // the fence that opened the current code block, empty outside one
    bool inComment = false;
    for (qsizetype lineIndex = 0; lineIndex < lines.size(); ++lineIndex) {
        const QString &line = lines.at(lineIndex);
        if (lineIndex > 0) {
            result += QLatin1Char('\n');
        }
        const QString trimmed = line.trimmed();
        if (!inComment) {
            if (!fence.isEmpty()) {
                if (trimmed.size() >= fence.size()
                    && trimmed == QString(trimmed.size(), fence.at(0))) {
                    fence.clear();
                }
                result += line;
                continue;
            }
            if (trimmed.startsWith(QLatin1String("```"))
                || trimmed.startsWith(QLatin1String("~~~"))) {
                const QChar marker = trimmed.at(0);
                qsizetype length = 0;
                while (length < trimmed.size() && trimmed.at(length) == marker) {
                    ++length;
                }
                fence = QString(length, marker);
                result += line;
                continue;
            }
        }
        // Outside fenced code: drop comments, but leave inline code spans alone.
        qsizetype i = 0;
        while (i < line.size()) {
            if (inComment) {
                const qsizetype end = line.indexOf(close, i);
                if (end < 0) {
                    break;
                }
                inComment = false;
                i = end + close.size();
                continue;
            }
            if (line.at(i) == QLatin1Char('`')) {
                qsizetype run = 0;
                while (i + run < line.size() && line.at(i + run) == QLatin1Char('`')) {
                    ++run;
                }
                const QString ticks(run, QLatin1Char('`'));
                const qsizetype end = line.indexOf(ticks, i + run);
                const qsizetype stop = end < 0 ? i + run : end + run;
                result += QStringView(line).mid(i, stop - i);
                i = stop;
                continue;
            }
            if (QStringView(line).mid(i).startsWith(open)) {
                inComment = true;
                i += open.size();
                continue;
            }
            result += line.at(i);
            ++i;
        }
    }
    return result;
}

QString githubMarkdownToHtml(const QString &markdown)
{
    cmark_gfm_core_extensions_ensure_registered();
    const std::unique_ptr<cmark_parser, ParserDeleter> parser(cmark_parser_new(Options));
    for (const char *name : { "table", "strikethrough", "autolink", "tasklist", "tagfilter" }) {
        if (cmark_syntax_extension *extension = cmark_find_syntax_extension(name)) {
            cmark_parser_attach_syntax_extension(parser.get(), extension);
        }
    }
    const QByteArray utf8 = markdown.toUtf8();
    cmark_parser_feed(parser.get(), utf8.constData(), size_t(utf8.size()));
    const std::unique_ptr<cmark_node, NodeDeleter> document(cmark_parser_finish(parser.get()));
    showRawHtmlAsText(document.get());
    char *html = cmark_render_html(document.get(), Options,
                                   cmark_parser_get_syntax_extensions(parser.get()));
    const QString result = QString::fromUtf8(html);
    cmark_get_default_mem_allocator()->free(html);
    return forQtRichText(result);
}

} // namespace acp::text
