#include "core/review/ChecklistStatus.h"
#include "ui/checklist/ChecklistActions.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

using namespace acp;

class tst_ChecklistActions : public QObject
{
    Q_OBJECT

private slots:
    void keysAndTexts()
    {
        QWidget owner;
        ChecklistActions actions(&owner);
        const QList<QPair<ChecklistStatus, Qt::Key>> keys = {
            { ChecklistStatus::Met, Qt::Key_1 },
            { ChecklistStatus::Gap, Qt::Key_2 },
            { ChecklistStatus::NeedsJudgment, Qt::Key_3 },
            { ChecklistStatus::NotApplicable, Qt::Key_4 },
            { ChecklistStatus::Unreviewed, Qt::Key_0 },
        };
        for (const auto &[status, key] : keys) {
            QAction *action = actions.statusAction(status);
            QVERIFY(action);
            QCOMPARE(action->shortcut(), QKeySequence(key));
            QVERIFY(!action->icon().isNull());
            QCOMPARE(action->statusTip(), action->toolTip());
        }
        QCOMPARE(actions.statusAction(ChecklistStatus::Met)->text(),
                 QStringLiteral("Mark as &Met"));
        QVERIFY(actions.nextRequirementAction()->shortcuts().contains(QKeySequence(Qt::Key_J)));
        QVERIFY(actions.nextRequirementAction()->shortcuts().contains(
            QKeySequence(Qt::CTRL | Qt::Key_Down)));
        QVERIFY(actions.previousRequirementAction()->shortcuts().contains(QKeySequence(Qt::Key_K)));
        QCOMPARE(actions.editNoteAction()->shortcut(), QKeySequence(Qt::Key_E));
        QCOMPARE(actions.pasteEvidenceAction()->shortcut(), QKeySequence(QKeySequence::Paste));
        QCOMPARE(actions.addLinkAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_K));

        // Every action, statuses in key order first; all belong to the owner.
        const QList<QAction *> all = actions.reviewActions();
        QCOMPARE(all.size(), 12);
        QCOMPARE(all.first(), actions.statusAction(ChecklistStatus::Met));
        QCOMPARE(all.at(4), actions.statusAction(ChecklistStatus::Unreviewed));
        QCOMPARE(all.last(), actions.addFileAction());
        for (QAction *action : all) {
            QVERIFY(owner.actions().contains(action));
            QCOMPARE(action->shortcutContext(), Qt::WidgetWithChildrenShortcut);
        }
        actions.setShortcutContext(Qt::WindowShortcut);
        for (QAction *action : all) {
            QCOMPARE(action->shortcutContext(), Qt::WindowShortcut);
        }
    }

    void enabledFollowsTheSelection()
    {
        QWidget owner;
        ChecklistActions actions(&owner);
        const QList<QAction *> evidence = { actions.pasteEvidenceAction(), actions.addLinkAction(),
                                            actions.addTextAction(), actions.addFileAction() };

        actions.updateEnabled(false, false, false);
        for (QAction *action : actions.reviewActions()) {
            QVERIFY2(!action->isEnabled(), qPrintable(action->text()));
        }

        // The application row: evidence can be added, no status or note.
        actions.updateEnabled(false, true, true);
        QVERIFY(!actions.statusAction(ChecklistStatus::Gap)->isEnabled());
        QVERIFY(!actions.editNoteAction()->isEnabled());
        QVERIFY(actions.nextRequirementAction()->isEnabled());
        QVERIFY(actions.previousRequirementAction()->isEnabled());
        for (QAction *action : evidence) {
            QVERIFY2(action->isEnabled(), qPrintable(action->text()));
        }

        actions.updateEnabled(true, true, true);
        for (QAction *action : actions.reviewActions()) {
            QVERIFY2(action->isEnabled(), qPrintable(action->text()));
        }
    }

    void addEvidenceMenu()
    {
        QWidget owner;
        ChecklistActions actions(&owner);
        std::unique_ptr<QMenu> menu(actions.createAddEvidenceMenu(nullptr));
        QList<QAction *> entries;
        for (QAction *action : menu->actions()) {
            if (!action->isSeparator()) {
                entries << action;
            }
        }
        QCOMPARE(entries,
                 QList<QAction *>({ actions.addLinkAction(), actions.addTextAction(),
                                    actions.addFileAction(), actions.pasteEvidenceAction() }));
    }

    void keysWorkOnlyInsideTheOwner()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *owner = new QWidget(&window);
        // Buttons: they take the focus but no letters.
        auto *inside = new QPushButton(QStringLiteral("Inside"), owner);
        (new QVBoxLayout(owner))->addWidget(inside);
        auto *outside = new QPushButton(QStringLiteral("Outside"), &window);
        layout->addWidget(owner);
        layout->addWidget(outside);
        ChecklistActions actions(owner);
        actions.updateEnabled(true, true, true);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));

        QSignalSpy next(actions.nextRequirementAction(), &QAction::triggered);
        outside->setFocus();
        QTRY_VERIFY(outside->hasFocus());
        QTest::keyClick(outside, Qt::Key_J);
        QCOMPARE(next.count(), 0);
        inside->setFocus();
        QTRY_VERIFY(inside->hasFocus());
        QTest::keyClick(inside, Qt::Key_J);
        QCOMPARE(next.count(), 1);
    }
};

QTEST_MAIN(tst_ChecklistActions)
#include "tst_checklistactions.moc"
