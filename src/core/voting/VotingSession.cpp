#include "core/voting/VotingSession.h"

#include "core/github/GitHubClient.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/voting/BallotReasons.h"
#include "core/voting/VotingContext.h"

#include <QSettings>

#include <algorithm>

namespace acp {

VotingSession::VotingSession(VotingContext &workspace, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
{ }

void VotingSession::takeBaseline()
{
    if (!m_signatures) {
        m_signatures = signatures();
    }
}

QHash<int, QString> VotingSession::signatures() const
{
    QHash<int, QString> result;
    const QList<VoteInfo> open = votes().postedOpenVotes();
    for (const VoteInfo &vote : open) {
        QStringList keys;
        for (const Reaction &reaction : vote.reactions) {
            keys.append(QString::number(reaction.id) + QLatin1Char(':') + reaction.user
                        + QLatin1Char(':') + reaction.content);
        }
        keys.sort();
        result.insert(vote.issueNumber,
                      QString::number(vote.commentId) + QLatin1Char('|')
                          + keys.join(QLatin1Char(',')));
    }
    return result;
}

void VotingSession::noticeChanges()
{
    const QHash<int, QString> now = signatures();
    if (!m_signatures) {
        m_signatures = now;
        return;
    }
    QList<int> changed;
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        if (m_signatures->value(it.key()) != it.value()) {
            changed.append(it.key());
        }
    }
    for (auto it = m_signatures->cbegin(); it != m_signatures->cend(); ++it) {
        if (!now.contains(it.key())) {
            changed.append(it.key()); // closed (decided or withdrawn)
        }
    }
    m_signatures = now;
    if (!changed.isEmpty()) {
        std::sort(changed.begin(), changed.end());
        emit votesChanged(changed);
    }
}

VotingSession::~VotingSession() = default;

QList<QueuedBallot> VotingSession::pendingBallots() const
{
    return VoteStore(m_workspace.database()).pendingBallots();
}

bool VotingSession::cancelBallot(qint64 id, QString *error)
{
    VoteStore store(m_workspace.database());
    const std::optional<QueuedBallot> found = store.ballot(id);
    if (!found || !store.cancelBallot(id)) {
        if (error) {
            *error = found && found->state == BallotState::Sending
                ? tr("The ballot on #%1 is being sent and cannot be cancelled now.")
                      .arg(found->issueNumber)
                : (found ? tr("The ballot on #%1 is no longer waiting.").arg(found->issueNumber)
                         : store.errorString());
        }
        return false;
    }
    if (const std::optional<QueuedBallot> cancelled = store.ballot(id)) {
        emit ballotChanged(*cancelled);
    }
    return true;
}

VoteService VotingSession::votes() const
{
    return VoteService::of(m_workspace);
}

bool VotingSession::canSend() const
{
    return !m_workspace.isDemo() && m_workspace.client() && !m_workspace.token().isEmpty();
}

QString VotingSession::login() const
{
    if (m_workspace.isDemo()) {
        return VoteService::demoLogin();
    }
    if (!m_login.isEmpty()) {
        return m_login;
    }
    if (!canSend()) {
        return {};
    }
    return VoteStore(m_workspace.database())
        .cachedLogin(SignedInUser::apiKey(*m_workspace.client()), m_workspace.token());
}

void VotingSession::refreshLogin()
{
    if (!canSend() || m_user) {
        return;
    }
    m_user =
        new SignedInUser(m_workspace.database(), *m_workspace.client(), m_workspace.token(), this);
    connect(m_user, &SignedInUser::finished, this,
            [this](const QString &login, const QString &error) {
                m_user->deleteLater();
                if (login.isEmpty()) {
                    emit message(error);
                    return;
                }
                if (login != m_login) {
                    m_login = login;
                    emit loginChanged(login);
                }
            });
    m_user->fetch(true);
}

VoteService::CastResult VotingSession::cast(int issueNumber, BallotChoice choice,
                                            const QString &reason)
{
    takeBaseline(); // a ballot changes the vote: compare with the vote before it
    const VoteService service = votes();
    VoteService::CastResult result =
        service.castBallot(issueNumber, choice, reason, BallotReasons::isRequired(QSettings()));
    if (!result.ok()) {
        return result;
    }
    emit ballotChanged(*result.ballot);
    if (m_workspace.isDemo()) {
        // Nothing is sent from the demo workspace: the ballot lands in its local copy.
        QueuedBallot ballot = *result.ballot;
        ballot.login = VoteService::demoLogin();
        ballot.state = BallotState::Sent;
        if (!service.applyBallotToCache(ballot.commentId, ballot.login, ballot.choice, 0, {})
            || !applyDemoReason(ballot)
            || !VoteStore(m_workspace.database()).saveBallot(ballot, { BallotState::Queued })) {
            result.error = tr("The ballot could not be saved: %1").arg(service.errorString());
            result.ballot.reset();
            return result;
        }
        result.ballot = ballot;
        emit ballotChanged(ballot);
        noticeChanges();
        return result;
    }
    sendPending();
    return result;
}

bool VotingSession::applyDemoReason(QueuedBallot &ballot)
{
    if (ballot.reason.isEmpty()) {
        return true;
    }
    const std::optional<VoteInfo> vote = votes().vote(ballot.issueNumber);
    Comment comment;
    comment.id = -QDateTime::currentMSecsSinceEpoch(); // local only, like its reaction
    comment.issueNumber = ballot.issueNumber;
    comment.author = ballot.login;
    comment.body = BallotReasons::commentBody(ballot.commentId, vote ? vote->commentUrl : QUrl(),
                                              ballot.choice, ballot.reason, ballot.reasonUuid);
    comment.createdAt = QDateTime::currentDateTimeUtc();
    comment.updatedAt = comment.createdAt;
    IssueCache cache(m_workspace.database());
    Transaction transaction(m_workspace.database().connection());
    if (!cache.upsertComment(comment) || !transaction.commit()) {
        return false;
    }
    ballot.reasonCommentId = comment.id;
    return true;
}

bool VotingSession::isSending() const
{
    return m_sender && m_sender->isRunning();
}

bool VotingSession::sendPending()
{
    if (!canSend()) {
        return false;
    }
    takeBaseline(); // a ballot sent changes the vote: compare with the vote before it
    if (isSending()) {
        m_sendAgain = true; // a ballot queued during a send goes right after it
        return true;
    }
    if (!m_sender) {
        m_sender = new BallotSender(m_workspace.database(), *m_workspace.client(),
                                    m_workspace.repository(), m_workspace.token(),
                                    m_workspace.labelScheme(), this);
        connect(m_sender, &BallotSender::ballotChanged, this, [this](const QueuedBallot &ballot) {
            emit ballotChanged(ballot);
            if (ballot.state == BallotState::Sent) {
                noticeChanges();
            }
        });
        connect(m_sender, &BallotSender::finished, this, [this](const BallotSendSummary &summary) {
            if (!summary.login.isEmpty() && summary.login != m_login) {
                m_login = summary.login;
                emit loginChanged(m_login);
            }
            emit sendFinished(summary);
            if (m_sendAgain && !summary.cancelled && summary.errorString.isEmpty()) {
                m_sendAgain = false;
                sendPending();
            }
            m_sendAgain = false;
        });
    }
    m_sender->setRepository(m_workspace.repository());
    m_sender->setAuthorTrust(m_workspace.authorTrust());
    m_sender->send();
    return true;
}

void VotingSession::cancelSending()
{
    m_sendAgain = false;
    if (m_sender) {
        m_sender->cancel();
    }
}

} // namespace acp
