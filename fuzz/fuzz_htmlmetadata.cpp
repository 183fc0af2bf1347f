// libFuzzer target: the HTML metadata reader of link previews (src/core/preview/
// HtmlMetadataReader) and the package index reader (SimpleIndex) on arbitrary page bytes, with one
// of a few Content-Type headers picked by the first byte (or, for 0xFF, the first line as the
// header).

#include "FuzzSupport.h"
#include "core/preview/HtmlMetadataReader.h"
#include "core/preview/SimpleIndex.h"

namespace {

void checkText(const QString &text, qsizetype maxLength)
{
    // Capped, control characters dropped, whitespace collapsed: what a preview card can show.
    ACP_FUZZ_CHECK(text.size() <= maxLength);
    ACP_FUZZ_CHECK(text == text.simplified());
    for (const QChar c : text)
        ACP_FUZZ_CHECK(c.category() != QChar::Other_Control);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    static const QByteArray contentTypes[] = {
        QByteArray(),
        QByteArrayLiteral("text/html"),
        QByteArrayLiteral("text/html; charset=UTF-8"),
        QByteArrayLiteral("text/html; charset=\"ISO-8859-1\""),
        QByteArrayLiteral("text/html;charset=windows-1252"),
        QByteArrayLiteral("text/html; charset=shift_jis"),
        QByteArrayLiteral("text/html; charset=utf-16le"),
        QByteArrayLiteral("text/html; charset=x-unknown-label"),
    };
    QByteArray bytes = acp::fuzz::bytes(data + 1, size - 1);
    QByteArray contentType;
    if (data[0] == 0xFF) {
        const qsizetype newline = bytes.indexOf('\n');
        contentType = newline < 0 ? bytes : bytes.left(newline);
        bytes = newline < 0 ? QByteArray() : bytes.mid(newline + 1);
    } else {
        contentType = contentTypes[data[0] % std::size(contentTypes)];
    }
    const QUrl base(QStringLiteral("https://example.com/a/b/page.html?q=1"));
    const acp::HtmlMetadata metadata = acp::HtmlMetadataReader::read(bytes, contentType, base);

    checkText(metadata.title, acp::HtmlMetadataReader::MaxTitleLength);
    checkText(metadata.documentTitle, acp::HtmlMetadataReader::MaxTitleLength);
    checkText(metadata.siteName, acp::HtmlMetadataReader::MaxTitleLength);
    checkText(metadata.description, acp::HtmlMetadataReader::MaxDescriptionLength);
    if (!metadata.imageUrl.isEmpty()) {
        const QString scheme = metadata.imageUrl.scheme();
        ACP_FUZZ_CHECK(scheme == QLatin1String("http") || scheme == QLatin1String("https"));
    }
    ACP_FUZZ_CHECK(!metadata.charset.isEmpty());

    // A package index's project page, in either form (SimpleIndex): files named plainly, at
    // most MaxFiles, and what the release-gap check reads of them.
    for (const QList<acp::SimpleIndex::File> &files :
         { acp::SimpleIndex::filesOfHtml(bytes), acp::SimpleIndex::filesOfJson(bytes) }) {
        ACP_FUZZ_CHECK(files.size() <= acp::SimpleIndex::MaxFiles);
        for (const acp::SimpleIndex::File &file : files) {
            ACP_FUZZ_CHECK(!file.filename.isEmpty() && !file.filename.contains(QLatin1Char('/')));
            (void)acp::SimpleIndex::torchVersionOf(acp::SimpleIndex::versionOf(file.filename));
        }
        ACP_FUZZ_CHECK(acp::SimpleIndex::fromJson(acp::SimpleIndex::toJson(files)) == files);
    }
    (void)acp::SimpleIndex::installSources({ acp::fuzz::text(data, std::min<size_t>(size, 4096)) });

    // The pieces on their own.
    (void)acp::HtmlMetadataReader::charsetFromContentType(contentType);
    (void)acp::HtmlMetadataReader::decodeEntities(
        acp::fuzz::text(data, std::min<size_t>(size, 4096)));
    return 0;
}
