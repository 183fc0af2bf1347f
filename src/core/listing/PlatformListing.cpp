#include "core/listing/PlatformListing.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace acp {

namespace {

// The commands the platform has, by operating system, in the entry's order.
QList<QPair<QString, QString>> commandEntries(const InstallCommands &commands)
{
    QList<QPair<QString, QString>> entries;
    if (!commands.linuxCommand.isEmpty()) {
        entries.append({ QStringLiteral("linux"), commands.linuxCommand });
    }
    if (!commands.windowsCommand.isEmpty()) {
        entries.append({ QStringLiteral("windows"), commands.windowsCommand });
    }
    return entries;
}

QJsonObject commandsObject(const InstallCommands &commands)
{
    QJsonObject object;
    for (const auto &[system, command] : commandEntries(commands)) {
        object.insert(system, command);
    }
    return object;
}

InstallCommands commandsFrom(const QJsonObject &object)
{
    return { object.value(QStringLiteral("linux")).toString(),
             object.value(QStringLiteral("windows")).toString() };
}

QByteArray quotedJson(const QString &text)
{
    // QJsonDocument writes a lone string only inside an array: take it back out.
    const QByteArray array = QJsonDocument(QJsonArray { text }).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

void appendCommands(QByteArray &out, const char *key, const InstallCommands &commands, bool last)
{
    out += "  \"";
    out += key;
    out += "\": {\n";
    const QList<QPair<QString, QString>> entries = commandEntries(commands);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        out += "    \"";
        out += entries.at(i).first.toUtf8();
        out += "\": ";
        out += quotedJson(entries.at(i).second);
        out += i + 1 < entries.size() ? ",\n" : "\n";
    }
    out += last ? "  }\n" : "  },\n";
}

} // namespace

QByteArray PlatformListing::entryJson() const
{
    // Written by hand: QJsonDocument sorts keys, and the site's files list name first.
    QByteArray out = "{\n";
    out += "  \"name\": " + quotedJson(name) + ",\n";
    out += "  \"support_channel\": " + quotedJson(supportChannel) + ",\n";
    const bool withPreview = !preview.isEmpty();
    appendCommands(out, "stable", stable, !withPreview);
    if (withPreview) {
        appendCommands(out, "preview", preview, true);
    }
    out += "}\n";
    return out;
}

QString PlatformListing::entryPath() const
{
    return entryFolder() + QLatin1Char('/') + platformId + QStringLiteral(".json");
}

QString PlatformListing::guidePath() const
{
    return guideFolder() + QLatin1Char('/') + platformId + QStringLiteral(".md");
}

QJsonObject PlatformListing::toDraftJson() const
{
    return { { QStringLiteral("platform_id"), platformId },
             { QStringLiteral("name"), name },
             { QStringLiteral("support_channel"), supportChannel },
             { QStringLiteral("stable"), commandsObject(stable) },
             { QStringLiteral("preview"), commandsObject(preview) },
             { QStringLiteral("guide"), guide } };
}

PlatformListing PlatformListing::fromDraftJson(const QJsonObject &object)
{
    PlatformListing listing;
    listing.platformId = object.value(QStringLiteral("platform_id")).toString();
    listing.name = object.value(QStringLiteral("name")).toString();
    listing.supportChannel = object.value(QStringLiteral("support_channel")).toString();
    listing.stable = commandsFrom(object.value(QStringLiteral("stable")).toObject());
    listing.preview = commandsFrom(object.value(QStringLiteral("preview")).toObject());
    listing.guide = object.value(QStringLiteral("guide")).toString();
    return listing;
}

QString PlatformListing::platformIdFor(const QString &name)
{
    const QString decomposed = name.normalized(QString::NormalizationForm_KD);
    QString id;
    bool pendingSeparator = false;
    for (const QChar c : decomposed) {
        if (c.isMark()) {
            continue; // the accent of a decomposed letter
        }
        const char16_t u = c.toLower().unicode();
        if ((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9')) {
            if (pendingSeparator && !id.isEmpty()) {
                id += QLatin1Char('_');
            }
            pendingSeparator = false;
            id += QChar(u);
        } else {
            pendingSeparator = true;
        }
    }
    return id;
}

} // namespace acp
