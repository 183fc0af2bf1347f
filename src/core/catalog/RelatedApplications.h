#pragma once

#include "core/domain/Issue.h"
#include "core/review/ReviewState.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QSet>

namespace acp {

class Database;

// Another application tied to one: the same submission twice, or a new try after a decline.
struct RelatedApplication
{
    enum class Relation {
        DuplicateOf, // the same body from the same author, submitted earlier as `number`
        DuplicatedBy, // ... and later again as `number`
        ResubmissionOf, // links `number`, an earlier application that was declined
        ResubmittedAs, // declined, and `number` links it as a new try
    };

    Relation relation = Relation::DuplicateOf;
    int number = 0;
    QString title;
    ReviewState reviewState = ReviewState::New;
    int daysApart = 0; // between the two submissions

    // "Possible duplicate of #12 (the same body from the same author, 3 days earlier)".
    QString sentence() const;
    // {relation: "duplicate-of" | "duplicated-by" | "resubmission-of" | "resubmitted-as",
    //  number, title, review_state, days_apart}
    QJsonObject toJson() const;
    bool operator==(const RelatedApplication &other) const = default;
};

// Finds an application's duplicates and resubmissions in the cache. A duplicate is another
// issue of the same author whose body is the same but for small edits (SameBodyShare of its
// words); a resubmission is a later issue whose body links (#N or the issue's address) an
// earlier one that was declined. Only the applicant's own text is read: it is data, and a link
// to any issue only ever shows that issue's number and title.
class RelatedApplications
{
    Q_DECLARE_TR_FUNCTIONS(acp::RelatedApplications)

public:
    static constexpr double SameBodyShare = 0.9;
    static constexpr int MinimumWords = 12; // shorter bodies say too little to compare

    RelatedApplications(Database &database, LabelScheme labels);

    QList<RelatedApplication> of(const Issue &issue) const; // by number

    // The share (0 to 1) of words two bodies have in common (the Dice coefficient of their word
    // multisets, compared as IssueForm::headingKey words); 0 when either is too short.
    static double sameWords(const QString &a, const QString &b);
    // The issues of `issue`'s repository that `body` links: "#12", ".../issues/12".
    static QSet<int> linkedIssues(const QString &body, const QUrl &issueUrl);

private:
    Database &m_database;
    LabelScheme m_labels;
};

} // namespace acp
