#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"
#include "github/JsonWriter.h"

#include <QJsonObject>

namespace acp::test {

using namespace github;

bool GitHubTestServer::Private::takeFault(const Request &req, const Connection &connection,
                                          Fault *fault)
{
    const QString pathAndQuery = QString::fromUtf8(req.target);
    const bool reused = connection.requestsReceived > 1;
    for (qsizetype i = 0; i < faults.size(); ++i) {
        Fault &candidate = faults[i];
        if (!candidate.pathContains.isEmpty() && !pathAndQuery.contains(candidate.pathContains))
            continue;
        if (!candidate.method.isEmpty() && candidate.method.toUpper() != req.method)
            continue;
        if ((candidate.connection == ConnectionUse::Fresh && reused)
            || (candidate.connection == ConnectionUse::Reused && !reused))
            continue;
        if (candidate.skip > 0) {
            --candidate.skip;
            continue;
        }
        *fault = candidate;
        if (--candidate.times <= 0)
            faults.removeAt(i);
        return true;
    }
    return false;
}

GitHubTestServer::Private::Response GitHubTestServer::Private::faultResponse(const Fault &fault)
{
    const QString rateDoc = QStringLiteral(
        "https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api");
    switch (fault.kind) {
    case FaultKind::ServerError500:
        return json(500, QByteArrayLiteral("{\"message\":\"Server Error\"}"));
    case FaultKind::BadGateway502:
        return json(502, QByteArrayLiteral("{\"message\":\"Server Error\"}"));
    case FaultKind::SecondaryRateLimit403:
    case FaultKind::TooManyRequests429: {
        Response r =
            error(fault.kind == FaultKind::TooManyRequests429 ? 429 : 403,
                  QStringLiteral("You have exceeded a secondary rate limit. Please wait a few "
                                 "minutes before you try again. If you reach out to GitHub "
                                 "Support for help, please include the request ID "
                                 "C0DE:1F2E:3D4C:5B6A:7F8E9D0C."),
                  rateDoc + QStringLiteral("#about-secondary-rate-limits"));
        r.setHeader("Retry-After", QByteArray::number(fault.retryAfterSeconds));
        return r;
    }
    case FaultKind::PrimaryRateLimit403: {
        Response r =
            error(403,
                  QStringLiteral("API rate limit exceeded for user ID %1. If you reach out to "
                                 "GitHub Support for help, please include the request ID "
                                 "C0DE:1F2E:3D4C:5B6A:7F8E9D0C and timestamp %2 UTC.")
                      .arg(userIdFor(defaultLogin))
                      .arg(clock.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))),
                  rateDoc);
        r.rateLimitOverride = true;
        r.overrideRemaining = 0;
        r.overrideReset = clock.toSecsSinceEpoch() + fault.resetInSeconds;
        return r;
    }
    case FaultKind::NotFound404:
        return notFound();
    case FaultKind::RedirectTo: {
        Response r = json(fault.redirectStatus, QByteArrayLiteral("{\"message\":\"Moved\"}"));
        r.setHeader("Location", fault.target.toEncoded());
        return r;
    }
    case FaultKind::LinkNextTo:
    case FaultKind::IgnoreSince:
    case FaultKind::ExclusiveSince:
    case FaultKind::Slow:
    case FaultKind::SlowAfterCommit:
    case FaultKind::DropMidBody:
    case FaultKind::CommitThenClose:
    case FaultKind::MalformedJson:
        break;
    }
    return notFound();
}

void GitHubTestServer::Private::refreshRateWindow()
{
    const qint64 nowSecs = clock.toSecsSinceEpoch();
    if (rateReset == 0)
        rateReset = nowSecs + 3600;
    if (nowSecs >= rateReset) {
        rateRemaining = rateLimit;
        rateReset = nowSecs + 3600;
    }
}

GitHubTestServer::Private::Response GitHubTestServer::Private::rateLimitStatus()
{
    refreshRateWindow();
    QJsonObject core { { QStringLiteral("limit"), rateLimit },
                       { QStringLiteral("used"), rateLimit - rateRemaining },
                       { QStringLiteral("remaining"), rateRemaining },
                       { QStringLiteral("reset"), rateReset },
                       { QStringLiteral("resource"), QStringLiteral("core") } };
    QJsonObject object { { QStringLiteral("resources"),
                           QJsonObject { { QStringLiteral("core"), core } } },
                         { QStringLiteral("rate"), core } };
    return json(200, compactJson(object));
}

} // namespace acp::test
