#include "github/Formats.h"

#include <QLocale>
#include <QTimeZone>

namespace acp::test::github {

const QStringList &reactionContents()
{
    static const QStringList contents { QStringLiteral("+1"),     QStringLiteral("-1"),
                                        QStringLiteral("laugh"),  QStringLiteral("confused"),
                                        QStringLiteral("heart"),  QStringLiteral("hooray"),
                                        QStringLiteral("rocket"), QStringLiteral("eyes") };
    return contents;
}

QDateTime toSeconds(const QDateTime &when)
{
    if (!when.isValid())
        return {};
    // toUTC(): Qt::UTC spec, so toString(Qt::ISODate) ends in "Z" on Qt 6.4 too.
    return QDateTime::fromSecsSinceEpoch(when.toSecsSinceEpoch(), QTimeZone::utc()).toUTC();
}

QString timestamp(const QDateTime &when)
{
    return when.toUTC().toString(Qt::ISODate);
}

QDateTime parseTimestamp(const QString &text)
{
    if (text.isEmpty())
        return {};
    QDateTime when = QDateTime::fromString(text, Qt::ISODate);
    if (!when.isValid())
        return {};
    if (when.timeSpec() == Qt::LocalTime)
        when.setTimeZone(QTimeZone::utc()); // GitHub reads zone-less timestamps as UTC
    return toSeconds(when);
}

QDateTime parseSince(const QString &text)
{
    QDateTime when = QDateTime::fromString(text, Qt::ISODate);
    if (!when.isValid())
        return {};
    if (when.timeSpec() == Qt::LocalTime)
        when.setTimeZone(QTimeZone::utc());
    return when.toUTC();
}

QDateTime parseHttpDate(const QByteArray &text)
{
    QDateTime when = QLocale::c().toDateTime(QString::fromLatin1(text.trimmed()),
                                             QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!when.isValid())
        return {};
    return QDateTime(when.date(), when.time(), QTimeZone::utc()).toUTC();
}

QByteArray httpDate(const QDateTime &when)
{
    return QLocale::c()
        .toString(when.toUTC(), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"))
        .toLatin1();
}

quint32 fnv1a(const QByteArray &data)
{
    quint32 hash = 2166136261u;
    for (char c : data) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 16777619u;
    }
    return hash;
}

qint64 userIdFor(const QString &login)
{
    if (login == QLatin1String("ghost"))
        return 10137;
    return 100000 + qint64(fnv1a(login.toLower().toUtf8()) % 90000000u);
}

QString nodeId(const char *type, qint64 id)
{
    const QByteArray typeName(type);
    const QByteArray raw =
        '0' + QByteArray::number(typeName.size()) + ':' + typeName + QByteArray::number(id);
    return QString::fromLatin1(raw.toBase64());
}

} // namespace acp::test::github
