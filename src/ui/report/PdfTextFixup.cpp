#include "ui/report/PdfTextFixup.h"

#include <QChar>
#include <QString>

#include <algorithm>
#include <iterator>

namespace acp {

namespace {

struct Equivalent
{
    char16_t radical;
    char16_t ideograph;
};

// Unicode's EquivalentUnifiedIdeograph.txt for the CJK Radicals Supplement and CJK Strokes
// blocks, BMP targets only. The Kangxi radicals decompose to their ideographs (NFKC), so
// QChar::decomposition() covers them.
constexpr Equivalent Supplement[] = {
    { 0x2E81, 0x5382 }, { 0x2E82, 0x4E5B }, { 0x2E83, 0x4E5A }, { 0x2E84, 0x4E59 },
    { 0x2E85, 0x4EBB }, { 0x2E86, 0x5182 }, { 0x2E88, 0x5200 }, { 0x2E89, 0x5202 },
    { 0x2E8A, 0x535C }, { 0x2E8B, 0x353E }, { 0x2E8C, 0x5C0F }, { 0x2E8D, 0x5C0F },
    { 0x2E8E, 0x5140 }, { 0x2E8F, 0x5C23 }, { 0x2E90, 0x5C22 }, { 0x2E92, 0x5DF3 },
    { 0x2E93, 0x5E7A }, { 0x2E94, 0x5F51 }, { 0x2E95, 0x5F50 }, { 0x2E96, 0x5FC4 },
    { 0x2E97, 0x5FC3 }, { 0x2E98, 0x624C }, { 0x2E99, 0x6535 }, { 0x2E9B, 0x65E1 },
    { 0x2E9C, 0x65E5 }, { 0x2E9D, 0x6708 }, { 0x2E9E, 0x6B7A }, { 0x2E9F, 0x6BCD },
    { 0x2EA0, 0x6C11 }, { 0x2EA1, 0x6C35 }, { 0x2EA2, 0x6C3A }, { 0x2EA3, 0x706C },
    { 0x2EA4, 0x722B }, { 0x2EA5, 0x722B }, { 0x2EA6, 0x4E2C }, { 0x2EA7, 0x725B },
    { 0x2EA8, 0x72AD }, { 0x2EA9, 0x738B }, { 0x2EAB, 0x76EE }, { 0x2EAC, 0x793A },
    { 0x2EAD, 0x793B }, { 0x2EAF, 0x7CF9 }, { 0x2EB0, 0x7E9F }, { 0x2EB1, 0x7F53 },
    { 0x2EB2, 0x7F52 }, { 0x2EB3, 0x34C1 }, { 0x2EB4, 0x5197 }, { 0x2EB6, 0x7F8A },
    { 0x2EB9, 0x8002 }, { 0x2EBA, 0x8080 }, { 0x2EBB, 0x807F }, { 0x2EBC, 0x8089 },
    { 0x2EBE, 0x8279 }, { 0x2EBF, 0x8279 }, { 0x2EC0, 0x8279 }, { 0x2EC1, 0x864E },
    { 0x2EC2, 0x8864 }, { 0x2EC3, 0x8980 }, { 0x2EC4, 0x897F }, { 0x2EC5, 0x89C1 },
    { 0x2EC6, 0x89D2 }, { 0x2EC8, 0x8BA0 }, { 0x2EC9, 0x8D1D }, { 0x2ECB, 0x8F66 },
    { 0x2ECC, 0x8FB6 }, { 0x2ECD, 0x8FB6 }, { 0x2ECE, 0x8FB6 }, { 0x2ECF, 0x9091 },
    { 0x2ED0, 0x9485 }, { 0x2ED1, 0x9577 }, { 0x2ED2, 0x9578 }, { 0x2ED3, 0x957F },
    { 0x2ED4, 0x95E8 }, { 0x2ED6, 0x961D }, { 0x2ED7, 0x96E8 }, { 0x2ED8, 0x9752 },
    { 0x2ED9, 0x97E6 }, { 0x2EDA, 0x9875 }, { 0x2EDB, 0x98CE }, { 0x2EDC, 0x98DE },
    { 0x2EDD, 0x98DF }, { 0x2EDF, 0x98E0 }, { 0x2EE0, 0x9963 }, { 0x2EE2, 0x9A6C },
    { 0x2EE3, 0x9AA8 }, { 0x2EE4, 0x9B3C }, { 0x2EE5, 0x9C7C }, { 0x2EE6, 0x9E1F },
    { 0x2EE7, 0x5364 }, { 0x2EE8, 0x9EA6 }, { 0x2EE9, 0x9EC4 }, { 0x2EEA, 0x9EFE },
    { 0x2EEB, 0x6589 }, { 0x2EEC, 0x9F50 }, { 0x2EED, 0x6B6F }, { 0x2EEE, 0x9F7F },
    { 0x2EEF, 0x7ADC }, { 0x2EF0, 0x9F99 }, { 0x2EF1, 0x9F9C }, { 0x2EF2, 0x4E80 },
    { 0x2EF3, 0x9F9F }, { 0x31CF, 0x4E40 }, { 0x31D0, 0x4E00 }, { 0x31D1, 0x4E28 },
    { 0x31D2, 0x4E3F }, { 0x31D3, 0x4E3F }, { 0x31D4, 0x4E36 }, { 0x31D6, 0x4E5B },
    { 0x31DA, 0x4E85 }, { 0x31DD, 0x4E40 }, { 0x31DF, 0x4E5A }, { 0x31E0, 0x4E59 },
};

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
}

// A hex string token <…> starting at `pos`: its digits' range, or false.
bool hexToken(const QByteArray &pdf, qsizetype pos, qsizetype end, qsizetype *digitsBegin,
              qsizetype *digitsEnd)
{
    if (pos >= end || pdf.at(pos) != '<') {
        return false;
    }
    qsizetype i = pos + 1;
    while (i < end && isHex(pdf.at(i))) {
        ++i;
    }
    if (i >= end || pdf.at(i) != '>') {
        return false;
    }
    *digitsBegin = pos + 1;
    *digitsEnd = i;
    return true;
}

bool rewrite(QByteArray &pdf, qsizetype begin, qsizetype end)
{
    if (end - begin != 4) {
        return false; // a surrogate pair or a ligature: leave it
    }
    bool ok = false;
    const uint code = QByteArray::fromRawData(pdf.constData() + begin, 4).toUInt(&ok, 16);
    if (!ok) {
        return false;
    }
    const char16_t ideograph = PdfTextFixup::equivalentIdeograph(char16_t(code));
    if (!ideograph) {
        return false;
    }
    const QByteArray hex = QByteArray::number(uint(ideograph), 16).toUpper().rightJustified(4, '0');
    for (int i = 0; i < 4; ++i) {
        pdf[begin + i] = hex.at(i);
    }
    return true;
}

// Rewrites the destinations of one bfrange or bfchar section.
int fixSection(QByteArray &pdf, qsizetype pos, qsizetype end, bool ranges)
{
    int fixed = 0;
    int field = 0; // bfrange: 0 = first source, 1 = last source, 2 = destination; bfchar: 0, 1
    bool singleCode = false; // bfrange: the first and last source are equal
    QByteArray firstSource;
    bool inArray = false;
    while (pos < end) {
        const char c = pdf.at(pos);
        qsizetype digitsBegin = 0;
        qsizetype digitsEnd = 0;
        if (c == '[') {
            inArray = true;
            ++pos;
            continue;
        }
        if (c == ']') {
            inArray = false;
            field = 0;
            ++pos;
            continue;
        }
        if (!hexToken(pdf, pos, end, &digitsBegin, &digitsEnd)) {
            ++pos;
            continue;
        }
        pos = digitsEnd + 1;
        if (inArray) {
            fixed += rewrite(pdf, digitsBegin, digitsEnd) ? 1 : 0;
            continue;
        }
        if (ranges) {
            if (field == 0) {
                firstSource = pdf.mid(digitsBegin, digitsEnd - digitsBegin);
                field = 1;
            } else if (field == 1) {
                singleCode = pdf.mid(digitsBegin, digitsEnd - digitsBegin) == firstSource;
                field = 2;
            } else {
                // A range of several codes maps to consecutive code points from here: changing
                // its start would shift the others.
                if (singleCode) {
                    fixed += rewrite(pdf, digitsBegin, digitsEnd) ? 1 : 0;
                }
                field = 0;
            }
        } else {
            if (field == 0) {
                field = 1;
            } else {
                fixed += rewrite(pdf, digitsBegin, digitsEnd) ? 1 : 0;
                field = 0;
            }
        }
    }
    return fixed;
}

int fixSections(QByteArray &pdf, qsizetype cmapBegin, qsizetype cmapEnd, const QByteArray &open,
                const QByteArray &close, bool ranges)
{
    int fixed = 0;
    qsizetype pos = cmapBegin;
    while (true) {
        const qsizetype begin = pdf.indexOf(open, pos);
        if (begin < 0 || begin >= cmapEnd) {
            break;
        }
        const qsizetype end = pdf.indexOf(close, begin);
        if (end < 0 || end > cmapEnd) {
            break;
        }
        fixed += fixSection(pdf, begin + open.size(), end, ranges);
        pos = end + close.size();
    }
    return fixed;
}

} // namespace

char16_t PdfTextFixup::equivalentIdeograph(char16_t radical)
{
    if (radical >= 0x2F00 && radical <= 0x2FD5) {
        const QString decomposition = QChar(radical).decomposition();
        return decomposition.size() == 1 ? decomposition.at(0).unicode() : 0;
    }
    const auto it = std::lower_bound(
        std::begin(Supplement), std::end(Supplement), radical,
        [](const Equivalent &entry, char16_t value) { return entry.radical < value; });
    return it != std::end(Supplement) && it->radical == radical ? it->ideograph : 0;
}

int PdfTextFixup::fixToUnicodeMaps(QByteArray &pdf)
{
    static const QByteArray beginCmap("begincmap");
    static const QByteArray endCmap("endcmap");
    int fixed = 0;
    qsizetype pos = 0;
    while (true) {
        const qsizetype begin = pdf.indexOf(beginCmap, pos);
        if (begin < 0) {
            break;
        }
        const qsizetype end = pdf.indexOf(endCmap, begin);
        if (end < 0) {
            break;
        }
        fixed += fixSections(pdf, begin, end, "beginbfrange", "endbfrange", true);
        fixed += fixSections(pdf, begin, end, "beginbfchar", "endbfchar", false);
        pos = end + endCmap.size();
    }
    return fixed;
}

} // namespace acp
