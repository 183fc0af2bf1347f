#include "core/listing/ListingRules.h"

#include "core/listing/PlatformListing.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrl>

namespace acp {

namespace {

using Severity = ListingProblem::Severity;

const QStringList &entryKeys()
{
    static const QStringList keys = { QStringLiteral("name"), QStringLiteral("support_channel"),
                                      QStringLiteral("stable"), QStringLiteral("preview") };
    return keys;
}

bool hasLineBreakOrControl(const QString &text)
{
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator
            || c == QChar::ParagraphSeparator) {
            return true;
        }
    }
    return false;
}

// Lines as the site counts them: a final newline does not start another line.
QStringList guideLines(const QString &markdown)
{
    QString text = markdown;
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    if (text.endsWith(QLatin1Char('\n'))) {
        text.chop(1);
    }
    return text.isEmpty() ? QStringList() : text.split(QLatin1Char('\n'));
}

} // namespace

QList<ListingProblem> ListingRules::checkPlatformId(const QString &platformId)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9_]+$"));
    if (platformId.isEmpty()) {
        return { { QStringLiteral("platform_id"),
                   tr("The platform id is empty: it names both files, in lower-case letters, "
                      "digits and underscores.") } };
    }
    if (!pattern.match(platformId).hasMatch()) {
        return { { QStringLiteral("platform_id"),
                   tr("The platform id “%1” may hold only lower-case letters, digits and "
                      "underscores.")
                       .arg(platformId) } };
    }
    return {};
}

QList<ListingProblem> ListingRules::checkEntry(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return { { QStringLiteral("entry"),
                   tr("The entry is not valid JSON: %1 at character %2.")
                       .arg(parseError.errorString())
                       .arg(parseError.offset) } };
    }
    if (!document.isObject()) {
        return { { QStringLiteral("entry"), tr("The entry must be a JSON object.") } };
    }
    const QJsonObject entry = document.object();
    QList<ListingProblem> problems;
    for (auto it = entry.constBegin(); it != entry.constEnd(); ++it) {
        if (entryKeys().contains(it.key())) {
            continue;
        }
        const bool documentation = it.key() == QLatin1String("documentation");
        problems.append(
            { it.key(),
              documentation
                  ? tr("The key “documentation” is not accepted by the site: the documentation "
                       "links belong in the install guide's Documentation section.")
                  : tr("The key “%1” is not accepted by the site: an entry has only name, "
                       "support_channel, stable and preview.")
                        .arg(it.key()) });
    }

    for (const QString &key : { QStringLiteral("name"), QStringLiteral("support_channel") }) {
        const QJsonValue value = entry.value(key);
        if (value.isUndefined()) {
            problems.append({ key, tr("The entry has no “%1”, which is required.").arg(key) });
        } else if (!value.isString()) {
            problems.append({ key, tr("“%1” must be a string.").arg(key) });
        } else if (value.toString().trimmed().isEmpty()) {
            problems.append({ key, tr("“%1” is empty.").arg(key) });
        } else if (hasLineBreakOrControl(value.toString())) {
            problems.append({ key, tr("“%1” must be one line of text.").arg(key) });
        }
    }
    const QString channel = entry.value(QStringLiteral("support_channel")).toString().trimmed();
    if (!channel.isEmpty() && !hasLineBreakOrControl(channel)) {
        const QUrl url(channel, QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty()
            || (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http"))) {
            problems.append({ QStringLiteral("support_channel"),
                              tr("“support_channel” is not a web address; the site shows it as "
                                 "a link (for example the project's issue tracker)."),
                              Severity::Warning });
        }
    }

    for (const QString &channelKey : { QStringLiteral("stable"), QStringLiteral("preview") }) {
        const QJsonValue value = entry.value(channelKey);
        if (value.isUndefined()) {
            if (channelKey == QLatin1String("stable")) {
                problems.append({ channelKey,
                                  tr("The entry has no “stable” install commands, which are "
                                     "required.") });
            }
            continue;
        }
        if (!value.isObject()) {
            problems.append(
                { channelKey,
                  tr("“%1” must be an object of install commands by operating system (linux, "
                     "windows).")
                      .arg(channelKey) });
            continue;
        }
        const QJsonObject commands = value.toObject();
        if (commands.isEmpty()) {
            problems.append(
                { channelKey,
                  tr("“%1” has no install command: give one for linux, windows or both.")
                      .arg(channelKey) });
        }
        for (auto it = commands.constBegin(); it != commands.constEnd(); ++it) {
            const QString field = channelKey + QLatin1Char('.') + it.key();
            if (it.key() != QLatin1String("linux") && it.key() != QLatin1String("windows")) {
                problems.append({ field,
                                  tr("“%1” is not accepted: install commands are given for "
                                     "linux and windows only.")
                                      .arg(field) });
            } else if (!it.value().isString()) {
                problems.append({ field, tr("“%1” must be a string.").arg(field) });
            } else if (it.value().toString().trimmed().isEmpty()) {
                problems.append({ field, tr("“%1” is empty.").arg(field) });
            } else if (hasLineBreakOrControl(it.value().toString())) {
                problems.append({ field, tr("“%1” must be one command on one line.").arg(field) });
            }
        }
    }
    return problems;
}

QStringList ListingRules::guideSections()
{
    return { QStringLiteral("Prerequisites"), QStringLiteral("Installation"),
             QStringLiteral("Verification"), QStringLiteral("Documentation") };
}

QList<ListingProblem> ListingRules::checkGuide(const QString &markdown)
{
    const QStringList lines = guideLines(markdown);
    if (markdown.trimmed().isEmpty()) {
        return { { QStringLiteral("guide"), tr("The install guide is empty.") } };
    }
    QList<ListingProblem> problems;
    if (lines.size() > MaxGuideLines) {
        problems.append({ QStringLiteral("guide"),
                          tr("The install guide has %1 lines; the site accepts at most %2.")
                              .arg(lines.size())
                              .arg(MaxGuideLines),
                          Severity::Error, MaxGuideLines + 1 });
    }
    static const QRegularExpression heading(QStringLiteral("^ {0,3}#{1,6}\\s+(.*?)\\s*#*\\s*$"));
    static const QRegularExpression html(
        QStringLiteral("<\\s*/?\\s*(?!https?:|mailto:)[A-Za-z!?]"));
    QStringList found;
    bool inFence = false;
    int htmlLine = 0;
    for (int index = 0; index < lines.size(); ++index) {
        const QString &line = lines.at(index);
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
            inFence = !inFence;
            continue;
        }
        if (inFence) {
            continue;
        }
        const QRegularExpressionMatch match = heading.match(line);
        if (match.hasMatch()) {
            found.append(match.captured(1).toCaseFolded());
        }
        static const QRegularExpression codeSpan(QStringLiteral("`[^`]*`"));
        if (htmlLine == 0 && html.match(QString(line).remove(codeSpan)).hasMatch()) {
            htmlLine = index + 1;
        }
    }
    if (htmlLine > 0) {
        problems.append({ QStringLiteral("guide"),
                          tr("Line %1 of the install guide holds HTML, which the site renders as "
                             "markup: write it as Markdown, or inside a code block.")
                              .arg(htmlLine),
                          Severity::Warning, htmlLine });
    }
    for (const QString &section : guideSections()) {
        const QString key = section.toCaseFolded();
        const bool present = std::any_of(found.cbegin(), found.cend(), [&key](const QString &h) {
            return h == key || h.startsWith(key + QLatin1Char(' '));
        });
        if (!present) {
            problems.append({ QStringLiteral("guide"),
                              tr("The install guide has no “%1” section.").arg(section),
                              Severity::Warning });
        }
    }
    return problems;
}

QList<ListingProblem> ListingRules::check(const PlatformListing &listing)
{
    return checkPlatformId(listing.platformId) + checkEntry(listing.entryJson())
        + checkGuide(listing.guide);
}

bool ListingRules::hasErrors(const QList<ListingProblem> &problems)
{
    return std::any_of(problems.cbegin(), problems.cend(),
                       [](const ListingProblem &problem) { return problem.isError(); });
}

} // namespace acp
