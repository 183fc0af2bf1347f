#pragma once

#include "core/actions/ActionSettings.h"
#include "core/actions/DueList.h"
#include "core/dashboard/StageTimeline.h"
#include "core/review/AuthorTrust.h"
#include "core/review/ReviewState.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QUrl>

namespace acp {

class Database;
class Workspace;

// The whole process at a glance, computed from the cache: what the Dashboard draws and
// `dashboard --json` prints, the same figures for both.
struct DashboardFigures
{
    Q_DECLARE_TR_FUNCTIONS(acp::DashboardFigures)

public:
    QDateTime asOf; // the last successful sync (invalid: never synced; the demo's own data)
    QDateTime now;

    QHash<ReviewState, int> byState;

    struct StageStats
    {
        int applications = 0; // that spent time in the stage
        double medianDays = 0;
        double longestDays = 0;
        int longestIssue = 0;
    };
    // Over the applications submitted or decided in the last 12 months.
    QHash<ProcessStage, StageStats> stages;

    struct Waiting
    {
        int issueNumber = 0;
        QString platform;
        ProcessStage stage = ProcessStage::PreReview;
        double days = 0; // in the current stage
    };
    QList<Waiting> oldestWaiting; // open, not decided, longest in its stage first (at most 5)

    struct OpenVote
    {
        int issueNumber = 0;
        QString platform;
        int eligible = 0;
        int participants = 0;
        int quorumNeeded = 0;
        int approve = 0;
        int approvalsNeeded = 0;
        QDate closes;
        int daysLeft = 0; // 0 when there is no closing date
        struct NonVoter
        {
            QString organization;
            QString representative;
            QString alternate;
        };
        QList<NonVoter> notVoted;
    };
    QList<OpenVote> openVotes;

    QList<DueItem> deadlines;

    struct Listed
    {
        int issueNumber = 0;
        QString platform;
        QDate since; // approved on (or, retired, the retirement)
        bool retired = false;
    };
    QList<Listed> platforms;

    QList<StageTimeline> timelines; // every application, by number
    QHash<int, QString> platformNames; // every application's, by number

    // What the figures read besides the database: taken from the workspace on its own thread,
    // so that compute() may run on another thread with a connection of its own.
    struct Inputs
    {
        LabelScheme labels;
        AuthorTrust trust;
        ActionSettings actions;
        QDateTime now;

        static Inputs of(Workspace &workspace,
                         const QDateTime &now = QDateTime::currentDateTimeUtc());
    };

    static DashboardFigures compute(Database &database, const Inputs &inputs);
    static DashboardFigures compute(Workspace &workspace,
                                    const QDateTime &now = QDateTime::currentDateTimeUtc());

    // {"as_of", "by_state": {state: n}, "stages": {stage: {applications, median_days,
    // longest_days, longest_issue}}, "oldest_waiting": [...], "open_votes": [...],
    // "deadlines": [DueItem], "platforms": [...], "timelines": [{issue, current, days: {stage:
    // days}}]}
    QJsonObject toJson() const;
};

} // namespace acp
