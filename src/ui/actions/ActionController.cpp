#include "ui/actions/ActionController.h"

#include "core/actions/PushSession.h"
#include "core/actions/RequestFollowUp.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/store/IssueCache.h"
#include "core/sync/SyncEngine.h"
#include "core/text/DisplayText.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"
#include "ui/actions/ActionDialog.h"
#include "ui/actions/DuePanel.h"
#include "ui/applications/ApplicationListModel.h"
#include "ui/outbox/OutboxPanel.h"
#include "ui/voting/PendingBallotsView.h"
#include "ui/widgets/AfterFirstPaint.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QNetworkInformation>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace acp {

ActionController::ActionController(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_workspace(window->workspace())
{
    m_runDialog = [](ActionDialog &dialog) { dialog.exec(); };
    setupActions();
    setupDocks();
    setupStatusBar();
    setupNetwork();

    if (QItemSelectionModel *selection = m_window->applicationView()->selectionModel()) {
        // Only what depends on the application: the push's state does not change with it.
        connect(selection, &QItemSelectionModel::currentRowChanged, this, [this] {
            updateApplicationActions();
            showFollowUp(m_window->selectedApplication(), m_selectedState);
        });
    }
    if (SyncEngine *engine = m_workspace.syncEngine()) {
        connect(engine, &SyncEngine::finished, this, [this] {
            updateSelection();
            m_duePanel->refresh();
        });
    }
    if (Outbox *outbox = m_workspace.outbox()) {
        connect(outbox, &Outbox::pendingCountChanged, this, &ActionController::updatePendingCount);
        connect(outbox, &Outbox::actionAdded, this, &ActionController::updateActions);
        connect(outbox, &Outbox::actionChanged, this, &ActionController::updateActions);
        // A queued reminder quiets the Due view's offer (computed only while it is shown).
        connect(outbox, &Outbox::actionAdded, m_duePanel, &DuePanel::refresh);
        connect(outbox, &Outbox::actionChanged, m_duePanel, &DuePanel::refresh);
        updatePendingCount(outbox->pendingCount());
    }
    // Ballots wait in their own queue and go out with Push Now, after the actions.
    VotingSession *voting = m_workspace.votingSession();
    connect(voting, &VotingSession::ballotChanged, this, [this] {
        updatePendingCount(m_workspace.outbox() ? m_workspace.outbox()->pendingCount() : 0);
    });
    connect(voting, &VotingSession::sendFinished, this, &ActionController::onBallotsSent);
    m_outboxPanel->ballotsView()->setSession(voting);
    // Push Now and the push when the network comes back: the actions, then the ballots, through
    // the workspace's push session (the command line's `push` too).
    PushSession *push = PushSession::of(m_workspace);
    connect(push, &PushSession::started, this, [this](int actions, int ballots) {
        m_pushLabel->setText(
            actions > 0 ? ui::numerus(tr("Pushing %n action(s)…", nullptr, actions), actions)
                        : ui::numerus(tr("Sending %n ballot(s)…", nullptr, ballots), ballots));
        m_pushLabel->show();
        updateActions();
    });
    connect(push, &PushSession::actionsFinished, this, &ActionController::onPushFinished);
    connect(push, &PushSession::ballotsStarted, this, [this](int ballots) {
        m_pushLabel->setText(ui::numerus(tr("Sending %n ballot(s)…", nullptr, ballots), ballots));
        m_pushLabel->show();
    });
    connect(push, &PushSession::finished, this, [this] {
        m_pushLabel->hide();
        updatePendingCount(m_workspace.outbox() ? m_workspace.outbox()->pendingCount() : 0);
    });
    if (OutboxPusher *pusher = m_workspace.pusher()) {
        connect(pusher, &OutboxPusher::progress, this, &ActionController::onPushProgress);
        connect(pusher, &OutboxPusher::waiting, this, &ActionController::onPushWaiting);
    }
    updatePendingCount(m_workspace.outbox() ? m_workspace.outbox()->pendingCount() : 0);
    updateSelection();
}

ActionController::~ActionController() = default;

bool ActionController::isCoChair()
{
    QSettings settings;
    const QStringList coChairs = settings.value(QStringLiteral("actions/coChairs")).toStringList();
    const QString login = settings.value(QStringLiteral("account/login")).toString().trimmed();
    if (login.isEmpty()) {
        return true;
    }
    bool anyone = true;
    for (const QString &entry : coChairs) {
        if (entry.trimmed().isEmpty()) {
            continue;
        }
        anyone = false;
        if (entry.trimmed().compare(login, Qt::CaseInsensitive) == 0) {
            return true;
        }
    }
    return anyone;
}

void ActionController::setupActions()
{
    struct Entry
    {
        ActionKind kind;
        QString text;
        QKeySequence shortcut;
        QString tip;
    };
    const QList<Entry> entries {
        { ActionKind::PublishReview, tr("P&ublish Review…"),
          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
          tr("Post your checklist on the issue as your review; publishing again updates it") },
        { ActionKind::RequestInfo, tr("Request &Info…"),
          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I),
          tr("Ask the applicant for the missing information (from the checklist's gaps)") },
        { ActionKind::StartVote, tr("Start &Vote…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V),
          tr("Post the vote comment and label the application as voting") },
        { ActionKind::RecordDecision, tr("Record &Decision…"),
          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D),
          tr("Post the outcome, label the application and close it") },
        { ActionKind::BackToReview, tr("&Back to Review…"),
          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
          tr("Move the application back to review (new)") },
        { ActionKind::Remind, tr("Re&mind Non-voters…"), QKeySequence(),
          tr("One comment that mentions the representatives and alternates of the "
             "organizations that have not voted, with the deadline") },
        { ActionKind::DeficiencyNotice, tr("Deficiency &Notice…"),
          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
          tr("Periodic review: give notice of deficiencies; starts the clock") },
        { ActionKind::Retirement, tr("Re&tire…"), QKeySequence(),
          tr("Periodic review: retire the approved platform") },
        { ActionKind::ReviewComplete, tr("Review &Complete…"),
          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
          tr("Periodic review passed: the next review is due later") },
    };

    m_menu = new QMenu(tr("&Application"), m_window);
    m_menu->setObjectName(QStringLiteral("menuApplicationActions"));
    m_menu->setToolTipsVisible(true);
    QToolBar *toolBar = m_window->findChild<QToolBar *>(QStringLiteral("mainToolBar"));
    if (toolBar) {
        toolBar->addSeparator();
    }
    for (const Entry &entry : entries) {
        auto *action = new QAction(entry.text, m_window);
        action->setObjectName(QStringLiteral("action-") + actionKindId(entry.kind));
        action->setShortcut(entry.shortcut);
        action->setToolTip(entry.tip);
        action->setStatusTip(entry.tip);
        connect(action, &QAction::triggered, this, [this, kind = entry.kind] { openAction(kind); });
        m_actions.insert(entry.kind, action);
        if (entry.kind == ActionKind::DeficiencyNotice) {
            m_separatorPeriodic = m_menu->addSeparator();
        }
        m_menu->addAction(action);
        if (toolBar && entry.kind <= ActionKind::BackToReview) {
            toolBar->addAction(action);
        }
    }

    m_pushAction = new QAction(tr("&Push Outbox Now"), m_window);
    m_pushAction->setObjectName(QStringLiteral("actionPushOutbox"));
    m_pushAction->setShortcut(QKeySequence(Qt::Key_F6));
    connect(m_pushAction, &QAction::triggered, this, &ActionController::pushNow);
    m_menu->addSeparator();
    m_menu->addAction(m_pushAction);

    // Before the Help menu when there is one.
    QMenuBar *bar = m_window->menuBar();
    QAction *before = nullptr;
    if (QMenu *workspaceMenu = m_window->findChild<QMenu *>(QStringLiteral("menuWorkspace"))) {
        before = workspaceMenu->menuAction();
    }
    bar->insertMenu(before, m_menu);
}

void ActionController::setupDocks()
{
    m_outboxPanel = new OutboxPanel(m_window);
    m_outboxPanel->setOutbox(m_workspace.outbox());
    m_outboxPanel->setWorkspace(&m_workspace);
    m_outboxPanel->setPushAction(m_pushAction);
    if (m_workspace.isDemo()) {
        m_outboxPanel->setNote(tr("Demo workspace: actions can be queued here to try them "
                                  "out, but nothing is ever sent to GitHub."));
    }
    m_outboxDock = new QDockWidget(tr("Outbox"), m_window);
    m_outboxDock->setObjectName(QStringLiteral("outboxDock"));
    m_outboxDock->setWidget(m_outboxPanel);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_outboxDock);
    m_outboxDock->hide();
    QAction *toggleOutbox = m_outboxDock->toggleViewAction();
    toggleOutbox->setText(tr("&Outbox"));
    toggleOutbox->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));

    m_duePanel = new DuePanel(m_window);
    m_duePanel->setWorkspace(&m_workspace);
    m_dueDock = new QDockWidget(tr("Due"), m_window);
    m_dueDock->setObjectName(QStringLiteral("dueDock"));
    m_dueDock->setWidget(m_duePanel);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_dueDock);
    m_window->tabifyDockWidget(m_outboxDock, m_dueDock);
    m_dueDock->hide();
    QAction *toggleDue = m_dueDock->toggleViewAction();
    toggleDue->setText(tr("&Due"));
    toggleDue->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    connect(toggleDue, &QAction::toggled, m_duePanel, [this](bool on) {
        if (on) {
            m_duePanel->refresh();
        }
    });

    if (QMenu *view = m_window->findChild<QMenu *>(QStringLiteral("menuView"))) {
        view->addSeparator();
        view->addAction(toggleOutbox);
        view->addAction(toggleDue);
    }
    const auto select = [this](int number) {
        if (number > 0 && !m_window->selectApplication(number)) {
            m_window->statusBar()->showMessage(
                tr("Application #%1 is hidden by the filters.").arg(number), 5000);
        }
    };
    connect(m_outboxPanel, &OutboxPanel::applicationActivated, this, select);
    connect(m_duePanel, &DuePanel::applicationActivated, this, select);
    // Remind Non-voters from the Due view: the vote's application, then the usual dialog.
    connect(m_duePanel, &DuePanel::remindRequested, this, [this](int number) {
        if (m_window->selectApplication(number)) {
            openAction(ActionKind::Remind);
        } else {
            m_window->statusBar()->showMessage(
                tr("Application #%1 is hidden by the filters.").arg(number), 5000);
        }
    });
    connect(m_outboxPanel, &OutboxPanel::statusMessage, m_window->statusBar(),
            &QStatusBar::showMessage);

    // The applicant's answer to a request for information, above the application.
    m_banner = new MessageBanner(m_window);
    m_banner->setObjectName(QStringLiteral("followUpBanner"));
    m_banner->setLevel(MessageBanner::Level::Positive);
    m_bannerLabel = new QLabel(m_banner);
    m_bannerLabel->setWordWrap(true);
    m_bannerLabel->setTextFormat(Qt::RichText);
    m_bannerButton = new QPushButton(tr("Back to Review…"), m_banner);
    connect(m_bannerButton, &QPushButton::clicked, this,
            [this] { openAction(ActionKind::BackToReview); });
    auto *bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->addWidget(m_bannerLabel, 1);
    bannerLayout->addWidget(m_bannerButton);
    m_banner->hide();
    if (auto *central = qobject_cast<QVBoxLayout *>(m_window->centralWidget()->layout())) {
        central->insertWidget(1, m_banner);
    }
}

QAction *ActionController::showOutboxAction() const
{
    return m_outboxDock->toggleViewAction();
}

QAction *ActionController::showDueAction() const
{
    return m_dueDock->toggleViewAction();
}

void ActionController::setupStatusBar()
{
    m_pushLabel = new QLabel(m_window);
    m_pushLabel->setObjectName(QStringLiteral("pushLabel"));
    m_pushLabel->setTextFormat(Qt::PlainText); // push progress can quote the server
    m_pushLabel->hide();
    m_pendingButton = new QToolButton(m_window);
    m_pendingButton->setObjectName(QStringLiteral("outboxCountButton"));
    m_pendingButton->setAutoRaise(true);
    m_pendingButton->setToolTip(tr("Open the outbox"));
    connect(m_pendingButton, &QToolButton::clicked, this, [this] {
        m_outboxDock->show();
        m_outboxDock->raise();
    });
    m_window->statusBar()->addWidget(m_pushLabel);
    m_window->statusBar()->addPermanentWidget(m_pendingButton);
}

void ActionController::setupNetwork()
{
    // Loaded once the window is on screen (see MainWindow::setupNetworkIndicator); online is
    // assumed until then.
    ui::afterFirstPaint(m_window, [this] {
        if (!QNetworkInformation::instance()) {
            QNetworkInformation::loadDefaultBackend();
        }
        QNetworkInformation *info = QNetworkInformation::instance();
        if (!info) {
            return;
        }
        m_reachable = info->reachability() == QNetworkInformation::Reachability::Online;
        connect(info, &QNetworkInformation::reachabilityChanged, this,
                &ActionController::onReachabilityChanged);
    });
}

void ActionController::onReachabilityChanged(QNetworkInformation::Reachability reachability)
{
    const bool online = reachability == QNetworkInformation::Reachability::Online;
    const bool wasOnline = m_reachable;
    m_reachable = online;
    const PushSession *push = PushSession::of(m_workspace);
    const int pending = push->pendingActions() + push->pendingBallots();
    if (online && !wasOnline && pending > 0 && push->canPush() && !push->isRunning()) {
        m_pushLabel->setText(tr("Back online: pushing the outbox…"));
        m_pushLabel->show();
        pushNow();
    }
}

void ActionController::updateActions()
{
    updateApplicationActions();
    updatePushAction();
}

void ActionController::updateApplicationActions()
{
    const bool show = isCoChair();
    const int number = m_window->selectedApplication();
    m_selectedState.reset();
    if (number > 0 && m_workspace.outbox()) {
        m_selectedState = m_workspace.outbox()->expectedState(number);
    }
    std::optional<ReviewState> state;
    if (m_selectedState) {
        state = m_selectedState->reviewState(m_workspace.labelScheme());
    }
    const bool approved = state == ReviewState::Approved;
    const bool voting = state == ReviewState::Voting;
    for (auto it = m_actions.cbegin(); it != m_actions.cend(); ++it) {
        const bool periodic = it.key() == ActionKind::DeficiencyNotice
            || it.key() == ActionKind::Retirement || it.key() == ActionKind::ReviewComplete;
        const bool reminder = it.key() == ActionKind::Remind;
        it.value()->setVisible(show && (!periodic || approved) && (!reminder || voting));
        it.value()->setEnabled(show && state.has_value());
    }
    if (m_separatorPeriodic) {
        m_separatorPeriodic->setVisible(show && approved);
    }
    m_menu->menuAction()->setVisible(show);
    m_duePanel->setRemindAvailable(show);
    emit selectedStateUpdated();
}

void ActionController::updatePushAction()
{
    const PushSession *push = PushSession::of(m_workspace);
    const int ballots = push->pendingBallots();
    const int pending = push->pendingActions() + ballots;
    if (!push->canPush()) {
        m_pushAction->setEnabled(false);
        m_pushAction->setToolTip(tr("The demo workspace never sends anything to GitHub."));
    } else if (push->isRunning() || m_workspace.pusher()->isRunning()) {
        m_pushAction->setEnabled(false);
        m_pushAction->setToolTip(tr("A push is running."));
    } else {
        m_pushAction->setEnabled(pending > 0);
        m_pushAction->setToolTip(
            pending == 0       ? tr("Nothing waits in the outbox.")
                : ballots == 0 ? tr("Send the waiting actions to GitHub (F6)")
                               : tr("Send the waiting actions, then the ballots, to GitHub (F6)"));
    }
}

void ActionController::updatePendingCount(int count)
{
    const int ballots = PushSession::of(m_workspace)->pendingBallots();
    QStringList parts;
    if (count > 0) {
        parts.append(ui::numerus(tr("%n action(s) waiting", nullptr, count), count));
    }
    if (ballots > 0) {
        parts.append(ui::numerus(tr("%n ballot(s) waiting", nullptr, ballots), ballots));
    }
    m_pendingButton->setText(parts.isEmpty() ? tr("Outbox empty")
                                             : parts.join(QStringLiteral(", ")));
    updateActions();
}

void ActionController::openAction(ActionKind kind)
{
    const int number = m_window->selectedApplication();
    if (number <= 0 || !m_workspace.outbox()) {
        return;
    }
    ActionDialog dialog(m_workspace, number, kind, m_window);
    m_runDialog(dialog);
    if (const auto queued = dialog.queuedAction()) {
        m_window->statusBar()->showMessage(
            m_workspace.pusher()
                ? tr("Queued: %1. Push the outbox (F6) to send it.").arg(queued->summary())
                : tr("Queued in the demo outbox (never sent): %1").arg(queued->summary()),
            8000);
        updateFollowUp();
    }
}

void ActionController::pushNow()
{
    PushSession::of(m_workspace)->push();
    updateActions();
}

void ActionController::onBallotsSent(const BallotSendSummary &summary)
{
    QString text;
    if (summary.cancelled) {
        text = tr("Sending the ballots was cancelled; they stay queued.");
    } else if (!summary.errorString.isEmpty()) {
        text = tr("Ballots not sent: %1").arg(summary.errorString);
    } else if (summary.failed > 0 || summary.leftUnsent > 0) {
        text = tr("Ballots: %1 sent, %2 failed, %3 left unsent (see the Outbox).")
                   .arg(summary.sent)
                   .arg(summary.failed)
                   .arg(summary.leftUnsent);
    } else if (summary.sent > 0) {
        text = ui::numerus(tr("%n ballot(s) sent.", nullptr, summary.sent), summary.sent);
    }
    if (!text.isEmpty()) {
        m_window->statusBar()->showMessage(text, 10000);
    }
    if (summary.failed > 0) {
        m_outboxDock->show();
        m_outboxDock->raise();
    }
    updatePendingCount(m_workspace.outbox() ? m_workspace.outbox()->pendingCount() : 0);
}

QString ActionController::pushMessage() const
{
    return m_pushLabel->isVisible() ? m_pushLabel->text() : QString();
}

void ActionController::onPushProgress(const PushProgress &progress)
{
    m_pushLabel->setText(progress.message.isEmpty()
                             ? tr("Pushing: %1 of %2").arg(progress.processed).arg(progress.total)
                             : text::displayLine(progress.message));
    m_pushLabel->show();
}

void ActionController::onPushWaiting(int seconds, const QString &reason)
{
    m_pushLabel->setText(ui::numerus(tr("Push waits %n second(s): %1", nullptr, seconds), seconds)
                             .arg(text::displayLine(reason)));
    m_pushLabel->show();
}

void ActionController::onPushFinished(const PushSummary &summary)
{
    QString text;
    if (!summary.errorString.isEmpty()) {
        text = tr("Push stopped: %1").arg(summary.errorString);
    } else if (summary.allSent()) {
        text = ui::numerus(tr("Outbox pushed: %n action(s) sent.", nullptr, summary.sent),
                           summary.sent);
    } else {
        text = tr("Pushed %1; %2 left unsent (see the Outbox).")
                   .arg(summary.sent)
                   .arg(summary.leftUnsent);
    }
    m_pushLabel->hide();
    m_window->statusBar()->showMessage(text, 10000);
    if (summary.failed > 0 || summary.blocked > 0) {
        m_outboxDock->show();
        m_outboxDock->raise();
    }
    m_window->applicationModel()->refresh();
    updateSelection();
    m_duePanel->refresh();
}

void ActionController::updateFollowUp()
{
    const int number = m_window->selectedApplication();
    std::optional<IssueSnapshot> expected;
    if (number > 0 && m_workspace.outbox()) {
        expected = m_workspace.outbox()->expectedState(number);
    }
    showFollowUp(number, expected);
}

void ActionController::updateSelection()
{
    updateActions();
    // The selection's expected state, as updateActions() has just read it.
    showFollowUp(m_window->selectedApplication(), m_selectedState);
}

void ActionController::showFollowUp(int number, const std::optional<IssueSnapshot> &expected)
{
    bool visible = false;
    if (number > 0 && isCoChair()) {
        const std::optional<ReviewState> state = expected
            ? std::optional<ReviewState>(expected->reviewState(m_workspace.labelScheme()))
            : std::nullopt;
        const IssueCache cache(m_workspace.database());
        const std::optional<Issue> issue =
            state == ReviewState::NeedsInfo ? cache.issue(number) : std::nullopt;
        if (issue) {
            const RequestFollowUp followUp =
                RequestFollowUp::of(*issue, cache.comments(number), m_workspace.authorTrust());
            if (followUp.hasReplies()) {
                const QLocale locale;
                const Comment &first = followUp.replies.constFirst();
                QString text =
                    tr("<b>The applicant answered on %1.</b>")
                        .arg(locale.toString(first.createdAt.toLocalTime(), QLocale::ShortFormat)
                                 .toHtmlEscaped());
                text += QStringLiteral("<ul>");
                for (const Comment &reply : followUp.replies) {
                    QString excerpt = text::displayLine(reply.body).simplified();
                    if (excerpt.size() > 160) {
                        excerpt = excerpt.left(159) + QChar(0x2026);
                    }
                    text +=
                        QStringLiteral("<li>%1 — %2</li>")
                            .arg(
                                locale.toString(reply.createdAt.toLocalTime(), QLocale::ShortFormat)
                                    .toHtmlEscaped(),
                                excerpt.toHtmlEscaped());
                }
                text += QStringLiteral("</ul>");
                m_bannerLabel->setText(text);
                visible = true;
            }
        }
    }
    m_banner->setVisible(visible);
}

} // namespace acp
