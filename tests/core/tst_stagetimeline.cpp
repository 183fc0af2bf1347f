#include "TestSupport.h"
#include "core/dashboard/StageTimeline.h"

#include <QTest>
#include <QTimeZone>

using namespace acp;
using acp::test::s;

namespace {

const QDateTime kStart(QDate(2026, 1, 1), QTime(0, 0), QTimeZone::utc());

Issue application(const QStringList &labels, const QString &state = s("open"))
{
    Issue issue;
    issue.number = 7;
    issue.author = s("applicant");
    issue.labels = labels;
    issue.state = state;
    issue.createdAt = kStart;
    issue.updatedAt = kStart.addDays(60);
    return issue;
}

Comment marked(qint64 id, int day, const QString &marker, const QString &author = s("co-chair"),
               const QString &association = s("MEMBER"))
{
    Comment comment;
    comment.id = id;
    comment.issueNumber = 7;
    comment.author = author;
    comment.authorAssociation = association;
    comment.body = s("Text\n\n<!-- acp-workbench:%1 -->").arg(marker);
    comment.createdAt = kStart.addDays(day);
    return comment;
}

QStringList stages(const StageTimeline &timeline)
{
    QStringList ids;
    for (const StagePeriod &period : timeline.periods) {
        ids.append(processStageId(period.stage));
    }
    return ids;
}

} // namespace

class tst_StageTimeline : public QObject
{
    Q_OBJECT

private slots:
    void followsTheMarkersOfTrustedComments()
    {
        const Issue issue = application({ s("approved") }, s("closed"));
        const QList<Comment> comments = {
            marked(1, 10, s("request-info")),
            marked(2, 12, s("request-info")), // a second request: the same stage goes on
            marked(3, 20, s("back-to-review")),
            marked(4, 30, s("vote")),
            marked(5, 44, s("decision=approved")),
        };
        const StageTimeline timeline =
            StageTimeline::of(issue, comments, LabelScheme(), AuthorTrust());
        QCOMPARE(stages(timeline),
                 (QStringList { s("pre-review"), s("needs-info"), s("pre-review"), s("voting") }));
        QCOMPARE(timeline.current, ProcessStage::Decided);
        QCOMPARE(timeline.decidedAt, kStart.addDays(44));
        const QDateTime later = kStart.addDays(400);
        QCOMPARE(timeline.daysIn(ProcessStage::PreReview, later), 20.0); // 10 + 10
        QCOMPARE(timeline.daysIn(ProcessStage::NeedsInfo, later), 10.0);
        QCOMPARE(timeline.daysIn(ProcessStage::Voting, later), 14.0);
        QCOMPARE(timeline.daysInCurrent(later), 0.0);
    }

    void strangersMoveNothing()
    {
        const Issue issue = application({ s("new") });
        // The applicant and a passer-by write the markers too; a co-chair's in a quote is text.
        Comment quoted = marked(3, 5, s("vote"));
        quoted.body = s("Was it `<!-- acp-workbench:vote -->`?");
        const QList<Comment> comments = {
            marked(1, 3, s("decision=approved"), s("applicant"), s("OWNER")),
            marked(2, 4, s("vote"), s("passer-by"), s("NONE")),
            quoted,
        };
        const StageTimeline timeline =
            StageTimeline::of(issue, comments, LabelScheme(), AuthorTrust());
        QCOMPARE(stages(timeline), QStringList { s("pre-review") });
        QCOMPARE(timeline.current, ProcessStage::PreReview);
        QVERIFY(!timeline.decidedAt.isValid());
        QCOMPARE(timeline.daysInCurrent(kStart.addDays(9)), 9.0);
    }

    void reopenedAndDecidedAgain()
    {
        const Issue issue = application({ s("declined") }, s("closed"));
        const QList<Comment> comments = {
            marked(1, 10, s("vote")),           marked(2, 20, s("decision=approved")),
            marked(3, 40, s("back-to-review")), // re-opened for another look
            marked(4, 50, s("vote")),           marked(5, 55, s("decision=declined")),
        };
        const StageTimeline timeline =
            StageTimeline::of(issue, comments, LabelScheme(), AuthorTrust());
        QCOMPARE(stages(timeline),
                 (QStringList { s("pre-review"), s("voting"), s("pre-review"), s("voting") }));
        QCOMPARE(timeline.decidedAt, kStart.addDays(55));
        QCOMPARE(timeline.daysIn(ProcessStage::Voting, kStart.addDays(99)), 15.0);
        QCOMPARE(timeline.daysIn(ProcessStage::PreReview, kStart.addDays(99)), 20.0);
    }

    void labelsWithoutMarkers()
    {
        // Labelled needs-info by hand: from the co-chair's first comment after the last change.
        Issue issue = application({ s("needs-info") });
        const QList<Comment> comments = {
            marked(1, 3, s("nothing"), s("applicant"), s("NONE")),
            marked(2, 8, s("nothing")),
        };
        StageTimeline timeline = StageTimeline::of(issue, comments, LabelScheme(), AuthorTrust());
        QCOMPARE(stages(timeline), (QStringList { s("pre-review"), s("needs-info") }));
        QCOMPARE(timeline.periods.last().from, kStart.addDays(8));

        // Approved and closed by hand: decided when it was closed.
        issue = application({ s("Approved") }, s("closed"));
        issue.closedAt = kStart.addDays(30);
        timeline = StageTimeline::of(issue, {}, LabelScheme(), AuthorTrust());
        QCOMPARE(timeline.current, ProcessStage::Decided);
        QCOMPARE(timeline.decidedAt, issue.closedAt);
        QCOMPARE(timeline.daysIn(ProcessStage::PreReview, kStart.addDays(90)), 30.0);
    }

    // With a label history, the stages follow it: labels changed by hand (no marker at all),
    // a vote withdrawn back to review, a decision, a re-opening and a second decision.
    void labelHistoryIsReplayed()
    {
        Issue issue = application({ s("approved") }, s("closed"));
        qint64 id = 100;
        const auto event = [&id](int day, const char *kind, const char *label = "") {
            IssueEvent e;
            e.id = ++id;
            e.issueNumber = 7;
            e.event = QString::fromLatin1(kind);
            e.label = QString::fromLatin1(label);
            e.actor = s("co-chair");
            e.createdAt = kStart.addDays(day);
            return e;
        };
        const QList<IssueEvent> history = {
            event(0, "labeled", "new"), // the form's label, as the issue opened
            event(5, "unlabeled", "new"),
            event(5, "labeled", "needs-info"),
            event(9, "unlabeled", "needs-info"),
            event(9, "labeled", "voting"),
            event(14, "unlabeled", "voting"), // withdrawn: back to review
            event(14, "labeled", "new"),
            event(20, "unlabeled", "new"),
            event(20, "labeled", "voting"),
            event(30, "unlabeled", "voting"),
            event(30, "labeled", "declined"),
            event(30, "closed"),
            event(40, "reopened"), // re-opened and re-labelled for another round
            event(40, "unlabeled", "declined"),
            event(40, "labeled", "voting"),
            event(50, "unlabeled", "voting"),
            event(50, "labeled", "approved"),
            event(50, "closed"),
        };
        // A marker that says otherwise changes nothing once the history is there.
        const QList<Comment> comments = { marked(1, 3, s("vote")) };
        const StageTimeline timeline =
            StageTimeline::of(issue, comments, LabelScheme(), AuthorTrust(), history);
        QCOMPARE(stages(timeline),
                 (QStringList { s("pre-review"), s("needs-info"), s("voting"), s("pre-review"),
                                s("voting"), s("voting") }));
        QCOMPARE(timeline.current, ProcessStage::Decided);
        QCOMPARE(timeline.decidedAt, kStart.addDays(50));
        const QDateTime now = kStart.addDays(90);
        QCOMPARE(timeline.daysIn(ProcessStage::PreReview, now), 5.0 + 6.0);
        QCOMPARE(timeline.daysIn(ProcessStage::NeedsInfo, now), 4.0);
        QCOMPARE(timeline.daysIn(ProcessStage::Voting, now), 5.0 + 10.0 + 10.0);
        QCOMPARE(timeline.daysInCurrent(now), 0.0);

        // Still in a stage: counted up to now.
        issue = application({ s("needs-info") });
        const StageTimeline open =
            StageTimeline::of(issue, {}, LabelScheme(), AuthorTrust(),
                              { event(0, "labeled", "new"), event(10, "unlabeled", "new"),
                                event(10, "labeled", "needs-info") });
        QCOMPARE(open.current, ProcessStage::NeedsInfo);
        QCOMPARE(open.daysInCurrent(now), 80.0);
        QCOMPARE(open.daysIn(ProcessStage::PreReview, now), 10.0);
    }
};

QTEST_GUILESS_MAIN(tst_StageTimeline)
#include "tst_stagetimeline.moc"
