// libFuzzer target: the RFC 8288 Link header parser (src/core/github/LinkHeader) the sync pages
// with. The first line of the input is the base URL, the rest the header value.

#include "FuzzSupport.h"
#include "core/github/LinkHeader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = acp::fuzz::bytes(data, size);
    const qsizetype newline = input.indexOf('\n');
    const QUrl base = newline < 0 ? QUrl(QStringLiteral("https://api.github.com/repos/o/r/issues"))
                                  : QUrl::fromEncoded(input.left(newline));
    const QByteArray value = newline < 0 ? input : input.mid(newline + 1);

    const QHash<QString, QUrl> links = acp::github::parseLinkHeader(value, base);
    for (auto it = links.cbegin(); it != links.cend(); ++it) {
        ACP_FUZZ_CHECK(!it.key().isEmpty());
        // Relation types compare case-insensitively; the parser hands them out in ASCII lower case.
        for (QChar c : it.key())
            ACP_FUZZ_CHECK(!(c >= QLatin1Char('A') && c <= QLatin1Char('Z')));
    }
    // Without a base nothing is resolved, and parsing never depends on it otherwise.
    const QHash<QString, QUrl> unresolved = acp::github::parseLinkHeader(value);
    ACP_FUZZ_CHECK(unresolved.keys().size() == links.keys().size());
    return 0;
}
