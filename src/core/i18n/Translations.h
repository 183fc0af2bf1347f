#pragma once

#include <QLocale>
#include <QString>

namespace acp {

// Installs the workbench's translations (embedded at :/i18n) and Qt's own for `locale` on the
// running application. English is always installed underneath: it carries the plural forms
// of the English source strings ("1 comment", "2 comments").
// Returns the language actually loaded, e.g. "de", or "en".
QString installTranslations(const QLocale &locale = QLocale());

} // namespace acp
