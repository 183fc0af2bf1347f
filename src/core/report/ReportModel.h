#pragma once

#include "core/dashboard/DashboardFigures.h"
#include "core/domain/Issue.h"
#include "core/review/Checklist.h"
#include "core/review/ChecklistStore.h"
#include "core/review/RequirementSet.h"
#include "core/review/ReviewState.h"
#include "core/review/TeamReview.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <optional>

namespace acp {

// The review report as plain data: everything the PDF shows, read from the cache and the
// reviewer's tables (ReportBuilder), with no formatting. The UI library's ReportRenderer turns
// it into pages; tests read it directly.

// A link offered as evidence, with the title of its preview when one is cached.
struct ReportLink
{
    EvidenceLink link;
    QString previewTitle; // empty when no preview is known
};

// A reviewer's evidence note that is marked for the report.
struct ReportNote
{
    EvidenceNote note;
    QString absoluteFilePath; // file and image notes: where the copy lives; empty otherwise
    // File and image notes whose stored path leads outside the files folder: why the file is
    // left out (absoluteFilePath is then empty).
    QString fileProblem;
};

// One requirement of the checklist.
struct ReportRequirement
{
    Requirement requirement;
    ChecklistEntry entry; // status and the reviewer's note (Markdown)
    QStringList sectionHeadings; // the form sections that answer it
    QList<ReportLink> links;
    QList<ReportNote> notes; // only notes included in the report
};

// One comment of the conversation, shortened.
struct ReportComment
{
    enum class Role {
        WorkingGroup, // a trusted author (AuthorTrust): requests for info, reviews, remarks
        Submitter, // the person who opened the application
        Other, // anyone else: shown, but speaks for nobody
    };

    qint64 id = 0;
    Role role = Role::Other;
    bool fromWorkbench = false; // a trusted author's comment with a workbench marker block
    bool answersRequest = false; // a submitter comment after a working-group comment
    QString author;
    QDateTime createdAt;
    QUrl url;
    QString excerpt; // Markdown without HTML comments, cut at a line break near the limit
    bool truncated = false;
    QList<QUrl> links; // http(s) links of the whole comment
};

// A member organization as the vote comment froze it.
struct ReportRosterEntry
{
    QString organization;
    QString representative; // login, without "@"
    QString alternate; // login or empty
    QString status; // as written: "eligible", "suspended (…)"
    bool eligible = true;
};

// One login's reaction ballot on the vote comment.
struct ReportBallot
{
    enum class Choice { Approve, Reject, Abstain, Ambiguous };

    QString login;
    Choice choice = Choice::Approve;
    QDateTime castAt; // the latest of its ballot reactions
    QString organization; // from the frozen roster; empty when the login is not on it
    bool representative = false; // the organization's representative (else its alternate)
    bool onRoster = false;
    // Set by the voting core's tally when it is available.
    std::optional<bool> counted;
    QString reason; // why it is not counted, when the tally says so
    bool late = false; // cast after the vote closed or the decision was recorded: not counted
    QString voterReason; // the reason the voter gave for it (TallyRow::voterReason), one line
};

// The result under the Working Group's rule, as the voting core computes it (VoteTally).
struct ReportTally
{
    bool open = false; // the vote is still running: the result may change
    int eligible = 0;
    int participants = 0;
    int approve = 0;
    int reject = 0;
    int abstain = 0;
    int quorum = 0; // participants needed
    bool quorumMet = false;
    bool passed = false;
    QString rule; // the rule in one sentence
    QString summary; // "5 of 6 organizations voted; quorum needs 4; approvals 4 of 5"
    QString outcome; // "Passes: 4 approvals are more than half of 5 participants."
    QStringList notVoted; // eligible organizations without a counted ballot
    int late = 0; // ballots cast after the vote closed (listed, not counted)
    bool frozen = false; // frozen when the decision was queued: later reactions do not count
    QDateTime frozenAt;
};

struct ReportVote
{
    bool held = false; // a vote was opened (its comment may still wait in the outbox)
    qint64 commentId = 0;
    QUrl commentUrl;
    QString openedBy;
    QDateTime openedAt;
    QString closesText; // "2026-03-10 (UTC)", or empty
    QString ruleText; // the rule in one sentence
    QList<ReportRosterEntry> roster;
    QString rosterError; // why the frozen roster could not be read, if it could not
    QList<ReportBallot> ballots; // roster order (per organization, the counted one first)
    QStringList otherReactions; // "heart by nordhaven-ingrid": shown, never ballots
    std::optional<ReportTally> tally; // from the voting core
    QStringList warnings; // a second vote comment, a forged one (VoteInfo::warnings)
};

struct ReportDecision
{
    bool recorded = false;
    QString outcome; // "approved" or "declined" (from the review state), else empty
    QString author;
    QDateTime at;
    QUrl url;
    QString markdown; // without HTML comments
};

// Everything about one application.
struct ApplicationReport
{
    int number = 0;
    QString title;
    QString platformName;
    QString organization; // the form's company / organization answer, if any
    QUrl htmlUrl;
    QString author;
    QString state; // open / closed
    ReviewState reviewState = ReviewState::New;
    QStringList labels;
    QDateTime createdAt;
    QDateTime updatedAt;
    QDateTime closedAt;

    QString repository;
    QString preparedBy;
    QDateTime generatedAt;
    QString requirementsTitle;
    QString requirementsVersion;

    ChecklistProgress progress;
    QList<ReportRequirement> requirements;
    QList<ReportLink> applicationLinks; // evidence about the application as a whole
    QList<ReportNote> applicationNotes;
    QList<ReportComment> conversation; // oldest first; the vote and decision comments are not in it
    ReportVote vote;
    ReportDecision decision;
    // The team's reviews published on the issue (TeamReviews), and the requirements where they,
    // or they and the reviewer preparing the report, disagree.
    QList<PublishedReview> reviews;
    QStringList reviewDisagreements;

    int workingGroupComments() const;
    int submitterComments() const;
    int otherComments() const;
};

// A review round: several applications, with the cover page's summary.
struct RoundReport
{
    QString title;
    QString repository;
    QString preparedBy;
    QDateTime generatedAt;
    QList<ApplicationReport> applications;
    // The whole process when the round was prepared: the Dashboard's figures.
    std::optional<DashboardFigures> dashboard;

    int countInState(ReviewState state) const;
};

QString reportBallotChoiceId(ReportBallot::Choice choice); // "approve", "reject", ...
QString reportBallotChoiceDisplayName(ReportBallot::Choice choice);

} // namespace acp
