#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QUrl>

namespace acp::github {

// The targets of an HTTP Link header (RFC 8288), keyed by relation type ("next", "last", ...).
// Targets are kept verbatim (percent-encoding untouched) and resolved against `base` when
// relative. Commas and semicolons inside <…> or quoted strings do not split links.
QHash<QString, QUrl> parseLinkHeader(const QByteArray &value, const QUrl &base = {});

} // namespace acp::github
