#pragma once

#include <QObject>
#include <QString>

#include <chrono>
#include <functional>

namespace acp {

// The system keychain (Secret Service on Linux, Keychain on macOS, Credential Manager on
// Windows) through QtKeychain, asynchronous and with a time limit: a keyring that waits for an
// unlock prompt nobody can see (a headless session) must not stall the workbench. Without
// QtKeychain at build time every operation reports Unavailable. QtKeychain's insecure plain-text
// fallback is never enabled.
class Keychain : public QObject
{
    Q_OBJECT
public:
    struct Result
    {
        enum class Status {
            Ok,
            NotFound, // read/remove: no entry (not an error for remove)
            Unavailable, // no keychain service, or it did not answer in time
            Failed, // the keychain answered with an error (access denied, …)
        };
        Status status = Status::Ok;
        QString secret; // read only
        QString errorString; // one sentence when not Ok/NotFound
        bool ok() const { return status == Status::Ok; }
    };
    using Callback = std::function<void(const Result &)>;

    explicit Keychain(QObject *parent = nullptr);
    ~Keychain() override;

    static bool isCompiledIn();

    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    std::chrono::milliseconds timeout() const { return m_timeout; }

    // Each callback runs once, on this thread, unless `context` is gone by then.
    void read(const QString &service, const QString &key, QObject *context, Callback callback);
    void write(const QString &service, const QString &key, const QString &secret, QObject *context,
               Callback callback);
    void remove(const QString &service, const QString &key, QObject *context, Callback callback);

    // After an operation timed out the keychain is considered hung for the rest of the process:
    // QtKeychain runs its jobs one after another, so later ones would queue behind it.
    static bool hasTimedOut();

private:
    enum class Operation { Read, Write, Remove };
    void run(Operation operation, const QString &service, const QString &key, const QString &secret,
             QObject *context, Callback callback);

    std::chrono::milliseconds m_timeout { 10000 };
};

} // namespace acp
