#include "core/github/JsonCursor.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace acp;

namespace {

// A document as QJsonDocument takes one: a list or an object, all of it well-formed.
bool qtAccepts(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    return error.error == QJsonParseError::NoError && (document.isArray() || document.isObject());
}

bool cursorAccepts(const QByteArray &text)
{
    JsonCursor cursor(text);
    const JsonCursor::Type type = cursor.type();
    if (type != JsonCursor::Type::Array && type != JsonCursor::Type::Object)
        return false;
    cursor.skip();
    return cursor.finish();
}

QJsonValue qtElement(const QByteArray &value)
{
    return QJsonDocument::fromJson("[" + value + "]").array().at(0);
}

} // namespace

// JsonCursor reads what QJsonDocument reads, as QJsonDocument reads it: the sync's comment pages
// go through it instead, and a page must not read differently for the change.
class tst_JsonCursor : public QObject
{
    Q_OBJECT

private slots:
    void acceptsAndRefusesAsQJsonDocument_data()
    {
        QTest::addColumn<QByteArray>("text");
        const QList<QByteArray> texts = {
            // Well-formed.
            "[]",
            "{}",
            " [ 1 , 2 ] \n",
            "[[[[]]]]",
            "{\"a\":{\"b\":[1,\"x\",null,true,false]}}",
            "[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\"]",
            "[-0, 0.5, -1.5e+3, 1E-0, 1e-310]",
            "[123456789012345678901234567890]",
            "[9223372036854775808]",
            "\xEF\xBB\xBF[1]", // a byte order mark
            "[\"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\"]", // two, three and four bytes
            "[\"\\ud800\", \"\\udc00\\ud800\"]", // lone surrogates pass, as in QJsonDocument
            // What QJsonDocument lets through although RFC 8259 does not.
            "[1.]",
            "[.5]",
            "[-.5]",
            "[1.e5]",
            "[\"\\x\"]",
            "[\"tab\tin a string\"]",
            "[\"\x01\"]",
            "[\"\\\xC3"
            "a\"]",
            "{\"a\":1,\"a\":2}",
            // Not JSON.
            "",
            "   ",
            "5",
            "\"text\"",
            "[",
            "]",
            "[1",
            "[1,",
            "[1,]",
            "[,1]",
            "[1 2]",
            "{\"a\":1,}",
            "{\"a\" 1}",
            "{1:2}",
            "{\"a\":}",
            "[tru]",
            "[nul]",
            "[true false]",
            "[01]",
            "[-01]",
            "[-]",
            "[.]",
            "[+1]",
            "[1e]",
            "[1e400]",
            "[-1e-400]",
            "[.e5]",
            "[\"abc]",
            "[\"\\\"]",
            "[\"\\u12G4\"]",
            "[\"\\u12\"]",
            "[] x",
            QByteArray("[]\0", 3),
            "[\"\xFF\"]",
            "[\"\xC0\xAF\"]",
            "[\"\xED\xA0\x80\"]",
            "[\"\xF4\x90\x80\x80\"]",
            "[\"\xE0\x80\x80\"]",
            "[\"\xC3\"]",
            "[\"\\\xC3\xA9\"]",
            "{\"a\":1}}",
            "[1]]",
        };
        for (const QByteArray &text : texts)
            QTest::newRow(text.toPercentEncoding(" []{}\":,.").left(60).constData()) << text;
    }

    void acceptsAndRefusesAsQJsonDocument()
    {
        QFETCH(QByteArray, text);
        QCOMPARE(cursorAccepts(text), qtAccepts(text));
    }

    void nestingStopsWhereQJsonDocumentStops()
    {
        for (const int depth : { 1024, 1025, 100000 }) {
            const QByteArray text = QByteArray(depth, '[') + QByteArray(depth, ']');
            QCOMPARE(cursorAccepts(text), qtAccepts(text));
        }
        QVERIFY(cursorAccepts(QByteArray(1024, '[') + QByteArray(1024, ']')));
        // Unclosed and deep: refused without running out of stack.
        QVERIFY(!cursorAccepts(QByteArray(1000000, '[')));
    }

    void convertsAsQJsonValue_data()
    {
        QTest::addColumn<QByteArray>("value");
        for (const char *value :
             { "0", "-0", "42", "-42", "2147483647", "2147483648", "-2147483649", "1.0", "1.5",
               "1e3", "-1e3", "2.5e1", "1e18", "9007199254740993", "9223372036854775807",
               "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "1e19",
               "1e-310", "true", "false", "null", "\"12\"", "\"\"", "\"caf\\u00e9\"", "[1]",
               "{\"a\":1}", "\"\\ud83d\\ude00 \xF0\x9F\x98\x80\"", "\"a\\u0000b\"",
               // A byte order mark: QJsonDocument drops one that starts a string without
               // escapes (QString::fromUtf8 does) and keeps it in a string with escapes.
               "\"\xEF\xBB\xBF"
               "a\"",
               "\"\\n\xEF\xBB\xBF\xEF\xBB\xBF"
               "b\"",
               "\"\xEF\xBB\xBF\"",
               "\"\xEF\xBB\xBF\xEF\xBB\xBF"
               "c\\t\"",
               "\"x\xEF\xBB\xBF\"" })
            QTest::newRow(value) << QByteArray(value);
    }

    void convertsAsQJsonValue()
    {
        QFETCH(QByteArray, value);
        const QJsonValue expected = qtElement(value);
        QVERIFY(!expected.isUndefined());
        const QByteArray text = "[" + value + "," + value + "," + value + "]";
        JsonCursor cursor(text);
        QVERIFY(cursor.beginArray());
        QVERIFY(cursor.nextElement());
        QCOMPARE(cursor.readInteger(), expected.toInteger());
        QVERIFY(cursor.nextElement());
        QCOMPARE(cursor.readInt(), expected.toInt());
        QVERIFY(cursor.nextElement());
        const QString text16 = cursor.readString();
        QCOMPARE(text16, expected.toString());
        QCOMPARE(text16.size(), expected.toString().size());
        QVERIFY(!cursor.nextElement());
        QVERIFY(cursor.finish());
    }

    // Strings are stepped over sixteen bytes at a time, straight to the first quote, backslash or
    // byte of a multi-byte character: wherever such a byte falls in a run of up to two and a half
    // blocks, and wherever the string ends (or the text does, unclosed), it reads as
    // QJsonDocument reads it.
    void longStringsReadAsQJsonValueWhereverTheirSpecialBytesFall()
    {
        const QList<QByteArray> specials = { "\\\"",    "\\\\",     "\\n",
                                             "\\u00e9", "\xC3\xA9", "\xF0\x9F\x98\x80",
                                             "\xC3",    "\xFF",     "\x01",
                                             "\x7F" };
        for (int length = 0; length <= 40; ++length) {
            const QByteArray run(length, 'a');
            const QByteArray unclosed = "[\"" + run;
            QCOMPARE(cursorAccepts(unclosed), false);
            QCOMPARE(cursorAccepts(unclosed + "\"]"), true);
            for (const QByteArray &special : specials) {
                for (int at = 0; at <= length; ++at) {
                    const QByteArray value = '"' + run.left(at) + special + run.mid(at) + '"';
                    const QByteArray text = "[" + value + "]";
                    QCOMPARE(cursorAccepts(text), qtAccepts(text));
                    if (!qtAccepts(text))
                        continue;
                    JsonCursor cursor(text);
                    QVERIFY(cursor.beginArray());
                    QVERIFY(cursor.nextElement());
                    QCOMPARE(cursor.readString(), qtElement(value).toString());
                }
            }
        }
    }

    void walksMembersAndSkipsWhatIsNotAskedFor()
    {
        const QByteArray text =
            "{\"skip\":{\"deep\":[1,{\"x\":\"}\"}]},\"\\u0069d\":7,\"name\":\"a\\\"b\","
            "\"list\":[10,20],\"id\":8}";
        JsonCursor cursor(text);
        QVERIFY(cursor.beginObject());
        QByteArrayView key;
        QList<qint64> ids;
        QString name;
        QList<int> list;
        while (cursor.nextMember(&key)) {
            if (key == "id") {
                ids.append(cursor.readInteger());
            } else if (key == "name") {
                name = cursor.readString();
            } else if (key == "list") {
                QVERIFY(cursor.beginArray());
                while (cursor.nextElement())
                    list.append(cursor.readInt());
            } else {
                cursor.skip();
            }
        }
        QVERIFY2(cursor.finish(), qPrintable(cursor.errorString()));
        QCOMPARE(ids, (QList<qint64> { 7, 8 })); // an escaped name is the same name
        QCOMPARE(name, QStringLiteral("a\"b"));
        QCOMPARE(list, (QList<int> { 10, 20 }));
    }

    void anErrorSaysWhereAndStopsTheReading()
    {
        JsonCursor cursor(QByteArrayLiteral("[1, 2, tru, 4]"));
        QVERIFY(cursor.beginArray());
        QList<int> read;
        while (cursor.nextElement())
            read.append(cursor.readInt());
        QVERIFY(cursor.failed());
        QVERIFY(!cursor.finish());
        QCOMPARE(read, (QList<int> { 1, 2, 0 }));
        QVERIFY2(cursor.errorString().contains(QStringLiteral("byte 7")),
                 qPrintable(cursor.errorString()));
        // Nothing more comes out once it failed.
        QCOMPARE(cursor.type(), JsonCursor::Type::Invalid);
        QVERIFY(!cursor.nextElement());
    }
};

QTEST_GUILESS_MAIN(tst_JsonCursor)
#include "tst_jsoncursor.moc"
