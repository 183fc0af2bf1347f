#pragma once

#include "core/report/ReportModel.h"
#include "ui/report/ReportChart.h"
#include "ui/report/ReportStyle.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QTextCursor>
#include <QTextLength>

class QDateTime;
class QTextBlockFormat;
class QTextDocument;
class QTextTable;
class QUrl;

namespace acp {

// Writes the report's building blocks into a QTextDocument with a QTextCursor: headings,
// paragraphs, links, rendered Markdown, rules-only tables, charts and evidence lines, all in the
// report's style. Untrusted text is inserted as text, never as HTML. What goes where (the
// sections of an application, the round's cover) is decided by ApplicationReportWriter and
// RoundCoverWriter.
class ReportDocumentWriter
{
    Q_DECLARE_TR_FUNCTIONS(acp::ReportDocumentWriter)

public:
    ReportDocumentWriter(QTextDocument *document, qreal widthPoints);

    QTextCursor &cursor() { return m_cursor; }
    qreal widthPoints() const { return m_widthPoints; }

    // Starts a new block (the document's first block is reused).
    void block(const QTextBlockFormat &format = {},
               const QTextCharFormat &chars = ReportStyle::charFormat());
    void paragraph(const QString &text, const QTextCharFormat &chars = ReportStyle::charFormat(),
                   qreal topMargin = 0, qreal bottomMargin = 4);
    void title(const QString &text);
    void section(const QString &text);
    void subsection(const QString &text,
                    const QTextCharFormat &chars =
                        ReportStyle::charFormat(ReportStyle::SubsectionPoints, QFont::Bold));
    void link(const QString &text, const QUrl &url, qreal points = ReportStyle::BodyPoints);
    void text(const QString &text, const QTextCharFormat &chars = ReportStyle::charFormat());

    // Rendered Markdown (no HTML, no remote images), code highlighted, only http(s) and mailto
    // links kept; its blocks indented by `indent` points.
    void markdown(const QString &markdown, qreal indent = 0,
                  qreal points = ReportStyle::BodyPoints);
    static void markdownAt(QTextCursor &cursor, const QString &markdown, qreal indent, qreal points,
                           bool newBlock);
    // Keeps only links a reader may follow, in the report's colours and fonts.
    static void sanitize(QTextDocument &document, qreal points);

    // A table without outer decoration for label/value pairs.
    QTextTable *table(int rows, int columns, const QList<QTextLength> &widths, bool ruled,
                      int headerRows = 0, qreal topMargin = 4, qreal bottomMargin = 6);
    // Rules-only tables: a line under every row, a stronger one above the header.
    static void ruleRows(QTextTable *table, int fromRow, int headerRows);
    // Leaves the table: the cursor goes after it.
    void afterTable() { m_cursor.movePosition(QTextCursor::End); }
    static void headerCell(QTextTable *table, int column, const QString &text);
    static QTextCursor cellCursor(QTextTable *table, int row, int column);

    void chart(const QList<ReportChart::Bar> &bars, qreal widthPoints);
    void chart(const BarChart &chart, qreal widthPoints);

    // One line per link and note of the evidence: its label, address and origin, or the note's
    // text, file or image (scaled to at most `imageWidthPoints` wide).
    static void insertEvidence(QTextCursor &cursor, QTextDocument *document,
                               const QList<ReportLink> &links, const QList<ReportNote> &notes,
                               qreal imageWidthPoints);

    // "2026-05-26 16:00 UTC", "2026-05-26", and a web address shortened for reading.
    static QString utcTime(const QDateTime &when);
    static QString utcDate(const QDateTime &when);
    static QString displayUrl(const QUrl &url);

    QTextDocument *document() const { return m_document; }

private:
    QTextDocument *m_document;
    QTextCursor m_cursor;
    qreal m_widthPoints;
    bool m_fresh = true;
};

} // namespace acp
