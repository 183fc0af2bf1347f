#pragma once

#include "core/domain/Issue.h"
#include "core/review/AuthorTrust.h"
#include "core/review/ReviewState.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>

namespace acp {

// The stages of the admission process an application moves through.
enum class ProcessStage { PreReview, NeedsInfo, Voting, Decided };
QList<ProcessStage> waitingStages(); // PreReview, NeedsInfo, Voting: the ones time is spent in
QString processStageId(ProcessStage stage); // "pre-review", "needs-info", "voting", "decided"
QString processStageDisplayName(ProcessStage stage); // translated

// One stretch of time an application spent in a stage.
struct StagePeriod
{
    ProcessStage stage = ProcessStage::PreReview;
    QDateTime from;
    QDateTime to; // invalid: still in it
};

// How long an application spent in each stage.
//
// From its label history when the cache has one (GitHub's issue events, IssueEventsFetcher):
// the labels and the open or closed state replayed in order, each change putting the
// application in the stage its labels then say (LabelScheme), decided once it carries a
// decision label or is closed; re-opened and re-labelled issues go back as often as they did.
// Only people with triage rights change labels, so the applicant cannot move it.
//
// Without one (a workspace synced before, the demo): from the times of the workbench's comments
// (a trusted author's request-info, back-to-review, vote and decision markers) and the issue's
// own dates: submitted when it was opened, decided at the decision comment or, for one closed
// by hand, when it was closed. An issue re-opened after a decision goes back to pre-review
// with the next marker that says so. Comments of authors who are not trusted move nothing.
struct StageTimeline
{
    Q_DECLARE_TR_FUNCTIONS(acp::StageTimeline)

public:
    int issueNumber = 0;
    QDateTime submitted;
    QList<StagePeriod> periods; // in order; the last one is open unless decided
    ProcessStage current = ProcessStage::PreReview;
    QDateTime decidedAt; // invalid: not decided

    // `events`: the issue's label and state history, oldest first; empty: none cached.
    static StageTimeline of(const Issue &issue, const QList<Comment> &comments,
                            const LabelScheme &labels, const AuthorTrust &trust,
                            const QList<IssueEvent> &events = {});

    // Days spent in `stage`, over all its periods, counting an open one up to `now`.
    double daysIn(ProcessStage stage, const QDateTime &now) const;
    // Days in the current stage (0 once decided).
    double daysInCurrent(const QDateTime &now) const;

private:
    // The label history replayed; false when it says nothing (no label or state change).
    bool replay(const Issue &issue, const LabelScheme &labels, const QList<IssueEvent> &events);
    void moveTo(ProcessStage stage, const QDateTime &at);
};

} // namespace acp
