#pragma once

#include "core/listing/PlatformListing.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace acp {

struct IssueSnapshot;
class Workspace;
class LabelScheme;

// The listing drafts of approved platforms, one per application, kept with the reviewer's own
// work (schema 15, reviewer_listing_drafts): a sync never touches them, and an edit is stored
// as it is made. The window's listing editor and the command line's `listing` both draft,
// keep and write through here.
class ListingDrafts
{
    Q_DECLARE_TR_FUNCTIONS(acp::ListingDrafts)
public:
    explicit ListingDrafts(Workspace &workspace);

    // Why the application cannot be listed, or empty when it can: it must be in the cache and
    // approved, on GitHub or by a decision waiting in the outbox.
    QString whyNotListable(int issueNumber) const;
    // Whether the platform was retired (its retired label, on GitHub or by a retirement in the
    // outbox): its listing is then drafted to be taken off the site.
    bool isRetired(int issueNumber) const;

    // The same two answers from an expected state the caller already holds (Outbox::
    // expectedState), for the window, which asks on every selection change.
    static QString whyNotListable(int issueNumber, const IssueSnapshot &expected,
                                  const LabelScheme &scheme);
    static bool isRetired(const IssueSnapshot &expected);

    // The kept draft, else a new one from the application (ListingDrafter). Nothing when the
    // application is not in the cache (errorString()).
    std::optional<PlatformListing> draft(int issueNumber, bool *kept = nullptr) const;
    // A new draft from what the application says now, whatever is kept.
    std::optional<PlatformListing> drafted(int issueNumber) const;
    std::optional<PlatformListing> kept(int issueNumber) const;
    bool keep(int issueNumber, const PlatformListing &listing);
    bool discard(int issueNumber);

    // Writes both files under `folder` (the site repository's layout, subfolders created),
    // each replaced atomically. Refuses a draft with errors (ListingRules). `written` gets the
    // two paths.
    static bool writeFiles(const PlatformListing &listing, const QString &folder,
                           QStringList *written, QString *error);

    QString errorString() const { return m_error; }

private:
    Workspace &m_workspace;
    mutable QString m_error;
};

} // namespace acp
