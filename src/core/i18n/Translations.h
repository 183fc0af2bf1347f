#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QSettings;

namespace acp {

// Installs the workbench's translations (embedded at :/i18n, or the .qm files in `directory`)
// and Qt's own for `locale` on the running application. English is always installed
// underneath: it carries the plural forms of the English source strings ("1 comment",
// "2 comments"). Translators installed by an earlier call are removed first, so calling it
// again switches the language.
// Returns the language actually loaded, e.g. "de", or "en".
QString installTranslations(const QLocale &locale = QLocale());
QString installTranslations(const QLocale &locale, const QString &directory);
// Removes the translators installTranslations() installed.
void removeTranslations();

// The language override of the settings: QSettings "i18n/language", a locale name such as
// "de", "ja" or "zh_CN"; empty (the default) follows the system.
QString languageSettingsKey();
QString configuredLanguage(const QSettings &settings);
QString configuredLanguage(); // from QSettings()
// The locale the user interface should use: the override when set, else the system's.
// With an override, QLocale::setDefault() is left to the caller (applyConfiguredLanguage()).
QLocale configuredLocale(const QSettings &settings);
QLocale configuredLocale();
// At start-up: makes the configured locale the default (so dates and numbers follow the
// chosen language too) and installs its translations. Returns what installTranslations()
// returns.
QString applyConfiguredLanguage();

// The languages the workbench ships, as locale names ("en", "de", "ja", "zh_CN").
QStringList availableLanguages();

// What the last installTranslations() loaded ("de_DE", "zh_CN"; "en" before any call): texts
// that come with their own translations, such as the requirement definition, follow it.
QString translationLanguage();

} // namespace acp
