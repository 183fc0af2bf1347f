#include "core/github/HttpDate.h"

#include "core/domain/Timestamps.h"

#include <array>

namespace acp::http {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The number written by 1 to `maxDigits` digits and nothing else, or -1.
int number(QByteArrayView digits, qsizetype maxDigits)
{
    if (digits.isEmpty() || digits.size() > maxDigits)
        return -1;
    int value = 0;
    for (const char c : digits) {
        if (!isDigit(c))
            return -1;
        value = value * 10 + (c - '0');
    }
    return value;
}

int monthNumber(QByteArrayView name)
{
    static constexpr std::array<const char *, 12> months = { "Jan", "Feb", "Mar", "Apr",
                                                             "May", "Jun", "Jul", "Aug",
                                                             "Sep", "Oct", "Nov", "Dec" };
    for (std::size_t i = 0; i < months.size(); ++i) {
        if (name == QByteArrayView(months[i]))
            return int(i) + 1;
    }
    return 0;
}

// "08:49:37", two digits each.
QTime timeOfDay(QByteArrayView text)
{
    if (text.size() != 8 || text[2] != ':' || text[5] != ':')
        return {};
    const int hours = number(text.first(2), 2);
    const int minutes = number(text.sliced(3, 2), 2);
    const int seconds = number(text.sliced(6, 2), 2);
    if (hours < 0 || minutes < 0 || seconds < 0 || !QTime::isValid(hours, minutes, seconds))
        return {};
    return QTime(hours, minutes, seconds);
}

} // namespace

QDateTime parseDate(QByteArrayView value)
{
    // "Sun," "06" "Nov" "1994" "08:49:37" "GMT"; the weekday is not checked.
    std::array<QByteArrayView, 6> parts;
    qsizetype count = 0;
    qsizetype at = 0;
    while (at < value.size()) {
        while (at < value.size() && isSpace(value[at]))
            ++at;
        const qsizetype start = at;
        while (at < value.size() && !isSpace(value[at]))
            ++at;
        if (at == start)
            break;
        if (count == qsizetype(parts.size()))
            return {};
        parts[std::size_t(count++)] = value.sliced(start, at - start);
    }
    if (count != qsizetype(parts.size()) || parts[5] != QByteArrayView("GMT"))
        return {};
    const int day = number(parts[1], 2);
    const int month = monthNumber(parts[2]);
    const int year = number(parts[3], 4);
    const QTime time = timeOfDay(parts[4]);
    if (day < 0 || month == 0 || year < 0 || !QDate::isValid(year, month, day) || !time.isValid())
        return {};
    return utcDateTime(QDate(year, month, day), time);
}

} // namespace acp::http
