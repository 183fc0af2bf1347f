#include "core/review/MarkerBlock.h"

#include <QRegularExpression>
#include <QStringList>

#include <cctype>

namespace acp {

namespace {

// A fence opening or closing a fenced code block: up to three spaces, then three or more
// backticks or tildes (CommonMark).
struct MarkerFence
{
    QChar character;
    qsizetype length = 0;
};

std::optional<MarkerFence> fenceOf(const QString &line)
{
    static const QRegularExpression fence(QStringLiteral("^ {0,3}(`{3,}|~{3,})(.*)$"));
    const QRegularExpressionMatch match = fence.match(line);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    const QString run = match.captured(1);
    if (run.at(0) == QLatin1Char('`') && match.captured(2).contains(QLatin1Char('`'))) {
        return std::nullopt; // a backtick fence's info string holds no backtick
    }
    return MarkerFence { run.at(0), run.size() };
}

bool closesFence(const QString &line, const MarkerFence &open)
{
    const std::optional<MarkerFence> fence = fenceOf(line);
    if (!fence || fence->character != open.character || fence->length < open.length) {
        return false;
    }
    // A closing fence carries nothing after the run.
    const QString trimmed = line.trimmed();
    for (const QChar c : trimmed) {
        if (c != open.character) {
            return false;
        }
    }
    return true;
}

// The HTML blocks whose content is shown verbatim (CommonMark type 1) end only at their closing
// tag, across blank lines.
const QStringList &verbatimTags()
{
    static const QStringList tags = { QStringLiteral("pre"), QStringLiteral("textarea"),
                                      QStringLiteral("script"), QStringLiteral("style") };
    return tags;
}

// Whether an opening `tag` ("<pre", then a space, ">" or the end) starts at `at`.
bool opensTagAt(const QString &lower, const QString &tag, qsizetype at)
{
    if (at + 1 + tag.size() > lower.size() || lower.at(at) != QLatin1Char('<')
        || QStringView(lower).mid(at + 1, tag.size()) != tag) {
        return false;
    }
    const qsizetype after = at + 1 + tag.size();
    if (after == lower.size()) {
        return true;
    }
    const char16_t next = lower.at(after).unicode();
    // ASCII white space only, as the regular expression's \s this replaces matched.
    return next == u'>' || next == u' ' || next == u'\t' || next == u'\n' || next == u'\r'
        || next == u'\f' || next == u'\v';
}

// Where the last opening `tag` starts, or -1. (By hand: it runs for every line of every comment
// a review is read from, and a regular expression compiled per call cost more than the rest of
// the parse.)
qsizetype lastOpeningTag(const QString &lower, const QString &tag)
{
    for (qsizetype at = lower.lastIndexOf(QLatin1Char('<')); at >= 0;
         at = at > 0 ? lower.lastIndexOf(QLatin1Char('<'), at - 1) : -1) {
        if (opensTagAt(lower, tag, at)) {
            return at;
        }
    }
    return -1;
}

// Whether the text leaves something open that would take in whatever follows it: a fenced code
// block, an HTML comment or a verbatim HTML block.
bool leavesBlockOpen(const QStringList &lines)
{
    std::optional<MarkerFence> fence;
    QString outsideFences;
    for (const QString &line : lines) {
        if (fence) {
            if (closesFence(line, *fence)) {
                fence.reset();
            }
            continue;
        }
        if ((fence = fenceOf(line))) {
            continue;
        }
        outsideFences += line + QLatin1Char('\n');
    }
    if (fence) {
        return true;
    }
    for (qsizetype from = 0;;) {
        const qsizetype open = outsideFences.indexOf(QLatin1String("<!--"), from);
        if (open < 0) {
            break;
        }
        const qsizetype close = outsideFences.indexOf(QLatin1String("-->"), open + 4);
        if (close < 0) {
            return true;
        }
        from = close + 3;
    }
    const QString lower = outsideFences.toLower();
    for (const QString &tag : verbatimTags()) {
        const qsizetype open = lastOpeningTag(lower, tag);
        if (open >= 0 && lower.indexOf(QStringLiteral("</%1>").arg(tag), open) < 0) {
            return true;
        }
    }
    return false;
}

bool isBlankLine(const QString &line)
{
    return line.trimmed().isEmpty();
}

void blank(QString &text, qsizetype from, qsizetype to)
{
    for (qsizetype i = from; i < to && i < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('\n')) {
            text[i] = QLatin1Char(' ');
        }
    }
}

} // namespace

MarkerBlock MarkerBlock::parse(const QString &body)
{
    MarkerBlock block;
    block.m_text = body;

    QString normalized = body;
    normalized.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    normalized.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    const QStringList lines = normalized.split(QLatin1Char('\n'));

    qsizetype end = lines.size();
    while (end > 0 && isBlankLine(lines.at(end - 1))) {
        --end;
    }
    // One marker per line, at most three spaces in (four make it an indented code block).
    static const QRegularExpression markerLine(
        QStringLiteral("^ {0,3}<!--[ \\t]*acp-workbench:([A-Za-z][A-Za-z0-9-]*)"
                       "(?:=([^\\s<>]*))?[ \\t]*-->[ \\t]*$"));
    QList<Marker> found;
    qsizetype start = end;
    while (start > 0) {
        const QRegularExpressionMatch match = markerLine.match(lines.at(start - 1));
        if (!match.hasMatch()) {
            break;
        }
        found.prepend({ match.captured(1).toLower(), match.captured(2) });
        --start;
    }
    if (found.isEmpty()) {
        return block;
    }
    // The block follows a blank line (or is all there is), and nothing above it is left open
    // to swallow it.
    if (start > 0 && !isBlankLine(lines.at(start - 1))) {
        return block;
    }
    const QStringList above = lines.mid(0, start);
    if (leavesBlockOpen(above)) {
        return block;
    }
    block.m_markers = found;
    QString text = above.join(QLatin1Char('\n'));
    while (!text.isEmpty() && text.back().isSpace()) {
        text.chop(1);
    }
    block.m_text = text;
    return block;
}

bool MarkerBlock::has(const QString &name) const
{
    return value(name).has_value();
}

std::optional<QString> MarkerBlock::value(const QString &name) const
{
    for (const Marker &marker : m_markers) {
        if (marker.name == name) {
            return marker.value;
        }
    }
    return std::nullopt;
}

namespace markdown {

QString proseOnly(const QString &markdown, bool keepInlineCode)
{
    QString out = markdown;

    // Block level, line by line: fenced code, verbatim HTML blocks, indented code, quotes.
    std::optional<MarkerFence> fence;
    QString verbatimEnd; // the closing tag of the verbatim HTML block we are in
    bool previousBlank = true;
    bool previousIndentedCode = false;
    bool inQuote = false;
    static const QRegularExpression quote(QStringLiteral("^ {0,3}>"));
    static const QRegularExpression indented(QStringLiteral("^(?: {4}|\\t)"));
    qsizetype offset = 0;
    while (offset <= out.size()) {
        qsizetype newline = out.indexOf(QLatin1Char('\n'), offset);
        if (newline < 0) {
            newline = out.size();
        }
        const QString line = markdown.mid(offset, newline - offset);
        const QString lower = line.toLower();
        bool code = false;
        if (fence) {
            code = true;
            if (closesFence(line, *fence)) {
                fence.reset();
            }
        } else if (!verbatimEnd.isEmpty()) {
            code = true;
            if (lower.contains(verbatimEnd)) {
                verbatimEnd.clear();
            }
        } else if ((fence = fenceOf(line))) {
            code = true;
        } else if (!isBlankLine(line) && indented.match(line).hasMatch()
                   && (previousBlank || previousIndentedCode) && !inQuote) {
            code = true;
        } else {
            const QString trimmed = lower.trimmed();
            for (const QString &tag : verbatimTags()) {
                if (opensTagAt(trimmed, tag, 0)) {
                    code = true;
                    const QString closing = QStringLiteral("</%1>").arg(tag);
                    if (!lower.contains(closing)) {
                        verbatimEnd = closing;
                    }
                    break;
                }
            }
        }
        // A quote runs on through its lazy continuation lines, up to a blank line.
        if (!code) {
            if (quote.match(line).hasMatch()) {
                inQuote = true;
            } else if (isBlankLine(line)) {
                inQuote = false;
            }
        }
        if (code || inQuote) {
            blank(out, offset, newline);
        }
        previousIndentedCode = code && !fence && verbatimEnd.isEmpty()
            && indented.match(line).hasMatch() && !isBlankLine(line);
        previousBlank = isBlankLine(line);
        offset = newline + 1;
    }

    // Inline, left to right: HTML comments and code spans (whichever starts first wins, as in
    // CommonMark), and <code> elements.
    for (qsizetype i = 0; i < out.size();) {
        // A backslash escape: the ASCII punctuation after it is literal, so an escaped backtick
        // opens no code span (as the workbench's own table cells escape them) and an escaped <
        // no comment. Inside a span backslashes are literal: the closing run is found below.
        if (out.at(i) == QLatin1Char('\\') && i + 1 < out.size() && out.at(i + 1).unicode() < 128
            && std::ispunct(out.at(i + 1).unicode())) {
            i += 2;
            continue;
        }
        if (out.at(i) == QLatin1Char('<')) {
            if (QStringView(out).mid(i).startsWith(QLatin1String("<!--"))) {
                const qsizetype close = out.indexOf(QLatin1String("-->"), i + 4);
                const qsizetype end = close < 0 ? out.size() : close + 3;
                blank(out, i, end);
                i = end;
                continue;
            }
            if (QStringView(out).mid(i, 5).compare(QLatin1String("<code"), Qt::CaseInsensitive) == 0
                && i + 5 < out.size()
                && (out.at(i + 5) == QLatin1Char('>') || out.at(i + 5).isSpace())) {
                const qsizetype close =
                    out.indexOf(QLatin1String("</code>"), i, Qt::CaseInsensitive);
                const qsizetype end = close < 0 ? out.size() : close + 7;
                const QStringView inner = QStringView(out).mid(i, end - i);
                if (!keepInlineCode || inner.contains(QLatin1Char('\n'))
                    || inner.contains(QLatin1Char('|'))) {
                    blank(out, i, end);
                }
                i = end;
                continue;
            }
        }
        if (out.at(i) == QLatin1Char('`')) {
            qsizetype run = 0;
            while (i + run < out.size() && out.at(i + run) == QLatin1Char('`')) {
                ++run;
            }
            // The closing run: the same number of backticks, within the same paragraph.
            qsizetype close = -1;
            for (qsizetype j = i + run; j < out.size();) {
                if (out.at(j) != QLatin1Char('`')) {
                    ++j;
                    continue;
                }
                qsizetype other = 0;
                while (j + other < out.size() && out.at(j + other) == QLatin1Char('`')) {
                    ++other;
                }
                if (other == run) {
                    close = j;
                    break;
                }
                j += other;
            }
            if (close < 0) {
                i += run; // literal backticks
                continue;
            }
            const QStringView inner = QStringView(out).mid(i + run, close - i - run);
            static const QRegularExpression paragraphBreak(QStringLiteral("\\n[ \\t]*\\n"));
            if (paragraphBreak.match(inner.toString()).hasMatch()) {
                i += run; // a paragraph ends before the closing run: no span
                continue;
            }
            const qsizetype end = close + run;
            if (!keepInlineCode || inner.contains(QLatin1Char('\n'))
                || inner.contains(QLatin1Char('|'))) {
                blank(out, i, end);
            }
            i = end;
            continue;
        }
        ++i;
    }
    return out;
}

} // namespace markdown

} // namespace acp
