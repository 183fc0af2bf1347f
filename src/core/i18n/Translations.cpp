#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace acp {

namespace {
bool install(QTranslator *translator)
{
    if (translator->isEmpty() || !QCoreApplication::installTranslator(translator)) {
        delete translator;
        return false;
    }
    return true;
}
} // namespace

QString installTranslations(const QLocale &locale)
{
    auto *english = new QTranslator(QCoreApplication::instance());
    if (english->load(QStringLiteral(":/i18n/acp-workbench_en.qm"))) {
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
    return loaded;
}

} // namespace acp
