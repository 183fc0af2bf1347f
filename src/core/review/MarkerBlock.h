#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace acp {

// The hidden workbench markers of a comment, read from the one place the workbench writes them
// (OutboxAction::commentToPost): the comment's text, a blank line, then one
// `<!-- acp-workbench:NAME -->` or `<!-- acp-workbench:NAME=VALUE -->` per line at the very end.
//
// Nothing else is a marker: not one in a code span, a fenced or indented code block, a quote, an
// HTML block or the middle of the text, and not a block that an unclosed fence or HTML comment
// above it would swallow. Anyone can paste marker text into a comment; only the trailing block
// is what the workbench itself wrote, and only a trusted author's block counts (AuthorTrust).
// Every reader of markers goes through parse().
class MarkerBlock
{
public:
    struct Marker
    {
        QString name; // "vote", "vote-closes", "action", ... (lower case)
        QString value; // empty when the marker has no "=VALUE"
        bool operator==(const Marker &other) const = default;
    };

    static MarkerBlock parse(const QString &body);

    bool isEmpty() const { return m_markers.isEmpty(); }
    const QList<Marker> &markers() const { return m_markers; }
    bool has(const QString &name) const;
    // The value of the first marker called `name`; nullopt when there is none.
    std::optional<QString> value(const QString &name) const;
    // The comment's text without the block (the whole body when there is no block).
    const QString &text() const { return m_text; }

private:
    QList<Marker> m_markers;
    QString m_text;
};

namespace markdown {

// The Markdown a reader sees as prose: HTML comments, fenced and indented code blocks, <pre>
// and <code> blocks, block quotes and code spans that span lines or hold a pipe are blanked
// (each character becomes a space; line breaks stay, so line numbers do not move). A roster
// table or a closing date inside any of those is code or a quotation, not the comment's own
// statement. `keepInlineCode` keeps one-line code spans without a pipe (a roster cell such as
// `@login`); without it every code span is blanked.
QString proseOnly(const QString &markdown, bool keepInlineCode = true);

} // namespace markdown

} // namespace acp
