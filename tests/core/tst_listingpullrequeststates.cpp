// Where the listing pull requests stand, read back from the loopback server after they were
// opened: open, merged or closed, kept in the cache, and what the application shows.
#include "ListingSiteRig.h"
#include "TestSupport.h"
#include "core/listing/ListingPullRequestStates.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace acp;
using acp::test::kSite;
using acp::test::SiteRig;

namespace {

bool refresh(ListingPullRequestStates &states, int *checked, QString *error)
{
    QSignalSpy finished(&states, &ListingPullRequestStates::finished);
    states.refresh();
    if (!finished.wait(30000)) {
        return false;
    }
    *checked = finished.constFirst().at(0).toInt();
    *error = finished.constFirst().at(1).toString();
    return true;
}

} // namespace

class tst_ListingPullRequestStates : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        test::isolateSettings(m_settingsDir.path(), QStringLiteral("tst_listingpullrequeststates"));
        QSettings().clear();
    }

    void nothingOpenedNothingRead()
    {
        SiteRig rig;
        QVERIFY(rig.open());
        QVERIFY(!ListingPullRequestStates::latest(*rig.workspace, rig.number));
        ListingPullRequestStates states(*rig.workspace);
        const int before = rig.server.requestCount();
        int checked = -1;
        QString error;
        QVERIFY(refresh(states, &checked, &error));
        QCOMPARE(checked, 0);
        QVERIFY(error.isEmpty());
        QCOMPARE(rig.server.requestCount(), before);
    }

    void followsThePullRequestUntilMerged()
    {
        SiteRig rig;
        QVERIFY(rig.open());
        QString error;
        QVERIFY2(rig.queue(&error), qPrintable(error));
        QVERIFY(rig.push().allSent());
        const int number = rig.server.pullRequests(kSite).constFirst().number;

        // As the outbox opened it, before anything was read back.
        std::optional<ListingPullRequestState> state =
            ListingPullRequestStates::latest(*rig.workspace, rig.number);
        QVERIFY(state);
        QCOMPARE(state->number, number);
        QCOMPARE(state->state, QStringLiteral("open"));
        QVERIFY(!state->checkedAt.isValid());
        QVERIFY(state->sentence().contains(QStringLiteral("#%1").arg(number)));

        ListingPullRequestStates states(*rig.workspace);
        int checked = 0;
        QVERIFY(refresh(states, &checked, &error));
        QCOMPARE(checked, 1);
        state = ListingPullRequestStates::latest(*rig.workspace, rig.number);
        QVERIFY(state->checkedAt.isValid());
        QVERIFY(!state->merged);

        rig.server.mergePullRequest(kSite, number);
        QVERIFY(refresh(states, &checked, &error));
        QCOMPARE(checked, 1);
        state = ListingPullRequestStates::latest(*rig.workspace, rig.number);
        QVERIFY(state->merged);
        QCOMPARE(state->stateText(), QStringLiteral("merged"));
        QVERIFY(state->sentence().endsWith(QStringLiteral("merged")));

        // Merged is final: it is not read again.
        const int before = rig.server.requestCount();
        QVERIFY(refresh(states, &checked, &error));
        QCOMPARE(checked, 0);
        QCOMPARE(rig.server.requestCount(), before);
    }

    void aClosedOneAndAnUnreadableOne()
    {
        SiteRig rig;
        QVERIFY(rig.open());
        QString error;
        QVERIFY2(rig.queue(&error), qPrintable(error));
        QVERIFY(rig.push().allSent());
        const int number = rig.server.pullRequests(kSite).constFirst().number;
        rig.server.closePullRequest(kSite, number);
        ListingPullRequestStates states(*rig.workspace);
        int checked = 0;
        QVERIFY(refresh(states, &checked, &error));
        QCOMPARE(ListingPullRequestStates::latest(*rig.workspace, rig.number)->stateText(),
                 QStringLiteral("closed"));

        // A read that fails says which pull request, and keeps what was known.
        test::GitHubTestServer::Fault fault;
        fault.kind = test::GitHubTestServer::FaultKind::NotFound404;
        fault.pathContains = QStringLiteral("/pulls/");
        fault.times = 10;
        rig.server.injectFault(fault);
        QVERIFY(refresh(states, &checked, &error));
        QCOMPARE(checked, 0);
        QVERIFY2(error.contains(QStringLiteral("#%1").arg(number)), qPrintable(error));
        QCOMPARE(ListingPullRequestStates::latest(*rig.workspace, rig.number)->stateText(),
                 QStringLiteral("closed"));
    }
};

QTEST_GUILESS_MAIN(tst_ListingPullRequestStates)
#include "tst_listingpullrequeststates.moc"
