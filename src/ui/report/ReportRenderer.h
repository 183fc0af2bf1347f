#pragma once

#include "core/report/ReportModel.h"

#include <QCoreApplication>
#include <QPageLayout>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QPagedPaintDevice;
class QTextDocument;

namespace acp {

// Turns a review report into pages: a QTextDocument per application (ApplicationReportWriter)
// and a cover page for a round (RoundCoverWriter), built with QTextCursor from plain data
// (ReportDocumentWriter: untrusted text is inserted as text, Markdown goes through MarkdownView's
// HTML-free renderer), laid out on the target device, its page breaks placed (ReportPagination)
// and painted page by page with a running header and footer ("Page 3 of 12", the generation
// time).
// Anchors stay live links in a PDF. Works on a QPdfWriter and on a QPrinter alike.
class ReportRenderer
{
    Q_DECLARE_TR_FUNCTIONS(acp::ReportRenderer)

public:
    // Called while laying out (one step per application) and painting (one step per page);
    // returning false cancels.
    using Progress = std::function<bool(const QString &label, int value, int maximum)>;

    ReportRenderer();
    ~ReportRenderer();

    void setProgress(Progress progress) { m_progress = std::move(progress); }

    // Lays the report out on `device` (its page layout decides the page size) and paints it.
    bool print(const ApplicationReport &report, QPagedPaintDevice *device);
    bool print(const RoundReport &report, QPagedPaintDevice *device);

    // A PDF file, A4, with title and creator metadata. Written atomically.
    bool writePdf(const ApplicationReport &report, const QString &path);
    bool writePdf(const RoundReport &report, const QString &path);

    int pageCount() const { return m_pageCount; }
    bool wasCancelled() const { return m_cancelled; }
    QString errorString() const { return m_error; }

    static QString documentTitle(const ApplicationReport &report);
    static QString documentTitle(const RoundReport &report);
    static QString creator(); // "ACP Workbench 0.1.0"
    // A4 portrait, 18 mm side margins, 14 mm top and bottom.
    static QPageLayout defaultPageLayout();

    // The report's text content as one detached document per part, laid out for `device`
    // (for tests and the print preview).
    struct Part;

private:
    bool printParts(std::vector<Part> &parts, QPagedPaintDevice *device);
    bool writePdfWith(const QString &title, const QString &path,
                      const std::function<bool(QPagedPaintDevice *)> &print);
    bool step(const QString &label, int value, int maximum);

    Progress m_progress;
    int m_pageCount = 0;
    bool m_cancelled = false;
    QString m_error;
};

} // namespace acp
