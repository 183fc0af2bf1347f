// Over 600 lines on purpose: the window's list, menus, status bar and settings, and the
// wiring of its parts (sync, requirement definition, panes), which are classes of their own.

#include "ui/window/MainWindow.h"

#include "core/catalog/ApplicationsReadAhead.h"
#include "core/sync/SyncEngine.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/actions/ActionController.h"
#include "ui/applications/ApplicationFilterModel.h"
#include "ui/applications/ApplicationListModel.h"
#include "ui/applications/ApplicationPane.h"
#include "ui/applications/ReviewStateDelegate.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/checklist/ChecklistProgressDelegate.h"
#include "ui/dashboard/ViewTabs.h"
#include "ui/listing/ListingActions.h"
#include "ui/report/ReportActions.h"
#include "ui/settings/DesktopActions.h"
#include "ui/voting/RosterDialog.h"
#include "ui/voting/RosterEditor.h"
#include "ui/voting/VoteController.h"
#include "ui/widgets/AfterFirstPaint.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/StaticTextDelegate.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/GettingStartedController.h"
#include "ui/window/RequirementDefinitionController.h"
#include "ui/window/SyncController.h"
#include "ui/window/SyncNewsNotifier.h"
#include "ui/window/WelcomePage.h"
#include "ui_MainWindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QCryptographicHash>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QNetworkInformation>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoGroup>

namespace acp {

namespace {
constexpr int ClockIntervalMs = 30 * 1000;

QString settingsGroup()
{
    return QStringLiteral("MainWindow");
}

} // namespace

MainWindow::MainWindow(Workspace &workspace, QWidget *parent)
    : QMainWindow(parent)
    , m_workspace(workspace)
    , m_ui(std::make_unique<Ui::MainWindow>())
{
    // The list is read on a thread of its own while the widgets are built, and taken below.
    ApplicationsReadAhead readAhead(m_workspace.database().filePath(), m_workspace.labelScheme());
    ui::initResources();
    m_ui->setupUi(this);
    setWindowTitle(m_workspace.isDemo() ? tr("Demo workspace")
                                        : text::displayLine(m_workspace.repository()));
    setAccessibleName(tr("ACP Workbench"));
    m_ui->applicationPane->setWorkspace(&m_workspace);
    connect(m_ui->applicationPane, &ApplicationPane::statusMessage, this,
            &MainWindow::showStatusMessage);
    connect(m_ui->applicationPane, &ApplicationPane::applicationRequested, this,
            &MainWindow::selectApplication);

    setupActions();
    setupList();
    setupReview();
    m_definitions =
        new RequirementDefinitionController(m_workspace, checklistPane(), m_ui->menuReview, this);
    connect(m_definitions, &RequirementDefinitionController::statusMessage, this,
            &MainWindow::showStatusMessage);
    setupStatusBar();
    setupSync();
    m_viewTabs = new ViewTabs(this, m_ui->centralLayout, m_ui->mainSplitter, m_ui->menuView);
    connect(m_viewTabs, &ViewTabs::statusMessage, this, &MainWindow::showStatusMessage);
    m_gettingStarted =
        new GettingStartedController(m_workspace, m_model,
                                     { m_ui->centralLayout, m_viewTabs->tabs(), m_ui->actionSync,
                                       m_ui->menuHelp, m_ui->actionAbout },
                                     this);
    connect(m_gettingStarted, &GettingStartedController::applicationsShown, this,
            [this] { m_ui->applicationView->setFocus(Qt::OtherFocusReason); });
    setupNetworkIndicator();
    m_actionController = new ActionController(this);
    m_listing = new ListingActions(this);
    connect(m_listing, &ListingActions::statusMessage, this, &MainWindow::showStatusMessage);
    new VoteController(this); // the vote panel and the Open votes dock
    setupReports();
    new DesktopActions(this); // Edit > Preferences…, Help > Keyboard Shortcuts

    if (std::optional<QList<ApplicationSummary>> applications = readAhead.take()) {
        m_model->refresh(*applications);
    } else {
        m_model->refresh();
    }
    restoreSettings();
    updateCountLabel();
    m_gettingStarted->update();

    m_clockTimer = new QTimer(this);
    m_clockTimer->setInterval(ClockIntervalMs);
    connect(m_clockTimer, &QTimer::timeout, this, [this] {
        m_model->refreshRelativeDates();
        m_sync->updateLastSyncLabel();
    });
    m_clockTimer->start();
}

MainWindow::~MainWindow()
{
    if (isSyncing()) {
        m_workspace.syncEngine()->cancel();
    }
    m_ui->applicationPane->flushNote();
    saveSettings();
}

QTreeView *MainWindow::applicationView() const
{
    return m_ui->applicationView;
}

ApplicationPane *MainWindow::applicationPane() const
{
    return m_ui->applicationPane;
}

QAction *MainWindow::syncAction() const
{
    return m_ui->actionSync;
}

QAction *MainWindow::cancelSyncAction() const
{
    return m_ui->actionCancelSync;
}

QAction *MainWindow::undoAction() const
{
    return m_ui->actionUndo;
}

QAction *MainWindow::redoAction() const
{
    return m_ui->actionRedo;
}

ChecklistPane *MainWindow::checklistPane() const
{
    return m_ui->applicationPane->checklistPane();
}

// ---- Actions -------------------------------------------------------------------------------

void MainWindow::setupReports()
{
    m_reports = new ReportActions(this, m_ui->menuFile, m_ui->actionQuit);
    connect(m_reports, &ReportActions::statusMessage, this, &MainWindow::showStatusMessage);
}

void MainWindow::setupActions()
{
    const QStyle *st = style();
    m_ui->actionQuit->setIcon(QIcon::fromTheme(QStringLiteral("application-exit")));
    m_ui->actionFindApplication->setIcon(QIcon::fromTheme(QStringLiteral("edit-find")));
    m_ui->actionNextApplication->setIcon(
        ui::themedIcon(QStringLiteral("go-down"), QStyle::SP_ArrowDown, st));
    m_ui->actionPreviousApplication->setIcon(
        ui::themedIcon(QStringLiteral("go-up"), QStyle::SP_ArrowUp, st));
    m_ui->actionAbout->setIcon(QIcon::fromTheme(QStringLiteral("help-about")));

    connect(m_ui->actionFindApplication, &QAction::triggered, this, &MainWindow::focusSearch);
    connect(m_ui->actionShowSource, &QAction::toggled, m_ui->applicationPane,
            &ApplicationPane::setSourceVisible);
    connect(m_ui->actionNextApplication, &QAction::triggered, this,
            &MainWindow::selectNextApplication);
    connect(m_ui->actionPreviousApplication, &QAction::triggered, this,
            &MainWindow::selectPreviousApplication);
    connect(m_ui->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_ui->actionAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);

    m_ui->mainToolBar->setIconSize(QSize(18, 18));
    m_ui->mainToolBar->toggleViewAction()->setEnabled(false); // one small toolbar; keep it
    setContextMenuPolicy(Qt::NoContextMenu);
}

// ---- Review --------------------------------------------------------------------------------

void MainWindow::setupReview()
{
    ChecklistPane *pane = checklistPane();
    // The review keys work anywhere in the window; text fields keep their own keys.
    pane->setShortcutContext(Qt::WindowShortcut);
    QMenu *menu = m_ui->menuReview;
    for (ChecklistStatus status :
         { ChecklistStatus::Met, ChecklistStatus::Gap, ChecklistStatus::NeedsJudgment,
           ChecklistStatus::NotApplicable, ChecklistStatus::Unreviewed }) {
        menu->addAction(pane->statusAction(status));
    }
    menu->addSeparator();
    menu->addAction(pane->nextRequirementAction());
    menu->addAction(pane->previousRequirementAction());
    menu->addAction(pane->editNoteAction());
    menu->addAction(m_ui->actionFocusChecklist);
    menu->addSeparator();
    menu->addAction(pane->pasteEvidenceAction());
    menu->addAction(pane->addLinkAction());
    menu->addAction(pane->addTextAction());
    menu->addAction(pane->addFileAction());
    // Review > Requirement Definition… follows (RequirementDefinitionController).
    menu->setToolTipsVisible(true);
    connect(m_ui->actionFocusChecklist, &QAction::triggered, pane,
            &ChecklistPane::focusRequirements);

    m_ui->actionUndo->setShortcuts(QKeySequence::Undo);
    QList<QKeySequence> redo { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z) };
    for (const QKeySequence &key : QKeySequence::keyBindings(QKeySequence::Redo)) {
        if (!redo.contains(key)) {
            redo << key;
        }
    }
    m_ui->actionRedo->setShortcuts(redo);
    m_ui->actionUndo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    m_ui->actionRedo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    connect(m_ui->actionUndo, &QAction::triggered, this, &MainWindow::undo);
    connect(m_ui->actionRedo, &QAction::triggered, this, &MainWindow::redo);
    QUndoGroup *group = pane->undoGroup();
    auto updateUndo = [this, group] {
        m_ui->actionUndo->setEnabled(group->canUndo());
        m_ui->actionRedo->setEnabled(group->canRedo());
        m_ui->actionUndo->setText(group->canUndo() ? tr("&Undo %1").arg(group->undoText())
                                                   : tr("&Undo"));
        m_ui->actionRedo->setText(group->canRedo() ? tr("&Redo %1").arg(group->redoText())
                                                   : tr("&Redo"));
    };
    connect(group, &QUndoGroup::canUndoChanged, this, updateUndo);
    connect(group, &QUndoGroup::canRedoChanged, this, updateUndo);
    connect(group, &QUndoGroup::undoTextChanged, this, updateUndo);
    connect(group, &QUndoGroup::redoTextChanged, this, updateUndo);
    connect(group, &QUndoGroup::activeStackChanged, this, updateUndo);
    updateUndo();

    connect(pane->model(), &ChecklistModel::progressChanged, m_model,
            &ApplicationListModel::setProgress);
}

// ---- Requirement definition ----------------------------------------------------------------

QAction *MainWindow::requirementDefinitionAction() const
{
    return m_definitions->chooseAction();
}

QString MainWindow::requirementProblemMessage() const
{
    return m_definitions->problemMessage();
}

void MainWindow::reloadRequirementDefinition()
{
    m_definitions->reload();
}

void MainWindow::chooseRequirementDefinition()
{
    m_definitions->choose();
}

// ---- Undo ----------------------------------------------------------------------------------

void MainWindow::undo()
{
    // A note being typed is saved first, so Undo takes back the latest change.
    checklistPane()->flushNote();
    QUndoGroup *group = checklistPane()->undoGroup();
    if (group->canUndo()) {
        const QString text = group->undoText();
        group->undo();
        showStatusMessage(tr("Undone: %1").arg(text), ui::StatusMessageTimeoutMs);
    }
}

void MainWindow::redo()
{
    checklistPane()->flushNote();
    QUndoGroup *group = checklistPane()->undoGroup();
    if (group->canRedo()) {
        const QString text = group->redoText();
        group->redo();
        showStatusMessage(tr("Redone: %1").arg(text), ui::StatusMessageTimeoutMs);
    }
}

// ---- List ----------------------------------------------------------------------------------

void MainWindow::setupList()
{
    m_model = new ApplicationListModel(this);
    m_model->setWorkspace(&m_workspace);
    m_filter = new ApplicationFilterModel(this);
    m_filter->setSourceModel(m_model);

    QTreeView *view = m_ui->applicationView;
    view->setModel(m_filter);
    view->setItemDelegate(new StaticTextDelegate(view));
    view->setItemDelegateForColumn(ApplicationListModel::ReviewStateColumn,
                                   new ReviewStateDelegate(view));
    view->setItemDelegateForColumn(ApplicationListModel::ProgressColumn,
                                   new ChecklistProgressDelegate(view));
    QHeaderView *header = view->header();
    header->setStretchLastSection(false);
    header->setSectionsMovable(false);
    // Columns fit what is on screen: measuring a thousand rows' badges and dates (Qt's default)
    // cost a quarter of the start-up with a large cache, for columns whose width hardly varies.
    header->setResizeContentsPrecision(0);
    header->setSectionResizeMode(ApplicationListModel::NumberColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ApplicationListModel::PlatformColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(ApplicationListModel::ReviewStateColumn,
                                 QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ApplicationListModel::ProgressColumn,
                                 QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ApplicationListModel::UpdatedColumn,
                                 QHeaderView::ResizeToContents);
    view->sortByColumn(ApplicationListModel::UpdatedColumn, Qt::DescendingOrder);

    QComboBox *combo = m_ui->stateCombo;
    combo->addItem(tr("All states"), QString());
    const QList<ReviewState> states = allReviewStates();
    for (ReviewState state : states) {
        combo->addItem(reviewStateDisplayName(state), reviewStateId(state));
    }
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    // While a filter changes, the selection model moves the current row to a neighbour of one
    // that was filtered away; the remembered application decides instead (onFilterChanged).
    connect(m_ui->searchEdit, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filtering = true;
        m_filter->setSearchText(text);
        m_filtering = false;
        onFilterChanged();
    });
    connect(combo, &QComboBox::currentIndexChanged, this, [this] {
        m_filtering = true;
        m_filter->setReviewStateFilter(
            reviewStateFromId(m_ui->stateCombo->currentData().toString()));
        m_filtering = false;
        onFilterChanged();
    });
    connect(m_ui->disagreementsButton, &QToolButton::toggled, this, [this](bool only) {
        m_filtering = true;
        m_filter->setDisagreementsOnly(only);
        m_filtering = false;
        onFilterChanged();
    });
    // The team's reviews are read once the list is on screen, a few threads at a time.
    ui::afterFirstPaint(view->viewport(), [this] { m_model->refreshReviews(); });
    connect(view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onCurrentRowChanged(current); });
    // Enter or Down in the search field moves on to the list.
    connect(m_ui->searchEdit, &QLineEdit::returnPressed, this, [this] {
        if (!m_ui->applicationView->currentIndex().isValid() && m_filter->rowCount() > 0) {
            m_ui->applicationView->setCurrentIndex(m_filter->index(0, 0));
        }
        m_ui->applicationView->setFocus(Qt::ShortcutFocusReason);
    });
    // Tab: search, state filter, list, the application's text, then its note and checklist.
    setTabOrder(view, m_ui->applicationPane->markdownView());
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateCountLabel);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateCountLabel);
    connect(m_model, &QAbstractItemModel::modelReset, this, &MainWindow::updateCountLabel);
    // The disagreements filter changes as the team's reviews are read in.
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateCountLabel);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateCountLabel);
}

int MainWindow::selectedApplication() const
{
    const QModelIndex current = m_ui->applicationView->currentIndex();
    return current.isValid() ? current.data(ApplicationListModel::NumberRole).toInt() : 0;
}

bool MainWindow::selectApplication(int number)
{
    const int row = m_model->rowOf(number);
    if (row < 0) {
        return false;
    }
    const QModelIndex index = m_filter->mapFromSource(m_model->index(row, 0));
    if (!index.isValid()) {
        return false;
    }
    m_ui->applicationView->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_ui->applicationView->scrollTo(index);
    return true;
}

void MainWindow::setReviewStateFilter(std::optional<ReviewState> state)
{
    const int index = m_ui->stateCombo->findData(state ? reviewStateId(*state) : QString());
    m_ui->stateCombo->setCurrentIndex(qMax(0, index));
}

void MainWindow::setSearchText(const QString &text)
{
    m_ui->searchEdit->setText(text);
}

void MainWindow::onCurrentRowChanged(const QModelIndex &current)
{
    if (m_filtering || !current.isValid()) {
        return; // filtered away or cleared: onFilterChanged() decides what the pane shows
    }
    const int number = current.data(ApplicationListModel::NumberRole).toInt();
    m_selectedNumber = number;
    if (m_ui->applicationPane->currentNumber() != number) {
        m_ui->applicationPane->showApplication(number);
    }
}

void MainWindow::onFilterChanged()
{
    if (m_selectedNumber != 0 && !selectApplication(m_selectedNumber)) {
        // Hidden by the filter: show nothing, but remember it for when the filter is lifted.
        m_filtering = true;
        m_ui->applicationView->selectionModel()->clear();
        m_filtering = false;
        m_ui->applicationPane->clear();
    }
    updateCountLabel();
}

void MainWindow::moveSelection(int delta)
{
    const int rows = m_filter->rowCount();
    if (rows == 0) {
        return;
    }
    const QModelIndex current = m_ui->applicationView->currentIndex();
    const int row =
        current.isValid() && m_ui->applicationView->selectionModel()->isSelected(current)
        ? qBound(0, current.row() + delta, rows - 1)
        : (delta > 0 ? 0 : rows - 1);
    const QModelIndex target = m_filter->index(row, 0);
    m_ui->applicationView->selectionModel()->setCurrentIndex(
        target, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_ui->applicationView->scrollTo(target);
}

void MainWindow::selectNextApplication()
{
    moveSelection(+1);
}

void MainWindow::selectPreviousApplication()
{
    moveSelection(-1);
}

void MainWindow::focusSearch()
{
    m_ui->searchEdit->setFocus(Qt::ShortcutFocusReason);
    m_ui->searchEdit->selectAll();
}

void MainWindow::updateCountLabel()
{
    const int total = m_model->rowCount();
    const int shown = m_filter->rowCount();
    QString text;
    if (total == 0) {
        text = m_workspace.isDemo() ? tr("No applications")
                                    : tr("No applications yet: sync to fetch them");
    } else if (shown == total) {
        text = ui::numerus(tr("%n application(s)", nullptr, total), total);
    } else {
        text = ui::numerus(tr("%1 of %n application(s) shown", nullptr, total), total).arg(shown);
    }
    m_ui->countLabel->setText(text);
}

// ---- Status bar ----------------------------------------------------------------------------

void MainWindow::setupStatusBar()
{
    QStatusBar *bar = statusBar();
    bar->setSizeGripEnabled(true);

    // The sync's message, progress and Cancel come first (SyncController, set up next).
    if (m_workspace.isDemo()) {
        // A small warning-coloured band (from the palette, so it reads in a dark theme too).
        auto *demoBadge = new MessageBanner(bar);
        demoBadge->setObjectName(QStringLiteral("demoBadge"));
        demoBadge->setLevel(MessageBanner::Level::Warning);
        demoBadge->setProminent(true);
        demoBadge->setAccessibleName(tr("Demo workspace"));
        m_demoLabel = new QLabel(tr("Demo workspace"), demoBadge);
        m_demoLabel->setAccessibleName(tr("Demo workspace"));
        m_demoLabel->setToolTip(
            tr("Fictional applications bundled with the workbench. Nothing is sent to GitHub."));
        auto *demoLayout = new QHBoxLayout(demoBadge);
        demoLayout->setContentsMargins(8, 0, 8, 0);
        demoLayout->addWidget(m_demoLabel);
        bar->addPermanentWidget(demoBadge);
    }

    m_networkLabel = new QLabel(bar);
    m_networkLabel->setTextFormat(Qt::PlainText);
    m_networkLabel->setAccessibleName(tr("Network status"));
    bar->addPermanentWidget(m_networkLabel);
}

void MainWindow::showStatusMessage(const QString &message, int timeoutMs)
{
    if (message.isEmpty()) {
        statusBar()->clearMessage();
    } else {
        statusBar()->showMessage(message, timeoutMs);
    }
}

void MainWindow::setupNetworkIndicator()
{
    // The system's network information is a plugin to load and, on Linux, a question to
    // NetworkManager over D-Bus: asked once the window is on screen. The label is empty until
    // then.
    ui::afterFirstPaint(m_networkLabel, [this] {
        if (!QNetworkInformation::instance()) {
            QNetworkInformation::loadDefaultBackend();
        }
        if (QNetworkInformation *info = QNetworkInformation::instance()) {
            connect(info, &QNetworkInformation::reachabilityChanged, this,
                    &MainWindow::updateNetworkLabel);
        }
        updateNetworkLabel();
    });
}

void MainWindow::updateNetworkLabel()
{
    QNetworkInformation *info = QNetworkInformation::instance();
    const auto reachability =
        info ? info->reachability() : QNetworkInformation::Reachability::Unknown;
    QString text;
    QString tip;
    switch (reachability) {
    case QNetworkInformation::Reachability::Online:
        text = tr("Online");
        tip = tr("This computer is connected to the internet.");
        break;
    case QNetworkInformation::Reachability::Disconnected:
        text = tr("Offline");
        tip = tr("This computer is offline. Everything cached can still be read; sync when back "
                 "online.");
        break;
    case QNetworkInformation::Reachability::Local:
    case QNetworkInformation::Reachability::Site:
        text = tr("Local network only");
        tip = tr("This computer has a network but no internet connection.");
        break;
    case QNetworkInformation::Reachability::Unknown:
        text = tr("Network: unknown");
        tip = tr("The system does not report whether this computer is online.");
        break;
    }
    if (m_workspace.isDemo()) {
        tip += QLatin1Char('\n') + tr("The demo workspace never uses the network.");
    }
    m_networkLabel->setText(text);
    m_networkLabel->setToolTip(tip);
}

// ---- Sync ----------------------------------------------------------------------------------

void MainWindow::setupSync()
{
    m_sync = new SyncController(m_workspace,
                                { m_ui->actionSync, m_ui->actionCancelSync, m_ui->syncBanner,
                                  m_ui->bannerIcon, m_ui->bannerLabel, m_ui->bannerCloseButton,
                                  statusBar() },
                                this);
    connect(m_sync, &SyncController::statusMessage, this, &MainWindow::showStatusMessage);
    connect(m_sync, &SyncController::finished, this, &MainWindow::onSyncFinished);
    m_news = new SyncNewsNotifier(m_workspace, m_sync, this);
}

bool MainWindow::isSyncing() const
{
    return m_sync->isSyncing();
}

QString MainWindow::syncErrorMessage() const
{
    return m_sync->errorMessage();
}

void MainWindow::startSync()
{
    m_sync->start();
}

void MainWindow::cancelSync()
{
    m_sync->cancel();
}

void MainWindow::onSyncFinished(const SyncResult &result)
{
    m_model->refresh();
    m_model->refreshReviews();
    m_ui->applicationPane->reload();
    if (m_selectedNumber == 0 || !selectApplication(m_selectedNumber)) {
        if (m_selectedNumber == 0 && m_filter->rowCount() > 0) {
            m_ui->applicationView->setCurrentIndex(m_filter->index(0, 0));
        }
    }
    updateCountLabel();
    m_gettingStarted->update();
    if (!result.repositoryFullName.isEmpty() && !m_workspace.isDemo()) {
        setWindowTitle(text::displayLine(m_workspace.repository()));
    }
}

// ---- First run -----------------------------------------------------------------------------

WelcomePage *MainWindow::welcomePage() const
{
    return m_gettingStarted->page();
}

QAction *MainWindow::gettingStartedAction() const
{
    return m_gettingStarted->action();
}

void MainWindow::showGettingStarted()
{
    m_gettingStarted->show();
}

// ---- Settings ------------------------------------------------------------------------------

QString MainWindow::workspaceSettingsKey() const
{
    // The database file is the workspace's identity (it survives repository renames).
    const QByteArray id =
        QCryptographicHash::hash(m_workspace.databasePath().toUtf8(), QCryptographicHash::Sha1)
            .toHex()
            .left(16);
    return QStringLiteral("Workspaces/") + QString::fromLatin1(id);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray())) {
        // The list, the application and its checklist side by side.
        QSize size(1440, 900);
        if (const QScreen *screen = this->screen()) {
            size = size.boundedTo(screen->availableGeometry().size() * 0.94);
        }
        resize(size.expandedTo(QSize(1024, 640)));
    }
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
    fitBottomDocksWhenFirstShown();
    if (!m_ui->mainSplitter->restoreState(
            settings.value(QStringLiteral("mainSplitter")).toByteArray())) {
        m_ui->mainSplitter->setSizes({ 420, 1020 });
    }
    m_ui->applicationPane->restoreState(
        settings.value(QStringLiteral("paneSplitter")).toByteArray());
    QHeaderView *header = m_ui->applicationView->header();
    if (header->restoreState(settings.value(QStringLiteral("listHeader")).toByteArray())) {
        m_ui->applicationView->sortByColumn(header->sortIndicatorSection(),
                                            header->sortIndicatorOrder());
    }
    settings.endGroup();

    const int number =
        settings.value(workspaceSettingsKey() + QStringLiteral("/selectedApplication"), 0).toInt();
    if ((number == 0 || !selectApplication(number)) && m_filter->rowCount() > 0) {
        m_ui->applicationView->setCurrentIndex(m_filter->index(0, 0));
    }
}

void MainWindow::fitBottomDocksWhenFirstShown()
{
    // Left to itself, QMainWindow gives a dock its size hint (a table's is tall) and takes the
    // height from the application above it; on a laptop screen that leaves a sliver. A dock
    // the reviewer made tall on purpose keeps its height for the rest of the session.
    const QList<QDockWidget *> docks = findChildren<QDockWidget *>();
    for (QDockWidget *dock : docks) {
        auto connection = std::make_shared<QMetaObject::Connection>();
        *connection = connect(dock, &QDockWidget::visibilityChanged, this, [=, this](bool visible) {
            if (!visible || dock->isFloating() || dockWidgetArea(dock) != Qt::BottomDockWidgetArea)
                return;
            disconnect(*connection);
            // Once the layout has placed it.
            QTimer::singleShot(0, dock, [this, dock] {
                if (dock->height() > height() / 3)
                    resizeDocks({ dock }, { height() / 4 }, Qt::Vertical);
            });
        });
    }
}

void MainWindow::saveSettings()
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("state"), saveState());
    settings.setValue(QStringLiteral("mainSplitter"), m_ui->mainSplitter->saveState());
    settings.setValue(QStringLiteral("paneSplitter"), m_ui->applicationPane->saveState());
    settings.setValue(QStringLiteral("listHeader"), m_ui->applicationView->header()->saveState());
    settings.endGroup();
    settings.setValue(workspaceSettingsKey() + QStringLiteral("/selectedApplication"),
                      m_selectedNumber);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    cancelSync();
    m_ui->applicationPane->flushNote();
    saveSettings();
    event->accept();
}

// ---- About ---------------------------------------------------------------------------------

void MainWindow::editRoster()
{
    if (auto *open = findChild<RosterDialog *>()) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto *dialog = new RosterDialog(m_workspace.database(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog->editor(), &RosterEditor::saved, this, [this](int version) {
        showStatusMessage(tr("Roster version %1 saved.").arg(version), 5000);
    });
    dialog->open();
}

void MainWindow::showAbout()
{
    // Qt, SQLite, KSyntaxHighlighting: what this build runs with, for bug reports.
    QStringList versions;
    const QList<QPair<QString, QString>> components = ui::componentVersions(m_workspace.database());
    for (const auto &[component, version] : components) {
        if (component == QLatin1String("Qt"))
            versions << tr("Qt %1 (built with %2)").arg(version, QLatin1String(QT_VERSION_STR));
        else
            versions << QStringLiteral("%1 %2").arg(component, version);
    }
    const QString workspace =
        m_workspace.isDemo() ? tr("Demo workspace (offline)") : m_workspace.repository();
    const QString text =
        QStringLiteral("<h3>%1</h3>")
            .arg(tr("ACP Workbench %1").arg(QLatin1String(ACP_VERSION_STRING)).toHtmlEscaped())
        + QStringLiteral("<p>%1</p>")
              .arg(
                  tr("A review workbench for the PyTorch Foundation's Additional Compute Platforms "
                     "admission process.")
                      .toHtmlEscaped())
        + QStringLiteral("<p>%1<br>%2</p>")
              .arg(tr("Workspace: %1").arg(workspace).toHtmlEscaped(),
                   tr("Database: %1").arg(m_workspace.databasePath()).toHtmlEscaped())
        + QStringLiteral("<p>%1</p>")
              .arg(versions.join(QStringLiteral("\n"))
                       .toHtmlEscaped()
                       .replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    QMessageBox::about(this, tr("About ACP Workbench"), text);
}

} // namespace acp
