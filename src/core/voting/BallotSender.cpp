// Over 600 lines on purpose: one ballot's exactly-once send (look up an earlier reaction, replace
// it, confirm) is one state machine, audited as a whole.

#include "core/voting/BallotSender.h"

#include "core/auth/TokenProvider.h"
#include "core/github/GitHubClient.h"
#include "core/github/GitHubJson.h"
#include "core/github/PagedListCheck.h"
#include "core/logging/LogCategories.h"
#include "core/outbox/ActionCommentLookup.h"
#include "core/review/MarkerBlock.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/voting/BallotReasons.h"
#include "core/voting/VoteService.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>

namespace acp {

namespace {

struct SenderText
{
    Q_DECLARE_TR_FUNCTIONS(acp::BallotSender)
};

// A reason comment is looked for among the comments updated since its attempt less this much
// (clocks differ).
constexpr int kReasonLookupMarginSeconds = 600;

bool isTransient(const ApiResponse &response)
{
    if (response.outcome == ApiResponse::Outcome::NetworkError) {
        return true;
    }
    if (response.outcome != ApiResponse::Outcome::HttpError) {
        return false;
    }
    if (response.status >= 500 || response.status == 429 || response.status == 401) {
        return true; // 401: the token, not the ballot; the ballot waits for a good one
    }
    return response.status == 403
        && (response.headers.value("x-ratelimit-remaining") == "0"
            || response.headers.contains("retry-after"));
}

QString describe(const ApiResponse &response)
{
    return response.errorString.isEmpty()
        ? SenderText::tr("GitHub answered HTTP %1.").arg(response.status)
        : response.errorString;
}

} // namespace

// ---- SignedInUser ------------------------------------------------------------------------------

SignedInUser::SignedInUser(Database &database, GitHubClient &client, const QString &token,
                           QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_client(&client)
    , m_token(token)
{ }

SignedInUser::~SignedInUser()
{
    m_dying = true;
    if (m_client) {
        m_client->cancelRequests(this);
    }
}

QString SignedInUser::apiKey(const GitHubClient &client)
{
    return client.apiBase().toString(QUrl::RemoveUserInfo | QUrl::StripTrailingSlash);
}

QString SignedInUser::cachedLogin() const
{
    if (!m_client || m_token.isEmpty()) {
        return {};
    }
    return VoteStore(m_database).cachedLogin(apiKey(*m_client), m_token);
}

void SignedInUser::fetch(bool refresh)
{
    if (m_running) {
        return;
    }
    auto report = [this](const QString &login, const QString &error) {
        QTimer::singleShot(0, this, [this, login, error] { emit finished(login, error); });
    };
    if (!m_client || m_token.isEmpty()) {
        report({},
               tr("No GitHub token is set (%1), so there is no signed-in user.")
                   .arg(m_client ? TokenProvider::environmentToken(m_client->apiBase()).variable
                                 : QStringLiteral("GH_TOKEN")));
        return;
    }
    const QString cached = cachedLogin();
    if (!cached.isEmpty() && !refresh) {
        report(cached, {});
        return;
    }
    m_running = true;
    ApiRequest request;
    request.url = m_client->endpoint(QStringLiteral("/user"));
    m_client->send(request, this, [this](const ApiResponse &response) {
        m_running = false;
        if (m_dying) {
            return;
        }
        if (!response.ok()) {
            emit finished({}, describe(response));
            return;
        }
        const QString login = QJsonDocument::fromJson(response.body)
                                  .object()
                                  .value(QLatin1String("login"))
                                  .toString();
        if (login.isEmpty()) {
            emit finished({}, tr("GitHub did not say which user the token belongs to."));
            return;
        }
        VoteStore(m_database).setCachedLogin(apiKey(*m_client), m_token, login);
        emit finished(login, {});
    });
}

// ---- BallotSender ------------------------------------------------------------------------------

struct BallotSender::Run : public QObject
{
    BallotSender *sender = nullptr;
    QList<qint64> queue;
    int index = 0;
    QueuedBallot ballot;
    bool inBallot = false;
    QList<Reaction> reactions; // of the vote comment, fresh from GitHub
    github::PagedListCheck reactionsCheck;
    QList<qint64> toDelete;
    BallotSendSummary summary;
    int requestsAtStart = 0;
    bool done = false;
    SignedInUser *user = nullptr;
    QDateTime serverNow; // GitHub's clock, from the Date of its latest answer
    QElapsedTimer reasonMissed; // since the current ballot's reason was first not listed
    QUrl voteCommentUrl; // of the current ballot's vote, as the trusted vote was read

    GitHubClient *client() const { return sender->m_client.data(); }
    QString repoPath() const { return QStringLiteral("/repos/") + sender->m_repository; }
    VoteStore store() const { return VoteStore(sender->m_database); }

    // ---- Plumbing --------------------------------------------------------------------------

    void get(const QUrl &url, const std::function<void(const ApiResponse &)> &handler)
    {
        if (!client()) {
            stop(SenderText::tr("The connection to GitHub was closed."));
            return;
        }
        ApiRequest request;
        request.url = url;
        client()->send(request, this, [this, handler](const ApiResponse &response) {
            if (done) {
                return;
            }
            if (response.outcome == ApiResponse::Outcome::Cancelled) {
                cancelled();
                return;
            }
            noteServerDate(response);
            handler(response);
        });
    }

    void mutate(const QByteArray &method, const QUrl &url, const QByteArray &body,
                const std::function<void(const ApiResponse &)> &handler)
    {
        using namespace std::chrono;
        const milliseconds interval = sender->m_interval;
        qint64 wait = 0;
        if (sender->m_lastMutation.isValid()) {
            wait = std::max<qint64>(0, interval.count() - sender->m_lastMutation.elapsed());
        }
        QTimer::singleShot(milliseconds(wait), this, [this, method, url, body, handler] {
            if (done) {
                return;
            }
            if (!client()) {
                stop(SenderText::tr("The connection to GitHub was closed."));
                return;
            }
            ApiRequest request;
            request.method = method;
            request.url = url;
            request.body = body;
            sender->m_lastMutation.start();
            client()->send(request, this, [this, handler](const ApiResponse &response) {
                if (done) {
                    return;
                }
                if (response.outcome == ApiResponse::Outcome::Cancelled) {
                    cancelled();
                    return;
                }
                noteServerDate(response);
                handler(response);
            });
        });
    }

    void noteServerDate(const ApiResponse &response)
    {
        if (response.serverDate.isValid()) {
            serverNow = response.serverDate;
        }
    }

    // Transient trouble or a final error for the current ballot.
    void trouble(const ApiResponse &response, const QString &finalMessage = {})
    {
        if (isTransient(response)) {
            defer(describe(response));
        } else {
            failBallot(finalMessage.isEmpty() ? describe(response) : finalMessage);
        }
    }

    bool saveBallot(BallotState state, const QString &error, const QList<BallotState> &expected)
    {
        ballot.state = state;
        ballot.lastError = error;
        VoteStore votes = store();
        if (!votes.saveBallot(ballot, expected)) {
            return false;
        }
        emit sender->ballotChanged(ballot);
        return !done;
    }

    // ---- Steps -----------------------------------------------------------------------------

    void start()
    {
        const QList<QueuedBallot> pending = store().pendingBallots();
        for (const QueuedBallot &queued : pending) {
            queue.append(queued.id);
        }
        if (queue.isEmpty()) {
            finish();
            return;
        }
        user = new SignedInUser(sender->m_database, *client(), sender->m_token, this);
        connect(user, &SignedInUser::finished, this,
                [this](const QString &login, const QString &error) {
                    if (done) {
                        return;
                    }
                    if (login.isEmpty()) {
                        stop(error);
                        return;
                    }
                    summary.login = login;
                    nextBallot();
                });
        user->fetch();
    }

    void nextBallot()
    {
        while (index < queue.size()) {
            const std::optional<QueuedBallot> found = store().ballot(queue.at(index));
            if (found && found->isPending() && supersede(*found)) {
                ++index;
                continue;
            }
            if (found && found->isPending()) {
                ballot = *found;
                ballot.login = summary.login;
                ++ballot.attempts;
                inBallot = true;
                reasonMissed.invalidate();
                voteCommentUrl.clear();
                if (!saveBallot(BallotState::Sending, ballot.lastError,
                                { BallotState::Queued, BallotState::Sending })) {
                    if (done) {
                        return;
                    }
                    inBallot = false; // changed meanwhile (cancelled or replaced): skip it
                    ++index;
                    continue;
                }
                fetchIssue();
                return;
            }
            ++index; // cancelled or replaced since the run began
        }
        finish();
    }

    // A ballot left pending (deferred after a dropped connection, or "sending" when a process
    // died) that a newer pending ballot on the same vote replaces is not sent again: the newer
    // one reads the reactions fresh and removes every other ballot reaction of the login, so a
    // retry of the old ballot can neither put it back over the new one nor leave two.
    bool supersede(const QueuedBallot &older)
    {
        const std::optional<QueuedBallot> latest = store().latestBallot(older.issueNumber);
        if (!latest || latest->id == older.id || !latest->isPending() || latest->id < older.id) {
            return false;
        }
        QueuedBallot replaced = older;
        replaced.state = BallotState::Cancelled;
        replaced.lastError = SenderText::tr("Replaced by a later ballot.");
        VoteStore votes = store();
        if (votes.saveBallot(replaced, { BallotState::Queued, BallotState::Sending })) {
            emit sender->ballotChanged(replaced);
        }
        return true;
    }

    void fetchIssue()
    {
        get(client()->endpoint(repoPath() + QStringLiteral("/issues/%1").arg(ballot.issueNumber)),
            [this](const ApiResponse &response) {
                if (!response.ok()) {
                    trouble(response,
                            response.status == 404 || response.status == 410
                                ? SenderText::tr("#%1 is gone from GitHub; the ballot was not "
                                                 "sent.")
                                      .arg(ballot.issueNumber)
                                : QString());
                    return;
                }
                const Issue issue =
                    github::issueFromJson(QJsonDocument::fromJson(response.body).object());
                if (issue.number != ballot.issueNumber || issue.state != QLatin1String("open")
                    || sender->m_labels.stateOf(issue.labels, issue.state) != ReviewState::Voting) {
                    failBallot(SenderText::tr("The vote on #%1 is no longer open; the ballot "
                                              "was not sent.")
                                   .arg(ballot.issueNumber));
                    return;
                }
                // The comment the ballot was cast on must still be the vote the workbench
                // trusts: a ballot queued before a forged or second vote comment appeared, or
                // on a comment a newer version of the rules no longer trusts, goes nowhere.
                const VoteService votes(sender->m_database, sender->m_labels,
                                        CountingRule::StrictMajority, sender->m_trust);
                const std::optional<VoteInfo> vote = votes.vote(ballot.issueNumber);
                if (!vote || vote->commentId != ballot.commentId) {
                    failBallot(SenderText::tr("The comment this ballot was cast on is not the "
                                              "vote comment of #%1 the workbench trusts; the "
                                              "ballot was not sent.")
                                   .arg(ballot.issueNumber));
                    return;
                }
                voteCommentUrl = vote->commentUrl;
                fetchComment(issue);
            });
    }

    // The vote comment as GitHub has it now: still there, still a vote comment, and its author
    // still trusted.
    void fetchComment(const Issue &issue)
    {
        get(client()->endpoint(repoPath()
                               + QStringLiteral("/issues/comments/%1").arg(ballot.commentId)),
            [this, issue](const ApiResponse &response) {
                if (!response.ok()) {
                    trouble(response,
                            response.status == 404
                                ? SenderText::tr("The vote comment of #%1 no longer exists; the "
                                                 "ballot was not sent.")
                                      .arg(ballot.issueNumber)
                                : QString());
                    return;
                }
                Comment comment =
                    github::commentFromJson(QJsonDocument::fromJson(response.body).object());
                comment.issueNumber = ballot.issueNumber;
                if (comment.id != ballot.commentId || !sender->m_trust.isTrusted(comment, issue)
                    || !MarkerBlock::parse(comment.body).has(QStringLiteral("vote"))) {
                    const QString why = sender->m_trust.whyNotTrusted(comment, issue);
                    failBallot((why.isEmpty()
                                    ? SenderText::tr("The comment this ballot was cast on is no "
                                                     "longer a vote comment of #%1; the ballot "
                                                     "was not sent.")
                                          .arg(ballot.issueNumber)
                                    : SenderText::tr("The comment this ballot was cast on is not "
                                                     "trusted (%1); the ballot was not sent.")
                                          .arg(why)));
                    return;
                }
                reactions.clear();
                reactionsCheck = {};
                fetchReactions(firstReactionsPage());
            });
    }

    QUrl firstReactionsPage() const
    {
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
        return client()->endpoint(reactionsPath(), query);
    }

    QString reactionsPath() const
    {
        return repoPath() + QStringLiteral("/issues/comments/%1/reactions").arg(ballot.commentId);
    }

    void fetchReactions(const QUrl &url)
    {
        get(url, [this](const ApiResponse &response) {
            if (!response.ok()) {
                trouble(response,
                        response.status == 404
                            ? SenderText::tr("The vote comment of #%1 no longer exists; the "
                                             "ballot was not sent.")
                                  .arg(ballot.issueNumber)
                            : QString());
                return;
            }
            const QJsonArray items = QJsonDocument::fromJson(response.body).array();
            QList<qint64> ids;
            for (const QJsonValue &value : items) {
                reactions.append(github::reactionFromJson(value.toObject()));
                ids.append(reactions.constLast().id);
            }
            reactionsCheck.addPage(ids);
            if (response.nextPage.isValid()) {
                fetchReactions(response.nextPage);
                return;
            }
            // The voter's ballots already there decide what is sent and what is taken back, so
            // a list of several pages is read until two reads agree (PagedListCheck).
            switch (reactionsCheck.endOfRead()) {
            case github::PagedListCheck::Verdict::Whole:
                castReaction();
                return;
            case github::PagedListCheck::Verdict::ReadAgain:
                reactions.clear();
                fetchReactions(firstReactionsPage());
                return;
            case github::PagedListCheck::Verdict::KeptChanging:
                defer(SenderText::tr("the reactions on the vote comment changed while each of %n "
                                     "reads of them was under way; the ballot was not sent yet.",
                                     nullptr, reactionsCheck.reads()));
                return;
            }
        });
    }

    bool isMine(const Reaction &reaction) const
    {
        return reaction.user.compare(summary.login, Qt::CaseInsensitive) == 0
            && ballotChoiceFromReaction(reaction.content).has_value();
    }

    void castReaction()
    {
        const QString content = reactionContentFor(ballot.choice);
        const auto existing =
            std::find_if(reactions.cbegin(), reactions.cend(), [&](const Reaction &reaction) {
                return isMine(reaction) && reaction.content == content;
            });
        if (existing != reactions.cend()) {
            ballot.reactionId = existing->id;
            removeOthers();
            return;
        }
        const QByteArray body =
            QJsonDocument(QJsonObject { { QStringLiteral("content"), content } })
                .toJson(QJsonDocument::Compact);
        mutate("POST", client()->endpoint(reactionsPath()), body,
               [this](const ApiResponse &response) {
                   if (!response.ok()) {
                       trouble(response);
                       return;
                   }
                   const Reaction created =
                       github::reactionFromJson(QJsonDocument::fromJson(response.body).object());
                   ballot.reactionId = created.id;
                   if (std::none_of(reactions.cbegin(), reactions.cend(),
                                    [&](const Reaction &r) { return r.id == created.id; })) {
                       reactions.append(created);
                   }
                   removeOthers();
               });
    }

    void removeOthers()
    {
        toDelete.clear();
        for (const Reaction &reaction : std::as_const(reactions)) {
            if (isMine(reaction) && reaction.id != ballot.reactionId) {
                toDelete.append(reaction.id);
            }
        }
        deleteNext();
    }

    void deleteNext()
    {
        if (toDelete.isEmpty()) {
            postReason();
            return;
        }
        const qint64 id = toDelete.constFirst();
        mutate("DELETE", client()->endpoint(reactionsPath() + QStringLiteral("/%1").arg(id)), {},
               [this, id](const ApiResponse &response) {
                   const bool gone = response.ok()
                       || (response.outcome == ApiResponse::Outcome::HttpError
                           && response.status == 404);
                   if (!gone) {
                       trouble(response);
                       return;
                   }
                   toDelete.removeFirst();
                   reactions.removeIf([id](const Reaction &r) { return r.id == id; });
                   deleteNext();
               });
    }

    // ---- The voter's reason ----------------------------------------------------------------

    void postReason()
    {
        if (ballot.reason.isEmpty() || ballot.reasonCommentId > 0) {
            complete();
            return;
        }
        if (ballot.reasonAttemptedAt.isValid()) {
            lookForReason();
            return;
        }
        writeReason();
    }

    // An earlier post got no answer: it may have landed.
    void lookForReason()
    {
        if (!client()) {
            stop(SenderText::tr("The connection to GitHub was closed."));
            return;
        }
        const QDateTime since = ballot.reasonAttemptedAt.addSecs(-kReasonLookupMarginSeconds);
        ActionCommentLookup::startForMarker(
            *client(), this, sender->m_repository, ballot.issueNumber,
            BallotReasons::ballotMarker(ballot.reasonUuid), since,
            [this](const ActionCommentLookup::Result &result) {
                if (done) {
                    return;
                }
                noteServerDate(result.response);
                switch (result.outcome) {
                case ActionCommentLookup::Outcome::Found:
                    if (result.comment.author.compare(summary.login, Qt::CaseInsensitive) == 0) {
                        reasonPosted(result.comment);
                        return;
                    }
                    break; // someone else's copy of the marker: not the voter's comment
                case ActionCommentLookup::Outcome::NotFound:
                    break;
                case ActionCommentLookup::Outcome::Cancelled:
                    cancelled();
                    return;
                case ActionCommentLookup::Outcome::IssueGone:
                    failBallot(SenderText::tr("#%1 is gone from GitHub; the ballot's reason was "
                                              "not posted.")
                                   .arg(ballot.issueNumber));
                    return;
                case ActionCommentLookup::Outcome::Failed:
                    defer(describe(result.response));
                    return;
                }
                // Not listed. GitHub's list can lag a write: posted again only when a second
                // look, the confirm interval after the first, does not find it either (the post
                // was attempted in an earlier send: a failed post ends the send).
                if (!reasonMissed.isValid()) {
                    reasonMissed.start();
                }
                const qint64 remaining =
                    sender->m_reasonConfirmInterval.count() - reasonMissed.elapsed();
                if (remaining > 0) {
                    QTimer::singleShot(std::chrono::milliseconds(remaining), this, [this] {
                        if (!done) {
                            lookForReason();
                        }
                    });
                    return;
                }
                writeReason();
            });
    }

    void writeReason()
    {
        const QString body = BallotReasons::commentBody(
            ballot.commentId, voteCommentUrl, ballot.choice, ballot.reason, ballot.reasonUuid);
        // On disk before the write: from now on the comment is looked for before it is posted.
        // GitHub's time, as the lookup compares it with the comments' times.
        ballot.reasonAttemptedAt =
            serverNow.isValid() ? serverNow : QDateTime::currentDateTimeUtc();
        if (!saveBallot(BallotState::Sending, ballot.lastError, { BallotState::Sending })) {
            return;
        }
        const QByteArray json = QJsonDocument(QJsonObject { { QStringLiteral("body"), body } })
                                    .toJson(QJsonDocument::Compact);
        mutate("POST",
               client()->endpoint(repoPath()
                                  + QStringLiteral("/issues/%1/comments").arg(ballot.issueNumber)),
               json, [this](const ApiResponse &response) {
                   if (!response.ok()) {
                       trouble(response,
                               SenderText::tr("The ballot is cast; its reason could not be "
                                              "posted: %1")
                                   .arg(describe(response)));
                       return;
                   }
                   reasonPosted(
                       github::commentFromJson(QJsonDocument::fromJson(response.body).object()));
               });
    }

    void reasonPosted(Comment comment)
    {
        comment.issueNumber = ballot.issueNumber;
        ballot.reasonCommentId = comment.id;
        IssueCache cache(sender->m_database);
        Transaction transaction(sender->m_database.connection());
        if (cache.upsertComment(comment)) {
            transaction.commit();
        }
        complete();
    }

    void complete()
    {
        IssueCache cache(sender->m_database);
        {
            Transaction transaction(sender->m_database.connection());
            if (cache.replaceReactions(ReactionSubject::Comment, ballot.commentId, reactions)) {
                transaction.commit();
            }
        }
        if (!saveBallot(BallotState::Sent, {}, { BallotState::Sending }) && done) {
            return;
        }
        inBallot = false;
        ++summary.sent;
        ++index;
        nextBallot();
    }

    void failBallot(const QString &reason)
    {
        ++summary.failed;
        summary.messages.append(
            SenderText::tr("Ballot on #%1: %2").arg(ballot.issueNumber).arg(reason));
        inBallot = false;
        if (!saveBallot(BallotState::Failed, reason, { BallotState::Sending }) && done) {
            return;
        }
        ++index;
        nextBallot();
    }

    // Leaves the current ballot queued and stops: the next send tries again.
    void defer(const QString &reason)
    {
        ++summary.deferred;
        summary.messages.append(
            SenderText::tr("Ballot on #%1: %2").arg(ballot.issueNumber).arg(reason));
        inBallot = false;
        saveBallot(BallotState::Queued, reason, { BallotState::Sending });
        stop(reason);
    }

    void stop(const QString &reason)
    {
        if (inBallot) {
            inBallot = false;
            ++summary.deferred;
            saveBallot(BallotState::Queued, reason, { BallotState::Sending });
        }
        summary.errorString = reason;
        finish();
    }

    void cancelled()
    {
        if (inBallot) {
            inBallot = false;
            saveBallot(BallotState::Queued, ballot.lastError, { BallotState::Sending });
        }
        summary.cancelled = true;
        finish();
    }

    void finish()
    {
        if (done) {
            return;
        }
        done = true;
        summary.leftUnsent = int(store().pendingBallots().size());
        summary.requests = client() ? client()->requestsSent() - requestsAtStart : 0;
        qCDebug(lcVoting).noquote()
            << "ballots sent as" << summary.login << ":" << summary.sent << "sent,"
            << summary.failed << "failed," << summary.deferred << "deferred," << summary.leftUnsent
            << "left," << summary.requests << "requests" << summary.errorString;
        BallotSender *owner = sender;
        const BallotSendSummary result = summary;
        owner->m_run = nullptr;
        deleteLater();
        emit owner->finished(result);
    }
};

BallotSender::BallotSender(Database &database, GitHubClient &client,
                           const QString &repositoryFullName, const QString &token,
                           const LabelScheme &labels, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_client(&client)
    , m_repository(repositoryFullName)
    , m_token(token)
    , m_labels(labels)
{
    qRegisterMetaType<BallotSendSummary>();
    qRegisterMetaType<QueuedBallot>();
}

BallotSender::~BallotSender()
{
    if (m_run) {
        Run *run = m_run;
        m_run = nullptr;
        run->done = true;
        if (m_client) {
            m_client->cancelRequests(run);
        }
        delete run;
    }
}

void BallotSender::send()
{
    if (m_run) {
        return;
    }
    m_run = new Run;
    Run *run = m_run;
    run->sender = this;
    run->requestsAtStart = m_client ? m_client->requestsSent() : 0;
    QMetaObject::invokeMethod(
        run,
        [run] {
            if (!run->client()) {
                run->stop(SenderText::tr("The connection to GitHub was closed."));
                return;
            }
            run->start();
        },
        Qt::QueuedConnection);
}

void BallotSender::cancel()
{
    if (!m_run) {
        return;
    }
    Run *run = m_run;
    if (m_client) {
        m_client->cancelRequests(run);
    }
    if (m_run == run && !run->done) {
        run->cancelled();
    }
}

} // namespace acp
