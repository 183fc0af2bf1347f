#include "core/voting/VotePoller.h"

#include "core/github/GitHubClient.h"
#include "core/github/GitHubJson.h"
#include "core/github/PagedListCheck.h"
#include "core/logging/LogCategories.h"
#include "core/net/Urls.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/SyncStateStore.h"
#include "core/voting/VoteService.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QUrlQuery>

namespace acp {

namespace {

struct PollerText
{
    Q_DECLARE_TR_FUNCTIONS(acp::VotePoller)
};

// The same key the sync engine uses for its validators: the request's path and query.
} // namespace

struct VotePoller::Run : public QObject
{
    struct Target
    {
        int issueNumber = 0;
        qint64 commentId = 0;
    };

    VotePoller *poller = nullptr;
    QString repository;
    QList<Target> targets;
    int index = 0;
    QList<Reaction> collected;
    bool paged = false; // the current list had more than one page
    github::PagedListCheck check; // of the current list
    QUrl firstPageUrl;
    QString firstPageKey;
    SyncStateStore::Validators firstPageValidators;
    VotePollResult result;
    int requestsAtStart = 0;
    bool done = false;

    QString repoPath() const { return QStringLiteral("/repos/") + repository; }

    void next()
    {
        if (done) {
            return;
        }
        if (index >= targets.size()) {
            finish(VotePollResult::Outcome::Succeeded, {});
            return;
        }
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
        const QUrl url = poller->m_client->endpoint(
            repoPath()
                + QStringLiteral("/issues/comments/%1/reactions").arg(targets.at(index).commentId),
            query);
        collected.clear();
        paged = false;
        check = {};
        firstPageUrl = url;
        firstPageKey = net::requestKey(url);
        firstPageValidators = {};
        fetchPage(url, SyncStateStore(poller->m_database).validators(firstPageKey).etag);
    }

    void fetchPage(const QUrl &url, const QString &etag)
    {
        if (!poller->m_client) {
            finish(VotePollResult::Outcome::Failed,
                   PollerText::tr("The connection to GitHub was closed while checking votes."));
            return;
        }
        ApiRequest request;
        request.url = url;
        request.ifNoneMatch = etag;
        poller->m_client->send(request, this, [this](const ApiResponse &response) {
            if (done) {
                return;
            }
            if (response.outcome == ApiResponse::Outcome::Cancelled) {
                finish(VotePollResult::Outcome::Cancelled, {});
                return;
            }
            const Target target = targets.at(index);
            if (!response.ok()) {
                if (response.outcome == ApiResponse::Outcome::HttpError && response.status == 404) {
                    confirmGone(target, response.errorString);
                    return;
                }
                finish(VotePollResult::Outcome::Failed, response.errorString);
                return;
            }
            if (response.notModified()) {
                ++result.notModified;
                ++index;
                next();
                return;
            }
            if (collected.isEmpty() && !paged && firstPageValidators.etag.isEmpty()) {
                firstPageValidators = { response.etag, response.lastModified };
            }
            QJsonArray items;
            if (response.status != 204 && !response.body.trimmed().isEmpty()) {
                QJsonParseError error;
                const QJsonDocument document = QJsonDocument::fromJson(response.body, &error);
                if (error.error != QJsonParseError::NoError || !document.isArray()) {
                    finish(VotePollResult::Outcome::Failed,
                           PollerText::tr("GitHub sent a list of reactions the workbench could "
                                          "not read (the answer to %1).")
                               .arg(response.url.path()));
                    return;
                }
                items = document.array();
            }
            QList<qint64> ids;
            for (const QJsonValue &value : std::as_const(items)) {
                collected.append(github::reactionFromJson(value.toObject()));
                ids.append(collected.constLast().id);
            }
            check.addPage(ids);
            if (response.nextPage.isValid()) {
                paged = true;
                fetchPage(response.nextPage, {});
                return;
            }
            // A ballot that slid past a page boundary while the list was read would be missing
            // from the count: a list of several pages is read until two reads agree.
            switch (check.endOfRead()) {
            case github::PagedListCheck::Verdict::Whole:
                store(target);
                return;
            case github::PagedListCheck::Verdict::ReadAgain:
                collected.clear();
                fetchPage(firstPageUrl, {});
                return;
            case github::PagedListCheck::Verdict::KeptChanging:
                finish(VotePollResult::Outcome::Failed,
                       PollerText::tr("The reactions on the vote comment of #%1 changed while each "
                                      "of %n reads of them was under way, so the vote was not "
                                      "counted again. Try again in a moment.",
                                      nullptr, check.reads())
                           .arg(target.issueNumber));
                return;
            }
        });
    }

    void store(const Target &target)
    {
        Database &database = poller->m_database;
        IssueCache cache(database);
        SyncStateStore state(database);
        // Only a different list is a change (the first poll of an empty vote is not).
        auto key = [](const QList<Reaction> &list) {
            QStringList keys;
            for (const Reaction &reaction : list) {
                keys.append(QString::number(reaction.id) + QLatin1Char(':') + reaction.user
                            + QLatin1Char(':') + reaction.content);
            }
            keys.sort();
            return keys;
        };
        const bool different =
            key(cache.reactions(ReactionSubject::Comment, target.commentId)) != key(collected);
        QString error;
        {
            Transaction transaction(database.connection());
            const bool written =
                cache.replaceReactions(ReactionSubject::Comment, target.commentId, collected)
                && state.setValidators(firstPageKey,
                                       paged ? SyncStateStore::Validators() : firstPageValidators);
            if (written && transaction.commit()) {
                const VoteService votes(database, poller->m_labels, CountingRule::StrictMajority,
                                        poller->m_trust);
                if (votes.rememberAccountIds(target.issueNumber)) {
                    if (different) {
                        ++result.changed;
                        result.changedIssues.append(target.issueNumber);
                    }
                    ++index;
                    next();
                    return;
                }
                error = votes.errorString();
            } else {
                error = !cache.errorString().isEmpty()
                    ? cache.errorString()
                    : (!state.errorString().isEmpty() ? state.errorString()
                                                      : database.connection().lastError().text());
            }
        }
        finish(VotePollResult::Outcome::Failed,
               PollerText::tr("The workbench could not write to its database: %1.").arg(error));
    }

    // A 404 on the reaction list is believed only once the comment itself is gone.
    void confirmGone(const Target &target, const QString &reactionsError)
    {
        ApiRequest request;
        request.url = poller->m_client->endpoint(
            repoPath() + QStringLiteral("/issues/comments/%1").arg(target.commentId));
        poller->m_client->send(
            request, this, [this, target, reactionsError](const ApiResponse &response) {
                if (done) {
                    return;
                }
                if (response.outcome == ApiResponse::Outcome::Cancelled) {
                    finish(VotePollResult::Outcome::Cancelled, {});
                    return;
                }
                const bool gone = response.outcome == ApiResponse::Outcome::HttpError
                    && (response.status == 404 || response.status == 410);
                if (!gone) {
                    finish(VotePollResult::Outcome::Failed,
                           response.ok() ? reactionsError : response.errorString);
                    return;
                }
                IssueCache cache(poller->m_database);
                Transaction transaction(poller->m_database.connection());
                if (!cache.deleteComment(target.commentId) || !transaction.commit()) {
                    finish(VotePollResult::Outcome::Failed,
                           PollerText::tr("The workbench could not write to its database: %1.")
                               .arg(cache.errorString()));
                    return;
                }
                ++result.gone;
                result.changedIssues.append(target.issueNumber);
                ++index;
                next();
            });
    }

    void finish(VotePollResult::Outcome outcome, const QString &error)
    {
        if (done) {
            return;
        }
        done = true;
        result.outcome = outcome;
        result.errorString = error;
        result.requests = poller->m_client ? poller->m_client->requestsSent() - requestsAtStart : 0;
        qCDebug(lcVoting).noquote()
            << "votes polled:" << result.votes << "votes," << result.changed << "changed,"
            << result.notModified << "unchanged," << result.gone << "gone," << result.requests
            << "requests" << error;
        VotePoller *owner = poller;
        const VotePollResult finalResult = result;
        owner->m_run = nullptr;
        deleteLater();
        emit owner->finished(finalResult);
    }
};

VotePoller::VotePoller(Database &database, GitHubClient &client, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_client(&client)
{
    qRegisterMetaType<VotePollResult>();
}

VotePoller::~VotePoller()
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

void VotePoller::start(const QString &repositoryFullName, int issueNumber)
{
    if (m_run) {
        return; // the running poll reports its own finished()
    }
    m_run = new Run;
    Run *run = m_run;
    run->poller = this;
    run->repository = repositoryFullName;
    run->requestsAtStart = m_client ? m_client->requestsSent() : 0;

    const VoteService votes(m_database, m_labels, CountingRule::StrictMajority, m_trust);
    if (issueNumber > 0) {
        const std::optional<VoteInfo> vote = votes.vote(issueNumber);
        if (vote && vote->open && vote->isPosted()) {
            run->targets.append({ issueNumber, vote->commentId });
        }
    } else {
        const QList<VoteInfo> open = votes.postedOpenVotes();
        for (const VoteInfo &vote : open) {
            run->targets.append({ vote.issueNumber, vote.commentId });
        }
    }
    run->result.votes = int(run->targets.size());
    // Deliver finished() after start() returns, even when there is nothing to poll.
    QMetaObject::invokeMethod(
        run, [run] { run->next(); }, Qt::QueuedConnection);
}

QString VotePoller::progressMessage() const
{
    return tr("Checking the ballots of open votes");
}

void VotePoller::startFollowUp(const QString &repositoryFullName, int issueNumber, Done done)
{
    connect(
        this, &VotePoller::finished, this,
        [done = std::move(done)](const VotePollResult &poll) {
            SyncFollowUp::Outcome outcome;
            outcome.cancelled = poll.outcome == VotePollResult::Outcome::Cancelled;
            if (!outcome.cancelled && !poll.ok()) {
                outcome.errorString = poll.errorString;
            }
            done(outcome);
        },
        Qt::SingleShotConnection);
    start(repositoryFullName, issueNumber);
}

void VotePoller::cancel()
{
    if (!m_run) {
        return;
    }
    Run *run = m_run;
    if (m_client) {
        m_client->cancelRequests(run); // the callback finishes the run as Cancelled
    }
    if (m_run == run && !run->done) {
        run->finish(VotePollResult::Outcome::Cancelled, {});
    }
}

} // namespace acp
