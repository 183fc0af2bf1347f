#include "core/github/JsonCursor.h"

#include <QCoreApplication>

#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace acp {

namespace {

// What fail() notes; errorString() translates it.
constexpr const char *kUnexpected = QT_TRANSLATE_NOOP("acp::JsonCursor", "unexpected text");
constexpr const char *kBadString = QT_TRANSLATE_NOOP("acp::JsonCursor", "a malformed string");
constexpr const char *kBadNumber = QT_TRANSLATE_NOOP("acp::JsonCursor", "a malformed number");
constexpr const char *kTooDeep =
    QT_TRANSLATE_NOOP("acp::JsonCursor", "lists and objects nested too deeply");
constexpr const char *kEndsEarly = QT_TRANSLATE_NOOP("acp::JsonCursor", "the text ends too early");
constexpr const char *kTextAfterEnd =
    QT_TRANSLATE_NOOP("acp::JsonCursor", "more text after the end");

// As deep as QJsonDocument reads (its nesting limit): deeper text is refused, so skipping, which
// recurses, cannot run out of stack.
constexpr int kMaxDepth = 1024;

// How many of the 16 bytes at `p` (all readable) come before the first that ends a plain ASCII
// run of a string: a quote, a backslash, or a byte of a multi-byte UTF-8 sequence (high bit
// set); 16 when none does. Eight bytes at a time: a quote is a zero byte of word ^ '"', found by
// the borrow it makes. The lowest byte flagged is always a true one (a borrow only runs
// upwards), and on a little-endian machine it is the first in memory.
[[maybe_unused]] int plainRunLengthPortable(const char *p)
{
    int length = 0;
    for (; length < 16; length += 8) {
        quint64 word;
        std::memcpy(&word, p + length, sizeof word);
        constexpr quint64 ones = 0x0101010101010101ULL;
        constexpr quint64 highs = 0x8080808080808080ULL;
        const quint64 quotes = word ^ (ones * '"');
        const quint64 backslashes = word ^ (ones * '\\');
        const quint64 marks =
            (((quotes - ones) & ~quotes) | ((backslashes - ones) & ~backslashes) | word) & highs;
        if (marks) {
            if constexpr (std::endian::native == std::endian::little)
                return length + std::countr_zero(marks) / 8;
            while (!(p[length] == '"' || p[length] == '\\' || (p[length] & 0x80)))
                ++length;
            return length;
        }
    }
    return length;
}

// plainRunLengthPortable() in one SSE2 comparison where there is SSE2 (every x86-64). The scan
// jumps straight to the byte found: most strings GitHub sends are short keys and addresses,
// which eight bytes at a time then stepped through one by one (string scanning was 6.3% of an
// initial sync's CPU time, now 2.5%). Debug builds check that both agree, so every JSON test
// and fuzzer run checks the portable one too.
int plainRunLength(const char *p)
{
#if defined(__SSE2__)
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
    const __m128i ends = _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('"')),
                                      _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\\')));
    // A byte's high bit is its own mark: movemask takes the high bit of each.
    const unsigned marks = unsigned(_mm_movemask_epi8(_mm_or_si128(ends, bytes)));
    const int length = marks ? std::countr_zero(marks) : 16;
    Q_ASSERT(length == plainRunLengthPortable(p));
    return length;
#else
    return plainRunLengthPortable(p);
#endif
}

bool isWhitespace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The length of the well-formed UTF-8 sequence at `p` (RFC 3629: no overlong forms, no
// surrogates, nothing beyond U+10FFFF), or 0.
qsizetype utf8SequenceLength(const char *p, const char *end)
{
    const auto byte = [p](int i) { return static_cast<unsigned char>(p[i]); };
    const auto continuation = [&byte](int i) { return (byte(i) & 0xC0) == 0x80; };
    const qsizetype available = end - p;
    const unsigned char lead = byte(0);
    if (lead >= 0xC2 && lead <= 0xDF)
        return available >= 2 && continuation(1) ? 2 : 0;
    if (lead >= 0xE0 && lead <= 0xEF) {
        if (available < 3 || !continuation(1) || !continuation(2))
            return 0;
        if ((lead == 0xE0 && byte(1) < 0xA0) || (lead == 0xED && byte(1) > 0x9F))
            return 0; // overlong, or a surrogate
        return 3;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        if (available < 4 || !continuation(1) || !continuation(2) || !continuation(3))
            return 0;
        if ((lead == 0xF0 && byte(1) < 0x90) || (lead == 0xF4 && byte(1) > 0x8F))
            return 0; // overlong, or beyond U+10FFFF
        return 4;
    }
    return 0;
}

// QJsonValue's conversion of a double to an integer type: only a finite whole number in range.
template<typename Integer> bool wholeNumber(double value, Integer *result)
{
    // The bounds are powers of two, so exact as doubles.
    constexpr double lowest = double(std::numeric_limits<Integer>::min());
    if (!std::isfinite(value) || value != std::trunc(value) || value < lowest || value >= -lowest)
        return false;
    *result = Integer(value);
    return true;
}

} // namespace

JsonCursor::JsonCursor(QByteArrayView text)
    : m_begin(text.data())
    , m_at(text.data())
    , m_end(text.data() + text.size())
{
    // A UTF-8 byte order mark, which QJsonDocument passes over too.
    if (text.startsWith("\xEF\xBB\xBF"))
        m_at += 3;
}

void JsonCursor::fail(const char *what)
{
    if (m_error)
        return;
    m_error = what;
    m_errorOffset = m_at - m_begin;
    m_at = m_end; // every later read finds nothing
}

QString JsonCursor::errorString() const
{
    if (!m_error)
        return {};
    //: The first argument is what is wrong in the JSON text, e.g. "a malformed number".
    return QCoreApplication::translate("acp::JsonCursor", "%1 at byte %2")
        .arg(QCoreApplication::translate("acp::JsonCursor", m_error))
        .arg(m_errorOffset);
}

void JsonCursor::skipWhitespace()
{
    while (m_at < m_end && isWhitespace(*m_at))
        ++m_at;
}

bool JsonCursor::expect(char c)
{
    skipWhitespace();
    if (m_at < m_end && *m_at == c) {
        ++m_at;
        return true;
    }
    fail(kUnexpected);
    return false;
}

JsonCursor::Type JsonCursor::type()
{
    skipWhitespace();
    if (m_at >= m_end)
        return Type::Invalid;
    switch (*m_at) {
    case '{':
        return Type::Object;
    case '[':
        return Type::Array;
    case '"':
        return Type::String;
    case 't':
    case 'f':
        return Type::Boolean;
    case 'n':
        return Type::Null;
    default:
        // QJsonDocument reads ".5" and "-.5" as numbers.
        return *m_at == '-' || *m_at == '.' || isDigit(*m_at) ? Type::Number : Type::Invalid;
    }
}

bool JsonCursor::beginArray()
{
    return begin(Type::Array);
}

bool JsonCursor::beginObject()
{
    return begin(Type::Object);
}

bool JsonCursor::begin(Type container)
{
    if (type() != container) {
        fail(kUnexpected);
        return false;
    }
    if (++m_depth > kMaxDepth) {
        fail(kTooDeep);
        return false;
    }
    ++m_at;
    m_first = true;
    return true;
}

bool JsonCursor::nextItem(char close)
{
    if (m_error)
        return false;
    skipWhitespace();
    if (m_at < m_end && *m_at == close) {
        ++m_at;
        --m_depth;
        m_first = false;
        return false;
    }
    if (!m_first && !expect(','))
        return false;
    m_first = false;
    return true;
}

bool JsonCursor::nextElement()
{
    if (!nextItem(']'))
        return false;
    if (type() == Type::Invalid) {
        fail(kUnexpected);
        return false;
    }
    return true;
}

bool JsonCursor::nextMember(QByteArrayView *key)
{
    if (!nextItem('}'))
        return false;
    skipWhitespace();
    QByteArrayView raw;
    bool escaped = false;
    if (m_at >= m_end || *m_at != '"' || !scanString(&raw, &escaped)) {
        fail(kUnexpected);
        return false;
    }
    if (escaped) {
        m_key = decodeString(raw, true).toUtf8();
        *key = m_key;
    } else {
        *key = raw;
    }
    return expect(':');
}

// At the opening quote: steps over the string, checking it, and gives what is between the
// quotes and whether any escape is in it. As QJsonDocument: control characters pass, an
// unknown escape stands for the byte after the backslash, UTF-8 must be well-formed.
bool JsonCursor::scanString(QByteArrayView *raw, bool *escaped)
{
    const char *start = ++m_at;
    *escaped = false;
    while (m_at < m_end) {
        while (m_end - m_at >= 16) {
            const int plain = plainRunLength(m_at);
            m_at += plain;
            if (plain < 16)
                break;
        }
        if (m_at >= m_end) {
            break;
        }
        const auto c = static_cast<unsigned char>(*m_at);
        if (c == '"') {
            *raw = QByteArrayView(start, m_at - start);
            ++m_at;
            return true;
        }
        if (c == '\\') {
            *escaped = true;
            if (m_end - m_at < 2)
                break;
            if (m_at[1] == 'u') {
                if (m_end - m_at < 6 || hexValue(m_at[2]) < 0 || hexValue(m_at[3]) < 0
                    || hexValue(m_at[4]) < 0 || hexValue(m_at[5]) < 0) {
                    fail(kBadString);
                    return false;
                }
                m_at += 6;
            } else {
                m_at += 2;
            }
            continue;
        }
        if (c < 0x80) {
            ++m_at;
            continue;
        }
        const qsizetype length = utf8SequenceLength(m_at, m_end);
        if (length == 0) {
            fail(kBadString);
            return false;
        }
        m_at += length;
    }
    fail(kBadString);
    return false;
}

// What scanString() checked, as text: UTF-8 runs as they are, escapes decoded. A \u escape is
// one UTF-16 unit, so a pair of them makes a character beyond the basic plane.
namespace {

// UTF-8 as QJsonDocument decodes a string with escapes, character by character:
// QString::fromUtf8 alone would drop a byte order mark at the start of `utf8`.
void appendUtf8(QString *text, QByteArrayView utf8)
{
    while (utf8.startsWith("\xEF\xBB\xBF")) {
        text->append(QChar(0xFEFF));
        utf8 = utf8.sliced(3);
    }
    if (!utf8.isEmpty())
        text->append(QString::fromUtf8(utf8));
}

} // namespace

QString JsonCursor::decodeString(QByteArrayView raw, bool escaped)
{
    // As QJsonDocument: a string without escapes is kept as UTF-8 and becomes a QString through
    // QString::fromUtf8 (which drops a byte order mark at its start); one with escapes is decoded
    // character by character, every U+FEFF kept.
    if (!escaped)
        return QString::fromUtf8(raw);
    QString text;
    text.reserve(raw.size());
    const char *p = raw.data();
    const char *end = p + raw.size();
    while (p < end) {
        const char *run = p;
        while (p < end && *p != '\\')
            ++p;
        if (p > run)
            appendUtf8(&text, QByteArrayView(run, p - run));
        if (p >= end)
            break;
        const char kind = p[1];
        p += 2;
        switch (kind) {
        case 'b':
            text.append(QChar(u'\b'));
            break;
        case 'f':
            text.append(QChar(u'\f'));
            break;
        case 'n':
            text.append(QChar(u'\n'));
            break;
        case 'r':
            text.append(QChar(u'\r'));
            break;
        case 't':
            text.append(QChar(u'\t'));
            break;
        case 'u': {
            const int unit =
                hexValue(p[0]) << 12 | hexValue(p[1]) << 8 | hexValue(p[2]) << 4 | hexValue(p[3]);
            text.append(QChar(char16_t(unit)));
            p += 4;
            break;
        }
        default: // '"', '\\', '/', or any other byte, which stands for itself
            text.append(QLatin1Char(kind));
            break;
        }
    }
    return text;
}

// QJsonDocument's number: -?(0|[0-9]*)(\.[0-9]*)?([eE][+-]?[0-9]*)?, then a 64-bit integer when
// there is neither fraction nor exponent and it fits, else a double (which must be finite and,
// unless it is zero, not underflow to zero).
bool JsonCursor::scanNumber(Number *number)
{
    const char *start = m_at;
    bool integral = true;
    if (m_at < m_end && *m_at == '-')
        ++m_at;
    if (m_at < m_end && *m_at == '0') {
        ++m_at;
    } else {
        while (m_at < m_end && isDigit(*m_at))
            ++m_at;
    }
    if (m_at < m_end && *m_at == '.') {
        ++m_at;
        for (; m_at < m_end && isDigit(*m_at); ++m_at)
            integral = false;
    }
    if (m_at < m_end && (*m_at == 'e' || *m_at == 'E')) {
        integral = false;
        ++m_at;
        if (m_at < m_end && (*m_at == '+' || *m_at == '-'))
            ++m_at;
        while (m_at < m_end && isDigit(*m_at))
            ++m_at;
    }
    const char *end = m_at;
    if (integral) {
        const auto [stop, error] = std::from_chars(start, end, number->integer);
        if (error == std::errc() && stop == end) {
            number->isInteger = true;
            return true;
        }
    }
    number->isInteger = false;
    const auto [stop, error] = std::from_chars(start, end, number->real);
    if (error != std::errc() || stop != end) {
        fail(kBadNumber);
        return false;
    }
    return true;
}

bool JsonCursor::scanLiteral(const char *word)
{
    const qsizetype length = qsizetype(qstrlen(word));
    if (m_end - m_at < length || QByteArrayView(m_at, length) != QByteArrayView(word, length)) {
        fail(kUnexpected);
        return false;
    }
    m_at += length;
    return true;
}

void JsonCursor::skip()
{
    switch (type()) {
    case Type::String: {
        QByteArrayView raw;
        bool escaped = false;
        scanString(&raw, &escaped);
        return;
    }
    case Type::Number: {
        Number number;
        scanNumber(&number);
        return;
    }
    case Type::Boolean:
        scanLiteral(*m_at == 't' ? "true" : "false");
        return;
    case Type::Null:
        scanLiteral("null");
        return;
    case Type::Array:
        if (beginArray()) {
            while (nextElement())
                skip();
        }
        return;
    case Type::Object: {
        if (beginObject()) {
            QByteArrayView key;
            while (nextMember(&key))
                skip();
        }
        return;
    }
    case Type::Invalid:
        fail(kUnexpected);
        return;
    }
}

QString JsonCursor::readString()
{
    if (type() != Type::String) {
        skip();
        return {};
    }
    QByteArrayView raw;
    bool escaped = false;
    if (!scanString(&raw, &escaped))
        return {};
    return decodeString(raw, escaped);
}

bool JsonCursor::readUnescaped(QByteArrayView *raw, QString *decoded)
{
    decoded->clear();
    if (type() != Type::String) {
        skip();
        return false;
    }
    bool escaped = false;
    if (!scanString(raw, &escaped))
        return false;
    if (!escaped)
        return true;
    *decoded = decodeString(*raw, true);
    return false;
}

bool JsonCursor::readNumber(Number *number)
{
    if (type() != Type::Number) {
        skip();
        return false;
    }
    return scanNumber(number);
}

qint64 JsonCursor::readInteger()
{
    Number number;
    qint64 whole = 0;
    if (!readNumber(&number))
        return 0;
    if (number.isInteger)
        return number.integer;
    return wholeNumber(number.real, &whole) ? whole : 0;
}

int JsonCursor::readInt()
{
    Number number;
    int whole = 0;
    if (!readNumber(&number))
        return 0;
    if (number.isInteger)
        return qint64(int(number.integer)) == number.integer ? int(number.integer) : 0;
    return wholeNumber(number.real, &whole) ? whole : 0;
}

bool JsonCursor::finish()
{
    skipWhitespace();
    if (!m_error && m_depth != 0)
        fail(kEndsEarly);
    if (!m_error && m_at < m_end)
        fail(kTextAfterEnd);
    return !m_error;
}

} // namespace acp
