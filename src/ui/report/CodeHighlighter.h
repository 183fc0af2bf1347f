#pragma once

#include <QString>

class QTextDocument;

namespace acp {

// Colours the fenced code blocks of a rendered Markdown document with KSyntaxHighlighting,
// always in its light theme (the report is for paper). The colours become character formats,
// so they survive copying the document into another one and printing. Without
// KSyntaxHighlighting at build time the code stays plain monospace.
class CodeHighlighter
{
public:
    static bool isAvailable();
    // Highlights every code block whose fence names a language KSyntaxHighlighting knows
    // ("yaml", "python", "cpp", "sh", ...). Returns how many blocks were highlighted.
    static int highlightCodeBlocks(QTextDocument &document);
    // Whether `language` (a fence's info string) names a known definition.
    static bool knowsLanguage(const QString &language);
};

} // namespace acp
