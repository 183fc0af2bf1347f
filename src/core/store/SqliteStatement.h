#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QStringView>

#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace acp {

// One statement prepared on a Qt connection's own SQLite handle and run through SQLite's C API:
// for the statements the sync runs per item (a comment, an issue, its labels and mentions), a
// hundred thousand times in an initial sync. QSqlQuery formats a placeholder name and hashes it
// for every value it binds, wraps each in a QVariant, and binds text as UTF-16 for SQLite to
// convert again: together more than a quarter of the sync's CPU time, twice what SQLite spent
// writing the rows. This binds integers and UTF-8 text straight into SQLite.
//
// Database::sqliteStatement() keeps them and finalizes them before the connection closes:
// SQLite refuses to close a connection that still has statements.
//
//     SqliteStatement &insert = ...;
//     insert.bind(0, id).bind(1, title);
//     if (!insert.run()) report(insert.errorString());
//
// Each use binds every placeholder afresh (the bindings of the previous use are cleared) and
// runs to the end: run() for writes, next() until false for reads. Placeholders are numbered
// from 0, as QSqlQuery::bindValue numbers them.
class SqliteStatement
{
public:
    SqliteStatement() = default;
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    // False, with SQLite's reason in errorString(), when the text does not compile or the
    // connection is not open.
    bool prepare(const QSqlDatabase &connection, const QByteArray &text);
    bool isPrepared() const { return m_statement != nullptr; }
    void finalize();

    SqliteStatement &bind(int index, qint64 value);
    SqliteStatement &bind(int index, int value) { return bind(index, qint64(value)); }
    // Text is stored as given, "" included; a null QString binds as "" too: the cache's text
    // columns are NOT NULL.
    SqliteStatement &bind(int index, QStringView text);
    SqliteStatement &bind(int index, const QString &text) { return bind(index, QStringView(text)); }
    SqliteStatement &bind(int index, QLatin1StringView text);
    // SQL NULL when `text` is empty, else the text.
    SqliteStatement &bindOrNull(int index, QStringView text);
    SqliteStatement &bindNull(int index);

    // Runs a write (or any statement) to its end and readies it for the next use.
    bool run();
    // Steps a read: true while a row is there to read with the accessors below. After the last
    // row (or an error: then errorString() is set) it is readied for the next use.
    bool next();
    // Drops what a read still holds (its rows, its read snapshot) before its last row.
    void reset();

    qint64 int64At(int column) const;
    QString textAt(int column) const;
    bool isNullAt(int column) const;

    QString errorString() const { return m_error; }

private:
    void clearForUse();
    void fail(int code);
    QByteArray *textBuffer(int index);
    void bindKept(int index, const QByteArray &text);

    sqlite3 *m_connection = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    bool m_inUse = false; // bound or stepped since the last reset
    QString m_error;
    std::vector<QByteArray> m_texts; // the UTF-8 bound to each placeholder (textBuffer())
};

namespace sql {

// "?,?,?": `count` placeholders for a VALUES (...) or an IN (...).
inline QString questionMarks(qsizetype count)
{
    QString marks(count > 0 ? 2 * count - 1 : 0, QLatin1Char(','));
    for (qsizetype i = 0; i < count; ++i) {
        marks[2 * i] = QLatin1Char('?');
    }
    return marks;
}

} // namespace sql

} // namespace acp
