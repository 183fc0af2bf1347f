#include "core/i18n/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QList>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace acp {

namespace {

QString g_language = QStringLiteral("en");

QList<QPointer<QTranslator>> &installed()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

bool install(QTranslator *translator)
{
    if (translator->isEmpty() || !QCoreApplication::installTranslator(translator)) {
        delete translator;
        return false;
    }
    installed().append(translator);
    return true;
}

} // namespace

void removeTranslations()
{
    const QList<QPointer<QTranslator>> translators = std::exchange(installed(), {});
    for (const QPointer<QTranslator> &translator : translators) {
        if (translator) {
            QCoreApplication::removeTranslator(translator);
            delete translator.data();
        }
    }
}

QString installTranslations(const QLocale &locale)
{
    return installTranslations(locale, QStringLiteral(":/i18n"));
}

QString installTranslations(const QLocale &locale, const QString &directory)
{
    removeTranslations();
    g_language = QStringLiteral("en");
    auto *english = new QTranslator(QCoreApplication::instance());
    if (english->load(QDir(directory).filePath(QStringLiteral("acp-workbench_en.qm")))) {
        install(english);
    } else {
        delete english;
    }
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        return QStringLiteral("en");
    }

    QString loaded = QStringLiteral("en");
    auto *ours = new QTranslator(QCoreApplication::instance());
    // load() walks the locale's UI languages (zh_Hans_CN, zh_CN, zh, ...) itself.
    // install() deletes a translator it cannot use (an empty catalogue): never delete twice.
    if (!ours->load(locale, QStringLiteral("acp-workbench"), QStringLiteral("_"), directory)) {
        delete ours;
    } else {
        const QString language = ours->language();
        if (install(ours))
            loaded = language;
    }
    g_language = loaded;
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        install(qt);
    } else {
        delete qt;
    }
    return loaded;
}

QString languageSettingsKey()
{
    return QStringLiteral("i18n/language");
}

QString configuredLanguage(const QSettings &settings)
{
    return settings.value(languageSettingsKey()).toString().trimmed();
}

QString configuredLanguage()
{
    return configuredLanguage(QSettings());
}

QLocale configuredLocale(const QSettings &settings)
{
    const QString language = configuredLanguage(settings);
    if (language.isEmpty())
        return QLocale::system();
    const QLocale locale(language);
    // An unknown name gives the C locale: follow the system instead.
    return locale.language() == QLocale::C ? QLocale::system() : locale;
}

QLocale configuredLocale()
{
    return configuredLocale(QSettings());
}

QString applyConfiguredLanguage()
{
    const QSettings settings;
    const QLocale locale = configuredLocale(settings);
    if (!configuredLanguage(settings).isEmpty())
        QLocale::setDefault(locale);
    return installTranslations(locale);
}

QString translationLanguage()
{
    return g_language;
}

QStringList availableLanguages()
{
    return { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja"),
             QStringLiteral("zh_CN") };
}

} // namespace acp
