#include "ui/widgets/SourceView.h"

#include "core/text/DisplayText.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFontDatabase>
#include <QFontMetrics>

#ifdef ACP_HAVE_SYNTAX_HIGHLIGHTING
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace acp {

#ifdef ACP_HAVE_SYNTAX_HIGHLIGHTING
KSyntaxHighlighting::Repository &syntaxRepository()
{
    static KSyntaxHighlighting::Repository *instance = [] {
        auto *created = new KSyntaxHighlighting::Repository;
        QObject::connect(QCoreApplication::instance(), &QObject::destroyed,
                         [created] { delete created; });
        return created;
    }();
    return *instance;
}

struct SourceView::Highlighting
{
    KSyntaxHighlighting::SyntaxHighlighter *highlighter = nullptr;
};
#else
struct SourceView::Highlighting
{
};
#endif

SourceView::SourceView(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_highlighting(new Highlighting)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QFontMetrics metrics(font);
    if (metrics.horizontalAdvance(QLatin1Char('i'))
        != metrics.horizontalAdvance(QLatin1Char('M'))) {
        // Platforms without a theme (offscreen, minimal) answer with a proportional font.
        font.setFamily(QStringLiteral("monospace"));
        font.setStyleHint(QFont::TypeWriter);
    }
    setFont(font);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setAccessibleName(tr("Source"));
#ifdef ACP_HAVE_SYNTAX_HIGHLIGHTING
    m_highlighting->highlighter = new KSyntaxHighlighting::SyntaxHighlighter(document());
    applyTheme();
#endif
}

SourceView::~SourceView()
{
    delete m_highlighting;
}

bool SourceView::highlightingAvailable()
{
#ifdef ACP_HAVE_SYNTAX_HIGHLIGHTING
    return true;
#else
    return false;
#endif
}

void SourceView::setSource(const QString &text, const QString &language)
{
    m_language = language;
#ifdef ACP_HAVE_SYNTAX_HIGHLIGHTING
    // Set the definition before the text, so the text is highlighted once.
    KSyntaxHighlighting::Definition definition = syntaxRepository().definitionForName(language);
    if (!definition.isValid()) {
        definition = syntaxRepository().definitionForFileName(language);
    }
    m_highlighting->highlighter->setDefinition(definition);
#endif
    // What the applicant wrote, exactly, except what would hide or reorder it: control, bidi
    // and invisible characters show as U+FFFD (text::displayMultiline).
    setPlainText(text::displayMultiline(text));
}

QString SourceView::definitionName() const
{
#ifdef ACP_HAVE_SYNTAX_HIGHLIGHTING
    const KSyntaxHighlighting::Definition definition = m_highlighting->highlighter->definition();
    return definition.isValid() ? definition.name() : QString();
#else
    return {};
#endif
}

void SourceView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        applyTheme();
    }
}

void SourceView::applyTheme()
{
#ifdef ACP_HAVE_SYNTAX_HIGHLIGHTING
    // setTheme() does not rehighlight by itself.
    m_highlighting->highlighter->setTheme(syntaxRepository().themeForPalette(palette()));
    m_highlighting->highlighter->rehighlight();
#endif
}

} // namespace acp
