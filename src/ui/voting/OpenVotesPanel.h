#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QListWidget;

namespace acp {

class VotingSession;

// The open votes of the workspace (VotingSession::openVotes()), one row each with its tally;
// double-click (or Enter) activates the application.
class OpenVotesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit OpenVotesPanel(QWidget *parent = nullptr);

    void setSession(VotingSession *session);
    void refresh();
    QListWidget *list() const { return m_list; }

signals:
    void applicationActivated(int number);

private:
    QPointer<VotingSession> m_session;
    QListWidget *m_list = nullptr;
    QLabel *m_empty = nullptr;
};

} // namespace acp
