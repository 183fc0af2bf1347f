#include "ui/checklist/EvidenceMime.h"

#include "core/review/LinkExtractor.h"
#include "core/text/DisplayText.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QMimeData>
#include <QRegularExpression>

namespace acp {

namespace {

class EvidenceMimeText
{
    Q_DECLARE_TR_FUNCTIONS(acp::EvidenceMime)
};

} // namespace

bool EvidenceMime::isImageFileName(const QString &fileName)
{
    static const QStringList suffixes { QStringLiteral("png"),  QStringLiteral("jpg"),
                                        QStringLiteral("jpeg"), QStringLiteral("gif"),
                                        QStringLiteral("webp"), QStringLiteral("bmp") };
    return suffixes.contains(QFileInfo(fileName).suffix().toLower());
}

QUrl EvidenceMime::loneWebAddress(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed.size() > LinkExtractor::MaxUrlLength) {
        return {};
    }
    for (const QChar c : trimmed) {
        if (c.isSpace()) {
            return {};
        }
    }
    const QUrl url(trimmed, QUrl::StrictMode);
    return url.isValid() && LinkExtractor::isAcceptable(url) ? url : QUrl();
}

bool EvidenceMime::canDecode(const QMimeData *mime)
{
    return mime
        && (mime->hasUrls() || mime->hasImage()
            || (mime->hasText() && !mime->text().trimmed().isEmpty()));
}

EvidenceDrafts EvidenceMime::decode(const QMimeData *mime, const QString &source)
{
    EvidenceDrafts result;
    if (!mime) {
        return result;
    }

    if (mime->hasUrls()) {
        const QList<QUrl> urls = mime->urls();
        for (const QUrl &url : urls) {
            EvidenceDraft draft;
            if (url.isLocalFile()) {
                const QString path = url.toLocalFile();
                const QFileInfo info(path);
                if (info.isDir()) {
                    result.problems << EvidenceMimeText::tr(
                                           "%1 is a folder; only files can be added as evidence.")
                                           .arg(text::quoted(QDir::toNativeSeparators(path)));
                    continue;
                }
                draft.kind = isImageFileName(path) ? EvidenceKind::Image : EvidenceKind::File;
                draft.filePath = path;
                // The store records where a file came from.
                draft.source = QString();
            } else if (LinkExtractor::isAcceptable(url)) {
                draft.kind = EvidenceKind::Url;
                draft.url = url;
                draft.source = source;
            } else {
                result.problems << EvidenceMimeText::tr(
                                       "Only web addresses and files can be added as evidence; "
                                       "%1 is neither.")
                                       .arg(text::quoted(url.toDisplayString()));
                continue;
            }
            result.drafts << draft;
        }
        if (!result.drafts.isEmpty() || !result.problems.isEmpty()) {
            return result;
        }
    }

    if (mime->hasImage()) {
        const QImage image = qvariant_cast<QImage>(mime->imageData());
        if (!image.isNull()) {
            QByteArray png;
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            if (image.save(&buffer, "PNG")) {
                EvidenceDraft draft;
                draft.kind = EvidenceKind::Image;
                draft.data = png;
                draft.name = (source == pasteSource() ? QStringLiteral("pasted-image-")
                                                      : QStringLiteral("dropped-image-"))
                    + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))
                    + QStringLiteral(".png");
                draft.source = source;
                result.drafts << draft;
                return result;
            }
            result.problems << EvidenceMimeText::tr("The image could not be converted to PNG.");
            return result;
        }
    }

    if (mime->hasText()) {
        const QString text = mime->text();
        if (text.trimmed().isEmpty()) {
            return result;
        }
        EvidenceDraft draft;
        draft.source = source;
        const QUrl url = loneWebAddress(text);
        if (url.isValid()) {
            draft.kind = EvidenceKind::Url;
            draft.url = url;
        } else {
            draft.kind = EvidenceKind::Text;
            draft.text = text;
        }
        result.drafts << draft;
    }
    return result;
}

} // namespace acp
