// The team's reviews beside a requirement: each colleague's status and note, the mark where
// reviewers (or you) disagree, in the details and in the list (TeamDisagreementRole, the "≠"),
// and Adopt as one undoable edit. Demo application #12 carries a co-chair's hand-written review.

#include "core/review/ChecklistStore.h"
#include "core/workspace/Workspace.h"
#include "ui/applications/ApplicationPane.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/checklist/TeamReviewView.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace acp;

class tst_TeamReviewView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_count = 0;
    std::unique_ptr<Workspace> m_workspace;
    std::unique_ptr<ApplicationPane> m_pane;

    void open(int number)
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(QStringLiteral("demo-%1.sqlite3").arg(++m_count));
        m_workspace = std::make_unique<Workspace>(options);
        QVERIFY2(m_workspace->open(), qPrintable(m_workspace->errorString()));
        m_pane = std::make_unique<ApplicationPane>();
        m_pane->setWorkspace(m_workspace.get());
        m_pane->resize(1100, 900);
        QVERIFY(m_pane->showApplication(number));
        m_pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_pane.get()));
    }

    ChecklistPane *checklist() const { return m_pane->checklistPane(); }
    TeamReviewView *teamView() const { return checklist()->findChild<TeamReviewView *>(); }
    bool disagreementShown(const QString &id) const
    {
        return checklist()
            ->model()
            ->requirementIndex(id)
            .siblingAtColumn(ChecklistModel::StatusColumn)
            .data(ChecklistModel::TeamDisagreementRole)
            .toBool();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void cleanup()
    {
        m_pane.reset();
        m_workspace.reset();
    }

    void colleaguesStatusAndNoteBesideTheRequirement()
    {
        open(12);
        QVERIFY(checklist()->selectRequirement(QStringLiteral("working-ci")));
        TeamReviewView *view = teamView();
        QVERIFY(view);
        QVERIFY(view->isVisible());
        // Ana's by hand, Ben's with the workbench: they differ on working CI.
        QCOMPARE(view->rowCount(), 2);
        const QList<QLabel *> labels = view->findChildren<QLabel *>();
        QStringList texts;
        for (const QLabel *label : labels) {
            texts.append(label->text());
        }
        const QString all = texts.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("@wg-cochair-ana: Needs judgment")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("by hand")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("@wg-cochair-ben: Gap")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("with the workbench")), qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("TPE-2 is validated")));
        QVERIFY(view->disagreementLabel()->isVisible());
        QVERIFY(disagreementShown(QStringLiteral("working-ci")));
        // In the list, each review's status beside the badge, and who said what in its tip.
        const QModelIndex status = checklist()
                                       ->model()
                                       ->requirementIndex(QStringLiteral("working-ci"))
                                       .siblingAtColumn(ChecklistModel::StatusColumn);
        QCOMPARE(status.data(ChecklistModel::TeamStatusesRole).toList(),
                 (QVariantList { int(ChecklistStatus::NeedsJudgment), int(ChecklistStatus::Gap) }));
        const QString tip = status.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("@wg-cochair-ana: Needs judgment")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("@wg-cochair-ben: Gap")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("TPE-2 is validated")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("The reviews differ here.")), qPrintable(tip));

        // Both met security: no mark, until your own status differs.
        QVERIFY(checklist()->selectRequirement(QStringLiteral("security-policy")));
        QVERIFY(!view->disagreementLabel()->isVisible());
        QVERIFY(!disagreementShown(QStringLiteral("security-policy")));
        checklist()->setCurrentStatus(ChecklistStatus::Gap);
        QVERIFY(view->disagreementLabel()->isVisible());
        QVERIFY(disagreementShown(QStringLiteral("security-policy")));

        // An application nobody reviewed on GitHub shows no team reviews.
        QVERIFY(m_pane->showApplication(21));
        QVERIFY(checklist()->selectRequirement(QStringLiteral("working-ci")));
        QVERIFY(!teamView()->isVisible());
        QVERIFY(checklist()
                    ->model()
                    ->requirementIndex(QStringLiteral("working-ci"))
                    .siblingAtColumn(ChecklistModel::StatusColumn)
                    .data(ChecklistModel::TeamStatusesRole)
                    .toList()
                    .isEmpty());
    }

    void adoptIsOneUndoableEdit()
    {
        open(12);
        QVERIFY(checklist()->selectRequirement(QStringLiteral("working-ci")));
        ChecklistModel *model = checklist()->model();
        QVERIFY(model->setStatus(QStringLiteral("working-ci"), ChecklistStatus::Met));
        QVERIFY(model->setNote(QStringLiteral("working-ci"), QStringLiteral("Runs look fine.")));
        QVERIFY(teamView()->adoptButton(0));
        teamView()->adoptButton(0)->click();
        ChecklistEntry entry = model->entry(QStringLiteral("working-ci"));
        QCOMPARE(entry.status, ChecklistStatus::NeedsJudgment);
        QVERIFY2(entry.note.startsWith(QStringLiteral("Runs look fine.\n\nTPE-2 is validated")),
                 qPrintable(entry.note));
        QVERIFY(entry.note.endsWith(
            QStringLiteral("_Adopted from @wg-cochair-ana's review of 2026-04-21._")));
        QVERIFY(teamView()->disagreementLabel()->isVisible()); // Ben still differs
        // Stored, not only shown.
        QCOMPARE(ChecklistStore(m_workspace->database())
                     .entries(12)
                     .value(QStringLiteral("working-ci"))
                     .status,
                 ChecklistStatus::NeedsJudgment);

        model->undoStack()->undo();
        entry = model->entry(QStringLiteral("working-ci"));
        QCOMPARE(entry.status, ChecklistStatus::Met);
        QCOMPARE(entry.note, QStringLiteral("Runs look fine."));
        model->undoStack()->redo();
        QCOMPARE(model->entry(QStringLiteral("working-ci")).status, ChecklistStatus::NeedsJudgment);
    }

    // A note kept private stays out of a published review; the toggle is undoable and shows the
    // stored state of each requirement.
    void privateNoteToggle()
    {
        open(21);
        QVERIFY(checklist()->selectRequirement(QStringLiteral("working-ci")));
        auto *toggle = checklist()->findChild<QCheckBox *>(QStringLiteral("privateNoteCheck"));
        QVERIFY(toggle);
        QVERIFY(!toggle->isChecked());
        toggle->click();
        ChecklistModel *model = checklist()->model();
        QVERIFY(model->isNotePrivate(QStringLiteral("working-ci")));
        QVERIFY(ChecklistStore(m_workspace->database())
                    .privateNotes(21)
                    .contains(QStringLiteral("working-ci")));
        QVERIFY(checklist()->selectRequirement(QStringLiteral("security-policy")));
        QVERIFY(!toggle->isChecked());
        QVERIFY(checklist()->selectRequirement(QStringLiteral("working-ci")));
        QVERIFY(toggle->isChecked());
        model->undoStack()->undo();
        QVERIFY(!model->isNotePrivate(QStringLiteral("working-ci")));
        QVERIFY(!toggle->isChecked());
    }
};

QTEST_MAIN(tst_TeamReviewView)
#include "tst_teamreviewview.moc"
