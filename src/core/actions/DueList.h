#pragma once

#include "core/actions/ActionSettings.h"
#include "core/domain/Issue.h"
#include "core/review/AuthorTrust.h"
#include "core/review/ReviewState.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QSet>
#include <QString>

#include <functional>

namespace acp {

class Database;

// Something with a deadline: an open vote, a running deficiency clock, a periodic review.
struct DueItem
{
    enum class Kind { OpenVote, DeficiencyClock, PeriodicReview };

    Kind kind = Kind::OpenVote;
    int issueNumber = 0;
    QString platform;
    QDate since; // vote opened / notice given / approved or last reviewed
    QDate due; // invalid for a vote without a closing date
    int daysLeft = 0; // from `today`; negative when overdue (0 when `due` is invalid)
    bool overdue = false;
    QString description; // translated, one line
    // An open vote whose deadline is near (ReminderDays or fewer days left) and whose voters no
    // trusted comment reminded in the last ReminderQuietDays: Remind Non-voters is offered.
    // The workbench never posts a reminder on its own.
    bool remindSuggested = false;
    QDate lastReminded; // a trusted reminder comment's day, when there is one
    bool remindQueued = false; // a reminder of this vote waits in the outbox: none suggested

    static constexpr int ReminderDays = 3;
    static constexpr int ReminderQuietDays = 7;

    // {kind, issue, platform, since, due, days_left, overdue, description, remind_suggested,
    // remind_queued, last_reminded}; kind is dueKindId(), dates are YYYY-MM-DD or null.
    QJsonObject toJson() const;
};

QString dueKindId(DueItem::Kind kind); // "vote", "deficiency", "periodic-review"

// The "Due" view: open votes, deficiency clocks and periodic reviews, soonest deadline first
// (undated votes last). Read from the cached issues and comments and the hidden markers of
// the workbench's own comments (ActionComposer): a vote's closing date, a deficiency notice's
// deadline, an approval or completed review; only from trusted authors' trailing marker blocks
// (AuthorTrust, MarkerBlock). Without a marker (a decision made by hand), the
// approval counts from the day the issue was closed, a deficiency from the issue's last update.
class DueList
{
    Q_DECLARE_TR_FUNCTIONS(acp::DueList)

public:
    using CommentSource = std::function<QList<Comment>(int issueNumber)>;

    // `comments`: an issue's comments in thread order; every date is read from workbench
    // markers, so the comments without one may be left out (IssueCache::markedComments).
    // `remindQueued`: the applications with a reminder waiting in the outbox. `platformNames`:
    // the platforms' names as stored with the issues (IssueCache::listedIssues), whose bodies
    // are then not read; an issue without one has its form read for it.
    static QList<DueItem> compute(const QList<Issue> &issues, const CommentSource &comments,
                                  const LabelScheme &labels, const ActionSettings &settings,
                                  const AuthorTrust &trust, const QDate &today,
                                  const QSet<int> &remindQueued = {},
                                  const QHash<int, QString> &platformNames = {});
    static QList<DueItem> compute(Database &database, const LabelScheme &labels,
                                  const ActionSettings &settings, const AuthorTrust &trust,
                                  const QDate &today);
};

} // namespace acp

Q_DECLARE_METATYPE(acp::DueItem)
