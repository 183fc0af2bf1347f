#include "DemoWorkspaces.h"
#include "core/outbox/Outbox.h"
#include "core/review/ChecklistStore.h"
#include "core/review/RequirementSet.h"
#include "core/workspace/Workspace.h"
#include "ui/actions/ActionDialog.h"
#include "ui/widgets/MarkdownView.h"

#include <QCheckBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLayout>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::openDemoWorkspace;

class tst_ActionDialog : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_counter = 0;

    std::unique_ptr<Workspace> openDemo()
    {
        return openDemoWorkspace(m_dir.filePath(QStringLiteral("demo%1.sqlite3").arg(++m_counter)));
    }

    static Requirement requirement(int index)
    {
        return RequirementSet::builtIn().requirements().at(index);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void requestInfoWithoutGapsExplains()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        ActionDialog dialog(*workspace, 21, ActionKind::RequestInfo);
        QVERIFY(!dialog.canQueue());
        QVERIFY2(dialog.errorText().contains(QStringLiteral("gap")),
                 qPrintable(dialog.errorText()));
        QVERIFY(!dialog.queue());
        QCOMPARE(workspace->outbox()->pendingCount(), 0);
    }

    // Colleagues' published reviews are offered as sources of gaps, one box each; a checked box
    // asks the composer for that review's gaps (#12 is voting, so the request itself is refused).
    void requestInfoOffersTheColleaguesReviews()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        ActionDialog dialog(*workspace, 12, ActionKind::RequestInfo);
        const QList<QCheckBox *> boxes =
            dialog.findChildren<QCheckBox *>(QStringLiteral("gapsFromReviewCheck"));
        QCOMPARE(boxes.size(), 2);
        QCOMPARE(boxes.at(0)->text(), QStringLiteral("Also the gaps of @wg-cochair-ana's review"));
        QCOMPARE(boxes.at(1)->text(), QStringLiteral("Also the gaps of @wg-cochair-ben's review"));
        boxes.at(1)->setChecked(true);
        QCOMPARE(dialog.draft().request.gapsFrom, QStringList { QStringLiteral("wg-cochair-ben") });
        ActionDialog fresh(*workspace, 21, ActionKind::RequestInfo);
        QVERIFY(fresh.findChildren<QCheckBox *>(QStringLiteral("gapsFromReviewCheck")).isEmpty());
    }

    void requestInfoComposesGapsAndQueuesTheEditedComment()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        const Requirement gap = requirement(0);
        const Requirement judgment = requirement(1);
        ChecklistStore store(workspace->database());
        QVERIFY(store.setStatus(21, gap.id, ChecklistStatus::Gap));
        QVERIFY(store.setNote(21, gap.id, QStringLiteral("The upstream tests are not linked.")));
        QVERIFY(store.setStatus(21, judgment.id, ChecklistStatus::NeedsJudgment));

        ActionDialog dialog(*workspace, 21, ActionKind::RequestInfo);
        QVERIFY2(dialog.canQueue(), qPrintable(dialog.errorText()));
        QVERIFY(dialog.errorText().isEmpty());
        QVERIFY2(dialog.comment().contains(gap.title), qPrintable(dialog.comment()));
        QVERIFY(dialog.comment().contains(QStringLiteral("The upstream tests are not linked.")));
        QVERIFY(!dialog.comment().contains(judgment.title));
        QVERIFY2(dialog.changesText().contains(QStringLiteral("+needs-info")),
                 qPrintable(dialog.changesText()));

        // The needs-judgment option recomposes the comment.
        dialog.setIncludeNeedsJudgment(true);
        QVERIFY(dialog.comment().contains(judgment.title));

        // The preview renders the comment.
        auto *preview = dialog.findChild<MarkdownView *>(QStringLiteral("preview"));
        QVERIFY(preview);
        QVERIFY(preview->toPlainText().contains(gap.title));

        // Edit, then queue: the outbox holds the edited text.
        const QString edited = dialog.comment() + QStringLiteral("\n\nPS: edited by hand.");
        dialog.setComment(edited);
        QVERIFY(preview->toPlainText().contains(QStringLiteral("PS: edited by hand.")));
        dialog.setIncludeNeedsJudgment(false); // edits are kept: no recompose over them
        QCOMPARE(dialog.comment(), edited);
        QVERIFY(dialog.queue());
        QVERIFY(dialog.queuedAction());
        const QList<OutboxAction> pending = workspace->outbox()->pending();
        QCOMPARE(pending.size(), 1);
        QCOMPARE(pending.first().kind, ActionKind::RequestInfo);
        QCOMPARE(pending.first().issueNumber, 21);
        QCOMPARE(pending.first().comment(), edited);
        QVERIFY(pending.first().addLabels().contains(QStringLiteral("needs-info")));
    }

    void wrongStateIsShownNotQueued()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        // #21 is new: no vote runs, so no decision can be recorded.
        ActionDialog dialog(*workspace, 21, ActionKind::RecordDecision);
        QVERIFY(!dialog.canQueue());
        QVERIFY(!dialog.errorText().isEmpty());
        QVERIFY(!dialog.queueButton()->isEnabled());

        ActionDialog unknown(*workspace, 9999, ActionKind::StartVote);
        QVERIFY(!unknown.canQueue());
        QVERIFY(unknown.errorText().contains(QStringLiteral("9999")));
    }

    void decisionOnAVote()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        ActionDialog dialog(*workspace, 12, ActionKind::RecordDecision);
        // The dialog asks for the decision's reasons: nothing is queued without them.
        QVERIFY(!dialog.canQueue());
        QVERIFY2(dialog.errorText().contains(QStringLiteral("reasons")),
                 qPrintable(dialog.errorText()));
        QVERIFY(!dialog.queueButton()->isEnabled());
        dialog.setApproved(false);
        dialog.setDetailsText(QStringLiteral("The CI does not run upstream tests."));
        QVERIFY2(dialog.canQueue(), qPrintable(dialog.errorText()));
        QVERIFY(dialog.queueButton()->isEnabled());
        QVERIFY(dialog.comment().contains(QStringLiteral("The CI does not run upstream tests.")));
        QVERIFY2(dialog.changesText().contains(QStringLiteral("declined")),
                 qPrintable(dialog.changesText()));
        QVERIFY(dialog.queue());
        QCOMPARE(workspace->outbox()->pending().first().setState(), QStringLiteral("closed"));
    }
    // The dialog gives its height to the comment and the preview: the heading, the options and
    // the messages below keep the height their text needs, with no empty bands around them.
    void editorsTakeTheSpace()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        // #21 has no gaps: the message below its editors was where the bands grew.
        for (const auto &[number, kind] :
             { std::pair { 21, ActionKind::RequestInfo }, std::pair { 15, ActionKind::StartVote },
               std::pair { 12, ActionKind::RecordDecision } }) {
            QWidget window; // as the main window opens it
            window.resize(1284, 722);
            window.show();
            ActionDialog dialog(*workspace, number, kind, &window);
            dialog.show(); // at its own size
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            auto *splitter = dialog.findChild<QSplitter *>(QStringLiteral("splitter"));
            // Word-wrapped labels settle their height over a few layout passes.
            for (int pass = 0; pass < 4; ++pass) {
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
                QCoreApplication::processEvents();
            }
            // What the other rows need, with the layout's spacing and margins.
            QLayout *layout = dialog.layout();
            int others = layout->contentsMargins().top() + layout->contentsMargins().bottom();
            int rows = 0;
            for (int i = 0; i < layout->count(); ++i) {
                QLayoutItem *item = layout->itemAt(i);
                if (item->isEmpty() || item->widget() == splitter)
                    continue;
                ++rows;
                others += item->hasHeightForWidth() ? item->heightForWidth(item->geometry().width())
                                                    : item->sizeHint().height();
            }
            others += rows * layout->spacing();
            QVERIFY2(splitter->height() >= dialog.height() - others - 4,
                     qPrintable(QStringLiteral("#%1: the editors have %2 of %3 pixels")
                                    .arg(number)
                                    .arg(splitter->height())
                                    .arg(dialog.height() - others)));
        }
    }

    // The window and the command line compose through ActionService: for the same state the
    // decision comment is the same, the tally of the application's vote included when none is
    // given (the window's dialog used to leave it out).
    void windowAndCommandLineWriteTheSameDecision()
    {
        auto workspace = openDemo();
        QVERIFY(workspace);
        const QString reasons = QStringLiteral("Every requirement is met.");
        ActionDialog dialog(*workspace, 12, ActionKind::RecordDecision);
        dialog.setApproved(true);
        dialog.setDetailsText(reasons);
        QVERIFY2(dialog.canQueue(), qPrintable(dialog.errorText()));
        // The demo's #12 has a vote with ballots: its tally table is in the comment.
        QVERIFY2(dialog.comment().contains(QStringLiteral("| Organization |")),
                 qPrintable(dialog.comment()));

        QProcess cli;
        // Default settings on both sides (this test runs in QStandardPaths' test mode).
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                           m_dir.filePath(QStringLiteral("config")));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        cli.setProcessEnvironment(environment);
        cli.start(QStringLiteral(ACP_WORKBENCH_EXECUTABLE),
                  { QStringLiteral("--demo"), QStringLiteral("--db"), workspace->databasePath(),
                    QStringLiteral("decide"), QStringLiteral("12"), QStringLiteral("approved"),
                    QStringLiteral("--reason"), reasons, QStringLiteral("--preview"),
                    QStringLiteral("--json") });
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject preview = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(preview.value(QStringLiteral("comment")).toString(), dialog.comment());
        QCOMPARE(preview.value(QStringLiteral("kind")).toString(), QStringLiteral("decision"));
    }
};

QTEST_MAIN(tst_ActionDialog)
#include "tst_actiondialog.moc"
