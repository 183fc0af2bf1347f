// Over 600 lines on purpose: one test executable per class; every section of the report has its
// cases.
//
// The review report's data, read from the demo workspace: header fields, the checklist with its
// evidence (only notes marked for the report), the conversation, the vote from the vote
// comment's roster and reactions, and the decision.

#include "TestSupport.h"
#include "core/preview/LinkPreviewService.h"
#include "core/preview/PreviewCache.h"
#include "core/report/ReportBuilder.h"
#include "core/review/ChecklistStore.h"
#include "core/store/IssueCache.h"
#include "core/voting/VoteService.h"
#include "core/workspace/Workspace.h"

#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace acp;
using acp::test::s;

namespace {

const ReportBallot *ballotOf(const ReportVote &vote, const QString &login)
{
    for (const ReportBallot &ballot : vote.ballots) {
        if (ballot.login == login)
            return &ballot;
    }
    return nullptr;
}

// Control, bidi and invisible characters, and (for one-line fields) line breaks: what a PDF must
// not draw from data. An independent list, not the one the code under test uses.
QString unsafeIn(const QString &text, bool oneLine)
{
    QStringList found;
    const QList<uint> codePoints = text.toUcs4();
    for (uint c : codePoints) {
        if ((c == '\n' || c == '\t') && !oneLine) {
            continue;
        }
        if (c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || (c >= 0x200B && c <= 0x200F)
            || (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x2064)
            || (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF || (c >= 0xE0000 && c <= 0xE007F)) {
            found.append(QStringLiteral("U+%1").arg(c, 4, 16, QLatin1Char('0')).toUpper());
        }
    }
    return found.join(QLatin1Char(' '));
}

QString hostile(const char *what)
{
    return s(what)
        + s(" \u202Egnp.exe\u202C zero\u200Bwidth tag\U000E0041 line\u2028break\nnext "
            "\u001b[31m\u009b");
}

} // namespace

class tst_ReportBuilder : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;

    std::unique_ptr<Workspace> freshDemo(const QString &name) const
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(name + s(".sqlite3"));
        auto workspace = std::make_unique<Workspace>(options);
        if (!workspace->open())
            qFatal("the demo workspace did not open");
        return workspace;
    }

    ReportBuilder::Options fixedOptions() const
    {
        ReportBuilder::Options options;
        options.preparedBy = s("wg-cochair-ana");
        options.generatedAt = QDateTime(QDate(2026, 10, 1), QTime(12, 0), QTimeZone::utc());
        return options;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("demo.sqlite3"));
        m_workspace = std::make_unique<Workspace>(options);
        QVERIFY2(m_workspace->open(), qPrintable(m_workspace->errorString()));

        ChecklistStore store(m_workspace->database());
        QVERIFY(store.setEntry(15, s("pytorch-integration"), ChecklistStatus::Met,
                               s("PrivateUse1, backend `raicho`.")));
        QVERIFY(store.setEntry(15, s("working-ci"), ChecklistStatus::Gap,
                               s("Internal CI only; RC-2 Pro not covered.")));
        QVERIFY(store.setStatus(15, s("ci-integration"), ChecklistStatus::Gap));
        QVERIFY(store.setStatus(15, s("release-plan"), ChecklistStatus::NeedsJudgment));
        QVERIFY(store.setStatus(15, s("maintenance-commitment"), ChecklistStatus::NotApplicable));

        const auto shared = store.addTextNote(15, s("working-ci"), s("Nightly page checked."));
        QVERIFY(shared);
        std::optional<EvidenceNote> note = store.note(*shared);
        QVERIFY(note);
        note->includeInReport = true;
        QVERIFY(store.updateNote(*note));
        QVERIFY(store.addTextNote(15, s("working-ci"), s("Private: ask Misaki about RC-3.")));
        const auto wide = store.addUrlNote(15, QString(), QUrl(s("https://example.org/notes")));
        QVERIFY(wide);
        note = store.note(*wide);
        note->includeInReport = true;
        QVERIFY(store.updateNote(*note));
    }

    void headerFields()
    {
        ReportBuilder builder(*m_workspace, fixedOptions());
        const std::optional<ApplicationReport> report = builder.application(15);
        QVERIFY2(report, qPrintable(builder.errorString()));
        QCOMPARE(report->number, 15);
        QCOMPARE(report->platformName, s("雷鳥 (Raichō) NPU"));
        QCOMPARE(report->organization, s("霧島演算株式会社 (Kirishima Compute K.K.)"));
        QCOMPARE(report->author, s("kirishima-sato"));
        QCOMPARE(report->reviewState, ReviewState::NeedsInfo);
        QCOMPARE(report->state, s("open"));
        QCOMPARE(report->htmlUrl,
                 QUrl(s("https://github.com/acp-demo/additional-compute-platforms/issues/15")));
        QCOMPARE(report->createdAt,
                 QDateTime(QDate(2026, 6, 18), QTime(2, 31, 8), QTimeZone::utc()));
        QCOMPARE(report->preparedBy, s("wg-cochair-ana"));
        QCOMPARE(report->generatedAt, fixedOptions().generatedAt);
        QCOMPARE(report->repository, s("acp-demo/additional-compute-platforms"));
        QVERIFY(!report->requirementsVersion.isEmpty());
    }

    void checklistRowsAndEvidence()
    {
        ReportBuilder builder(*m_workspace, fixedOptions());
        const std::optional<ApplicationReport> report = builder.application(15);
        QVERIFY(report);
        const RequirementSet requirements = RequirementSet::builtIn();
        QCOMPARE(report->requirements.size(), requirements.size());
        for (qsizetype i = 0; i < requirements.size(); ++i)
            QCOMPARE(report->requirements.at(i).requirement.id,
                     requirements.requirements().at(i).id);

        QCOMPARE(report->progress.met, 1);
        QCOMPARE(report->progress.gap, 2);
        QCOMPARE(report->progress.needsJudgment, 1);
        QCOMPARE(report->progress.notApplicable, 1);
        QCOMPARE(report->progress.unreviewed, 5);

        const ReportRequirement &ci =
            report->requirements.at(requirements.indexOf(s("working-ci")));
        QCOMPARE(ci.entry.status, ChecklistStatus::Gap);
        QCOMPARE(ci.entry.note, s("Internal CI only; RC-2 Pro not covered."));
        QVERIFY(ci.sectionHeadings.contains(s("CI (hardware coverage)")));
        // Only the note marked for the report; the private one stays out.
        QCOMPARE(ci.notes.size(), 1);
        QCOMPARE(ci.notes.first().note.content, s("Nightly page checked."));
        // The submitter's answer links the public CI page: evidence from a comment.
        bool fromComment = false;
        for (const ReportLink &link : ci.links) {
            if (link.link.url == QUrl(s("https://kirishima-compute.example/ci/torch-raicho"))) {
                fromComment = link.link.origin == EvidenceLink::Origin::Comment;
                QCOMPARE(link.link.author, s("kirishima-sato"));
            }
        }
        QVERIFY(fromComment);

        QCOMPARE(report->applicationNotes.size(), 1);
        QCOMPARE(report->applicationNotes.first().note.content, s("https://example.org/notes"));
    }

    void linkTitlesComeFromTheHook()
    {
        ReportBuilder::Options options = fixedOptions();
        QList<QUrl> asked;
        options.linkTitle = [&asked](const QUrl &url) {
            asked.append(url);
            return url.host() == QLatin1String("kirishima-compute.example") ? s(" Raichō docs ")
                                                                            : QString();
        };
        ReportBuilder builder(*m_workspace, options);
        const std::optional<ApplicationReport> report = builder.application(15);
        QVERIFY(report);
        QVERIFY(!asked.isEmpty());
        int titled = 0;
        for (const ReportRequirement &item : report->requirements) {
            for (const ReportLink &link : item.links) {
                if (link.link.url.host() == QLatin1String("kirishima-compute.example")) {
                    QCOMPARE(link.previewTitle, s("Raichō docs"));
                    ++titled;
                } else {
                    QVERIFY(link.previewTitle.isEmpty());
                }
            }
        }
        QVERIFY(titled > 0);
    }

    void linkTitlesDefaultToCachedPreviews()
    {
        // A preview cached earlier (the demo fetches nothing) titles the link in the report.
        LinkPreview cached;
        cached.url = LinkPreviewService::normalizedUrl(
            QUrl(s("https://kirishima-compute.example/docs/torch-raicho/api")));
        cached.kind = PreviewKind::WebPage;
        cached.title = s("Raichō API reference");
        cached.status = PreviewStatus::Ok;
        QVERIFY(PreviewCache(m_workspace->database()).storeSuccess(cached));

        ReportBuilder builder(*m_workspace, fixedOptions());
        const std::optional<ApplicationReport> report = builder.application(15);
        QVERIFY(report);
        bool titled = false;
        for (const ReportRequirement &item : report->requirements) {
            for (const ReportLink &link : item.links) {
                titled = titled || link.previewTitle == s("Raichō API reference");
            }
        }
        QVERIFY(titled);
        QVERIFY(PreviewCache(m_workspace->database()).remove(cached.url));
    }

    void conversationOfRequestsAndAnswers()
    {
        ReportBuilder builder(*m_workspace, fixedOptions());
        const std::optional<ApplicationReport> report = builder.application(15);
        QVERIFY(report);
        QCOMPARE(report->conversation.size(), 3);
        const ReportComment &request = report->conversation.at(0);
        QCOMPARE(request.role, ReportComment::Role::WorkingGroup);
        QCOMPARE(request.author, s("wg-cochair-ana"));
        QVERIFY(request.excerpt.contains(s("申請ありがとうございます")));
        const ReportComment &answer = report->conversation.at(1);
        QCOMPARE(answer.role, ReportComment::Role::Submitter);
        QVERIFY(answer.answersRequest);
        QCOMPARE(answer.createdAt,
                 QDateTime(QDate(2026, 8, 19), QTime(5, 12, 27), QTimeZone::utc()));
        QVERIFY(
            answer.links.contains(QUrl(s("https://kirishima-compute.example/ci/torch-raicho"))));
        QVERIFY(answer.url.isValid());
        QCOMPARE(report->workingGroupComments(), 2);
        QCOMPARE(report->submitterComments(), 1);
        QVERIFY(!report->vote.held);
        QVERIFY(!report->decision.recorded);
        QVERIFY(report->decision.outcome.isEmpty());
    }

    void voteAndDecisionOfAnApprovedApplication()
    {
        ReportBuilder builder(*m_workspace, fixedOptions());
        const std::optional<ApplicationReport> report = builder.application(3);
        QVERIFY(report);
        const ReportVote &vote = report->vote;
        QVERIFY(vote.held);
        QCOMPARE(vote.openedBy, s("wg-cochair-ana"));
        QCOMPARE(vote.closesText, s("2026-03-10 (UTC)"));
        QVERIFY2(vote.ruleText.contains(s("half of the participating")),
                 qPrintable(vote.ruleText)); // the strict rule the comment states
        QCOMPARE(vote.roster.size(), 7);
        QCOMPARE(vote.roster.at(1).organization, s("Basalt Cloud"));
        QCOMPARE(vote.roster.at(1).representative, s("basalt-tomas"));
        QCOMPARE(vote.roster.at(1).alternate, s("basalt-alt-rhea"));
        QVERIFY(vote.roster.at(0).alternate.isEmpty()); // "—"
        QVERIFY(vote.roster.at(0).eligible);
        QVERIFY(!vote.roster.at(6).eligible); // Vantablue Systems, suspended

        QCOMPARE(vote.ballots.size(), 5);
        QCOMPARE(vote.ballots.first().login, s("qf-priya")); // roster order
        const ReportBallot *abstain = ballotOf(vote, s("occ-jana"));
        QVERIFY(abstain);
        QCOMPARE(abstain->choice, ReportBallot::Choice::Abstain);
        QCOMPARE(abstain->organization, s("Ostrava Compute Cooperative"));
        QVERIFY(abstain->representative);
        QCOMPARE(abstain->counted, std::optional<bool>(true));
        QVERIFY(vote.otherReactions.contains(s("heart by nordhaven-ingrid")));

        // The voting core's tally: the figures the decision comment states.
        QVERIFY(vote.tally);
        QVERIFY(!vote.tally->open);
        QCOMPARE(vote.tally->eligible, 6);
        QCOMPARE(vote.tally->participants, 5);
        QCOMPARE(vote.tally->approve, 4);
        QCOMPARE(vote.tally->reject, 0);
        QCOMPARE(vote.tally->abstain, 1);
        QCOMPARE(vote.tally->quorum, 4);
        QVERIFY(vote.tally->quorumMet);
        QVERIFY(vote.tally->passed);
        QVERIFY(!vote.tally->summary.isEmpty());
        QVERIFY(vote.tally->outcome.startsWith(s("Passes")));

        // The vote and the decision are not repeated in the conversation.
        QCOMPARE(report->conversation.size(), 4);
        for (const ReportComment &comment : report->conversation) {
            QVERIFY(!comment.excerpt.contains(s("Vote: admit")));
            QVERIFY(!comment.excerpt.contains(s("Decision: approved")));
            QVERIFY(!comment.excerpt.contains(s("acp-workbench:action"))); // hidden markers
        }
        QVERIFY(report->conversation.at(0).fromWorkbench == false);
        QVERIFY(report->conversation.at(1).fromWorkbench); // the pre-review, posted via the outbox

        QVERIFY(report->decision.recorded);
        QCOMPARE(report->decision.outcome, s("approved"));
        QCOMPARE(report->decision.author, s("wg-cochair-ben"));
        QVERIFY(report->decision.markdown.startsWith(s("## ✅ Decision: approved")));
        QVERIFY(!report->decision.markdown.contains(s("<!--")));
    }

    void ballotsOfAnOpenVote()
    {
        ReportBuilder builder(*m_workspace, fixedOptions());
        const std::optional<ApplicationReport> report = builder.application(12);
        QVERIFY(report);
        const ReportVote &vote = report->vote;
        QVERIFY(vote.held);
        const ReportBallot *rep = ballotOf(vote, s("basalt-tomas"));
        const ReportBallot *alternate = ballotOf(vote, s("basalt-alt-rhea"));
        QVERIFY(rep && alternate);
        QCOMPARE(rep->choice, ReportBallot::Choice::Reject);
        QVERIFY(rep->representative);
        QCOMPARE(alternate->choice, ReportBallot::Choice::Approve);
        QVERIFY(!alternate->representative);
        QCOMPARE(alternate->organization, s("Basalt Cloud"));
        // The representative's ballot counts; the alternate's is shown with the reason.
        QCOMPARE(rep->counted, std::optional<bool>(true));
        QCOMPARE(alternate->counted, std::optional<bool>(false));
        QVERIFY(!alternate->reason.isEmpty());
        const ReportBallot *twice = ballotOf(vote, s("pinecrest-ode"));
        QVERIFY(twice);
        QCOMPARE(twice->choice, ReportBallot::Choice::Ambiguous);
        QCOMPARE(twice->counted, std::optional<bool>(false));
        const ReportBallot *outsider = ballotOf(vote, s("curious-onlooker"));
        QVERIFY(outsider);
        QVERIFY(!outsider->onRoster);
        QCOMPARE(outsider->counted, std::optional<bool>(false));
        QCOMPARE(vote.ballots.last().login, s("curious-onlooker")); // after the roster
        QVERIFY(vote.otherReactions.contains(s("heart by tessellary-asb")));
        QVERIFY(vote.tally && vote.tally->open);
        QCOMPARE(vote.tally->participants, 5); // Pinecrest's ambiguous ballot is no participation
        QVERIFY(!report->decision.recorded);
    }

    void declinedWithoutVote()
    {
        ReportBuilder builder(*m_workspace, fixedOptions());
        const std::optional<ApplicationReport> report = builder.application(7);
        QVERIFY(report);
        QVERIFY(!report->vote.held);
        QVERIFY(report->decision.recorded);
        QCOMPARE(report->decision.outcome, s("declined"));
        QCOMPARE(report->reviewState, ReviewState::Declined);
    }

    void unknownApplication()
    {
        ReportBuilder builder(*m_workspace, fixedOptions());
        QVERIFY(!builder.application(999));
        QVERIFY(builder.errorString().contains(s("#999")));
        QVERIFY(!builder.round({ 3, 999 }));
        QVERIFY(builder.errorString().contains(s("#999")));
    }

    void roundOfEveryApplication()
    {
        ReportBuilder builder(*m_workspace, fixedOptions());
        const QList<int> numbers = builder.allApplicationNumbers();
        QCOMPARE(numbers, (QList<int> { 3, 7, 12, 15, 21, 24 }));
        const std::optional<RoundReport> round = builder.round(numbers);
        QVERIFY(round);
        QCOMPARE(round->applications.size(), 6);
        QCOMPARE(round->applications.at(3).platformName, s("雷鳥 (Raichō) NPU"));
        // #24 is written from the WG's draft form: no platform-name field, so from the title.
        QCOMPARE(round->applications.at(5).platformName, s("Quillmoor QPU"));
        QCOMPARE(round->countInState(ReviewState::Approved), 1);
        QCOMPARE(round->countInState(ReviewState::NeedsInfo), 1);
        QCOMPARE(round->countInState(ReviewState::New), 2);
        QCOMPARE(round->countInState(ReviewState::Closed), 0);
        QCOMPARE(round->repository, s("acp-demo/additional-compute-platforms"));
        QCOMPARE(round->preparedBy, s("wg-cochair-ana"));
    }

    void excerptsCutAtLineBreaks()
    {
        bool truncated = true;
        QCOMPARE(ReportBuilder::excerpt(s("short"), 100, &truncated), s("short"));
        QVERIFY(!truncated);
        const QString text = s("First paragraph line.\n\nSecond paragraph, which is longer than "
                               "the limit allows.");
        const QString cut = ReportBuilder::excerpt(text, 40, &truncated);
        QVERIFY(truncated);
        QCOMPARE(cut, s("First paragraph line."));
        const QString words =
            ReportBuilder::excerpt(QString(60, QLatin1Char('a')) + s(" bbb"), 62, &truncated);
        QVERIFY(truncated);
        QCOMPARE(words, QString(60, QLatin1Char('a')));
    }

    // What strangers wrote reaches the report neutralised: one-line fields on one line, and no
    // field with a control, bidi or invisible character.
    void hostileTextIsNeutralised()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("hostile.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        IssueCache cache(workspace.database());
        std::optional<Issue> issue = cache.issue(12);
        QVERIFY(issue);
        issue->title = hostile("Title");
        issue->body = s("### Platform name\n\n")
            + hostile("Platform").section(QLatin1Char('\n'), 0, 0)
            + s("\n\n### Company / organization\n\n")
            + hostile("Company").section(QLatin1Char('\n'), 0, 0) + s("\n\n") + issue->body;
        issue->author = hostile("author");
        issue->labels.append(hostile("label"));
        QVERIFY(cache.upsertIssue(*issue));
        for (Comment comment : cache.comments(12)) {
            comment.body.replace(s("Quillfeather AI"),
                                 hostile("Org").section(QLatin1Char('\n'), 0, 0));
            if (!comment.body.contains(s("acp-workbench:vote"))) {
                comment.author = hostile("commenter");
                comment.body += QLatin1Char(' ') + hostile("Body");
            }
            QVERIFY(cache.upsertComment(comment));
        }
        ChecklistStore store(workspace.database());
        const auto note = store.addTextNote(12, QString(), hostile("Note"));
        QVERIFY(note);
        std::optional<EvidenceNote> shared = store.note(*note);
        shared->includeInReport = true;
        QVERIFY(store.updateNote(*shared));

        ReportBuilder::Options builderOptions = fixedOptions();
        builderOptions.linkTitle = [](const QUrl &) { return hostile("Preview"); };
        ReportBuilder builder(workspace, builderOptions);
        const std::optional<ApplicationReport> report = builder.application(12);
        QVERIFY2(report, qPrintable(builder.errorString()));

        QStringList problems;
        const auto check = [&problems](const QString &what, const QString &text, bool oneLine) {
            const QString bad = unsafeIn(text, oneLine);
            if (!bad.isEmpty()) {
                problems.append(s("%1: %2").arg(what, bad));
            }
        };
        check(s("title"), report->title, true);
        check(s("platform"), report->platformName, true);
        check(s("organization"), report->organization, true);
        check(s("author"), report->author, true);
        for (const QString &label : report->labels) {
            check(s("label"), label, true);
        }
        bool sawLink = false;
        for (const ReportRequirement &requirement : report->requirements) {
            for (const ReportLink &link : requirement.links) {
                check(s("link title"), link.previewTitle, true);
                sawLink = true;
            }
        }
        for (const ReportLink &link : report->applicationLinks) {
            check(s("link title"), link.previewTitle, true);
            sawLink = true;
        }
        QVERIFY(sawLink);
        QVERIFY(!report->applicationNotes.isEmpty());
        for (const ReportNote &reportNote : report->applicationNotes) {
            check(s("note"), reportNote.note.content, false);
        }
        QVERIFY(!report->conversation.isEmpty());
        for (const ReportComment &comment : report->conversation) {
            check(s("comment author"), comment.author, true);
            check(s("comment"), comment.excerpt, false);
        }
        QVERIFY(!report->vote.roster.isEmpty());
        for (const ReportRosterEntry &entry : report->vote.roster) {
            check(s("organization"), entry.organization, true);
        }
        for (const ReportBallot &ballot : report->vote.ballots) {
            check(s("ballot"), ballot.organization, true);
            check(s("ballot"), ballot.reason, true);
        }
        QVERIFY(report->vote.tally);
        for (const QString &organization : report->vote.tally->notVoted) {
            check(s("not voted"), organization, true);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // The tampering shows.
        QVERIFY2(report->platformName.contains(s("\uFFFDgnp.exe\uFFFD")),
                 qPrintable(report->platformName));
        QVERIFY(report->vote.roster.constFirst().organization.startsWith(s("Org \uFFFDgnp")));
    }

    void decisionCommentsAreRecognised()
    {
        Comment comment;
        comment.body = s("## ✅ Decision: approved\n\nText");
        QVERIFY(ReportBuilder::isDecisionComment(comment));
        comment.body = s("The WG decided.\n\n<!-- acp-workbench:decision=approved -->");
        QVERIFY(ReportBuilder::isDecisionComment(comment));
        comment.body = s("We discussed the decision process at length.");
        QVERIFY(!ReportBuilder::isDecisionComment(comment));
        // Quoted or in code, a heading or a marker is not a decision.
        comment.body = s("> ## Decision: approved\n\nShould we?");
        QVERIFY(!ReportBuilder::isDecisionComment(comment));
        comment.body = s("```\n## Decision: approved\n```");
        QVERIFY(!ReportBuilder::isDecisionComment(comment));
        comment.body = s("Like `<!-- acp-workbench:decision=approved -->` at the end.");
        QVERIFY(!ReportBuilder::isDecisionComment(comment));
        comment.body = s("Text\n\n<!-- acp-workbench:vote -->");
        QVERIFY(ReportBuilder::isVoteComment(comment));
        comment.body = s("About the vote.");
        QVERIFY(!ReportBuilder::isVoteComment(comment));
    }

    // An image note whose stored path (edited in the database) leads outside the files folder
    // is left out of the report with the reason: the file it names is never handed on to be
    // read into a PDF.
    void evidenceFileOutsideTheFolderIsLeftOut()
    {
        QTemporaryDir dir;
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = dir.filePath(s("demo.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        const QString outside = dir.filePath(s("private.png"));
        QFile file(outside);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("\x89PNG\r\n\x1a\n private");
        file.close();

        ChecklistStore store(workspace.database());
        const std::optional<qint64> id = store.addDataNote(
            15, s("working-ci"), QByteArray("a screenshot"), s("shot.png"), EvidenceKind::Image);
        QVERIFY2(id, qPrintable(store.errorString()));
        EvidenceNote note = *store.note(*id);
        note.includeInReport = true;
        QVERIFY(store.updateNote(note));
        for (const QString &hostile : { s("../private.png"), outside }) {
            QSqlQuery edit(workspace.database().connection());
            edit.prepare(s("UPDATE reviewer_evidence_notes SET file_path = ? WHERE id = ?"));
            edit.addBindValue(hostile);
            edit.addBindValue(*id);
            QVERIFY(edit.exec());

            ReportBuilder builder(workspace, fixedOptions());
            const std::optional<ApplicationReport> report = builder.application(15);
            QVERIFY2(report, qPrintable(builder.errorString()));
            const ReportNote *found = nullptr;
            for (const ReportRequirement &requirement : report->requirements) {
                for (const ReportNote &item : requirement.notes) {
                    if (item.note.id == *id)
                        found = &item;
                }
            }
            QVERIFY(found);
            QVERIFY2(found->absoluteFilePath.isEmpty(), qPrintable(found->absoluteFilePath));
            QVERIFY2(found->fileProblem.contains(s("outside the workspace's files folder")),
                     qPrintable(found->fileProblem));
        }
    }

    // "Working group" means a trusted author, nothing else: a passer-by is another participant,
    // a forged decision is no decision, the applicant's markers make no workbench comment.
    void onlyTrustedAuthorsSpeakForTheWorkingGroup()
    {
        std::unique_ptr<Workspace> workspace = freshDemo(s("standing"));
        IssueCache cache(workspace->database());
        const Issue issue = *cache.issue(15);
        auto add = [&](qint64 id, const QString &author, const QString &association,
                       const QString &body, int day) {
            Comment comment;
            comment.id = id;
            comment.issueNumber = 15;
            comment.author = author;
            comment.authorAssociation = association;
            comment.body = body;
            comment.createdAt = QDateTime(QDate(2026, 9, day), QTime(8, 0), QTimeZone::utc());
            comment.updatedAt = comment.createdAt;
            QVERIFY(cache.upsertComment(comment));
        };
        add(81, s("mallory"), s("NONE"),
            s("Please answer me instead.\n\n<!-- acp-workbench:request-info -->\n"
              "<!-- acp-workbench:action=6b1f3c1e-3a55-4c1b-9a0e-1f3e1c2d4a99 -->"),
            1);
        add(82, s("kirishima-sato"), s("OWNER"),
            s("We are ready.\n\n<!-- acp-workbench:review-complete=2030-01-01 -->"), 2);
        add(83, s("mallory"), s("NONE"),
            s("## ✅ Decision: approved\n\nThe WG approved this.\n\n"
              "<!-- acp-workbench:decision=approved -->"),
            3);
        ReportBuilder builder(*workspace, fixedOptions());
        const std::optional<ApplicationReport> report = builder.application(15);
        QVERIFY(report);
        QVERIFY(!report->decision.recorded); // the outsider's "decision"
        const ReportComment *outsider = nullptr;
        const ReportComment *applicant = nullptr;
        for (const ReportComment &comment : report->conversation) {
            if (comment.id == 81)
                outsider = &comment;
            if (comment.id == 82)
                applicant = &comment;
        }
        QVERIFY(outsider && applicant);
        QCOMPARE(outsider->role, ReportComment::Role::Other);
        QVERIFY(!outsider->fromWorkbench);
        QCOMPARE(applicant->role, ReportComment::Role::Submitter);
        QVERIFY(!applicant->fromWorkbench);
        QCOMPARE(report->workingGroupComments(), 2); // the co-chair's two, as before
        QCOMPARE(report->otherComments(), 2);

        // A co-chair whose role GitHub has not reported (a cache from before) is not trusted.
        Comment unknown = *cache.comment(81);
        unknown.author = s("wg-cochair-ana");
        unknown.authorAssociation.clear();
        QVERIFY(cache.upsertComment(unknown));
        const std::optional<ApplicationReport> again = builder.application(15);
        for (const ReportComment &comment : again->conversation) {
            if (comment.id == 81)
                QCOMPARE(comment.role, ReportComment::Role::Other);
        }
    }

    // The report shows the tally frozen when the decision was queued; a reaction taken back
    // after it changes nothing. Ballots after the closing date are listed as late.
    void frozenTallyAndLateBallots()
    {
        std::unique_ptr<Workspace> workspace = freshDemo(s("frozen"));
        IssueCache cache(workspace->database());
        QList<Reaction> reactions = cache.reactions(ReactionSubject::Comment, 3650014809);
        const QDate closes = VoteService::of(*workspace).vote(12)->closes;
        reactions.append({ 91, s("qf-priya"), s("-1"),
                           QDateTime(closes.addDays(1), QTime(0, 0, 1), QTimeZone::utc()) });
        QVERIFY(cache.replaceReactions(ReactionSubject::Comment, 3650014809, reactions));
        ReportBuilder builder(*workspace, fixedOptions());
        std::optional<ApplicationReport> report = builder.application(12);
        QCOMPARE(report->vote.tally->late, 1);
        bool lateListed = false;
        for (const ReportBallot &ballot : report->vote.ballots) {
            if (ballot.login == QLatin1String("qf-priya") && ballot.late) {
                lateListed = true;
                QCOMPARE(ballot.counted, std::optional<bool>(false));
                QCOMPARE(ballot.choice, ReportBallot::Choice::Reject);
            }
        }
        QVERIFY(lateListed);
        QCOMPARE(report->vote.tally->approve, 3); // qf-priya's +1 from before still counts

        QVERIFY(VoteService::of(*workspace)
                    .freezeForDecision(12, s("a9d0e6f4-0000-4e7a-8d33-0b2c6f1e7a03")));
        reactions.removeIf([](const Reaction &r) {
            return r.user == QLatin1String("halcyon-lin") && r.content == QLatin1String("+1");
        });
        QVERIFY(cache.replaceReactions(ReactionSubject::Comment, 3650014809, reactions));
        report = builder.application(12);
        QVERIFY(report->vote.tally->frozen);
        QVERIFY(report->vote.tally->frozenAt.isValid());
        QCOMPARE(report->vote.tally->approve, 3);
        QCOMPARE(report->vote.tally->participants, 5);
        QVERIFY(ballotOf(report->vote, s("halcyon-lin")));
    }

    // A forged vote comment is named beside the vote in the report.
    void forgedVoteCommentIsNamedInTheReport()
    {
        std::unique_ptr<Workspace> workspace = freshDemo(s("forged"));
        IssueCache cache(workspace->database());
        Comment forged = *cache.comment(3650014809);
        forged.id = 9900001;
        forged.author = s("mallory");
        forged.authorAssociation = s("NONE");
        forged.createdAt = forged.createdAt.addDays(1);
        QVERIFY(cache.upsertComment(forged));
        ReportBuilder builder(*workspace, fixedOptions());
        const std::optional<ApplicationReport> report = builder.application(12);
        QCOMPARE(report->vote.commentId, 3650014809);
        QCOMPARE(report->vote.warnings.size(), 1);
        QVERIFY(report->vote.warnings.constFirst().contains(s("mallory")));
        QCOMPARE(report->vote.tally->participants, 5);
    }
};

QTEST_GUILESS_MAIN(tst_ReportBuilder)
#include "tst_reportbuilder.moc"
