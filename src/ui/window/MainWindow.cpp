#include "ui/window/MainWindow.h"

#include "core/github/GitHubClient.h"
#include "core/store/SyncStateStore.h"
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
#include "ui/report/ReportActions.h"
#include "ui/settings/DesktopActions.h"
#include "ui/voting/RosterDialog.h"
#include "ui/voting/RosterEditor.h"
#include "ui/voting/VoteController.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/UiSupport.h"
#include "ui_MainWindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QCryptographicHash>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QNetworkInformation>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSqlQuery>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

namespace acp {

namespace {
constexpr int ClockIntervalMs = 30 * 1000;
constexpr int MessageTimeoutMs = 8000;

QString settingsGroup()
{
    return QStringLiteral("MainWindow");
}

QIcon themedIcon(const QString &name, QStyle::StandardPixmap fallback, const QStyle *style)
{
    return QIcon::fromTheme(name, style->standardIcon(fallback));
}
} // namespace

MainWindow::MainWindow(Workspace &workspace, QWidget *parent)
    : QMainWindow(parent)
    , m_workspace(workspace)
    , m_ui(std::make_unique<Ui::MainWindow>())
{
    ui::initResources();
    m_ui->setupUi(this);
    setWindowTitle(m_workspace.isDemo() ? tr("Demo workspace")
                                        : text::displayLine(m_workspace.repository()));
    setAccessibleName(tr("ACP Workbench"));
    m_ui->applicationPane->setWorkspace(&m_workspace);
    connect(m_ui->applicationPane, &ApplicationPane::statusMessage, this,
            &MainWindow::showStatusMessage);

    setupActions();
    setupList();
    setupReview();
    setupRequirementBanner();
    setupStatusBar();
    setupSync();
    setupNetworkIndicator();
    m_actionController = new ActionController(this);
    new VoteController(this); // the vote panel and the Open votes dock
    setupReports();
    new DesktopActions(this); // Edit > Preferences…, Help > Keyboard Shortcuts

    m_model->refresh();
    restoreSettings();
    updateCountLabel();
    updateLastSyncLabel();

    m_clockTimer = new QTimer(this);
    m_clockTimer->setInterval(ClockIntervalMs);
    connect(m_clockTimer, &QTimer::timeout, this, [this] {
        m_model->refreshRelativeDates();
        updateLastSyncLabel();
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
    m_ui->actionSync->setShortcuts(
        { QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_R) });
    m_ui->actionSync->setIcon(
        themedIcon(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload, st));
    m_ui->actionCancelSync->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_ui->actionCancelSync->setIcon(
        themedIcon(QStringLiteral("process-stop"), QStyle::SP_BrowserStop, st));
    m_ui->actionQuit->setIcon(QIcon::fromTheme(QStringLiteral("application-exit")));
    m_ui->actionFindApplication->setIcon(QIcon::fromTheme(QStringLiteral("edit-find")));
    m_ui->actionNextApplication->setIcon(
        themedIcon(QStringLiteral("go-down"), QStyle::SP_ArrowDown, st));
    m_ui->actionPreviousApplication->setIcon(
        themedIcon(QStringLiteral("go-up"), QStyle::SP_ArrowUp, st));
    m_ui->actionAbout->setIcon(QIcon::fromTheme(QStringLiteral("help-about")));

    connect(m_ui->actionSync, &QAction::triggered, this, &MainWindow::startSync);
    connect(m_ui->actionCancelSync, &QAction::triggered, this, &MainWindow::cancelSync);
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
    menu->addSeparator();
    m_requirementDefinitionAction = menu->addAction(tr("Requirement &Definition…"));
    m_requirementDefinitionAction->setObjectName(QStringLiteral("actionRequirementDefinition"));
    m_requirementDefinitionAction->setStatusTip(
        tr("Use your own requirement definition file, or the built-in one"));
    connect(m_requirementDefinitionAction, &QAction::triggered, this,
            &MainWindow::chooseRequirementDefinition);
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

void MainWindow::setupRequirementBanner()
{
    // Styled like the sync banner; it does not block anything, and can be dismissed.
    m_requirementBanner = new MessageBanner(this);
    m_requirementBanner->setObjectName(QStringLiteral("requirementBanner"));
    m_requirementBanner->setAccessibleName(tr("Requirement definition problem"));
    m_requirementBanner->setLevel(MessageBanner::Level::Warning);
    m_requirementBanner->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto *icon = new QLabel(m_requirementBanner);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(QSize(20, 20)));
    m_requirementBannerLabel = new QLabel(m_requirementBanner);
    m_requirementBannerLabel->setObjectName(QStringLiteral("requirementBannerLabel"));
    m_requirementBannerLabel->setTextFormat(Qt::RichText);
    m_requirementBannerLabel->setWordWrap(true);
    m_requirementBannerLabel->setTextInteractionFlags(
        Qt::LinksAccessibleByKeyboard | Qt::LinksAccessibleByMouse | Qt::TextSelectableByMouse);
    m_requirementBannerLabel->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    connect(m_requirementBannerLabel, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String("choose")) {
            chooseRequirementDefinition();
        }
    });
    auto *close = new QToolButton(m_requirementBanner);
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Dismiss"));
    close->setAccessibleName(tr("Dismiss the requirement definition message"));
    connect(close, &QToolButton::clicked, m_requirementBanner, &QWidget::hide);
    auto *layout = new QHBoxLayout(m_requirementBanner);
    layout->setContentsMargins(14, 8, 8, 8);
    layout->setSpacing(10);
    layout->addWidget(icon);
    layout->addWidget(m_requirementBannerLabel, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
    m_requirementBanner->hide();
    if (auto *central = qobject_cast<QVBoxLayout *>(centralWidget()->layout())) {
        central->insertWidget(0, m_requirementBanner);
    }
    updateRequirementBanner();
}

void MainWindow::updateRequirementBanner()
{
    const RequirementDefinition &definition = m_workspace.requirementDefinition();
    if (!definition.hasProblem()) {
        m_requirementBanner->hide();
        m_requirementBannerLabel->clear();
        return;
    }
    m_requirementBannerLabel->setText(definition.problemText().toHtmlEscaped()
                                      + QStringLiteral(" &nbsp;<a href=\"choose\">%1</a>")
                                            .arg(tr("Choose another definition…").toHtmlEscaped()));
    m_requirementBanner->show();
}

QString MainWindow::requirementProblemMessage() const
{
    return m_requirementBanner->isHidden() ? QString()
                                           : m_workspace.requirementDefinition().problemText();
}

void MainWindow::reloadRequirementDefinition()
{
    checklistPane()->flushNote();
    // The checklist and the list follow the workspace's requirementsChanged().
    m_workspace.reloadRequirements();
    updateRequirementBanner();
    const RequirementDefinition &definition = m_workspace.requirementDefinition();
    if (!definition.hasProblem()) {
        const RequirementSet &set = definition.requirements;
        showStatusMessage(
            set.isBuiltIn()
                ? tr("Using the built-in requirement definition (version %1).").arg(set.version())
                : tr("Using the requirement definition %1 (version %2).")
                      .arg(QDir::toNativeSeparators(set.source()), set.version()),
            MessageTimeoutMs);
    }
}

void MainWindow::chooseRequirementDefinition()
{
    const RequirementDefinition &definition = m_workspace.requirementDefinition();
    const RequirementSet &set = definition.requirements;
    QMessageBox box(
        QMessageBox::Question, tr("Requirement Definition"),
        set.isBuiltIn()
            ? tr("The checklist uses the built-in requirement definition "
                 "(version %1, %2).")
                  .arg(set.version(), QLocale().toString(set.date(), QLocale::ShortFormat))
            : tr("The checklist uses the requirement definition %1 (version %2, "
                 "%3).")
                  .arg(QDir::toNativeSeparators(set.source()), set.version(),
                       QLocale().toString(set.date(), QLocale::ShortFormat)),
        QMessageBox::Cancel, this);
    box.setInformativeText(tr("Choose a JSON definition file of your own (the Working Group "
                              "may amend its process), or go back to the built-in one. "
                              "Statuses you set stay stored either way."));
    QPushButton *chooseButton = box.addButton(tr("Choose File…"), QMessageBox::ActionRole);
    QPushButton *builtInButton =
        box.addButton(tr("Use the Built-in Definition"), QMessageBox::ActionRole);
    QSettings settings;
    builtInButton->setEnabled(!RequirementSettings::path(settings).isEmpty() || !set.isBuiltIn());
    box.setDefaultButton(chooseButton);
    box.exec();
    if (box.clickedButton() == builtInButton) {
        RequirementSettings::setPath(settings, QString());
    } else if (box.clickedButton() == chooseButton) {
        const QString current =
            definition.path.isEmpty() ? RequirementSettings::path(settings) : definition.path;
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Choose a Requirement Definition"),
            current.isEmpty() ? QString() : QFileInfo(current).absolutePath(),
            tr("Requirement definitions (*.json);;All files (*)"));
        if (path.isEmpty()) {
            return;
        }
        RequirementSettings::setPath(settings, path);
    } else {
        return;
    }
    settings.sync();
    reloadRequirementDefinition();
}

void MainWindow::undo()
{
    // A note being typed is saved first, so Undo takes back the latest change.
    checklistPane()->flushNote();
    QUndoGroup *group = checklistPane()->undoGroup();
    if (group->canUndo()) {
        const QString text = group->undoText();
        group->undo();
        showStatusMessage(tr("Undone: %1").arg(text), MessageTimeoutMs);
    }
}

void MainWindow::redo()
{
    checklistPane()->flushNote();
    QUndoGroup *group = checklistPane()->undoGroup();
    if (group->canRedo()) {
        const QString text = group->redoText();
        group->redo();
        showStatusMessage(tr("Redone: %1").arg(text), MessageTimeoutMs);
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
    view->setItemDelegateForColumn(ApplicationListModel::ReviewStateColumn,
                                   new ReviewStateDelegate(view));
    view->setItemDelegateForColumn(ApplicationListModel::ProgressColumn,
                                   new ChecklistProgressDelegate(view));
    QHeaderView *header = view->header();
    header->setStretchLastSection(false);
    header->setSectionsMovable(false);
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

    m_syncMessageLabel = new QLabel(bar);
    m_syncMessageLabel->setTextFormat(Qt::PlainText);
    m_syncMessageLabel->setAccessibleName(tr("Sync status"));
    m_syncMessageLabel->setMinimumWidth(120);
    bar->addWidget(m_syncMessageLabel, 1);

    m_syncProgressBar = new QProgressBar(bar);
    m_syncProgressBar->setRange(0, 0); // busy: a sync's total is not known in advance
    m_syncProgressBar->setTextVisible(false);
    m_syncProgressBar->setFixedWidth(120);
    m_syncProgressBar->setMaximumHeight(12);
    m_syncProgressBar->setAccessibleName(tr("Sync in progress"));
    m_syncProgressBar->hide();
    bar->addWidget(m_syncProgressBar);

    m_cancelButton = new QToolButton(bar);
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(m_ui->actionCancelSync->toolTip());
    m_cancelButton->setAccessibleName(tr("Cancel the sync"));
    m_cancelButton->setAutoRaise(true);
    m_cancelButton->hide();
    connect(m_cancelButton, &QToolButton::clicked, this, &MainWindow::cancelSync);
    bar->addWidget(m_cancelButton);

    if (m_workspace.isDemo()) {
        // A small warning-coloured band (from the palette, so it reads in a dark theme too).
        auto *demoBadge = new MessageBanner(bar);
        demoBadge->setObjectName(QStringLiteral("demoBadge"));
        demoBadge->setLevel(MessageBanner::Level::Warning);
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

    m_lastSyncLabel = new QLabel(bar);
    m_lastSyncLabel->setTextFormat(Qt::PlainText);
    m_lastSyncLabel->setAccessibleName(tr("Last sync"));
    bar->addPermanentWidget(m_lastSyncLabel);

    m_rateLimitLabel = new QLabel(bar);
    m_rateLimitLabel->setTextFormat(Qt::PlainText);
    m_rateLimitLabel->setAccessibleName(tr("GitHub API rate limit"));
    bar->addPermanentWidget(m_rateLimitLabel);

    if (m_workspace.isDemo()) {
        m_lastSyncLabel->hide();
        m_rateLimitLabel->hide();
    }
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
    if (!QNetworkInformation::instance()) {
        QNetworkInformation::loadDefaultBackend();
    }
    if (QNetworkInformation *info = QNetworkInformation::instance()) {
        connect(info, &QNetworkInformation::reachabilityChanged, this,
                &MainWindow::updateNetworkLabel);
    }
    updateNetworkLabel();
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

void MainWindow::updateLastSyncLabel()
{
    if (m_workspace.isDemo()) {
        return;
    }
    const SyncStatus status = SyncStateStore(m_workspace.database()).status();
    QString text = status.lastSuccess.isValid()
        ? tr("Last synced %1").arg(ui::relativeTime(status.lastSuccess))
        : tr("Never synced");
    QStringList tip;
    if (status.lastSuccess.isValid()) {
        tip << tr("Last successful sync: %1").arg(ui::fullDateTime(status.lastSuccess));
    }
    if (status.lastFailure.isValid()
        && (!status.lastSuccess.isValid() || status.lastFailure > status.lastSuccess)) {
        tip << tr("Last attempt failed %1: %2")
                   .arg(ui::relativeTime(status.lastFailure), status.lastError);
    }
    m_lastSyncLabel->setText(text);
    m_lastSyncLabel->setToolTip(text::toolTipLines(tip.join(QLatin1Char('\n'))));
}

void MainWindow::updateRateLimitLabel(const RateLimitState &state)
{
    if (m_workspace.isDemo()) {
        return;
    }
    m_rateLimitLabel->setText(ui::rateLimitText(state));
    if (state.limit > 0 && state.remaining >= 0) {
        const QLocale locale;
        QString tip = tr("GitHub API requests left: %1 of %2")
                          .arg(locale.toString(state.remaining), locale.toString(state.limit));
        if (state.resetAt.isValid()) {
            tip += QLatin1Char('\n')
                + tr("The limit resets %1.")
                      .arg(locale.toString(state.resetAt.toLocalTime().time(),
                                           QLocale::ShortFormat));
        }
        m_rateLimitLabel->setToolTip(tip);
    } else {
        m_rateLimitLabel->setToolTip(tr("Known after the first request to GitHub."));
    }
}

// ---- Sync ----------------------------------------------------------------------------------

void MainWindow::setupSync()
{
    m_waitTimer = new QTimer(this);
    m_waitTimer->setInterval(1000);
    connect(m_waitTimer, &QTimer::timeout, this, &MainWindow::updateWaitCountdown);

    m_ui->syncBanner->hide();
    m_ui->syncBanner->setLevel(MessageBanner::Level::Warning);
    m_ui->bannerIcon->setPixmap(
        style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(QSize(20, 20)));
    m_ui->bannerCloseButton->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    connect(m_ui->bannerCloseButton, &QToolButton::clicked, this, &MainWindow::hideSyncBanner);
    connect(m_ui->bannerLabel, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String("retry")) {
            startSync();
        }
    });

    SyncEngine *engine = m_workspace.syncEngine();
    if (m_workspace.isDemo() || !engine) {
        const QString why = m_workspace.isDemo()
            ? tr("The demo workspace is offline: nothing is sent to GitHub")
            : tr("This workspace cannot sync");
        m_ui->actionSync->setEnabled(false);
        m_ui->actionSync->setToolTip(why);
        m_ui->actionSync->setStatusTip(why);
        m_ui->actionCancelSync->setEnabled(false);
        return;
    }
    connect(engine, &SyncEngine::progress, this, &MainWindow::onSyncProgress);
    connect(engine, &SyncEngine::waiting, this, &MainWindow::onSyncWaiting);
    connect(engine, &SyncEngine::finished, this, &MainWindow::onSyncFinished);
    if (GitHubClient *client = m_workspace.client()) {
        connect(client, &GitHubClient::rateLimitChanged, this, &MainWindow::updateRateLimitLabel);
    }
    updateRateLimitLabel(SyncStateStore(m_workspace.database()).rateLimit());
}

bool MainWindow::isSyncing() const
{
    return m_syncRunning;
}

QString MainWindow::syncErrorMessage() const
{
    return m_ui->syncBanner->isHidden() ? QString() : m_ui->bannerLabel->text();
}

void MainWindow::startSync()
{
    SyncEngine *engine = m_workspace.syncEngine();
    if (m_workspace.isDemo() || !engine) {
        showStatusMessage(tr("The demo workspace is offline: nothing is sent to GitHub"),
                          MessageTimeoutMs);
        return;
    }
    if (engine->isRunning() || m_syncRunning) {
        return;
    }
    hideSyncBanner();
    setSyncRunning(true);
    m_syncMessageLabel->setText(tr("Syncing %1…").arg(m_workspace.repository()));
    engine->start();
}

void MainWindow::cancelSync()
{
    if (SyncEngine *engine = m_workspace.syncEngine(); engine && m_syncRunning) {
        m_syncMessageLabel->setText(tr("Cancelling…"));
        engine->cancel();
    }
}

void MainWindow::setSyncRunning(bool running)
{
    if (running) {
        // A temporary message hides the status bar's normal widgets; showing them while one
        // is up would draw them over it.
        statusBar()->clearMessage();
    }
    m_syncRunning = running;
    m_ui->actionSync->setEnabled(!running);
    m_ui->actionCancelSync->setEnabled(running);
    m_syncProgressBar->setVisible(running);
    m_cancelButton->setVisible(running);
    if (!running) {
        m_waitTimer->stop();
    }
}

void MainWindow::onSyncProgress(const SyncProgress &progress)
{
    m_waitTimer->stop();
    QString message = progress.message;
    if (message.isEmpty()) {
        message = ui::numerus(
            tr("Syncing: %n application(s) updated so far", nullptr, progress.issuesUpdated),
            progress.issuesUpdated);
    }
    m_syncMessageLabel->setText(message);
}

void MainWindow::onSyncWaiting(int seconds, const QString &reason)
{
    m_waitRemaining = qMax(0, seconds);
    m_waitReason = reason;
    m_waitTimer->stop();
    updateWaitCountdown();
    if (m_waitRemaining > 0) {
        m_waitTimer->start();
    }
}

void MainWindow::updateWaitCountdown()
{
    QString text = m_waitReason.trimmed();
    if (m_waitRemaining > 0) {
        if (!text.isEmpty()) {
            text += QLatin1Char(' ');
        }
        text += ui::numerus(tr("Continuing in %n second(s).", nullptr, m_waitRemaining),
                            m_waitRemaining);
        --m_waitRemaining;
    } else {
        m_waitTimer->stop();
        text = tr("Continuing…");
    }
    m_syncMessageLabel->setText(text);
}

void MainWindow::onSyncFinished(const SyncResult &result)
{
    setSyncRunning(false);
    m_syncMessageLabel->clear();

    m_model->refresh();
    m_ui->applicationPane->reload();
    if (m_selectedNumber == 0 || !selectApplication(m_selectedNumber)) {
        if (m_selectedNumber == 0 && m_filter->rowCount() > 0) {
            m_ui->applicationView->setCurrentIndex(m_filter->index(0, 0));
        }
    }
    updateCountLabel();
    updateLastSyncLabel();
    if (GitHubClient *client = m_workspace.client()) {
        updateRateLimitLabel(client->rateLimit());
    }
    if (!result.repositoryFullName.isEmpty() && !m_workspace.isDemo()) {
        setWindowTitle(text::displayLine(m_workspace.repository()));
    }

    switch (result.outcome) {
    case SyncResult::Outcome::Succeeded:
        showStatusMessage(ui::numerus(tr("Sync finished: %n application(s) and %1 updated.",
                                         nullptr, result.issuesUpdated),
                                      result.issuesUpdated)
                              .arg(ui::numerus(tr("%n comment(s)", nullptr, result.commentsUpdated),
                                               result.commentsUpdated)),
                          MessageTimeoutMs);
        break;
    case SyncResult::Outcome::Cancelled:
        showStatusMessage(tr("Sync cancelled. What was fetched so far is kept."), MessageTimeoutMs);
        break;
    case SyncResult::Outcome::Failed:
        showSyncError(result.errorString.isEmpty() ? tr("The sync did not complete.")
                                                   : result.errorString);
        break;
    }
}

void MainWindow::showSyncError(const QString &message)
{
    // The message can quote the server: escaped, one line.
    QString text = tr("Sync failed: %1").arg(text::displayLine(message).toHtmlEscaped());
    const QNetworkInformation *info = QNetworkInformation::instance();
    if (info && info->reachability() == QNetworkInformation::Reachability::Disconnected) {
        text += QLatin1Char(' ') + tr("This computer appears to be offline.").toHtmlEscaped();
    }
    text += QStringLiteral(" &nbsp;<a href=\"retry\">%1</a>").arg(tr("Retry").toHtmlEscaped());
    m_ui->bannerLabel->setText(text);
    m_ui->syncBanner->show();
    m_syncMessageLabel->setText(tr("Sync failed: see the message above."));
}

void MainWindow::hideSyncBanner()
{
    m_ui->syncBanner->hide();
    m_ui->bannerLabel->clear();
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
