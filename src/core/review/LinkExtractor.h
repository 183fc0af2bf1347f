#pragma once

#include <QList>
#include <QString>
#include <QStringView>
#include <QUrl>

namespace acp {

struct ExtractedLink
{
    QUrl url;
    QString text; // a Markdown link's text; empty for autolinks and bare addresses
    qsizetype offset = 0; // where the address starts in the text
    int line = 0; // 1-based line of the address
};

// The http(s) links of a piece of Markdown (an answer, a comment), in order of appearance and
// without duplicates: inline links [text](url) and images ![alt](url), autolinks <url>, and
// bare addresses, with trailing punctuation that belongs to the sentence stripped ("see
// https://x.example/a." and "(https://x.example/a)" give https://x.example/a, while
// https://en.wikipedia.org/wiki/X_(Y) keeps its balanced parenthesis).
//
// Anything but http and https is ignored (javascript:, data:, file:, mailto:, ...), so are
// addresses with user info ("https://github.com@evil.example"), addresses longer than
// MaxUrlLength, link destinations with parentheses nested deeper than MaxNesting (as cmark
// does), and links inside HTML comments, which GitHub does not show.
//
// The text is applicant-written: the work is linear in its length whatever it holds (every
// pass moves forward; the few look-ups that could rescan are answered from tables built once).
class LinkExtractor
{
public:
    static constexpr qsizetype MaxUrlLength = 2048;
    static constexpr int MaxNesting = 32;
    // The most links one text gives (the first ones); the rest are only counted.
    static constexpr qsizetype MaxLinks = 300;

    struct Stats
    {
        qsizetype omitted = 0; // distinct acceptable links past the limit
        qsizetype steps = 0; // characters looked at, over every pass (tests check the bound)
    };

    // At most `limit` links; `stats`, when given, says how many more there were.
    static QList<ExtractedLink> extract(QStringView markdown, qsizetype limit = MaxLinks,
                                        Stats *stats = nullptr);
    // Whether `url` is a link the workbench follows: http(s), a host, no user info.
    static bool isAcceptable(const QUrl &url);
};

} // namespace acp
