#pragma once

#include <QList>
#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>
#include <QWaitCondition>

#include <functional>

namespace acp {

class Database;

// Runs long reads of a workspace (the Dashboard's figures) on a worker thread with its own
// read-only connection to the file (Database::openReadOnly), so that the window's event loop
// stays with the reviewer meanwhile. WAL gives the connection a consistent snapshot while the
// window's connection writes.
//
// A job runs on the worker and returns what to do with its result; that runs on the thread that
// owns the reader, unless `context` has been destroyed by then. Jobs run one at a time, in the
// order given. The connection opens with the first job. When it cannot open, a job runs instead
// on the owner's thread with `fallback` (the owner's own connection), with a warning saying why;
// without a fallback it gets the closed connection, with Database::errorString() saying why.
//
//     reader.run(this, [now](Database &database) -> BackgroundReader::Result {
//         DashboardFigures figures = DashboardFigures::compute(database, inputs);
//         return [this, figures] { show(figures); };
//     });
class BackgroundReader : public QObject
{
    Q_OBJECT
public:
    using Result = std::function<void()>;
    using Job = std::function<Result(Database &database)>;

    explicit BackgroundReader(const QString &databasePath, Database *fallback = nullptr,
                              QObject *parent = nullptr);
    // Lets the running job finish and drops those waiting.
    ~BackgroundReader() override;

    void run(QObject *context, Job job);

private:
    struct Queued
    {
        QPointer<QObject> context;
        Job job;
    };

    void work(); // the worker thread's loop

    const QString m_databasePath;
    Database *const m_fallback; // used on the owner's thread only
    QMutex m_mutex;
    QWaitCondition m_wake;
    QList<Queued> m_queue; // guarded by m_mutex
    bool m_stopping = false; // guarded by m_mutex
    QThread *m_thread = nullptr;
};

} // namespace acp
