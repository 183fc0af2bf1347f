#pragma once

#include "github/Formats.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

// Serialisation is hand-written (field order as GitHub sends it) because 100,000 comments
// through QJsonObject would dominate benchmark time.
namespace acp::test::github {

void appendJsonString(QByteArray &out, const QString &text);

class ObjectWriter
{
public:
    explicit ObjectWriter(QByteArray &out)
        : m_out(out)
    {
        m_out += '{';
    }

    ObjectWriter &key(const char *name)
    {
        if (!m_first)
            m_out += ',';
        m_first = false;
        m_out += '"';
        m_out += name;
        m_out += "\":";
        return *this;
    }
    void str(const char *name, const QString &value)
    {
        key(name);
        appendJsonString(m_out, value);
    }
    void strOrNull(const char *name, const QString &value)
    {
        key(name);
        if (value.isEmpty())
            m_out += "null";
        else
            appendJsonString(m_out, value);
    }
    void num(const char *name, qint64 value)
    {
        key(name);
        m_out += QByteArray::number(value);
    }
    void boolean(const char *name, bool value)
    {
        key(name);
        m_out += value ? "true" : "false";
    }
    void null(const char *name)
    {
        key(name);
        m_out += "null";
    }
    void raw(const char *name, const QByteArray &json)
    {
        key(name);
        m_out += json;
    }
    void time(const char *name, const QDateTime &when)
    {
        key(name);
        if (!when.isValid()) {
            m_out += "null";
            return;
        }
        m_out += '"';
        m_out += timestamp(when).toLatin1();
        m_out += '"';
    }
    void end() { m_out += '}'; }

private:
    QByteArray &m_out;
    bool m_first = true;
};

QByteArray compactJson(const QJsonObject &object);

} // namespace acp::test::github
