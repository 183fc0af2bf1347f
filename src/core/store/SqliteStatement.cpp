#include "core/store/SqliteStatement.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace acp {

namespace {

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
    return true;
}

void SqliteStatement::finalize()
{
    sqlite3_finalize(m_statement); // a no-op on null
    m_statement = nullptr;
    m_inUse = false;
}

void SqliteStatement::clearForUse()
{
    if (!m_inUse) {
        sqlite3_clear_bindings(m_statement);
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
    const QByteArray utf8 = text.toUtf8();
    // constData() is never null, so "" binds as text, not NULL. SQLite copies it (transient).
    sqlite3_bind_text64(m_statement, index + 1, utf8.constData(), sqlite3_uint64(utf8.size()),
                        SQLITE_TRANSIENT, SQLITE_UTF8);
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
    // data() may be null for an empty view: "" binds as text, not NULL.
    sqlite3_bind_text64(m_statement, index + 1, text.isEmpty() ? "" : text.data(),
                        sqlite3_uint64(text.size()), SQLITE_TRANSIENT, SQLITE_UTF8);
    return *this;
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
