// The list's summary of the team's reviews (TeamReviewSummaries), read from a real SQLite cache:
// which applications can hold a review at all (a trusted author commented; never the applicant,
// never a passer-by), who reviewed, and where the reviews, the reviewer's own checklist
// included, differ.

#include "TestSupport.h"
#include "core/review/TeamReviewSummary.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::s;

namespace {

Issue application(int number)
{
    Issue issue;
    issue.number = number;
    issue.title = s("[ACP Application]: Platform %1").arg(number);
    issue.author = s("vendor-%1").arg(number);
    issue.authorAssociation = s("NONE");
    issue.state = s("open");
    issue.createdAt = QDateTime(QDate(2026, 11, 1), QTime(9, 0), Qt::UTC);
    issue.updatedAt = issue.createdAt;
    return issue;
}

Comment comment(qint64 id, int number, const QString &author, const QString &association,
                const QString &body)
{
    Comment result;
    result.id = id;
    result.issueNumber = number;
    result.author = author;
    result.authorAssociation = association;
    result.body = body;
    result.createdAt = QDateTime(QDate(2026, 11, 2), QTime(9, 0), Qt::UTC).addSecs(id * 60);
    result.updatedAt = result.createdAt;
    return result;
}

QString review(const QString &workingCi)
{
    return s("| Requirement | Status | Notes |\n|---|---|---|\n"
             "| Security policy | ✅ | |\n| Working CI | %1 | |\n| Release gap | ✅ | |\n")
        .arg(workingCi);
}

} // namespace

class tst_TeamReviewSummary : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Database m_db;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_db.open(m_dir.filePath(s("cache.sqlite3"))));
        IssueCache cache(m_db);
        for (int number : { 1, 2, 3, 4, 5 }) {
            QVERIFY(cache.upsertIssue(application(number)));
        }
        // #1: two members agree.
        QVERIFY(cache.upsertComment(comment(11, 1, s("ana"), s("MEMBER"), review(s("✅")))));
        QVERIFY(cache.upsertComment(comment(12, 1, s("ben"), s("OWNER"), review(s("yes")))));
        // #2: two members differ on working CI.
        QVERIFY(cache.upsertComment(comment(21, 2, s("ana"), s("MEMBER"), review(s("✅")))));
        QVERIFY(cache.upsertComment(comment(22, 2, s("ben"), s("COLLABORATOR"), review(s("🔴")))));
        // #3: the applicant (a member of the repository too) and a passer-by post reviews.
        QVERIFY(cache.upsertComment(comment(31, 3, s("vendor-3"), s("MEMBER"), review(s("✅")))));
        QVERIFY(cache.upsertComment(comment(32, 3, s("passer-by"), s("NONE"), review(s("🔴")))));
        // #4: a member comments, but writes no review.
        QVERIFY(cache.upsertComment(comment(41, 4, s("ana"), s("MEMBER"), s("Thanks, looking."))));
        // #5: nobody commented.
    }

    void candidatesAreWhereSomeoneTrustedCommented()
    {
        const TeamReviewSummaries summaries(m_db, RequirementSet::builtIn(), AuthorTrust());
        QCOMPARE(summaries.candidates(), (QList<int> { 1, 2, 4 }));
        // With a co-chair list, only its logins are trusted.
        const TeamReviewSummaries coChairs(m_db, RequirementSet::builtIn(),
                                           AuthorTrust({ s("ben"), s("passer-by") }));
        QCOMPARE(coChairs.candidates(), (QList<int> { 1, 2, 3 }));
    }

    void summaryNamesReviewersAndDisagreements()
    {
        const TeamReviewSummaries summaries(m_db, RequirementSet::builtIn(), AuthorTrust());
        const TeamReviewSummary agreed = summaries.summarize(1, {});
        QCOMPARE(agreed.reviewers, (QStringList { s("ana"), s("ben") }));
        QVERIFY(!agreed.hasDisagreements());

        const TeamReviewSummary differ = summaries.summarize(2, {});
        QCOMPARE(differ.reviewers, (QStringList { s("ana"), s("ben") }));
        QCOMPARE(differ.disagreements, QStringList { s("working-ci") });
        QCOMPARE(differ.toJson().value(s("disagreements")).toArray().first().toString(),
                 s("working-ci"));

        // Untrusted reviews never count, even from an author the list knows.
        QVERIFY(summaries.summarize(3, {}).isEmpty());
        QVERIFY(summaries.summarize(4, {}).isEmpty());
        QVERIFY(summaries.summarize(99, {}).isEmpty());
    }

    // The reviewer's own status counts: agreeing colleagues and a differing self disagree.
    void myOwnStatusCounts()
    {
        const TeamReviewSummaries summaries(m_db, RequirementSet::builtIn(), AuthorTrust());
        const QHash<QString, ChecklistStatus> mine { { s("security-policy"), ChecklistStatus::Gap },
                                                     { s("working-ci"), ChecklistStatus::Met } };
        QCOMPARE(summaries.summarize(1, mine).disagreements, QStringList { s("security-policy") });
        // Unreviewed is no opinion.
        QVERIFY(!summaries.summarize(1, { { s("security-policy"), ChecklistStatus::Unreviewed } })
                     .hasDisagreements());
    }

    void summarizeAllKeepsOnlyReviewedApplications()
    {
        const TeamReviewSummaries summaries(m_db, RequirementSet::builtIn(), AuthorTrust());
        const QHash<int, TeamReviewSummary> all =
            summaries.summarizeAll({ { 1, { { s("working-ci"), ChecklistStatus::Gap } } } });
        QCOMPARE(all.size(), 2);
        QCOMPARE(all.value(1).disagreements, QStringList { s("working-ci") });
        QCOMPARE(all.value(2).disagreements, QStringList { s("working-ci") });
    }
};

QTEST_GUILESS_MAIN(tst_TeamReviewSummary)
#include "tst_teamreviewsummary.moc"
