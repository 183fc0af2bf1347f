#pragma once

#include "core/review/AuthorTrust.h"
#include "core/review/ChecklistStatus.h"
#include "core/review/RequirementSet.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace acp {

class Database;

// What the list of applications says about the team's reviews of one application: who
// published one, and where they (or the reviewer's own checklist) disagree.
struct TeamReviewSummary
{
    QStringList reviewers; // trusted authors with a published review, in the thread's order
    QStringList disagreements; // requirement ids, in the definition's order

    bool isEmpty() const { return reviewers.isEmpty(); }
    bool hasDisagreements() const { return !disagreements.isEmpty(); }
    // {"reviewers": [...], "disagreements": [...]}
    QJsonObject toJson() const;

    bool operator==(const TeamReviewSummary &other) const = default;
};

// Reads TeamReviewSummary from the cache, for the list of applications in the window and for
// the command line's "list" alike.
//
// Reading every thread of a large cache would be slow, so candidates() first finds, from the
// comments' authors alone, the applications where a trusted author (AuthorTrust) commented:
// only those can hold a review that counts. summarize() then reads one application's thread.
class TeamReviewSummaries
{
public:
    TeamReviewSummaries(Database &database, const RequirementSet &requirements,
                        const AuthorTrust &trust);

    // The issues where someone trusted commented (never the applicant), in ascending order.
    QList<int> candidates() const;
    // One application's summary; `mine` is the reviewer's own checklist of it.
    TeamReviewSummary summarize(int number, const QHash<QString, ChecklistStatus> &mine) const;
    // The same, with the reviewer's checklist read from the workspace.
    TeamReviewSummary summarize(int number) const;
    // Every candidate's summary that is not empty; `mine` by issue number.
    QHash<int, TeamReviewSummary>
    summarizeAll(const QHash<int, QHash<QString, ChecklistStatus>> &mine) const;

private:
    Database &m_database;
    RequirementSet m_requirements;
    AuthorTrust m_trust;
};

} // namespace acp
