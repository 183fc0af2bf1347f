// libFuzzer target: the review parser (src/core/review/ReviewCommentParser) and the team's
// reviews built from it (TeamReviews) on arbitrary comment text. Whatever it reads must be what
// ReviewCommentParser.h promises: each requirement once and one of the definition's, a status
// for every item and every unmatched row, isReview() exactly as documented, the same result for
// the same text; and a thread cut from the input keeps one review per trusted author and none
// by the applicant.

#include "FuzzSupport.h"
#include "core/review/ReviewCommentParser.h"
#include "core/review/TeamReviews.h"

#include <QSet>

namespace {

const acp::RequirementSet &requirements()
{
    static const acp::RequirementSet set = acp::RequirementSet::builtIn();
    return set;
}

void checkParsed(const acp::ParsedReviewComment &parsed)
{
    QSet<QString> seen;
    for (const acp::ReviewItem &item : parsed.items) {
        ACP_FUZZ_CHECK(requirements().requirement(item.requirementId) != nullptr);
        ACP_FUZZ_CHECK(!seen.contains(item.requirementId));
        seen.insert(item.requirementId);
        ACP_FUZZ_CHECK(item.status != acp::ChecklistStatus::Unreviewed);
    }
    for (const acp::UnmatchedReviewRow &row : parsed.unmatched) {
        ACP_FUZZ_CHECK(row.status != acp::ChecklistStatus::Unreviewed);
    }
    ACP_FUZZ_CHECK(
        parsed.isReview()
        == (parsed.fromWorkbench || parsed.items.size() >= acp::ParsedReviewComment::MinimumItems));
    ACP_FUZZ_CHECK(parsed.fromWorkbench || parsed.requirementsVersion.isEmpty());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = acp::fuzz::text(data, size);
    static const acp::ReviewCommentParser parser(requirements());
    const acp::ParsedReviewComment parsed = parser.parse(text);
    checkParsed(parsed);
    const acp::ParsedReviewComment again = parser.parse(text);
    ACP_FUZZ_CHECK(again.items == parsed.items && again.unmatched == parsed.unmatched);

    if (const auto emoji = acp::ReviewCommentParser::statusEmojiIn(text)) {
        ACP_FUZZ_CHECK(emoji->position >= 0 && emoji->length > 0
                       && emoji->position + emoji->length <= text.size());
        ACP_FUZZ_CHECK(acp::ReviewCommentParser::statusFromText(text) == emoji->status);
    }

    // A thread: the input cut at "\n---\n" into comments by three authors in turn, one of them
    // the applicant (trusted by association, never for reviews) and one a passer-by.
    acp::Issue issue;
    issue.number = 1;
    issue.author = QStringLiteral("applicant");
    const QStringList parts = text.split(QStringLiteral("\n---\n"));
    const QStringList authors { QStringLiteral("cochair-a"), QStringLiteral("applicant"),
                                QStringLiteral("cochair-b"), QStringLiteral("passer-by") };
    QList<acp::Comment> thread;
    for (qsizetype i = 0; i < parts.size() && i < 64; ++i) {
        acp::Comment comment;
        comment.id = i + 1;
        comment.author = authors.at(i % authors.size());
        comment.authorAssociation = comment.author == QLatin1String("passer-by")
            ? QStringLiteral("NONE")
            : QStringLiteral("MEMBER");
        comment.body = parts.at(i);
        thread.append(comment);
    }
    const QList<acp::PublishedReview> reviews =
        acp::TeamReviews::collect(issue, thread, requirements(), acp::AuthorTrust());
    QSet<QString> reviewers;
    for (const acp::PublishedReview &review : reviews) {
        ACP_FUZZ_CHECK(review.author == QLatin1String("cochair-a")
                       || review.author == QLatin1String("cochair-b"));
        ACP_FUZZ_CHECK(!reviewers.contains(review.author));
        reviewers.insert(review.author);
        ACP_FUZZ_CHECK(!review.commentIds.isEmpty());
        QSet<QString> ids;
        for (const acp::ReviewItem &item : review.items) {
            ACP_FUZZ_CHECK(!ids.contains(item.requirementId));
            ids.insert(item.requirementId);
        }
    }
    (void)acp::TeamReviews::disagreements(reviews, requirements());
    return 0;
}
