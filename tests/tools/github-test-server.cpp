// acp-github-test-server: the loopback GitHub-shaped REST server of the test suite as a
// standalone program, for trying the workbench by hand and for benchmarks.
//
//   acp-github-test-server [--port N] [--owner O] [--name N] [--issues N] [--comments M]
//                          [--reactions K] [--seed S] [--fixture FILE.json]
//                          [--token TOKEN=LOGIN]... [--page-size-limit N] [--verbose]
//                          [--exit-on-stdin-eof]
//
// Prints `listening on http://127.0.0.1:PORT` on stdout (flushed) once it accepts requests,
// then serves until killed: SIGTERM and SIGINT end it (default signal handling); with
// --exit-on-stdin-eof it also ends when its standard input reaches end of file, which lets a
// parent process tie the server's lifetime to a pipe.
//
// --fixture FILE loads a JSON object of GitHub REST payloads on top of the generated data:
//   {"repository": {"owner": "o", "name": "r", "id": 1},            (optional)
//    "labels":    [{"name", "color", "description"}],
//    "issues":    [issue objects: "number", "title", "body", "user": {"login"}, "state",
//                  "state_reason", "labels", "created_at", "updated_at", "closed_at",
//                  "pull_request" (present => pull request), "deleted": true (answers 410)],
//    "comments":  [comment objects: "id", "issue_url" or "issue_number", "user", "body",
//                  "created_at", "updated_at"],
//    "reactions": [reaction objects: "id", "user", "content", "created_at", and
//                  "issue_number" or "comment_id"]}
// Missing ids and timestamps are filled in; see tests/support/GitHubTestServer.cpp.

#include "GitHubTestServer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSocketNotifier>

#include <cstdio>
#include <memory>
#include <unistd.h>

using acp::test::GitHubTestServer;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("acp-github-test-server"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main",
        "A GitHub-shaped REST server on 127.0.0.1 for tests and benchmarks.\n"
        "Prints \"listening on http://127.0.0.1:PORT\" (https with --tls) once ready and serves "
        "until it receives "
        "SIGTERM or SIGINT (or, with --exit-on-stdin-eof, until standard input closes)."));
    parser.addHelpOption();
    const QCommandLineOption portOption(
        QStringLiteral("port"), QCoreApplication::translate("main", "TCP port (0: any free port)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption ownerOption(QStringLiteral("owner"),
                                         QCoreApplication::translate("main", "Repository owner."),
                                         QStringLiteral("O"), QStringLiteral("pytorch-fdn"));
    const QCommandLineOption nameOption(
        QStringLiteral("name"), QCoreApplication::translate("main", "Repository name."),
        QStringLiteral("N"), QStringLiteral("additional-compute-platforms"));
    const QCommandLineOption issuesOption(
        QStringLiteral("issues"),
        QCoreApplication::translate("main", "Synthetic issues to generate."), QStringLiteral("N"),
        QStringLiteral("0"));
    const QCommandLineOption commentsOption(
        QStringLiteral("comments"),
        QCoreApplication::translate("main", "Synthetic comments to generate."), QStringLiteral("M"),
        QStringLiteral("0"));
    const QCommandLineOption reactionsOption(
        QStringLiteral("reactions"),
        QCoreApplication::translate("main", "Synthetic reactions to generate."),
        QStringLiteral("K"), QStringLiteral("0"));
    const QCommandLineOption seedOption(
        QStringLiteral("seed"), QCoreApplication::translate("main", "Seed of the synthetic data."),
        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption fixtureOption(
        QStringLiteral("fixture"),
        QCoreApplication::translate("main", "JSON fixture to load (format in the source header)."),
        QStringLiteral("FILE"));
    const QCommandLineOption tokenOption(
        QStringLiteral("token"),
        QCoreApplication::translate(
            "main",
            "Map a bearer token to a login (repeatable); other tokens act as \"reviewer\"."),
        QStringLiteral("TOKEN=LOGIN"));
    const QCommandLineOption pageSizeOption(
        QStringLiteral("page-size-limit"),
        QCoreApplication::translate("main", "Largest per_page honoured (GitHub: 100)."),
        QStringLiteral("N"), QStringLiteral("100"));
    const QCommandLineOption verboseOption(
        QStringLiteral("verbose"),
        QCoreApplication::translate("main", "Log every request to standard error."));
    const QCommandLineOption eofOption(
        QStringLiteral("exit-on-stdin-eof"),
        QCoreApplication::translate("main", "Exit when standard input reaches end of file."));
    const QCommandLineOption tlsOption(
        QStringLiteral("tls"),
        QCoreApplication::translate("main",
                                    "Serve https, as GitHub does, with the test certificate "
                                    "(tests/support/tls: clients trust test-ca.pem)."));
    parser.addOptions({ portOption, ownerOption, nameOption, issuesOption, commentsOption,
                        reactionsOption, seedOption, fixtureOption, tokenOption, pageSizeOption,
                        verboseOption, eofOption, tlsOption });
    parser.process(app);

    auto number = [&parser](const QCommandLineOption &option, qint64 max) {
        bool ok = false;
        const qint64 value = parser.value(option).toLongLong(&ok);
        if (!ok || value < 0 || value > max) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(QCoreApplication::translate("main", "Invalid value for --%1: %2")
                               .arg(option.names().constFirst(), parser.value(option))));
            std::exit(2);
        }
        return value;
    };
    const auto port = quint16(number(portOption, 65535));
    const int issues = int(number(issuesOption, 10000000));
    const int comments = int(number(commentsOption, 100000000));
    const int reactions = int(number(reactionsOption, 100000000));
    const auto seed = quint32(number(seedOption, 0xffffffffLL));
    const int pageSizeLimit = int(number(pageSizeOption, 1000000));

    GitHubTestServer server(parser.value(ownerOption), parser.value(nameOption));
    server.setPageSizeLimit(std::max(1, pageSizeLimit));
    for (const QString &mapping : parser.values(tokenOption)) {
        const qsizetype equals = mapping.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate(
                                        "main", "--token expects TOKEN=LOGIN, got %1")
                                        .arg(mapping)));
            return 2;
        }
        server.setTokenLogin(mapping.left(equals), mapping.mid(equals + 1));
    }
    if (issues > 0)
        server.populate(issues, comments, reactions, seed);
    if (parser.isSet(fixtureOption)) {
        QString error;
        if (!server.loadFixture(parser.value(fixtureOption), &error)) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(QCoreApplication::translate("main", "Cannot load the fixture %1: %2")
                               .arg(parser.value(fixtureOption), error)));
            return 1;
        }
    }
    if (!(parser.isSet(tlsOption) ? server.listenTls(port) : server.listen(port))) {
        std::fprintf(
            stderr, "%s\n",
            qPrintable(
                QCoreApplication::translate("main", "Cannot listen on 127.0.0.1:%1.").arg(port)));
        return 1;
    }
    if (parser.isSet(verboseOption)) {
        QObject::connect(&server, &GitHubTestServer::requestServed, &server,
                         [](int status, const QString &pathAndQuery) {
                             std::fprintf(stderr, "%d %s\n", status, qPrintable(pathAndQuery));
                             std::fflush(stderr);
                         });
    }

    std::unique_ptr<QSocketNotifier> stdinNotifier;
    if (parser.isSet(eofOption)) {
        stdinNotifier = std::make_unique<QSocketNotifier>(STDIN_FILENO, QSocketNotifier::Read);
        QObject::connect(stdinNotifier.get(), &QSocketNotifier::activated, &app, [] {
            char buffer[4096];
            const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (n <= 0)
                QCoreApplication::quit();
        });
    }

    std::printf("listening on %s\n", qPrintable(server.apiUrl().toString()));
    std::fflush(stdout);
    return app.exec();
}
