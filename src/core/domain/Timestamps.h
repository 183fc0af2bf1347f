#pragma once

#include <QDateTime>
#include <QJsonValue>
#include <QStringView>

#include <optional>

namespace acp {

// A time in the workbench's JSON output: ISO 8601 in UTC ("2026-12-02T09:30:00Z"), or null
// when the time is unknown.
QJsonValue timestampJson(const QDateTime &when);

// The date and time named by "2026-03-01T12:00:00Z", the form GitHub writes and the cache
// stores, read by hand for the years 1000 to 9999; nothing for any other text, which only Qt's
// parser can decide (fractions, offsets, 24:00, impossible dates). QDateTime::fromString was a
// tenth of reading the application list and a quarter of reading a comment page.
struct UtcDateTime
{
    QDate date;
    QTime time;
};
std::optional<UtcDateTime> readWholeSecondUtc(QStringView text);

} // namespace acp
