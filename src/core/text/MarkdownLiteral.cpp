#include "core/text/MarkdownLiteral.h"

#include "core/text/DisplayText.h"

#include <QRegularExpression>

namespace acp::text {

namespace {

bool isAsciiAlnum(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'0' && u <= u'9') || (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z');
}

// What GitHub reads as part of a mention (@user, @org/team) or a reference (#12), and a little
// more: the span ends where such a name cannot go on.
bool isMentionCharacter(QChar c)
{
    return isAsciiAlnum(c) || c == QLatin1Char('-') || c == QLatin1Char('_')
        || c == QLatin1Char('.') || c == QLatin1Char('/');
}

bool isAsciiPunctuation(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x21 && u <= 0x2F) || (u >= 0x3A && u <= 0x40) || (u >= 0x5B && u <= 0x60)
        || (u >= 0x7B && u <= 0x7E);
}

} // namespace

QString markdownLiteral(const QString &text)
{
    const QString line = displayLine(text).simplified();
    QString out;
    out.reserve(line.size() + line.size() / 4 + 8);
    const qsizetype n = line.size();
    qsizetype spanEnd = -1; // where the last code span written ends
    for (qsizetype i = 0; i < n;) {
        const QChar c = line.at(i);
        const QChar next = i + 1 < n ? line.at(i + 1) : QChar();
        // A mention or an issue reference: in a code span, where GitHub looks for neither.
        if (c == QLatin1Char('@') || (c == QLatin1Char('#') && next.isDigit())) {
            qsizetype end = i + 1;
            while (end < n && isMentionCharacter(line.at(end))) {
                ++end;
            }
            // One right after another ("@a@b") joins the span before: two spans side by side
            // would make a run of two backticks, which closes neither.
            if (spanEnd == out.size()) {
                out.chop(1);
            } else {
                out += QLatin1Char('`');
            }
            out += QStringView(line).mid(i, end - i) + QLatin1Char('`');
            spanEnd = out.size();
            i = end;
            continue;
        }
        switch (c.unicode()) {
        case u'\\':
        case u'`':
        case u'*':
        case u'_':
        case u'~':
        case u'[':
        case u']':
        case u'|':
        case u'$':
        case u'&':
        case u'#': // a heading at the start of a line, a closing sequence at its end
            out += QLatin1Char('\\');
            out += c;
            break;
        case u'<':
            out += QLatin1String("&lt;");
            break;
        case u'>':
            out += QLatin1String("&gt;");
            break;
        case u':':
            // "scheme://" is an autolink in GitHub's Markdown, triggered by the ':'.
            if (QStringView(line).mid(i + 1, 2) == QLatin1String("//")) {
                out += QLatin1Char('\\');
            }
            out += c;
            break;
        case u'.':
            // So is "www.", triggered by the dot.
            if (i >= 3
                && QStringView(line).mid(i - 3, 3).compare(QLatin1String("www"),
                                                           Qt::CaseInsensitive)
                    == 0) {
                out += QLatin1Char('\\');
            }
            out += c;
            break;
        default:
            out += c;
            break;
        }
        ++i;
    }
    // At the start of a line the value could open a block: a list item (- + or "1." "1)"), a
    // setext underline or thematic break (- =). (# > * and ` are escaped above.)
    if (!out.isEmpty()) {
        const QChar first = out.at(0);
        if (first == QLatin1Char('-') || first == QLatin1Char('+') || first == QLatin1Char('=')) {
            out.prepend(QLatin1Char('\\'));
        } else if (first.isDigit()) {
            qsizetype digits = 0;
            while (digits < out.size() && out.at(digits).isDigit()) {
                ++digits;
            }
            if (digits < out.size()
                && (out.at(digits) == QLatin1Char('.') || out.at(digits) == QLatin1Char(')'))) {
                out.insert(digits, QLatin1Char('\\'));
            }
        }
    }
    return out;
}

bool isGitHubLogin(const QString &login)
{
    // Alphanumerics and hyphens, at most 39 characters, not starting with a hyphen; managed
    // users add an underscore and a short code; apps end in [bot].
    static const QRegularExpression pattern(
        QStringLiteral("^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:_[A-Za-z0-9]+)?(?:\\[bot\\])?$"));
    return pattern.match(login).hasMatch();
}

QString markdownLogin(const QString &login)
{
    if (login.trimmed().isEmpty()) {
        return {}; // a deleted account: nothing to mention
    }
    if (isGitHubLogin(login)) {
        QString value = login;
        value.replace(QLatin1String("[bot]"), QLatin1String("\\[bot\\]"));
        return value;
    }
    return QLatin1String("\\(") + markdownLiteral(login) + QLatin1String("\\)");
}

QString plainFromMarkdownInline(const QString &markdown)
{
    static const QRegularExpression entity(QStringLiteral(
        "\\G&(?:(lt|gt|amp|quot|apos|nbsp)|#([0-9]{1,7})|#[xX]([0-9A-Fa-f]{1,6}));"));
    QString out;
    out.reserve(markdown.size());
    const qsizetype n = markdown.size();
    for (qsizetype i = 0; i < n;) {
        const QChar c = markdown.at(i);
        if (c == QLatin1Char('\\') && i + 1 < n && isAsciiPunctuation(markdown.at(i + 1))) {
            out += markdown.at(i + 1);
            i += 2;
            continue;
        }
        if (c == QLatin1Char('&')) {
            const QRegularExpressionMatch match = entity.match(markdown, i);
            if (match.hasMatch()) {
                char32_t code = 0xFFFD;
                const QString name = match.captured(1);
                if (name == QLatin1String("lt")) {
                    code = u'<';
                } else if (name == QLatin1String("gt")) {
                    code = u'>';
                } else if (name == QLatin1String("amp")) {
                    code = u'&';
                } else if (name == QLatin1String("quot")) {
                    code = u'"';
                } else if (name == QLatin1String("apos")) {
                    code = u'\'';
                } else if (name == QLatin1String("nbsp")) {
                    code = 0xA0;
                } else {
                    bool ok = false;
                    const uint value = match.hasCaptured(2) ? match.captured(2).toUInt(&ok)
                                                            : match.captured(3).toUInt(&ok, 16);
                    if (ok && value > 0 && value <= 0x10FFFF
                        && (value < 0xD800 || value > 0xDFFF)) {
                        code = value;
                    }
                }
                if (QChar::requiresSurrogates(code)) {
                    out += QChar(QChar::highSurrogate(code));
                    out += QChar(QChar::lowSurrogate(code));
                } else {
                    out += QChar(char16_t(code));
                }
                i = match.capturedEnd(0);
                continue;
            }
        }
        if (c == QLatin1Char('`')) {
            // A code span: its text is literal. An unmatched run of backticks is dropped.
            qsizetype run = i;
            while (run < n && markdown.at(run) == QLatin1Char('`')) {
                ++run;
            }
            const QString fence(run - i, QLatin1Char('`'));
            qsizetype close = markdown.indexOf(fence, run);
            while (close >= 0 && close + fence.size() < n
                   && markdown.at(close + fence.size()) == QLatin1Char('`')) {
                close = markdown.indexOf(fence, close + fence.size() + 1);
            }
            if (close < 0) {
                i = run;
                continue;
            }
            QString code = markdown.mid(run, close - run);
            if (code.size() >= 2 && code.startsWith(QLatin1Char(' '))
                && code.endsWith(QLatin1Char(' ')) && !code.trimmed().isEmpty()) {
                code = code.mid(1, code.size() - 2);
            }
            out += code;
            i = close + fence.size();
            continue;
        }
        if (c == QLatin1Char('*')) {
            ++i; // emphasis
            continue;
        }
        if (c == QLatin1Char('_') && i + 1 < n && markdown.at(i + 1) == QLatin1Char('_')) {
            i += 2; // strong emphasis
            continue;
        }
        out += c;
        ++i;
    }
    return out;
}

} // namespace acp::text
