#pragma once

#include <QString>
#include <QStringList>

// The pieces of a GitHub pipe table that the workbench reads back (the roster, reviews).
namespace acp::markdowntable {

// Splits "| a | b \| c |" into {"a", "b \| c"}; the outer pipes are optional and an escaped pipe
// stays escaped in its cell.
QStringList splitRow(const QString &line);
// "|---|:---:|" and the like: the line under a table's header.
bool isSeparatorRow(const QString &line);

} // namespace acp::markdowntable
