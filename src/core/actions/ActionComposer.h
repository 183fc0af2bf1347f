#pragma once

#include "core/actions/ActionSettings.h"
#include "core/actions/CommentTemplates.h"
#include "core/domain/Issue.h"
#include "core/outbox/OutboxAction.h"
#include "core/review/ChecklistStatus.h"
#include "core/review/ReviewState.h"
#include "core/review/TeamReview.h"
#include "core/voting/Roster.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <optional>

namespace acp {

class Checklist;

// A composed action, ready to preview, edit and queue; or why it cannot be composed.
struct ComposeResult
{
    std::optional<OutboxAction> action; // id 0, state queued, with a fresh uuid
    QString error; // one sentence when there is no action
    QStringList warnings; // e.g. evidence files that cannot go into a comment
    bool ok() const { return action.has_value(); }
};

// Builds co-chair actions: the comment from its template (with hidden markers added when it is
// posted), the label changes and the state change. Every method takes the issue and the state
// it is expected to be in once the outbox's earlier actions are sent (Outbox::expectedState),
// and refuses an action that makes no sense there (a decision on an application that is not
// being voted on). Nothing is stored: queue the result with Outbox::enqueue().
//
// Hidden markers (stable, for the tally and the Due view):
//   acp-workbench:action=UUID               every comment (added by OutboxAction)
//   acp-workbench:request-info              the request for information (RequestFollowUp)
//   acp-workbench:vote                      the vote comment; ballots are reactions on it
//   acp-workbench:vote-closes=YYYY-MM-DD    the vote comment: its deadline
//   acp-workbench:vote-earliest-close=YYYY-MM-DD
//                                           the vote comment: the end of its minimum wait
//   acp-workbench:decision=approved|declined
//   acp-workbench:back-to-review            moving back to review; ends a running vote
//   acp-workbench:deficiency=YYYY-MM-DD     the deficiency notice, with its deadline
//   acp-workbench:retirement
//   acp-workbench:review-complete=YYYY-MM-DD  with the next review's due date
//   acp-workbench:review, review-requirements=VERSION, review-at=TIME,
//   review-status=ID:STATUS               a reviewer's published checklist
class ActionComposer
{
    Q_DECLARE_TR_FUNCTIONS(acp::ActionComposer)

public:
    explicit ActionComposer(const LabelScheme &labels = {}, const ActionSettings &settings = {});

    const LabelScheme &labels() const { return m_labels; }
    const ActionSettings &settings() const { return m_settings; }
    const CommentTemplates &templates() const { return m_templates; }

    // Values every template can use: number, title, platform, author, url, today. The
    // applicant's title, platform name and login are Markdown literals (text::markdownLiteral,
    // text::markdownLogin): they render as themselves and cannot link, mention or mark up.
    QHash<QString, QString> commonValues(const Issue &issue) const;

    // Gaps (and, when asked, needs-judgment items) with the reviewer's notes and the evidence
    // notes marked include_in_request; labels: +needs-info, -new.
    // `fromReviews`: colleagues' published reviews whose gaps (and needs-judgment items, when
    // asked) are asked about too, each under its requirement with whose it is.
    ComposeResult requestInfo(const Issue &issue, const IssueSnapshot &expected,
                              const Checklist &checklist, bool includeNeedsJudgment,
                              const QList<PublishedReview> &fromReviews = {}) const;

    struct VoteOptions
    {
        std::optional<QList<VoteRosterEntry>> roster; // none: the comment says none is defined
        QDate closes; // invalid: ActionSettings::voteDeadlineDays from today
        // The eligibility rule in force, as the comment states it (EligibilityRule::
        // commentText()) and as the vote keeps it (recordJson()); empty: not stated.
        QString eligibility;
        QJsonObject eligibilityRecord;
    };
    // labels: +voting, -needs-info, -new.
    ComposeResult startVote(const Issue &issue, const IssueSnapshot &expected,
                            const VoteOptions &options) const;

    struct DecisionOptions
    {
        bool approved = true;
        QString tally; // Markdown, from the tally (the voting issue's work)
        QString reasons; // Markdown; required: the record says why
        QDate decidedOn; // default: today; the first periodic review is due after it
    };
    // labels: +approved|declined, -voting; closed as completed (approved) or not_planned.
    ComposeResult decision(const Issue &issue, const IssueSnapshot &expected,
                           const DecisionOptions &options) const;

    // From needs-info (the submitter answered) or voting (the vote is withdrawn) back to new.
    // An empty comment after editing sends the label changes only.
    ComposeResult backToReview(const Issue &issue, const IssueSnapshot &expected,
                               const QString &note = {}) const;

    // Periodic review of an approved platform.
    ComposeResult deficiencyNotice(const Issue &issue, const IssueSnapshot &expected,
                                   const QString &deficiencies, QDate today = {}) const;
    ComposeResult retirement(const Issue &issue, const IssueSnapshot &expected,
                             const QString &reasons) const;
    ComposeResult reviewComplete(const Issue &issue, const IssueSnapshot &expected,
                                 const QString &note = {}, QDate today = {}) const;

    struct RemindOptions
    {
        QList<VoteRosterEntry> notVoted; // the eligible organizations without a counted ballot
        QDate closes; // optional
        QString tally; // the tally's summary line
        QUrl voteUrl; // the vote comment
        QString note; // the co-chair's own words, optional
    };
    // On a running vote: one comment that @-mentions the representatives and alternates of the
    // organizations that have not voted, with the deadline (template "remind"; marker
    // acp-workbench:reminder); no label change. Refused when every organization has voted.
    ComposeResult remind(const Issue &issue, const IssueSnapshot &expected,
                         const RemindOptions &options) const;

    struct ReviewOptions
    {
        QString requirementsVersion; // of the definition the checklist follows
        qint64 editCommentId = 0; // the reviewer's earlier review comment, edited; 0: a new one
        // What the reviewer published (or queued) last: the action lists what changed.
        QHash<QString, ChecklistStatus> previous;
        QSet<QString> privateNotes; // requirement ids whose notes stay out
        QDateTime at; // default: now
    };
    // The reviewer's checklist as the Working Group's review comment (template "review";
    // ReviewCommentWriter), with the markers ReviewCommentParser reads back; no label changes.
    // Refused when nothing is reviewed yet, or the application is closed.
    ComposeResult publishReview(const Issue &issue, const IssueSnapshot &expected,
                                const Checklist &checklist, const ReviewOptions &options) const;

    static QString dateText(const QDate &date); // "2026-03-01"
    // A web address as an autolink when it is a plain http(s) one, else as literal text.
    static QString urlText(const QUrl &url);

private:
    ComposeResult make(ActionKind kind, const Issue &issue, const QString &templateName,
                       const QHash<QString, QString> &values, const QStringList &addLabels,
                       const QStringList &removeLabels, const QStringList &markers,
                       const QJsonObject &details, const QString &setState = {},
                       const QString &stateReason = {}) const;
    QString checkState(const Issue &issue, const IssueSnapshot &expected, ActionKind kind) const;
    // `always`, plus every other label of `states` that the issue carries.
    QStringList labelsToRemove(const IssueSnapshot &expected, const QStringList &always,
                               std::initializer_list<ReviewState> states) const;
    QString platformName(const Issue &issue) const;

    LabelScheme m_labels;
    ActionSettings m_settings;
    CommentTemplates m_templates;
};

} // namespace acp
