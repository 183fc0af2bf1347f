#pragma once

#include "core/domain/Issue.h"

#include <QString>

class QSqlQuery;

namespace acp::rows {

// The columns IssueCache reads an issue and a comment from, in the order the readers below
// expect them: "SELECT " + issueColumns + " FROM issues ...".
extern const QString issueColumns;
// The same for the application list: no body (an empty text in its place), and text read as
// bytes (CAST AS BLOB; QVariant::toString makes it UTF-16 with QString::fromUtf8). Qt's driver
// otherwise asks SQLite for UTF-16, which SQLite converts one character at a time: that was a
// quarter of reading the list at start-up.
extern const QString issueListingColumns;
// Only what the application list shows of an issue, in this order: number, title, author,
// state, created and updated times, URL, comment count (IssueCache::listedIssues(Shown) reads
// them through SQLite's C API, as UTF-8).
extern const QString issueShownColumns;
constexpr int issueShownColumnCount = 8;
extern const QString commentColumns;

Issue issueFrom(const QSqlQuery &query);
Comment commentFrom(const QSqlQuery &query);

} // namespace acp::rows
