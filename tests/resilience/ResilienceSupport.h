#pragma once

// Shared pieces of the crash harness and the fault soak: a seeded mutator that changes the
// loopback server's repository the way people change a GitHub repository, and an oracle that
// reads a workspace's SQLite file with plain SQL (independently of the workbench's own store
// classes) and compares it with the server's state.

#include "GitHubTestServer.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <random>
#include <utility>

namespace acp::resilience {

// What a mutator changed that a full sync cannot see (GitHub's listings do not report
// deletions, nor reactions added alone); the oracle relaxes its comparison for these until the
// issues are refreshed.
struct DeletionLog
{
    QSet<int> deletedIssues;
    QSet<qint64> deletedComments;
    QSet<int> issuesWithDeletedComments;
    // Invisible reactions (setInvisibleReactions): the subjects, and the issues to refresh.
    QSet<int> issuesWithInvisibleReactions;
    QSet<qint64> commentsWithInvisibleReactions;
    QSet<int> issuesToRefreshForReactions;
    bool isEmpty() const { return deletedIssues.isEmpty() && deletedComments.isEmpty(); }
};

// Seeded, so a failing run can be repeated with the same --seed.
class ServerMutator
{
public:
    explicit ServerMutator(quint32 seed);

    // Applies `count` random changes: issue edits (title, body with unusual text), label
    // changes, close/reopen, new comments, comment edits, reactions on issues and comments,
    // new issues, now and then a pull request with a comment; with allowDeletions also
    // deleted comments and issues. Comments the workbench posted (with an action marker) are
    // never edited or deleted: the oracles count them. Returns a one-line summary.
    QString apply(test::GitHubTestServer &server, int count, bool allowDeletions = false);
    // Edits the bodies of `fraction` of the live issues: a resync then rewrites many pages.
    QString touchMany(test::GitHubTestServer &server, double fraction);

    // GitHub's listings do not report a reaction (adding one does not move the issue's or the
    // comment's updated_at, so `since` misses it), so a sync cannot see one on an item that did
    // not change otherwise. By default every reaction the mutator adds comes with an edit of its
    // issue or comment (same text, new updated_at); turned on, every other reaction comes alone
    // and is logged in deletions() (issuesWithInvisibleReactions and so on): the oracle expects
    // a listing to miss it, and a refresh of its issue to bring it.
    void setInvisibleReactions(bool on) { m_invisibleReactions = on; }

    // Issues whose labels or open/closed state the mutator changed since the last call.
    QSet<int> takeStateTouches() { return std::exchange(m_stateTouched, {}); }

    const DeletionLog &deletions() const { return m_deletions; }
    void clearDeletions() { m_deletions = {}; }

    std::mt19937 &random() { return m_random; }
    int uniform(int low, int high); // inclusive

private:
    QString text(int minWords, int maxWords);
    int liveIssue(const QList<test::GitHubTestServer::IssueData> &issues);

    std::mt19937 m_random;
    DeletionLog m_deletions;
    bool m_invisibleReactions = false;
    QSet<int> m_stateTouched;
};

// One SQLite file, opened with its own connection for as long as the object lives. Opening it
// after a crash is what the workbench itself would do next (SQLite replays the WAL).
class CacheFile
{
public:
    explicit CacheFile(const QString &path);
    ~CacheFile();
    CacheFile(const CacheFile &) = delete;
    CacheFile &operator=(const CacheFile &) = delete;

    bool isOpen() const { return m_open; }
    QString errorString() const { return m_error; }

    // "ok", or every message PRAGMA integrity_check and foreign_key_check returned.
    QString integrityCheck();
    // The reviewer's tables (checklist, application notes, evidence notes and, withOutbox, the
    // outbox's actions), one line per row, sorted: equal snapshots mean nothing of the
    // reviewer's work changed.
    QStringList reviewerSnapshot(bool withOutbox = true);
    // uuid -> state of every outbox action.
    QHash<QString, QString> outboxStates();
    // The differences between the cache and the server, at most `limit` lines; empty when they
    // agree. With `deletions` the comparison accepts what a listing cannot report: cached
    // items deleted on GitHub and comment counts of issues that lost comments.
    QStringList compareWithServer(const test::GitHubTestServer &server,
                                  const DeletionLog *deletions = nullptr, int limit = 20);
    // Rows that share a natural key and must not (labels by name, ignoring case; reactions by
    // subject, user and content): a double write would show up here.
    QStringList duplicates();

    int count(const QString &table);
    bool exec(const QString &sql);

private:
    QString m_connection;
    bool m_open = false;
    QString m_error;
};

// uuid -> how many live comments on the server carry the outbox marker
// `<!-- acp-workbench:action=UUID -->`: more than one is a duplicate write.
QHash<QString, int> actionMarkerCounts(const test::GitHubTestServer &server);

// Milliseconds statistics for the reports.
struct Stats
{
    QList<double> values;
    void add(double v) { values.append(v); }
    double percentile(double p) const;
    double median() const { return percentile(50); }
    double max() const;
    double total() const;
};

} // namespace acp::resilience
