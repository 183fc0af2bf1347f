#include "core/preview/PreviewCache.h"

#include "core/net/Urls.h"
#include "core/store/Database.h"
#include "core/store/SqlValues.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace acp {

namespace { } // namespace

PreviewCache::PreviewCache(Database &database)
    : m_db(database.connection())
{ }

std::optional<LinkPreview> PreviewCache::preview(const QUrl &url) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "SELECT kind, title, description, site_name, image_url, details, fetched_at, status, "
        "http_status, error, attempted_at FROM link_previews WHERE url = ?"));
    query.addBindValue(net::encodedKey(url));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    if (!query.next())
        return std::nullopt;
    LinkPreview preview;
    preview.url = url;
    preview.kind = previewKindFromId(query.value(0).toString()).value_or(PreviewKind::WebPage);
    preview.title = query.value(1).toString();
    preview.description = query.value(2).toString();
    preview.siteName = query.value(3).toString();
    const QString image = query.value(4).toString();
    if (!image.isEmpty())
        preview.imageUrl = QUrl(image, QUrl::StrictMode);
    preview.details = QJsonDocument::fromJson(query.value(5).toString().toUtf8()).object();
    preview.fetchedAt = sql::toDateTime(query.value(6));
    preview.status =
        previewStatusFromId(query.value(7).toString()).value_or(PreviewStatus::NetworkError);
    preview.httpStatus = query.value(8).toInt();
    preview.errorText = query.value(9).toString();
    preview.attemptedAt = sql::toDateTime(query.value(10));
    return preview;
}

bool PreviewCache::storeSuccess(const LinkPreview &preview)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO link_previews (url, kind, title, description, site_name, "
        "image_url, details, fetched_at, status, http_status, error, attempted_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'ok', 0, '', ?)"));
    query.addBindValue(net::encodedKey(preview.url));
    query.addBindValue(previewKindId(preview.kind));
    query.addBindValue(sql::text(preview.title));
    query.addBindValue(sql::text(preview.description));
    query.addBindValue(sql::text(preview.siteName));
    query.addBindValue(preview.imageUrl.isValid() ? preview.imageUrl.toString(QUrl::FullyEncoded)
                                                  : QStringLiteral(""));
    query.addBindValue(
        QString::fromUtf8(QJsonDocument(preview.details).toJson(QJsonDocument::Compact)));
    query.addBindValue(sql::fromDateTime(preview.fetchedAt.isValid() ? preview.fetchedAt : now));
    query.addBindValue(
        sql::fromDateTime(preview.attemptedAt.isValid() ? preview.attemptedAt : now));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

bool PreviewCache::storeFailure(const QUrl &url, PreviewKind kind, PreviewStatus status,
                                int httpStatus, const QString &errorText,
                                const QDateTime &attemptedAt)
{
    if (status == PreviewStatus::Ok || status == PreviewStatus::NotFetched) {
        m_error = QStringLiteral("storeFailure needs a failure status");
        return false;
    }
    QSqlQuery query(m_db);
    // An existing row keeps its content; a new one has none (fetched_at NULL).
    query.prepare(QStringLiteral(
        "INSERT INTO link_previews (url, kind, status, http_status, error, attempted_at) "
        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(url) DO UPDATE SET status = excluded.status, "
        "http_status = excluded.http_status, error = excluded.error, "
        "attempted_at = excluded.attempted_at"));
    query.addBindValue(net::encodedKey(url));
    query.addBindValue(previewKindId(kind));
    query.addBindValue(previewStatusId(status));
    query.addBindValue(httpStatus);
    query.addBindValue(sql::text(errorText));
    query.addBindValue(
        sql::fromDateTime(attemptedAt.isValid() ? attemptedAt : QDateTime::currentDateTimeUtc()));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

bool PreviewCache::remove(const QUrl &url)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("DELETE FROM link_previews WHERE url = ?"));
    query.addBindValue(net::encodedKey(url));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

bool PreviewCache::clear()
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("DELETE FROM link_previews"))
        || !query.exec(QStringLiteral("DELETE FROM automatic_check_results"))) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

int PreviewCache::previewCount() const
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM link_previews")) || !query.next()) {
        m_error = query.lastError().text();
        return 0;
    }
    return query.value(0).toInt();
}

std::optional<AutomaticCheckResult> PreviewCache::checkResult(const QString &checkId,
                                                              const QString &subject) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT status, summary, looked_at, checked_at FROM "
                                 "automatic_check_results WHERE check_id = ? AND subject = ?"));
    query.addBindValue(checkId);
    query.addBindValue(subject);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    if (!query.next())
        return std::nullopt;
    AutomaticCheckResult result;
    result.checkId = checkId;
    result.status = checkStatusFromId(query.value(0).toString()).value_or(CheckStatus::Unknown);
    result.summary = query.value(1).toString();
    const QJsonArray lookedAt = QJsonDocument::fromJson(query.value(2).toString().toUtf8()).array();
    for (const QJsonValue &value : lookedAt)
        result.lookedAt.append(QUrl(value.toString(), QUrl::StrictMode));
    result.checkedAt = sql::toDateTime(query.value(3));
    return result;
}

bool PreviewCache::storeCheckResult(const QString &subject, const AutomaticCheckResult &result)
{
    QJsonArray lookedAt;
    for (const QUrl &url : result.lookedAt)
        lookedAt.append(url.toString(QUrl::FullyEncoded));
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO automatic_check_results (check_id, "
                                 "subject, status, summary, looked_at, checked_at) "
                                 "VALUES (?, ?, ?, ?, ?, ?)"));
    query.addBindValue(result.checkId);
    query.addBindValue(subject);
    query.addBindValue(checkStatusId(result.status));
    query.addBindValue(sql::text(result.summary));
    query.addBindValue(QString::fromUtf8(QJsonDocument(lookedAt).toJson(QJsonDocument::Compact)));
    query.addBindValue(sql::fromDateTime(
        result.checkedAt.isValid() ? result.checkedAt : QDateTime::currentDateTimeUtc()));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

} // namespace acp
