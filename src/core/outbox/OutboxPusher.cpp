// Over 600 lines on purpose: the exactly-once state machine of a push (marker lookup before any
// re-post, label add/remove, stale-state blocks) is audited as a whole.

#include "core/outbox/OutboxPusher.h"

#include "core/auth/TokenProvider.h"
#include "core/github/GitHubClient.h"
#include "core/github/GitHubJson.h"
#include "core/logging/LogCategories.h"
#include "core/outbox/ActionCommentLookup.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusherRun.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLockFile>
#include <QMutex>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QUrlQuery>
#include <QUuid>

#include <algorithm>

namespace acp {

namespace {

// What a failed response means for an outbox step.
enum class Failure {
    None,
    Ambiguous, // no answer, a dropped answer or a 5xx: a write may or may not have happened
    RateLimited, // the client waited as told and GitHub still refused: stop pushing
    Unauthorized, // 401: the token is wrong; nothing will work
    Forbidden, // 403: no permission (e.g. labelling without triage rights)
    NotFound, // 404
    Gone, // 410: the issue was deleted
    Validation, // 422
    Other,
    Cancelled,
};

Failure classify(const ApiResponse &response)
{
    if (response.ok()) {
        return Failure::None;
    }
    switch (response.outcome) {
    case ApiResponse::Outcome::Cancelled:
        return Failure::Cancelled;
    case ApiResponse::Outcome::NetworkError:
        return Failure::Ambiguous;
    case ApiResponse::Outcome::Ok:
    case ApiResponse::Outcome::HttpError:
        break;
    }
    const int status = response.status;
    if (status >= 500) {
        return Failure::Ambiguous;
    }
    if (status == 429
        || (status == 403
            && (response.headers.contains("retry-after")
                || response.headers.value("x-ratelimit-remaining").trimmed() == "0"
                || response.errorString.contains(QLatin1String("rate limit"),
                                                 Qt::CaseInsensitive)))) {
        return Failure::RateLimited;
    }
    switch (status) {
    case 401:
        return Failure::Unauthorized;
    case 403:
        return Failure::Forbidden;
    case 404:
        return Failure::NotFound;
    case 410:
        return Failure::Gone;
    case 422:
        return Failure::Validation;
    default:
        return Failure::Other;
    }
}

QStringList labelNames(const QJsonArray &array)
{
    QStringList names;
    for (const QJsonValue &value : array) {
        const QString name = value.isObject()
            ? value.toObject().value(QLatin1String("name")).toString()
            : value.toString();
        if (!name.isEmpty()) {
            names.append(name);
        }
    }
    return names;
}

QString findLabel(const QStringList &labels, const QString &name)
{
    for (const QString &label : labels) {
        if (label.compare(name, Qt::CaseInsensitive) == 0) {
            return label;
        }
    }
    return {};
}

// Pushes of one database, in this process. QLockFile guards against other processes (and
// notices a lock left by a killed one); this set guards against a second pusher here.
QSet<QString> &lockedDatabases()
{
    static QSet<QString> paths;
    return paths;
}

} // namespace

OutboxPusher::OutboxPusher(Outbox &outbox, GitHubClient &client, const QString &repositoryFullName,
                           QObject *parent)
    : QObject(parent)
    , m_outbox(outbox)
    , m_client(client)
    , m_repository(repositoryFullName)
{
    qRegisterMetaType<acp::PushSummary>();
    qRegisterMetaType<acp::PushProgress>();
    qRegisterMetaType<acp::ActionState>();
    connect(&m_client, &GitHubClient::waiting, this, [this](int seconds, const QString &reason) {
        if (m_run && m_run->inFlight) {
            emit waiting(seconds, reason);
        }
    });
}

OutboxPusher::~OutboxPusher()
{
    // Like a crash, but tidier: the current action stays `sending` with its steps recorded,
    // and the next push resolves it. Answers still on their way find no run and are dropped.
    if (m_run) {
        lockedDatabases().remove(m_run->lockKey);
        m_run.reset(); // releases the lock file
    }
    m_client.cancelRequests(this);
}

bool OutboxPusher::isRunning() const
{
    return m_run != nullptr;
}

QUrl OutboxPusher::issueUrl(const QString &suffix) const
{
    return m_client.endpoint(QStringLiteral("/repos/%1/issues/%2%3")
                                 .arg(m_repository)
                                 .arg(m_run->action->issueNumber)
                                 .arg(suffix));
}

void OutboxPusher::push()
{
    if (m_run) {
        return;
    }
    m_run = std::make_unique<Run>();
    Run &run = *m_run;
    run.requestsAtStart = m_client.requestsSent();
    run.timer = new QTimer(this);
    run.timer->setSingleShot(true);
    // Never early (a coarse timer may fire up to 5% early): waits such as the interval
    // between two marker lookups are minimums.
    run.timer->setTimerType(Qt::PreciseTimer);
    connect(run.timer, &QTimer::timeout, this, [this] {
        if (!m_run || !m_run->afterWait) {
            return;
        }
        auto then = std::move(m_run->afterWait);
        m_run->afterWait = nullptr;
        then();
    });

    QString problem;
    const QString databasePath = m_outbox.database().filePath();
    run.lockKey = databasePath;
    run.total = m_outbox.pendingCount();
    qCDebug(lcOutbox) << "push started:" << run.total << "pending";
    if (run.total == 0) {
        run.lockKey.clear(); // nothing to do: not even a token is needed
        emit started(0);
        QTimer::singleShot(0, this, [this] { finishRun(); });
        return;
    }
    if (!m_client.hasToken()) {
        problem = tr("A GitHub token is needed to push: set %1 (or sign in), then push again.")
                      .arg(TokenProvider::environmentToken(m_client.apiBase()).variable);
    } else if (lockedDatabases().contains(databasePath)) {
        problem = tr("Another push of this workspace is running.");
    } else {
        run.lock = std::make_unique<QLockFile>(databasePath + QStringLiteral(".push-lock"));
        run.lock->setStaleLockTime(0); // held only while a live process pushes
        if (!run.lock->tryLock(0)) {
            problem = tr("Another push of this workspace is running (in another window or "
                         "process).");
            run.lock.reset();
        } else {
            lockedDatabases().insert(databasePath);
        }
    }
    if (!problem.isEmpty()) {
        run.summary.errorString = problem;
        run.lockKey.clear();
        QTimer::singleShot(0, this, [this] { finishRun(); });
        return;
    }
    emit started(run.total);
    QTimer::singleShot(0, this, [this] {
        if (m_run) {
            nextAction();
        }
    });
}

void OutboxPusher::cancel()
{
    if (!m_run || m_run->cancelled) {
        return;
    }
    m_run->cancelled = true;
    // Acted on once the current call stack unwinds (cancel() may come from a slot of one of
    // this pusher's own signals): then the push is either waiting for an answer or a timer.
    QTimer::singleShot(0, this, [this] {
        if (!m_run) {
            return;
        }
        if (m_run->inFlight) {
            m_client.cancelRequests(this); // the callback defers the action
        } else if (m_run->action && m_run->afterWait) {
            defer(tr("The push was cancelled."), true);
        }
        // else: the next step sees the flag
    });
}

void OutboxPusher::wait(std::chrono::milliseconds delay, const std::function<void()> &then)
{
    if (delay.count() <= 0) {
        then();
        return;
    }
    m_run->afterWait = then;
    m_run->timer->start(delay);
}

void OutboxPusher::emitProgress(const QString &step, const QString &message)
{
    PushProgress info;
    if (m_run->action) {
        info.actionId = m_run->action->id;
        info.issueNumber = m_run->action->issueNumber;
    }
    info.step = step;
    info.processed = m_run->processed;
    info.total = m_run->total;
    info.message = message;
    emit progress(info);
}

bool OutboxPusher::save(ActionState state, const QString &event, const QString &detail,
                        const QList<ActionState> &expected)
{
    OutboxAction &action = *m_run->action;
    const ActionState previous = action.state;
    action.state = state;
    if (!m_outbox.commit(action, expected, event, detail)) {
        qCWarning(lcOutbox) << "action" << action.id
                            << "could not be saved:" << m_outbox.errorString();
        action.state = previous;
        return false;
    }
    qCDebug(lcOutbox).noquote() << "action" << action.id << "on issue" << action.issueNumber
                                << actionStateId(state) << event << detail;
    if (state != previous) {
        emit actionStateChanged(action.id, state);
    }
    return true;
}

void OutboxPusher::nextAction()
{
    Run &run = *m_run;
    run.action.reset();
    if (run.cancelled) {
        run.summary.cancelled = true;
        if (run.summary.errorString.isEmpty()) {
            run.summary.errorString = tr("The push was cancelled.");
        }
        finishRun();
        return;
    }
    const QList<OutboxAction> pending = m_outbox.pending();
    for (const OutboxAction &action : pending) {
        if (run.finishedIds.contains(action.id) || run.heldIssues.contains(action.issueNumber)) {
            continue;
        }
        if (action.state == ActionState::Failed || action.state == ActionState::Blocked) {
            run.heldIssues.insert(action.issueNumber); // waits for the user; so do later ones
            continue;
        }
        startAction(action);
        return;
    }
    finishRun();
}

void OutboxPusher::startAction(OutboxAction action)
{
    Run &run = *m_run;
    run.action = action;
    run.stepKey.clear();
    run.stepAttempts = 0;
    run.remote = {};
    run.remoteIssue = {};
    OutboxAction &current = *run.action;
    current.attempts += 1;
    current.lastError.clear();
    const bool resuming = action.state == ActionState::Sending;
    if (!save(ActionState::Sending, QStringLiteral("sending"),
              resuming ? tr("resumed after an interrupted push") : QString(),
              { ActionState::Queued, ActionState::Sending })) {
        run.finishedIds.insert(action.id); // changed meanwhile (cancelled elsewhere)
        nextAction();
        return;
    }
    emitProgress(QStringLiteral("check"),
                 tr("Checking application #%1 on GitHub…").arg(current.issueNumber));
    fetchIssue();
}

void OutboxPusher::fetchIssue()
{
    ApiRequest request;
    request.url = issueUrl();
    m_run->inFlight = true;
    m_client.send(request, this, [this](const ApiResponse &response) {
        if (!m_run || !m_run->action) {
            return;
        }
        Run &run = *m_run;
        run.inFlight = false;
        if (response.serverDate.isValid()) {
            run.serverNow = response.serverDate;
        }
        const OutboxAction &action = *run.action;
        const int number = action.issueNumber;
        switch (classify(response)) {
        case Failure::None:
            break;
        case Failure::NotFound:
        case Failure::Gone: {
            IssueSnapshot gone = action.queuedAgainst;
            gone.deleted = response.status == 410; // a 404 may also mean "not visible to you"
            block(response.status == 410
                      ? tr("Application #%1 was deleted on GitHub; cancel this action.").arg(number)
                      : tr("Application #%1 is not on GitHub any more (deleted or transferred), or "
                           "the token cannot see it; check it, then retry or cancel.")
                            .arg(number),
                  gone);
            return;
        }
        case Failure::Cancelled:
            defer(tr("The push was cancelled."), true);
            return;
        case Failure::Forbidden:
        case Failure::Validation:
        case Failure::Other:
            failAction(
                tr("Reading application #%1 failed: %2").arg(number).arg(response.errorString));
            return;
        case Failure::Ambiguous:
        case Failure::RateLimited:
        case Failure::Unauthorized:
            defer(response.errorString, true);
            return;
        }
        const QJsonObject object = QJsonDocument::fromJson(response.body).object();
        run.remoteIssue = github::issueFromJson(object);
        if (run.remoteIssue.number != number) {
            defer(tr("GitHub's answer for application #%1 could not be read.").arg(number), true);
            return;
        }
        run.remote = IssueSnapshot::fromIssue(run.remoteIssue);
        // An attempted comment may be on GitHub (and be the very change that makes the issue
        // look different): the staleness check waits for the marker lookup.
        if (!action.hasProgress() && !action.commentAttempted()) {
            const QString reason = staleReason(action, run.remote, m_outbox.labels());
            if (!reason.isEmpty()) {
                block(reason, run.remote);
                return;
            }
        }
        runNextStep();
    });
}

void OutboxPusher::runNextStep()
{
    Run &run = *m_run;
    if (run.cancelled) {
        defer(tr("The push was cancelled."), true);
        return;
    }
    const QList<ActionStep> steps = run.action->steps();
    for (const ActionStep &step : steps) {
        if (run.action->isStepDone(step.key)) {
            continue;
        }
        if (run.stepKey != step.key) {
            run.stepKey = step.key;
            run.stepAttempts = 0;
        }
        switch (step.kind) {
        case ActionStep::Kind::PostComment:
            if (const qint64 target = run.action->editCommentId(); target > 0) {
                editComment(target);
            } else if (run.action->commentAttempted()) {
                emitProgress(step.key,
                             tr("Looking for the comment of an earlier attempt on #%1…")
                                 .arg(run.action->issueNumber));
                lookupComment();
            } else {
                postComment();
            }
            return;
        case ActionStep::Kind::AddLabels:
            addLabels(step);
            return;
        case ActionStep::Kind::RemoveLabel:
            removeLabel(step);
            return;
        case ActionStep::Kind::SetState:
            setIssueState(step);
            return;
        case ActionStep::Kind::OpenPullRequest:
            openPullRequest();
            return;
        }
    }
    complete();
}

void OutboxPusher::mutate(const QByteArray &method, const QUrl &url, const QByteArray &body,
                          const std::function<void(const ApiResponse &)> &handler,
                          const std::function<bool()> &beforeSend)
{
    const auto send = [this, method, url, body, handler, beforeSend] {
        if (!m_run || !m_run->action) {
            return;
        }
        if (m_run->cancelled) {
            defer(tr("The push was cancelled."), true);
            return;
        }
        ApiRequest request;
        request.method = method;
        request.url = url;
        request.body = body;
        request.beforeSend = beforeSend;
        m_lastMutation.start();
        m_run->inFlight = true;
        m_client.send(request, this, [this, handler](const ApiResponse &response) {
            if (!m_run || !m_run->action) {
                return;
            }
            m_run->inFlight = false;
            if (response.serverDate.isValid()) {
                m_run->serverNow = response.serverDate;
            }
            m_lastMutation.start(); // the interval runs from the answer, not the request
            handler(response);
        });
    };
    if (m_lastMutation.isValid()) {
        const auto elapsed = std::chrono::milliseconds(m_lastMutation.elapsed());
        if (elapsed < m_policy.mutationInterval) {
            wait(m_policy.mutationInterval - elapsed, send);
            return;
        }
    }
    send();
}

void OutboxPusher::retryStep(const QString &reason, const std::function<void()> &again)
{
    Run &run = *m_run;
    ++run.stepAttempts;
    if (run.stepAttempts >= m_policy.maxAttemptsPerStep) {
        defer(tr("%1 Tried %n time(s); the next push tries again.", nullptr, run.stepAttempts)
                  .arg(reason),
              true);
        return;
    }
    const RetryPolicy retry = m_client.retryPolicy();
    const int seconds = std::max(1, retry.transientBackoffSeconds)
        << std::min(run.stepAttempts - 1, 6);
    emit waiting(seconds, reason);
    // The write may have happened: read the issue again first, so that a label already added
    // (or removed, or a state already set) is not written a second time.
    wait(retry.second * seconds, [this, again] { rereadIssue(again); });
}

void OutboxPusher::rereadIssue(const std::function<void()> &then)
{
    ApiRequest request;
    request.url = issueUrl();
    m_run->inFlight = true;
    m_client.send(request, this, [this, then](const ApiResponse &response) {
        if (!m_run || !m_run->action) {
            return;
        }
        Run &run = *m_run;
        run.inFlight = false;
        if (response.serverDate.isValid()) {
            run.serverNow = response.serverDate;
        }
        const int number = run.action->issueNumber;
        switch (classify(response)) {
        case Failure::None:
            break;
        case Failure::Cancelled:
            defer(tr("The push was cancelled."), true);
            return;
        case Failure::NotFound:
        case Failure::Gone: {
            IssueSnapshot gone = run.remote;
            gone.deleted = response.status == 410;
            block(tr("Application #%1 is not on GitHub any more; check it, then retry or cancel.")
                      .arg(number),
                  gone);
            return;
        }
        default:
            defer(tr("Reading application #%1 failed: %2").arg(number).arg(response.errorString),
                  true);
            return;
        }
        const Issue issue = github::issueFromJson(QJsonDocument::fromJson(response.body).object());
        if (issue.number != number) {
            defer(tr("GitHub's answer for application #%1 could not be read.").arg(number), true);
            return;
        }
        run.remoteIssue = issue;
        run.remote = IssueSnapshot::fromIssue(issue);
        then();
    });
}

std::optional<QByteArray> OutboxPusher::startCommentWrite(const QString &detail,
                                                          const QString &progress)
{
    Run &run = *m_run;
    OutboxAction &action = *run.action;
    if (!save(ActionState::Sending, QStringLiteral("step"), detail)) {
        run.finishedIds.insert(action.id);
        nextAction();
        return std::nullopt;
    }
    emitProgress(QStringLiteral("comment"), progress);
    return QJsonDocument(QJsonObject { { QStringLiteral("body"), action.commentToPost() } })
        .toJson(QJsonDocument::Compact);
}

void OutboxPusher::postComment()
{
    const std::optional<QByteArray> body =
        startCommentWrite(tr("posting the comment"),
                          tr("Posting the comment on #%1…").arg(m_run->action->issueNumber));
    if (!body) {
        return;
    }
    // Recorded once the connection is up, right before the bytes go: from then on, a retry (or
    // the next push after a crash) looks for the comment before posting it again. A connection
    // that never came up (offline, no such host) leaves no attempt behind.
    const auto recordAttempt = [this] {
        if (!m_run || !m_run->action) {
            return false;
        }
        Run &run = *m_run;
        run.action->recordCommentAttempt(
            run.serverNow.isValid() ? run.serverNow : QDateTime::currentDateTimeUtc(), run.pushId);
        return save(ActionState::Sending, QStringLiteral("step"),
                    tr("the comment is on its way to GitHub"));
    };
    mutate(
        "POST", issueUrl(QStringLiteral("/comments")), *body,
        [this](const ApiResponse &response) {
            Run &run = *m_run;
            const int number = run.action->issueNumber;
            if (response.outcome == ApiResponse::Outcome::NetworkError
                && !response.mayHaveArrived) {
                // Nothing left this machine: no attempt to look for.
                defer(
                    tr("The comment on #%1 was not sent: %2").arg(number).arg(response.errorString),
                    true);
                return;
            }
            if (response.ok()) {
                commentConfirmed(response, QStringLiteral("comment"));
                return;
            }
            StepFailure failure;
            failure.ambiguous = [this, number, reason = response.errorString] {
                // The comment may exist: look for its marker (never post it again here).
                const RetryPolicy retry = m_client.retryPolicy();
                const auto delay = std::max<std::chrono::milliseconds>(
                    m_policy.lookupDelay,
                    retry.second * std::max(1, retry.transientBackoffSeconds));
                emit waiting(int(std::max<qint64>(1, delay.count() / 1000)),
                             tr("Posting the comment on #%1 may not have worked: %2")
                                 .arg(number)
                                 .arg(reason));
                wait(delay, [this] { lookupComment(); });
            };
            failure.refused = tr("GitHub refused the comment on #%1: %2 The token may lack write "
                                 "access to the repository's issues.")
                                  .arg(number)
                                  .arg(response.errorString);
            failure.notDone = tr("GitHub did not take the comment on #%1: %2")
                                  .arg(number)
                                  .arg(response.errorString);
            failure.notFound = [this, text = failure.notDone] { failAction(text); };
            failure.observed = run.remote;
            failure.observed.deleted = true;
            stepFailed(response, failure);
        },
        recordAttempt);
}

void OutboxPusher::commentConfirmed(const ApiResponse &response, const QString &stepKey)
{
    Run &run = *m_run;
    const Comment comment =
        github::commentFromJson(QJsonDocument::fromJson(response.body).object());
    OutboxAction &action = *run.action;
    if (comment.id > 0) {
        action.remoteIds.insert(QStringLiteral("comment_id"), comment.id);
        action.remoteIds.insert(QStringLiteral("comment_url"), comment.htmlUrl);
        action.remoteIds.insert(QStringLiteral("author"), comment.author);
        if (!comment.author.isEmpty()) {
            m_outbox.setActor(comment.author);
        }
        Comment cached = comment;
        cached.issueNumber = action.issueNumber;
        IssueCache(m_outbox.database()).upsertComment(cached);
    }
    stepDone(stepKey, comment.htmlUrl);
}

// A review published again edits the reviewer's earlier comment. An edit is idempotent (the same
// body twice is one edit), so after an ambiguous failure it is simply sent again; a comment
// deleted on GitHub in the meantime (404) is posted anew, through postComment() and its marker
// lookup, so that it too lands exactly once.
void OutboxPusher::editComment(qint64 commentId)
{
    const std::optional<QByteArray> body = startCommentWrite(
        tr("editing the review comment"),
        tr("Updating the review comment on #%1…").arg(m_run->action->issueNumber));
    if (!body) {
        return;
    }
    const QUrl url = m_client.endpoint(
        QStringLiteral("/repos/%1/issues/comments/%2").arg(m_repository).arg(commentId));
    mutate("PATCH", url, *body, [this, commentId](const ApiResponse &response) {
        Run &run = *m_run;
        const int number = run.action->issueNumber;
        if (response.outcome == ApiResponse::Outcome::NetworkError && !response.mayHaveArrived) {
            defer(tr("The review comment on #%1 was not updated: %2")
                      .arg(number)
                      .arg(response.errorString),
                  true);
            return;
        }
        if (response.ok()) {
            commentConfirmed(response, QStringLiteral("comment"));
            return;
        }
        StepFailure failure;
        failure.ambiguous = [this, commentId, reason = response.errorString] {
            retryStep(reason, [this, commentId] { editComment(commentId); });
        };
        failure.refused = tr("GitHub refused the edit of the review comment on #%1: %2 The token "
                             "may lack write access, or the comment is someone else's.")
                              .arg(number)
                              .arg(response.errorString);
        failure.notDone = tr("GitHub did not take the edit of the review comment on #%1: %2")
                              .arg(number)
                              .arg(response.errorString);
        failure.notFound = [this] {
            // Deleted on GitHub: the review is posted as a new comment.
            m_run->action->markEditTargetGone();
            if (!save(ActionState::Sending, QStringLiteral("step"),
                      tr("the earlier review comment is gone; posting a new one"))) {
                m_run->finishedIds.insert(m_run->action->id);
                nextAction();
                return;
            }
            postComment();
        };
        failure.observed = run.remote;
        stepFailed(response, failure);
    });
}

void OutboxPusher::lookupComment()
{
    Run &run = *m_run;
    if (run.cancelled) {
        defer(tr("The push was cancelled."), true);
        return;
    }
    const OutboxAction &action = *run.action;
    run.inFlight = true;
    ActionCommentLookup::start(
        m_client, this, m_repository, action.issueNumber, action.uuid,
        ActionCommentLookup::sinceFor(action, m_policy.lookupMarginSeconds),
        [this](const ActionCommentLookup::Result &result) {
            if (!m_run || !m_run->action) {
                return;
            }
            Run &run = *m_run;
            run.inFlight = false;
            if (result.response.serverDate.isValid()) {
                run.serverNow = result.response.serverDate;
            }
            const int number = run.action->issueNumber;
            switch (result.outcome) {
            case ActionCommentLookup::Outcome::Found:
                commentFound(result.comment);
                return;
            case ActionCommentLookup::Outcome::NotFound:
                commentNotFound();
                return;
            case ActionCommentLookup::Outcome::Cancelled:
                defer(tr("The push was cancelled."), true);
                return;
            case ActionCommentLookup::Outcome::IssueGone: {
                IssueSnapshot gone = run.remote;
                gone.deleted = result.response.status == 410;
                block(tr("Application #%1 is not on GitHub any more; check it, then retry or "
                         "cancel.")
                          .arg(number),
                      gone);
                return;
            }
            case ActionCommentLookup::Outcome::Failed:
                // The comment's fate is unknown and stays recorded as attempted: the next push
                // looks again before posting.
                defer(tr("Looking for the comment on #%1 failed: %2")
                          .arg(number)
                          .arg(result.response.errorString),
                      true);
                return;
            }
        });
}

void OutboxPusher::commentFound(const Comment &comment)
{
    Run &run = *m_run;
    OutboxAction &action = *run.action;
    action.remoteIds.insert(QStringLiteral("comment_id"), comment.id);
    action.remoteIds.insert(QStringLiteral("comment_url"), comment.htmlUrl);
    action.remoteIds.insert(QStringLiteral("author"), comment.author);
    action.remoteIds.insert(QStringLiteral("found_by_marker"), true);
    Comment cached = comment;
    cached.issueNumber = action.issueNumber;
    IssueCache(m_outbox.database()).upsertComment(cached);
    stepDone(QStringLiteral("comment"),
             tr("found the comment of an earlier attempt: %1").arg(comment.htmlUrl));
}

void OutboxPusher::commentNotFound()
{
    Run &run = *m_run;
    OutboxAction &action = *run.action;
    const int number = action.issueNumber;
    action.recordCommentLookupMiss(QDateTime::currentDateTimeUtc());
    if (!save(ActionState::Sending, QStringLiteral("step"),
              tr("the comment of the earlier attempt is not listed on GitHub"))) {
        run.finishedIds.insert(action.id);
        nextAction();
        return;
    }
    if (action.commentAttemptPush() == run.pushId) {
        // Never twice in one push: the comment may have landed and not be listed yet.
        defer(tr("The comment on #%1 may already be on GitHub, but it is not listed yet; the next "
                 "push looks for it again before posting it.")
                  .arg(number),
              false);
        return;
    }
    const QList<QDateTime> misses = action.commentLookupMisses();
    const auto span = std::chrono::milliseconds(misses.constFirst().msecsTo(misses.constLast()));
    if (misses.size() < 2 || span < m_policy.lookupConfirmInterval) {
        // (+1 ms: the recorded times keep whole milliseconds)
        const auto remaining =
            std::max(m_policy.lookupConfirmInterval - span, std::chrono::milliseconds(0))
            + std::chrono::milliseconds(1);
        const int seconds = int(std::max<qint64>(1, (remaining.count() + 999) / 1000));
        const QString reason =
            tr("The comment on #%1 is not listed on GitHub; looking once more in %n second(s) "
               "before posting it again.",
               nullptr, seconds)
                .arg(number);
        emitProgress(QStringLiteral("comment"), reason);
        emit waiting(seconds, reason);
        wait(remaining, [this] { lookupComment(); });
        return;
    }
    // Not there twice, a while apart, and the attempt was in an earlier push: it never reached
    // GitHub. Only now does GitHub's state count against the action, as for a fresh one.
    if (!action.hasProgress()) {
        const QString stale = staleReason(action, run.remote, m_outbox.labels());
        if (!stale.isEmpty()) {
            block(stale, run.remote);
            return;
        }
    }
    postComment();
}

void OutboxPusher::addLabels(const ActionStep &step)
{
    Run &run = *m_run;
    QStringList missing;
    const QList<Label> known = IssueCache(m_outbox.database()).labels();
    for (const QString &label : step.labels) {
        if (run.remote.hasLabel(label) || !findLabel(missing, label).isEmpty()) {
            continue;
        }
        // The repository's own spelling, when the cache knows the label.
        QString name = label;
        for (const Label &existing : known) {
            if (existing.name.compare(label, Qt::CaseInsensitive) == 0) {
                name = existing.name;
                break;
            }
        }
        missing.append(name);
    }
    if (missing.isEmpty()) {
        stepDone(step.key, tr("already there"));
        return;
    }
    emitProgress(step.key,
                 tr("Adding %1 to #%2…")
                     .arg(missing.join(QStringLiteral(", ")))
                     .arg(run.action->issueNumber));
    const QByteArray body = QJsonDocument(QJsonObject { { QStringLiteral("labels"),
                                                          QJsonArray::fromStringList(missing) } })
                                .toJson(QJsonDocument::Compact);
    mutate("POST", issueUrl(QStringLiteral("/labels")), body,
           [this, step, missing](const ApiResponse &response) {
               Run &run = *m_run;
               const int number = run.action->issueNumber;
               if (response.ok()) {
                   // GitHub answers with the issue's labels. An answer that cannot be read must
                   // not make the labels look gone (a later removal would be skipped as done):
                   // then what we knew, with the labels just added, stands.
                   const QJsonDocument document = QJsonDocument::fromJson(response.body);
                   if (document.isArray()) {
                       run.remote.labels = labelNames(document.array());
                   } else {
                       for (const QString &label : missing) {
                           if (findLabel(run.remote.labels, label).isEmpty()) {
                               run.remote.labels.append(label);
                           }
                       }
                   }
                   stepDone(step.key, missing.join(QStringLiteral(", ")));
                   return;
               }
               StepFailure failure;
               const QString reason =
                   tr("Adding labels to #%1 failed: %2").arg(number).arg(response.errorString);
               failure.ambiguous = [this, step, reason] {
                   retryStep(reason, [this, step] { addLabels(step); });
               };
               failure.refused = tr("GitHub refused to add %1 to #%2: %3 Changing labels needs "
                                    "triage (or write) access to the repository.")
                                     .arg(missing.join(QStringLiteral(", ")))
                                     .arg(number)
                                     .arg(response.errorString);
               failure.notDone = tr("GitHub did not add %1 to #%2: %3")
                                     .arg(missing.join(QStringLiteral(", ")))
                                     .arg(number)
                                     .arg(response.errorString);
               failure.observed = run.remote;
               stepFailed(response, failure);
           });
}

void OutboxPusher::removeLabel(const ActionStep &step)
{
    Run &run = *m_run;
    const QString wanted = step.labels.value(0);
    const QString actual = findLabel(run.remote.labels, wanted);
    if (actual.isEmpty()) {
        stepDone(step.key, tr("already gone"));
        return;
    }
    emitProgress(step.key, tr("Removing %1 from #%2…").arg(actual).arg(run.action->issueNumber));
    // The name is one path segment: percent-encode everything but unreserved characters.
    QUrl url = issueUrl();
    url.setPath(url.path(QUrl::FullyEncoded) + QStringLiteral("/labels/")
                    + QString::fromLatin1(QUrl::toPercentEncoding(actual)),
                QUrl::StrictMode);
    mutate("DELETE", url, {}, [this, step, actual](const ApiResponse &response) {
        Run &run = *m_run;
        const int number = run.action->issueNumber;
        if (response.ok()) {
            // As for adding: an unreadable answer leaves what we knew, less this label.
            const QJsonDocument document = QJsonDocument::fromJson(response.body);
            if (document.isArray()) {
                run.remote.labels = labelNames(document.array());
            } else {
                run.remote.labels.removeIf([&actual](const QString &label) {
                    return label.compare(actual, Qt::CaseInsensitive) == 0;
                });
            }
            stepDone(step.key, actual);
            return;
        }
        StepFailure failure;
        failure.notFound = [this, step, actual] {
            // "Label does not exist" on the issue: someone removed it first. Done all the same.
            m_run->remote.labels.removeIf([&actual](const QString &label) {
                return label.compare(actual, Qt::CaseInsensitive) == 0;
            });
            stepDone(step.key, tr("%1 was already gone").arg(actual));
        };
        const QString reason =
            tr("Removing %1 from #%2 failed: %3").arg(actual).arg(number).arg(response.errorString);
        failure.ambiguous = [this, step, reason] {
            retryStep(reason, [this, step] { removeLabel(step); });
        };
        failure.refused = tr("GitHub refused to remove %1 from #%2: %3 Changing labels needs "
                             "triage (or write) access to the repository.")
                              .arg(actual)
                              .arg(number)
                              .arg(response.errorString);
        failure.notDone = tr("GitHub did not remove %1 from #%2: %3")
                              .arg(actual)
                              .arg(number)
                              .arg(response.errorString);
        failure.observed = run.remote;
        stepFailed(response, failure);
    });
}

void OutboxPusher::setIssueState(const ActionStep &step)
{
    Run &run = *m_run;
    const QString target = run.action->setState();
    if (run.remote.state == target) {
        stepDone(step.key, tr("already %1").arg(target));
        return;
    }
    const int number = run.action->issueNumber;
    emitProgress(step.key,
                 target == QLatin1String("closed") ? tr("Closing #%1…").arg(number)
                                                   : tr("Reopening #%1…").arg(number));
    QJsonObject object { { QStringLiteral("state"), target } };
    if (target == QLatin1String("closed") && !run.action->stateReason().isEmpty()) {
        object.insert(QStringLiteral("state_reason"), run.action->stateReason());
    }
    mutate("PATCH", issueUrl(), QJsonDocument(object).toJson(QJsonDocument::Compact),
           [this, step, target](const ApiResponse &response) {
               Run &run = *m_run;
               const int number = run.action->issueNumber;
               if (response.ok()) {
                   const Issue issue =
                       github::issueFromJson(QJsonDocument::fromJson(response.body).object());
                   if (issue.number == number) {
                       run.remoteIssue = issue;
                       run.remote = IssueSnapshot::fromIssue(issue);
                   } else {
                       run.remote.state = target;
                   }
                   stepDone(step.key,
                            QStringLiteral("%1 (%2)").arg(target, run.remote.stateReason));
                   return;
               }
               StepFailure failure;
               const QString reason =
                   tr("Changing the state of #%1 failed: %2").arg(number).arg(response.errorString);
               failure.ambiguous = [this, step, reason] {
                   retryStep(reason, [this, step] { setIssueState(step); });
               };
               failure.refused =
                   tr("GitHub refused to %1 #%2: %3 Closing an issue needs triage (or "
                      "write) access to the repository.")
                       .arg(target == QLatin1String("closed") ? tr("close") : tr("reopen"))
                       .arg(number)
                       .arg(response.errorString);
               failure.notDone = tr("GitHub did not change the state of #%1: %2")
                                     .arg(number)
                                     .arg(response.errorString);
               failure.observed = run.remote;
               stepFailed(response, failure);
           });
}

void OutboxPusher::stepFailed(const ApiResponse &response, const StepFailure &failure)
{
    const int number = m_run->action->issueNumber;
    switch (classify(response)) {
    case Failure::None:
        return; // (not a failure; the step handled it)
    case Failure::Cancelled:
        defer(tr("The push was cancelled."), true);
        return;
    case Failure::RateLimited:
    case Failure::Unauthorized:
        defer(response.errorString, true);
        return;
    case Failure::Gone:
        block(tr("Application #%1 was deleted on GitHub; cancel this action.").arg(number),
              failure.observed);
        return;
    case Failure::Ambiguous:
        failure.ambiguous();
        return;
    case Failure::NotFound:
        if (failure.notFound) {
            failure.notFound();
            return;
        }
        failAction(failure.refused);
        return;
    case Failure::Forbidden:
        failAction(failure.refused);
        return;
    case Failure::Validation:
    case Failure::Other:
        failAction(failure.notDone);
        return;
    }
}

void OutboxPusher::stepDone(const QString &key, const QString &detail)
{
    Run &run = *m_run;
    run.action->markStepDone(key);
    run.stepAttempts = 0;
    if (!save(ActionState::Sending, QStringLiteral("step"),
              detail.isEmpty() ? key : QStringLiteral("%1: %2").arg(key, detail))) {
        run.finishedIds.insert(run.action->id);
        nextAction();
        return;
    }
    runNextStep();
}

void OutboxPusher::refreshCachedIssue()
{
    // Show GitHub's labels and state at once, without waiting for the next sync. The cached
    // updated_at stays as it was, so the next sync still refreshes the issue (with its comments
    // and reactions) as changed.
    Run &run = *m_run;
    const int number = run.action->issueNumber;
    if (run.remoteIssue.number != number) {
        return; // GitHub's state was not read in this push
    }
    IssueCache cache(m_outbox.database());
    std::optional<Issue> cached = cache.issue(number);
    if (!cached) {
        return;
    }
    cached->labels = run.remote.labels;
    cached->state = run.remote.state;
    cached->stateReason = run.remote.stateReason;
    cached->closedAt = run.remoteIssue.closedAt;
    Transaction transaction(m_outbox.database().connection());
    if (cache.upsertIssue(*cached)) {
        transaction.commit();
    }
}

void OutboxPusher::complete()
{
    Run &run = *m_run;
    OutboxAction &action = *run.action;
    action.lastError.clear();
    const QString detail = !action.pullRequestUrl().isEmpty() ? action.pullRequestUrl().toString()
        : action.commentUrl().isEmpty()                       ? action.changesText()
                                                              : action.commentUrl().toString();
    if (!save(ActionState::Sent, QStringLiteral("sent"), detail)) {
        run.finishedIds.insert(action.id);
        nextAction();
        return;
    }

    refreshCachedIssue();

    ++run.summary.sent;
    ++run.processed;
    run.finishedIds.insert(action.id);
    emitProgress(QString(), tr("Sent: %1").arg(action.summary()));
    nextAction();
}

void OutboxPusher::block(const QString &reason, const IssueSnapshot &observed)
{
    Run &run = *m_run;
    OutboxAction &action = *run.action;
    action.lastError = reason;
    action.remoteIds.insert(QStringLiteral("observed"), observed.toJson());
    save(ActionState::Blocked, QStringLiteral("blocked"), reason);
    if (observed.deleted) {
        IssueCache(m_outbox.database()).markIssueDeleted(action.issueNumber);
    } else {
        refreshCachedIssue(); // the application shows what blocked the action
    }
    ++run.summary.blocked;
    ++run.processed;
    run.summary.messages.append(tr("Blocked: %1 (%2)").arg(action.summary(), reason));
    run.finishedIds.insert(action.id);
    run.heldIssues.insert(action.issueNumber);
    emitProgress(QString(), reason);
    nextAction();
}

void OutboxPusher::failAction(const QString &reason)
{
    Run &run = *m_run;
    OutboxAction &action = *run.action;
    action.lastError = reason;
    save(ActionState::Failed, QStringLiteral("failed"), reason);
    ++run.summary.failed;
    ++run.processed;
    run.summary.messages.append(tr("Failed: %1 (%2)").arg(action.summary(), reason));
    run.finishedIds.insert(action.id);
    run.heldIssues.insert(action.issueNumber);
    emitProgress(QString(), reason);
    nextAction();
}

void OutboxPusher::defer(const QString &reason, bool stopPush)
{
    Run &run = *m_run;
    run.timer->stop();
    run.afterWait = nullptr;
    OutboxAction &action = *run.action;
    action.lastError = reason;
    save(ActionState::Queued, QStringLiteral("deferred"), reason);
    ++run.summary.deferred;
    ++run.processed;
    run.summary.messages.append(tr("Not sent yet: %1 (%2)").arg(action.summary(), reason));
    run.finishedIds.insert(action.id);
    run.heldIssues.insert(action.issueNumber);
    emitProgress(QString(), reason);
    if (stopPush) {
        if (run.cancelled) {
            run.summary.cancelled = true;
        }
        run.summary.errorString = reason;
        run.action.reset();
        finishRun();
        return;
    }
    nextAction();
}

void OutboxPusher::finishRun()
{
    std::unique_ptr<Run> run = std::move(m_run);
    if (run->timer) {
        run->timer->stop();
        run->timer->deleteLater();
    }
    PushSummary summary = run->summary;
    // What is still waiting and was not reported above: held behind another action on its
    // issue, waiting for the user, or not reached because the push stopped.
    const QList<OutboxAction> pending = m_outbox.pending();
    summary.leftUnsent = int(pending.size());
    for (const OutboxAction &action : pending) {
        if (run->finishedIds.contains(action.id)) {
            continue;
        }
        if (action.state == ActionState::Failed || action.state == ActionState::Blocked) {
            summary.messages.append(
                tr("%1: %2 (%3)")
                    .arg(actionStateDisplayName(action.state), action.summary(), action.lastError));
        } else {
            ++summary.heldBack;
            summary.messages.append(
                run->heldIssues.contains(action.issueNumber)
                    ? tr("Waiting: %1 (behind an unresolved action on the same application)")
                          .arg(action.summary())
                    : tr("Not reached: %1").arg(action.summary()));
        }
    }
    summary.requests = m_client.requestsSent() - run->requestsAtStart;
    if (!run->lockKey.isEmpty()) {
        lockedDatabases().remove(run->lockKey);
    }
    run->lock.reset(); // unlocks
    qCDebug(lcOutbox).noquote() << "push ended:" << summary.sent << "sent," << summary.failed
                                << "failed," << summary.blocked << "blocked," << summary.deferred
                                << "deferred," << summary.leftUnsent << "left," << summary.requests
                                << "requests" << summary.errorString;
    emit finished(summary);
}

} // namespace acp
