#include "DemoWorkspaces.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/checklist/EvidenceListView.h"
#include "ui/checklist/EvidenceMime.h"
#include "ui/checklist/EvidenceWidgets.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QUndoGroup>

using namespace acp;

// The evidence list of a checklist pane on the demo workspace's application 21.
class tst_EvidenceListView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_databaseCount = 0;
    std::unique_ptr<Workspace> m_workspace;
    std::unique_ptr<ChecklistPane> m_pane;

    EvidenceListView *list() const { return m_pane->evidenceList(); }
    ChecklistModel *model() const { return m_pane->model(); }

    QList<EvidenceNoteRow *> noteRows() const
    {
        QList<EvidenceNoteRow *> rows;
        const QList<EvidenceNoteRow *> all = m_pane->findChildren<EvidenceNoteRow *>();
        for (EvidenceNoteRow *row : all) {
            if (!row->isHidden()) {
                rows << row;
            }
        }
        return rows;
    }

    static std::unique_ptr<QMimeData> textMime(const QString &text)
    {
        auto mime = std::make_unique<QMimeData>();
        mime->setText(text);
        return mime;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_workspace = test::openDemoWorkspace(
            m_dir.filePath(QStringLiteral("demo-%1.sqlite3").arg(++m_databaseCount)));
        QVERIFY(m_workspace);
        m_pane = std::make_unique<ChecklistPane>();
        m_pane->setLinkOpener([](QWidget *, const QUrl &) {});
        m_pane->setWorkspace(m_workspace.get());
        m_pane->resize(900, 800);
        QVERIFY(m_pane->showApplication(21));
        m_pane->show();
        QApplication::setActiveWindow(m_pane.get());
        QVERIFY(QTest::qWaitForWindowActive(m_pane.get()));
    }

    void cleanup()
    {
        m_pane.reset();
        m_workspace.reset();
    }

    void addsToARequirementOrTheApplication()
    {
        QVERIFY(m_pane->selectRequirement(QStringLiteral("package")));
        QCOMPARE(noteRows().size(), 0);
        QSignalSpy status(list(), &EvidenceListView::statusMessage);
        QSignalSpy cleared(list(), &EvidenceListView::problemsCleared);

        const auto mime = textMime(QStringLiteral("Wheels for Linux only."));
        QVERIFY(list()->addFromMime(mime.get(), QStringLiteral("package"),
                                    EvidenceMime::pasteSource()));
        QCOMPARE(cleared.count(), 1);
        QCOMPARE(status.count(), 1);
        QVERIFY2(status.last().first().toString().startsWith(QStringLiteral("Added 1 evidence")),
                 qPrintable(status.last().first().toString()));
        QCOMPARE(model()->notes(QStringLiteral("package")).size(), 1);
        QTRY_COMPARE(noteRows().size(), 1);
        QCOMPARE(noteRows().first()->note().content, QStringLiteral("Wheels for Linux only."));

        // Onto the application as a whole: not shown under the requirement.
        const auto other = textMime(QStringLiteral("About everything."));
        QVERIFY(list()->addFromMime(other.get(), QString(), EvidenceMime::dropSource()));
        QVERIFY2(status.last().first().toString().contains(QStringLiteral("the application")),
                 qPrintable(status.last().first().toString()));
        QCOMPARE(model()->notes(QString()).size(), 1);
        QCOMPARE(noteRows().size(), 1);
        m_pane->selectApplicationRow();
        QTRY_COMPARE(noteRows().size(), 1);
        QCOMPARE(noteRows().first()->note().content, QStringLiteral("About everything."));
    }

    void refusedAdditionsAreProblems()
    {
        QVERIFY(m_pane->selectRequirement(QStringLiteral("package")));
        QSignalSpy problems(list(), &EvidenceListView::problemsFound);
        QMimeData empty;
        QVERIFY(
            !list()->addFromMime(&empty, QStringLiteral("package"), EvidenceMime::dropSource()));
        QCOMPARE(problems.count(), 1);
        QVERIFY2(problems.last().first().toString().startsWith(QStringLiteral("Nothing here")),
                 qPrintable(problems.last().first().toString()));
        QVERIFY(m_pane->messageText().startsWith(QStringLiteral("Nothing here")));

        // Nothing selected: nothing to paste onto.
        QGuiApplication::clipboard()->setText(QStringLiteral("clipboard text"));
        m_pane->requirementView()->selectionModel()->setCurrentIndex(QModelIndex(),
                                                                     QItemSelectionModel::Clear);
        QVERIFY(m_pane->currentRequirement().isEmpty());
        QVERIFY(!list()->paste());
        QVERIFY2(problems.last().first().toString().startsWith(QStringLiteral("Select a")),
                 qPrintable(problems.last().first().toString()));
        QCOMPARE(model()->notes(QString()).size(), 0);
    }

    void flagsAreStoredAndTheFocusStays()
    {
        QVERIFY(m_pane->selectRequirement(QStringLiteral("maintainers")));
        const auto mime = textMime(QStringLiteral("Two maintainers."));
        QVERIFY(list()->addFromMime(mime.get(), QStringLiteral("maintainers"),
                                    EvidenceMime::pasteSource()));
        QTRY_COMPARE(noteRows().size(), 1);
        const qint64 id = noteRows().first()->note().id;
        const bool report = model()->note(id)->includeInReport;

        QCheckBox *check = noteRows().first()->reportCheck();
        check->setFocus();
        QTRY_VERIFY(check->hasFocus());
        QTest::keyClick(check, Qt::Key_Space);
        QCOMPARE(model()->note(model()->currentNoteId(id))->includeInReport, !report);
        // The list is rebuilt; the focus is on the same check box of the same note.
        QTRY_VERIFY(QApplication::focusWidget()
                    && QApplication::focusWidget()->objectName() == QLatin1String("reportCheck"));
        QTRY_COMPARE(noteRows().size(), 1);
        QVERIFY(noteRows().first()->isAncestorOf(QApplication::focusWidget()));
    }

    void deletedNotesComeBackWithUndo()
    {
        QVERIFY(m_pane->selectRequirement(QStringLiteral("release-plan")));
        const auto mime = textMime(QStringLiteral("Monthly releases."));
        QVERIFY(list()->addFromMime(mime.get(), QStringLiteral("release-plan"),
                                    EvidenceMime::dropSource()));
        QTRY_COMPARE(noteRows().size(), 1);
        QCOMPARE(m_pane->findChild<QLabel *>(QStringLiteral("notesHeading"))->text(),
                 QStringLiteral("Your notes (1)"));

        QSignalSpy status(list(), &EvidenceListView::statusMessage);
        noteRows().first()->deleteButton()->click();
        QCOMPARE(status.count(), 1);
        QCOMPARE(status.last().first().toString(),
                 QStringLiteral("Evidence note deleted. Undo brings it back."));
        QTRY_COMPARE(noteRows().size(), 0);
        QCOMPARE(m_pane->findChild<QLabel *>(QStringLiteral("notesHeading"))->text(),
                 QStringLiteral("Your notes"));

        m_pane->undoGroup()->undo();
        QTRY_COMPARE(noteRows().size(), 1);
        QCOMPARE(noteRows().first()->note().content, QStringLiteral("Monthly releases."));
    }
};

QTEST_MAIN(tst_EvidenceListView)
#include "tst_evidencelistview.moc"
