#pragma once

#include "core/voting/VoteService.h"

#include <QFrame>
#include <QObject>
#include <QPointer>
#include <QWidget>

class QAction;
class QDockWidget;
class QMenu;
class QLabel;
class QListWidget;
class QProgressBar;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace acp {

class VotingSession;

// The vote on one application in the voting state: three large ballot buttons
// (Approve 👍, Reject 👎, Abstain 👀) with the signed-in user's ballot checked ("pending" while
// queued), the tally sentence, progress toward quorum and toward the majority, the counting
// rule, and the per-organization table with the organizations that have not voted yet.
// Hidden for an application without an open vote.
class VotePanel : public QFrame
{
    Q_OBJECT
public:
    explicit VotePanel(QWidget *parent = nullptr);

    void setSession(VotingSession *session);
    // Shows the vote of application `number`; hides the panel when it has no open vote.
    void showApplication(int number);
    void reload();

    int currentNumber() const { return m_number; }
    QString summaryText() const;
    QPushButton *button(BallotChoice choice) const;
    QProgressBar *quorumBar() const { return m_quorumBar; }
    QProgressBar *majorityBar() const { return m_majorityBar; }
    QTableWidget *table() const { return m_table; }
    QLineEdit *reasonEdit() const { return m_reason; }
    QLabel *warningsLabel() const { return m_warnings; }

signals:
    void statusMessage(const QString &message, int timeoutMs);

private:
    void cast(BallotChoice choice);
    void updateBallot(const VoteInfo &vote);

    QPointer<VotingSession> m_session;
    int m_number = 0;
    QLabel *m_title = nullptr;
    QLabel *m_ballotLabel = nullptr;
    QPushButton *m_approve = nullptr;
    QPushButton *m_reject = nullptr;
    QPushButton *m_abstain = nullptr;
    QLineEdit *m_reason = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_outcome = nullptr;
    QLabel *m_rule = nullptr;
    QLabel *m_warnings = nullptr;
    QProgressBar *m_quorumBar = nullptr;
    QProgressBar *m_majorityBar = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_notVoted = nullptr;
};

} // namespace acp
