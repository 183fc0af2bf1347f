#include "core/listing/ListingDrafter.h"

#include "core/domain/Issue.h"
#include "core/issueform/IssueForm.h"
#include "core/preview/SimpleIndex.h"
#include "core/review/Checklist.h"
#include "core/review/LinkExtractor.h"

#include <QRegularExpression>

namespace acp {

namespace {

constexpr int MaxDocumentationLinks = 8;

// Applicant text that goes into the guide outside code: raw HTML would be markup on the site,
// and every tag starts with "<".
QString inertText(QString text)
{
    return text.replace(QLatin1Char('<'), QStringLiteral("&lt;"));
}

QString withoutListMarker(QString line)
{
    static const QRegularExpression marker(QStringLiteral("^\\s*(?:[-*+]|\\d+[.)])\\s+"));
    return line.remove(marker).trimmed();
}

// "torch: \"2.10\"" and "python: [\"3.10\", \"3.11\"]" as "PyTorch 2.10", "Python 3.10, 3.11".
QStringList environmentLines(const QString &answer)
{
    static const QRegularExpression entry(QStringLiteral("^\\s*([A-Za-z_]+)\\s*:\\s*(.+?)\\s*$"));
    static const QHash<QString, QString> names = {
        { QStringLiteral("torch"), QStringLiteral("PyTorch") },
        { QStringLiteral("python"), QStringLiteral("Python") },
        { QStringLiteral("os"), QStringLiteral("Operating system") },
        { QStringLiteral("arch"), QStringLiteral("Architecture") },
        { QStringLiteral("driver"), QStringLiteral("Driver") },
        { QStringLiteral("firmware"), QStringLiteral("Firmware") },
    };
    QStringList lines;
    for (const QString &line : answer.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch match = entry.match(line);
        if (!match.hasMatch()) {
            continue;
        }
        QString value = match.captured(2);
        value.remove(QLatin1Char('[')).remove(QLatin1Char(']')).remove(QLatin1Char('"'));
        value.remove(QLatin1Char('\''));
        value.replace(QLatin1Char(','), QStringLiteral(", "));
        value = value.simplified().replace(QStringLiteral(" ,"), QStringLiteral(","));
        const QString key = match.captured(1).toLower();
        lines.append(names.value(key, match.captured(1)) + QStringLiteral(": ") + value);
    }
    return lines;
}

// Lines of the package answer about what must be installed first.
QStringList dependencyLines(const QString &answer)
{
    static const QRegularExpression about(
        QStringLiteral("\\b(depend\\w*|driver|firmware|runtime|requires?|needs?)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList lines;
    for (const QString &line : answer.split(QLatin1Char('\n'))) {
        if (about.match(line).hasMatch() && !SimpleIndex::isInstallCommand(line)) {
            lines.append(withoutListMarker(line));
        }
    }
    return lines;
}

struct DocumentationLink
{
    QString label;
    QUrl url;
};

// What the line says before the address: "User manual: https://…" gives "User manual".
QString labelBefore(const QString &line, qsizetype column, const QUrl &url)
{
    QString label = withoutListMarker(line.left(column));
    while (!label.isEmpty()
           && (label.endsWith(QLatin1Char(':')) || label.endsWith(QLatin1Char('('))
               || label.endsWith(QLatin1Char('-')) || label.endsWith(QChar(0x2014)))) {
        label.chop(1);
        label = label.trimmed();
    }
    if (label.isEmpty() || label.size() > 40 || label.contains(QLatin1Char('`'))) {
        return url.host() + url.path();
    }
    return label;
}

void appendLinks(QList<DocumentationLink> &links, const QString &answer,
                 const QStringList &installCommands)
{
    for (const ExtractedLink &link : LinkExtractor::extract(answer)) {
        const QString address = link.url.toString();
        const bool inCommand =
            std::any_of(installCommands.cbegin(), installCommands.cend(),
                        [&address](const QString &command) { return command.contains(address); });
        const bool known = std::any_of(links.cbegin(), links.cend(), [&link](const auto &known) {
            return known.url == link.url;
        });
        if (inCommand || known || links.size() >= MaxDocumentationLinks) {
            continue;
        }
        const qsizetype lineStart = answer.lastIndexOf(QLatin1Char('\n'), link.offset) + 1;
        const QString line = answer.mid(lineStart, link.offset - lineStart);
        links.append({ link.text.isEmpty() ? labelBefore(line, line.size(), link.url) : link.text,
                       link.url });
    }
}

QString markdownLinkText(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('['), QStringLiteral("\\["));
    text.replace(QLatin1Char(']'), QStringLiteral("\\]"));
    return text;
}

QString guideFor(const PlatformListing &listing, const QString &device,
                 const QStringList &prerequisites, const QList<DocumentationLink> &documentation)
{
    QStringList out;
    out << QStringLiteral("## Prerequisites") << QString();
    if (prerequisites.isEmpty()) {
        out << QStringLiteral("- A supported version of Python and PyTorch");
    }
    for (const QString &line : prerequisites) {
        out << QStringLiteral("- ") + inertText(line);
    }
    out << QString() << QStringLiteral("## Installation") << QString();
    out << QStringLiteral("```bash");
    if (!listing.stable.linuxCommand.isEmpty()) {
        out << listing.stable.linuxCommand;
    }
    if (!listing.stable.windowsCommand.isEmpty()) {
        out << listing.stable.windowsCommand;
    }
    out << QStringLiteral("```") << QString() << QStringLiteral("## Verification") << QString();
    out << QStringLiteral("```python") << QStringLiteral("import torch");
    if (device.isEmpty()) {
        out << QStringLiteral("print(torch.__version__)");
    } else {
        out << QStringLiteral("x = torch.ones(3, device=\"%1\")").arg(device)
            << QStringLiteral("print(x * 2)");
    }
    out << QStringLiteral("```") << QString() << QStringLiteral("## Documentation") << QString();
    for (const DocumentationLink &link : documentation) {
        out << QStringLiteral("- [%1](%2)")
                   .arg(markdownLinkText(inertText(link.label)),
                        link.url.toString(QUrl::FullyEncoded));
    }
    if (documentation.isEmpty()) {
        out << QStringLiteral("- The platform's user manual");
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace

QString ListingDrafter::commandInLine(const QString &line)
{
    static const QRegularExpression codeSpan(QStringLiteral("`([^`]+)`"));
    for (auto it = codeSpan.globalMatch(line); it.hasNext();) {
        const QString code = it.next().captured(1).trimmed();
        if (SimpleIndex::isInstallCommand(code)) {
            return code;
        }
    }
    const qsizetype start = SimpleIndex::installCommandStart(line);
    if (start < 0) {
        return {};
    }
    QString command = line.mid(start).trimmed();
    while (command.endsWith(QLatin1Char('.')) || command.endsWith(QLatin1Char(','))
           || command.endsWith(QLatin1Char(';'))) {
        command.chop(1);
    }
    return command.trimmed();
}

QString ListingDrafter::deviceName(const QString &integrationAnswer)
{
    static const QList<QRegularExpression> patterns = {
        QRegularExpression(
            QStringLiteral("rename_privateuse1_backend\\(\\s*[\"']([a-z][a-z0-9_]*)[\"']")),
        QRegularExpression(QStringLiteral("renamed to `([a-z][a-z0-9_]*)`")),
        QRegularExpression(QStringLiteral("backend name:\\s*`([a-z][a-z0-9_]*)`")),
        QRegularExpression(QStringLiteral("device=\\\\?\"([a-z][a-z0-9_]*)\\\\?\"")),
        QRegularExpression(QStringLiteral("\\.to\\(\\s*\"([a-z][a-z0-9_]*)\"")),
    };
    for (const QRegularExpression &pattern : patterns) {
        const QRegularExpressionMatch match = pattern.match(integrationAnswer);
        if (match.hasMatch()) {
            return match.captured(1);
        }
    }
    return {};
}

QString ListingDrafter::supportChannel(const Checklist &checklist)
{
    const QList<ExtractedLink> maintainers =
        LinkExtractor::extract(checklist.answerText(QStringLiteral("maintainers")));
    for (const ExtractedLink &link : maintainers) {
        if (link.url.path().endsWith(QLatin1String("/issues"))) {
            return link.url.toString();
        }
    }
    if (!maintainers.isEmpty()) {
        return maintainers.constFirst().url.toString();
    }
    static const QRegularExpression repository(
        QStringLiteral("^/([A-Za-z0-9_.-]+)/([A-Za-z0-9_.-]+)(?:/|$)"));
    for (const QUrl &url : checklist.allLinks()) {
        if (url.host() != QLatin1String("github.com")) {
            continue;
        }
        const QRegularExpressionMatch match = repository.match(url.path());
        if (match.hasMatch()) {
            return QStringLiteral("https://github.com/%1/%2/issues")
                .arg(match.captured(1), match.captured(2));
        }
    }
    return {};
}

PlatformListing ListingDrafter::draft(const Issue &issue, const Checklist &checklist)
{
    PlatformListing listing;
    listing.name = platformNameOf(issue.title, issue.body);
    listing.platformId = PlatformListing::platformIdFor(listing.name);
    listing.supportChannel = supportChannel(checklist);

    QStringList commands;
    for (const QString &line : checklist.installCommands()) {
        const QString command = commandInLine(line);
        if (command.isEmpty()) {
            continue;
        }
        commands.append(command);
        const bool windows = line.contains(QLatin1String("windows"), Qt::CaseInsensitive);
        QString &slot = windows ? listing.stable.windowsCommand : listing.stable.linuxCommand;
        if (slot.isEmpty()) {
            slot = command;
        }
    }

    const QString package = checklist.answerText(QStringLiteral("package"));
    const IssueForm &form = checklist.form();
    QStringList prerequisites = environmentLines(form.answerFor(
        { QStringLiteral("Supported environment"), QStringLiteral("Supported PyTorch Versions") }));
    prerequisites += dependencyLines(package);

    QList<DocumentationLink> documentation;
    appendLinks(documentation, package, commands);
    appendLinks(documentation,
                form.answerFor({ QStringLiteral("Website / Documentation URL"),
                                 QStringLiteral("Documentation") }),
                commands);
    if (const ChecklistItem *item = checklist.item(QStringLiteral("package"))) {
        for (const EvidenceNote &note : item->notes) {
            if (note.kind == EvidenceKind::Url) {
                appendLinks(documentation, note.content, commands);
            }
        }
    }
    appendLinks(documentation, checklist.answerText(QStringLiteral("feature-list")), commands);

    const QString device = deviceName(checklist.answerText(QStringLiteral("pytorch-integration")));
    listing.guide = guideFor(listing, device, prerequisites, documentation);
    return listing;
}

} // namespace acp
