// Over 600 lines on purpose: one test executable per class, and the pane
// wires many parts (status, notes, evidence, drops, messages).

#include "core/review/ChecklistStore.h"
#include "core/workspace/Workspace.h"
#include "ui/applications/ApplicationPane.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/checklist/EvidenceMime.h"
#include "ui/checklist/EvidenceWidgets.h"
#include "ui/preview/AutomaticCheckView.h"
#include "ui/widgets/MarkdownView.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QCryptographicHash>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QUndoGroup>

using namespace acp;

namespace {

// A drag that enters, moves and drops at `pos` of `target`; true when the drop was taken as a
// copy (never a move: a file manager would delete the original).
bool dragAndDrop(QWidget *target, const QPoint &pos, const QMimeData *mime)
{
    const Qt::DropActions actions = Qt::CopyAction | Qt::MoveAction | Qt::LinkAction;
    QDragEnterEvent enter(pos, actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QDragMoveEvent move(pos, actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &move);
    if (!move.isAccepted()) {
        QDragLeaveEvent leave;
        QApplication::sendEvent(target, &leave);
        return false;
    }
    QDropEvent drop(QPointF(pos), actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    return drop.isAccepted() && drop.dropAction() == Qt::CopyAction;
}

QByteArray sha256Hex(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
}

} // namespace

class tst_ChecklistPane : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_databaseCount = 0;
    QString m_databasePath;
    std::unique_ptr<Workspace> m_workspace;
    std::unique_ptr<ApplicationPane> m_pane;

    void openWorkspace(bool fresh)
    {
        if (fresh) {
            m_databasePath =
                m_dir.filePath(QStringLiteral("demo-%1.sqlite3").arg(++m_databaseCount));
        }
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_databasePath;
        m_workspace = std::make_unique<Workspace>(options);
        QVERIFY2(m_workspace->open(), qPrintable(m_workspace->errorString()));
    }

    void openPane(int number = 21)
    {
        m_pane = std::make_unique<ApplicationPane>();
        m_pane->setWorkspace(m_workspace.get());
        m_pane->resize(1100, 900);
        m_pane->checklistPane()->setLinkOpener([](QWidget *, const QUrl &) {});
        QVERIFY(m_pane->showApplication(number));
        m_pane->show();
        QApplication::setActiveWindow(m_pane.get());
        QVERIFY(QTest::qWaitForWindowActive(m_pane.get()));
    }

    ChecklistPane *checklist() const { return m_pane->checklistPane(); }
    QTreeView *view() const { return checklist()->requirementView(); }
    ChecklistStore store() const { return ChecklistStore(m_workspace->database()); }

    QPoint rowCenter(const QString &requirementId) const
    {
        const QModelIndex index = checklist()->model()->requirementIndex(requirementId);
        view()->scrollTo(index);
        return view()->visualRect(index).center();
    }

    QList<EvidenceNoteRow *> noteRows() const
    {
        QList<EvidenceNoteRow *> rows;
        const QList<EvidenceNoteRow *> all = checklist()->findChildren<EvidenceNoteRow *>();
        for (EvidenceNoteRow *row : all) {
            if (!row->isHidden()) {
                rows << row;
            }
        }
        return rows;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void init() { openWorkspace(true); }

    void cleanup()
    {
        m_pane.reset();
        m_workspace.reset();
    }

    void showsTheRequirementsOfTheApplication()
    {
        openPane();
        QCOMPARE(checklist()->currentNumber(), 21);
        QCOMPARE(view()->accessibleName(), QStringLiteral("Requirements"));
        // The first requirement is selected, its mapped section highlighted in the body.
        QCOMPARE(checklist()->currentRequirement(), QStringLiteral("pytorch-integration"));
        QCOMPARE(m_pane->highlightedSections(),
                 checklist()->model()->sections(QStringLiteral("pytorch-integration")));
        QVERIFY(!m_pane->markdownView()->extraSelections().isEmpty());

        // Every status has a button with an accessible name and its key in the tool tip.
        const auto *gap = checklist()->findChild<QToolButton *>(QStringLiteral("statusButton_gap"));
        QVERIFY(gap);
        QCOMPARE(gap->accessibleName(), QStringLiteral("Mark as Gap"));
        QVERIFY(gap->toolTip().contains(QLatin1Char('2')));
        QCOMPARE(checklist()->statusAction(ChecklistStatus::Met)->shortcut(),
                 QKeySequence(Qt::Key_1));

        // Links from the mapped section, with where they came from.
        QVERIFY(checklist()->selectRequirement(QStringLiteral("working-ci")));
        const QList<EvidenceLinkRow *> links = checklist()->findChildren<EvidenceLinkRow *>();
        QList<QUrl> shown;
        for (const EvidenceLinkRow *row : links) {
            if (!row->isHidden()) {
                shown << row->link().url;
                QVERIFY(row->sourceText().contains(QStringLiteral("CI (hardware coverage)")));
            }
        }
        QCOMPARE(shown,
                 QList<QUrl>(
                     { QUrl(QStringLiteral("https://github.com/lumenvale-labs/torch-lpu/actions")),
                       QUrl(QStringLiteral("https://github.com/lumenvale-labs/torch-lpu/actions/"
                                           "workflows/pr.yml")) }));
        QCOMPARE(m_pane->highlightedSections(),
                 checklist()->model()->sections(QStringLiteral("working-ci")));
    }

    void keysSetStatusesAndMove()
    {
        openPane();
        view()->setFocus();
        QTRY_VERIFY(view()->hasFocus());
        QCOMPARE(checklist()->currentRequirement(), QStringLiteral("pytorch-integration"));

        QTest::keyClick(view(), Qt::Key_2);
        QCOMPARE(store().entry(21, QStringLiteral("pytorch-integration")).status,
                 ChecklistStatus::Gap);
        QVERIFY(
            checklist()->findChild<QToolButton *>(QStringLiteral("statusButton_gap"))->isChecked());

        QTest::keyClick(view(), Qt::Key_J);
        QCOMPARE(checklist()->currentRequirement(), QStringLiteral("feature-list"));
        QTest::keyClick(view(), Qt::Key_1);
        QCOMPARE(store().entry(21, QStringLiteral("feature-list")).status, ChecklistStatus::Met);

        QTest::keyClick(view(), Qt::Key_Down, Qt::ControlModifier);
        QCOMPARE(checklist()->currentRequirement(), QStringLiteral("working-ci"));
        QTest::keyClick(view(), Qt::Key_3);
        QCOMPARE(store().entry(21, QStringLiteral("working-ci")).status,
                 ChecklistStatus::NeedsJudgment);

        // Past the last functional requirement on to the first maintenance one.
        for (int i = 0; i < 4; ++i) {
            QTest::keyClick(view(), Qt::Key_J);
        }
        QCOMPARE(checklist()->currentRequirement(), QStringLiteral("maintainers"));
        QTest::keyClick(view(), Qt::Key_4);
        QCOMPARE(store().entry(21, QStringLiteral("maintainers")).status,
                 ChecklistStatus::NotApplicable);
        QTest::keyClick(view(), Qt::Key_0);
        QCOMPARE(store().entry(21, QStringLiteral("maintainers")).status,
                 ChecklistStatus::Unreviewed);

        QTest::keyClick(view(), Qt::Key_K);
        QCOMPARE(checklist()->currentRequirement(), QStringLiteral("package"));
        QTest::keyClick(view(), Qt::Key_Up, Qt::ControlModifier);
        QCOMPARE(checklist()->currentRequirement(), QStringLiteral("release-plan"));

        // Undo takes the statuses back one by one, in the store.
        QUndoGroup *undo = checklist()->undoGroup();
        undo->undo(); // maintainers: not applicable -> unreviewed, undone
        QCOMPARE(store().entry(21, QStringLiteral("maintainers")).status,
                 ChecklistStatus::NotApplicable);
        undo->undo();
        undo->undo();
        QCOMPARE(store().entry(21, QStringLiteral("working-ci")).status,
                 ChecklistStatus::Unreviewed);
        undo->redo();
        QCOMPARE(store().entry(21, QStringLiteral("working-ci")).status,
                 ChecklistStatus::NeedsJudgment);

        // A status button does the same as its key.
        QVERIFY(checklist()->selectRequirement(QStringLiteral("security-policy")));
        QTest::mouseClick(checklist()->findChild<QToolButton *>(QStringLiteral("statusButton_met")),
                          Qt::LeftButton);
        QCOMPARE(store().entry(21, QStringLiteral("security-policy")).status, ChecklistStatus::Met);
    }

    void noteIsEditedFromTheKeyboardAndUndone()
    {
        openPane();
        view()->setFocus();
        QTRY_VERIFY(view()->hasFocus());
        QTest::keyClick(view(), Qt::Key_E);
        QPlainTextEdit *editor = checklist()->noteEditor();
        QTRY_VERIFY(editor->hasFocus());
        // Keys type into the note; they set no status here.
        QTest::keyClicks(editor, QStringLiteral("Uses PrivateUse1 2x"));
        QCOMPARE(store().entry(21, QStringLiteral("pytorch-integration")).status,
                 ChecklistStatus::Unreviewed);
        QTRY_COMPARE_WITH_TIMEOUT(store().entry(21, QStringLiteral("pytorch-integration")).note,
                                  QStringLiteral("Uses PrivateUse1 2x"), 5000);
        QTest::keyClick(editor, Qt::Key_Escape);
        QTRY_VERIFY(view()->hasFocus());

        checklist()->undoGroup()->undo();
        QCOMPARE(store().entry(21, QStringLiteral("pytorch-integration")).note, QString());
        QCOMPARE(editor->toPlainText(), QString());
        checklist()->undoGroup()->redo();
        QCOMPARE(editor->toPlainText(), QStringLiteral("Uses PrivateUse1 2x"));

        // Switching requirements saves a pending edit at once.
        QVERIFY(checklist()->selectRequirement(QStringLiteral("release-plan")));
        editor->setFocus();
        QTest::keyClicks(editor, QStringLiteral("Monthly"));
        QVERIFY(checklist()->selectRequirement(QStringLiteral("package")));
        QCOMPARE(store().entry(21, QStringLiteral("release-plan")).note, QStringLiteral("Monthly"));
        QCOMPARE(editor->toPlainText(), QString());
    }

    void dropsBecomeEvidenceNotes()
    {
        openPane();
        QWidget *viewport = view()->viewport();
        const QString id = QStringLiteral("security-policy");

        // A link.
        QMimeData url;
        url.setUrls({ QUrl(QStringLiteral("https://lumenvale.example/security/disclosure")) });
        QVERIFY(dragAndDrop(viewport, rowCenter(id), &url));
        QCOMPARE(checklist()->currentRequirement(), id);
        QList<EvidenceNote> notes = store().notes(21);
        QCOMPARE(notes.size(), 1);
        QCOMPARE(notes.last().kind, EvidenceKind::Url);
        QCOMPARE(notes.last().requirementId, id);
        QCOMPARE(notes.last().content,
                 QStringLiteral("https://lumenvale.example/security/disclosure"));
        QCOMPARE(notes.last().source, EvidenceMime::dropSource());
        QVERIFY(notes.last().createdAt.isValid());
        QVERIFY(!notes.last().includeInReport); // private by default
        QCOMPARE(noteRows().size(), 1);
        QVERIFY(EvidenceNoteRow::sourceText(notes.last()).startsWith(QStringLiteral("Dropped")));

        // A text snippet.
        QMimeData text;
        text.setText(QStringLiteral("Fix within 30 days for critical issues."));
        QVERIFY(dragAndDrop(viewport, rowCenter(id), &text));
        notes = store().notes(21);
        QCOMPARE(notes.size(), 2);
        QCOMPARE(notes.last().kind, EvidenceKind::Text);
        QCOMPARE(notes.last().content, QStringLiteral("Fix within 30 days for critical issues."));

        // A file: copied with its hash, the original untouched.
        QTemporaryFile file(m_dir.filePath(QStringLiteral("policy-XXXXXX.pdf")));
        QVERIFY(file.open());
        const QByteArray bytes("%PDF-1.7\nsecurity policy\n");
        file.write(bytes);
        file.close();
        QMimeData files;
        files.setUrls({ QUrl::fromLocalFile(file.fileName()) });
        QVERIFY(dragAndDrop(viewport, rowCenter(QStringLiteral("release-gap")), &files));
        notes = store().notes(21);
        QCOMPARE(notes.size(), 3);
        QCOMPARE(notes.last().kind, EvidenceKind::File);
        QCOMPARE(notes.last().requirementId, QStringLiteral("release-gap"));
        QCOMPARE(notes.last().sha256.toLatin1(), sha256Hex(bytes));
        QCOMPARE(notes.last().originalName, QFileInfo(file.fileName()).fileName());
        const QString copy = store().absoluteFilePath(notes.last());
        QVERIFY(copy != file.fileName());
        QFile copied(copy);
        QVERIFY(copied.open(QIODevice::ReadOnly));
        QCOMPARE(copied.readAll(), bytes);
        QVERIFY(QFile::exists(file.fileName()));
        QCOMPARE(checklist()->currentRequirement(), QStringLiteral("release-gap"));

        // An image: stored as PNG, shown with a thumbnail.
        QImage image(40, 30, QImage::Format_RGB32);
        image.fill(QColor(0x1a, 0x7f, 0x37));
        QMimeData picture;
        picture.setImageData(image);
        QVERIFY(dragAndDrop(viewport, rowCenter(id), &picture));
        notes = store().notes(21);
        QCOMPARE(notes.size(), 4);
        QCOMPARE(notes.last().kind, EvidenceKind::Image);
        QImage stored(store().absoluteFilePath(notes.last()));
        QCOMPARE(stored.size(), image.size());
        QCOMPARE(noteRows().size(), 3); // security-policy: link, text, image
        const EvidenceNoteRow *imageRow = noteRows().last();
        QVERIFY(
            !imageRow->findChild<QLabel *>(QStringLiteral("thumbnailLabel"))->pixmap().isNull());

        // Group headings take nothing.
        const QModelIndex group = checklist()->model()->index(0, 0);
        view()->scrollTo(group);
        QVERIFY(!dragAndDrop(viewport, view()->visualRect(group).center(), &text));
        QCOMPARE(store().notes(21).size(), 4);
    }

    // An image note whose stored path (edited in the database) leads out of the files folder:
    // no thumbnail is read from there, and the row says why.
    void imageOutsideTheFilesFolderIsNotRead()
    {
        QImage outsideImage(40, 30, QImage::Format_RGB32);
        outsideImage.fill(Qt::red);
        const QString outside =
            QFileInfo(m_databasePath).absoluteDir().filePath(QStringLiteral("private.png"));
        QVERIFY(outsideImage.save(outside, "PNG"));
        QByteArray png;
        {
            QBuffer buffer(&png);
            QVERIFY(buffer.open(QIODevice::WriteOnly));
            QImage(8, 8, QImage::Format_RGB32).save(&buffer, "PNG");
        }
        const std::optional<qint64> id =
            store().addDataNote(21, QStringLiteral("security-policy"), png,
                                QStringLiteral("shot.png"), EvidenceKind::Image);
        QVERIFY2(id, qPrintable(store().errorString()));
        QSqlQuery edit(m_workspace->database().connection());
        edit.prepare(
            QStringLiteral("UPDATE reviewer_evidence_notes SET file_path = ? WHERE id = ?"));
        edit.addBindValue(QStringLiteral("../private.png"));
        edit.addBindValue(*id);
        QVERIFY(edit.exec());

        openPane();
        QVERIFY(checklist()->selectRequirement(QStringLiteral("security-policy")));
        EvidenceNoteRow *row = nullptr;
        for (EvidenceNoteRow *candidate : noteRows()) {
            if (candidate->note().id == *id)
                row = candidate;
        }
        QVERIFY(row);
        const QLabel *thumbnail = row->findChild<QLabel *>(QStringLiteral("thumbnailLabel"));
        QVERIFY(thumbnail->accessibleName().isEmpty()); // the glyph, not a thumbnail
        const QLabel *problem = row->findChild<QLabel *>(QStringLiteral("fileProblemLabel"));
        QVERIFY(problem);
        QVERIFY2(problem->text().contains(QStringLiteral("outside the workspace's files folder")),
                 qPrintable(problem->text()));
        QCOMPARE(problem->textFormat(), Qt::PlainText);
    }

    void refusedDropsShowAMessage()
    {
        openPane();
        QWidget *viewport = view()->viewport();
        QMimeData script;
        script.setUrls({ QUrl(QStringLiteral("javascript:alert(1)")) });
        dragAndDrop(viewport, rowCenter(QStringLiteral("package")), &script);
        QCOMPARE(store().notes(21).size(), 0);
        QVERIFY2(checklist()->messageText().contains(QStringLiteral("javascript")),
                 qPrintable(checklist()->messageText()));

        // Too large: a clear message, nothing stored, and nothing modal.
        checklist()->model()->setMaxEvidenceFileSize(64);
        QTemporaryFile big(m_dir.filePath(QStringLiteral("big-XXXXXX.bin")));
        QVERIFY(big.open());
        big.write(QByteArray(1000, 'x'));
        big.close();
        QMimeData files;
        files.setUrls({ QUrl::fromLocalFile(big.fileName()) });
        QSignalSpy status(checklist(), &ChecklistPane::statusMessage);
        QVERIFY(dragAndDrop(viewport, rowCenter(QStringLiteral("package")), &files));
        QCOMPARE(store().notes(21).size(), 0);
        QVERIFY2(checklist()->messageText().contains(QFileInfo(big.fileName()).fileName()),
                 qPrintable(checklist()->messageText()));
        QVERIFY(!QApplication::activeModalWidget());
        QVERIFY(!status.isEmpty());
        QVERIFY(!checklist()->undoGroup()->canUndo());
    }

    void undoOfADropRemovesTheNote()
    {
        openPane();
        QTemporaryFile file(m_dir.filePath(QStringLiteral("ci-XXXXXX.log")));
        QVERIFY(file.open());
        file.write("runner lpu-8: passed\n");
        file.close();
        QMimeData files;
        files.setUrls({ QUrl::fromLocalFile(file.fileName()) });
        QVERIFY(dragAndDrop(view()->viewport(), rowCenter(QStringLiteral("working-ci")), &files));
        const EvidenceNote note = store().notes(21).first();
        const QString copy = store().absoluteFilePath(note);
        QVERIFY(QFile::exists(copy));
        QCOMPARE(noteRows().size(), 1);

        checklist()->undoGroup()->undo();
        QCOMPARE(store().notes(21).size(), 0);
        QVERIFY(QFile::exists(copy)); // kept while a redo can bring it back
        QCOMPARE(noteRows().size(), 0);
        QCOMPARE(
            checklist()
                ->model()
                ->requirementIndex(QStringLiteral("working-ci"), ChecklistModel::EvidenceColumn)
                .data(ChecklistModel::NoteCountRole)
                .toInt(),
            0);

        checklist()->undoGroup()->redo();
        QCOMPARE(store().notes(21).size(), 1);
        QCOMPARE(store().notes(21).first().sha256, note.sha256);
        QCOMPARE(store().notes(21).first().id, note.id);
        QVERIFY(QFile::exists(copy));
        QCOMPARE(noteRows().size(), 1);
    }

    void pasteAddsToTheSelectedRequirement()
    {
        openPane();
        QVERIFY(checklist()->selectRequirement(QStringLiteral("package")));
        view()->setFocus();
        QTRY_VERIFY(view()->hasFocus());

        auto *mime = new QMimeData;
        mime->setText(QStringLiteral("  https://lumenvale.example/torch-lpu/download  "));
        QGuiApplication::clipboard()->setMimeData(mime);
        QTest::keyClick(view(), Qt::Key_V, Qt::ControlModifier);
        QList<EvidenceNote> notes = store().notes(21);
        QCOMPARE(notes.size(), 1);
        QCOMPARE(notes.last().kind, EvidenceKind::Url);
        QCOMPARE(notes.last().requirementId, QStringLiteral("package"));
        QCOMPARE(notes.last().source, EvidenceMime::pasteSource());

        QImage image(16, 16, QImage::Format_ARGB32);
        image.fill(Qt::blue);
        auto *picture = new QMimeData;
        picture->setImageData(image);
        QGuiApplication::clipboard()->setMimeData(picture);
        QVERIFY(checklist()->pasteEvidence());
        notes = store().notes(21);
        QCOMPARE(notes.size(), 2);
        QCOMPARE(notes.last().kind, EvidenceKind::Image);
        QVERIFY(notes.last().originalName.startsWith(QStringLiteral("pasted-image-")));

        // In the note editor, Ctrl+V pastes text into the note instead.
        auto *plain = new QMimeData;
        plain->setText(QStringLiteral("from the clipboard"));
        QGuiApplication::clipboard()->setMimeData(plain);
        checklist()->editNote();
        QTRY_VERIFY(checklist()->noteEditor()->hasFocus());
        QTest::keyClick(checklist()->noteEditor(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(checklist()->noteEditor()->toPlainText(), QStringLiteral("from the clipboard"));
        QCOMPARE(store().notes(21).size(), 2);
    }

    void evidenceNotesAreEditedAndDeleted()
    {
        openPane();
        QMimeData text;
        text.setText(QStringLiteral("Maintainers answer within a day."));
        QVERIFY(dragAndDrop(view()->viewport(), rowCenter(QStringLiteral("maintainers")), &text));
        QCOMPARE(noteRows().size(), 1);
        const qint64 id = store().notes(21).first().id;

        noteRows().first()->reportCheck()->click();
        QVERIFY(store().note(id)->includeInReport);
        QTRY_COMPARE(noteRows().size(), 1);
        noteRows().first()->requestCheck()->click();
        QVERIFY(store().note(id)->includeInRequest);
        QTRY_COMPARE(noteRows().size(), 1);
        QVERIFY(noteRows().first()->reportCheck()->isChecked());
        QVERIFY(noteRows().first()->requestCheck()->isChecked());

        checklist()->undoGroup()->undo();
        QVERIFY(!store().note(id)->includeInRequest);
        QVERIFY(store().note(id)->includeInReport);

        const EvidenceNote beforeDelete = *store().note(id);
        QTest::mouseClick(noteRows().first()->deleteButton(), Qt::LeftButton);
        QVERIFY(!store().note(id));
        QTRY_COMPARE(noteRows().size(), 0);
        checklist()->undoGroup()->undo();
        const QList<EvidenceNote> back = store().notes(21);
        QCOMPARE(back.size(), 1);
        QCOMPARE(back.first().id, id);
        QCOMPARE(back.first().createdAt, beforeDelete.createdAt);
        QCOMPARE(back.first().source, beforeDelete.source);
        QCOMPARE(back.first().content, QStringLiteral("Maintainers answer within a day."));
        QVERIFY(back.first().includeInReport);
        QTRY_COMPARE(noteRows().size(), 1);
    }

    void dropOntoTheApplicationIsAboutTheWholeApplication()
    {
        openPane();
        QMimeData url;
        url.setUrls({ QUrl(QStringLiteral("https://lumenvale.example/press")) });
        QWidget *body = m_pane->markdownView()->viewport();
        // Anywhere on the body, also where the checklist would be in the pane's coordinates.
        QVERIFY(dragAndDrop(body, QPoint(body->width() - 10, body->height() / 2), &url));
        const QList<EvidenceNote> notes = store().notes(21);
        QCOMPARE(notes.size(), 1);
        QCOMPARE(notes.first().requirementId, QString());
        QCOMPARE(checklist()->model()->notes(QString()).size(), 1);
        checklist()->selectApplicationRow();
        QVERIFY(checklist()->isApplicationSelected());
        QCOMPARE(noteRows().size(), 1);
    }

    // #24 is written from the Working Group's draft form: a requirement the form has no field
    // for says so, and the whole application lists the facts the form asks, each a link to its
    // section.
    void draftFormApplicationShowsItsFormAndFacts()
    {
        openPane(24);
        auto *sections = checklist()->findChild<QLabel *>(QStringLiteral("sectionsLabel"));
        QVERIFY(sections);
        QVERIFY(checklist()->selectRequirement(QStringLiteral("security-policy")));
        QCOMPARE(sections->text(), Checklist::noFormFieldExplanation().toHtmlEscaped());
        QVERIFY(checklist()->selectRequirement(QStringLiteral("release-gap")));
        QVERIFY(sections->text().contains(QStringLiteral("Release Plan")));
        QVERIFY(sections->text().contains(QStringLiteral("Supported PyTorch Versions")));

        checklist()->selectApplicationRow();
        QVERIFY(sections->isVisible());
        const QString facts = sections->text();
        QVERIFY2(facts.contains(QStringLiteral("Working Group application form (draft, 2026)")),
                 qPrintable(facts));
        QVERIFY2(facts.contains(QStringLiteral("4 of 5 checked; not checked: CODEOWNERS")),
                 qPrintable(facts));
        QVERIFY(facts.contains(QStringLiteral("BSD-3-Clause")));
        // The 90-day figures beside the repository's (the demo's cached preview); the commits
        // the repository does not show are in bold, the contributors it does are not.
        QVERIFY2(facts.contains(QStringLiteral("shows 9 contributor")),
                 qPrintable(facts.right(900)));
        QVERIFY2(facts.contains(QStringLiteral("<b>quillmoor-labs/torch-quillmoor shows 118 "
                                               "commit")),
                 qPrintable(facts.right(900)));
        QVERIFY(!facts.contains(QStringLiteral("<b>quillmoor-labs/torch-quillmoor shows 9")));
        const int license = checklist()->model()->checklist().facts().at(8).sectionIndex;
        QCOMPARE(checklist()->model()->checklist().facts().at(8).id, QStringLiteral("license"));
        emit sections->linkActivated(QStringLiteral("section:%1").arg(license));
        QCOMPARE(m_pane->highlightedSections(), QList<int>({ license }));

        // Another application, not from a known form, shows no facts.
        QVERIFY(m_pane->showApplication(21));
        checklist()->selectApplicationRow();
        QVERIFY(sections->isHidden());
    }

    void notesSurviveRestart()
    {
        openPane();
        QMimeData text;
        text.setText(QStringLiteral("Kept across restarts."));
        QVERIFY(dragAndDrop(view()->viewport(), rowCenter(QStringLiteral("release-plan")), &text));
        QTemporaryFile file(m_dir.filePath(QStringLiteral("plan-XXXXXX.txt")));
        QVERIFY(file.open());
        file.write("release every month\n");
        file.close();
        QMimeData files;
        files.setUrls({ QUrl::fromLocalFile(file.fileName()) });
        QVERIFY(dragAndDrop(view()->viewport(), rowCenter(QStringLiteral("release-plan")), &files));
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_1);
        QCOMPARE(noteRows().size(), 2);

        // Close everything, open the same workspace again.
        m_pane.reset();
        m_workspace.reset();
        openWorkspace(false);
        openPane();
        QVERIFY(checklist()->selectRequirement(QStringLiteral("release-plan")));
        QCOMPARE(noteRows().size(), 2);
        QCOMPARE(noteRows().first()->note().content, QStringLiteral("Kept across restarts."));
        const EvidenceNote fileNote = noteRows().last()->note();
        QCOMPARE(fileNote.kind, EvidenceKind::File);
        QVERIFY(QFile::exists(store().absoluteFilePath(fileNote)));
        QCOMPARE(
            checklist()
                ->model()
                ->requirementIndex(QStringLiteral("release-plan"), ChecklistModel::StatusColumn)
                .data()
                .toString(),
            QStringLiteral("Met"));
    }

    void deletedNoteComesBackTheSameAndSurvivesRestart()
    {
        openPane();
        QTemporaryFile file(m_dir.filePath(QStringLiteral("wheel-index-XXXXXX.html")));
        QVERIFY(file.open());
        file.write("<a href=\"torch_lpu-2.12.1-cp312.whl\">torch_lpu-2.12.1</a>\n");
        file.close();
        QMimeData files;
        files.setUrls({ QUrl::fromLocalFile(file.fileName()) });
        QVERIFY(dragAndDrop(view()->viewport(), rowCenter(QStringLiteral("package")), &files));
        const EvidenceNote note = store().notes(21).first();
        const QString copy = store().absoluteFilePath(note);

        QVERIFY(checklist()->selectRequirement(QStringLiteral("package")));
        QTRY_COMPARE(noteRows().size(), 1);
        QTest::mouseClick(noteRows().first()->deleteButton(), Qt::LeftButton);
        QVERIFY(!store().note(note.id));
        QVERIFY(QFile::exists(copy)); // the deletion can still be undone
        checklist()->undoGroup()->undo();
        std::optional<EvidenceNote> back = store().note(note.id);
        QVERIFY(back);
        QCOMPARE(back->createdAt, note.createdAt);
        QCOMPARE(back->source, note.source);
        QCOMPARE(back->filePath, note.filePath);
        QTRY_COMPARE(noteRows().size(), 1);
        QCOMPARE(noteRows().first()->note().id, note.id);

        // Restart: the same note, its time and its file.
        m_pane.reset();
        m_workspace.reset();
        openWorkspace(false);
        back = store().note(note.id);
        QVERIFY(back);
        QCOMPARE(back->createdAt, note.createdAt);
        QCOMPARE(back->originalName, note.originalName);
        QVERIFY(QFile::exists(copy));
    }

    void automaticChecksShowForRequirementsWithChecks()
    {
        openPane(12);
        QVERIFY(checklist()->selectRequirement(QStringLiteral("security-policy")));
        AutomaticChecksPanel *panel = checklist()->automaticChecksPanel();
        QVERIFY(panel);
        QVERIFY(panel->isVisible());
        AutomaticCheckView *row = panel->view(QStringLiteral("security-policy"));
        QVERIFY(row);
        // From the demo's cached previews: what it looked at, what it found, and when.
        QTRY_COMPARE(row->result().status, CheckStatus::Pass);
        QVERIFY2(row->summaryText().contains(QStringLiteral("SECURITY.md")),
                 qPrintable(row->summaryText()));
        QVERIFY2(row->whenText().contains(QStringLiteral("checked")), qPrintable(row->whenText()));
        QVERIFY(row->toolTip().contains(QStringLiteral("github.com/tessellary/torch-tpe")));

        QVERIFY(checklist()->selectRequirement(QStringLiteral("working-ci")));
        QCOMPARE(checklist()->automaticChecksPanel(), panel);
        QVERIFY(!panel->view(QStringLiteral("security-policy")));
        QVERIFY(panel->view(QStringLiteral("working-ci")));
        QTRY_VERIFY(!panel->view(QStringLiteral("working-ci"))->result().pending);
        QVERIFY(panel->view(QStringLiteral("working-ci"))->result().status != CheckStatus::Unknown);

        // The CI relay's level: Tessellate's repository, named in another section, is not on
        // the allowlist the demo cached.
        QVERIFY(checklist()->selectRequirement(QStringLiteral("ci-integration")));
        AutomaticCheckView *relay = panel->view(QStringLiteral("ci-relay"));
        QVERIFY(relay);
        QTRY_VERIFY(!relay->result().pending);
        QCOMPARE(relay->result().status, CheckStatus::Fail);
        QVERIFY2(relay->summaryText().contains(QStringLiteral("tessellary/torch-tpe")),
                 qPrintable(relay->summaryText()));

        // A requirement without checks shows none.
        QVERIFY(checklist()->selectRequirement(QStringLiteral("maintainers")));
        QVERIFY(!checklist()->automaticChecksPanel());
        auto *widget = checklist()->findChild<QWidget *>(QStringLiteral("automaticChecksWidget"));
        QVERIFY(widget);
        QVERIFY(widget->isHidden());
        checklist()->selectApplicationRow();
        QVERIFY(!checklist()->automaticChecksPanel());
        QVERIFY(checklist()->selectRequirement(QStringLiteral("release-gap")));
        QVERIFY(checklist()->automaticChecksPanel());
        QVERIFY(!widget->isHidden());
    }

    void linksAreOpenedThroughTheSharedOpener()
    {
        openPane();
        checklist()->setLinkOpener({}); // the real one
        QSignalSpy status(checklist(), &ChecklistPane::statusMessage);
        checklist()->openLink(QUrl(QStringLiteral("javascript:alert(1)")));
        QCOMPARE(status.count(), 1);
        QVERIFY2(status.first().first().toString().contains(QStringLiteral("javascript")),
                 qPrintable(status.first().first().toString()));
    }

    void previewFactoryFillsEveryLink()
    {
        openPane();
        QMimeData url;
        url.setUrls({ QUrl(QStringLiteral("https://lumenvale.example/ci")) });
        QVERIFY(dragAndDrop(view()->viewport(), rowCenter(QStringLiteral("working-ci")), &url));
        QList<QUrl> asked;
        checklist()->setLinkPreviewFactory([&asked](const QUrl &link, QWidget *parent) {
            asked << link;
            auto *card = new QLabel(link.toString(), parent);
            card->setObjectName(QStringLiteral("previewCard"));
            return card;
        });
        QCOMPARE(asked,
                 QList<QUrl>(
                     { QUrl(QStringLiteral("https://github.com/lumenvale-labs/torch-lpu/actions")),
                       QUrl(QStringLiteral("https://github.com/lumenvale-labs/torch-lpu/actions/"
                                           "workflows/pr.yml")),
                       QUrl(QStringLiteral("https://lumenvale.example/ci")) }));
        int cards = 0;
        const QList<QLabel *> labels =
            checklist()->findChildren<QLabel *>(QStringLiteral("previewCard"));
        for (const QLabel *label : labels) {
            cards += label->isHidden() ? 0 : 1;
        }
        QCOMPARE(cards, 3);
    }
};

QTEST_MAIN(tst_ChecklistPane)
#include "tst_checklistpane.moc"
