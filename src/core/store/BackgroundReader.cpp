#include "core/store/BackgroundReader.h"

#include "core/logging/LogCategories.h"
#include "core/store/Database.h"

#include <QMutexLocker>

namespace acp {

BackgroundReader::BackgroundReader(const QString &databasePath, Database *fallback, QObject *parent)
    : QObject(parent)
    , m_databasePath(databasePath)
    , m_fallback(fallback)
{ }

BackgroundReader::~BackgroundReader()
{
    if (!m_thread) {
        return;
    }
    {
        const QMutexLocker lock(&m_mutex);
        m_stopping = true;
        m_queue.clear();
    }
    m_wake.wakeAll();
    m_thread->wait();
    delete m_thread;
}

void BackgroundReader::run(QObject *context, Job job)
{
    {
        const QMutexLocker lock(&m_mutex);
        m_queue.append({ QPointer<QObject>(context), std::move(job) });
    }
    if (!m_thread) {
        m_thread = QThread::create([this] { work(); });
        m_thread->setObjectName(QStringLiteral("acp-background-reader"));
        m_thread->start(QThread::LowPriority);
    }
    m_wake.wakeOne();
}

void BackgroundReader::work()
{
    // Made, used and closed on this thread: a QSqlDatabase connection belongs to the thread that
    // opened it.
    Database database;
    for (;;) {
        Queued next;
        {
            QMutexLocker lock(&m_mutex);
            while (m_queue.isEmpty() && !m_stopping) {
                m_wake.wait(&m_mutex);
            }
            if (m_stopping) {
                return;
            }
            next = m_queue.takeFirst();
        }
        if (!database.isOpen() && !database.openReadOnly(m_databasePath) && m_fallback) {
            // Slower, but the answer still comes: on the owner's thread, where its connection
            // lives.
            QMetaObject::invokeMethod(
                this,
                [this, why = database.errorString(), context = std::move(next.context),
                 job = std::move(next.job)] {
                    if (!context) {
                        return;
                    }
                    qCWarning(lcStore).noquote() << "read on the window's thread:" << why;
                    if (const Result result = job(*m_fallback)) {
                        result();
                    }
                },
                Qt::QueuedConnection);
            continue;
        }
        Result result = next.job(database);
        if (!result) {
            continue;
        }
        // Queued to this object, which lives on the owner's thread and outlives this loop (the
        // destructor waits for it); the context is looked at there, where it is destroyed.
        QMetaObject::invokeMethod(
            this,
            [context = std::move(next.context), result = std::move(result)] {
                if (context) {
                    result();
                }
            },
            Qt::QueuedConnection);
    }
}

} // namespace acp
