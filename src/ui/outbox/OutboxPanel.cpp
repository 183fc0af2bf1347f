#include "ui/outbox/OutboxPanel.h"

#include "core/outbox/ActionCancellation.h"
#include "core/outbox/Outbox.h"
#include "core/workspace/Workspace.h"
#include "ui/outbox/AuditLogDialog.h"
#include "ui/outbox/OutboxModel.h"
#include "ui/voting/PendingBallotsView.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace acp {

OutboxPanel::OutboxPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new OutboxModel(this))
{
    m_note = new QLabel(this);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setWordWrap(true);
    m_note->hide();

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("outboxView"));
    m_view->setAccessibleName(tr("Queued actions"));
    setAccessibleName(tr("Outbox"));
    setAccessibleDescription(tr("Actions waiting to be sent to GitHub, in order"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    // Identifiers and states are never elided; the free text (the last error) takes what is
    // left and is elided, whole in the tool tip.
    QHeaderView *header = m_view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(OutboxModel::ErrorColumn, QHeaderView::Stretch);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setWordWrap(false);

    m_edit = new QPushButton(tr("&Edit…"), this);
    m_edit->setToolTip(tr("Edit the comment of a queued action before it is sent"));
    m_cancel = new QPushButton(tr("&Cancel Action"), this);
    m_cancel->setToolTip(tr("Take the action out of the outbox; nothing more of it is sent"));
    m_retry = new QPushButton(tr("&Retry"), this);
    m_retry->setToolTip(tr("Queue a failed or blocked action again for the next push"));
    m_push = new QPushButton(tr("&Push Now"), this);
    m_audit = new QPushButton(tr("&Audit Log…"), this);
    m_audit->setToolTip(tr("Every local action and push result, exportable as CSV"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_edit);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_retry);
    buttons->addStretch();
    buttons->addWidget(m_audit);
    buttons->addWidget(m_push);

    m_ballots = new PendingBallotsView(this);
    connect(m_ballots, &PendingBallotsView::statusMessage, this, &OutboxPanel::statusMessage);
    connect(m_ballots, &PendingBallotsView::applicationActivated, this,
            &OutboxPanel::applicationActivated);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_note);
    layout->addWidget(m_view);
    layout->addLayout(buttons);
    layout->addWidget(m_ballots);

    m_editor = [](QWidget *parentWidget, QString &markdown) {
        bool ok = false;
        const QString text = QInputDialog::getMultiLineText(
            parentWidget, tr("Edit Comment"), tr("Comment (Markdown):"), markdown, &ok);
        if (ok) {
            markdown = text;
        }
        return ok;
    };
    m_confirmCancel = [](QWidget *parentWidget, const QString &message) {
        QMessageBox box(QMessageBox::Warning, tr("Cancel Action"), message, QMessageBox::NoButton,
                        parentWidget);
        box.setTextFormat(Qt::PlainText);
        box.setInformativeText(tr("Cancel the action anyway?"));
        QPushButton *cancelAnyway =
            box.addButton(tr("Cancel &Anyway"), QMessageBox::DestructiveRole);
        box.addButton(tr("&Keep It"), QMessageBox::RejectRole);
        box.setDefaultButton(qobject_cast<QPushButton *>(box.buttons().constLast()));
        box.exec();
        return box.clickedButton() == cancelAnyway;
    };

    connect(m_edit, &QPushButton::clicked, this, &OutboxPanel::editSelected);
    connect(m_cancel, &QPushButton::clicked, this, &OutboxPanel::cancelSelected);
    connect(m_retry, &QPushButton::clicked, this, &OutboxPanel::retrySelected);
    connect(m_audit, &QPushButton::clicked, this, &OutboxPanel::showAuditLog);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &OutboxPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &OutboxPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &OutboxPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &OutboxPanel::updateButtons);
    // Sized again whenever the actions change, not only for those there when the panel opened.
    const auto resize = [this] { m_view->resizeColumnsToContents(); };
    connect(m_model, &QAbstractItemModel::modelReset, m_view, resize);
    connect(m_model, &QAbstractItemModel::layoutChanged, m_view, resize);
    connect(m_model, &QAbstractItemModel::rowsInserted, m_view, resize);
    connect(m_model, &QAbstractItemModel::dataChanged, m_view, resize);
    connect(m_view, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex &index) {
        emit applicationActivated(index.data(OutboxModel::IssueNumberRole).toInt());
    });
    m_push->setEnabled(false);
    updateButtons();
}

void OutboxPanel::setOutbox(Outbox *outbox)
{
    m_model->setOutbox(outbox);
    m_view->resizeColumnsToContents();
}

void OutboxPanel::setPushAction(QAction *action)
{
    m_pushAction = action;
    const auto sync = [this] {
        m_push->setEnabled(m_pushAction->isEnabled());
        m_push->setToolTip(m_pushAction->toolTip());
    };
    connect(action, &QAction::changed, this, sync);
    connect(m_push, &QPushButton::clicked, action, &QAction::trigger);
    sync();
}

void OutboxPanel::setNote(const QString &text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

qint64 OutboxPanel::selectedActionId() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(OutboxModel::ActionIdRole).toLongLong();
}

bool OutboxPanel::selectAction(qint64 actionId)
{
    const int row = m_model->rowOf(actionId);
    if (row < 0) {
        return false;
    }
    m_view->selectRow(row);
    return true;
}

void OutboxPanel::showAuditLog()
{
    if (Outbox *outbox = m_model->outbox()) {
        AuditLogDialog dialog(*outbox, this);
        dialog.exec();
    }
}

void OutboxPanel::updateButtons()
{
    const int row = m_model->rowOf(selectedActionId());
    const OutboxAction action = row >= 0 ? m_model->actionAt(row) : OutboxAction();
    m_edit->setEnabled(row >= 0 && action.isEditable());
    m_cancel->setEnabled(row >= 0 && action.canCancel() && !m_cancellation);
    m_retry->setEnabled(row >= 0 && action.canRetry());
    m_audit->setEnabled(m_model->outbox() != nullptr);
}

void OutboxPanel::editSelected()
{
    Outbox *outbox = m_model->outbox();
    const qint64 id = selectedActionId();
    const std::optional<OutboxAction> action = outbox ? outbox->action(id) : std::nullopt;
    if (!action || !action->isEditable()) {
        return;
    }
    QString text = action->comment();
    if (!m_editor(this, text)) {
        return;
    }
    if (!outbox->editComment(id, text)) {
        QMessageBox::warning(this, tr("Edit Comment"), outbox->errorString());
    }
}

void OutboxPanel::cancelSelected()
{
    const qint64 id = selectedActionId();
    if (m_model->outbox() && id != 0) {
        cancelAction(id, false);
    }
}

void OutboxPanel::cancelAction(qint64 id, bool force)
{
    Outbox *outbox = m_model->outbox();
    if (!outbox || m_cancellation) {
        return;
    }
    const bool canAsk = m_workspace && !m_workspace->isDemo();
    m_cancellation = new ActionCancellation(*outbox, canAsk ? m_workspace->client() : nullptr,
                                            canAsk ? m_workspace->repository() : QString(), this);
    connect(m_cancellation, &ActionCancellation::finished, this,
            [this, id](ActionCancellation::Outcome outcome, const QString &message) {
                m_cancellation->deleteLater();
                m_cancellation = nullptr;
                updateButtons();
                switch (outcome) {
                case ActionCancellation::Outcome::Cancelled:
                    emit statusMessage(message, 5000);
                    return;
                case ActionCancellation::Outcome::Refused:
                    emit statusMessage(message, 5000);
                    return;
                case ActionCancellation::Outcome::CommentOnGitHub:
                case ActionCancellation::Outcome::PullRequestOnGitHub:
                case ActionCancellation::Outcome::MayBeOnGitHub:
                    emit statusMessage({}, 0);
                    if (m_confirmCancel(this, message)) {
                        cancelAction(id, true);
                    }
                    return;
                }
            });
    const std::optional<OutboxAction> action = outbox->action(id);
    if (action && action->commentAttempted() && !force) {
        emit statusMessage(tr("Looking on GitHub for the comment of “%1” before cancelling…")
                               .arg(action->summary()),
                           0);
    } else if (action && action->kind == ActionKind::ListingPullRequest
               && action->remoteIds.value(QLatin1String("pr_attempted")).toBool() && !force) {
        emit statusMessage(tr("Looking on GitHub for the pull request of “%1” before cancelling…")
                               .arg(action->summary()),
                           0);
    }
    updateButtons();
    m_cancellation->cancel(id, force);
}

void OutboxPanel::retrySelected()
{
    Outbox *outbox = m_model->outbox();
    const qint64 id = selectedActionId();
    if (outbox && id != 0 && !outbox->retry(id)) {
        emit statusMessage(outbox->errorString(), 5000);
    }
}

} // namespace acp
