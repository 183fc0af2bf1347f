#pragma once

#include <QDateTime>
#include <QJsonValue>

namespace acp {

// A time in the workbench's JSON output: ISO 8601 in UTC ("2026-12-02T09:30:00Z"), or null
// when the time is unknown.
QJsonValue timestampJson(const QDateTime &when);

} // namespace acp
