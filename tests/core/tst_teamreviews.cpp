// Whose reviews count and which one: trusted authors only (never the applicant), a review
// split over consecutive comments read as one, a later review replacing an earlier one, and
// where reviewers disagree.

#include "TestSupport.h"
#include "core/review/TeamReviews.h"

#include <QJsonArray>
#include <QTest>

using namespace acp;
using acp::test::s;

namespace {

Issue application()
{
    Issue issue;
    issue.number = 24;
    issue.author = s("quillmoor-hana");
    issue.state = s("open");
    return issue;
}

Comment comment(qint64 id, const QString &author, const QString &body, int day,
                const QString &association = s("MEMBER"))
{
    Comment result;
    result.id = id;
    result.issueNumber = 24;
    result.author = author;
    result.body = body;
    result.createdAt = QDateTime(QDate(2026, 11, day), QTime(9, 0), Qt::UTC);
    result.updatedAt = result.createdAt;
    result.authorAssociation = association;
    result.htmlUrl = s("https://github.com/o/r/issues/24#issuecomment-%1").arg(id);
    return result;
}

const QString fullReview = s("| Requirement | Status | Notes |\n|---|---|---|\n"
                             "| Security policy | ✅ | |\n| Working CI | ✅ | |\n"
                             "| Release gap | 🔴 | 2.6 |\n");

QStringList statuses(const PublishedReview &review)
{
    QStringList list;
    for (const ReviewItem &item : review.items) {
        list.append(item.requirementId + QLatin1Char('=') + checklistStatusId(item.status));
    }
    return list;
}

} // namespace

class tst_TeamReviews : public QObject
{
    Q_OBJECT

private slots:
    void onlyTrustedAuthorsCount()
    {
        const QList<Comment> thread {
            comment(1, s("quillmoor-hana"), fullReview, 1, s("OWNER")), // the applicant
            comment(2, s("passer-by"), fullReview, 2, s("NONE")),
            comment(3, s("cochair-ana"), fullReview, 3),
        };
        const QList<PublishedReview> reviews =
            TeamReviews::collect(application(), thread, RequirementSet::builtIn(), AuthorTrust());
        QCOMPARE(reviews.size(), 1);
        QCOMPARE(reviews.at(0).author, s("cochair-ana"));
        QCOMPARE(reviews.at(0).source, ReviewSource::HandWritten);
        QCOMPARE(reviews.at(0).commentIds, QList<qint64> { 3 });
        // Items in the definition's order, whatever the table's.
        QCOMPARE(
            statuses(reviews.at(0)),
            (QStringList { s("working-ci=met"), s("release-gap=gap"), s("security-policy=met") }));
        // With a co-chair list, exactly the logins on it.
        const QList<PublishedReview> listed = TeamReviews::collect(
            application(), thread, RequirementSet::builtIn(), AuthorTrust({ s("passer-by") }));
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.at(0).author, s("passer-by"));
    }

    void aReviewSplitOverTwoCommentsIsOne()
    {
        const QList<Comment> thread {
            comment(1, s("cochair-ana"), s("✅ Security policy: fine\n✅ Working CI: fine\n"), 1),
            comment(2, s("cochair-ana"), s("(continued)\n🔴 Release gap: 2.6\n"), 1),
            comment(3, s("cochair-bo"), s("✅ Security policy: ok"), 2), // one line: no review
        };
        const QList<PublishedReview> reviews =
            TeamReviews::collect(application(), thread, RequirementSet::builtIn(), AuthorTrust());
        QCOMPARE(reviews.size(), 1);
        QCOMPARE(reviews.at(0).commentIds, (QList<qint64> { 1, 2 }));
        QCOMPARE(
            statuses(reviews.at(0)),
            (QStringList { s("working-ci=met"), s("release-gap=gap"), s("security-policy=met") }));
    }

    void aLaterReviewReplacesTheEarlierOne()
    {
        QList<Comment> thread {
            comment(1, s("cochair-ana"), fullReview, 1),
            comment(2, s("quillmoor-hana"), s("Updated: we now support 2.11."), 2, s("NONE")),
            comment(3, s("cochair-ana"), QString(fullReview).replace(s("🔴 | 2.6"), s("✅ | 2.11")),
                    3),
        };
        QList<PublishedReview> reviews =
            TeamReviews::collect(application(), thread, RequirementSet::builtIn(), AuthorTrust());
        QCOMPARE(reviews.size(), 1);
        QCOMPARE(reviews.at(0).commentIds, QList<qint64> { 3 });
        QCOMPARE(reviews.at(0).item(s("release-gap"))->status, ChecklistStatus::Met);
        QCOMPARE(reviews.at(0).item(s("release-gap"))->note, s("2.11"));
        // An edit is read as the comment is now.
        thread[2].body.replace(s("✅ | 2.11"), s("⚠️ | 2.11 only on Linux"));
        thread[2].updatedAt = thread[2].createdAt.addDays(1);
        reviews =
            TeamReviews::collect(application(), thread, RequirementSet::builtIn(), AuthorTrust());
        QCOMPARE(reviews.at(0).item(s("release-gap"))->status, ChecklistStatus::NeedsJudgment);
        QCOMPARE(reviews.at(0).publishedAt, thread[2].updatedAt);
    }

    void workbenchAndHandWrittenSideBySide()
    {
        const QString workbench =
            s("| Requirement | Status | Note |\n|---|---|---|\n| Security policy | ✅ met | ok |\n\n"
              "<!-- acp-workbench:review -->\n"
              "<!-- acp-workbench:review-requirements=2026.1 -->\n"
              "<!-- acp-workbench:review-status=security-policy:met -->\n"
              "<!-- acp-workbench:review-status=working-ci:gap -->");
        const QList<Comment> thread {
            comment(1, s("cochair-ana"), fullReview, 1),
            comment(2, s("cochair-bo"), workbench, 2),
        };
        const QList<PublishedReview> reviews =
            TeamReviews::collect(application(), thread, RequirementSet::builtIn(), AuthorTrust());
        QCOMPARE(reviews.size(), 2);
        QCOMPARE(reviews.at(1).source, ReviewSource::Workbench);
        QCOMPARE(reviews.at(1).requirementsVersion, s("2026.1"));
        QCOMPARE(reviews.at(1).item(s("security-policy"))->note, s("ok"));
        QVERIFY(TeamReviews::disagree(reviews, s("working-ci")));
        QVERIFY(!TeamReviews::disagree(reviews, s("security-policy")));
        QVERIFY(TeamReviews::disagree(reviews, s("security-policy"), ChecklistStatus::Gap));
        QVERIFY(!TeamReviews::disagree(reviews, s("security-policy"), ChecklistStatus::Unreviewed));
        QVERIFY(!TeamReviews::disagree(reviews, s("release-gap"))); // one reviewer only
        QCOMPARE(TeamReviews::disagreements(reviews, RequirementSet::builtIn(),
                                            { { s("release-gap"), ChecklistStatus::Met } }),
                 (QStringList { s("working-ci"), s("release-gap") }));
        const QJsonObject json = reviews.at(1).toJson();
        QCOMPARE(json.value(QLatin1String("source")).toString(), s("workbench"));
        QCOMPARE(json.value(QLatin1String("items")).toArray().size(), 2);
    }
};

QTEST_GUILESS_MAIN(tst_TeamReviews)
#include "tst_teamreviews.moc"
