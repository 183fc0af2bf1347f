#include "core/auth/DeviceFlow.h"

#include "core/github/Hosts.h"
#include "core/text/DisplayText.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>

namespace acp {

namespace {

constexpr int kSlowDownSeconds = 5; // GitHub: "an additional 5 seconds"
constexpr int kMaxNetworkFailures = 3; // consecutive failed polls before giving up
const QLatin1String kGrantType("urn:ietf:params:oauth:grant-type:device_code");

// GitHub answers JSON when asked (Accept: application/json), form-encoded otherwise.
QJsonObject parseAnswer(QNetworkReply *reply, const QByteArray &body)
{
    const QByteArray type =
        reply->header(QNetworkRequest::ContentTypeHeader).toByteArray().toLower();
    if (type.contains("x-www-form-urlencoded")) {
        QJsonObject object;
        const QUrlQuery query(QString::fromUtf8(body));
        const auto items = query.queryItems(QUrl::FullyDecoded);
        for (const auto &item : items)
            object.insert(item.first, item.second);
        return object;
    }
    return QJsonDocument::fromJson(body).object();
}

int intValue(const QJsonObject &object, const QString &key, int fallback)
{
    const QJsonValue value = object.value(key);
    if (value.isDouble())
        return value.toInt(fallback);
    bool ok = false;
    const int parsed = value.toString().toInt(&ok);
    return ok ? parsed : fallback;
}

} // namespace

DeviceFlow::DeviceFlow(const QUrl &webUrl, const QString &clientId, QObject *parent)
    : QObject(parent)
    , m_webUrl(webUrl)
    , m_clientId(clientId.trimmed())
    , m_network(new QNetworkAccessManager(this))
    , m_pollTimer(new QTimer(this))
{
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    m_network->setRedirectPolicy(QNetworkRequest::NoLessSafeRedirectPolicy);
    m_pollTimer->setSingleShot(true);
    connect(m_pollTimer, &QTimer::timeout, this, &DeviceFlow::poll);
}

DeviceFlow::~DeviceFlow()
{
    abortReply();
}

QString DeviceFlow::defaultClientId()
{
    return QStringLiteral(ACP_OAUTH_CLIENT_ID).trimmed();
}

void DeviceFlow::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void DeviceFlow::start()
{
    abortReply();
    m_pollTimer->stop();
    m_failure = Failure::None;
    m_error.clear();
    m_deviceCode.clear();
    m_userCode.clear();
    m_verificationUri.clear();
    m_polls = 0;
    m_networkFailures = 0;
    m_interval = 5;

    if (m_clientId.isEmpty()) {
        fail(Failure::Configuration,
             tr("No OAuth app is set for signing in. Enter the client id of an OAuth app with "
                "the device flow enabled, or sign in with the GitHub CLI (gh auth login) or a "
                "GH_TOKEN."));
        return;
    }
    const QString insecure = github::insecureTransportError(m_webUrl);
    if (!insecure.isEmpty()) {
        fail(Failure::Configuration, insecure);
        return;
    }
    requestCode();
}

void DeviceFlow::cancel()
{
    if (m_state != State::RequestingCode && m_state != State::WaitingForUser)
        return;
    abortReply();
    m_pollTimer->stop();
    m_deviceCode.clear();
    setState(State::Cancelled);
}

void DeviceFlow::abortReply()
{
    if (!m_reply)
        return;
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->disconnect(this);
    reply->abort();
    reply->deleteLater();
}

QNetworkReply *DeviceFlow::post(const QString &path, const QList<QPair<QString, QString>> &fields)
{
    QUrl url = m_webUrl;
    QString base = url.path();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    url.setPath(base + path);
    QUrlQuery form;
    for (const auto &field : fields)
        form.addQueryItem(field.first, QString::fromLatin1(QUrl::toPercentEncoding(field.second)));
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader,
                      QByteArrayLiteral("application/x-www-form-urlencoded"));
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("User-Agent", QByteArrayLiteral("acp-workbench/" ACP_VERSION_STRING));
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute,
                         QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    request.setTransferTimeout(int(std::max<qint64>(1, m_requestTimeout.count())));
    QNetworkReply *reply = m_network->post(request, form.toString(QUrl::FullyEncoded).toUtf8());
    m_reply = reply;
    return reply;
}

void DeviceFlow::requestCode()
{
    setState(State::RequestingCode);
    QNetworkReply *reply = post(QStringLiteral("/login/device/code"),
                                { { QStringLiteral("client_id"), m_clientId },
                                  { QStringLiteral("scope"), m_scopes.join(QLatin1Char(' ')) } });
    connect(reply, &QNetworkReply::finished, this, [this, reply] { handleCodeReply(reply); });
}

void DeviceFlow::handleCodeReply(QNetworkReply *reply)
{
    reply->deleteLater();
    if (reply != m_reply)
        return;
    m_reply = nullptr;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray body = reply->readAll();
    if (status == 0) {
        fail(Failure::Network,
             tr("%1 could not be reached: %2.")
                 .arg(m_webUrl.host(), text::withoutFinalPeriod(reply->errorString())));
        return;
    }
    const QJsonObject answer = parseAnswer(reply, body);
    const QString error = answer.value(QLatin1String("error")).toString();
    if (!error.isEmpty() || status >= 400) {
        const QString description =
            text::withoutFinalPeriod(answer.value(QLatin1String("error_description")).toString());
        if (error == QLatin1String("device_flow_disabled")) {
            fail(Failure::Configuration,
                 tr("The OAuth app %1 does not have the device flow enabled.").arg(m_clientId));
        } else if (error == QLatin1String("incorrect_client_credentials") || status == 404) {
            fail(Failure::Configuration,
                 tr("GitHub does not know the OAuth app %1; check the client id.").arg(m_clientId));
        } else {
            fail(Failure::Network,
                 tr("GitHub did not start the sign-in (%1).")
                     .arg(description.isEmpty()
                              ? (error.isEmpty() ? tr("HTTP %1").arg(status) : error)
                              : description));
        }
        return;
    }
    m_deviceCode = answer.value(QLatin1String("device_code")).toString();
    m_userCode = answer.value(QLatin1String("user_code")).toString();
    m_verificationUri =
        QUrl(answer.value(QLatin1String("verification_uri")).toString(), QUrl::StrictMode);
    m_interval = std::clamp(intValue(answer, QStringLiteral("interval"), 5), 1, 3600);
    const int expiresIn =
        std::clamp(intValue(answer, QStringLiteral("expires_in"), 900), 1, 24 * 3600);
    // The page the user is sent to must be a web page on a safe origin.
    const QString scheme = m_verificationUri.scheme().toLower();
    const bool pageOk = m_verificationUri.isValid() && !m_verificationUri.host().isEmpty()
        && (scheme == QLatin1String("https")
            || (scheme == QLatin1String("http") && github::isLoopback(m_verificationUri)));
    if (m_deviceCode.isEmpty() || m_userCode.isEmpty() || !pageOk) {
        m_deviceCode.clear();
        fail(Failure::Network, tr("GitHub's answer to the sign-in request could not be read."));
        return;
    }
    m_expiresAfterMs = qint64(expiresIn) * m_second.count();
    m_clock.start();
    setState(State::WaitingForUser);
    emit userCodeReady(m_userCode, m_verificationUri, expiresIn);
    if (m_state == State::WaitingForUser)
        schedulePoll(false);
}

void DeviceFlow::schedulePoll(bool slowedDown)
{
    const qint64 delay = qint64(m_interval) * m_second.count();
    if (m_clock.elapsed() + delay > m_expiresAfterMs) {
        m_deviceCode.clear();
        fail(Failure::Expired,
             tr("The sign-in code expired before it was entered. Start again for a new code."));
        return;
    }
    emit waiting(m_interval, slowedDown);
    if (m_state == State::WaitingForUser)
        m_pollTimer->start(std::chrono::milliseconds(delay));
}

void DeviceFlow::poll()
{
    if (m_state != State::WaitingForUser)
        return;
    ++m_polls;
    QNetworkReply *reply = post(QStringLiteral("/login/oauth/access_token"),
                                { { QStringLiteral("client_id"), m_clientId },
                                  { QStringLiteral("device_code"), m_deviceCode },
                                  { QStringLiteral("grant_type"), kGrantType } });
    connect(reply, &QNetworkReply::finished, this, [this, reply] { handleTokenReply(reply); });
}

void DeviceFlow::handleTokenReply(QNetworkReply *reply)
{
    reply->deleteLater();
    if (reply != m_reply)
        return;
    m_reply = nullptr;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray body = reply->readAll();
    if (status == 0) {
        const bool tls = reply->error() == QNetworkReply::SslHandshakeFailedError;
        if (tls || ++m_networkFailures >= kMaxNetworkFailures) {
            fail(Failure::Network,
                 tr("%1 could not be reached: %2.")
                     .arg(m_webUrl.host(), text::withoutFinalPeriod(reply->errorString())));
            return;
        }
        schedulePoll(false); // a dropped poll is tried again at the next interval
        return;
    }
    m_networkFailures = 0;
    const QJsonObject answer = parseAnswer(reply, body);
    const QString token = answer.value(QLatin1String("access_token")).toString();
    if (status < 400 && !token.isEmpty()) {
        QStringList granted;
        const QStringList parts =
            answer.value(QLatin1String("scope")).toString().split(QLatin1Char(','));
        for (const QString &part : parts) {
            if (!part.trimmed().isEmpty())
                granted.append(part.trimmed());
        }
        m_deviceCode.clear();
        setState(State::Succeeded);
        emit succeeded(token, granted);
        return;
    }
    const QString error = answer.value(QLatin1String("error")).toString();
    if (error == QLatin1String("authorization_pending")) {
        schedulePoll(false);
    } else if (error == QLatin1String("slow_down")) {
        m_interval = std::clamp(std::max(m_interval + kSlowDownSeconds,
                                         intValue(answer, QStringLiteral("interval"), 0)),
                                1, 3600);
        schedulePoll(true);
    } else if (error == QLatin1String("expired_token")) {
        m_deviceCode.clear();
        fail(Failure::Expired,
             tr("The sign-in code expired before it was entered. Start again for a new code."));
    } else if (error == QLatin1String("access_denied")) {
        m_deviceCode.clear();
        fail(Failure::Denied, tr("Signing in was cancelled on GitHub."));
    } else if (error == QLatin1String("device_flow_disabled")
               || error == QLatin1String("incorrect_client_credentials")
               || error == QLatin1String("unsupported_grant_type")) {
        m_deviceCode.clear();
        fail(Failure::Configuration,
             tr("GitHub refused the sign-in for the OAuth app %1 (%2).").arg(m_clientId, error));
    } else {
        m_deviceCode.clear();
        const QString description =
            text::withoutFinalPeriod(answer.value(QLatin1String("error_description")).toString());
        fail(Failure::Network,
             tr("GitHub's answer while signing in could not be understood (%1).")
                 .arg(!description.isEmpty() ? description
                          : !error.isEmpty() ? error
                                             : tr("HTTP %1").arg(status)));
    }
}

void DeviceFlow::fail(Failure failure, const QString &message)
{
    abortReply();
    m_pollTimer->stop();
    m_failure = failure;
    m_error = message;
    setState(State::Failed);
    emit failed(failure, message);
}

} // namespace acp
