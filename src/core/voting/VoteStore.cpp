// Over 600 lines on purpose: every SQL statement on the voting tables (rosters, votes, logins,
// ballots) in one place, next to the schema they share.

#include "core/voting/VoteStore.h"

#include "core/domain/Timestamps.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/SqlValues.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>

#include <tuple>

namespace acp {

namespace {

QVariant dateValue(const QDate &date)
{
    return date.isValid() ? QVariant(date.toString(Qt::ISODate))
                          : QVariant(QMetaType::fromType<QString>());
}

// A date list as the roster tables keep it: a JSON array of ISO dates.
QString datesText(const QList<QDate> &dates)
{
    QJsonArray array;
    for (const QDate &date : dates) {
        array.append(date.toString(Qt::ISODate));
    }
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QList<QDate> datesOf(const QVariant &value)
{
    QList<QDate> dates;
    for (const QJsonValue &item : QJsonDocument::fromJson(value.toString().toUtf8()).array()) {
        const QDate date = QDate::fromString(item.toString(), Qt::ISODate);
        if (date.isValid()) {
            dates.append(date);
        }
    }
    return dates;
}

const char *const kBallotColumns =
    "id, issue_number, comment_id, choice, login, state, attempts, last_error, reaction_id, "
    "created_at, updated_at, reason, reason_uuid, reason_attempted_at, reason_comment_id";

} // namespace

QString ballotStateId(BallotState state)
{
    switch (state) {
    case BallotState::Queued:
        return QStringLiteral("queued");
    case BallotState::Sending:
        return QStringLiteral("sending");
    case BallotState::Sent:
        return QStringLiteral("sent");
    case BallotState::Failed:
        return QStringLiteral("failed");
    case BallotState::Cancelled:
        return QStringLiteral("cancelled");
    }
    return {};
}

std::optional<BallotState> ballotStateFromId(const QString &id)
{
    for (BallotState state : { BallotState::Queued, BallotState::Sending, BallotState::Sent,
                               BallotState::Failed, BallotState::Cancelled }) {
        if (ballotStateId(state) == id) {
            return state;
        }
    }
    return std::nullopt;
}

QString ballotStateDisplayName(BallotState state)
{
    switch (state) {
    case BallotState::Queued:
        return VoteStore::tr("queued");
    case BallotState::Sending:
        return VoteStore::tr("sending");
    case BallotState::Sent:
        return VoteStore::tr("sent");
    case BallotState::Failed:
        return VoteStore::tr("failed");
    case BallotState::Cancelled:
        return VoteStore::tr("cancelled");
    }
    return {};
}

QJsonObject QueuedBallot::toJson() const
{
    return QJsonObject {
        { QStringLiteral("id"), id },
        { QStringLiteral("issue"), issueNumber },
        { QStringLiteral("comment_id"), commentId },
        { QStringLiteral("choice"), ballotChoiceId(choice) },
        { QStringLiteral("login"), login.isEmpty() ? QJsonValue() : QJsonValue(login) },
        { QStringLiteral("state"), ballotStateId(state) },
        { QStringLiteral("attempts"), attempts },
        { QStringLiteral("last_error"), lastError },
        { QStringLiteral("reaction_id"), reactionId },
        { QStringLiteral("reason"), reason.isEmpty() ? QJsonValue() : QJsonValue(reason) },
        { QStringLiteral("reason_comment_id"),
          reasonCommentId > 0 ? QJsonValue(reasonCommentId) : QJsonValue() },
        { QStringLiteral("created_at"), timestampJson(createdAt) },
        { QStringLiteral("updated_at"), timestampJson(updatedAt) },
    };
}

VoteStore::VoteStore(Database &database)
    : m_database(database)
    , m_db(database.connection())
{ }

// ---- Roster ----------------------------------------------------------------------------------

std::optional<Roster> VoteStore::roster(int version) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "SELECT created_at, source, meetings FROM reviewer_roster_versions WHERE version = ?"));
    query.addBindValue(version);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    if (!query.next()) {
        return std::nullopt;
    }
    Roster roster;
    roster.version = version;
    roster.createdAt = sql::toDateTime(query.value(0));
    roster.source = query.value(1).toString();
    roster.meetings = datesOf(query.value(2));

    query.prepare(QStringLiteral(
        "SELECT name, representative, alternate, status, note, representative_id, alternate_id, "
        "tac_seat, last_active, attended "
        "FROM reviewer_roster_organizations WHERE version = ? ORDER BY position"));
    query.addBindValue(version);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    while (query.next()) {
        RosterOrganization organization;
        organization.name = query.value(0).toString();
        organization.representative = query.value(1).toString();
        organization.alternate = query.value(2).toString();
        organization.status = organizationStatusFromText(query.value(3).toString())
                                  .value_or(OrganizationStatus::Eligible);
        organization.note = query.value(4).toString();
        organization.representativeId = query.value(5).toLongLong();
        organization.alternateId = query.value(6).toLongLong();
        organization.tacSeat = query.value(7).toInt() != 0;
        organization.lastActive = QDate::fromString(query.value(8).toString(), Qt::ISODate);
        organization.attended = datesOf(query.value(9));
        roster.organizations.append(organization);
    }
    return roster;
}

Roster VoteStore::currentRoster() const
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SELECT MAX(version) FROM reviewer_roster_versions"))) {
        m_error = query.lastError().text();
        return {};
    }
    if (!query.next() || query.value(0).isNull()) {
        return {};
    }
    return roster(query.value(0).toInt()).value_or(Roster());
}

QList<RosterVersionInfo> VoteStore::rosterVersions() const
{
    QList<RosterVersionInfo> versions;
    QSqlQuery query(m_db);
    if (!query.exec(
            QStringLiteral("SELECT v.version, v.created_at, v.source, COUNT(o.position), "
                           "SUM(CASE WHEN o.status = 'eligible' THEN 1 ELSE 0 END) "
                           "FROM reviewer_roster_versions v "
                           "LEFT JOIN reviewer_roster_organizations o ON o.version = v.version "
                           "GROUP BY v.version ORDER BY v.version DESC"))) {
        m_error = query.lastError().text();
        return versions;
    }
    while (query.next()) {
        versions.append({ query.value(0).toInt(), sql::toDateTime(query.value(1)),
                          query.value(2).toString(), query.value(3).toInt(),
                          query.value(4).toInt() });
    }
    return versions;
}

std::optional<Roster> VoteStore::saveRoster(const Roster &roster, const QString &source)
{
    if (roster.organizations.isEmpty()) {
        m_error = tr("An empty roster is not stored.");
        return std::nullopt;
    }
    // Account ids: what the previous version knew for the same login, else the cache's first
    // sighting. An edit or an import never knows them itself.
    Roster withIds = roster;
    const Roster previous = currentRoster();
    withIds.fillAccountIds([&previous](const QString &login) -> qint64 {
        const RosterOrganization *known = previous.organizationOf(login);
        return known ? known->accountIdOf(login) : 0;
    });
    const IssueCache cache(m_database);
    withIds.fillAccountIds([&cache](const QString &login) { return cache.firstUserId(login); });
    Transaction transaction(m_db);
    if (!transaction.isActive()) {
        m_error = transaction.errorString();
        return std::nullopt;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT INTO reviewer_roster_versions (created_at, source, meetings) VALUES (?, ?, ?)"));
    query.addBindValue(sql::fromDateTime(now));
    query.addBindValue(sql::text(source));
    query.addBindValue(datesText(roster.meetings));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    Roster stored = withIds;
    stored.version = query.lastInsertId().toInt();
    stored.createdAt = QDateTime::fromString(now.toString(Qt::ISODate), Qt::ISODate);
    stored.source = source;
    query.prepare(
        QStringLiteral("INSERT INTO reviewer_roster_organizations "
                       "(version, position, name, representative, alternate, status, note, "
                       "representative_id, alternate_id, tac_seat, last_active, attended) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (int position = 0; position < stored.organizations.size(); ++position) {
        const RosterOrganization &organization = stored.organizations.at(position);
        query.addBindValue(stored.version);
        query.addBindValue(position);
        query.addBindValue(sql::text(organization.name));
        query.addBindValue(sql::text(organization.representative));
        query.addBindValue(sql::text(organization.alternate));
        query.addBindValue(organizationStatusId(organization.status));
        query.addBindValue(sql::text(organization.note));
        query.addBindValue(organization.representativeId);
        query.addBindValue(organization.alternateId);
        query.addBindValue(organization.tacSeat ? 1 : 0);
        query.addBindValue(organization.lastActive.isValid()
                               ? organization.lastActive.toString(Qt::ISODate)
                               : QString(QLatin1String("")));
        query.addBindValue(datesText(organization.attended));
        if (!query.exec()) {
            m_error = query.lastError().text();
            return std::nullopt;
        }
    }
    if (!transaction.commit()) {
        m_error = transaction.errorString();
        return std::nullopt;
    }
    return stored;
}

// ---- Votes -----------------------------------------------------------------------------------

std::optional<VoteRecord> VoteStore::recordVote(VoteRecord record)
{
    if (!record.openedAt.isValid()) {
        record.openedAt = QDateTime::currentDateTimeUtc();
    }
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT INTO reviewer_votes (issue_number, action_uuid, comment_id, rule, closes_on, "
        "roster_version, roster, opened_at, eligibility) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(record.issueNumber);
    query.addBindValue(sql::text(record.actionUuid));
    query.addBindValue(record.commentId);
    query.addBindValue(countingRuleId(record.rule));
    query.addBindValue(dateValue(record.closes));
    query.addBindValue(record.rosterVersion);
    query.addBindValue(
        QString::fromUtf8(QJsonDocument(record.roster.toJson()).toJson(QJsonDocument::Compact)));
    query.addBindValue(sql::fromDateTime(record.openedAt));
    query.addBindValue(
        QString::fromUtf8(QJsonDocument(record.eligibility).toJson(QJsonDocument::Compact)));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    record.id = query.lastInsertId().toLongLong();
    record.openedAt = sql::toDateTime(sql::fromDateTime(record.openedAt));
    return record;
}

std::optional<VoteRecord> VoteStore::latestVote(int issueNumber) const
{
    // Kept prepared: asked for each open vote (the Due list, the Dashboard, each sync's poll).
    static const QString statement = QStringLiteral(
        "SELECT id, action_uuid, comment_id, rule, closes_on, roster_version, roster, opened_at, "
        "frozen_tally, frozen_at, decision_uuid, eligibility "
        "FROM reviewer_votes WHERE issue_number = ? ORDER BY id DESC LIMIT 1");
    QSqlQuery *kept = m_database.keptStatement(statement, &m_error);
    if (!kept) {
        return std::nullopt;
    }
    QSqlQuery &query = *kept;
    const auto finished = qScopeGuard([&query] { query.finish(); });
    query.bindValue(0, issueNumber);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    if (!query.next()) {
        return std::nullopt;
    }
    VoteRecord record;
    record.id = query.value(0).toLongLong();
    record.issueNumber = issueNumber;
    record.actionUuid = query.value(1).toString();
    record.commentId = query.value(2).toLongLong();
    record.rule = voteRuleFromId(query.value(3).toString()).value_or(CountingRule::StrictMajority);
    record.closes = QDate::fromString(query.value(4).toString(), Qt::ISODate);
    record.rosterVersion = query.value(5).toInt();
    record.roster =
        Roster::fromJson(QJsonDocument::fromJson(query.value(6).toString().toUtf8()).object());
    record.openedAt = sql::toDateTime(query.value(7));
    if (!query.value(8).isNull()) {
        const QJsonDocument frozen = QJsonDocument::fromJson(query.value(8).toString().toUtf8());
        if (frozen.isObject()) {
            record.frozenTally = VoteTally::fromJson(frozen.object());
            record.frozenAt = sql::toDateTime(query.value(9));
        }
    }
    record.decisionUuid = query.value(10).toString();
    record.eligibility = QJsonDocument::fromJson(query.value(11).toString().toUtf8()).object();
    return record;
}

bool VoteStore::setVoteComment(qint64 voteId, qint64 commentId)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE reviewer_votes SET comment_id = ? WHERE id = ?"));
    query.addBindValue(commentId);
    query.addBindValue(voteId);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

bool VoteStore::updateVoteRoster(qint64 voteId, const Roster &roster)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE reviewer_votes SET roster = ? WHERE id = ?"));
    query.addBindValue(
        QString::fromUtf8(QJsonDocument(roster.toJson()).toJson(QJsonDocument::Compact)));
    query.addBindValue(voteId);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

bool VoteStore::freezeTally(qint64 voteId, const VoteTally &tally, const QString &decisionUuid)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE reviewer_votes SET frozen_tally = ?, frozen_at = ?, "
                                 "decision_uuid = ? WHERE id = ?"));
    query.addBindValue(
        QString::fromUtf8(QJsonDocument(tally.toJson()).toJson(QJsonDocument::Compact)));
    query.addBindValue(sql::fromDateTime(QDateTime::currentDateTimeUtc()));
    query.addBindValue(sql::text(decisionUuid));
    query.addBindValue(voteId);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    if (query.numRowsAffected() != 1) {
        m_error = tr("There is no vote %1.").arg(voteId);
        return false;
    }
    return true;
}

bool VoteStore::rememberAccountIds(const Roster &known)
{
    QSqlQuery version(m_db);
    if (!version.exec(QStringLiteral("SELECT MAX(version) FROM reviewer_roster_versions"))) {
        m_error = version.lastError().text();
        return false;
    }
    if (!version.next() || version.value(0).isNull()) {
        return true; // no roster stored
    }
    const int current = version.value(0).toInt();
    QSqlQuery query(m_db);
    for (const RosterOrganization &organization : known.organizations) {
        for (const auto &[column, login, id] :
             { std::tuple { "representative", organization.representative,
                            organization.representativeId },
               std::tuple { "alternate", organization.alternate, organization.alternateId } }) {
            if (login.isEmpty() || id <= 0) {
                continue;
            }
            query.prepare(QStringLiteral("UPDATE reviewer_roster_organizations SET %1_id = ? "
                                         "WHERE version = ? AND %1 = ? COLLATE NOCASE "
                                         "AND %1_id = 0")
                              .arg(QLatin1String(column)));
            query.addBindValue(id);
            query.addBindValue(current);
            query.addBindValue(login);
            if (!query.exec()) {
                m_error = query.lastError().text();
                return false;
            }
        }
    }
    return true;
}

// ---- The signed-in login ---------------------------------------------------------------------

QString VoteStore::tokenFingerprint(const QString &token, bool create) const
{
    static const QString keyName = QStringLiteral("token-fingerprint");
    constexpr qsizetype keyBytes = 32;
    auto storedKey = [this]() -> QByteArray {
        QSqlQuery query(m_db);
        query.prepare(QStringLiteral("SELECT value FROM local_keys WHERE name = ?"));
        query.addBindValue(keyName);
        if (!query.exec()) {
            m_error = query.lastError().text();
            return {};
        }
        return query.next() ? query.value(0).toByteArray() : QByteArray();
    };
    QByteArray key = storedKey();
    if (key.size() < keyBytes && create) {
        QByteArray fresh(keyBytes, Qt::Uninitialized);
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(fresh.data()),
                                              keyBytes / qsizetype(sizeof(quint32)));
        // A short key (edited by hand) is replaced; with another process racing, the first
        // key written wins and both use it.
        QSqlQuery query(m_db);
        query.prepare(QStringLiteral(
            "INSERT INTO local_keys (name, value) VALUES (?, ?) "
            "ON CONFLICT(name) DO UPDATE SET value = excluded.value WHERE length(value) < ?"));
        query.addBindValue(keyName);
        query.addBindValue(fresh);
        query.addBindValue(keyBytes);
        if (!query.exec()) {
            m_error = query.lastError().text();
            return {};
        }
        key = storedKey();
    }
    if (key.size() < keyBytes)
        return {};
    return QString::fromLatin1(
        QMessageAuthenticationCode::hash(token.toUtf8(), key, QCryptographicHash::Sha256)
            .toHex()
            .left(32));
}

QString VoteStore::cachedLogin(const QString &apiHost, const QString &token) const
{
    if (token.isEmpty()) {
        return {};
    }
    const QString fingerprint = tokenFingerprint(token);
    if (fingerprint.isEmpty()) {
        return {}; // no key yet: nothing was cached
    }
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT login FROM reviewer_accounts "
                                 "WHERE api_host = ? AND token_fingerprint = ?"));
    query.addBindValue(apiHost.toLower());
    query.addBindValue(fingerprint);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return {};
    }
    return query.next() ? query.value(0).toString() : QString();
}

bool VoteStore::setCachedLogin(const QString &apiHost, const QString &token, const QString &login)
{
    if (token.isEmpty()) {
        return false;
    }
    const QString fingerprint = tokenFingerprint(token, true);
    if (fingerprint.isEmpty()) {
        return false;
    }
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO reviewer_accounts "
                                 "(api_host, token_fingerprint, login, checked_at) "
                                 "VALUES (?, ?, ?, ?)"));
    query.addBindValue(apiHost.toLower());
    query.addBindValue(fingerprint);
    query.addBindValue(login);
    query.addBindValue(sql::fromDateTime(QDateTime::currentDateTimeUtc()));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

// ---- Ballots ---------------------------------------------------------------------------------

QList<QueuedBallot> VoteStore::selectBallots(const QString &where, const QVariantList &values) const
{
    QList<QueuedBallot> ballots;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT %1 FROM reviewer_ballots %2")
                      .arg(QLatin1String(kBallotColumns), where));
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        m_error = query.lastError().text();
        return ballots;
    }
    while (query.next()) {
        QueuedBallot ballot;
        ballot.id = query.value(0).toLongLong();
        ballot.issueNumber = query.value(1).toInt();
        ballot.commentId = query.value(2).toLongLong();
        ballot.choice = ballotChoiceFromId(query.value(3).toString()).value_or(BallotChoice::None);
        ballot.login = query.value(4).toString();
        ballot.state = ballotStateFromId(query.value(5).toString()).value_or(BallotState::Failed);
        ballot.attempts = query.value(6).toInt();
        ballot.lastError = query.value(7).toString();
        ballot.reactionId = query.value(8).toLongLong();
        ballot.createdAt = sql::toDateTime(query.value(9));
        ballot.updatedAt = sql::toDateTime(query.value(10));
        ballot.reason = query.value(11).toString();
        ballot.reasonUuid = query.value(12).toString();
        ballot.reasonAttemptedAt = sql::toDateTime(query.value(13));
        ballot.reasonCommentId = query.value(14).toLongLong();
        ballots.append(ballot);
    }
    return ballots;
}

std::optional<QueuedBallot> VoteStore::queueBallot(int issueNumber, qint64 commentId,
                                                   BallotChoice choice, const QString &reason)
{
    if (reactionContentFor(choice).isEmpty()) {
        m_error = tr("A ballot is approve, reject or abstain.");
        return std::nullopt;
    }
    Transaction transaction(m_db, Transaction::Durability::PowerLossSafe);
    if (!transaction.isActive()) {
        m_error = transaction.errorString();
        return std::nullopt;
    }
    const QVariant now = sql::fromDateTime(QDateTime::currentDateTimeUtc());
    QSqlQuery query(m_db);
    // A ballot being sent is left alone: the newer one follows it and wins.
    query.prepare(QStringLiteral(
        "UPDATE reviewer_ballots SET state = 'cancelled', last_error = ?, updated_at = ? "
        "WHERE issue_number = ? AND state IN ('queued', 'failed')"));
    query.addBindValue(tr("Replaced by a later ballot."));
    query.addBindValue(now);
    query.addBindValue(issueNumber);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    query.prepare(QStringLiteral(
        "INSERT INTO reviewer_ballots (issue_number, comment_id, choice, state, created_at, "
        "updated_at, reason, reason_uuid) VALUES (?, ?, ?, 'queued', ?, ?, ?, ?)"));
    const QString words = reason.trimmed();
    query.addBindValue(issueNumber);
    query.addBindValue(commentId);
    query.addBindValue(ballotChoiceId(choice));
    query.addBindValue(now);
    query.addBindValue(now);
    query.addBindValue(sql::text(words));
    query.addBindValue(words.isEmpty() ? sql::text(QString())
                                       : QUuid::createUuid().toString(QUuid::WithoutBraces));
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    const qint64 id = query.lastInsertId().toLongLong();
    if (!transaction.commit()) {
        m_error = transaction.errorString();
        return std::nullopt;
    }
    return ballot(id);
}

std::optional<QueuedBallot> VoteStore::ballot(qint64 id) const
{
    const QList<QueuedBallot> found = selectBallots(QStringLiteral("WHERE id = ?"), { id });
    return found.isEmpty() ? std::nullopt : std::optional<QueuedBallot>(found.constFirst());
}

QList<QueuedBallot> VoteStore::ballots(int issueNumber) const
{
    return selectBallots(QStringLiteral("WHERE issue_number = ? ORDER BY id"), { issueNumber });
}

QList<QueuedBallot> VoteStore::pendingBallots() const
{
    return selectBallots(QStringLiteral("WHERE state IN ('queued', 'sending') ORDER BY id"), {});
}

std::optional<QueuedBallot> VoteStore::latestBallot(int issueNumber) const
{
    const QList<QueuedBallot> found = selectBallots(
        QStringLiteral("WHERE issue_number = ? AND state != 'cancelled' ORDER BY id DESC LIMIT 1"),
        { issueNumber });
    return found.isEmpty() ? std::nullopt : std::optional<QueuedBallot>(found.constFirst());
}

bool VoteStore::saveBallot(QueuedBallot &ballot, const QList<BallotState> &expected)
{
    QString where = QStringLiteral("WHERE id = ?");
    if (!expected.isEmpty()) {
        QStringList states;
        for (BallotState state : expected) {
            states.append(QLatin1Char('\'') + ballotStateId(state) + QLatin1Char('\''));
        }
        where += QStringLiteral(" AND state IN (%1)").arg(states.join(QLatin1Char(',')));
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // Whether a ballot was sent decides whether it is sent again: on disk, power cut or not.
    Transaction transaction(m_db, Transaction::Durability::PowerLossSafe);
    if (!transaction.isActive()) {
        m_error = transaction.errorString();
        return false;
    }
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE reviewer_ballots SET state = ?, login = ?, attempts = ?, "
                                 "last_error = ?, reaction_id = ?, reason_attempted_at = ?, "
                                 "reason_comment_id = ?, updated_at = ? ")
                  + where);
    query.addBindValue(ballotStateId(ballot.state));
    query.addBindValue(sql::text(ballot.login));
    query.addBindValue(ballot.attempts);
    query.addBindValue(sql::text(ballot.lastError));
    query.addBindValue(ballot.reactionId);
    query.addBindValue(ballot.reasonAttemptedAt.isValid()
                           ? sql::fromDateTime(ballot.reasonAttemptedAt)
                           : QVariant(sql::text(QString())));
    query.addBindValue(ballot.reasonCommentId);
    query.addBindValue(sql::fromDateTime(now));
    query.addBindValue(ballot.id);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    if (query.numRowsAffected() != 1) {
        m_error = tr("The ballot changed meanwhile (another window or process).");
        return false;
    }
    if (!transaction.commit()) {
        m_error = transaction.errorString();
        return false;
    }
    ballot.updatedAt = sql::toDateTime(sql::fromDateTime(now));
    return true;
}

bool VoteStore::cancelBallot(qint64 id)
{
    std::optional<QueuedBallot> found = ballot(id);
    if (!found) {
        m_error = tr("There is no ballot %1.").arg(id);
        return false;
    }
    found->state = BallotState::Cancelled;
    found->lastError = tr("Cancelled.");
    return saveBallot(*found, { BallotState::Queued, BallotState::Failed });
}

} // namespace acp
