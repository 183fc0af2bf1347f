// The voting tables (rosters, votes, the signed-in login, queued ballots) and VoteService over
// the demo workspace, whose issue #12 is in voting with a roster table in its vote comment.

#include "actions/ActionComposer.h"
#include "demo/DemoWorkspace.h"
#include "store/Database.h"
#include "store/IssueCache.h"
#include "voting/VoteService.h"
#include "voting/VoteStore.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace acp;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

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
        QCOMPARE(vote->closes, QDate(2026, 6, 9));
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
        QCOMPARE(json.value(s("closes")).toString(), s("2026-06-09"));

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
        QCOMPARE(vote.roster, frozen);
        QCOMPARE(vote.tally.eligible, 2);
        QCOMPARE(vote.tally.participants, 1); // Basalt's -1; Pinecrest ambiguous
        QCOMPARE(vote.tally.nonBinding, 5);
        // The comment id is remembered, so an edit that drops the markers keeps the link.
        QCOMPARE(store.latestVote(12)->commentId, 3650014809);
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
            "<!-- acp-workbench:vote -->\n<!-- acp-workbench:vote-closes=2026-07-01 -->\n"
            "<!-- acp-workbench:vote-rule=votes-cast -->\n<!-- "
            "acp-workbench:action=ABCDEF01-2345-6789-abcd-ef0123456789 -->")
                                 << true << s("votes-cast") << QDate(2026, 7, 1)
                                 << s("abcdef01-2345-6789-abcd-ef0123456789");
        QTest::newRow("outbox wording, strict") << s(
            "<!--acp-workbench:vote-->\nThe application passes when approvals exceed half of the "
            "participating organizations, so an abstention counts against approval.")
                                                << true << s("strict") << QDate() << QString();
        QTest::newRow("outbox wording, votes cast")
            << s("<!-- acp-workbench:vote -->\nThe application passes when approvals outnumber "
                 "rejections among the participating organizations; abstentions count toward the "
                 "quorum only.\n\n**The vote closes on 2026-08-01.**")
            << true << s("votes-cast") << QDate(2026, 8, 1) << QString();
        QTest::newRow("by hand, no rule words") << s("<!-- acp-workbench:vote -->\nPlease vote.")
                                                << true << QString() << QDate() << QString();
        QTest::newRow("a closing-date marker alone is no vote comment")
            << s("<!-- acp-workbench:vote-closes=2026-07-01 -->") << false << QString()
            << QDate(2026, 7, 1) << QString();
        QTest::newRow("marker quoted in a code span still counts")
            << s("`<!-- acp-workbench:vote -->`") << true << QString() << QDate() << QString();
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

    void findVoteComment()
    {
        Issue issue;
        issue.number = 40;
        issue.author = s("vendor");
        auto comment = [](qint64 id, const QString &author, const QString &body, int day) {
            Comment c;
            c.id = id;
            c.issueNumber = 40;
            c.author = author;
            c.body = body;
            c.createdAt = QDateTime(QDate(2026, 5, day), QTime(12, 0), QTimeZone::utc());
            return c;
        };
        const QString marker = s("<!-- acp-workbench:vote -->");
        QList<Comment> comments = {
            comment(1, s("cochair"), marker + s(" first vote"), 1),
            comment(2, s("vendor"), marker + s(" the applicant's own"), 2),
            comment(3, s("cochair"), s("unrelated"), 3),
        };
        QCOMPARE(VoteService::findVoteComment(comments, issue, std::nullopt)->id, 1);
        comments.append(comment(4, s("other-cochair"), marker + s(" reopened"), 4));
        QCOMPARE(VoteService::findVoteComment(comments, issue, std::nullopt)->id, 4);

        VoteRecord record;
        record.actionUuid = s("11111111-2222-3333-4444-555555555555");
        record.openedAt = QDateTime(QDate(2026, 5, 5), QTime(9, 0), QTimeZone::utc());
        // Recorded but not posted yet: older vote comments are not it.
        QVERIFY(!VoteService::findVoteComment(comments, issue, record));
        comments.append(comment(
            5, s("cochair"),
            marker + s("\n<!-- acp-workbench:action=11111111-2222-3333-4444-555555555555 -->"), 6));
        QCOMPARE(VoteService::findVoteComment(comments, issue, record)->id, 5);
        // Opened elsewhere after the record: that one.
        record.commentId = 5;
        QCOMPARE(VoteService::findVoteComment(comments, issue, record)->id, 5);
        // The recorded comment stays the vote comment when an edit drops the vote marker.
        comments[4].body = s("edited");
        QCOMPARE(VoteService::findVoteComment(comments, issue, record)->id, 5);
        // A vote opened elsewhere after the recorded one replaces it.
        comments.append(comment(6, s("other-cochair"), marker + s(" newer"), 7));
        QCOMPARE(VoteService::findVoteComment(comments, issue, record)->id, 6);
        // Not yet posted, but another vote was opened after the record: that one.
        record.commentId = 0;
        comments.removeAt(4);
        QCOMPARE(VoteService::findVoteComment(comments, issue, record)->id, 6);
    }
};

QTEST_GUILESS_MAIN(tst_VoteStore)
#include "tst_votestore.moc"
