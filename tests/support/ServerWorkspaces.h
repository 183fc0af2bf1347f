#pragma once

#include "GitHubTestServer.h"
#include "core/workspace/Workspace.h"

// For tests that link acp_core and sync a workspace against the loopback server.
namespace acp::test {

// A workspace on `server`'s repository, in its own database at `databasePath`.
inline WorkspaceOptions workspaceOptionsFor(const GitHubTestServer &server,
                                            const QString &databasePath)
{
    WorkspaceOptions options;
    options.apiUrl = server.apiUrl();
    options.repository = server.fullName();
    options.databasePath = databasePath;
    return options;
}

// An application in needs-info: @wg-cochair-ana (a MEMBER, so trusted) asked for information
// with the workbench's request-info marker; `applicant` has not answered yet.
inline int addApplicationAwaitingAnswer(GitHubTestServer &server, const QString &platform,
                                        const QString &applicant)
{
    server.setAuthorAssociation(QStringLiteral("wg-cochair-ana"), QStringLiteral("MEMBER"));
    const int number = server.addIssue(QStringLiteral("[ACP Application]: ") + platform,
                                       QStringLiteral("### Platform name\n\n%1\n").arg(platform),
                                       applicant, { QStringLiteral("needs-info") });
    server.addComment(number, QStringLiteral("wg-cochair-ana"),
                      QStringLiteral("Please link the CI.\n\n<!-- acp-workbench:request-info -->"));
    return number;
}

} // namespace acp::test
