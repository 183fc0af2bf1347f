// Over 600 lines on purpose: one test executable per class; every voting table and rule has its
// cases.
//
// The voting tables (rosters, votes, the signed-in login, queued ballots) and VoteService over
// the demo workspace, whose issue #12 is in voting with a roster table in its vote comment.

#include "TestSupport.h"
#include "core/actions/ActionComposer.h"
#include "core/demo/DemoWorkspace.h"
#include "core/outbox/Outbox.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/voting/EligibilityRule.h"
#include "core/voting/VoteService.h"
#include "core/voting/VoteStore.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QMessageAuthenticationCode>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace acp;
using acp::test::s;

namespace {

Roster twoOrganizations()
{
    Roster roster;
    roster.organizations = {
        { s("Basalt Cloud"), s("basalt-tomas"), s("basalt-alt-rhea"), OrganizationStatus::Eligible,
          s("founding") },
        { s("Vantablue Systems"),
          s("vantablue-rep"),
          {},
          OrganizationStatus::Suspended,
          s("missed two meetings") },
    };
    return roster;
}

const TallyRow *rowOf(const VoteTally &tally, const QString &login)
{
    for (const TallyRow &row : tally.rows) {
        if (row.login == login) {
            return &row;
        }
    }
    return nullptr;
}

} // namespace

class tst_VoteStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Database m_db;
    int m_counter = 0;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Q_INIT_RESOURCE(core);
    }

    void init()
    {
        m_db.close();
        QVERIFY(m_db.open(m_dir.filePath(QStringLiteral("ws%1.sqlite3").arg(++m_counter))));
    }

    void rosterVersions()
    {
        VoteStore store(m_db);
        QVERIFY(store.currentRoster().isEmpty());
        QCOMPARE(store.currentRoster().version, 0);
        QVERIFY(!store.saveRoster({}, s("empty.md")));

        const std::optional<Roster> first = store.saveRoster(twoOrganizations(), s("README.md"));
        QVERIFY2(first, qPrintable(store.errorString()));
        QCOMPARE(first->version, 1);
        Roster edited = twoOrganizations();
        edited.organizations[1].status = OrganizationStatus::Eligible;
        edited.organizations.append(
            { s("Halcyon"), s("halcyon-lin"), {}, OrganizationStatus::Eligible, {} });
        const std::optional<Roster> second = store.saveRoster(edited, s("edited"));
        QVERIFY(second);
        QCOMPARE(second->version, 2);

        const Roster current = store.currentRoster();
        QCOMPARE(current.version, 2);
        QCOMPARE(current.source, s("edited"));
        QVERIFY(current.createdAt.isValid());
        QCOMPARE(current, edited);
        // The old version is kept as it was.
        const std::optional<Roster> old = store.roster(1);
        QVERIFY(old);
        QCOMPARE(*old, twoOrganizations());
        QCOMPARE(old->organizations.at(0).note, s("founding"));
        QVERIFY(!store.roster(7));

        const QList<RosterVersionInfo> versions = store.rosterVersions();
        QCOMPARE(versions.size(), 2);
        QCOMPARE(versions.at(0).version, 2);
        QCOMPARE(versions.at(0).organizations, 3);
        QCOMPARE(versions.at(0).eligible, 3);
        QCOMPARE(versions.at(1).source, s("README.md"));
        QCOMPARE(versions.at(1).eligible, 1);
    }

    // What eligibility rules read survives a save, and a vote keeps the rule it opened under.
    void eligibilityFactsAndRuleAreKept()
    {
        VoteStore store(m_db);
        Roster roster = twoOrganizations();
        roster.meetings = { QDate(2026, 9, 10), QDate(2026, 10, 8) };
        roster.organizations[0].tacSeat = true;
        roster.organizations[0].lastActive = QDate(2026, 11, 20);
        roster.organizations[0].attended = { QDate(2026, 9, 10), QDate(2026, 10, 8) };
        const std::optional<Roster> saved = store.saveRoster(roster, s("roster.md"));
        QVERIFY2(saved, qPrintable(store.errorString()));
        const Roster current = store.currentRoster();
        QCOMPARE(current, roster);
        QCOMPARE(current.meetings, roster.meetings);
        QVERIFY(current.organizations.at(0).tacSeat);
        QCOMPARE(current.organizations.at(0).lastActive, QDate(2026, 11, 20));
        QVERIFY(!current.organizations.at(1).tacSeat);
        QVERIFY(!current.organizations.at(1).lastActive.isValid());
        // The JSON of a frozen roster carries them too.
        QCOMPARE(Roster::fromJson(current.toJson()), current);

        EligibilityRule rule;
        rule.kind = EligibilityRule::Kind::Attendance;
        rule.version = 4;
        VoteRecord record;
        record.issueNumber = 31;
        record.roster = rule.applied(current, QDate(2026, 12, 3));
        record.eligibility = rule.recordJson(QDate(2026, 12, 3));
        QVERIFY(store.recordVote(record));
        const std::optional<VoteRecord> read = store.latestVote(31);
        QVERIFY(read);
        QCOMPARE(read->eligibility, record.eligibility);
        QCOMPARE(EligibilityRule::fromRecord(read->eligibility), rule);
        QCOMPARE(read->roster, record.roster);
        QCOMPARE(read->roster.eligibleCount(), 1);
    }

    void voteRecords()
    {
        VoteStore store(m_db);
        QVERIFY(!store.latestVote(12));
        VoteRecord record;
        record.issueNumber = 12;
        record.actionUuid = s("7d2a4c6e-9b13-4e58-a0f7-3c5d7e9f1b06");
        record.rule = CountingRule::MajorityOfVotesCast;
        record.closes = QDate(2026, 6, 9);
        record.rosterVersion = 3;
        record.roster = twoOrganizations();
        const std::optional<VoteRecord> stored = store.recordVote(record);
        QVERIFY2(stored, qPrintable(store.errorString()));
        QVERIFY(stored->id > 0);

        std::optional<VoteRecord> latest = store.latestVote(12);
        QVERIFY(latest);
        QCOMPARE(latest->actionUuid, record.actionUuid);
        QCOMPARE(latest->rule, CountingRule::MajorityOfVotesCast);
        QCOMPARE(latest->closes, QDate(2026, 6, 9));
        QCOMPARE(latest->rosterVersion, 3);
        QCOMPARE(latest->roster, twoOrganizations());
        QCOMPARE(latest->commentId, 0);
        QVERIFY(latest->openedAt.isValid());

        QVERIFY(store.setVoteComment(latest->id, 4242));
        QCOMPARE(store.latestVote(12)->commentId, 4242);

        // A vote opened again later is the current one.
        record.rule = CountingRule::StrictMajority;
        QVERIFY(store.recordVote(record));
        QCOMPARE(store.latestVote(12)->rule, CountingRule::StrictMajority);
        QCOMPARE(store.latestVote(12)->commentId, 0);
    }

    void cachedLogin()
    {
        VoteStore store(m_db);
        const QString token = s("ghp_secret-token-value");
        QVERIFY(store.cachedLogin(s("https://api.github.com"), token).isEmpty());
        QVERIFY(store.setCachedLogin(s("https://api.github.com"), token, s("qf-priya")));
        QCOMPARE(store.cachedLogin(s("https://API.github.com"), token), s("qf-priya"));
        QVERIFY(store.cachedLogin(s("https://api.github.com"), s("another-token")).isEmpty());
        QVERIFY(store.cachedLogin(s("http://127.0.0.1:8080"), token).isEmpty());
        QVERIFY(store.cachedLogin(s("https://api.github.com"), QString()).isEmpty());
        // The token itself is never stored.
        QSqlQuery query(m_db.connection());
        QVERIFY(query.exec(s("SELECT token_fingerprint FROM reviewer_accounts")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toString().size(), 32);
        QVERIFY(!query.value(0).toString().contains(s("secret")));
    }

    // The fingerprint is keyed with a random key of the database's own: not a plain hash of the
    // token (which anyone holding a list of candidate tokens could match), and different in
    // every database for the same token.
    void fingerprintIsKeyedPerDatabase()
    {
        const QString token = s("ghp_fingerprint-check-0123456789");
        const QString api = s("https://api.github.com");
        const QString plainHash = QString::fromLatin1(
            QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex());
        auto stored = [](Database &database) {
            QSqlQuery query(database.connection());
            if (!query.exec(s("SELECT token_fingerprint FROM reviewer_accounts")) || !query.next())
                return QString();
            return query.value(0).toString();
        };
        auto key = [](Database &database) {
            QSqlQuery query(database.connection());
            if (!query.exec(s("SELECT value FROM local_keys")) || !query.next())
                return QByteArray();
            return query.value(0).toByteArray();
        };

        QTemporaryDir dir;
        Database first;
        Database second;
        QVERIFY(first.open(dir.filePath(s("first.sqlite3"))));
        QVERIFY(second.open(dir.filePath(s("second.sqlite3"))));
        QVERIFY(key(first).isEmpty()); // made on first use, not before
        QVERIFY(VoteStore(first).cachedLogin(api, token).isEmpty());
        QVERIFY(key(first).isEmpty()); // a lookup does not make one
        QVERIFY(VoteStore(first).setCachedLogin(api, token, s("qf-priya")));
        QVERIFY(VoteStore(second).setCachedLogin(api, token, s("qf-priya")));
        QCOMPARE(key(first).size(), 32);
        QVERIFY(key(first) != key(second));

        const QString inFirst = stored(first);
        const QString inSecond = stored(second);
        QCOMPARE(inFirst.size(), 32);
        QVERIFY(!plainHash.startsWith(inFirst));
        QVERIFY(!plainHash.startsWith(inSecond));
        QVERIFY(inFirst != inSecond);
        QCOMPARE(inFirst,
                 QString::fromLatin1(QMessageAuthenticationCode::hash(token.toUtf8(), key(first),
                                                                      QCryptographicHash::Sha256)
                                         .toHex()
                                         .left(32)));

        // The lookup still works, again after reopening, and the key stays the same.
        const QByteArray firstKey = key(first);
        first.close();
        QVERIFY(first.open(dir.filePath(s("first.sqlite3"))));
        QCOMPARE(key(first), firstKey);
        QCOMPARE(VoteStore(first).cachedLogin(api, token), s("qf-priya"));
        QCOMPARE(VoteStore(second).cachedLogin(api, token), s("qf-priya"));
        QVERIFY(VoteStore(first).cachedLogin(api, s("ghp_another")).isEmpty());
        QVERIFY(VoteStore(first).setCachedLogin(api, s("ghp_another"), s("someone")));
        QCOMPARE(key(first), firstKey);
    }

    // A database from before keyed fingerprints: its unkeyed ones are dropped on upgrade (a
    // cache; the login is asked again), never matched.
    void unkeyedFingerprintsAreDropped()
    {
        const QString token = s("ghp_from-an-older-version");
        QTemporaryDir dir;
        const QString path = dir.filePath(s("old.sqlite3"));
        {
            Database old;
            QVERIFY(old.openAtVersion(path, 6));
            QSqlQuery insert(old.connection());
            insert.prepare(s("INSERT INTO reviewer_accounts (api_host, token_fingerprint, login, "
                             "checked_at) VALUES (?, ?, ?, ?)"));
            insert.addBindValue(s("https://api.github.com"));
            insert.addBindValue(QString::fromLatin1(
                QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256)
                    .toHex()
                    .left(32)));
            insert.addBindValue(s("old-login"));
            insert.addBindValue(s("2025-01-01T00:00:00Z"));
            QVERIFY(insert.exec());
        }
        Database upgraded;
        QVERIFY(upgraded.open(path));
        QSqlQuery count(upgraded.connection());
        QVERIFY(count.exec(s("SELECT COUNT(*) FROM reviewer_accounts")) && count.next());
        QCOMPARE(count.value(0).toInt(), 0);
        QVERIFY(VoteStore(upgraded).cachedLogin(s("https://api.github.com"), token).isEmpty());
    }

    void ballotQueue()
    {
        VoteStore store(m_db);
        QVERIFY(!store.queueBallot(12, 99, BallotChoice::Ambiguous));
        QVERIFY(!store.queueBallot(12, 99, BallotChoice::None));

        std::optional<QueuedBallot> first = store.queueBallot(12, 99, BallotChoice::Approve);
        QVERIFY2(first, qPrintable(store.errorString()));
        QCOMPARE(first->state, BallotState::Queued);
        QCOMPARE(first->choice, BallotChoice::Approve);
        QCOMPARE(first->commentId, 99);

        // The next ballot on the same vote replaces the unsent one.
        const std::optional<QueuedBallot> second = store.queueBallot(12, 99, BallotChoice::Reject);
        QVERIFY(second);
        QCOMPARE(store.ballot(first->id)->state, BallotState::Cancelled);
        QCOMPARE(store.pendingBallots().size(), 1);
        QCOMPARE(store.latestBallot(12)->choice, BallotChoice::Reject);

        // One being sent is left alone (the newer follows it); other issues too.
        QueuedBallot sending = *second;
        sending.state = BallotState::Sending;
        QVERIFY(store.saveBallot(sending, { BallotState::Queued }));
        QVERIFY(store.queueBallot(7, 55, BallotChoice::Abstain));
        const std::optional<QueuedBallot> third = store.queueBallot(12, 99, BallotChoice::Abstain);
        QCOMPARE(store.ballot(second->id)->state, BallotState::Sending);
        QCOMPARE(store.pendingBallots().size(), 3);
        QCOMPARE(store.ballots(12).size(), 3);

        // Compare-and-set: a stale writer does not overwrite.
        QueuedBallot stale = *third;
        stale.state = BallotState::Sent;
        QVERIFY(!store.saveBallot(stale, { BallotState::Sending }));
        QCOMPARE(store.ballot(third->id)->state, BallotState::Queued);

        QVERIFY(store.cancelBallot(third->id));
        QVERIFY(!store.cancelBallot(third->id)); // already cancelled
        QVERIFY(!store.cancelBallot(second->id)); // being sent
        QCOMPARE(store.latestBallot(12)->id, second->id);
        QCOMPARE(store.ballot(third->id)->toJson().value(s("state")).toString(), s("cancelled"));
    }

    void demoVoteReadBackFromComment()
    {
        QString error;
        QVERIFY2(DemoWorkspace::install(m_db, &error), qPrintable(error));
        const VoteService votes(m_db);
        const std::optional<VoteInfo> vote = votes.vote(12);
        QVERIFY(vote);
        QVERIFY(vote->open);
        QCOMPARE(vote->source, VoteSource::Comment);
        QCOMPARE(vote->commentId, 3650014809);
        QCOMPARE(vote->openedBy, s("wg-cochair-ana"));
        // The demo's open vote closes two weeks after the demo was opened.
        const QDate closes = QDateTime::currentDateTimeUtc().date().addDays(14);
        QCOMPARE(vote->closes, closes);
        QCOMPARE(vote->rule, CountingRule::StrictMajority);
        QVERIFY2(vote->rosterError.isEmpty(), qPrintable(vote->rosterError));
        QCOMPARE(vote->roster.organizations.size(), 7);
        const RosterOrganization *vantablue = vote->roster.organization(s("Vantablue Systems"));
        QVERIFY(vantablue);
        QVERIFY(!vantablue->isEligible());
        QCOMPARE(vantablue->note, s("missed two meetings"));
        QCOMPARE(vote->roster.organization(s("Basalt Cloud"))->alternate, s("basalt-alt-rhea"));

        // Quillfeather +1, Basalt's representative -1 (its alternate's +1 does not count),
        // Meridian +1, Halcyon +1, OCC abstains, Pinecrest's +1 and -1 are ambiguous; a
        // non-roster +1 and a heart from the applicant.
        const VoteTally &tally = vote->tally;
        QCOMPARE(tally.eligible, 6);
        QCOMPARE(tally.participants, 5);
        QCOMPARE(tally.approve, 3);
        QCOMPARE(tally.reject, 1);
        QCOMPARE(tally.abstain, 1);
        QCOMPARE(tally.quorumNeeded, 4);
        QVERIFY(tally.quorumMet);
        QVERIFY(tally.passed); // 3 > 5 / 2
        QCOMPARE(tally.ambiguous, 1);
        QCOMPARE(tally.nonBinding, 1);
        QCOMPARE(tally.notVoted, QStringList { s("Pinecrest University") });
        QCOMPARE(rowOf(tally, s("basalt-alt-rhea"))->reason, TallyReason::RepresentativeVoted);
        QCOMPARE(rowOf(tally, s("pinecrest-ode"))->choice, BallotChoice::Ambiguous);
        QCOMPARE(rowOf(tally, s("curious-onlooker"))->reason, TallyReason::NonRoster);
        QVERIFY(!rowOf(tally, s("tessellary-asb"))); // a heart is no ballot
        QCOMPARE(tally.summary(),
                 s("5 of 6 organizations voted; quorum needs 4; approvals 3 of 5"));

        const QJsonObject json = vote->toJson();
        for (const char *key : { "open", "eligible", "participants", "approve", "reject", "abstain",
                                 "quorum_met", "passed", "rule", "ballots" }) {
            QVERIFY2(json.contains(QLatin1String(key)), key);
        }
        QCOMPARE(json.value(s("rule")).toString(), s("strict"));
        QCOMPARE(json.value(s("closes")).toString(), closes.toString(Qt::ISODate));

        // Issue #3's vote is over (approved and closed): found, not open, not polled.
        const std::optional<VoteInfo> past = votes.vote(3);
        QVERIFY(past);
        QVERIFY(!past->open);
        QCOMPARE(past->tally.approve, 4);
        QCOMPARE(past->tally.abstain, 1);
        QVERIFY(!votes.vote(21)); // never voted on

        const QList<VoteInfo> open = votes.openVotes();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.constFirst().issueNumber, 12);
        QCOMPARE(votes.openVoteComments(), QList<qint64> { 3650014809 });
    }

    void demoBallotCastAndChanged()
    {
        QString error;
        QVERIFY2(DemoWorkspace::install(m_db, &error), qPrintable(error));
        const VoteService votes(m_db);
        const QString me = VoteService::demoLogin();

        MyBallot mine = votes.myBallot(*votes.vote(12), me);
        QCOMPARE(mine.onGitHub, BallotChoice::Ambiguous);
        QCOMPARE(mine.organization, s("Pinecrest University"));
        QCOMPARE(mine.role, BallotRole::Representative);
        QVERIFY(!mine.isPending());

        // Cast approve: queued, shown as the current ballot before it is sent.
        VoteService::CastResult cast = votes.castBallot(12, BallotChoice::Approve);
        QVERIFY2(cast.ok(), qPrintable(cast.error));
        mine = votes.myBallot(*votes.vote(12), me);
        QVERIFY(mine.isPending());
        QCOMPARE(mine.current(), BallotChoice::Approve);
        QCOMPARE(mine.onGitHub, BallotChoice::Ambiguous);

        // Once it lands, the ambiguous pair is replaced by one reaction and counts.
        QVERIFY(votes.applyBallotToCache(3650014809, me, BallotChoice::Approve, 0, {}));
        VoteInfo vote = *votes.vote(12);
        QCOMPARE(vote.tally.participants, 6);
        QCOMPARE(vote.tally.approve, 4);
        QVERIFY(vote.tally.notVoted.isEmpty());
        int mineOnComment = 0;
        for (const Reaction &reaction : vote.reactions) {
            mineOnComment += reaction.user == me ? 1 : 0;
        }
        QCOMPARE(mineOnComment, 1);
        // Other reactions are untouched.
        QCOMPARE(vote.reactions.size(), 9);

        // Changed to reject with one more call each.
        QVERIFY(votes.castBallot(12, BallotChoice::Reject).ok());
        QVERIFY(votes.applyBallotToCache(3650014809, me, BallotChoice::Reject, 0, {}));
        vote = *votes.vote(12);
        QCOMPARE(vote.tally.approve, 3);
        QCOMPARE(vote.tally.reject, 2);
        QCOMPARE(votes.myBallot(vote, me).onGitHub, BallotChoice::Reject);
        QCOMPARE(vote.reactions.size(), 9);
    }

    void castBallotRefusals()
    {
        QString error;
        QVERIFY2(DemoWorkspace::install(m_db, &error), qPrintable(error));
        const VoteService votes(m_db);
        QVERIFY(votes.castBallot(3, BallotChoice::Approve).error.contains(s("not open")));
        QVERIFY(votes.castBallot(21, BallotChoice::Approve).error.contains(s("no vote")));
        QVERIFY(votes.castBallot(12, BallotChoice::Ambiguous)
                    .error.contains(s("approve, reject or abstain")));
        QVERIFY(votes.castBallot(404, BallotChoice::Approve).error.contains(s("no vote")));

        // A vote opened here whose comment is not posted yet takes no ballots.
        QVERIFY(votes.recordVoteOpened(21, twoOrganizations(), CountingRule::StrictMajority, {},
                                       s("0a0b0c0d-1111-2222-3333-444455556666")));
        IssueCache cache(m_db);
        Issue issue = *cache.issue(21);
        issue.labels = { s("voting") };
        QVERIFY(cache.upsertIssue(issue));
        const std::optional<VoteInfo> pending = votes.vote(21);
        QVERIFY(pending);
        QCOMPARE(pending->source, VoteSource::Recorded);
        QVERIFY(!pending->isPosted());
        QVERIFY(pending->open);
        QCOMPARE(pending->tally.eligible, 1);
        QVERIFY(votes.castBallot(21, BallotChoice::Approve).error.contains(s("not on GitHub yet")));
        QCOMPARE(votes.openVotes().size(), 2);
        QCOMPARE(votes.openVoteComments().size(), 1);
    }

    void recordedRosterIsFrozen()
    {
        QString error;
        QVERIFY2(DemoWorkspace::install(m_db, &error), qPrintable(error));
        VoteStore store(m_db);
        const VoteService votes(m_db);
        // This workbench opened #12's vote (its start-vote action's uuid is in the comment)
        // with a roster of two organizations under the simple rule.
        Roster frozen;
        frozen.organizations = {
            { s("Basalt Cloud"),
              s("basalt-tomas"),
              s("basalt-alt-rhea"),
              OrganizationStatus::Eligible,
              {} },
            { s("Pinecrest University"), s("pinecrest-ode"), {}, OrganizationStatus::Eligible, {} },
        };
        QVERIFY(votes.recordVoteOpened(12, frozen, CountingRule::MajorityOfVotesCast,
                                       QDate(2026, 6, 9),
                                       s("7D2A4C6E-9B13-4E58-A0F7-3C5D7E9F1B06")));
        // A roster imported later changes nothing.
        QVERIFY(store.saveRoster(twoOrganizations(), s("later.md")));

        const VoteInfo vote = *votes.vote(12);
        QCOMPARE(vote.source, VoteSource::Recorded);
        QCOMPARE(vote.commentId, 3650014809);
        QCOMPARE(vote.rule, CountingRule::MajorityOfVotesCast);
        // Frozen as it was, with the account ids the cache knew for its logins.
        const IssueCache cache(m_db);
        Roster withIds = frozen;
        withIds.fillAccountIds([&cache](const QString &login) { return cache.firstUserId(login); });
        QVERIFY(withIds.organizations.at(0).representativeId > 0);
        QCOMPARE(vote.roster, withIds);
        QCOMPARE(store.latestVote(12)->roster, withIds);
        QCOMPARE(vote.tally.eligible, 2);
        QCOMPARE(vote.tally.participants, 1); // Basalt's -1; Pinecrest ambiguous
        QCOMPARE(vote.tally.nonBinding, 5);
        // The comment id is remembered, so an edit that drops the markers keeps the link.
        QCOMPARE(store.latestVote(12)->commentId, 3650014809);
        IssueCache writable(m_db);
        const QList<Comment> thread = writable.comments(12);
        const auto voteComment = std::find_if(thread.cbegin(), thread.cend(),
                                              [](const Comment &c) { return c.id == 3650014809; });
        QVERIFY(voteComment != thread.cend());
        Comment edited = *voteComment;
        edited.body = s("The vote, its markers edited away.");
        QVERIFY(writable.upsertComment(edited));
        QCOMPARE(votes.vote(12)->commentId, 3650014809);
        QCOMPARE(votes.vote(12)->source, VoteSource::Recorded);
    }

    // The outbox's start-vote comment, composed from the roster, reads back as the same vote;
    // the vote this workbench queued is recorded with the action's uuid.
    void startVoteRoundTrip_data()
    {
        QTest::addColumn<int>("rule");
        QTest::newRow("strict") << int(CountingRule::StrictMajority);
        QTest::newRow("votes cast") << int(CountingRule::MajorityOfVotesCast);
    }

    void startVoteRoundTrip()
    {
        QFETCH(int, rule);
        QString error;
        QVERIFY2(DemoWorkspace::install(m_db, &error), qPrintable(error));
        VoteStore store(m_db);
        Roster imported = twoOrganizations();
        imported.organizations.append(
            { s("Pipe | Works"), s("pipe-rep"), s("pipe-alt"), OrganizationStatus::Eligible, {} });
        const Roster roster = *store.saveRoster(imported, s("README.md"));

        IssueCache cache(m_db);
        const Issue issue = *cache.issue(21);
        ActionSettings settings;
        settings.countingRule = CountingRule(rule);
        const ActionComposer composer({}, settings);
        ActionComposer::VoteOptions options;
        options.roster = VoteService::voteRosterEntries(roster);
        options.closes = QDate::currentDate().addDays(14);
        const ComposeResult composed =
            composer.startVote(issue, IssueSnapshot::fromIssue(issue), options);
        QVERIFY2(composed.ok(), qPrintable(composed.error));
        const OutboxAction &action = *composed.action;

        const VoteService votes(m_db);
        const std::optional<VoteRecord> record = votes.recordStartVote(action, roster);
        QVERIFY2(record, qPrintable(votes.errorString()));
        QCOMPARE(record->actionUuid, action.uuid);
        QCOMPARE(record->roster, roster);
        QCOMPARE(record->roster.organizations.at(0).note, s("founding"));
        QCOMPARE(record->rosterVersion, roster.version);
        QCOMPARE(int(record->rule), rule);
        QCOMPARE(record->closes, options.closes);

        // What another co-chair's workbench reads from the posted comment.
        const QString body = action.commentToPost();
        QVERIFY(VoteService::isVoteComment(body));
        const VoteCommentContent content = VoteService::parseVoteComment(body);
        QVERIFY2(content.roster.ok(), qPrintable(content.roster.error));
        QCOMPARE(content.roster.roster->organizations.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const RosterOrganization &read = content.roster.roster->organizations.at(i);
            const RosterOrganization &sent = roster.organizations.at(i);
            QCOMPARE(read.name, sent.name);
            QCOMPARE(read.representative, sent.representative);
            QCOMPARE(read.alternate, sent.alternate);
            QCOMPARE(read.status, sent.status);
        }
        QVERIFY(content.rule);
        QCOMPARE(int(*content.rule), rule);
        QCOMPARE(content.closes, options.closes);
        QCOMPARE(content.actionUuid, action.uuid.toLower());

        // Once posted and synced, this workbench's vote finds its comment by the uuid.
        Comment posted;
        posted.id = 777001;
        posted.issueNumber = 21;
        posted.author = s("wg-cochair-ana");
        posted.authorAssociation = s("MEMBER");
        posted.body = body;
        posted.createdAt = QDateTime::currentDateTimeUtc();
        posted.updatedAt = posted.createdAt;
        QVERIFY(cache.upsertComment(posted));
        Issue voting = issue;
        voting.labels = { s("voting") };
        QVERIFY(cache.upsertIssue(voting));
        const VoteInfo vote = *votes.vote(21);
        QCOMPARE(vote.source, VoteSource::Recorded);
        QCOMPARE(vote.commentId, 777001);
        QVERIFY(vote.open);
        QCOMPARE(vote.tally.eligible, 2);
    }

    void voteCommentParsing_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<bool>("isVote");
        QTest::addColumn<QString>("rule"); // "" = none recognised
        QTest::addColumn<QDate>("closes");
        QTest::addColumn<QString>("uuid");

        QTest::newRow("markers") << s(
            "Vote\n\n<!-- acp-workbench:vote -->\n<!-- acp-workbench:vote-closes=2026-07-01 -->\n"
            "<!-- acp-workbench:vote-rule=votes-cast -->\n<!-- "
            "acp-workbench:action=ABCDEF01-2345-6789-abcd-ef0123456789 -->")
                                 << true << s("votes-cast") << QDate(2026, 7, 1)
                                 << s("abcdef01-2345-6789-abcd-ef0123456789");
        QTest::newRow("outbox wording, strict") << s(
            "The application passes when approvals exceed half of the participating "
            "organizations, so an abstention counts against approval.\n\n<!--acp-workbench:vote-->")
                                                << true << s("strict") << QDate() << QString();
        QTest::newRow("outbox wording, votes cast")
            << s("The application passes when approvals outnumber rejections among the "
                 "participating organizations; abstentions count toward the quorum only.\n\n"
                 "**The vote closes on 2026-08-01.**\n\n<!-- acp-workbench:vote -->")
            << true << s("votes-cast") << QDate(2026, 8, 1) << QString();
        QTest::newRow("by hand, no rule words") << s("Please vote.\n\n<!-- acp-workbench:vote -->")
                                                << true << QString() << QDate() << QString();
        QTest::newRow("a closing-date marker alone is no vote comment")
            << s("<!-- acp-workbench:vote-closes=2026-07-01 -->") << false << QString()
            << QDate(2026, 7, 1) << QString();
        QTest::newRow("a marker quoted in a code span is text")
            << s("`<!-- acp-workbench:vote -->`") << false << QString() << QDate() << QString();
        QTest::newRow("a marker at the top is text")
            << s("<!-- acp-workbench:vote -->\n<!-- acp-workbench:vote-closes=2026-07-01 -->\n"
                 "Please vote.")
            << false << QString() << QDate() << QString();
        QTest::newRow("a marker in a fenced block is text")
            << s("Please vote.\n\n```\n<!-- acp-workbench:vote -->\n"
                 "<!-- acp-workbench:vote-closes=2026-07-01 -->\n```")
            << false << QString() << QDate() << QString();
        QTest::newRow("a marker in a quote is text")
            << s("Please vote.\n\n> <!-- acp-workbench:vote-rule=votes-cast -->") << false
            << QString() << QDate() << QString();
    }

    void voteCommentParsing()
    {
        QFETCH(QString, body);
        QFETCH(bool, isVote);
        QFETCH(QString, rule);
        QFETCH(QDate, closes);
        QFETCH(QString, uuid);
        QCOMPARE(VoteService::isVoteComment(body), isVote);
        const VoteCommentContent content = VoteService::parseVoteComment(body);
        QCOMPARE(content.rule ? countingRuleId(*content.rule) : QString(), rule);
        QCOMPARE(content.closes, closes);
        QCOMPARE(content.actionUuid, uuid);
    }

    // Which comment is the vote comment: only trusted authors' trailing markers count, the
    // first vote comment of a vote wins, a recorded vote is never replaced, and a vote ends
    // with a trusted decision or back-to-review comment.
    void findVoteComment()
    {
        Issue issue;
        issue.number = 40;
        issue.author = s("vendor");
        auto comment = [](qint64 id, const QString &author, const QString &association,
                          const QString &body, int day) {
            Comment c;
            c.id = id;
            c.issueNumber = 40;
            c.author = author;
            c.authorAssociation = association;
            c.body = body;
            c.createdAt = QDateTime(QDate(2026, 5, day), QTime(12, 0), QTimeZone::utc());
            return c;
        };
        auto marked = [](const QString &text, const QString &markers) -> QString {
            return text + s("\n\n") + markers;
        };
        const QString vote = s("<!-- acp-workbench:vote -->");
        const AuthorTrust trust;
        QList<Comment> comments = {
            comment(1, s("cochair"), s("MEMBER"), marked(s("first vote"), vote), 1),
            // The applicant, an owner of the repository, opens their own vote: ignored.
            comment(2, s("Vendor"), s("OWNER"), marked(s("the applicant's own"), vote), 2),
            comment(3, s("cochair"), s("MEMBER"), s("unrelated"), 3),
            // An outsider copies the vote comment: ignored.
            comment(4, s("mallory"), s("NONE"), marked(s("forged"), vote), 4),
            // A marker in a code span, from a member: quoted text, not a vote comment.
            comment(5, s("other-cochair"), s("MEMBER"), s("see `") + vote + s("`"), 5),
        };
        VoteCommentChoice choice =
            VoteService::findVoteComment(comments, issue, std::nullopt, trust);
        QCOMPARE(choice.comment->id, 1);
        QVERIFY(!choice.recorded);
        QVERIFY(choice.others.isEmpty());
        QCOMPARE(choice.untrusted.size(), 2); // the applicant's and the outsider's
        QCOMPARE(choice.untrusted.at(0).id, 2);
        QCOMPARE(choice.untrusted.at(1).id, 4);

        // A second trusted vote comment of the same vote is not used; it is reported.
        comments.append(
            comment(6, s("other-cochair"), s("COLLABORATOR"), marked(s("again"), vote), 6));
        choice = VoteService::findVoteComment(comments, issue, std::nullopt, trust);
        QCOMPARE(choice.comment->id, 1);
        QCOMPARE(choice.others.size(), 1);
        QCOMPARE(choice.others.constFirst().id, 6);
        // With a co-chair list, only its logins count.
        choice = VoteService::findVoteComment(comments, issue, std::nullopt,
                                              AuthorTrust({ s("Other-Cochair") }));
        QCOMPARE(choice.comment->id, 6);

        // Recorded but not posted yet: no comment, and older vote comments are not it.
        VoteRecord record;
        record.actionUuid = s("11111111-2222-3333-4444-555555555555");
        record.openedAt = QDateTime(QDate(2026, 5, 7), QTime(9, 0), QTimeZone::utc());
        choice = VoteService::findVoteComment(comments, issue, record, trust);
        QVERIFY(choice.recorded);
        QVERIFY(!choice.comment);
        // Posted: found by the action's marker, in a trusted comment only. An outsider's copy
        // of the markers (posted first) does not take its place.
        const QString ours =
            vote + s("\n<!-- acp-workbench:action=11111111-2222-3333-4444-555555555555 -->");
        comments.append(comment(7, s("mallory"), s("NONE"), marked(s("copy"), ours), 8));
        comments.append(comment(8, s("cochair"), s("MEMBER"), marked(s("ours"), ours), 8));
        choice = VoteService::findVoteComment(comments, issue, record, trust);
        QCOMPARE(choice.comment->id, 8);
        record.commentId = 8;
        // The recorded comment stays the vote comment when an edit drops the markers...
        comments[7].body = s("edited");
        QCOMPARE(VoteService::findVoteComment(comments, issue, record, trust).comment->id, 8);
        // ...and a newer trusted vote comment never replaces it.
        comments.append(comment(9, s("other-cochair"), s("MEMBER"), marked(s("newer"), vote), 9));
        choice = VoteService::findVoteComment(comments, issue, record, trust);
        QCOMPARE(choice.comment->id, 8);
        QVERIFY(choice.recorded);
        QCOMPARE(choice.others.size(), 3); // comments 1, 6 and 9: the same vote, never used
        QCOMPARE(choice.others.constLast().id, 9);
        // Not yet posted, and another vote comment came after the record: still the record.
        record.commentId = 0;
        comments.removeAt(7);
        choice = VoteService::findVoteComment(comments, issue, record, trust);
        QVERIFY(choice.recorded);
        QVERIFY(!choice.comment);

        // A trusted decision ends the recorded vote; a vote opened after it is a new vote.
        record.commentId = 1;
        comments.append(
            comment(10, s("cochair"), s("MEMBER"),
                    marked(s("Declined."), s("<!-- acp-workbench:decision=declined -->")), 10));
        choice = VoteService::findVoteComment(comments, issue, record, trust);
        QCOMPARE(choice.comment->id, 1);
        QCOMPARE(choice.decision->id, 10);
        comments.append(comment(11, s("cochair"), s("MEMBER"), marked(s("re-vote"), vote), 11));
        choice = VoteService::findVoteComment(comments, issue, record, trust);
        QCOMPARE(choice.comment->id, 11);
        QVERIFY(!choice.recorded);
        QVERIFY(choice.others.isEmpty()); // the earlier vote comments belong to the earlier vote
        // An applicant's or an outsider's decision marker ends nothing.
        QList<Comment> forgedEnd = comments.mid(0, 8); // up to comment 9, without the decision
        forgedEnd.append(comment(12, s("mallory"), s("NONE"),
                                 marked(s("over"), s("<!-- acp-workbench:decision=declined -->")),
                                 10));
        forgedEnd.append(comment(13, s("cochair"), s("MEMBER"), marked(s("again"), vote), 11));
        choice = VoteService::findVoteComment(forgedEnd, issue, record, trust);
        QCOMPARE(choice.comment->id, 1);
        QVERIFY(!choice.decision);
    }

    // The attack: after a co-chair opened the vote, an account with no role in the repository
    // posts a copy of the vote comment, markers and all, with its own roster of two accounts,
    // and both approve. The vote, its roster and its tally stay the co-chair's.
    void forgedVoteCommentByAnOutsiderIsIgnored_data()
    {
        QTest::addColumn<QString>("author");
        QTest::addColumn<QString>("association");
        QTest::newRow("outsider") << s("mallory") << s("NONE");
        QTest::newRow("contributor") << s("mallory") << s("CONTRIBUTOR");
        QTest::newRow("unknown role") << s("mallory") << QString();
        QTest::newRow("the applicant, an owner") << s("tessellary-asb") << s("OWNER");
    }

    void forgedVoteCommentByAnOutsiderIsIgnored()
    {
        QFETCH(QString, author);
        QFETCH(QString, association);
        QString error;
        QVERIFY2(DemoWorkspace::install(m_db, &error), qPrintable(error));
        IssueCache cache(m_db);
        const Comment real = *cache.comment(3650014809);
        QCOMPARE(real.authorAssociation, s("MEMBER"));
        const VoteService votes(m_db);
        const VoteInfo before = *votes.vote(12);

        Comment forged = real;
        forged.id = 9900001;
        forged.author = author;
        forged.authorAssociation = association;
        forged.authorId = author == s("tessellary-asb") ? cache.issue(12)->authorId : 66600001;
        forged.createdAt = real.createdAt.addDays(3);
        forged.updatedAt = forged.createdAt;
        forged.body = real.body;
        const qsizetype table = forged.body.indexOf(s("| Organization |"));
        const qsizetype tableEnd = forged.body.indexOf(s("\n\n_Posted"));
        QVERIFY(table > 0 && tableEnd > table);
        forged.body.replace(table, tableEnd - table,
                            s("| Organization | Representative |\n|---|---|\n"
                              "| Sock Puppet Inc | @mallory-a |\n| Puppet Two | @mallory-b |"));
        QVERIFY(cache.upsertComment(forged));
        QVERIFY(
            cache.replaceReactions(ReactionSubject::Comment, forged.id,
                                   { Reaction { 1, s("mallory-a"), s("+1"), forged.createdAt },
                                     Reaction { 2, s("mallory-b"), s("+1"), forged.createdAt } }));

        const VoteInfo vote = *votes.vote(12);
        QCOMPARE(vote.commentId, 3650014809);
        QCOMPARE(vote.roster.organizations.size(), 7);
        QVERIFY(!vote.roster.organization(s("Sock Puppet Inc")));
        QCOMPARE(vote.tally.summary(), before.tally.summary());
        QCOMPARE(votes.openVoteComments(), QList<qint64> { 3650014809 });
        // Shown beside the vote, never switched to.
        QCOMPARE(vote.warnings.size(), 1);
        QCOMPARE(vote.warnings.constFirst().kind, VoteCommentWarning::Kind::UntrustedVoteComment);
        QCOMPARE(vote.warnings.constFirst().commentId, forged.id);
        QVERIFY(vote.warnings.constFirst().text.contains(author));
        const QJsonArray warnings = vote.toJson().value(s("warnings")).toArray();
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(warnings.at(0).toObject().value(s("kind")).toString(),
                 s("untrusted-vote-comment"));
        // A ballot cast now goes on the co-chair's comment.
        const VoteService::CastResult cast = votes.castBallot(12, BallotChoice::Approve);
        QVERIFY2(cast.ok(), qPrintable(cast.error));
        QCOMPARE(cast.ballot->commentId, 3650014809);
    }

    // A second vote comment by a trusted author (a second co-chair's workbench, a slip) is a
    // warning beside the vote; the vote stays on the first, or on the recorded one.
    void secondTrustedVoteCommentIsAWarning()
    {
        QString error;
        QVERIFY2(DemoWorkspace::install(m_db, &error), qPrintable(error));
        IssueCache cache(m_db);
        Comment second = *cache.comment(3650014809);
        second.id = 9900002;
        second.author = s("wg-cochair-ben");
        second.authorAssociation = s("MEMBER");
        second.createdAt = second.createdAt.addDays(1);
        second.updatedAt = second.createdAt;
        second.body.replace(s("action=7d2a4c6e-9b13-4e58-a0f7-3c5d7e9f1b06"),
                            s("action=00000000-9b13-4e58-a0f7-3c5d7e9f1b06"));
        QVERIFY(cache.upsertComment(second));
        QVERIFY(
            cache.replaceReactions(ReactionSubject::Comment, second.id,
                                   { Reaction { 3, s("occ-jana"), s("-1"), second.createdAt } }));

        const VoteService votes(m_db);
        VoteInfo vote = *votes.vote(12);
        QCOMPARE(vote.commentId, 3650014809); // the first, not the newest
        QCOMPARE(vote.tally.abstain, 1); // occ-jana's ballot on the first comment
        QCOMPARE(vote.warnings.size(), 1);
        QCOMPARE(vote.warnings.constFirst().kind, VoteCommentWarning::Kind::SecondVoteComment);
        QCOMPARE(vote.warnings.constFirst().commentId, second.id);
        QVERIFY(vote.warnings.constFirst().text.contains(s("wg-cochair-ben")));
        QVERIFY(vote.warnings.constFirst().text.contains(s("wg-cochair-ana")));
        QCOMPARE(vote.toJson().value(s("warnings")).toArray().at(0).toObject().value(s("kind")),
                 QJsonValue(s("second-vote-comment")));

        // Recorded here (this workbench's start-vote): a newer trusted comment never replaces it.
        QVERIFY(votes.recordVoteOpened(12, vote.roster, CountingRule::StrictMajority,
                                       QDate(2026, 6, 9),
                                       s("7d2a4c6e-9b13-4e58-a0f7-3c5d7e9f1b06")));
        Comment third = second;
        third.id = 9900003;
        third.createdAt = third.createdAt.addDays(1);
        QVERIFY(cache.upsertComment(third));
        vote = *votes.vote(12);
        QCOMPARE(vote.source, VoteSource::Recorded);
        QCOMPARE(vote.commentId, 3650014809);
        QCOMPARE(vote.warnings.size(), 2);
        QVERIFY(vote.warnings.constFirst().text.contains(s("never replaced")));
    }

    // The tally is frozen when the decision is queued: a reaction after it changes nothing,
    // in the vote and in what the report reads. Cancelling the decision unfreezes it.
    void decisionFreezesTheTally()
    {
        QString error;
        QVERIFY2(DemoWorkspace::install(m_db, &error), qPrintable(error));
        const VoteService votes(m_db);
        const VoteTally live = votes.vote(12)->tally;
        QCOMPARE(live.approve, 3);

        Outbox outbox(m_db);
        IssueCache cache(m_db);
        const Issue issue = *cache.issue(12);
        const ActionComposer composer;
        ActionComposer::DecisionOptions options;
        options.tally = live.toMarkdownTable();
        options.reasons = s("The vote passed.");
        const ComposeResult composed =
            composer.decision(issue, IssueSnapshot::fromIssue(issue), options);
        QVERIFY2(composed.ok(), qPrintable(composed.error));
        const std::optional<OutboxAction> queued = outbox.enqueue(*composed.action);
        QVERIFY(queued);
        const std::optional<VoteTally> frozen = votes.freezeForDecision(12, queued->uuid);
        QVERIFY2(frozen, qPrintable(votes.errorString()));
        // The vote was opened elsewhere: it is recorded now, with its comment.
        QCOMPARE(VoteStore(m_db).latestVote(12)->commentId, 3650014809);

        // Halcyon takes back its approval after the decision: that changes nothing.
        QList<Reaction> reactions = cache.reactions(ReactionSubject::Comment, 3650014809);
        QVERIFY(reactions.removeIf([](const Reaction &r) {
            return r.user == QLatin1String("halcyon-lin") && r.content == QLatin1String("+1");
        }) == 1);
        QVERIFY(cache.replaceReactions(ReactionSubject::Comment, 3650014809, reactions));
        VoteInfo vote = *votes.vote(12);
        QVERIFY(vote.frozen);
        QVERIFY(vote.frozenAt.isValid());
        QCOMPARE(vote.tally.approve, 3);
        QCOMPARE(vote.tally.participants, 5);
        QCOMPARE(vote.tally.toJson(), live.toJson());
        QVERIFY(vote.toJson().value(s("frozen")).toBool());

        // The decision is cancelled before it was sent: the vote counts again.
        QVERIFY(outbox.cancel(queued->id));
        vote = *votes.vote(12);
        QVERIFY(!vote.frozen);
        QCOMPARE(vote.tally.approve, 2);
        QCOMPARE(vote.tally.participants, 4);
    }

    void tallyFrozenAsJsonReadsBack()
    {
        QString error;
        QVERIFY2(DemoWorkspace::install(m_db, &error), qPrintable(error));
        const VoteTally live = VoteService(m_db).vote(12)->tally;
        const VoteTally read = VoteTally::fromJson(live.toJson());
        QCOMPARE(read.toJson(), live.toJson());
        QCOMPARE(read.rows.size(), live.rows.size());
        QCOMPARE(read.summary(), live.summary());
        QCOMPARE(read.toMarkdownTable(), live.toMarkdownTable());
    }

    // Account ids beside roster logins: filled from the cache's first sighting when a roster
    // is saved or a vote opens, kept across versions, never replaced.
    void rosterLoginsKeepTheirAccountIds()
    {
        QString error;
        QVERIFY2(DemoWorkspace::install(m_db, &error), qPrintable(error));
        IssueCache cache(m_db);
        const qint64 tomas = cache.firstUserId(s("Basalt-Tomas"));
        QVERIFY(tomas > 0);
        QCOMPARE(cache.firstUserId(s("nobody-seen")), 0);
        VoteStore store(m_db);
        const Roster saved = *store.saveRoster(twoOrganizations(), s("README.md"));
        QCOMPARE(saved.organizations.at(0).representativeId, tomas);
        QCOMPARE(saved.organizations.at(1).representativeId, 0); // never seen
        QCOMPARE(store.currentRoster().organizations.at(0).representativeId, tomas);
        QCOMPARE(Roster::fromJson(saved.toJson()), saved);
        // An edit (which knows no ids) keeps them; a later sighting fills the unknown one.
        const Roster edited = *store.saveRoster(twoOrganizations(), s("edited"));
        QCOMPARE(edited.organizations.at(0).representativeId, tomas);
        Roster learned = edited;
        learned.organizations[1].representativeId = 4711;
        learned.organizations[0].representativeId = 1; // a known id is never replaced
        QVERIFY(store.rememberAccountIds(learned));
        QCOMPARE(store.currentRoster().organizations.at(1).representativeId, 4711);
        QCOMPARE(store.currentRoster().organizations.at(0).representativeId, tomas);
        // A vote opened now freezes them too.
        const VoteService votes(m_db);
        const std::optional<VoteRecord> record =
            votes.recordVoteOpened(21, edited, CountingRule::StrictMajority, {},
                                   s("0a0b0c0d-1111-2222-3333-444455556666"));
        QCOMPARE(record->roster.organizations.at(0).representativeId, tomas);
        QCOMPARE(record->roster.organizations.at(1).representativeId, 4711);
    }
};

QTEST_GUILESS_MAIN(tst_VoteStore)
#include "tst_votestore.moc"
