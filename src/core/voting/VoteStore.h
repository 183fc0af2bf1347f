#pragma once

#include "core/voting/Roster.h"
#include "core/voting/VoteRule.h"
#include "core/voting/VoteTally.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace acp {

class Database;

// One version of the roster as listed by RosterStore::versions().
struct RosterVersionInfo
{
    int version = 0;
    QDateTime createdAt;
    QString source;
    int organizations = 0;
    int eligible = 0;
};

// A vote this workbench opened: what start-vote froze when it was queued.
struct VoteRecord
{
    qint64 id = 0; // 0 until stored
    int issueNumber = 0;
    QString actionUuid; // the start-vote action: its marker finds the comment once posted
    qint64 commentId = 0; // once known
    CountingRule rule = CountingRule::StrictMajority;
    QDate closes; // optional
    int rosterVersion = 0; // the version it was frozen from (0: not from the store)
    Roster roster; // frozen
    QDateTime openedAt;
    // The eligibility rule it was opened under (EligibilityRule::recordJson(): the rule and the
    // day it was applied); empty for a vote opened before rules were recorded, or elsewhere.
    QJsonObject eligibility;
    // The tally as it stood when the decision was queued (freezeTally()): what the report and
    // the vote show from then on, whatever reactions come later. Void when the decision action
    // is cancelled before it was sent (VoteService).
    std::optional<VoteTally> frozenTally;
    QDateTime frozenAt;
    QString decisionUuid; // the decision action that froze it
};

// Where a ballot cast from this workbench is. queued -> sending -> sent; sending -> queued
// again after a transient failure (offline, 5xx, rate limit); -> failed on a final error (the
// vote closed, the comment is gone, no permission); a newer ballot on the same vote cancels
// the older ones that have not been sent.
enum class BallotState { Queued, Sending, Sent, Failed, Cancelled };
QString ballotStateId(BallotState state); // "queued", "sending", "sent", "failed", "cancelled"
std::optional<BallotState> ballotStateFromId(const QString &id);
QString ballotStateDisplayName(BallotState state); // translated

struct QueuedBallot
{
    qint64 id = 0;
    int issueNumber = 0;
    qint64 commentId = 0; // the vote comment the reaction goes on
    BallotChoice choice = BallotChoice::Approve; // Approve, Reject or Abstain
    QString login; // who cast it, once known
    BallotState state = BallotState::Queued;
    int attempts = 0;
    QString lastError;
    qint64 reactionId = 0; // the reaction GitHub created (or already had)
    // The voter's reason, posted as a comment once the reaction is in (BallotReasons): its
    // words (empty: none), the id of its marker, when its post was first attempted (from then on
    // the comment is looked for before it is posted again) and the comment once known.
    QString reason;
    QString reasonUuid;
    QDateTime reasonAttemptedAt;
    qint64 reasonCommentId = 0;
    QDateTime createdAt;
    QDateTime updatedAt;

    bool isPending() const { return state == BallotState::Queued || state == BallotState::Sending; }
    // {"id", "issue", "comment_id", "choice", "login", "state", "attempts", "last_error",
    //  "reaction_id", "reason", "reason_comment_id", "created_at", "updated_at"}
    QJsonObject toJson() const;
};

// The voting tables (schema step "voting"): the reviewer's data, never written by a sync.
class VoteStore
{
    Q_DECLARE_TR_FUNCTIONS(acp::VoteStore)

public:
    explicit VoteStore(Database &database);

    // ---- Roster ------------------------------------------------------------------------
    // The newest version; an empty roster (version 0) when none was ever stored.
    Roster currentRoster() const;
    std::optional<Roster> roster(int version) const;
    QList<RosterVersionInfo> rosterVersions() const; // newest first
    // Stores the organizations as a new version (an import or an edit); returns it with
    // version and createdAt set. An empty roster is refused.
    // Account ids the roster does not carry are filled from the previous version (the same
    // login) and from the cache (the account first seen with the login, IssueCache::firstUserId).
    std::optional<Roster> saveRoster(const Roster &roster, const QString &source);
    // Stores account ids learned since (a login's first sighting) in the current version where
    // it has none for that login; never replaces a known one.
    bool rememberAccountIds(const Roster &known);

    // ---- Votes -------------------------------------------------------------------------
    std::optional<VoteRecord> recordVote(VoteRecord record);
    std::optional<VoteRecord> latestVote(int issueNumber) const;
    bool setVoteComment(qint64 voteId, qint64 commentId);
    // Replaces the frozen roster of a vote: only to add account ids learned since it opened.
    bool updateVoteRoster(qint64 voteId, const Roster &roster);
    // Freezes the vote's tally for the decision action `decisionUuid` (a later decision
    // replaces it).
    bool freezeTally(qint64 voteId, const VoteTally &tally, const QString &decisionUuid);

    // ---- The signed-in login -----------------------------------------------------------
    // HMAC-SHA256 of the token under this database's own random key (table local_keys), hex,
    // first 32 digits: enough to tell tokens apart, and different in every database, so it
    // cannot be matched against candidate tokens elsewhere. Empty (with `create` false) while
    // the database has no key yet; `create` makes the key once.
    QString tokenFingerprint(const QString &token, bool create = false) const;
    QString cachedLogin(const QString &apiHost, const QString &token) const;
    bool setCachedLogin(const QString &apiHost, const QString &token, const QString &login);

    // ---- Ballots -----------------------------------------------------------------------
    // Queues a ballot and cancels the older unsent ones (queued or failed) of the same issue,
    // in one transaction. choice must be Approve, Reject or Abstain; a non-empty `reason` goes
    // with it (under a new marker id).
    std::optional<QueuedBallot> queueBallot(int issueNumber, qint64 commentId, BallotChoice choice,
                                            const QString &reason = {});
    std::optional<QueuedBallot> ballot(qint64 id) const;
    QList<QueuedBallot> ballots(int issueNumber) const; // oldest first
    QList<QueuedBallot> pendingBallots() const; // queued or sending, oldest first
    // The newest ballot of the issue that is not cancelled, if any.
    std::optional<QueuedBallot> latestBallot(int issueNumber) const;
    // Writes state, login, attempts, last_error, reaction_id, reason_attempted_at and
    // reason_comment_id, only while the stored state is one of `expected` (any when empty).
    // False when nothing matched.
    bool saveBallot(QueuedBallot &ballot, const QList<BallotState> &expected = {});
    bool cancelBallot(qint64 id);

    QString errorString() const { return m_error; }

private:
    QList<QueuedBallot> selectBallots(const QString &where, const QVariantList &values) const;

    Database &m_database;
    QSqlDatabase m_db;
    mutable QString m_error;
};

} // namespace acp
