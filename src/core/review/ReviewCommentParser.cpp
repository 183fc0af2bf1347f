#include "core/review/ReviewCommentParser.h"

#include "core/review/MarkerBlock.h"
#include "core/text/MarkdownLiteral.h"
#include "core/text/MarkdownTable.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <utility>

namespace acp {

namespace {

// A title longer than this is a sentence, not the name of a requirement.
constexpr qsizetype MaxTitleLength = 80;

struct Symbol
{
    QString text;
    ChecklistStatus status;
};

const QList<Symbol> &statusSymbols()
{
    using S = ChecklistStatus;
    static const QList<Symbol> symbols = {
        // Emoji (the variation selector that may follow is skipped).
        { QStringLiteral("✅"), S::Met },
        { QStringLiteral("✔"), S::Met },
        { QStringLiteral("☑"), S::Met },
        { QStringLiteral("✓"), S::Met },
        { QStringLiteral("🟢"), S::Met },
        { QStringLiteral("👍"), S::Met },
        { QStringLiteral("🔴"), S::Gap },
        { QStringLiteral("⛔"), S::Gap },
        { QStringLiteral("❌"), S::Gap },
        { QStringLiteral("✖"), S::Gap },
        { QStringLiteral("✗"), S::Gap },
        { QStringLiteral("🚫"), S::Gap },
        { QStringLiteral("⚠"), S::NeedsJudgment },
        { QStringLiteral("🟡"), S::NeedsJudgment },
        { QStringLiteral("🟠"), S::NeedsJudgment },
        { QStringLiteral("❓"), S::NeedsJudgment },
        { QStringLiteral("❔"), S::NeedsJudgment },
        { QStringLiteral("➖"), S::NotApplicable },
        // GitHub's shortcodes, as typed in the comment box.
        { QStringLiteral(":white_check_mark:"), S::Met },
        { QStringLiteral(":heavy_check_mark:"), S::Met },
        { QStringLiteral(":ballot_box_with_check:"), S::Met },
        { QStringLiteral(":green_circle:"), S::Met },
        { QStringLiteral(":red_circle:"), S::Gap },
        { QStringLiteral(":no_entry:"), S::Gap },
        { QStringLiteral(":x:"), S::Gap },
        { QStringLiteral(":warning:"), S::NeedsJudgment },
        { QStringLiteral(":yellow_circle:"), S::NeedsJudgment },
        { QStringLiteral(":question:"), S::NeedsJudgment },
        { QStringLiteral(":heavy_minus_sign:"), S::NotApplicable },
    };
    return symbols;
}

// Status words and phrases, longest first so that "not met" is not read as "met".
const QList<Symbol> &statusWords()
{
    using S = ChecklistStatus;
    static const QList<Symbol> words = [] {
        QList<Symbol> list = {
            { QStringLiteral("not applicable"), S::NotApplicable },
            { QStringLiteral("n/a"), S::NotApplicable },
            { QStringLiteral("na"), S::NotApplicable },
            { QStringLiteral("entfällt"), S::NotApplicable },
            { QStringLiteral("nicht zutreffend"), S::NotApplicable },
            { QStringLiteral("sans objet"), S::NotApplicable },
            { QStringLiteral("不适用"), S::NotApplicable },
            { QStringLiteral("該当なし"), S::NotApplicable },
            { QStringLiteral("not met"), S::Gap },
            { QStringLiteral("nicht erfüllt"), S::Gap },
            { QStringLiteral("non satisfait"), S::Gap },
            { QStringLiteral("missing"), S::Gap },
            { QStringLiteral("gap"), S::Gap },
            { QStringLiteral("no"), S::Gap },
            { QStringLiteral("fail"), S::Gap },
            { QStringLiteral("failed"), S::Gap },
            { QStringLiteral("blocking"), S::Gap },
            { QStringLiteral("blocker"), S::Gap },
            { QStringLiteral("absent"), S::Gap },
            { QStringLiteral("fehlt"), S::Gap },
            { QStringLiteral("nein"), S::Gap },
            { QStringLiteral("manquant"), S::Gap },
            { QStringLiteral("不满足"), S::Gap },
            { QStringLiteral("未满足"), S::Gap },
            { QStringLiteral("缺失"), S::Gap },
            { QStringLiteral("不足"), S::Gap },
            { QStringLiteral("未対応"), S::Gap },
            { QStringLiteral("needs judgment"), S::NeedsJudgment },
            { QStringLiteral("needs judgement"), S::NeedsJudgment },
            { QStringLiteral("needs discussion"), S::NeedsJudgment },
            { QStringLiteral("partially met"), S::NeedsJudgment },
            { QStringLiteral("partial"), S::NeedsJudgment },
            { QStringLiteral("partially"), S::NeedsJudgment },
            { QStringLiteral("unclear"), S::NeedsJudgment },
            { QStringLiteral("concern"), S::NeedsJudgment },
            { QStringLiteral("concerns"), S::NeedsJudgment },
            { QStringLiteral("tbd"), S::NeedsJudgment },
            { QStringLiteral("teilweise"), S::NeedsJudgment },
            { QStringLiteral("unklar"), S::NeedsJudgment },
            { QStringLiteral("partiel"), S::NeedsJudgment },
            { QStringLiteral("部分"), S::NeedsJudgment },
            { QStringLiteral("待定"), S::NeedsJudgment },
            { QStringLiteral("一部"), S::NeedsJudgment },
            { QStringLiteral("要確認"), S::NeedsJudgment },
            { QStringLiteral("met"), S::Met },
            { QStringLiteral("ok"), S::Met },
            { QStringLiteral("okay"), S::Met },
            { QStringLiteral("yes"), S::Met },
            { QStringLiteral("pass"), S::Met },
            { QStringLiteral("passed"), S::Met },
            { QStringLiteral("done"), S::Met },
            { QStringLiteral("satisfied"), S::Met },
            { QStringLiteral("fulfilled"), S::Met },
            { QStringLiteral("erfüllt"), S::Met },
            { QStringLiteral("satisfait"), S::Met },
            { QStringLiteral("满足"), S::Met },
            { QStringLiteral("符合"), S::Met },
            { QStringLiteral("満たす"), S::Met },
            { QStringLiteral("満たしている"), S::Met },
            { QStringLiteral("充足"), S::Met },
        };
        std::stable_sort(list.begin(), list.end(), [](const Symbol &a, const Symbol &b) {
            return a.text.size() > b.text.size();
        });
        return list;
    }();
    return words;
}

bool isWordCharacter(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

// Markdown emphasis, links, escapes and entities resolved; white space simplified.
QString plain(const QString &markdown)
{
    static const QRegularExpression link(QStringLiteral("\\[([^\\]]*)\\]\\([^)]*\\)"));
    QString text = markdown;
    text.replace(link, QStringLiteral("\\1"));
    return text::plainFromMarkdownInline(text).simplified();
}

// "3. **Working CI** —" -> "Working CI".
QString cleanTitle(const QString &markdown)
{
    QString title = plain(markdown);
    static const QRegularExpression listMarker(QStringLiteral("^(?:[-*+]|\\(?\\d{1,2}[.)])\\s+"));
    static const QRegularExpression trailing(QStringLiteral("[\\s:;,.–—-]+$"));
    static const QRegularExpression leading(QStringLiteral("^[\\s:;,.–—-]+"));
    title.remove(listMarker);
    title.remove(trailing);
    title.remove(leading);
    return title.trimmed();
}

// A note after a status: leading separators and a status word ("Met —") dropped.
QString cleanNote(QString note)
{
    static const QRegularExpression leading(QStringLiteral("^[\\s:;,.–—-]+"));
    note.remove(leading);
    const QString lower = note.toLower();
    for (const Symbol &word : statusWords()) {
        if (lower.startsWith(word.text)
            && (note.size() == word.text.size() || !isWordCharacter(note.at(word.text.size())))) {
            static const QRegularExpression separatorNext(QStringLiteral("^\\s*[:;,.–—-]"));
            const QString rest = note.mid(word.text.size());
            if (rest.trimmed().isEmpty() || separatorNext.match(rest).hasMatch()) {
                note = rest;
                note.remove(leading);
            }
            break;
        }
    }
    return note.trimmed();
}

// What a status cell says besides its status: "⚠️ needs judgment: nightly only" -> "nightly
// only".
QString statusNote(const QString &cell)
{
    QString text = cell;
    if (const auto emoji = ReviewCommentParser::statusEmojiIn(text)) {
        text.remove(emoji->position, emoji->length);
    }
    return cleanNote(plain(text));
}

// "**Security policy**: note", "Security policy — note", "Security policy": a title and the rest.
struct TitledText
{
    QString title;
    QString rest;
    bool bold = false;
};

TitledText splitTitle(const QString &text)
{
    static const QRegularExpression boldTitle(QStringLiteral("^\\*\\*(.+?)\\*\\*(.*)$"));
    static const QRegularExpression separator(QStringLiteral("\\s*(?::|\\s[–—-])\\s"));
    const QRegularExpressionMatch bold = boldTitle.match(text);
    if (bold.hasMatch()) {
        return { cleanTitle(bold.captured(1)), bold.captured(2), true };
    }
    const QRegularExpressionMatch split = separator.match(text + QLatin1Char(' '));
    const qsizetype cut = split.hasMatch() ? split.capturedStart() : text.size();
    return { cleanTitle(text.left(cut)), text.mid(cut), false };
}

int columnOf(const QStringList &headers, std::initializer_list<const char *> words,
             const QList<int> &taken)
{
    for (int column = 0; column < headers.size(); ++column) {
        if (taken.contains(column)) {
            continue;
        }
        const QString key = plain(headers.at(column)).toLower();
        for (const char *word : words) {
            if (key.contains(QString::fromUtf8(word))) {
                return column;
            }
        }
    }
    return -1;
}

// Collects items in the order written, each requirement once (a later line wins).
class Collector
{
public:
    void add(const QString &requirementId, ChecklistStatus status, const QString &note,
             const QString &title)
    {
        if (requirementId.isEmpty()) {
            m_result.unmatched.append({ title, status, note });
            return;
        }
        if (const auto it = m_index.constFind(requirementId); it != m_index.cend()) {
            m_result.items[*it] = { requirementId, status, note };
            return;
        }
        m_index.insert(requirementId, int(m_result.items.size()));
        m_result.items.append({ requirementId, status, note });
    }
    ParsedReviewComment &result() { return m_result; }

private:
    ParsedReviewComment m_result;
    QHash<QString, int> m_index;
};

} // namespace

bool ParsedReviewComment::isReview() const
{
    return fromWorkbench || items.size() >= MinimumItems;
}

ReviewCommentParser::ReviewCommentParser(const RequirementSet &requirements)
    : m_requirements(requirements)
    , m_mapper(requirements)
{ }

std::optional<ReviewCommentParser::EmojiAt> ReviewCommentParser::statusEmojiIn(QStringView text)
{
    std::optional<EmojiAt> first;
    for (const Symbol &symbol : statusSymbols()) {
        const qsizetype at = text.indexOf(symbol.text);
        if (at < 0 || (first && first->position <= at)) {
            continue;
        }
        qsizetype length = symbol.text.size();
        if (at + length < text.size() && text.at(at + length) == QChar(0xFE0F)) {
            ++length; // the emoji presentation selector
        }
        first = EmojiAt { symbol.status, at, length };
    }
    return first;
}

std::optional<ChecklistStatus> ReviewCommentParser::statusFromText(QStringView text)
{
    if (const std::optional<EmojiAt> emoji = statusEmojiIn(text)) {
        return emoji->status;
    }
    static const QRegularExpression leading(QStringLiteral("^[\\s*_`~:>(\\[-]+"));
    QString lower = plain(text.toString()).toLower();
    lower.remove(leading);
    for (const Symbol &word : statusWords()) {
        if (!lower.startsWith(word.text)) {
            continue;
        }
        const bool cjk = word.text.at(0).unicode() >= 0x3000;
        if (cjk || lower.size() == word.text.size()
            || !isWordCharacter(lower.at(word.text.size()))) {
            return word.status;
        }
    }
    return std::nullopt;
}

QString ReviewCommentParser::requirementForTitle(const QString &title, const QString &context) const
{
    if (!title.isEmpty() && title.size() <= MaxTitleLength) {
        const QString id = m_mapper.requirementForHeading(title);
        if (!id.isEmpty()) {
            return id;
        }
    }
    if (!context.isEmpty()) {
        return m_mapper.requirementForHeading(context.left(MaxTitleLength));
    }
    return {};
}

ParsedReviewComment ReviewCommentParser::parse(const QString &body) const
{
    const MarkerBlock block = MarkerBlock::parse(body);
    QString prose = markdown::proseOnly(block.text(), true);
    prose.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    prose.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    const QStringList lines = prose.split(QLatin1Char('\n'));

    Collector collector;
    QString headingRequirement; // of the nearest heading above, if it names one
    static const QRegularExpression heading(QStringLiteral("^\\s{0,3}#{1,6}\\s+(.*?)\\s*#*\\s*$"));
    static const QRegularExpression titleThenWord(
        QStringLiteral("^\\s*(?:[-*+]\\s+)?([^:|]{2,80}):\\s*(.+)$"));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty()) {
            continue;
        }
        // A table: header, separator, rows until a line without a pipe.
        if (trimmed.contains(QLatin1Char('|')) && i + 1 < lines.size()
            && markdowntable::isSeparatorRow(lines.at(i + 1))) {
            const QStringList headers = markdowntable::splitRow(line);
            QList<int> taken;
            const int status = columnOf(
                headers,
                { "status", "result", "verdict", "assessment", "ergebnis", "状态", "状態" }, taken);
            taken.append(status);
            const int note = columnOf(headers,
                                      { "note", "comment", "remark", "evidence", "finding",
                                        "bemerkung", "备注", "メモ", "コメント" },
                                      taken);
            taken.append(note);
            const int description =
                columnOf(headers, { "description", "beschreibung", "说明", "説明" }, taken);
            taken.append(description);
            int title = columnOf(headers,
                                 { "title", "requirement", "criteri", "item", "area", "topic",
                                   "anforderung", "kriterium", "要件", "要求", "项目" },
                                 taken);
            for (int column = 0; title < 0 && column < headers.size(); ++column) {
                title = taken.contains(column) ? -1 : column;
            }
            qsizetype row = i + 2;
            for (; row < lines.size() && lines.at(row).contains(QLatin1Char('|'))
                 && !lines.at(row).trimmed().isEmpty();
                 ++row) {
                const QStringList cells = markdowntable::splitRow(lines.at(row));
                std::optional<ChecklistStatus> rowStatus =
                    status >= 0 ? statusFromText(cells.value(status)) : std::nullopt;
                if (!rowStatus) {
                    if (const auto emoji = statusEmojiIn(cells.join(QLatin1Char(' ')))) {
                        rowStatus = emoji->status;
                    }
                }
                const QString rowTitle = cleanTitle(cells.value(title));
                if (!rowStatus || rowTitle.isEmpty()) {
                    continue;
                }
                // Without a note column, what follows the status word is the note
                // ("needs judgment: weekly manual runs only").
                QString rowNote = note >= 0 ? cells.value(note) : statusNote(cells.value(status));
                rowNote.replace(QLatin1String("\\|"), QLatin1String("|"));
                collector.add(requirementForTitle(rowTitle, plain(cells.value(description))),
                              *rowStatus, rowNote.trimmed(), rowTitle);
            }
            i = row - 1;
            continue;
        }

        QString text = trimmed;
        const QRegularExpressionMatch headingMatch = heading.match(line);
        if (headingMatch.hasMatch()) {
            text = headingMatch.captured(1);
        }
        const std::optional<EmojiAt> emoji = statusEmojiIn(text);
        if (!emoji) {
            if (headingMatch.hasMatch()) {
                headingRequirement = requirementForTitle(cleanTitle(text), {});
                continue;
            }
            // "Security policy: met, SECURITY.md is there" — a title it names, then a word.
            const QRegularExpressionMatch pair = titleThenWord.match(text);
            if (!pair.hasMatch()) {
                continue;
            }
            const std::optional<ChecklistStatus> word = statusFromText(pair.captured(2));
            const QString id =
                word ? requirementForTitle(cleanTitle(pair.captured(1)), {}) : QString();
            if (!id.isEmpty()) {
                collector.add(id, *word, cleanNote(pair.captured(2)), cleanTitle(pair.captured(1)));
            }
            continue;
        }
        const QString before = cleanTitle(text.left(emoji->position));
        const QString after = text.mid(emoji->position + emoji->length).trimmed();
        // The title before the emoji ("Security policy ✅ ..."), else one after it
        // ("✅ **Security policy**: ...", "✅ Security policy — ..."), else the heading's.
        QString id = requirementForTitle(before, {});
        QString title = before;
        QString noteText = after;
        if (id.isEmpty()) {
            const TitledText split = splitTitle(after);
            SectionMatch match = SectionMatch::None;
            const QString named = split.title.size() <= MaxTitleLength
                ? m_mapper.requirementForHeading(split.title, &match)
                : QString();
            // Under a heading that names a requirement, a line's words name another one only
            // plainly (an alias, or in bold): "🔴 two releases behind" stays the heading's.
            if (!named.isEmpty()
                && (headingRequirement.isEmpty() || match == SectionMatch::Alias || split.bold)) {
                id = named;
                title = split.title;
                noteText = split.rest;
            } else if (before.isEmpty() && !headingRequirement.isEmpty()) {
                id = headingRequirement;
                title.clear();
            } else if (before.isEmpty()) {
                title = split.title;
            }
        }
        collector.add(id, emoji->status, cleanNote(noteText),
                      title.isEmpty() ? plain(text) : title);
    }

    ParsedReviewComment result = std::move(collector.result());
    if (!block.has(QStringLiteral("review"))) {
        return result;
    }
    // The workbench's own review: its block says which status each requirement has; the notes
    // are the visible table's.
    ParsedReviewComment workbench;
    workbench.fromWorkbench = true;
    workbench.requirementsVersion =
        block.value(QStringLiteral("review-requirements")).value_or(QString());
    workbench.reviewedAt = QDateTime::fromString(
        block.value(QStringLiteral("review-at")).value_or(QString()), Qt::ISODate);
    for (const MarkerBlock::Marker &marker : block.markers()) {
        if (marker.name != QLatin1String("review-status")) {
            continue;
        }
        const qsizetype colon = marker.value.indexOf(QLatin1Char(':'));
        const QString id = marker.value.left(colon);
        const std::optional<ChecklistStatus> status = colon > 0
            ? checklistStatusFromId(QStringView(marker.value).mid(colon + 1))
            : std::nullopt;
        // Each requirement once, its first status standing (as MarkerBlock::value reads a
        // marker): a copy with a second one added does not count it twice.
        const bool listed =
            std::any_of(workbench.items.cbegin(), workbench.items.cend(),
                        [&id](const ReviewItem &item) { return item.requirementId == id; });
        if (!status || !m_requirements.requirement(id) || listed) {
            continue;
        }
        const auto written =
            std::find_if(result.items.cbegin(), result.items.cend(),
                         [&id](const ReviewItem &item) { return item.requirementId == id; });
        workbench.items.append(
            { id, *status, written != result.items.cend() ? written->note : QString() });
    }
    return workbench;
}

} // namespace acp
