#include "core/text/DisplayText.h"

namespace acp::text {

namespace {

constexpr QChar kReplacement(0xFFFD);

bool isControl(char32_t c)
{
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F);
}

bool isLineBreak(char32_t c)
{
    return c == u'\n' || c == u'\r' || c == 0x2028 || c == 0x2029;
}

// The code point at `i` and how many UTF-16 units it takes; a lone surrogate stands for itself.
char32_t codePointAt(const QString &text, qsizetype i, int *units)
{
    const QChar c = text.at(i);
    if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
        *units = 2;
        return QChar::surrogateToUcs4(c, text.at(i + 1));
    }
    *units = 1;
    return c.unicode();
}

// The fast test for the common case: BMP text without anything special.
bool mayBeUnsafe(char16_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x180E
        || (c >= 0x200B && c <= 0x200F) || (c >= 0x2028 && c <= 0x202E)
        || (c >= 0x2060 && c <= 0x206F) || (c >= 0xD800 && c <= 0xDFFF) || c == 0xFEFF
        || (c >= 0xFFF9 && c <= 0xFFFB);
}

// Where the first character that may need neutralising starts (text.size() when none does).
qsizetype firstUnsafe(const QString &text)
{
    qsizetype i = 0;
    while (i < text.size()) {
        if (!mayBeUnsafe(text.at(i).unicode())) {
            ++i;
            continue;
        }
        int units = 1;
        if (!isUnsafeCodePoint(codePointAt(text, i, &units)) && units == 2) {
            i += 2; // an emoji or another character beyond the BMP, not a tag
            continue;
        }
        return i;
    }
    return i;
}

QString neutralise(const QString &text, bool multiline)
{
    const qsizetype first = firstUnsafe(text);
    if (first == text.size())
        return text; // the common case: nothing to do, no copy
    QString out;
    out.reserve(text.size());
    out.append(QStringView(text).left(first));
    for (qsizetype i = first; i < text.size();) {
        int units = 1;
        const char32_t c = codePointAt(text, i, &units);
        if (!isUnsafeCodePoint(c)) {
            out.append(QStringView(text).mid(i, units));
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n')) {
            // \r\n: the \n follows
        } else if (isLineBreak(c)) {
            out.append(multiline ? QLatin1Char('\n') : QLatin1Char(' '));
        } else if (c == u'\t') {
            out.append(multiline ? QLatin1Char('\t') : QLatin1Char(' '));
        } else {
            out.append(kReplacement);
        }
        i += units;
    }
    return out;
}

} // namespace

bool isBidiControl(char32_t c)
{
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x2066 && c <= 0x2069);
}

bool isInvisibleFormat(char32_t c)
{
    return (c >= 0x200B && c <= 0x200D) || (c >= 0x2060 && c <= 0x2064)
        || (c >= 0x206A && c <= 0x206F) || c == 0x180E || c == 0xFEFF
        || (c >= 0xFFF9 && c <= 0xFFFB) || (c >= 0xE0000 && c <= 0xE007F);
}

bool isUnsafeCodePoint(char32_t c)
{
    return isControl(c) || isBidiControl(c) || isInvisibleFormat(c) || c == 0x2028 || c == 0x2029
        || (c >= 0xD800 && c <= 0xDFFF);
}

QString quoted(const QString &text)
{
    return QChar(0x201C) + text + QChar(0x201D);
}

QString displayLine(const QString &text)
{
    return neutralise(text, false);
}

QString displayMultiline(const QString &text)
{
    return neutralise(text, true);
}

QString toolTipLine(const QString &text)
{
    if (text.isEmpty())
        return text;
    return QStringLiteral("<p style=\"white-space:pre-wrap\">") + displayLine(text).toHtmlEscaped()
        + QStringLiteral("</p>");
}

QString toolTipLines(const QString &text)
{
    if (text.isEmpty())
        return text;
    return QStringLiteral("<p style=\"white-space:pre-wrap\">")
        + displayMultiline(text).toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>"))
        + QStringLiteral("</p>");
}

QByteArray jsonForTerminal(const QByteArray &json)
{
    const QString text = QString::fromUtf8(json);
    if (firstUnsafe(text) == text.size())
        return json;
    QString out;
    out.reserve(text.size() + 16);
    for (qsizetype i = 0; i < text.size();) {
        int units = 1;
        const char32_t c = codePointAt(text, i, &units);
        // Structural white space (QJsonDocument's indentation) is \n and spaces only; a \n
        // inside a string is already written as "\n", so a raw \n is structure and stays.
        if (!isUnsafeCodePoint(c) || c == u'\n') {
            out.append(QStringView(text).mid(i, units));
        } else {
            for (int u = 0; u < units; ++u) {
                out.append(QStringLiteral("\\u%1").arg(int(text.at(i + u).unicode()), 4, 16,
                                                       QLatin1Char('0')));
            }
        }
        i += units;
    }
    return out.toUtf8();
}

bool hasUnsafeCharacters(const QString &text)
{
    for (qsizetype i = 0; i < text.size();) {
        int units = 1;
        if (isUnsafeCodePoint(codePointAt(text, i, &units)))
            return true;
        i += units;
    }
    return false;
}

QString withoutFinalPeriod(QString sentence)
{
    sentence = sentence.trimmed();
    while (sentence.endsWith(QLatin1Char('.')))
        sentence.chop(1);
    return sentence;
}

} // namespace acp::text
