// Over 600 lines on purpose: a small, bounded HTML tokenizer with its entity table; the parts make
// no sense apart.

#include "core/preview/HtmlMetadataReader.h"

#include <QHash>
#include <QList>
#include <QStringDecoder>

#include <optional>

namespace acp {

namespace {

// ---- Character references ------------------------------------------------------------------

// Latin-1 names in code point order from U+00A0.
const char *const kLatin1Names[] = {
    "nbsp",   "iexcl",  "cent",   "pound",  "curren", "yen",    "brvbar", "sect",   "uml",
    "copy",   "ordf",   "laquo",  "not",    "shy",    "reg",    "macr",   "deg",    "plusmn",
    "sup2",   "sup3",   "acute",  "micro",  "para",   "middot", "cedil",  "sup1",   "ordm",
    "raquo",  "frac14", "frac12", "frac34", "iquest", "Agrave", "Aacute", "Acirc",  "Atilde",
    "Auml",   "Aring",  "AElig",  "Ccedil", "Egrave", "Eacute", "Ecirc",  "Euml",   "Igrave",
    "Iacute", "Icirc",  "Iuml",   "ETH",    "Ntilde", "Ograve", "Oacute", "Ocirc",  "Otilde",
    "Ouml",   "times",  "Oslash", "Ugrave", "Uacute", "Ucirc",  "Uuml",   "Yacute", "THORN",
    "szlig",  "agrave", "aacute", "acirc",  "atilde", "auml",   "aring",  "aelig",  "ccedil",
    "egrave", "eacute", "ecirc",  "euml",   "igrave", "iacute", "icirc",  "iuml",   "eth",
    "ntilde", "ograve", "oacute", "ocirc",  "otilde", "ouml",   "divide", "oslash", "ugrave",
    "uacute", "ucirc",  "uuml",   "yacute", "thorn",  "yuml",
};

struct NamedEntity
{
    const char *name;
    char32_t codePoint;
};

const NamedEntity kOtherEntities[] = {
    { "amp", U'&' },      { "lt", U'<' },       { "gt", U'>' },       { "quot", U'"' },
    { "apos", U'\'' },    { "Tab", U'\t' },     { "NewLine", U'\n' }, { "excl", U'!' },
    { "num", U'#' },      { "dollar", U'$' },   { "percnt", U'%' },   { "lpar", U'(' },
    { "rpar", U')' },     { "ast", U'*' },      { "plus", U'+' },     { "comma", U',' },
    { "period", U'.' },   { "sol", U'/' },      { "colon", U':' },    { "semi", U';' },
    { "equals", U'=' },   { "quest", U'?' },    { "commat", U'@' },   { "lsqb", U'[' },
    { "bsol", U'\\' },    { "rsqb", U']' },     { "lowbar", U'_' },   { "grave", U'`' },
    { "lcub", U'{' },     { "verbar", U'|' },   { "vert", U'|' },     { "rcub", U'}' },
    { "OElig", 0x152 },   { "oelig", 0x153 },   { "Scaron", 0x160 },  { "scaron", 0x161 },
    { "Yuml", 0x178 },    { "fnof", 0x192 },    { "circ", 0x2C6 },    { "tilde", 0x2DC },
    { "Alpha", 0x391 },   { "Beta", 0x392 },    { "Gamma", 0x393 },   { "Delta", 0x394 },
    { "Omega", 0x3A9 },   { "alpha", 0x3B1 },   { "beta", 0x3B2 },    { "gamma", 0x3B3 },
    { "delta", 0x3B4 },   { "epsilon", 0x3B5 }, { "lambda", 0x3BB },  { "mu", 0x3BC },
    { "pi", 0x3C0 },      { "sigma", 0x3C3 },   { "omega", 0x3C9 },   { "ensp", 0x2002 },
    { "emsp", 0x2003 },   { "thinsp", 0x2009 }, { "zwnj", 0x200C },   { "zwj", 0x200D },
    { "lrm", 0x200E },    { "rlm", 0x200F },    { "hyphen", 0x2010 }, { "dash", 0x2010 },
    { "ndash", 0x2013 },  { "mdash", 0x2014 },  { "lsquo", 0x2018 },  { "rsquo", 0x2019 },
    { "sbquo", 0x201A },  { "ldquo", 0x201C },  { "rdquo", 0x201D },  { "bdquo", 0x201E },
    { "dagger", 0x2020 }, { "Dagger", 0x2021 }, { "bull", 0x2022 },   { "bullet", 0x2022 },
    { "hellip", 0x2026 }, { "mldr", 0x2026 },   { "permil", 0x2030 }, { "prime", 0x2032 },
    { "Prime", 0x2033 },  { "lsaquo", 0x2039 }, { "rsaquo", 0x203A }, { "oline", 0x203E },
    { "frasl", 0x2044 },  { "euro", 0x20AC },   { "trade", 0x2122 },  { "TRADE", 0x2122 },
    { "larr", 0x2190 },   { "uarr", 0x2191 },   { "rarr", 0x2192 },   { "darr", 0x2193 },
    { "harr", 0x2194 },   { "lArr", 0x21D0 },   { "rArr", 0x21D2 },   { "hArr", 0x21D4 },
    { "minus", 0x2212 },  { "infin", 0x221E },  { "ne", 0x2260 },     { "le", 0x2264 },
    { "ge", 0x2265 },     { "starf", 0x2605 },  { "star", 0x2606 },   { "hearts", 0x2665 },
    { "check", 0x2713 },  { "cross", 0x2717 },  { "COPY", 0xA9 },     { "REG", 0xAE },
    { "AMP", U'&' },      { "LT", U'<' },       { "GT", U'>' },       { "QUOT", U'"' },
};

// Names the HTML standard also accepts without the final ';' (a subset of its legacy list).
const char *const kLegacyNames[] = { "amp", "lt", "gt", "quot", "nbsp", "copy", "reg",
                                     "AMP", "LT", "GT", "QUOT", "COPY", "REG" };

const QHash<QString, char32_t> &entityTable()
{
    static const QHash<QString, char32_t> table = [] {
        QHash<QString, char32_t> result;
        char32_t codePoint = 0xA0;
        for (const char *name : kLatin1Names)
            result.insert(QString::fromLatin1(name), codePoint++);
        for (const NamedEntity &entity : kOtherEntities)
            result.insert(QString::fromLatin1(entity.name), entity.codePoint);
        return result;
    }();
    return table;
}

// What numeric references in 0x80..0x9F mean (windows-1252), as the HTML standard says.
constexpr char16_t kC1Replacements[32] = {
    0x20AC, 0x81,   0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x8D,   0x017D, 0x8F,   0x90,   0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D,   0x017E, 0x0178,
};

void appendCodePoint(QString &out, char32_t codePoint)
{
    if (codePoint == 0 || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF)) {
        out.append(QChar(QChar::ReplacementCharacter));
    } else if (codePoint >= 0x80 && codePoint <= 0x9F) {
        out.append(QChar(kC1Replacements[codePoint - 0x80]));
    } else if (QChar::requiresSurrogates(codePoint)) {
        out.append(QChar(QChar::highSurrogate(codePoint)));
        out.append(QChar(QChar::lowSurrogate(codePoint)));
    } else {
        out.append(QChar(char16_t(codePoint)));
    }
}

bool isAsciiNameCharacter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9');
}

bool isAsciiAlpha(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z');
}

bool isHtmlSpace(QChar c)
{
    const char16_t u = c.unicode();
    return u == ' ' || u == '\t' || u == '\n' || u == '\r' || u == '\f';
}

// ---- Tags ----------------------------------------------------------------------------------

struct Attribute
{
    QString name; // lower case
    QStringView value; // raw (character references not decoded)
};

struct Tag
{
    QString name; // lower case
    bool closing = false;
    bool selfClosing = false;
    QList<Attribute> attributes;
    QStringView text; // raw text / RCDATA content of script, style, title, ...

    QStringView attribute(QLatin1String attributeName, bool *present = nullptr) const
    {
        for (const Attribute &attribute : attributes) {
            if (attribute.name == attributeName) {
                if (present)
                    *present = true;
                return attribute.value;
            }
        }
        if (present)
            *present = false;
        return {};
    }
};

// Elements whose content is not markup: skipped as a whole (title's is kept for the caller).
bool isRawTextElement(const QString &name)
{
    static const QStringList names = {
        QStringLiteral("script"),   QStringLiteral("style"),     QStringLiteral("title"),
        QStringLiteral("textarea"), QStringLiteral("xmp"),       QStringLiteral("iframe"),
        QStringLiteral("noembed"),  QStringLiteral("noframes"),  QStringLiteral("noscript"),
        QStringLiteral("template"), QStringLiteral("plaintext"),
    };
    return names.contains(name);
}

// A forgiving tokenizer that only finds tags: comments, doctypes and processing instructions
// are skipped, text between tags is ignored. Every step moves forward, so it is linear.
class TagScanner
{
public:
    explicit TagScanner(QStringView document)
        : m_doc(document)
    { }

    bool next(Tag *tag)
    {
        const qsizetype n = m_doc.size();
        while (m_pos < n) {
            const qsizetype lt = m_doc.indexOf(u'<', m_pos);
            if (lt < 0 || lt + 1 >= n) {
                m_pos = n;
                return false;
            }
            const QChar c = m_doc.at(lt + 1);
            if (c == u'!') {
                if (m_doc.sliced(lt).startsWith(u"<!--")) {
                    const qsizetype end = m_doc.indexOf(u"-->", lt + 4);
                    m_pos = end < 0 ? n : end + 3;
                } else {
                    skipToGreaterThan(lt + 2);
                }
                continue;
            }
            if (c == u'?') {
                skipToGreaterThan(lt + 2);
                continue;
            }
            const bool closing = c == u'/';
            const qsizetype nameStart = lt + 1 + (closing ? 1 : 0);
            if (nameStart >= n || !isAsciiAlpha(m_doc.at(nameStart))) {
                m_pos = lt + 1; // a lone '<' in text
                continue;
            }
            qsizetype i = nameStart;
            while (i < n && !isHtmlSpace(m_doc.at(i)) && m_doc.at(i) != u'/' && m_doc.at(i) != u'>')
                ++i;
            *tag = Tag();
            tag->name = m_doc.sliced(nameStart, i - nameStart).toString().toLower();
            tag->closing = closing;
            i = readAttributes(i, tag);
            m_pos = i;
            if (!closing && !tag->selfClosing && isRawTextElement(tag->name))
                readRawText(tag);
            return true;
        }
        return false;
    }

private:
    void skipToGreaterThan(qsizetype from)
    {
        const qsizetype end = m_doc.indexOf(u'>', from);
        m_pos = end < 0 ? m_doc.size() : end + 1;
    }

    // Reads attributes up to the closing '>'; returns the position after it.
    qsizetype readAttributes(qsizetype i, Tag *tag)
    {
        const qsizetype n = m_doc.size();
        while (i < n) {
            while (i < n && (isHtmlSpace(m_doc.at(i)) || m_doc.at(i) == u'/')) {
                if (m_doc.at(i) == u'/')
                    tag->selfClosing = i + 1 < n && m_doc.at(i + 1) == u'>';
                ++i;
            }
            if (i >= n)
                return n;
            if (m_doc.at(i) == u'>')
                return i + 1;
            const qsizetype nameStart = i;
            // The first character may be '=' (the standard makes it part of the name).
            ++i;
            while (i < n && !isHtmlSpace(m_doc.at(i)) && m_doc.at(i) != u'/' && m_doc.at(i) != u'>'
                   && m_doc.at(i) != u'=')
                ++i;
            Attribute attribute;
            attribute.name = m_doc.sliced(nameStart, i - nameStart).toString().toLower();
            qsizetype j = i;
            while (j < n && isHtmlSpace(m_doc.at(j)))
                ++j;
            if (j < n && m_doc.at(j) == u'=') {
                ++j;
                while (j < n && isHtmlSpace(m_doc.at(j)))
                    ++j;
                if (j < n && (m_doc.at(j) == u'"' || m_doc.at(j) == u'\'')) {
                    const QChar quote = m_doc.at(j);
                    const qsizetype end = m_doc.indexOf(quote, j + 1);
                    const qsizetype valueEnd = end < 0 ? n : end;
                    attribute.value = m_doc.sliced(j + 1, valueEnd - j - 1);
                    i = end < 0 ? n : end + 1;
                } else {
                    qsizetype k = j;
                    while (k < n && !isHtmlSpace(m_doc.at(k)) && m_doc.at(k) != u'>')
                        ++k;
                    attribute.value = m_doc.sliced(j, k - j);
                    i = k;
                }
            }
            if (tag->attributes.size() < 64)
                tag->attributes.append(attribute);
        }
        return n;
    }

    void readRawText(Tag *tag)
    {
        const qsizetype n = m_doc.size();
        const QString endTag = QLatin1String("</") + tag->name;
        qsizetype from = m_pos;
        while (true) {
            const qsizetype end = m_doc.indexOf(endTag, from, Qt::CaseInsensitive);
            if (end < 0) {
                tag->text = m_doc.sliced(m_pos);
                m_pos = n;
                return;
            }
            const qsizetype after = end + endTag.size();
            if (after >= n || isHtmlSpace(m_doc.at(after)) || m_doc.at(after) == u'>'
                || m_doc.at(after) == u'/') {
                tag->text = m_doc.sliced(m_pos, end - m_pos);
                skipToGreaterThan(after);
                return;
            }
            from = after; // "</scripts" is not "</script"
        }
    }

    QStringView m_doc;
    qsizetype m_pos = 0;
};

// ---- Text clean-up -------------------------------------------------------------------------

QString cleanText(QStringView raw, qsizetype maxLength)
{
    QString text = HtmlMetadataReader::decodeEntities(raw);
    QString kept;
    kept.reserve(text.size());
    for (const QChar c : std::as_const(text)) {
        if (c.category() == QChar::Other_Control && !c.isSpace())
            continue;
        kept.append(c);
    }
    kept = kept.simplified();
    if (kept.size() > maxLength) {
        qsizetype cut = maxLength - 1;
        if (cut > 0 && kept.at(cut - 1).isHighSurrogate())
            --cut;
        kept.truncate(cut);
        kept = kept.trimmed() + QChar(0x2026);
    }
    return kept;
}

// ---- Encodings -----------------------------------------------------------------------------

QByteArray normalizedLabel(QByteArray label)
{
    label = label.trimmed().toLower();
    while (!label.isEmpty() && (label.startsWith('"') || label.startsWith('\'')))
        label.remove(0, 1);
    while (!label.isEmpty() && (label.endsWith('"') || label.endsWith('\'')))
        label.chop(1);
    // The HTML standard decodes these as windows-1252.
    static const QByteArrayList windows1252 = { "latin1",     "iso-8859-1", "iso8859-1",
                                                "iso_8859-1", "l1",         "us-ascii",
                                                "ascii",      "cp1252",     "x-cp1252",
                                                "cp819",      "ibm819",     "windows-1252" };
    if (windows1252.contains(label))
        return "windows-1252";
    if (label == "utf8" || label == "unicode-1-1-utf-8" || label == "x-unicode20utf8")
        return "utf-8";
    return label;
}

std::optional<QStringDecoder> decoderFor(const QByteArray &label)
{
    if (label.isEmpty() || label.size() > 40)
        return std::nullopt;
    QStringDecoder decoder(label.constData());
    if (!decoder.isValid()) {
        if (label == "windows-1252") { // without ICU: Latin-1 is the nearest built-in one
            QStringDecoder latin1(QStringDecoder::Latin1);
            return latin1;
        }
        return std::nullopt;
    }
    return decoder;
}

QString decodeWith(QStringDecoder &decoder, const QByteArray &bytes)
{
    QString text = decoder.decode(bytes);
    if (text.startsWith(QChar(QChar::ByteOrderMark)))
        text.remove(0, 1);
    return text;
}

// <meta charset> / <meta http-equiv="Content-Type" content="...; charset=..."> in the prefix.
QByteArray prescanCharset(const QByteArray &bytes)
{
    const QString prefix = QString::fromLatin1(bytes.left(HtmlMetadataReader::PrescanBytes));
    TagScanner scanner(prefix);
    Tag tag;
    while (scanner.next(&tag)) {
        if (tag.closing || tag.name != QLatin1String("meta"))
            continue;
        bool present = false;
        const QStringView charset = tag.attribute(QLatin1String("charset"), &present);
        if (present && !charset.trimmed().isEmpty())
            return charset.toLatin1();
        const QStringView equiv = tag.attribute(QLatin1String("http-equiv"));
        if (equiv.trimmed().compare(QLatin1String("content-type"), Qt::CaseInsensitive) == 0) {
            const QByteArray fromContent = HtmlMetadataReader::charsetFromContentType(
                tag.attribute(QLatin1String("content")).toLatin1());
            if (!fromContent.isEmpty())
                return fromContent;
        }
    }
    return {};
}

} // namespace

QByteArray HtmlMetadataReader::charsetFromContentType(const QByteArray &contentType)
{
    const QByteArray lower = contentType.toLower();
    qsizetype at = lower.indexOf("charset");
    while (at >= 0) {
        qsizetype i = at + 7;
        while (i < lower.size() && (lower.at(i) == ' ' || lower.at(i) == '\t'))
            ++i;
        if (i < lower.size() && lower.at(i) == '=') {
            ++i;
            while (i < lower.size() && (lower.at(i) == ' ' || lower.at(i) == '\t'))
                ++i;
            QByteArray value;
            const char quote = i < lower.size() && (lower.at(i) == '"' || lower.at(i) == '\'')
                ? lower.at(i)
                : '\0';
            if (quote)
                ++i;
            while (i < contentType.size()) {
                const char c = contentType.at(i);
                if ((quote && c == quote) || (!quote && (c == ';' || c == ' ' || c == '\t')))
                    break;
                value.append(c);
                ++i;
            }
            return value.trimmed();
        }
        at = lower.indexOf("charset", at + 7);
    }
    return {};
}

QString HtmlMetadataReader::decodeEntities(QStringView text)
{
    const qsizetype n = text.size();
    qsizetype amp = text.indexOf(u'&');
    if (amp < 0)
        return text.toString();
    QString out;
    out.reserve(n);
    qsizetype pos = 0;
    while (amp >= 0) {
        out.append(text.sliced(pos, amp - pos));
        qsizetype i = amp + 1;
        bool decoded = false;
        if (i < n && text.at(i) == u'#') {
            ++i;
            const bool hex = i < n && (text.at(i) == u'x' || text.at(i) == u'X');
            if (hex)
                ++i;
            const qsizetype digitsStart = i;
            char32_t value = 0;
            bool overflow = false;
            while (i < n) {
                const char16_t u = text.at(i).unicode();
                int digit = -1;
                if (u >= '0' && u <= '9')
                    digit = u - '0';
                else if (hex && u >= 'a' && u <= 'f')
                    digit = u - 'a' + 10;
                else if (hex && u >= 'A' && u <= 'F')
                    digit = u - 'A' + 10;
                if (digit < 0)
                    break;
                if (value > 0x10FFFF)
                    overflow = true;
                else
                    value = value * (hex ? 16 : 10) + char32_t(digit);
                ++i;
            }
            if (i > digitsStart) {
                if (i < n && text.at(i) == u';')
                    ++i;
                appendCodePoint(out, overflow ? char32_t(0x110000) : value);
                decoded = true;
            }
        } else {
            qsizetype end = i;
            while (end < n && end - i < 32 && isAsciiNameCharacter(text.at(end)))
                ++end;
            if (end > i) {
                const QString name = text.sliced(i, end - i).toString();
                const auto &table = entityTable();
                const auto found = table.constFind(name);
                if (found != table.constEnd()) {
                    const bool semicolon = end < n && text.at(end) == u';';
                    bool legacy = false;
                    for (const char *legacyName : kLegacyNames)
                        legacy = legacy || name == QLatin1String(legacyName);
                    if (semicolon || legacy) {
                        appendCodePoint(out, *found);
                        i = semicolon ? end + 1 : end;
                        decoded = true;
                    }
                }
            }
        }
        if (!decoded) {
            out.append(u'&');
            i = amp + 1;
        }
        pos = i;
        amp = text.indexOf(u'&', pos);
    }
    out.append(text.sliced(pos));
    return out;
}

QString HtmlMetadataReader::decode(const QByteArray &bytes, const QByteArray &contentType,
                                   QString *usedCharset)
{
    auto finish = [&](QStringDecoder &decoder, const QByteArray &data,
                      const QByteArray &label = {}) {
        // Qt built with ICU accepts some aliases it has no name for (name() is null, e.g. for
        // "iso88591-1"): then the label we asked for is the best name there is.
        if (usedCharset)
            *usedCharset =
                decoder.name() ? QString::fromLatin1(decoder.name()) : QString::fromLatin1(label);
        return decodeWith(decoder, data);
    };

    // 1. A byte order mark wins over everything.
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        QStringDecoder decoder(QStringDecoder::Utf8);
        return finish(decoder, bytes);
    }
    if (bytes.startsWith("\xFE\xFF")) {
        QStringDecoder decoder(QStringDecoder::Utf16BE);
        return finish(decoder, bytes);
    }
    if (bytes.startsWith("\xFF\xFE")) {
        QStringDecoder decoder(QStringDecoder::Utf16LE);
        return finish(decoder, bytes);
    }

    // 2. The transport layer's word.
    const QByteArray transportLabel = normalizedLabel(charsetFromContentType(contentType));
    if (auto decoder = decoderFor(transportLabel))
        return finish(*decoder, bytes, transportLabel);

    // 3. The document's own declaration. A page that could be read as ASCII cannot be UTF-16.
    QByteArray declared = normalizedLabel(prescanCharset(bytes));
    if (declared.startsWith("utf-16"))
        declared = "utf-8";
    if (auto decoder = decoderFor(declared))
        return finish(*decoder, bytes, declared);

    // 4. Sniff: UTF-8 when it is valid UTF-8, else the web's legacy default.
    QStringDecoder utf8(QStringDecoder::Utf8);
    QString text = decodeWith(utf8, bytes);
    if (!utf8.hasError()) {
        if (usedCharset)
            *usedCharset = QStringLiteral("UTF-8");
        return text;
    }
    if (auto decoder = decoderFor("windows-1252"))
        return finish(*decoder, bytes, "windows-1252");
    if (usedCharset)
        *usedCharset = QStringLiteral("UTF-8");
    return text;
}

HtmlMetadata HtmlMetadataReader::read(const QByteArray &bytes, const QByteArray &contentType,
                                      const QUrl &baseUrl)
{
    HtmlMetadata metadata;
    const QString document = decode(bytes, contentType, &metadata.charset);

    QHash<QString, QStringView> meta; // first value of each name / property
    QStringView rawTitle;
    bool haveTitle = false;
    int foreignDepth = 0; // inside <svg> or <math>, whose <title> is not the page's

    TagScanner scanner(document);
    Tag tag;
    while (scanner.next(&tag)) {
        if (tag.name == QLatin1String("svg") || tag.name == QLatin1String("math")) {
            if (tag.closing)
                foreignDepth = std::max(0, foreignDepth - 1);
            else if (!tag.selfClosing)
                ++foreignDepth;
            continue;
        }
        if (tag.closing)
            continue;
        if (tag.name == QLatin1String("title")) {
            if (!haveTitle && foreignDepth == 0) {
                rawTitle = tag.text;
                haveTitle = true;
            }
            continue;
        }
        if (tag.name != QLatin1String("meta"))
            continue;
        bool hasContent = false;
        const QStringView content = tag.attribute(QLatin1String("content"), &hasContent);
        if (!hasContent)
            continue;
        for (const QLatin1String keyAttribute :
             { QLatin1String("property"), QLatin1String("name") }) {
            const QString key = tag.attribute(keyAttribute).trimmed().toString().toLower();
            if (!key.isEmpty() && !meta.contains(key))
                meta.insert(key, content);
        }
    }

    auto metaText = [&](std::initializer_list<const char *> keys, qsizetype maxLength) {
        for (const char *key : keys) {
            const auto found = meta.constFind(QString::fromLatin1(key));
            if (found == meta.constEnd())
                continue;
            const QString text = cleanText(*found, maxLength);
            if (!text.isEmpty())
                return text;
        }
        return QString();
    };

    metadata.documentTitle = cleanText(rawTitle, MaxTitleLength);
    metadata.title = metaText({ "og:title" }, MaxTitleLength);
    if (metadata.title.isEmpty())
        metadata.title = metadata.documentTitle;
    if (metadata.title.isEmpty())
        metadata.title = metaText({ "twitter:title" }, MaxTitleLength);
    metadata.description =
        metaText({ "og:description", "description", "twitter:description" }, MaxDescriptionLength);
    metadata.siteName = metaText({ "og:site_name" }, MaxTitleLength);

    const QString image = metaText(
        { "og:image", "og:image:url", "og:image:secure_url", "twitter:image", "twitter:image:src" },
        4096);
    if (!image.isEmpty()) {
        QUrl imageUrl(image, QUrl::TolerantMode);
        if (baseUrl.isValid())
            imageUrl = baseUrl.resolved(imageUrl);
        const QString scheme = imageUrl.scheme().toLower();
        if (imageUrl.isValid()
            && (scheme == QLatin1String("http") || scheme == QLatin1String("https")))
            metadata.imageUrl = imageUrl;
    }
    return metadata;
}

} // namespace acp
