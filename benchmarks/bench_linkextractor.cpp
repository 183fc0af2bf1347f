// Link extraction on pathological applicant text: each input is one short unit repeated ("[a](",
// "<", "[", "http://", ...) after one real link, at 16, 32, 64 and 128 KiB, so that linear
// growth (time doubling with the size) or worse is visible at a glance. Prints a Markdown table
// of the best of --runs runs (default 5) in milliseconds, with the extractor's own count of
// characters looked at per character of input.
//
//   bench_linkextractor [--runs N]

#include "core/review/LinkExtractor.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <limits>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption runsOption(QStringLiteral("runs"),
                                        QStringLiteral("Runs per input (the best is shown)."),
                                        QStringLiteral("N"), QStringLiteral("5"));
    parser.addOption(runsOption);
    parser.process(app);
    const int runs = std::max(1, parser.value(runsOption).toInt());

    struct Input
    {
        const char *name;
        const char *unit;
    };
    const Input inputs[] = {
        { "[a]( repeated", "[a](" },
        { "< repeated", "<" },
        { "[ repeated", "[" },
        { "http:// repeated", "http://" },
        { "]( repeated", "](" },
        { "[a](x + space repeated", "[a](x " },
        { "](< repeated", "](<" },
        { "[a](http://x.example/ repeated", "[a](http://x.example/" },
        { "http://x) repeated", "http://x)" },
        { "<!-- repeated", "<!--" },
        { "no spaces (a repeated)", "a" },
        { "links ([a](http://x.example/) )", "[a](http://x.example/) " },
    };
    const int sizes[] = { 16, 32, 64, 128 };

    QTextStream out(stdout);
    out << "| input | 16 KiB | 32 KiB | 64 KiB | 128 KiB | steps/char |\n"
        << "|---|---:|---:|---:|---:|---:|\n";
    for (const Input &input : inputs) {
        out << "| `" << input.name << "` ";
        double stepsPerChar = 0;
        for (const int kib : sizes) {
            QString text = QStringLiteral("See https://x.example/first and ");
            const QString unit = QString::fromLatin1(input.unit);
            while (text.size() < kib * 1024)
                text += unit;
            qint64 best = std::numeric_limits<qint64>::max();
            acp::LinkExtractor::Stats stats;
            for (int run = 0; run < runs; ++run) {
                QElapsedTimer timer;
                timer.start();
                const QList<acp::ExtractedLink> links =
                    acp::LinkExtractor::extract(text, acp::LinkExtractor::MaxLinks, &stats);
                best = std::min(best, timer.nsecsElapsed());
                if (links.isEmpty())
                    return 1; // the real link must be found
            }
            stepsPerChar = double(stats.steps) / double(text.size());
            out << "| " << QString::number(double(best) / 1e6, 'f', 2) << ' ';
        }
        out << "| " << QString::number(stepsPerChar, 'f', 1) << " |\n";
    }
    return 0;
}
