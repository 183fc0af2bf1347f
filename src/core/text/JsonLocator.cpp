#include "core/text/JsonLocator.h"

#include <QSet>

#include <algorithm>

namespace acp {

JsonLocator::JsonLocator(const QString &text)
    : m_text(text)
{
    m_lineStarts.append(0);
    for (qsizetype i = 0; i < m_text.size(); ++i) {
        if (m_text[i] == u'\n') {
            m_lineStarts.append(i + 1);
        }
    }
    skipSpace();
    value(QString());
}

TextPosition JsonLocator::keyPosition(const QString &path) const
{
    const auto it = m_keys.constFind(path);
    return it != m_keys.cend() ? position(*it) : valuePosition(path);
}

TextPosition JsonLocator::valuePosition(const QString &path) const
{
    QString current = path;
    for (;;) {
        const auto it = m_values.constFind(current);
        if (it != m_values.cend()) {
            return position(*it);
        }
        if (current.isEmpty()) {
            return {};
        }
        const qsizetype cut =
            std::max(current.lastIndexOf(QLatin1Char('.')), current.lastIndexOf(QLatin1Char('[')));
        current = current.left(std::max<qsizetype>(cut, 0));
    }
}

TextPosition JsonLocator::position(qsizetype index) const
{
    const auto it = std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), index);
    const qsizetype lineIndex = qsizetype(it - m_lineStarts.cbegin()) - 1;
    const qsizetype start = m_lineStarts.at(lineIndex);
    int column = 1;
    for (qsizetype i = start; i < index && i < m_text.size(); ++i) {
        if (!m_text[i].isLowSurrogate()) {
            ++column; // count characters, not UTF-16 units
        }
    }
    return { int(lineIndex + 1), column };
}

void JsonLocator::skipSpace()
{
    while (!atEnd()
           && (m_text[m_pos] == u' ' || m_text[m_pos] == u'\t' || m_text[m_pos] == u'\n'
               || m_text[m_pos] == u'\r')) {
        ++m_pos;
    }
}

void JsonLocator::value(const QString &path)
{
    if (atEnd()) {
        return;
    }
    m_values.insert(path, m_pos);
    const QChar c = m_text[m_pos];
    if (c == u'{') {
        object(path);
    } else if (c == u'[') {
        array(path);
    } else if (c == u'"') {
        string();
    } else {
        // A number or a literal.
        while (!atEnd() && m_text[m_pos] != u',' && m_text[m_pos] != u'}' && m_text[m_pos] != u']'
               && !m_text[m_pos].isSpace()) {
            ++m_pos;
        }
    }
}

void JsonLocator::object(const QString &path)
{
    ++m_pos; // {
    QSet<QString> seen;
    skipSpace();
    while (!atEnd() && m_text[m_pos] != u'}') {
        if (m_text[m_pos] != u'"') {
            return;
        }
        const qsizetype keyStart = m_pos;
        const QString key = string();
        const QString member = path.isEmpty() ? key : path + QLatin1Char('.') + key;
        if (seen.contains(key)) {
            if (m_duplicateIndex < 0) {
                m_duplicateIndex = keyStart;
                m_duplicatePath = member;
            }
        } else {
            seen.insert(key);
            m_keys.insert(member, keyStart);
        }
        skipSpace();
        if (!atEnd() && m_text[m_pos] == u':') {
            ++m_pos;
        }
        skipSpace();
        const qsizetype before = m_pos;
        value(member);
        if (m_pos == before) {
            return;
        }
        skipSpace();
        if (!atEnd() && m_text[m_pos] == u',') {
            ++m_pos;
            skipSpace();
        }
    }
    if (!atEnd()) {
        ++m_pos; // }
    }
}

void JsonLocator::array(const QString &path)
{
    ++m_pos; // [
    skipSpace();
    int index = 0;
    while (!atEnd() && m_text[m_pos] != u']') {
        const qsizetype before = m_pos;
        value(path + QLatin1Char('[') + QString::number(index++) + QLatin1Char(']'));
        if (m_pos == before) {
            return;
        }
        skipSpace();
        if (!atEnd() && m_text[m_pos] == u',') {
            ++m_pos;
            skipSpace();
        }
    }
    if (!atEnd()) {
        ++m_pos; // ]
    }
}

QString JsonLocator::string()
{
    ++m_pos; // "
    QString out;
    while (!atEnd()) {
        const QChar c = m_text[m_pos++];
        if (c == u'"') {
            break;
        }
        if (c != u'\\' || atEnd()) {
            out.append(c);
            continue;
        }
        const QChar escaped = m_text[m_pos++];
        switch (escaped.unicode()) {
        case u'b':
            out.append(QChar(u'\b'));
            break;
        case u'f':
            out.append(QChar(u'\f'));
            break;
        case u'n':
            out.append(QChar(u'\n'));
            break;
        case u'r':
            out.append(QChar(u'\r'));
            break;
        case u't':
            out.append(QChar(u'\t'));
            break;
        case u'u': {
            bool ok = false;
            const ushort code = QStringView(m_text).mid(m_pos, 4).toUShort(&ok, 16);
            if (ok) {
                out.append(QChar(code));
                m_pos += 4;
            }
            break;
        }
        default:
            out.append(escaped); // \" \\ \/
        }
    }
    return out;
}

// A byte offset into UTF-8 text (what QJsonParseError reports) as line and column.
TextPosition positionOfUtf8Offset(const QByteArray &utf8, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, utf8.size());
    const QByteArrayView before(utf8.constData(), offset);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    const int line = int(before.count('\n')) + 1;
    const QString columnText = QString::fromUtf8(utf8.constData() + lineStart, offset - lineStart);
    int column = 1;
    for (const QChar c : columnText) {
        if (!c.isLowSurrogate()) {
            ++column;
        }
    }
    return { line, column };
}

} // namespace acp
