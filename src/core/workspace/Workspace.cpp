#include "core/workspace/Workspace.h"

#include "core/demo/DemoWorkspace.h"
#include "core/github/GitHubClient.h"
#include "core/github/Hosts.h"
#include "core/logging/LogCategories.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/preview/LinkPreviewService.h"
#include "core/store/BackgroundReader.h"
#include "core/store/IssueCache.h"
#include "core/store/IssueMentionStore.h"
#include "core/store/SyncStateStore.h"
#include "core/sync/IssueEventsFetcher.h"
#include "core/sync/SyncEngine.h"
#include "core/sync/SyncFollowUpChain.h"
#include "core/voting/BallotSender.h"
#include "core/voting/VotePoller.h"
#include "core/voting/VoteService.h"
#include "core/voting/VoteStore.h"
#include "core/voting/VotingSession.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QSettings>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QStandardPaths>

#include <future>

namespace acp {

Workspace::Workspace(const WorkspaceOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
{
    loadRuleFiles(QSettings());
    if (m_options.databasePath.isEmpty()) {
        m_options.databasePath = m_options.demo
            ? demoDatabasePath()
            : defaultDatabasePath(m_options.apiUrl, m_options.repository);
    }
    if (m_options.demo) {
        m_options.repository = DemoWorkspace::repositoryFullName();
    } else {
        m_trust = AuthorTrust::fromSettings(QSettings());
    }
}

BackgroundReader &Workspace::backgroundReader()
{
    if (!m_reader) {
        m_reader = std::make_unique<BackgroundReader>(m_database.filePath(), &m_database);
    }
    return *m_reader;
}

Workspace::~Workspace()
{
    // The services and clients refer to the database; let them go first. The reader waits for
    // its running job.
    m_reader.reset();
    m_voting.reset();
    m_pusher.reset();
    m_outbox.reset();
    m_previews.reset();
    m_previewClient.reset();
    m_sync.reset();
    m_followUps.reset();
    m_votePoller.reset();
    m_issueEvents.reset();
    m_client.reset();
}

bool Workspace::open()
{
    if (!m_options.demo && !isValidRepositoryName(m_options.repository)) {
        m_error =
            tr("“%1” is not a repository name: write it as OWNER/NAME.").arg(m_options.repository);
        return false;
    }
    // A password in the address would go out with every request, and into the settings; checked
    // before any message that repeats the address.
    if (const QString userInfo = github::userInfoError(m_options.apiUrl);
        !m_options.demo && !userInfo.isEmpty()) {
        m_error = userInfo;
        return false;
    }
    if (!m_options.demo
        && (!m_options.apiUrl.isValid() || m_options.apiUrl.scheme().isEmpty()
            || m_options.apiUrl.host().isEmpty())) {
        m_error = tr("“%1” is not a valid API address; GitHub's is https://api.github.com.")
                      .arg(m_options.apiUrl.toString());
        return false;
    }
    if (!m_options.demo) {
        // No token and no reviewer's data over plain http, except to this computer.
        const QString insecure = github::insecureTransportError(m_options.apiUrl);
        if (!insecure.isEmpty()) {
            m_error = insecure;
            return false;
        }
    }
    // The certificate authorities are read while the database is opened and checked: the first
    // certificate read loads the TLS library (about 10 ms), and the database's check hashes the
    // file meanwhile. A thread that cannot be had runs the read in get() below instead.
    std::future<QList<QSslCertificate>> authoritiesRead;
    if (!m_options.demo && !m_options.caCertificatesFile.isEmpty()) {
        authoritiesRead = std::async([path = m_options.caCertificatesFile] {
            return QSslCertificate::fromPath(path, QSsl::Pem);
        });
    }
    if (!m_database.open(m_options.databasePath)) {
        m_error = m_database.errorString();
        return false;
    }
    // Once, for issues cached before the list stored their platform's name (schema 14).
    if (IssueCache names(m_database); !names.fillPlatformNames()) {
        qCWarning(lcWorkspace) << "platform names could not be stored:" << names.errorString();
    }
    // Once, for issues cached before their mentions were indexed (schema 20).
    if (IssueMentionStore mentions(m_database); !mentions.indexPending()) {
        qCWarning(lcWorkspace) << "mentions could not be indexed:" << mentions.errorString();
    }
    // An invalid definition file is not fatal here: the built-in one is used, and the caller
    // shows requirementDefinition().problemText() (the command line stops on it).
    loadRequirements();

    if (m_options.demo) {
        QString error;
        if (!DemoWorkspace::install(m_database, &error)) {
            m_error = error;
            return false;
        }
        m_previews = std::make_unique<LinkPreviewService>(m_database, nullptr);
        m_previews->setFetchPolicy(LinkPreviewService::FetchPolicy::Never);
        m_outbox = std::make_unique<Outbox>(m_database, m_labels);
        qCDebug(lcWorkspace).noquote() << "demo workspace opened:" << m_options.databasePath;
        return true;
    }

    // A repository renamed on GitHub keeps its database; use the name the last sync learned.
    SyncStateStore syncState(m_database);
    const QString recorded = syncState.repositoryFullName();
    if (recorded.isEmpty()) {
        syncState.setRepositoryFullName(m_options.repository);
    }

    std::optional<QSslConfiguration> tls;
    if (!m_options.caCertificatesFile.isEmpty()) {
        const QList<QSslCertificate> authorities = authoritiesRead.get();
        if (authorities.isEmpty()) {
            m_error = tr("%1 holds no certificate authority in PEM form.")
                          .arg(QDir::toNativeSeparators(m_options.caCertificatesFile));
            return false;
        }
        tls = QSslConfiguration::defaultConfiguration();
        tls->addCaCertificates(authorities);
    }
    m_client = std::make_unique<GitHubClient>(m_options.apiUrl, m_options.token);
    m_votePoller = std::make_unique<VotePoller>(m_database, *m_client);
    m_votePoller->setLabelScheme(m_labels);
    m_votePoller->setAuthorTrust(m_trust);
    m_issueEvents = std::make_unique<IssueEventsFetcher>(m_database, *m_client);
    m_followUps = std::make_unique<SyncFollowUpChain>(
        QList<SyncFollowUp *> { m_issueEvents.get(), m_votePoller.get() });
    m_sync = std::make_unique<SyncEngine>(m_database, *m_client, repository());
    m_sync->setFollowUp(m_followUps.get());
    m_previewClient = std::make_unique<GitHubClient>(m_options.apiUrl, m_options.token);
    if (tls) {
        m_client->setSslConfiguration(*tls);
        m_previewClient->setSslConfiguration(*tls);
    }
    m_previews = std::make_unique<LinkPreviewService>(m_database, m_previewClient.get());
    m_previews->setFetchPolicy(LinkPreviewService::fetchPolicyFromSettings(QSettings()));
    m_outbox = std::make_unique<Outbox>(m_database, m_labels);
    m_pusher = std::make_unique<OutboxPusher>(*m_outbox, *m_client, repository());
    connect(m_sync.get(), &SyncEngine::repositoryRenamed, this,
            [this](const QString &, const QString &newName) {
                m_options.repository = newName;
                m_pusher->setRepository(newName);
            });
    qCDebug(lcWorkspace).noquote()
        << "workspace opened:" << repository() << "at"
        << m_options.apiUrl.toString(QUrl::RemoveUserInfo) << "in" << m_options.databasePath
        << (m_options.token.isEmpty() ? "(no token)" : "(with a token)");
    return true;
}

void Workspace::loadRequirements()
{
    m_requirements = m_options.requirementsFile
        ? RequirementSettings::load(*m_options.requirementsFile)
        : RequirementSettings::loadConfigured();
    m_requirements.requirements.setFormProfileChoice(RequirementSettings::formProfile(QSettings()));
}

void Workspace::loadRuleFiles(const QSettings &settings)
{
    m_labelMapping = m_options.labelMappingFile
        ? LabelMappingFile::load(*m_options.labelMappingFile, settings)
        : LabelMappingFile::loadConfigured(settings);
    m_labels = m_labelMapping.scheme;
    m_eligibility = m_options.eligibilityRuleFile
        ? EligibilityRuleFile::load(*m_options.eligibilityRuleFile)
        : EligibilityRuleFile::loadConfigured();
}

void Workspace::reloadRequirements()
{
    m_options.requirementsFile.reset();
    loadRequirements();
    emit requirementsChanged();
}

QString Workspace::repository() const
{
    if (m_database.isOpen()) {
        const QString recorded =
            SyncStateStore(const_cast<Database &>(m_database)).repositoryFullName();
        if (!recorded.isEmpty()) {
            return recorded;
        }
    }
    return m_options.repository;
}

VotingSession *Workspace::votingSession()
{
    if (!m_voting) {
        m_voting = std::make_unique<VotingSession>(*this);
        if (m_sync) {
            connect(m_sync.get(), &SyncEngine::started, m_voting.get(),
                    &VotingSession::takeBaseline);
            connect(m_sync.get(), &SyncEngine::finished, m_voting.get(),
                    &VotingSession::noticeChanges);
        }
    }
    return m_voting.get();
}

QString Workspace::host() const
{
    return github::hostForApiUrl(m_options.apiUrl);
}

QString Workspace::knownLogin()
{
    if (isDemo()) {
        return VoteService::demoLogin();
    }
    if (!m_client || m_options.token.isEmpty()) {
        return {};
    }
    return VoteStore(m_database).cachedLogin(SignedInUser::apiKey(*m_client), m_options.token);
}

void Workspace::setToken(const QString &token)
{
    m_options.token = token;
    if (m_client)
        m_client->setToken(token);
    if (m_previewClient)
        m_previewClient->setToken(token);
}

void Workspace::reloadSettings()
{
    const QSettings settings;
    // The files the settings name from now on (this ends the command line's overrides).
    m_options.labelMappingFile.reset();
    m_options.eligibilityRuleFile.reset();
    loadRuleFiles(settings);
    if (!m_options.demo)
        m_trust = AuthorTrust::fromSettings(settings);
    if (m_votePoller) {
        m_votePoller->setLabelScheme(m_labels);
        m_votePoller->setAuthorTrust(m_trust);
    }
    if (m_outbox)
        m_outbox->setLabels(m_labels);
    if (m_previews && !m_options.demo)
        m_previews->setFetchPolicy(LinkPreviewService::fetchPolicyFromSettings(settings));
    emit settingsChanged();
}

QString Workspace::defaultDataFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Workspace::dataFolder()
{
    const QString configured = QSettings().value(dataFolderSettingsKey()).toString().trimmed();
    return configured.isEmpty() ? defaultDataFolder() : QDir::cleanPath(configured);
}

QString Workspace::defaultDatabasePath(const QUrl &apiUrl, const QString &repository)
{
    QString host = apiUrl.host() == QLatin1String("api.github.com") ? QStringLiteral("github.com")
                                                                    : apiUrl.host();
    if (apiUrl.port() > 0) {
        host += QLatin1Char('_') + QString::number(apiUrl.port());
    }
    // Names are checked by isValidRepositoryName; keep the path safe regardless.
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
    QString owner = repository.section(QLatin1Char('/'), 0, 0);
    QString name = repository.section(QLatin1Char('/'), 1, 1);
    host.replace(unsafe, QStringLiteral("_"));
    owner.replace(unsafe, QStringLiteral("_"));
    name.replace(unsafe, QStringLiteral("_"));
    return QDir(dataFolder())
        .filePath(QStringLiteral("workspaces/%1/%2/%3.sqlite3").arg(host, owner, name));
}

QString Workspace::demoDatabasePath()
{
    return QDir(dataFolder()).filePath(QStringLiteral("workspaces/demo/demo.sqlite3"));
}

bool Workspace::isValidRepositoryName(const QString &fullName)
{
    // GitHub owners: alphanumerics and single hyphens; repository names also allow . and _.
    static const QRegularExpression pattern(
        QStringLiteral("^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})/[A-Za-z0-9._-]{1,100}$"));
    return pattern.match(fullName).hasMatch() && !fullName.endsWith(QLatin1String("/."))
        && !fullName.endsWith(QLatin1String("/.."));
}

} // namespace acp
