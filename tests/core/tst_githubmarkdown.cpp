// GitHub-flavoured Markdown rendered by cmark-gfm as GitHub renders comments, into the HTML
// Qt's rich text engine reads: emphasis, tables, task lists, strikethrough, autolinks and line
// breaks as on GitHub; raw HTML never becomes markup.

#include "TestSupport.h"
#include "core/text/GitHubMarkdown.h"

#include <QtTest>

using namespace acp;
using acp::test::s;

class tst_GitHubMarkdown : public QObject
{
    Q_OBJECT

private slots:
    void rendersWhatGitHubRenders_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("contains");
        QTest::newRow("underscore emphasis is italics")
            << s("_A demonstrably working CI_") << s("<em>A demonstrably working CI</em>");
        QTest::newRow("strong") << s("__bold__ and **bold**") << s("<strong>bold</strong> and");
        QTest::newRow("strikethrough") << s("~~withdrawn~~") << s("<s>withdrawn</s>");
        QTest::newRow("single-tilde strikethrough") << s("~gone~") << s("<s>gone</s>");
        QTest::newRow("table") << s("| Requirement | Status |\n|---|:-:|\n| CI | ✅ |\n")
                               << s("<th align=\"center\">Status</th>");
        QTest::newRow("checked task")
            << s("- [x] LICENSE\n- [ ] CODEOWNERS\n") << s("<li class=\"checked\">LICENSE</li>");
        QTest::newRow("open task") << s("- [x] LICENSE\n- [ ] CODEOWNERS\n")
                                   << s("<li class=\"unchecked\">CODEOWNERS</li>");
        QTest::newRow("bare address") << s("See https://example.org/ci for runs.")
                                      << s("<a href=\"https://example.org/ci\">");
        QTest::newRow("www address")
            << s("www.example.org") << s("<a href=\"http://www.example.org\">");
        QTest::newRow("newline is a line break") << s("first\nsecond") << s("first<br />\nsecond");
        QTest::newRow("fenced code") << s("```python\nimport torch\n```")
                                     << s("<pre><code class=\"language-python\">import torch");
        QTest::newRow("intraword underscore stays") << s("snake_case_name") << s("snake_case_name");
    }

    void rendersWhatGitHubRenders()
    {
        QFETCH(QString, markdown);
        QFETCH(QString, contains);
        const QString html = text::githubMarkdownToHtml(markdown);
        QVERIFY2(html.contains(contains), qPrintable(html));
        QVERIFY(!html.contains(s("<del>")));
        QVERIFY(!html.contains(s("<input")));
    }

    void rawHtmlIsText_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("shown");
        QTest::newRow("script block")
            << s("<script>alert(1)</script>") << s("&lt;script&gt;alert(1)&lt;/script&gt;");
        QTest::newRow("inline tag") << s("a <b onclick=\"x()\">bold</b> word")
                                    << s("a &lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt; word");
        QTest::newRow("image tag")
            << s("<img src=\"https://tracker.example/p.gif\">") << s("&lt;img src=");
        QTest::newRow("details block")
            << s("<details>\n<summary>More</summary>\n</details>")
            << s("&lt;details&gt;<br />\n&lt;summary&gt;More&lt;/summary&gt;<br />");
    }

    void rawHtmlIsText()
    {
        QFETCH(QString, markdown);
        QFETCH(QString, shown);
        const QString html = text::githubMarkdownToHtml(markdown);
        QVERIFY2(html.contains(shown), qPrintable(html));
        for (const char *tag : { "<script", "<b ", "<img", "<details", "<summary" })
            QVERIFY2(!html.contains(QLatin1String(tag)), qPrintable(html));
    }

    // The viewer judges addresses (and tells the reader what it refused): they are kept as
    // written, escaped, and never break out of their attribute.
    void addressesAreKeptForTheViewerToJudge()
    {
        const QString html = text::githubMarkdownToHtml(
            s("[docs](javascript:alert(1)) [q](<https://example.org/\"onmouseover=x>) "
              "![pic](file:///etc/passwd)"));
        QVERIFY2(html.contains(s("<a href=\"javascript:alert(1)\">docs</a>")), qPrintable(html));
        QVERIFY2(html.contains(s("href=\"https://example.org/%22onmouseover=x\"")),
                 qPrintable(html));
        QVERIFY2(html.contains(s("<img src=\"file:///etc/passwd\" alt=\"pic\" />")),
                 qPrintable(html));
    }

    void htmlCommentsAreHiddenOutsideCode_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("expected");
        QTest::newRow("inline") << QStringLiteral("a <!-- hidden --> b") << QStringLiteral("a  b");
        QTest::newRow("marker") << QStringLiteral(
            "Vote here.\n\n<!-- acp-workbench:action=1234 -->\n")
                                << QStringLiteral("Vote here.\n\n\n");
        QTest::newRow("multi-line")
            << QStringLiteral("a <!-- one\ntwo\nthree --> b") << QStringLiteral("a \n\n b");
        QTest::newRow("unterminated")
            << QStringLiteral("a <!-- to the end\nmore") << QStringLiteral("a \n");
        QTest::newRow("inline code")
            << QStringLiteral("use `<!-- x -->` here") << QStringLiteral("use `<!-- x -->` here");
        QTest::newRow("fenced code") << QStringLiteral("```html\n<!-- kept -->\n```\n<!-- gone -->")
                                     << QStringLiteral("```html\n<!-- kept -->\n```\n");
        QTest::newRow("no comment")
            << QStringLiteral("plain <b>text</b>") << QStringLiteral("plain <b>text</b>");
    }

    void htmlCommentsAreHiddenOutsideCode()
    {
        QFETCH(QString, markdown);
        QFETCH(QString, expected);
        QCOMPARE(text::withoutHtmlComments(markdown), expected);
    }

    void emptyAndHugeInput()
    {
        QCOMPARE(text::githubMarkdownToHtml(QString()), QString());
        const QString huge = QString(s("*")).repeated(100000) + s("\n") + s("|a|").repeated(5000);
        QVERIFY(!text::githubMarkdownToHtml(huge).isEmpty());
    }
};

QTEST_APPLESS_MAIN(tst_GitHubMarkdown)
#include "tst_githubmarkdown.moc"
