#pragma once

#include "core/voting/Roster.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace acp {

// A roster read from a file or a vote comment, or why it could not be read.
struct RosterParseResult
{
    std::optional<Roster> roster;
    QString error; // one sentence when there is no roster
    QStringList warnings; // rows that were read but look odd (a vacant seat, an unknown status)
    bool ok() const { return roster.has_value(); }
};

// Reads the Working Group's roster from what it is kept in.
//
// Markdown: the first pipe table whose header names an organization column and a
// representative column (a README may hold other tables before it), in the prose only: tables
// inside HTML comments, code blocks, multi-line code spans or quotes are not rosters. Header names
// vary, so each column is recognised by words in its header, case-insensitively, Markdown emphasis
// ignored:
//   organization  Organization, Organisation, Company, Member, Member organization, Institution
//   representative  Representative, Voting representative, Primary, Rep, Delegate
//   alternate     Alternate, Backup, Deputy, Substitute, Secondary
//   status        Status, Eligibility, Standing, Voting status (optional: eligible when absent)
//   note          Note, Notes, Comment, Remarks (optional)
// A login cell may hold `@login`, `login`, a profile link `https://github.com/login`, a
// Markdown link to one, or a name with a handle ("Jane Doe (@jdoe)"); —, -, n/a, none and an
// empty cell mean no login. Status words: eligible/active/voting/yes, suspended/inactive/no;
// text after the word ("suspended (missed two meetings)") becomes the note when there is none.
//
// JSON: {"organizations": [{"name", "representative", "alternate", "status", "note"}]} (a bare
// array of such objects is accepted too; "organization" may stand for "name", and
// "eligible": true/false for "status").
//
// Errors name the problem in one sentence: no table, a table without the needed columns (and
// which columns it has), a row with something that is not a GitHub login, a login on two
// organizations, an organization listed twice, an unknown status.
class RosterParser
{
    Q_DECLARE_TR_FUNCTIONS(acp::RosterParser)

public:
    static RosterParseResult parseMarkdown(const QString &markdown);
    static RosterParseResult parseJson(const QByteArray &json);
    // JSON when the text starts with '{' or '[' (after white space), else Markdown.
    static RosterParseResult parse(const QByteArray &content);
    // Reads a file; `source` of the roster is the file name.
    static RosterParseResult parseFile(const QString &filePath);

    // The login in a cell or JSON value: "" for no login (empty, —, n/a, none), std::nullopt
    // when the text is not a GitHub login.
    static std::optional<QString> loginFromText(const QString &text);
    static bool isValidLogin(const QString &login);
};

} // namespace acp
