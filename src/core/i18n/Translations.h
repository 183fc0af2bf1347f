#pragma once

#include <QLocale>
#include <QString>

namespace acp {

// Installs the workbench's translations (embedded at :/i18n) and Qt's own for `locale` on the
// running application. English is always installed underneath: it carries the plural forms
// of the English source strings ("1 comment", "2 comments").
// Returns the language actually loaded, e.g. "de", or "en". A second call replaces what the
// first installed.
QString installTranslations(const QLocale &locale = QLocale());

// What the last installTranslations() loaded ("de_DE", "zh_CN"; "en" before any call): texts
// that come with their own translations, such as the requirement definition, follow it.
QString translationLanguage();

} // namespace acp
