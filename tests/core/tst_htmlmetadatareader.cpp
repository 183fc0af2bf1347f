#include "core/preview/HtmlMetadataReader.h"

#include <QStandardPaths>
#include <QTest>

using namespace acp;

namespace {
QString s(const char *utf8)
{
    return QString::fromUtf8(utf8);
}
} // namespace

class tst_HtmlMetadataReader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void titleFromTitleElement()
    {
        const HtmlMetadata m = HtmlMetadataReader::read(
            "<!doctype html><html><head><TITLE>\n  Nordhaven   NPU\tbackend\n</TITLE></head>"
            "<body><h1>Other</h1></body></html>");
        QCOMPARE(m.title, s("Nordhaven NPU backend"));
        QCOMPARE(m.documentTitle, s("Nordhaven NPU backend"));
        QVERIFY(m.description.isEmpty());
        QVERIFY(m.siteName.isEmpty());
        QVERIFY(m.imageUrl.isEmpty());
    }

    void openGraphTags()
    {
        const QByteArray html = R"html(<html><head>
            <title>Page title</title>
            <meta property="og:title" content="OG &amp; title">
            <meta property='og:description' content='What the page says.'>
            <meta property=og:site_name content=PyPI>
            <meta content="/static/card.png" property="og:image">
            <meta name="description" content="The plain description">
            </head><body></body></html>)html";
        const HtmlMetadata m =
            HtmlMetadataReader::read(html, "text/html", QUrl(s("https://pypi.org/project/x/")));
        QCOMPARE(m.title, s("OG & title"));
        QCOMPARE(m.documentTitle, s("Page title"));
        QCOMPARE(m.description, s("What the page says."));
        QCOMPARE(m.siteName, s("PyPI"));
        QCOMPARE(m.imageUrl, QUrl(s("https://pypi.org/static/card.png")));
    }

    void metaDescriptionAndTwitterFallbacks()
    {
        const HtmlMetadata m = HtmlMetadataReader::read(
            R"html(<meta name="twitter:title" content="Tweet title">
               <meta NAME="Description" CONTENT="  Lower-priority   description ">
               <meta name="twitter:description" content="Twitter description">
               <meta name="twitter:image" content="javascript:alert(1)">)html");
        QCOMPARE(m.title, s("Tweet title"));
        QCOMPARE(m.description, s("Lower-priority description"));
        QVERIFY2(m.imageUrl.isEmpty(), "only http(s) images are kept");
    }

    void firstOccurrenceWinsAndEmptyValuesAreSkipped()
    {
        const HtmlMetadata m = HtmlMetadataReader::read(
            R"html(<meta property="og:title" content="   "><meta property="og:title" content="Second">
               <meta property="og:description" content="First"><meta property="og:description" content="Later">
               <title>Doc</title>)html");
        // The first og:title is blank: the page's <title> is used rather than a later duplicate.
        QCOMPARE(m.title, s("Doc"));
        QCOMPARE(m.description, s("First"));
    }

    void charsetFromHeader()
    {
        const QByteArray latin1 = "<title>Caf\xe9 na\xefve</title>";
        QCOMPARE(HtmlMetadataReader::read(latin1, "text/html; charset=ISO-8859-1").title,
                 s("Café naïve"));
        QCOMPARE(HtmlMetadataReader::read(latin1, "text/html;charset=\"iso-8859-1\"").title,
                 s("Café naïve"));
        // windows-1252 bytes in 0x80..0x9F: curly quotes and the euro sign.
        QCOMPARE(HtmlMetadataReader::read("<title>\x93quoted\x94 \x80</title>",
                                          "text/html; charset=windows-1252")
                     .title,
                 s("“quoted” €"));
        QCOMPARE(HtmlMetadataReader::charsetFromContentType("text/html; Charset = 'Shift_JIS'"),
                 QByteArray("Shift_JIS"));
        QVERIFY(HtmlMetadataReader::charsetFromContentType("text/html").isEmpty());
    }

    void charsetFromMeta()
    {
        const QByteArray meta = "<html><head><meta charset=\"iso-8859-1\"><title>R\xe9sum\xe9</"
                                "title></head></html>";
        HtmlMetadata m = HtmlMetadataReader::read(meta, "text/html");
        QCOMPARE(m.title, s("Résumé"));
        QCOMPARE(m.charset, s("windows-1252"));

        const QByteArray equiv =
            "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1252\">"
            "<title>Gr\xfc\xdf Gott</title>";
        QCOMPARE(HtmlMetadataReader::read(equiv).title, s("Grüß Gott"));

        // Shift_JIS, declared by the page: 日本語 is 93 FA 96 7B 8C EA.
        const QByteArray sjis = "<meta charset=shift_jis><title>\x93\xfa\x96\x7b\x8c\xea</title>";
        QCOMPARE(HtmlMetadataReader::read(sjis).title, s("日本語"));
    }

    void headerWinsOverMeta()
    {
        const QByteArray page = "<meta charset=\"iso-8859-1\"><title>\xc3\xa9t\xc3\xa9</title>";
        QCOMPARE(HtmlMetadataReader::read(page, "text/html; charset=utf-8").title, s("été"));
        QCOMPARE(HtmlMetadataReader::read(page, "text/html").title, s("Ã©tÃ©"));
    }

    void wrongCharset()
    {
        // Latin-1 bytes sent as UTF-8: the broken bytes become U+FFFD, the rest survives.
        const HtmlMetadata m =
            HtmlMetadataReader::read("<title>Caf\xe9 ok</title>", "text/html; charset=utf-8");
        QCOMPARE(m.title, s("Caf\xef\xbf\xbd ok"));
        // An unknown label is skipped: the page's own declaration, then sniffing, decide.
        QCOMPARE(HtmlMetadataReader::read("<meta charset=latin1><title>\xe9</title>",
                                          "text/html; charset=x-klingon")
                     .title,
                 s("é"));
        QCOMPARE(
            HtmlMetadataReader::read("<meta charset=\"nonsense\"><title>\xc3\xa9</title>").title,
            s("é"));
        // A UTF-16 declaration in a page readable as ASCII means UTF-8.
        QCOMPARE(HtmlMetadataReader::read("<meta charset=utf-16><title>\xc3\xa9</title>").title,
                 s("é"));
    }

    void sniffingWithoutDeclaration()
    {
        HtmlMetadata m = HtmlMetadataReader::read("<title>\xe2\x9c\x93 ready</title>");
        QCOMPARE(m.title, s("✓ ready"));
        QCOMPARE(m.charset, s("UTF-8"));
        m = HtmlMetadataReader::read("<title>Fran\xe7ois</title>");
        QCOMPARE(m.title, s("François"));
        // A byte order mark decides even against the header.
        m = HtmlMetadataReader::read("\xef\xbb\xbf<title>\xc3\xa9</title>",
                                     "text/html; charset=iso-8859-1");
        QCOMPARE(m.title, s("é"));
        const QString utf16Text = s("<title>Ü16</title>");
        QByteArray utf16 = "\xff\xfe";
        utf16.append(reinterpret_cast<const char *>(utf16Text.utf16()), utf16Text.size() * 2);
        QCOMPARE(HtmlMetadataReader::read(utf16).title, s("Ü16"));
    }

    void invalidUtf8IsTolerated()
    {
        QByteArray page = "<title>A\xff\xfe\xc3(\xed\xa0\x80 B</title>"
                          "<meta property=\"og:description\" content=\"\xf0\x28\x8c\x28 ok\">";
        const HtmlMetadata m = HtmlMetadataReader::read(page, "text/html; charset=utf-8");
        QVERIFY(m.title.startsWith(u'A'));
        QVERIFY(m.title.endsWith(s(" B")));
        QVERIFY(m.title.contains(QChar(QChar::ReplacementCharacter)));
        QVERIFY(m.description.endsWith(s("ok")));
        QVERIFY(m.title.isValidUtf16());
        QVERIFY(m.description.isValidUtf16());
    }

    void entities_data()
    {
        QTest::addColumn<QString>("raw");
        QTest::addColumn<QString>("decoded");
        QTest::newRow("basic") << s("a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;")
                               << s("a & b <c> \"d\" 'e'");
        QTest::newRow("decimal") << s("&#39;&#169;") << s("'©");
        QTest::newRow("hex") << s("&#x1F600;&#X41;") << s("😀A");
        QTest::newRow("latin1 names") << s("&eacute;&Uuml;&szlig;&nbsp;") << s("éÜß\u00a0");
        QTest::newRow("punctuation")
            << s("&mdash;&hellip;&ldquo;x&rdquo;&euro;&trade;") << s("—…“x”€™");
        QTest::newRow("unknown stays") << s("&bogus; &amp") << s("&bogus; &");
        QTest::newRow("needs semicolon") << s("&eacute &hellip") << s("&eacute &hellip");
        QTest::newRow("legacy without semicolon") << s("AT&T &copy 2025") << s("AT&T © 2025");
        QTest::newRow("alnum after legacy") << s("&copy2025") << s("&copy2025");
        QTest::newRow("null and out of range")
            << s("&#0;&#x110000;&#xD800;&#99999999999999;") << s("\ufffd\ufffd\ufffd\ufffd");
        QTest::newRow("windows-1252 numeric") << s("&#128;&#150;") << s("€–");
        QTest::newRow("bare ampersand") << s("& &# &#x; &;") << s("& &# &#x; &;");
        QTest::newRow("no semicolon number") << s("&#65B") << s("AB");
    }

    void entities()
    {
        QFETCH(QString, raw);
        QFETCH(QString, decoded);
        QCOMPARE(HtmlMetadataReader::decodeEntities(raw), decoded);
    }

    void entitiesInTitleAndAttributes()
    {
        const HtmlMetadata m = HtmlMetadataReader::read(
            "<title>Tom &amp; Jerry&#8217;s &lt;b&gt;show&lt;/b&gt;</title>"
            "<meta property=\"og:site_name\" content=\"R&amp;D &quot;Lab&quot;\">");
        QCOMPARE(m.title, s("Tom & Jerry’s <b>show</b>"));
        QCOMPARE(m.siteName, s("R&D \"Lab\""));
    }

    void missingTags()
    {
        for (const QByteArray &page :
             { QByteArray(), QByteArray("just text, no markup"),
               QByteArray("<html><body><p>No head at all</p></body></html>"),
               QByteArray("<title></title><meta property=og:title>"), QByteArray("<"),
               QByteArray("<title"), QByteArray("<meta content=\"x\"") }) {
            const HtmlMetadata m = HtmlMetadataReader::read(page, "text/html");
            QVERIFY2(m.title.isEmpty(), page.constData());
            QVERIFY(m.description.isEmpty());
            QVERIFY(m.siteName.isEmpty());
            QVERIFY(m.imageUrl.isEmpty());
        }
    }

    void scriptsStylesAndCommentsIgnored()
    {
        const QByteArray page = R"html(<html><head>
            <script>document.title = "<title>Fake</title>";
              var x = '<meta property="og:title" content="Injected">';</script>
            <style>title { content: "<title>Styled</title>" }</style>
            <!-- <title>Commented</title> <meta name="description" content="hidden"> -->
            <noscript><meta property="og:description" content="noscript"></noscript>
            <template><title>Template</title></template>
            <script type="text/template"></scripts></script>
            <title>Real <b>title</b></title>
            <meta name="description" content="Real description">
            </head><body>
            <svg><title>Icon title</title></svg>
            <textarea><meta property="og:site_name" content="Textarea"></textarea>
            <img src=x onerror="alert(1)">
            </body></html>)html";
        const HtmlMetadata m = HtmlMetadataReader::read(page);
        QCOMPARE(m.title, s("Real <b>title</b>"));
        QCOMPARE(m.description, s("Real description"));
        QVERIFY(m.siteName.isEmpty());
    }

    void titleInSvgIsNotThePageTitle()
    {
        const HtmlMetadata m =
            HtmlMetadataReader::read("<body><svg viewBox='0 0 1 1'><title>Logo</title><path/></svg>"
                                     "<svg/><title>After the icons</title></body>");
        QCOMPARE(m.title, s("After the icons"));
    }

    void longTextsAreCapped()
    {
        const QByteArray longTitle = "<title>" + QByteArray(5000, 'x') + "</title>";
        const HtmlMetadata m = HtmlMetadataReader::read(
            longTitle + "<meta name=description content=\"" + QByteArray(9000, 'y') + "\">");
        QCOMPARE(m.title.size(), HtmlMetadataReader::MaxTitleLength);
        QVERIFY(m.title.endsWith(QChar(0x2026)));
        QCOMPARE(m.description.size(), HtmlMetadataReader::MaxDescriptionLength);
    }

    void controlCharactersDropped()
    {
        const HtmlMetadata m = HtmlMetadataReader::read("<title>A\x01\x07\x1b[31mB&#7;C</title>");
        QCOMPARE(m.title, s("A[31mBC"));
    }

    void hugeInputIsRead_data()
    {
        QTest::addColumn<QByteArray>("page");
        QTest::addColumn<QString>("title");
        QByteArray markup;
        markup.reserve(32 * 1024 * 1024);
        while (markup.size() < 30 * 1024 * 1024)
            markup += "<div class=\"row\"><span>x &amp; y</span></div>\n";
        QTest::newRow("30 MB of tags") << QByteArray(markup + "<title>End</title>") << s("End");
        QTest::newRow("20 MB of '<'")
            << QByteArray("<title>Start</title>" + QByteArray(20 * 1024 * 1024, '<')) << s("Start");
        QTest::newRow("unterminated attribute")
            << QByteArray("<title>T</title><meta content=\"" + QByteArray(20 * 1024 * 1024, 'a'))
            << s("T");
        QTest::newRow("many comments")
            << QByteArray(QByteArray("<!-- c -->").repeated(2 * 1024 * 1024) + "<title>C</title>")
            << s("C");
        QTest::newRow("many false end tags")
            << QByteArray("<title>S</title><script>"
                          + QByteArray("</scriptx").repeated(2 * 1024 * 1024) + "</script>")
            << s("S");
        QTest::newRow("many entities") << QByteArray(
            "<title>" + QByteArray("&amp;&#x41;&bogus").repeated(1024 * 1024) + "</title>")
                                       << QString();
    }

    void hugeInputIsRead()
    {
        QFETCH(QByteArray, page);
        QFETCH(QString, title);
        // No clock here (tests never time): linear work reads these in seconds even in a debug
        // build, quadratic work would take hours and run into CTest's timeout.
        const HtmlMetadata m = HtmlMetadataReader::read(page, "text/html; charset=utf-8");
        if (!title.isEmpty())
            QCOMPARE(m.title, title);
        else
            QCOMPARE(m.title.size(), HtmlMetadataReader::MaxTitleLength);
    }
};

QTEST_GUILESS_MAIN(tst_HtmlMetadataReader)
#include "tst_htmlmetadatareader.moc"
