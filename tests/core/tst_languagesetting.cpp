#include "TestSupport.h"
#include "core/i18n/Translations.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace acp;
using acp::test::isolateSettings;
using acp::test::s;

namespace {

// A .qm file with the magic number and no message: valid, and empty.
bool writeEmptyCatalogue(const QString &path)
{
    static const unsigned char magic[] = { 0x3C, 0xB8, 0x64, 0x18, 0xCA, 0xEF, 0x9C, 0x95,
                                           0xCD, 0x21, 0x1C, 0xBF, 0x60, 0xA1, 0xBD, 0xDD };
    QFile file(path);
    return file.open(QIODevice::WriteOnly)
        && file.write(reinterpret_cast<const char *>(magic), sizeof magic) == qint64(sizeof magic);
}

} // namespace

class tst_LanguageSetting : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        isolateSettings(m_dir.filePath(s("settings")), QStringLiteral("tst_languagesetting"));
        QSettings().clear();
    }

    void cleanup()
    {
        removeTranslations();
        QLocale::setDefault(QLocale::c());
    }

    void languageOverride()
    {
        QSettings settings;
        QVERIFY(configuredLanguage(settings).isEmpty());
        QCOMPARE(configuredLocale(settings), QLocale::system());

        settings.setValue(languageSettingsKey(), s("zh_CN"));
        QCOMPARE(configuredLanguage(settings), s("zh_CN"));
        QCOMPARE(configuredLocale(settings).language(), QLocale::Chinese);
        QCOMPARE(configuredLocale(settings).territory(), QLocale::China);

        settings.setValue(languageSettingsKey(), s("ja"));
        QCOMPARE(configuredLocale().language(), QLocale::Japanese);
        // The override becomes the default locale, so dates and numbers follow it too.
        applyConfiguredLanguage();
        QCOMPARE(QLocale().language(), QLocale::Japanese);

        settings.setValue(languageSettingsKey(), s("no such language"));
        QCOMPARE(configuredLocale(settings), QLocale::system());
        settings.remove(languageSettingsKey());
        QCOMPARE(availableLanguages(), QStringList({ s("en"), s("de"), s("ja"), s("zh_CN") }));
    }

    // A catalogue without a single finished translation is empty: it is not installed, and
    // English stays (this used to delete the translator twice).
    void emptyCatalogueKeepsEnglish()
    {
        QTemporaryDir catalogues;
        QVERIFY(writeEmptyCatalogue(catalogues.filePath(s("acp-workbench_de.qm"))));
        {
            QTranslator probe;
            QVERIFY(probe.load(catalogues.filePath(s("acp-workbench_de.qm"))));
            QVERIFY(probe.isEmpty());
        }
        QCOMPARE(installTranslations(QLocale(QLocale::German, QLocale::Germany), catalogues.path()),
                 s("en"));
        QCOMPARE(QCoreApplication::translate("acp::MainWindow", "Settings"), s("Settings"));
        // Called again, it replaces what it installed instead of stacking it.
        QCOMPARE(installTranslations(QLocale(QLocale::German), catalogues.path()), s("en"));
        QCOMPARE(installTranslations(QLocale(QLocale::English), catalogues.path()), s("en"));
    }
};

QTEST_GUILESS_MAIN(tst_LanguageSetting)
#include "tst_languagesetting.moc"
