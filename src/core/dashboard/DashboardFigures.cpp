#include "core/dashboard/DashboardFigures.h"

#include "core/actions/ActionSettings.h"
#include "core/catalog/ApplicationCatalog.h"
#include "core/review/MarkerBlock.h"
#include "core/store/IssueCache.h"
#include "core/store/IssueEventStore.h"
#include "core/store/SqlValues.h"
#include "core/store/SyncStateStore.h"
#include "core/voting/VoteService.h"
#include "core/workspace/Workspace.h"

#include <QJsonArray>
#include <QSettings>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace acp {

namespace {

double roundedDays(double days)
{
    return std::round(days * 10.0) / 10.0;
}

double median(QList<double> values)
{
    if (values.isEmpty()) {
        return 0;
    }
    std::sort(values.begin(), values.end());
    const qsizetype middle = values.size() / 2;
    return values.size() % 2 == 1 ? values.at(middle)
                                  : (values.at(middle - 1) + values.at(middle)) / 2.0;
}

// Every comment, issue by issue in ascending number, as the figures read them: who wrote it and
// when, and the body only when it holds a workbench marker (the stages and listing dates read
// nothing else). One query read as a stream, instead of one query per application and every
// body copied.
class MarkedComments
{
public:
    explicit MarkedComments(Database &database)
        : m_query(database.connection())
    {
        m_query.setForwardOnly(true);
        m_more = m_query.exec(QStringLiteral(
                     "SELECT id, issue_number, author, created_at, author_id, author_association, "
                     "CASE WHEN instr(body, 'acp-workbench:') > 0 THEN body ELSE '' END "
                     "FROM comments ORDER BY issue_number, created_at, id"))
            && m_query.next();
    }

    // The comments of `issueNumber`; called with ascending numbers.
    QList<Comment> take(int issueNumber)
    {
        QList<Comment> comments;
        while (m_more && m_query.value(1).toInt() <= issueNumber) {
            if (m_query.value(1).toInt() == issueNumber) {
                Comment comment;
                comment.id = m_query.value(0).toLongLong();
                comment.issueNumber = issueNumber;
                comment.author = m_query.value(2).toString();
                comment.createdAt = sql::toDateTime(m_query.value(3));
                comment.authorId = m_query.value(4).toLongLong();
                comment.authorAssociation = m_query.value(5).toString();
                comment.body = m_query.value(6).toString();
                comments.append(std::move(comment));
            }
            m_more = m_query.next();
        }
        return comments;
    }

private:
    QSqlQuery m_query;
    bool m_more = false;
};

QJsonValue dateValue(const QDate &date)
{
    return date.isValid() ? QJsonValue(date.toString(Qt::ISODate)) : QJsonValue();
}

} // namespace

DashboardFigures::Inputs DashboardFigures::Inputs::of(Workspace &workspace, const QDateTime &now)
{
    return { workspace.labelScheme(), workspace.authorTrust(), ActionSettings::load(QSettings()),
             now };
}

DashboardFigures DashboardFigures::compute(Workspace &workspace, const QDateTime &now)
{
    return compute(workspace.database(), Inputs::of(workspace, now));
}

DashboardFigures DashboardFigures::compute(Database &database, const Inputs &inputs)
{
    DashboardFigures figures;
    const QDateTime &now = inputs.now;
    figures.now = now;
    figures.asOf = SyncStateStore(database).status().lastSuccess;

    const IssueCache cache(database);
    const LabelScheme &labels = inputs.labels;
    const AuthorTrust &trust = inputs.trust;
    const QString retiredLabel = inputs.actions.retiredLabel;
    const QDateTime yearAgo = now.addMonths(-12);
    const QHash<int, QList<IssueEvent>> history = IssueEventStore(database).allEvents();
    MarkedComments markedComments(database);

    QHash<ProcessStage, QList<QPair<double, int>>> stageDays;
    // Without their bodies: the platform's name was read from the form when the issue was stored.
    QList<IssueCache::ListedIssue> listed = cache.listedIssues();
    std::sort(listed.begin(), listed.end(),
              [](const IssueCache::ListedIssue &a, const IssueCache::ListedIssue &b) {
                  return a.issue.number < b.issue.number;
              });
    for (const IssueCache::ListedIssue &entry : std::as_const(listed)) {
        const Issue &issue = entry.issue;
        if (issue.isPullRequest || issue.deleted) {
            continue;
        }
        const ApplicationSummary summary =
            ApplicationCatalog::summarize(issue, labels, entry.platformName);
        ++figures.byState[summary.reviewState];
        const QList<Comment> comments = markedComments.take(issue.number);
        const StageTimeline timeline =
            StageTimeline::of(issue, comments, labels, trust, history.value(issue.number));
        figures.timelines.append(timeline);
        figures.platformNames.insert(issue.number, summary.platformName);

        const bool recent = issue.createdAt >= yearAgo
            || (timeline.decidedAt.isValid() && timeline.decidedAt >= yearAgo);
        if (recent) {
            for (ProcessStage stage : waitingStages()) {
                const bool visited = std::any_of(
                    timeline.periods.cbegin(), timeline.periods.cend(),
                    [stage](const StagePeriod &period) { return period.stage == stage; });
                if (visited) {
                    stageDays[stage].append({ timeline.daysIn(stage, now), issue.number });
                }
            }
        }
        if (issue.state == QLatin1String("open") && timeline.current != ProcessStage::Decided) {
            figures.oldestWaiting.append({ issue.number, summary.platformName, timeline.current,
                                           timeline.daysInCurrent(now) });
        }
        const bool retired = IssueSnapshot::fromIssue(issue).hasLabel(retiredLabel);
        if (summary.reviewState == ReviewState::Approved || retired) {
            Listed listed { issue.number, summary.platformName, {}, retired };
            for (const Comment &comment : comments) {
                const MarkerBlock block = trust.markers(comment, issue);
                if ((retired && block.has(QStringLiteral("retirement")))
                    || (!retired
                        && block.value(QStringLiteral("decision")) == QStringLiteral("approved"))) {
                    listed.since = comment.createdAt.toUTC().date();
                }
            }
            if (!listed.since.isValid() && timeline.decidedAt.isValid()) {
                listed.since = timeline.decidedAt.toUTC().date();
            }
            figures.platforms.append(listed);
        }
    }

    for (auto it = stageDays.cbegin(); it != stageDays.cend(); ++it) {
        StageStats stats;
        stats.applications = int(it->size());
        QList<double> days;
        for (const auto &[value, number] : *it) {
            days.append(value);
            if (value >= stats.longestDays) {
                stats.longestDays = value;
                stats.longestIssue = number;
            }
        }
        stats.medianDays = median(days);
        figures.stages.insert(it.key(), stats);
    }

    std::stable_sort(figures.oldestWaiting.begin(), figures.oldestWaiting.end(),
                     [](const Waiting &a, const Waiting &b) { return a.days > b.days; });
    if (figures.oldestWaiting.size() > 5) {
        figures.oldestWaiting.resize(5);
    }

    const QDate today = now.toLocalTime().date();
    const VoteService votes(database, labels, CountingRule::StrictMajority, trust);
    for (const VoteInfo &vote : votes.openVotes()) {
        OpenVote open;
        open.issueNumber = vote.issueNumber;
        open.platform = figures.platformNames.value(vote.issueNumber);
        open.eligible = vote.tally.eligible;
        open.participants = vote.tally.participants;
        open.quorumNeeded = vote.tally.quorumNeeded;
        open.approve = vote.tally.approve;
        open.approvalsNeeded = vote.tally.approvalsNeeded;
        open.closes = vote.closes;
        open.daysLeft = vote.closes.isValid() ? int(today.daysTo(vote.closes)) : 0;
        for (const QString &name : vote.tally.notVoted) {
            for (const RosterOrganization &organization : vote.roster.organizations) {
                if (organization.name == name) {
                    open.notVoted.append(
                        { organization.name, organization.representative, organization.alternate });
                }
            }
        }
        figures.openVotes.append(open);
    }

    figures.deadlines = DueList::compute(database, labels, inputs.actions, trust, today);
    return figures;
}

QJsonObject DashboardFigures::toJson() const
{
    QJsonObject states;
    for (ReviewState state : allReviewStates()) {
        states.insert(reviewStateId(state), byState.value(state));
    }
    QJsonObject stageObject;
    for (ProcessStage stage : waitingStages()) {
        const StageStats stats = stages.value(stage);
        stageObject.insert(
            processStageId(stage),
            QJsonObject {
                { QStringLiteral("applications"), stats.applications },
                { QStringLiteral("median_days"), roundedDays(stats.medianDays) },
                { QStringLiteral("longest_days"), roundedDays(stats.longestDays) },
                { QStringLiteral("longest_issue"),
                  stats.longestIssue > 0 ? QJsonValue(stats.longestIssue) : QJsonValue() },
            });
    }
    QJsonArray waiting;
    for (const Waiting &item : oldestWaiting) {
        waiting.append(QJsonObject { { QStringLiteral("issue"), item.issueNumber },
                                     { QStringLiteral("platform"), item.platform },
                                     { QStringLiteral("stage"), processStageId(item.stage) },
                                     { QStringLiteral("days"), roundedDays(item.days) } });
    }
    QJsonArray votes;
    for (const OpenVote &vote : openVotes) {
        QJsonArray notVoted;
        for (const OpenVote::NonVoter &voter : vote.notVoted) {
            notVoted.append(QJsonObject {
                { QStringLiteral("organization"), voter.organization },
                { QStringLiteral("representative"), voter.representative },
                { QStringLiteral("alternate"),
                  voter.alternate.isEmpty() ? QJsonValue() : QJsonValue(voter.alternate) } });
        }
        votes.append(QJsonObject {
            { QStringLiteral("issue"), vote.issueNumber },
            { QStringLiteral("platform"), vote.platform },
            { QStringLiteral("eligible"), vote.eligible },
            { QStringLiteral("participants"), vote.participants },
            { QStringLiteral("quorum_needed"), vote.quorumNeeded },
            { QStringLiteral("approve"), vote.approve },
            { QStringLiteral("approvals_needed"), vote.approvalsNeeded },
            { QStringLiteral("closes"), dateValue(vote.closes) },
            { QStringLiteral("days_left"),
              vote.closes.isValid() ? QJsonValue(vote.daysLeft) : QJsonValue() },
            { QStringLiteral("not_voted"), notVoted },
        });
    }
    QJsonArray due;
    for (const DueItem &item : deadlines) {
        due.append(item.toJson());
    }
    QJsonArray listed;
    for (const Listed &platform : platforms) {
        listed.append(QJsonObject { { QStringLiteral("issue"), platform.issueNumber },
                                    { QStringLiteral("platform"), platform.platform },
                                    { QStringLiteral("since"), dateValue(platform.since) },
                                    { QStringLiteral("retired"), platform.retired } });
    }
    QJsonArray lines;
    for (const StageTimeline &timeline : timelines) {
        QJsonObject days;
        for (ProcessStage stage : waitingStages()) {
            days.insert(processStageId(stage), roundedDays(timeline.daysIn(stage, now)));
        }
        lines.append(QJsonObject {
            { QStringLiteral("issue"), timeline.issueNumber },
            { QStringLiteral("current"), processStageId(timeline.current) },
            { QStringLiteral("days"), days },
        });
    }
    return QJsonObject {
        { QStringLiteral("as_of"),
          asOf.isValid() ? QJsonValue(asOf.toUTC().toString(Qt::ISODate)) : QJsonValue() },
        { QStringLiteral("by_state"), states },
        { QStringLiteral("stages"), stageObject },
        { QStringLiteral("oldest_waiting"), waiting },
        { QStringLiteral("open_votes"), votes },
        { QStringLiteral("deadlines"), due },
        { QStringLiteral("platforms"), listed },
        { QStringLiteral("timelines"), lines },
    };
}

} // namespace acp
