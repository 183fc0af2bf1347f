#include "core/domain/Issue.h"
#include "core/listing/ListingDrafter.h"
#include "core/listing/ListingRules.h"
#include "core/review/Checklist.h"
#include "core/review/ChecklistStore.h"
#include "core/review/RequirementSet.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace acp;

namespace {

// An issue of the bundled demo workspace, by number.
Issue demoIssue(int number)
{
    QFile file(QStringLiteral(":/demo/demo-workspace.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QJsonArray issues =
        QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("issues")).toArray();
    for (const QJsonValue &value : issues) {
        const QJsonObject object = value.toObject();
        if (object.value(QStringLiteral("number")).toInt() == number) {
            Issue issue;
            issue.number = number;
            issue.title = object.value(QStringLiteral("title")).toString();
            issue.body = object.value(QStringLiteral("body")).toString();
            return issue;
        }
    }
    return {};
}

PlatformListing draftOf(const Issue &issue, const QList<EvidenceNote> &notes = {})
{
    const Checklist checklist =
        Checklist::assemble(issue, {}, RequirementSet::builtIn(), {}, notes);
    return ListingDrafter::draft(issue, checklist);
}

Issue formIssue(const QList<QPair<QString, QString>> &sections)
{
    Issue issue;
    issue.number = 40;
    issue.title = QStringLiteral("[ACP Application]: Test");
    QStringList blocks;
    for (const auto &[heading, answer] : sections) {
        blocks.append(QStringLiteral("### ") + heading + QStringLiteral("\n\n") + answer);
    }
    issue.body = blocks.join(QStringLiteral("\n\n"));
    return issue;
}

} // namespace

class tst_ListingDrafter : public QObject
{
    Q_OBJECT

private slots:
    void theApprovedDemoPlatform()
    {
        const Issue issue = demoIssue(3);
        QVERIFY(!issue.body.isEmpty());
        const PlatformListing listing = draftOf(issue);
        QCOMPARE(listing.platformId, QStringLiteral("nordhaven_npu"));
        QCOMPARE(listing.name, QStringLiteral("Nordhaven NPU"));
        QCOMPARE(listing.supportChannel,
                 QStringLiteral("https://github.com/nordhaven-silicon/torch-nordhaven/issues"));
        QCOMPARE(listing.stable.linuxCommand, QStringLiteral("pip install torch-nordhaven"));
        QVERIFY(listing.stable.windowsCommand.isEmpty());
        QVERIFY(listing.preview.isEmpty());

        const QString guide = listing.guide;
        for (const QString &section : ListingRules::guideSections()) {
            QVERIFY2(guide.contains(QStringLiteral("## ") + section), qPrintable(section));
        }
        QVERIFY(guide.contains(QStringLiteral("- Python: 3.10, 3.11, 3.12, 3.13")));
        QVERIFY(guide.contains(QStringLiteral("- Architecture: x86_64, aarch64")));
        QVERIFY(guide.contains(QStringLiteral("Nordhaven driver")));
        QVERIFY(guide.contains(QStringLiteral("```bash\npip install torch-nordhaven\n```")));
        QVERIFY(guide.contains(QStringLiteral("torch.ones(3, device=\"nordhaven\")")));
        QVERIFY(guide.contains(
            QStringLiteral("- [User manual](https://docs.nordhaven.example/torch)")));
        QVERIFY(guide.contains(QStringLiteral("(https://docs.nordhaven.example/torch/build)")));
        QVERIFY(ListingRules::check(listing).isEmpty());
    }

    void otherFormsAndFallbacks()
    {
        // The Quillmoor form: another layout, its install command in a code block with an index.
        const PlatformListing quillmoor = draftOf(demoIssue(24));
        QCOMPARE(quillmoor.platformId, QStringLiteral("quillmoor_qpu"));
        QCOMPARE(
            quillmoor.stable.linuxCommand,
            QStringLiteral(
                "pip install torch-quillmoor --index-url https://pkg.quillmoor.example/simple"));
        QVERIFY(quillmoor.guide.contains(QStringLiteral("https://docs.quillmoor.example/torch")));
        // The package index is an install source, not documentation.
        QVERIFY(!quillmoor.guide.contains(QStringLiteral("[pkg.quillmoor.example")));
        QVERIFY(!ListingRules::hasErrors(ListingRules::check(quillmoor)));

        // No tracker among the maintainers' links: the repository's issue tracker.
        const PlatformListing tessellate = draftOf(demoIssue(12));
        QCOMPARE(tessellate.supportChannel,
                 QStringLiteral("https://github.com/tessellary/torch-tpe/issues"));
        QVERIFY(tessellate.guide.contains(QStringLiteral("device=\"tpe\"")));
    }

    void reviewerEvidenceAddsDocumentation()
    {
        EvidenceNote note;
        note.requirementId = QStringLiteral("package");
        note.kind = EvidenceKind::Url;
        note.content = QStringLiteral("https://docs.nordhaven.example/torch/quickstart");
        const PlatformListing listing = draftOf(demoIssue(3), { note });
        QVERIFY(listing.guide.contains(
            QStringLiteral("(https://docs.nordhaven.example/torch/quickstart)")));
    }

    void commandInLine_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("command");
        QTest::newRow("code span")
            << QStringLiteral("- Wheels on PyPI: `pip install torch-x` (Linux)")
            << QStringLiteral("pip install torch-x");
        QTest::newRow("bare") << QStringLiteral("pip3 install torch-x --pre.")
                              << QStringLiteral("pip3 install torch-x --pre");
        QTest::newRow("other span first")
            << QStringLiteral("`torch-x` with `python -m pip install torch-x`")
            << QStringLiteral("python -m pip install torch-x");
        QTest::newRow("none") << QStringLiteral("Build from source") << QString();
    }
    void commandInLine()
    {
        QFETCH(QString, line);
        QFETCH(QString, command);
        QCOMPARE(ListingDrafter::commandInLine(line), command);
    }

    void windowsCommandsGoToWindows()
    {
        const Issue issue =
            formIssue({ { QStringLiteral("Platform name"), QStringLiteral("Example NPU") },
                        { QStringLiteral("Binary package and user manual"),
                          QStringLiteral("- Linux: `pip install torch-example`\n"
                                         "- Windows: `pip install torch-example-win`\n"
                                         "- Manual: https://example.test/manual") } });
        const PlatformListing listing = draftOf(issue);
        QCOMPARE(listing.stable.linuxCommand, QStringLiteral("pip install torch-example"));
        QCOMPARE(listing.stable.windowsCommand, QStringLiteral("pip install torch-example-win"));
        QVERIFY(listing.guide.contains(QStringLiteral("- [Manual](https://example.test/manual)")));
    }

    void nothingToGoOnStillGivesTheSections()
    {
        const Issue issue = formIssue({ { QStringLiteral("Platform name"), QString() } });
        const PlatformListing listing = draftOf(issue);
        QVERIFY(listing.supportChannel.isEmpty());
        QVERIFY(listing.stable.isEmpty());
        const QList<ListingProblem> problems = ListingRules::check(listing);
        QVERIFY(ListingRules::hasErrors(problems));
        for (const ListingProblem &problem : problems) {
            QVERIFY2(problem.field != QLatin1String("guide"), qPrintable(problem.message));
        }
    }

    void hostileAnswersStayText()
    {
        const Issue issue = formIssue(
            { { QStringLiteral("Platform name"), QStringLiteral("<img src=x onerror=alert(1)>") },
              { QStringLiteral("Binary package and user manual"),
                QStringLiteral("- Runtime dependency: <script>alert(1)</script> driver\n"
                               "- [<b>Manual</b> ](https://example.test/m) \n"
                               "- `pip install a`\n"
                               "- Docs: javascript:alert(1)") },
              { QStringLiteral("PyTorch integration mechanism"),
                QStringLiteral("rename_privateuse1_backend(\"x\\\"); import os\")") } });
        const PlatformListing listing = draftOf(issue);
        QCOMPARE(listing.platformId, QStringLiteral("img_src_x_onerror_alert_1"));
        QVERIFY(!listing.guide.contains(QStringLiteral("<script>")));
        QVERIFY(!listing.guide.contains(QStringLiteral("<b>")));
        QVERIFY(!listing.guide.contains(QStringLiteral("javascript:")));
        QVERIFY(!listing.guide.contains(QStringLiteral("import os")));
        // What the guide holds passes the guide's own HTML check.
        for (const ListingProblem &problem : ListingRules::checkGuide(listing.guide)) {
            QVERIFY2(!problem.message.contains(QStringLiteral("HTML")), qPrintable(listing.guide));
        }
    }
};

QTEST_GUILESS_MAIN(tst_ListingDrafter)
#include "tst_listingdrafter.moc"
