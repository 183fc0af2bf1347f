#include "core/preview/SimpleIndex.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace acp {

namespace {

// The few entities a file name can hold; anything else stays as written.
QString unescaped(QString text)
{
    text.replace(QLatin1String("&lt;"), QLatin1String("<"));
    text.replace(QLatin1String("&gt;"), QLatin1String(">"));
    text.replace(QLatin1String("&quot;"), QLatin1String("\""));
    text.replace(QLatin1String("&#39;"), QLatin1String("'"));
    text.replace(QLatin1String("&amp;"), QLatin1String("&"));
    return text.trimmed();
}

// The value of attribute `name` in an opening tag's attribute text; nullopt when absent.
std::optional<QString> attribute(QStringView attributes, QLatin1String name)
{
    qsizetype from = 0;
    while (true) {
        const qsizetype at = attributes.indexOf(name, from, Qt::CaseInsensitive);
        if (at < 0)
            return std::nullopt;
        from = at + name.size();
        const bool startsWord = at == 0 || attributes.at(at - 1).isSpace();
        qsizetype i = from;
        if (!startsWord
            || (i < attributes.size() && !attributes.at(i).isSpace()
                && attributes.at(i) != QLatin1Char('=')))
            continue;
        while (i < attributes.size() && attributes.at(i).isSpace())
            ++i;
        if (i >= attributes.size() || attributes.at(i) != QLatin1Char('='))
            return QString(); // present without a value
        ++i;
        while (i < attributes.size() && attributes.at(i).isSpace())
            ++i;
        if (i < attributes.size()
            && (attributes.at(i) == QLatin1Char('"') || attributes.at(i) == QLatin1Char('\''))) {
            const QChar quote = attributes.at(i);
            const qsizetype end = attributes.indexOf(quote, i + 1);
            return unescaped(
                attributes.mid(i + 1, (end < 0 ? attributes.size() : end) - i - 1).toString());
        }
        qsizetype end = i;
        while (end < attributes.size() && !attributes.at(end).isSpace())
            ++end;
        return unescaped(attributes.mid(i, end - i).toString());
    }
}

bool isDistribution(const QString &filename)
{
    return filename.endsWith(QLatin1String(".whl"), Qt::CaseInsensitive)
        || filename.endsWith(QLatin1String(".tar.gz"), Qt::CaseInsensitive)
        || filename.endsWith(QLatin1String(".zip"), Qt::CaseInsensitive)
        || filename.endsWith(QLatin1String(".tar.bz2"), Qt::CaseInsensitive)
        || filename.endsWith(QLatin1String(".egg"), Qt::CaseInsensitive);
}

} // namespace

bool SimpleIndex::isJsonContentType(const QByteArray &contentType)
{
    const QByteArray type = contentType.split(';').constFirst().trimmed().toLower();
    return type == "application/vnd.pypi.simple.v1+json"
        || type == "application/vnd.pypi.simple.latest+json";
}

QList<SimpleIndex::File> SimpleIndex::filesOfHtml(const QByteArray &html)
{
    const QString page = QString::fromUtf8(html);
    QList<File> files;
    qsizetype from = 0;
    // Every step moves forward: "<a", the end of its tag, the text up to the next '<'.
    while (files.size() < MaxFiles) {
        const qsizetype open = page.indexOf(QLatin1String("<a"), from, Qt::CaseInsensitive);
        if (open < 0 || open + 2 >= page.size())
            break;
        from = open + 2;
        if (!page.at(from).isSpace() && page.at(from) != QLatin1Char('>'))
            continue; // <abbr>, <area>, ...
        const qsizetype close = page.indexOf(QLatin1Char('>'), from);
        if (close < 0)
            break;
        const QStringView attributes = QStringView(page).mid(from, close - from);
        const qsizetype textEnd = page.indexOf(QLatin1Char('<'), close + 1);
        QString name =
            unescaped(page.mid(close + 1, (textEnd < 0 ? page.size() : textEnd) - close - 1));
        from = textEnd < 0 ? page.size() : textEnd;
        if (name.isEmpty()) {
            const QUrl href(attribute(attributes, QLatin1String("href")).value_or(QString()));
            name = href.fileName(QUrl::FullyDecoded);
        }
        if (!isDistribution(name) || name.contains(QLatin1Char('/')))
            continue;
        File file;
        file.filename = name;
        file.yanked = attribute(attributes, QLatin1String("data-yanked")).has_value();
        files.append(file);
    }
    return files;
}

QList<SimpleIndex::File> SimpleIndex::filesOfJson(const QByteArray &json)
{
    const QJsonArray listed =
        QJsonDocument::fromJson(json).object().value(QLatin1String("files")).toArray();
    QList<File> files;
    for (const QJsonValue &value : listed) {
        if (files.size() >= MaxFiles)
            break;
        const QJsonObject entry = value.toObject();
        File file;
        file.filename = entry.value(QLatin1String("filename")).toString().trimmed();
        if (!isDistribution(file.filename) || file.filename.contains(QLatin1Char('/')))
            continue;
        // "yanked": false, true, or the reason (a string, yanked).
        const QJsonValue yanked = entry.value(QLatin1String("yanked"));
        file.yanked = yanked.isString() || yanked.toBool();
        file.uploadedAt = entry.value(QLatin1String("upload-time")).toString();
        files.append(file);
    }
    return files;
}

QJsonArray SimpleIndex::toJson(const QList<File> &files)
{
    QJsonArray array;
    for (const File &file : files) {
        QJsonObject object { { QStringLiteral("filename"), file.filename },
                             { QStringLiteral("yanked"), file.yanked } };
        if (!file.uploadedAt.isEmpty())
            object.insert(QStringLiteral("upload_time"), file.uploadedAt);
        array.append(object);
    }
    return array;
}

QList<SimpleIndex::File> SimpleIndex::fromJson(const QJsonArray &array)
{
    QList<File> files;
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        files.append(File { object.value(QLatin1String("filename")).toString(),
                            object.value(QLatin1String("yanked")).toBool(),
                            object.value(QLatin1String("upload_time")).toString() });
    }
    return files;
}

QString SimpleIndex::versionOf(const QString &filename)
{
    if (filename.endsWith(QLatin1String(".whl"), Qt::CaseInsensitive)) {
        // {distribution}-{version}(-{build})?-{python}-{abi}-{platform}.whl
        const QStringList parts = filename.chopped(4).split(QLatin1Char('-'));
        return parts.size() >= 5 ? parts.at(1) : QString();
    }
    for (const char *extension : { ".tar.gz", ".tar.bz2", ".zip" }) {
        const QLatin1String ext(extension);
        if (filename.endsWith(ext, Qt::CaseInsensitive)) {
            // {name}-{version}: the name may hold dashes, a version does not.
            const QString stem = filename.chopped(ext.size());
            const qsizetype dash = stem.lastIndexOf(QLatin1Char('-'));
            return dash > 0 ? stem.mid(dash + 1) : QString();
        }
    }
    return {};
}

std::optional<std::pair<int, int>> SimpleIndex::torchVersionOf(const QString &version)
{
    static const QRegularExpression pin(
        QStringLiteral("\\+.*?(?:torch|pt)[-_.]?v?(\\d{1,3})[._](\\d{1,3})"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression own(QStringLiteral("^v?(\\d{1,4})\\.(\\d{1,4})"));
    for (const QRegularExpression *pattern : { &pin, &own }) {
        const QRegularExpressionMatch match = pattern->match(version);
        if (match.hasMatch())
            return std::make_pair(match.captured(1).toInt(), match.captured(2).toInt());
    }
    return std::nullopt;
}

QString SimpleIndex::normalizedName(const QString &name)
{
    static const QRegularExpression runs(QStringLiteral("[-_.]+"));
    return QString(name).replace(runs, QStringLiteral("-")).toLower();
}

namespace {

const QRegularExpression &installPattern()
{
    static const QRegularExpression install(
        QStringLiteral("\\b(?:pip3?|uv\\s+pip|python3?\\s+-m\\s+pip)\\s+install\\s+(\\S.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    return install;
}

} // namespace

bool SimpleIndex::isInstallCommand(const QString &line)
{
    return installCommandStart(line) >= 0;
}

qsizetype SimpleIndex::installCommandStart(const QString &line)
{
    const QRegularExpressionMatch match = installPattern().match(line);
    return match.hasMatch() ? match.capturedStart() : -1;
}

QList<SimpleIndex::InstallSource> SimpleIndex::installSources(const QStringList &commands)
{
    const QRegularExpression &install = installPattern();
    static const QRegularExpression packageName(
        QStringLiteral("^([A-Za-z0-9](?:[A-Za-z0-9._-]{0,98}[A-Za-z0-9])?)(?:\\[[^\\]]*\\])?"
                       "(?:[<>=!~;@ ].*)?$"));
    static const QStringList withValue = { QStringLiteral("-r"),
                                           QStringLiteral("-c"),
                                           QStringLiteral("-f"),
                                           QStringLiteral("-e"),
                                           QStringLiteral("--requirement"),
                                           QStringLiteral("--constraint"),
                                           QStringLiteral("--find-links"),
                                           QStringLiteral("--trusted-host"),
                                           QStringLiteral("--platform"),
                                           QStringLiteral("--target"),
                                           QStringLiteral("--python-version") };
    QList<InstallSource> sources;
    for (const QString &command : commands) {
        const QRegularExpressionMatch match = install.match(command);
        if (!match.hasMatch())
            continue;
        // Quotes and backticks around arguments are the Markdown's, not the shell's.
        QString rest = match.captured(1);
        rest.remove(QLatin1Char('`')).remove(QLatin1Char('"')).remove(QLatin1Char('\''));
        const QStringList tokens =
            rest.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        InstallSource source;
        for (qsizetype i = 0; i < tokens.size(); ++i) {
            const QString &token = tokens.at(i);
            QString index;
            for (const char *option : { "--index-url", "--extra-index-url", "-i" }) {
                const QLatin1String name(option);
                if (token == name && i + 1 < tokens.size())
                    index = tokens.at(++i);
                else if (token.startsWith(name + QLatin1Char('=')))
                    index = token.mid(name.size() + 1);
            }
            if (!index.isEmpty()) {
                const QUrl url(index);
                // Only the first index: the one pip asks first is the vendor's.
                if ((url.scheme() == QLatin1String("https")
                     || url.scheme() == QLatin1String("http"))
                    && !url.host().isEmpty() && !source.indexUrl.isValid())
                    source.indexUrl = url;
                continue;
            }
            if (withValue.contains(token)) {
                ++i;
                continue;
            }
            if (token.startsWith(QLatin1Char('-')) || token.contains(QLatin1String("://")))
                continue;
            const QRegularExpressionMatch name = packageName.match(token);
            if (name.hasMatch() && !source.packages.contains(name.captured(1)))
                source.packages.append(name.captured(1));
        }
        if (source.indexUrl.isValid() && !source.packages.isEmpty())
            sources.append(source);
    }
    return sources;
}

QUrl SimpleIndex::projectPage(const QUrl &indexUrl, const QString &package)
{
    QUrl page = indexUrl.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment);
    QString path = page.path();
    if (!path.endsWith(QLatin1Char('/')))
        path += QLatin1Char('/');
    page.setPath(path + normalizedName(package) + QLatin1Char('/'));
    return page;
}

} // namespace acp
