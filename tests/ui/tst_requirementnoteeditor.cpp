#include "DemoWorkspaces.h"
#include "core/review/ChecklistStore.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/RequirementNoteEditor.h"
#include "ui/widgets/MarkdownView.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoGroup>
#include <QVBoxLayout>

using namespace acp;

// The note editor on widgets of its own (as the checklist pane's form lays them out), over the
// demo workspace's application 21.
class tst_RequirementNoteEditor : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_databaseCount = 0;
    std::unique_ptr<Workspace> m_workspace;
    std::unique_ptr<QWidget> m_host;
    ChecklistModel *m_model = nullptr;
    RequirementNoteEditor *m_editor = nullptr;
    QPlainTextEdit *m_edit = nullptr;
    MarkdownView *m_preview = nullptr;
    QStackedWidget *m_stack = nullptr;
    QToolButton *m_writeButton = nullptr;
    QToolButton *m_previewButton = nullptr;
    QLabel *m_statusLabel = nullptr;
    QLineEdit *m_elsewhere = nullptr; // somewhere for the focus to go

    ChecklistStore store() const { return ChecklistStore(m_workspace->database()); }

    static QToolButton *modeButton(const QString &text, QWidget *parent)
    {
        auto *button = new QToolButton(parent);
        button->setText(text);
        button->setCheckable(true);
        button->setAutoExclusive(true);
        return button;
    }

    void typeInto(const QString &text)
    {
        m_edit->setFocus();
        QTRY_VERIFY(m_edit->hasFocus());
        QTest::keyClicks(m_edit, text);
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
        m_host = std::make_unique<QWidget>();
        auto *layout = new QVBoxLayout(m_host.get());
        m_writeButton = modeButton(QStringLiteral("Write"), m_host.get());
        m_writeButton->setChecked(true);
        m_previewButton = modeButton(QStringLiteral("Preview"), m_host.get());
        m_statusLabel = new QLabel(m_host.get());
        m_stack = new QStackedWidget(m_host.get());
        m_edit = new QPlainTextEdit(m_stack);
        m_preview = new MarkdownView(m_stack);
        m_stack->addWidget(m_edit);
        m_stack->addWidget(m_preview);
        m_elsewhere = new QLineEdit(m_host.get());
        for (QWidget *widget : std::initializer_list<QWidget *> {
                 m_writeButton, m_previewButton, m_statusLabel, m_stack, m_elsewhere }) {
            layout->addWidget(widget);
        }

        m_model = new ChecklistModel(m_host.get());
        m_model->setWorkspace(m_workspace.get());
        QVERIFY(m_model->setApplication(21));
        m_editor = new RequirementNoteEditor(
            m_model, { m_edit, m_preview, m_stack, m_writeButton, m_previewButton, m_statusLabel },
            m_host.get());
        // As the pane does: an undo or redo of a note reaches the editor.
        connect(m_model, &ChecklistModel::entryChanged, m_editor,
                &RequirementNoteEditor::reloadIfChanged);

        m_host->show();
        QApplication::setActiveWindow(m_host.get());
        QVERIFY(QTest::qWaitForWindowActive(m_host.get()));
    }

    void cleanup()
    {
        m_host.reset();
        m_workspace.reset();
    }

    void loadingShowsTheStoredNoteAndIsNotTyping()
    {
        QVERIFY(m_model->setNote(QStringLiteral("package"), QStringLiteral("Wheels on PyPI"),
                                 ChecklistModel::NoteEdit::Single));
        m_editor->load(QStringLiteral("package"));
        QCOMPARE(m_editor->requirement(), QStringLiteral("package"));
        QCOMPARE(m_edit->toPlainText(), QStringLiteral("Wheels on PyPI"));
        QVERIFY(!m_editor->isSavePending());
        QVERIFY2(m_statusLabel->text().startsWith(QStringLiteral("saved ")),
                 qPrintable(m_statusLabel->text()));

        m_editor->load(QStringLiteral("release-plan"));
        QCOMPARE(m_edit->toPlainText(), QString());
        QCOMPARE(m_statusLabel->text(), QString());
    }

    void typingIsSavedAfterAPause()
    {
        m_editor->load(QStringLiteral("release-plan"));
        QSignalSpy changed(m_model, &ChecklistModel::entryChanged);
        typeInto(QStringLiteral("Monthly"));
        QVERIFY(m_editor->isSavePending());
        QCOMPARE(m_statusLabel->text(), QStringLiteral("editing…"));
        // Not yet: the save waits for the typing to pause.
        QCOMPARE(store().entry(21, QStringLiteral("release-plan")).note, QString());

        QVERIFY(changed.wait(5000));
        QCOMPARE(changed.last().at(0).toString(), QStringLiteral("release-plan"));
        QCOMPARE(store().entry(21, QStringLiteral("release-plan")).note, QStringLiteral("Monthly"));
        QCOMPARE(m_statusLabel->text(), QStringLiteral("saved"));
        QVERIFY(!m_editor->isSavePending());
    }

    void flushSavesAtOnce()
    {
        m_editor->load(QStringLiteral("maintainers"));
        typeInto(QStringLiteral("Two maintainers"));
        QVERIFY(m_editor->isSavePending());
        m_editor->flush();
        QVERIFY(!m_editor->isSavePending());
        QCOMPARE(store().entry(21, QStringLiteral("maintainers")).note,
                 QStringLiteral("Two maintainers"));
    }

    void leavingTheEditorSaves()
    {
        m_editor->load(QStringLiteral("maintainers"));
        QSignalSpy leave(m_editor, &RequirementNoteEditor::leaveRequested);
        typeInto(QStringLiteral("Esc"));
        QTest::keyClick(m_edit, Qt::Key_Escape);
        QCOMPARE(leave.count(), 1);
        QCOMPARE(store().entry(21, QStringLiteral("maintainers")).note, QStringLiteral("Esc"));

        typeInto(QStringLiteral(" and focus"));
        QVERIFY(m_editor->isSavePending());
        m_elsewhere->setFocus();
        QTRY_VERIFY(m_elsewhere->hasFocus());
        QCOMPARE(store().entry(21, QStringLiteral("maintainers")).note,
                 QStringLiteral("Esc and focus"));
        QCOMPARE(leave.count(), 1);
    }

    void releasedEditorSavesNothing()
    {
        m_editor->load(QStringLiteral("package"));
        m_editor->release();
        QCOMPARE(m_editor->requirement(), QString());
        typeInto(QStringLiteral("Lost"));
        QVERIFY(!m_editor->isSavePending());
        m_editor->flush();
        QCOMPARE(store().entry(21, QStringLiteral("package")).note, QString());
    }

    void undoReloadsTheNoteUnlessTyping()
    {
        m_editor->load(QStringLiteral("working-ci"));
        typeInto(QStringLiteral("Green"));
        m_editor->flush();
        m_model->undoGroup()->undo();
        QCOMPARE(store().entry(21, QStringLiteral("working-ci")).note, QString());
        QCOMPARE(m_edit->toPlainText(), QString());
        m_model->undoGroup()->redo();
        QCOMPARE(m_edit->toPlainText(), QStringLiteral("Green"));

        // While an edit waits, what is typed wins over the model.
        m_edit->moveCursor(QTextCursor::End);
        typeInto(QStringLiteral(" builds"));
        QVERIFY(m_editor->isSavePending());
        m_editor->reloadIfChanged(QStringLiteral("working-ci"));
        QCOMPARE(m_edit->toPlainText(), QStringLiteral("Green builds"));
    }

    void previewRendersTheSavedNote()
    {
        m_editor->load(QStringLiteral("security-policy"));
        m_previewButton->click();
        QVERIFY(m_editor->isPreviewShown());
        QCOMPARE(m_stack->currentWidget(), m_preview);
        QVERIFY2(m_preview->toPlainText().contains(QStringLiteral("Nothing written yet.")),
                 qPrintable(m_preview->toPlainText()));

        m_writeButton->click();
        QVERIFY(!m_editor->isPreviewShown());
        QCOMPARE(m_stack->currentWidget(), m_edit);
        typeInto(QStringLiteral("See **SECURITY.md**"));
        QVERIFY(m_editor->isSavePending());
        m_editor->setPreviewShown(true);
        QVERIFY(m_previewButton->isChecked());
        QVERIFY(!m_editor->isSavePending()); // saved before showing it
        QCOMPARE(store().entry(21, QStringLiteral("security-policy")).note,
                 QStringLiteral("See **SECURITY.md**"));
        QVERIFY2(m_preview->toPlainText().contains(QStringLiteral("See SECURITY.md")),
                 qPrintable(m_preview->toPlainText()));

        // E: back to the editor, with the focus.
        m_elsewhere->setFocus();
        m_editor->edit();
        QCOMPARE(m_stack->currentWidget(), m_edit);
        QVERIFY(m_writeButton->isChecked());
        QTRY_VERIFY(m_edit->hasFocus());
    }
};

QTEST_MAIN(tst_RequirementNoteEditor)
#include "tst_requirementnoteeditor.moc"
