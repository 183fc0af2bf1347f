#include "core/auth/Keychain.h"

#include <QPointer>
#include <QTimer>

#include <atomic>
#include <memory>

#ifdef ACP_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>
#endif

namespace acp {

namespace {

std::atomic_bool g_timedOut { false };

} // namespace

Keychain::Keychain(QObject *parent)
    : QObject(parent)
{ }

Keychain::~Keychain() = default;

bool Keychain::isCompiledIn()
{
#ifdef ACP_HAVE_KEYCHAIN
    return true;
#else
    return false;
#endif
}

bool Keychain::hasTimedOut()
{
    return g_timedOut.load();
}

void Keychain::read(const QString &service, const QString &key, QObject *context, Callback callback)
{
    run(Operation::Read, service, key, {}, context, std::move(callback));
}

void Keychain::write(const QString &service, const QString &key, const QString &secret,
                     QObject *context, Callback callback)
{
    run(Operation::Write, service, key, secret, context, std::move(callback));
}

void Keychain::remove(const QString &service, const QString &key, QObject *context,
                      Callback callback)
{
    run(Operation::Remove, service, key, {}, context, std::move(callback));
}

void Keychain::run(Operation operation, const QString &service, const QString &key,
                   const QString &secret, QObject *context, Callback callback)
{
    // One delivery, whichever comes first: the job's answer or the time limit.
    struct Delivery
    {
        QPointer<QObject> context;
        bool hasContext = false;
        Callback callback;
        bool done = false;
        void deliver(const Result &result)
        {
            if (done)
                return;
            done = true;
            if (callback && (!hasContext || context))
                callback(result);
        }
    };
    auto delivery = std::make_shared<Delivery>();
    delivery->context = context;
    delivery->hasContext = context != nullptr;
    delivery->callback = std::move(callback);

    auto deliverLater = [this, delivery](Result result) {
        QTimer::singleShot(0, this, [delivery, result] { delivery->deliver(result); });
    };

#ifdef ACP_HAVE_KEYCHAIN
    if (g_timedOut.load()) {
        deliverLater({ Result::Status::Unavailable,
                       {},
                       tr("the system keychain did not answer earlier in this session") });
        return;
    }
    QKeychain::Job *job = nullptr;
    switch (operation) {
    case Operation::Read:
        job = new QKeychain::ReadPasswordJob(service);
        break;
    case Operation::Write: {
        auto *writeJob = new QKeychain::WritePasswordJob(service);
        writeJob->setTextData(secret);
        job = writeJob;
        break;
    }
    case Operation::Remove:
        job = new QKeychain::DeletePasswordJob(service);
        break;
    }
    // Never QtKeychain's plain-text fallback (an .ini file with the secret in it).
    job->setInsecureFallback(false);
    job->setAutoDelete(true); // also when abandoned after a time-out: it may still finish
    job->setKey(key);

    auto *timer = new QTimer(this);
    timer->setSingleShot(true);
    const QPointer<QTimer> timerGuard(timer);
    QObject::connect(
        job, &QKeychain::Job::finished, this, [delivery, operation, timerGuard](QKeychain::Job *j) {
            if (timerGuard)
                timerGuard->deleteLater();
            Result result;
            switch (j->error()) {
            case QKeychain::NoError:
                result.status = Result::Status::Ok;
                if (operation == Operation::Read)
                    result.secret = static_cast<QKeychain::ReadPasswordJob *>(j)->textData();
                break;
            case QKeychain::EntryNotFound:
                result.status = Result::Status::NotFound;
                break;
            case QKeychain::NoBackendAvailable:
            case QKeychain::NotImplemented:
                result.status = Result::Status::Unavailable;
                result.errorString = j->errorString();
                break;
            case QKeychain::OtherError:
                // Typically no D-Bus session bus, or no Secret Service on it.
                result.status = Result::Status::Unavailable;
                result.errorString = j->errorString();
                break;
            default:
                result.status = Result::Status::Failed;
                result.errorString = j->errorString();
                break;
            }
            if (result.errorString.isEmpty() && !result.ok()
                && result.status != Result::Status::NotFound)
                result.errorString = Keychain::tr("the system keychain reported an error");
            delivery->deliver(result);
        });
    connect(timer, &QTimer::timeout, this, [delivery, timer, this] {
        timer->deleteLater();
        if (delivery->done)
            return;
        g_timedOut.store(true);
        delivery->deliver(
            { Result::Status::Unavailable,
              {},
              tr("the system keychain did not answer within %n second(s)", nullptr,
                 int(std::chrono::duration_cast<std::chrono::seconds>(m_timeout).count())) });
    });
    timer->start(m_timeout);
    job->start();
#else
    Q_UNUSED(operation);
    Q_UNUSED(service);
    Q_UNUSED(key);
    Q_UNUSED(secret);
    deliverLater({ Result::Status::Unavailable,
                   {},
                   tr("this build of the workbench has no keychain support (QtKeychain)") });
#endif
}

} // namespace acp
