#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QListWidget;

namespace acp {

class RefreshWhenShown;
class VotingSession;

// The open votes of the workspace (VotingSession::openVotes()), one row each with its tally;
// double-click (or Enter) activates the application. Computed only while it can be seen
// (RefreshWhenShown): a closed dock costs nothing at start-up or when ballots change.
class OpenVotesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit OpenVotesPanel(QWidget *parent = nullptr);

    void setSession(VotingSession *session);
    void refresh(); // now when shown, else when next shown
    bool isStale() const;
    QListWidget *list() const { return m_list; }

signals:
    void applicationActivated(int number);

private:
    void rebuild();

    RefreshWhenShown *m_refresh = nullptr;
    QPointer<VotingSession> m_session;
    QListWidget *m_list = nullptr;
    QLabel *m_empty = nullptr;
};

} // namespace acp
