#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace acp {

// Install commands of one channel (stable or preview), by operating system. pytorch.org's
// generator knows only these two.
struct InstallCommands
{
    QString linuxCommand;
    QString windowsCommand;

    bool isEmpty() const { return linuxCommand.isEmpty() && windowsCommand.isEmpty(); }
    bool operator==(const InstallCommands &) const = default;
};

// An approved platform's entry on pytorch.org's "additional platforms" page, as two files of
// pytorch/pytorch.github.io: the entry, _additional_platforms/<platform_id>.json, and the
// install guide, _get_started/additional_platforms/<platform_id>.md.
struct PlatformListing
{
    QString platformId; // the files' stem: lower-case letters, digits and underscores
    QString name;
    QString supportChannel;
    InstallCommands stable;
    InstallCommands preview;
    QString guide; // Markdown

    bool operator==(const PlatformListing &) const = default;

    // The entry file's text: keys in the site's order (name, support_channel, stable, preview),
    // empty commands and an empty preview left out, two-space indentation, a final newline.
    QByteArray entryJson() const;
    // The paths of the two files, relative to the site's repository.
    QString entryPath() const;
    QString guidePath() const;
    static QString entryFolder() { return QStringLiteral("_additional_platforms"); }
    static QString guideFolder() { return QStringLiteral("_get_started/additional_platforms"); }

    // The draft as the workbench keeps it (every field, the guide too), and back.
    QJsonObject toDraftJson() const;
    static PlatformListing fromDraftJson(const QJsonObject &object);

    // A platform id made from a name: accents dropped, lower case, every run of anything but
    // ASCII letters and digits turned into one underscore ("Tessellate Photonic Engine (TPE)"
    // gives "tessellate_photonic_engine_tpe"). Empty when nothing is left.
    static QString platformIdFor(const QString &name);
};

} // namespace acp
