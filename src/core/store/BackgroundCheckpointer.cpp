#include "core/store/BackgroundCheckpointer.h"

#include "core/logging/LogCategories.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QMutexLocker>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUrl>
#include <QUuid>

namespace acp {

namespace {

// At most ten checkpoints a second, whatever the rate of commits. Each copies the pages committed
// since the last one and syncs the log and the file; one after every page of a sync cost a fifth
// more CPU (hot index pages copied each time). Measured on an initial sync of 5,000 issues: a
// checkpoint after every commit, wall 4.8 s, CPU 5.0 s; every 100 ms, 4.4 s and 4.2 s; every
// 500 ms, 4.7 s and 4.2 s (a bigger log, and more of it left for the last connection's close).
constexpr std::chrono::milliseconds kGap { 100 };

// Opens the file read-write but never creates it: gone or moved, there is nothing to copy into.
bool openExisting(QSqlDatabase &db, const QString &databasePath)
{
    db.setDatabaseName(QUrl::fromLocalFile(databasePath).toString(QUrl::FullyEncoded)
                       + QStringLiteral("?mode=rw"));
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        qCWarning(lcStore).noquote() << "no checkpoints in the background for" << databasePath
                                     << "(it could not be opened):" << db.lastError().text();
        return false;
    }
    // As the committing connection: a checkpoint syncs the log and the file either way.
    QSqlQuery(db).exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
    return true;
}

void checkpoint(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")) || !query.next()) {
        qCWarning(lcStore).noquote()
            << "a checkpoint in the background failed:" << query.lastError().text();
        return;
    }
    qCDebug(lcStore) << "checkpoint in the background:" << query.value(2).toInt() << "of"
                     << query.value(1).toInt() << "log pages in the file";
}

} // namespace

BackgroundCheckpointer::BackgroundCheckpointer(const QString &databasePath)
    : m_databasePath(QFileInfo(databasePath).absoluteFilePath())
{ }

BackgroundCheckpointer::~BackgroundCheckpointer()
{
    if (!m_thread) {
        return;
    }
    {
        const QMutexLocker lock(&m_mutex);
        m_stopping = true;
    }
    m_wake.wakeAll();
    m_thread->wait();
    delete m_thread;
}

void BackgroundCheckpointer::request()
{
    {
        const QMutexLocker lock(&m_mutex);
        m_requested = true;
    }
    if (!m_thread) {
        m_thread = QThread::create([this] { work(); });
        m_thread->setObjectName(QStringLiteral("acp-checkpointer"));
        m_thread->start();
    }
    m_wake.wakeOne();
}

void BackgroundCheckpointer::waitUntilIdle()
{
    QMutexLocker lock(&m_mutex);
    while ((m_requested || m_running) && !m_stopping) {
        m_idle.wait(&m_mutex);
    }
}

int BackgroundCheckpointer::checkpointsRun() const
{
    const QMutexLocker lock(&m_mutex);
    return m_checkpointsRun;
}

void BackgroundCheckpointer::work()
{
    // Made, used and closed on this thread: a QSqlDatabase connection belongs to the thread that
    // opened it.
    const QString connectionName =
        QStringLiteral("acp-checkpointer-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        bool unusable = false;
        QDeadlineTimer nextAllowed(0);
        for (;;) {
            {
                QMutexLocker lock(&m_mutex);
                while (!m_requested && !m_stopping) {
                    m_wake.wait(&m_mutex);
                }
                while (!m_stopping && !nextAllowed.hasExpired()) {
                    m_wake.wait(&m_mutex, nextAllowed);
                }
                if (m_stopping) {
                    break;
                }
                nextAllowed = QDeadlineTimer(kGap);
                m_requested = false;
                m_running = true;
            }
            if (!unusable && !db.isOpen()) {
                unusable = !openExisting(db, m_databasePath);
            }
            if (!unusable) {
                checkpoint(db);
            }
            const QMutexLocker lock(&m_mutex);
            m_running = false;
            ++m_checkpointsRun;
            if (!m_requested) {
                m_idle.wakeAll();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);
    const QMutexLocker lock(&m_mutex);
    m_idle.wakeAll(); // a waitUntilIdle() returns once stopping
}

} // namespace acp
