// libFuzzer target: the Markdown link extractor (src/core/review/LinkExtractor).

#include "FuzzSupport.h"
#include "core/review/LinkExtractor.h"

#include <QSet>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString markdown = acp::fuzz::text(data, size);
    acp::LinkExtractor::Stats stats;
    const QList<acp::ExtractedLink> links =
        acp::LinkExtractor::extract(markdown, acp::LinkExtractor::MaxLinks, &stats);
    // At most MaxLinks, and linear work whatever the text: pathological 64 KiB inputs take
    // about 40 looks per character, short ones a few more per link found; a quadratic pass
    // would take thousands.
    ACP_FUZZ_CHECK(links.size() <= acp::LinkExtractor::MaxLinks);
    ACP_FUZZ_CHECK(stats.omitted == 0 || links.size() == acp::LinkExtractor::MaxLinks);
    ACP_FUZZ_CHECK(stats.steps <= 128 * (markdown.size() + 64));

    QSet<QString> seen;
    qsizetype previousOffset = -1;
    for (const acp::ExtractedLink &link : links) {
        // Only addresses the workbench may follow, each once, in order of appearance.
        ACP_FUZZ_CHECK(acp::LinkExtractor::isAcceptable(link.url));
        ACP_FUZZ_CHECK(link.url.scheme() == QLatin1String("http")
                       || link.url.scheme() == QLatin1String("https"));
        ACP_FUZZ_CHECK(link.url.userInfo().isEmpty());
        const QString address = link.url.toString(QUrl::FullyEncoded);
        ACP_FUZZ_CHECK(!seen.contains(address));
        seen.insert(address);
        ACP_FUZZ_CHECK(link.offset >= 0 && link.offset < markdown.size());
        ACP_FUZZ_CHECK(link.offset > previousOffset);
        previousOffset = link.offset;
        ACP_FUZZ_CHECK(link.line >= 1);
    }
    return 0;
}
