#pragma once

#include "core/review/EvidenceDraft.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

class QMimeData;

namespace acp {

// What a drop or paste offers as evidence, and what it offered that cannot be evidence.
struct EvidenceDrafts
{
    QList<EvidenceDraft> drafts;
    QStringList problems; // one sentence each, for a non-blocking message
};

// Turns dragged or pasted data into evidence drafts:
// - URLs (text/uri-list): local files become file notes (image notes for image file names),
//   http(s) addresses become link notes; anything else (javascript:, mailto:, ...) is refused;
// - else image data (a screenshot) becomes an image note stored as PNG;
// - else text: a lone http(s) address becomes a link note, anything else a text note.
// Files are never opened here; their type is told by the name alone.
class EvidenceMime
{
public:
    // The sources the GUI records: a drop or a paste. File notes record the file's path.
    static QString dropSource() { return QStringLiteral("drop"); }
    static QString pasteSource() { return QStringLiteral("paste"); }

    static bool canDecode(const QMimeData *mime);
    static EvidenceDrafts decode(const QMimeData *mime, const QString &source);

    // Whether a file name looks like an image the workbench shows as a thumbnail.
    static bool isImageFileName(const QString &fileName);
    // A http(s) address on its own (surrounding white space allowed), else an empty URL.
    static QUrl loneWebAddress(const QString &text);
};

} // namespace acp
