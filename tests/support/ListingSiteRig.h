#pragma once

// A workspace on the loopback server with one approved application, and the site's repository
// (pytorch/pytorch.github.io) beside it: for the listing pull request tests.

#include "GitHubTestServer.h"
#include "core/github/GitHubClient.h"
#include "core/listing/ListingDrafts.h"
#include "core/listing/ListingPullRequests.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/sync/SyncEngine.h"
#include "core/workspace/Workspace.h"

#include <QSignalSpy>
#include <QTemporaryDir>

#include <memory>

namespace acp::test {

inline const QString kSite = QStringLiteral("pytorch/pytorch.github.io");
inline const QString kFork = QStringLiteral("reviewer/pytorch.github.io");

inline const QString kBody =
    QStringLiteral("### Platform name\n\nNordlicht NPU\n\n"
                   "### PyTorch integration mechanism\n\nPrivateUse1, renamed with "
                   "`torch.utils.rename_privateuse1_backend(\"nordlicht\")`.\n\n"
                   "### Binary package and user manual\n\n- `pip install torch-nordlicht`\n"
                   "- User manual: https://docs.nordlicht.example/torch\n\n"
                   "### Maintainers and communication channel\n\n"
                   "Issues: https://github.com/nordlicht/torch-nordlicht/issues\n");

inline RetryPolicy quickRetries()
{
    RetryPolicy policy;
    policy.second = std::chrono::milliseconds(1);
    policy.maxAttempts = 4;
    policy.requestTimeoutSeconds = 30;
    return policy;
}

inline PushPolicy quickPush()
{
    PushPolicy policy;
    policy.mutationInterval = std::chrono::milliseconds(0);
    policy.lookupDelay = std::chrono::milliseconds(0);
    policy.lookupConfirmInterval = std::chrono::milliseconds(0);
    return policy;
}

struct SiteRig
{
    GitHubTestServer server { QStringLiteral("acme"), QStringLiteral("acp") };
    QTemporaryDir dir;
    std::unique_ptr<Workspace> workspace;
    int number = 0;

    bool open()
    {
        if (!server.listen()) {
            return false;
        }
        GitHubTestServer::RepositoryData site;
        site.defaultBranch = QStringLiteral("site");
        server.setRepository(kSite, site);
        server.setGitFiles(kSite,
                           { { QStringLiteral("_additional_platforms/xpu.json"),
                               QByteArray("{\"name\": \"XPU\"}\n") },
                             { QStringLiteral("index.html"), QByteArray("<html></html>\n") } });
        number = server.addIssue(QStringLiteral("[ACP Application]: Nordlicht NPU"), kBody,
                                 QStringLiteral("applicant"), { QStringLiteral("approved") });
        server.closeIssue(number);
        server.setNow(server.now().addSecs(60));

        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = dir.filePath(QStringLiteral("ws.sqlite3"));
        options.token = QStringLiteral("test-token");
        options.allowInsecureHttpToken = true;
        workspace = std::make_unique<Workspace>(options);
        if (!workspace->open()) {
            qWarning() << workspace->errorString();
            return false;
        }
        workspace->client()->setRetryPolicy(quickRetries());
        workspace->pusher()->setPolicy(quickPush());
        QSignalSpy finished(workspace->syncEngine(), &SyncEngine::finished);
        workspace->syncEngine()->syncIssue(number);
        return finished.wait(30000) && finished.constFirst().constFirst().value<SyncResult>().ok();
    }

    std::optional<OutboxAction> queue(QString *error)
    {
        const std::optional<PlatformListing> listing = ListingDrafts(*workspace).draft(number);
        if (!listing) {
            *error = QStringLiteral("no draft");
            return std::nullopt;
        }
        return ListingPullRequests(*workspace)
            .queue(number, *listing, ListingPullRequests::Change::Add, error);
    }

    PushSummary push()
    {
        QSignalSpy finished(workspace->pusher(), &OutboxPusher::finished);
        workspace->pusher()->push();
        if (finished.isEmpty() && !finished.wait(60000)) {
            PushSummary none;
            none.leftUnsent = -1;
            return none;
        }
        return finished.constFirst().constFirst().value<PushSummary>();
    }

    OutboxAction action(qint64 id) { return *workspace->outbox()->action(id); }

    int requests(const QByteArray &method, const QString &pathPart) const
    {
        int count = 0;
        for (const auto &record : server.requests()) {
            count += record.method == method && record.pathAndQuery.contains(pathPart) ? 1 : 0;
        }
        return count;
    }
};

} // namespace acp::test
