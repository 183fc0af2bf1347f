#pragma once

#include <QPlainTextEdit>

#ifdef ACP_HAVE_SYNTAX_HIGHLIGHTING
namespace KSyntaxHighlighting {
class Repository;
}
#endif

namespace acp {

#ifdef ACP_HAVE_SYNTAX_HIGHLIGHTING
// The application's one repository of syntax definitions (source views and the report's code
// blocks): loading the definitions' metadata is moderately expensive, so it is created on first
// use and owned by the application object.
KSyntaxHighlighting::Repository &syntaxRepository();
#endif

// Read-only source text (Markdown, YAML, code) in a fixed-pitch font. Highlighted with
// KSyntaxHighlighting where the build has it, in a theme that follows the palette; plain
// monospace otherwise.
class SourceView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit SourceView(QWidget *parent = nullptr);
    ~SourceView() override;

    // `language` is a syntax name ("Markdown", "YAML", "C++") or a file name ("setup.py").
    void setSource(const QString &text, const QString &language);
    QString language() const { return m_language; }

    // The syntax definition in use, empty when the text is plain.
    QString definitionName() const;
    static bool highlightingAvailable();

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyTheme();

    QString m_language;
    struct Highlighting;
    Highlighting *m_highlighting = nullptr;
};

} // namespace acp
