#pragma once

#include <QString>

namespace acp::sql {

// Named placeholders for the statements that bind many values: ":v0", ":v1", ...
//
// Why: Qt 6 binds a value by position by first formatting the position as a name (":N", through
// QString::arg) and looking that name up; binding by name skips the formatting. A million values
// took 280 ms by position and 42 ms by name here (Qt 6.4), and an initial sync binds more than
// that (ten per comment).
//
// placeholder(i) is the name of the i-th value (0 <= i < MaxPlaceholders);
// placeholderList(n, first) the n from `first` on, comma-separated, for a VALUES (...) or an
// IN (...).
constexpr qsizetype MaxPlaceholders = 512;
const QString &placeholder(qsizetype index);
QString placeholderList(qsizetype count, qsizetype first = 0);

} // namespace acp::sql
