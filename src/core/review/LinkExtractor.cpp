#include "core/review/LinkExtractor.h"

#include <QBitArray>
#include <QSet>

#include <algorithm>

namespace acp {

namespace {

// The first position at or after `from` holding one of two characters (the text's size when
// none does), for any `from`, in constant time: a table built on first use in one backward
// pass. A plain forward search from each question would rescan the same stretch once per
// question, which hostile text turns quadratic ("[a](x " repeated with no ")" after it).
class NextOf
{
public:
    NextOf(QStringView text, QChar a, QChar b)
        : m_text(text)
        , m_a(a)
        , m_b(b)
    { }

    qsizetype at(qsizetype from, qsizetype *steps)
    {
        if (m_next.isEmpty()) {
            const qsizetype size = m_text.size();
            m_next.resize(size + 1);
            m_next[size] = size;
            for (qsizetype i = size - 1; i >= 0; --i) {
                const QChar c = m_text[i];
                m_next[i] = (c == m_a || c == m_b) ? i : m_next[i + 1];
            }
            *steps += size;
        }
        ++*steps;
        return m_next[std::min(from, m_text.size())];
    }

private:
    QStringView m_text;
    QChar m_a;
    QChar m_b;
    QList<qsizetype> m_next;
};

class Extractor
{
public:
    explicit Extractor(QStringView text)
        : m_text(text)
        , m_consumed(text.size())
        , m_closeOrNewline(text, u')', u'\n')
        , m_angleOrNewline(text, u'>', u'\n')
    { }

    QList<ExtractedLink> run(qsizetype limit, LinkExtractor::Stats *stats)
    {
        markComments();
        findInlineLinks();
        findAutolinks();
        findBareUrls();

        std::stable_sort(m_found.begin(), m_found.end(),
                         [](const Found &a, const Found &b) { return a.offset < b.offset; });
        QList<ExtractedLink> result;
        QSet<QString> seen;
        qsizetype omitted = 0;
        qsizetype lineOffset = 0;
        int line = 1;
        for (const Found &found : std::as_const(m_found)) {
            const QString key =
                found.url.adjusted(QUrl::StripTrailingSlash).toString(QUrl::FullyEncoded);
            if (seen.contains(key)) {
                continue;
            }
            seen.insert(key);
            if (result.size() >= limit) {
                ++omitted; // counted, never kept: a text cannot make the list grow past limit
                continue;
            }
            const QStringView before = m_text.sliced(lineOffset, found.offset - lineOffset);
            m_steps += before.size();
            line += int(before.count(u'\n'));
            lineOffset = found.offset;
            result.append({ found.url, found.text.toString(), found.offset, line });
        }
        if (stats) {
            stats->omitted = omitted;
            stats->steps = m_steps;
        }
        return result;
    }

private:
    struct Found
    {
        QUrl url;
        QStringView text; // copied only for the links kept
        qsizetype offset = 0;
    };

    bool isConsumed(qsizetype position) const { return m_consumed.testBit(position); }

    // Text that belongs to a link already found (or to a comment) is not searched again.
    void consume(qsizetype begin, qsizetype end)
    {
        m_consumed.fill(true, begin, end);
        m_steps += end - begin;
    }

    qsizetype find(QStringView needle, qsizetype from, Qt::CaseSensitivity cs = Qt::CaseSensitive)
    {
        const qsizetype found = m_text.indexOf(needle, from, cs);
        m_steps += (found < 0 ? m_text.size() : found + needle.size()) - from;
        return found;
    }

    qsizetype find(QChar needle, qsizetype from)
    {
        const qsizetype found = m_text.indexOf(needle, from);
        m_steps += (found < 0 ? m_text.size() : found + 1) - from;
        return found;
    }

    void add(QStringView address, QStringView text, qsizetype offset)
    {
        if (address.size() > LinkExtractor::MaxUrlLength) {
            return;
        }
        m_steps += address.size();
        const QUrl url(address.toString(), QUrl::TolerantMode);
        if (LinkExtractor::isAcceptable(url)) {
            m_found.append({ url, text, offset });
        }
    }

    // <!-- ... -->: hidden on GitHub, so not evidence. An unclosed one hides nothing.
    void markComments()
    {
        qsizetype from = 0;
        for (;;) {
            const qsizetype open = find(u"<!--", from);
            if (open < 0) {
                return;
            }
            const qsizetype close = find(u"-->", open + 4);
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
            const qsizetype bracket = find(u"](", from);
            if (bracket < 0) {
                return;
            }
            from = bracket + 2;
            const qsizetype open = openingBracket(bracket);
            if (isConsumed(bracket) || open < 0) {
                continue;
            }
            qsizetype pos = bracket + 2;
            while (pos < m_text.size() && (m_text[pos] == u' ' || m_text[pos] == u'\t')) {
                ++pos;
                ++m_steps;
            }
            const qsizetype destinationStart = pos;
            QString destination;
            const bool angled = pos < m_text.size() && m_text[pos] == u'<';
            bool escaped = false;
            if (angled) {
                // <...> ends at the first '>' of its line.
                const qsizetype close = m_angleOrNewline.at(pos + 1, &m_steps);
                if (close >= m_text.size() || m_text[close] != u'>') {
                    continue;
                }
                destination = m_text.sliced(pos + 1, close - pos - 1).toString();
                m_steps += close - pos;
                pos = close + 1;
            } else if (!scanDestination(&pos, &escaped)) {
                continue;
            }
            // The closing parenthesis, after an optional title, on the same line.
            const qsizetype close = m_closeOrNewline.at(pos, &m_steps);
            if (close >= m_text.size() || m_text[close] != u')') {
                continue;
            }
            // The destination is taken, whatever its scheme: a javascript: link must not leave
            // its inner text to the bare-address pass. The link text stays readable for
            // links inside it ([![badge](image)](target)).
            consume(bracket, close + 1);
            if (!angled) {
                const QStringView raw = m_text.sliced(destinationStart, pos - destinationStart);
                destination = escaped ? unescaped(raw) : raw.toString();
            }
            const QStringView text = m_text.sliced(open + 1, bracket - open - 1).trimmed();
            add(QStringView(destination).trimmed(), text, destinationStart);
            from = close + 1;
        }
    }

    // A destination without <>: up to white space, a control character or an unbalanced ')'.
    // False when parentheses nest deeper than MaxNesting. That bound also keeps the scans
    // linear: every "](" inside a scan opens a parenthesis, so a scan can run past at most
    // MaxNesting of the later "](" that start scans of their own, and each character is looked
    // at by at most MaxNesting + 1 scans. The destination is copied (with its backslash escapes
    // undone) only once the link is known to close.
    bool scanDestination(qsizetype *position, bool *escaped)
    {
        qsizetype pos = *position;
        int depth = 0;
        while (pos < m_text.size()) {
            ++m_steps;
            const QChar c = m_text[pos];
            if (c.unicode() < 128 ? c.unicode() <= 32 || c.unicode() == 127
                                  : c.isSpace() || c.category() == QChar::Other_Control) {
                break;
            }
            if (c == u'\\' && pos + 1 < m_text.size()) {
                *escaped = true;
                pos += 2;
                continue;
            }
            if (c == u'(') {
                if (++depth > LinkExtractor::MaxNesting) {
                    return false;
                }
            } else if (c == u')') {
                if (depth == 0) {
                    break;
                }
                --depth;
            }
            ++pos;
        }
        *position = pos;
        return true;
    }

    static QString unescaped(QStringView destination)
    {
        QString text;
        text.reserve(destination.size());
        for (qsizetype i = 0; i < destination.size(); ++i) {
            if (destination[i] == u'\\' && i + 1 < destination.size()) {
                ++i;
            }
            text.append(destination[i]);
        }
        return text;
    }

    // The "[" that opens the link text ending at the "]" at `close`: the innermost unmatched
    // "[" before it within the same paragraph (a blank line ends one) and within 4096
    // characters. The questions come in increasing order of `close`, so one forward pass
    // with a stack of open brackets answers them all; searching backwards from each "]"
    // instead would be quadratic in a run of "](".
    qsizetype openingBracket(qsizetype close)
    {
        for (; m_bracketScan < close; ++m_bracketScan) {
            ++m_steps;
            const QChar c = m_text[m_bracketScan];
            if (c == u'[') {
                m_openBrackets.append(m_bracketScan);
            } else if (c == u']') {
                if (!m_openBrackets.isEmpty()) {
                    m_openBrackets.removeLast();
                }
            } else if (c == u'\n' && m_bracketScan > 0 && m_text[m_bracketScan - 1] == u'\n') {
                m_openBrackets.clear();
            }
        }
        // The "]" at `close` itself closes what it matches.
        m_bracketScan = close + 1;
        ++m_steps;
        if (m_openBrackets.isEmpty()) {
            return -1;
        }
        const qsizetype open = m_openBrackets.takeLast();
        return open >= close - 4096 ? open : -1;
    }

    // <scheme:...>: an autolink. Only http(s) ones are kept; all are taken.
    void findAutolinks()
    {
        qsizetype from = 0;
        for (;;) {
            const qsizetype open = find(u'<', from);
            if (open < 0) {
                return;
            }
            from = open + 1;
            if (isConsumed(open)) {
                continue;
            }
            // Each scan stops at the next '<', where the next one starts.
            qsizetype end = open + 1;
            while (end < m_text.size() && m_text[end] != u'>' && m_text[end] != u'<'
                   && !m_text[end].isSpace()) {
                ++end;
                ++m_steps;
            }
            if (end >= m_text.size() || m_text[end] != u'>') {
                continue;
            }
            const QStringView inside = m_text.sliced(open + 1, end - open - 1);
            const qsizetype colon = inside.indexOf(u':');
            m_steps += colon < 0 ? inside.size() : colon;
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
            add(inside, {}, open + 1);
            from = end + 1;
        }
    }

    // http:// and https:// anywhere else.
    void findBareUrls()
    {
        qsizetype from = 0;
        for (;;) {
            const qsizetype http = find(u"http", from, Qt::CaseInsensitive);
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
            // The next search starts past this address, and what punctuation is cut off its
            // end holds no "http": each character is scanned here once.
            qsizetype end = afterScheme + 3;
            while (end < m_text.size() && !isUrlStop(m_text[end])) {
                ++end;
                ++m_steps;
            }
            QStringView candidate = m_text.sliced(http, end - http);
            candidate = withoutTrailingPunctuation(candidate);
            consume(http, http + candidate.size());
            add(candidate, {}, http);
            from = http + std::max<qsizetype>(candidate.size(), 4);
        }
    }

    static bool isUrlStop(QChar c)
    {
        if (c.unicode() < 128) {
            return c.unicode() <= 32 || c.unicode() == 127 || c == u'<' || c == u'>' || c == u'"'
                || c == u'`' || c == u'|' || c == u'\\';
        }
        return c.isSpace() || c == u'<' || c == u'>' || c == u'"' || c == u'`' || c == u'|'
            || c == u'\\' || c.category() == QChar::Other_Control;
    }

    // GitHub's rule for extended autolinks: trailing punctuation is not part of the address, a
    // closing parenthesis only when it has no opening partner inside the address. The brackets
    // are counted once and the counts kept as the end is cut: counting the whole address again
    // for each ")" cut would be quadratic in a run of them.
    QStringView withoutTrailingPunctuation(QStringView url)
    {
        static constexpr char16_t kOpen[] = { u'(', u'[', u'{' };
        static constexpr char16_t kClose[] = { u')', u']', u'}' };
        qsizetype opened[3] = {};
        qsizetype closed[3] = {};
        for (const QChar c : url) {
            for (int i = 0; i < 3; ++i) {
                opened[i] += c == kOpen[i];
                closed[i] += c == kClose[i];
            }
        }
        m_steps += url.size();
        static const QStringView punctuation = u".,:;!?'\"*_~";
        while (!url.isEmpty()) {
            ++m_steps;
            const QChar last = url.back();
            if (punctuation.contains(last)) {
                url.chop(1);
                continue;
            }
            const auto bracket = std::find(std::begin(kClose), std::end(kClose), last.unicode());
            const auto i = bracket - std::begin(kClose);
            if (bracket != std::end(kClose) && opened[i] < closed[i]) {
                --closed[i];
                url.chop(1);
                continue;
            }
            break;
        }
        return url;
    }

    QStringView m_text;
    QBitArray m_consumed;
    NextOf m_closeOrNewline;
    NextOf m_angleOrNewline;
    QList<qsizetype> m_openBrackets; // openingBracket(): the "[" not closed yet
    qsizetype m_bracketScan = 0; // openingBracket(): how far the text is read
    QList<Found> m_found;
    qsizetype m_steps = 0;
};

} // namespace

QList<ExtractedLink> LinkExtractor::extract(QStringView markdown, qsizetype limit, Stats *stats)
{
    if (!markdown.contains(u':')) {
        if (stats) {
            *stats = { 0, markdown.size() };
        }
        return {};
    }
    return Extractor(markdown).run(std::max<qsizetype>(limit, 0), stats);
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
