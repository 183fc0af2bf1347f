#include "core/workspace/RecentWorkspaces.h"

#include "core/github/Hosts.h"

#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QTimeZone>

namespace acp {

namespace {

const QLatin1String kGroup("RecentWorkspaces");

struct RecentText
{
    Q_DECLARE_TR_FUNCTIONS(acp::RecentWorkspaces)
};

void save(QSettings &settings, const QList<RecentWorkspace> &list)
{
    settings.remove(kGroup);
    settings.beginWriteArray(kGroup, int(list.size()));
    for (int i = 0; i < list.size(); ++i) {
        settings.setArrayIndex(i);
        const RecentWorkspace &entry = list.at(i);
        settings.setValue(QStringLiteral("apiUrl"), entry.apiUrl.toString());
        settings.setValue(QStringLiteral("repository"), entry.repository);
        settings.setValue(QStringLiteral("databasePath"), entry.databasePath);
        settings.setValue(QStringLiteral("lastOpened"),
                          entry.lastOpened.toUTC().toString(Qt::ISODate));
    }
    settings.endArray();
}

} // namespace

QString RecentWorkspace::host() const
{
    return github::hostForApiUrl(apiUrl);
}

QString RecentWorkspace::displayName() const
{
    return RecentText::tr("%1 on %2").arg(repository, host());
}

WorkspaceOptions RecentWorkspace::options() const
{
    WorkspaceOptions options;
    options.apiUrl = apiUrl;
    options.repository = repository;
    options.databasePath = databasePath;
    return options;
}

bool RecentWorkspace::sameWorkspace(const RecentWorkspace &other) const
{
    return QDir::cleanPath(databasePath) == QDir::cleanPath(other.databasePath);
}

QList<RecentWorkspace> RecentWorkspaces::load(QSettings &settings)
{
    QList<RecentWorkspace> list;
    const int size = settings.beginReadArray(kGroup);
    for (int i = 0; i < size; ++i) {
        settings.setArrayIndex(i);
        RecentWorkspace entry;
        entry.apiUrl = QUrl(settings.value(QStringLiteral("apiUrl")).toString(), QUrl::StrictMode);
        entry.repository = settings.value(QStringLiteral("repository")).toString();
        entry.databasePath = settings.value(QStringLiteral("databasePath")).toString();
        entry.lastOpened = QDateTime::fromString(
            settings.value(QStringLiteral("lastOpened")).toString(), Qt::ISODate);
        // Settings are edited by hand sometimes: keep only entries that can be opened, and
        // never one whose address carries a user name or password (it would be sent along).
        if (!entry.apiUrl.isValid() || !Workspace::isValidRepositoryName(entry.repository)
            || entry.databasePath.isEmpty() || !github::userInfoError(entry.apiUrl).isEmpty()
            || !github::insecureTransportError(entry.apiUrl).isEmpty()) {
            continue;
        }
        list.append(entry);
    }
    settings.endArray();
    return list;
}

QList<RecentWorkspace> RecentWorkspaces::load()
{
    QSettings settings;
    return load(settings);
}

void RecentWorkspaces::remember(QSettings &settings, const WorkspaceOptions &options)
{
    if (options.demo || !github::userInfoError(options.apiUrl).isEmpty())
        return;
    RecentWorkspace entry;
    entry.apiUrl = options.apiUrl;
    entry.repository = options.repository;
    entry.databasePath = options.databasePath.isEmpty()
        ? Workspace::defaultDatabasePath(options.apiUrl, options.repository)
        : options.databasePath;
    entry.lastOpened = QDateTime::currentDateTimeUtc();
    QList<RecentWorkspace> list = load(settings);
    list.removeIf([&entry](const RecentWorkspace &other) { return other.sameWorkspace(entry); });
    list.prepend(entry);
    while (list.size() > MaxEntries)
        list.removeLast();
    save(settings, list);
}

void RecentWorkspaces::remember(const WorkspaceOptions &options)
{
    QSettings settings;
    remember(settings, options);
}

void RecentWorkspaces::forget(QSettings &settings, const RecentWorkspace &workspace)
{
    QList<RecentWorkspace> list = load(settings);
    list.removeIf(
        [&workspace](const RecentWorkspace &other) { return other.sameWorkspace(workspace); });
    save(settings, list);
}

std::optional<RecentWorkspace> RecentWorkspaces::last()
{
    const QList<RecentWorkspace> list = load();
    if (list.isEmpty())
        return std::nullopt;
    return list.first();
}

} // namespace acp
