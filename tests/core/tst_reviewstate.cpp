#include "core/review/ReviewState.h"

#include <QSettings>
#include <QTemporaryDir>
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
        QCOMPARE(reviewStateFromId(QStringLiteral(" Needs-Info ")),
                 std::optional<ReviewState>(ReviewState::NeedsInfo));
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
        QTest::newRow("new") << QStringList { QStringLiteral("new") } << open
                             << QStringLiteral("new");
        QTest::newRow("capitalised New")
            << QStringList { QStringLiteral("New") } << open << QStringLiteral("new");
        QTest::newRow("capitalised Declined, closed")
            << QStringList { QStringLiteral("Declined") } << closed << QStringLiteral("declined");
        QTest::newRow("NEEDS-INFO")
            << QStringList { QStringLiteral("NEEDS-INFO") } << open << QStringLiteral("needs-info");
        QTest::newRow("stale new beside voting")
            << QStringList { QStringLiteral("new"), QStringLiteral("voting") } << open
            << QStringLiteral("voting");
        QTest::newRow("decision wins")
            << QStringList { QStringLiteral("voting"), QStringLiteral("approved") } << closed
            << QStringLiteral("approved");
        QTest::newRow("unrelated labels")
            << QStringList { QStringLiteral("hardware"), QStringLiteral("question") } << open
            << QStringLiteral("new");
        QTest::newRow("label that only contains a state name")
            << QStringList { QStringLiteral("not-approved-yet") } << open << QStringLiteral("new");
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
        QCOMPARE(scheme.stateOf({ QStringLiteral("vote OPEN") }, QStringLiteral("open")),
                 ReviewState::Voting);
        QCOMPARE(scheme.stateOf({ QStringLiteral("voting") }, QStringLiteral("open")),
                 ReviewState::New);
        scheme.setLabel(ReviewState::Closed, QStringLiteral("ignored"));
        QVERIFY(scheme.labelFor(ReviewState::Closed).isEmpty());
    }

    void labelSchemeFromSettings()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        // Nothing set: the defaults.
        QCOMPARE(LabelScheme::load(settings), LabelScheme());
        settings.setValue(QStringLiteral("labels/needs-info"),
                          QStringLiteral(" Waiting for Submitter "));
        settings.setValue(QStringLiteral("labels/declined"),
                          QStringLiteral("   ")); // blank: default
        const LabelScheme scheme = LabelScheme::load(settings);
        QCOMPARE(scheme.labelFor(ReviewState::NeedsInfo), QStringLiteral("Waiting for Submitter"));
        QCOMPARE(scheme.labelFor(ReviewState::Declined), QStringLiteral("declined"));
        const QString open = QStringLiteral("open");
        QCOMPARE(scheme.stateOf({ QStringLiteral("waiting for submitter") }, open),
                 ReviewState::NeedsInfo);
        QCOMPARE(scheme.stateOf({ QStringLiteral("needs-info") }, open), ReviewState::New);
        QCOMPARE(LabelScheme().stateOf({ QStringLiteral("needs-info") }, open),
                 ReviewState::NeedsInfo);

        // save() writes every state's name; loading it back gives the same scheme.
        QSettings other(dir.filePath(QStringLiteral("other.ini")), QSettings::IniFormat);
        scheme.save(other);
        QCOMPARE(other.value(QStringLiteral("labels/new")).toString(), QStringLiteral("new"));
        QCOMPARE(LabelScheme::load(other), scheme);
        QVERIFY(LabelScheme::load(other) != LabelScheme());
    }
};

QTEST_GUILESS_MAIN(tst_ReviewState)
#include "tst_reviewstate.moc"
