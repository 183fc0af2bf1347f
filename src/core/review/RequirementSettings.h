#pragma once

#include "core/review/RequirementSet.h"

#include <QCoreApplication>
#include <QString>

class QSettings;

namespace acp {

// The requirement definition in use: the user's own file when it is valid, else the built-in
// one, with the reason the file was not used.
struct RequirementDefinition
{
    RequirementSet requirements = RequirementSet::builtIn();
    QString path; // the file asked for; empty: the built-in definition was asked for
    RequirementSetError problem; // why `path` is not in use; null when it is (or none was asked)

    bool hasProblem() const { return !problem.isNull(); }
    bool usesBuiltIn() const { return requirements.isBuiltIn(); }
    // One sentence naming the file, line, column and field, and that the built-in definition
    // is in use instead; empty without a problem.
    QString problemText() const;
};

// Where the user's requirement definition file is configured: the QSettings key
// "review/requirementsFile" (a path; empty or missing: the built-in definition). The GUI and
// the command line both read it through here (Workspace), so they use the same set; the
// command line's --requirements FILE overrides it for one run.
class RequirementSettings
{
    Q_DECLARE_TR_FUNCTIONS(acp::RequirementSettings)

public:
    static QString settingsKey(); // "review/requirementsFile"

    // Which known form applications are read by (RequirementSet::formProfileChoice): empty to
    // tell each application's by its headings, "headings", or a profile id. Key
    // "review/formProfile".
    static QString formProfileKey();
    static QString formProfile(const QSettings &settings);

    static QString path(const QSettings &settings);
    static void setPath(QSettings &settings, const QString &path); // empty: the built-in one

    // Reads `path` (empty: the built-in definition). An invalid file leaves the built-in set in
    // use, with the problem.
    static RequirementDefinition load(const QString &path);
    // The file the settings name (QSettings with the application's default scope).
    static RequirementDefinition loadConfigured();
};

} // namespace acp
