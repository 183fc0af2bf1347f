// Over 600 lines on purpose: what a vote is, read from the cache (opening comment, roster, ballots,
// the recorded decision), in one service the window and the command line share.

#include "core/voting/VoteService.h"

#include "core/domain/Timestamps.h"
#include "core/outbox/OutboxStore.h"
#include "core/review/MarkerBlock.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/SqlValues.h"
#include "core/voting/BallotReasons.h"
#include "core/voting/VotingContext.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>

namespace acp {

namespace {

QString actionUuidOf(const MarkerBlock &block)
{
    static const QRegularExpression uuid(QStringLiteral("^[0-9A-Fa-f-]{8,64}$"));
    const QString value = block.value(QStringLiteral("action")).value_or(QString());
    return uuid.match(value).hasMatch() ? value.toLower() : QString();
}

QString dayText(const QDateTime &when)
{
    return when.isValid() ? when.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))
                          : QString();
}

// The rule from the words of the vote comment: the workbench's own templates and the wording
// co-chairs use by hand. Checked most specific first.
std::optional<CountingRule> ruleFromWords(const QString &body)
{
    const QString text = body.toLower();
    static const QStringList simple = {
        QStringLiteral("outnumber rejections"),   QStringLiteral("outnumber the rejections"),
        QStringLiteral("more than rejections"),   QStringLiteral("more than the rejections"),
        QStringLiteral("exceed rejections"),      QStringLiteral("exceed the rejections"),
        QStringLiteral("toward the quorum only"), QStringLiteral("toward quorum only"),
        QStringLiteral("simple majority"),        QStringLiteral("majority of votes cast"),
    };
    for (const QString &words : simple) {
        if (text.contains(words)) {
            return CountingRule::MajorityOfVotesCast;
        }
    }
    static const QStringList strict = {
        QStringLiteral("strict"),
        QStringLiteral("half of the participating"),
        QStringLiteral("half of participating"),
        QStringLiteral("half of the participants"),
        QStringLiteral("weigh against approval"),
        QStringLiteral("counts against approval"),
    };
    for (const QString &words : strict) {
        if (text.contains(words)) {
            return CountingRule::StrictMajority;
        }
    }
    return std::nullopt;
}

} // namespace

QJsonObject VoteCommentWarning::toJson() const
{
    return QJsonObject {
        { QStringLiteral("kind"),
          kind == Kind::SecondVoteComment ? QStringLiteral("second-vote-comment")
                                          : QStringLiteral("untrusted-vote-comment") },
        { QStringLiteral("comment_id"), commentId },
        { QStringLiteral("author"), author },
        { QStringLiteral("created_at"), timestampJson(createdAt) },
        { QStringLiteral("url"), url.isEmpty() ? QJsonValue() : QJsonValue(url.toString()) },
        { QStringLiteral("text"), text },
    };
}

QString voteSourceId(VoteSource source)
{
    return source == VoteSource::Recorded ? QStringLiteral("recorded") : QStringLiteral("comment");
}

QString VoteInfo::whyNotClosable(const QDate &today) const
{
    if (!earliestClose.isValid() || isPastClosingDate(today)) {
        return {};
    }
    if (today < earliestClose) {
        return VoteService::tr("The vote on #%1 stays open until %2 at least (its minimum wait), "
                               "and closes on %3.")
            .arg(issueNumber)
            .arg(earliestClose.toString(Qt::ISODate), closes.toString(Qt::ISODate));
    }
    if (!tally.isSettled()) {
        return VoteService::tr("The result of the vote on #%1 can still change: %n organization(s) "
                               "have not voted. It closes on %2; record the decision once the "
                               "result is settled or the vote has closed.",
                               nullptr, int(tally.notVoted.size()))
            .arg(issueNumber)
            .arg(closes.toString(Qt::ISODate));
    }
    return {};
}

QJsonObject VoteInfo::toJson() const
{
    QJsonObject object = tally.toJson();
    object.insert(QStringLiteral("issue"), issueNumber);
    object.insert(QStringLiteral("open"), open);
    object.insert(QStringLiteral("source"), voteSourceId(source));
    object.insert(QStringLiteral("comment_id"),
                  commentId > 0 ? QJsonValue(commentId) : QJsonValue());
    object.insert(QStringLiteral("comment_url"),
                  commentUrl.isEmpty() ? QJsonValue() : QJsonValue(commentUrl.toString()));
    object.insert(QStringLiteral("opened_by"),
                  openedBy.isEmpty() ? QJsonValue() : QJsonValue(openedBy));
    object.insert(QStringLiteral("opened_at"), timestampJson(openedAt));
    object.insert(QStringLiteral("closes"),
                  closes.isValid() ? QJsonValue(closes.toString(Qt::ISODate)) : QJsonValue());
    object.insert(QStringLiteral("rule_text"), countingRuleText(rule));
    object.insert(QStringLiteral("roster"), roster.toJson().value(QLatin1String("organizations")));
    object.insert(QStringLiteral("eligibility_rule"),
                  eligibility.isEmpty() ? QJsonValue() : QJsonValue(eligibility));
    if (!rosterError.isEmpty()) {
        object.insert(QStringLiteral("roster_error"), rosterError);
    }
    object.insert(QStringLiteral("frozen"), frozen);
    object.insert(QStringLiteral("frozen_at"), timestampJson(frozenAt));
    object.insert(QStringLiteral("decided_at"), timestampJson(decidedAt));
    QJsonArray warningArray;
    for (const VoteCommentWarning &warning : warnings) {
        warningArray.append(warning.toJson());
    }
    object.insert(QStringLiteral("warnings"), warningArray);
    return object;
}

BallotChoice MyBallot::current() const
{
    return isPending() ? queued->choice : onGitHub;
}

QJsonObject MyBallot::toJson() const
{
    QJsonObject object {
        { QStringLiteral("login"), login.isEmpty() ? QJsonValue() : QJsonValue(login) },
        { QStringLiteral("choice"), ballotChoiceId(current()) },
        { QStringLiteral("on_github"), ballotChoiceId(onGitHub) },
        { QStringLiteral("pending"), isPending() },
        { QStringLiteral("organization"),
          organization.isEmpty() ? QJsonValue() : QJsonValue(organization) },
        { QStringLiteral("role"), ballotRoleId(role) },
    };
    if (queued) {
        object.insert(QStringLiteral("queued"), queued->toJson());
    }
    return object;
}

VoteService::VoteService(Database &database, const LabelScheme &labels, CountingRule defaultRule,
                         const AuthorTrust &trust)
    : m_database(database)
    , m_labels(labels)
    , m_defaultRule(defaultRule)
    , m_trust(trust)
{ }

VoteService VoteService::of(VotingContext &workspace)
{
    return VoteService(workspace.database(), workspace.labelScheme(), CountingRule::StrictMajority,
                       workspace.authorTrust());
}

QString VoteService::demoLogin()
{
    return QStringLiteral("pinecrest-ode");
}

bool VoteService::isVoteComment(const QString &body)
{
    return MarkerBlock::parse(body).has(QStringLiteral("vote"));
}

VoteCommentContent VoteService::parseVoteComment(const QString &body)
{
    VoteCommentContent content;
    const MarkerBlock block = MarkerBlock::parse(body);
    content.actionUuid = actionUuidOf(block);
    // Words are read from the prose only: a date or a rule inside code, a quote or an HTML
    // comment is not the author's statement.
    const QString prose = markdown::proseOnly(block.text(), false);

    static const QRegularExpression closesWords(
        QStringLiteral(
            "(?:open until|closes on|closes|closing date:?)\\s*\\**\\s*(\\d{4}-\\d{2}-\\d{2})"),
        QRegularExpression::CaseInsensitiveOption);
    if (const std::optional<QString> closes = block.value(QStringLiteral("vote-closes"))) {
        content.closes = QDate::fromString(*closes, Qt::ISODate);
    } else {
        const QRegularExpressionMatch match = closesWords.match(prose);
        if (match.hasMatch()) {
            content.closes = QDate::fromString(match.captured(1), Qt::ISODate);
        }
    }

    if (const std::optional<QString> earliest =
            block.value(QStringLiteral("vote-earliest-close"))) {
        content.earliestClose = QDate::fromString(*earliest, Qt::ISODate);
    }

    if (const std::optional<QString> rule = block.value(QStringLiteral("vote-rule"))) {
        content.rule = voteRuleFromId(*rule);
    }
    if (!content.rule) {
        content.rule = ruleFromWords(prose);
    }

    // RosterParser reads tables from the prose only (no HTML comments, code or quotes).
    content.roster = RosterParser::parseMarkdown(block.text());
    if (content.roster.roster) {
        content.roster.roster->source = tr("vote comment");
    }
    return content;
}

VoteCommentChoice VoteService::findVoteComment(const QList<Comment> &comments, const Issue &issue,
                                               const std::optional<VoteRecord> &record,
                                               const AuthorTrust &trust, qint64 postedCommentId)
{
    VoteCommentChoice choice;
    // Positions in the thread (comments come oldest first); a vote recorded but not posted yet
    // sits between the comments before and after the moment it was recorded.
    QList<int> votes; // trusted vote comments
    QList<int> endings; // trusted decision or back-to-review comments
    QList<int> decisions;
    QList<MarkerBlock> blocks;
    for (int i = 0; i < comments.size(); ++i) {
        const Comment &comment = comments.at(i);
        const MarkerBlock block = MarkerBlock::parse(comment.body);
        blocks.append(block);
        if (!trust.isTrusted(comment, issue)) {
            if (block.has(QStringLiteral("vote"))) {
                choice.untrusted.append(comment);
            }
            blocks.last() = MarkerBlock();
            continue;
        }
        if (block.has(QStringLiteral("vote"))) {
            votes.append(i);
        }
        const bool decision = block.has(QStringLiteral("decision"));
        if (decision || block.has(QStringLiteral("back-to-review"))) {
            endings.append(i);
        }
        if (decision) {
            decisions.append(i);
        }
    }

    // The recorded vote's place: its comment, found by id (this workbench linked it, whoever
    // wrote it), else by the start-vote action's marker in a trusted comment.
    double anchor = -1;
    int recorded = -1;
    if (record) {
        const qint64 id = record->commentId > 0 ? record->commentId : postedCommentId;
        for (int i = 0; i < comments.size() && recorded < 0; ++i) {
            if (id > 0 ? comments.at(i).id == id
                       : (!record->actionUuid.isEmpty()
                          && actionUuidOf(blocks.at(i)) == record->actionUuid.toLower())) {
                recorded = i;
            }
        }
        if (recorded >= 0) {
            anchor = recorded;
        } else {
            int before = 0;
            while (before < comments.size() && record->openedAt.isValid()
                   && comments.at(before).createdAt.isValid()
                   && comments.at(before).createdAt <= record->openedAt) {
                ++before;
            }
            anchor = before - 0.5;
        }
    }
    auto lastEndingBefore = [&endings](double position) {
        int found = -1;
        for (int ending : endings) {
            if (ending < position) {
                found = ending;
            }
        }
        return found;
    };
    auto firstEndingAfter = [&endings, &comments](double position) {
        for (int ending : endings) {
            if (ending > position) {
                return ending;
            }
        }
        return int(comments.size());
    };

    const int newest = votes.isEmpty() ? -1 : votes.constLast();
    bool useRecord = record.has_value();
    if (useRecord && newest > firstEndingAfter(anchor)) {
        useRecord = false; // the recorded vote ended, and a new one was opened after it
    }
    double current = -1;
    if (useRecord) {
        current = anchor;
        choice.recorded = true;
        if (recorded >= 0) {
            choice.comment = comments.at(recorded);
        }
    } else if (newest >= 0) {
        const int start = lastEndingBefore(newest);
        for (int vote : std::as_const(votes)) {
            if (vote > start) {
                current = vote;
                choice.comment = comments.at(vote);
                break;
            }
        }
    } else {
        return choice;
    }

    const int start = lastEndingBefore(current);
    const int end = firstEndingAfter(current);
    for (int vote : std::as_const(votes)) {
        if (vote > start && vote < end
            && (!choice.comment || comments.at(vote).id != choice.comment->id)) {
            choice.others.append(comments.at(vote));
        }
    }
    for (int decision : std::as_const(decisions)) {
        if (decision > current) {
            choice.decision = comments.at(decision);
            break;
        }
    }
    return choice;
}

QList<Comment> VoteService::markedComments(int issueNumber, qint64 recordedCommentId) const
{
    // Only comments with a workbench marker (or the recorded one) can be the vote comment;
    // the index of marked comments finds them without reading the bodies of the rest, which
    // keeps the poll that ends every sync cheap on applications with long threads.
    // Kept prepared: asked for each open vote (the Due list, the Dashboard, each sync's poll).
    QList<Comment> comments;
    static const QString statement =
        QStringLiteral("SELECT id, author, body, created_at, updated_at, html_url, author_id, "
                       "author_association FROM comments WHERE issue_number = :issue AND id IN ("
                       "SELECT id FROM comments WHERE issue_number = :issue "
                       "AND instr(body, 'acp-workbench:') > 0 UNION ALL SELECT :recorded) "
                       "ORDER BY created_at, id");
    QSqlQuery *kept = m_database.keptStatement(statement, &m_error);
    if (!kept) {
        return comments;
    }
    QSqlQuery &query = *kept;
    const auto finished = qScopeGuard([&query] { query.finish(); });
    query.bindValue(QStringLiteral(":issue"), issueNumber);
    query.bindValue(QStringLiteral(":recorded"), recordedCommentId);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return comments;
    }
    while (query.next()) {
        Comment comment;
        comment.id = query.value(0).toLongLong();
        comment.issueNumber = issueNumber;
        comment.author = query.value(1).toString();
        comment.body = query.value(2).toString();
        comment.createdAt = sql::toDateTime(query.value(3));
        comment.updatedAt = sql::toDateTime(query.value(4));
        comment.htmlUrl = query.value(5).toString();
        comment.authorId = query.value(6).toLongLong();
        comment.authorAssociation = query.value(7).toString();
        comments.append(comment);
    }
    return comments;
}

std::optional<VoteInfo> VoteService::voteFor(const Issue &issue, bool useFrozen) const
{
    IssueCache cache(m_database);
    VoteStore store(m_database);
    std::optional<VoteRecord> record = store.latestVote(issue.number);
    // The record's start-vote action: the comment it posted, and whether it was cancelled
    // before it was posted (then nothing was opened, and the record does not count).
    qint64 postedCommentId = 0;
    if (record && !record->actionUuid.isEmpty()) {
        const std::optional<OutboxAction> action =
            OutboxStore(m_database).actionByUuid(record->actionUuid);
        if (action) {
            postedCommentId = action->commentId();
            if (record->commentId <= 0 && postedCommentId <= 0
                && action->state == ActionState::Cancelled) {
                record.reset();
            }
        }
    }
    const QList<Comment> comments =
        markedComments(issue.number, record ? std::max(record->commentId, postedCommentId) : 0);
    const VoteCommentChoice choice =
        findVoteComment(comments, issue, record, m_trust, postedCommentId);
    const std::optional<Comment> &comment = choice.comment;
    if (!choice.recorded && !comment) {
        return std::nullopt;
    }

    VoteInfo info;
    info.issueNumber = issue.number;
    info.open = !issue.deleted && issue.state == QLatin1String("open")
        && m_labels.stateOf(issue.labels, issue.state) == ReviewState::Voting;

    if (choice.recorded) {
        info.source = VoteSource::Recorded;
        info.roster = record->roster;
        info.rule = record->rule;
        info.eligibility = record->eligibility;
        info.closes = record->closes;
        info.openedAt = record->openedAt;
        if (comment) {
            // Only the marker: the recorded vote has its roster, so the table is not parsed.
            info.earliestClose = QDate::fromString(MarkerBlock::parse(comment->body)
                                                       .value(QStringLiteral("vote-earliest-close"))
                                                       .value_or(QString()),
                                                   Qt::ISODate);
        }
        if (comment && record->commentId != comment->id) {
            store.setVoteComment(record->id, comment->id); // survives edits of the marker
        }
    } else {
        info.source = VoteSource::Comment;
        const VoteCommentContent content = parseVoteComment(comment->body);
        info.rule = content.rule.value_or(m_defaultRule);
        info.closes = content.closes;
        info.earliestClose = content.earliestClose;
        info.openedAt = comment->createdAt;
        if (content.roster.roster) {
            info.roster = *content.roster.roster;
            // The ids this workbench's own roster knows for the same logins.
            const Roster known = store.currentRoster();
            info.roster.fillAccountIds([&known](const QString &login) -> qint64 {
                const RosterOrganization *organization = known.organizationOf(login);
                return organization ? organization->accountIdOf(login) : 0;
            });
        } else {
            info.rosterError = tr("The roster in the vote comment could not be read: %1")
                                   .arg(content.roster.error);
        }
    }
    // Logins whose account is not stored yet: the account the cache saw first with them.
    info.roster.fillAccountIds([&cache](const QString &login) { return cache.firstUserId(login); });
    if (comment) {
        info.commentId = comment->id;
        info.commentUrl = QUrl(comment->htmlUrl);
        info.openedBy = comment->author;
        info.reactions = cache.reactions(ReactionSubject::Comment, comment->id);
    }
    if (choice.decision) {
        info.decidedAt = choice.decision->createdAt;
    }

    const QString used = comment
        ? tr("the one by @%1 of %2").arg(comment->author, dayText(comment->createdAt))
        : tr("the one this workbench queued");
    for (const Comment &other : choice.others) {
        VoteCommentWarning warning;
        warning.kind = VoteCommentWarning::Kind::SecondVoteComment;
        warning.commentId = other.id;
        warning.author = other.author;
        warning.createdAt = other.createdAt;
        warning.url = QUrl(other.htmlUrl);
        warning.text = choice.recorded
            ? tr("Two vote comments: the vote counts on %1, recorded when the vote opened; the "
                 "one by @%2 of %3 is not used, as a recorded vote is never replaced.")
                  .arg(used, other.author, dayText(other.createdAt))
            : tr("Two vote comments: the vote counts on %1, the first of this vote; the one by "
                 "@%2 of %3 is not used.")
                  .arg(used, other.author, dayText(other.createdAt));
        info.warnings.append(warning);
    }
    for (const Comment &forged : choice.untrusted) {
        VoteCommentWarning warning;
        warning.kind = VoteCommentWarning::Kind::UntrustedVoteComment;
        warning.commentId = forged.id;
        warning.author = forged.author;
        warning.createdAt = forged.createdAt;
        warning.url = QUrl(forged.htmlUrl);
        warning.text = tr("The comment by @%1 of %2 carries a vote marker and is ignored: %3")
                           .arg(forged.author, dayText(forged.createdAt),
                                m_trust.whyNotTrusted(forged, issue));
        info.warnings.append(warning);
    }

    // A decision queued here froze the tally, unless that decision was cancelled unsent.
    if (useFrozen && choice.recorded && record->frozenTally) {
        const std::optional<OutboxAction> decision = record->decisionUuid.isEmpty()
            ? std::nullopt
            : OutboxStore(m_database).actionByUuid(record->decisionUuid);
        if (!decision || decision->state != ActionState::Cancelled) {
            info.tally = *record->frozenTally;
            info.frozen = true;
            info.frozenAt = record->frozenAt;
            return info;
        }
    }
    TallyOptions options;
    options.closes = info.closes;
    options.decidedAt = info.decidedAt;
    info.tally = tallyVote(info.roster, info.reactions, info.rule, options);
    BallotReasons::attach(info.tally, info.roster,
                          BallotReasons::collect(comments, info.commentId));
    return info;
}

std::optional<VoteInfo> VoteService::vote(int issueNumber) const
{
    const std::optional<Issue> issue = IssueCache(m_database).issue(issueNumber);
    if (!issue) {
        return std::nullopt;
    }
    return voteFor(*issue);
}

QString VoteService::openVoteCandidatesStatement(qsizetype labelCount, bool postedOnly)
{
    QStringList placeholders;
    for (qsizetype i = 0; i < labelCount; ++i)
        placeholders << QStringLiteral("?");
    QString sql =
        QStringLiteral("SELECT DISTINCT i.number FROM issues i JOIN issue_labels l ON "
                       "l.issue_number = i.number "
                       "WHERE i.deleted = 0 AND i.state = 'open' AND l.name COLLATE NOCASE IN (%1)")
            .arg(placeholders.join(QLatin1Char(',')));
    if (postedOnly) {
        // Led by the few marked comments (their partial index), not by every issue: asking each
        // of 5,000 issues for a marked comment was most of a no-change sync's poll.
        sql += QStringLiteral(" AND i.number IN (SELECT c.issue_number FROM comments c "
                              "WHERE instr(c.body, 'acp-workbench:') > 0)");
    }
    return sql + QStringLiteral(" ORDER BY i.number");
}

QList<VoteInfo> VoteService::collectOpenVotes(bool postedOnly) const
{
    QList<VoteInfo> votes;
    // Only open issues with the voting label can be in voting: ask SQLite for those (and, for
    // the poll, only those with a vote comment or a recorded vote), then let the label scheme
    // decide (a decision label wins over voting).
    const QStringList votingLabels = m_labels.labelsFor(ReviewState::Voting);
    const QString sql = openVoteCandidatesStatement(votingLabels.size(), postedOnly);
    QList<int> candidates;
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    query.prepare(sql);
    for (const QString &label : votingLabels)
        query.addBindValue(label);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return votes;
    }
    while (query.next()) {
        candidates.append(query.value(0).toInt());
    }
    IssueCache cache(m_database);
    for (int number : std::as_const(candidates)) {
        const std::optional<Issue> found = cache.issue(number);
        if (!found || m_labels.stateOf(found->labels, found->state) != ReviewState::Voting) {
            continue;
        }
        const Issue &issue = *found;
        std::optional<VoteInfo> info = voteFor(issue);
        if (postedOnly) {
            if (info && info->isPosted()) {
                votes.append(*info);
            }
            continue;
        }
        if (!info) {
            // Labelled voting without a vote comment the workbench can find.
            info = VoteInfo();
            info->issueNumber = issue.number;
            info->open = true;
            info->rule = m_defaultRule;
            info->rosterError = tr("No vote comment with the workbench's vote marker was found.");
            info->tally = tallyVote({}, {}, m_defaultRule);
        }
        votes.append(*info);
    }
    return votes;
}

QList<VoteInfo> VoteService::openVotes() const
{
    return collectOpenVotes(false);
}

QList<VoteInfo> VoteService::postedOpenVotes() const
{
    return collectOpenVotes(true);
}

QList<qint64> VoteService::openVoteComments() const
{
    QList<qint64> ids;
    const QList<VoteInfo> votes = postedOpenVotes();
    for (const VoteInfo &vote : votes) {
        ids.append(vote.commentId);
    }
    return ids;
}

MyBallot VoteService::myBallot(const VoteInfo &vote, const QString &login) const
{
    MyBallot mine;
    mine.login = login;
    if (!login.isEmpty()) {
        const Ballot ballot = ballotOf(login, vote.reactions);
        mine.onGitHub = ballot.choice;
        mine.castAt = ballot.at;
        if (const RosterOrganization *organization = vote.roster.organizationOf(login)) {
            mine.organization = organization->name;
            mine.role = organization->isRepresentative(login) ? BallotRole::Representative
                                                              : BallotRole::Alternate;
        }
    }
    const std::optional<QueuedBallot> latest = VoteStore(m_database).latestBallot(vote.issueNumber);
    if (latest && latest->commentId == vote.commentId && latest->state != BallotState::Sent) {
        mine.queued = latest;
    }
    return mine;
}

VoteService::CastResult VoteService::castBallot(int issueNumber, BallotChoice choice,
                                                const QString &reason, bool reasonRequired) const
{
    CastResult result;
    if (reactionContentFor(choice).isEmpty()) {
        result.error = tr("A ballot is approve, reject or abstain.");
        return result;
    }
    result.error = BallotReasons::whyNotAcceptable(reason, reasonRequired);
    if (!result.error.isEmpty()) {
        return result;
    }
    const std::optional<VoteInfo> info = vote(issueNumber);
    if (!info) {
        result.error = tr("There is no vote on #%1.").arg(issueNumber);
        return result;
    }
    if (!info->open) {
        result.error = tr("The vote on #%1 is not open.").arg(issueNumber);
        return result;
    }
    if (!info->isPosted()) {
        result.error = tr("The vote comment of #%1 is not on GitHub yet (or not synced); "
                          "sync once it has been posted.")
                           .arg(issueNumber);
        return result;
    }
    VoteStore store(m_database);
    result.ballot = store.queueBallot(issueNumber, info->commentId, choice, reason);
    if (!result.ballot) {
        result.error = tr("The ballot could not be saved: %1").arg(store.errorString());
    }
    return result;
}

std::optional<VoteRecord> VoteService::recordVoteOpened(int issueNumber, const Roster &roster,
                                                        CountingRule rule, const QDate &closes,
                                                        const QString &actionUuid,
                                                        const QJsonObject &eligibility) const
{
    VoteRecord record;
    record.eligibility = eligibility;
    record.issueNumber = issueNumber;
    record.actionUuid = actionUuid;
    record.rule = rule;
    record.closes = closes;
    record.rosterVersion = roster.version;
    record.roster = roster;
    // The account ids behind the logins, as far as they are known when the vote opens.
    VoteStore store(m_database);
    const Roster known = store.currentRoster();
    record.roster.fillAccountIds([&known](const QString &login) -> qint64 {
        const RosterOrganization *organization = known.organizationOf(login);
        return organization ? organization->accountIdOf(login) : 0;
    });
    const IssueCache cache(m_database);
    record.roster.fillAccountIds(
        [&cache](const QString &login) { return cache.firstUserId(login); });
    const std::optional<VoteRecord> stored = store.recordVote(record);
    if (!stored) {
        m_error = store.errorString();
    }
    return stored;
}

QList<VoteRosterEntry>
VoteService::voteRosterEntries(const Roster &roster, const EligibilityRule &rule, const QDate &asOf)
{
    QList<VoteRosterEntry> entries;
    for (const RosterOrganization &organization : roster.organizations) {
        const EligibilityRule::Verdict verdict = rule.verdict(organization, roster, asOf);
        entries.append({ organization.name, organization.representative, organization.alternate,
                         verdict.eligible, verdict.eligible ? QString() : verdict.reason });
    }
    return entries;
}

std::optional<VoteRecord> VoteService::recordStartVote(const OutboxAction &action,
                                                       const Roster &source) const
{
    if (action.kind != ActionKind::StartVote) {
        m_error = tr("Only a start-vote action opens a vote.");
        return std::nullopt;
    }
    const QJsonObject details = action.details();
    Roster roster;
    const QJsonArray entries = details.value(QLatin1String("roster")).toArray();
    for (const QJsonValue &value : entries) {
        const QJsonObject entry = value.toObject();
        RosterOrganization organization;
        organization.name = entry.value(QLatin1String("organization")).toString();
        organization.representative = entry.value(QLatin1String("representative")).toString();
        organization.alternate = entry.value(QLatin1String("alternate")).toString();
        organization.status = entry.value(QLatin1String("eligible")).toBool(true)
            ? OrganizationStatus::Eligible
            : OrganizationStatus::Suspended;
        if (const RosterOrganization *known = source.organization(organization.name)) {
            organization.note = known->note;
            organization.tacSeat = known->tacSeat;
            organization.lastActive = known->lastActive;
            organization.attended = known->attended;
            if (known->isRepresentative(organization.representative)) {
                organization.representativeId = known->representativeId;
            }
            if (known->isAlternate(organization.alternate)) {
                organization.alternateId = known->alternateId;
            }
        }
        roster.organizations.append(organization);
    }
    roster.meetings = source.meetings;
    if (roster == source) {
        roster.version = source.version;
    }
    const CountingRule rule =
        voteRuleFromId(details.value(QLatin1String("rule")).toString()).value_or(m_defaultRule);
    const QDate closes =
        QDate::fromString(details.value(QLatin1String("closes")).toString(), Qt::ISODate);
    return recordVoteOpened(action.issueNumber, roster, rule, closes, action.uuid,
                            details.value(QLatin1String("eligibility")).toObject());
}

std::optional<VoteTally> VoteService::freezeForDecision(int issueNumber,
                                                        const QString &decisionUuid) const
{
    const std::optional<Issue> issue = IssueCache(m_database).issue(issueNumber);
    const std::optional<VoteInfo> info = issue ? voteFor(*issue, false) : std::nullopt;
    if (!info) {
        m_error = tr("There is no vote on #%1.").arg(issueNumber);
        return std::nullopt;
    }
    VoteStore store(m_database);
    std::optional<VoteRecord> record = store.latestVote(issueNumber);
    if (info->source != VoteSource::Recorded || !record) {
        // Opened elsewhere: record it as it is read now, so that no later comment replaces it.
        VoteRecord adopted;
        adopted.issueNumber = issueNumber;
        adopted.commentId = info->commentId;
        adopted.rule = info->rule;
        adopted.closes = info->closes;
        adopted.roster = info->roster;
        adopted.openedAt = info->openedAt;
        if (const std::optional<Comment> comment =
                IssueCache(m_database).comment(info->commentId)) {
            adopted.actionUuid = actionUuidOf(MarkerBlock::parse(comment->body));
        }
        record = store.recordVote(adopted);
        if (!record) {
            m_error = store.errorString();
            return std::nullopt;
        }
    }
    if (!store.freezeTally(record->id, info->tally, decisionUuid)) {
        m_error = store.errorString();
        return std::nullopt;
    }
    return info->tally;
}

bool VoteService::rememberAccountIds(int issueNumber) const
{
    VoteStore store(m_database);
    std::optional<VoteRecord> record = store.latestVote(issueNumber);
    if (!record) {
        // A vote opened elsewhere has no record to keep them in; the roster of record keeps
        // those of its logins (the vote reads them from there, VoteService::voteFor).
        const std::optional<VoteInfo> info = vote(issueNumber);
        if (info && !store.rememberAccountIds(info->roster)) {
            m_error = store.errorString();
            return false;
        }
        return true;
    }
    const IssueCache cache(m_database);
    if (!record->roster.fillAccountIds(
            [&cache](const QString &login) { return cache.firstUserId(login); })) {
        return true;
    }
    if (!store.updateVoteRoster(record->id, record->roster)
        || !store.rememberAccountIds(record->roster)) {
        m_error = store.errorString();
        return false;
    }
    return true;
}

bool VoteService::applyBallotToCache(qint64 commentId, const QString &login, BallotChoice choice,
                                     qint64 reactionId, const QDateTime &at) const
{
    IssueCache cache(m_database);
    const QString content = reactionContentFor(choice);
    QList<Reaction> reactions;
    bool present = false;
    const QList<Reaction> cached = cache.reactions(ReactionSubject::Comment, commentId);
    for (const Reaction &reaction : cached) {
        const bool mine = reaction.user.compare(login, Qt::CaseInsensitive) == 0;
        if (mine && ballotChoiceFromReaction(reaction.content)) {
            if (reaction.content != content) {
                continue; // the previous ballot, removed
            }
            present = true;
        }
        reactions.append(reaction);
    }
    if (!present && !content.isEmpty()) {
        Reaction added;
        added.id = reactionId != 0 ? reactionId : -QDateTime::currentMSecsSinceEpoch();
        added.user = login;
        added.content = content;
        added.createdAt = at.isValid() ? at : QDateTime::currentDateTimeUtc();
        reactions.append(added);
    }
    Transaction transaction(m_database.connection());
    if (!cache.replaceReactions(ReactionSubject::Comment, commentId, reactions)
        || !transaction.commit()) {
        m_error = cache.errorString();
        return false;
    }
    return true;
}

} // namespace acp
