#pragma once

#include "core/actions/ActionService.h"
#include "core/domain/Issue.h"
#include "core/outbox/OutboxAction.h"

#include <QDialog>

#include <memory>
#include <optional>
#include <utility>

class QPushButton;

namespace Ui {
class ActionDialog;
}

class QCheckBox;

namespace acp {

class Workspace;

// Composes one co-chair action on one application (ActionService, as the command line does),
// shows the comment in an editable box beside its rendered preview and the label changes, and
// queues it in the workspace's outbox. Why an action cannot be composed (wrong state, unknown
// issue) is shown in the dialog; Queue stays disabled then.
class ActionDialog : public QDialog
{
    Q_OBJECT
public:
    ActionDialog(Workspace &workspace, int issueNumber, ActionKind kind, QWidget *parent = nullptr);
    ~ActionDialog() override;

    ActionKind kind() const { return m_kind; }
    int issueNumber() const { return m_number; }

    // What the dialog shows now.
    QString comment() const;
    void setComment(const QString &markdown);
    QString changesText() const;
    QString errorText() const;
    bool canQueue() const;
    QPushButton *queueButton() const { return m_queueButton; }

    // Options (request info; vote; decision; the free text of the others).
    void setIncludeNeedsJudgment(bool include);
    void setClosingDate(const QDate &date); // invalid: none
    void setApproved(bool approved);
    void setDetailsText(const QString &text);

    // Queues the action as shown; false (and the reason shown) when the outbox refused it.
    bool queue();
    std::optional<OutboxAction> queuedAction() const { return m_queued; }
    // The request and what it composed, as last recomposed.
    const ActionDraft &draft() const { return m_draft; }

    static QString title(ActionKind kind); // "Request Info", ...

public slots:
    void recompose();

private:
    void setupOptions();
    void updatePreview();
    void showError(const QString &message);

    Workspace &m_workspace;
    std::unique_ptr<Ui::ActionDialog> m_ui;
    ActionKind m_kind;
    int m_number;
    std::optional<Issue> m_issue;
    ActionDraft m_draft;
    // Request info: "Also the gaps of @login's review", one per colleague's published review.
    QList<std::pair<QCheckBox *, QString>> m_reviewChecks;
    bool m_edited = false; // the user changed the composed comment
    bool m_settingText = false;
    QPushButton *m_queueButton = nullptr;
    std::optional<OutboxAction> m_queued;
};

} // namespace acp
