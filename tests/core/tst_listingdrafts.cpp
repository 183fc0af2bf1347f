#include "../support/DemoWorkspaces.h"
#include "core/actions/ActionService.h"
#include "core/listing/ListingDrafts.h"
#include "core/listing/ListingRules.h"
#include "core/workspace/Workspace.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace acp;

namespace {

QByteArray fileContent(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class tst_ListingDrafts : public QObject
{
    Q_OBJECT

private slots:
    void onlyApprovedPlatformsAreListed()
    {
        QTemporaryDir dir;
        const auto workspace =
            test::openDemoWorkspace(dir.filePath(QStringLiteral("demo.sqlite3")));
        QVERIFY(workspace);
        const ListingDrafts drafts(*workspace);
        QCOMPARE(drafts.whyNotListable(3), QString()); // approved
        QVERIFY(drafts.whyNotListable(12).contains(QStringLiteral("#12")));
        QVERIFY(!drafts.whyNotListable(7).isEmpty()); // declined
        QVERIFY(!drafts.whyNotListable(999).isEmpty()); // not in the cache
        QVERIFY(!drafts.draft(999));

        // A decision waiting in the outbox counts: the co-chair drafts right after recording it.
        const ActionService service(*workspace);
        ActionRequest decision;
        decision.kind = ActionKind::RecordDecision;
        decision.issueNumber = 12;
        decision.approved = true;
        decision.details = QStringLiteral("Every requirement met.");
        const ActionDraft draft = service.compose(decision);
        QVERIFY2(draft.ok(), qPrintable(draft.composed.error));
        QVERIFY(service.queue(draft).ok());
        QCOMPARE(drafts.whyNotListable(12), QString());
    }

    void keptDraftWinsAndSurvivesReopening()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("demo.sqlite3"));
        PlatformListing edited;
        {
            const auto workspace = test::openDemoWorkspace(path);
            QVERIFY(workspace);
            ListingDrafts drafts(*workspace);
            bool kept = true;
            const std::optional<PlatformListing> fresh = drafts.draft(3, &kept);
            QVERIFY(fresh);
            QVERIFY(!kept);
            QVERIFY(!drafts.kept(3));
            edited = *fresh;
            edited.supportChannel = QStringLiteral("https://forum.nordhaven.example/torch");
            edited.preview.linuxCommand = QStringLiteral("pip install --pre torch-nordhaven");
            QVERIFY2(drafts.keep(3, edited), qPrintable(drafts.errorString()));
        }
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = path;
        Workspace reopened(options);
        QVERIFY2(reopened.open(), qPrintable(reopened.errorString()));
        ListingDrafts drafts(reopened);
        bool kept = false;
        QCOMPARE(drafts.draft(3, &kept), edited);
        QVERIFY(kept);
        // A new draft from the application is still there to start over from.
        QVERIFY(drafts.drafted(3)->supportChannel != edited.supportChannel);
        QVERIFY(drafts.discard(3));
        QVERIFY(!drafts.kept(3));
        QVERIFY(drafts.draft(3, &kept));
        QVERIFY(!kept);
    }

    void writesTheTwoFiles()
    {
        QTemporaryDir dir;
        const auto workspace =
            test::openDemoWorkspace(dir.filePath(QStringLiteral("demo.sqlite3")));
        QVERIFY(workspace);
        const PlatformListing listing = *ListingDrafts(*workspace).draft(3);
        const QString site = dir.filePath(QStringLiteral("pytorch.github.io"));
        QStringList written;
        QString error;
        QVERIFY2(ListingDrafts::writeFiles(listing, site, &written, &error), qPrintable(error));
        const QString entry = site + QStringLiteral("/_additional_platforms/nordhaven_npu.json");
        const QString guide =
            site + QStringLiteral("/_get_started/additional_platforms/nordhaven_npu.md");
        QCOMPARE(written, (QStringList { entry, guide }));
        QCOMPARE(fileContent(entry), listing.entryJson());
        QCOMPARE(fileContent(guide), listing.guide.toUtf8());
        QVERIFY(ListingRules::checkEntry(fileContent(entry)).isEmpty());

        // Written again over the same files (a clone of the site being updated).
        written.clear();
        QVERIFY2(ListingDrafts::writeFiles(listing, site, &written, &error), qPrintable(error));
        QCOMPARE(written.size(), 2);
    }

    void refusesWhatDoesNotPass()
    {
        QTemporaryDir dir;
        PlatformListing listing;
        listing.platformId = QStringLiteral("../escape");
        listing.name = QStringLiteral("X");
        listing.supportChannel = QStringLiteral("https://x.example/issues");
        listing.stable.linuxCommand = QStringLiteral("pip install x");
        listing.guide = QStringLiteral("## Installation\n");
        QStringList written;
        QString error;
        QVERIFY(!ListingDrafts::writeFiles(listing, dir.path(), &written, &error));
        QVERIFY(error.contains(QStringLiteral("platform id")));
        QVERIFY(written.isEmpty());
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());

        // A folder that cannot be made: a file stands where it should be.
        listing.platformId = QStringLiteral("x");
        QFile blocker(dir.filePath(QStringLiteral("_additional_platforms")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QVERIFY(!ListingDrafts::writeFiles(listing, dir.path(), &written, &error));
        QVERIFY2(error.contains(QStringLiteral("_additional_platforms")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(tst_ListingDrafts)
#include "tst_listingdrafts.moc"
