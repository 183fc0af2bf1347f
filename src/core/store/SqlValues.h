#pragma once

#include <QDateTime>
#include <QString>
#include <QVariant>

namespace acp::sql {

// Timestamps are stored as ISO 8601 UTC text ("2026-03-01T12:00:00Z"): sortable, readable
// with the sqlite3 shell, and GitHub's own format.
inline QVariant fromDateTime(const QDateTime &when)
{
    if (!when.isValid()) {
        return QVariant(QMetaType::fromType<QString>());
    }
    return when.toUTC().toString(Qt::ISODate);
}

// Null QStrings bind as SQL NULL; text columns are NOT NULL, so bind "" instead.
inline QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

inline QDateTime toDateTime(const QVariant &value)
{
    if (value.isNull()) {
        return {};
    }
    QDateTime when = QDateTime::fromString(value.toString(), Qt::ISODate);
    if (when.isValid()) {
        when = when.toUTC();
    }
    return when;
}

} // namespace acp::sql
