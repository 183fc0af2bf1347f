#pragma once

#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace acp {

// Whether an organization may vote. Suspended organizations stay on the roster (and in the
// vote comment) but do not count toward quorum and their ballots are not counted.
enum class OrganizationStatus { Eligible, Suspended };

QString organizationStatusId(OrganizationStatus status); // "eligible", "suspended"
// Also accepts the words rosters use: active/voting/yes (eligible), inactive/no (suspended).
std::optional<OrganizationStatus> organizationStatusFromText(const QString &text);
QString organizationStatusDisplayName(OrganizationStatus status); // translated

// One voting organization of the Working Group.
struct RosterOrganization
{
    QString name;
    QString representative; // GitHub login, without '@'; may be empty (a vacant seat)
    QString alternate; // GitHub login, may be empty
    OrganizationStatus status = OrganizationStatus::Eligible;
    QString note;
    // The GitHub account ids behind the logins, once known (0: not known yet). GitHub lets a
    // renamed account's old login go to someone else; a ballot from a login whose account id
    // differs from the one stored here is not the representative's (VoteTally).
    qint64 representativeId = 0;
    qint64 alternateId = 0;
    // What an eligibility rule (EligibilityRule) reads; the status above is the co-chairs' own
    // word, which a rule never overrides in the organization's favour.
    bool tacSeat = false; // holds a seat on PyTorch's Technical Advisory Council
    QDate lastActive; // the date of its last activity in the Working Group; invalid: unknown
    QList<QDate> attended; // the meetings (of Roster::meetings) it attended

    bool isEligible() const { return status == OrganizationStatus::Eligible; }
    // Compares logins case-insensitively, as GitHub does.
    bool isRepresentative(const QString &login) const;
    bool isAlternate(const QString &login) const;
    // The stored account id of the representative or alternate `login`; 0 when unknown.
    qint64 accountIdOf(const QString &login) const;

    // {"name", "representative", "alternate", "status", "note"} and, when known,
    // "representative_id", "alternate_id", "tac_seat" (true), "last_active" and "attended"
    // (ISO dates); empty logins are null.
    QJsonObject toJson() const;
    static RosterOrganization fromJson(const QJsonObject &object);

    bool operator==(const RosterOrganization &other) const = default;
};

// The voting organizations, as imported or edited (one version each), or as frozen into a vote.
struct Roster
{
    int version = 0; // 0: not stored (a parsed or frozen roster)
    QDateTime createdAt; // when this version was stored
    QString source; // where it came from: a file name, "vote comment", "edited"
    QList<RosterOrganization> organizations;
    QList<QDate> meetings; // the Working Group's meetings, oldest first (the attendance rule)

    bool isEmpty() const { return organizations.isEmpty(); }
    int eligibleCount() const;
    // The organization a login represents (or is the alternate of); nullptr when none.
    const RosterOrganization *organizationOf(const QString &login) const;
    const RosterOrganization *organization(const QString &name) const;
    // Fills the account ids not known yet from `idOf(login)` (0: still unknown); a known id is
    // never replaced. True when any was filled.
    bool fillAccountIds(const std::function<qint64(const QString &login)> &idOf);

    // {"version", "created_at", "source", "organizations": [...], "meetings": [dates]} — also
    // the import format.
    QJsonObject toJson() const;
    static Roster fromJson(const QJsonObject &object);

    // The Markdown table for the vote comment, which RosterParser reads back:
    //   | Organization | Representative | Alternate | Status |
    //   |---|---|---|---|
    //   | Basalt Cloud | @basalt-tomas | @basalt-alt-rhea | eligible |
    //   | Vantablue Systems | @vantablue-rep | — | suspended (missed two meetings) |
    // The header and status words stay English whatever the UI language: the table is a
    // record other workbenches parse. The note is shown only for suspended organizations.
    QString toMarkdownTable() const;

    // What keeps an edited roster from being saved, one translated sentence each, in row
    // order (rows count from 1): an organization without a name, an organization listed
    // twice (case-insensitively), an empty representative, a login that is not a GitHub login,
    // a login used twice (on two organizations, or as representative and alternate of one),
    // and no organization at all. Empty when the roster can be saved. Logins are compared
    // without a leading '@' and case-insensitively, as GitHub does.
    QStringList problems() const;

    bool operator==(const Roster &other) const
    {
        return organizations == other.organizations && meetings == other.meetings;
    }
};

// One voting organization as the vote comment prints it (VoteService::voteRosterEntries()).
struct VoteRosterEntry
{
    QString organization;
    QString representative; // GitHub login
    QString alternate; // GitHub login, may be empty
    bool eligible = true; // false: suspended
    // Why an eligibility rule left it out (English, as the comment prints it: "not eligible
    // (no TAC seat)"); empty when the co-chairs suspended it by hand, or when eligible.
    QString ineligibleReason;
};

} // namespace acp
