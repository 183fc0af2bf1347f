#pragma once

#include "core/preview/LinkPreview.h"
#include "core/review/Checklist.h"

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

namespace acp {

// One of the 90-day figures the Working Group's form asks ("Contributors Active in Last 90 Days
// (minimum 5)", "Commits in Last 90 Days (minimum 30)"): what the applicant claims, beside what
// the application's repository shows through GitHub's API (the default branch's commits since
// 90 days before the repository was previewed, and their distinct authors). A mismatch is
// flagged for the reviewer, never decided: the checklist status stays theirs.
struct ActivityFigure
{
    enum class Kind { Contributors, Commits };

    Kind kind = Kind::Commits;
    QString factId; // "contributors-90-days" or "commits-90-days"
    int sectionIndex = -1; // the fact's section
    std::optional<int> claimed; // the first number of the answer
    int minimum = 0; // the heading's "(minimum N)"; 0 when it names none
    QString repository; // "owner/repo" the figures were measured on; empty: none linked
    std::optional<int> measured; // empty until the repository's preview has the figures
    bool atLeast = false; // measured is a lower bound (more commits than were listed)
    QDate since; // the start of the measured window
    QDateTime measuredAt; // when the repository was previewed

    // The repository shows fewer than claimed, or fewer than the form's minimum.
    bool flagged() const;
    // One sentence for the reviewer: "The repository nordhaven/torch shows 37 commits on its
    // default branch since 2026-09-04 (checked 2026-12-03); the application says 42: fewer
    // than claimed." Translated.
    QString text() const;
    // {fact, claimed, minimum, repository, measured, at_least, since, measured_at, flagged};
    // absent values are null.
    QJsonObject toJson() const;
};

class ActivityFigures
{
public:
    static QString contributorsFactId(); // "contributors-90-days"
    static QString commitsFactId(); // "commits-90-days"

    // The number an answer gives: "42", "~35", "1,204 commits", "5+" -> 42, 35, 1204, 5.
    static std::optional<int> claimedNumber(const QString &answer);
    // The minimum a heading names: "Commits in Last 90 Days (minimum 30)" -> 30.
    static int minimumIn(const QString &heading);

    // The GitHub repository the application names as its own: the first github.com repository
    // link of its "repository" fact (Project Repository URL); invalid when there is none.
    static QUrl repositoryOf(const Checklist &checklist);

    // The figures the application's form asks, in the form's order (none when its form has no
    // such facts), measured from `repositoryPreview` when it has them.
    static QList<ActivityFigure> of(const Checklist &checklist,
                                    const LinkPreview *repositoryPreview);
};

} // namespace acp
