#include "core/dashboard/StageTimeline.h"

#include "core/review/MarkerBlock.h"

#include <algorithm>

namespace acp {

QList<ProcessStage> waitingStages()
{
    return { ProcessStage::PreReview, ProcessStage::NeedsInfo, ProcessStage::Voting };
}

QString processStageId(ProcessStage stage)
{
    switch (stage) {
    case ProcessStage::PreReview:
        return QStringLiteral("pre-review");
    case ProcessStage::NeedsInfo:
        return QStringLiteral("needs-info");
    case ProcessStage::Voting:
        return QStringLiteral("voting");
    case ProcessStage::Decided:
        return QStringLiteral("decided");
    }
    return {};
}

QString processStageDisplayName(ProcessStage stage)
{
    switch (stage) {
    case ProcessStage::PreReview:
        return StageTimeline::tr("Pre-review");
    case ProcessStage::NeedsInfo:
        return StageTimeline::tr("Needs info");
    case ProcessStage::Voting:
        return StageTimeline::tr("Voting");
    case ProcessStage::Decided:
        return StageTimeline::tr("Decided");
    }
    return {};
}

void StageTimeline::moveTo(ProcessStage stage, const QDateTime &at)
{
    StagePeriod &open = periods.last();
    if (open.stage == stage && !open.to.isValid()) {
        return; // already there (a second request for information)
    }
    if (!open.to.isValid()) {
        open.to = at;
    }
    if (stage == ProcessStage::Decided) {
        decidedAt = at;
        current = ProcessStage::Decided;
        return;
    }
    periods.append({ stage, at, {} });
    current = stage;
    decidedAt = {};
}

bool StageTimeline::replay(const Issue &issue, const LabelScheme &labels,
                           const QList<IssueEvent> &events)
{
    QStringList held;
    bool open = true;
    bool moved = false;
    for (const IssueEvent &event : events) {
        if (event.event == QLatin1String("labeled")) {
            if (!held.contains(event.label, Qt::CaseInsensitive)) {
                held.append(event.label);
            }
        } else if (event.event == QLatin1String("unlabeled")) {
            held.removeIf([&event](const QString &label) {
                return label.compare(event.label, Qt::CaseInsensitive) == 0;
            });
        } else if (event.event == QLatin1String("closed")) {
            open = false;
        } else if (event.event == QLatin1String("reopened")) {
            open = true;
        } else {
            continue;
        }
        const ReviewState state =
            labels.stateOf(held, open ? QStringLiteral("open") : QStringLiteral("closed"));
        const ProcessStage stage = !open      ? ProcessStage::Decided
            : state == ReviewState::NeedsInfo ? ProcessStage::NeedsInfo
            : state == ReviewState::Voting    ? ProcessStage::Voting
            : state == ReviewState::Approved || state == ReviewState::Declined
            ? ProcessStage::Decided
            : ProcessStage::PreReview;
        // A change at the moment the issue was opened (the form's labels) starts it there.
        moveTo(stage, std::max(event.createdAt, issue.createdAt));
        moved = true;
    }
    return moved;
}

StageTimeline StageTimeline::of(const Issue &issue, const QList<Comment> &comments,
                                const LabelScheme &labels, const AuthorTrust &trust,
                                const QList<IssueEvent> &events)
{
    StageTimeline timeline;
    timeline.issueNumber = issue.number;
    timeline.submitted = issue.createdAt;
    timeline.periods.append({ ProcessStage::PreReview, issue.createdAt, {} });
    if (timeline.replay(issue, labels, events)) {
        // Periods of no length (labels swapped in one go) say nothing.
        timeline.periods.removeIf([](const StagePeriod &period) {
            return period.to.isValid() && period.to <= period.from;
        });
        if (timeline.periods.isEmpty()) {
            timeline.periods.append({ timeline.current, issue.createdAt, {} });
        }
        return timeline;
    }

    QList<Comment> ordered = comments;
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const Comment &a, const Comment &b) { return a.createdAt < b.createdAt; });
    const auto moveTo = [&timeline](ProcessStage stage, const QDateTime &at) {
        timeline.moveTo(stage, at);
    };
    for (const Comment &comment : ordered) {
        const MarkerBlock block = trust.markers(comment, issue);
        if (block.has(QStringLiteral("decision"))) {
            moveTo(ProcessStage::Decided, comment.createdAt);
        } else if (block.has(QStringLiteral("vote"))) {
            moveTo(ProcessStage::Voting, comment.createdAt);
        } else if (block.has(QStringLiteral("request-info"))) {
            moveTo(ProcessStage::NeedsInfo, comment.createdAt);
        } else if (block.has(QStringLiteral("back-to-review"))) {
            moveTo(ProcessStage::PreReview, comment.createdAt);
        }
    }
    const ReviewState state = labels.stateOf(issue.labels, issue.state);
    // The labels say another stage than the markers (changed by hand, or by a comment without
    // a marker): from the first trusted comment after the last change the markers show, which
    // is most likely the one that came with it; else from the issue's last update.
    const std::optional<ProcessStage> labelled = state == ReviewState::New ? ProcessStage::PreReview
        : state == ReviewState::NeedsInfo                                  ? ProcessStage::NeedsInfo
        : state == ReviewState::Voting                                     ? ProcessStage::Voting
                                       : std::optional<ProcessStage>();
    if (labelled && issue.state != QLatin1String("closed") && *labelled != timeline.current) {
        const QDateTime since = timeline.periods.constLast().from;
        QDateTime at = issue.updatedAt;
        for (const Comment &comment : ordered) {
            if (comment.createdAt > since && trust.isTrusted(comment, issue)) {
                at = comment.createdAt;
                break;
            }
        }
        if (at.isValid() && at > since) {
            moveTo(*labelled, at);
        }
    }
    // Decided by hand (no decision comment): closed with a decision label.
    if (timeline.current != ProcessStage::Decided && issue.state == QLatin1String("closed")
        && (state == ReviewState::Approved || state == ReviewState::Declined)
        && issue.closedAt.isValid()) {
        moveTo(ProcessStage::Decided, issue.closedAt);
    }
    return timeline;
}

double StageTimeline::daysIn(ProcessStage stage, const QDateTime &now) const
{
    qint64 seconds = 0;
    for (const StagePeriod &period : periods) {
        if (period.stage == stage && period.from.isValid()) {
            const QDateTime end = period.to.isValid() ? period.to : now;
            seconds += std::max<qint64>(0, period.from.secsTo(end));
        }
    }
    return double(seconds) / 86400.0;
}

double StageTimeline::daysInCurrent(const QDateTime &now) const
{
    if (current == ProcessStage::Decided || periods.isEmpty()) {
        return 0;
    }
    return double(std::max<qint64>(0, periods.constLast().from.secsTo(now))) / 86400.0;
}

} // namespace acp
