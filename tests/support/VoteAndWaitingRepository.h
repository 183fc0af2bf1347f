#pragma once

#include "GitHubTestServer.h"
#include "TestSupport.h"

namespace acp::test {

// A repository with a vote running on one application (a roster with @qf-priya, whose token
// is `voterToken`) and another application waiting for the applicant's answer: one action and
// one ballot can be queued and pushed.
struct VoteAndWaitingRepository
{
    VoteAndWaitingRepository(GitHubTestServer &server, const QString &voterToken)
    {
        server.setTokenLogin(voterToken, s("qf-priya"));
        server.setAuthorAssociation(s("wg-cochair-ana"), s("MEMBER"));
        voting = server.addIssue(s("[ACP Application]: Lumen LPU"),
                                 s("### Platform name\n\nLumen LPU\n"), s("lumen-vendor"),
                                 { s("voting") });
        voteComment =
            server.addComment(voting, s("wg-cochair-ana"),
                              s("| Organization | Representative |\n|---|---|\n"
                                "| Quillfeather AI | @qf-priya |\n| Halcyon | @halcyon-lin |\n\n"
                                "<!-- acp-workbench:vote -->\n"));
        waiting = server.addIssue(s("[ACP Application]: Fjord DSP"),
                                  s("### Platform name\n\nFjord DSP\n"), s("fjord-vendor"),
                                  { s("needs-info") });
        server.setNow(server.now().addSecs(60));
    }
    int voting = 0;
    qint64 voteComment = 0;
    int waiting = 0;
};

} // namespace acp::test
