// Sync benchmark: a synthetic repository served by the loopback GitHub-shaped server, synced
// into a fresh workspace, then resynced with nothing changed. Prints a Markdown table and
// writes the figures as JSON.

#include "GitHubTestServer.h"
#include "core/github/GitHubClient.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/sync/IssueEventsFetcher.h"
#include "core/sync/SyncEngine.h"
#include "core/sync/SyncFollowUpChain.h"
#include "core/voting/VotePoller.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>

#include <sys/resource.h>

namespace {

struct Measurement
{
    qint64 milliseconds = 0;
    int requests = 0;
    bool ok = false;
    QString error;
};

Measurement runSync(acp::SyncEngine &engine, acp::test::GitHubTestServer &server)
{
    server.clearRequests();
    QEventLoop loop;
    Measurement measurement;
    QObject::connect(&engine, &acp::SyncEngine::finished, &loop,
                     [&](const acp::SyncResult &result) {
                         measurement.ok = result.ok();
                         measurement.error = result.errorString;
                         loop.quit();
                     });
    QElapsedTimer timer;
    timer.start();
    engine.start();
    loop.exec();
    measurement.milliseconds = timer.elapsed();
    measurement.requests = server.requestCount();
    QObject::disconnect(&engine, nullptr, &loop, nullptr);
    return measurement;
}

long peakResidentKiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Measures the sync engine against the loopback GitHub-shaped server."));
    parser.addHelpOption();
    const QCommandLineOption issuesOption(QStringLiteral("issues"),
                                          QStringLiteral("Issues in the repository."),
                                          QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption commentsOption(QStringLiteral("comments"),
                                            QStringLiteral("Comments in the repository."),
                                            QStringLiteral("N"), QStringLiteral("10000"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("Write the figures to this JSON file."),
                                        QStringLiteral("FILE"));
    parser.addOptions({ issuesOption, commentsOption, jsonOption });
    parser.process(app);
    const int issueCount = parser.value(issuesOption).toInt();
    const int commentCount = parser.value(commentsOption).toInt();

    acp::test::GitHubTestServer server(QStringLiteral("bench"), QStringLiteral("acp"));
    if (!server.listen()) {
        qCritical("The loopback server could not listen.");
        return 1;
    }
    QElapsedTimer populateTimer;
    populateTimer.start();
    server.populate(issueCount, commentCount, 0, 7);
    const qint64 populateMs = populateTimer.elapsed();

    QTemporaryDir dir;
    acp::Database database;
    if (!database.open(dir.filePath(QStringLiteral("bench.sqlite3")))) {
        qCritical("%s", qPrintable(database.errorString()));
        return 1;
    }
    acp::GitHubClient client(server.apiUrl(), QStringLiteral("bench-token"));
    acp::VotePoller poller(database, client);
    acp::IssueEventsFetcher history(database, client);
    acp::SyncFollowUpChain followUps({ &history, &poller });
    acp::SyncEngine engine(database, client, server.fullName());
    // As Workspace does: the label history and the vote poll are part of every sync.
    engine.setFollowUp(&followUps);

    const Measurement initial = runSync(engine, server);
    const Measurement resync = runSync(engine, server);
    // The least any client can do: the repository, then every page of issues and of comments,
    // and one of issue events (the generated repository has none).
    const int minimum = 1 + (issueCount + 99) / 100 + (commentCount + 99) / 100 + 1;
    const acp::IssueCache cache(database);

    QTextStream out(stdout);
    out << "| figure | value |\n|---|---|\n";
    out << "| repository | " << issueCount << " issues, " << commentCount << " comments |\n";
    out << "| server populate | " << populateMs << " ms |\n";
    out << "| initial sync | " << initial.milliseconds << " ms, " << initial.requests
        << " requests (minimum " << minimum << ", ratio "
        << QString::number(double(initial.requests) / minimum, 'f', 3) << ") |\n";
    out << "| no-change resync | " << resync.milliseconds << " ms, " << resync.requests
        << " requests |\n";
    out << "| cached | " << cache.issueCount() << " issues, " << cache.commentCount()
        << " comments |\n";
    out << "| peak memory (whole process, server included) | " << peakResidentKiB() / 1024
        << " MiB |\n";
    if (!initial.ok || !resync.ok) {
        out << "sync failed: " << initial.error << resync.error << '\n';
    }
    out.flush();

    if (parser.isSet(jsonOption)) {
        QFile file(parser.value(jsonOption));
        if (file.open(QIODevice::WriteOnly)) {
            file.write(
                QJsonDocument(QJsonObject {
                                  { QStringLiteral("issues"), issueCount },
                                  { QStringLiteral("comments"), commentCount },
                                  { QStringLiteral("initial_sync_ms"), initial.milliseconds },
                                  { QStringLiteral("initial_sync_requests"), initial.requests },
                                  { QStringLiteral("minimum_requests"), minimum },
                                  { QStringLiteral("resync_ms"), resync.milliseconds },
                                  { QStringLiteral("resync_requests"), resync.requests },
                                  { QStringLiteral("peak_rss_kib"), qint64(peakResidentKiB()) },
                              })
                    .toJson());
        }
    }
    return initial.ok && resync.ok ? 0 : 1;
}
