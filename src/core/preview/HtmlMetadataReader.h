#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>
#include <QUrl>

namespace acp {

struct HtmlMetadata
{
    QString title; // og:title, else <title>, else twitter:title
    QString documentTitle; // <title> as written
    QString description; // og:description, else <meta name=description>, else twitter:description
    QString siteName; // og:site_name
    QUrl imageUrl; // og:image (else twitter:image), resolved against the page; http(s) only
    QString charset; // the encoding the bytes were decoded with ("UTF-8", "windows-1252", ...)
};

// Reads a page's title and OpenGraph / meta description from its bytes. A pure function: it
// only extracts text, never runs or loads anything (scripts, styles, templates and comments are
// skipped, <title> inside inline SVG is ignored, hostile markup is just text).
//
// The encoding follows the HTML standard's order: a byte order mark, then the charset of the
// Content-Type header, then <meta charset> / <meta http-equiv="Content-Type"> in the first
// 4 KiB, else UTF-8 when the bytes are valid UTF-8 and windows-1252 when not. Unknown charset
// labels are skipped; invalid sequences become U+FFFD. Character references (named, decimal,
// hexadecimal) are decoded, control characters dropped, whitespace collapsed, and texts capped
// (MaxTitleLength, MaxDescriptionLength) with an ellipsis. Linear in the input's size.
class HtmlMetadataReader
{
public:
    static constexpr qsizetype MaxTitleLength = 300;
    static constexpr qsizetype MaxDescriptionLength = 1000;
    static constexpr qsizetype PrescanBytes = 4096;

    static HtmlMetadata read(const QByteArray &bytes, const QByteArray &contentType = {},
                             const QUrl &baseUrl = {});

    // "text/html; charset=ISO-8859-1" -> "ISO-8859-1" (unquoted); empty when absent.
    static QByteArray charsetFromContentType(const QByteArray &contentType);
    // Decodes character references; unknown ones stay as written.
    static QString decodeEntities(QStringView text);
    // Decodes `bytes` as the HTML standard says (see above); `usedCharset` receives the name.
    static QString decode(const QByteArray &bytes, const QByteArray &contentType,
                          QString *usedCharset = nullptr);
};

} // namespace acp
