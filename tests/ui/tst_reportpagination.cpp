// Page breaks of the report: small documents laid out on short pages, with a heading, a table
// or a checklist requirement placed across or near a page's end, then paginated. Each case
// checks its starting position first, so that a change in layout cannot make it pass vacuously.

#include "TestSupport.h"
#include "ui/report/ReportPagination.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QtTest>

#include <cmath>

using namespace acp;
using acp::test::s;

namespace {

constexpr qreal PageWidth = 400;
constexpr qreal PageHeight = 300;
constexpr qreal MinimumSpace = 60;
constexpr qreal LineHeight = 20;

int pageOf(qreal y)
{
    return int(std::floor(y / PageHeight));
}

bool breaksBefore(const QTextFormat &format)
{
    return format.intProperty(QTextFormat::PageBreakPolicy) & QTextFormat::PageBreak_AlwaysBefore;
}

// A document laid out like the report's: pages of PageHeight, no margins around the body. Its
// first block is a spacer whose height pushes what follows down the page.
std::unique_ptr<QTextDocument> newDocument()
{
    auto document = std::make_unique<QTextDocument>();
    document->setDocumentMargin(0);
    document->setPageSize(QSizeF(PageWidth, PageHeight));
    QTextFrameFormat root = document->rootFrame()->frameFormat();
    root.setMargin(0);
    root.setPadding(0);
    document->rootFrame()->setFrameFormat(root);
    QTextCursor(document.get()).insertText(s("Spacer"));
    return document;
}

qreal topOf(QTextDocument *document, const QTextBlock &block)
{
    return document->documentLayout()->blockBoundingRect(block).top();
}

qreal topOf(QTextDocument *document, QTextFrame *frame)
{
    return document->documentLayout()->frameBoundingRect(frame).top();
}

// Sets the spacer's height so that `top()` (what follows it) comes out at `y`. (A bottom margin
// would not do: the layout leaves it out before a table.)
template<typename Top> void moveTo(QTextDocument *document, qreal y, Top top)
{
    QTextCursor spacer(document);
    for (int attempt = 0; attempt < 5 && std::abs(top() - y) > 0.5; ++attempt) {
        const QTextBlock block = document->begin();
        const qreal height = document->documentLayout()->blockBoundingRect(block).height();
        QTextBlockFormat format = block.blockFormat();
        format.setLineHeight(std::max<qreal>(1, height + y - top()), QTextBlockFormat::FixedHeight);
        spacer.setBlockFormat(format);
    }
}

QTextBlock appendBlock(QTextDocument *document, const QString &text, bool keepWithNext)
{
    QTextCursor cursor(document);
    cursor.movePosition(QTextCursor::End);
    QTextBlockFormat format;
    format.setLineHeight(LineHeight, QTextBlockFormat::FixedHeight);
    if (keepWithNext) {
        format.setProperty(ReportPagination::KeepWithNextProperty, true);
    }
    cursor.insertBlock(format);
    cursor.insertText(text);
    return cursor.block();
}

QTextTable *appendTable(QTextDocument *document, int rows, bool checklistRow)
{
    QTextCursor cursor(document);
    cursor.movePosition(QTextCursor::End);
    QTextTableFormat format;
    format.setBorder(0);
    format.setTopMargin(0);
    format.setBottomMargin(0);
    if (checklistRow) {
        format.setProperty(ReportPagination::ChecklistRowProperty, true);
    }
    QTextTable *table = cursor.insertTable(rows, 2, format);
    for (int row = 0; row < rows; ++row) {
        table->cellAt(row, 0).firstCursorPosition().insertText(s("Row %1").arg(row));
    }
    return table;
}

QList<QTextTable *> tablesOf(QTextDocument *document)
{
    QList<QTextTable *> tables;
    for (QTextFrame *frame : document->rootFrame()->childFrames()) {
        if (auto *table = qobject_cast<QTextTable *>(frame)) {
            tables.append(table);
        }
    }
    return tables;
}

} // namespace

class tst_ReportPagination : public QObject
{
    Q_OBJECT

private slots:
    void headingAtThePageEndMovesToTheNextPage()
    {
        auto document = newDocument();
        const QTextBlock heading = appendBlock(document.get(), s("Heading"), true);
        appendBlock(document.get(), s("The paragraph it introduces."), false);
        moveTo(document.get(), PageHeight - 30, [&] { return topOf(document.get(), heading); });
        QCOMPARE(pageOf(topOf(document.get(), heading)), 0);

        ReportPagination::paginate(document.get(), PageHeight, MinimumSpace);

        QVERIFY(breaksBefore(heading.blockFormat()));
        QCOMPARE(pageOf(topOf(document.get(), heading)), 1);
    }

    void headingWithRoomBelowItStays()
    {
        auto document = newDocument();
        const QTextBlock heading = appendBlock(document.get(), s("Heading"), true);
        appendBlock(document.get(), s("The paragraph it introduces."), false);
        moveTo(document.get(), PageHeight - 3 * MinimumSpace,
               [&] { return topOf(document.get(), heading); });

        ReportPagination::paginate(document.get(), PageHeight, MinimumSpace);

        QVERIFY(!breaksBefore(heading.blockFormat()));
        QCOMPARE(pageOf(topOf(document.get(), heading)), 0);
    }

    // A section heading and the rule under it are one run: the page breaks before the heading,
    // not between the two.
    void aRunOfKeepWithNextBlocksMovesTogether()
    {
        auto document = newDocument();
        const QTextBlock heading = appendBlock(document.get(), s("Section"), true);
        const QTextBlock rule = appendBlock(document.get(), s("Rule"), true);
        appendBlock(document.get(), s("The paragraph it introduces."), false);
        // The heading has room below it; the rule has not.
        moveTo(document.get(), PageHeight - MinimumSpace - 1.5 * LineHeight,
               [&] { return topOf(document.get(), heading); });
        QCOMPARE(topOf(document.get(), rule), topOf(document.get(), heading) + LineHeight);
        QCOMPARE(pageOf(topOf(document.get(), rule)), 0);

        ReportPagination::paginate(document.get(), PageHeight, MinimumSpace);

        QVERIFY(breaksBefore(heading.blockFormat()));
        QVERIFY(!breaksBefore(rule.blockFormat()));
        QCOMPARE(pageOf(topOf(document.get(), heading)), 1);
        QCOMPARE(pageOf(topOf(document.get(), rule)), 1);
    }

    void shortTableCutInTwoMovesToTheNextPage()
    {
        auto document = newDocument();
        QTextTable *table = appendTable(document.get(), 4, false);
        appendBlock(document.get(), s("After the table."), false);
        moveTo(document.get(), PageHeight - 40, [&] { return topOf(document.get(), table); });
        const QRectF before = document->documentLayout()->frameBoundingRect(table);
        QVERIFY(before.height() < PageHeight * 0.45);
        QVERIFY2(pageOf(before.top()) == 0 && pageOf(before.bottom() - 1) == 1,
                 qPrintable(s("table from %1 to %2").arg(before.top()).arg(before.bottom())));

        ReportPagination::paginate(document.get(), PageHeight, MinimumSpace);

        QVERIFY(breaksBefore(table->format()));
        const QRectF after = document->documentLayout()->frameBoundingRect(table);
        QCOMPARE(pageOf(after.top()), 1);
        QCOMPARE(pageOf(after.bottom() - 1), 1);
        QCOMPARE(tablesOf(document.get()).size(), 1);
    }

    // Tables longer than almost half a page break where the page ends, as text does.
    void longTableBreaksWithThePage()
    {
        auto document = newDocument();
        QTextTable *table = appendTable(document.get(), 12, false);
        moveTo(document.get(), PageHeight - 40, [&] { return topOf(document.get(), table); });
        const QRectF before = document->documentLayout()->frameBoundingRect(table);
        QVERIFY(before.height() > PageHeight * 0.45);
        QVERIFY2(pageOf(before.top()) == 0 && pageOf(before.bottom() - 1) == 1,
                 qPrintable(s("table from %1 to %2").arg(before.top()).arg(before.bottom())));

        ReportPagination::paginate(document.get(), PageHeight, MinimumSpace);

        QVERIFY(!breaksBefore(table->format()));
        QCOMPARE(pageOf(topOf(document.get(), table)), 0);
    }

    // A checklist requirement that would be cut in two starts the next page under a repeated
    // header of the checklist.
    void checklistRequirementMovesUnderARepeatedHeader()
    {
        auto document = newDocument();
        QTextTable *row = appendTable(document.get(), 3, true);
        moveTo(document.get(), PageHeight - 30, [&] { return topOf(document.get(), row); });
        const QRectF before = document->documentLayout()->frameBoundingRect(row);
        QVERIFY2(pageOf(before.top()) == 0 && pageOf(before.bottom() - 1) == 1,
                 qPrintable(s("row from %1 to %2").arg(before.top()).arg(before.bottom())));
        QCOMPARE(tablesOf(document.get()).size(), 1);

        ReportPagination::paginate(document.get(), PageHeight, MinimumSpace);

        const QList<QTextTable *> tables = tablesOf(document.get());
        QCOMPARE(tables.size(), 2);
        QTextTable *header = tables.first();
        QCOMPARE(tables.last(), row);
        QVERIFY(header->format().boolProperty(ReportPagination::ChecklistHeaderProperty));
        QVERIFY(breaksBefore(header->format()));
        QVERIFY(!breaksBefore(row->format()));
        QCOMPARE(header->columns(), 3);
        QCOMPARE(header->cellAt(0, 0).firstCursorPosition().block().text(), s("Requirement"));
        QCOMPARE(pageOf(topOf(document.get(), header)), 1);
        QCOMPARE(pageOf(topOf(document.get(), row)), 1);
        QVERIFY(topOf(document.get(), row) > topOf(document.get(), header));
    }
};

QTEST_MAIN(tst_ReportPagination)
#include "tst_reportpagination.moc"
