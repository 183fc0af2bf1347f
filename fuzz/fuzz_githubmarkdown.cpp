// libFuzzer target: GitHub Markdown to Qt rich text (src/core/text/GitHubMarkdown) on arbitrary
// text. Whatever the input, raw HTML never becomes markup: every tag in the output is one that
// cmark-gfm writes for Markdown itself.

#include "FuzzSupport.h"
#include "core/text/GitHubMarkdown.h"

#include <QRegularExpression>
#include <QSet>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString markdown = acp::fuzz::text(data, size);
    const QString html = acp::text::githubMarkdownToHtml(markdown);

    static const QSet<QString> markdownTags = {
        QStringLiteral("p"),          QStringLiteral("br"),    QStringLiteral("em"),
        QStringLiteral("strong"),     QStringLiteral("s"),     QStringLiteral("code"),
        QStringLiteral("pre"),        QStringLiteral("a"),     QStringLiteral("img"),
        QStringLiteral("ul"),         QStringLiteral("ol"),    QStringLiteral("li"),
        QStringLiteral("h1"),         QStringLiteral("h2"),    QStringLiteral("h3"),
        QStringLiteral("h4"),         QStringLiteral("h5"),    QStringLiteral("h6"),
        QStringLiteral("blockquote"), QStringLiteral("hr"),    QStringLiteral("table"),
        QStringLiteral("thead"),      QStringLiteral("tbody"), QStringLiteral("tr"),
        QStringLiteral("th"),         QStringLiteral("td"),
    };
    static const QRegularExpression tag(QStringLiteral("<(/?)([A-Za-z][A-Za-z0-9]*)"));
    qsizetype tags = 0;
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const QString name = it.next().captured(2);
        ACP_FUZZ_CHECK(markdownTags.contains(name));
        ++tags;
    }
    // Every "<" starts one of those tags: text is escaped.
    ACP_FUZZ_CHECK(html.count(QLatin1Char('<')) == tags);
    return 0;
}
