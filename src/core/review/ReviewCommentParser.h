#pragma once

#include "core/review/RequirementSet.h"
#include "core/review/SectionMapper.h"
#include "core/review/TeamReview.h"

#include <QDateTime>
#include <QString>
#include <QStringView>

#include <optional>

namespace acp {

// What one comment says as a review.
struct ParsedReviewComment
{
    bool fromWorkbench = false; // the trailing block of a workbench review (see below)
    QString requirementsVersion; // the block's; empty for a hand-written review
    QDateTime reviewedAt; // the block's; invalid for a hand-written review
    QList<ReviewItem> items; // each requirement once, in the order written
    QList<UnmatchedReviewRow> unmatched;

    // A review: the workbench's block, or at least MinimumItems requirements with a status.
    bool isReview() const;
    static constexpr int MinimumItems = 3;
};

// Reads a comment as a review, leniently: reviewers write them by hand, often copied from another
// application's issue. Trust is the caller's business (TeamReviews reads trusted authors only);
// the parser only reads text, and only the prose: a review inside a quote, code or an HTML
// comment is someone else's words.
//
// - The workbench's own review ends with the marker block (MarkerBlock)
//     <!-- acp-workbench:review -->
//     <!-- acp-workbench:review-requirements=VERSION -->
//     <!-- acp-workbench:review-at=2026-12-03T08:00:00Z -->
//     <!-- acp-workbench:review-status=REQUIREMENT-ID:STATUS-ID -->   (one per requirement)
//   whose statuses count; the notes come from the visible table, read as below.
// - A pipe table (also inside <details>) with a title column (Title, Requirement, Criterion,
//   Item, Area) and a status column (Status, Result, Verdict), optionally Description and
//   Notes/Comments, in any order and with extra columns; without a status column, a status
//   emoji anywhere in the row.
// - A line with a status emoji (✅ met, ⚠️ concern, 🔴 or ⛔️ blocking...) and a title,
// before or
//   after it: "✅ **Security policy**: SECURITY.md is there", "- Working CI ⚠️ nightly only";
//   a line whose only title is the heading above it takes that heading's requirement. Also
//   "Title: status word" lines.
// Titles are tied to requirements as form headings are (SectionMapper: aliases, then keywords);
// a leading number ("3.") and emphasis are ignored, so a stale project name in a row does not
// matter. Status words: statusFromText().
class ReviewCommentParser
{
public:
    explicit ReviewCommentParser(const RequirementSet &requirements);

    ParsedReviewComment parse(const QString &body) const;

    // The status a cell or a piece of a line states: an emoji anywhere (✅ ✔ ☑ 🟢 👍 met;
    // 🔴 ⛔ ❌ ✖ 🚫 gap; ⚠ 🟡 🟠 ❓ needs judgment; ➖ not applicable), else a
    // status word or phrase at its start, in English and a few other languages the foundation's
    // members write (met, ok, yes, pass, done / missing, no, gap, fail, blocking, not met /
    // partial, unclear, concern, needs judgment / n/a, not applicable; erfüllt, fehlt, teilweise,
    // entfällt; satisfait, manquant, partiel; 满足, 缺失, 部分, 不适用; 満たす, 不足, 一部,
    // 該当なし).
    static std::optional<ChecklistStatus> statusFromText(QStringView text);
    // The first status emoji in `text`: its status, where it starts and its length.
    struct EmojiAt
    {
        ChecklistStatus status;
        qsizetype position;
        qsizetype length;
    };
    static std::optional<EmojiAt> statusEmojiIn(QStringView text);

private:
    QString requirementForTitle(const QString &title, const QString &context) const;

    RequirementSet m_requirements;
    SectionMapper m_mapper;
};

} // namespace acp
