#pragma once

#include <QColor>
#include <QString>

class QPalette;
class QTextDocument;

// How MarkdownView renders one Markdown text into a document, made safe and styled (see
// MarkdownView::renderInto), and the colours its thread shares with that rendering.
namespace acp::markdown {

void renderInto(QTextDocument &document, const QString &markdown, const QPalette &palette);

QColor borderColor(const QPalette &palette); // tables and comment frames
QColor mutedTextColor(const QPalette &palette); // dates, placeholders, notices
// `text` cut to `maxLength` characters with an ellipsis.
QString elided(const QString &text, int maxLength = 120);

} // namespace acp::markdown
