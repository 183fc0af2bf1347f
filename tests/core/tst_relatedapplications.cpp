// Duplicates and resubmissions found in a real SQLite cache: the same body from the same author
// days apart, and a new issue that links an earlier declined one; links read from the
// applicant's text stay data (bounded, and only this repository's issues count).

#include "TestSupport.h"
#include "core/catalog/RelatedApplications.h"
#include "core/i18n/Translations.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/IssueMentionStore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace acp;
using acp::test::s;

namespace {

const QString Base = s("https://github.com/pytorch-fdn/acp/issues/");

const QString Body =
    s("### Platform name\n\nQuillmoor QPU\n\n### PyTorch integration mechanism\n\nPrivateUse1 with "
      "the backend renamed to quillmoor, kernels registered through TORCH_LIBRARY_IMPL.\n\n"
      "### CI\n\nEvery pull request runs the upstream test subset on QPU-1 runners.");

Issue issue(int number, const QString &author, const QString &body, int day,
            const QStringList &labels = {}, const QString &state = s("open"))
{
    Issue result;
    result.number = number;
    result.githubId = 1000 + number;
    result.title = s("[Application] Try %1").arg(number);
    result.author = author;
    result.body = body;
    result.state = state;
    result.labels = labels;
    result.createdAt = QDateTime(QDate(2026, 3, 1).addDays(day), QTime(9, 0), Qt::UTC);
    result.updatedAt = result.createdAt;
    result.htmlUrl = QUrl(Base + QString::number(number));
    return result;
}

QStringList describe(const QList<RelatedApplication> &related)
{
    QStringList lines;
    for (const RelatedApplication &item : related)
        lines << item.toJson().value(s("relation")).toString() + QLatin1Char(' ')
                + QString::number(item.number) + QLatin1Char(' ') + QString::number(item.daysApart);
    return lines;
}

} // namespace

class tst_RelatedApplications : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;

    QList<RelatedApplication> relatedTo(int number)
    {
        const std::optional<Issue> stored = IssueCache(*m_db).issue(number);
        if (!stored)
            return {};
        return RelatedApplications(*m_db, LabelScheme()).of(*stored);
    }

private slots:
    void initTestCase()
    {
        // The English catalogue gives "3 days", as the application shows it.
        installTranslations(QLocale(QLocale::English));
    }

    void init()
    {
        QVERIFY(m_dir.isValid());
        m_db = std::make_unique<Database>();
        QVERIFY(m_db->open(m_dir.filePath(
            s("cache-%1.sqlite3").arg(QLatin1String(QTest::currentTestFunction())))));
    }

    void cleanup() { m_db.reset(); }

    void sameWordsToleratesSmallEdits()
    {
        QCOMPARE(RelatedApplications::sameWords(Body, Body), 1.0);
        // Case, punctuation and line endings do not count; a changed word costs a little.
        QString edited = Body.toUpper();
        edited.replace(s("\n"), s("\r\n")).replace(s("QPU-1"), s("QPU-2"));
        const double share = RelatedApplications::sameWords(Body, edited);
        QVERIFY2(share >= RelatedApplications::SameBodyShare && share < 1,
                 qPrintable(QString::number(share)));
        QVERIFY(RelatedApplications::sameWords(Body,
                                               s("A different platform entirely, with its own "
                                                 "answers to every question of the form "
                                                 "and nothing in common."))
                < 0.5);
        QCOMPARE(RelatedApplications::sameWords(s("Too short"), s("Too short")), 0.0);
    }

    void linkedIssuesAreThisRepositorysOnly()
    {
        const QUrl url(Base + s("30"));
        const QString body = s("Resubmitting #7 (see also %1/12#issuecomment-99 and "
                               "HTTPS://GITHUB.COM/PYTORCH-FDN/ACP/ISSUES/13). Not links: &#14; "
                               "abc#15, https://example.org/#16, "
                               "https://github.com/other/repo/issues/17, C# 18.")
                                 .arg(Base.chopped(1));
        QCOMPARE(RelatedApplications::linkedIssues(body, url), QSet<int>({ 7, 12, 13 }));
    }

    void duplicatesAreFoundBothWays()
    {
        IssueCache cache(*m_db);
        QVERIFY(cache.upsertIssue(issue(1, s("quill-ada"), Body, 0)));
        QString again = Body;
        again.replace(s("QPU-1"), s("QPU-2"));
        QVERIFY(cache.upsertIssue(issue(2, s("Quill-Ada"), again, 3)));
        // The same text from someone else is not a duplicate submission; another text from the
        // same author is not either.
        QVERIFY(cache.upsertIssue(issue(3, s("passer-by"), Body, 4)));
        QVERIFY(cache.upsertIssue(
            issue(4, s("quill-ada"),
                  s("### Platform name\n\nQuillmoor NPU\n\n### Overview\n\nA second, unrelated "
                    "product line with its own driver stack, compiler and release calendar."),
                  5)));

        QCOMPARE(describe(relatedTo(2)), QStringList({ s("duplicate-of 1 3") }));
        QCOMPARE(describe(relatedTo(1)), QStringList({ s("duplicated-by 2 3") }));
        QVERIFY(relatedTo(3).isEmpty());
        QVERIFY(relatedTo(4).isEmpty());
        const RelatedApplication first = relatedTo(2).first();
        QCOMPARE(first.title, s("[Application] Try 1"));
        QCOMPARE(first.sentence(),
                 s("Possible duplicate of #1: the same text from the same "
                   "author, 3 days earlier."));

        // A deleted issue (410 Gone) is no longer anyone's duplicate.
        QVERIFY(cache.markIssueDeleted(1));
        QVERIFY(relatedTo(2).isEmpty());
    }

    void resubmissionLinksADeclinedApplication()
    {
        IssueCache cache(*m_db);
        QVERIFY(
            cache.upsertIssue(issue(7, s("rook-mara"), Body, 0, { s("declined") }, s("closed"))));
        QVERIFY(cache.upsertIssue(
            issue(8, s("rook-mara"), s("Something else."), 1, { s("approved") }, s("closed"))));
        const QString retry = s("### Platform name\n\nRookwing RVV-X\n\n### Changes since "
                                "%1\n\nCI now runs on every pull request; see also #8.")
                                  .arg(Base + s("7"));
        QVERIFY(cache.upsertIssue(issue(30, s("rook-mara-2"), retry, 40)));

        QCOMPARE(describe(relatedTo(30)), QStringList({ s("resubmission-of 7 40") }));
        QCOMPARE(relatedTo(30).first().reviewState, ReviewState::Declined);
        QCOMPARE(describe(relatedTo(7)), QStringList({ s("resubmitted-as 30 40") }));
        // #8 was approved, not declined: a link to it is no resubmission.
        QVERIFY(relatedTo(8).isEmpty());
        QCOMPARE(relatedTo(7).first().sentence(), s("Resubmitted as #30, 40 days later."));
    }

    // An applicant's other issues are found through the author index, not by reading every body.
    void theAuthorLookupUsesItsIndex()
    {
        QSqlQuery plan(m_db->connection());
        QVERIFY(plan.exec(s("EXPLAIN QUERY PLAN SELECT number FROM issues WHERE deleted = 0 AND "
                            "number != 1 AND (author = 'x' COLLATE NOCASE)")));
        QString steps;
        while (plan.next())
            steps += plan.value(3).toString() + QLatin1Char('\n');
        QVERIFY2(steps.contains(s("issues_author")), qPrintable(steps));
    }

    // What a body mentions is indexed as the issue is written, a superset of the links read, and
    // a declined application's later tries are found through that index, not by reading every
    // body; an edit that drops the link drops the mention.
    void mentionsAreIndexedAsIssuesAreWritten()
    {
        const QString body = s("Resubmitting #7 (see also %1/12#issuecomment-99 and "
                               "HTTPS://GITHUB.COM/PYTORCH-FDN/ACP/ISSUES/13). Not links: &#14; "
                               "abc#15, #1234567890, #٣")
                                 .arg(Base.chopped(1));
        const QSet<int> mentioned = IssueMentionStore::mentionsIn(body);
        QCOMPARE(mentioned, QSet<int>({ 7, 12, 13, 14, 15 }));
        QVERIFY(mentioned.contains(RelatedApplications::linkedIssues(body, QUrl(Base + s("30")))));

        IssueCache cache(*m_db);
        QVERIFY(
            cache.upsertIssue(issue(7, s("rook-mara"), Body, 0, { s("declined") }, s("closed"))));
        QVERIFY(cache.upsertIssue(issue(30, s("rook-mara-2"), body, 40)));
        IssueMentionStore mentions(*m_db);
        QCOMPARE(mentions.mentioning(7), QList<int>({ 30 }));
        QCOMPARE(describe(relatedTo(7)), QStringList({ s("resubmitted-as 30 40") }));
        QVERIFY(cache.upsertIssue(issue(30, s("rook-mara-2"), s("No links any more."), 40)));
        QVERIFY(mentions.mentioning(7).isEmpty());
        QVERIFY(relatedTo(7).isEmpty());

        QSqlQuery plan(m_db->connection());
        QVERIFY(plan.exec(s("EXPLAIN QUERY PLAN SELECT number FROM issues WHERE deleted = 0 AND "
                            "number != 7 AND (number IN (SELECT issue_number FROM issue_mentions "
                            "WHERE mentioned = 7))")));
        QString steps;
        while (plan.next())
            steps += plan.value(3).toString() + QLatin1Char('\n');
        QVERIFY2(!steps.contains(s("SCAN issues")), qPrintable(steps));
    }

    // Issues cached before the index existed are listed as pending by the migration and indexed
    // once, when the workspace opens.
    void issuesCachedBeforeTheIndexAreIndexedOnce()
    {
        IssueCache cache(*m_db);
        QVERIFY(
            cache.upsertIssue(issue(7, s("rook-mara"), Body, 0, { s("declined") }, s("closed"))));
        QVERIFY(cache.upsertIssue(issue(30, s("rook-mara-2"), s("Retry of #7."), 40)));
        QSqlQuery before(m_db->connection());
        QVERIFY(before.exec(s("DELETE FROM issue_mentions")));
        QVERIFY(before.exec(s("INSERT INTO issue_mentions_pending VALUES (7), (30), (99)")));
        QVERIFY(relatedTo(7).isEmpty());

        IssueMentionStore mentions(*m_db);
        QVERIFY2(mentions.indexPending(), qPrintable(mentions.errorString()));
        QCOMPARE(describe(relatedTo(7)), QStringList({ s("resubmitted-as 30 40") }));
        QVERIFY(before.exec(s("SELECT count(*) FROM issue_mentions_pending")));
        QVERIFY(before.next());
        QCOMPARE(before.value(0).toInt(), 0);
        QVERIFY(mentions.indexPending()); // nothing left: nothing done
        QCOMPARE(mentions.mentioning(7), QList<int>({ 30 }));
    }

    // The applicant writes the body: thousands of "#N" cost one bounded lookup, and nothing
    // that is not an issue of the cache shows.
    void hostileBodiesStayBounded()
    {
        IssueCache cache(*m_db);
        QVERIFY(
            cache.upsertIssue(issue(7, s("rook-mara"), Body, 0, { s("declined") }, s("closed"))));
        QString flood;
        for (int number = 100000; number > 0; number -= 7)
            flood += s("#%1 ").arg(number);
        flood += s("#7");
        QVERIFY(cache.upsertIssue(issue(31, s("someone"), flood, 50)));
        QCOMPARE(RelatedApplications::linkedIssues(flood, QUrl(Base + s("31"))).size(), 14287);
        // Only the first IssueCache::MaxLinked linked numbers are looked up, smallest first:
        // #7 is among them.
        QCOMPARE(describe(relatedTo(31)), QStringList({ s("resubmission-of 7 50") }));
        QCOMPARE(describe(relatedTo(7)), QStringList({ s("resubmitted-as 31 50") }));
    }
};

QTEST_GUILESS_MAIN(tst_RelatedApplications)
#include "tst_relatedapplications.moc"
