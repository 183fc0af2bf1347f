#pragma once

#include "core/domain/Issue.h"
#include "core/voting/Roster.h"
#include "core/voting/VoteRule.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace acp {

// A ballot is a reaction on the vote comment: +1 approve, -1 reject, eyes abstain. Other
// reactions (heart, rocket, ...) are no ballot at all. A login with more than one of the three
// has an ambiguous ballot.
enum class BallotChoice { None, Approve, Reject, Abstain, Ambiguous };

// "none", "approve", "reject", "abstain", "ambiguous"
QString ballotChoiceId(BallotChoice choice);
std::optional<BallotChoice> ballotChoiceFromId(const QString &id);
QString ballotChoiceDisplayName(BallotChoice choice); // translated
// "+1", "-1", "eyes" for the three real choices, else empty.
QString reactionContentFor(BallotChoice choice);
// 👍, 👎 or 👀 (the reaction as GitHub shows it); empty for None and Ambiguous.
QString ballotChoiceEmoji(BallotChoice choice);
// Approve, Reject or Abstain for "+1", "-1", "eyes"; nullopt for any other reaction.
std::optional<BallotChoice> ballotChoiceFromReaction(const QString &content);
// The reaction contents that are ballots: "+1", "-1", "eyes".
QStringList ballotReactionContents();

// One login's ballot, read from all its reactions on the vote comment.
struct Ballot
{
    QString login;
    BallotChoice choice = BallotChoice::None; // Approve/Reject/Abstain or Ambiguous
    QDateTime at; // the latest of its ballot reactions
    QStringList contents; // its ballot reactions, e.g. {"+1", "-1"} when ambiguous
};

// One ballot per login with at least one ballot reaction, in the order they were cast.
QList<Ballot> ballotsFromReactions(const QList<Reaction> &reactions);
// The ballot of one login (case-insensitive); None when it has no ballot reaction.
Ballot ballotOf(const QString &login, const QList<Reaction> &reactions);

// Why a row of the tally counts or not. Ids in JSON: "representative", "alternate",
// "representative-voted", "ambiguous", "non-roster", "suspended", "not-voted", "late",
// "after-decision", "other-account".
enum class TallyReason {
    Representative, // counted: the representative's ballot
    Alternate, // counted: the alternate's ballot, the representative cast no valid one
    RepresentativeVoted, // not counted: the alternate's ballot, the representative's counts
    Ambiguous, // not counted: more than one of +1/-1/eyes
    NonRoster, // not counted: the login is not on the frozen roster (non-binding)
    Suspended, // not counted: the organization is suspended
    NotVoted, // no ballot: an organization whose representative and alternate have not voted
    Late, // not counted: cast after the vote's closing date
    AfterDecision, // not counted: cast after the decision was recorded
    OtherAccount, // not counted: the login now belongs to another GitHub account than the
                  // one the roster knows (a renamed account's login taken by someone else)
};
QString tallyReasonId(TallyReason reason);
std::optional<TallyReason> tallyReasonFromId(const QString &id);

enum class BallotRole { Representative, Alternate, NonRoster, None };
QString ballotRoleId(BallotRole role); // "representative", "alternate", "non-roster", "none"
std::optional<BallotRole> ballotRoleFromId(const QString &id);

struct TallyRow
{
    QString organization; // empty for a non-roster login
    QString login; // empty for an organization that has not voted
    BallotRole role = BallotRole::None;
    BallotChoice choice = BallotChoice::None;
    bool counted = false;
    TallyReason reason = TallyReason::NotVoted;
    QDateTime at; // when the ballot was cast (its latest ballot reaction)
    QDate closes; // Late: the closing date it missed
    // The reason the voter gave for this ballot, in their own comment (BallotReasons); empty
    // when they gave none. Shown beside the ballot, never counted.
    QString voterReason;

    QString reasonText() const; // translated, for a tooltip or a table cell
    // {"organization", "login", "role", "choice", "counted", "reason", "at", "voter_reason"};
    // empty texts null.
    QJsonObject toJson() const;
};

// The result of a vote under the Working Group's rules:
//
// - One ballot per eligible organization: the representative's if they cast a valid one, else
//   the alternate's. Suspended organizations are not eligible: no quorum weight, no ballot.
// - Ambiguous ballots (a login with more than one of +1/-1/eyes) are shown, not counted, and
//   are not participation. When the representative's ballot is ambiguous, the organization
//   falls back to the alternate's valid ballot: the representative has cast no valid ballot,
//   which is exactly the absence the alternate is there for. An ambiguous alternate's ballot
//   never counts.
// - Logins not on the frozen roster are shown as non-binding.
// - Quorum: participating organizations (approve, reject or abstain) more than half of the
//   eligible ones. An empty roster (or one with no eligible organization) never has quorum.
// - Passes, once quorum is met, by the rule: Strict, approvals more than half of the
//   participants; Simple, approvals more than rejections. Ties fail under both.
// - Reactions cast after the closing date (the end of that day, UTC) or after the decision was
//   recorded are listed as late, not counted; a login's ballot from before then still counts.
// - A reaction whose account id differs from the one the roster stores for its login is
//   listed, not counted: the login was renamed away and taken by another account.
struct TallyOptions
{
    QDate closes; // invalid: no closing date
    QDateTime decidedAt; // invalid: no decision yet
    // The first moment a ballot is late: the end of the closing day or the decision, whichever
    // comes first; invalid when neither is set.
    QDateTime cutoff() const;
};

struct VoteTally
{
    Q_DECLARE_TR_FUNCTIONS(acp::VoteTally)

public:
    CountingRule rule = CountingRule::StrictMajority;
    int organizations = 0; // on the roster, suspended ones included
    int eligible = 0;
    int participants = 0; // organizations with a counted ballot
    int approve = 0;
    int reject = 0;
    int abstain = 0;
    int quorumNeeded = 1; // participants needed for quorum: eligible / 2 + 1
    bool quorumMet = false;
    int approvalsNeeded = 1; // under the rule, with the current participants and rejections
    bool passed = false; // quorum met and the rule satisfied
    int ambiguous = 0; // logins with an ambiguous ballot (roster or not)
    int nonBinding = 0; // non-roster logins with a ballot
    int late = 0; // logins with a ballot reaction after the cutoff (TallyOptions)
    int otherAccount = 0; // logins whose reaction came from another account than the roster's
    // Roster order: for each organization its counted row (or a not-voted / suspended row),
    // then its other rows; then the non-roster logins in the order they voted.
    QList<TallyRow> rows;
    QStringList notVoted; // eligible organizations without a counted ballot, roster order

    // "5 of 8 organizations voted; quorum needs 5; approvals 4 of 5" (strict) or
    // "…; approvals 4, rejections 1" (simple).
    QString summary() const;
    // The texts on the bars toward quorum and toward the majority. Below the mark:
    // "3 of 5 for quorum: 2 more organizations needed", "2 of 3 approvals for a majority: 1 more
    // needed"; at or past it: "Quorum met: 6 organizations voted, 5 needed", "Majority reached:
    // 4 approvals, 3 needed". A bar is full from the mark on (VotePanel).
    QString quorumProgressText() const;
    QString majorityProgressText() const;
    // Approvals reach approvalsNeeded (with at least one participant), quorum or not.
    bool majorityReached() const;
    // Whether the result (passes or not) stays what it is now, whatever the organizations that
    // have not voted do: every way they could vote, or not, gives the same result.
    bool isSettled() const;
    // "Passes: 4 approvals of 5 participants, more than half." / "No quorum yet: …"
    QString outcomeText() const;
    // The per-organization table for the decision comment (English, like the roster table):
    // | Organization | Voted by | Ballot | Time (UTC) | Reason | plus non-binding ballots after
    // it (the Reason columns only when some ballot has a reason).
    QString toMarkdownTable() const;
    // {"eligible", "participants", "approve", "reject", "abstain", "quorum_needed",
    //  "quorum_met", "approvals_needed", "passed", "rule", "summary", "not_voted", "ballots",
    //  "ambiguous", "non_binding", "late", "other_account"}
    QJsonObject toJson() const;
    // Reads toJson() back (a tally frozen by a decision).
    static VoteTally fromJson(const QJsonObject &object);
};

VoteTally tallyVote(const Roster &roster, const QList<Reaction> &reactions,
                    CountingRule rule = CountingRule::StrictMajority,
                    const TallyOptions &options = {});

} // namespace acp
