#include "core/actions/CommentTemplates.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

// Resources compiled into a static library are only linked in when referenced.
static void initTemplateResources()
{
    Q_INIT_RESOURCE(core);
}

namespace acp {

namespace {

constexpr qint64 kMaxTemplateSize = 256 * 1024;

QString readText(const QString &path)
{
    QFile file(path);
    if (file.size() > kMaxTemplateSize || !file.open(QIODevice::ReadOnly)) {
        return {};
    }
    QString text = QString::fromUtf8(file.readAll());
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    return text;
}

bool isBlankValue(const QString &value)
{
    return value.trimmed().isEmpty();
}

} // namespace

CommentTemplates::CommentTemplates(const QString &overrideFolder)
    : m_folder(overrideFolder)
{
    initTemplateResources();
}

QStringList CommentTemplates::names()
{
    return { QStringLiteral("request-info"),
             QStringLiteral("start-vote"),
             QStringLiteral("decision-approved"),
             QStringLiteral("decision-declined"),
             QStringLiteral("back-to-review"),
             QStringLiteral("deficiency-notice"),
             QStringLiteral("retirement"),
             QStringLiteral("review-complete"),
             QStringLiteral("review"),
             QStringLiteral("remind") };
}

QString CommentTemplates::builtInPath(const QString &name)
{
    return QStringLiteral(":/templates/%1.md").arg(name);
}

QString CommentTemplates::sourcePath(const QString &name) const
{
    if (!m_folder.isEmpty() && names().contains(name)) {
        const QString path = QDir(m_folder).filePath(name + QStringLiteral(".md"));
        const QFileInfo info(path);
        if (info.isFile() && info.isReadable() && info.size() <= kMaxTemplateSize
            && !isBlankValue(readText(path))) {
            return path;
        }
    }
    return builtInPath(name);
}

bool CommentTemplates::isOverridden(const QString &name) const
{
    return sourcePath(name) != builtInPath(name);
}

QString CommentTemplates::text(const QString &name) const
{
    return readText(sourcePath(name));
}

QString CommentTemplates::builtInText(const QString &name) const
{
    return readText(builtInPath(name));
}

CommentTemplates::Result CommentTemplates::render(const QString &name,
                                                  const QHash<QString, QString> &values) const
{
    Result result = renderText(text(name), values);
    result.source = sourcePath(name);
    return result;
}

CommentTemplates::Result CommentTemplates::renderText(const QString &templateText,
                                                      const QHash<QString, QString> &values)
{
    Result result;
    QString text = templateText;
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));

    // Sections first, outermost first; sections of other keys may nest. Values are inserted
    // afterwards in one pass, so text in a value is never read as template syntax.
    static const QRegularExpression section(
        QStringLiteral(R"(\{\{([#^])\s*([A-Za-z0-9_.-]+)\s*\}\}(.*?)\{\{/\s*\2\s*\}\})"),
        QRegularExpression::DotMatchesEverythingOption);
    for (int guard = 0; guard < 1000; ++guard) {
        const QRegularExpressionMatch match = section.match(text);
        if (!match.hasMatch()) {
            break;
        }
        const QString key = match.captured(2);
        if (!values.contains(key) && !result.unknownKeys.contains(key)) {
            result.unknownKeys.append(key);
        }
        const bool blank = isBlankValue(values.value(key));
        const bool show = match.captured(1) == QLatin1String("#") ? !blank : blank;
        QString inner = show ? match.captured(3) : QString();
        // A section tag alone on its line takes its line break with it.
        qsizetype start = match.capturedStart(0);
        qsizetype end = match.capturedEnd(0);
        if (inner.startsWith(QLatin1Char('\n'))) {
            inner.remove(0, 1);
        }
        if (end < text.size() && text.at(end) == QLatin1Char('\n')
            && (start == 0 || text.at(start - 1) == QLatin1Char('\n'))) {
            ++end;
        }
        text.replace(start, end - start, inner);
    }

    static const QRegularExpression placeholder(
        QStringLiteral(R"(\{\{\s*([A-Za-z0-9_.-]+)\s*\}\})"));
    QString rendered;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = placeholder.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString key = match.captured(1);
        rendered += text.mid(last, match.capturedStart(0) - last);
        if (values.contains(key)) {
            rendered += values.value(key).trimmed();
        } else if (!result.unknownKeys.contains(key)) {
            result.unknownKeys.append(key);
        }
        last = match.capturedEnd(0);
    }
    rendered += text.mid(last);

    // Runs of blank lines left by empty values (values are inserted verbatim otherwise:
    // two trailing spaces are a Markdown line break).
    static const QRegularExpression blankRuns(QStringLiteral("\\n(?:[ \\t]*\\n){2,}"));
    rendered.replace(blankRuns, QStringLiteral("\n\n"));
    result.text = rendered.trimmed();
    return result;
}

} // namespace acp
