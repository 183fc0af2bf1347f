#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace acp {

// A place in a text, both counted from 1 (columns in characters, as an editor shows them).
struct TextPosition
{
    int line = 1;
    int column = 1;
};

// A byte offset into UTF-8 text (what QJsonParseError reports) as line and column.
TextPosition positionOfUtf8Offset(const QByteArray &utf8, qsizetype offset);

// QJsonDocument keeps no positions. This scanner walks the same text (QJsonDocument has already
// accepted its syntax) and records where each member's key and each value starts, by path:
// "requirements[3].title". It also notices a key written twice in one object, which
// QJsonDocument silently collapses.
class JsonLocator
{
public:
    explicit JsonLocator(const QString &text);

    // Where the member `path` is named, else where its value starts, else its closest ancestor.
    TextPosition keyPosition(const QString &path) const;

    TextPosition valuePosition(const QString &path) const;

    bool hasDuplicateKey() const { return m_duplicateIndex >= 0; }
    QString duplicatePath() const { return m_duplicatePath; }
    TextPosition duplicatePosition() const { return position(m_duplicateIndex); }

private:
    TextPosition position(qsizetype index) const;

    bool atEnd() const { return m_pos >= m_text.size(); }

    void skipSpace();

    void value(const QString &path);

    void object(const QString &path);

    void array(const QString &path);

    // Reads a string literal at m_pos and returns its decoded text.
    QString string();

    const QString m_text;
    QList<qsizetype> m_lineStarts;
    QHash<QString, qsizetype> m_keys;
    QHash<QString, qsizetype> m_values;
    qsizetype m_pos = 0;
    qsizetype m_duplicateIndex = -1;
    QString m_duplicatePath;
};

} // namespace acp
