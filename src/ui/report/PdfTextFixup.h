#pragma once

#include <QByteArray>

namespace acp {

// Repairs the text layer of PDFs written by Qt's PDF engine.
//
// Qt builds each embedded font's /ToUnicode map by searching the font's character map from
// U+0000 upwards and keeping the first code point that maps to each glyph. CJK fonts such as
// Noto Sans CJK draw a Kangxi radical (U+2F00–U+2FD5), a CJK radical supplement character
// (U+2E80–U+2EFF) or a CJK stroke (U+31C0–U+31EF) with the same glyph as the ideograph it
// looks like, and those blocks come first: 鳥 (U+9CE5) is extracted, searched and copied as
// ⿃ (U+2FC3), 食 as ⻝, 日 as ⽇. Text a reader copies or searches no longer matches.
//
// fixToUnicodeMaps() rewrites such destinations in every ToUnicode CMap to the equivalent
// unified ideograph (Unicode's Equivalent_Unified_Ideograph property, BMP targets only). Each
// hex code keeps its length, so no object offset moves and the cross-reference table stays
// valid. Radicals themselves practically never occur in prose; reports are prose.
class PdfTextFixup
{
public:
    // Returns how many mappings were rewritten.
    static int fixToUnicodeMaps(QByteArray &pdf);
    // The unified ideograph a radical or stroke stands for, or 0 when there is none in the BMP.
    static char16_t equivalentIdeograph(char16_t radical);
};

} // namespace acp
