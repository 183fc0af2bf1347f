#pragma once

#include <QString>

// Text written by strangers (issue titles, logins, label names, bodies), made safe to show.
//
// Neutralised: the C0 controls (U+0000–U+001F) and DEL, the C1 controls (U+0080–U+009F), and the
// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that can make
// text read differently from what it says ("Trojan Source"). In one-line text every line break
// and tab becomes a space and the other characters become U+FFFD (�), so the tampering shows;
// multi-line text keeps its line breaks and tabs. Terminal escape sequences (ESC = U+001B) lose
// their ESC, so printing a title cannot drive the terminal.
namespace acp::text {

// For titles, names, labels: one line.
QString displayLine(const QString &text);
// For bodies and comments printed as text: keeps \n and \t; \r\n and \r become \n.
QString displayMultiline(const QString &text);
// For tool tips, which Qt shows as rich text when the text merely looks like HTML: the one-line
// text, HTML-escaped inside a rich-text wrapper, so "<img src=file:…>" stays letters.
QString toolTipLine(const QString &text);
// True when `text` has a character either function would change (tests, warnings).
bool hasUnsafeCharacters(const QString &text);
bool isBidiControl(char32_t codePoint);

} // namespace acp::text
