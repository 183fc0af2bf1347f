#include "core/store/SqliteStatement.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QStringEncoder>
#include <QVariant>

#include <algorithm>
#include <sqlite3.h>

namespace acp {

namespace {

// What a placeholder's text buffer may keep between uses: a comment's or an issue's body fits.
constexpr qsizetype kKeptTextCapacity = 256 * 1024;

sqlite3 *handleOf(const QSqlDatabase &connection)
{
    if (!connection.isOpen() || !connection.driver()) {
        return nullptr;
    }
    const QVariant handle = connection.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0) {
        return nullptr;
    }
    return *static_cast<sqlite3 *const *>(handle.constData());
}

} // namespace

SqliteStatement::~SqliteStatement()
{
    finalize();
}

bool SqliteStatement::prepare(const QSqlDatabase &connection, const QByteArray &text)
{
    finalize();
    m_error.clear();
    m_connection = handleOf(connection);
    if (!m_connection) {
        m_error = QCoreApplication::translate("acp::SqliteStatement",
                                              "the workspace database is not open");
        return false;
    }
    const int code = sqlite3_prepare_v3(m_connection, text.constData(), int(text.size()),
                                        SQLITE_PREPARE_PERSISTENT, &m_statement, nullptr);
    if (code != SQLITE_OK) {
        m_error = QString::fromUtf8(sqlite3_errmsg(m_connection));
        sqlite3_finalize(m_statement);
        m_statement = nullptr;
        return false;
    }
    m_texts.resize(std::size_t(sqlite3_bind_parameter_count(m_statement)));
    return true;
}

void SqliteStatement::finalize()
{
    sqlite3_finalize(m_statement); // a no-op on null
    m_statement = nullptr;
    m_inUse = false;
    m_texts.clear(); // only now: SQLite reads bound text in place until it finalizes
}

void SqliteStatement::clearForUse()
{
    if (!m_inUse) {
        sqlite3_clear_bindings(m_statement);
        // SQLite has let go of the kept text: a buffer grown for one large text (a long note, a
        // big body) is not held for the rest of the statement's life.
        for (QByteArray &text : m_texts) {
            if (text.capacity() > kKeptTextCapacity)
                text = QByteArray();
        }
        m_error.clear();
        m_inUse = true;
    }
}

SqliteStatement &SqliteStatement::bind(int index, qint64 value)
{
    clearForUse();
    sqlite3_bind_int64(m_statement, index + 1, value);
    return *this;
}

SqliteStatement &SqliteStatement::bind(int index, QStringView text)
{
    clearForUse();
    QByteArray *utf8 = textBuffer(index);
    if (!utf8)
        return *this; // no such placeholder: what binding it would do
    // At most three bytes per UTF-16 unit; a buffer kept from an earlier use is large enough
    // for most, and its capacity is kept when it shrinks.
    utf8->resize(3 * text.size());
    // Stateless: a lone surrogate at the end becomes U+FFFD, as in QString::toUtf8(), instead of
    // waiting in the encoder for the rest of a pair that never comes.
    QStringEncoder encoder(QStringEncoder::Utf8, QStringConverter::Flag::Stateless);
    const char *end = encoder.appendToBuffer(utf8->data(), text);
    utf8->resize(end - utf8->constData());
    bindKept(index, *utf8);
    return *this;
}

SqliteStatement &SqliteStatement::bind(int index, QLatin1StringView text)
{
    bool ascii = true;
    for (const char c : text) {
        ascii = ascii && uchar(c) < 0x80;
    }
    if (!ascii) {
        return bind(index, QString(text)); // Latin-1 is not UTF-8 past ASCII
    }
    clearForUse();
    QByteArray *kept = textBuffer(index);
    if (!kept)
        return *this;
    kept->resize(text.size());
    std::copy(text.begin(), text.end(), kept->data());
    bindKept(index, *kept);
    return *this;
}

// The buffer that keeps the text bound to a placeholder for SQLite to read in place (bound
// static, so neither a copy nor an allocation of SQLite's own per value: a first sync binds over
// half a million). It stays untouched until the placeholder is bound again, after
// clear_bindings has let go of it, or the statement is finalized. Null past the statement's
// placeholders.
QByteArray *SqliteStatement::textBuffer(int index)
{
    if (index < 0 || index >= int(m_texts.size()))
        return nullptr;
    return &m_texts[std::size_t(index)]; // never shared: resize() reuses its capacity
}

void SqliteStatement::bindKept(int index, const QByteArray &text)
{
    // constData() is never null, so "" binds as text, not NULL.
    sqlite3_bind_text64(m_statement, index + 1, text.constData(), sqlite3_uint64(text.size()),
                        SQLITE_STATIC, SQLITE_UTF8);
}

SqliteStatement &SqliteStatement::bindOrNull(int index, QStringView text)
{
    return text.isEmpty() ? bindNull(index) : bind(index, text);
}

SqliteStatement &SqliteStatement::bindNull(int index)
{
    clearForUse();
    sqlite3_bind_null(m_statement, index + 1);
    return *this;
}

void SqliteStatement::fail(int code)
{
    m_error =
        QString::fromUtf8(code == SQLITE_MISUSE && !m_statement ? "the statement is not prepared"
                                                                : sqlite3_errmsg(m_connection));
}

bool SqliteStatement::run()
{
    if (!m_statement) {
        fail(SQLITE_MISUSE);
        return false;
    }
    clearForUse(); // a use without bindings starts here
    int code = SQLITE_ROW;
    while (code == SQLITE_ROW) {
        code = sqlite3_step(m_statement);
    }
    const bool done = code == SQLITE_DONE;
    if (!done) {
        fail(code);
    }
    reset();
    return done;
}

bool SqliteStatement::next()
{
    if (!m_statement) {
        fail(SQLITE_MISUSE);
        return false;
    }
    clearForUse(); // a use without bindings starts at its first row
    const int code = sqlite3_step(m_statement);
    if (code == SQLITE_ROW) {
        return true;
    }
    if (code != SQLITE_DONE) {
        fail(code);
    }
    reset();
    return false;
}

void SqliteStatement::reset()
{
    sqlite3_reset(m_statement);
    m_inUse = false;
}

qint64 SqliteStatement::int64At(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

QString SqliteStatement::textAt(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    if (!text) {
        return {};
    }
    return QString::fromUtf8(text, sqlite3_column_bytes(m_statement, column));
}

bool SqliteStatement::isNullAt(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

} // namespace acp
