#include "core/text/MarkdownOutline.h"

namespace acp {

namespace {

// Leading spaces, up to four (four is an indented code block, not a heading).
int indentOf(QStringView line)
{
    int spaces = 0;
    while (spaces < line.size() && spaces < 4 && line.at(spaces) == QLatin1Char(' '))
        ++spaces;
    return spaces;
}

// "```" or "~~~" (three or more) opening or closing a fence: its character and length.
std::optional<std::pair<QChar, int>> fenceOf(QStringView line)
{
    const int indent = indentOf(line);
    if (indent > 3)
        return std::nullopt;
    const QStringView rest = line.mid(indent);
    if (rest.isEmpty() || (rest.front() != QLatin1Char('`') && rest.front() != QLatin1Char('~')))
        return std::nullopt;
    int count = 0;
    while (count < rest.size() && rest.at(count) == rest.front())
        ++count;
    if (count < 3)
        return std::nullopt;
    return std::make_pair(rest.front(), count);
}

std::optional<std::pair<int, QString>> atxHeading(QStringView line)
{
    const int indent = indentOf(line);
    if (indent > 3)
        return std::nullopt;
    const QStringView rest = line.mid(indent);
    int level = 0;
    while (level < rest.size() && level < 7 && rest.at(level) == QLatin1Char('#'))
        ++level;
    if (level == 0 || level > 6)
        return std::nullopt;
    if (level < rest.size() && rest.at(level) != QLatin1Char(' ')
        && rest.at(level) != QLatin1Char('\t'))
        return std::nullopt; // "#hashtag"
    QStringView text = rest.mid(level).trimmed();
    // A closing sequence of #s, preceded by a space (or alone), is not part of the text.
    qsizetype end = text.size();
    while (end > 0 && text.at(end - 1) == QLatin1Char('#'))
        --end;
    if (end == 0 || (end < text.size() && text.at(end - 1).isSpace()))
        text = text.first(end).trimmed();
    return std::make_pair(level, text.toString());
}

// "===" gives 1, "---" gives 2 (a setext underline); nullopt otherwise.
std::optional<int> setextLevel(QStringView line)
{
    if (indentOf(line) > 3)
        return std::nullopt;
    const QStringView rest = line.trimmed();
    if (rest.isEmpty() || (rest.front() != QLatin1Char('=') && rest.front() != QLatin1Char('-')))
        return std::nullopt;
    for (const QChar c : rest) {
        if (c != rest.front())
            return std::nullopt;
    }
    return rest.front() == QLatin1Char('=') ? 1 : 2;
}

// A line a setext underline can make a heading of: text, not a list item or a quote.
bool isParagraphLine(QStringView line)
{
    const QStringView text = line.trimmed();
    if (text.isEmpty() || indentOf(line) > 3 || text.front() == QLatin1Char('>'))
        return false;
    if (text.size() >= 2 && QStringLiteral("-*+").contains(text.front()) && text.at(1).isSpace())
        return false;
    qsizetype digits = 0;
    while (digits < text.size() && digits < 9 && text.at(digits).isDigit())
        ++digits;
    return !(digits > 0 && digits + 1 < text.size()
             && (text.at(digits) == QLatin1Char('.') || text.at(digits) == QLatin1Char(')'))
             && text.at(digits + 1).isSpace());
}

} // namespace

QList<MarkdownHeading> MarkdownOutline::headingsOf(QStringView markdown)
{
    QList<MarkdownHeading> headings;
    std::optional<std::pair<QChar, int>> fence;
    QStringView previous; // the paragraph line before, which a setext underline makes a heading
    int lineNumber = 0;
    qsizetype from = 0;
    while (from < markdown.size() && headings.size() < MaxHeadings) {
        qsizetype end = markdown.indexOf(QLatin1Char('\n'), from);
        if (end < 0)
            end = markdown.size();
        QStringView line = markdown.mid(from, end - from);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        ++lineNumber;
        from = end + 1;

        if (fence) {
            const std::optional<std::pair<QChar, int>> closing = fenceOf(line);
            if (closing && closing->first == fence->first && closing->second >= fence->second
                && line.trimmed().size() == closing->second)
                fence.reset();
            previous = {};
            continue;
        }
        if ((fence = fenceOf(line))) {
            previous = {};
            continue;
        }
        if (const std::optional<std::pair<int, QString>> atx = atxHeading(line)) {
            headings.append(MarkdownHeading { atx->first, atx->second, lineNumber, 0 });
            previous = {};
            continue;
        }
        if (const std::optional<int> level = setextLevel(line);
            level && !previous.trimmed().isEmpty()) {
            headings.append(
                MarkdownHeading { *level, previous.trimmed().toString(), lineNumber - 1, 0 });
            previous = {};
            continue;
        }
        previous = isParagraphLine(line) ? line : QStringView();
    }
    // Each section runs to the line before the next heading of its level or higher.
    for (qsizetype i = 0; i < headings.size(); ++i) {
        headings[i].lastLine = lineNumber;
        for (qsizetype j = i + 1; j < headings.size(); ++j) {
            if (headings.at(j).level <= headings.at(i).level) {
                headings[i].lastLine = headings.at(j).line - 1;
                break;
            }
        }
    }
    return headings;
}

std::optional<MarkdownHeading>
MarkdownOutline::bestMatching(const QList<MarkdownHeading> &headings,
                              const std::function<int(const QString &heading)> &rank)
{
    std::optional<MarkdownHeading> best;
    int bestRank = 0;
    for (const MarkdownHeading &heading : headings) {
        const int r = rank(heading.text);
        if (r > bestRank) {
            best = heading;
            bestRank = r;
        }
    }
    return best;
}

} // namespace acp
