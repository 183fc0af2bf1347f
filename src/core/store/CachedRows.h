#pragma once

#include "core/domain/Issue.h"

#include <QString>

class QSqlQuery;

namespace acp::rows {

// The columns IssueCache reads an issue and a comment from, in the order the readers below
// expect them: "SELECT " + issueColumns + " FROM issues ...".
extern const QString issueColumns;
extern const QString commentColumns;

Issue issueFrom(const QSqlQuery &query);
Comment commentFrom(const QSqlQuery &query);

} // namespace acp::rows
