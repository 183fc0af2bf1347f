#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

// Times, dates and ids as GitHub writes them, for every part of the test server.
namespace acp::test::github {

const QStringList &reactionContents(); // the reaction contents GitHub accepts

QDateTime toSeconds(const QDateTime &when); // whole seconds, UTC
QString timestamp(const QDateTime &when);
QDateTime parseTimestamp(const QString &text);
// `since` keeps its fractional seconds: 09:00:07.5 excludes an object updated at 09:00:07.
QDateTime parseSince(const QString &text);
QDateTime parseHttpDate(const QByteArray &text);
QByteArray httpDate(const QDateTime &when);

quint32 fnv1a(const QByteArray &data);
qint64 userIdFor(const QString &login); // from the login; Private::userId() knows renames
// GitHub's legacy global node ids: base64("0" + len(type) + ":" + type + id).
QString nodeId(const char *type, qint64 id);

} // namespace acp::test::github
