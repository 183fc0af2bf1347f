// Over 600 lines on purpose: one program: the seeded soak and its checks.
//
// acp-fault-soak: a long, seeded, randomized run of syncs and pushes against the loopback server
// with every fault it can inject, interleaved with changes to the repository. The cache must
// converge to the server's state, every queued action must land exactly once, and the reviewer's
// data must never change.
//
//   acp-fault-soak [--iterations N] [--max-seconds T] [--seed S] [--check-every K]
//                  [--issues N] [--comments M] [--reactions R] [--double-404]
//                  [--invisible-reactions] [--verbose]
//
// Each iteration: maybe change the repository (edits, labels, comments, reactions, new issues
// and pull requests, deleted comments and issues), inject 0–2 faults of random kinds on random
// paths (every GitHubTestServer::FaultKind; a 404 hits one request unless --double-404), then run a
// full sync (four times in five) or the refresh of one issue, or, when actions wait in the
// outbox, a push of them (start-vote, decision, back-to-review, queued through ActionComposer as
// the command line does), any run sometimes cancelled from a progress report or after a random
// delay. Any outcome is allowed during the iterations except a hang, a crash, a change to the
// reviewer's data, an action's comment on GitHub twice, or an action recorded as sent whose
// comment is not there. Every K iterations and at the end the faults are cleared and:
//   1. the outbox is pushed until nothing waits (blocked actions, stale because the repository
//      moved under them, are retried as a user accepting GitHub's state would, or cancelled when
//      their issue was deleted; failed ones are retried): every action is then sent with its
//      comment on GitHub exactly once, or cancelled with no comment;
//   2. one clean full sync, listing every issue (as a run does once a day), must succeed and
//      the cache must then equal the server in everything but reactions to comments that did
//      not change otherwise (no listing shows those, see --invisible-reactions);
//   3. refreshing every issue that lost comments or was deleted, or has such reactions, must
//      make it equal exactly.
// The sync runs in this process (the real SyncEngine, GitHubClient and SQLite store), with the
// client's waits scaled from seconds to milliseconds so rate limits cost no real time.

#include "GitHubTestServer.h"
#include "ResilienceSupport.h"
#include "core/actions/ActionComposer.h"
#include "core/github/GitHubClient.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/review/ChecklistStatus.h"
#include "core/review/ChecklistStore.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/ReviewerStore.h"
#include "core/sync/SyncEngine.h"
#include "core/voting/VotePoller.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QMap>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

using namespace acp::resilience;
using acp::test::GitHubTestServer;
using FaultKind = GitHubTestServer::FaultKind;

namespace {

const QList<FaultKind> kFaultKinds = {
    FaultKind::ServerError500,      FaultKind::BadGateway502,      FaultKind::SecondaryRateLimit403,
    FaultKind::PrimaryRateLimit403, FaultKind::TooManyRequests429, FaultKind::Slow,
    FaultKind::DropMidBody,         FaultKind::MalformedJson,      FaultKind::NotFound404,
    FaultKind::SlowAfterCommit,     FaultKind::CommitThenClose,
};

QString faultName(FaultKind kind)
{
    switch (kind) {
    case FaultKind::ServerError500:
        return QStringLiteral("500");
    case FaultKind::BadGateway502:
        return QStringLiteral("502");
    case FaultKind::SecondaryRateLimit403:
        return QStringLiteral("403-secondary");
    case FaultKind::PrimaryRateLimit403:
        return QStringLiteral("403-primary");
    case FaultKind::TooManyRequests429:
        return QStringLiteral("429");
    case FaultKind::Slow:
        return QStringLiteral("slow");
    case FaultKind::DropMidBody:
        return QStringLiteral("drop-mid-body");
    case FaultKind::MalformedJson:
        return QStringLiteral("malformed-json");
    case FaultKind::NotFound404:
        return QStringLiteral("404");
    case FaultKind::SlowAfterCommit:
        return QStringLiteral("slow-after-commit");
    case FaultKind::CommitThenClose:
        return QStringLiteral("commit-then-close");
    default:
        return QStringLiteral("other");
    }
}

struct RunOutcome
{
    acp::SyncResult result;
    bool hung = false;
    double milliseconds = 0;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Seeded fault soak of the sync engine against the loopback server."));
    parser.addHelpOption();
    const QCommandLineOption iterationsOption(QStringLiteral("iterations"),
                                              QStringLiteral("Sync runs (default 300)."),
                                              QStringLiteral("N"), QStringLiteral("300"));
    const QCommandLineOption secondsOption(
        QStringLiteral("max-seconds"),
        QStringLiteral("Stop starting iterations after this long (default 0: no limit)."),
        QStringLiteral("T"), QStringLiteral("0"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Random seed."),
                                        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption checkOption(
        QStringLiteral("check-every"),
        QStringLiteral("Iterations between convergence checks (default 25)."), QStringLiteral("K"),
        QStringLiteral("25"));
    const QCommandLineOption issuesOption(QStringLiteral("issues"), QStringLiteral("Issues."),
                                          QStringLiteral("N"), QStringLiteral("220"));
    const QCommandLineOption commentsOption(QStringLiteral("comments"), QStringLiteral("Comments."),
                                            QStringLiteral("M"), QStringLiteral("1500"));
    const QCommandLineOption reactionsOption(QStringLiteral("reactions"),
                                             QStringLiteral("Reactions."), QStringLiteral("R"),
                                             QStringLiteral("200"));
    const QCommandLineOption verboseOption(QStringLiteral("verbose"),
                                           QStringLiteral("One line per iteration."));
    const QCommandLineOption double404Option(
        QStringLiteral("double-404"),
        QStringLiteral("Let 404 faults hit up to three requests in a row. The sync believes an "
                       "item is gone when its reaction list and the item itself both answer "
                       "404, and a listing never brings an unchanged item back, so this finds "
                       "live items the cache keeps as deleted."));
    const QCommandLineOption invisibleReactionsOption(
        QStringLiteral("invisible-reactions"),
        QStringLiteral("Add every other reaction without touching its issue or comment. "
                       "GitHub's listings do not report a reaction, so a sync misses one on an "
                       "item that did not change otherwise: the check after a clean sync leaves "
                       "those subjects out, and refreshing their issues must bring them."));
    const QCommandLineOption listingLagOption(
        QStringLiteral("listing-lag"),
        QStringLiteral("Let the listing of an issue's comments lag behind a new comment by up "
                       "to MS milliseconds, chosen at random per iteration (default 0), as a "
                       "lagging replica does: a marker lookup may not see a comment that landed. "
                       "The outbox looks twice, 40 ms apart (its minute, scaled), before it "
                       "posts a comment again, so lags up to 40 ms must never make one twice."),
        QStringLiteral("MS"), QStringLiteral("0"));
    parser.addOptions({ iterationsOption, secondsOption, seedOption, checkOption, issuesOption,
                        commentsOption, reactionsOption, verboseOption, double404Option,
                        invisibleReactionsOption, listingLagOption });
    parser.process(app);

    const int iterations = std::max(1, parser.value(iterationsOption).toInt());
    const int maxSeconds = parser.value(secondsOption).toInt();
    const int checkEvery = std::max(1, parser.value(checkOption).toInt());
    const auto seed = parser.value(seedOption).toUInt();
    const bool verbose = parser.isSet(verboseOption);
    const bool double404 = parser.isSet(double404Option);
    const int maxListingLag = std::max(0, parser.value(listingLagOption).toInt());
    QTextStream out(stdout);

    GitHubTestServer server(QStringLiteral("soak"), QStringLiteral("acp"));
    if (!server.listen()) {
        std::fprintf(stderr, "The loopback server could not listen.\n");
        return 2;
    }
    server.populate(parser.value(issuesOption).toInt(), parser.value(commentsOption).toInt(),
                    parser.value(reactionsOption).toInt(), seed);
    ServerMutator mutator(seed);
    mutator.setInvisibleReactions(parser.isSet(invisibleReactionsOption));

    QTemporaryDir dir;
    const QString dbPath = dir.filePath(QStringLiteral("soak.sqlite3"));
    acp::Database database;
    if (!database.open(dbPath)) {
        std::fprintf(stderr, "%s\n", qPrintable(database.errorString()));
        return 2;
    }
    acp::GitHubClient client(server.apiUrl(), QStringLiteral("soak-token"));
    acp::RetryPolicy policy;
    policy.second = std::chrono::milliseconds(1); // Retry-After: 2 waits 2 ms
    policy.requestTimeoutSeconds = 1; // a real second: Slow faults of 1.2 s time out
    client.setRetryPolicy(policy);
    acp::VotePoller poller(database, client);
    acp::SyncEngine engine(database, client, server.fullName());
    engine.setFollowUp(&poller); // as Workspace does
    acp::Outbox outbox(database);
    const acp::ActionComposer composer;
    acp::OutboxPusher pusher(outbox, client, server.fullName());
    acp::PushPolicy pushPolicy;
    pushPolicy.mutationInterval = std::chrono::milliseconds(0);
    pushPolicy.lookupDelay = std::chrono::milliseconds(5);
    pushPolicy.lookupConfirmInterval = std::chrono::milliseconds(40);
    pusher.setPolicy(pushPolicy);
    struct Queued
    {
        int issue = 0;
        bool hasComment = false;
        QString kind;
        QStringList addLabels;
        QStringList removeLabels;
        QString setState;
    };
    QHash<QString, Queued> queued; // uuid -> what was queued
    QHash<int, QString> latestAction; // issue -> uuid of its latest action
    QSet<QString> disturbed; // actions whose issue's labels or state someone else changed

    // The reviewer's work, written before any sync; nothing below may change it.
    {
        acp::ChecklistStore checklist(database);
        acp::ReviewerStore reviewer(database);
        for (int number = 1; number <= 12; number += 3) {
            checklist.setEntry(
                number, QStringLiteral("security-policy"), acp::ChecklistStatus::Gap,
                QStringLiteral("No disclosure timeline (#%1) — “to ask”").arg(number));
            checklist.addTextNote(number, QStringLiteral("working-ci"),
                                  QStringLiteral("CI dashboard checked by hand"));
            reviewer.setApplicationNote(number, QStringLiteral("**Private** note %1").arg(number));
        }
    }
    QStringList reviewerBefore;
    {
        CacheFile file(dbPath);
        reviewerBefore = file.reviewerSnapshot(false);
    }
    if (reviewerBefore.size() != 12) {
        std::fprintf(stderr, "The reviewer's data could not be written.\n");
        return 2;
    }

    int failures = 0;
    auto fail = [&](int iteration, const QString &what) {
        ++failures;
        out << "FAIL at iteration " << iteration << ": " << what << '\n';
        out.flush();
    };

    auto runSync = [&](int issueNumber, int cancelAtProgress, int cancelAfterMs) {
        RunOutcome outcome;
        QEventLoop loop;
        int progressCount = 0;
        const auto c1 = QObject::connect(&engine, &acp::SyncEngine::finished, &loop,
                                         [&](const acp::SyncResult &r) {
                                             outcome.result = r;
                                             loop.quit();
                                         });
        const auto c2 = QObject::connect(&engine, &acp::SyncEngine::progress, &loop,
                                         [&](const acp::SyncProgress &) {
                                             if (++progressCount == cancelAtProgress)
                                                 engine.cancel();
                                         });
        QTimer cancelTimer;
        cancelTimer.setSingleShot(true);
        QObject::connect(&cancelTimer, &QTimer::timeout, &engine, &acp::SyncEngine::cancel);
        QTimer watchdog;
        watchdog.setSingleShot(true);
        QObject::connect(&watchdog, &QTimer::timeout, &loop, [&] {
            outcome.hung = true;
            loop.quit();
        });
        QElapsedTimer clock;
        clock.start();
        if (issueNumber > 0)
            engine.syncIssue(issueNumber);
        else
            engine.start();
        if (cancelAfterMs >= 0)
            cancelTimer.start(cancelAfterMs);
        watchdog.start(120000);
        if (engine.isRunning())
            loop.exec();
        outcome.milliseconds = double(clock.nsecsElapsed()) / 1e6;
        QObject::disconnect(c1);
        QObject::disconnect(c2);
        return outcome;
    };

    auto runPush = [&](int cancelAtProgress, int cancelAfterMs) {
        acp::PushSummary summary;
        bool hung = false;
        QEventLoop loop;
        int progressCount = 0;
        const auto c1 = QObject::connect(&pusher, &acp::OutboxPusher::finished, &loop,
                                         [&](const acp::PushSummary &s) {
                                             summary = s;
                                             loop.quit();
                                         });
        const auto c2 = QObject::connect(&pusher, &acp::OutboxPusher::progress, &loop,
                                         [&](const acp::PushProgress &) {
                                             if (++progressCount == cancelAtProgress)
                                                 pusher.cancel();
                                         });
        QTimer cancelTimer;
        cancelTimer.setSingleShot(true);
        QObject::connect(&cancelTimer, &QTimer::timeout, &pusher, &acp::OutboxPusher::cancel);
        QTimer watchdog;
        watchdog.setSingleShot(true);
        QObject::connect(&watchdog, &QTimer::timeout, &loop, [&] {
            hung = true;
            loop.quit();
        });
        pusher.push();
        if (cancelAfterMs >= 0)
            cancelTimer.start(cancelAfterMs);
        watchdog.start(120000);
        if (pusher.isRunning())
            loop.exec();
        QObject::disconnect(c1);
        QObject::disconnect(c2);
        return std::make_pair(summary, hung);
    };

    // Queues up to `count` actions on issues whose expected state allows one.
    auto queueActions = [&](int count) {
        QStringList done;
        const acp::IssueCache cache(database);
        const QList<acp::Issue> issues = cache.issues();
        for (int attempt = 0; attempt < 30 && done.size() < count && !issues.isEmpty(); ++attempt) {
            const acp::Issue &issue = issues.at(mutator.uniform(0, int(issues.size()) - 1));
            const std::optional<acp::IssueSnapshot> expected = outbox.expectedState(issue.number);
            if (!expected || expected->deleted || expected->state != QLatin1String("open"))
                continue;
            const acp::ReviewState state = expected->reviewState(outbox.labels());
            acp::ComposeResult result;
            if (state == acp::ReviewState::New || state == acp::ReviewState::NeedsInfo) {
                result = composer.startVote(issue, *expected, {});
            } else if (state == acp::ReviewState::Voting) {
                if (mutator.uniform(0, 2) == 0) {
                    result = composer.backToReview(issue, *expected,
                                                   QStringLiteral("Back to review — “soak”."));
                } else {
                    acp::ActionComposer::DecisionOptions options;
                    options.approved = mutator.uniform(0, 1) == 0;
                    options.reasons = QStringLiteral("Soak decision ✓");
                    result = composer.decision(issue, *expected, options);
                }
            } else {
                continue;
            }
            if (!result.ok())
                continue;
            const std::optional<acp::OutboxAction> action = outbox.enqueue(*result.action);
            if (!action)
                continue;
            queued.insert(action->uuid,
                          { action->issueNumber, !action->comment().isEmpty(),
                            acp::actionKindId(action->kind), action->addLabels(),
                            action->removeLabels(), action->setState() });
            latestAction.insert(action->issueNumber, action->uuid);
            done.append(QStringLiteral("%1 #%2")
                            .arg(acp::actionKindId(action->kind))
                            .arg(action->issueNumber));
        }
        return done;
    };

    // What happened to one issue, for a failure report: the requests about it that the server
    // saw (method, path, status; requests faults answered included) and the outbox's audit.
    auto history = [&](int issue) {
        QStringList lines;
        const QString path = QStringLiteral("/issues/%1").arg(issue);
        for (const auto &record : server.requests()) {
            const QString target = record.pathAndQuery.section(QLatin1Char('?'), 0, 0);
            if (target.endsWith(path) || target.contains(path + QLatin1Char('/')))
                lines.append(QStringLiteral("    %1 %2 -> %3")
                                 .arg(QString::fromLatin1(record.method), record.pathAndQuery)
                                 .arg(record.status));
        }
        if (lines.size() > 60)
            lines = lines.mid(lines.size() - 60);
        for (const acp::AuditEntry &entry : outbox.audit(issue))
            lines.append(QStringLiteral("    audit %1 %2 %3: %4")
                             .arg(entry.actionUuid.left(8), entry.kind, entry.event, entry.detail));
        return lines.join(QLatin1Char('\n'));
    };

    // Duplicates never; sent means landed.
    auto checkActions = [&](int iteration, bool settled) {
        const QHash<QString, int> markers = actionMarkerCounts(server);
        for (auto it = markers.cbegin(); it != markers.cend(); ++it) {
            if (it.value() > 1)
                fail(iteration,
                     QStringLiteral("the comment of action %1 is on GitHub %2 times:\n%3")
                         .arg(it.key())
                         .arg(it.value())
                         .arg(history(queued.value(it.key()).issue)));
            if (!queued.contains(it.key()))
                fail(iteration,
                     QStringLiteral("a comment carries the marker of unknown action %1")
                         .arg(it.key()));
        }
        for (const acp::OutboxAction &action : outbox.actions()) {
            const Queued q = queued.value(action.uuid);
            const int count = markers.value(action.uuid);
            if (action.state == acp::ActionState::Sent && q.hasComment && count != 1)
                fail(iteration,
                     QStringLiteral("%1 on #%2 is recorded as sent, but its comment is on "
                                    "GitHub %3 times")
                         .arg(q.kind)
                         .arg(q.issue)
                         .arg(count));
            if (settled && action.state == acp::ActionState::Cancelled && count != 0)
                fail(iteration,
                     QStringLiteral("%1 on #%2 was cancelled, but its comment is on GitHub")
                         .arg(q.kind)
                         .arg(q.issue));
            if (settled && action.state != acp::ActionState::Sent
                && action.state != acp::ActionState::Cancelled)
                fail(iteration,
                     QStringLiteral("%1 on #%2 is still %3 after settling: %4")
                         .arg(q.kind)
                         .arg(q.issue)
                         .arg(acp::actionStateId(action.state), action.lastError));
        }
    };

    // Pushes until nothing waits, resolving what a user would resolve.
    int actionsRetried = 0, actionsCancelled = 0, actionsVerified = 0;
    auto settleOutbox = [&](int iteration) {
        for (int round = 0; round < 8 && outbox.pendingCount() > 0; ++round) {
            for (const acp::OutboxAction &action : outbox.actions()) {
                if (action.state != acp::ActionState::Blocked
                    && action.state != acp::ActionState::Failed)
                    continue;
                bool deleted = false;
                for (const auto &issue : server.issues())
                    deleted = deleted || (issue.number == action.issueNumber && issue.deleted);
                if (deleted && action.canCancel()) {
                    outbox.cancel(action.id);
                    ++actionsCancelled;
                } else if (action.canRetry()) {
                    outbox.retry(action.id);
                    ++actionsRetried;
                }
            }
            if (outbox.pendingCount() == 0)
                break;
            const auto [summary, hung] = runPush(-1, -1);
            if (hung) {
                fail(iteration, QStringLiteral("a push did not finish within two minutes"));
                return;
            }
        }
        checkActions(iteration, true);
        // The latest action on an issue nobody else touched is what the issue shows now.
        QHash<int, GitHubTestServer::IssueData> serverIssues;
        for (const auto &issue : server.issues())
            serverIssues.insert(issue.number, issue);
        for (const acp::OutboxAction &action : outbox.actions()) {
            if (action.state != acp::ActionState::Sent || disturbed.contains(action.uuid)
                || latestAction.value(action.issueNumber) != action.uuid)
                continue;
            const auto issue = serverIssues.value(action.issueNumber);
            QStringList labels;
            for (const QString &label : issue.labels)
                labels.append(label.toLower());
            const Queued q = queued.value(action.uuid);
            QStringList wrong;
            for (const QString &label : q.addLabels) {
                if (!labels.contains(label.toLower()))
                    wrong.append(QStringLiteral("+%1 missing").arg(label));
            }
            for (const QString &label : q.removeLabels) {
                if (labels.contains(label.toLower()))
                    wrong.append(QStringLiteral("-%1 still there").arg(label));
            }
            if (!q.setState.isEmpty() && issue.state != q.setState)
                wrong.append(QStringLiteral("state %1, not %2").arg(issue.state, q.setState));
            if (!wrong.isEmpty())
                fail(iteration,
                     QStringLiteral("%1 on #%2 is sent, but %3:\n%4")
                         .arg(q.kind)
                         .arg(q.issue)
                         .arg(wrong.join(QStringLiteral(", ")), history(q.issue)));
            ++actionsVerified;
        }
    };

    auto checkReviewer = [&](int iteration) {
        CacheFile file(dbPath);
        const QString integrity = file.integrityCheck();
        if (integrity != QLatin1String("ok"))
            fail(iteration, QStringLiteral("integrity: ") + integrity);
        if (file.reviewerSnapshot(false) != reviewerBefore)
            fail(iteration, QStringLiteral("the reviewer's data changed"));
    };

    int checkpoints = 0;
    int invisibleRefreshed = 0; // issues refreshed for reactions a listing could not see
    auto converge = [&](int iteration) {
        ++checkpoints;
        server.clearFaults();
        settleOutbox(iteration);
        // The sync's own answer to lagging listings is its settle window (by GitHub's clock);
        // the lag here is for the outbox's marker lookups, so the replicas catch up before the
        // cache is compared with the server.
        server.catchUpCommentListings();
        // It lists every issue (as a run does once a day): the deletions no listing from the
        // mark shows are found by the sync itself, and so are the reactions on issues.
        engine.setRelistInterval(std::chrono::seconds(0));
        const RunOutcome clean = runSync(0, -1, -1);
        engine.setRelistInterval(std::chrono::hours(24));
        if (clean.hung || !clean.result.ok()) {
            fail(iteration,
                 QStringLiteral("the clean sync failed: ")
                     + (clean.hung ? QStringLiteral("hung") : clean.result.errorString));
            return;
        }
        {
            // Only a comment's reactions are beyond a sync that lists every issue.
            DeletionLog unseen;
            unseen.commentsWithInvisibleReactions =
                mutator.deletions().commentsWithInvisibleReactions;
            CacheFile file(dbPath);
            const QStringList diffs = file.compareWithServer(server, &unseen);
            if (!diffs.isEmpty())
                fail(iteration,
                     QStringLiteral("after a clean sync the cache differs:\n  ")
                         + diffs.join(QStringLiteral("\n  ")));
        }
        QSet<int> refresh = mutator.deletions().deletedIssues;
        refresh.unite(mutator.deletions().issuesWithDeletedComments);
        refresh.unite(mutator.deletions().issuesToRefreshForReactions);
        invisibleRefreshed += int(mutator.deletions().issuesToRefreshForReactions.size());
        QList<int> numbers(refresh.cbegin(), refresh.cend());
        std::sort(numbers.begin(), numbers.end());
        for (int number : std::as_const(numbers)) {
            const RunOutcome one = runSync(number, -1, -1);
            if (one.hung || !one.result.ok())
                fail(iteration,
                     QStringLiteral("refreshing #%1 failed: %2")
                         .arg(number)
                         .arg(one.hung ? QStringLiteral("hung") : one.result.errorString));
        }
        {
            CacheFile file(dbPath);
            const QStringList diffs = file.compareWithServer(server);
            if (!diffs.isEmpty())
                fail(iteration,
                     QStringLiteral("after refreshing %1 issues the cache differs:\n  ")
                             .arg(numbers.size())
                         + diffs.join(QStringLiteral("\n  ")));
        }
        mutator.clearDeletions();
        checkReviewer(iteration);
        if (verbose) {
            out << "checkpoint at " << iteration << ": clean sync " << qRound(clean.milliseconds)
                << " ms, " << clean.result.requests << " requests; " << numbers.size()
                << " issues refreshed\n";
            out.flush();
        }
    };

    QElapsedTimer total;
    total.start();
    out << "fault soak: seed " << seed << ", up to " << iterations << " iterations, repository of "
        << server.issues().size() << " issues, " << server.comments().size() << " comments\n";
    out.flush();

    QMap<QString, int> faultsInjected;
    QMap<QString, int> outcomes;
    int changes = 0;
    int pushedActions = 0;
    int iteration = 0;
    Stats runMs;
    while (iteration < iterations && failures < 3) {
        if (maxSeconds > 0 && total.elapsed() > qint64(maxSeconds) * 1000)
            break;
        ++iteration;
        QString changed;
        if (iteration > 1 && mutator.uniform(0, 2) > 0) {
            const int n = mutator.uniform(1, 12);
            changes += n;
            changed = mutator.apply(server, n, true);
            for (const int number : mutator.takeStateTouches()) {
                if (latestAction.contains(number))
                    disturbed.insert(latestAction.value(number));
            }
        }
        QStringList injected;
        const int faultCount = mutator.uniform(0, 2);
        static const QStringList paths = { QString(),
                                           QStringLiteral("/issues?"),
                                           QStringLiteral("/comments?"),
                                           QStringLiteral("/reactions"),
                                           QStringLiteral("page=2"),
                                           QStringLiteral("since="),
                                           QStringLiteral("/repos/soak/acp/issues/"),
                                           QStringLiteral("/comments"),
                                           QStringLiteral("/labels") };
        bool notFoundInjected = false;
        for (int f = 0; f < faultCount; ++f) {
            GitHubTestServer::Fault fault;
            fault.kind = kFaultKinds.at(mutator.uniform(0, int(kFaultKinds.size()) - 1));
            fault.pathContains = paths.at(mutator.uniform(0, int(paths.size()) - 1));
            fault.times = mutator.uniform(1, 3);
            if (fault.kind == FaultKind::NotFound404 && !double404) {
                // One spurious 404 at a time: see --double-404.
                if (notFoundInjected)
                    fault.kind = FaultKind::ServerError500;
                else
                    server.clearFaults();
                fault.times = 1;
                notFoundInjected = true;
            }
            fault.retryAfterSeconds = mutator.uniform(1, 5);
            fault.resetInSeconds = mutator.uniform(1, 30);
            fault.delayMs = mutator.uniform(0, 9) == 0 ? 1200 : mutator.uniform(0, 150);
            QString where;
            if (fault.kind == FaultKind::CommitThenClose) {
                // Mostly at writes, on whichever connection carries them: a client must never
                // send a write twice on its own, kept-alive connection or not.
                static const QList<QByteArray> methods = { {}, "POST", "POST", "PATCH", "DELETE" };
                fault.method = methods.at(mutator.uniform(0, int(methods.size()) - 1));
                fault.connection = GitHubTestServer::ConnectionUse(mutator.uniform(0, 2));
                where = QStringLiteral("%1/%2").arg(
                    fault.method.isEmpty() ? QStringLiteral("any")
                                           : QString::fromLatin1(fault.method),
                    fault.connection == GitHubTestServer::ConnectionUse::Fresh
                        ? QStringLiteral("fresh")
                        : fault.connection == GitHubTestServer::ConnectionUse::Reused
                        ? QStringLiteral("reused")
                        : QStringLiteral("any"));
                ++faultsInjected[faultName(fault.kind) + QLatin1Char(':') + where];
            }
            server.injectFault(fault);
            if (where.isEmpty())
                ++faultsInjected[faultName(fault.kind)];
            injected.append(
                faultName(fault.kind) + (where.isEmpty() ? QString() : QLatin1Char(':') + where)
                + QLatin1Char('@')
                + (fault.pathContains.isEmpty() ? QStringLiteral("*") : fault.pathContains)
                + QLatin1Char('x') + QString::number(fault.times));
        }
        if (maxListingLag > 0)
            server.setCommentListingLag(mutator.uniform(0, maxListingLag));
        QStringList queuedNow;
        if (mutator.uniform(0, 2) == 0)
            queuedNow = queueActions(mutator.uniform(1, 2));
        if (outbox.pendingCount() > 0 && mutator.uniform(0, 2) == 0) {
            const int cancelRoll = mutator.uniform(0, 19);
            const auto [summary, hung] = runPush(cancelRoll == 0 ? mutator.uniform(1, 6) : -1,
                                                 cancelRoll == 1 ? mutator.uniform(0, 100) : -1);
            if (hung) {
                fail(iteration, QStringLiteral("a push did not finish within two minutes"));
                break;
            }
            ++outcomes[summary.cancelled       ? QStringLiteral("push cancelled")
                           : summary.allSent() ? QStringLiteral("push sent all")
                                               : QStringLiteral("push left some unsent")];
            pushedActions += summary.sent;
            checkActions(iteration, false);
            if (verbose) {
                out << iteration << ": "
                    << (changed.isEmpty() ? QStringLiteral("no changes") : changed) << "; queued ["
                    << queuedNow.join(QStringLiteral(", ")) << "]; faults ["
                    << injected.join(QStringLiteral(", ")) << "]; push: " << summary.sent
                    << " sent, " << summary.blocked << " blocked, " << summary.failed << " failed, "
                    << summary.deferred << " deferred, " << summary.requests << " requests"
                    << (summary.errorString.isEmpty() ? QString()
                                                      : QStringLiteral(": ") + summary.errorString)
                    << '\n';
                out.flush();
            }
            if (iteration % 10 == 0)
                checkReviewer(iteration);
            if (iteration % checkEvery == 0)
                converge(iteration);
            continue;
        }
        int issueNumber = 0;
        if (mutator.uniform(0, 4) == 0) {
            const auto issues = server.issues();
            issueNumber = issues.at(mutator.uniform(0, int(issues.size()) - 1)).number;
        }
        int cancelAtProgress = -1;
        int cancelAfterMs = -1;
        const int cancelRoll = mutator.uniform(0, 19);
        if (cancelRoll == 0)
            cancelAtProgress = mutator.uniform(1, 30);
        else if (cancelRoll == 1)
            cancelAfterMs = mutator.uniform(0, 200);

        const RunOutcome run = runSync(issueNumber, cancelAtProgress, cancelAfterMs);
        runMs.add(run.milliseconds);
        if (run.hung) {
            fail(iteration, QStringLiteral("the sync did not finish within two minutes"));
            break;
        }
        const QString outcome = run.result.outcome == acp::SyncResult::Outcome::Succeeded
            ? QStringLiteral("succeeded")
            : run.result.outcome == acp::SyncResult::Outcome::Cancelled
            ? QStringLiteral("cancelled")
            : QStringLiteral("failed");
        ++outcomes[(issueNumber > 0 ? QStringLiteral("refresh ") : QStringLiteral("sync "))
                   + outcome];
        if (verbose) {
            out << iteration << ": " << (changed.isEmpty() ? QStringLiteral("no changes") : changed)
                << "; faults [" << injected.join(QStringLiteral(", ")) << "]; "
                << (issueNumber > 0 ? QStringLiteral("refresh #%1").arg(issueNumber)
                                    : QStringLiteral("sync"))
                << ' ' << outcome << " in " << qRound(run.milliseconds) << " ms, "
                << run.result.requests << " requests"
                << (run.result.issuesDeleted > 0
                        ? QStringLiteral(", %1 marked deleted").arg(run.result.issuesDeleted)
                        : QString())
                << (run.result.errorString.isEmpty()
                        ? QString()
                        : QStringLiteral(": ") + run.result.errorString)
                << '\n';
            out.flush();
        }
        if (iteration % 10 == 0)
            checkReviewer(iteration);
        if (iteration % checkEvery == 0)
            converge(iteration);
    }
    if (failures < 3 && iteration % checkEvery != 0)
        converge(iteration);

    out << "iterations: " << iteration << ", repository changes: " << changes
        << ", convergence checks: " << checkpoints << '\n';
    if (parser.isSet(invisibleReactionsOption))
        out << "invisible reactions: " << invisibleRefreshed
            << " issue refreshes brought reactions a listing could not see\n";
    QStringList parts;
    for (auto it = faultsInjected.cbegin(); it != faultsInjected.cend(); ++it)
        parts.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
    out << "faults injected: " << parts.join(QStringLiteral(", ")) << '\n';
    parts.clear();
    for (auto it = outcomes.cbegin(); it != outcomes.cend(); ++it)
        parts.append(QStringLiteral("%1: %2").arg(it.key()).arg(it.value()));
    out << "runs: " << parts.join(QStringLiteral(", ")) << '\n';
    out << "actions queued: " << queued.size()
        << ", sent by pushes during the run: " << pushedActions << "; at checkpoints "
        << actionsRetried << " retried, " << actionsCancelled << " cancelled, " << actionsVerified
        << " label and state checks\n";
    out << "run time: median " << qRound(runMs.median()) << " ms, p95 "
        << qRound(runMs.percentile(95)) << " ms, max " << qRound(runMs.max()) << " ms\n";
    out << "server: " << server.issues().size() << " issues, " << server.comments().size()
        << " comments; total " << QString::number(total.elapsed() / 1000.0, 'f', 1) << " s\n";
    out << (failures == 0 ? "PASS: the cache converged to the server at every check, every action "
                            "landed exactly once, the reviewer's data never changed\n"
                          : "FAILED\n");
    return failures == 0 ? 0 : 1;
}
