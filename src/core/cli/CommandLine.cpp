// Over 600 lines on purpose: argument parsing for every command and the read-only commands; the
// outbox and voting commands have their own files.

#include "core/cli/CommandLine.h"

#include "core/auth/TokenProvider.h"
#include "core/catalog/ApplicationCatalog.h"
#include "core/catalog/RelatedApplications.h"
#include "core/cli/CommandGroup.h"
#include "core/cli/DashboardCommands.h"
#include "core/cli/ExitCode.h"
#include "core/cli/InterruptWatcher.h"
#include "core/cli/ListingCommands.h"
#include "core/cli/OutboxCommands.h"
#include "core/cli/ReviewCommands.h"
#include "core/cli/VotingCommands.h"
#include "core/domain/Timestamps.h"
#include "core/github/Hosts.h"
#include "core/i18n/InSentence.h"
#include "core/issueform/IssueForm.h"
#include "core/listing/ListingPullRequestStates.h"
#include "core/preview/PreviewCache.h"
#include "core/review/ActivityFigures.h"
#include "core/review/AuthorTrust.h"
#include "core/review/Checklist.h"
#include "core/review/ChecklistEditor.h"
#include "core/review/ChecklistStore.h"
#include "core/review/RequirementSet.h"
#include "core/review/TeamReviewSummary.h"
#include "core/store/IssueCache.h"
#include "core/store/ReviewerStore.h"
#include "core/store/SyncStateStore.h"
#include "core/sync/SyncEngine.h"
#include "core/text/DisplayText.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QTimer>

#include <cstdio>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace acp {

namespace {

// Texts outside CommandRunner share one translation context, which lupdate can see.
struct CommandLineText
{
    Q_DECLARE_TR_FUNCTIONS(acp::CommandLine)
};

QJsonObject reactionCounts(const QList<Reaction> &reactions)
{
    QMap<QString, int> counts;
    for (const Reaction &reaction : reactions) {
        ++counts[reaction.content];
    }
    QJsonObject object;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        object.insert(it.key(), it.value());
    }
    return object;
}

QString localTime(const QDateTime &when)
{
    return when.isValid() ? when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                          : CommandLineText::tr("unknown");
}

// "4/10 reviewed: 2 met, 1 gap, 1 needs judgment"
QString progressText(const ChecklistProgress &progress)
{
    QStringList parts;
    for (ChecklistStatus status : allChecklistStatuses()) {
        if (status != ChecklistStatus::Unreviewed && progress.count(status) > 0) {
            parts.append(QStringLiteral("%1 %2")
                             .arg(progress.count(status))
                             .arg(inSentence(checklistStatusDisplayName(status))));
        }
    }
    QString text = QCoreApplication::translate("acp::CommandLine", "%1/%2 reviewed")
                       .arg(progress.reviewed())
                       .arg(progress.total());
    if (!parts.isEmpty()) {
        text += QStringLiteral(": ") + parts.join(QStringLiteral(", "));
    }
    return text;
}

QString linkOrigin(const EvidenceLink &link)
{
    if (link.origin == EvidenceLink::Origin::Section) {
        return QCoreApplication::translate("acp::CommandLine", "in “%1”")
            .arg(text::displayLine(link.sectionHeading));
    }
    return QCoreApplication::translate("acp::CommandLine", "comment by %1, %2")
        .arg(text::displayLine(link.author), localTime(link.createdAt));
}

bool isTerminal(FILE *stream)
{
#ifdef Q_OS_UNIX
    return isatty(fileno(stream));
#else
    Q_UNUSED(stream);
    return false;
#endif
}

} // namespace

const QStringList &knownCommands()
{
    static const QStringList commands =
        QStringList { QStringLiteral("sync"), QStringLiteral("list"), QStringLiteral("show"),
                      QStringLiteral("checklist"), QStringLiteral("report") }
        + OutboxCommands::commands() + VotingCommands::commands() + ReviewCommands::commands()
        + ListingCommands::commands() + DashboardCommands::commands();
    return commands;
}

CommandLineRequest parseCommandLine(const QStringList &arguments)
{
    CommandLineRequest request;

    QCommandLineParser parser;
    parser.setApplicationDescription(
        CommandLineText::tr(
            "Review applications to the PyTorch Foundation's Additional Compute Platforms.\n\n"
            "Commands:\n"
            "  (none)            open the main window\n"
            "  sync              pull issues, comments, labels and reactions into the cache\n"
            "  list [--disagreements] [--json]\n"
            "                    the cached applications, with the team's published reviews\n"
            "                    (--disagreements: only where they differ)\n"
            "  show NUMBER [--json]  one application: form sections, checklist, evidence, "
            "comments\n"
            "  checklist NUMBER REQUIREMENT STATUS [--note TEXT] [--private|--public]\n"
            "                    set one requirement's status (unreviewed, met, gap,\n"
            "                    needs-judgment, not-applicable) and, with --note, its note\n"
            "  request-info NUMBER [--include-judgment] [--from-reviews LOGINS] [--preview]\n"
            "                    queue the request-info comment (from the gaps) and labels\n"
            "  start-vote NUMBER [--closes YYYY-MM-DD] [--preview]\n"
            "                    queue the vote comment and the voting label\n"
            "  decide NUMBER approved|declined [--reason TEXT] [--tally TEXT] [--preview]\n"
            "                    queue the decision comment, labels, and closing the issue\n"
            "  back-to-review NUMBER [--note TEXT] [--preview]\n"
            "                    queue moving an application back to review (label new)\n"
            "  outbox [--json]   queued actions and ballots and their state; outbox\n"
            "                    cancel|retry ID; outbox cancel bID (a ballot); outbox audit\n"
            "                    (CSV, or --json). Cancelling an action whose comment may\n"
            "                    already be on GitHub looks for it first (--force: cancel\n"
            "                    anyway)\n"
            "  push              send queued actions, then queued ballots, to GitHub (exits\n"
            "                    non-zero when anything is left unsent)\n"
            "  due [--json]      open votes, deficiency clocks and periodic reviews by deadline\n"
            "  dashboard [--json]\n"
            "                    applications by state, days per stage, the oldest waiting,\n"
            "                    open votes and who has not voted, deadlines, listed platforms\n"
            "  vote NUMBER approve|reject|abstain\n"
            "                    cast (or change) your ballot on an open vote\n"
            "  remind NUMBER [--note TEXT] [--preview]\n"
            "                    queue one comment that mentions the representatives and\n"
            "                    alternates of the organizations that have not voted\n"
            "  roster [--json]   the voting organizations, representatives and alternates\n"
            "  roster import FILE  a new roster version from a Markdown table or JSON\n"
            "  review publish NUMBER [--preview]\n"
            "                    queue your checklist as your review comment (publishing\n"
            "                    again edits it)\n"
            "  reviews NUMBER [--json]\n"
            "                    the team's reviews published on the issue beside yours, and\n"
            "                    where reviewers disagree\n"
            "  report NUMBER|--all --output FILE.pdf\n"
            "                    the review report of one application, or of all of them\n"
            "  listing NUMBER --output DIR [--json]\n"
            "                    the pytorch.org listing draft of an approved platform,\n"
            "                    checked against the site's rules, as its two files;\n"
            "                    listing NUMBER --pull-request [--remove] queues it (or its\n"
            "                    removal) as a pull request to the site\n\n"
            "The token comes from the environment (see below), else the system keychain (where "
            "signing in in the window keeps it), else `gh auth token --hostname HOST`.\n\n"
            "The admission requirements come from the built-in definition, or from the JSON file "
            "chosen in the window (setting review/requirementsFile), or from --requirements FILE "
            "for one run. A command stops with an error naming the line and field when that file "
            "is not valid, rather than use another definition than the one asked for; the window "
            "uses the built-in one instead and says why. The label mapping (setting "
            "labels/mappingFile, --label-mapping FILE) and the voting eligibility rule (setting "
            "voting/eligibilityRuleFile, --eligibility-rule FILE) are files the same way.")
        + QStringLiteral("\n\n")
        + CommandLineText::tr(
            "Environment tokens go only where they belong, as with the GitHub CLI: GH_TOKEN and "
            "GITHUB_TOKEN to github.com and NAME.ghe.com only, GH_ENTERPRISE_TOKEN (else "
            "GITHUB_ENTERPRISE_TOKEN) to every other host; the keychain and gh are asked per "
            "host. A token from the environment is never sent over plain http, not even to this "
            "computer, unless --allow-insecure-http-token is given.")
        + QStringLiteral("\n\n")
        + CommandLineText::tr(
            "Whose comments open, count and decide votes:\n"
            "  co-chairs [--json]  the co-chair list (empty: the repository's owners, members\n"
            "                    and collaborators); co-chairs set LOGIN... (only these\n"
            "                    logins), co-chairs clear"));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption dbOption(QStringLiteral("db"),
                                      CommandLineText::tr("The workspace database file."),
                                      CommandLineText::tr("FILE"));
    const QCommandLineOption apiOption(
        QStringLiteral("api-url"),
        CommandLineText::tr("The GitHub API address (default https://api.github.com)."),
        CommandLineText::tr("URL"));
    const QCommandLineOption repoOption(
        QStringLiteral("repo"),
        CommandLineText::tr("The repository (default pytorch-fdn/additional-compute-platforms)."),
        CommandLineText::tr("OWNER/NAME"));
    const QCommandLineOption requirementsOption(
        QStringLiteral("requirements"),
        CommandLineText::tr("The requirement definition file (JSON) for this run, instead of "
                            "the one chosen in the settings; an empty value means the built-in "
                            "one."),
        CommandLineText::tr("FILE"));
    const QCommandLineOption labelMappingOption(
        QStringLiteral("label-mapping"),
        CommandLineText::tr("The label mapping file (JSON) for this run, instead of the one "
                            "chosen in the settings; an empty value means the settings' label "
                            "names."),
        CommandLineText::tr("FILE"));
    const QCommandLineOption eligibilityRuleOption(
        QStringLiteral("eligibility-rule"),
        CommandLineText::tr("The voting eligibility rule file (JSON) for this run, instead of "
                            "the one chosen in the settings; an empty value means the built-in "
                            "rule."),
        CommandLineText::tr("FILE"));
    const QCommandLineOption caCertificatesOption(
        QStringLiteral("ca-certificates"),
        CommandLineText::tr("Also trust the certificate authorities in this PEM file, for a "
                            "GitHub Enterprise Server whose certificate a private authority "
                            "signed."),
        CommandLineText::tr("FILE"));
    const QCommandLineOption insecureTokenOption(
        TokenProvider::insecureHttpTokenOption(),
        CommandLineText::tr("DANGEROUS: send the token from the environment to a plain http:// "
                            "API address, readable by anyone on the way. Only for a test server "
                            "on this computer."));
    const QCommandLineOption demoOption(
        QStringLiteral("demo"),
        CommandLineText::tr("Open the bundled demo workspace (no network)."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        CommandLineText::tr("Print machine-readable JSON."));
    const QCommandLineOption noteOption(
        QStringLiteral("note"),
        CommandLineText::tr("checklist: the reviewer note (Markdown); empty clears it."),
        CommandLineText::tr("TEXT"));
    const QCommandLineOption fromReviewsOption(
        QStringLiteral("from-reviews"),
        CommandLineText::tr("request-info: also ask about the gaps of these colleagues' published "
                            "reviews (logins, separated by commas)."),
        CommandLineText::tr("LOGINS"));
    const QCommandLineOption disagreementsOption(
        QStringLiteral("disagreements"),
        CommandLineText::tr("list: only applications whose published reviews (yours included) "
                            "differ on a requirement."));
    const QCommandLineOption pullRequestOption(
        QStringLiteral("pull-request"),
        CommandLineText::tr("listing: queue the pull request of the draft to the site's "
                            "repository, from your fork (push sends it)."));
    const QCommandLineOption removeOption(
        QStringLiteral("remove"),
        CommandLineText::tr("listing --pull-request: the pull request that removes a retired "
                            "platform's listing."));
    const QCommandLineOption privateOption(
        QStringLiteral("private"),
        CommandLineText::tr("checklist: keep the note private: a published review leaves it out."));
    const QCommandLineOption publicOption(
        QStringLiteral("public"),
        CommandLineText::tr("checklist: let a published review show the note again."));
    const QCommandLineOption judgmentOption(
        QStringLiteral("include-judgment"),
        CommandLineText::tr("request-info: also ask about requirements marked needs-judgment."));
    const QCommandLineOption closesOption(
        QStringLiteral("closes"), CommandLineText::tr("start-vote: the vote's closing date."),
        CommandLineText::tr("YYYY-MM-DD"));
    const QCommandLineOption reasonOption(
        QStringLiteral("reason"),
        CommandLineText::tr("decide: the reasons (Markdown), required; vote: the reason for your "
                            "ballot, posted as your comment beside it."),
        CommandLineText::tr("TEXT"));
    const QCommandLineOption tallyOption(QStringLiteral("tally"),
                                         CommandLineText::tr("decide: the tally (Markdown)."),
                                         CommandLineText::tr("TEXT"));
    const QCommandLineOption previewOption(
        QStringLiteral("preview"),
        CommandLineText::tr("Print the comment and label changes; queue nothing."));
    const QCommandLineOption outputOption(
        QStringLiteral("output"),
        CommandLineText::tr(
            "report: the PDF file to write; listing: the folder to write the two files to."),
        CommandLineText::tr("FILE"));
    const QCommandLineOption allOption(
        QStringLiteral("all"),
        CommandLineText::tr("report: every cached application, as a round."));
    const QCommandLineOption forceOption(
        QStringLiteral("force"),
        CommandLineText::tr("outbox cancel: cancel even when the action's comment is, or may be, "
                            "already on GitHub."));
    parser.addOptions({ dbOption,
                        apiOption,
                        repoOption,
                        requirementsOption,
                        labelMappingOption,
                        eligibilityRuleOption,
                        caCertificatesOption,
                        insecureTokenOption,
                        demoOption,
                        jsonOption,
                        noteOption,
                        privateOption,
                        publicOption,
                        fromReviewsOption,
                        disagreementsOption,
                        pullRequestOption,
                        removeOption,
                        judgmentOption,
                        closesOption,
                        reasonOption,
                        tallyOption,
                        previewOption,
                        outputOption,
                        allOption,
                        forceOption });
    parser.addPositionalArgument(QStringLiteral("command"),
                                 CommandLineText::tr("What to do; see above."),
                                 CommandLineText::tr("[COMMAND ...]"));

    request.helpText = parser.helpText();
    if (!parser.parse(arguments)) {
        request.error = parser.errorText();
        return request;
    }
    request.showHelp = parser.isSet(helpOption);
    request.showVersion = parser.isSet(versionOption);
    request.json = parser.isSet(jsonOption);
    request.hasNote = parser.isSet(noteOption);
    request.gapsFrom = AuthorTrust::parseLogins(parser.value(fromReviewsOption));
    request.disagreementsOnly = parser.isSet(disagreementsOption);
    request.pullRequest = parser.isSet(pullRequestOption);
    request.removeListing = parser.isSet(removeOption);
    if (parser.isSet(privateOption) || parser.isSet(publicOption)) {
        request.notePrivate = parser.isSet(privateOption);
    }
    request.note = parser.value(noteOption);
    request.includeJudgment = parser.isSet(judgmentOption);
    request.closes = parser.value(closesOption);
    request.reason = parser.value(reasonOption);
    request.tally = parser.value(tallyOption);
    request.preview = parser.isSet(previewOption);
    request.output = parser.value(outputOption);
    request.all = parser.isSet(allOption);
    request.force = parser.isSet(forceOption);
    request.workspace.demo = parser.isSet(demoOption);
    if (parser.isSet(dbOption)) {
        request.workspace.databasePath = parser.value(dbOption);
    }
    if (parser.isSet(apiOption)) {
        QString api = parser.value(apiOption).trimmed();
        while (api.endsWith(QLatin1Char('/'))) {
            api.chop(1);
        }
        request.workspace.apiUrl = QUrl(api, QUrl::StrictMode);
        // The token goes in the environment, never in the address (where it would end up in
        // the recent-workspaces list, the process list and the shell history).
        if (const QString userInfo = github::userInfoError(request.workspace.apiUrl);
            !userInfo.isEmpty()) {
            request.error = CommandLineText::tr("--api-url: %1").arg(userInfo);
            request.workspace.apiUrl = QUrl();
        }
    }
    if (parser.isSet(repoOption)) {
        request.workspace.repository = parser.value(repoOption).trimmed();
    }
    if (parser.isSet(requirementsOption)) {
        request.workspace.requirementsFile = parser.value(requirementsOption).trimmed();
    }
    if (parser.isSet(labelMappingOption)) {
        request.workspace.labelMappingFile = parser.value(labelMappingOption).trimmed();
    }
    if (parser.isSet(eligibilityRuleOption)) {
        request.workspace.eligibilityRuleFile = parser.value(eligibilityRuleOption).trimmed();
    }
    if (parser.isSet(caCertificatesOption)) {
        request.workspace.caCertificatesFile = parser.value(caCertificatesOption).trimmed();
    }
    request.workspace.allowInsecureHttpToken = parser.isSet(insecureTokenOption);
    if (!request.workspace.demo) {
        const EnvironmentToken environment = TokenProvider::environmentToken(
            request.workspace.apiUrl, request.workspace.allowInsecureHttpToken);
        request.workspace.token = environment.token;
        // Refused before anything is sent: quietly going anonymous would look like a
        // permissions problem later.
        if (request.error.isEmpty() && !environment.refusal.isEmpty() && !request.showHelp
            && !request.showVersion) {
            request.error = environment.refusal;
        }
    }

    const QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty()) {
        request.command = positional.first();
        request.arguments = positional.mid(1);
        if (!knownCommands().contains(request.command)) {
            request.error = CommandLineText::tr("Unknown command “%1”; the commands are: %2.")
                                .arg(request.command, knownCommands().join(QStringLiteral(", ")));
        }
    }
    if (request.error.isEmpty() && request.notePrivate
        && (request.command != QLatin1String("checklist")
            || (parser.isSet(privateOption) && parser.isSet(publicOption)))) {
        request.error = CommandLineText::tr(
            "--private or --public (one of them) belongs to the “checklist” command.");
    }
    if (request.error.isEmpty() && (request.pullRequest || request.removeListing)
        && (request.command != QLatin1String("listing")
            || (request.removeListing && !request.pullRequest))) {
        request.error = CommandLineText::tr(
            "--pull-request (and with it --remove) belongs to the “listing” command.");
    }
    if (request.error.isEmpty() && request.disagreementsOnly
        && request.command != QLatin1String("list")) {
        request.error = CommandLineText::tr("--disagreements belongs to the “list” command.");
    }
    if (request.error.isEmpty() && request.hasNote && request.command != QLatin1String("checklist")
        && request.command != QLatin1String("back-to-review")
        && request.command != QLatin1String("remind")) {
        request.error = CommandLineText::tr(
            "--note belongs to the “checklist”, “back-to-review” and “remind” commands.");
    }
    for (const QCommandLineOption *option :
         { &judgmentOption, &fromReviewsOption, &closesOption, &reasonOption, &tallyOption,
           &previewOption, &forceOption }) {
        const QString name = option->names().constFirst();
        if (request.error.isEmpty() && parser.isSet(*option)
            && !OutboxCommands::acceptsOption(request.command, name)) {
            request.error = CommandLineText::tr("--%1 does not belong to “%2”.")
                                .arg(name,
                                     request.command.isEmpty() ? CommandLineText::tr("the window")
                                                               : request.command);
        }
    }
    if (request.error.isEmpty() && request.all && request.command != QLatin1String("report")) {
        request.error = CommandLineText::tr("--all belongs to the “report” command.");
    }
    if (request.error.isEmpty() && parser.isSet(outputOption)
        && request.command != QLatin1String("report")
        && request.command != QLatin1String("listing")) {
        request.error =
            CommandLineText::tr("--output belongs to the “report” and “listing” commands.");
    }
    return request;
}

CommandRunner::CommandRunner(const CommandLineRequest &request, QObject *parent)
    : QObject(parent)
    , m_request(request)
    , m_out(&m_outDevice)
    , m_err(&m_errDevice)
{ }

CommandRunner::~CommandRunner() = default;

void CommandRunner::setExternalCommand(const QString &command, ExternalCommand handler)
{
    m_external.insert(command, std::move(handler));
}

void CommandRunner::start()
{
    if (!m_request.error.isEmpty()) {
        fail(m_request.error, UsageError);
        return;
    }
    if (m_request.showHelp) {
        m_out << m_request.helpText;
        finish(Success);
        return;
    }
    if (m_request.showVersion) {
        m_out << QCoreApplication::applicationName() << ' '
              << QCoreApplication::applicationVersion() << '\n';
        finish(Success);
        return;
    }

    // Commands that talk to GitHub look for a token beyond the environment (keychain, gh).
    if (!m_tokenLookedUp && !m_request.workspace.demo && m_request.workspace.token.isEmpty()
        && (m_request.command == QLatin1String("sync") || m_request.command == QLatin1String("push")
            || m_request.command == QLatin1String("vote")
            || (m_request.command == QLatin1String("outbox")
                && m_request.arguments.value(0) == QLatin1String("cancel")))) {
        m_tokenLookedUp = true;
        TokenProvider::Options options;
        options.apiUrl = m_request.workspace.apiUrl;
        options.allowInsecureHttpToken = m_request.workspace.allowInsecureHttpToken;
        auto *provider =
            new TokenProvider(github::hostForApiUrl(m_request.workspace.apiUrl), options, this);
        connect(provider, &TokenProvider::resolved, this,
                [this, provider](const TokenLookup &lookup) {
                    provider->deleteLater();
                    m_request.workspace.token = lookup.token;
                    start();
                });
        provider->resolve();
        return;
    }

    m_workspace = std::make_unique<Workspace>(m_request.workspace);
    if (!m_workspace->open()) {
        fail(m_workspace->errorString());
        return;
    }
    // A script asked for one definition: running on another one would give other answers.
    if (const RequirementDefinition &definition = m_workspace->requirementDefinition();
        definition.hasProblem()) {
        fail(tr("The requirement definition is not valid: %1").arg(definition.problem.toString()));
        return;
    }
    if (!m_workspace->labelMapping().problem.isEmpty()) {
        fail(tr("The label mapping is not valid: %1").arg(m_workspace->labelMapping().problem));
        return;
    }
    if (!m_workspace->eligibilityRule().problem.isEmpty()) {
        fail(tr("The eligibility rule is not valid: %1")
                 .arg(m_workspace->eligibilityRule().problem));
        return;
    }

    if (m_request.command == QLatin1String("sync")) {
        runSync();
    } else if (m_request.command == QLatin1String("list")) {
        finish(runList());
    } else if (m_request.command == QLatin1String("show")) {
        finish(runShow());
    } else if (m_request.command == QLatin1String("checklist")) {
        finish(runChecklist());
    } else if (OutboxCommands::handles(m_request.command)
               || VotingCommands::handles(m_request.command)
               || ReviewCommands::handles(m_request.command)
               || ListingCommands::handles(m_request.command)
               || DashboardCommands::handles(m_request.command)) {
        if (OutboxCommands::handles(m_request.command)) {
            m_commands = std::make_unique<OutboxCommands>(*m_workspace, m_request, m_out, m_err);
        } else if (DashboardCommands::handles(m_request.command)) {
            m_commands = std::make_unique<DashboardCommands>(*m_workspace, m_request, m_out, m_err);
        } else if (ListingCommands::handles(m_request.command)) {
            m_commands = std::make_unique<ListingCommands>(*m_workspace, m_request, m_out, m_err);
        } else if (ReviewCommands::handles(m_request.command)) {
            m_commands = std::make_unique<ReviewCommands>(*m_workspace, m_request, m_out, m_err);
        } else {
            m_commands = std::make_unique<VotingCommands>(*m_workspace, m_request, m_out, m_err);
        }
        CommandGroup *commands = m_commands.get();
        connect(commands, &CommandGroup::finished, this, [this](int code) { finish(code); });
        if (commands->isInterruptible()) {
            auto *interrupts = new InterruptWatcher(this);
            connect(interrupts, &InterruptWatcher::interrupted, commands, &CommandGroup::interrupt);
        }
        commands->run();
    } else if (const ExternalCommand handler = m_external.value(m_request.command)) {
        QString error;
        const int exitCode = handler(*m_workspace, m_request, m_out, &error);
        if (exitCode != Success && !error.isEmpty()) {
            fail(error, exitCode);
        } else {
            finish(exitCode);
        }
    } else {
        fail(tr("This build of acp-workbench cannot run “%1”.").arg(m_request.command));
    }
}

void CommandRunner::runSync()
{
    if (m_workspace->isDemo()) {
        fail(tr("The demo workspace is offline; nothing is synced with GitHub."), UsageError);
        return;
    }
    SyncEngine *engine = m_workspace->syncEngine();
    // Ctrl+C stops after the current page's transaction; the next sync resumes from there.
    auto *interrupts = new InterruptWatcher(this);
    connect(interrupts, &InterruptWatcher::interrupted, engine, &SyncEngine::cancel);
    const bool interactive = isTerminal(stderr);
    connect(engine, &SyncEngine::progress, this, [this, interactive](const SyncProgress &progress) {
        if (interactive && !progress.message.isEmpty()) {
            m_err << progress.message << '\n';
            m_err.flush();
        }
    });
    connect(engine, &SyncEngine::waiting, this, [this](int seconds, const QString &reason) {
        m_err << reason << ' ' << tr("Waiting %n second(s).", nullptr, seconds) << '\n';
        m_err.flush();
    });
    connect(engine, &SyncEngine::finished, this, [this](const SyncResult &result) {
        switch (result.outcome) {
        case SyncResult::Outcome::Succeeded:
            m_out << tr("Synced %1: %2 issues and %3 comments updated, %4 requests.")
                         .arg(result.repositoryFullName.isEmpty() ? m_workspace->repository()
                                                                  : result.repositoryFullName)
                         .arg(result.issuesUpdated)
                         .arg(result.commentsUpdated)
                         .arg(result.requests)
                  << '\n';
            if (result.issuesDeleted > 0)
                m_out << tr("%n issue(s) deleted, hidden or moved to another repository on GitHub "
                            "left the list.",
                            nullptr, result.issuesDeleted)
                      << '\n';
            refreshListingPullRequests();
            break;
        case SyncResult::Outcome::Cancelled:
            fail(tr("The sync was cancelled; the next one resumes where it stopped."), Interrupted);
            break;
        case SyncResult::Outcome::Failed:
            fail(result.errorString);
            break;
        }
    });
    engine->start();
}

void CommandRunner::refreshListingPullRequests()
{
    // After the sync, as in the window: where the listing pull requests stand.
    auto *states = new ListingPullRequestStates(*m_workspace, this);
    connect(states, &ListingPullRequestStates::finished, this,
            [this, states](int checked, const QString &error) {
                states->deleteLater();
                if (checked > 0) {
                    m_out << tr("Read the state of %n listing pull request(s).", nullptr, checked)
                          << '\n';
                }
                if (!error.isEmpty()) {
                    m_err << QCoreApplication::applicationName() << ": " << error << '\n';
                }
                finish(Success);
            });
    states->refresh();
}

int CommandRunner::runList()
{
    if (!m_request.arguments.isEmpty()) {
        fail(tr("“list” takes no arguments."), UsageError);
        return UsageError;
    }
    QList<ApplicationSummary> applications = m_workspace->catalog().applications();
    const RequirementSet &requirements = m_workspace->requirements();
    const QHash<int, QHash<QString, ChecklistStatus>> statuses =
        ChecklistStore(m_workspace->database()).allStatuses();
    // The same summaries as the "≠" in the window's list.
    const QHash<int, TeamReviewSummary> reviews =
        TeamReviewSummaries(m_workspace->database(), requirements, m_workspace->authorTrust())
            .summarizeAll(statuses);
    if (m_request.disagreementsOnly) {
        applications.removeIf([&reviews](const ApplicationSummary &summary) {
            return !reviews.value(summary.number).hasDisagreements();
        });
    }
    if (m_request.json) {
        QJsonArray array;
        for (const ApplicationSummary &summary : applications) {
            QJsonObject object = ApplicationCatalog::toJson(summary);
            object.insert(
                QStringLiteral("checklist"),
                ChecklistProgress::of(requirements, statuses.value(summary.number)).toJson());
            object.insert(QStringLiteral("reviews"), reviews.value(summary.number).toJson());
            array.append(object);
        }
        m_out << text::jsonForTerminal(QJsonDocument(array).toJson(QJsonDocument::Indented));
        return Success;
    }
    if (applications.isEmpty()) {
        m_out << (m_request.disagreementsOnly
                      ? tr("No application has reviews that differ.")
                      : tr("No applications are cached yet; run “sync” first."))
              << '\n';
        return Success;
    }
    for (const ApplicationSummary &summary : applications) {
        const ChecklistProgress progress =
            ChecklistProgress::of(requirements, statuses.value(summary.number));
        m_out << QStringLiteral("#%1").arg(summary.number, -6)
              << QStringLiteral("%1").arg(reviewStateId(summary.reviewState), -12)
              << text::displayLine(summary.platformName) << QStringLiteral("  (")
              << localTime(summary.updatedAt) << QStringLiteral(")");
        if (progress.reviewed() > 0) {
            m_out << QStringLiteral("  ") << progressText(progress);
        }
        const TeamReviewSummary team = reviews.value(summary.number);
        if (!team.isEmpty()) {
            m_out << QStringLiteral("  ")
                  << (team.hasDisagreements()
                          ? tr("%n review(s), differing on %1", nullptr, int(team.reviewers.size()))
                                .arg(team.disagreements.join(QStringLiteral(", ")))
                          : tr("%n review(s)", nullptr, int(team.reviewers.size())));
        }
        m_out << '\n';
    }
    return Success;
}

int CommandRunner::runShow()
{
    bool ok = false;
    const int number = m_request.arguments.value(0).toInt(&ok);
    if (m_request.arguments.size() != 1 || !ok || number <= 0) {
        fail(tr("“show” needs one issue number, for example: show 12."), UsageError);
        return UsageError;
    }
    IssueCache cache(m_workspace->database());
    QString problem;
    const std::optional<Issue> issue = cache.application(number, &problem);
    if (!issue) {
        fail(problem);
        return Failure;
    }
    const ApplicationSummary summary =
        ApplicationCatalog::summarize(*issue, m_workspace->labelScheme());
    const QList<Comment> comments = cache.comments(number);
    const QString note = ReviewerStore(m_workspace->database()).applicationNote(number);
    const RequirementSet &requirements = m_workspace->requirements();
    const Checklist checklist =
        Checklist::load(*issue, comments, requirements, ChecklistStore(m_workspace->database()));
    const IssueForm &form = checklist.form();
    const QList<RelatedApplication> related =
        RelatedApplications(m_workspace->database(), m_workspace->labelScheme()).of(*issue);
    // The 90-day figures beside the repository's, as last previewed: nothing is fetched here.
    const QUrl repository = ActivityFigures::repositoryOf(checklist);
    const std::optional<LinkPreview> repositoryPreview = repository.isValid()
        ? PreviewCache(m_workspace->database()).preview(repository)
        : std::nullopt;
    const QList<ActivityFigure> activity =
        ActivityFigures::of(checklist, repositoryPreview ? &*repositoryPreview : nullptr);

    if (m_request.json) {
        QJsonObject object = ApplicationCatalog::toJson(summary);
        object.insert(QStringLiteral("body"), issue->body);
        object.insert(QStringLiteral("state_reason"),
                      issue->stateReason.isEmpty() ? QJsonValue() : QJsonValue(issue->stateReason));
        object.insert(QStringLiteral("closed_at"), timestampJson(issue->closedAt));
        QJsonArray sections;
        for (const FormSection &section : form.sections) {
            sections.append(QJsonObject { { QStringLiteral("heading"), section.heading },
                                          { QStringLiteral("answer"), section.answer } });
        }
        object.insert(QStringLiteral("sections"), sections);
        QJsonObject formObject = checklist.formJson();
        QJsonArray activityArray;
        for (const ActivityFigure &figure : activity)
            activityArray.append(figure.toJson());
        formObject.insert(QStringLiteral("activity"), activityArray);
        object.insert(QStringLiteral("form"), formObject);
        QJsonArray relatedArray;
        for (const RelatedApplication &item : related) {
            relatedArray.append(item.toJson());
        }
        object.insert(QStringLiteral("related"), relatedArray);
        object.insert(QStringLiteral("reactions"),
                      reactionCounts(cache.reactions(ReactionSubject::Issue, number)));
        QJsonArray commentArray;
        for (const Comment &comment : comments) {
            commentArray.append(QJsonObject {
                { QStringLiteral("id"), comment.id },
                { QStringLiteral("author"), comment.author },
                { QStringLiteral("created_at"), timestampJson(comment.createdAt) },
                { QStringLiteral("updated_at"), timestampJson(comment.updatedAt) },
                { QStringLiteral("html_url"), comment.htmlUrl },
                { QStringLiteral("body"), comment.body },
                { QStringLiteral("reactions"),
                  reactionCounts(cache.reactions(ReactionSubject::Comment, comment.id)) },
            });
        }
        object.insert(QStringLiteral("comments"), commentArray);
        object.insert(QStringLiteral("reviewer_note"), note);
        object.insert(QStringLiteral("checklist"), checklist.toJson());
        object.insert(QStringLiteral("checklist_progress"), checklist.progress().toJson());
        object.insert(QStringLiteral("requirements_version"), requirements.version());
        QJsonArray unmapped;
        for (int index : checklist.unmappedSections()) {
            unmapped.append(form.sections.at(index).heading);
        }
        object.insert(QStringLiteral("unmapped_sections"), unmapped);
        object.insert(QStringLiteral("evidence"), checklist.applicationEvidenceJson());
        if (checklist.applicationLinksNotListed() > 0) {
            object.insert(QStringLiteral("evidence_links_not_listed"),
                          checklist.applicationLinksNotListed());
        }
        object.insert(QStringLiteral("outbox"),
                      OutboxCommands::issueOutboxJson(m_workspace->database(), number));
        object.insert(QStringLiteral("vote"), VotingCommands::issueVoteJson(*m_workspace, number));
        const QJsonObject reviews = ReviewCommands::issueReviewsJson(*m_workspace, number);
        object.insert(QStringLiteral("reviews"), reviews.value(QLatin1String("reviews")));
        object.insert(QStringLiteral("review_disagreements"),
                      reviews.value(QLatin1String("disagreements")));
        QJsonValue listing;
        if (const std::optional<ListingPullRequestState> pull =
                ListingPullRequestStates::latest(*m_workspace, number)) {
            listing = QJsonObject {
                { QStringLiteral("site_repository"), pull->siteRepository },
                { QStringLiteral("number"), pull->number },
                { QStringLiteral("url"), pull->url.toString() },
                { QStringLiteral("state"), pull->state },
                { QStringLiteral("merged"), pull->merged },
                { QStringLiteral("change"),
                  pull->removal ? QStringLiteral("remove") : QStringLiteral("add") },
            };
        }
        object.insert(QStringLiteral("listing_pull_request"), listing);
        m_out << text::jsonForTerminal(QJsonDocument(object).toJson(QJsonDocument::Indented));
        return Success;
    }

    m_out << QStringLiteral("#%1 %2\n").arg(number).arg(text::displayLine(summary.platformName));
    m_out << text::displayLine(issue->title) << '\n';
    m_out << tr("State: %1 (%2), by %3, updated %4")
                 .arg(reviewStateDisplayName(summary.reviewState), issue->state,
                      text::displayLine(issue->author), localTime(issue->updatedAt))
          << '\n';
    if (!issue->labels.isEmpty()) {
        m_out << tr("Labels: %1").arg(text::displayLine(issue->labels.join(QStringLiteral(", "))))
              << '\n';
    }
    m_out << issue->htmlUrl.toString() << '\n';
    if (!checklist.profileTitle().isEmpty()) {
        m_out << tr("Form: %1").arg(text::displayLine(checklist.profileTitle())) << '\n';
    }
    for (const ActivityFigure &figure : activity) {
        m_out << (figure.flagged() ? QStringLiteral("! ") : QStringLiteral("  "))
              << text::displayLine(figure.text()) << '\n';
    }
    for (const RelatedApplication &item : related) {
        m_out << item.sentence() << QStringLiteral(" (%1)").arg(text::displayLine(item.title))
              << '\n';
    }
    m_out << '\n';
    if (!form.preamble.trimmed().isEmpty()) {
        m_out << text::displayMultiline(form.preamble.trimmed()) << "\n\n";
    }
    for (const FormSection &section : form.sections) {
        m_out << "## " << text::displayLine(section.heading) << '\n'
              << (section.answer.isEmpty() ? tr("(no answer)")
                                           : text::displayMultiline(section.answer))
              << "\n\n";
    }
    if (!note.isEmpty()) {
        m_out << tr("Your note:") << '\n' << note << "\n\n";
    }
    printChecklist(checklist);
    const QStringList outboxLines =
        OutboxCommands::issueOutboxLines(m_workspace->database(), number);
    if (!outboxLines.isEmpty()) {
        m_out << tr("Outbox:") << '\n' << outboxLines.join(QLatin1Char('\n')) << "\n\n";
    }
    const QStringList voteLines = VotingCommands::issueVoteLines(*m_workspace, number);
    if (!voteLines.isEmpty()) {
        m_out << voteLines.join(QLatin1Char('\n')) << "\n\n";
    }
    m_out << tr("%n comment(s)", nullptr, int(comments.size())) << '\n';
    for (const Comment &comment : comments) {
        m_out << "--- " << text::displayLine(comment.author) << ", " << localTime(comment.createdAt)
              << '\n'
              << text::displayMultiline(comment.body.trimmed()) << "\n\n";
    }
    return Success;
}

void CommandRunner::printFileProblem(const EvidenceNote &note)
{
    const QString problem = ChecklistStore(m_workspace->database()).filePathProblem(note);
    if (!problem.isEmpty()) {
        m_out << QStringLiteral("        ") << text::displayLine(problem) << '\n';
    }
}

void CommandRunner::printLinksNotListed(int count)
{
    if (count > 0) {
        m_out << QStringLiteral("      ")
              << tr("(%n more link(s) not listed: an application lists at most %1)", nullptr, count)
                     .arg(Checklist::MaxLinks)
              << '\n';
    }
}

void CommandRunner::printChecklist(const Checklist &checklist)
{
    const ChecklistProgress progress = checklist.progress();
    m_out << tr("Checklist (%1)").arg(progressText(progress)) << '\n';
    for (const ChecklistItem &item : checklist.items()) {
        m_out << QStringLiteral("  %1 %2  %3\n")
                     .arg(QStringLiteral("[%1]").arg(checklistStatusId(item.entry.status)), -17)
                     .arg(item.requirement.id, -23)
                     .arg(item.requirement.displayTitle());
        if (item.noFormField) {
            m_out << QStringLiteral("      ") << Checklist::noFormFieldExplanation() << '\n';
        }
        if (!item.entry.note.isEmpty()) {
            const QStringList lines = item.entry.note.split(QLatin1Char('\n'));
            for (const QString &line : lines) {
                m_out << QStringLiteral("      ") << line << '\n';
            }
        }
        for (const EvidenceLink &link : item.links) {
            m_out << QStringLiteral("      ") << link.url.toString() << QStringLiteral("  (")
                  << linkOrigin(link) << QStringLiteral(")\n");
        }
        printLinksNotListed(item.linksNotListed);
        for (const EvidenceNote &note : item.notes) {
            const QString noteText = note.isFile() ? note.originalName : note.content;
            m_out << QStringLiteral("      ")
                  << tr("note (%1): %2")
                         .arg(evidenceKindId(note.kind),
                              text::displayLine(noteText.section(QLatin1Char('\n'), 0, 0)))
                  << '\n';
            printFileProblem(note);
        }
    }
    if (!checklist.applicationLinks().isEmpty() || !checklist.applicationNotes().isEmpty()
        || checklist.applicationLinksNotListed() > 0) {
        m_out << tr("About the whole application:") << '\n';
        for (const EvidenceLink &link : checklist.applicationLinks()) {
            m_out << QStringLiteral("      ") << link.url.toString() << QStringLiteral("  (")
                  << linkOrigin(link) << QStringLiteral(")\n");
        }
        printLinksNotListed(checklist.applicationLinksNotListed());
        for (const EvidenceNote &note : checklist.applicationNotes()) {
            const QString noteText = note.isFile() ? note.originalName : note.content;
            m_out << QStringLiteral("      ")
                  << tr("note (%1): %2")
                         .arg(evidenceKindId(note.kind),
                              text::displayLine(noteText.section(QLatin1Char('\n'), 0, 0)))
                  << '\n';
            printFileProblem(note);
        }
    }
    m_out << '\n';
}

int CommandRunner::runChecklist()
{
    const QStringList &arguments = m_request.arguments;
    bool ok = false;
    const int number = arguments.value(0).toInt(&ok);
    if (arguments.size() != 3 || !ok || number <= 0) {
        fail(tr("“checklist” needs an issue number, a requirement and a status, for example: "
                "checklist 12 security-policy met."),
             UsageError);
        return UsageError;
    }
    const RequirementSet &requirements = m_workspace->requirements();
    const QString requirementId = arguments.at(1).trimmed().toLower();
    ChecklistEditor editor(m_workspace->database(), requirements);
    const Requirement *requirement = editor.requirement(requirementId);
    if (!requirement) {
        fail(editor.errorString(), UsageError);
        return UsageError;
    }
    const std::optional<ChecklistStatus> status = checklistStatusFromId(arguments.at(2));
    if (!status) {
        QStringList statusIds;
        for (ChecklistStatus allowed : requirement->statuses) {
            statusIds.append(checklistStatusId(allowed));
        }
        fail(tr("Unknown status “%1”; the statuses are: %2.")
                 .arg(arguments.at(2), statusIds.join(QStringLiteral(", "))),
             UsageError);
        return UsageError;
    }
    if (!editor.canSetStatus(requirementId, *status)) {
        fail(editor.errorString(), UsageError);
        return UsageError;
    }

    IssueCache cache(m_workspace->database());
    QString problem;
    const std::optional<Issue> issue = cache.application(number, &problem);
    if (!issue) {
        fail(problem);
        return Failure;
    }

    const QString note =
        m_request.hasNote ? m_request.note : editor.store().entry(number, requirement->id).note;
    if (!editor.setEntry(number, requirement->id, *status, note)
        || (m_request.notePrivate
            && !editor.setNotePrivate(number, requirement->id, *m_request.notePrivate))) {
        fail(editor.errorString());
        return Failure;
    }

    const Checklist checklist =
        Checklist::load(*issue, cache.comments(number), requirements, editor.store());
    const ChecklistItem *item = checklist.item(requirement->id);
    if (m_request.json) {
        QJsonObject object = item->toJson(checklist.form());
        object.insert(QStringLiteral("number"), number);
        object.insert(QStringLiteral("checklist_progress"), checklist.progress().toJson());
        m_out << text::jsonForTerminal(QJsonDocument(object).toJson(QJsonDocument::Indented));
        return Success;
    }
    m_out << tr("#%1 %2: %3 (%4)")
                 .arg(number)
                 .arg(requirement->id, checklistStatusId(*status),
                      progressText(checklist.progress()))
          << '\n';
    return Success;
}

void CommandRunner::fail(const QString &message, int exitCode)
{
    m_err << QCoreApplication::applicationName() << ": " << message << '\n';
    finish(exitCode);
}

void CommandRunner::finish(int exitCode)
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_out.flush();
    m_err.flush();
    // Deliver after the current call stack unwinds, so callers connected late still see it.
    QTimer::singleShot(0, this, [this, exitCode] { emit finished(exitCode); });
}

} // namespace acp
