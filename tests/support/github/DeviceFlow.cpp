#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"
#include "github/JsonWriter.h"

#include <QCryptographicHash>
#include <QJsonObject>
#include <QUrl>

#include <algorithm>

namespace acp::test {

using namespace github;

GitHubTestServer::Private::Response GitHubTestServer::Private::deviceFlowRoute(const Request &req)
{
    // GitHub answers these with 200 and an "error" field, JSON when asked for it.
    const bool wantsJson = req.headers.value("accept").contains("json");
    auto answer = [wantsJson](int status, const QList<QPair<QString, QString>> &fields) {
        Response r;
        r.status = status;
        if (wantsJson) {
            QJsonObject object;
            for (const auto &field : fields) {
                bool isNumber = false;
                const int number = field.second.toInt(&isNumber);
                if (isNumber)
                    object.insert(field.first, number);
                else
                    object.insert(field.first, field.second);
            }
            r.body = compactJson(object);
        } else {
            QUrlQuery query;
            for (const auto &field : fields)
                query.addQueryItem(field.first,
                                   QString::fromLatin1(QUrl::toPercentEncoding(field.second)));
            r.body = query.toString(QUrl::FullyEncoded).toUtf8();
            r.setHeader("Content-Type", "application/x-www-form-urlencoded; charset=utf-8");
        }
        return r;
    };
    auto oauthError = [&](const QString &code, const QString &description,
                          const QList<QPair<QString, QString>> &extra = {}) {
        QList<QPair<QString, QString>> fields {
            { QStringLiteral("error"), code },
            { QStringLiteral("error_description"), description },
            { QStringLiteral("error_uri"),
              QStringLiteral("https://docs.github.com/developers/apps/"
                             "authorizing-oauth-apps#error-codes-for-the-device-flow") }
        };
        fields += extra;
        return answer(200, fields);
    };
    if (req.method != "POST")
        return notFound();
    const QUrlQuery form(QString::fromUtf8(req.body).replace(QLatin1Char('+'), QLatin1Char(' ')));
    const QString clientId = form.queryItemValue(QStringLiteral("client_id"), QUrl::FullyDecoded);
    DeviceFlowState &flow = deviceFlow;

    if (req.path == "/login/device/code") {
        if (clientId != flow.clientId)
            return answer(404, { { QStringLiteral("error"), QStringLiteral("Not Found") } });
        ++flow.codesIssued;
        flow.deviceCode = QStringLiteral("device-%1-%2")
                              .arg(flow.codesIssued)
                              .arg(QString::fromLatin1(
                                  QCryptographicHash::hash(QByteArray::number(flow.codesIssued),
                                                           QCryptographicHash::Sha1)
                                      .toHex()
                                      .left(24)));
        static const char letters[] = "BCDFGHJKLMNPQRSTVWXZ";
        QString code;
        quint32 seed = fnv1a(flow.deviceCode.toUtf8());
        for (int i = 0; i < 8; ++i) {
            if (i == 4)
                code += QLatin1Char('-');
            code += QLatin1Char(letters[seed % 20]);
            seed = seed * 1103515245u + 12345u;
        }
        flow.userCode = code;
        flow.codeInterval = flow.interval;
        flow.polls = 0;
        return answer(200,
                      { { QStringLiteral("device_code"), flow.deviceCode },
                        { QStringLiteral("user_code"), flow.userCode },
                        { QStringLiteral("verification_uri"),
                          baseString() + QStringLiteral("/login/device") },
                        { QStringLiteral("expires_in"), QString::number(flow.expiresIn) },
                        { QStringLiteral("interval"), QString::number(flow.interval) } });
    }
    if (req.path == "/login/oauth/access_token") {
        if (clientId != flow.clientId)
            return oauthError(
                QStringLiteral("incorrect_client_credentials"),
                QStringLiteral("The client_id and/or client_secret passed are incorrect."));
        if (form.queryItemValue(QStringLiteral("grant_type"), QUrl::FullyDecoded)
            != QLatin1String("urn:ietf:params:oauth:grant-type:device_code"))
            return oauthError(QStringLiteral("unsupported_grant_type"),
                              QStringLiteral("The grant type is not supported."));
        const QString deviceCode =
            form.queryItemValue(QStringLiteral("device_code"), QUrl::FullyDecoded);
        if (deviceCode.isEmpty() || deviceCode != flow.deviceCode)
            return oauthError(QStringLiteral("incorrect_device_code"),
                              QStringLiteral("The device_code provided is not valid."));
        const qsizetype index = std::min<qsizetype>(flow.polls, flow.script.size() - 1);
        ++flow.polls;
        const DeviceFlowStep step =
            flow.script.isEmpty() ? DeviceFlowStep::Success : flow.script.at(index);
        switch (step) {
        case DeviceFlowStep::Pending:
            return oauthError(QStringLiteral("authorization_pending"),
                              QStringLiteral("The authorization request is still pending."));
        case DeviceFlowStep::SlowDown:
            flow.codeInterval += 5;
            return oauthError(
                QStringLiteral("slow_down"),
                QStringLiteral("Too many requests have been made in the same timeframe."),
                { { QStringLiteral("interval"), QString::number(flow.codeInterval) } });
        case DeviceFlowStep::Expired:
            flow.deviceCode.clear();
            return oauthError(QStringLiteral("expired_token"),
                              QStringLiteral("The device code has expired."));
        case DeviceFlowStep::Denied:
            flow.deviceCode.clear();
            return oauthError(QStringLiteral("access_denied"),
                              QStringLiteral("The authorization request was denied."));
        case DeviceFlowStep::Success:
            flow.deviceCode.clear();
            tokenScopes.insert(flow.grantToken, flow.grantScopes);
            return answer(200,
                          { { QStringLiteral("access_token"), flow.grantToken },
                            { QStringLiteral("token_type"), QStringLiteral("bearer") },
                            { QStringLiteral("scope"), flow.grantScopes.join(QLatin1Char(',')) } });
        }
    }
    return notFound();
}

} // namespace acp::test
