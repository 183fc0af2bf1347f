#include "core/outbox/Outbox.h"

#include "core/i18n/InSentence.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"

#include <QCoreApplication>

namespace acp {

namespace {

QString localUser()
{
    QString name = qEnvironmentVariable("USER");
    if (name.isEmpty()) {
        name = qEnvironmentVariable("USERNAME");
    }
    return name;
}

} // namespace

Outbox::Outbox(Database &database, const LabelScheme &labels, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_labels(labels)
    , m_store(database)
    , m_actor(localUser())
{
    qRegisterMetaType<acp::OutboxAction>();
    qRegisterMetaType<acp::ActionState>();
}

Outbox::~Outbox() = default;

bool Outbox::fail(const QString &message)
{
    m_error = message;
    return false;
}

std::optional<IssueSnapshot> Outbox::expectedState(int issueNumber) const
{
    const std::optional<Issue> issue = IssueCache(m_database).issue(issueNumber);
    if (!issue) {
        return std::nullopt;
    }
    IssueSnapshot snapshot = IssueSnapshot::fromIssue(*issue);
    const QList<OutboxAction> list = m_store.actions(issueNumber);
    for (const OutboxAction &action : list) {
        if (action.isPending()) {
            snapshot.apply(action.addLabels(), action.removeLabels(), action.setState(),
                           action.stateReason());
        }
    }
    return snapshot;
}

void Outbox::record(const OutboxAction &action, const QString &event, const QString &detail)
{
    AuditEntry entry;
    entry.actor = m_actor;
    entry.actionUuid = action.uuid;
    entry.issueNumber = action.issueNumber;
    entry.kind = actionKindId(action.kind);
    entry.event = event;
    entry.detail = detail;
    m_store.addAudit(entry);
}

std::optional<OutboxAction> Outbox::enqueue(const OutboxAction &draft,
                                            const AlongsideWrite &alongside)
{
    m_error.clear();
    if (draft.issueNumber <= 0) {
        fail(tr("The action names no application."));
        return std::nullopt;
    }
    if (draft.steps().isEmpty()) {
        fail(tr("The action has nothing to send: no comment and no label or state change."));
        return std::nullopt;
    }
    const std::optional<IssueSnapshot> expected = expectedState(draft.issueNumber);
    if (!expected) {
        fail(tr("Application #%1 is not in the cache; sync first.").arg(draft.issueNumber));
        return std::nullopt;
    }
    if (!draft.uuid.isEmpty() && m_store.actionByUuid(draft.uuid)) {
        fail(tr("This action is already in the outbox."));
        return std::nullopt;
    }
    OutboxAction action = draft;
    action.id = 0;
    action.queuedAgainst = *expected;
    action.attempts = 0;
    action.lastError.clear();
    action.remoteIds = {};
    action.createdAt = {};
    // The action and its audit entry together, on disk before the user is told it is queued.
    Transaction transaction(m_database.connection(), Transaction::Durability::PowerLossSafe);
    std::optional<OutboxAction> stored = m_store.insert(action);
    if (!stored) {
        fail(tr("The action could not be stored: %1").arg(m_store.errorString()));
        return std::nullopt;
    }
    record(*stored, QStringLiteral("queued"), stored->summary());
    if (alongside) {
        QString error;
        if (!alongside(*stored, &error)) {
            fail(error);
            return std::nullopt; // rolled back with the action
        }
    }
    if (!transaction.commit()) {
        fail(tr("The action could not be stored: %1").arg(transaction.errorString()));
        return std::nullopt;
    }
    emit actionAdded(*stored);
    const int count = pendingCount();
    if (count != m_lastPendingCount) {
        m_lastPendingCount = count;
        emit pendingCountChanged(count);
    }
    return stored;
}

bool Outbox::commit(OutboxAction &action, const QList<ActionState> &expectedStates,
                    const QString &event, const QString &detail)
{
    // A state change here decides whether a write to GitHub is repeated: it must survive a
    // crash and a power cut, with its audit entry.
    Transaction transaction(m_database.connection(), Transaction::Durability::PowerLossSafe);
    if (!m_store.save(action, expectedStates)) {
        return fail(m_store.errorString());
    }
    record(action, event, detail);
    if (!transaction.commit()) {
        return fail(transaction.errorString());
    }
    emit actionChanged(action);
    const int count = pendingCount();
    if (count != m_lastPendingCount) {
        m_lastPendingCount = count;
        emit pendingCountChanged(count);
    }
    return true;
}

bool Outbox::editComment(qint64 id, const QString &markdown)
{
    m_error.clear();
    std::optional<OutboxAction> action = m_store.action(id);
    if (!action) {
        return fail(tr("There is no action %1 in the outbox.").arg(id));
    }
    if (!action->isEditable()) {
        return fail(action->state == ActionState::Queued
                        ? tr("Part of this action may already be on GitHub; it can no longer be "
                             "edited, only cancelled.")
                        : tr("Only a queued action can be edited; this one is %1.")
                              .arg(inSentence(actionStateDisplayName(action->state))));
    }
    const bool hadComment = !action->comment().trimmed().isEmpty();
    if (markdown.trimmed().isEmpty() && hadComment && action->steps().size() == 1) {
        return fail(tr("Without its comment the action would send nothing; cancel it instead."));
    }
    action->setComment(markdown);
    return commit(*action, { ActionState::Queued }, QStringLiteral("edited"),
                  tr("comment edited (%n character(s))", nullptr, int(markdown.size())));
}

bool Outbox::cancel(qint64 id, const QString &note)
{
    m_error.clear();
    std::optional<OutboxAction> action = m_store.action(id);
    if (!action) {
        return fail(tr("There is no action %1 in the outbox.").arg(id));
    }
    if (!action->canCancel()) {
        return fail(tr("A %1 action cannot be cancelled.")
                        .arg(inSentence(actionStateDisplayName(action->state))));
    }
    QString detail = action->hasProgress()
        ? tr("cancelled after these steps reached GitHub: %1")
              .arg(action->doneSteps().join(QStringLiteral(", ")))
        : QString();
    if (!note.isEmpty()) {
        detail = detail.isEmpty() ? note : detail + QStringLiteral("; ") + note;
    }
    action->state = ActionState::Cancelled;
    return commit(*action, { ActionState::Queued, ActionState::Failed, ActionState::Blocked },
                  QStringLiteral("cancelled"), detail);
}

bool Outbox::retry(qint64 id)
{
    m_error.clear();
    std::optional<OutboxAction> action = m_store.action(id);
    if (!action) {
        return fail(tr("There is no action %1 in the outbox.").arg(id));
    }
    if (!action->canRetry()) {
        return fail(tr("Only a failed or blocked action can be retried; this one is %1.")
                        .arg(inSentence(actionStateDisplayName(action->state))));
    }
    QString detail;
    const QJsonObject observed = action->remoteIds.value(QLatin1String("observed")).toObject();
    if (action->state == ActionState::Blocked && !observed.isEmpty()) {
        // The user looked at GitHub's state and wants the action anyway: that state is now
        // what it is queued against. A further change blocks it again.
        action->queuedAgainst = IssueSnapshot::fromJson(observed);
        action->remoteIds.remove(QStringLiteral("observed"));
        detail = tr("accepted GitHub's state: %1")
                     .arg(action->queuedAgainst.labels.join(QStringLiteral(", ")));
    }
    const ActionState previous = action->state;
    action->state = ActionState::Queued;
    action->lastError.clear();
    return commit(*action, { previous }, QStringLiteral("retried"), detail);
}

QString staleReason(const OutboxAction &action, const IssueSnapshot &remote,
                    const LabelScheme &labels)
{
    const int number = action.issueNumber;
    if (remote.deleted) {
        return Outbox::tr(
                   "Application #%1 was deleted on GitHub after this action was queued; cancel it.")
            .arg(number);
    }
    if (action.kind == ActionKind::PublishReview) {
        return {}; // a review stands whatever the labels say now
    }
    const IssueSnapshot &queued = action.queuedAgainst;
    const ReviewState was = queued.reviewState(labels);
    const ReviewState now = remote.reviewState(labels);
    const QString advice =
        Outbox::tr("check the application, then retry to send it anyway, or cancel it.");
    if (queued.state != QLatin1String("closed") && remote.state == QLatin1String("closed")) {
        return Outbox::tr("Application #%1 was closed on GitHub%2 after this action was queued; %3")
            .arg(number)
            .arg(now == ReviewState::Approved || now == ReviewState::Declined
                     ? Outbox::tr(" as %1").arg(inSentence(reviewStateDisplayName(now)))
                     : QString())
            .arg(advice);
    }
    if (was != now) {
        return Outbox::tr("Application #%1 moved from “%2” to “%3” on GitHub after this action was "
                          "queued; %4")
            .arg(number)
            .arg(reviewStateId(was), reviewStateId(now), advice);
    }
    const QStringList added = action.addLabels();
    for (const QString &label : added) {
        if (remote.hasLabel(label) && !queued.hasLabel(label)) {
            return Outbox::tr(
                       "Someone else already added the label “%1” to application #%2 after this "
                       "action was queued; %3")
                .arg(label)
                .arg(number)
                .arg(advice);
        }
    }
    return {};
}

} // namespace acp
