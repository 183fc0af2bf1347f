#include "voting/VoteService.h"

#include "store/Database.h"
#include "store/IssueCache.h"
#include "store/SqlValues.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace acp {

namespace {

QJsonValue timestampJson(const QDateTime &when)
{
    return when.isValid() ? QJsonValue(when.toUTC().toString(Qt::ISODate)) : QJsonValue();
}

QString actionMarkerUuid(const QString &body)
{
    static const QRegularExpression marker(
        QStringLiteral("<!--\\s*acp-workbench:action=([0-9A-Fa-f-]{8,64})\\s*-->"));
    const QRegularExpressionMatch match = marker.match(body);
    return match.hasMatch() ? match.captured(1).toLower() : QString();
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

QString voteSourceId(VoteSource source)
{
    return source == VoteSource::Recorded ? QStringLiteral("recorded") : QStringLiteral("comment");
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
    if (!rosterError.isEmpty()) {
        object.insert(QStringLiteral("roster_error"), rosterError);
    }
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

VoteService::VoteService(Database &database, const LabelScheme &labels, CountingRule defaultRule)
    : m_database(database)
    , m_labels(labels)
    , m_defaultRule(defaultRule)
{ }

QString VoteService::demoLogin()
{
    return QStringLiteral("pinecrest-ode");
}

bool VoteService::isVoteComment(const QString &body)
{
    static const QRegularExpression marker(QStringLiteral("<!--\\s*acp-workbench:vote\\s*-->"));
    return marker.match(body).hasMatch();
}

VoteCommentContent VoteService::parseVoteComment(const QString &body)
{
    VoteCommentContent content;
    content.actionUuid = actionMarkerUuid(body);

    static const QRegularExpression closesMarker(
        QStringLiteral("<!--\\s*acp-workbench:vote-closes=(\\d{4}-\\d{2}-\\d{2})\\s*-->"));
    static const QRegularExpression closesWords(
        QStringLiteral(
            "(?:open until|closes on|closes|closing date:?)\\s*\\**\\s*(\\d{4}-\\d{2}-\\d{2})"),
        QRegularExpression::CaseInsensitiveOption);
    QRegularExpressionMatch match = closesMarker.match(body);
    if (!match.hasMatch()) {
        match = closesWords.match(body);
    }
    if (match.hasMatch()) {
        content.closes = QDate::fromString(match.captured(1), Qt::ISODate);
    }

    static const QRegularExpression ruleMarker(
        QStringLiteral("<!--\\s*acp-workbench:vote-rule=([A-Za-z-]+)\\s*-->"));
    match = ruleMarker.match(body);
    if (match.hasMatch()) {
        content.rule = voteRuleFromId(match.captured(1));
    }
    if (!content.rule) {
        content.rule = ruleFromWords(body);
    }

    content.roster = RosterParser::parseMarkdown(body);
    if (content.roster.roster) {
        content.roster.roster->source = tr("vote comment");
    }
    return content;
}

std::optional<Comment> VoteService::findVoteComment(const QList<Comment> &comments,
                                                    const Issue &issue,
                                                    const std::optional<VoteRecord> &record)
{
    // The recorded comment: by id once known, else by the start-vote action's marker (it
    // stays the vote comment even if an edit dropped the vote marker).
    std::optional<Comment> recorded;
    if (record) {
        for (const Comment &comment : comments) {
            if ((record->commentId > 0 && comment.id == record->commentId)
                || (record->commentId <= 0 && !record->actionUuid.isEmpty()
                    && actionMarkerUuid(comment.body) == record->actionUuid.toLower())) {
                recorded = comment;
                break;
            }
        }
    }
    // The newest marked comment not written by the applicant (comments come oldest first).
    std::optional<Comment> newest;
    for (auto it = comments.crbegin(); it != comments.crend(); ++it) {
        if (isVoteComment(it->body) && it->author.compare(issue.author, Qt::CaseInsensitive) != 0) {
            newest = *it;
            break;
        }
    }
    if (!record) {
        return newest;
    }
    auto isNewer = [](const Comment &a, const Comment &b) {
        if (a.createdAt.isValid() && b.createdAt.isValid() && a.createdAt != b.createdAt) {
            return a.createdAt > b.createdAt;
        }
        return a.id > b.id;
    };
    if (recorded) {
        // A vote opened elsewhere after this one replaces it.
        return newest && newest->id != recorded->id && isNewer(*newest, *recorded) ? newest
                                                                                   : recorded;
    }
    // Recorded but not posted yet: only a vote comment opened after the record replaces it.
    if (newest && record->openedAt.isValid() && newest->createdAt.isValid()
        && newest->createdAt >= record->openedAt) {
        return newest;
    }
    return std::nullopt;
}

QList<Comment> VoteService::markedComments(int issueNumber, qint64 recordedCommentId) const
{
    // Only comments with a workbench marker (or the recorded one) can be the vote comment;
    // SQLite skips the rest without handing their bodies over, which keeps the poll that ends
    // every sync cheap on applications with long threads.
    QList<Comment> comments;
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT id, author, body, created_at, updated_at, html_url FROM comments "
                       "WHERE issue_number = ? AND (instr(body, 'acp-workbench:') > 0 OR id = ?) "
                       "ORDER BY created_at, id"));
    query.addBindValue(issueNumber);
    query.addBindValue(recordedCommentId);
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
        comment.htmlUrl = QUrl(query.value(5).toString());
        comments.append(comment);
    }
    return comments;
}

std::optional<VoteInfo> VoteService::voteFor(const Issue &issue) const
{
    IssueCache cache(m_database);
    VoteStore store(m_database);
    const std::optional<VoteRecord> record = store.latestVote(issue.number);
    const QList<Comment> comments = markedComments(issue.number, record ? record->commentId : 0);
    const std::optional<Comment> comment = findVoteComment(comments, issue, record);
    if (!record && !comment) {
        return std::nullopt;
    }

    VoteInfo info;
    info.issueNumber = issue.number;
    info.open = !issue.deleted && issue.state == QLatin1String("open")
        && m_labels.stateOf(issue.labels, issue.state) == ReviewState::Voting;

    const bool commentIsRecorded = record && comment
        && (comment->id == record->commentId
            || (!record->actionUuid.isEmpty()
                && actionMarkerUuid(comment->body) == record->actionUuid.toLower()));
    if (record && (!comment || commentIsRecorded)) {
        info.source = VoteSource::Recorded;
        info.roster = record->roster;
        info.rule = record->rule;
        info.closes = record->closes;
        info.openedAt = record->openedAt;
        if (comment && record->commentId != comment->id) {
            store.setVoteComment(record->id, comment->id); // survives edits of the marker
        }
    } else {
        info.source = VoteSource::Comment;
        const VoteCommentContent content = parseVoteComment(comment->body);
        info.rule = content.rule.value_or(m_defaultRule);
        info.closes = content.closes;
        info.openedAt = comment->createdAt;
        if (content.roster.roster) {
            info.roster = *content.roster.roster;
        } else {
            info.rosterError = tr("The roster in the vote comment could not be read: %1")
                                   .arg(content.roster.error);
        }
    }
    if (comment) {
        info.commentId = comment->id;
        info.commentUrl = comment->htmlUrl;
        info.openedBy = comment->author;
        info.reactions = cache.reactions(ReactionSubject::Comment, comment->id);
    }
    info.tally = tallyVote(info.roster, info.reactions, info.rule);
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

QList<VoteInfo> VoteService::collectOpenVotes(bool postedOnly) const
{
    QList<VoteInfo> votes;
    // Only open issues with the voting label can be in voting: ask SQLite for those (and, for
    // the poll, only those with a vote comment or a recorded vote), then let the label scheme
    // decide (a decision label wins over voting).
    QString sql = QStringLiteral(
        "SELECT DISTINCT i.number FROM issues i JOIN issue_labels l ON l.issue_number = i.number "
        "WHERE i.deleted = 0 AND i.state = 'open' AND l.name = ? COLLATE NOCASE");
    if (postedOnly) {
        sql +=
            QStringLiteral(" AND EXISTS (SELECT 1 FROM comments c WHERE c.issue_number = i.number "
                           "AND instr(c.body, 'acp-workbench:') > 0)");
    }
    sql += QStringLiteral(" ORDER BY i.number");
    QList<int> candidates;
    QSqlQuery query(m_database.connection());
    query.setForwardOnly(true);
    query.prepare(sql);
    query.addBindValue(m_labels.labelFor(ReviewState::Voting));
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

VoteService::CastResult VoteService::castBallot(int issueNumber, BallotChoice choice) const
{
    CastResult result;
    if (reactionContentFor(choice).isEmpty()) {
        result.error = tr("A ballot is approve, reject or abstain.");
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
    result.ballot = store.queueBallot(issueNumber, info->commentId, choice);
    if (!result.ballot) {
        result.error = tr("The ballot could not be saved: %1").arg(store.errorString());
    }
    return result;
}

std::optional<VoteRecord> VoteService::recordVoteOpened(int issueNumber, const Roster &roster,
                                                        CountingRule rule, const QDate &closes,
                                                        const QString &actionUuid) const
{
    VoteRecord record;
    record.issueNumber = issueNumber;
    record.actionUuid = actionUuid;
    record.rule = rule;
    record.closes = closes;
    record.rosterVersion = roster.version;
    record.roster = roster;
    VoteStore store(m_database);
    const std::optional<VoteRecord> stored = store.recordVote(record);
    if (!stored) {
        m_error = store.errorString();
    }
    return stored;
}

QList<VoteRosterEntry> VoteService::voteRosterEntries(const Roster &roster)
{
    QList<VoteRosterEntry> entries;
    for (const RosterOrganization &organization : roster.organizations) {
        entries.append({ organization.name, organization.representative, organization.alternate,
                         organization.isEligible() });
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
        }
        roster.organizations.append(organization);
    }
    if (roster == source) {
        roster.version = source.version;
    }
    const CountingRule rule =
        voteRuleFromId(details.value(QLatin1String("rule")).toString()).value_or(m_defaultRule);
    const QDate closes =
        QDate::fromString(details.value(QLatin1String("closes")).toString(), Qt::ISODate);
    return recordVoteOpened(action.issueNumber, roster, rule, closes, action.uuid);
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
