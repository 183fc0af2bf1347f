#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QString>

// Small helpers every test shares.
namespace acp::test {

// UTF-8 text as a QString (the project builds with QT_NO_CAST_FROM_ASCII).
inline QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// Sends this process's QSettings (INI files) to `directory`, so a test neither reads the user's
// settings nor writes into them. Call it in initTestCase(), before any QSettings is made.
inline void isolateSettings(const QString &directory, const QString &applicationName)
{
    QCoreApplication::setOrganizationName(QStringLiteral("acp-workbench-tests"));
    QCoreApplication::setApplicationName(applicationName);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, directory);
}

} // namespace acp::test
