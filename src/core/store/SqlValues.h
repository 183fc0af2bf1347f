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
    // The civil date of a day count, proleptic Gregorian as QDate's (H. Hinnant's
    // civil_from_days): QDateTime::date() and time() each convert the instant again, and
    // through a time zone unless it is UTC.
    const qint64 msecs = when.toMSecsSinceEpoch();
    const qint64 secs = msecs / 1000 - (msecs % 1000 < 0 ? 1 : 0);
    const qint64 days = secs / 86400 - (secs % 86400 < 0 ? 1 : 0);
    const qint64 second = secs - days * 86400;
    const qint64 shifted = days + 719468; // from 0000-03-01
    const qint64 era = (shifted >= 0 ? shifted : shifted - 146096) / 146097;
    const qint64 dayOfEra = shifted - era * 146097;
    const qint64 yearOfEra =
        (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const qint64 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const qint64 monthFromMarch = (5 * dayOfYear + 2) / 153;
    const int day = int(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1);
    const int month = int(monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9);
    const qint64 year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    if (year < 1000 || year > 9999) {
        return false;
    }
    char *at = out;
    const auto put = [&at](qint64 value, int digits, char separator) {
        for (int i = digits - 1; i >= 0; --i) {
            at[i] = char('0' + value % 10);
            value /= 10;
        }
        at += digits;
        *at++ = separator;
    };
    put(year, 4, '-');
    put(month, 2, '-');
    put(day, 2, 'T');
    put(second / 3600, 2, ':');
    put(second / 60 % 60, 2, ':');
    put(second % 60, 2, 'Z');
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
inline QDateTime toDateTime(const QString &text)
{
    if (text.isEmpty()) {
        return {};
    }
    if (const std::optional<UtcDateTime> read = readWholeSecondUtc(text)) {
        return utcDateTime(read->date, read->time);
    }
    QDateTime when = QDateTime::fromString(text, Qt::ISODate);
    if (when.isValid()) {
        when = when.toUTC();
    }
    return when;
}

inline QDateTime toDateTime(const QVariant &value)
{
    return value.isNull() ? QDateTime() : toDateTime(value.toString());
}

} // namespace acp::sql
