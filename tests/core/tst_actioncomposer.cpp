// Over 600 lines on purpose: one test executable per class; every template and action kind has its
// cases.
//
// Comment templates and the co-chair action composer: placeholders and sections, user
// overrides, the request-info body built from the checklist's gaps, the vote, decision and
// periodic-review comments with their hidden markers and label changes, and the Due list.

#include "TestSupport.h"
#include "core/actions/ActionComposer.h"
#include "core/actions/CommentTemplates.h"
#include "core/actions/DueList.h"
#include "core/actions/RequestFollowUp.h"
#include "core/review/Checklist.h"
#include "core/review/RequirementSet.h"
#include "core/review/TeamReview.h"
#include "core/text/DisplayText.h"
#include "core/voting/RosterParser.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QTranslator>

using namespace acp;
using acp::test::s;

namespace {

Issue application(int number, const QStringList &labels, const QString &state = s("open"))
{
    Issue issue;
    issue.number = number;
    issue.title = s("[ACP Application]: Nordlicht NPU");
    issue.body = s("### Platform name\n\nNordlicht NPU\n\n### Security policy\n\n_No response_\n");
    issue.author = s("nordlicht-dev");
    issue.state = state;
    issue.labels = labels;
    issue.createdAt = QDateTime(QDate(2025, 3, 1), QTime(9, 0), QTimeZone::utc());
    issue.updatedAt = issue.createdAt;
    issue.htmlUrl = QUrl(
        s("https://github.com/pytorch-fdn/additional-compute-platforms/issues/%1").arg(number));
    return issue;
}

ChecklistEntry entry(int issue, const char *requirement, ChecklistStatus status, const char *note)
{
    ChecklistEntry e;
    e.issueNumber = issue;
    e.requirementId = s(requirement);
    e.status = status;
    e.note = s(note);
    return e;
}

EvidenceNote evidence(int issue, const char *requirement, EvidenceKind kind, const char *content,
                      bool inRequest)
{
    EvidenceNote note;
    note.issueNumber = issue;
    note.requirementId = requirement ? s(requirement) : QString();
    note.kind = kind;
    note.content = s(content);
    note.includeInRequest = inRequest;
    if (kind == EvidenceKind::File || kind == EvidenceKind::Image) {
        note.originalName = s(content);
    }
    return note;
}

Comment comment(int issue, qint64 id, const QDateTime &when, const QString &body)
{
    Comment c;
    c.id = id;
    c.issueNumber = issue;
    c.author = s("wg-cochair");
    c.authorAssociation = s("MEMBER"); // trusted: its markers count
    c.body = body;
    c.createdAt = when;
    c.updatedAt = when;
    return c;
}

} // namespace

class tst_ActionComposer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void builtInTemplatesExistAndRender()
    {
        const CommentTemplates templates;
        for (const QString &name : CommentTemplates::names()) {
            QVERIFY2(!templates.text(name).trimmed().isEmpty(), qPrintable(name));
            QCOMPARE(templates.sourcePath(name), CommentTemplates::builtInPath(name));
            QVERIFY(!templates.isOverridden(name));
        }
    }

    void renderingRules()
    {
        const auto render = [](const QString &text, const QHash<QString, QString> &values) {
            return CommentTemplates::renderText(text, values);
        };
        QCOMPARE(render(s("Hi {{ who }}!"), { { s("who"), s("Ada") } }).text, s("Hi Ada!"));
        // Sections on their own lines vanish with their lines; blank runs collapse.
        const QString sectioned = s("A\n\n{{#x}}\nX is {{x}}\n{{/x}}\n\n{{^x}}\nno x\n{{/x}}\n\nB");
        QCOMPARE(render(sectioned, { { s("x"), s("1") } }).text, s("A\n\nX is 1\n\nB"));
        QCOMPARE(render(sectioned, { { s("x"), s("  ") } }).text, s("A\n\nno x\n\nB"));
        // Inline sections, nested sections of other keys.
        QCOMPARE(
            render(s("a{{#x}} [{{#y}}y{{/y}}]{{/x}}."), { { s("x"), s("1") }, { s("y"), s("") } })
                .text,
            s("a []."));
        // Unknown keys are reported and left empty; values are never read as template syntax.
        const CommentTemplates::Result unknown =
            render(s("{{a}}|{{b}}|{{#c}}c{{/c}}"), { { s("a"), s("{{b}} {{#a}}") } });
        QCOMPARE(unknown.text, s("{{b}} {{#a}}||"));
        QCOMPARE(unknown.unknownKeys, (QStringList { s("c"), s("b") }));
    }

    void userTemplatesReplaceTheDefaults()
    {
        QTemporaryDir dir;
        QFile file(QDir(dir.path()).filePath(s("start-vote.md")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "Vote on {{platform}} now. {{rule}}\r\n{{#closes}}Until {{closes}}.{{/closes}}\n");
        file.close();
        QFile blank(QDir(dir.path()).filePath(s("decision-approved.md")));
        QVERIFY(blank.open(QIODevice::WriteOnly));
        blank.write("  \n");
        blank.close();

        ActionSettings settings;
        settings.templateFolder = dir.path();
        const ActionComposer composer(LabelScheme(), settings);
        QVERIFY(composer.templates().isOverridden(s("start-vote")));
        QVERIFY(!composer.templates().isOverridden(s("decision-approved"))); // blank: ignored
        QVERIFY(!composer.templates().isOverridden(s("request-info")));

        const Issue issue = application(4, { s("new") });
        ActionComposer::VoteOptions options;
        options.closes = QDate::currentDate().addDays(14);
        const ComposeResult result =
            composer.startVote(issue, IssueSnapshot::fromIssue(issue), options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.action->comment().startsWith(s("Vote on Nordlicht NPU now. Quorum")));
        QVERIFY(result.action->comment().endsWith(
            s("Until %1.").arg(options.closes.toString(Qt::ISODate))));
        // The hidden markers do not depend on the template.
        QVERIFY(result.action->commentToPost().contains(s("<!-- acp-workbench:vote -->")));
    }

    void requestInfoIsBuiltFromTheGaps()
    {
        const Issue issue = application(12, { s("New") });
        const RequirementSet requirements = RequirementSet::builtIn();
        const QHash<QString, ChecklistEntry> entries {
            { s("security-policy"),
              entry(12, "security-policy", ChecklistStatus::Gap,
                    "SECURITY.md gives no disclosure timeline.") },
            { s("working-ci"),
              entry(12, "working-ci", ChecklistStatus::NeedsJudgment,
                    "CI covers one of three declared architectures.") },
            { s("package"), entry(12, "package", ChecklistStatus::Met, "Wheels on the index.") },
        };
        const QList<EvidenceNote> notes {
            evidence(12, "security-policy", EvidenceKind::Url, "https://example.com/SECURITY.md",
                     true),
            evidence(12, "security-policy", EvidenceKind::Text, "Private: vendor NDA mentions",
                     false),
            evidence(12, "security-policy", EvidenceKind::Text, "Reports go to\na shared inbox",
                     true),
            evidence(12, "security-policy", EvidenceKind::File, "audit.pdf", true),
            evidence(12, "package", EvidenceKind::Url, "https://example.com/wheels", true),
            evidence(12, nullptr, EvidenceKind::Text, "Please also confirm the contact.", true),
        };
        const Checklist checklist = Checklist::assemble(issue, {}, requirements, entries, notes);
        const ActionComposer composer;
        const IssueSnapshot expected = IssueSnapshot::fromIssue(issue);

        const ComposeResult gapsOnly = composer.requestInfo(issue, expected, checklist, false);
        QVERIFY2(gapsOnly.ok(), qPrintable(gapsOnly.error));
        const OutboxAction &action = *gapsOnly.action;
        const QString body = action.comment();
        QCOMPARE(action.kind, ActionKind::RequestInfo);
        QCOMPARE(action.issueNumber, 12);
        QVERIFY(body.contains(s("@nordlicht-dev")));
        QVERIFY(body.contains(s("#### Security policy")));
        QVERIFY(body.contains(s("SECURITY.md gives no disclosure timeline.")));
        QVERIFY(body.contains(s("- https://example.com/SECURITY.md")));
        QVERIFY(body.contains(s("> Reports go to\n> a shared inbox")));
        QVERIFY(body.contains(s("Please also confirm the contact.")));
        QVERIFY(!body.contains(s("vendor NDA"))); // not included in requests
        QVERIFY(!body.contains(s("Working CI"))); // needs-judgment not chosen
        QVERIFY(!body.contains(s("Binary package"))); // met
        QVERIFY(!body.contains(s("wheels")));
        QVERIFY(!body.contains(s("{{")));
        QCOMPARE(gapsOnly.warnings.size(), 1); // the file cannot travel
        QVERIFY(gapsOnly.warnings.constFirst().contains(s("audit.pdf")));
        QCOMPARE(action.addLabels(), QStringList { s("needs-info") });
        QCOMPARE(action.removeLabels(), QStringList { s("new") });
        QVERIFY(action.setState().isEmpty());
        QVERIFY(!action.uuid.isEmpty());
        QVERIFY(action.commentToPost().contains(OutboxAction::actionMarker(action.uuid)));
        QVERIFY(action.commentToPost().contains(s("<!-- acp-workbench:request-info -->")));
        const QJsonArray ids = action.details().value(s("requirements")).toArray();
        QCOMPARE(ids.size(), 1);
        QCOMPARE(ids.at(0).toObject().value(s("id")).toString(), s("security-policy"));

        const ComposeResult withJudgment = composer.requestInfo(issue, expected, checklist, true);
        QVERIFY(withJudgment.ok());
        const QString both = withJudgment.action->comment();
        QVERIFY(both.contains(s("#### Working CI")));
        QVERIFY(both.contains(s("CI covers one of three declared architectures.")));
        QVERIFY(both.indexOf(s("Security policy")) < both.indexOf(s("Working CI")));
        QVERIFY(withJudgment.action->uuid != action.uuid);

        // Nothing marked: nothing to ask.
        const Checklist empty = Checklist::assemble(issue, {}, requirements, {}, {});
        const ComposeResult none = composer.requestInfo(issue, expected, empty, true);
        QVERIFY(!none.ok());
        QVERIFY(none.error.contains(s("#12")));

        // Not while voting.
        IssueSnapshot voting = expected;
        voting.labels = { s("voting") };
        const ComposeResult late = composer.requestInfo(issue, voting, checklist, false);
        QVERIFY(!late.ok());
        QVERIFY2(late.error.contains(s("voting")), qPrintable(late.error));
    }

    // Colleagues' published reviews add their gaps, each named as theirs; a requirement only
    // they found a gap in is asked about too; their met items are not.
    void requestInfoDrawsOnColleaguesReviews()
    {
        const Issue issue = application(12, { s("New") });
        const RequirementSet requirements = RequirementSet::builtIn();
        const QHash<QString, ChecklistEntry> entries {
            { s("security-policy"),
              entry(12, "security-policy", ChecklistStatus::Gap, "No disclosure timeline.") },
            { s("working-ci"), entry(12, "working-ci", ChecklistStatus::Met, "Fine by me.") },
        };
        const Checklist checklist = Checklist::assemble(issue, {}, requirements, entries, {});
        PublishedReview ana;
        ana.author = s("cochair-ana");
        ana.items = { { s("security-policy"), ChecklistStatus::Gap, s("No security contact.") },
                      { s("working-ci"), ChecklistStatus::Gap, s("Nightly only.") },
                      { s("release-gap"), ChecklistStatus::NeedsJudgment, s("2.9?") },
                      { s("package"), ChecklistStatus::Met, s("Wheels.") } };
        const ActionComposer composer;
        const ComposeResult result =
            composer.requestInfo(issue, IssueSnapshot::fromIssue(issue), checklist, false, { ana });
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString body = result.action->comment();
        QVERIFY(body.contains(s("No disclosure timeline.")));
        QVERIFY(body.contains(s("_From @cochair-ana's review:_ No security contact.")));
        QVERIFY(body.contains(s("#### Working CI")));
        QVERIFY(body.contains(s("_From @cochair-ana's review:_ Nightly only.")));
        QVERIFY(!body.contains(s("Fine by me."))); // your met note is not a question
        QVERIFY(!body.contains(s("2.9?"))); // needs judgment not chosen
        QVERIFY(!body.contains(s("Wheels.")));
        const QJsonArray ids = result.action->details().value(s("requirements")).toArray();
        QCOMPARE(ids.size(), 2);
        QCOMPARE(ids.at(0).toObject().value(s("id")).toString(), s("working-ci"));
        QCOMPARE(ids.at(0).toObject().value(s("from_reviews")).toArray(),
                 QJsonArray { s("cochair-ana") });
        const ComposeResult judged =
            composer.requestInfo(issue, IssueSnapshot::fromIssue(issue), checklist, true, { ana });
        QVERIFY(judged.action->comment().contains(s("_From @cochair-ana's review:_ 2.9?")));
    }

    // Comments go to the shared record on GitHub: a reviewer working in another language must
    // not post the roster table or the rule in it.
    void voteCommentStaysEnglishUnderATranslation()
    {
        class ShoutingTranslator : public QTranslator
        {
        public:
            QString translate(const char *, const char *sourceText, const char *,
                              int) const override
            {
                return QStringLiteral("XX ") + QString::fromUtf8(sourceText).toUpper();
            }
            bool isEmpty() const override { return false; }
        };
        ShoutingTranslator translator;
        QCoreApplication::installTranslator(&translator);
        const auto removeTranslator =
            qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
        QVERIFY(countingRuleText(CountingRule::StrictMajority).startsWith(s("XX ")));

        const Issue issue = application(23, { s("new") });
        ActionComposer::VoteOptions options;
        options.roster = QList<VoteRosterEntry> { { s("Acme"), s("acme-rep"), QString(), true },
                                                  { s("Borealis"), s("bor"), QString(), false } };
        const ComposeResult composed =
            ActionComposer().startVote(issue, IssueSnapshot::fromIssue(issue), options);
        QVERIFY2(composed.ok(), qPrintable(composed.error));
        const QString body = composed.action->commentToPost();
        QVERIFY2(!body.contains(s("XX ")), qPrintable(body));
        QVERIFY(body.contains(s("| Organization | Representative | Alternate | Status |")));
        QVERIFY(body.contains(s("| Acme | @acme-rep | — | eligible |")));
        QVERIFY(body.contains(countingRuleCommentText(CountingRule::StrictMajority)));

        const ComposeResult noRoster =
            ActionComposer().startVote(issue, IssueSnapshot::fromIssue(issue), {});
        QVERIFY(!noRoster.action->commentToPost().contains(s("XX ")));
    }

    void startVoteStatesItsVotingWindow()
    {
        const Issue issue = application(21, { s("needs-info") });
        ActionSettings settings;
        settings.voteMinimumDays = 3;
        settings.voteDeadlineDays = 10;
        const ActionComposer composer(LabelScheme(), settings);
        const QDate today = QDate::currentDate();
        ActionComposer::VoteOptions options;
        // The deadline may move, not before the minimum wait.
        options.closes = today.addDays(2);
        ComposeResult composed =
            composer.startVote(issue, IssueSnapshot::fromIssue(issue), options);
        QVERIFY(!composed.ok());
        QVERIFY2(composed.error.contains(today.addDays(3).toString(Qt::ISODate)),
                 qPrintable(composed.error));
        options.closes = today.addDays(3); // the boundary: allowed
        composed = composer.startVote(issue, IssueSnapshot::fromIssue(issue), options);
        QVERIFY2(composed.ok(), qPrintable(composed.error));
        QVERIFY(composed.action->comment().contains(
            s("The vote closes on %1**").arg(today.addDays(3).toString(Qt::ISODate))));
        options.closes = today.addDays(-1);
        composed = composer.startVote(issue, IssueSnapshot::fromIssue(issue), options);
        QVERIFY(composed.error.contains(s("in the past")));
        // No date: the settings' deadline.
        composed = composer.startVote(issue, IssueSnapshot::fromIssue(issue), {});
        QVERIFY2(composed.ok(), qPrintable(composed.error));
        QCOMPARE(composed.action->details().value(s("closes")).toString(),
                 today.addDays(10).toString(Qt::ISODate));
        QCOMPARE(composed.action->details().value(s("earliest_close")).toString(),
                 today.addDays(3).toString(Qt::ISODate));
    }

    void startVoteCarriesMarkerBallotRosterAndRule()
    {
        const Issue issue = application(21, { s("needs-info") });
        const ActionComposer composer;
        const ComposeResult noRoster =
            composer.startVote(issue, IssueSnapshot::fromIssue(issue), {});
        QVERIFY2(noRoster.ok(), qPrintable(noRoster.error));
        const QString body = noRoster.action->commentToPost();
        QVERIFY(body.contains(s("<!-- acp-workbench:vote -->")));
        // The voting window by default: opened today, 7 days at least, closing after 28.
        const QDate today = QDate::currentDate();
        QVERIFY(body.contains(s("<!-- acp-workbench:vote-closes=%1 -->")
                                  .arg(today.addDays(28).toString(Qt::ISODate))));
        QVERIFY(body.contains(s("<!-- acp-workbench:vote-earliest-close=%1 -->")
                                  .arg(today.addDays(7).toString(Qt::ISODate))));
        QVERIFY(body.contains(s("Opened on %1").arg(today.toString(Qt::ISODate))));
        QVERIFY(body.contains(s("not before %1").arg(today.addDays(7).toString(Qt::ISODate))));
        for (const char *ballot : { "👍", "👎", "👀", "approve", "reject", "abstain" }) {
            QVERIFY2(body.contains(s(ballot)), ballot);
        }
        QVERIFY(body.contains(s("No roster is defined")));
        QVERIFY(body.contains(s("<!-- acp-workbench:vote-rule=strict -->")));
        QVERIFY(body.contains(countingRuleCommentText(CountingRule::StrictMajority)));
        QVERIFY(body.contains(s("approvals exceed half")));
        QCOMPARE(noRoster.action->addLabels(), QStringList { s("voting") });
        QCOMPARE(noRoster.action->removeLabels(), (QStringList { s("needs-info"), s("new") }));

        ActionSettings settings;
        settings.countingRule = CountingRule::MajorityOfVotesCast;
        const ActionComposer other(LabelScheme(), settings);
        ActionComposer::VoteOptions options;
        options.roster = QList<VoteRosterEntry> {
            { s("Acme | Corp"), s("acme-rep"), s("acme-alt"), true },
            { s("Borealis"), s("@bor-rep"), QString(), false },
        };
        options.closes = QDate::currentDate().addDays(7);
        const ComposeResult withRoster =
            other.startVote(issue, IssueSnapshot::fromIssue(issue), options);
        QVERIFY(withRoster.ok());
        const QString text = withRoster.action->commentToPost();
        QVERIFY(text.contains(s("| Acme \\| Corp | @acme-rep | @acme-alt | eligible |")));
        QVERIFY(text.contains(s("| Borealis | @bor-rep | — | suspended |")));
        QVERIFY(text.contains(s("outnumber rejections")));
        const QString closes = options.closes.toString(Qt::ISODate);
        QVERIFY(text.contains(s("The vote closes on %1").arg(closes)));
        QVERIFY(text.contains(s("<!-- acp-workbench:vote-closes=%1 -->").arg(closes)));
        QCOMPARE(withRoster.action->details().value(s("rule")).toString(), s("votes-cast"));
        QVERIFY(text.contains(s("<!-- acp-workbench:vote-rule=votes-cast -->")));
        QCOMPARE(withRoster.action->details().value(s("roster")).toArray().size(), 2);

        options.closes = QDate::currentDate().addDays(-1);
        QVERIFY(!other.startVote(issue, IssueSnapshot::fromIssue(issue), options).ok());
    }

    void decisionClosesWithTheRightReason()
    {
        const Issue issue = application(30, { s("Voting"), s("hardware") });
        const ActionComposer composer;
        ActionComposer::DecisionOptions approved;
        approved.tally = s("6 approve, 1 reject, 1 abstain (quorum 8 of 9)");
        approved.reasons = s("Meets every requirement.");
        approved.decidedOn = QDate(2026, 1, 15);
        const ComposeResult yes =
            composer.decision(issue, IssueSnapshot::fromIssue(issue), approved);
        QVERIFY2(yes.ok(), qPrintable(yes.error));
        QCOMPARE(yes.action->kind, ActionKind::RecordDecision);
        QCOMPARE(yes.action->addLabels(), QStringList { s("approved") });
        QCOMPARE(yes.action->removeLabels(), QStringList { s("voting") });
        QCOMPARE(yes.action->setState(), s("closed"));
        QCOMPARE(yes.action->stateReason(), s("completed"));
        const QString body = yes.action->commentToPost();
        QVERIFY(body.contains(s("**approved**")));
        QVERIFY(body.contains(approved.tally));
        QVERIFY(body.contains(approved.reasons));
        QVERIFY(body.contains(s("2026-07-15"))); // first periodic review
        QVERIFY(body.contains(s("<!-- acp-workbench:decision=approved -->")));

        ActionComposer::DecisionOptions declined;
        declined.approved = false;
        // The record says why: no decision without its reasons.
        declined.reasons = s(" \n ");
        ComposeResult no = composer.decision(issue, IssueSnapshot::fromIssue(issue), declined);
        QVERIFY(!no.ok());
        QVERIFY2(no.error.contains(s("reasons")), qPrintable(no.error));
        declined.reasons = s("Quorum was not met before the deadline.");
        no = composer.decision(issue, IssueSnapshot::fromIssue(issue), declined);
        QVERIFY2(no.ok(), qPrintable(no.error));
        QCOMPARE(no.action->addLabels(), QStringList { s("declined") });
        QCOMPARE(no.action->stateReason(), s("not_planned"));
        QVERIFY(!no.action->comment().contains(s("### Tally"))); // no tally given: no section
        QVERIFY(no.action->commentToPost().contains(s("acp-workbench:decision=declined")));

        const Issue fresh = application(31, { s("new") });
        QVERIFY(!composer.decision(fresh, IssueSnapshot::fromIssue(fresh), approved).ok());
    }

    // A team's own labels ("in voting" beside the workbench's "voting"): the workbench sets its
    // first label, and an application leaving a state loses whichever of its labels it carries.
    void severalLabelsPerState()
    {
        LabelScheme labels;
        labels.setLabels(ReviewState::Voting, { s("voting"), s("In Voting") });
        labels.setLabels(ReviewState::NeedsInfo, { s("needs-info"), s("waiting on vendor") });
        const ActionComposer composer(labels);

        const Issue voting = application(40, { s("in voting"), s("Waiting On Vendor") });
        QCOMPARE(IssueSnapshot::fromIssue(voting).reviewState(labels), ReviewState::Voting);
        ActionComposer::DecisionOptions approved;
        approved.decidedOn = QDate(2026, 1, 15);
        approved.reasons = s("Every requirement is met.");
        const ComposeResult decision =
            composer.decision(voting, IssueSnapshot::fromIssue(voting), approved);
        QVERIFY2(decision.ok(), qPrintable(decision.error));
        QCOMPARE(decision.action->removeLabels(),
                 QStringList({ s("voting"), s("In Voting"), s("waiting on vendor") }));

        const Issue waiting = application(41, { s("waiting on vendor") });
        const ComposeResult vote =
            composer.startVote(waiting, IssueSnapshot::fromIssue(waiting), {});
        QVERIFY2(vote.ok(), qPrintable(vote.error));
        QCOMPARE(vote.action->addLabels(), QStringList { s("voting") });
        // The workbench's own labels always (absent ones cost nothing), the team's when present.
        QCOMPARE(vote.action->removeLabels(),
                 QStringList({ s("needs-info"), s("new"), s("waiting on vendor") }));
    }

    void backToReviewAndPeriodicActions()
    {
        const ActionComposer composer;
        const Issue waiting = application(40, { s("needs-info") });
        const ComposeResult back =
            composer.backToReview(waiting, IssueSnapshot::fromIssue(waiting), s("Thanks!"));
        QVERIFY(back.ok());
        QCOMPARE(back.action->addLabels(), QStringList { s("new") });
        QCOMPARE(back.action->removeLabels(), (QStringList { s("needs-info"), s("voting") }));
        QVERIFY(back.action->comment().contains(s("Thanks!")));
        const Issue fresh = application(41, { s("new") });
        QVERIFY(!composer.backToReview(fresh, IssueSnapshot::fromIssue(fresh)).ok());

        const Issue listed = application(42, { s("approved") }, s("closed"));
        const IssueSnapshot listedState = IssueSnapshot::fromIssue(listed);
        const QDate today(2026, 2, 1);
        const ComposeResult notice = composer.deficiencyNotice(
            listed, listedState, s("- Release gap: the last release is eight months old."), today);
        QVERIFY2(notice.ok(), qPrintable(notice.error));
        QCOMPARE(notice.action->addLabels(), QStringList { s("deficiency") });
        QVERIFY(notice.action->comment().contains(s("2026-04-02"))); // 60 days
        QVERIFY(notice.action->comment().contains(s("eight months")));
        QVERIFY(notice.action->commentToPost().contains(s("acp-workbench:deficiency=2026-04-02")));
        QVERIFY(!composer.deficiencyNotice(listed, listedState, s(" "), today).ok());

        IssueSnapshot deficient = listedState;
        deficient.labels.append(s("Deficiency"));
        QVERIFY(!composer.deficiencyNotice(listed, deficient, s("again"), today).ok());
        const ComposeResult retire = composer.retirement(listed, deficient, s("Unresolved."));
        QVERIFY(retire.ok());
        QCOMPARE(retire.action->addLabels(), QStringList { s("retired") });
        QCOMPARE(retire.action->removeLabels(), (QStringList { s("approved"), s("deficiency") }));
        QVERIFY(retire.action->setState().isEmpty()); // already closed
        const ComposeResult reviewed = composer.reviewComplete(listed, deficient, {}, today);
        QVERIFY(reviewed.ok());
        QCOMPARE(reviewed.action->removeLabels(), QStringList { s("deficiency") });
        QVERIFY(reviewed.action->commentToPost().contains(
            s("acp-workbench:review-complete=2026-08-01")));

        IssueSnapshot retired = listedState;
        retired.labels = { s("retired") };
        QVERIFY(!composer.reviewComplete(listed, retired).ok());
        const Issue open = application(43, { s("new") });
        QVERIFY(!composer.deficiencyNotice(open, IssueSnapshot::fromIssue(open), s("x")).ok());
    }

    // What the applicant wrote (title, platform name, login) and the roster's organization
    // names reach a co-chair comment as text: no link, image, HTML, marker, mention, reference or
    // new block, whatever they hold. The roster still reads back as it was.
    void applicantValuesAreLiteralText()
    {
        const QString hostile = s("Evil <img src=x> [click](http://evil.example) "
                                  "![px](http://evil.example/p.png) <http://evil.example/a> "
                                  "http://evil.example/b @victim #7 pytorch/pytorch#1 "
                                  "<!-- acp-workbench:decision=approved --> "
                                  "<details><summary>s</summary>d</details> **bold** "
                                  "\u202Egnp.exe\u200B\nX\n# Owned\n- item\n| a | b |");
        Issue issue = application(60, { s("new") });
        issue.title = s("[ACP Application]: ") + hostile;
        issue.body = s("### Platform name\n\n") + hostile.section(QLatin1Char('\n'), 0, 0)
            + s("\n\n### Security policy\n\n_No response_\n");
        issue.author = s("mallory @victim <b>x</b>");
        const QString organization = s("Org <b>B</b> | @victim [x](http://evil.example) &lt;q&gt;");

        const auto checkLiteral = [](const QString &body, const char *what) {
            const QString context = s("%1:\n%2").arg(s(what), body);
            QVERIFY2(!body.contains(QLatin1Char('<')), qPrintable(context));
            static const QRegularExpression link(s("(?<!\\\\)\\]\\("));
            QVERIFY2(!body.contains(link), qPrintable(context));
            QVERIFY2(!text::hasUnsafeCharacters(body.simplified()), qPrintable(context));
            QString outsideCode = body;
            outsideCode.remove(s("`@victim`"));
            outsideCode.remove(s("`#7`"));
            outsideCode.remove(s("`#1`"));
            QVERIFY2(!outsideCode.contains(s("@victim")), qPrintable(context));
            QVERIFY2(!outsideCode.contains(s(" #7")), qPrintable(context));
            QVERIFY2(!outsideCode.contains(s("pytorch#1")), qPrintable(context));
            QVERIFY2(!outsideCode.contains(s("http://")), qPrintable(context));
            QVERIFY2(!outsideCode.contains(s("**bold**")), qPrintable(context));
            const QStringList lines = body.split(QLatin1Char('\n'));
            for (const QString &line : lines) {
                QVERIFY2(!line.startsWith(s("# Owned")) && !line.startsWith(s("- item"))
                             && !line.startsWith(s("X")),
                         qPrintable(context));
            }
        };

        const RequirementSet requirements = RequirementSet::builtIn();
        const QHash<QString, ChecklistEntry> entries {
            { s("security-policy"),
              entry(60, "security-policy", ChecklistStatus::Gap, "No policy.") },
        };
        const Checklist checklist = Checklist::assemble(issue, {}, requirements, entries, {});
        const ActionComposer composer;
        const ComposeResult request =
            composer.requestInfo(issue, IssueSnapshot::fromIssue(issue), checklist, false);
        QVERIFY2(request.ok(), qPrintable(request.error));
        checkLiteral(request.action->comment(), "request info");
        // The greeting's '@' is followed by "(": it mentions no one.
        QVERIFY2(request.action->comment().startsWith(s("Hello @\\(mallory `@victim`")),
                 qPrintable(request.action->comment()));
        // The reviewer's own text is theirs: not rewritten.
        QVERIFY(request.action->comment().contains(s("No policy.")));

        ActionComposer::VoteOptions options;
        options.roster = QList<VoteRosterEntry> {
            { organization, s("qf-priya"), QString(), true },
            { s("Basalt Cloud"), s("@basalt-tomas"), QString(), true },
        };
        const ComposeResult vote =
            composer.startVote(issue, IssueSnapshot::fromIssue(issue), options);
        QVERIFY2(vote.ok(), qPrintable(vote.error));
        checkLiteral(vote.action->comment(), "vote");
        // Representatives are still mentioned: they are meant to hear of the vote.
        QVERIFY(vote.action->comment().contains(s("| @qf-priya |")));
        QVERIFY(vote.action->comment().contains(s("| Basalt Cloud | @basalt-tomas | — |")));
        // The frozen roster reads back with the organization as it was written.
        const RosterParseResult parsed = RosterParser::parseMarkdown(vote.action->commentToPost());
        QVERIFY2(parsed.ok(), qPrintable(parsed.error));
        QCOMPARE(parsed.roster->organizations.size(), 2);
        QCOMPARE(parsed.roster->organizations.at(0).name, organization);
        QCOMPARE(parsed.roster->organizations.at(0).representative, s("qf-priya"));

        IssueSnapshot voting = IssueSnapshot::fromIssue(issue);
        voting.labels = { s("voting") };
        ActionComposer::DecisionOptions decision;
        decision.approved = true;
        decision.reasons = s("Every requirement is met.");
        const ComposeResult decided = composer.decision(issue, voting, decision);
        QVERIFY2(decided.ok(), qPrintable(decided.error));
        checkLiteral(decided.action->comment(), "decision");

        IssueSnapshot listed = IssueSnapshot::fromIssue(issue);
        listed.labels = { s("approved") };
        const ComposeResult retired = composer.retirement(issue, listed, s("Gone."));
        QVERIFY2(retired.ok(), qPrintable(retired.error));
        checkLiteral(retired.action->comment(), "retirement");
        const ComposeResult notice =
            composer.deficiencyNotice(issue, listed, s("- Release gap."), QDate(2026, 2, 1));
        QVERIFY2(notice.ok(), qPrintable(notice.error));
        checkLiteral(notice.action->comment(), "deficiency notice");
        QVERIFY(notice.action->comment().contains(s("- Release gap.")));

        // A template of the user's own that puts the title on a line of its own.
        const CommentTemplates::Result custom = CommentTemplates::renderText(
            s("{{title}}\n\nBy @{{author}} at {{url}}"), composer.commonValues(issue));
        checkLiteral(custom.text, "custom template");
    }

    void repliesAfterTheRequestAreFound()
    {
        const Issue issue = application(50, { s("needs-info") });
        const QDateTime t(QDate(2026, 2, 1), QTime(10, 0), QTimeZone::utc());
        Comment before = comment(50, 1, t.addDays(-1), s("Here is my application."));
        before.author = s("Nordlicht-Dev");
        const Comment oldRequest = comment(50, 2, t.addDays(-1).addSecs(60),
                                           s("x\n\n<!-- acp-workbench:request-info -->"));
        const Comment request =
            comment(50, 3, t, s("Please add.\n\n<!--acp-workbench:request-info-->"));
        // Later "requests": by an outsider, by the applicant (an owner), quoted in code.
        Comment forged =
            comment(50, 7, t.addDays(1), s("Me too.\n\n<!-- acp-workbench:request-info -->"));
        forged.author = s("mallory");
        forged.authorAssociation = s("NONE");
        Comment own = forged; // also a reply: the applicant wrote after the request
        own.id = 8;
        own.createdAt = t.addDays(5);
        own.author = s("nordlicht-dev");
        own.authorAssociation = s("OWNER");
        const Comment quoted = comment(
            50, 9, t.addDays(1), s("Our template ends in `<!-- acp-workbench:request-info -->`."));
        Comment answer = comment(50, 4, t.addDays(2), s("SECURITY.md is up."));
        answer.author = s("nordlicht-dev");
        Comment bystander = comment(50, 5, t.addDays(3), s("+1"));
        bystander.author = s("someone");
        Comment second = comment(50, 6, t.addDays(4), s("And the CI link."));
        second.author = s("nordlicht-dev");

        const RequestFollowUp followUp = RequestFollowUp::of(
            issue, { before, oldRequest, second, request, answer, bystander, forged, own, quoted },
            AuthorTrust());
        QVERIFY(followUp.request);
        QCOMPARE(followUp.request->id, qint64(3));
        QVERIFY(followUp.hasReplies());
        QCOMPARE(followUp.replies.size(), 3);
        QCOMPARE(followUp.replies.at(0).id, qint64(4));
        QCOMPARE(followUp.replies.at(1).id, qint64(6));
        QCOMPARE(followUp.replies.at(2).id, qint64(8));

        const RequestFollowUp none =
            RequestFollowUp::of(issue, { before, answer, forged, own, quoted }, AuthorTrust());
        QVERIFY(!none.request);
        QVERIFY(!none.hasReplies());
    }

    void settingsRoundTrip()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(s("settings.ini")), QSettings::IniFormat);
        QCOMPARE(ActionSettings::load(settings).countingRule, CountingRule::StrictMajority);
        ActionSettings changed;
        changed.templateFolder = dir.path();
        changed.deficiencyLabel = s("Deficient");
        changed.countingRule = CountingRule::MajorityOfVotesCast;
        changed.deficiencyDays = 30;
        changed.save(settings);
        const ActionSettings loaded = ActionSettings::load(settings);
        QCOMPARE(loaded.templateFolder, dir.path());
        QCOMPARE(loaded.deficiencyLabel, s("Deficient"));
        QCOMPARE(loaded.countingRule, CountingRule::MajorityOfVotesCast);
        QCOMPARE(loaded.deficiencyDays, 30);
        QCOMPARE(loaded.reviewIntervalMonths, 6);
        settings.setValue(s("actions/deficiencyDays"), s("soon"));
        QCOMPARE(ActionSettings::load(settings).deficiencyDays, 60);
    }

    void remindMentionsTheNonVotersOnly()
    {
        const ActionComposer composer;
        const Issue voting = application(12, { s("voting") });
        ActionComposer::RemindOptions options;
        options.notVoted = {
            { s("Pinecrest University"), s("pinecrest-ode"), s("pinecrest-alt") },
            // The roster is the co-chairs' data, and still written as text: no link, no
            // markup, no mention hidden in a name, and a login that is none mentions nobody.
            { s("**Evil** [x](https://evil.example) @everyone"), s("not a login!"), QString() },
            { s("Vacant Seat Ltd"), QString(), QString() },
        };
        options.closes = QDate(2026, 12, 17);
        options.tally = s("5 of 8 organizations voted; quorum needs 5");
        options.voteUrl = QUrl(s("https://github.com/acme/acp/issues/12#issuecomment-99"));
        options.note = s("Please vote before the meeting.");
        const ComposeResult result =
            composer.remind(voting, IssueSnapshot::fromIssue(voting), options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const OutboxAction &action = *result.action;
        QCOMPARE(action.kind, ActionKind::Remind);
        QVERIFY(action.addLabels().isEmpty());
        QVERIFY(action.removeLabels().isEmpty());
        QVERIFY(action.setState().isEmpty());
        QVERIFY(action.markers().contains(s("acp-workbench:reminder")));
        const QString comment = action.comment();
        QVERIFY(comment.contains(s("- **Pinecrest University**: @pinecrest-ode, "
                                   "@pinecrest-alt (alternate)")));
        QVERIFY(comment.contains(s("2026-12-17")));
        QVERIFY(comment.contains(s("issuecomment-99")));
        QVERIFY(comment.contains(s("Please vote before the meeting.")));
        QVERIFY(comment.contains(s("Vacant Seat Ltd**: no representative of record")));
        QVERIFY(comment.contains(s("`@everyone`"))); // in a code span: no mention
        QVERIFY(!comment.contains(s("[x](https://evil.example)")));
        QVERIFY(!comment.contains(s("@not a login!")));
        QCOMPARE(action.details().value(s("not_voted")).toArray().size(), 3);

        // Nobody left, or no running vote: nothing to send, in one sentence.
        options.notVoted.clear();
        QVERIFY(composer.remind(voting, IssueSnapshot::fromIssue(voting), options)
                    .error.contains(s("Every eligible organization has voted")));
        options.notVoted = { { s("A"), s("a-rep"), QString() } };
        const Issue decided = application(12, { s("approved") }, s("closed"));
        QVERIFY(composer.remind(decided, IssueSnapshot::fromIssue(decided), options)
                    .error.contains(s("only while its vote runs")));
    }

    void dueOffersAReminderNearTheDeadline()
    {
        const QDate today(2026, 1, 10);
        const QDateTime base(today.addDays(-10), QTime(12, 0), QTimeZone::utc());
        const auto dueFor = [&](const QList<Comment> &comments) {
            const QList<DueItem> due = DueList::compute(
                { application(1, { s("voting") }) }, [&comments](int) { return comments; },
                LabelScheme(), ActionSettings(), AuthorTrust(), today);
            return due.value(0);
        };
        const Comment vote = comment(1, 11, base,
                                     s("Vote!\n\n<!-- acp-workbench:vote -->\n"
                                       "<!-- acp-workbench:vote-closes=2026-01-12 -->"));
        DueItem item = dueFor({ vote });
        QCOMPARE(item.daysLeft, 2);
        QVERIFY(item.remindSuggested);
        QVERIFY(item.description.contains(s("Remind Non-voters")));
        QCOMPARE(item.toJson().value(s("remind_suggested")).toBool(), true);

        // Reminded four days ago: not again yet. Eight days ago: again.
        Comment reminder =
            comment(1, 12, QDateTime(today.addDays(-4), QTime(9, 0), QTimeZone::utc()),
                    s("Please vote\n\n<!-- acp-workbench:reminder -->"));
        item = dueFor({ vote, reminder });
        QVERIFY(!item.remindSuggested);
        QCOMPARE(item.lastReminded, today.addDays(-4));
        reminder.createdAt = QDateTime(today.addDays(-8), QTime(9, 0), QTimeZone::utc());
        QVERIFY(dueFor({ vote, reminder }).remindSuggested);
        // A reminder of an earlier vote (before this vote opened) does not count.
        reminder.createdAt = base.addDays(-1);
        QVERIFY(!dueFor({ reminder, vote }).lastReminded.isValid());

        // A reminder marker from someone who is not trusted does not quiet the offer.
        Comment forged = comment(1, 13, QDateTime(today.addDays(-1), QTime(9, 0), QTimeZone::utc()),
                                 s("<!-- acp-workbench:reminder -->"));
        forged.author = s("mallory");
        forged.authorAssociation = s("NONE");
        QVERIFY(dueFor({ vote, forged }).remindSuggested);

        // A reminder already waiting in the outbox: not a second one.
        const QList<DueItem> queued = DueList::compute(
            { application(1, { s("voting") }) }, [&vote](int) { return QList<Comment> { vote }; },
            LabelScheme(), ActionSettings(), AuthorTrust(), today, { 1 });
        QVERIFY(!queued.value(0).remindSuggested);
        QVERIFY(queued.value(0).remindQueued);
        QVERIFY(queued.value(0).description.contains(s("waits in the outbox")));
        QCOMPARE(queued.value(0).toJson().value(s("remind_queued")).toBool(), true);

        // Far from the deadline, or without one: no offer.
        const Comment later = comment(1, 11, base,
                                      s("<!-- acp-workbench:vote -->\n"
                                        "<!-- acp-workbench:vote-closes=2026-01-30 -->"));
        QVERIFY(!dueFor({ later }).remindSuggested);
        QVERIFY(
            !dueFor({ comment(1, 11, base, s("<!-- acp-workbench:vote -->")) }).remindSuggested);
    }

    void dueListsDeadlinesSoonestFirst()
    {
        const QDateTime base(QDate(2026, 1, 10), QTime(12, 0), QTimeZone::utc());
        QList<Issue> issues;
        QHash<int, QList<Comment>> comments;

        Issue vote = application(1, { s("voting") });
        issues.append(vote);
        Comment forgedCloses =
            comment(1, 12, base.addDays(1),
                    s("Closes later\n\n<!-- acp-workbench:vote-closes=2027-01-01 -->"));
        forgedCloses.author = s("mallory");
        forgedCloses.authorAssociation = s("NONE");
        comments[1] = { comment(1, 11, base,
                                s("Vote!\n\n<!-- acp-workbench:vote -->\n"
                                  "<!-- acp-workbench:vote-closes=2026-01-20 -->")),
                        forgedCloses,
                        comment(1, 13, base.addDays(2),
                                s("Was it `<!-- acp-workbench:vote-closes=2027-02-02 -->`?")) };
        Issue undated = application(2, { s("Voting") });
        issues.append(undated);
        comments[2] = { comment(2, 21, base, s("<!-- acp-workbench:vote -->")) };

        Issue deficient = application(3, { s("approved"), s("deficiency") }, s("closed"));
        issues.append(deficient);
        Comment applicantDeadline = comment(
            3, 32, base.addDays(-1), s("Extended\n\n<!-- acp-workbench:deficiency=2027-01-05 -->"));
        applicantDeadline.author = s("nordlicht-dev");
        applicantDeadline.authorAssociation = s("OWNER");
        comments[3] = { comment(3, 31, base.addDays(-70),
                                s("Notice\n\n<!-- acp-workbench:deficiency=2026-01-05 -->")),
                        applicantDeadline };

        Issue approved = application(4, { s("approved") }, s("closed"));
        issues.append(approved);
        comments[4] = { comment(4, 41, base.addMonths(-5),
                                s("<!-- acp-workbench:decision=approved -->")),
                        // A review-complete marker in the middle of a member's text is text.
                        comment(4, 42, base.addDays(-1),
                                s("Next: <!-- acp-workbench:review-complete=2030-01-01 --> ok")) };

        Issue byHand = application(5, { s("Approved") }, s("closed"));
        byHand.closedAt = base.addMonths(-7);
        issues.append(byHand);

        Issue reviewed = application(6, { s("approved") }, s("closed"));
        issues.append(reviewed);
        comments[6] = {
            comment(6, 61, base.addMonths(-12), s("<!-- acp-workbench:decision=approved -->")),
            comment(6, 62, base.addDays(-3), s("<!-- acp-workbench:review-complete=2026-07-07 -->"))
        };

        issues.append(application(7, { s("approved"), s("retired") }, s("closed")));
        issues.append(application(8, { s("new") }));
        Issue closedVote = application(9, { s("voting") }, s("closed"));
        issues.append(closedVote);

        const QList<DueItem> due = DueList::compute(
            issues, [&comments](int number) { return comments.value(number); }, LabelScheme(),
            ActionSettings(), AuthorTrust(), base.date());
        QStringList order;
        for (const DueItem &item : due) {
            order.append(QStringLiteral("%1:%2").arg(item.issueNumber).arg(dueKindId(item.kind)));
        }
        QCOMPARE(order,
                 (QStringList { s("5:periodic-review"), s("3:deficiency"), s("1:vote"),
                                s("4:periodic-review"), s("6:periodic-review"), s("2:vote") }));
        QCOMPARE(due.at(0).due, byHand.closedAt.toLocalTime().date().addMonths(6));
        QVERIFY(due.at(0).overdue);
        QCOMPARE(due.at(1).due, QDate(2026, 1, 5));
        QVERIFY(due.at(1).overdue);
        QCOMPARE(due.at(1).daysLeft, -5);
        QCOMPARE(due.at(2).due, QDate(2026, 1, 20));
        QCOMPARE(due.at(2).daysLeft, 10);
        QVERIFY(!due.at(2).overdue);
        QCOMPARE(due.at(3).due, base.addMonths(-5).toLocalTime().date().addMonths(6));
        QCOMPARE(due.at(4).due, QDate(2026, 7, 7));
        QVERIFY(!due.at(5).due.isValid());
        QCOMPARE(due.at(2).platform, s("Nordlicht NPU"));
        QCOMPARE(due.at(2).toJson().value(s("due")).toString(), s("2026-01-20"));
        QVERIFY(due.at(5).toJson().value(s("due")).isNull());
    }
};

QTEST_GUILESS_MAIN(tst_ActionComposer)
#include "tst_actioncomposer.moc"
