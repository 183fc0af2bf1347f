// PDF export benchmark: builds review reports from a workspace file and writes them as PDF with
// the real ReportBuilder and ReportRenderer (what `acp-workbench report` and File > Export run),
// once for one application and once for a round of N applications (default 100) in one file.
// Runs on the offscreen platform unless QT_QPA_PLATFORM says otherwise.
//
//   bench_report --db FILE [--repo OWNER/NAME] [--round N] [--out DIR] [--json FILE]
//
// The application of the single report is the one in the middle of the cached numbers; the
// round takes N applications spread evenly over the cache. Prints a Markdown table; --json
// writes the figures.

#include "core/report/ReportBuilder.h"
#include "core/workspace/Workspace.h"
#include "ui/report/ReportRenderer.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <sys/resource.h>

namespace {

long peakResidentKiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

struct Export
{
    double buildMs = 0; // ReportBuilder: reading the workspace
    double writeMs = 0; // ReportRenderer: layout and painting into the PDF file
    int pages = 0;
    qint64 bytes = 0;
};

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("acp-workbench-bench"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_report"));
    QStandardPaths::setTestModeEnabled(true);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Times PDF export of review reports."));
    parser.addHelpOption();
    const QCommandLineOption dbOption(QStringLiteral("db"), QStringLiteral("The workspace file."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption repoOption(
        QStringLiteral("repo"), QStringLiteral("The repository of the file."),
        QStringLiteral("OWNER/NAME"), QStringLiteral("pytorch-fdn/additional-compute-platforms"));
    const QCommandLineOption roundOption(QStringLiteral("round"),
                                         QStringLiteral("Applications in the round (default 100)."),
                                         QStringLiteral("N"), QStringLiteral("100"));
    const QCommandLineOption outOption(QStringLiteral("out"),
                                       QStringLiteral("Keep the PDF files in this folder."),
                                       QStringLiteral("DIR"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("Write the figures to this JSON file."),
                                        QStringLiteral("FILE"));
    parser.addOptions({ dbOption, repoOption, roundOption, outOption, jsonOption });
    parser.process(app);
    if (!parser.isSet(dbOption)) {
        qCritical("--db is required");
        return 2;
    }

    acp::WorkspaceOptions options;
    options.databasePath = parser.value(dbOption);
    options.repository = parser.value(repoOption);
    options.apiUrl = QUrl(QStringLiteral("http://127.0.0.1:9")); // never contacted
    acp::Workspace workspace(options);
    if (!workspace.open()) {
        qCritical("%s", qPrintable(workspace.errorString()));
        return 1;
    }
    QTemporaryDir temporary;
    const QString outDir = parser.isSet(outOption) ? parser.value(outOption) : temporary.path();

    acp::ReportBuilder builder(workspace);
    const QList<int> numbers = builder.allApplicationNumbers();
    if (numbers.isEmpty()) {
        qCritical("The workspace holds no applications.");
        return 1;
    }
    const int roundSize = std::clamp(parser.value(roundOption).toInt(), 1, int(numbers.size()));
    QList<int> round;
    for (int i = 0; i < roundSize; ++i)
        round.append(numbers.at(qsizetype(i) * numbers.size() / roundSize));
    const int single = numbers.at(numbers.size() / 2);

    QElapsedTimer clock;
    Export one;
    {
        clock.start();
        const std::optional<acp::ApplicationReport> report = builder.application(single);
        one.buildMs = double(clock.nsecsElapsed()) / 1e6;
        if (!report) {
            qCritical("%s", qPrintable(builder.errorString()));
            return 1;
        }
        acp::ReportRenderer renderer;
        const QString path = outDir + QStringLiteral("/application-%1.pdf").arg(single);
        clock.restart();
        if (!renderer.writePdf(*report, path)) {
            qCritical("%s", qPrintable(renderer.errorString()));
            return 1;
        }
        one.writeMs = double(clock.nsecsElapsed()) / 1e6;
        one.pages = renderer.pageCount();
        one.bytes = QFileInfo(path).size();
    }
    Export many;
    {
        clock.restart();
        const std::optional<acp::RoundReport> report = builder.round(round);
        many.buildMs = double(clock.nsecsElapsed()) / 1e6;
        if (!report) {
            qCritical("%s", qPrintable(builder.errorString()));
            return 1;
        }
        acp::ReportRenderer renderer;
        const QString path = outDir + QStringLiteral("/round-%1.pdf").arg(roundSize);
        clock.restart();
        if (!renderer.writePdf(*report, path)) {
            qCritical("%s", qPrintable(renderer.errorString()));
            return 1;
        }
        many.writeMs = double(clock.nsecsElapsed()) / 1e6;
        many.pages = renderer.pageCount();
        many.bytes = QFileInfo(path).size();
    }

    QTextStream out(stdout);
    out << "| figure | value |\n|---|---|\n";
    out << "| one application (#" << single << ") | " << qRound(one.buildMs + one.writeMs)
        << " ms (read " << qRound(one.buildMs) << " ms, lay out and write " << qRound(one.writeMs)
        << " ms), " << one.pages << " pages, " << one.bytes / 1024 << " KiB |\n";
    out << "| round of " << roundSize << " | " << qRound(many.buildMs + many.writeMs)
        << " ms (read " << qRound(many.buildMs) << " ms, lay out and write " << qRound(many.writeMs)
        << " ms), " << many.pages << " pages, " << many.bytes / 1024 << " KiB |\n";
    out << "| peak memory | " << peakResidentKiB() / 1024 << " MiB |\n";
    out.flush();

    if (parser.isSet(jsonOption)) {
        QFile file(parser.value(jsonOption));
        if (!file.open(QIODevice::WriteOnly)) {
            qCritical("Cannot write %s", qPrintable(file.fileName()));
            return 1;
        }
        file.write(QJsonDocument(QJsonObject {
                                     { QStringLiteral("single_number"), single },
                                     { QStringLiteral("single_ms"), one.buildMs + one.writeMs },
                                     { QStringLiteral("single_build_ms"), one.buildMs },
                                     { QStringLiteral("single_pages"), one.pages },
                                     { QStringLiteral("single_bytes"), one.bytes },
                                     { QStringLiteral("round_size"), roundSize },
                                     { QStringLiteral("round_ms"), many.buildMs + many.writeMs },
                                     { QStringLiteral("round_build_ms"), many.buildMs },
                                     { QStringLiteral("round_pages"), many.pages },
                                     { QStringLiteral("round_bytes"), many.bytes },
                                     { QStringLiteral("peak_rss_kib"), qint64(peakResidentKiB()) },
                                 })
                       .toJson());
    }
    return 0;
}
