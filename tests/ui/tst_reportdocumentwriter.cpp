// The report's building blocks in a QTextDocument: headings marked for pagination, rendered
// Markdown with only followable links, links and evidence lines, dates and addresses.

#include "TestSupport.h"
#include "ui/report/ReportDocumentWriter.h"
#include "ui/report/ReportPagination.h"

#include <QDateTime>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextTable>
#include <QUrl>
#include <QtTest>

using namespace acp;
using acp::test::s;

namespace {

// Every fragment of `document` as (text, anchor) pairs; the anchor is empty for plain text.
QList<QPair<QString, QString>> fragments(const QTextDocument &document)
{
    QList<QPair<QString, QString>> result;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            result.append(
                { it.fragment().text(), format.isAnchor() ? format.anchorHref() : s("") });
        }
    }
    return result;
}

QString anchorOf(const QTextDocument &document, const QString &text)
{
    for (const auto &[fragment, anchor] : fragments(document)) {
        if (fragment.contains(text)) {
            return anchor;
        }
    }
    return s("(not found)");
}

} // namespace

class tst_ReportDocumentWriter : public QObject
{
    Q_OBJECT

private slots:
    void firstBlockIsReused()
    {
        QTextDocument document;
        ReportDocumentWriter out(&document, 500);
        out.title(s("Title"));
        out.paragraph(s("Body"));
        QCOMPARE(document.blockCount(), 2);
        QCOMPARE(document.begin().text(), s("Title"));
        QCOMPARE(document.begin().blockFormat().headingLevel(), 1);
        QCOMPARE(document.lastBlock().text(), s("Body"));
    }

    // A section heading and the rule under it are kept with what follows them.
    void sectionHeadingIsKeptWithTheNextBlock()
    {
        QTextDocument document;
        ReportDocumentWriter out(&document, 500);
        out.paragraph(s("Before"));
        out.section(s("Checklist"));
        out.paragraph(s("After"));
        const QTextBlock heading = document.begin().next();
        QCOMPARE(heading.text(), s("Checklist"));
        QCOMPARE(heading.blockFormat().headingLevel(), 2);
        QVERIFY(heading.blockFormat().boolProperty(ReportPagination::KeepWithNextProperty));
        const QTextBlock rule = heading.next();
        QVERIFY(rule.blockFormat().hasProperty(QTextFormat::BlockTrailingHorizontalRulerWidth));
        QVERIFY(rule.blockFormat().boolProperty(ReportPagination::KeepWithNextProperty));
        QVERIFY(!rule.next().blockFormat().boolProperty(ReportPagination::KeepWithNextProperty));
        QCOMPARE(rule.next().text(), s("After"));
    }

    void markdownKeepsOnlyLinksAReaderMayFollow()
    {
        QTextDocument document;
        ReportDocumentWriter out(&document, 500);
        out.markdown(s("[web](https://example.org/a) [script](javascript:alert(1)) "
                       "[mail](mailto:someone@example.org?subject=x&attach=y) <b>raw</b>\n\n"
                       "```yaml\narch: [x86_64]\n```\n"));
        QCOMPARE(anchorOf(document, s("web")), s("https://example.org/a"));
        QCOMPARE(anchorOf(document, s("script")), s(""));
        QCOMPARE(anchorOf(document, s("mail")), s("mailto:someone@example.org"));
        // Raw HTML stays text.
        QVERIFY(document.toPlainText().contains(s("<b>raw</b>")));
        // Code in a monospaced family of the report.
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            if (block.text() == s("arch: [x86_64]")) {
                const QTextCharFormat format = block.begin().fragment().charFormat();
                QCOMPARE(format.fontFamilies().toStringList(), ReportStyle::monoFamilies());
                return;
            }
        }
        QFAIL("no code block");
    }

    void linksOnlyForOpenableAddresses()
    {
        QTextDocument document;
        ReportDocumentWriter out(&document, 500);
        out.block();
        out.link(s("followed"), QUrl(s("https://example.org/b")));
        out.text(s(" "));
        out.link(s("not followed"), QUrl(s("file:///etc/passwd")));
        QCOMPARE(anchorOf(document, s("followed")), s("https://example.org/b"));
        QCOMPARE(anchorOf(document, s("not followed")), s(""));
    }

    void ruledTableHasAHeaderRow()
    {
        QTextDocument document;
        ReportDocumentWriter out(&document, 500);
        QTextTable *table = out.table(3, 2,
                                      { QTextLength(QTextLength::PercentageLength, 50),
                                        QTextLength(QTextLength::PercentageLength, 50) },
                                      true, 1);
        ReportDocumentWriter::headerCell(table, 0, s("Name"));
        out.afterTable();
        out.paragraph(s("After"));
        QCOMPARE(table->format().headerRowCount(), 1);
        // Collapsed borders would look the same and paint long tables three times slower.
        QVERIFY(!table->format().borderCollapse());
        const QTextTableCellFormat header = table->cellAt(0, 0).format().toTableCellFormat();
        QCOMPARE(header.background().color(), ReportStyle::HeaderFill);
        QVERIFY(header.topBorder() > 0);
        QVERIFY(table->cellAt(2, 1).format().toTableCellFormat().bottomBorder() > 0);
        QCOMPARE(table->cellAt(0, 0).firstCursorPosition().block().text(), s("Name"));
        QCOMPARE(document.lastBlock().text(), s("After"));
    }

    void evidenceLinesNameTheirOrigin()
    {
        QTextDocument document;
        ReportDocumentWriter out(&document, 500);
        out.paragraph(s("Evidence"));
        ReportLink fromForm;
        fromForm.link.url = QUrl(s("https://ci.example.org/run/1"));
        fromForm.link.text = s("CI run");
        fromForm.link.sectionHeading = s("Testing");
        ReportLink fromComment;
        fromComment.link.url = QUrl(s("https://example.org/plain"));
        fromComment.link.origin = EvidenceLink::Origin::Comment;
        fromComment.link.author = s("submitter");
        fromComment.link.createdAt = QDateTime(QDate(2026, 5, 26), QTime(16, 0), Qt::UTC);
        ReportNote file;
        file.note.kind = EvidenceKind::File;
        file.note.originalName = s("results.csv");
        file.note.size = 2048;
        file.fileProblem = s("Left out.");
        ReportDocumentWriter::insertEvidence(out.cursor(), &document, { fromForm, fromComment },
                                             { file }, 200);
        QStringList lines;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            lines.append(block.text());
        }
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.at(1), s("↗ CI run  https://ci.example.org/run/1 · form: Testing"));
        QCOMPARE(lines.at(2), s("↗ https://example.org/plain · comment by submitter, 2026-05-26"));
        QVERIFY2(lines.at(3).startsWith(s("✎ File: results.csv (")), qPrintable(lines.at(3)));
        QVERIFY(lines.at(3).endsWith(QChar(QChar::LineSeparator) + s("Left out.")));
        QCOMPARE(anchorOf(document, s("CI run")), s("https://ci.example.org/run/1"));
    }

    void timesAndAddresses()
    {
        const QDateTime when(QDate(2026, 5, 26), QTime(18, 30), Qt::OffsetFromUTC, 7200);
        QCOMPARE(ReportDocumentWriter::utcTime(when), s("2026-05-26 16:30 UTC"));
        QCOMPARE(ReportDocumentWriter::utcDate(when), s("2026-05-26"));
        QCOMPARE(ReportDocumentWriter::utcTime(QDateTime()), s("unknown"));
        QCOMPARE(ReportDocumentWriter::displayUrl(QUrl(s("https://user:secret@example.org/x"))),
                 s("https://example.org/x"));
        const QString longPath = s("https://example.org/") + QString(100, QLatin1Char('a'));
        const QString shown = ReportDocumentWriter::displayUrl(QUrl(longPath));
        QCOMPARE(shown.size(), 90);
        QVERIFY(shown.endsWith(QChar(0x2026)));
    }
};

QTEST_MAIN(tst_ReportDocumentWriter)
#include "tst_reportdocumentwriter.moc"
