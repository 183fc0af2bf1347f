#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QTableView;

namespace acp {

class Outbox;
class OutboxModel;
class PendingBallotsView;

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
};

} // namespace acp
