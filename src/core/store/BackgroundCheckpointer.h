#pragma once

#include <QMutex>
#include <QString>
#include <QWaitCondition>

class QThread;

namespace acp {

// Copies a workspace's write-ahead log back into its file (a passive checkpoint) on a worker
// thread, with a read-write connection of its own. Database::beginBulkWrites() hands it the
// checkpoints of a run of many commits, so that the thread that commits (the GUI thread, in the
// window) never waits for a checkpoint's page writes and fsyncs.
//
// A passive checkpoint takes no lock that a writer needs: the other connection goes on
// committing while it runs, and it copies what was committed when it began. Requests made while
// one runs make one more after it; there are at most ten a second. The connection opens with the
// first request; it never creates the file, and when it cannot open, requests are dropped with a
// warning (the committing connection still checkpoints itself once its log passes its own bound).
class BackgroundCheckpointer
{
public:
    explicit BackgroundCheckpointer(const QString &databasePath);
    // Lets a running checkpoint finish and drops one asked for; closes the connection.
    ~BackgroundCheckpointer();
    BackgroundCheckpointer(const BackgroundCheckpointer &) = delete;
    BackgroundCheckpointer &operator=(const BackgroundCheckpointer &) = delete;

    // Returns at once.
    void request();
    // Returns when no checkpoint runs and none is asked for.
    void waitUntilIdle();
    // Checkpoints run so far, finished or not (they copy what they can; a reader's snapshot may
    // hold some of the log back).
    int checkpointsRun() const;

private:
    void work(); // the worker thread's loop

    const QString m_databasePath;
    mutable QMutex m_mutex;
    QWaitCondition m_wake; // a request, or stop
    QWaitCondition m_idle; // nothing running or asked for
    bool m_requested = false; // guarded by m_mutex
    bool m_running = false; // guarded by m_mutex
    bool m_stopping = false; // guarded by m_mutex
    int m_checkpointsRun = 0; // guarded by m_mutex
    QThread *m_thread = nullptr;
};

} // namespace acp
