#pragma once

#include "core/preview/LinkPreview.h"

#include <QSqlDatabase>
#include <QString>
#include <QUrl>

#include <optional>

namespace acp {

class Database;

// The link previews and automatic check results of a workspace (tables link_previews and
// automatic_check_results, schema step 4). Previews are keyed by their normalized URL. A
// success replaces the whole row; a failure only records the attempt (status, error, time), so
// the last good content and its fetch date survive any number of failed refreshes.
class PreviewCache
{
public:
    explicit PreviewCache(Database &database);

    // The stored preview (fetching/awaitingPermission false), or nothing.
    std::optional<LinkPreview> preview(const QUrl &url) const;
    // preview.status must be Ok; fetchedAt and attemptedAt default to now when invalid.
    bool storeSuccess(const LinkPreview &preview);
    // Records a failed attempt; the content of an earlier success is kept.
    bool storeFailure(const QUrl &url, PreviewKind kind, PreviewStatus status, int httpStatus,
                      const QString &errorText, const QDateTime &attemptedAt);
    bool remove(const QUrl &url);
    bool clear(); // previews and check results
    int previewCount() const;

    // Check results are keyed by check id and a subject (AutomaticChecks: the links it looked
    // at).
    std::optional<AutomaticCheckResult> checkResult(const QString &checkId,
                                                    const QString &subject) const;
    bool storeCheckResult(const QString &subject, const AutomaticCheckResult &result);

    QString errorString() const { return m_error; }

private:
    QSqlDatabase m_db;
    mutable QString m_error;
};

} // namespace acp
