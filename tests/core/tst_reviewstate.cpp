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

    // Labels in use elsewhere in the foundation: spaces, mixed case, several per state. The
    // first is the one the workbench sets; each is recognised.
    void severalLabelsPerState()
    {
        LabelScheme scheme;
        scheme.setLabels(ReviewState::Voting,
                         { QStringLiteral(" in voting "), QStringLiteral("voting"),
                           QStringLiteral("IN VOTING"), QStringLiteral(" ") });
        scheme.setLabels(ReviewState::New, { QStringLiteral("review - scheduled") });
        scheme.setLabels(ReviewState::Declined,
                         { QStringLiteral("declined"), QStringLiteral("Too early") });
        scheme.setLabels(ReviewState::Approved, {}); // empty: the default stays
        QCOMPARE(scheme.labelFor(ReviewState::Voting), QStringLiteral("in voting"));
        QCOMPARE(scheme.labelsFor(ReviewState::Voting),
                 QStringList({ QStringLiteral("in voting"), QStringLiteral("voting") }));
        QCOMPARE(scheme.labelFor(ReviewState::Approved), QStringLiteral("approved"));
        const QString open = QStringLiteral("open");
        QCOMPARE(scheme.stateOf({ QStringLiteral("In Voting") }, open), ReviewState::Voting);
        QCOMPARE(scheme.stateOf({ QStringLiteral("voting") }, open), ReviewState::Voting);
        QCOMPARE(scheme.stateOf({ QStringLiteral("Review - Scheduled") }, open), ReviewState::New);
        QCOMPARE(scheme.stateOf({ QStringLiteral("too early") }, QStringLiteral("closed")),
                 ReviewState::Declined);
        // Only the whole name: "in" or "voting-soon" mean nothing.
        QCOMPARE(scheme.stateOf({ QStringLiteral("in"), QStringLiteral("voting-soon") }, open),
                 ReviewState::New);

        // In the settings: a list, or one line with commas; both load the same scheme.
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("labels.ini")), QSettings::IniFormat);
        settings.setValue(QStringLiteral("labels/voting"), QStringLiteral("in voting, voting"));
        settings.setValue(QStringLiteral("labels/declined"),
                          QStringList { QStringLiteral("declined"), QStringLiteral("Too early") });
        settings.setValue(QStringLiteral("labels/new"), QStringLiteral("review - scheduled"));
        const LabelScheme loaded = LabelScheme::load(settings);
        QCOMPARE(loaded, scheme);
        QSettings saved(dir.filePath(QStringLiteral("saved.ini")), QSettings::IniFormat);
        scheme.save(saved);
        QCOMPARE(LabelScheme::load(saved), scheme);
        QCOMPARE(LabelScheme::splitNames(QStringLiteral(" a , b c,,")),
                 QStringList({ QStringLiteral("a"), QStringLiteral("b c") }));
    }
};

QTEST_GUILESS_MAIN(tst_ReviewState)
#include "tst_reviewstate.moc"
