#include "core/cli/VotingCommands.h"

#include "core/actions/ActionSettings.h"
#include "core/auth/TokenProvider.h"
#include "core/cli/CommandLine.h"
#include "core/cli/ExitCode.h"
#include "core/github/GitHubClient.h"
#include "core/review/AuthorTrust.h"
#include "core/store/IssueCache.h"
#include "core/text/DisplayText.h"
#include "core/voting/BallotSender.h"
#include "core/voting/RosterParser.h"
#include "core/voting/VoteService.h"
#include "core/voting/VoteStore.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTextStream>
#include <QTimer>

namespace acp {

namespace {

QString loginText(const QString &login)
{
    return login.isEmpty() ? QStringLiteral("—") : QLatin1Char('@') + text::displayLine(login);
}

QStringList rosterLines(const Roster &roster)
{
    QStringList lines;
    for (const RosterOrganization &organization : roster.organizations) {
        QString line = QStringLiteral("  %1 %2 %3 %4")
                           .arg(text::displayLine(organization.name), -30)
                           .arg(loginText(organization.representative), -22)
                           .arg(loginText(organization.alternate), -22)
                           .arg(organizationStatusDisplayName(organization.status));
        if (!organization.note.isEmpty()) {
            line += QStringLiteral(" (") + text::displayLine(organization.note) + QLatin1Char(')');
        }
        lines.append(line.trimmed().prepend(QStringLiteral("  ")));
    }
    return lines;
}

} // namespace

VotingCommands::VotingCommands(Workspace &workspace, const CommandLineRequest &request,
                               QTextStream &out, QTextStream &err, QObject *parent)
    : CommandGroup(workspace, request, out, err, parent)
{ }

VotingCommands::~VotingCommands() = default;

QStringList VotingCommands::commands()
{
    return { QStringLiteral("vote"), QStringLiteral("roster"), QStringLiteral("co-chairs") };
}

QString VotingCommands::knownLogin(Workspace &workspace)
{
    return workspace.knownLogin();
}

QJsonValue VotingCommands::issueVoteJson(Workspace &workspace, int issueNumber)
{
    const VoteService votes = VoteService::of(workspace);
    const std::optional<VoteInfo> vote = votes.vote(issueNumber);
    if (!vote) {
        return QJsonValue();
    }
    QJsonObject object = vote->toJson();
    const QString login = knownLogin(workspace);
    const MyBallot mine = votes.myBallot(*vote, login);
    if (!login.isEmpty() || mine.queued) {
        object.insert(QStringLiteral("my_ballot"), mine.toJson());
    }
    return object;
}

QStringList VotingCommands::issueVoteLines(Workspace &workspace, int issueNumber)
{
    const VoteService votes = VoteService::of(workspace);
    const std::optional<VoteInfo> vote = votes.vote(issueNumber);
    if (!vote) {
        return {};
    }
    QStringList lines;
    QStringList about;
    about.append(vote->open ? tr("open") : tr("closed"));
    if (vote->openedAt.isValid()) {
        about.append(
            tr("opened %1").arg(vote->openedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd"))));
    }
    if (!vote->openedBy.isEmpty()) {
        about.append(tr("by %1").arg(text::displayLine(vote->openedBy)));
    }
    if (vote->closes.isValid()) {
        about.append(tr("closes %1").arg(vote->closes.toString(Qt::ISODate)));
    }
    about.append(voteRuleDisplayName(vote->rule));
    lines.append(tr("Vote (%1)").arg(about.join(QStringLiteral(", "))));
    if (!vote->isPosted()) {
        lines.append(QStringLiteral("  ")
                     + tr("The vote comment is not on GitHub yet (or not synced)."));
    }
    if (!vote->rosterError.isEmpty()) {
        lines.append(QStringLiteral("  ") + text::displayLine(vote->rosterError));
    }
    for (const VoteCommentWarning &warning : vote->warnings) {
        lines.append(QStringLiteral("  ") + tr("Warning: %1").arg(warning.text));
    }
    if (vote->frozen) {
        lines.append(
            QStringLiteral("  ")
            + tr("The tally was frozen when the decision was queued (%1); later "
                 "reactions do not change it.")
                  .arg(vote->frozenAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))));
    }
    lines.append(QStringLiteral("  ") + vote->tally.summary());
    lines.append(QStringLiteral("  ") + vote->tally.outcomeText());
    for (const TallyRow &row : vote->tally.rows) {
        const QString organization = row.role == BallotRole::NonRoster
            ? tr("(not on the roster)")
            : text::displayLine(row.organization);
        lines.append(QStringLiteral("  %1 %2 %3 %4")
                         .arg(organization, -30)
                         .arg(row.login.isEmpty() ? QString()
                                                  : QLatin1Char('@') + text::displayLine(row.login),
                              -22)
                         .arg(row.choice == BallotChoice::None
                                  ? QString()
                                  : ballotChoiceDisplayName(row.choice),
                              -10)
                         .arg(row.reasonText()));
    }
    const QString login = knownLogin(workspace);
    const MyBallot mine = votes.myBallot(*vote, login);
    if (!login.isEmpty() || mine.queued) {
        QString text = tr("Your ballot (%1): %2")
                           .arg(loginText(login), ballotChoiceDisplayName(mine.current()));
        if (mine.queued) {
            text += QStringLiteral(" (") + ballotStateDisplayName(mine.queued->state)
                + QLatin1Char(')');
        }
        lines.append(QStringLiteral("  ") + text);
    }
    return lines;
}

void VotingCommands::run()
{
    if (m_request.command == QLatin1String("roster")) {
        done(runRoster());
    } else if (m_request.command == QLatin1String("co-chairs")) {
        done(runCoChairs());
    } else {
        runVote();
    }
}

int VotingCommands::runRoster()
{
    const QStringList &arguments = m_request.arguments;
    VoteStore store(m_workspace.database());
    if (arguments.isEmpty()) {
        const Roster roster = store.currentRoster();
        if (m_request.json) {
            m_out << text::jsonForTerminal(
                QJsonDocument(roster.toJson()).toJson(QJsonDocument::Indented));
            return Success;
        }
        if (roster.isEmpty()) {
            m_out << tr("No roster yet; import one with “roster import FILE” (a Markdown table "
                        "or JSON).")
                  << '\n';
            return Success;
        }
        m_out << tr("Roster version %1 (%2, %3): %4 organizations, %5 eligible")
                     .arg(roster.version)
                     .arg(roster.source,
                          roster.createdAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")))
                     .arg(roster.organizations.size())
                     .arg(roster.eligibleCount())
              << '\n'
              << rosterLines(roster).join(QLatin1Char('\n')) << '\n';
        return Success;
    }
    if (arguments.constFirst() != QLatin1String("import") || arguments.size() != 2) {
        return fail(tr("“roster” takes no arguments, or “import FILE”."), UsageError);
    }
    const RosterParseResult parsed = RosterParser::parseFile(arguments.at(1));
    if (!parsed.ok()) {
        return fail(parsed.error);
    }
    for (const QString &warning : parsed.warnings) {
        m_err << QCoreApplication::applicationName() << ": " << warning << '\n';
    }
    const std::optional<Roster> saved =
        store.saveRoster(*parsed.roster, QFileInfo(arguments.at(1)).fileName());
    if (!saved) {
        return fail(tr("The roster could not be saved: %1").arg(store.errorString()));
    }
    if (m_request.json) {
        QJsonObject object = saved->toJson();
        object.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(parsed.warnings));
        m_out << text::jsonForTerminal(QJsonDocument(object).toJson(QJsonDocument::Indented));
        return Success;
    }
    m_out << tr("Imported roster version %1 from %2: %3 organizations, %4 eligible.")
                 .arg(saved->version)
                 .arg(QDir::toNativeSeparators(arguments.at(1)))
                 .arg(saved->organizations.size())
                 .arg(saved->eligibleCount())
          << '\n'
          << rosterLines(*saved).join(QLatin1Char('\n')) << '\n';
    return Success;
}

int VotingCommands::runCoChairs()
{
    const QStringList &arguments = m_request.arguments;
    QSettings settings;
    ActionSettings actions = ActionSettings::load(settings);
    if (!arguments.isEmpty()) {
        const QString verb = arguments.constFirst();
        if (verb != QLatin1String("set") && verb != QLatin1String("clear")) {
            return fail(tr("“co-chairs” takes no arguments, “set LOGIN…” or “clear”."), UsageError);
        }
        if (verb == QLatin1String("clear") && arguments.size() != 1) {
            return fail(tr("“co-chairs clear” takes no further arguments."), UsageError);
        }
        const QStringList logins =
            AuthorTrust::parseLogins(arguments.mid(1).join(QLatin1Char(',')));
        for (const QString &login : logins) {
            if (!RosterParser::isValidLogin(login)) {
                return fail(tr("“%1” is not a GitHub login.").arg(login), UsageError);
            }
        }
        actions.coChairs = logins;
        actions.save(settings);
        settings.sync();
        m_workspace.reloadSettings();
    }
    const AuthorTrust trust = AuthorTrust(actions.coChairs);
    if (m_request.json) {
        const QJsonObject object {
            { QStringLiteral("co_chairs"), QJsonArray::fromStringList(trust.coChairs()) },
            { QStringLiteral("trusted"),
              trust.hasCoChairList() ? QStringLiteral("co-chairs")
                                     : QStringLiteral("owner-member-collaborator") },
        };
        m_out << QJsonDocument(object).toJson(QJsonDocument::Indented);
        return Success;
    }
    if (trust.hasCoChairList()) {
        QStringList handles;
        for (const QString &login : trust.coChairs()) {
            handles.append(QLatin1Char('@') + login);
        }
        m_out << tr("Co-chairs: %1. Only their comments open, count and decide votes.")
                     .arg(handles.join(QStringLiteral(", ")))
              << '\n';
    } else {
        m_out << tr("No co-chair list: comments by the repository's owners, members and "
                    "collaborators open, count and decide votes.")
              << '\n';
    }
    return Success;
}

void VotingCommands::runVote()
{
    const QStringList &arguments = m_request.arguments;
    bool ok = false;
    const int number = arguments.value(0).toInt(&ok);
    const std::optional<BallotChoice> choice =
        ballotChoiceFromId(arguments.value(1).trimmed().toLower());
    if (arguments.size() != 2 || !ok || number <= 0 || !choice
        || reactionContentFor(*choice).isEmpty()) {
        done(fail(tr("“vote” needs an issue number and approve, reject or abstain, for example: "
                     "vote 12 approve."),
                  UsageError));
        return;
    }
    QString problem;
    const std::optional<Issue> issue =
        IssueCache(m_workspace.database()).application(number, &problem);
    if (!issue) {
        done(fail(problem));
        return;
    }

    // The same session the GUI's vote buttons use: queue, then send when online.
    m_session = m_workspace.votingSession();
    const bool online = m_session->canSend();
    if (online) {
        connect(m_session, &VotingSession::sendFinished, this,
                [this, number](const BallotSendSummary &summary) { voteSent(number, summary); });
    }
    const VoteService::CastResult cast = m_session->cast(number, *choice, m_request.reason);
    if (!cast.ok()) {
        done(fail(cast.error));
        return;
    }
    m_ballotId = cast.ballot->id;
    if (m_workspace.isDemo()) {
        if (!m_request.json) {
            m_out << tr("Demo workspace: your ballot on #%1 as @%2 is %3 (nothing is sent to "
                        "GitHub).")
                         .arg(number)
                         .arg(cast.ballot->login, ballotChoiceDisplayName(cast.ballot->choice))
                  << '\n';
        }
        noteIfNonBinding(number, cast.ballot->login);
        printVote(number, { { QStringLiteral("ballot"), cast.ballot->toJson() } });
        done(Success);
        return;
    }
    if (!online) {
        m_err << QCoreApplication::applicationName() << ": "
              << tr("No GitHub token is set (%1): the ballot on #%2 is queued and goes out "
                    "with the next vote or push once one is.")
                     .arg(TokenProvider::environmentToken(m_workspace.apiUrl()).variable)
                     .arg(number)
              << '\n';
        printVote(number, { { QStringLiteral("ballot"), cast.ballot->toJson() } });
        done(Success);
    }
}

void VotingCommands::voteSent(int number, const BallotSendSummary &summary)
{
    const std::optional<QueuedBallot> ballot = VoteStore(m_workspace.database()).ballot(m_ballotId);
    const QJsonObject extra { { QStringLiteral("ballot"),
                                ballot ? ballot->toJson() : QJsonObject() } };
    if (summary.cancelled) {
        m_err << QCoreApplication::applicationName() << ": "
              << tr("Interrupted: the ballot on #%1 stays queued.").arg(number) << '\n';
        done(Interrupted);
        return;
    }
    for (const QString &message : summary.messages) {
        m_err << QCoreApplication::applicationName() << ": " << message << '\n';
    }
    if (ballot && ballot->state == BallotState::Sent) {
        if (!m_request.json) {
            m_out << tr("Your ballot on #%1 as @%2 is %3.")
                         .arg(number)
                         .arg(ballot->login, ballotChoiceDisplayName(ballot->choice))
                  << '\n';
        }
        noteIfNonBinding(number, ballot->login);
        printVote(number, extra);
        done(Success);
    } else if (ballot && ballot->state == BallotState::Failed) {
        printVote(number, extra);
        done(Failure);
    } else {
        // Offline or GitHub trouble: it waits, as any outbox action does.
        m_err << QCoreApplication::applicationName() << ": "
              << tr("The ballot on #%1 is queued and goes out with the next vote or push: %2")
                     .arg(number)
                     .arg(summary.errorString)
              << '\n';
        printVote(number, extra);
        done(Success);
    }
}

void VotingCommands::noteIfNonBinding(int issueNumber, const QString &login)
{
    const std::optional<VoteInfo> vote = VoteService::of(m_workspace).vote(issueNumber);
    if (vote && !login.isEmpty() && !vote->roster.organizationOf(login)) {
        m_err << QCoreApplication::applicationName() << ": "
              << tr("@%1 is not on the roster of this vote: the ballot is shown as non-binding.")
                     .arg(login)
              << '\n';
    }
}

void VotingCommands::printVote(int issueNumber, const QJsonObject &extra)
{
    if (m_request.json) {
        QJsonObject object = extra;
        object.insert(QStringLiteral("vote"), issueVoteJson(m_workspace, issueNumber));
        m_out << text::jsonForTerminal(QJsonDocument(object).toJson(QJsonDocument::Indented));
        return;
    }
    const QStringList lines = issueVoteLines(m_workspace, issueNumber);
    if (!lines.isEmpty()) {
        m_out << lines.join(QLatin1Char('\n')) << '\n';
    }
}

bool VotingCommands::isInterruptible() const
{
    return m_request.command == QLatin1String("vote");
}

void VotingCommands::interrupt()
{
    if (m_session) {
        m_session->cancelSending();
    }
}

} // namespace acp
