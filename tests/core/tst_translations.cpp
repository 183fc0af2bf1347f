// installTranslations(): the embedded catalogues load for each shipped language, English plurals
// underneath, and an unshipped language falls back to English without harm.

#include "TestSupport.h"
#include "core/i18n/InSentence.h"
#include "core/i18n/Translations.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace acp;
using acp::test::s;

namespace {
// A string every catalogue has: the CLI's summary of a push.
QString pushWaiting(int n)
{
    return QCoreApplication::translate("acp::OutboxCommands", "Waiting %n second(s).", nullptr, n);
}
} // namespace

class tst_Translations : public QObject
{
    Q_OBJECT

private:
    // installTranslations() adds to the application; each case starts from none.
    void removeAll()
    {
        const auto translators = QCoreApplication::instance()->findChildren<QTranslator *>();
        for (QTranslator *translator : translators) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }

private slots:
    void init() { removeAll(); }
    void cleanupTestCase() { removeAll(); }

    void englishPluralsWithoutAnOtherLanguage()
    {
        QCOMPARE(installTranslations(QLocale(QLocale::English, QLocale::UnitedStates)), s("en"));
        QCOMPARE(pushWaiting(1), s("Waiting 1 second."));
        QCOMPARE(pushWaiting(3), s("Waiting 3 seconds."));
        QCOMPARE(inSentence(s("Voting")), s("voting"));
    }

    void shippedLanguagesLoad_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("sentenceCase"); // inSentence("Voting")
        QTest::newRow("de") << QLocale(QLocale::German, QLocale::Germany) << s("de_DE")
                            << s("Voting");
        QTest::newRow("de_AT") << QLocale(QLocale::German, QLocale::Austria) << s("de_DE")
                               << s("Voting");
        QTest::newRow("ja") << QLocale(QLocale::Japanese, QLocale::Japan) << s("ja_JP")
                            << s("Voting");
        QTest::newRow("zh_CN") << QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript,
                                          QLocale::China)
                               << s("zh_CN") << s("Voting");
    }

    void shippedLanguagesLoad()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, language);
        QFETCH(QString, sentenceCase);
        const QString loaded = installTranslations(locale);
        QVERIFY2(loaded.startsWith(language.left(2)), qPrintable(loaded));
        const QString waiting = pushWaiting(2);
        QVERIFY2(waiting != s("Waiting 2 seconds.") && waiting != s("Waiting %n second(s)."),
                 qPrintable(waiting));
        QVERIFY2(waiting.contains(QLatin1Char('2')), qPrintable(waiting));
        QCOMPARE(inSentence(s("Voting")), sentenceCase);
    }

    // A second call (the language changed in the settings) must not crash or stack duplicates.
    void installingTwiceIsHarmless()
    {
        installTranslations(QLocale(QLocale::German));
        const QString german = pushWaiting(2);
        removeAll();
        installTranslations(QLocale(QLocale::Japanese));
        QVERIFY(pushWaiting(2) != german);
    }

    void unshippedLanguageFallsBackToEnglish()
    {
        QCOMPARE(installTranslations(QLocale(QLocale::Icelandic, QLocale::Iceland)), s("en"));
        QCOMPARE(pushWaiting(2), s("Waiting 2 seconds."));
    }
};

QTEST_GUILESS_MAIN(tst_Translations)
#include "tst_translations.moc"
