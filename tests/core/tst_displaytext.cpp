// text::displayLine / displayMultiline / jsonForTerminal: what strangers wrote, safe to show in a
// window, a PDF or a terminal. Each class of character that can drive a terminal, reorder text
// or hide it is neutralised to a visible U+FFFD; line breaks follow the one-line or multi-line
// rule; JSON keeps every character as an escape.

#include "core/text/DisplayText.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace acp;

class tst_DisplayText : public QObject
{
    Q_OBJECT

private slots:
    void neutralisedCharacters_data()
    {
        QTest::addColumn<QString>("character");
        // Not QString::fromUcs4, which drops a leading byte order mark.
        const auto row = [](const char *name, char32_t c) {
            QString text;
            if (QChar::requiresSurrogates(c)) {
                text.append(QChar(QChar::highSurrogate(c)));
                text.append(QChar(QChar::lowSurrogate(c)));
            } else {
                text.append(QChar(char16_t(c)));
            }
            QTest::newRow(name) << text;
        };
        row("NUL", 0x0000);
        row("BEL", 0x0007);
        row("ESC", 0x001B);
        row("DEL", 0x007F);
        row("C1 PAD", 0x0080);
        row("C1 NEL", 0x0085);
        row("C1 CSI", 0x009B);
        row("C1 OSC", 0x009D);
        row("ALM", 0x061C);
        row("LRM", 0x200E);
        row("RLM", 0x200F);
        row("LRE", 0x202A);
        row("RLE", 0x202B);
        row("PDF", 0x202C);
        row("LRO", 0x202D);
        row("RLO", 0x202E);
        row("LRI", 0x2066);
        row("RLI", 0x2067);
        row("FSI", 0x2068);
        row("PDI", 0x2069);
        row("ZWSP", 0x200B);
        row("ZWNJ", 0x200C);
        row("ZWJ", 0x200D);
        row("word joiner", 0x2060);
        row("invisible times", 0x2062);
        row("inhibit symmetric swapping", 0x206A);
        row("Mongolian vowel separator", 0x180E);
        row("BOM", 0xFEFF);
        row("interlinear annotation", 0xFFF9);
        row("tag begin", 0xE0001);
        row("tag A", 0xE0041);
        row("cancel tag", 0xE007F);
    }

    void neutralisedCharacters()
    {
        QFETCH(QString, character);
        const QString text = QStringLiteral("a") + character + QStringLiteral("b");
        QVERIFY(text::hasUnsafeCharacters(text));
        QCOMPARE(text::displayLine(text), QStringLiteral("a\uFFFDb"));
        QCOMPARE(text::displayMultiline(text), QStringLiteral("a\uFFFDb"));
        QVERIFY(!text::hasUnsafeCharacters(text::displayLine(text)));
    }

    void lineBreaks()
    {
        const QString text = QStringLiteral("a\nb\r\nc\rd\u2028e\u2029f\tg");
        QCOMPARE(text::displayLine(text), QStringLiteral("a b c d e f g"));
        QCOMPARE(text::displayMultiline(text), QStringLiteral("a\nb\nc\nd\ne\nf\tg"));
    }

    void ordinaryTextIsUntouched()
    {
        const QString text = QStringLiteral("Tessellate Photonic Engine — 日本語 العربية עברית "
                                            "Ελληνικά 👍🏽 \u00A0 é");
        QVERIFY(!text::hasUnsafeCharacters(text));
        QCOMPARE(text::displayLine(text), text);
        // No copy in the common case.
        QCOMPARE(text::displayLine(text).constData(), text.constData());
    }

    void terminalEscapeLosesItsEscape()
    {
        const QString title = QStringLiteral("\u001b]0;pwned\u0007\u001b[2J\u009b31mred");
        const QString shown = text::displayLine(title);
        QCOMPARE(shown, QStringLiteral("\uFFFD]0;pwned\uFFFD\uFFFD[2J\uFFFD31mred"));
    }

    void loneSurrogates()
    {
        QString text = QStringLiteral("a");
        text.append(QChar(0xD800));
        text.append(QStringLiteral("b"));
        text.append(QChar(0xDC00));
        QCOMPARE(text::displayLine(text), QStringLiteral("a\uFFFDb\uFFFD"));
        QCOMPARE(text::displayLine(QStringLiteral("\U0001F600")), QStringLiteral("\U0001F600"));
    }

    void toolTipsAreEscaped()
    {
        const QString tip = text::toolTipLine(QStringLiteral("<img src=x>\u202E&lt;"));
        QVERIFY(tip.startsWith(QStringLiteral("<p"))); // a rich-text wrapper: the escapes apply
        QVERIFY(tip.contains(QStringLiteral("&lt;img src=x&gt;\uFFFD&amp;lt;")));
        QVERIFY(!tip.contains(QStringLiteral("<img")));
        const QString lines = text::toolTipLines(QStringLiteral("<b>a</b>\nb"));
        QVERIFY(lines.contains(QStringLiteral("&lt;b&gt;a&lt;/b&gt;<br>b")));
    }

    // JSON keeps the value (a reader gets every character back), the terminal sees escapes.
    void jsonForTerminal()
    {
        const QString value =
            QStringLiteral("t\u001b[31m\u009b\u202Egnp\u200B\U000E0041\u2028\u007f\nend \u00e9 👍");
        const QByteArray raw = QJsonDocument(QJsonObject { { QStringLiteral("title"), value } })
                                   .toJson(QJsonDocument::Indented);
        const QByteArray safe = text::jsonForTerminal(raw);
        for (const char *forbidden : { "\x1b", "\xc2\x9b", "\xe2\x80\xae", "\xe2\x80\x8b",
                                       "\xf3\xa0\x81\x81", "\xe2\x80\xa8", "\x7f" }) {
            QVERIFY2(!safe.contains(forbidden), safe.constData());
        }
        QVERIFY(safe.contains("\\u202e"));
        QVERIFY(safe.contains("\\udb40\\udc41"));
        QVERIFY(safe.contains("\xc3\xa9")); // é stays as it is
        QJsonParseError error;
        const QJsonDocument back = QJsonDocument::fromJson(safe, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(back.object().value(QStringLiteral("title")).toString(), value);
        // Nothing to escape: the same bytes.
        const QByteArray plain = QJsonDocument(QJsonObject { { QStringLiteral("a"), 1 } }).toJson();
        QCOMPARE(text::jsonForTerminal(plain), plain);
    }
};

QTEST_MAIN(tst_DisplayText)
#include "tst_displaytext.moc"
