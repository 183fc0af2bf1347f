#pragma once

#include <QTextFormat>

class QTextDocument;

namespace acp {

// Where the report's pages break. The document is laid out on pages of the body's height; then
// the first bad break is fixed and the layout checked again, until none is left: a heading (or a
// comment's header) is not left alone at the bottom of a page, and a short table (a checklist
// requirement, the roster) is not cut in two. Where the checklist continues on a new page, its
// header is repeated there. The writers mark what matters to it with the properties below.
class ReportPagination
{
public:
    // Marks blocks that should not be left alone at the bottom of a page.
    static constexpr int KeepWithNextProperty = QTextFormat::UserProperty + 620;
    // The checklist is one table per requirement (so a requirement never breaks across pages)
    // under a header table that is repeated where the checklist continues on a new page.
    static constexpr int ChecklistRowProperty = QTextFormat::UserProperty + 621;
    static constexpr int ChecklistHeaderProperty = QTextFormat::UserProperty + 622;

    // Adds page breaks to `document` (laid out on pages `pageHeight` high): a keep-with-next
    // block with less than `minimumSpace` below it on its page moves to the next page, together
    // with the run of keep-with-next blocks and tables just before it; a table shorter than
    // 45% of a page that the page's end cuts in two moves to the next page. At most 500 fixes.
    static void paginate(QTextDocument *document, qreal pageHeight, qreal minimumSpace);
};

} // namespace acp
