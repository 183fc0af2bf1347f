#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace acp {

class VotingSession;

// The ballots section of the Outbox panel: the ballots cast from this workbench that wait to
// be sent (VotingSession::pendingBallots(), their own queue: a ballot is a reaction, not an
// outbox action), one read-only row each with the application, the ballot, its state,
// attempts and last error, and Cancel Ballot for a queued one. Push Now sends them after the
// actions. Hidden while no ballot waits.
class PendingBallotsView : public QWidget
{
    Q_OBJECT
public:
    explicit PendingBallotsView(QWidget *parent = nullptr);

    void setSession(VotingSession *session);
    void refresh();

    QTableWidget *table() const { return m_table; }
    QPushButton *cancelButton() const { return m_cancel; }
    qint64 selectedBallotId() const;

public slots:
    void cancelSelected();

signals:
    void statusMessage(const QString &message, int timeoutMs);
    void applicationActivated(int issueNumber);

private:
    void updateButtons();

    QPointer<VotingSession> m_session;
    QLabel *m_heading = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_cancel = nullptr;
};

} // namespace acp
