#include "core/outbox/OutboxAction.h"

#include "core/domain/Timestamps.h"
#include "core/github/GitHubJson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace acp {

namespace {

QStringList stringList(const QJsonValue &value)
{
    QStringList list;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        if (item.isString() && !item.toString().trimmed().isEmpty()) {
            list.append(item.toString().trimmed());
        }
    }
    return list;
}

bool containsLabel(const QStringList &labels, const QString &name)
{
    for (const QString &label : labels) {
        if (label.compare(name, Qt::CaseInsensitive) == 0) {
            return true;
        }
    }
    return false;
}

} // namespace

QList<ActionKind> allActionKinds()
{
    return { ActionKind::RequestInfo,        ActionKind::StartVote,
             ActionKind::RecordDecision,     ActionKind::BackToReview,
             ActionKind::DeficiencyNotice,   ActionKind::Retirement,
             ActionKind::ReviewComplete,     ActionKind::PublishReview,
             ActionKind::ListingPullRequest, ActionKind::Remind };
}

QString actionKindId(ActionKind kind)
{
    switch (kind) {
    case ActionKind::RequestInfo:
        return QStringLiteral("request-info");
    case ActionKind::StartVote:
        return QStringLiteral("start-vote");
    case ActionKind::RecordDecision:
        return QStringLiteral("decision");
    case ActionKind::BackToReview:
        return QStringLiteral("back-to-review");
    case ActionKind::DeficiencyNotice:
        return QStringLiteral("deficiency-notice");
    case ActionKind::Retirement:
        return QStringLiteral("retirement");
    case ActionKind::ReviewComplete:
        return QStringLiteral("review-complete");
    case ActionKind::PublishReview:
        return QStringLiteral("publish-review");
    case ActionKind::ListingPullRequest:
        return QStringLiteral("listing-pull-request");
    case ActionKind::Remind:
        return QStringLiteral("remind");
    }
    return {};
}

std::optional<ActionKind> actionKindFromId(QStringView id)
{
    for (ActionKind kind : allActionKinds()) {
        if (id.compare(actionKindId(kind), Qt::CaseInsensitive) == 0) {
            return kind;
        }
    }
    return std::nullopt;
}

QString actionKindDisplayName(ActionKind kind)
{
    switch (kind) {
    case ActionKind::RequestInfo:
        return OutboxAction::tr("Request info");
    case ActionKind::StartVote:
        return OutboxAction::tr("Start vote");
    case ActionKind::RecordDecision:
        return OutboxAction::tr("Record decision");
    case ActionKind::BackToReview:
        return OutboxAction::tr("Back to review");
    case ActionKind::DeficiencyNotice:
        return OutboxAction::tr("Deficiency notice");
    case ActionKind::Retirement:
        return OutboxAction::tr("Retirement");
    case ActionKind::ReviewComplete:
        return OutboxAction::tr("Periodic review complete");
    case ActionKind::PublishReview:
        return OutboxAction::tr("Publish review");
    case ActionKind::ListingPullRequest:
        return OutboxAction::tr("Listing pull request");
    case ActionKind::Remind:
        return OutboxAction::tr("Remind non-voters");
    }
    return {};
}

QList<ActionState> allActionStates()
{
    return { ActionState::Queued, ActionState::Sending, ActionState::Sent,
             ActionState::Failed, ActionState::Blocked, ActionState::Cancelled };
}

QString actionStateId(ActionState state)
{
    switch (state) {
    case ActionState::Queued:
        return QStringLiteral("queued");
    case ActionState::Sending:
        return QStringLiteral("sending");
    case ActionState::Sent:
        return QStringLiteral("sent");
    case ActionState::Failed:
        return QStringLiteral("failed");
    case ActionState::Blocked:
        return QStringLiteral("blocked");
    case ActionState::Cancelled:
        return QStringLiteral("cancelled");
    }
    return {};
}

std::optional<ActionState> actionStateFromId(QStringView id)
{
    for (ActionState state : allActionStates()) {
        if (id.compare(actionStateId(state), Qt::CaseInsensitive) == 0) {
            return state;
        }
    }
    return std::nullopt;
}

QString actionStateDisplayName(ActionState state)
{
    switch (state) {
    case ActionState::Queued:
        return OutboxAction::tr("Queued");
    case ActionState::Sending:
        return OutboxAction::tr("Sending");
    case ActionState::Sent:
        return OutboxAction::tr("Sent");
    case ActionState::Failed:
        return OutboxAction::tr("Failed");
    case ActionState::Blocked:
        return OutboxAction::tr("Blocked");
    case ActionState::Cancelled:
        return OutboxAction::tr("Cancelled");
    }
    return {};
}

// ---- IssueSnapshot ---------------------------------------------------------------------------

IssueSnapshot IssueSnapshot::fromIssue(const Issue &issue)
{
    IssueSnapshot snapshot;
    snapshot.state = issue.state.isEmpty() ? QStringLiteral("open") : issue.state;
    snapshot.stateReason = issue.stateReason;
    snapshot.labels = issue.labels;
    snapshot.updatedAt = issue.updatedAt;
    snapshot.deleted = issue.deleted;
    return snapshot;
}

IssueSnapshot IssueSnapshot::fromJson(const QJsonObject &object)
{
    IssueSnapshot snapshot;
    snapshot.state = object.value(QLatin1String("state")).toString(QStringLiteral("open"));
    snapshot.stateReason = object.value(QLatin1String("state_reason")).toString();
    snapshot.labels = stringList(object.value(QLatin1String("labels")));
    snapshot.updatedAt = github::timestampFromJson(object.value(QLatin1String("updated_at")));
    snapshot.deleted = object.value(QLatin1String("deleted")).toBool();
    return snapshot;
}

QJsonObject IssueSnapshot::toJson() const
{
    QJsonObject object {
        { QStringLiteral("state"), state },
        { QStringLiteral("state_reason"), stateReason.isEmpty() ? QJsonValue() : stateReason },
        { QStringLiteral("labels"), QJsonArray::fromStringList(labels) },
        { QStringLiteral("updated_at"), timestampJson(updatedAt) },
    };
    if (deleted) {
        object.insert(QStringLiteral("deleted"), true);
    }
    return object;
}

bool IssueSnapshot::hasLabel(const QString &name) const
{
    return containsLabel(labels, name);
}

ReviewState IssueSnapshot::reviewState(const LabelScheme &scheme) const
{
    return scheme.stateOf(labels, state);
}

void IssueSnapshot::apply(const QStringList &addLabels, const QStringList &removeLabels,
                          const QString &newState, const QString &newStateReason)
{
    for (const QString &name : removeLabels) {
        labels.removeIf([&name](const QString &label) {
            return label.compare(name, Qt::CaseInsensitive) == 0;
        });
    }
    for (const QString &name : addLabels) {
        if (!hasLabel(name)) {
            labels.append(name);
        }
    }
    if (!newState.isEmpty() && newState != state) {
        state = newState;
        stateReason = newState == QLatin1String("closed")
            ? (newStateReason.isEmpty() ? QStringLiteral("completed") : newStateReason)
            : QStringLiteral("reopened");
    }
}

bool IssueSnapshot::operator==(const IssueSnapshot &other) const
{
    if (state != other.state || deleted != other.deleted || labels.size() != other.labels.size()) {
        return false;
    }
    for (const QString &label : labels) {
        if (!other.hasLabel(label)) {
            return false;
        }
    }
    return true;
}

// ---- OutboxAction ----------------------------------------------------------------------------

QString OutboxAction::comment() const
{
    return payload.value(QLatin1String("comment")).toString();
}

void OutboxAction::setComment(const QString &markdown)
{
    payload.insert(QStringLiteral("comment"), markdown);
}

QStringList OutboxAction::markers() const
{
    return stringList(payload.value(QLatin1String("markers")));
}

QStringList OutboxAction::addLabels() const
{
    return stringList(payload.value(QLatin1String("add_labels")));
}

QStringList OutboxAction::removeLabels() const
{
    return stringList(payload.value(QLatin1String("remove_labels")));
}

QString OutboxAction::setState() const
{
    return payload.value(QLatin1String("set_state")).toString();
}

QString OutboxAction::stateReason() const
{
    return payload.value(QLatin1String("state_reason")).toString();
}

QJsonObject OutboxAction::details() const
{
    return payload.value(QLatin1String("details")).toObject();
}

QString OutboxAction::hiddenMarker(const QString &marker)
{
    return QStringLiteral("<!-- %1 -->").arg(marker);
}

QString OutboxAction::actionMarker(const QString &uuid)
{
    return hiddenMarker(QStringLiteral("acp-workbench:action=") + uuid);
}

QString OutboxAction::commentToPost() const
{
    const QString text = comment().trimmed();
    if (text.isEmpty()) {
        return {};
    }
    QString body = text + QStringLiteral("\n\n");
    const QStringList hidden = markers();
    for (const QString &marker : hidden) {
        body += hiddenMarker(marker) + QLatin1Char('\n');
    }
    body += actionMarker(uuid) + QLatin1Char('\n');
    return body;
}

QList<ActionStep> OutboxAction::steps() const
{
    QList<ActionStep> list;
    if (kind == ActionKind::ListingPullRequest) {
        // Its parts (fork, blobs, tree, commit, branch) are recorded as they are done too.
        return { { ActionStep::Kind::OpenPullRequest, {}, QStringLiteral("pull-request") } };
    }
    if (!comment().trimmed().isEmpty()) {
        list.append({ ActionStep::Kind::PostComment, {}, QStringLiteral("comment") });
    }
    const QStringList added = addLabels();
    if (!added.isEmpty()) {
        list.append({ ActionStep::Kind::AddLabels, added, QStringLiteral("add-labels") });
    }
    const QStringList removed = removeLabels();
    for (const QString &label : removed) {
        if (containsLabel(added, label)) {
            continue; // added and removed: adding wins
        }
        list.append({ ActionStep::Kind::RemoveLabel,
                      { label },
                      QStringLiteral("remove-label:") + label.toLower() });
    }
    if (!setState().isEmpty()) {
        list.append({ ActionStep::Kind::SetState, {}, QStringLiteral("set-state") });
    }
    return list;
}

QStringList OutboxAction::doneSteps() const
{
    return stringList(remoteIds.value(QLatin1String("done")));
}

bool OutboxAction::isStepDone(const QString &key) const
{
    return doneSteps().contains(key);
}

void OutboxAction::markStepDone(const QString &key)
{
    QStringList done = doneSteps();
    if (!done.contains(key)) {
        done.append(key);
    }
    remoteIds.insert(QStringLiteral("done"), QJsonArray::fromStringList(done));
}

bool OutboxAction::commentAttempted() const
{
    return remoteIds.contains(QLatin1String("comment_attempted_at"));
}

void OutboxAction::recordCommentAttempt(const QDateTime &when, const QString &pushId)
{
    if (!commentAttempted()) {
        remoteIds.insert(QStringLiteral("comment_attempted_at"),
                         when.toUTC().toString(Qt::ISODate));
    }
    remoteIds.insert(QStringLiteral("comment_attempt_push"), pushId);
    remoteIds.remove(QStringLiteral("comment_lookups_missed"));
}

QString OutboxAction::commentAttemptPush() const
{
    return remoteIds.value(QLatin1String("comment_attempt_push")).toString();
}

void OutboxAction::recordCommentLookupMiss(const QDateTime &when)
{
    QJsonArray misses = remoteIds.value(QLatin1String("comment_lookups_missed")).toArray();
    misses.append(when.toUTC().toString(Qt::ISODateWithMs));
    while (misses.size() > 8) {
        misses.removeAt(1); // the first and the latest ones decide; keep the record short
    }
    remoteIds.insert(QStringLiteral("comment_lookups_missed"), misses);
}

QList<QDateTime> OutboxAction::commentLookupMisses() const
{
    QList<QDateTime> misses;
    const QJsonArray array = remoteIds.value(QLatin1String("comment_lookups_missed")).toArray();
    for (const QJsonValue &value : array) {
        const QDateTime when = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
        if (when.isValid()) {
            misses.append(when);
        }
    }
    return misses;
}

qint64 OutboxAction::commentId() const
{
    return remoteIds.value(QLatin1String("comment_id")).toInteger();
}

QUrl OutboxAction::commentUrl() const
{
    return QUrl(remoteIds.value(QLatin1String("comment_url")).toString());
}

bool OutboxAction::isPending() const
{
    return state == ActionState::Queued || state == ActionState::Sending
        || state == ActionState::Failed || state == ActionState::Blocked;
}

bool OutboxAction::isEditable() const
{
    return state == ActionState::Queued && !commentAttempted() && !hasProgress();
}

bool OutboxAction::canCancel() const
{
    return state == ActionState::Queued || state == ActionState::Failed
        || state == ActionState::Blocked;
}

bool OutboxAction::canRetry() const
{
    return state == ActionState::Failed || state == ActionState::Blocked;
}

qint64 OutboxAction::editCommentId() const
{
    if (kind != ActionKind::PublishReview
        || remoteIds.value(QLatin1String("edit_target_gone")).toBool()) {
        return 0;
    }
    return details().value(QLatin1String("edit_comment_id")).toInteger();
}

void OutboxAction::markEditTargetGone()
{
    remoteIds.insert(QStringLiteral("edit_target_gone"), true);
}

QString OutboxAction::siteRepository() const
{
    return payload.value(QLatin1String("site_repository")).toString();
}

QJsonArray OutboxAction::siteFiles() const
{
    return payload.value(QLatin1String("files")).toArray();
}

QJsonObject OutboxAction::pullRequest() const
{
    return payload.value(QLatin1String("pull_request")).toObject();
}

int OutboxAction::pullRequestNumber() const
{
    return remoteIds.value(QLatin1String("pr_number")).toInt();
}

QUrl OutboxAction::pullRequestUrl() const
{
    return QUrl(remoteIds.value(QLatin1String("pr_url")).toString());
}

QString OutboxAction::changesText() const
{
    QStringList parts;
    if (kind == ActionKind::ListingPullRequest) {
        // "pytorch/pytorch.github.io: add _additional_platforms/x.json, …"
        QStringList files;
        for (const QJsonValue &file : siteFiles()) {
            const QJsonObject object = file.toObject();
            files.append(
                (object.value(QLatin1String("delete")).toBool() ? tr("delete %1") : tr("write %1"))
                    .arg(object.value(QLatin1String("path")).toString()));
        }
        return siteRepository() + QStringLiteral(": ") + files.join(QStringLiteral(", "));
    }
    // A review's changes are its statuses: "working-ci met → gap".
    const QJsonArray statusChanges = details().value(QLatin1String("changes")).toArray();
    if (!statusChanges.isEmpty()) {
        QStringList changes;
        for (const QJsonValue &change : statusChanges) {
            changes.append(change.toString());
        }
        return changes.join(QStringLiteral(", "));
    }
    const QStringList added = addLabels();
    for (const QString &label : added) {
        parts.append(QLatin1Char('+') + label);
    }
    const QStringList removed = removeLabels();
    for (const QString &label : removed) {
        parts.append(QChar(0x2212) + label);
    }
    const QString newState = setState();
    if (newState == QLatin1String("closed")) {
        parts.append(stateReason().isEmpty() ? tr("close") : tr("close (%1)").arg(stateReason()));
    } else if (newState == QLatin1String("open")) {
        parts.append(tr("reopen"));
    }
    return parts.join(QLatin1Char(' '));
}

QString OutboxAction::summary() const
{
    QString text =
        QStringLiteral("%1 #%2")
            .arg(kind == ActionKind::PublishReview
                         && details().value(QLatin1String("edit_comment_id")).toInteger() > 0
                     ? tr("Update review")
                     : actionKindDisplayName(kind))
            .arg(issueNumber);
    const QString changes = changesText();
    if (!changes.isEmpty()) {
        text += QStringLiteral(": ") + changes;
    }
    return text;
}

QJsonObject OutboxAction::toJson() const
{
    QJsonObject remote { { QStringLiteral("done"), QJsonArray::fromStringList(doneSteps()) } };
    remote.insert(QStringLiteral("comment_id"),
                  commentId() > 0 ? QJsonValue(commentId()) : QJsonValue());
    remote.insert(QStringLiteral("comment_url"),
                  commentUrl().isEmpty() ? QJsonValue() : QJsonValue(commentUrl().toString()));
    if (kind == ActionKind::ListingPullRequest) {
        remote.insert(QStringLiteral("pull_request_number"),
                      pullRequestNumber() > 0 ? QJsonValue(pullRequestNumber()) : QJsonValue());
        remote.insert(QStringLiteral("pull_request_url"),
                      pullRequestUrl().isEmpty() ? QJsonValue()
                                                 : QJsonValue(pullRequestUrl().toString()));
    }
    return QJsonObject {
        { QStringLiteral("id"), id },
        { QStringLiteral("uuid"), uuid },
        { QStringLiteral("kind"), actionKindId(kind) },
        { QStringLiteral("issue"), issueNumber },
        { QStringLiteral("state"), actionStateId(state) },
        { QStringLiteral("position"), position },
        { QStringLiteral("attempts"), attempts },
        { QStringLiteral("last_error"), lastError.isEmpty() ? QJsonValue() : lastError },
        { QStringLiteral("created_at"), timestampJson(createdAt) },
        { QStringLiteral("updated_at"), timestampJson(updatedAt) },
        { QStringLiteral("summary"), summary() },
        { QStringLiteral("comment"), comment() },
        { QStringLiteral("comment_to_post"), commentToPost() },
        { QStringLiteral("add_labels"), QJsonArray::fromStringList(addLabels()) },
        { QStringLiteral("remove_labels"), QJsonArray::fromStringList(removeLabels()) },
        { QStringLiteral("set_state"), setState().isEmpty() ? QJsonValue() : setState() },
        { QStringLiteral("state_reason"), stateReason().isEmpty() ? QJsonValue() : stateReason() },
        { QStringLiteral("details"), details() },
        { QStringLiteral("queued_against"), queuedAgainst.toJson() },
        { QStringLiteral("remote"), remote },
    };
}

} // namespace acp
