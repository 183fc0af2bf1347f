#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QList>
#include <QPointer>
#include <QTranslator>

namespace acp {

namespace {
QString g_language = QStringLiteral("en");
// What the last call installed: a new call replaces it rather than stacking on top.
QList<QPointer<QTranslator>> g_installed;

bool install(QTranslator *translator)
{
    if (translator->isEmpty() || !QCoreApplication::installTranslator(translator)) {
        delete translator;
        return false;
    }
    g_installed.append(translator);
    return true;
}

void removeInstalled()
{
    for (const QPointer<QTranslator> &translator : std::as_const(g_installed)) {
        if (translator) {
            QCoreApplication::removeTranslator(translator);
            delete translator.data();
        }
    }
    g_installed.clear();
}
} // namespace

QString installTranslations(const QLocale &locale)
{
    removeInstalled();
    auto *english = new QTranslator(QCoreApplication::instance());
    if (english->load(QStringLiteral(":/i18n/acp-workbench_en.qm"))) {
        install(english);
    } else {
        delete english;
    }
    g_language = QStringLiteral("en");
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        return g_language;
    }

    QString loaded = QStringLiteral("en");
    auto *ours = new QTranslator(QCoreApplication::instance());
    // load() walks the locale's UI languages (zh_Hans_CN, zh_CN, zh, ...) itself.
    if (!ours->load(locale, QStringLiteral("acp-workbench"), QStringLiteral("_"),
                    QStringLiteral(":/i18n"))) {
        delete ours;
    } else if (const QString language = ours->language(); install(ours)) { // deletes on failure
        loaded = language;
    }
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        install(qt);
    } else {
        delete qt;
    }
    g_language = loaded;
    return loaded;
}

QString translationLanguage()
{
    return g_language;
}

} // namespace acp
