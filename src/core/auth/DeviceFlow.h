#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <chrono>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace acp {

// GitHub's OAuth device flow (RFC 8628 as GitHub implements it):
//   1. POST {web}/login/device/code  client_id, scope   -> device_code, user_code,
//                                                           verification_uri, expires_in, interval
//   2. The user opens verification_uri and types user_code (the UI shows both).
//   3. POST {web}/login/oauth/access_token  client_id, device_code, grant_type, every `interval`
//      seconds: authorization_pending (keep going), slow_down (interval + 5 s), expired_token,
//      access_denied (stop), or the access_token.
// No client secret is involved. Requests go only to https:// or loopback addresses; TLS errors
// fail the flow with the error shown, never ignored. The token is handed out once, through
// succeeded(); this class keeps no copy and logs nothing.
class DeviceFlow : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, RequestingCode, WaitingForUser, Succeeded, Failed, Cancelled };
    Q_ENUM(State)
    enum class Failure {
        None,
        Configuration, // no client id, insecure address, device flow disabled, bad client id
        Network, // unreachable, TLS error, garbled answers
        Expired, // expired_token, or the code's lifetime ran out locally
        Denied, // access_denied: the user pressed Cancel on GitHub
    };
    Q_ENUM(Failure)

    // webUrl: the host's web origin (github::webUrlForApiUrl()).
    DeviceFlow(const QUrl &webUrl, const QString &clientId, QObject *parent = nullptr);
    ~DeviceFlow() override;

    void setScopes(const QStringList &scopes) { m_scopes = scopes; }
    QStringList scopes() const { return m_scopes; }
    // How long one second of GitHub's intervals lasts; tests shrink it.
    void setSecond(std::chrono::milliseconds second) { m_second = second; }
    void setRequestTimeout(std::chrono::milliseconds timeout) { m_requestTimeout = timeout; }

    void start();
    void cancel();

    State state() const { return m_state; }
    Failure failure() const { return m_failure; }
    QString errorString() const { return m_error; }
    QString userCode() const { return m_userCode; }
    QUrl verificationUri() const { return m_verificationUri; }
    int intervalSeconds() const { return m_interval; }
    int polls() const { return m_polls; }

    // The default OAuth app (build setting ACP_OAUTH_CLIENT_ID), empty when none was set.
    static QString defaultClientId();

signals:
    void userCodeReady(const QString &userCode, const QUrl &verificationUri, int expiresInSeconds);
    // After each answer "not yet": the next poll comes in `seconds`.
    void waiting(int seconds, bool slowedDown);
    void succeeded(const QString &token, const QStringList &grantedScopes);
    void failed(acp::DeviceFlow::Failure failure, const QString &message);
    void stateChanged(acp::DeviceFlow::State state);

private:
    void requestCode();
    void poll();
    void schedulePoll(bool slowedDown);
    QNetworkReply *post(const QString &path, const QList<QPair<QString, QString>> &fields);
    void handleCodeReply(QNetworkReply *reply);
    void handleTokenReply(QNetworkReply *reply);
    void fail(Failure failure, const QString &message);
    void setState(State state);
    void abortReply();

    QUrl m_webUrl;
    QString m_clientId;
    QStringList m_scopes { QStringLiteral("repo") };
    std::chrono::milliseconds m_second { 1000 };
    std::chrono::milliseconds m_requestTimeout { 30000 };
    QNetworkAccessManager *m_network = nullptr;
    QTimer *m_pollTimer = nullptr;
    QPointer<QNetworkReply> m_reply;
    State m_state = State::Idle;
    Failure m_failure = Failure::None;
    QString m_error;
    QString m_deviceCode;
    QString m_userCode;
    QUrl m_verificationUri;
    int m_interval = 5;
    int m_polls = 0;
    int m_networkFailures = 0;
    QElapsedTimer m_clock; // since the code arrived
    qint64 m_expiresAfterMs = 0; // expires_in, on the scaled clock
};

} // namespace acp
