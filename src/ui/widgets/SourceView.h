#pragma once

#include <QPlainTextEdit>

namespace acp {

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
