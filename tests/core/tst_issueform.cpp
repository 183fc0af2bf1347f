#include "core/issueform/IssueForm.h"

#include <QtTest>

using namespace acp;

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

QStringList headingsOf(const IssueForm &form)
{
    QStringList headings;
    for (const FormSection &section : form.sections)
        headings.append(section.heading);
    return headings;
}

QStringList answersOf(const IssueForm &form)
{
    QStringList answers;
    for (const FormSection &section : form.sections)
        answers.append(section.answer);
    return answers;
}

// The shape GitHub writes for an issue form: "### label", blank line, answer, blank line.
const char *const githubForm = "### Platform name\n"
                               "\n"
                               "Lumen Systolic LPU\n"
                               "\n"
                               "### Company / organization\n"
                               "\n"
                               "Lumen Compute GmbH\n"
                               "\n"
                               "### Release plan\n"
                               "\n"
                               "_No response_\n"
                               "\n"
                               "### CI provider\n"
                               "\n"
                               "None\n"
                               "\n"
                               "### Configuration\n"
                               "\n"
                               "```yaml\n"
                               "backend: privateuse1\n"
                               "```\n"
                               "\n"
                               "### Acknowledgements\n"
                               "\n"
                               "- [X] We commit to 12 months of support\n"
                               "- [ ] We report results to the HUD";

} // namespace

class TestIssueForm : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void parse_lineNumbers();
    void checkboxes_data();
    void checkboxes();
    void headingKey_data();
    void headingKey();
    void answerFor_data();
    void answerFor();
    void largeBody();
    void manyHtmlCommentOpeners();
    void platformNameOf_data();
    void platformNameOf();
};

void TestIssueForm::parse_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("preamble");
    QTest::addColumn<QStringList>("headings");
    QTest::addColumn<QStringList>("answers");

    const QStringList formHeadings = { u8("Platform name"), u8("Company / organization"),
                                       u8("Release plan"),  u8("CI provider"),
                                       u8("Configuration"), u8("Acknowledgements") };
    const QStringList formAnswers = { u8("Lumen Systolic LPU"),
                                      u8("Lumen Compute GmbH"),
                                      QString(),
                                      QString(),
                                      u8("```yaml\nbackend: privateuse1\n```"),
                                      u8("- [X] We commit to 12 months of support\n"
                                         "- [ ] We report results to the HUD") };

    QTest::newRow("github form") << u8(githubForm) << QString() << formHeadings << formAnswers;

    QString crlf = u8(githubForm);
    crlf.replace(u'\n', u8("\r\n"));
    QTest::newRow("CRLF") << crlf << QString() << formHeadings << formAnswers;

    QString cr = u8(githubForm);
    cr.replace(u'\n', u'\r');
    QTest::newRow("CR only") << cr << QString() << formHeadings << formAnswers;

    QTest::newRow("empty body") << QString() << QString() << QStringList() << QStringList();
    QTest::newRow("only whitespace")
        << u8("  \n\t\r\n   \n") << QString() << QStringList() << QStringList();
    QTest::newRow("no headings at all")
        << u8("We would like to apply.\nSee our site.")
        << u8("We would like to apply.\nSee our site.") << QStringList() << QStringList();

    QTest::newRow("text before the first heading")
        << u8("Hello WG!\n\nPlease review.\n\n### Platform name\n\nCorvid RV\n")
        << u8("Hello WG!\n\nPlease review.") << QStringList { u8("Platform name") }
        << QStringList { u8("Corvid RV") };

    QTest::newRow("reordered and renamed, one missing")
        << u8("### Contact\n\nops@corvid.example\n\n### 🚀 Platform Name:\n\nCorvid RV\n")
        << QString() << QStringList { u8("Contact"), u8("🚀 Platform Name:") }
        << QStringList { u8("ops@corvid.example"), u8("Corvid RV") };

    QTest::newRow("duplicated headings kept in order")
        << u8("### Notes\n\nfirst\n\n### Notes\n\nsecond\n\n### Notes\n\n_No response_")
        << QString() << QStringList { u8("Notes"), u8("Notes"), u8("Notes") }
        << QStringList { u8("first"), u8("second"), QString() };

    QTest::newRow("empty heading section at end")
        << u8("### A\n\nx\n\n### B\n") << QString() << QStringList { u8("A"), u8("B") }
        << QStringList { u8("x"), QString() };

    QTest::newRow("HTML comments stripped")
        << u8("<!-- Please fill in every field -->\n"
              "### Platform name <!-- id: name -->\n\n"
              "Tessellate <!-- inline --> Photonic Engine\n\n"
              "### Contact\n\n"
              "<!--\n"
              "### Not a heading\n"
              "multi-line comment\n"
              "-->\n"
              "team@tessellate.example\n"
              "before<!-- a -->middle<!-- b\n"
              "still comment --> after\n")
        << QString() << QStringList { u8("Platform name"), u8("Contact") }
        << QStringList { u8("Tessellate  Photonic Engine"),
                         u8("team@tessellate.example\nbeforemiddle\n after") };

    QTest::newRow("comment-only answer is empty")
        << u8("### Security policy\n\n<!-- TODO -->\n\n### Next\n\nx") << QString()
        << QStringList { u8("Security policy"), u8("Next") } << QStringList { QString(), u8("x") };

    QTest::newRow("unclosed comment opener is text")
        << u8("### A\n\nuse <!-- to start a comment\n\n### B\n\nb") << QString()
        << QStringList { u8("A"), u8("B") }
        << QStringList { u8("use <!-- to start a comment"), u8("b") };

    QTest::newRow("comments inside code fences are kept")
        << u8("### Config\n\n```html\n<!-- keep -->\n```\n") << QString()
        << QStringList { u8("Config") } << QStringList { u8("```html\n<!-- keep -->\n```") };

    QTest::newRow("### inside backtick fence")
        << u8("### Build\n\n```sh\n### not a heading\nmake\n```\n\n### Next\n\nok") << QString()
        << QStringList { u8("Build"), u8("Next") }
        << QStringList { u8("```sh\n### not a heading\nmake\n```"), u8("ok") };

    QTest::newRow("longer tilde fence with shorter inner fence")
        << u8("### Recipe\n\n~~~~\n```\n### inner\n```\n~~~\n### still code\n~~~~~\n### After\n\nz")
        << QString() << QStringList { u8("Recipe"), u8("After") }
        << QStringList { u8("~~~~\n```\n### inner\n```\n~~~\n### still code\n~~~~~"), u8("z") };

    QTest::newRow("fence closed only by the same character")
        << u8("### A\n\n```\n~~~\n### code\n```\n### B\n\nb") << QString()
        << QStringList { u8("A"), u8("B") }
        << QStringList { u8("```\n~~~\n### code\n```"), u8("b") };

    QTest::newRow("unclosed fence runs to the end")
        << u8("### A\n\n```\n### B\n\nb") << QString() << QStringList { u8("A") }
        << QStringList { u8("```\n### B\n\nb") };

    QTest::newRow("inline triple backticks are not a fence")
        << u8("### A\n\n```x``` inline\n\n### B\n\nb") << QString()
        << QStringList { u8("A"), u8("B") } << QStringList { u8("```x``` inline"), u8("b") };

    QTest::newRow("not headings: ####, ##, no space, empty")
        << u8("### A\n\n#### Sub\n## Two\n###NoSpace\n### \n###\n") << QString()
        << QStringList { u8("A") } << QStringList { u8("#### Sub\n## Two\n###NoSpace\n### \n###") };

    QTest::newRow("trailing spaces and closing hashes")
        << u8("### Release plan ##   \n\nquarterly\n\n### C#\n\nyes\n\n###   Spaced out   \n\nz")
        << QString() << QStringList { u8("Release plan"), u8("C#"), u8("Spaced out") }
        << QStringList { u8("quarterly"), u8("yes"), u8("z") };

    QTest::newRow("indentation up to three spaces")
        << u8("   ### Three\n\na\n\n    ### Four is code\n") << QString()
        << QStringList { u8("Three") } << QStringList { u8("a\n\n    ### Four is code") };

    QTest::newRow("tab after hashes") << u8("###\tTabbed\n\nt") << QString()
                                      << QStringList { u8("Tabbed") } << QStringList { u8("t") };

    QTest::newRow("CJK and emoji headings")
        << u8("### 平台名称 🖥️\n\n天河 NPU\n\n### "
              "プラットフォーム名\n\n霧島アクセラレータ\n\n### ✅ "
              "Checks\n\n- [x] 👍")
        << QString()
        << QStringList { u8("平台名称 🖥️"), u8("プラットフォーム名"), u8("✅ Checks") }
        << QStringList { u8("天河 NPU"), u8("霧島アクセラレータ"), u8("- [x] 👍") };

    QTest::newRow("None and _No response_ only when whole answer")
        << u8("### A\n\nNone of the above\n\n### B\n\n  _No response_  \n\n### C\n\nnone")
        << QString() << QStringList { u8("A"), u8("B"), u8("C") }
        << QStringList { u8("None of the above"), QString(), u8("none") };

    QTest::newRow("markdown table answer")
        << u8("### CI\n\n| arch | CI |\n|---|---|\n| v1 | yes |\n") << QString()
        << QStringList { u8("CI") } << QStringList { u8("| arch | CI |\n|---|---|\n| v1 | yes |") };
}

void TestIssueForm::parse()
{
    QFETCH(QString, body);
    QFETCH(QString, preamble);
    QFETCH(QStringList, headings);
    QFETCH(QStringList, answers);

    const IssueForm form = IssueForm::parse(body);
    QCOMPARE(form.preamble, preamble);
    QCOMPARE(headingsOf(form), headings);
    QCOMPARE(answersOf(form), answers);
    for (const FormSection &section : form.sections) {
        QVERIFY(!section.answer.contains(u'\r'));
        QCOMPARE(section.answer, section.answer.trimmed());
    }
}

void TestIssueForm::parse_lineNumbers()
{
    QString body = u8(githubForm);
    body.replace(u'\n', u8("\r\n"));
    const IssueForm form = IssueForm::parse(body);
    QList<int> lines;
    for (const FormSection &section : form.sections)
        lines.append(section.line);
    QCOMPARE(lines, (QList<int> { 1, 5, 9, 13, 17, 23 }));

    const IssueForm withPreamble = IssueForm::parse(u8("intro\n<!--\nx\n-->\n\n### A\n\na"));
    QCOMPARE(withPreamble.sections.size(), 1);
    QCOMPARE(withPreamble.sections.first().line, 6);
    QCOMPARE(withPreamble.preamble, u8("intro"));
}

void TestIssueForm::checkboxes_data()
{
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<QList<bool>>("checked");

    QTest::newRow("GitHub uppercase X")
        << u8("- [X] We agree\n- [X] We commit") << QStringList { u8("We agree"), u8("We commit") }
        << QList<bool> { true, true };
    QTest::newRow("lowercase x from a human edit")
        << u8("- [x] edited by hand") << QStringList { u8("edited by hand") }
        << QList<bool> { true };
    QTest::newRow("unchecked") << u8("- [ ] not yet\n- [ ] later")
                               << QStringList { u8("not yet"), u8("later") }
                               << QList<bool> { false, false };
    QTest::newRow("star and plus bullets, indentation")
        << u8("* [x] star\n  + [ ] plus\n- [X]\ttab")
        << QStringList { u8("star"), u8("plus"), u8("tab") } << QList<bool> { true, false, true };
    QTest::newRow("mixed with prose")
        << u8("We confirm:\n\n- [X] one\nsome text\n- [ ] two\n\nThanks")
        << QStringList { u8("one"), u8("two") } << QList<bool> { true, false };
    QTest::newRow("not checkboxes") << u8("- [y] no\n-[x] no\n- [x]no\n- [] no\n[x] no\n- x no")
                                    << QStringList() << QList<bool>();
    QTest::newRow("inside code fences ignored")
        << u8("```\n- [x] code\n```\n- [X] real") << QStringList { u8("real") }
        << QList<bool> { true };
    QTest::newRow("emoji and CJK text")
        << u8("- [X] 同意する 🙂") << QStringList { u8("同意する 🙂") }
        << QList<bool> { true };
}

void TestIssueForm::checkboxes()
{
    QFETCH(QString, answer);
    QFETCH(QStringList, texts);
    QFETCH(QList<bool>, checked);

    const IssueForm form =
        IssueForm::parse(u8("### Acknowledgements\n\n") + answer + u8("\n\n### End\n\ne"));
    QCOMPARE(form.sections.size(), 2);
    const FormSection &section = form.sections.first();
    QCOMPARE(section.answer, answer.trimmed()); // the answer keeps the raw text
    QStringList gotTexts;
    QList<bool> gotChecked;
    for (const FormCheckbox &box : section.checkboxes) {
        gotTexts.append(box.text);
        gotChecked.append(box.checked);
    }
    QCOMPARE(gotTexts, texts);
    QCOMPARE(gotChecked, checked);
    QVERIFY(form.sections.last().checkboxes.isEmpty());
}

void TestIssueForm::headingKey_data()
{
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("key");

    QTest::newRow("plain") << u8("Platform name") << u8("platform name");
    QTest::newRow("case and spaces") << u8("  PLATFORM   Name ") << u8("platform name");
    QTest::newRow("emoji and punctuation") << u8("🚀 Platform-name:") << u8("platform name");
    QTest::newRow("slash") << u8("Company / organization") << u8("company organization");
    QTest::newRow("parentheses") << u8("CI integration with PyTorch HUD (CRCR)")
                                 << u8("ci integration with pytorch hud crcr");
    QTest::newRow("CJK") << u8("【平台名称】") << u8("平台名称");
    QTest::newRow("accented capitals fold") << u8("ÉQUIPE Ärger") << u8("équipe ärger");
    QTest::newRow("combining mark stays with its letter")
        << u8("Cafe\u0301 हिन्दी") << u8("cafe\u0301 हिन्दी");
    QTest::newRow("emoji variation selector and keycap")
        << u8("🖥\uFE0F Platform 1\uFE0F\u20E3") << u8("platform 1");
    QTest::newRow("only emoji") << u8("✅🚀") << QString();
    QTest::newRow("letters beyond the basic plane") << u8("𠀀𠀁: Name 𐐀") << u8("𠀀𠀁 name 𐐨");
}

void TestIssueForm::headingKey()
{
    QFETCH(QString, heading);
    QFETCH(QString, key);
    QCOMPARE(IssueForm::headingKey(heading), key);
}

void TestIssueForm::answerFor_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QStringList>("aliases");
    QTest::addColumn<QString>("answer");

    QTest::newRow("exact") << u8(githubForm) << QStringList { u8("Platform name") }
                           << u8("Lumen Systolic LPU");
    QTest::newRow("case and punctuation")
        << u8(githubForm) << QStringList { u8("company organization") } << u8("Lumen Compute GmbH");
    QTest::newRow("emoji in heading") << u8("### 🖥️ Platform name\n\nNordhaven NPU")
                                      << QStringList { u8("Platform Name") } << u8("Nordhaven NPU");
    QTest::newRow("second alias") << u8("### Accelerator name\n\nCorvid")
                                  << QStringList { u8("Platform name"), u8("Accelerator name") }
                                  << u8("Corvid");
    QTest::newRow("skips empty answers")
        << u8("### Contact\n\n_No response_\n\n### Contact\n\nsecond@x.example")
        << QStringList { u8("Contact") } << u8("second@x.example");
    QTest::newRow("no partial matches") << u8("### Platform name (marketing)\n\nX")
                                        << QStringList { u8("Platform name") } << QString();
    QTest::newRow("no match") << u8(githubForm) << QStringList { u8("Security policy") }
                              << QString();
    QTest::newRow("empty answer gives empty")
        << u8(githubForm) << QStringList { u8("Release plan") } << QString();
    QTest::newRow("CJK") << u8("### 平台名称\n\n天河 NPU") << QStringList { u8("平台名称") }
                         << u8("天河 NPU");
}

void TestIssueForm::answerFor()
{
    QFETCH(QString, body);
    QFETCH(QStringList, aliases);
    QFETCH(QString, answer);
    QCOMPARE(IssueForm::parse(body).answerFor(aliases), answer);
}

void TestIssueForm::largeBody()
{
    // About 5 MiB: many sections, each with a fenced block holding a fake heading, an HTML
    // comment and checkboxes.
    const QString chunk =
        u8("### Section\n\nSome answer text with ünïcödé and 天河 🚀.\n"
           "<!-- hidden -->\n```\n### not a heading\n```\n- [X] yes\n- [ ] no\n\n");
    const qsizetype target = 5 * 1024 * 1024;
    const qsizetype count = target / chunk.size() + 1;
    QString body;
    body.reserve(count * chunk.size() + 64);
    body.append(u8("preamble\n"));
    for (qsizetype i = 0; i < count; ++i)
        body.append(chunk);
    QVERIFY(body.size() >= target);

    const IssueForm form = IssueForm::parse(body);
    QCOMPARE(form.preamble, u8("preamble"));
    QCOMPARE(form.sections.size(), count);
    const FormSection &last = form.sections.last();
    QCOMPARE(last.heading, u8("Section"));
    QCOMPARE(last.checkboxes.size(), 2);
    QVERIFY(!last.answer.contains(u8("hidden")));
    QVERIFY(last.answer.contains(u8("### not a heading")));

    // One 5 MiB answer, a single line.
    const QString longLine(target, u'a');
    const IssueForm single = IssueForm::parse(u8("### Long\n\n") + longLine);
    QCOMPARE(single.sections.size(), 1);
    QCOMPARE(single.sections.first().answer.size(), target);
}

void TestIssueForm::manyHtmlCommentOpeners()
{
    // Unclosed openers on one long line must not make the parse quadratic or drop text.
    QString line;
    for (int i = 0; i < 200000; ++i)
        line.append(u8("<!-- x "));
    const IssueForm form = IssueForm::parse(u8("### A\n\n") + line + u8("\n### B\n\nb"));
    QCOMPARE(form.sections.size(), 2);
    QCOMPARE(form.sections.first().answer, line.trimmed());
    QCOMPARE(form.sections.last().answer, u8("b"));
}

void TestIssueForm::platformNameOf_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("name");

    QTest::newRow("form field") << u8("[ACP Application]: Lumen") << u8(githubForm)
                                << u8("Lumen Systolic LPU");
    QTest::newRow("renamed field with emoji")
        << u8("Application") << u8("### 🧩 Name of the platform\n\nTessellate Photonic Engine")
        << u8("Tessellate Photonic Engine");
    QTest::newRow("accelerator name alias")
        << u8("x") << u8("### Accelerator name\n\nCorvid RVV-X") << u8("Corvid RVV-X");
    QTest::newRow("platform name preferred over product name")
        << u8("x")
        << u8("### Product name\n\nNordhaven Cloud\n\n### Platform name\n\nNordhaven NPU")
        << u8("Nordhaven NPU");
    // As answerFor() picks: an alias's first section with an answer stands for it, even when
    // nothing of that answer is readable; the next alias is tried then, not a later section.
    QTest::newRow("unreadable first answer moves to the next alias")
        << u8("x")
        << u8("### Platform name\n\n```\n```\n\n### Platform name\n\nSecond\n\n"
              "### Product name\n\nNordhaven Cloud")
        << u8("Nordhaven Cloud");
    QTest::newRow("comment on the heading line")
        << u8("x") << u8("### Platform name <!-- platform -->\n\nLumen <!-- x --> LPU")
        << u8("Lumen  LPU");
    QTest::newRow("first line, bullet and bold stripped")
        << u8("x") << u8("### Platform name\n\n- **Corvid RVV-X**\n\nmore detail")
        << u8("Corvid RVV-X");
    QTest::newRow("fenced answer")
        << u8("x") << u8("### Platform name\n\n```text\nKirishima KX1\n```") << u8("Kirishima KX1");
    QTest::newRow("CJK field")
        << u8("[ACP] 天河")
        << u8("### 平台 Platform name\n\n_No response_\n\n### Platform name\n\n「天河」NPU")
        << u8("「天河」NPU");
    QTest::newRow("no response falls back to title")
        << u8("[ACP Application]: Nordhaven NPU") << u8("### Platform name\n\n_No response_")
        << u8("Nordhaven NPU");
    QTest::newRow("ACP application: prefix")
        << u8("ACP application: Corvid RVV-X") << QString() << u8("Corvid RVV-X");
    QTest::newRow("several bracket prefixes")
        << u8("[ACP] [Application] - Tessellate Photonic Engine") << QString()
        << u8("Tessellate Photonic Engine");
    QTest::newRow("CJK brackets and colon")
        << u8("【ACP申请】天河 NPU") << QString() << u8("天河 NPU");
    QTest::newRow("CJK prefix with wide colon")
        << u8("ACP申请：天河 NPU") << QString() << u8("天河 NPU");
    QTest::newRow("colon that is not a prefix")
        << u8("Newton: a photonic engine") << QString() << u8("Newton: a photonic engine");
    QTest::newRow("plain title") << u8("  Lumen Systolic LPU  ") << u8("no headings here")
                                 << u8("Lumen Systolic LPU");
    QTest::newRow("prefix only keeps title")
        << u8("[ACP Application]") << QString() << u8("[ACP Application]");
    QTest::newRow("empty everything") << QString() << QString() << QString();
    QTest::newRow("long name capped") << u8("x") << u8("### Platform name\n\n") + QString(300, u'n')
                                      << QString(119, u'n') + QChar(0x2026);
}

void TestIssueForm::platformNameOf()
{
    QFETCH(QString, title);
    QFETCH(QString, body);
    QFETCH(QString, name);
    QCOMPARE(acp::platformNameOf(title, body), name);
}

QTEST_GUILESS_MAIN(TestIssueForm)
#include "tst_issueform.moc"
