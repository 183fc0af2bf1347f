#pragma once

#include "core/domain/Issue.h"
#include "core/outbox/OutboxAction.h"
#include "core/review/AuthorTrust.h"
#include "core/review/ReviewState.h"
#include "core/voting/EligibilityRule.h"
#include "core/voting/Roster.h"
#include "core/voting/RosterParser.h"
#include "core/voting/VoteRule.h"
#include "core/voting/VoteStore.h"
#include "core/voting/VoteTally.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

namespace acp {

class Database;
class VotingContext;

// Where a vote's roster and rule come from.
enum class VoteSource {
    Recorded, // this workbench opened it: the roster frozen in reviewer_votes
    Comment, // opened elsewhere (another co-chair's workbench, or by hand with the marker):
             // read back from the vote comment
};
QString voteSourceId(VoteSource source); // "recorded", "comment"

// What the vote comment says, read back from its text (only ever a trusted author's: see
// VoteService::findVoteComment). The markers come from the comment's trailing marker block
// (MarkerBlock); the closing date and the rule fall back to the comment's words, read from its
// prose only (no code, quotes or HTML comments), for vote comments written by hand. Those
// words are the trusted author's own statement, which is why the fallback stays; a marker
// always wins over them.
struct VoteCommentContent
{
    QString actionUuid; // <!-- acp-workbench:action=UUID -->, if present
    QDate closes; // <!-- acp-workbench:vote-closes=YYYY-MM-DD -->, else "open until **DATE"
    QDate earliestClose; // <!-- acp-workbench:vote-earliest-close=YYYY-MM-DD -->, if present
    std::optional<CountingRule> rule; // <!-- acp-workbench:vote-rule=ID -->, else the rule's words
    RosterParseResult roster; // the Markdown table of the frozen roster
};

// Something about the vote comments of an application that the vote panel, `show --json` and
// the report show beside the vote: nothing about which comment counts changes silently.
struct VoteCommentWarning
{
    enum class Kind {
        SecondVoteComment, // another trusted vote comment while this vote runs: not used
        UntrustedVoteComment, // a vote marker from an author who is not trusted: ignored
    };
    Kind kind = Kind::SecondVoteComment;
    qint64 commentId = 0;
    QString author;
    QDateTime createdAt;
    QUrl url;
    QString text; // translated: which comment is used and why

    // {"kind": "second-vote-comment"|"untrusted-vote-comment", "comment_id", "author",
    //  "created_at", "url", "text"}
    QJsonObject toJson() const;
};

// Which comment is the vote comment (VoteService::findVoteComment), and what else is there.
struct VoteCommentChoice
{
    std::optional<Comment> comment; // none: no vote comment (or the recorded one is not posted)
    bool recorded = false; // the vote is the recorded one (whether or not its comment is known)
    QList<Comment> others; // further trusted vote comments of the same vote, not used
    QList<Comment> untrusted; // vote markers from untrusted authors, ignored
    std::optional<Comment> decision; // the first trusted decision comment after the vote
};

// One vote, as the workbench shows it: the frozen roster and rule, the vote comment and its
// reactions from the cache, and the tally. A value: take a new one after a sync or a ballot.
struct VoteInfo
{
    int issueNumber = 0;
    bool open = false; // the issue is open and in the voting state
    VoteSource source = VoteSource::Comment;
    qint64 commentId = 0; // 0: the vote comment is not on GitHub (or not synced) yet
    QUrl commentUrl;
    QString openedBy; // the vote comment's author, when known
    QDateTime openedAt;
    QDate closes; // invalid: no closing date
    // The end of its minimum wait, as its comment states it (a vote opened by this workbench
    // since the voting window); invalid: the vote states none, and may close any time.
    QDate earliestClose;
    CountingRule rule = CountingRule::StrictMajority;
    // The eligibility rule it opened under (EligibilityRule::recordJson()), when recorded here.
    QJsonObject eligibility;
    Roster roster; // frozen
    QString rosterError; // why the roster could not be read from the comment, if it could not
    QList<Reaction> reactions; // on the vote comment, from the cache
    VoteTally tally;
    // The tally was frozen when the decision was queued here: later reactions do not change it.
    bool frozen = false;
    QDateTime frozenAt;
    QDateTime decidedAt; // a trusted decision comment after the vote comment, when there is one
    QList<VoteCommentWarning> warnings;

    bool isPosted() const { return commentId > 0; }
    bool isPastClosingDate(const QDate &today = QDate::currentDate()) const
    {
        return closes.isValid() && today > closes;
    }
    // Why the vote cannot be closed with a decision today; empty when it can: it has passed
    // its closing date, or states no voting window, or its minimum wait is over and its result
    // can no longer change (VoteTally::isSettled()).
    QString whyNotClosable(const QDate &today = QDate::currentDate()) const;
    // The `vote` object of `show --json`: open, eligible, participants, approve, reject,
    // abstain, quorum_needed, quorum_met, approvals_needed, passed, rule, summary, closes,
    // comment_id, comment_url, source, roster, eligibility_rule (the recorded rule with
    // "applied_on" and "text", or null), not_voted, ballots [{organization, login, role,
    // choice, counted, reason, at}], late, other_account, frozen, frozen_at, decided_at,
    // warnings [VoteCommentWarning::toJson()].
    QJsonObject toJson() const;
};

// The signed-in user's ballot on one vote: what GitHub has (per the cache) and what is queued.
struct MyBallot
{
    QString login; // empty: unknown (offline and never signed in)
    BallotChoice onGitHub = BallotChoice::None;
    QDateTime castAt;
    std::optional<QueuedBallot> queued; // the newest ballot cast here that is not yet sent
                                        // (queued, sending) or that failed
    QString organization; // the organization the login votes for, if on the roster
    BallotRole role = BallotRole::NonRoster;

    // What to show as "your ballot": the queued choice while one is pending, else GitHub's.
    BallotChoice current() const;
    bool isPending() const { return queued && queued->isPending(); }
    // {"login", "choice", "on_github", "pending", "state", "organization", "role", "error"}
    QJsonObject toJson() const;
};

// Reads and casts votes: the one place the GUI's Open votes view and vote panel, the command
// line and the report get them from. Synchronous and cheap (a few queries on the cache and the
// voting tables); the network side is VotePoller (reactions) and BallotSender (ballots).
class VoteService
{
    Q_DECLARE_TR_FUNCTIONS(acp::VoteService)

public:
    // `defaultRule` applies to a vote whose comment states no rule the workbench recognises;
    // `trust` says whose comments count (AuthorTrust).
    explicit VoteService(Database &database, const LabelScheme &labels = {},
                         CountingRule defaultRule = CountingRule::StrictMajority,
                         const AuthorTrust &trust = {});
    // With the workspace's labels and author trust.
    static VoteService of(VotingContext &workspace);

    // The issue's current vote (the newest recorded one, else the newest vote comment);
    // nothing when the issue has neither.
    std::optional<VoteInfo> vote(int issueNumber) const;
    // Every application in the voting state, by issue number (votes without a comment yet
    // included: their start-vote is still in the outbox).
    QList<VoteInfo> openVotes() const;
    // The open votes whose comment is on GitHub (and cached): what the sync polls. Cheap on a
    // large cache: applications without a workbench marker are skipped in SQL.
    QList<VoteInfo> postedOpenVotes() const;
    QList<qint64> openVoteComments() const; // their comment ids

    MyBallot myBallot(const VoteInfo &vote, const QString &login) const;

    struct CastResult
    {
        std::optional<QueuedBallot> ballot;
        QString error; // one sentence when nothing was queued
        bool ok() const { return ballot.has_value(); }
    };
    // Queues the signed-in user's ballot on the issue's open vote (BallotSender sends it). A
    // newer ballot replaces an unsent older one. Refused when the vote is not open or its
    // comment is not on GitHub yet.
    // `reason`: the voter's words to post with the ballot (BallotReasons), refused when
    // unacceptable; `reasonRequired`: an empty one is refused.
    CastResult castBallot(int issueNumber, BallotChoice choice, const QString &reason = {},
                          bool reasonRequired = false) const;

    // Freezes a vote's roster and rule with the start-vote action's uuid.
    // `eligibility`: the rule it opens under (EligibilityRule::recordJson()).
    std::optional<VoteRecord> recordVoteOpened(int issueNumber, const Roster &roster,
                                               CountingRule rule, const QDate &closes,
                                               const QString &actionUuid,
                                               const QJsonObject &eligibility = {}) const;

    // ---- The outbox's start-vote ---------------------------------------------------------
    // The roster as ActionComposer::VoteOptions takes it (the vote comment prints it), with
    // `rule` applied on `asOf`: an organization it leaves out is not eligible, with the reason.
    static QList<VoteRosterEntry> voteRosterEntries(const Roster &roster,
                                                    const EligibilityRule &rule = {},
                                                    const QDate &asOf = QDate::currentDate());
    // Records the vote a queued start-vote action opens: its uuid, and the roster, rule and
    // closing date from its details, as the comment prints them. `source` (the roster the
    // entries came from) restores the notes and the version. Call after Outbox::enqueue().
    std::optional<VoteRecord> recordStartVote(const OutboxAction &action,
                                              const Roster &source = {}) const;
    // Freezes the issue's tally as it stands, for the decision action `decisionUuid` (call
    // after Outbox::enqueue()). A vote opened elsewhere is recorded first (its comment, roster,
    // rule and closing date), so it too is never replaced. Returns the tally frozen.
    std::optional<VoteTally> freezeForDecision(int issueNumber, const QString &decisionUuid) const;
    // Stores the account ids learned since a vote opened (a roster login's first sighting in
    // the cache) in its record and in the current roster. The vote poller calls it.
    bool rememberAccountIds(int issueNumber) const;

    // Mirrors a ballot into the cached reactions of the vote comment: removes the login's
    // other ballot reactions and adds `choice` (with reactionId, or a local negative id). The
    // ballot sender calls it once GitHub confirmed; the demo workspace uses it instead of a
    // push. Returns false with errorString() on a database error.
    bool applyBallotToCache(qint64 commentId, const QString &login, BallotChoice choice,
                            qint64 reactionId, const QDateTime &at) const;

    // The login the demo workspace votes as: a representative on issue #12's roster.
    static QString demoLogin();

    // ---- The vote comment ----------------------------------------------------------------
    // Its trailing marker block holds <!-- acp-workbench:vote --> (MarkerBlock). Says nothing
    // about the author: findVoteComment() looks at who wrote it.
    static bool isVoteComment(const QString &body);
    // Reads a vote comment's markers, words and roster. Call it on a trusted author's comment
    // only (findVoteComment() returns only those).
    static VoteCommentContent parseVoteComment(const QString &body);
    // The vote comment among the issue's comments (oldest first). Only trusted authors' vote
    // markers count (AuthorTrust; never the applicant's), and a vote runs from its vote comment
    // to the next trusted decision or back-to-review comment.
    //
    // - With a record (this workbench opened the vote, or froze its tally): the recorded
    //   comment, by id (the record's, else the one its start-vote action posted,
    //   `postedCommentId`), else by the start-vote action's marker in a trusted comment. A
    //   newer marked comment never replaces it; only a vote opened after the recorded one
    //   ended does.
    // - Without one: the first trusted vote comment of the newest vote.
    // Further trusted vote comments of the same vote come back in `others` (a warning, never a
    // switch); vote markers from untrusted authors in `untrusted`.
    static VoteCommentChoice findVoteComment(const QList<Comment> &comments, const Issue &issue,
                                             const std::optional<VoteRecord> &record,
                                             const AuthorTrust &trust, qint64 postedCommentId = 0);

    QString errorString() const { return m_error; }

    // The numbers of the open issues labelled for voting (`labelCount` labels bound in order);
    // with `postedOnly`, only those with a workbench-marked comment. Public for its plan's test.
    static QString openVoteCandidatesStatement(qsizetype labelCount, bool postedOnly);

private:
    // `useFrozen`: a tally frozen by a decision, when there is one (else counted afresh).
    std::optional<VoteInfo> voteFor(const Issue &issue, bool useFrozen = true) const;
    QList<VoteInfo> collectOpenVotes(bool postedOnly) const;
    QList<Comment> markedComments(int issueNumber, qint64 recordedCommentId) const;

    Database &m_database;
    LabelScheme m_labels;
    CountingRule m_defaultRule;
    AuthorTrust m_trust;
    mutable QString m_error;
};

} // namespace acp
