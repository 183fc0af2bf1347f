#include "core/listing/ListingDrafts.h"

#include "core/actions/ActionSettings.h"
#include "core/i18n/InSentence.h"
#include "core/listing/ListingDrafter.h"
#include "core/listing/ListingRules.h"
#include "core/outbox/Outbox.h"
#include "core/review/Checklist.h"
#include "core/review/ChecklistStore.h"
#include "core/review/ReviewState.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/SqlValues.h"
#include "core/workspace/Workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSettings>
#include <QSqlError>
#include <QSqlQuery>

namespace acp {

ListingDrafts::ListingDrafts(Workspace &workspace)
    : m_workspace(workspace)
{ }

QString ListingDrafts::whyNotListable(int issueNumber) const
{
    QString error;
    const std::optional<Issue> issue =
        IssueCache(m_workspace.database()).application(issueNumber, &error);
    if (!issue) {
        return error;
    }
    IssueSnapshot expected = IssueSnapshot::fromIssue(*issue);
    if (const Outbox *outbox = m_workspace.outbox()) {
        expected = outbox->expectedState(issueNumber).value_or(expected);
    }
    return whyNotListable(issueNumber, expected, m_workspace.labelScheme());
}

QString ListingDrafts::whyNotListable(int issueNumber, const IssueSnapshot &expected,
                                      const LabelScheme &scheme)
{
    const ReviewState state = expected.reviewState(scheme);
    if (state != ReviewState::Approved) {
        return tr("#%1 is %2: only an approved platform is listed on pytorch.org.")
            .arg(issueNumber)
            .arg(inSentence(reviewStateDisplayName(state)));
    }
    return {};
}

bool ListingDrafts::isRetired(int issueNumber) const
{
    const Outbox *outbox = m_workspace.outbox();
    const std::optional<IssueSnapshot> expected =
        outbox ? outbox->expectedState(issueNumber) : std::nullopt;
    return expected && isRetired(*expected);
}

bool ListingDrafts::isRetired(const IssueSnapshot &expected)
{
    return expected.hasLabel(ActionSettings::load(QSettings()).retiredLabel);
}

std::optional<PlatformListing> ListingDrafts::draft(int issueNumber, bool *kept) const
{
    std::optional<PlatformListing> listing = this->kept(issueNumber);
    if (kept) {
        *kept = listing.has_value();
    }
    return listing ? listing : drafted(issueNumber);
}

std::optional<PlatformListing> ListingDrafts::drafted(int issueNumber) const
{
    const IssueCache cache(m_workspace.database());
    const std::optional<Issue> issue = cache.application(issueNumber, &m_error);
    if (!issue) {
        return std::nullopt;
    }
    const Checklist checklist =
        Checklist::load(*issue, cache.comments(issueNumber), m_workspace.requirements(),
                        ChecklistStore(m_workspace.database()));
    return ListingDrafter::draft(*issue, checklist);
}

std::optional<PlatformListing> ListingDrafts::kept(int issueNumber) const
{
    QSqlQuery query(m_workspace.database().connection());
    query.prepare(
        QStringLiteral("SELECT draft FROM reviewer_listing_drafts WHERE issue_number = ?"));
    query.addBindValue(issueNumber);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    if (!query.next()) {
        return std::nullopt;
    }
    const QJsonDocument document = QJsonDocument::fromJson(query.value(0).toString().toUtf8());
    return PlatformListing::fromDraftJson(document.object());
}

bool ListingDrafts::keep(int issueNumber, const PlatformListing &listing)
{
    QSqlQuery query(m_workspace.database().connection());
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO reviewer_listing_drafts "
                                 "(issue_number, draft, updated_at) VALUES (?, ?, ?)"));
    query.addBindValue(issueNumber);
    query.addBindValue(
        QString::fromUtf8(QJsonDocument(listing.toDraftJson()).toJson(QJsonDocument::Compact)));
    query.addBindValue(sql::fromDateTime(QDateTime::currentDateTimeUtc()));
    if (!query.exec()) {
        m_error = tr("The listing draft could not be kept: %1").arg(query.lastError().text());
        return false;
    }
    return true;
}

bool ListingDrafts::discard(int issueNumber)
{
    QSqlQuery query(m_workspace.database().connection());
    query.prepare(QStringLiteral("DELETE FROM reviewer_listing_drafts WHERE issue_number = ?"));
    query.addBindValue(issueNumber);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

bool ListingDrafts::writeFiles(const PlatformListing &listing, const QString &folder,
                               QStringList *written, QString *error)
{
    const QList<ListingProblem> problems = ListingRules::check(listing);
    if (ListingRules::hasErrors(problems)) {
        for (const ListingProblem &problem : problems) {
            if (problem.isError()) {
                *error =
                    tr("The listing draft does not pass the site's rules: %1").arg(problem.message);
                break;
            }
        }
        return false;
    }
    const QList<QPair<QString, QByteArray>> files = {
        { listing.entryPath(), listing.entryJson() },
        { listing.guidePath(), listing.guide.toUtf8() },
    };
    const QDir root(folder);
    for (const auto &[relativePath, content] : files) {
        const QString path = root.filePath(relativePath);
        if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
            *error = tr("The folder %1 could not be created.")
                         .arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
            return false;
        }
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size()
            || !file.commit()) {
            *error = tr("%1 could not be written: %2")
                         .arg(QDir::toNativeSeparators(path), file.errorString());
            return false;
        }
        if (written) {
            written->append(path);
        }
    }
    return true;
}

} // namespace acp
