#pragma once

#include "core/listing/PlatformListing.h"

#include <QStringList>

namespace acp {

class Checklist;
struct Issue;

// The first draft of an approved platform's listing, from what the application says: the name
// from its form, the support channel from its maintainers' answer (an issue tracker first),
// the install commands from its pip lines, and an install guide with the site's four sections
// (prerequisites from the supported environment and the package's dependencies, the install
// command, a check on the platform's device, the documentation links of its package answer and
// the reviewer's evidence). Everything is the applicant's text: a draft for a co-chair to
// read and correct, never published without that.
class ListingDrafter
{
public:
    static PlatformListing draft(const Issue &issue, const Checklist &checklist);

    // The install command inside one line of an answer: a `code span` holding it, else from
    // "pip install" to the end of the line ("- Wheels: `pip install torch-x` (Linux)" gives
    // "pip install torch-x"). Empty when the line has none.
    static QString commandInLine(const QString &line);
    // The device string the platform registers ("nordhaven" for
    // rename_privateuse1_backend("nordhaven"), "tpe" for "renamed to `tpe`"), or empty.
    static QString deviceName(const QString &integrationAnswer);
    // The support channel: an issue tracker among the maintainers' links, else their first
    // link, else the issue tracker of the first GitHub repository the application links.
    static QString supportChannel(const Checklist &checklist);
};

} // namespace acp
