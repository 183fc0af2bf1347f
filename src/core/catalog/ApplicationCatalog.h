#pragma once

#include "core/domain/Issue.h"
#include "core/review/ReviewState.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace acp {

class Database;

// An application as the list shows it: the issue plus what the workbench derives from it.
struct ApplicationSummary
{
    int number = 0;
    QString title;
    QString platformName;
    QString state; // open / closed
    ReviewState reviewState = ReviewState::New;
    QStringList labels;
    QString author;
    QDateTime createdAt;
    QDateTime updatedAt;
    QUrl htmlUrl;
    int commentCount = 0;
};

// Reads applications out of the cache for the GUI list and the command line alike.
class ApplicationCatalog
{
public:
    explicit ApplicationCatalog(Database &database, LabelScheme labels = {});

    QList<ApplicationSummary> applications() const; // newest update first
    std::optional<ApplicationSummary> application(int number) const;

    static ApplicationSummary summarize(const Issue &issue, const LabelScheme &labels);
    // With the platform's name already known (IssueCache::listedIssues): `issue.body` unread.
    static ApplicationSummary summarize(const Issue &issue, const LabelScheme &labels,
                                        const QString &platformName);
    // The stable JSON of `list --json` (scripts depend on it; see the README's command line):
    // number, title, state, review_state, labels, author, updated_at, plus platform, created_at,
    // html_url, comments.
    static QJsonObject toJson(const ApplicationSummary &summary);

private:
    Database &m_database;
    LabelScheme m_labels;
};

} // namespace acp
