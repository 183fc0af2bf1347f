#include "ui/voting/VoteController.h"

#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"
#include "ui/actions/ActionController.h"
#include "ui/applications/ApplicationPane.h"
#include "ui/voting/OpenVotesPanel.h"
#include "ui/voting/VotePanel.h"
#include "ui/widgets/FitScrollArea.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QDockWidget>
#include <QItemSelectionModel>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTreeView>

namespace acp {

VoteController::VoteController(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("voteController"));
    m_session = window->workspace().votingSession();

    m_panel = new VotePanel(window);
    m_panel->setSession(m_session);
    connect(m_panel, &VotePanel::statusMessage, window->statusBar(), &QStatusBar::showMessage);
    connect(m_session, &VotingSession::message, window->statusBar(),
            [window](const QString &text) { window->statusBar()->showMessage(text, 5000); });
    // Under the application's header, above the rendered application (beside the checklist);
    // on a short window it scrolls rather than squeezing its rows over each other.
    auto *area = new FitScrollArea(window);
    area->setObjectName(QStringLiteral("votePanelArea"));
    area->setPanel(m_panel);
    if (auto *column = window->applicationPane()->findChild<QBoxLayout *>(
            QStringLiteral("applicationLayout"))) {
        column->insertWidget(qMin(2, column->count()), area);
    } else if (auto *central = qobject_cast<QBoxLayout *>(window->centralWidget()->layout())) {
        central->insertWidget(1, area);
    }

    m_openVotes = new OpenVotesPanel(window);
    m_openVotes->setSession(m_session);
    m_dock = new QDockWidget(tr("Open votes"), window);
    m_dock->setObjectName(QStringLiteral("openVotesDock"));
    m_dock->setWidget(m_openVotes);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide();
    QAction *toggle = m_dock->toggleViewAction();
    toggle->setText(tr("Open &votes"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    if (QMenu *view = window->findChild<QMenu *>(QStringLiteral("menuView"))) {
        view->addAction(toggle);
    }

    // Voting: the open votes and the roster they are counted against.
    m_menu = new QMenu(tr("V&oting"), window);
    m_menu->setObjectName(QStringLiteral("menuVoting"));
    m_menu->addAction(toggle);
    // Shown while the selected application's vote runs (ActionController::updateActions).
    if (QAction *remind = window->actionController()->action(ActionKind::Remind)) {
        m_menu->addAction(remind);
    }
    m_menu->addSeparator();
    m_editRoster = m_menu->addAction(tr("Edit &Roster…"));
    m_editRoster->setObjectName(QStringLiteral("actionEditRoster"));
    m_editRoster->setToolTip(tr("The voting organizations, their representatives and "
                                "alternates; saving makes a new roster version"));
    connect(m_editRoster, &QAction::triggered, window, &MainWindow::editRoster);
    QAction *before = nullptr;
    if (QMenu *workspaceMenu = window->findChild<QMenu *>(QStringLiteral("menuWorkspace"))) {
        before = workspaceMenu->menuAction();
    }
    window->menuBar()->insertMenu(before, m_menu);
    connect(m_openVotes, &OpenVotesPanel::applicationActivated, this, [this](int number) {
        if (number > 0 && !m_window->selectApplication(number)) {
            m_window->statusBar()->showMessage(
                tr("Application #%1 is hidden by the filters.").arg(number), 5000);
        }
    });

    if (QItemSelectionModel *selection = window->applicationView()->selectionModel()) {
        connect(selection, &QItemSelectionModel::currentRowChanged, this,
                &VoteController::followSelection);
    }
    followSelection();
}

void VoteController::followSelection()
{
    m_panel->showApplication(m_window->selectedApplication());
}

} // namespace acp
