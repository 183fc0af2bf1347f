#include "core/actions/ReviewNews.h"

#include "core/actions/ActionSettings.h"
#include "core/actions/DueList.h"
#include "core/actions/RequestFollowUp.h"
#include "core/catalog/ApplicationCatalog.h"
#include "core/store/IssueCache.h"
#include "core/text/DisplayText.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"

#include <QSettings>

#include <algorithm>

namespace acp {

ReviewNewsSnapshot ReviewNewsSnapshot::take(Workspace &workspace, const QDate &today)
{
    ReviewNewsSnapshot snapshot;
    const IssueCache cache(workspace.database());
    const LabelScheme labels = workspace.labelScheme();
    const AuthorTrust trust = workspace.authorTrust();
    const QList<Issue> issues = cache.issues();
    for (const Issue &issue : issues) {
        const ApplicationSummary summary = ApplicationCatalog::summarize(issue, labels);
        snapshot.m_names.insert(issue.number, text::displayLine(summary.platformName));
        if (summary.reviewState != ReviewState::NeedsInfo)
            continue;
        const RequestFollowUp followUp =
            RequestFollowUp::of(issue, cache.comments(issue.number), trust);
        if (followUp.hasReplies())
            snapshot.m_latestReply.insert(issue.number, followUp.replies.constLast().createdAt);
    }
    if (VotingSession *voting = workspace.votingSession()) {
        const QList<VoteInfo> votes = voting->openVotes();
        for (const VoteInfo &vote : votes) {
            if (!vote.open)
                continue;
            snapshot.m_openVotes.insert(vote.issueNumber);
            if (vote.tally.quorumMet)
                snapshot.m_quorumMet.insert(vote.issueNumber);
        }
    }
    QSettings settings;
    const QList<DueItem> due = DueList::compute(workspace.database(), labels,
                                                ActionSettings::load(settings), trust, today);
    for (const DueItem &item : due) {
        if (item.overdue) {
            snapshot.m_overdue.insert(dueKindId(item.kind) + QLatin1Char(':')
                                          + QString::number(item.issueNumber),
                                      item.description);
        }
    }
    return snapshot;
}

QList<ReviewNewsItem> ReviewNewsSnapshot::newsSince(const ReviewNewsSnapshot &before) const
{
    QList<ReviewNewsItem> news;
    const auto add = [&](ReviewNewsItem::Kind kind, int number, const QString &what) {
        const QString name = m_names.value(number, before.m_names.value(number));
        const QString subject = name.isEmpty() ? QStringLiteral("#%1").arg(number)
                                               : QStringLiteral("#%1 %2").arg(number).arg(name);
        news.append({ kind, number, tr("%1: %2").arg(subject, what) });
    };
    for (auto it = m_latestReply.cbegin(); it != m_latestReply.cend(); ++it) {
        const QDateTime earlier = before.m_latestReply.value(it.key());
        if (!earlier.isValid() || it.value() > earlier)
            add(ReviewNewsItem::Kind::ApplicantAnswered, it.key(),
                tr("the applicant answered the request for information."));
    }
    for (const int number : m_quorumMet) {
        if (!before.m_quorumMet.contains(number))
            add(ReviewNewsItem::Kind::QuorumReached, number, tr("the vote reached quorum."));
    }
    for (const int number : before.m_openVotes) {
        if (!m_openVotes.contains(number))
            add(ReviewNewsItem::Kind::VoteClosed, number, tr("the vote closed."));
    }
    for (auto it = m_overdue.cbegin(); it != m_overdue.cend(); ++it) {
        if (!before.m_overdue.contains(it.key())) {
            const int number = it.key().section(QLatin1Char(':'), 1).toInt();
            add(ReviewNewsItem::Kind::DeadlinePassed, number,
                tr("a deadline passed (%1).").arg(text::withoutFinalPeriod(it.value())));
        }
    }
    std::stable_sort(
        news.begin(), news.end(), [](const ReviewNewsItem &a, const ReviewNewsItem &b) {
            return a.issueNumber != b.issueNumber ? a.issueNumber < b.issueNumber : a.kind < b.kind;
        });
    return news;
}

} // namespace acp
