#pragma once

#include "core/domain/Timestamps.h"

#include <QDateTime>
#include <QString>
#include <QVariant>

namespace acp::sql {

// Timestamps are stored as ISO 8601 UTC text ("2026-03-01T12:00:00Z"): sortable, readable
// with the sqlite3 shell, and GitHub's own format.
//
// Exactly QDateTime::toUTC().toString(Qt::ISODate), written by hand for the years 1000-9999
// into `out` (false for other years, and `out` is left alone): the sync stores two per comment,
// a hundred thousand comments in a large initial sync, and QDateTime::toString formats through
// printf.
inline bool isoUtcAscii(const QDateTime &when, char (&out)[20])
{
    const QDateTime utc = when.timeSpec() == Qt::UTC ? when : when.toUTC();
    const QDate date = utc.date();
    if (date.year() < 1000 || date.year() > 9999) {
        return false;
    }
    const QTime time = utc.time();
    char *at = out;
    const auto put = [&at](int value, int digits, char separator) {
        for (int i = digits - 1; i >= 0; --i) {
            at[i] = char('0' + value % 10);
            value /= 10;
        }
        at += digits;
        *at++ = separator;
    };
    put(date.year(), 4, '-');
    put(date.month(), 2, '-');
    put(date.day(), 2, 'T');
    put(time.hour(), 2, ':');
    put(time.minute(), 2, ':');
    put(time.second(), 2, 'Z');
    return true;
}

inline QString isoUtcText(const QDateTime &when)
{
    char text[20];
    if (!isoUtcAscii(when, text)) {
        return when.toUTC().toString(Qt::ISODate);
    }
    return QString::fromLatin1(text, sizeof text);
}

inline QVariant fromDateTime(const QDateTime &when)
{
    if (!when.isValid()) {
        return QVariant(QMetaType::fromType<QString>());
    }
    return isoUtcText(when);
}

// Null QStrings bind as SQL NULL; text columns are NOT NULL, so bind "" instead.
inline QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

// Reads a stored timestamp back. What isoUtcText writes ("2026-03-01T12:00:00Z") is read by
// hand, to exactly what QDateTime::fromString(Qt::ISODate).toUTC() gives: the list reads three
// per application at start-up, and the parse through Qt was a tenth of reading the list. Any
// other text (another zone, a 24:00, an impossible date) goes through Qt.
inline QDateTime toDateTime(const QVariant &value)
{
    if (value.isNull()) {
        return {};
    }
    const QString text = value.toString();
    if (const std::optional<UtcDateTime> read = readWholeSecondUtc(text)) {
        return QDateTime(read->date, read->time, Qt::UTC);
    }
    QDateTime when = QDateTime::fromString(text, Qt::ISODate);
    if (when.isValid()) {
        when = when.toUTC();
    }
    return when;
}

} // namespace acp::sql
