#pragma once

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace acp::rosterfacts {

// The cells and lines of a roster that eligibility rules read (RosterParser), in the words
// rosters use. Each returns std::nullopt when the text is not what it should be.

// A TAC seat cell: yes/y/true/seat/✅/✔/✓/x → true; no/n/false/—/-/none/empty/❌ → false.
std::optional<bool> flagFromText(const QString &text);
// An ISO date (2026-11-20); an empty cell (—, -, n/a, none, never) is an invalid QDate.
std::optional<QDate> dateFromText(const QString &text);
// ISO dates separated by commas, semicolons or spaces; empty for an empty cell. Sorted, each
// date once.
std::optional<QList<QDate>> datesFromText(const QString &text);
// The meeting list of a Markdown roster: the first prose line "Meetings: DATE, DATE, …" (also
// "Meetings held:", Markdown emphasis ignored). Empty when there is no such line; `error` names
// the first item that is not a date.
QList<QDate> meetingListOf(const QStringList &plainLines, QString *error);

} // namespace acp::rosterfacts
