#include "review/LinkExtractor.h"

#include <QBitArray>
#include <QSet>

#include <algorithm>

namespace acp {

namespace {

class Extractor
{
public:
    explicit Extractor(QStringView text)
        : m_text(text)
        , m_consumed(text.size())
    { }

    QList<ExtractedLink> run()
    {
        markComments();
        findInlineLinks();
        findAutolinks();
        findBareUrls();

        std::stable_sort(
            m_found.begin(), m_found.end(),
            [](const ExtractedLink &a, const ExtractedLink &b) { return a.offset < b.offset; });
        QList<ExtractedLink> result;
        QSet<QString> seen;
        qsizetype lineOffset = 0;
        int line = 1;
        for (ExtractedLink &link : m_found) {
            const QString key =
                link.url.adjusted(QUrl::StripTrailingSlash).toString(QUrl::FullyEncoded);
            if (seen.contains(key)) {
                continue;
            }
            seen.insert(key);
            line += int(m_text.sliced(lineOffset, link.offset - lineOffset).count(u'\n'));
            lineOffset = link.offset;
            link.line = line;
            result.append(link);
        }
        return result;
    }

private:
    bool isConsumed(qsizetype position) const { return m_consumed.testBit(position); }

    // Text that belongs to a link already found (or to a comment) is not searched again.
    void consume(qsizetype begin, qsizetype end) { m_consumed.fill(true, begin, end); }

    void add(const QString &address, const QString &text, qsizetype offset)
    {
        if (address.size() > LinkExtractor::MaxUrlLength) {
            return;
        }
        const QUrl url(address, QUrl::TolerantMode);
        if (LinkExtractor::isAcceptable(url)) {
            m_found.append({ url, text, offset, 0 });
        }
    }

    // <!-- ... -->: hidden on GitHub, so not evidence. An unclosed one hides nothing.
    void markComments()
    {
        qsizetype from = 0;
        for (;;) {
            const qsizetype open = m_text.indexOf(u"<!--", from);
            if (open < 0) {
                return;
            }
            const qsizetype close = m_text.indexOf(u"-->", open + 4);
            if (close < 0) {
                return;
            }
            consume(open, close + 3);
            from = close + 3;
        }
    }

    // [text](destination "title") and ![alt](destination): found from their "](".
    void findInlineLinks()
    {
        qsizetype from = 0;
        for (;;) {
            const qsizetype bracket = m_text.indexOf(u"](", from);
            if (bracket < 0) {
                return;
            }
            from = bracket + 2;
            if (isConsumed(bracket)) {
                continue;
            }
            const qsizetype open = openingBracket(bracket);
            if (open < 0) {
                continue;
            }
            qsizetype pos = bracket + 2;
            while (pos < m_text.size() && (m_text[pos] == u' ' || m_text[pos] == u'\t')) {
                ++pos;
            }
            const qsizetype destinationStart = pos;
            QString destination;
            if (pos < m_text.size() && m_text[pos] == u'<') {
                const qsizetype close = m_text.indexOf(u'>', pos + 1);
                const qsizetype lineEnd = m_text.indexOf(u'\n', pos + 1);
                if (close < 0 || (lineEnd >= 0 && lineEnd < close)) {
                    continue;
                }
                destination = m_text.sliced(pos + 1, close - pos - 1).toString();
                pos = close + 1;
            } else {
                int depth = 0;
                while (pos < m_text.size()) {
                    const QChar c = m_text[pos];
                    if (c.isSpace() || c.category() == QChar::Other_Control) {
                        break;
                    }
                    if (c == u'\\' && pos + 1 < m_text.size()) {
                        destination.append(m_text[pos + 1]);
                        pos += 2;
                        continue;
                    }
                    if (c == u'(') {
                        ++depth;
                    } else if (c == u')') {
                        if (depth == 0) {
                            break;
                        }
                        --depth;
                    }
                    destination.append(c);
                    ++pos;
                }
            }
            // The closing parenthesis, after an optional title, on the same line.
            qsizetype close = pos;
            while (close < m_text.size() && m_text[close] != u')' && m_text[close] != u'\n') {
                ++close;
            }
            if (close >= m_text.size() || m_text[close] != u')') {
                continue;
            }
            // The destination is taken, whatever its scheme: a javascript: link must not leave
            // its inner text to the bare-address pass. The link text stays readable for
            // links inside it ([![badge](image)](target)).
            consume(bracket, close + 1);
            const QString text = m_text.sliced(open + 1, bracket - open - 1).trimmed().toString();
            add(destination.trimmed(), text, destinationStart);
            from = close + 1;
        }
    }

    // The "[" that opens the link text ending at `close`, within the same paragraph.
    qsizetype openingBracket(qsizetype close) const
    {
        int depth = 0;
        const qsizetype limit = std::max<qsizetype>(0, close - 4096);
        for (qsizetype i = close - 1; i >= limit; --i) {
            const QChar c = m_text[i];
            if (c == u']') {
                ++depth;
            } else if (c == u'[') {
                if (depth == 0) {
                    return i;
                }
                --depth;
            } else if (c == u'\n' && i > 0 && m_text[i - 1] == u'\n') {
                return -1; // a blank line ends the paragraph
            }
        }
        return -1;
    }

    // <scheme:...>: an autolink. Only http(s) ones are kept; all are taken.
    void findAutolinks()
    {
        qsizetype from = 0;
        for (;;) {
            const qsizetype open = m_text.indexOf(u'<', from);
            if (open < 0) {
                return;
            }
            from = open + 1;
            if (isConsumed(open)) {
                continue;
            }
            qsizetype end = open + 1;
            while (end < m_text.size() && m_text[end] != u'>' && m_text[end] != u'<'
                   && !m_text[end].isSpace()) {
                ++end;
            }
            if (end >= m_text.size() || m_text[end] != u'>') {
                continue;
            }
            const QStringView inside = m_text.sliced(open + 1, end - open - 1);
            const qsizetype colon = inside.indexOf(u':');
            if (colon < 2) {
                continue; // not an autolink (an HTML tag, an email address, a placeholder)
            }
            bool scheme = true;
            for (qsizetype i = 0; i < colon; ++i) {
                const QChar c = inside[i];
                if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'+' && c != u'.'
                    && c != u'-') {
                    scheme = false;
                }
            }
            if (!scheme) {
                continue;
            }
            consume(open, end + 1);
            add(inside.toString(), QString(), open + 1);
            from = end + 1;
        }
    }

    // http:// and https:// anywhere else.
    void findBareUrls()
    {
        qsizetype from = 0;
        for (;;) {
            const qsizetype http = m_text.indexOf(u"http", from, Qt::CaseInsensitive);
            if (http < 0) {
                return;
            }
            from = http + 4;
            qsizetype afterScheme = http + 4;
            if (afterScheme < m_text.size()
                && (m_text[afterScheme] == u's' || m_text[afterScheme] == u'S')) {
                ++afterScheme;
            }
            if (!m_text.sliced(afterScheme).startsWith(u"://")) {
                continue;
            }
            if (http > 0 && m_text[http - 1].isLetterOrNumber()) {
                continue; // "xhttp://": part of another word
            }
            if (isConsumed(http)) {
                continue;
            }
            qsizetype end = afterScheme + 3;
            while (end < m_text.size() && !isUrlStop(m_text[end])) {
                ++end;
            }
            QStringView candidate = m_text.sliced(http, end - http);
            candidate = withoutTrailingPunctuation(candidate);
            consume(http, http + candidate.size());
            add(candidate.toString(), QString(), http);
            from = http + std::max<qsizetype>(candidate.size(), 4);
        }
    }

    static bool isUrlStop(QChar c)
    {
        return c.isSpace() || c == u'<' || c == u'>' || c == u'"' || c == u'`' || c == u'|'
            || c == u'\\' || c.category() == QChar::Other_Control;
    }

    // GitHub's rule for extended autolinks: trailing punctuation is not part of the address, a
    // closing parenthesis only when it has no opening partner inside the address.
    static QStringView withoutTrailingPunctuation(QStringView url)
    {
        for (;;) {
            if (url.isEmpty()) {
                return url;
            }
            const QChar last = url.back();
            static const QStringView punctuation = u".,:;!?'\"*_~";
            if (punctuation.contains(last)) {
                url.chop(1);
                continue;
            }
            const auto unbalanced = [&](QChar open, QChar close) {
                return last == close && url.count(open) < url.count(close);
            };
            if (unbalanced(u'(', u')') || unbalanced(u'[', u']') || unbalanced(u'{', u'}')) {
                url.chop(1);
                continue;
            }
            return url;
        }
    }

    QStringView m_text;
    QBitArray m_consumed;
    QList<ExtractedLink> m_found;
};

} // namespace

QList<ExtractedLink> LinkExtractor::extract(QStringView markdown)
{
    if (!markdown.contains(u':')) {
        return {};
    }
    return Extractor(markdown).run();
}

bool LinkExtractor::isAcceptable(const QUrl &url)
{
    if (!url.isValid() || url.isRelative()) {
        return false;
    }
    const QString scheme = url.scheme();
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https")) {
        return false;
    }
    const QString host = url.host();
    if (host.isEmpty() || !url.userInfo().isEmpty()) {
        return false;
    }
    return true;
}

} // namespace acp
