#pragma once

#include <QPointer>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QTableView;

namespace acp {

class ActionCancellation;
class Outbox;
class OutboxModel;
class PendingBallotsView;
class Workspace;

// The Outbox panel: every queued, sent, failed or blocked action with its state, attempts and
// last error; Edit (the comment, while queued), Cancel, Retry and Push Now for the selection.
// Below them, the ballots waiting to be sent (PendingBallotsView).
class OutboxPanel : public QWidget
{
    Q_OBJECT
public:
    explicit OutboxPanel(QWidget *parent = nullptr);

    void setOutbox(Outbox *outbox);
    // Push Now runs this action (the controller's); its enabled state is the button's.
    void setPushAction(QAction *action);
    // A note above the table (e.g. the demo workspace never pushes).
    void setNote(const QString &text);

    OutboxModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QPushButton *editButton() const { return m_edit; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *pushButton() const { return m_push; }
    QPushButton *auditButton() const { return m_audit; }
    // The ballots waiting to be sent, below the actions (hidden while there are none).
    PendingBallotsView *ballotsView() const { return m_ballots; }

    qint64 selectedActionId() const;
    bool selectAction(qint64 actionId);

    // Asks for the edited comment; the default shows a multi-line text dialog. Tests replace it.
    using CommentEditor = std::function<bool(QWidget *parent, QString &markdown)>;
    void setCommentEditor(CommentEditor editor) { m_editor = std::move(editor); }
    // Where Cancel looks for the comment of an action that may already have posted it (see
    // ActionCancellation): the workspace's client and repository at that moment. Without a
    // workspace, or in the demo, it cannot look, and says so.
    void setWorkspace(Workspace *workspace) { m_workspace = workspace; }
    // Asks whether to cancel although the comment is (or may be) on GitHub; the default is a
    // question box. Tests replace it.
    using CancelConfirmer = std::function<bool(QWidget *parent, const QString &message)>;
    void setCancelConfirmer(CancelConfirmer confirmer) { m_confirmCancel = std::move(confirmer); }

public slots:
    void editSelected();
    void cancelSelected();
    void retrySelected();
    void showAuditLog();

signals:
    void statusMessage(const QString &message, int timeoutMs);
    void applicationActivated(int issueNumber);

private:
    void updateButtons();
    void cancelAction(qint64 id, bool force);

    OutboxModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_push = nullptr;
    QPushButton *m_audit = nullptr;
    QAction *m_pushAction = nullptr;
    PendingBallotsView *m_ballots = nullptr;
    CommentEditor m_editor;
    CancelConfirmer m_confirmCancel;
    QPointer<Workspace> m_workspace;
    ActionCancellation *m_cancellation = nullptr; // while a lookup runs
};

} // namespace acp
