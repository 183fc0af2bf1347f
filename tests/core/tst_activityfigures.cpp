// The draft form's 90-day figures beside what the application's repository shows: reading the
// claimed numbers and the form's minimums, finding the repository, flagging (never deciding) a
// mismatch, and the JSON `show --json` gives.
#include "TestSupport.h"
#include "core/i18n/Translations.h"
#include "core/review/ActivityFigures.h"
#include "core/review/RequirementSet.h"

#include <QtTest>

using namespace acp;
using acp::test::s;

namespace {

// A body from the Working Group's draft form, with the three answers that matter here.
QString draftBody(const QString &repository, const QString &contributors, const QString &commits)
{
    const QList<std::pair<QString, QString>> sections = {
        { s("Contact Emails"), s("torch@quillmoor.example") },
        { s("Project Overview"), s("An out-of-tree PrivateUse1 backend.") },
        { s("Supported Hardware"), s("QPU-2") },
        { s("Project Repository URL"), repository },
        { s("Additional Repositories"), s("_No response_") },
        { s("Website / Documentation URL"), s("https://docs.quillmoor.example/torch") },
        { s("Backing Entity"), s("Quillmoor Labs Ltd.") },
        { s("Governance Structure"), s("Two maintainers approve every change.") },
        { s("License"), s("BSD-3-Clause") },
        { s("Working CI"), s("https://ci.quillmoor.example/torch") },
        { s("Packages / Installation"), s("pip install torch-quillmoor") },
        { s("Release Plan"), s("One release per PyTorch minor.") },
        { s("Core Maintainers (minimum 2)"), s("@quill-ada, @quill-bo") },
        { s("Contributors Active in Last 90 Days (minimum 5)"), contributors },
        { s("Commits in Last 90 Days (minimum 30)"), commits },
        { s("PyTorch Integration Approach"), s("PrivateUse1.") },
        { s("Supported PyTorch Versions"), s("2.9, 2.10") },
    };
    QStringList blocks;
    for (const auto &[heading, answer] : sections)
        blocks.append(s("### ") + heading + s("\n\n") + answer);
    return blocks.join(s("\n\n"));
}

Checklist checklistOf(const QString &body)
{
    Issue issue;
    issue.number = 24;
    issue.title = s("[Application] Quillmoor QPU");
    issue.author = s("quill-ada");
    issue.body = body;
    return Checklist::assemble(issue, {}, RequirementSet::builtIn(), {}, {});
}

LinkPreview repositoryPreview(int commits, int contributors, bool complete = true)
{
    LinkPreview preview;
    preview.url = QUrl(s("https://github.com/quillmoor-labs/torch-quillmoor"));
    preview.kind = PreviewKind::GitHubRepo;
    preview.status = PreviewStatus::Ok;
    preview.fetchedAt = QDateTime(QDate(2026, 12, 2), QTime(8, 0), Qt::UTC);
    preview.attemptedAt = preview.fetchedAt;
    preview.details.insert(s("activity"),
                           QJsonObject { { s("since"), s("2026-09-03T00:00:00Z") },
                                         { s("days"), 90 },
                                         { s("commits"), commits },
                                         { s("contributors"), contributors },
                                         { s("complete"), complete } });
    return preview;
}

const QString kRepository = s("https://github.com/quillmoor-labs/torch-quillmoor");

} // namespace

class tst_ActivityFigures : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(QLocale(QLocale::English)); }

    void claimedNumber_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<int>("number"); // -1: none
        QTest::newRow("plain") << s("142") << 142;
        QTest::newRow("approximately") << s("~35") << 35;
        QTest::newRow("plus") << s("5+") << 5;
        QTest::newRow("with words") << s("About 40 contributors (see the graph)") << 40;
        QTest::newRow("thousands") << s("1,204 commits") << 1204;
        QTest::newRow("decimal comma") << s("12,5") << -1;
        QTest::newRow("first of several") << s("7 (3 of them from Quillmoor)") << 7;
        QTest::newRow("decimal is not read as two") << s("3.5k") << -1;
        QTest::newRow("none") << s("many") << -1;
        QTest::newRow("no response") << QString() << -1;
        QTest::newRow("absurdly long") << s("99999999999999999999") << -1;
    }

    void claimedNumber()
    {
        QFETCH(QString, answer);
        QFETCH(int, number);
        const std::optional<int> claimed = ActivityFigures::claimedNumber(answer);
        QCOMPARE(claimed.value_or(-1), number);
    }

    void minimumIn()
    {
        QCOMPARE(ActivityFigures::minimumIn(s("Commits in Last 90 Days (minimum 30)")), 30);
        QCOMPARE(ActivityFigures::minimumIn(s("Contributors (min. 5)")), 5);
        QCOMPARE(ActivityFigures::minimumIn(s("Commits in Last 90 Days")), 0);
    }

    void repositoryFromTheRepositoryFact()
    {
        QCOMPARE(ActivityFigures::repositoryOf(checklistOf(draftBody(
                     s("Source: https://github.com/quillmoor-labs/torch-quillmoor/tree/main, "
                       "docs elsewhere"),
                     s("7"), s("142")))),
                 QUrl(kRepository));
        // Not a repository: no figures measured.
        const Checklist elsewhere =
            checklistOf(draftBody(s("https://gitlab.example/quillmoor/torch"), s("7"), s("142")));
        QVERIFY(!ActivityFigures::repositoryOf(elsewhere).isValid());
        const QList<ActivityFigure> figures = ActivityFigures::of(elsewhere, nullptr);
        QCOMPARE(figures.size(), 2);
        QVERIFY(!figures.at(0).measured);
        QVERIFY(!figures.at(0).flagged());
        QVERIFY2(figures.at(0).text().startsWith(s("The application names no GitHub repository")),
                 qPrintable(figures.at(0).text()));
        // Another form: no such facts.
        QVERIFY(ActivityFigures::of(checklistOf(s("### Platform name\n\nX")), nullptr).isEmpty());
    }

    void figuresAgreeingAreNotFlagged()
    {
        const Checklist checklist = checklistOf(draftBody(kRepository, s("7"), s("142")));
        const LinkPreview preview = repositoryPreview(150, 9);
        const QList<ActivityFigure> figures = ActivityFigures::of(checklist, &preview);
        QCOMPARE(figures.size(), 2);
        const ActivityFigure &contributors = figures.at(0);
        QCOMPARE(contributors.kind, ActivityFigure::Kind::Contributors);
        QCOMPARE(contributors.claimed, 7);
        QCOMPARE(contributors.minimum, 5);
        QCOMPARE(contributors.measured, 9);
        QCOMPARE(contributors.since, QDate(2026, 9, 3));
        QVERIFY(!contributors.flagged());
        QCOMPARE(contributors.text(),
                 s("quillmoor-labs/torch-quillmoor shows 9 contributors on its default branch "
                   "since 2026-09-03 (checked 2026-12-02); the application says 7."));
        QCOMPARE(figures.at(1).kind, ActivityFigure::Kind::Commits);
        QVERIFY(!figures.at(1).flagged());
    }

    void fewerThanClaimedOrTheMinimumIsFlagged()
    {
        const Checklist checklist = checklistOf(draftBody(kRepository, s("7"), s("142")));
        LinkPreview preview = repositoryPreview(118, 4);
        QList<ActivityFigure> figures = ActivityFigures::of(checklist, &preview);
        QVERIFY(figures.at(0).flagged());
        QVERIFY2(figures.at(0).text().contains(s("Mismatch: fewer than the 7 the application "
                                                 "claims, and below the form's minimum of 5")),
                 qPrintable(figures.at(0).text()));
        QVERIFY(figures.at(1).flagged());
        QVERIFY2(figures.at(1).text().contains(s("fewer than the 142")),
                 qPrintable(figures.at(1).text()));
        const QJsonObject json = figures.at(1).toJson();
        QCOMPARE(json.value(s("fact")).toString(), s("commits-90-days"));
        QCOMPARE(json.value(s("claimed")).toInt(), 142);
        QCOMPARE(json.value(s("measured")).toInt(), 118);
        QCOMPARE(json.value(s("minimum")).toInt(), 30);
        QCOMPARE(json.value(s("flagged")).toBool(), true);
        QCOMPARE(json.value(s("since")).toString(), s("2026-09-03"));
        QCOMPARE(json.value(s("repository")).toString(), s("quillmoor-labs/torch-quillmoor"));

        // A lower bound contradicts nothing it could still reach.
        preview = repositoryPreview(500, 3, false);
        figures = ActivityFigures::of(checklist, &preview);
        QVERIFY(!figures.at(1).flagged());
        QVERIFY2(figures.at(1).text().contains(s("at least 500 commits")),
                 qPrintable(figures.at(1).text()));

        // No number claimed: only the minimum counts.
        const Checklist vague = checklistOf(draftBody(kRepository, s("many"), s("_No response_")));
        preview = repositoryPreview(20, 6);
        figures = ActivityFigures::of(vague, &preview);
        QVERIFY(!figures.at(0).flagged());
        QVERIFY(figures.at(1).flagged()); // 20 < 30
        QVERIFY2(figures.at(1).text().contains(s("gives no number")),
                 qPrintable(figures.at(1).text()));
        QVERIFY(figures.at(1).toJson().value(s("claimed")).isNull());
    }

    void notYetPreviewed()
    {
        const Checklist checklist = checklistOf(draftBody(kRepository, s("7"), s("142")));
        LinkPreview withoutFigures = repositoryPreview(0, 0);
        withoutFigures.details.remove(s("activity"));
        for (const LinkPreview *preview : { static_cast<const LinkPreview *>(nullptr),
                                            static_cast<const LinkPreview *>(&withoutFigures) }) {
            const QList<ActivityFigure> figures = ActivityFigures::of(checklist, preview);
            QVERIFY(!figures.at(0).measured);
            QVERIFY(!figures.at(0).flagged());
            QVERIFY2(figures.at(0).text().contains(s("Not checked yet")),
                     qPrintable(figures.at(0).text()));
            QVERIFY(figures.at(0).toJson().value(s("measured")).isNull());
        }
    }
};

QTEST_GUILESS_MAIN(tst_ActivityFigures)
#include "tst_activityfigures.moc"
