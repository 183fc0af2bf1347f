#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace acp {

struct PlatformListing;

// One thing wrong with a listing draft. `field` is where: "platform_id", "name",
// "support_channel", "stable", "stable.linux", "preview.windows", a key the site does not know,
// "entry" (the JSON as a whole) or "guide".
struct ListingProblem
{
    enum class Severity { Error, Warning };

    QString field;
    QString message; // one sentence that names the field
    Severity severity = Severity::Error;
    int line = 0; // the guide's 1-based line, when there is one

    bool isError() const { return severity == Severity::Error; }
};

// The rules pytorch.org's generator applies to an additional platform's two files, so that a
// draft that passes here passes there. Errors are the generator's rules (the keys and their
// types, the file stem, the guide's length); warnings are the site's conventions (the guide's
// four sections, a support channel that is a web address).
//
// Entry (_additional_platforms/<platform_id>.json): an object whose keys are exactly from
// name, support_channel, stable, preview; the first three required; name and support_channel
// non-empty one-line strings; stable and preview objects with only linux and windows keys, at
// least one, each a non-empty one-line install command.
// Guide (_get_started/additional_platforms/<platform_id>.md): not empty, at most 200 lines,
// with Prerequisites, Installation, Verification and Documentation sections.
class ListingRules
{
    Q_DECLARE_TR_FUNCTIONS(acp::ListingRules)
public:
    static constexpr int MaxGuideLines = 200;

    static QList<ListingProblem> checkPlatformId(const QString &platformId);
    static QList<ListingProblem> checkEntry(const QByteArray &json);
    static QList<ListingProblem> checkGuide(const QString &markdown);
    // All three, the entry as PlatformListing::entryJson() writes it.
    static QList<ListingProblem> check(const PlatformListing &listing);

    static bool hasErrors(const QList<ListingProblem> &problems);
    // The guide's sections, in the order the site's guides have them.
    static QStringList guideSections();
};

} // namespace acp
