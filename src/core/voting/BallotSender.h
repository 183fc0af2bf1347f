#pragma once

#include "core/review/AuthorTrust.h"
#include "core/review/ReviewState.h"
#include "core/voting/VoteStore.h"

#include <QElapsedTimer>
#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <chrono>
#include <memory>

namespace acp {

class Database;
class GitHubClient;

// The login a token signs in as: GET /user once, then remembered per API host and token
// (VoteStore::cachedLogin), so the signed-in user's ballot shows offline too.
class SignedInUser : public QObject
{
    Q_OBJECT
public:
    SignedInUser(Database &database, GitHubClient &client, const QString &token,
                 QObject *parent = nullptr);
    ~SignedInUser() override;

    // The remembered login, or empty (never signed in with this token, or no token).
    QString cachedLogin() const;
    // Asks GitHub unless the login is remembered (or `refresh`); finished() follows exactly
    // once, after fetch() returned.
    void fetch(bool refresh = false);

    static QString apiKey(const GitHubClient &client); // the API base, as the cache key

signals:
    void finished(const QString &login, const QString &errorString);

private:
    Database &m_database;
    QPointer<GitHubClient> m_client;
    QString m_token;
    bool m_running = false;
    bool m_dying = false;
};

struct BallotSendSummary
{
    int sent = 0;
    int failed = 0; // final errors: the vote closed, the comment is gone, no permission
    int deferred = 0; // transient trouble: left queued for the next send
    int leftUnsent = 0; // pending ballots after the run
    bool cancelled = false;
    QString login; // who the ballots were cast as
    QString errorString; // why the run stopped early (offline, token), if it did
    QStringList messages; // one line per ballot that did not go
    int requests = 0;
    bool allSent() const { return leftUnsent == 0; }
};

// Sends the ballots cast from this workbench (VoteStore's queue), oldest first, one request at
// a time through the shared client, at most one write per mutationInterval.
//
// Per ballot: mark it sending (written first); learn the login (SignedInUser); read the issue,
// and fail the ballot if the vote is no longer open (closed, decided, back in review); check
// that the ballot's comment is the vote comment the workbench trusts (VoteService, on the
// cache) and, read fresh, still a vote comment by a trusted author (AuthorTrust), else fail the
// ballot: a ballot never lands on a forged or replaced comment, also one queued long before;
// read the vote comment's reactions fresh; add the new reaction unless the login already has it
// (GitHub answers 200 for an existing one, so a retry never makes a second); then delete the
// login's other ballot reactions (a 404 means already gone). The ballot is sent when exactly
// one ballot reaction of the login is left. A pending ballot that a newer pending one on the
// same vote replaces is cancelled, not sent. Adding before removing means a failure half-way
// leaves an ambiguous ballot on GitHub (visible, retried on the next send), never a lost one.
// The cache is updated from what GitHub confirmed, so the tally shows the ballot at once.
//
// A ballot with a reason then posts it as the voter's comment (BallotReasons), exactly once: the
// time of the attempt is written before the post, and a later send whose ballot has an attempt
// without a known comment looks for the ballot's marker among the comments first; only
// when it is not there, listed at least the confirm interval after the attempt, is it posted
// again. The ballot is sent once its reaction and its reason are both on GitHub.
//
// Transient failures (offline, 5xx, rate limits the client gave up on) leave the ballot queued
// and stop the run; final ones (403, 404, 410, 422) fail that ballot and go on.
class BallotSender : public QObject
{
    Q_OBJECT
public:
    BallotSender(Database &database, GitHubClient &client, const QString &repositoryFullName,
                 const QString &token, const LabelScheme &labels = {}, QObject *parent = nullptr);
    ~BallotSender() override;

    void setMutationInterval(std::chrono::milliseconds interval) { m_interval = interval; }
    // A reason whose post got no answer is posted again only when the comments, listed
    // at least this long after the attempt, do not have it (GitHub's list can lag a write).
    void setReasonConfirmInterval(std::chrono::milliseconds interval)
    {
        m_reasonConfirmInterval = interval;
    }
    void setRepository(const QString &fullName) { m_repository = fullName; }
    void setAuthorTrust(const AuthorTrust &trust) { m_trust = trust; }

    bool isRunning() const { return m_run != nullptr; }
    // Sends every pending ballot; finished() follows exactly once, after send() returned.
    void send();
    void cancel();

signals:
    void ballotChanged(const acp::QueuedBallot &ballot);
    void finished(const acp::BallotSendSummary &summary);

private:
    struct Run;
    Database &m_database;
    QPointer<GitHubClient> m_client;
    QString m_repository;
    QString m_token;
    LabelScheme m_labels;
    AuthorTrust m_trust;
    std::chrono::milliseconds m_interval { 1000 };
    std::chrono::milliseconds m_reasonConfirmInterval { 60 * 1000 };
    QElapsedTimer m_lastMutation;
    Run *m_run = nullptr;
};

} // namespace acp

Q_DECLARE_METATYPE(acp::BallotSendSummary)
Q_DECLARE_METATYPE(acp::QueuedBallot)
