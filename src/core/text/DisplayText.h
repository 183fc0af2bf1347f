#pragma once

#include <QByteArray>
#include <QString>

// Text written by strangers (issue titles, logins, label names, organization names, bodies),
// made safe to show in a window, a PDF or a terminal.
//
// Neutralised, because each can make text read differently from what it is:
// - the C0 controls (U+0000–U+001F) and DEL, and the C1 controls (U+0080–U+009F): terminal
//   escape sequences start with ESC (U+001B) or a C1 control (U+009B is CSI), so printing a
//   title cannot drive the terminal;
// - every bidirectional control (Unicode's Bidi_Control: U+061C, U+200E, U+200F, U+202A–U+202E,
//   U+2066–U+2069): overrides and isolates reorder what follows ("Trojan Source"), and the
//   marks, although weaker, still move digits and punctuation around, so none is kept;
// - invisible characters that make two different strings look the same or hide text: zero-width
//   space, non-joiner and joiner (U+200B–U+200D), the word joiner and invisible operators
//   (U+2060–U+2064), the deprecated format characters (U+206A–U+206F), U+180E, the byte order
//   mark (U+FEFF), the interlinear annotation controls (U+FFF9–U+FFFB), the Unicode tag
//   characters (U+E0000–U+E007F, which can spell out a hidden message), and lone surrogates;
// - the line and paragraph separators (U+2028, U+2029), which break a line like \n.
//
// The choice: a visible placeholder, never silent removal. Each neutralised character becomes
// U+FFFD (�), so "al<U+200B>ice" does not pass for "alice" and the tampering shows; the price is
// a � inside emoji sequences and the few scripts that use the zero-width joiners. In one-line
// text every line break (\n, \r, U+2028, U+2029) and tab becomes a space; multi-line text keeps
// \n and \t, and \r\n, \r, U+2028 and U+2029 become \n.
namespace acp::text {

// For titles, names, labels: one line.
QString displayLine(const QString &text);
// For bodies and comments printed as text: keeps \n and \t.
QString displayMultiline(const QString &text);
// A name or title inside a sentence, in curly quotes: “title”.
QString quoted(const QString &text);
// A sentence trimmed and without its final period(s), to be embedded in another sentence.
QString withoutFinalPeriod(QString sentence);
// For tool tips, which Qt shows as rich text when the text merely looks like HTML: the one-line
// text, HTML-escaped inside a rich-text wrapper, so "<img src=file:…>" stays letters.
QString toolTipLine(const QString &text);
// The same for several lines of data (joined by <br>), e.g. a tool tip listing names.
QString toolTipLines(const QString &text);

// JSON text for a terminal: every character displayLine() would neutralise, \n and \t included,
// is written as a \uXXXX escape (a tag character as its surrogate pair). The JSON means exactly
// what it meant (a reader gets every character back), but no raw control, bidi or invisible
// character reaches the terminal. QJsonDocument writes them raw (except C0).
QByteArray jsonForTerminal(const QByteArray &json);

// True when `text` has a character displayLine() would change, line breaks and tabs included.
bool hasUnsafeCharacters(const QString &text);
// Unicode's Bidi_Control characters.
bool isBidiControl(char32_t codePoint);
// Zero-width, invisible-format and tag characters (see above).
bool isInvisibleFormat(char32_t codePoint);
// Anything neutralised: a control, a bidi control, an invisible character, U+2028/U+2029, or a
// surrogate code point (only ever seen alone: pairs are decoded first).
bool isUnsafeCodePoint(char32_t codePoint);

} // namespace acp::text
