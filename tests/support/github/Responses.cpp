#include "github/GitHubTestServerPrivate.h"
#include "github/JsonWriter.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace acp::test {

using namespace github;

namespace {

constexpr int kDefaultPerPage = 30;

} // namespace

void GitHubTestServer::Private::Response::setHeader(const QByteArray &name, const QByteArray &value)
{
    for (auto &header : headers) {
        if (header.first.compare(name, Qt::CaseInsensitive) == 0) {
            header.second = value;
            return;
        }
    }
    headers.append({ name, value });
}

QByteArray GitHubTestServer::Private::Response::header(const QByteArray &name) const
{
    for (const auto &header : headers) {
        if (header.first.compare(name, Qt::CaseInsensitive) == 0)
            return header.second;
    }
    return {};
}

GitHubTestServer::Private::Response GitHubTestServer::Private::json(int status,
                                                                    const QByteArray &body)
{
    Response r;
    r.status = status;
    r.body = body;
    return r;
}

GitHubTestServer::Private::Response
GitHubTestServer::Private::error(int status, const QString &message,
                                 const QString &documentationUrl)
{
    QJsonObject object { { QStringLiteral("message"), message },
                         { QStringLiteral("documentation_url"), documentationUrl },
                         { QStringLiteral("status"), QString::number(status) } };
    return json(status, compactJson(object));
}

GitHubTestServer::Private::Response GitHubTestServer::Private::notFound()
{
    return error(404, QStringLiteral("Not Found"), QStringLiteral("https://docs.github.com/rest"));
}

GitHubTestServer::Private::Response GitHubTestServer::Private::gone()
{
    return error(410, QStringLiteral("This issue was deleted"),
                 QStringLiteral("https://docs.github.com/rest/issues/issues#get-an-issue"));
}

GitHubTestServer::Private::Response
GitHubTestServer::Private::validationFailed(const QString &resource, const QString &field,
                                            const QString &code, const QString &documentationUrl,
                                            const QString &message)
{
    QJsonObject detail { { QStringLiteral("resource"), resource },
                         { QStringLiteral("code"), code },
                         { QStringLiteral("field"), field } };
    if (!message.isEmpty())
        detail.insert(QStringLiteral("message"), message);
    QJsonObject object { { QStringLiteral("message"), QStringLiteral("Validation Failed") },
                         { QStringLiteral("errors"), QJsonArray { detail } },
                         { QStringLiteral("documentation_url"), documentationUrl },
                         { QStringLiteral("status"), QStringLiteral("422") } };
    return json(422, compactJson(object));
}

GitHubTestServer::Private::Response GitHubTestServer::Private::unauthenticated()
{
    return error(401, QStringLiteral("Requires authentication"),
                 QStringLiteral("https://docs.github.com/rest"));
}

GitHubTestServer::Private::Response
GitHubTestServer::Private::badJson(const QString &documentationUrl)
{
    return error(400, QStringLiteral("Problems parsing JSON"), documentationUrl);
}

QString GitHubTestServer::Private::queryValue(const QUrlQuery &query, const char *key)
{
    return query.queryItemValue(QLatin1String(key), QUrl::FullyDecoded);
}

GitHubTestServer::Private::Page GitHubTestServer::Private::pageOf(const QUrlQuery &query,
                                                                  qsizetype total) const
{
    bool ok = false;
    qint64 perPage = queryValue(query, "per_page").toLongLong(&ok);
    if (!ok || perPage < 1)
        perPage = kDefaultPerPage;
    perPage = std::min<qint64>(perPage, pageSizeLimit);
    qint64 page = queryValue(query, "page").toLongLong(&ok);
    if (!ok || page < 1)
        page = 1;
    page = std::min<qint64>(page, 1000000000);
    const qint64 lastPage = std::max<qint64>(1, (qint64(total) + perPage - 1) / perPage);
    const qint64 begin = (page - 1) * perPage;
    const qint64 end = std::min<qint64>(total, begin + perPage);
    return { page, lastPage, begin, end };
}

void GitHubTestServer::Private::setPageLinks(Response &r, const Request &req,
                                             const Page &current) const
{
    const qint64 page = current.number;
    const qint64 lastPage = current.last;
    if (lastPage > 1 || page > 1) {
        QByteArray path = req.path;
        if (linksUseRepositoryId) {
            const QList<QByteArray> parts = req.path.split('/');
            if (parts.size() >= 4 && parts.at(1) == "repos")
                path = "/repositories/" + QByteArray::number(repositoryId) + '/'
                    + parts.mid(4).join('/');
            if (path.endsWith('/'))
                path.chop(1);
        }
        QByteArrayList kept;
        for (const QByteArray &item : req.query.split('&')) {
            if (item.isEmpty() || item.split('=').constFirst() == "page")
                continue;
            kept.append(item);
        }
        const QByteArray prefix =
            base() + path + '?' + (kept.isEmpty() ? QByteArray() : kept.join('&') + '&') + "page=";
        QByteArrayList links;
        auto link = [&](qint64 target, const char *rel) {
            links.append('<' + prefix + QByteArray::number(target) + ">; rel=\"" + rel + '"');
        };
        if (page > 1)
            link(page - 1, "prev");
        if (page < lastPage) {
            link(page + 1, "next");
            link(lastPage, "last");
        }
        if (page > 1)
            link(1, "first");
        r.setHeader("Link", links.join(", "));
    }
}

} // namespace acp::test
