#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace acp {

struct FormCheckbox
{
    QString text;
    bool checked = false;
};

struct FormSection
{
    QString heading; // as written, trimmed, without the leading ###
    QString answer; // trimmed; empty when GitHub wrote _No response_ or None
    QList<FormCheckbox> checkboxes; // "- [X] text" / "- [ ] text" lines of the answer
    int line = 0; // 1-based line of the heading in the body
};

// An issue-form body split into its `### Heading` sections. Bodies are edited by people, so
// anything goes: text before the first heading is kept as the preamble, duplicated headings
// are kept in order, CRLF is normalised, headings inside fenced code are not headings.
struct IssueForm
{
    QString preamble;
    QList<FormSection> sections;

    static IssueForm parse(const QString &body);

    // The first non-empty answer whose heading matches one of `aliases` (case-insensitive,
    // ignoring punctuation and emoji), or an empty string.
    QString answerFor(const QStringList &aliases) const;

    // The comparison key answerFor() uses: case-folded letters, digits and marks, with every run
    // of anything else (spaces, punctuation, emoji) turned into one space, trimmed.
    // "🚀 Platform  Name:" and "platform name" have the same key.
    static QString headingKey(QStringView heading);
};

// The platform's name: from its form field, else the issue title without a "[...]" prefix.
// The cache stores it with each issue (issues.platform_name): a change to how it is read needs a
// schema step that sets that column back to NULL, so that it is derived again.
QString platformNameOf(const QString &title, const QString &body);

} // namespace acp
