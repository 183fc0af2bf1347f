// acp-crash-harness: kills the real `acp-workbench sync` with SIGKILL at random points and checks
// that nothing is lost.
//
//   acp-crash-harness [--kills N] [--seed S] [--issues N] [--comments M] [--reactions K]
//                     [--workbench PATH] [--keep DIR] [--verbose]
//
// The loopback GitHub-shaped server runs inside this process; the workbench is a child process
// talking to it over HTTP. Each round:
//   1. the server's repository changes (seeded random edits, labels, comments, reactions, new
//      issues; every fifth round a third of all issues at once), and the reviewer records a
//      checklist entry with a note through the command line (`checklist N REQ STATUS --note`);
//   2. `acp-workbench sync` starts and is SIGKILLed either after a random time within the
//      expected length of the run or right after (0–3 ms) the server answered its k-th request,
//      so kills land in process start-up, migrations, page transactions, the reaction phase and
//      the final commit of marks;
//   3. the killed file must pass `PRAGMA integrity_check` and `foreign_key_check`, the
//      reviewer's tables must be byte-for-byte what they were before the sync, and no natural
//      key may be duplicated;
//   4. a normal `acp-workbench sync` must succeed and leave the cache equal to the server's
//      repository (every issue, label, comment and reaction), with the reviewer's data intact.
// Every tenth round (from the sixth) is a cold round: a new database file, reviewer data
// written before the first sync, and the kill lands in the initial download.
// Rounds repeat until N kills have landed (a run that ended before its kill does not count).
// Exit code 0 when every check passed; the summary goes to standard output.

#include "ChildProcess.h"
#include "GitHubTestServer.h"
#include "ResilienceSupport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
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

    ChildResult workbenchRun(const QString &db, const QStringList &command,
                             const KillPlan &plan = {})
    {
        QStringList arguments = { QStringLiteral("--db"),      db,
                                  QStringLiteral("--api-url"), server.apiUrl().toString(),
                                  QStringLiteral("--repo"),    server.fullName() };
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
    parser.addOptions({ killsOption, seedOption, issuesOption, commentsOption, reactionsOption,
                        workbenchOption, keepOption, verboseOption });
    parser.process(app);

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
    environment.insert(QStringLiteral("GH_TOKEN"), QStringLiteral("crash-harness-token"));
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
    h.out << "crash harness: seed " << seed << ", " << kills << " kills, repository of "
          << server.issues().size() << " issues, " << server.comments().size() << " comments\n";
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
            if (integrity != QLatin1String("ok"))
                h.fail(rounds, QStringLiteral("integrity check after the kill: ") + integrity);
            if (file.reviewerSnapshot() != before)
                h.fail(rounds, QStringLiteral("the reviewer's data changed after the kill"));
            const QStringList dups = file.duplicates();
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
            if (integrity != QLatin1String("ok"))
                h.fail(rounds, QStringLiteral("integrity check after resuming: ") + integrity);
            if (file.reviewerSnapshot() != before)
                h.fail(rounds, QStringLiteral("the reviewer's data changed after resuming"));
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
    h.out << "total " << QString::number(total.elapsed() / 1000.0, 'f', 1) << " s\n";
    if (landed < kills && h.failures == 0)
        h.fail(rounds, QStringLiteral("only %1 of %2 kills landed").arg(landed).arg(kills));
    h.out << (h.failures == 0 ? "PASS: integrity ok, reviewer data intact, converged without "
                                "duplicates after every kill\n"
                              : "FAILED\n");
    return h.failures == 0 ? 0 : 1;
}
