#pragma once

#include <QObject>

class QAction;
class QDockWidget;
class QMenu;

namespace acp {

class MainWindow;
class OpenVotesPanel;
class VotePanel;
class VotingSession;

// Hooks voting into the main window: the workspace's VotingSession, the vote panel above the
// application (following the selection), the "Open votes" dock (View menu) and the Voting
// menu (Open votes, Edit Roster… which runs MainWindow::editRoster()).
class VoteController : public QObject
{
    Q_OBJECT
public:
    explicit VoteController(MainWindow *window);

    VotingSession *session() const { return m_session; }
    VotePanel *panel() const { return m_panel; }
    OpenVotesPanel *openVotesPanel() const { return m_openVotes; }
    QDockWidget *openVotesDock() const { return m_dock; }
    QMenu *menu() const { return m_menu; } // Voting: Open votes, Edit Roster…
    QAction *editRosterAction() const { return m_editRoster; }

private:
    void followSelection();

    MainWindow *m_window = nullptr;
    VotingSession *m_session = nullptr;
    VotePanel *m_panel = nullptr;
    OpenVotesPanel *m_openVotes = nullptr;
    QDockWidget *m_dock = nullptr;
    QMenu *m_menu = nullptr;
    QAction *m_editRoster = nullptr;
};

} // namespace acp
