#include "ui/report/ReportPagination.h"

#include "ui/report/ApplicationReportWriter.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <cmath>

namespace acp {

namespace {

bool breaksBefore(const QTextFormat &format)
{
    return format.intProperty(QTextFormat::PageBreakPolicy) & QTextFormat::PageBreak_AlwaysBefore;
}

void breakBefore(QTextDocument *document, const QTextBlock &block)
{
    QTextBlockFormat format = block.blockFormat();
    format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
    QTextCursor editor(document);
    editor.setPosition(block.position());
    editor.setBlockFormat(format);
}

void breakBefore(QTextDocument *document, QTextFrame *frame)
{
    QTextFrameFormat format = frame->frameFormat();
    format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
    frame->setFrameFormat(format);
    Q_UNUSED(document);
}

// Repeats the checklist's header table before `row`, which starts a new page.
void insertChecklistHeaderBefore(QTextDocument *document, QTextTable *row)
{
    QTextCursor cursor(document);
    cursor.setPosition(row->firstPosition() - 1);
    QTextTableFormat format =
        ApplicationReportWriter::checklistHeaderFormat(row->format().columnWidthConstraints(), 0);
    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    QTextTable *header = cursor.insertTable(1, 3, format);
    ApplicationReportWriter::fillChecklistHeader(header);
}

// Fixes the first place where the layout breaks a page badly: a heading (or a comment's header)
// left alone at the bottom of a page, or a table (a checklist requirement, the roster) cut in
// two although it would fit on one page. Returns whether it changed anything.
bool fixFirstPageBreak(QTextDocument *document, qreal pageHeight, qreal minimumSpace)
{
    QAbstractTextDocumentLayout *layout = document->documentLayout();
    auto pageOf = [pageHeight](qreal y) { return int(std::floor(y / pageHeight)); };
    // The start of the run of keep-with-next items just before the current one.
    QTextBlock keepBlock;
    QTextFrame *keepFrame = nullptr;
    auto moveRunOr = [&](auto moveItself) {
        if (keepBlock.isValid()) {
            breakBefore(document, keepBlock);
        } else if (keepFrame) {
            breakBefore(document, keepFrame);
        } else {
            moveItself();
        }
    };
    for (auto it = document->rootFrame()->begin(); !it.atEnd(); ++it) {
        if (QTextFrame *frame = it.currentFrame()) {
            auto *table = qobject_cast<QTextTable *>(frame);
            if (!table) {
                keepBlock = QTextBlock();
                keepFrame = nullptr;
                continue;
            }
            const QTextTableFormat format = table->format();
            const QRectF rect = layout->frameBoundingRect(table);
            const qreal top = rect.top() + format.topMargin();
            const bool straddles = pageOf(top) != pageOf(rect.bottom() - format.bottomMargin() - 1);
            if (!breaksBefore(format) && straddles && rect.height() < pageHeight * 0.45) {
                moveRunOr([&] {
                    if (format.boolProperty(ReportPagination::ChecklistRowProperty)) {
                        insertChecklistHeaderBefore(document, table);
                    } else {
                        breakBefore(document, table);
                    }
                });
                return true;
            }
            if (format.boolProperty(ReportPagination::KeepWithNextProperty)
                && !breaksBefore(format)) {
                if (!keepBlock.isValid() && !keepFrame) {
                    keepFrame = table;
                }
            } else {
                keepBlock = QTextBlock();
                keepFrame = nullptr;
            }
            continue;
        }
        const QTextBlock block = it.currentBlock();
        const QTextBlockFormat format = block.blockFormat();
        if (!format.boolProperty(ReportPagination::KeepWithNextProperty) || breaksBefore(format)) {
            if (block.length() > 1) { // empty blocks separate frames; they do not end a run
                keepBlock = QTextBlock();
                keepFrame = nullptr;
            }
            continue;
        }
        const QRectF rect = layout->blockBoundingRect(block);
        const qreal top = rect.top() + format.topMargin();
        const int page = pageOf(top);
        if (top > page * pageHeight + 1 && (page + 1) * pageHeight - rect.bottom() < minimumSpace) {
            moveRunOr([&] { breakBefore(document, block); });
            return true;
        }
        if (!keepBlock.isValid() && !keepFrame) {
            keepBlock = block;
        }
    }
    return false;
}

} // namespace

void ReportPagination::paginate(QTextDocument *document, qreal pageHeight, qreal minimumSpace)
{
    for (int fixes = 0; fixes < 500 && fixFirstPageBreak(document, pageHeight, minimumSpace);
         ++fixes) { }
}

} // namespace acp
