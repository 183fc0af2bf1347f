#pragma once

#include <QDateTime>
#include <QJsonValue>
#include <QStringView>
#include <QTimeZone>

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

// `date` and `time` in UTC, made the cheap way: with a time spec (Qt 6.4), or with the
// lightweight UTC zone that replaces it from Qt 6.5 on, never through a QTimeZone backend (a
// tenth of reading a comment page).
inline QDateTime utcDateTime(QDate date, QTime time)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    return QDateTime(date, time, QTimeZone(QTimeZone::UTC));
#else
    return QDateTime(date, time, Qt::UTC);
#endif
}

} // namespace acp
