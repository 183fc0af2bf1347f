// The outline of documents applicants link from their repositories (docs/release-policy.md):
// headings as CommonMark reads them, and the lines of each section.
#include "core/text/MarkdownOutline.h"

#include <QTest>

using namespace acp;

namespace {

QString s(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

QStringList outline(const QString &markdown)
{
    QStringList lines;
    for (const MarkdownHeading &heading : MarkdownOutline::headingsOf(markdown))
        lines << QStringLiteral("%1 %2 %3-%4")
                     .arg(heading.level)
                     .arg(heading.text)
                     .arg(heading.line)
                     .arg(heading.lastLine);
    return lines;
}

} // namespace

class tst_MarkdownOutline : public QObject
{
    Q_OBJECT

private slots:
    void headings_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("atx with sections")
            << s("# Policy\nintro\n## Cadence\nmonthly\n## Support\n"
                 "two years\n# Appendix\nx")
            << QStringList { s("1 Policy 1-6"), s("2 Cadence 3-4"), s("2 Support 5-6"),
                             s("1 Appendix 7-8") };
        QTest::newRow("closing hashes and indentation")
            << s("   ### Versions ###\n## C# support\n#\tTabbed")
            << QStringList { s("3 Versions 1-1"), s("2 C# support 2-2"), s("1 Tabbed 3-3") };
        QTest::newRow("not headings")
            << s("#hashtag\n    # indented code\n####### seven\n") << QStringList();
        QTest::newRow("setext") << s("Release plan\n============\ntext\nCadence\n---\nmonthly")
                                << QStringList { s("1 Release plan 1-6"), s("2 Cadence 4-6") };
        QTest::newRow("hr after a blank line is no heading")
            << s("text\n\n---\nmore") << QStringList();
        QTest::newRow("list item underlined is no heading") << s("- item\n---\n") << QStringList();
        QTest::newRow("fenced code")
            << s("```bash\n# a comment\n```\n~~~~\n## inside\n```\n~~~~\n## After")
            << QStringList { s("2 After 8-8") };
        QTest::newRow("unclosed fence hides the rest") << s("```\n# a\n# b") << QStringList();
        QTest::newRow("CRLF") << s("# One\r\ntext\r\n## Two\r\n")
                              << QStringList { s("1 One 1-3"), s("2 Two 3-3") };
        QTest::newRow("empty") << QString() << QStringList();
    }

    void headings()
    {
        QFETCH(QString, markdown);
        QFETCH(QStringList, expected);
        QCOMPARE(outline(markdown), expected);
    }

    void manyHeadingsAreCapped()
    {
        const QString markdown = s("# h\n").repeated(MarkdownOutline::MaxHeadings + 50);
        QCOMPARE(MarkdownOutline::headingsOf(markdown).size(), MarkdownOutline::MaxHeadings);
        // Long hostile input: linear, whatever it holds.
        QVERIFY(MarkdownOutline::headingsOf(QString(300000, QLatin1Char('#'))).isEmpty());
        QVERIFY(MarkdownOutline::headingsOf(s("```\n").repeated(50000)).isEmpty());
    }

    void bestMatching()
    {
        const QList<MarkdownHeading> headings = MarkdownOutline::headingsOf(
            s("# Release notes\n## Release cadence\n## Release cadence again"));
        // The highest rank wins; the first of equals.
        const std::optional<MarkdownHeading> found =
            MarkdownOutline::bestMatching(headings, [](const QString &heading) {
                return heading.startsWith(s("Release cadence")) ? 2 : 1;
            });
        QVERIFY(found);
        QCOMPARE(found->text, s("Release cadence"));
        QCOMPARE(found->line, 2);
        QVERIFY(!MarkdownOutline::bestMatching(headings, [](const QString &) { return 0; }));
    }
};

QTEST_GUILESS_MAIN(tst_MarkdownOutline)
#include "tst_markdownoutline.moc"
