#include "core/domain/Timestamps.h"

namespace acp {

QJsonValue timestampJson(const QDateTime &when)
{
    return when.isValid() ? QJsonValue(when.toUTC().toString(Qt::ISODate)) : QJsonValue();
}

} // namespace acp
