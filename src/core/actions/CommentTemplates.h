#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace acp {

// The Markdown templates co-chair comments are written from. Defaults ship in the application
// (:/templates/NAME.md, from resources/templates); a file NAME.md in the user's template
// folder replaces the default of the same name.
//
// Syntax (a small subset of Mustache):
//   {{key}}                the value (Markdown, inserted verbatim; values that come from the
//                          issue arrive as Markdown literals, see ActionComposer::commonValues)
//   {{#key}} ... {{/key}}  the part in between, only when the value is not blank
//   {{^key}} ... {{/key}}  the part in between, only when the value is blank
// Unknown keys become empty and are reported. Runs of blank lines collapse into one.
class CommentTemplates
{
public:
    explicit CommentTemplates(const QString &overrideFolder = {});

    // "request-info", "start-vote", "decision-approved", "decision-declined",
    // "back-to-review", "deficiency-notice", "retirement", "review-complete".
    static QStringList names();
    static QString builtInPath(const QString &name); // ":/templates/NAME.md"

    QString overrideFolder() const { return m_folder; }
    // The file the template comes from: the user's, when present and readable, else built in.
    QString sourcePath(const QString &name) const;
    bool isOverridden(const QString &name) const;
    QString text(const QString &name) const; // the template itself, unrendered
    QString builtInText(const QString &name) const;

    struct Result
    {
        QString text;
        QStringList unknownKeys; // placeholders with no value
        QString source; // the file used
    };
    Result render(const QString &name, const QHash<QString, QString> &values) const;
    static Result renderText(const QString &templateText, const QHash<QString, QString> &values);

private:
    QString m_folder;
};

} // namespace acp
