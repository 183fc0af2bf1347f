#include "core/cli/ListingCommands.h"

#include "core/cli/CommandLine.h"
#include "core/cli/ExitCode.h"
#include "core/listing/ListingDrafts.h"
#include "core/listing/ListingPullRequests.h"
#include "core/listing/ListingRules.h"
#include "core/workspace/Workspace.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace acp {

namespace {

QJsonArray problemsJson(const QList<ListingProblem> &problems)
{
    QJsonArray array;
    for (const ListingProblem &problem : problems) {
        QJsonObject object { { QStringLiteral("field"), problem.field },
                             { QStringLiteral("severity"),
                               problem.isError() ? QStringLiteral("error")
                                                 : QStringLiteral("warning") },
                             { QStringLiteral("message"), problem.message } };
        if (problem.line > 0) {
            object.insert(QStringLiteral("line"), problem.line);
        }
        array.append(object);
    }
    return array;
}

} // namespace

ListingCommands::ListingCommands(Workspace &workspace, const CommandLineRequest &request,
                                 QTextStream &out, QTextStream &err, QObject *parent)
    : CommandGroup(workspace, request, out, err, parent)
{ }

ListingCommands::~ListingCommands() = default;

QStringList ListingCommands::commands()
{
    return { QStringLiteral("listing") };
}

void ListingCommands::run()
{
    bool ok = false;
    const int number = m_request.arguments.value(0).toInt(&ok);
    if (m_request.arguments.size() != 1 || !ok || number <= 0) {
        done(fail(tr("“listing” needs one issue number, for example: listing 3 --output DIR."),
                  UsageError));
        return;
    }
    if (m_request.pullRequest) {
        done(queuePullRequest(number));
        return;
    }
    if (m_request.output.isEmpty() && !m_request.json) {
        done(fail(tr("“listing” needs --output DIR, the folder to write the two files to (or "
                     "--json to print the draft)."),
                  UsageError));
        return;
    }
    done(runListing(number));
}

int ListingCommands::runListing(int issueNumber)
{
    ListingDrafts drafts(m_workspace);
    if (const QString why = drafts.whyNotListable(issueNumber); !why.isEmpty()) {
        return fail(why);
    }
    bool kept = false;
    const std::optional<PlatformListing> listing = drafts.draft(issueNumber, &kept);
    if (!listing) {
        return fail(drafts.errorString());
    }
    const QList<ListingProblem> problems = ListingRules::check(*listing);
    const bool valid = !ListingRules::hasErrors(problems);

    QStringList written;
    QString writeError;
    if (valid && !m_request.output.isEmpty()
        && !ListingDrafts::writeFiles(*listing, m_request.output, &written, &writeError)) {
        return fail(writeError);
    }

    if (m_request.json) {
        QJsonObject object {
            { QStringLiteral("issue"), issueNumber },
            { QStringLiteral("source"), kept ? QStringLiteral("kept") : QStringLiteral("drafted") },
            { QStringLiteral("platform_id"), listing->platformId },
            { QStringLiteral("entry_path"), listing->entryPath() },
            { QStringLiteral("guide_path"), listing->guidePath() },
            { QStringLiteral("entry"), QJsonDocument::fromJson(listing->entryJson()).object() },
            { QStringLiteral("guide"), listing->guide },
            { QStringLiteral("valid"), valid },
            { QStringLiteral("problems"), problemsJson(problems) },
            { QStringLiteral("written"), QJsonArray::fromStringList(written) },
        };
        m_out << QJsonDocument(object).toJson(QJsonDocument::Indented);
        return valid ? Success : Failure;
    }

    for (const ListingProblem &problem : problems) {
        (problem.isError() ? m_err : m_out)
            << (problem.isError() ? tr("error: %1 (%2)") : tr("warning: %1 (%2)"))
                   .arg(problem.message, problem.field)
            << '\n';
    }
    if (!valid) {
        return fail(tr("The listing draft of #%1 does not pass the site's rules; nothing was "
                       "written. Correct it in the window (Application > Draft Listing).")
                        .arg(issueNumber));
    }
    m_out << (kept ? tr("The listing draft of #%1, as kept in the workspace:")
                   : tr("The listing draft of #%1, from the application:"))
                 .arg(issueNumber)
          << '\n';
    for (const QString &path : written) {
        m_out << "  " << QDir::toNativeSeparators(path) << '\n';
    }
    return Success;
}

int ListingCommands::queuePullRequest(int issueNumber)
{
    if (m_workspace.isDemo()) {
        return fail(tr("The demo workspace is offline; nothing is queued for GitHub."), UsageError);
    }
    const ListingDrafts drafts(m_workspace);
    const std::optional<PlatformListing> listing = drafts.draft(issueNumber);
    if (!listing) {
        return fail(drafts.errorString());
    }
    QString error;
    const std::optional<OutboxAction> action =
        ListingPullRequests(m_workspace)
            .queue(issueNumber, *listing,
                   m_request.removeListing ? ListingPullRequests::Change::Remove
                                           : ListingPullRequests::Change::Add,
                   &error);
    if (!action) {
        return fail(error);
    }
    if (m_request.json) {
        m_out << QJsonDocument(action->toJson()).toJson(QJsonDocument::Indented);
    } else {
        m_out << tr("Queued: %1").arg(action->summary()) << '\n'
              << tr("Branch %1; `push` opens the pull request.")
                     .arg(action->pullRequest().value(QLatin1String("branch")).toString())
              << '\n';
    }
    return Success;
}

} // namespace acp
