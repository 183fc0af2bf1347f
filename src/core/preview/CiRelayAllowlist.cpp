#include "core/preview/CiRelayAllowlist.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace acp {

namespace {

QString unquoted(QString text)
{
    text = text.trimmed();
    if (text.size() >= 2
        && ((text.front() == QLatin1Char('"') && text.back() == QLatin1Char('"'))
            || (text.front() == QLatin1Char('\'') && text.back() == QLatin1Char('\''))))
        text = text.mid(1, text.size() - 2).trimmed();
    return text;
}

// A line without its comment: '#' at the start or after white space begins one.
QString withoutComment(const QString &line)
{
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line.at(i) == QLatin1Char('#') && (i == 0 || line.at(i - 1).isSpace()))
            return line.left(i);
    }
    return line;
}

// "key: value" -> (key, value); a line without ": " (or a final ':') is all key.
std::pair<QString, QString> keyAndValue(const QString &text)
{
    const qsizetype colon = text.indexOf(QLatin1String(": "));
    if (colon >= 0)
        return { unquoted(text.left(colon)), text.mid(colon + 2).trimmed() };
    if (text.endsWith(QLatin1Char(':')))
        return { unquoted(text.chopped(1)), QString() };
    return { unquoted(text), QString() };
}

// The keys or items of a flow collection: "[a/b, c/d]" or "{a/b: [x], c/d: [y]}".
QStringList flowItems(const QString &value)
{
    QString inner = value.trimmed();
    if (inner.size() < 2)
        return {};
    inner = inner.mid(1, inner.size() - 2);
    // Nested lists (the on-calls of a repository) are no repository names: dropped first.
    static const QRegularExpression nested(QStringLiteral("\\[[^\\]]*\\]"));
    inner.remove(nested);
    QStringList items;
    for (const QString &part : inner.split(QLatin1Char(','), Qt::SkipEmptyParts))
        items.append(keyAndValue(part.trimmed()).first);
    return items;
}

std::optional<int> levelKey(const QString &key)
{
    static const QRegularExpression level(QStringLiteral("^[Ll]([1-4])$"));
    const QRegularExpressionMatch match = level.match(key);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toInt();
}

} // namespace

QString CiRelayEntry::levelText() const
{
    switch (level) {
    case 1:
        return QCoreApplication::translate("acp::CiRelayAllowlist", "L1 (onboarding)");
    case 2:
        return QCoreApplication::translate("acp::CiRelayAllowlist", "L2 (observation)");
    case 3:
        return QCoreApplication::translate("acp::CiRelayAllowlist", "L3 (stable)");
    case 4:
        return QCoreApplication::translate("acp::CiRelayAllowlist", "L4 (mature)");
    }
    return QStringLiteral("L%1").arg(level);
}

bool CiRelayAllowlist::isRepositoryName(const QString &text)
{
    static const QRegularExpression name(
        QStringLiteral("^[A-Za-z0-9][A-Za-z0-9-]{0,38}/[A-Za-z0-9._-]{1,100}$"));
    return name.match(text).hasMatch();
}

QUrl CiRelayEntry::hudUrl() const
{
    QUrl url(QStringLiteral("https://hud.pytorch.org"));
    url.setPath(QStringLiteral("/crcr/") + repository);
    return url;
}

QString CiRelayAllowlist::path()
{
    return QStringLiteral(".github/allowlist.yml");
}

QUrl CiRelayAllowlist::fileUrl()
{
    return QUrl(QStringLiteral("https://github.com/pytorch/pytorch/blob/main/") + path());
}

std::optional<CiRelayAllowlist> CiRelayAllowlist::parse(const QString &text)
{
    CiRelayAllowlist list;
    bool sawLevel = false;
    int level = 0; // 0: under a key that is no level
    QString label;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (QString line : lines) {
        line.replace(QLatin1Char('\t'), QLatin1Char(' '));
        line = withoutComment(line);
        if (line.trimmed().isEmpty())
            continue;
        const bool topLevel = !line.front().isSpace();
        QString content = line.trimmed();
        const bool item = content.startsWith(QLatin1String("- ")) || content == QLatin1String("-");
        if (topLevel && !item) {
            const auto [key, value] = keyAndValue(content);
            const std::optional<int> found = levelKey(key);
            level = found.value_or(0);
            label.clear();
            sawLevel = sawLevel || found.has_value();
            if (level > 0
                && (value.startsWith(QLatin1Char('[')) || value.startsWith(QLatin1Char('{')))) {
                for (const QString &name : flowItems(value)) {
                    if (CiRelayAllowlist::isRepositoryName(name))
                        list.add(name, level, label);
                }
            }
            continue;
        }
        if (level == 0)
            continue;
        if (item)
            content = content.mid(1).trimmed();
        const auto [key, value] = keyAndValue(content);
        if (CiRelayAllowlist::isRepositoryName(key)) {
            list.add(key, level, label);
        } else if (value.startsWith(QLatin1Char('[')) || value.startsWith(QLatin1Char('{'))) {
            // "label: {org/repo: [on-calls]}" or "- [org/repo]"
            for (const QString &name : flowItems(value)) {
                if (CiRelayAllowlist::isRepositoryName(name))
                    list.add(name, level, key);
            }
        } else if (!item && value.isEmpty() && !key.isEmpty() && !key.contains(QLatin1Char('/'))) {
            label = key; // an L3 label group
        }
    }
    if (!sawLevel)
        return std::nullopt;
    return list;
}

void CiRelayAllowlist::add(const QString &repository, int level, const QString &label)
{
    const QString key = repository.toLower();
    const auto it = m_byName.constFind(key);
    if (it != m_byName.constEnd()) {
        CiRelayEntry &existing = m_entries[*it];
        if (level > existing.level) {
            existing.level = level;
            existing.label = level == 3 ? label : QString();
        }
        return;
    }
    m_byName.insert(key, int(m_entries.size()));
    m_entries.append(CiRelayEntry { repository, level, level == 3 ? label : QString() });
}

std::optional<CiRelayEntry> CiRelayAllowlist::entry(const QString &repository) const
{
    const auto it = m_byName.constFind(repository.toLower());
    if (it == m_byName.constEnd())
        return std::nullopt;
    return m_entries.at(*it);
}

QList<CiRelayEntry> CiRelayAllowlist::entries() const
{
    return m_entries;
}

QString CiRelayAllowlist::repositoryOfHudPage(const QUrl &url)
{
    if (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http"))
        return {};
    if (url.host().compare(QLatin1String("hud.pytorch.org"), Qt::CaseInsensitive) != 0)
        return {};
    // Encoded: "%2F" inside a segment is no separator, and no name.
    const QStringList segments =
        url.path(QUrl::FullyEncoded).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (segments.size() < 3 || segments.at(0) != QLatin1String("crcr"))
        return {};
    const QString name = segments.at(1) + QLatin1Char('/') + segments.at(2);
    return CiRelayAllowlist::isRepositoryName(name) ? name : QString();
}

} // namespace acp
