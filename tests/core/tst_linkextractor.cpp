// Extracting evidence links from Markdown: inline links, images, autolinks, bare addresses,
// trailing punctuation, duplicates, and hostile input.

#include "TestSupport.h"
#include "core/review/LinkExtractor.h"

#include <QtTest>

#include <limits>

using namespace acp;
using acp::test::s;

namespace {

QStringList urlsOf(const QList<ExtractedLink> &links)
{
    QStringList urls;
    for (const ExtractedLink &link : links)
        urls.append(link.url.toString());
    return urls;
}

} // namespace

class tst_LinkExtractor : public QObject
{
    Q_OBJECT

private slots:
    void extracts_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QStringList>("urls");

        QTest::newRow("empty") << QString() << QStringList();
        QTest::newRow("no links") << s("We use PrivateUse1: nothing to link.") << QStringList();
        QTest::newRow("markdown link")
            << s("See [the policy](https://x.example/SECURITY.md) for details.")
            << QStringList { s("https://x.example/SECURITY.md") };
        QTest::newRow("markdown link with title") << s("[a](https://x.example/a \"The title\")")
                                                  << QStringList { s("https://x.example/a") };
        QTest::newRow("image") << s("![screenshot](https://img.example/a.png)")
                               << QStringList { s("https://img.example/a.png") };
        QTest::newRow("badge inside a link, in order")
            << s("[![CI](https://ci.example/badge.svg)](https://ci.example/runs)")
            << QStringList { s("https://ci.example/badge.svg"), s("https://ci.example/runs") };
        QTest::newRow("angle destination")
            << s("[a](<https://x.example/a b>)") << QStringList { s("https://x.example/a b") };
        QTest::newRow("parentheses in a destination")
            << s("[Rust](https://en.wikipedia.org/wiki/Rust_(programming_language)).")
            << QStringList { s("https://en.wikipedia.org/wiki/Rust_(programming_language)") };
        QTest::newRow("autolink") << s("Policy: <https://x.example/auto>.")
                                  << QStringList { s("https://x.example/auto") };
        QTest::newRow("bare, trailing period")
            << s("Docs: https://x.example/docs.") << QStringList { s("https://x.example/docs") };
        QTest::newRow("bare, list punctuation")
            << s("https://a.example/1, https://b.example/2; and https://c.example/3! Or "
                 "https://d.example/4?")
            << QStringList { s("https://a.example/1"), s("https://b.example/2"),
                             s("https://c.example/3"), s("https://d.example/4") };
        QTest::newRow("bare in parentheses")
            << s("(see https://x.example/a)") << QStringList { s("https://x.example/a") };
        QTest::newRow("bare with balanced parentheses")
            << s("(https://en.wikipedia.org/wiki/X_(Y))")
            << QStringList { s("https://en.wikipedia.org/wiki/X_(Y)") };
        QTest::newRow("bare in quotes and bold")
            << s("\"https://x.example/q\" and **https://x.example/bold**")
            << QStringList { s("https://x.example/q"), s("https://x.example/bold") };
        QTest::newRow("query and fragment kept")
            << s("https://x.example/a?b=1&c=2#frag.")
            << QStringList { s("https://x.example/a?b=1&c=2#frag") };
        QTest::newRow("inline code")
            << s("`pip install torch-tpe --index-url https://pkg.example/simple`")
            << QStringList { s("https://pkg.example/simple") };
        QTest::newRow("table cell") << s("| TPE-2 | https://x.example/v | weekly |")
                                    << QStringList { s("https://x.example/v") };
        QTest::newRow("non-ASCII around")
            << s("マニュアル: https://kirishima.example/docs/torch（日本語）")
            << QStringList { s("https://kirishima.example/docs/torch（日本語）") };
        QTest::newRow("upper-case scheme")
            << s("HTTPS://EXAMPLE.ORG/Path") << QStringList { s("https://example.org/Path") };
        QTest::newRow("http is kept")
            << s("http://old.example/") << QStringList { s("http://old.example/") };
        QTest::newRow("duplicates keep the first")
            << s("https://b.example/x then [again](https://b.example/x/) and <https://a.example/> "
                 "and https://b.example/x")
            << QStringList { s("https://b.example/x"), s("https://a.example/") };
        QTest::newRow("mixed order") << s(
            "1. https://one.example\n2. [two](https://two.example)\n3. <https://three.example>")
                                     << QStringList { s("https://one.example"),
                                                      s("https://two.example"),
                                                      s("https://three.example") };

        // Hostile input: nothing but http(s) comes out.
        QTest::newRow("javascript link") << s("[click](javascript:alert(1))") << QStringList();
        QTest::newRow("javascript link hiding an address")
            << s("[click](JAVASCRIPT:alert('https://evil.example'))") << QStringList();
        QTest::newRow("javascript autolink") << s("<javascript:alert(1)>") << QStringList();
        QTest::newRow("data link")
            << s("[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)")
            << QStringList();
        QTest::newRow("bare data")
            << s("data:text/html,<script>alert(1)</script>") << QStringList();
        QTest::newRow("file link")
            << s("[passwd](file:///etc/passwd) and file:///etc/shadow") << QStringList();
        QTest::newRow("other schemes")
            << s("ftp://x.example/a mailto:a@b.example <mailto:a@b.example> ssh://x.example")
            << QStringList();
        QTest::newRow("email autolink") << s("<torch@tessellary.example>") << QStringList();
        QTest::newRow("user info")
            << s("https://github.com@evil.example/ and [x](https://user:pw@x.example/)")
            << QStringList();
        QTest::newRow("scheme inside a word") << s("xhttps://x.example/") << QStringList();
        QTest::newRow("no host") << s("https:// and https:///path") << QStringList();
        QTest::newRow("hidden in a comment")
            << s("<!-- https://hidden.example -->visible https://shown.example")
            << QStringList { s("https://shown.example") };
        QTest::newRow("script after address") << s("https://evil.example/<script>alert(1)</script>")
                                              << QStringList { s("https://evil.example/") };
        QTest::newRow("too long") << s("https://x.example/") + QString(3000, QLatin1Char('a'))
                                  << QStringList();
    }

    void extracts()
    {
        QFETCH(QString, markdown);
        QFETCH(QStringList, urls);
        QCOMPARE(urlsOf(LinkExtractor::extract(markdown)), urls);
    }

    void keepsTextAndLine()
    {
        const QList<ExtractedLink> links = LinkExtractor::extract(
            s("Intro\n\nThe [security "
              "policy](https://x.example/SECURITY.md)\nand\nhttps://y.example/z"));
        QCOMPARE(links.size(), 2);
        QCOMPARE(links.at(0).text, s("security policy"));
        QCOMPARE(links.at(0).line, 3);
        QCOMPARE(links.at(1).text, QString());
        QCOMPARE(links.at(1).line, 5);
        QCOMPARE(links.at(1).url.host(), s("y.example"));
    }

    void acceptableUrls()
    {
        QVERIFY(LinkExtractor::isAcceptable(QUrl(s("https://x.example/"))));
        QVERIFY(!LinkExtractor::isAcceptable(QUrl(s("javascript:alert(1)"))));
        QVERIFY(!LinkExtractor::isAcceptable(QUrl(s("file:///etc/passwd"))));
        QVERIFY(!LinkExtractor::isAcceptable(QUrl(s("/relative/path"))));
        QVERIFY(!LinkExtractor::isAcceptable(QUrl()));
    }

    void manyLinksInAHugeText()
    {
        QString text;
        for (int i = 0; i < 20000; ++i)
            text += s("Item %1: [doc](https://x.example/%1) and https://y.example/%1.\n").arg(i);
        const QList<ExtractedLink> links =
            LinkExtractor::extract(text, std::numeric_limits<qsizetype>::max());
        QCOMPARE(links.size(), 40000);
        QCOMPARE(links.last().url.toString(), s("https://y.example/19999"));
        QCOMPARE(links.last().line, 20000);
    }

    // A text gives at most MaxLinks links, the first ones; the rest are counted (each once).
    void linksAreCappedAndCounted()
    {
        QString text;
        for (int i = 0; i < 500; ++i)
            text += s("[doc %1](https://x.example/%1) https://x.example/%1\n").arg(i);
        LinkExtractor::Stats stats;
        const QList<ExtractedLink> links =
            LinkExtractor::extract(text, LinkExtractor::MaxLinks, &stats);
        QCOMPARE(links.size(), LinkExtractor::MaxLinks);
        QCOMPARE(stats.omitted, 500 - LinkExtractor::MaxLinks);
        QCOMPARE(links.first().url.toString(), s("https://x.example/0"));
        QCOMPARE(links.last().url.toString(), s("https://x.example/299"));
        QCOMPARE(links.last().line, 300);
        QCOMPARE(LinkExtractor::extract(text).size(), LinkExtractor::MaxLinks);
        LinkExtractor::extract(text, 1000, &stats);
        QCOMPARE(stats.omitted, 0);
    }

    // Applicant-written text cannot make extraction quadratic: for each pathological input the
    // work (characters looked at, over every pass) stays within a constant times its length.
    // Times are measured by benchmarks/bench_linkextractor, not here.
    void pathologicalInputsAreLinear_data()
    {
        QTest::addColumn<QString>("unit");
        const QStringList units = {
            s("[a]("),
            s("<"),
            s("["),
            s("]"),
            s("("),
            s("http://"),
            s("https://"),
            s("]("),
            s("](<"),
            s("[a](x "),
            s("[a](<x "),
            s("[[a]("),
            s("![a]("),
            s("http://x)"),
            s("http://x."),
            s("<http:"),
            s("<!--"),
            s("<!-- -->"),
            s("\\"),
            s("a"),
            s("[a]"),
            s("](x \""),
            s("[a](http://x.example/"),
        };
        for (const QString &unit : units)
            QTest::newRow(qPrintable(unit)) << unit;
        QTest::newRow("blank line, then ](") << s("\n\n](");
    }

    void pathologicalInputsAreLinear()
    {
        QFETCH(QString, unit);
        // One size is enough: a quadratic pass over 64 KiB would look at hundreds of millions
        // of characters, a thousand times the bound.
        for (const qsizetype size : { 64 * 1024 }) {
            // A real link first: a text without ':' is not even looked at.
            QString text = s("See https://x.example/first and ");
            while (text.size() < size)
                text += unit;
            LinkExtractor::Stats stats;
            const QList<ExtractedLink> links =
                LinkExtractor::extract(text, LinkExtractor::MaxLinks, &stats);
            QVERIFY(!links.isEmpty());
            QCOMPARE(links.first().url.toString(), s("https://x.example/first"));
            // A destination scan may run past at most MaxNesting (32) later "](": the worst
            // input looks at each character about 40 times.
            const qsizetype bound = 64 * text.size();
            QVERIFY2(stats.steps <= bound,
                     qPrintable(QStringLiteral("%1 steps for %2 characters")
                                    .arg(stats.steps)
                                    .arg(text.size())));
        }
    }
};

QTEST_GUILESS_MAIN(tst_LinkExtractor)
#include "tst_linkextractor.moc"
