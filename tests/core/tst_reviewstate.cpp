#include "review/ReviewState.h"

#include <QTest>

using namespace acp;

class tst_ReviewState : public QObject
{
    Q_OBJECT

private slots:
    void idsRoundTrip()
    {
        for (ReviewState state : allReviewStates()) {
            QCOMPARE(reviewStateFromId(reviewStateId(state)), std::optional<ReviewState>(state));
            QVERIFY(!reviewStateDisplayName(state).isEmpty());
        }
        QCOMPARE(reviewStateFromId(QStringLiteral(" Needs-Info ")), std::optional<ReviewState>(ReviewState::NeedsInfo));
        QVERIFY(!reviewStateFromId(QStringLiteral("pending")));
    }

    void stateFromLabels_data()
    {
        QTest::addColumn<QStringList>("labels");
        QTest::addColumn<QString>("issueState");
        QTest::addColumn<QString>("expected");
        const QString open = QStringLiteral("open");
        const QString closed = QStringLiteral("closed");
        QTest::newRow("no labels, open") << QStringList() << open << QStringLiteral("new");
        QTest::newRow("no labels, closed") << QStringList() << closed << QStringLiteral("closed");
        QTest::newRow("new") << QStringList { QStringLiteral("new") } << open << QStringLiteral("new");
        QTest::newRow("capitalised New") << QStringList { QStringLiteral("New") } << open << QStringLiteral("new");
        QTest::newRow("capitalised Declined, closed") << QStringList { QStringLiteral("Declined") } << closed << QStringLiteral("declined");
        QTest::newRow("NEEDS-INFO") << QStringList { QStringLiteral("NEEDS-INFO") } << open << QStringLiteral("needs-info");
        QTest::newRow("stale new beside voting") << QStringList { QStringLiteral("new"), QStringLiteral("voting") } << open << QStringLiteral("voting");
        QTest::newRow("decision wins") << QStringList { QStringLiteral("voting"), QStringLiteral("approved") } << closed << QStringLiteral("approved");
        QTest::newRow("unrelated labels") << QStringList { QStringLiteral("hardware"), QStringLiteral("question") } << open << QStringLiteral("new");
        QTest::newRow("label that only contains a state name") << QStringList { QStringLiteral("not-approved-yet") } << open << QStringLiteral("new");
    }

    void stateFromLabels()
    {
        QFETCH(QStringList, labels);
        QFETCH(QString, issueState);
        QFETCH(QString, expected);
        QCOMPARE(reviewStateId(LabelScheme().stateOf(labels, issueState)), expected);
    }

    void customLabelNames()
    {
        LabelScheme scheme;
        scheme.setLabel(ReviewState::Voting, QStringLiteral("Vote open"));
        QCOMPARE(scheme.labelFor(ReviewState::Voting), QStringLiteral("Vote open"));
        QCOMPARE(scheme.stateOf({ QStringLiteral("vote OPEN") }, QStringLiteral("open")), ReviewState::Voting);
        QCOMPARE(scheme.stateOf({ QStringLiteral("voting") }, QStringLiteral("open")), ReviewState::New);
        scheme.setLabel(ReviewState::Closed, QStringLiteral("ignored"));
        QVERIFY(scheme.labelFor(ReviewState::Closed).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_ReviewState)
#include "tst_reviewstate.moc"
