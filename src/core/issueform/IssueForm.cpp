#include "core/issueform/IssueForm.h"

#include <functional>
#include <optional>

namespace acp {

namespace {

// One pass over the body, line by line, with two states: inside a fenced code block (``` or
// ~~~, closed by a fence of the same character at least as long) and inside an HTML comment.
// Everything is done with QStringView slices of one normalised copy of the body, so the cost
// is linear in its length.

constexpr qsizetype MaxNameLength = 120;

QString normalizedLineEndings(const QString &body)
{
    if (!body.contains(u'\r'))
        return body;
    QString out;
    out.reserve(body.size());
    const QChar *data = body.constData();
    const qsizetype size = body.size();
    for (qsizetype i = 0; i < size; ++i) {
        if (data[i] == u'\r') {
            out.append(u'\n');
            if (i + 1 < size && data[i + 1] == u'\n')
                ++i;
        } else {
            out.append(data[i]);
        }
    }
    return out;
}

// Up to three spaces of indentation, as Markdown allows for headings and fences.
qsizetype indentOf(QStringView line)
{
    qsizetype i = 0;
    while (i < line.size() && i < 4 && line[i] == u' ')
        ++i;
    return i;
}

struct Fence
{
    QChar marker;
    qsizetype length = 0;
};

// A fence line: up to three spaces, then three or more ` or ~.
bool fenceOpening(QStringView line, Fence *fence)
{
    const qsizetype start = indentOf(line);
    if (start > 3 || start >= line.size())
        return false;
    const QChar marker = line[start];
    if (marker != u'`' && marker != u'~')
        return false;
    qsizetype end = start;
    while (end < line.size() && line[end] == marker)
        ++end;
    if (end - start < 3)
        return false;
    // A backtick fence's info string cannot contain a backtick (CommonMark); otherwise the line
    // is inline code, not a fence.
    if (marker == u'`' && line.sliced(end).contains(u'`'))
        return false;
    fence->marker = marker;
    fence->length = end - start;
    return true;
}

bool fenceClosing(QStringView line, const Fence &fence)
{
    const qsizetype start = indentOf(line);
    if (start > 3)
        return false;
    qsizetype end = start;
    while (end < line.size() && line[end] == fence.marker)
        ++end;
    if (end - start < fence.length)
        return false;
    return line.sliced(end).trimmed().isEmpty();
}

// The text of a `### Heading` line, or a null string when the line is not such a heading.
// Tolerates up to three spaces of indentation, trailing spaces and a closing run of #'s.
QString headingText(QStringView line)
{
    const qsizetype start = indentOf(line);
    if (start > 3 || !line.sliced(start).startsWith(u"###"))
        return {};
    qsizetype pos = start + 3;
    if (pos >= line.size() || (line[pos] != u' ' && line[pos] != u'\t'))
        return {}; // "####" or "###text"
    QStringView text = line.sliced(pos).trimmed();
    // An optional closing sequence: a run of #'s that is the whole text or follows a space.
    qsizetype hashes = text.size();
    while (hashes > 0 && text[hashes - 1] == u'#')
        --hashes;
    if (hashes == 0)
        text = {};
    else if (hashes < text.size() && (text[hashes - 1] == u' ' || text[hashes - 1] == u'\t'))
        text = text.first(hashes).trimmed();
    if (text.isEmpty())
        return {};
    return text.toString();
}

// "- [X] text", "- [x] text", "- [ ] text", also with "*" or "+" as the bullet.
bool checkboxOf(QStringView line, FormCheckbox *box)
{
    const QStringView text = line.trimmed();
    if (text.size() < 5)
        return false;
    if (text[0] != u'-' && text[0] != u'*' && text[0] != u'+')
        return false;
    if (text[1] != u' ' || text[2] != u'[' || text[4] != u']')
        return false;
    const QChar mark = text[3];
    if (mark != u'x' && mark != u'X' && mark != u' ')
        return false;
    if (text.size() > 5 && text[5] != u' ' && text[5] != u'\t')
        return false;
    box->checked = mark != u' ';
    box->text = text.sliced(5).trimmed().toString();
    return true;
}

bool isEmptyAnswer(QStringView answer)
{
    return answer == u"_No response_" || answer == u"None";
}

class Parser
{
public:
    explicit Parser(const QString &text)
        : m_text(text)
        , m_lastCommentEnd(text.lastIndexOf(u"-->"))
    { }

    // The whole form; with `keepGoing`, only up to the first section for which it returns false
    // (the sections up to there are those of the whole form).
    IssueForm run(const std::function<bool(const FormSection &)> &keepGoing = {})
    {
        IssueForm form;
        QString current; // the preamble, then each section's answer
        QList<FormCheckbox> boxes;
        bool inSection = false;
        FormSection section;
        bool stop = false;

        auto finish = [&] {
            const QString trimmed = current.trimmed();
            if (!inSection) {
                form.preamble = trimmed;
            } else {
                section.answer = isEmptyAnswer(trimmed) ? QString() : trimmed;
                section.checkboxes = std::move(boxes);
                form.sections.append(std::move(section));
                stop = keepGoing && !keepGoing(form.sections.constLast());
            }
            current.clear();
            boxes.clear();
            section = FormSection();
        };

        const QStringView all(m_text);
        qsizetype pos = 0;
        int lineNumber = 0;
        bool inFence = false;
        Fence fence;
        while (pos <= all.size()) {
            qsizetype end = all.indexOf(u'\n', pos);
            if (end < 0)
                end = all.size();
            const QStringView line = all.sliced(pos, end - pos);
            const qsizetype lineStart = pos;
            pos = end + 1;
            ++lineNumber;

            if (inFence) {
                current.append(line);
                current.append(u'\n');
                if (fenceClosing(line, fence))
                    inFence = false;
                continue;
            }

            const bool startsInComment = m_inComment;
            if (!startsInComment && fenceOpening(line, &fence)) {
                inFence = true;
                current.append(line);
                current.append(u'\n');
                continue;
            }

            QStringView visible;
            if (!stripComments(line, lineStart, &visible))
                continue; // the line was only (part of) a comment

            if (!startsInComment) {
                if (const QString heading = headingText(line); !heading.isNull()) {
                    // A comment on the heading line itself ("### Name <!-- id -->") is dropped.
                    const QString cleaned =
                        visible.data() == line.data() ? heading : headingText(visible);
                    finish();
                    if (stop)
                        return form;
                    inSection = true;
                    section.heading = cleaned.isNull() ? heading : cleaned;
                    section.line = lineNumber;
                    continue;
                }
            }

            if (inSection) {
                FormCheckbox box;
                if (checkboxOf(visible, &box))
                    boxes.append(std::move(box));
            }
            current.append(visible);
            current.append(u'\n');
        }
        finish();
        return form;
    }

private:
    // Points `visible` at the part of `line` outside HTML comments: `line` itself when it has
    // none (no copy: most lines), else a copy kept until the next call. False when nothing of a
    // non-blank line is outside a comment. A "<!--" that is never closed anywhere later in the
    // body is kept as text, so a stray one cannot swallow the rest of the form.
    bool stripComments(QStringView line, qsizetype lineStart, QStringView *visible)
    {
        if (!m_inComment && !line.contains(u"<!--")) {
            *visible = line;
            return true;
        }
        QString &out = m_outsideComments;
        out.clear();
        qsizetype i = 0;
        while (i <= line.size()) {
            if (m_inComment) {
                const qsizetype close = line.indexOf(u"-->", i);
                if (close < 0)
                    break;
                i = close + 3;
                m_inComment = false;
                continue;
            }
            const qsizetype open = line.indexOf(u"<!--", i);
            if (open < 0 || lineStart + open + 4 > m_lastCommentEnd) {
                out.append(line.sliced(i));
                break;
            }
            out.append(line.sliced(i, open - i));
            i = open + 4;
            m_inComment = true;
        }
        if (out.trimmed().isEmpty())
            return false;
        *visible = out;
        return true;
    }

    const QString &m_text;
    QString m_outsideComments; // stripComments()' copy of a line that had a comment
    const qsizetype m_lastCommentEnd;
    bool m_inComment = false;
};

// IssueForm::parse(), or with `keepGoing` only as far as Parser::run() says.
IssueForm parseBody(const QString &body,
                    const std::function<bool(const FormSection &)> &keepGoing = {})
{
    const QString text = normalizedLineEndings(body);
    return Parser(text).run(keepGoing);
}

// The first readable line of an answer: skips blank lines and code fences, drops a list bullet
// and surrounding emphasis, and caps the length.
QString readableFirstLine(const QString &answer)
{
    const QStringView all(answer);
    qsizetype pos = 0;
    while (pos <= all.size()) {
        qsizetype end = all.indexOf(u'\n', pos);
        if (end < 0)
            end = all.size();
        QStringView line = all.sliced(pos, end - pos).trimmed();
        pos = end + 1;
        Fence fence;
        if (line.isEmpty() || fenceOpening(line, &fence))
            continue;
        if (line.startsWith(u"- ") || line.startsWith(u"* ") || line.startsWith(u"+ "))
            line = line.sliced(2).trimmed();
        for (const QStringView mark : { QStringView(u"**"), QStringView(u"__"), QStringView(u"`"),
                                        QStringView(u"_"), QStringView(u"*") }) {
            if (line.size() > 2 * mark.size() && line.startsWith(mark) && line.endsWith(mark))
                line = line.sliced(mark.size(), line.size() - 2 * mark.size()).trimmed();
        }
        if (line.isEmpty())
            continue;
        if (line.size() <= MaxNameLength)
            return line.toString();
        qsizetype cut = MaxNameLength - 1;
        if (line[cut - 1].isHighSurrogate())
            --cut;
        return line.first(cut).trimmed().toString() + QChar(0x2026);
    }
    return {};
}

// "ACP application", "[New] Admission request", "ACP申请": a prefix made of words such as
// these is dropped from a title. Whole words (by their start) only, so that "Newton" or
// "Acme Platform" stay.
bool looksLikeApplicationPrefix(QStringView prefix)
{
    static const char16_t *const keywords[] = { u"acp",      u"application", u"apply",
                                                u"request",  u"proposal",    u"submission",
                                                u"admission" };
    if (prefix.size() > 40)
        return false;
    qsizetype i = 0;
    while (i < prefix.size()) {
        while (i < prefix.size() && !prefix[i].isLetterOrNumber())
            ++i;
        qsizetype end = i;
        while (end < prefix.size() && prefix[end].isLetterOrNumber())
            ++end;
        const QStringView word = prefix.sliced(i, end - i);
        for (const char16_t *keyword : keywords) {
            if (word.startsWith(QStringView(keyword), Qt::CaseInsensitive))
                return true;
        }
        i = end;
    }
    return false;
}

bool isSeparator(QChar c)
{
    return c.isSpace() || c == u':' || c == u'-' || c == u'|' || c == u'/' || c == QChar(0x2013)
        || c == QChar(0x2014) || c == QChar(0xFF1A);
}

QString titleWithoutPrefix(const QString &title)
{
    QStringView rest = QStringView(title).trimmed();
    for (int round = 0; round < 4 && !rest.isEmpty(); ++round) {
        const QStringView before = rest;
        if (rest.startsWith(u'[') || rest.startsWith(QChar(0x3010))) {
            const QChar close = rest[0] == u'[' ? QChar(u']') : QChar(0x3011);
            const qsizetype end = rest.indexOf(close);
            if (end > 0)
                rest = rest.sliced(end + 1);
        } else {
            qsizetype colon = rest.indexOf(u':');
            const qsizetype wide = rest.indexOf(QChar(0xFF1A));
            if (colon < 0 || (wide >= 0 && wide < colon))
                colon = wide;
            if (colon > 0 && looksLikeApplicationPrefix(rest.first(colon)))
                rest = rest.sliced(colon + 1);
        }
        while (!rest.isEmpty() && isSeparator(rest[0]))
            rest = rest.sliced(1);
        if (rest.size() == before.size())
            break;
    }
    return rest.trimmed().toString();
}

} // namespace

IssueForm IssueForm::parse(const QString &body)
{
    return parseBody(body);
}

QString IssueForm::headingKey(QStringView heading)
{
    QString key;
    key.reserve(heading.size());
    bool pendingSpace = false;
    bool afterWordCharacter = false;
    for (qsizetype i = 0; i < heading.size(); ++i) {
        char32_t code = heading[i].unicode();
        if (QChar::isHighSurrogate(code) && i + 1 < heading.size()
            && heading[i + 1].isLowSurrogate()) {
            code = QChar::surrogateToUcs4(heading[i], heading[i + 1]);
            ++i;
        }
        // Combining marks belong to the letter before them (Devanagari, Thai, decomposed
        // accents); variation selectors and enclosing marks only decorate emoji.
        bool keep = QChar::isLetterOrNumber(code);
        if (!keep && afterWordCharacter) {
            const bool variationSelector =
                (code >= 0xFE00 && code <= 0xFE0F) || (code >= 0xE0100 && code <= 0xE01EF);
            const QChar::Category category = QChar::category(code);
            keep = !variationSelector
                && (category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining);
        }
        if (keep) {
            if (pendingSpace && !key.isEmpty())
                key.append(u' ');
            pendingSpace = false;
            // Appended in place: this runs over whole bodies (RelatedApplications' word counts).
            if (QChar::requiresSurrogates(code)) {
                key.append(QChar(QChar::highSurrogate(code)));
                key.append(QChar(QChar::lowSurrogate(code)));
            } else {
                key.append(QChar(char16_t(code)));
            }
        } else {
            pendingSpace = true;
        }
        afterWordCharacter = keep;
    }
    return key.toCaseFolded();
}

QString IssueForm::answerFor(const QStringList &aliases) const
{
    QStringList keys;
    keys.reserve(aliases.size());
    for (const QString &alias : aliases)
        keys.append(headingKey(alias));
    for (const FormSection &section : sections) {
        if (section.answer.isEmpty())
            continue;
        if (keys.contains(headingKey(section.heading)))
            return section.answer;
    }
    return {};
}

QString platformNameOf(const QString &title, const QString &body)
{
    // In order of preference; their heading keys, worked out once.
    static const QStringList aliasKeys = [] {
        QStringList keys;
        for (const char16_t *alias :
             { u"Platform name", u"Name of the platform", u"Platform", u"Accelerator name",
               u"Backend name", u"Product name", u"Name of the accelerator", u"Accelerator" })
            keys.append(IssueForm::headingKey(QStringView(alias)));
        return keys;
    }();
    if (!QStringView(body).trimmed().isEmpty()) {
        // An alias stands for the first section under it with an answer, as in answerFor(); the
        // most preferred alias whose answer has a readable line names the platform. Parsing
        // stops once that is settled, which forms that ask for the name first settle at their
        // second heading: the sync names every issue here.
        QList<std::optional<QString>> names(aliasKeys.size()); // per alias, once decided
        const auto settled = [&names]() -> const QString * {
            for (const std::optional<QString> &name : std::as_const(names)) {
                if (!name)
                    return nullptr; // a later section may still decide it
                if (!name->isEmpty())
                    return &*name;
            }
            return nullptr;
        };
        parseBody(body, [&](const FormSection &section) {
            if (!section.answer.isEmpty()) {
                const qsizetype alias = aliasKeys.indexOf(IssueForm::headingKey(section.heading));
                if (alias >= 0 && !names[alias])
                    names[alias] = readableFirstLine(section.answer);
            }
            return !settled();
        });
        for (const std::optional<QString> &name : std::as_const(names)) {
            if (name && !name->isEmpty())
                return *name; // absent aliases skipped: the form has ended
        }
    }
    const QString stripped = readableFirstLine(titleWithoutPrefix(title));
    if (!stripped.isEmpty())
        return stripped;
    return readableFirstLine(title.trimmed());
}

} // namespace acp
