#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace acp {

// A forward-only reader of JSON text (RFC 8259) that decodes only the values asked for.
//
// Why: the comment pages are nearly all the bytes an initial sync reads, and each comment
// carries a user object of a dozen URLs the workbench never looks at. QJsonDocument builds every
// value of a page before the first one can be read; that was a fifth of the sync's CPU time.
// This walks the text once. Skipped values are still checked, so text that is not JSON is
// refused wherever the fault is, as QJsonDocument refuses it.
//
// Reading: type() says what is at the cursor. beginArray() / beginObject() step into a container;
// then nextElement() / nextMember() return true for each element or member (the cursor then at
// its value, which the caller reads or skips) and false after the closing bracket or at an
// error. The read...() functions step over the value at the cursor and convert it as
// QJsonValue's toString(), toInteger() and toInt() would: a value of another type gives an
// empty string or 0. After the last value, finish() checks that nothing but whitespace follows.
class JsonCursor
{
public:
    enum class Type { Invalid, Null, Boolean, Number, String, Array, Object };

    explicit JsonCursor(QByteArrayView text);

    // Invalid at the end of the text or after an error.
    Type type();

    bool beginArray();
    bool nextElement();
    bool beginObject();
    // The member's name goes to `key` (as UTF-8; valid until the next call).
    bool nextMember(QByteArrayView *key);

    QString readString();
    // readString() without its copy where it can: true, with `raw` viewing the text's own bytes
    // (valid while the text is; readString() gives QString::fromUtf8 of them), when the value is
    // a string without escapes; otherwise false, with readString()'s answer in `decoded`.
    bool readUnescaped(QByteArrayView *raw, QString *decoded);
    qint64 readInteger();
    int readInt();
    void skip();

    // True when the text held exactly one value and all of it was well-formed.
    bool finish();
    bool failed() const { return m_error != nullptr; }
    // What was wrong and at which byte, translated, for an error message.
    QString errorString() const;

private:
    // `what`: one of the phrases in JsonCursor.cpp, translated by errorString().
    void fail(const char *what);
    void skipWhitespace();
    bool expect(char c);
    bool scanString(QByteArrayView *raw, bool *escaped);
    QString decodeString(QByteArrayView raw, bool escaped);
    struct Number
    {
        bool isInteger = false;
        qint64 integer = 0;
        double real = 0;
    };
    bool scanNumber(Number *number);
    bool readNumber(Number *number);
    bool begin(Type container);
    bool scanLiteral(const char *word);
    bool nextItem(char close);

    const char *m_begin;
    const char *m_at;
    const char *m_end;
    const char *m_error = nullptr;
    qsizetype m_errorOffset = 0;
    bool m_first = false; // just after `[` or `{`: no comma before the next item
    int m_depth = 0;
    QByteArray m_key; // a member name with escapes in it, decoded
};

} // namespace acp
