#pragma once

#include "core/sync/SyncFollowUp.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QUrl>

namespace acp {

class Database;
class GitHubClient;
struct ApiResponse;

// Reads the repository's issue events (GET /repos/{o}/{r}/issues/events: labeled, unlabeled,
// closed, reopened) into the cache, as a sync's follow-up: the history the dashboard's time per
// stage is measured from (StageTimeline).
//
// Incremental: GitHub lists the events newest first, so a run reads pages until it reaches an
// event at or below the mark of the last complete run, and moves the mark only once it got
// there; an interrupted run leaves the mark, and the next one reads the same pages again
// (events are stored by id: nothing doubles). No request at all while no issue changed since
// the last complete run (a label change updates the issue). One-issue syncs leave it alone.
// Failing to read the history does not fail the sync: the dashboard falls back on the
// workbench's comments, and the next sync tries again.
class IssueEventsFetcher : public QObject, public SyncFollowUp
{
    Q_OBJECT
public:
    IssueEventsFetcher(Database &database, GitHubClient &client, QObject *parent = nullptr);
    ~IssueEventsFetcher() override;

    QString progressMessage() const override;
    void startFollowUp(const QString &repositoryFullName, int issueNumber, Done done) override;
    void cancelFollowUp() override;

private:
    void fetch(const QUrl &url);
    void handle(const ApiResponse &response);
    void finish(const Outcome &outcome);

    Database &m_database;
    QPointer<GitHubClient> m_client;
    Done m_done;
    qint64 m_throughEventId = 0; // the mark of the last complete run
    qint64 m_newestEventId = 0; // the newest event seen in this run
    QDateTime m_issuesUpdatedThrough; // the latest issue update when this run began
    int m_requests = 0; // pages read in this run (logged)
};

} // namespace acp
