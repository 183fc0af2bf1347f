#pragma once

#include "core/catalog/ApplicationCatalog.h"
#include "core/review/AuthorTrust.h"
#include "core/review/LabelMappingFile.h"
#include "core/review/RequirementSettings.h"
#include "core/review/ReviewState.h"
#include "core/store/Database.h"
#include "core/voting/EligibilityRule.h"
#include "core/voting/VotingContext.h"

#include <QMetaType>
#include <QObject>
#include <QSettings>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

namespace acp {

class BackgroundReader;
class GitHubClient;
class IssueEventsFetcher;
class LinkPreviewService;
class Outbox;
class OutboxPusher;
class SyncEngine;
class SyncFollowUpChain;
class VotePoller;
class VotingSession;

struct WorkspaceOptions
{
    QUrl apiUrl { QStringLiteral("https://api.github.com") };
    QString repository { QStringLiteral("pytorch-fdn/additional-compute-platforms") };
    QString databasePath; // empty: defaultDatabasePath(apiUrl, repository)
    QString token; // empty: anonymous
    // --allow-insecure-http-token: a token from the environment may go to a plain http:// API
    // address (a test server on this computer). Never remembered, never set by the window.
    bool allowInsecureHttpToken = false;
    // --ca-certificates: certificate authorities (PEM) trusted besides the system's, for a
    // GitHub Enterprise Server behind a private one. Empty: the system's only.
    QString caCertificatesFile;
    bool demo = false; // the bundled demo workspace; no network at all
    // The requirement definition file for this run (the command line's --requirements; empty:
    // the built-in one). Unset: the file the settings name (RequirementSettings).
    std::optional<QString> requirementsFile;
    // The same for the label mapping (--label-mapping; LabelMappingFile) and the voting
    // eligibility rule (--eligibility-rule; EligibilityRuleFile).
    std::optional<QString> labelMappingFile;
    std::optional<QString> eligibilityRuleFile;
};

// One repository on one host with its own database: the object both the GUI and the command
// line work through. It owns the database, the GitHub client, the sync engine with the vote
// poll as its follow-up, and the voting session.
class Workspace : public QObject, public VotingContext
{
    Q_OBJECT
public:
    explicit Workspace(const WorkspaceOptions &options, QObject *parent = nullptr);
    ~Workspace() override;

    // Creates the folder, opens and migrates the database; in demo mode loads the demo data.
    bool open();
    QString errorString() const { return m_error; }

    bool isDemo() const override { return m_options.demo; }
    // owner/name, as last recorded (a rename updates it)
    QString repository() const override;
    QUrl apiUrl() const { return m_options.apiUrl; }
    QString host() const; // github::hostForApiUrl(): "github.com", "ghe.example.com", …
    QString databasePath() const { return m_database.filePath(); }
    const WorkspaceOptions &options() const { return m_options; }
    // A token found (keychain, gh) or signed in after open(); the client uses it from now on.
    void setToken(const QString &token);
    bool hasToken() const { return !m_options.token.isEmpty(); }
    // The login the token signs in as, as last learned (VoteStore::cachedLogin); the demo
    // voter in the demo workspace; empty when never learned or without a token.
    QString knownLogin();
    QString token() const override { return m_options.token; }

    Database &database() override { return m_database; }
    // The label names in use: the mapping file's when one is configured and valid, else the
    // settings' (LabelMappingFile); read when the workspace is created and again by
    // reloadSettings(). labelMapping() says where they came from and why a file is not in use.
    LabelScheme labelScheme() const override { return m_labels; }
    const LabelMapping &labelMapping() const { return m_labelMapping; }
    // Who may vote on a vote opened now: the rule file the settings name (or the command line's
    // --eligibility-rule), else the built-in rule; `problem` says why a file is not in use.
    const EligibilityRuleLoad &eligibilityRule() const { return m_eligibility; }
    // Whose comments count (the co-chair list of the settings, read with the labels). The demo
    // workspace always goes by author_association: its fictional co-chairs are members of its
    // fictional repository, whatever list the user keeps for the real one.
    AuthorTrust authorTrust() const override { return m_trust; }
    ApplicationCatalog catalog() { return ApplicationCatalog(m_database, m_labels); }
    // Long reads off the window's thread, on a read-only connection of their own; its thread
    // starts with the first job. Only after open() succeeded.
    BackgroundReader &backgroundReader();

    // Null in demo mode: nothing is sent anywhere.
    GitHubClient *client() const override { return m_client.get(); }
    SyncEngine *syncEngine() const { return m_sync.get(); }
    // Polls the open votes' ballots at the end of each sync (the sync engine's follow-up);
    // null in demo mode.
    VotePoller *votePoller() const { return m_votePoller.get(); }
    // The workspace's one voting session, made on first use (reading the open votes then).
    VotingSession *votingSession();
    // Evidence link previews. In demo mode it serves the cache only and fetches nothing.
    LinkPreviewService *previews() const { return m_previews.get(); }
    // The co-chair's outbox, shared by the GUI and the pusher so both see the same signals.
    // In demo mode actions may be queued to try them out, but never pushed: pusher() is null.
    Outbox *outbox() const { return m_outbox.get(); }
    OutboxPusher *pusher() const { return m_pusher.get(); }

    // The admission requirements every view and command of this workspace uses: the user's
    // definition file when it is valid, else the built-in one (requirementDefinition() says
    // why). Read by open().
    const RequirementSet &requirements() const { return m_requirements.requirements; }
    const RequirementDefinition &requirementDefinition() const { return m_requirements; }
    // Reads the definition the settings name again (after the user chose another file; this
    // ends a --requirements override) and emits requirementsChanged(). Statuses stored for
    // requirements the new definition lacks stay in the database.
    void reloadRequirements();

    // Applies the settings again after the user changed them: the label names (catalog,
    // outbox) and, outside demo mode, the evidence fetch policy (previews/fetchPolicy).
    // Emits settingsChanged().
    void reloadSettings();

    // <data folder>/workspaces/<host>/<owner>/<name>.sqlite3 (dropped evidence files go beside
    // it, in <name>.files)
    static QString defaultDatabasePath(const QUrl &apiUrl, const QString &repository);
    static QString demoDatabasePath();
    // Where new workspaces' databases go: the QSettings value "workspace/dataFolder" when set,
    // else the platform's app-data folder (defaultDataFolder()). The command line and the GUI
    // agree, as both compute paths here.
    static QString dataFolder();
    static QString defaultDataFolder();
    static QString dataFolderSettingsKey() { return QStringLiteral("workspace/dataFolder"); }

    static bool isValidRepositoryName(const QString &fullName);

signals:
    void requirementsChanged();
    void settingsChanged(); // after reloadSettings()

private:
    void loadRequirements();
    void loadRuleFiles(const QSettings &settings);

    WorkspaceOptions m_options;
    Database m_database;
    LabelScheme m_labels;
    LabelMapping m_labelMapping;
    EligibilityRuleLoad m_eligibility;
    AuthorTrust m_trust;
    std::unique_ptr<GitHubClient> m_client;
    // The sync's follow-ups, in this order: the label history, then the vote poll. They outlive
    // m_sync, which may still cancel them.
    std::unique_ptr<IssueEventsFetcher> m_issueEvents;
    std::unique_ptr<VotePoller> m_votePoller;
    std::unique_ptr<SyncFollowUpChain> m_followUps;
    std::unique_ptr<SyncEngine> m_sync;
    // Previews use a client of their own, so they never wait behind a sync.
    std::unique_ptr<GitHubClient> m_previewClient;
    std::unique_ptr<LinkPreviewService> m_previews;
    std::unique_ptr<Outbox> m_outbox;
    std::unique_ptr<OutboxPusher> m_pusher; // on m_client
    RequirementDefinition m_requirements;
    QString m_error;
    std::unique_ptr<VotingSession> m_voting; // first to go: it sends on m_client
    std::unique_ptr<BackgroundReader> m_reader;
};

} // namespace acp

Q_DECLARE_METATYPE(acp::WorkspaceOptions)
