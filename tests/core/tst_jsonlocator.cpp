#include "TestSupport.h"
#include "core/text/JsonLocator.h"

#include <QTest>

using namespace acp;
using acp::test::s;

// JsonLocator: where each key and value of a JSON text starts (QJsonDocument keeps no
// positions), for messages that point at the line and column of a mistake.
class tst_JsonLocator : public QObject
{
    Q_OBJECT
private slots:
    void keysAndValuesByPath()
    {
        const QString json = s("{\n"
                               "  \"id\": \"acp\",\n"
                               "  \"requirements\": [\n"
                               "    { \"title\": \"Governance\" },\n"
                               "    {\"title\":\"CI\", \"checks\": [1, 2]}\n"
                               "  ]\n"
                               "}\n");
        const JsonLocator locator(json);
        QVERIFY(!locator.hasDuplicateKey());
        QCOMPARE(locator.keyPosition(s("id")).line, 2);
        QCOMPARE(locator.keyPosition(s("id")).column, 3);
        QCOMPARE(locator.valuePosition(s("id")).column, 9);
        QCOMPARE(locator.keyPosition(s("requirements[0].title")).line, 4);
        QCOMPARE(locator.keyPosition(s("requirements[0].title")).column, 7);
        QCOMPARE(locator.keyPosition(s("requirements[1].title")).line, 5);
        QCOMPARE(locator.keyPosition(s("requirements[1].title")).column, 6);
        QCOMPARE(locator.valuePosition(s("requirements[1].checks[1]")).column, 34);
        // A member that is not there: its closest ancestor.
        QCOMPARE(locator.keyPosition(s("requirements[1].summary")).line, 5);
    }

    void duplicateKeyIsNoticed()
    {
        const JsonLocator locator(s("{\"a\": 1,\n \"b\": {\"c\": 2, \"c\": 3}}"));
        QVERIFY(locator.hasDuplicateKey());
        QCOMPARE(locator.duplicatePath(), s("b.c"));
        QCOMPARE(locator.duplicatePosition().line, 2);
        QCOMPARE(locator.duplicatePosition().column, 16);
    }

    void escapedKeysAndWideCharacters()
    {
        // Columns count characters as an editor shows them: a character outside the BMP is one.
        const JsonLocator locator(s("{\"\\u00e9t\\u00e9\": \"😀\", \"n\": 1}"));
        QCOMPARE(locator.keyPosition(s("été")).column, 2);
        QCOMPARE(locator.keyPosition(s("n")).column, 24);
    }

    void utf8OffsetsBecomeLinesAndColumns()
    {
        const QByteArray utf8 = QByteArray("{\n  \"ü\": 😀 }");
        const qsizetype emoji = utf8.indexOf("\xF0");
        const TextPosition where = positionOfUtf8Offset(utf8, emoji);
        QCOMPARE(where.line, 2);
        QCOMPARE(where.column, 8);
        QCOMPARE(positionOfUtf8Offset(utf8, -5).line, 1);
        QCOMPARE(positionOfUtf8Offset(utf8, utf8.size() + 10).line, 2);
    }
};

QTEST_APPLESS_MAIN(tst_JsonLocator)
#include "tst_jsonlocator.moc"
