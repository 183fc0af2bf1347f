// Over 600 lines on purpose: one program: the SIGKILL harness and its checks.
//
// acp-crash-harness: kills the real `acp-workbench sync` or `acp-workbench push` with SIGKILL at
// random points and checks that nothing is lost and nothing is written twice.
//
//   acp-crash-harness [--mode sync|push] [--kills N] [--seed S] [--issues N] [--comments M]
//                     [--reactions K] [--workbench PATH] [--keep DIR] [--verbose]
//
// The loopback GitHub-shaped server runs inside this process; the workbench is a child process
// talking to it over HTTP. Kills land either after a random time within the expected length of
// the run or right after (0–3 ms) the server answered the run's k-th request, so they hit
// process start-up, migrations, page transactions, the reaction phase, the final commit of
// marks, and every step of a push (before a comment POST, after GitHub committed it but before
// the workbench recorded it, between label changes, before closing the issue).
//
// --mode sync, each round:
//   1. the server's repository changes (seeded random edits, labels, comments, reactions, new
//      issues; every fifth round a third of all issues at once), and the reviewer records a
//      checklist entry with a note through the command line (`checklist N REQ STATUS --note`);
//   2. `acp-workbench sync` starts and is killed;
//   3. the killed file must pass `PRAGMA integrity_check` and `foreign_key_check`, the
//      reviewer's tables (checklist, notes, evidence, outbox) must be exactly what they were
//      before the sync, and no natural key may be duplicated;
//   4. a normal `acp-workbench sync` must succeed and leave the cache equal to the server's
//      repository (every issue, label, comment and reaction), the reviewer's data intact.
//   Every tenth round (from the sixth) is a cold round: a new database file, reviewer data
//   written before the first sync, and the kill lands in the initial download.
// --mode push, each round:
//   1. one or two actions are queued through the command line (`start-vote`, `decide`,
//      `back-to-review`): comments with hidden markers, label additions and removals, closing;
//   2. `acp-workbench push` starts and is killed; every other round, one of the round's writes
//      is committed by the server and answered by closing the connection (no byte sent);
//   3. integrity and the reviewer's tables as above; every queued action is still in the outbox;
//      no action's marker is on more than one comment on the server; an action recorded as
//      sent has really landed (its comment, labels and state are on the server);
//   4. a normal `acp-workbench push` must send everything (exit code 0), after which every
//      action landed exactly once, and a `sync` leaves the cache equal to the server.
// Rounds repeat until N kills have landed (a run that ended before its kill does not count).
// Exit code 0 when every check passed; the summary goes to standard output.

#include "ChildProcess.h"
#include "GitHubTestServer.h"
#include "ResilienceSupport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

using namespace acp::resilience;
using acp::test::GitHubTestServer;

namespace {

const QStringList kRequirements = {
    QStringLiteral("pytorch-integration"), QStringLiteral("feature-list"),
    QStringLiteral("working-ci"),          QStringLiteral("release-plan"),
    QStringLiteral("maintainers"),         QStringLiteral("security-policy")
};
const QStringList kStatuses = { QStringLiteral("met"), QStringLiteral("gap"),
                                QStringLiteral("needs-judgment"), QStringLiteral("unreviewed") };

struct Harness
{
    GitHubTestServer &server;
    QString workbench;
    QString dir;
    QProcessEnvironment environment;
    ServerMutator mutator;
    bool verbose = false;
    QTextStream out { stdout };
    int failures = 0;
    // What was checked, for the summary: PRAGMA integrity_check answers, reviewer snapshots,
    // duplicate scans (natural keys in the cache, action markers on the server).
    int integrityChecks = 0;
    int integrityOk = 0;
    int reviewerChecks = 0;
    int reviewerIntact = 0;
    int duplicateChecks = 0;
    int duplicatesFound = 0;

    bool countIntegrity(const QString &result)
    {
        ++integrityChecks;
        integrityOk += result == QLatin1String("ok") ? 1 : 0;
        return result == QLatin1String("ok");
    }
    bool countReviewer(bool intact)
    {
        ++reviewerChecks;
        reviewerIntact += intact ? 1 : 0;
        return intact;
    }
    void countDuplicates(int found)
    {
        ++duplicateChecks;
        duplicatesFound += found;
    }
    void printChecks()
    {
        out << "checks: integrity_check " << integrityOk << " ok of " << integrityChecks
            << "; reviewer data intact " << reviewerIntact << " of " << reviewerChecks
            << "; duplicates found " << duplicatesFound << " in " << duplicateChecks << " scans\n";
    }

    ChildResult workbenchRun(const QString &db, const QStringList &command,
                             const KillPlan &plan = {})
    {
        // The loopback server speaks plain http: the environment token goes there only with
        // the explicit option.
        QStringList arguments = { QStringLiteral("--db"),
                                  db,
                                  QStringLiteral("--api-url"),
                                  server.apiUrl().toString(),
                                  QStringLiteral("--allow-insecure-http-token"),
                                  QStringLiteral("--repo"),
                                  server.fullName() };
        arguments += command;
        return runChild(workbench, arguments, environment, server, plan);
    }

    void fail(int round, const QString &what)
    {
        ++failures;
        out << "FAIL round " << round << ": " << what << '\n';
        out.flush();
    }
};

// ---- Push mode ------------------------------------------------------------------------------

struct QueuedAction
{
    QString uuid;
    QString kind;
    int issue = 0;
    bool hasComment = false;
    QStringList addLabels;
    QStringList removeLabels;
    QString setState;
};

QStringList lowered(const QStringList &list)
{
    QStringList result;
    for (const QString &item : list)
        result.append(item.toLower());
    return result;
}

// What is wrong with `action` on the server, if it is supposed to have landed. Its labels and
// state are checked only when it is the latest action on its issue (a later one changes them).
QStringList landedProblems(const GitHubTestServer &server, const QueuedAction &action,
                           const QHash<QString, int> &markers, bool latestOnIssue)
{
    QStringList problems;
    const int comments = markers.value(action.uuid);
    if (action.hasComment && comments != 1)
        problems.append(QStringLiteral("%1 on #%2: its comment is on the server %3 times")
                            .arg(action.kind)
                            .arg(action.issue)
                            .arg(comments));
    if (!latestOnIssue)
        return problems;
    for (const auto &issue : server.issues()) {
        if (issue.number != action.issue)
            continue;
        const QStringList labels = lowered(issue.labels);
        for (const QString &label : action.addLabels) {
            if (!labels.contains(label.toLower()))
                problems.append(QStringLiteral("%1 on #%2: label %3 was not added")
                                    .arg(action.kind)
                                    .arg(action.issue)
                                    .arg(label));
        }
        for (const QString &label : action.removeLabels) {
            if (labels.contains(label.toLower()))
                problems.append(QStringLiteral("%1 on #%2: label %3 was not removed")
                                    .arg(action.kind)
                                    .arg(action.issue)
                                    .arg(label));
        }
        if (!action.setState.isEmpty() && issue.state != action.setState)
            problems.append(QStringLiteral("%1 on #%2: the issue is %3, not %4")
                                .arg(action.kind)
                                .arg(action.issue)
                                .arg(issue.state, action.setState));
    }
    return problems;
}

int runPushMode(Harness &h, const QString &db, int kills)
{
    GitHubTestServer &server = h.server;
    ServerMutator &rnd = h.mutator;
    QHash<QString, QueuedAction> actions; // every action queued so far
    QHash<int, QString> latest; // issue -> uuid of its latest action
    QList<int> voting; // issues this harness moved to voting
    int landed = 0, rounds = 0, missed = 0;
    Stats killTimes, killRequests, resumeMs;
    QMap<QString, int> kinds;
    const int maxRounds = kills * 3 + 10;

    auto queue = [&](const QStringList &command) -> bool {
        QStringList arguments = command;
        arguments.append(QStringLiteral("--json"));
        const ChildResult r = h.workbenchRun(db, arguments);
        if (!r.ok()) {
            if (h.verbose)
                h.out << "  (could not queue " << command.join(QLatin1Char(' ')) << ": "
                      << r.standardError.trimmed() << ")\n";
            return false;
        }
        const QJsonObject object = QJsonDocument::fromJson(r.standardOutput.toUtf8()).object();
        QueuedAction action;
        action.uuid = object.value(QLatin1String("uuid")).toString();
        action.kind = object.value(QLatin1String("kind")).toString();
        action.issue = object.value(QLatin1String("issue")).toInt();
        action.hasComment = !object.value(QLatin1String("comment_to_post")).toString().isEmpty();
        for (const QJsonValue &v : object.value(QLatin1String("add_labels")).toArray())
            action.addLabels.append(v.toString());
        for (const QJsonValue &v : object.value(QLatin1String("remove_labels")).toArray())
            action.removeLabels.append(v.toString());
        action.setState = object.value(QLatin1String("set_state")).toString();
        if (action.uuid.isEmpty() || action.issue <= 0) {
            h.fail(rounds,
                   QStringLiteral("unexpected JSON from %1: %2")
                       .arg(command.join(QLatin1Char(' ')), r.standardOutput.left(300)));
            return false;
        }
        actions.insert(action.uuid, action);
        latest.insert(action.issue, action.uuid);
        ++kinds[action.kind];
        return true;
    };

    auto queueOne = [&]() -> bool {
        if (!voting.isEmpty() && rnd.uniform(0, 2) > 0) {
            const int number = voting.takeAt(rnd.uniform(0, int(voting.size()) - 1));
            const int roll = rnd.uniform(0, 9);
            if (roll < 3)
                return queue({ QStringLiteral("back-to-review"), QString::number(number) });
            return queue({ QStringLiteral("decide"), QString::number(number),
                           roll < 7 ? QStringLiteral("approved") : QStringLiteral("declined"),
                           QStringLiteral("--reason"), QStringLiteral("Harness decision.") });
        }
        QList<int> candidates;
        for (const auto &issue : server.issues()) {
            const QStringList labels = lowered(issue.labels);
            if (issue.state == QLatin1String("open") && !issue.pullRequest && !issue.deleted
                && !voting.contains(issue.number)
                && (labels.contains(QStringLiteral("new"))
                    || labels.contains(QStringLiteral("needs-info"))))
                candidates.append(issue.number);
        }
        if (candidates.size() < 3) {
            for (int i = 0; i < 10; ++i)
                server.addIssue(
                    QStringLiteral("[ACP] Fresh platform %1").arg(rnd.uniform(1, 1 << 30)),
                    QStringLiteral("### Platform name\n\nFresh\n"), QStringLiteral("vendor"),
                    { QStringLiteral("new") });
            const ChildResult synced = h.workbenchRun(db, { QStringLiteral("sync") });
            if (!synced.ok()) {
                h.fail(rounds, QStringLiteral("sync before queueing failed: ") + synced.describe());
                return false;
            }
            return false; // next attempt picks one of them
        }
        const int number = candidates.at(rnd.uniform(0, int(candidates.size()) - 1));
        if (!queue({ QStringLiteral("start-vote"), QString::number(number) }))
            return false;
        voting.append(number);
        return true;
    };

    int closeRounds = 0; // rounds with a write closed without an answer, and those it hit
    int closeHits = 0;
    while (landed < kills && rounds < maxRounds && h.failures < 3) {
        ++rounds;
        QStringList roundUuids;
        const QSet<QString> before(actions.keyBegin(), actions.keyEnd());
        const int wanted = rnd.uniform(0, 4) == 0 ? 2 : 1;
        for (int attempt = 0; attempt < 8 && int(actions.size() - before.size()) < wanted;
             ++attempt)
            queueOne();
        for (auto it = actions.cbegin(); it != actions.cend(); ++it) {
            if (!before.contains(it.key()))
                roundUuids.append(it.key());
        }
        if (roundUuids.isEmpty()) {
            h.fail(rounds, QStringLiteral("nothing could be queued"));
            continue;
        }
        // Someone else comments elsewhere meanwhile (never on the issues being pushed to, which
        // would rightly block the actions as stale).
        for (int i = 0; i < 3; ++i) {
            const auto issues = server.issues();
            const auto &issue = issues.at(rnd.uniform(0, int(issues.size()) - 1));
            bool busy = voting.contains(issue.number);
            for (const QString &uuid : std::as_const(roundUuids))
                busy = busy || actions.value(uuid).issue == issue.number;
            if (!busy && !issue.deleted && !issue.pullRequest)
                server.addComment(issue.number, QStringLiteral("bystander"),
                                  QStringLiteral("Unrelated comment"));
        }

        QStringList reviewerBefore;
        {
            CacheFile file(db);
            reviewerBefore = file.reviewerSnapshot(false);
        }

        // The requests of an uninterrupted push: per action, reading the issue, each step, and
        // reading the issue again afterwards; mutating ones at least a second apart.
        int expectedRequests = 0;
        int mutations = 0;
        for (const QString &uuid : std::as_const(roundUuids)) {
            const QueuedAction &action = actions[uuid];
            const int steps = (action.hasComment ? 1 : 0) + (action.addLabels.isEmpty() ? 0 : 1)
                + int(action.removeLabels.size()) + (action.setState.isEmpty() ? 0 : 1);
            expectedRequests += 2 + steps;
            mutations += steps;
        }
        KillPlan plan;
        if (rnd.uniform(0, 2) == 0) {
            plan.mode = KillPlan::Mode::AfterMilliseconds;
            plan.milliseconds = rnd.uniform(0, 200 + 1000 * std::max(1, mutations - 1));
        } else {
            plan.mode = KillPlan::Mode::AfterRequests;
            plan.requests = rnd.uniform(1, std::max(1, expectedRequests));
            plan.milliseconds = rnd.uniform(0, 3);
        }
        // Every other round, one write of the round is committed and then answered by a closed
        // connection, as a load balancer or a dying keep-alive connection does: it must still
        // land once, whether the kill comes before, during or after the workbench's recovery.
        bool closeInjected = false;
        if (rnd.uniform(0, 1) == 0) {
            static const QList<QByteArray> methods = { "POST", "POST", "DELETE", "PATCH" };
            GitHubTestServer::Fault fault;
            fault.kind = GitHubTestServer::FaultKind::CommitThenClose;
            fault.method = methods.at(rnd.uniform(0, int(methods.size()) - 1));
            fault.pathContains =
                QStringLiteral("/issues/%1").arg(actions.value(roundUuids.constFirst()).issue);
            server.injectFault(fault);
            closeInjected = true;
            ++closeRounds;
        }
        const ChildResult killed = h.workbenchRun(db, { QStringLiteral("push") }, plan);
        if (closeInjected && server.pendingFaults() == 0)
            ++closeHits;
        server.clearFaults();
        if (killed.killed) {
            ++landed;
            killTimes.add(killed.killedAtMs);
            killRequests.add(killed.requestsServed);
        } else if (killed.ok()) {
            ++missed;
        } else {
            h.fail(rounds,
                   QStringLiteral("the push to be killed failed on its own: ") + killed.describe());
            continue;
        }

        auto checkState = [&](const char *when, bool allSent) {
            CacheFile file(db);
            const QString integrity = file.integrityCheck();
            if (!h.countIntegrity(integrity))
                h.fail(
                    rounds,
                    QStringLiteral("integrity check %1: %2").arg(QLatin1String(when), integrity));
            if (!h.countReviewer(file.reviewerSnapshot(false) == reviewerBefore))
                h.fail(rounds,
                       QStringLiteral("the reviewer's data changed %1").arg(QLatin1String(when)));
            const QHash<QString, QString> states = file.outboxStates();
            const QHash<QString, int> markers = actionMarkerCounts(server);
            int duplicated = 0;
            for (const int count : markers)
                duplicated += std::max(0, count - 1);
            h.countDuplicates(duplicated);
            for (auto it = markers.cbegin(); it != markers.cend(); ++it) {
                if (it.value() > 1)
                    h.fail(rounds,
                           QStringLiteral("%1: the marker of action %2 is on %3 comments")
                               .arg(QLatin1String(when), it.key())
                               .arg(it.value()));
                if (!actions.contains(it.key()))
                    h.fail(rounds,
                           QStringLiteral("%1: a comment carries the marker of an unknown "
                                          "action %2")
                               .arg(QLatin1String(when), it.key()));
            }
            for (const QueuedAction &action : std::as_const(actions)) {
                const QString state = states.value(action.uuid);
                if (state.isEmpty()) {
                    h.fail(rounds,
                           QStringLiteral("%1: action %2 (%3 on #%4) is gone from the outbox")
                               .arg(QLatin1String(when), action.uuid, action.kind)
                               .arg(action.issue));
                    continue;
                }
                if (allSent && state != QLatin1String("sent"))
                    h.fail(rounds,
                           QStringLiteral("%1: action %2 on #%3 is %4, not sent")
                               .arg(QLatin1String(when), action.kind)
                               .arg(action.issue)
                               .arg(state));
                if (state == QLatin1String("sent")) {
                    const QStringList problems = landedProblems(
                        server, action, markers, latest.value(action.issue) == action.uuid);
                    if (!problems.isEmpty())
                        h.fail(rounds,
                               QStringLiteral("%1: recorded as sent, but ").arg(QLatin1String(when))
                                   + problems.join(QStringLiteral("; ")));
                }
            }
        };
        checkState("after the kill", false);

        const ChildResult resumed = h.workbenchRun(db, { QStringLiteral("push") });
        if (!resumed.ok()) {
            h.fail(rounds,
                   QStringLiteral("resuming the push failed: ") + resumed.describe()
                       + QStringLiteral("; stdout: ") + resumed.standardOutput.trimmed());
            continue;
        }
        resumeMs.add(resumed.milliseconds);
        checkState("after resuming", true);

        const ChildResult synced = h.workbenchRun(db, { QStringLiteral("sync") });
        if (!synced.ok()) {
            h.fail(rounds, QStringLiteral("sync after the push failed: ") + synced.describe());
            continue;
        }
        {
            CacheFile file(db);
            const QStringList diffs = file.compareWithServer(server);
            if (!diffs.isEmpty())
                h.fail(rounds,
                       QStringLiteral("after the push and a sync the cache differs:\n  ")
                           + diffs.join(QStringLiteral("\n  ")));
        }
        if (h.verbose) {
            QStringList what;
            for (const QString &uuid : std::as_const(roundUuids))
                what.append(QStringLiteral("%1 #%2")
                                .arg(actions.value(uuid).kind)
                                .arg(actions.value(uuid).issue));
            h.out << "round " << rounds << ": " << what.join(QStringLiteral(", ")) << "; push "
                  << killed.describe() << " (plan: "
                  << (plan.mode == KillPlan::Mode::AfterMilliseconds
                          ? QStringLiteral("%1 ms").arg(plan.milliseconds)
                          : QStringLiteral("request %1 + %2 ms")
                                .arg(plan.requests)
                                .arg(plan.milliseconds))
                  << "); resume " << qRound(resumed.milliseconds) << " ms, "
                  << resumed.requestsServed << " requests\n";
            h.out.flush();
        }
    }

    QStringList kindParts;
    for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
        kindParts.append(QStringLiteral("%1 %2").arg(it.value()).arg(it.key()));
    const QHash<QString, int> markers = actionMarkerCounts(server);
    int landedComments = 0;
    for (const int count : markers)
        landedComments += count;
    h.out << "rounds: " << rounds << ", kills landed: " << landed
          << ", pushes that finished before their kill: " << missed << '\n';
    h.out << "actions: " << actions.size() << " (" << kindParts.join(QStringLiteral(", "))
          << "); comments with action markers on the server: " << landedComments << '\n';
    h.out << "kill moment: median " << qRound(killTimes.median()) << " ms, max "
          << qRound(killTimes.max()) << " ms; requests answered before the kill: median "
          << killRequests.median() << ", max " << killRequests.max() << '\n';
    h.out << "resume push: median " << qRound(resumeMs.median()) << " ms, p95 "
          << qRound(resumeMs.percentile(95)) << " ms\n";
    h.out << "writes committed and closed without an answer: injected in " << closeRounds
          << " rounds, reached before the kill in " << closeHits << '\n';
    if (landed < kills && h.failures == 0)
        h.fail(rounds, QStringLiteral("only %1 of %2 kills landed").arg(landed).arg(kills));
    return h.failures;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Kills acp-workbench sync with SIGKILL at random points; checks integrity, the reviewer's "
        "data and convergence after resuming."));
    parser.addHelpOption();
    const QCommandLineOption killsOption(QStringLiteral("kills"),
                                         QStringLiteral("Kills that must land (default 100)."),
                                         QStringLiteral("N"), QStringLiteral("100"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Random seed."),
                                        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption issuesOption(QStringLiteral("issues"),
                                          QStringLiteral("Issues on the server at the start."),
                                          QStringLiteral("N"), QStringLiteral("250"));
    const QCommandLineOption commentsOption(QStringLiteral("comments"),
                                            QStringLiteral("Comments at the start."),
                                            QStringLiteral("M"), QStringLiteral("2500"));
    const QCommandLineOption reactionsOption(QStringLiteral("reactions"),
                                             QStringLiteral("Reactions at the start."),
                                             QStringLiteral("K"), QStringLiteral("300"));
    const QCommandLineOption workbenchOption(
        QStringLiteral("workbench"), QStringLiteral("The acp-workbench executable."),
        QStringLiteral("PATH"), QStringLiteral(ACP_WORKBENCH_EXECUTABLE));
    const QCommandLineOption keepOption(
        QStringLiteral("keep"), QStringLiteral("Work in DIR and keep the files (for debugging)."),
        QStringLiteral("DIR"));
    const QCommandLineOption verboseOption(QStringLiteral("verbose"),
                                           QStringLiteral("One line per round."));
    const QCommandLineOption modeOption(QStringLiteral("mode"),
                                        QStringLiteral("What to kill: sync (default) or push."),
                                        QStringLiteral("MODE"), QStringLiteral("sync"));
    parser.addOptions({ modeOption, killsOption, seedOption, issuesOption, commentsOption,
                        reactionsOption, workbenchOption, keepOption, verboseOption });
    parser.process(app);
    const QString mode = parser.value(modeOption);
    if (mode != QLatin1String("sync") && mode != QLatin1String("push")) {
        std::fprintf(stderr, "--mode is sync or push\n");
        return 2;
    }

    const int kills = std::max(1, parser.value(killsOption).toInt());
    const auto seed = parser.value(seedOption).toUInt();

    GitHubTestServer server(QStringLiteral("crash"), QStringLiteral("acp"));
    if (!server.listen()) {
        std::fprintf(stderr, "The loopback server could not listen.\n");
        return 2;
    }
    server.populate(parser.value(issuesOption).toInt(), parser.value(commentsOption).toInt(),
                    parser.value(reactionsOption).toInt(), seed);

    QTemporaryDir temporary;
    QString dir = temporary.path();
    if (parser.isSet(keepOption)) {
        dir = QDir(parser.value(keepOption)).absolutePath();
        QDir().mkpath(dir);
    }

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // The loopback server is not github.com: its token is an Enterprise one, as in gh.
    environment.insert(QStringLiteral("GH_ENTERPRISE_TOKEN"),
                       QStringLiteral("crash-harness-token"));
    environment.remove(QStringLiteral("GITHUB_ENTERPRISE_TOKEN"));
    environment.remove(QStringLiteral("GH_TOKEN"));
    environment.remove(QStringLiteral("GITHUB_TOKEN"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), dir + QStringLiteral("/data"));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), dir + QStringLiteral("/cache"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));

    Harness h { server, parser.value(workbenchOption), dir, environment, ServerMutator(seed) };
    h.verbose = parser.isSet(verboseOption);
    auto &rnd = h.mutator;

    QElapsedTimer total;
    total.start();
    h.out << "crash harness (" << mode << "): seed " << seed << ", " << kills
          << " kills, repository of " << server.issues().size() << " issues, "
          << server.comments().size() << " comments\n";
    h.out.flush();

    // The warm workspace: a complete first sync, then the reviewer's first entries.
    const QString warm = dir + QStringLiteral("/warm.sqlite3");
    const ChildResult first = h.workbenchRun(warm, { QStringLiteral("sync") });
    if (!first.ok()) {
        h.fail(0, QStringLiteral("the first sync failed: ") + first.describe());
        return 1;
    }
    {
        CacheFile file(warm);
        const QStringList diffs = file.compareWithServer(server);
        if (!diffs.isEmpty()) {
            h.fail(0,
                   QStringLiteral("the first sync does not match the server:\n  ")
                       + diffs.join(QStringLiteral("\n  ")));
            return 1;
        }
    }
    const double coldMs = first.milliseconds;
    const int coldRequests = first.requestsServed;
    h.out << "initial sync: " << qRound(coldMs) << " ms, " << coldRequests << " requests\n";

    auto writeReviewerEntry = [&](int round) -> bool {
        const QList<GitHubTestServer::IssueData> issues = server.issues();
        for (int attempt = 0; attempt < 20; ++attempt) {
            const auto &issue = issues.at(rnd.uniform(0, int(issues.size()) - 1));
            if (issue.deleted || issue.pullRequest)
                continue;
            const ChildResult r = h.workbenchRun(
                warm,
                { QStringLiteral("checklist"), QString::number(issue.number),
                  kRequirements.at(rnd.uniform(0, int(kRequirements.size()) - 1)),
                  kStatuses.at(rnd.uniform(0, int(kStatuses.size()) - 1)), QStringLiteral("--note"),
                  QStringLiteral("Round %1: evidence checked — “ok” ✓\nsecond line").arg(round) });
            if (r.ok())
                return true;
            // An issue added since the last complete sync is not cached yet: try another.
            if (!r.standardError.contains(QStringLiteral("not in the cache"))) {
                h.fail(round, QStringLiteral("checklist command failed: ") + r.describe());
                return false;
            }
        }
        return false;
    };
    if (!writeReviewerEntry(0))
        return 1;

    if (mode == QLatin1String("push")) {
        runPushMode(h, warm, kills);
        h.printChecks();
        h.out << "total " << QString::number(total.elapsed() / 1000.0, 'f', 1) << " s\n";
        h.out << (h.failures == 0 ? "PASS: integrity ok, reviewer data intact, every action landed "
                                    "exactly once after every kill\n"
                                  : "FAILED\n");
        return h.failures == 0 ? 0 : 1;
    }

    double lastMs = coldMs;
    int lastRequests = coldRequests;
    int landed = 0;
    int rounds = 0;
    int missed = 0;
    int coldRounds = 0;
    Stats killTimes, killRequests, resumeMs;
    int modeTime = 0, modeRequests = 0;
    const int maxRounds = kills * 3 + 10;

    while (landed < kills && rounds < maxRounds && h.failures < 3) {
        ++rounds;
        const bool cold = rounds % 10 == 6;
        QString db = warm;
        QString change;
        if (cold) {
            ++coldRounds;
            db = dir + QStringLiteral("/cold-%1.sqlite3").arg(rounds);
            // Create and migrate the file, then record reviewer data before any issue is cached
            // (the reviewer's tables do not depend on the cache).
            const ChildResult created = h.workbenchRun(db, { QStringLiteral("list") });
            if (!created.ok()) {
                h.fail(rounds,
                       QStringLiteral("creating a workspace failed: ") + created.describe());
                continue;
            }
            CacheFile file(db);
            if (!file.exec(QStringLiteral(
                    "INSERT INTO reviewer_checklist (issue_number, requirement_id, status, note, "
                    "updated_at) VALUES (1, 'security-policy', 'gap', 'Written before the first "
                    "sync', '2025-01-01T00:00:00Z')"))) {
                h.fail(rounds, QStringLiteral("cannot write reviewer data: ") + file.errorString());
                continue;
            }
            change = QStringLiteral("cold start");
        } else {
            change = rounds % 5 == 0 ? rnd.touchMany(server, 0.33)
                                     : rnd.apply(server, rnd.uniform(1, 40));
            if (!writeReviewerEntry(rounds))
                continue;
        }

        QStringList before;
        {
            CacheFile file(db);
            before = file.reviewerSnapshot();
        }

        KillPlan plan;
        const double expectedMs = cold ? coldMs : lastMs;
        const int expectedRequests = cold ? coldRequests : lastRequests;
        if (rnd.uniform(0, 1) == 0) {
            plan.mode = KillPlan::Mode::AfterMilliseconds;
            plan.milliseconds = rnd.uniform(0, std::max(1, int(expectedMs * 1.1)));
            ++modeTime;
        } else {
            plan.mode = KillPlan::Mode::AfterRequests;
            plan.requests = rnd.uniform(1, std::max(1, expectedRequests));
            plan.milliseconds = rnd.uniform(0, 3);
            ++modeRequests;
        }
        const ChildResult killed = h.workbenchRun(db, { QStringLiteral("sync") }, plan);
        if (killed.killed) {
            ++landed;
            killTimes.add(killed.killedAtMs);
            killRequests.add(killed.requestsServed);
        } else if (killed.ok()) {
            ++missed;
        } else {
            h.fail(rounds,
                   QStringLiteral("the sync to be killed failed on its own: ") + killed.describe());
            continue;
        }

        {
            CacheFile file(db);
            const QString integrity = file.integrityCheck();
            if (!h.countIntegrity(integrity))
                h.fail(rounds, QStringLiteral("integrity check after the kill: ") + integrity);
            if (!h.countReviewer(file.reviewerSnapshot() == before))
                h.fail(rounds, QStringLiteral("the reviewer's data changed after the kill"));
            const QStringList dups = file.duplicates();
            h.countDuplicates(int(dups.size()));
            if (!dups.isEmpty())
                h.fail(rounds,
                       QStringLiteral("duplicates after the kill: ")
                           + dups.join(QStringLiteral(", ")));
        }

        const ChildResult resumed = h.workbenchRun(db, { QStringLiteral("sync") });
        if (!resumed.ok()) {
            h.fail(rounds, QStringLiteral("resuming failed: ") + resumed.describe());
            continue;
        }
        resumeMs.add(resumed.milliseconds);
        if (!cold) {
            // The resume redoes what the killed run had not committed: about one whole run.
            lastMs = std::max(50.0, std::max(resumed.milliseconds, killed.milliseconds));
            lastRequests = std::max(3, std::max(resumed.requestsServed, killed.requestsServed));
        }
        {
            CacheFile file(db);
            const QString integrity = file.integrityCheck();
            if (!h.countIntegrity(integrity))
                h.fail(rounds, QStringLiteral("integrity check after resuming: ") + integrity);
            if (!h.countReviewer(file.reviewerSnapshot() == before))
                h.fail(rounds, QStringLiteral("the reviewer's data changed after resuming"));
            const QStringList dups = file.duplicates();
            h.countDuplicates(int(dups.size()));
            if (!dups.isEmpty())
                h.fail(rounds,
                       QStringLiteral("duplicates after resuming: ")
                           + dups.join(QStringLiteral(", ")));
            const QStringList diffs = file.compareWithServer(server);
            if (!diffs.isEmpty())
                h.fail(rounds,
                       QStringLiteral("after resuming the cache differs from the server:\n  ")
                           + diffs.join(QStringLiteral("\n  ")));
        }
        if (cold && !parser.isSet(keepOption)) {
            for (const QString &suffix :
                 { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") })
                QFile::remove(db + suffix);
        }
        if (h.verbose) {
            h.out << "round " << rounds << (cold ? " (cold)" : "") << ": " << change << "; sync "
                  << killed.describe() << " (plan: "
                  << (plan.mode == KillPlan::Mode::AfterMilliseconds
                          ? QStringLiteral("%1 ms").arg(plan.milliseconds)
                          : QStringLiteral("request %1 + %2 ms")
                                .arg(plan.requests)
                                .arg(plan.milliseconds))
                  << "); resume " << qRound(resumed.milliseconds) << " ms, "
                  << resumed.requestsServed << " requests\n";
            h.out.flush();
        }
    }

    h.out << "rounds: " << rounds << " (" << coldRounds << " cold), kills landed: " << landed
          << ", runs that finished before their kill: " << missed << '\n';
    h.out << "kill plans: " << modeTime << " by time, " << modeRequests << " by request count\n";
    h.out << "kill moment: median " << qRound(killTimes.median()) << " ms, max "
          << qRound(killTimes.max()) << " ms; requests answered before the kill: median "
          << killRequests.median() << ", max " << killRequests.max() << '\n';
    h.out << "resume sync: median " << qRound(resumeMs.median()) << " ms, p95 "
          << qRound(resumeMs.percentile(95)) << " ms\n";
    h.printChecks();
    h.out << "total " << QString::number(total.elapsed() / 1000.0, 'f', 1) << " s\n";
    if (landed < kills && h.failures == 0)
        h.fail(rounds, QStringLiteral("only %1 of %2 kills landed").arg(landed).arg(kills));
    h.out << (h.failures == 0 ? "PASS: integrity ok, reviewer data intact, converged without "
                                "duplicates after every kill\n"
                              : "FAILED\n");
    return h.failures == 0 ? 0 : 1;
}
