#include "core/actions/DueList.h"

#include "core/catalog/ApplicationCatalog.h"
#include "core/outbox/OutboxStore.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"

#include <QCoreApplication>

#include <algorithm>

namespace acp {

namespace {

QJsonValue dateJson(const QDate &date)
{
    return date.isValid() ? QJsonValue(date.toString(Qt::ISODate)) : QJsonValue();
}

// The last comment carrying the marker `acp-workbench:NAME` (optionally `=VALUE`) in its
// trailing marker block, by a trusted author (AuthorTrust), and its value.
struct MarkerHit
{
    const Comment *comment = nullptr;
    QString value;
};

MarkerHit lastMarkerIn(const QList<Comment> &comments, const QList<MarkerBlock> &blocks,
                       const QString &name)
{
    MarkerHit hit;
    for (int i = 0; i < comments.size(); ++i) {
        const Comment &comment = comments.at(i);
        const std::optional<QString> value = blocks.at(i).value(name);
        if (value && (!hit.comment || comment.createdAt >= hit.comment->createdAt)) {
            hit.comment = &comment;
            hit.value = *value;
        }
    }
    return hit;
}

QDate localDate(const QDateTime &when)
{
    return when.isValid() ? when.toLocalTime().date() : QDate();
}

bool hasLabel(const Issue &issue, const QString &name)
{
    for (const QString &label : issue.labels) {
        if (label.compare(name, Qt::CaseInsensitive) == 0) {
            return true;
        }
    }
    return false;
}

void finish(DueItem &item, const QDate &today)
{
    if (item.due.isValid()) {
        item.daysLeft = int(today.daysTo(item.due));
        item.overdue = item.daysLeft < 0;
    }
}

} // namespace

QString dueKindId(DueItem::Kind kind)
{
    switch (kind) {
    case DueItem::Kind::OpenVote:
        return QStringLiteral("vote");
    case DueItem::Kind::DeficiencyClock:
        return QStringLiteral("deficiency");
    case DueItem::Kind::PeriodicReview:
        return QStringLiteral("periodic-review");
    }
    return {};
}

QJsonObject DueItem::toJson() const
{
    return QJsonObject {
        { QStringLiteral("kind"), dueKindId(kind) },
        { QStringLiteral("issue"), issueNumber },
        { QStringLiteral("platform"), platform },
        { QStringLiteral("since"), dateJson(since) },
        { QStringLiteral("due"), dateJson(due) },
        { QStringLiteral("days_left"), due.isValid() ? QJsonValue(daysLeft) : QJsonValue() },
        { QStringLiteral("overdue"), overdue },
        { QStringLiteral("description"), description },
        { QStringLiteral("remind_suggested"), remindSuggested },
        { QStringLiteral("remind_queued"), remindQueued },
        { QStringLiteral("last_reminded"), dateJson(lastReminded) },
    };
}

QList<DueItem> DueList::compute(const QList<Issue> &issues, const CommentSource &commentsOf,
                                const LabelScheme &labels, const ActionSettings &settings,
                                const AuthorTrust &trust, const QDate &today,
                                const QSet<int> &remindQueued,
                                const QHash<int, QString> &platformNames)
{
    QList<DueItem> items;
    for (const Issue &issue : issues) {
        if (issue.deleted || issue.isPullRequest) {
            continue;
        }
        const ReviewState state = labels.stateOf(issue.labels, issue.state);
        const bool open = issue.state != QLatin1String("closed");
        const bool retired = hasLabel(issue, settings.retiredLabel);
        const bool deficient = !retired && hasLabel(issue, settings.deficiencyLabel);
        const bool voting = open && state == ReviewState::Voting;
        const bool listed = state == ReviewState::Approved && !retired;
        if (!voting && !deficient && !listed) {
            continue;
        }
        const QList<Comment> comments = commentsOf(issue.number);
        QList<MarkerBlock> blocks; // empty for authors who are not trusted
        blocks.reserve(comments.size());
        for (const Comment &comment : comments) {
            blocks.append(trust.markers(comment, issue));
        }
        auto lastMarker = [&comments, &blocks](const QString &name) {
            return lastMarkerIn(comments, blocks, name);
        };
        DueItem item;
        item.issueNumber = issue.number;
        const auto stored = platformNames.constFind(issue.number);
        item.platform = stored != platformNames.cend()
            ? ApplicationCatalog::summarize(issue, labels, *stored).platformName
            : ApplicationCatalog::summarize(issue, labels).platformName;

        if (voting) {
            item.kind = DueItem::Kind::OpenVote;
            const MarkerHit vote = lastMarker(QStringLiteral("vote"));
            item.since =
                vote.comment ? localDate(vote.comment->createdAt) : localDate(issue.updatedAt);
            const MarkerHit closes = lastMarker(QStringLiteral("vote-closes"));
            if (closes.comment
                && (!vote.comment || closes.comment->createdAt >= vote.comment->createdAt)) {
                item.due = QDate::fromString(closes.value, Qt::ISODate);
            }
            finish(item, today);
            item.description = !item.due.isValid()
                ? tr("Vote open since %1, no closing date").arg(item.since.toString(Qt::ISODate))
                : item.overdue
                ? tr("Vote closed on %1: record the decision").arg(item.due.toString(Qt::ISODate))
                : tr("Vote closes on %1 (in %n day(s))", nullptr, item.daysLeft)
                      .arg(item.due.toString(Qt::ISODate));
            const MarkerHit reminded = lastMarker(QStringLiteral("reminder"));
            if (reminded.comment
                && (!vote.comment || reminded.comment->createdAt >= vote.comment->createdAt)) {
                item.lastReminded = localDate(reminded.comment->createdAt);
            }
            item.remindQueued = remindQueued.contains(issue.number);
            item.remindSuggested = !item.remindQueued && item.due.isValid() && !item.overdue
                && item.daysLeft <= DueItem::ReminderDays
                && (!item.lastReminded.isValid()
                    || item.lastReminded.daysTo(today) >= DueItem::ReminderQuietDays);
            if (item.remindSuggested) {
                item.description += tr("; nobody was reminded in the last %n day(s): Remind "
                                       "Non-voters",
                                       nullptr, DueItem::ReminderQuietDays);
            } else if (item.remindQueued) {
                item.description += tr("; a reminder waits in the outbox");
            }
            items.append(item);
            continue;
        }

        if (deficient) {
            item.kind = DueItem::Kind::DeficiencyClock;
            const MarkerHit notice = lastMarker(QStringLiteral("deficiency"));
            item.since =
                notice.comment ? localDate(notice.comment->createdAt) : localDate(issue.updatedAt);
            item.due = QDate::fromString(notice.value, Qt::ISODate);
            if (!item.due.isValid() && item.since.isValid()) {
                item.due = item.since.addDays(settings.deficiencyDays);
            }
            finish(item, today);
            item.description = item.overdue
                ? tr("Deficiency unresolved since %1: retire or close the review")
                      .arg(item.due.toString(Qt::ISODate))
                : tr("Deficiency to be resolved by %1 (in %n day(s))", nullptr, item.daysLeft)
                      .arg(item.due.toString(Qt::ISODate));
            items.append(item);
            continue;
        }

        item.kind = DueItem::Kind::PeriodicReview;
        const MarkerHit reviewed = lastMarker(QStringLiteral("review-complete"));
        const MarkerHit decision = lastMarker(QStringLiteral("decision"));
        if (reviewed.comment) {
            item.since = localDate(reviewed.comment->createdAt);
            item.due = QDate::fromString(reviewed.value, Qt::ISODate);
        } else if (decision.comment && decision.value == QLatin1String("approved")) {
            item.since = localDate(decision.comment->createdAt);
        } else {
            item.since = localDate(issue.closedAt.isValid() ? issue.closedAt : issue.updatedAt);
        }
        if (!item.due.isValid() && item.since.isValid()) {
            item.due = item.since.addMonths(settings.reviewIntervalMonths);
        }
        finish(item, today);
        item.description = item.overdue
            ? tr("Periodic review overdue since %1").arg(item.due.toString(Qt::ISODate))
            : tr("Periodic review due by %1 (in %n day(s))", nullptr, item.daysLeft)
                  .arg(item.due.toString(Qt::ISODate));
        items.append(item);
    }
    std::stable_sort(items.begin(), items.end(), [](const DueItem &a, const DueItem &b) {
        if (a.due.isValid() != b.due.isValid()) {
            return a.due.isValid();
        }
        if (a.due != b.due) {
            return a.due < b.due;
        }
        return a.issueNumber < b.issueNumber;
    });
    return items;
}

QList<DueItem> DueList::compute(Database &database, const LabelScheme &labels,
                                const ActionSettings &settings, const AuthorTrust &trust,
                                const QDate &today)
{
    IssueCache cache(database);
    QSet<int> remindQueued;
    for (const OutboxAction &action : OutboxStore(database).actions(ActionKind::Remind)) {
        if (action.isPending()) {
            remindQueued.insert(action.issueNumber);
        }
    }
    // Without their bodies: the platform's name was read from the form when the issue was stored.
    QList<Issue> issues;
    QHash<int, QString> platformNames;
    for (const IssueCache::ListedIssue &entry : cache.listedIssues()) {
        platformNames.insert(entry.issue.number, entry.platformName);
        issues.append(entry.issue);
    }
    // Every date the list reads is in a workbench marker: only marked comments are read.
    return compute(
        issues, [&cache](int number) { return cache.markedComments(number); }, labels, settings,
        trust, today, remindQueued, platformNames);
}

} // namespace acp
