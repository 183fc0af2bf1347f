#include "DemoWorkspaces.h"
#include "core/review/ChecklistStore.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistPane.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMimeData>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace acp;

namespace {

// A drag that enters and moves to `pos` of `target`; whether it was accepted as a copy.
bool dragTo(QWidget *target, const QPoint &pos, const QMimeData *mime)
{
    const Qt::DropActions actions = Qt::CopyAction | Qt::MoveAction | Qt::LinkAction;
    QDragEnterEvent enter(pos, actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QDragMoveEvent move(pos, actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &move);
    return move.isAccepted() && move.dropAction() == Qt::CopyAction;
}

// The drag above, then the drop (or a leave when the move was refused); true when the drop
// was taken as a copy (never a move: a file manager would delete the original).
bool dragAndDrop(QWidget *target, const QPoint &pos, const QMimeData *mime)
{
    if (!dragTo(target, pos, mime)) {
        QDragLeaveEvent leave;
        QApplication::sendEvent(target, &leave);
        return false;
    }
    const Qt::DropActions actions = Qt::CopyAction | Qt::MoveAction | Qt::LinkAction;
    QDropEvent drop(QPointF(pos), actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    return drop.isAccepted() && drop.dropAction() == Qt::CopyAction;
}

} // namespace

// Drops onto the list and the details of a checklist pane on the demo workspace's
// application 21.
class tst_EvidenceDropHandler : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_databaseCount = 0;
    std::unique_ptr<Workspace> m_workspace;
    std::unique_ptr<ChecklistPane> m_pane;

    QTreeView *view() const { return m_pane->requirementView(); }
    ChecklistStore store() const { return ChecklistStore(m_workspace->database()); }

    QPoint rowCenter(const QString &requirementId) const
    {
        const QModelIndex index = m_pane->model()->requirementIndex(requirementId);
        view()->scrollTo(index);
        return view()->visualRect(index).center();
    }

    QLabel *dropHint() const { return m_pane->findChild<QLabel *>(QStringLiteral("dropHint")); }
    // The middle of the drop hint, scrolled into view, in the pane's coordinates.
    QPoint dropHintInPane() const
    {
        m_pane->findChild<QScrollArea *>(QStringLiteral("detailScroll"))
            ->ensureWidgetVisible(dropHint());
        return dropHint()->mapTo(m_pane.get(), dropHint()->rect().center());
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
        m_pane->resize(900, 1400);
        QVERIFY(m_pane->showApplication(21));
        m_pane->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_pane.get()));
    }

    void cleanup()
    {
        m_pane.reset();
        m_workspace.reset();
    }

    void dropOnARowSelectsItAndAddsThere()
    {
        QVERIFY(m_pane->selectRequirement(QStringLiteral("package")));
        QMimeData url;
        url.setUrls({ QUrl(QStringLiteral("https://lumenvale.example/security")) });
        QVERIFY(
            dragAndDrop(view()->viewport(), rowCenter(QStringLiteral("security-policy")), &url));
        QCOMPARE(m_pane->currentRequirement(), QStringLiteral("security-policy"));
        const QList<EvidenceNote> notes = store().notes(21);
        QCOMPARE(notes.size(), 1);
        QCOMPARE(notes.first().requirementId, QStringLiteral("security-policy"));
        QVERIFY(notes.first().content.contains(QStringLiteral("lumenvale.example/security")));
    }

    void dropBelowTheRowsIsAboutTheApplication()
    {
        // A list tall enough for every row and some room below them.
        m_pane->findChild<QSplitter *>(QStringLiteral("splitter"))->setSizes({ 1200, 150 });
        view()->scrollToTop();
        const QModelIndex last = m_pane->model()->applicationIndex();
        const QRect lastRect = view()->visualRect(last);
        QVERIFY(lastRect.isValid());
        const QPoint below(lastRect.center().x(), lastRect.bottom() + 4);
        QVERIFY2(below.y() < view()->viewport()->height(), "the rows fill the list");
        QMimeData text;
        text.setText(QStringLiteral("About the whole platform."));
        QVERIFY(dragAndDrop(view()->viewport(), below, &text));
        QVERIFY(m_pane->isApplicationSelected());
        const QList<EvidenceNote> notes = store().notes(21);
        QCOMPARE(notes.size(), 1);
        QCOMPARE(notes.first().requirementId, QString());
    }

    void whatCannotBeEvidenceIsRefused()
    {
        QMimeData nothing;
        nothing.setData(QStringLiteral("application/x-unknown"), QByteArray("x"));
        QVERIFY(!dragAndDrop(view()->viewport(), rowCenter(QStringLiteral("package")), &nothing));
        QVERIFY(!dragAndDrop(m_pane.get(), dropHintInPane(), &nothing));
        QVERIFY(store().notes(21).isEmpty());
    }

    void dropOnTheDetailsAddsToTheSelectedRow()
    {
        QVERIFY(m_pane->selectRequirement(QStringLiteral("package")));
        QVERIFY(dropHint()->isVisible());
        QMimeData text;
        text.setText(QStringLiteral("pip install torch-lpu"));

        // The hint lights up while the drag is over the details, and goes out after.
        QVERIFY(dragTo(m_pane.get(), dropHintInPane(), &text));
        QCOMPARE(dropHint()->property("dropActive").toBool(), true);
        QDragLeaveEvent leave;
        QApplication::sendEvent(m_pane.get(), &leave);
        QCOMPARE(dropHint()->property("dropActive").toBool(), false);

        QVERIFY(dragAndDrop(m_pane.get(), dropHintInPane(), &text));
        QCOMPARE(dropHint()->property("dropActive").toBool(), false);
        QCOMPARE(m_pane->currentRequirement(), QStringLiteral("package"));
        const QList<EvidenceNote> notes = store().notes(21);
        QCOMPARE(notes.size(), 1);
        QCOMPARE(notes.first().requirementId, QStringLiteral("package"));

        // Over the pane but not its details (the list refused it and it bubbled up): refused.
        const QPoint overList = view()->mapTo(m_pane.get(), view()->rect().center());
        QVERIFY(!dragAndDrop(m_pane.get(), overList, &text));
        QCOMPARE(store().notes(21).size(), 1);
    }

    void detailsTakeNothingWithoutASelection()
    {
        QVERIFY(m_pane->selectRequirement(QStringLiteral("package")));
        const QPoint onDetails = dropHintInPane();
        view()->selectionModel()->setCurrentIndex(QModelIndex(), QItemSelectionModel::Clear);
        QVERIFY(m_pane->currentRequirement().isEmpty());
        QVERIFY(!m_pane->isApplicationSelected());
        QMimeData text;
        text.setText(QStringLiteral("Nowhere to go"));
        QVERIFY(!dragAndDrop(m_pane.get(), onDetails, &text));
        QVERIFY(store().notes(21).isEmpty());
    }
};

QTEST_MAIN(tst_EvidenceDropHandler)
#include "tst_evidencedrophandler.moc"
