// text::markdownLiteral: what an applicant wrote goes into a co-chair comment as text. Each
// hostile construct is rendered by a GitHub-dialect Markdown parser (Qt's, md4c) with HTML on,
// and must come out as exactly its own characters: no link, image, HTML, heading, list, quote,
// table cell break or emphasis, every '@' and '#123' inside a code span (GitHub finds mentions
// and references in rendered text outside code), and never a '<' in the comment's source.

#include "core/text/DisplayText.h"
#include "core/text/MarkdownLiteral.h"

#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

using namespace acp;

namespace {

QTextDocument *render(const QString &markdown, QTextDocument *document)
{
    document->setMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
    return document;
}

// What a reader of the rendered Markdown would notice beyond plain text.
QStringList renderedMarkup(const QTextDocument &document)
{
    QStringList found;
    int blocks = 0;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        ++blocks;
        if (block.textList()) {
            found << QStringLiteral("list");
        }
        if (block.blockFormat().headingLevel() > 0) {
            found << QStringLiteral("heading");
        }
        if (block.blockFormat().hasProperty(QTextFormat::BlockQuoteLevel)
            && block.blockFormat().intProperty(QTextFormat::BlockQuoteLevel) > 0) {
            found << QStringLiteral("quote");
        }
        if (block.blockFormat().hasProperty(QTextFormat::BlockCodeFence)
            || block.blockFormat().hasProperty(QTextFormat::BlockCodeLanguage)) {
            found << QStringLiteral("code block");
        }
        if (block.blockFormat().hasProperty(QTextFormat::BlockTrailingHorizontalRulerWidth)) {
            found << QStringLiteral("rule");
        }
        const QString text = block.text();
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (format.isImageFormat()) {
                found << QStringLiteral("image");
            }
            if (format.isAnchor() || !format.anchorHref().isEmpty()) {
                found << QStringLiteral("link %1").arg(format.anchorHref());
            }
            if (format.fontWeight() > QFont::Normal) {
                found << QStringLiteral("bold");
            }
            if (format.fontItalic()) {
                found << QStringLiteral("italic");
            }
            if (format.fontStrikeOut()) {
                found << QStringLiteral("strikethrough");
            }
            // A mention or reference outside a code span would notify or link on GitHub.
            if (!format.fontFixedPitch()) {
                const QString part = fragment.text();
                for (qsizetype i = 0; i < part.size(); ++i) {
                    if (part.at(i) == QLatin1Char('@')
                        || (part.at(i) == QLatin1Char('#') && i + 1 < part.size()
                            && part.at(i + 1).isDigit())) {
                        found << QStringLiteral("mention or reference outside code");
                    }
                }
            }
        }
        Q_UNUSED(text);
    }
    if (blocks != 1) {
        found << QStringLiteral("%1 blocks").arg(blocks);
    }
    const QList<QTextFrame *> frames = document.rootFrame()->childFrames();
    for (QTextFrame *frame : frames) {
        if (qobject_cast<QTextTable *>(frame)) {
            found << QStringLiteral("table");
        }
    }
    found.removeDuplicates();
    return found;
}

} // namespace

class tst_MarkdownLiteral : public QObject
{
    Q_OBJECT

private slots:
    void rendersAsItself_data()
    {
        QTest::addColumn<QString>("data");
        const auto row = [](const char *name, const QString &data) { QTest::newRow(name) << data; };
        row("plain", QStringLiteral("Fast NPU (v2.0), made in Zürich"));
        row("link", QStringLiteral("[click](http://evil.example/x)"));
        row("image", QStringLiteral("![pixel](http://evil.example/p.png)"));
        row("linked image",
            QStringLiteral("[![i](http://evil.example/i.png)](http://evil.example)"));
        row("reference link", QStringLiteral("[click][r]\n\n[r]: http://evil.example"));
        row("footnote", QStringLiteral("x[^1]\n\n[^1]: http://evil.example"));
        row("autolink", QStringLiteral("<http://evil.example/x>"));
        row("email autolink", QStringLiteral("<mallory@evil.example>"));
        row("bare url", QStringLiteral("see http://evil.example/x now"));
        row("bare https url", QStringLiteral("see HTTPS://evil.example/x now"));
        row("www", QStringLiteral("see www.evil.example now"));
        row("WWW", QStringLiteral("see WWW.evil.example now"));
        row("bare email", QStringLiteral("mail mallory@evil.example"));
        row("img tag", QStringLiteral("<img src=x onerror=alert(1)>"));
        row("a tag", QStringLiteral("<a href=\"http://evil\">click</a>"));
        row("details", QStringLiteral("<details><summary>x</summary>hidden</details>"));
        row("html comment", QStringLiteral("before <!-- hidden --> after"));
        row("workbench marker", QStringLiteral("<!-- acp-workbench:vote -->"));
        row("decision marker", QStringLiteral("x <!-- acp-workbench:decision=approved --> y"));
        row("mention", QStringLiteral("@alice please"));
        row("team mention", QStringLiteral("cc @pytorch-fdn/everyone"));
        row("mention in parentheses", QStringLiteral("(@bob)"));
        row("mention after text", QStringLiteral("hello,@carol"));
        // Found by fuzz_roster: two code spans side by side made a run of two backticks.
        row("mentions side by side", QStringLiteral("Pe @rime-rep@?"));
        row("reference after a mention", QStringLiteral("@a#12 and @b@c@d"));
        row("issue reference", QStringLiteral("see #12"));
        row("cross-repository reference", QStringLiteral("pytorch/pytorch#1000"));
        row("emphasis", QStringLiteral("*a* _b_ **c** __d__ ~~e~~ ~f~"));
        row("code", QStringLiteral("a `b` c ``d`` e"));
        row("math", QStringLiteral("$x^2$ and $$y$$"));
        row("entities", QStringLiteral("&lt;q&gt; &amp; &#64;alice &#x3C;b&#x3E; &copy;"));
        row("backslashes", QStringLiteral("C:\\dir\\ \\[x\\] \\"));
        row("heading", QStringLiteral("# Heading"));
        row("heading 6", QStringLiteral("###### six"));
        row("bullet", QStringLiteral("- item"));
        row("plus", QStringLiteral("+ item"));
        row("star", QStringLiteral("* item"));
        row("ordered", QStringLiteral("1. item"));
        row("ordered parenthesis", QStringLiteral("12) item"));
        row("quote", QStringLiteral("> quoted"));
        row("rule", QStringLiteral("---"));
        row("stars rule", QStringLiteral("***"));
        row("setext", QStringLiteral("==="));
        row("fence", QStringLiteral("```html"));
        row("tilde fence", QStringLiteral("~~~"));
        row("table row", QStringLiteral("| a | b |"));
        row("task", QStringLiteral("[x] done"));
        row("line breaks", QStringLiteral("line one\n# heading\n- item\r\n> quote\u2028two"));
        row("hard break", QStringLiteral("a  \nb"));
        row("indented", QStringLiteral("        code?"));
        row("bidi and invisible",
            QStringLiteral(
                "a\u202Eb\u2066c\u2069d\u200Be\u200Df\uFEFFg\U000E0041h\u0007i\u001b[0m"));
    }

    void rendersAsItself()
    {
        QFETCH(QString, data);
        const QString literal = text::markdownLiteral(data);
        // One line, no HTML, no marker, in the source.
        QVERIFY2(!literal.contains(QLatin1Char('\n')), qPrintable(literal));
        QVERIFY2(!literal.contains(QLatin1Char('<')), qPrintable(literal));
        QVERIFY(!text::hasUnsafeCharacters(literal));

        QTextDocument document;
        render(literal, &document);
        const QString expected = text::displayLine(data).simplified();
        QCOMPARE(document.toPlainText(), expected);
        const QStringList markup = renderedMarkup(document);
        QVERIFY2(
            markup.isEmpty(),
            qPrintable(markup.join(QStringLiteral(", ")) + QStringLiteral(" from ") + literal));

        // Also where the template puts it at the start of a line, and inside a sentence.
        for (const QString &context : { QStringLiteral("%1"), QStringLiteral("Hello %1, thanks."),
                                        QStringLiteral("## Vote: %1 (#3)") }) {
            QTextDocument inContext;
            render(context.arg(literal), &inContext);
            QCOMPARE(inContext.toPlainText(),
                     QString(context).remove(QStringLiteral("## ")).arg(expected));
        }
    }

    // The literal survives a table cell: the roster in a vote comment.
    void staysInItsTableCell()
    {
        const QString data = QStringLiteral("A | B \\| C <b>x</b> @d");
        const QString table = QStringLiteral("| Organization | Representative |\n|---|---|\n| %1 | "
                                             "@qf-priya |\n")
                                  .arg(text::markdownLiteral(data));
        QTextDocument document;
        render(table, &document);
        QTextTable *found = nullptr;
        for (QTextFrame *frame : document.rootFrame()->childFrames()) {
            found = found ? found : qobject_cast<QTextTable *>(frame);
        }
        QVERIFY(found);
        QCOMPARE(found->columns(), 2);
        QCOMPARE(found->rows(), 2);
        const QTextTableCell cell = found->cellAt(1, 0);
        QTextCursor cursor = cell.firstCursorPosition();
        cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
        QCOMPARE(cursor.selectedText(), data);
    }

    void unchangedWhenHarmless()
    {
        QCOMPARE(text::markdownLiteral(QStringLiteral("Tessellate Photonic Engine (TPE)")),
                 QStringLiteral("Tessellate Photonic Engine (TPE)"));
        QCOMPARE(text::markdownLiteral(QStringLiteral("  Fast   NPU ")),
                 QStringLiteral("Fast NPU"));
        QCOMPARE(text::markdownLiteral(QStringLiteral("@bob")), QStringLiteral("`@bob`"));
        QCOMPARE(text::markdownLiteral(QStringLiteral("<!-- acp-workbench:vote -->")),
                 QStringLiteral("&lt;!-- acp-workbench:vote --&gt;"));
    }

    void logins()
    {
        QCOMPARE(text::markdownLogin(QStringLiteral("tessellary-asb")),
                 QStringLiteral("tessellary-asb"));
        QCOMPARE(text::markdownLogin(QStringLiteral("dependabot[bot]")),
                 QStringLiteral("dependabot\\[bot\\]"));
        QCOMPARE(text::markdownLogin(QString()), QString());
        QVERIFY(text::isGitHubLogin(QStringLiteral("a")));
        QVERIFY(text::isGitHubLogin(QStringLiteral("jdoe_acme")));
        for (const QString &bad :
             { QStringLiteral("evil @victim"), QStringLiteral("x<img src=y>"),
               QStringLiteral("-dash"), QStringLiteral("a\u202Eb"), QString(40, QLatin1Char('a')),
               QStringLiteral("[x](http://evil)") }) {
            QVERIFY2(!text::isGitHubLogin(bad), qPrintable(bad));
            // "@" + the value, as "Hello @{{author}}" writes it: no mention at all.
            QTextDocument document;
            render(QStringLiteral("Hello @") + text::markdownLogin(bad), &document);
            QCOMPARE(document.toPlainText(),
                     QStringLiteral("Hello @(") + text::displayLine(bad) + QLatin1Char(')'));
            QStringList markup = renderedMarkup(document);
            // The template's own '@' is followed by "(": GitHub mentions no one.
            markup.removeAll(QStringLiteral("mention or reference outside code"));
            QVERIFY2(markup.isEmpty(), qPrintable(markup.join(QStringLiteral(", "))));
        }
    }

    // Reading a literal back (the roster table of a vote comment) gives the text again.
    void readsBack_data() { rendersAsItself_data(); }

    void readsBack()
    {
        QFETCH(QString, data);
        const QString expected = text::displayLine(data).simplified();
        QCOMPARE(text::plainFromMarkdownInline(text::markdownLiteral(data)), expected);
    }
};

QTEST_MAIN(tst_MarkdownLiteral)
#include "tst_markdownliteral.moc"
