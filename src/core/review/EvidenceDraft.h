#pragma once

#include "core/review/ChecklistStore.h"

#include <QByteArray>
#include <QString>
#include <QUrl>

namespace acp {

// One piece of evidence taken from a drop or the clipboard, before it is stored.
struct EvidenceDraft
{
    EvidenceKind kind = EvidenceKind::Text;
    QUrl url; // Url
    QString text; // Text
    QString filePath; // File or Image from a local file: copied, never opened
    QByteArray data; // Image from image data (PNG)
    QString name; // Image from image data: the name it is stored under
    QString source; // "drop", "paste", or the local file's path

    bool operator==(const EvidenceDraft &other) const = default;
};

} // namespace acp
