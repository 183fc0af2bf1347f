// HTTP: a small hand-written HTTP/1.1 server on QTcpServer (127.0.0.1). Requests are parsed
// from the socket buffer (request line, headers, Content-Length body); connections stay open
// (keep-alive) unless the client sends `Connection: close` or speaks HTTP/1.0. Requests on one
// connection are answered in order; a Slow fault holds its connection (never the event loop).

#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"

#include <QCryptographicHash>
#include <QFile>
#include <QHostAddress>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslServer>
#include <QTcpServer>
#include <QTimer>

#include <algorithm>

namespace acp::test {

using namespace github;

namespace {

constexpr qsizetype kMaxHeaderBytes = 64 * 1024;
constexpr qsizetype kMaxBodyBytes = 16 * 1024 * 1024;
const char kApiVersion[] = "2022-11-28";

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 301:
        return "Moved Permanently";
    case 304:
        return "Not Modified";
    case 307:
        return "Temporary Redirect";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 409:
        return "Conflict";
    case 410:
        return "Gone";
    case 411:
        return "Length Required";
    case 413:
        return "Payload Too Large";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 502:
        return "Bad Gateway";
    default:
        return "Status";
    }
}

QByteArray readTlsFile(const char *name)
{
    QFile file(QStringLiteral(ACP_TEST_TLS_DIR "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("GitHubTestServer: cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

} // namespace

// ---- HTTP ------------------------------------------------------------------------------------

void GitHubTestServer::Private::onNewConnection()
{
    while (server->hasPendingConnections()) {
        QTcpSocket *socket = server->nextPendingConnection();
        ++connectionsAccepted;
        auto *connection = new Connection;
        connection->socket = socket;
        connections.insert(socket, connection);
        const auto read = [this, connection] {
            if (!connection->socket)
                return;
            connection->buffer += connection->socket->readAll();
            processConnection(connection);
        };
        QObject::connect(socket, &QTcpSocket::readyRead, q, read);
        // Over TLS the connection is handed over after the handshake, when the request may
        // already be waiting: readyRead() will not come for those bytes.
        if (socket->bytesAvailable() > 0)
            QTimer::singleShot(0, socket, read);
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QObject::connect(socket, &QObject::destroyed, q, [this, socket, connection] {
            connections.remove(socket);
            delete connection;
        });
    }
}

void GitHubTestServer::Private::processConnection(Connection *connection)
{
    while (!connection->busy && !connection->closing && connection->socket) {
        QByteArray &buffer = connection->buffer;
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0) {
            if (buffer.size() > kMaxHeaderBytes) {
                Request req;
                req.method = "GET";
                req.version = "HTTP/1.1";
                send(connection, req,
                     error(431, QStringLiteral("Request Header Fields Too Large"), {}),
                     SendMode::Normal);
                connection->closing = true;
                connection->socket->disconnectFromHost();
            }
            return;
        }
        Request req;
        const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
        const QList<QByteArray> requestLine = lines.constFirst().trimmed().split(' ');
        bool malformed = requestLine.size() != 3;
        if (!malformed) {
            req.method = requestLine.at(0).toUpper();
            req.target = requestLine.at(1);
            req.version = requestLine.at(2);
        }
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0) {
                malformed = malformed || !line.isEmpty();
                continue;
            }
            const QByteArray key = line.left(colon).trimmed().toLower();
            const QByteArray value = line.mid(colon + 1).trimmed();
            if (req.headers.contains(key))
                req.headers[key] += ", " + value;
            else
                req.headers.insert(key, value);
        }
        qint64 contentLength = 0;
        if (req.headers.contains("content-length")) {
            bool ok = false;
            contentLength = req.headers.value("content-length").toLongLong(&ok);
            malformed = malformed || !ok || contentLength < 0;
        }
        if (malformed || req.headers.value("transfer-encoding").toLower().contains("chunked")
            || contentLength > kMaxBodyBytes) {
            const int status = malformed ? 400 : contentLength > kMaxBodyBytes ? 413 : 411;
            req.method = req.method.isEmpty() ? QByteArray("GET") : req.method;
            req.version = "HTTP/1.1";
            send(connection, req, error(status, QString::fromLatin1(reasonPhrase(status)), {}),
                 SendMode::Normal);
            connection->closing = true;
            if (connection->socket)
                connection->socket->disconnectFromHost();
            return;
        }
        if (buffer.size() < headerEnd + 4 + contentLength)
            return; // wait for the rest of the body
        req.body = buffer.mid(headerEnd + 4, contentLength);
        buffer.remove(0, headerEnd + 4 + contentLength);
        const qsizetype question = req.target.indexOf('?');
        req.path = question < 0 ? req.target : req.target.left(question);
        req.query = question < 0 ? QByteArray() : req.target.mid(question + 1);
        if (req.path.startsWith("http://")) { // absolute-form target
            const qsizetype slash = req.path.indexOf('/', 7);
            req.path = slash < 0 ? QByteArray("/") : req.path.mid(slash);
        }
        handleRequest(connection, std::move(req));
    }
}

void GitHubTestServer::Private::handleRequest(Connection *connection, Request req)
{
    RequestRecord record;
    record.method = req.method;
    record.pathAndQuery = QString::fromUtf8(req.target);
    record.headers = req.headers;
    record.body = req.body;
    req.serial = nextSerial++;
    records.append(record);
    ++connection->requestsReceived;

    Fault fault;
    if (!takeFault(req, *connection, &fault)) {
        send(connection, req, computeResponse(req), SendMode::Normal);
        return;
    }
    switch (fault.kind) {
    case FaultKind::Slow: {
        connection->busy = true;
        QPointer<QTcpSocket> socket = connection->socket;
        QTimer::singleShot(std::max(0, fault.delayMs), socket.data(), [this, connection, req] {
            connection->busy = false;
            send(connection, req, computeResponse(req), SendMode::Normal);
            processConnection(connection);
        });
        return;
    }
    case FaultKind::SlowAfterCommit: {
        connection->busy = true;
        const Response response = computeResponse(req);
        QPointer<QTcpSocket> socket = connection->socket;
        QTimer::singleShot(std::max(0, fault.delayMs), socket.data(),
                           [this, connection, req, response] {
                               connection->busy = false;
                               send(connection, req, response, SendMode::Normal);
                               processConnection(connection);
                           });
        return;
    }
    case FaultKind::DropMidBody:
        send(connection, req, computeResponse(req), SendMode::DropMidBody);
        return;
    case FaultKind::CommitThenClose:
        send(connection, req, computeResponse(req), SendMode::CloseWithoutAnswer);
        return;
    case FaultKind::LinkNextTo: {
        Response response = computeResponse(req);
        response.setHeader("Link", '<' + fault.target.toEncoded() + ">; rel=\"next\"");
        send(connection, req, response, SendMode::Normal);
        return;
    }
    case FaultKind::MalformedJson:
        send(connection, req, computeResponse(req), SendMode::MalformedJson);
        return;
    case FaultKind::IgnoreSince:
    case FaultKind::ExclusiveSince: {
        Request rewritten = req;
        QUrlQuery query(QString::fromUtf8(req.query));
        const QDateTime since = parseSince(query.queryItemValue(QStringLiteral("since")));
        query.removeAllQueryItems(QStringLiteral("since"));
        if (fault.kind == FaultKind::ExclusiveSince && since.isValid()) // times are whole seconds
            query.addQueryItem(QStringLiteral("since"),
                               since.toUTC().addSecs(1).toString(Qt::ISODate));
        rewritten.query = query.query(QUrl::FullyEncoded).toUtf8();
        rewritten.target =
            rewritten.path + (rewritten.query.isEmpty() ? QByteArray() : '?' + rewritten.query);
        send(connection, req, computeResponse(rewritten), SendMode::Normal);
        return;
    }
    default:
        send(connection, req, faultResponse(fault), SendMode::Normal);
        return;
    }
}

GitHubTestServer::Private::Response GitHubTestServer::Private::computeResponse(const Request &req)
{
    refreshRateWindow();
    const bool read = req.method == "GET" || req.method == "HEAD";
    auto rateLimited = [&] {
        const QString login = loginFor(req);
        return error(403,
                     QStringLiteral("API rate limit exceeded for user ID %1.")
                         .arg(userIdFor(login.isEmpty() ? defaultLogin : login)),
                     QStringLiteral("https://docs.github.com/rest/using-the-rest-api/"
                                    "rate-limits-for-the-rest-api"));
    };
    const bool exhausted = rateLimitEnforced && rateRemaining <= 0;
    if (exhausted && !read)
        return rateLimited(); // before any side effect
    const QString token = tokenOf(req);
    if (!token.isEmpty() && revokedTokens.contains(token))
        return error(401, QStringLiteral("Bad credentials"),
                     QStringLiteral("https://docs.github.com/rest"));
    Response r = route(req);
    if (!token.isEmpty() && tokenScopes.contains(token)) {
        r.setHeader("X-OAuth-Scopes", tokenScopes.value(token).join(QStringLiteral(", ")).toUtf8());
        r.setHeader("X-Accepted-OAuth-Scopes", "");
    }
    if (read && r.status == 200) {
        const QByteArray etag =
            "W/\"" + QCryptographicHash::hash(r.body, QCryptographicHash::Sha256).toHex() + '"';
        r.setHeader("ETag", etag);
        bool notModified = false;
        if (req.headers.contains("if-none-match")) {
            const QByteArray opaque = etag.mid(2);
            for (QByteArray candidate : req.headers.value("if-none-match").split(',')) {
                candidate = candidate.trimmed();
                if (candidate.startsWith("W/"))
                    candidate = candidate.mid(2);
                if (candidate == "*" || candidate == opaque)
                    notModified = true;
            }
        } else if (req.headers.contains("if-modified-since")) {
            // Only when If-None-Match is absent (RFC 7232, 3.3).
            const QDateTime since = parseHttpDate(req.headers.value("if-modified-since"));
            const QDateTime modified = parseHttpDate(r.header("Last-Modified"));
            notModified = since.isValid() && modified.isValid() && modified <= since;
        }
        if (notModified) {
            r.status = 304;
            r.body.clear();
            r.headers.removeIf([](const QPair<QByteArray, QByteArray> &h) {
                return h.first.compare("Link", Qt::CaseInsensitive) == 0;
            });
        }
    }
    if (exhausted && r.status != 304)
        return rateLimited(); // only a 304 is free
    return r;
}

void GitHubTestServer::Private::send(Connection *connection, const Request &req, Response response,
                                     SendMode mode)
{
    refreshRateWindow();
    if (response.status != 304 && rateRemaining > 0)
        --rateRemaining;
    const int remaining = response.rateLimitOverride ? response.overrideRemaining : rateRemaining;
    const qint64 reset = response.rateLimitOverride ? response.overrideReset : rateReset;

    if (mode == SendMode::MalformedJson) {
        response.status = 200;
        response.body = response.body.left(std::max<qsizetype>(1, response.body.size() / 2));
        response.headers.removeIf([](const QPair<QByteArray, QByteArray> &h) {
            return h.first.compare("ETag", Qt::CaseInsensitive) == 0;
        });
    }

    const bool http10 = req.version == "HTTP/1.0";
    const QByteArray connectionHeader = req.headers.value("connection").toLower();
    const bool close = connection->closing || connectionHeader.contains("close")
        || (http10 && !connectionHeader.contains("keep-alive"));
    const bool noBody = response.status == 204 || response.status == 304;
    const bool gzipped = compressAnswers && !noBody && !response.body.isEmpty()
        && req.headers.value("accept-encoding").toLower().contains("gzip");
    if (gzipped)
        response.body = GitHubTestServer::gzip(response.body);

    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' '
        + reasonPhrase(response.status) + "\r\n";
    auto header = [&head](const QByteArray &name, const QByteArray &value) {
        head += name + ": " + value + "\r\n";
    };
    header("Server", "GitHub.com");
    header("Date", httpDate(clock));
    if (!noBody) {
        if (response.header("Content-Type").isEmpty())
            header("Content-Type", "application/json; charset=utf-8");
        header("Content-Length", QByteArray::number(response.body.size()));
        if (gzipped)
            header("Content-Encoding", "gzip");
    }
    header("Cache-Control",
           response.status == 200 ? QByteArray("private, max-age=60, s-maxage=60")
                                  : QByteArray("no-cache"));
    header("Vary", "Accept, Authorization, Cookie, X-GitHub-OTP");
    const QByteArray version = req.headers.value("x-github-api-version");
    header("X-GitHub-Api-Version-Selected", version.isEmpty() ? QByteArray(kApiVersion) : version);
    header("X-GitHub-Media-Type", "github.v3; format=json");
    header("X-RateLimit-Limit", QByteArray::number(rateLimit));
    header("X-RateLimit-Remaining", QByteArray::number(remaining));
    header("X-RateLimit-Reset", QByteArray::number(reset));
    header("X-RateLimit-Used", QByteArray::number(std::max(0, rateLimit - remaining)));
    header("X-RateLimit-Resource", "core");
    for (const auto &extra : response.headers)
        header(extra.first, extra.second);
    header("X-GitHub-Request-Id",
           "C0DE:"
               + QByteArray::number(std::max<qint64>(0, req.serial), 16)
                     .toUpper()
                     .rightJustified(8, '0'));
    header("Connection", close ? "close" : "keep-alive");
    head += "\r\n";

    const bool headOnly = req.method == "HEAD";
    const int recordedStatus =
        mode == SendMode::DropMidBody || mode == SendMode::CloseWithoutAnswer ? 0 : response.status;
    const qint64 recordAt = req.serial - recordSerialBase;
    if (req.serial >= 0 && recordAt >= 0 && recordAt < records.size())
        records[recordAt].status = recordedStatus;

    QTcpSocket *socket = connection->socket;
    if (socket && socket->state() == QAbstractSocket::ConnectedState) {
        if (mode == SendMode::CloseWithoutAnswer) {
            // An orderly close (FIN) with nothing written: the request was read and performed.
            connection->closing = true;
            socket->disconnectFromHost();
        } else if (mode == SendMode::DropMidBody) {
            // An orderly close (FIN) after the half body, not a reset: a reset can reach the
            // client before it has read the half, whose kernel then drops it, and a client that
            // saw no byte of the answer on a kept-alive connection sends the request again, so
            // the drop would sometimes never be seen.
            connection->closing = true;
            socket->write(head + response.body.left(response.body.size() / 2));
            socket->disconnectFromHost();
        } else {
            socket->write(headOnly || noBody ? head : head + response.body);
            if (close) {
                connection->closing = true;
                socket->disconnectFromHost();
            }
        }
    }
    emit q->requestServed(recordedStatus, QString::fromUtf8(req.target));
}

// ---- Listening (public interface) ------------------------------------------------------------

bool GitHubTestServer::listen(quint16 port)
{
    if (d->server->isListening())
        d->server->close();
    if (d->tls) {
        delete d->server;
        d->server = new QTcpServer(this);
        connect(d->server, &QTcpServer::pendingConnectionAvailable, this,
                [this] { d->onNewConnection(); });
        d->tls = false;
    }
    const bool ok = d->server->listen(QHostAddress::LocalHost, port);
    d->invalidateAll();
    return ok;
}

bool GitHubTestServer::listenTls(quint16 port)
{
    if (d->server->isListening())
        d->server->close();
    auto *server = new QSslServer(this);
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setLocalCertificate(QSslCertificate(readTlsFile("localhost.pem")));
    configuration.setPrivateKey(QSslKey(readTlsFile("localhost.key"), QSsl::Rsa));
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone); // no client certificates
    server->setSslConfiguration(configuration);
    delete d->server;
    d->server = server;
    d->tls = true;
    connect(d->server, &QTcpServer::pendingConnectionAvailable, this,
            [this] { d->onNewConnection(); });
    const bool ok = d->server->listen(QHostAddress::LocalHost, port);
    d->invalidateAll();
    return ok;
}

void GitHubTestServer::stopListening()
{
    d->server->close();
}

QSslConfiguration GitHubTestServer::clientTlsConfiguration()
{
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.addCaCertificate(QSslCertificate(readTlsFile("test-ca.pem")));
    return configuration;
}

} // namespace acp::test
