// Over 600 lines on purpose: one test executable per class, and the
// window's menus, docks and states have many cases.

#include "GitHubTestServer.h"
#include "TestSupport.h"
#include "core/github/GitHubClient.h"
#include "core/review/Checklist.h"
#include "core/review/ChecklistStore.h"
#include "core/review/RequirementSettings.h"
#include "core/store/IssueCache.h"
#include "core/store/ReviewerStore.h"
#include "core/store/SyncStateStore.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"
#include "ui/applications/ApplicationFilterModel.h"
#include "ui/applications/ApplicationListModel.h"
#include "ui/applications/ApplicationPane.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/preview/LinkPreviewCard.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/SourceView.h"
#include "ui/widgets/WrappingLabel.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WelcomePage.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

#include <algorithm>
#include <functional>

using namespace acp;
using acp::test::isolateSettings;

namespace {

QString labelText(const QWidget &window, const char *name)
{
    const auto *label = window.findChild<QLabel *>(QLatin1String(name));
    return label ? label->text() : QStringLiteral("<no label %1>").arg(QLatin1String(name));
}

// Text of every label in the status bar, permanent widgets included.
QString statusBarText(const MainWindow &window)
{
    QStringList texts;
    const QList<QLabel *> labels = window.statusBar()->findChildren<QLabel *>();
    for (const QLabel *label : labels) {
        if (!label->isHidden()) {
            texts << label->text();
        }
    }
    return texts.join(QLatin1Char('|'));
}

const char *const FormBody =
    "### Platform name\n\n%1\n\n### Company / organization\n\n%2\n\n"
    "### Supported features and API list\n\n| Feature | Status |\n|---|---|\n"
    "| Eager | complete |\n";

QString formBody(const QString &platform, const QString &company)
{
    return QString::fromLatin1(FormBody).arg(platform, company);
}

// The built-in requirement definition, changed by `change`, written to `path`.
bool writeDefinition(const QString &path, const std::function<void(QJsonObject &)> &change)
{
    QFile builtIn(RequirementSet::builtInPath());
    if (!builtIn.open(QIODevice::ReadOnly)) {
        return false;
    }
    QJsonObject root = QJsonDocument::fromJson(builtIn.readAll()).object();
    change(root);
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && file.write(QJsonDocument(root).toJson(QJsonDocument::Indented)) > 0;
}

} // namespace

class tst_MainWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;

    WorkspaceOptions demoOptions() const
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dataDir.filePath(QStringLiteral("demo.sqlite3"));
        return options;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_settingsDir.isValid());
        QVERIFY(m_dataDir.isValid());
        isolateSettings(m_settingsDir.path(), QStringLiteral("tst_mainwindow"));
        QSettings().clear();
    }

    void demoWorkspaceListsItsApplications()
    {
        Workspace workspace(demoOptions());
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        const int expected = int(workspace.catalog().applications().size());
        QVERIFY(expected >= 4);
        QCOMPARE(window.applicationModel()->rowCount(), expected);
        QCOMPARE(window.applicationView()->model()->rowCount(), expected);
        QVERIFY(labelText(window, "countLabel").contains(QString::number(expected)));

        // Offline by design: Sync is disabled and says why; the demo is marked as such.
        QVERIFY(!window.syncAction()->isEnabled());
        QCOMPARE(window.syncAction()->toolTip(),
                 QStringLiteral("The demo workspace is offline: nothing is sent to GitHub"));
        QVERIFY(statusBarText(window).contains(QStringLiteral("Demo workspace")));
        window.startSync(); // does nothing but explain
        QVERIFY(!window.isSyncing());
        QVERIFY(window.syncAction()->shortcuts().contains(QKeySequence(Qt::Key_F5)));
        QVERIFY(window.syncAction()->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_R)));

        // The list is sorted by last update, newest first, and something is selected.
        QVERIFY(window.selectedApplication() != 0);
        const QAbstractItemModel *view = window.applicationView()->model();
        for (int row = 1; row < view->rowCount(); ++row) {
            QVERIFY(view->index(row - 1, 0).data(ApplicationListModel::UpdatedAtRole).toDateTime()
                    >= view->index(row, 0).data(ApplicationListModel::UpdatedAtRole).toDateTime());
        }
    }

    // The network's state is a plugin to load and, on Linux, a D-Bus question: asked once the
    // window is on screen, and said in the status bar then.
    void theNetworkStateIsAskedOnceTheWindowIsOnScreen()
    {
        Workspace workspace(demoOptions());
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        MainWindow window(workspace);
        QLabel *network = nullptr;
        const QList<QLabel *> labels = window.statusBar()->findChildren<QLabel *>();
        for (QLabel *label : labels) {
            if (label->accessibleName() == QStringLiteral("Network status"))
                network = label;
        }
        QVERIFY(network);
        QVERIFY(network->text().isEmpty());
        QCoreApplication::processEvents(); // not before the window is painted
        QVERIFY(network->text().isEmpty());

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(!network->text().isEmpty());
        const QStringList states = { QStringLiteral("Online"), QStringLiteral("Offline"),
                                     QStringLiteral("Local network only"),
                                     QStringLiteral("Network: unknown") };
        QVERIFY2(states.contains(network->text()), qPrintable(network->text()));
        // The demo never uses the network, whatever the computer's state.
        QVERIFY(network->toolTip().contains(QStringLiteral("never uses the network")));
    }

    void reloadingKeepsTheReadersPlaceInALongThread()
    {
        const QString path = m_dataDir.filePath(QStringLiteral("long-thread.sqlite3"));
        WorkspaceOptions options = demoOptions();
        options.databasePath = path;
        {
            Workspace workspace(options);
            QVERIFY(workspace.open());
            IssueCache cache(workspace.database());
            for (int i = 1; i <= 80; ++i) {
                Comment comment;
                comment.id = 900000 + i;
                comment.issueNumber = 3;
                comment.author = QStringLiteral("reader%1").arg(i);
                comment.body = QStringLiteral("A comment of some length, number %1.\n\nSecond "
                                              "paragraph.")
                                   .arg(i);
                comment.createdAt = QDateTime::currentDateTimeUtc().addDays(-1).addSecs(i);
                comment.updatedAt = comment.createdAt;
                QVERIFY(cache.upsertComment(comment));
            }
        }
        Workspace workspace(options);
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.resize(1100, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectApplication(3));
        MarkdownView *thread = window.applicationPane()->markdownView();
        if (!thread->isRenderingComplete()) {
            QSignalSpy finished(thread, &MarkdownView::renderingFinished);
            QVERIFY(finished.wait(10000));
        }
        QTRY_VERIFY(thread->verticalScrollBar()->maximum() > 2000);
        const int place = thread->verticalScrollBar()->maximum() - 100;
        thread->verticalScrollBar()->setValue(place);

        window.applicationPane()->reload();
        QCOMPARE(thread->verticalScrollBar()->value(), place);
        QVERIFY(thread->toPlainText().contains(QStringLiteral("reader80")));
    }

    // The platform's name is the applicant's to write, as long as they like: it wraps in the
    // header, and the thread's and the checklist's columns stay where the reviewer put them.
    void aLongPlatformNameLeavesTheColumnsWhereTheyAre()
    {
        const QString longName =
            QStringLiteral("Nordhaven ") + QString(160, QLatin1Char('N')) + QStringLiteral(" NPU");
        WorkspaceOptions options = demoOptions();
        options.databasePath = m_dataDir.filePath(QStringLiteral("long-name.sqlite3"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        QSqlQuery rename(workspace.database().connection());
        rename.prepare(QStringLiteral("UPDATE issues SET body = replace(body, ?, ?), "
                                      "platform_name = ? WHERE number = 3"));
        rename.addBindValue(QStringLiteral("Nordhaven NPU"));
        rename.addBindValue(longName);
        rename.addBindValue(longName);
        QVERIFY2(rename.exec(), qPrintable(rename.lastError().text()));
        QCOMPARE(rename.numRowsAffected(), 1);
        MainWindow window(workspace);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto settle = [] {
            for (int turn = 0; turn < 5; ++turn) {
                QCoreApplication::processEvents();
            }
        };
        auto *columns =
            window.applicationPane()->findChild<QSplitter *>(QStringLiteral("reviewSplitter"));
        QVERIFY(columns);
        QVERIFY(window.selectApplication(7));
        settle();
        const QList<int> sizes = columns->sizes();

        QVERIFY(window.selectApplication(3));
        settle();
        const auto *platform =
            window.applicationPane()->findChild<WrappingLabel *>(QStringLiteral("platformLabel"));
        QVERIFY(platform);
        QVERIFY2(platform->text().startsWith(longName.left(100)), qPrintable(platform->text()));
        const int oneLine = platform->fontMetrics().lineSpacing();
        QVERIFY(platform->singleLineWidth() > platform->width());
        QVERIFY(platform->height() >= 2 * oneLine); // wrapped
        QCOMPARE(columns->sizes(), sizes);

        // A name of some length that does not fit beside the number, the state and the link:
        // on two lines, whole.
        QVERIFY(window.selectApplication(7));
        settle();
        QCOMPARE(columns->sizes(), sizes);
        QVERIFY(platform->text().size() > 30);
        QVERIFY(platform->height() < 3 * oneLine);
        // The shortest: on one line.
        const QList<ApplicationSummary> applications = workspace.catalog().applications();
        const auto shortest = std::min_element(
            applications.cbegin(), applications.cend(), [](const auto &a, const auto &b) {
                return a.platformName.size() < b.platformName.size();
            });
        QVERIFY(window.selectApplication(shortest->number));
        settle();
        QCOMPARE(columns->sizes(), sizes);
        QVERIFY(platform->singleLineWidth() <= platform->width());
        QVERIFY(platform->height() < 2 * oneLine);
    }

    void selectingAnApplicationShowsIt()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QVERIFY(window.selectApplication(3));
        QCOMPARE(window.selectedApplication(), 3);
        QCOMPARE(window.applicationPane()->currentNumber(), 3);
        QCOMPARE(labelText(*window.applicationPane(), "platformLabel"),
                 QStringLiteral("Nordhaven NPU"));
        QCOMPARE(labelText(*window.applicationPane(), "numberLabel"), QStringLiteral("#3"));
        QCOMPARE(labelText(*window.applicationPane(), "stateBadge"), QStringLiteral("Approved"));
        const QString text = window.applicationPane()->markdownView()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Nordhaven Silicon AB")), qPrintable(text.left(400)));
        // The comment thread follows the body.
        const IssueCache cache(workspace.database());
        const QList<Comment> comments = cache.comments(3);
        QVERIFY(!comments.isEmpty());
        QVERIFY(text.contains(comments.first().author));
        QVERIFY(text.indexOf(comments.first().author)
                > text.indexOf(QStringLiteral("Nordhaven Silicon AB")));
        // Labels are chips.
        QVERIFY(
            window.applicationPane()->findChild<QLabel *>(QString(), Qt::FindChildrenRecursively)
            != nullptr);
        bool chip = false;
        const QList<QLabel *> labels = window.applicationPane()->findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            chip = chip || (label->text() == QStringLiteral("approved") && label->isVisible());
        }
        QVERIFY(chip);

        // Next / previous walk the list as sorted.
        const QAbstractItemModel *view = window.applicationView()->model();
        const int row = window.applicationView()->currentIndex().row();
        QAction *next = window.findChild<QAction *>(QStringLiteral("actionNextApplication"));
        QAction *previous =
            window.findChild<QAction *>(QStringLiteral("actionPreviousApplication"));
        QVERIFY(next && previous);
        if (row + 1 < view->rowCount()) {
            next->trigger();
            QCOMPARE(window.selectedApplication(),
                     view->index(row + 1, 0).data(ApplicationListModel::NumberRole).toInt());
            QCOMPARE(window.applicationPane()->currentNumber(), window.selectedApplication());
            previous->trigger();
        }
        QCOMPARE(window.selectedApplication(), 3);
    }

    // A duplicate and a resubmission in the cache: the header names them, each a link that
    // selects the other application; an application without any shows nothing.
    void duplicatesAndResubmissionsLinkEachOther()
    {
        WorkspaceOptions options = demoOptions();
        options.databasePath = m_dataDir.filePath(QStringLiteral("demo-related.sqlite3"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        IssueCache cache(workspace.database());
        const std::optional<Issue> lumenvale = cache.issue(21);
        const std::optional<Issue> rookwing = cache.issue(7); // declined
        QVERIFY(lumenvale && rookwing);
        Issue duplicate = *lumenvale;
        duplicate.number = 41;
        duplicate.githubId += 41;
        duplicate.createdAt = lumenvale->createdAt.addDays(2);
        duplicate.updatedAt = duplicate.createdAt;
        duplicate.htmlUrl = QUrl(
            lumenvale->htmlUrl.toString().replace(QStringLiteral("/21"), QStringLiteral("/41")));
        duplicate.labels.clear();
        QVERIFY(cache.upsertIssue(duplicate));
        Issue retry = *rookwing;
        retry.number = 40;
        retry.githubId += 40;
        retry.state = QStringLiteral("open");
        retry.labels.clear();
        retry.createdAt = QDateTime::currentDateTimeUtc();
        retry.updatedAt = retry.createdAt;
        retry.body = QStringLiteral("### Platform name\n\nRookwing RVV-X\n\n### What changed "
                                    "since #7\n\nCI runs on every pull request now.");
        QVERIFY(cache.upsertIssue(retry));

        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *related =
            window.applicationPane()->findChild<QLabel *>(QStringLiteral("relatedLabel"));
        QVERIFY(related);

        QVERIFY(window.selectApplication(41));
        QVERIFY(related->isVisible());
        QVERIFY2(related->text().contains(QStringLiteral(
                     "Possible duplicate of <a href=\"application:21\">#21</a>: the same text "
                     "from the same author, 2 day")),
                 qPrintable(related->text()));

        QVERIFY(window.selectApplication(40));
        QVERIFY2(related->text().startsWith(
                     QStringLiteral("Resubmission of <a href=\"application:7\">#7</a>")),
                 qPrintable(related->text()));
        emit related->linkActivated(QStringLiteral("application:7"));
        QCOMPARE(window.selectedApplication(), 7);
        QCOMPARE(window.applicationPane()->currentNumber(), 7);
        QVERIFY2(related->text().contains(
                     QStringLiteral("Resubmitted as <a href=\"application:40\">#40</a>")),
                 qPrintable(related->text()));

        QVERIFY(window.selectApplication(3));
        QVERIFY(related->isHidden());
    }

    void markdownSourceByKeyboard()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectApplication(3));
        ApplicationPane *pane = window.applicationPane();
        QVERIFY(!pane->isSourceVisible());

        QTest::keyClick(&window, Qt::Key_U, Qt::ControlModifier);
        QVERIFY(pane->isSourceVisible());
        QVERIFY(pane->sourceView()->isVisible());
        const QString body = IssueCache(workspace.database()).issue(3)->body;
        QCOMPARE(pane->sourceView()->toPlainText(), body);
        QVERIFY(body.contains(QStringLiteral("### Platform name")));

        // Another application while the source shows: its source follows.
        QVERIFY(window.selectApplication(12));
        QCOMPARE(pane->sourceView()->toPlainText(),
                 IssueCache(workspace.database()).issue(12)->body);

        QTest::keyClick(&window, Qt::Key_U, Qt::ControlModifier);
        QVERIFY(!pane->isSourceVisible());
        QVERIFY(pane->markdownView()->isVisible());

        // Chosen while the source is hidden (it is set when shown): the source shown is its.
        QVERIFY(window.selectApplication(3));
        QTest::keyClick(&window, Qt::Key_U, Qt::ControlModifier);
        QVERIFY(pane->isSourceVisible());
        QCOMPARE(pane->sourceView()->toPlainText(), body);
    }

    void filterByStateAndSearch()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        const QAbstractItemModel *view = window.applicationView()->model();
        const int all = view->rowCount();

        // Through the real combo box.
        auto *combo = window.findChild<QComboBox *>(QStringLiteral("stateCombo"));
        QVERIFY(combo);
        QCOMPARE(combo->count(), 7); // All + six states
        combo->setCurrentIndex(combo->findText(QStringLiteral("Voting")));
        QCOMPARE(view->rowCount(), 1);
        QCOMPARE(view->index(0, 0).data(ApplicationListModel::NumberRole).toInt(), 12);
        QVERIFY(labelText(window, "countLabel").contains(QStringLiteral("1 of %1").arg(all)));

        window.setReviewStateFilter(std::nullopt);
        QCOMPARE(view->rowCount(), all);

        // Through the real search field.
        auto *search = window.findChild<QLineEdit *>(QStringLiteral("searchEdit"));
        QVERIFY(search);
        QTest::keyClicks(search, QStringLiteral("lumenvale"));
        QCOMPARE(view->rowCount(), 1);
        QCOMPARE(view->index(0, 0).data(ApplicationListModel::NumberRole).toInt(), 21);
        search->clear();
        window.setSearchText(QStringLiteral("#7"));
        QCOMPARE(view->rowCount(), 1);
        QCOMPARE(view->index(0, 0).data(ApplicationListModel::NumberRole).toInt(), 7);
        window.setSearchText(QStringLiteral("no such platform anywhere"));
        QCOMPARE(view->rowCount(), 0);
        QCOMPARE(window.applicationPane()->currentNumber(), 0);
        window.setSearchText(QString());
        QCOMPARE(view->rowCount(), all);

        // The selection comes back when the filter that hid it is lifted.
        QVERIFY(window.selectApplication(12));
        window.setReviewStateFilter(ReviewState::Approved);
        QCOMPARE(window.applicationPane()->currentNumber(), 0);
        window.setReviewStateFilter(std::nullopt);
        QCOMPARE(window.selectedApplication(), 12);
        QCOMPARE(window.applicationPane()->currentNumber(), 12);

        // Ctrl+F focuses the search field.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.applicationView()->setFocus();
        QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
        QTRY_VERIFY(search->hasFocus());
    }

    // The ≠ button beside the state filter keeps the applications whose reviews differ; the
    // reviews are read once the window is on screen.
    void disagreementsFilter()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        auto *model = window.findChild<ApplicationListModel *>();
        QVERIFY(model);
        QSignalSpy refreshed(model, &ApplicationListModel::reviewsRefreshed);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(refreshed.count() > 0 || refreshed.wait());
        const QAbstractItemModel *view = window.applicationView()->model();
        const int all = view->rowCount();

        auto *button = window.findChild<QToolButton *>(QStringLiteral("disagreementsButton"));
        QVERIFY(button);
        QVERIFY(button->isCheckable());
        QVERIFY(!button->accessibleName().isEmpty());
        button->click();
        QCOMPARE(view->rowCount(), 1);
        QCOMPARE(view->index(0, 0).data(ApplicationListModel::NumberRole).toInt(), 12);
        QVERIFY(labelText(window, "countLabel").contains(QStringLiteral("1 of %1").arg(all)));
        button->click();
        QCOMPARE(view->rowCount(), all);
    }

    void checklistBesideTheApplication()
    {
        WorkspaceOptions options = demoOptions();
        options.databasePath = m_dataDir.filePath(QStringLiteral("checklist.sqlite3"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectApplication(21));
        ChecklistPane *pane = window.checklistPane();
        QCOMPARE(pane->currentNumber(), 21);
        const QString requirement = pane->currentRequirement();
        QVERIFY(!requirement.isEmpty());
        const ChecklistStore store(workspace.database());

        // The list shows each application's checklist progress.
        ApplicationListModel *list = window.applicationModel();
        QCOMPARE(list->headerData(ApplicationListModel::ProgressColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Checklist"));
        const QModelIndex progress =
            list->index(list->rowOf(21), ApplicationListModel::ProgressColumn);
        QCOMPARE(progress.data().toString(), QStringLiteral("0/10"));

        // The status keys work anywhere in the window...
        window.applicationView()->setFocus();
        QTRY_VERIFY(window.applicationView()->hasFocus());
        QTest::keyClick(window.applicationView(), Qt::Key_2);
        QCOMPARE(store.entry(21, requirement).status, ChecklistStatus::Gap);
        QCOMPARE(progress.data().toString(), QStringLiteral("1/10"));
        QCOMPARE(progress.data(ApplicationListModel::ProgressRole).value<ChecklistProgress>().gap,
                 1);
        QVERIFY(progress.data(Qt::ToolTipRole).toString().contains(QStringLiteral("1 gap")));

        // ...but not in text fields.
        auto *search = window.findChild<QLineEdit *>(QStringLiteral("searchEdit"));
        search->setFocus();
        QTRY_VERIFY(search->hasFocus());
        QTest::keyClick(search, Qt::Key_1);
        QCOMPARE(search->text(), QStringLiteral("1"));
        QCOMPARE(store.entry(21, requirement).status, ChecklistStatus::Gap);
        search->clear();
        QCOMPARE(window.selectedApplication(), 21);

        // Edit > Undo and Redo, with their keys, write to the store and update the list.
        QAction *undo = window.undoAction();
        QAction *redo = window.redoAction();
        QVERIFY(undo->isEnabled());
        QVERIFY2(undo->text().contains(QStringLiteral("Gap")), qPrintable(undo->text()));
        QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
        QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
        window.applicationView()->setFocus();
        QTRY_VERIFY(window.applicationView()->hasFocus());
        QTest::keyClick(window.applicationView(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(store.entry(21, requirement).status, ChecklistStatus::Unreviewed);
        QCOMPARE(progress.data().toString(), QStringLiteral("0/10"));
        QVERIFY(redo->isEnabled());
        QTest::keyClick(window.applicationView(), Qt::Key_Z,
                        Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(store.entry(21, requirement).status, ChecklistStatus::Gap);

        // The Review menu documents the keys.
        auto *review = window.findChild<QMenu *>(QStringLiteral("menuReview"));
        QVERIFY(review);
        QStringList keys;
        const QList<QAction *> actions = review->actions();
        for (const QAction *action : actions) {
            keys << action->shortcut().toString();
        }
        for (const char *key : { "1", "2", "3", "4", "0", "J", "K", "E", "Ctrl+L", "Ctrl+V" }) {
            QVERIFY2(keys.contains(QLatin1String(key)), key);
        }

        // Each application has its own history.
        QVERIFY(window.selectApplication(15));
        QVERIFY(!undo->isEnabled());
        QVERIFY(window.selectApplication(21));
        QVERIFY(undo->isEnabled());

        // Ctrl+L goes to the checklist, J moves on.
        QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(pane->requirementView()->hasFocus());
        QTest::keyClick(pane->requirementView(), Qt::Key_J);
        QVERIFY(pane->currentRequirement() != requirement);
    }

    // Tessellate (#12) links its SECURITY.md: the card under the security policy lists the
    // document's sections and opens at the one whose heading is the requirement's; the same card
    // under another requirement names no section.
    void linkedDocumentOpensAtTheRequirementsSection()
    {
        WorkspaceOptions options = demoOptions();
        options.databasePath = m_dataDir.filePath(QStringLiteral("documents.sqlite3"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectApplication(12));
        ChecklistPane *pane = window.checklistPane();
        QVERIFY(pane->selectRequirement(QStringLiteral("security-policy")));
        auto documentCard = [pane]() -> LinkPreviewCard * {
            const QList<LinkPreviewCard *> cards = pane->findChildren<LinkPreviewCard *>();
            for (LinkPreviewCard *card : cards) {
                if (card->url().path().endsWith(QLatin1String("/SECURITY.md")))
                    return card;
            }
            return nullptr;
        };
        QTRY_VERIFY(documentCard());
        LinkPreviewCard *card = documentCard();
        QVERIFY2(card->detailsText().contains(QStringLiteral("Sections: ")),
                 qPrintable(card->detailsText()));
        QVERIFY2(card->detailsText().contains(QStringLiteral("About this requirement: ")),
                 qPrintable(card->detailsText()));
        QVERIFY(card->matchedSectionLine() > 0);
    }

    void requirementDefinitionIsChosenAndReloaded()
    {
        WorkspaceOptions options = demoOptions();
        options.databasePath = m_dataDir.filePath(QStringLiteral("requirements.sqlite3"));
        Workspace workspace(options);
        QVERIFY(workspace.open());
        ChecklistStore store(workspace.database());
        QVERIFY(store.setEntry(21, QStringLiteral("security-policy"), ChecklistStatus::Met,
                               QStringLiteral("Reviewed.")));
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectApplication(21));
        ChecklistPane *pane = window.checklistPane();
        ApplicationListModel *list = window.applicationModel();
        QVERIFY(pane->model()->requirement(QStringLiteral("security-policy")));
        QCOMPARE(list->progressOf(21).total(), 10);
        QCOMPARE(list->progressOf(21).met, 1);
        QVERIFY(window.requirementProblemMessage().isEmpty());

        // Review > Requirement Definition… is there for the user's own file.
        QAction *action = window.requirementDefinitionAction();
        QVERIFY(action);
        QVERIFY(
            window.findChild<QMenu *>(QStringLiteral("menuReview"))->actions().contains(action));

        // A definition without security-policy: the checklist and the list follow; the status
        // stays stored, only not shown.
        const QString without = m_dataDir.filePath(QStringLiteral("without-security.json"));
        QVERIFY(writeDefinition(without, [](QJsonObject &root) {
            QJsonArray kept;
            const QJsonArray all = root.value(QStringLiteral("requirements")).toArray();
            for (const QJsonValue &value : all) {
                if (value.toObject().value(QStringLiteral("id")).toString()
                    != QLatin1String("security-policy")) {
                    kept.append(value);
                }
            }
            root.insert(QStringLiteral("requirements"), kept);
        }));
        QSettings().setValue(RequirementSettings::settingsKey(), without);
        window.reloadRequirementDefinition();
        QVERIFY(!pane->model()->requirement(QStringLiteral("security-policy")));
        QVERIFY(!pane->model()->requirementIndex(QStringLiteral("security-policy")).isValid());
        QVERIFY(!pane->selectRequirement(QStringLiteral("security-policy")));
        QCOMPARE(pane->model()->progress().total(), 9);
        QCOMPARE(list->progressOf(21).total(), 9);
        QCOMPARE(list->progressOf(21).met, 0);
        QCOMPARE(store.entry(21, QStringLiteral("security-policy")).status, ChecklistStatus::Met);
        QCOMPARE(store.entry(21, QStringLiteral("security-policy")).note,
                 QStringLiteral("Reviewed."));
        QVERIFY(window.requirementProblemMessage().isEmpty());

        // An invalid file: a banner (not a dialog) says why, and the built-in set is used.
        const QString invalid = m_dataDir.filePath(QStringLiteral("invalid.json"));
        QVERIFY(writeDefinition(invalid, [](QJsonObject &root) {
            root.insert(QStringLiteral("format_version"), QStringLiteral("one"));
        }));
        QSettings().setValue(RequirementSettings::settingsKey(), invalid);
        window.reloadRequirementDefinition();
        const QString message = window.requirementProblemMessage();
        QVERIFY2(message.contains(QStringLiteral("built-in")), qPrintable(message));
        QFile written(invalid);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = written.readAll().split('\n');
        int line = 0;
        while (line < lines.size() && !lines.at(line).contains("\"format_version\"")) {
            ++line;
        }
        QVERIFY(line < lines.size());
        QVERIFY2(message.contains(QStringLiteral("line %1").arg(line + 1)), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("format_version")), qPrintable(message));
        auto *banner = window.findChild<QFrame *>(QStringLiteral("requirementBanner"));
        QVERIFY(banner && banner->isVisible());
        QVERIFY(pane->model()->requirement(QStringLiteral("security-policy")));
        QCOMPARE(list->progressOf(21).met, 1); // the stored status is shown again

        // Back to the built-in definition: the banner goes.
        QSettings().remove(RequirementSettings::settingsKey());
        window.reloadRequirementDefinition();
        QVERIFY(window.requirementProblemMessage().isEmpty());
        QVERIFY(banner->isHidden());
        QCOMPARE(list->progressOf(21).total(), 10);
    }

    void invalidDefinitionAtStartShowsTheBanner()
    {
        const QString invalid = m_dataDir.filePath(QStringLiteral("invalid-at-start.json"));
        QVERIFY(writeDefinition(
            invalid, [](QJsonObject &root) { root.insert(QStringLiteral("format_version"), 7); }));
        WorkspaceOptions options = demoOptions();
        options.databasePath = m_dataDir.filePath(QStringLiteral("requirements-start.sqlite3"));
        options.requirementsFile = invalid; // as --requirements FILE
        Workspace workspace(options);
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY2(window.requirementProblemMessage().contains(QStringLiteral("format_version")),
                 qPrintable(window.requirementProblemMessage()));
        QVERIFY(window.selectApplication(21));
        QCOMPARE(window.checklistPane()->model()->progress().total(), 10);
    }

    void aboutNamesQtAndSqliteVersions()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        QString text;
        QTimer::singleShot(0, this, [&text] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (box) {
                text = box->text();
                box->accept();
            }
        });
        window.showAbout();
        QVERIFY2(text.contains(QStringLiteral("Qt %1").arg(QLatin1String(qVersion()))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("SQLite 3.")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral(ACP_VERSION_STRING)));
    }

    void gettingStartedFromTheHelpMenu()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        WelcomePage *welcome = window.welcomePage();
        auto *splitter = window.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
        QVERIFY(!welcome->isVisible()); // the demo has applications
        QVERIFY(splitter->isVisible());

        auto *help = window.findChild<QMenu *>(QStringLiteral("menuHelp"));
        QVERIFY(help->actions().contains(window.gettingStartedAction()));
        window.gettingStartedAction()->trigger();
        QVERIFY(welcome->isVisible());
        QVERIFY(!splitter->isVisible());
        // The demo needs no account and never syncs; the way to a real repository stays.
        QVERIFY(!welcome->signInButton()->isVisible());
        QVERIFY(!welcome->syncButton()->isVisible());
        QVERIFY(!welcome->demoButton()->isVisible());
        QVERIFY(welcome->chooseRepositoryButton()->isVisible());
        QVERIFY(welcome->repositoryText().contains(QStringLiteral("demo workspace")));

        QVERIFY(welcome->showApplicationsButton()->isVisible());
        QTest::mouseClick(welcome->showApplicationsButton(), Qt::LeftButton);
        QVERIFY(!welcome->isVisible());
        QVERIFY(splitter->isVisible());
        QVERIFY(window.applicationView()->hasFocus());
    }

    void selectionAndLayoutAreRestored()
    {
        QByteArray splitterState;
        {
            Workspace workspace(demoOptions());
            QVERIFY(workspace.open());
            MainWindow window(workspace);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.selectApplication(15));
            auto *splitter = window.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
            QVERIFY(splitter);
            splitter->setSizes({ 300, 900 });
            splitterState = splitter->saveState();
            window.close();
        }
        {
            Workspace workspace(demoOptions());
            QVERIFY(workspace.open());
            MainWindow window(workspace);
            QCOMPARE(window.selectedApplication(), 15);
            QCOMPARE(window.applicationPane()->currentNumber(), 15);
            QCOMPARE(window.findChild<QSplitter *>(QStringLiteral("mainSplitter"))->saveState(),
                     splitterState);
            QVERIFY(window.selectApplication(21));
            // Destroyed without a close event: the selection is still remembered.
        }
        {
            Workspace workspace(demoOptions());
            QVERIFY(workspace.open());
            MainWindow window(workspace);
            QCOMPARE(window.selectedApplication(), 21);
        }
    }

    void privateNoteIsSavedAsYouType()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectApplication(12));

        QPlainTextEdit *note = window.applicationPane()->noteEditor();
        QSignalSpy saved(window.applicationPane(), &ApplicationPane::noteSaved);
        note->setFocus();
        QTest::keyClicks(note, QStringLiteral("Ask about HUD pages"));
        QVERIFY(saved.wait(5000));
        QCOMPARE(saved.last().at(0).toInt(), 12);
        QCOMPARE(ReviewerStore(workspace.database()).applicationNote(12),
                 QStringLiteral("Ask about HUD pages"));

        // Switching applications right after typing does not lose the edit.
        QTest::keyClicks(note, QStringLiteral("!"));
        QVERIFY(window.selectApplication(3));
        QCOMPARE(ReviewerStore(workspace.database()).applicationNote(12),
                 QStringLiteral("Ask about HUD pages!"));
        QCOMPARE(note->toPlainText(), ReviewerStore(workspace.database()).applicationNote(3));
        QVERIFY(window.selectApplication(12));
        QCOMPARE(note->toPlainText(), QStringLiteral("Ask about HUD pages!"));
    }

    // What the window does with a sync; the sync's banner, waits and Cancel are
    // tst_synccontroller's.
    void syncFillsAndUpdatesTheList()
    {
        test::GitHubTestServer server;
        QVERIFY(server.listen());
        server.addIssue(QStringLiteral("[ACP Application]: Aurora TPU"),
                        formBody(QStringLiteral("Aurora TPU"), QStringLiteral("Aurora Chips Ltd")),
                        QStringLiteral("aurora-dev"), { QStringLiteral("new") });
        const int second = server.addIssue(
            QStringLiteral("[ACP Application]: Borealis GPU"),
            formBody(QStringLiteral("Borealis GPU"), QStringLiteral("Borealis Inc")),
            QStringLiteral("borealis-dev"), { QStringLiteral("voting") });
        server.addComment(second, QStringLiteral("cochair"), QStringLiteral("The vote is open."));
        // Text from strangers is text: markup in a title or a platform name is not rendered.
        const QString tracker = server.apiUrl().toString() + QStringLiteral("/track.png");
        const QString hostileTitle =
            QStringLiteral("[ACP Application]: <img src=\"%1\"><b>Bold</b>").arg(tracker);
        const int hostile = server.addIssue(
            hostileTitle,
            formBody(QStringLiteral("<i>Evil</i> NPU <img src=\"%1\">").arg(tracker),
                     QStringLiteral("Evil Corp")),
            QStringLiteral("mallory"), { QStringLiteral("new") });
        server.setRateLimit(5000, 4990);

        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = m_dataDir.filePath(QStringLiteral("loopback.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        QVERIFY(workspace.syncEngine());

        MainWindow window(workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.applicationModel()->rowCount(), 0);
        QVERIFY(window.syncAction()->isEnabled());
        QVERIFY(statusBarText(window).contains(QStringLiteral("Never synced")));
        // Nothing synced yet: the first-run page, not an empty list, and it names the repository.
        WelcomePage *welcome = window.welcomePage();
        auto *splitter = window.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
        QVERIFY(welcome->isVisible());
        QVERIFY(!splitter->isVisible());
        QVERIFY2(welcome->repositoryText().contains(server.fullName()),
                 qPrintable(welcome->repositoryText()));
        QVERIFY(welcome->syncButton()->isEnabled());
        QVERIFY(welcome->showApplicationsButton()->isHidden());

        QSignalSpy finished(workspace.syncEngine(), &SyncEngine::finished);
        QTest::mouseClick(welcome->syncButton(), Qt::LeftButton); // the window's Sync
        QVERIFY(!welcome->syncButton()->isEnabled()); // follows the Sync action
        QVERIFY(window.isSyncing());
        QVERIFY(!window.syncAction()->isEnabled());
        QVERIFY(window.cancelSyncAction()->isEnabled());
        QVERIFY(finished.wait(30000));
        QVERIFY(finished.last().at(0).value<SyncResult>().ok());
        QVERIFY(!window.isSyncing());
        QVERIFY(window.syncAction()->isEnabled());
        // Applications came: the page gives way to the list.
        QVERIFY(!welcome->isVisible());
        QVERIFY(splitter->isVisible());

        QCOMPARE(window.applicationModel()->rowCount(), 3);
        QVERIFY(window.selectedApplication() != 0);

        QVERIFY(window.selectApplication(hostile));
        auto *titleLabel =
            window.applicationPane()->findChild<QLabel *>(QStringLiteral("titleLabel"));
        auto *platformLabel =
            window.applicationPane()->findChild<QLabel *>(QStringLiteral("platformLabel"));
        QCOMPARE(titleLabel->textFormat(), Qt::PlainText);
        QCOMPARE(titleLabel->text(), hostileTitle);
        QCOMPARE(platformLabel->textFormat(), Qt::PlainText);
        QVERIFY(platformLabel->text().contains(QStringLiteral("<i>Evil</i>")));
        (void)window.grab();
        QVERIFY(window.applicationPane()->markdownView()->toPlainText().contains(
            QStringLiteral("<i>Evil</i>")));
        const QList<test::GitHubTestServer::RequestRecord> requests = server.requests();
        for (const auto &request : requests) {
            QVERIFY2(!request.pathAndQuery.contains(QStringLiteral("track.png")),
                     qPrintable(request.pathAndQuery));
        }
        QVERIFY(statusBarText(window).contains(QStringLiteral("Last synced just now")));
        QVERIFY2(statusBarText(window).contains(QStringLiteral("API: 4")),
                 qPrintable(statusBarText(window)));

        QVERIFY(window.selectApplication(second));
        QCOMPARE(labelText(*window.applicationPane(), "platformLabel"),
                 QStringLiteral("Borealis GPU"));
        QVERIFY(window.applicationPane()->markdownView()->toPlainText().contains(
            QStringLiteral("The vote is open.")));

        // A second sync brings a new application and a new comment; the selection stays.
        const int third =
            server.addIssue(QStringLiteral("[ACP Application]: Cirrus NPU"),
                            formBody(QStringLiteral("Cirrus NPU"), QStringLiteral("Cirrus")),
                            QStringLiteral("cirrus-dev"), { QStringLiteral("new") });
        server.addComment(second, QStringLiteral("voter"),
                          QStringLiteral("Approve from our side."));
        window.syncAction()->trigger();
        QVERIFY(finished.wait(30000));
        QCOMPARE(window.applicationModel()->rowCount(), 4);
        QVERIFY(window.applicationModel()->rowOf(third) >= 0);
        QCOMPARE(window.selectedApplication(), second);
        QVERIFY(window.applicationPane()->markdownView()->toPlainText().contains(
            QStringLiteral("Approve from our side.")));
        QVERIFY(window.syncErrorMessage().isEmpty());
    }
};

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
