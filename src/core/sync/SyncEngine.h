#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>

#include <chrono>
#include <memory>

namespace acp {

class Database;
class GitHubClient;
class SyncFollowUp;

struct SyncProgress
{
    enum class Phase { Repository, Issues, Comments, Reactions, Done };
    Phase phase = Phase::Repository;
    int pagesFetched = 0;
    int issuesUpdated = 0;
    int commentsUpdated = 0;
    int reactionSubjectsUpdated = 0;
    QString message; // translated, for a status bar or stderr
};

struct SyncResult
{
    enum class Outcome { Succeeded, Failed, Cancelled };
    Outcome outcome = Outcome::Succeeded;
    QString errorString; // one clear sentence when Failed
    int requests = 0; // HTTP requests this run, retries included
    int issuesUpdated = 0;
    int commentsUpdated = 0;
    int issuesDeleted = 0;
    QString repositoryFullName; // after a rename, the new name
    // Failed because GitHub could not be reached at all (no such host, no network): the
    // machine is most likely offline, and everything cached is still usable.
    bool offline = false;
    bool ok() const { return outcome == Outcome::Succeeded; }
};

// Pulls one repository's issues, comments, labels and reactions into the workspace cache.
//
// Incremental: the issue and comment listings use `since` marks taken from GitHub's own
// updated_at (so local clock skew cannot lose changes), stored only after a listing completes;
// pages are written one transaction each and every write is an upsert, so an interrupted run
// resumes without loss or duplicates. Unchanged pages cost a 304 thanks to stored ETags.
// Only cache tables are written; the reviewer's tables are never touched.
//
// Last, each run starts its follow-up when one is set (setFollowUp(): the workspace's label
// history and vote poll, SyncFollowUpChain; only that issue's vote for syncIssue()); the
// follow-up's failure fails the run.
class SyncEngine : public QObject
{
    Q_OBJECT
public:
    SyncEngine(Database &database, GitHubClient &client, const QString &repositoryFullName,
               QObject *parent = nullptr);
    ~SyncEngine() override;

    void start();
    // Refreshes one issue with all its comments and reactions (GET /issues/{n} and its lists),
    // e.g. before working on one application. A deleted issue (410) is marked deleted and the
    // run succeeds with issuesDeleted = 1. Listing marks are left alone.
    void syncIssue(int number);
    void cancel();
    bool isRunning() const { return m_running; }
    QString repositoryFullName() const { return m_repository; }
    // How long (by GitHub's clock) after a run that listed every issue the next run lists them
    // all again, instead of only those updated since its mark; 24 hours unless set. The
    // listings never show a deletion: this is how an issue deleted or transferred on GitHub
    // leaves the cache (each cached issue the whole listing lacks is asked for on its own), and
    // how a comment deleted from an issue that did not change otherwise is found (each listed
    // issue's comment count is compared with the cache). It costs a request per 100 issues.
    void setRelistInterval(std::chrono::seconds interval) { m_relistInterval = interval; }
    // Not owned; null for none. Set it while no run is going.
    void setFollowUp(SyncFollowUp *followUp) { m_followUp = followUp; }
    SyncFollowUp *followUp() const { return m_followUp; }

signals:
    // A run begins (start() or syncIssue()), before it has written anything.
    void started();
    void progress(const acp::SyncProgress &progress);
    void waiting(int seconds, const QString &reason);
    void finished(const acp::SyncResult &result);
    void repositoryRenamed(const QString &oldFullName, const QString &newFullName);

private:
    struct Run;
    Database &m_database;
    GitHubClient &m_client;
    QString m_repository;
    bool m_running = false;
    Run *m_run = nullptr;
    SyncFollowUp *m_followUp = nullptr;
    std::chrono::seconds m_relistInterval = std::chrono::hours(24);
};

} // namespace acp
