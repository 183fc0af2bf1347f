#pragma once

#include <QObject>
#include <QString>

#include <chrono>
#include <functional>

class QProcess;

namespace acp {

// Reuses the GitHub CLI's sign-in: runs `gh auth token --hostname HOST` asynchronously, with a
// time limit, and hands back what it printed. The token is never logged.
class GhCliToken : public QObject
{
    Q_OBJECT
public:
    struct Result
    {
        enum class Status {
            Ok,
            NotInstalled, // no `gh` on PATH
            NotSignedIn, // gh ran and reported no token for the host
            Failed, // gh crashed, printed something that is not a token, or timed out
        };
        Status status = Status::Ok;
        QString token;
        QString errorString; // one sentence when Failed / NotSignedIn
        bool ok() const { return status == Status::Ok; }
    };
    using Callback = std::function<void(const Result &)>;

    explicit GhCliToken(QObject *parent = nullptr);
    ~GhCliToken() override;

    // Empty: `gh` found on PATH.
    void setProgram(const QString &program) { m_program = program; }
    QString program() const;
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }

    // Runs once at a time; a second fetch() while one runs is answered Failed.
    void fetch(const QString &host, QObject *context, Callback callback);
    bool isRunning() const { return m_process != nullptr; }

    // A token as gh and GitHub write them: printable ASCII without spaces, 1–255 characters.
    static bool looksLikeToken(const QString &text);

private:
    QString m_program;
    std::chrono::milliseconds m_timeout { 10000 };
    QProcess *m_process = nullptr;
};

} // namespace acp
