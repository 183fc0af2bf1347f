#include "core/github/LinkHeader.h"

#include <QStringList>

#include <cstring>

namespace acp::github {

namespace {

// A small cursor over the header value; the grammar is
//   link-value = "<" URI-Reference ">" *( OWS ";" OWS link-param )
//   link-param = token BWS [ "=" BWS ( token / quoted-string ) ]
// with link-values separated by commas.
class Cursor
{
public:
    explicit Cursor(const QByteArray &text)
        : m_text(text)
    { }

    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text.at(m_pos); }
    void advance() { ++m_pos; }

    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t'))
            advance();
    }

    // Reads up to (not including) any of the stop characters, outside quotes.
    QByteArray readUntil(const char *stops)
    {
        const qsizetype start = m_pos;
        while (!atEnd() && !std::strchr(stops, peek()))
            advance();
        return m_text.mid(start, m_pos - start);
    }

    QByteArray readQuoted()
    {
        QByteArray out;
        advance(); // opening quote
        while (!atEnd() && peek() != '"') {
            if (peek() == '\\') {
                advance();
                if (atEnd())
                    break;
            }
            out.append(peek());
            advance();
        }
        if (!atEnd())
            advance(); // closing quote
        return out;
    }

    // Skips to just after the next top-level comma (or the end).
    void skipToNextLink()
    {
        while (!atEnd()) {
            const char c = peek();
            if (c == '"') {
                readQuoted();
                continue;
            }
            advance();
            if (c == ',')
                return;
        }
    }

private:
    const QByteArray &m_text;
    qsizetype m_pos = 0;
};

} // namespace

QHash<QString, QUrl> parseLinkHeader(const QByteArray &value, const QUrl &base)
{
    QHash<QString, QUrl> links;
    Cursor cursor(value);
    while (!cursor.atEnd()) {
        cursor.skipSpace();
        if (cursor.peek() == ',') {
            cursor.advance();
            continue;
        }
        if (cursor.peek() != '<') {
            cursor.skipToNextLink();
            continue;
        }
        cursor.advance();
        const QByteArray target = cursor.readUntil(">");
        if (cursor.atEnd())
            break; // unterminated <…>
        cursor.advance();

        QStringList relations;
        // Parameters.
        for (;;) {
            cursor.skipSpace();
            if (cursor.peek() != ';')
                break;
            cursor.advance();
            cursor.skipSpace();
            const QByteArray name = cursor.readUntil("=;, \t").trimmed().toLower();
            cursor.skipSpace();
            QByteArray paramValue;
            if (cursor.peek() == '=') {
                cursor.advance();
                cursor.skipSpace();
                paramValue = cursor.peek() == '"' ? cursor.readQuoted() : cursor.readUntil(";, \t");
            }
            if (name == "rel") {
                // rel may carry several space-separated relation types.
                const QList<QByteArray> types = paramValue.simplified().split(' ');
                for (const QByteArray &type : types) {
                    if (!type.isEmpty())
                        relations.append(QString::fromLatin1(type.toLower()));
                }
            }
        }
        cursor.skipToNextLink();

        QUrl url = QUrl::fromEncoded(target.trimmed(), QUrl::TolerantMode);
        if (url.isRelative() && base.isValid())
            url = base.resolved(url);
        for (const QString &relation : std::as_const(relations)) {
            if (!links.contains(relation)) // the first link of a relation wins
                links.insert(relation, url);
        }
    }
    return links;
}

} // namespace acp::github
