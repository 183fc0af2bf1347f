#include "ui/report/CodeHighlighter.h"

#include "ui/widgets/SourceView.h"

#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#ifdef ACP_HAVE_SYNTAX_HIGHLIGHTING
#include <QHash>
#include <QList>

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>
#endif

namespace acp {

#ifdef ACP_HAVE_SYNTAX_HIGHLIGHTING

namespace {

KSyntaxHighlighting::Definition definitionFor(const QString &info)
{
    // The info string may carry more than the language ("python title=x").
    const QString language = info.trimmed().section(QLatin1Char(' '), 0, 0).toLower();
    if (language.isEmpty()) {
        return {};
    }
    static const QHash<QString, QString> aliases = {
        { QStringLiteral("c++"), QStringLiteral("C++") },
        { QStringLiteral("cpp"), QStringLiteral("C++") },
        { QStringLiteral("cxx"), QStringLiteral("C++") },
        { QStringLiteral("c"), QStringLiteral("C") },
        { QStringLiteral("py"), QStringLiteral("Python") },
        { QStringLiteral("python"), QStringLiteral("Python") },
        { QStringLiteral("sh"), QStringLiteral("Bash") },
        { QStringLiteral("bash"), QStringLiteral("Bash") },
        { QStringLiteral("shell"), QStringLiteral("Bash") },
        { QStringLiteral("console"), QStringLiteral("Bash") },
        { QStringLiteral("json"), QStringLiteral("JSON") },
        { QStringLiteral("yaml"), QStringLiteral("YAML") },
        { QStringLiteral("yml"), QStringLiteral("YAML") },
        { QStringLiteral("toml"), QStringLiteral("TOML") },
        { QStringLiteral("cmake"), QStringLiteral("CMake") },
        { QStringLiteral("diff"), QStringLiteral("Diff") },
        { QStringLiteral("xml"), QStringLiteral("XML") },
        { QStringLiteral("ini"), QStringLiteral("INI Files") },
        { QStringLiteral("dockerfile"), QStringLiteral("Dockerfile") },
        { QStringLiteral("rust"), QStringLiteral("Rust") },
        { QStringLiteral("go"), QStringLiteral("Go") },
        { QStringLiteral("js"), QStringLiteral("JavaScript") },
        { QStringLiteral("javascript"), QStringLiteral("JavaScript") },
        { QStringLiteral("markdown"), QStringLiteral("Markdown") },
        { QStringLiteral("md"), QStringLiteral("Markdown") },
    };
    KSyntaxHighlighting::Repository &repo = syntaxRepository();
    KSyntaxHighlighting::Definition definition =
        repo.definitionForName(aliases.value(language, language));
    if (!definition.isValid()) {
        definition = repo.definitionForFileName(QStringLiteral("snippet.") + language);
    }
    return definition;
}

// Collects the formats of one line; the caller applies them to the document.
class LineHighlighter : public KSyntaxHighlighting::AbstractHighlighter
{
public:
    struct Range
    {
        int offset;
        int length;
        QTextCharFormat format;
    };

    KSyntaxHighlighting::State
    highlight(const QString &line, const KSyntaxHighlighting::State &state, QList<Range> *ranges)
    {
        m_ranges = ranges;
        const KSyntaxHighlighting::State next = highlightLine(line, state);
        m_ranges = nullptr;
        return next;
    }

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override
    {
        const KSyntaxHighlighting::Theme active = theme();
        if (!m_ranges || length <= 0 || format.isDefaultTextStyle(active)) {
            return;
        }
        QTextCharFormat charFormat;
        if (format.hasTextColor(active)) {
            charFormat.setForeground(format.textColor(active));
        }
        if (format.hasBackgroundColor(active)) {
            charFormat.setBackground(format.backgroundColor(active));
        }
        if (format.isBold(active)) {
            charFormat.setFontWeight(QFont::Bold);
        }
        if (format.isItalic(active)) {
            charFormat.setFontItalic(true);
        }
        if (format.isUnderline(active)) {
            charFormat.setFontUnderline(true);
        }
        if (format.isStrikeThrough(active)) {
            charFormat.setFontStrikeOut(true);
        }
        m_ranges->append({ offset, length, charFormat });
    }

private:
    QList<Range> *m_ranges = nullptr;
};

QString codeLanguage(const QTextBlock &block)
{
    return block.blockFormat().property(QTextFormat::BlockCodeLanguage).toString();
}

} // namespace

bool CodeHighlighter::isAvailable()
{
    return true;
}

bool CodeHighlighter::knowsLanguage(const QString &language)
{
    return definitionFor(language).isValid();
}

int CodeHighlighter::highlightCodeBlocks(QTextDocument &document)
{
    int highlighted = 0;
    LineHighlighter highlighter;
    highlighter.setTheme(
        syntaxRepository().defaultTheme(KSyntaxHighlighting::Repository::LightTheme));
    QTextCursor cursor(&document);
    QTextBlock block = document.begin();
    while (block.isValid()) {
        const QString language = codeLanguage(block);
        const KSyntaxHighlighting::Definition definition =
            language.isEmpty() ? KSyntaxHighlighting::Definition() : definitionFor(language);
        if (!definition.isValid()) {
            block = block.next();
            continue;
        }
        highlighter.setDefinition(definition);
        KSyntaxHighlighting::State state;
        // One fence may be one block with line separators, or one block per line.
        while (block.isValid() && codeLanguage(block) == language) {
            const QString text = block.text();
            int lineStart = 0;
            while (lineStart <= text.size()) {
                int lineEnd = int(text.indexOf(QChar::LineSeparator, lineStart));
                if (lineEnd < 0) {
                    lineEnd = int(text.size());
                }
                QList<LineHighlighter::Range> ranges;
                state =
                    highlighter.highlight(text.mid(lineStart, lineEnd - lineStart), state, &ranges);
                for (const LineHighlighter::Range &range : std::as_const(ranges)) {
                    cursor.setPosition(block.position() + lineStart + range.offset);
                    cursor.setPosition(block.position() + lineStart + range.offset + range.length,
                                       QTextCursor::KeepAnchor);
                    cursor.mergeCharFormat(range.format);
                }
                lineStart = lineEnd + 1;
            }
            block = block.next();
        }
        ++highlighted;
    }
    return highlighted;
}

#else

bool CodeHighlighter::isAvailable()
{
    return false;
}

bool CodeHighlighter::knowsLanguage(const QString &language)
{
    Q_UNUSED(language);
    return false;
}

int CodeHighlighter::highlightCodeBlocks(QTextDocument &document)
{
    Q_UNUSED(document);
    return 0;
}

#endif

} // namespace acp
