// The checklist of one application: requirements with their mapped sections, the links from
// those sections and from the submitter's later comments, the reviewer's statuses and notes,
// progress, and the JSON `show --json` prints. Run over the demo workspace.

#include "TestSupport.h"
#include "core/demo/DemoWorkspace.h"
#include "core/review/Checklist.h"
#include "core/review/ChecklistStore.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace acp;
using acp::test::s;

namespace {

QStringList urlsOf(const QList<EvidenceLink> &links)
{
    QStringList urls;
    for (const EvidenceLink &link : links)
        urls.append(link.url.toString());
    return urls;
}

} // namespace

class tst_Checklist : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Database m_db;

    Checklist checklistOf(int number)
    {
        IssueCache cache(m_db);
        const std::optional<Issue> issue = cache.issue(number);
        if (!issue)
            return {};
        return Checklist::load(*issue, cache.comments(number), RequirementSet::builtIn(),
                               ChecklistStore(m_db));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_db.open(m_dir.filePath(s("demo.sqlite3"))), qPrintable(m_db.errorString()));
        QString error;
        QVERIFY2(DemoWorkspace::install(m_db, &error), qPrintable(error));
    }

    void itemsFollowTheRequirementSet()
    {
        const Checklist checklist = checklistOf(3);
        QCOMPARE(checklist.issueNumber(), 3);
        QCOMPARE(checklist.items().size(), 10);
        for (int i = 0; i < 10; ++i) {
            const ChecklistItem &item = checklist.items().at(i);
            QCOMPARE(item.requirement.id, RequirementSet::builtIn().requirements().at(i).id);
            QCOMPARE(item.entry.status, ChecklistStatus::Unreviewed);
            QCOMPARE(item.sections.size(), 1);
        }
        QCOMPARE(checklist.form()
                     .sections.at(checklist.item(s("security-policy"))->sections.first())
                     .heading,
                 s("Security policy"));
        QCOMPARE(checklist.unmappedSections().size(), 7);
        QCOMPARE(checklist.progress().unreviewed, 10);
    }

    void linksFromSectionsAndTheSubmittersComments()
    {
        // #3: the HUD link is in the form and again in the submitter's comment: listed once,
        // from the form.
        Checklist nordhaven = checklistOf(3);
        QCOMPARE(urlsOf(nordhaven.item(s("security-policy"))->links),
                 QStringList {
                     s("https://github.com/nordhaven-silicon/torch-nordhaven/security/policy") });
        const QList<EvidenceLink> hud = nordhaven.item(s("ci-integration"))->links;
        QCOMPARE(urlsOf(hud),
                 QStringList {
                     s("https://hud.pytorch.org/hud/nordhaven-silicon/torch-nordhaven/main") });
        QCOMPARE(hud.first().origin, EvidenceLink::Origin::Section);
        QCOMPARE(hud.first().sectionHeading, s("CI integration with PyTorch HUD (CRCR)"));
        QCOMPARE(urlsOf(nordhaven.item(s("package"))->links),
                 QStringList({ s("https://docs.nordhaven.example/torch/build"),
                               s("https://docs.nordhaven.example/torch") }));
        QCOMPARE(
            urlsOf(nordhaven.item(s("release-gap"))->links),
            QStringList { s("https://github.com/nordhaven-silicon/torch-nordhaven/releases") });
        QVERIFY(nordhaven.item(s("release-plan"))->links.isEmpty());

        // #15: links only in the submitter's reply, each placed by the wording of its line.
        Checklist raicho = checklistOf(15);
        const QList<EvidenceLink> ci = raicho.item(s("working-ci"))->links;
        QCOMPARE(urlsOf(ci),
                 QStringList { s("https://kirishima-compute.example/ci/torch-raicho") });
        QCOMPARE(ci.first().origin, EvidenceLink::Origin::Comment);
        QCOMPARE(ci.first().author, s("kirishima-sato"));
        QVERIFY(ci.first().commentId > 0);
        QVERIFY(ci.first().createdAt.isValid());
        QCOMPARE(urlsOf(raicho.item(s("security-policy"))->links),
                 QStringList { s(
                     "https://github.com/kirishima-compute/torch-raicho/blob/main/SECURITY.md") });

        // #7: the draft policy from the submitter's comment; the co-chair's comments bring none.
        Checklist rookwing = checklistOf(7);
        QCOMPARE(urlsOf(rookwing.item(s("security-policy"))->links),
                 QStringList { s("https://github.com/rookwing-micro/pytorch-rvvx/pull/88") });
        QCOMPARE(
            urlsOf(rookwing.item(s("pytorch-integration"))->links),
            QStringList { s("https://github.com/rookwing-micro/pytorch-rvvx/tree/main/patches") });

        // #21: section links first, then the comment's.
        Checklist lumenvale = checklistOf(21);
        QCOMPARE(urlsOf(lumenvale.item(s("package"))->links),
                 QStringList({ s("https://lumenvale.example/torch-lpu/docs"),
                               s("https://lumenvale.example/torch-lpu/docs/numerics") }));
        QCOMPARE(lumenvale.item(s("package"))->links.last().origin, EvidenceLink::Origin::Comment);

        // #12: a table cell and a sentence in the CI section.
        Checklist tessellate = checklistOf(12);
        QCOMPARE(urlsOf(tessellate.item(s("working-ci"))->links),
                 QStringList(
                     { s("https://tessellary.example/docs/torch/validation"),
                       s("https://github.com/tessellary/torch-tpe/tree/main/.github/workflows") }));
    }

    void commentLinksThatNameNoRequirementBelongToTheApplication()
    {
        Issue issue;
        issue.number = 40;
        issue.author = s("Vendor-Dev");
        issue.body = s("### Platform name\n\nX\n\n### Additional information\n\nSee "
                       "https://vendor.example/about\n");
        Comment fromSubmitter;
        fromSubmitter.id = 1;
        fromSubmitter.issueNumber = 40;
        fromSubmitter.author = s("vendor-dev"); // logins compare case-insensitively
        fromSubmitter.body = s("Our blog post: https://vendor.example/blog\n\nSecurity: "
                               "https://vendor.example/SECURITY.md");
        Comment fromSomeoneElse = fromSubmitter;
        fromSomeoneElse.id = 2;
        fromSomeoneElse.author = s("passer-by");
        fromSomeoneElse.body = s("Security policy: https://elsewhere.example/fake-policy");
        const Checklist checklist = Checklist::assemble(issue, { fromSubmitter, fromSomeoneElse },
                                                        RequirementSet::builtIn(), {}, {});
        QCOMPARE(
            urlsOf(checklist.applicationLinks()),
            QStringList({ s("https://vendor.example/about"), s("https://vendor.example/blog") }));
        QCOMPARE(urlsOf(checklist.item(s("security-policy"))->links),
                 QStringList { s("https://vendor.example/SECURITY.md") });
        QCOMPARE(checklist.unmappedSections(), QList<int>({ 0, 1 }));
    }

    // An application lists at most Checklist::MaxLinks links; the rest are counted where they
    // belong (the requirement, or the application as a whole) and shown as "N more".
    void linksPerApplicationAreCapped()
    {
        Issue issue;
        issue.number = 41;
        issue.author = s("vendor-dev");
        QString security;
        for (int i = 0; i < 200; ++i)
            security += s("- https://vendor.example/security/%1\n").arg(i);
        QString other;
        for (int i = 0; i < 150; ++i)
            other += s("[doc %1](https://vendor.example/doc/%1) ").arg(i);
        issue.body = s("### Security policy\n\n") + security + s("\n### Additional information\n\n")
            + other + s("\n");
        Comment comment;
        comment.id = 1;
        comment.issueNumber = 41;
        comment.author = s("vendor-dev");
        for (int i = 0; i < 500; ++i)
            comment.body += s("https://vendor.example/more/%1 ").arg(i);
        const Checklist checklist =
            Checklist::assemble(issue, { comment }, RequirementSet::builtIn(), {}, {});

        int listed = int(checklist.applicationLinks().size());
        for (const ChecklistItem &item : checklist.items())
            listed += int(item.links.size());
        QCOMPARE(listed, Checklist::MaxLinks);
        const ChecklistItem *policy = checklist.item(s("security-policy"));
        QCOMPARE(policy->links.size(), 200);
        QCOMPARE(policy->linksNotListed, 0);
        QCOMPARE(checklist.applicationLinks().size(), 100);
        // 50 of the form's links, 300 of the comment's past the cap, and the 200 the comment
        // has past its own text's limit.
        QCOMPARE(checklist.applicationLinksNotListed(), 50 + 300 + 200);
        QCOMPARE(checklist.linksNotListed(), 550);
        QVERIFY(!policy->toJson(checklist.form()).contains(s("links_not_listed")));
    }

    void statusesNotesAndProgress()
    {
        ChecklistStore store(m_db);
        QVERIFY(store.setEntry(12, s("working-ci"), ChecklistStatus::NeedsJudgment,
                               s("TPE-2 is validated by hand.")));
        QVERIFY(store.setEntry(12, s("security-policy"), ChecklistStatus::Met, QString()));
        QVERIFY(store.setEntry(12, s("package"), ChecklistStatus::Met, QString()));
        QVERIFY(store.setEntry(12, s("release-gap"), ChecklistStatus::Gap, QString()));
        QVERIFY(store.setEntry(12, s("maintainers"), ChecklistStatus::NotApplicable, QString()));
        QVERIFY(store.setEntry(12, s("retired-requirement"), ChecklistStatus::Gap, QString()));
        QVERIFY(store.addTextNote(12, s("working-ci"), s("Report for week 14 checked.")));
        QVERIFY(store.addUrlNote(12, QString(),
                                 QUrl(s("https://tessellary.example/docs/torch/numerics"))));
        QVERIFY(store.addTextNote(12, s("retired-requirement"),
                                  s("Kept, though the set no longer has it.")));

        const Checklist checklist = checklistOf(12);
        const ChecklistItem *ci = checklist.item(s("working-ci"));
        QCOMPARE(ci->entry.status, ChecklistStatus::NeedsJudgment);
        QCOMPARE(ci->entry.note, s("TPE-2 is validated by hand."));
        QCOMPARE(ci->notes.size(), 1);
        QCOMPARE(ci->notes.first().content, s("Report for week 14 checked."));
        QCOMPARE(checklist.applicationNotes().size(), 2);

        const ChecklistProgress progress = checklist.progress();
        QCOMPARE(progress.met, 2);
        QCOMPARE(progress.gap, 1);
        QCOMPARE(progress.needsJudgment, 1);
        QCOMPARE(progress.notApplicable, 1);
        QCOMPARE(progress.unreviewed, 5);
        QCOMPARE(progress.total(), 10);
        QCOMPARE(progress.reviewed(), 5);
        // The same from the stored statuses alone (the application list's path); the status of
        // a requirement the set does not have is not counted.
        QCOMPARE(ChecklistProgress::of(RequirementSet::builtIn(), store.allStatuses().value(12)),
                 progress);
        QCOMPARE(ChecklistProgress::of(RequirementSet::builtIn(), {}).unreviewed, 10);
        const QJsonObject json = progress.toJson();
        QCOMPARE(json.value(s("met")).toInt(), 2);
        QCOMPARE(json.value(s("needs-judgment")).toInt(), 1);
        QCOMPARE(json.value(s("not-applicable")).toInt(), 1);
        QCOMPARE(json.value(s("unreviewed")).toInt(), 5);
        QCOMPARE(json.value(s("total")).toInt(), 10);
    }

    void jsonShape()
    {
        ChecklistStore store(m_db);
        QVERIFY(store.setEntry(21, s("ci-integration"), ChecklistStatus::Gap,
                               s("HUD page expected in October.")));
        const std::optional<qint64> file =
            store.addDataNote(21, s("ci-integration"), QByteArray("png"), s("hud.png"),
                              EvidenceKind::Image, s("paste"));
        QVERIFY(file);
        const Checklist checklist = checklistOf(21);
        const QJsonArray array = checklist.toJson();
        QCOMPARE(array.size(), 10);
        const QJsonObject first = array.at(0).toObject();
        for (const char *key : { "id", "title", "group", "status", "note", "evidence", "sections" })
            QVERIFY2(first.contains(QLatin1String(key)), key);
        QCOMPARE(first.value(s("id")).toString(), s("pytorch-integration"));
        QCOMPARE(first.value(s("status")).toString(), s("unreviewed"));
        QCOMPARE(first.value(s("sections")).toArray(),
                 QJsonArray { s("PyTorch integration mechanism") });

        const QJsonObject hud = array.at(3).toObject();
        QCOMPARE(hud.value(s("id")).toString(), s("ci-integration"));
        QCOMPARE(hud.value(s("status")).toString(), s("gap"));
        QCOMPARE(hud.value(s("note")).toString(), s("HUD page expected in October."));
        const QJsonArray evidence = hud.value(s("evidence")).toArray();
        QCOMPARE(evidence.size(), 1);
        const QJsonObject image = evidence.at(0).toObject();
        QCOMPARE(image.value(s("kind")).toString(), s("image"));
        QCOMPARE(image.value(s("source")).toString(), s("reviewer"));
        QCOMPARE(image.value(s("origin")).toString(), s("paste"));
        QCOMPARE(image.value(s("original_name")).toString(), s("hud.png"));
        QCOMPARE(image.value(s("size")).toInt(), 3);
        QCOMPARE(image.value(s("id")).toInteger(), *file);

        const QJsonObject security = array.at(9).toObject();
        const QJsonObject link = security.value(s("evidence")).toArray().at(0).toObject();
        QCOMPARE(link.value(s("kind")).toString(), s("link"));
        QCOMPARE(link.value(s("source")).toString(), s("section"));
        QCOMPARE(link.value(s("section")).toString(), s("Security policy"));
        QCOMPARE(link.value(s("url")).toString(), s("https://lumenvale.example/security"));

        const QJsonObject package = array.at(5).toObject();
        const QJsonObject fromComment = package.value(s("evidence")).toArray().last().toObject();
        QCOMPARE(fromComment.value(s("source")).toString(), s("comment"));
        QCOMPARE(fromComment.value(s("author")).toString(), s("lumenvale-dana"));
        QVERIFY(
            fromComment.value(s("comment_url")).toString().startsWith(s("https://github.com/")));
    }
};

QTEST_GUILESS_MAIN(tst_Checklist)
#include "tst_checklist.moc"
