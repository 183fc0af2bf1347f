#include "core/domain/Timestamps.h"

namespace acp {

QJsonValue timestampJson(const QDateTime &when)
{
    return when.isValid() ? QJsonValue(when.toUTC().toString(Qt::ISODate)) : QJsonValue();
}

std::optional<UtcDateTime> readWholeSecondUtc(QStringView text)
{
    if (text.size() != 20 || text[4] != u'-' || text[7] != u'-' || text[10] != u'T'
        || text[13] != u':' || text[16] != u':' || text[19] != u'Z')
        return std::nullopt;
    const auto number = [text](int from, int count) {
        int result = 0;
        for (int i = from; i < from + count; ++i) {
            const char16_t digit = text[i].unicode();
            if (digit < u'0' || digit > u'9')
                return -1;
            result = result * 10 + (digit - u'0');
        }
        return result;
    };
    const QDate date(number(0, 4), number(5, 2), number(8, 2));
    const QTime time(number(11, 2), number(14, 2), number(17, 2));
    if (!date.isValid() || !time.isValid() || date.year() < 1000)
        return std::nullopt;
    return UtcDateTime { date, time };
}

} // namespace acp
