#include "text/DisplayText.h"

namespace acp::text {

namespace {

constexpr QChar kReplacement(0xFFFD);

bool isControl(char16_t c)
{
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F);
}

bool isUnsafe(char16_t c)
{
    return isControl(c) || isBidiControl(c);
}

QString neutralise(const QString &text, bool multiline)
{
    qsizetype first = 0;
    while (first < text.size() && !isUnsafe(text.at(first).unicode()))
        ++first;
    if (first == text.size())
        return text; // the common case: nothing to do, no copy
    QString out;
    out.reserve(text.size());
    out.append(QStringView(text).left(first));
    for (qsizetype i = first; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (!isUnsafe(c)) {
            out.append(QChar(c));
            continue;
        }
        if (c == u'\r') {
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                continue; // \r\n: the \n follows
            out.append(multiline ? QLatin1Char('\n') : QLatin1Char(' '));
        } else if (c == u'\n' || c == u'\t') {
            out.append(multiline ? QChar(c) : QLatin1Char(' '));
        } else {
            out.append(kReplacement);
        }
    }
    return out;
}

} // namespace

bool isBidiControl(char32_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
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

bool hasUnsafeCharacters(const QString &text)
{
    for (QChar c : text) {
        if (isUnsafe(c.unicode()))
            return true;
    }
    return false;
}

} // namespace acp::text
