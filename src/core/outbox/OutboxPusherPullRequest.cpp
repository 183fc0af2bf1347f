// A listing pull request, one part at a time: OutboxPusher's step "pull-request".
//
// Every part is safe to repeat after an answer that never came: GitHub answers a second fork
// request with the existing fork; blobs and trees are named by their content; the commit's
// dates are fixed when the action is queued, so the same commit gets the same name; a branch
// that exists already is accepted when it points at that commit; and a pull request is looked
// for (by its branch, which is this action's own) before it is opened again, while GitHub
// refuses a second open one for the same branch.

#include "core/github/GitHubClient.h"
#include "core/outbox/Outbox.h"
#include "core/outbox/OutboxPusher.h"
#include "core/outbox/OutboxPusherRun.h"
#include "core/outbox/PullRequestLookup.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace acp {

namespace {

QJsonObject objectOf(const ApiResponse &response)
{
    return QJsonDocument::fromJson(response.body).object();
}

QString remoteText(const OutboxAction &action, const char *key)
{
    return action.remoteIds.value(QLatin1String(key)).toString();
}

// The repository's name without its owner: "pytorch.github.io".
QString repositoryName(const QString &fullName)
{
    return fullName.section(QLatin1Char('/'), 1);
}

bool sameName(const QString &a, const QString &b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

} // namespace

void OutboxPusher::pullRequestRead(const QUrl &url,
                                   const std::function<void(const ApiResponse &)> &handler)
{
    ApiRequest request;
    request.url = url;
    m_run->inFlight = true;
    m_client.send(request, this, [this, handler](const ApiResponse &response) {
        if (!m_run || !m_run->action) {
            return;
        }
        m_run->inFlight = false;
        if (response.serverDate.isValid()) {
            m_run->serverNow = response.serverDate;
        }
        handler(response);
    });
}

bool OutboxPusher::pullRequestRecord(const QString &part, const QJsonObject &values,
                                     const QString &detail)
{
    Run &run = *m_run;
    OutboxAction &action = *run.action;
    for (auto it = values.constBegin(); it != values.constEnd(); ++it) {
        action.remoteIds.insert(it.key(), it.value());
    }
    if (!part.isEmpty()) {
        action.markStepDone(part);
        run.stepAttempts = 0;
    }
    if (!save(ActionState::Sending, QStringLiteral("step"),
              detail.isEmpty() ? part : QStringLiteral("%1: %2").arg(part, detail))) {
        run.finishedIds.insert(action.id);
        nextAction();
        return false;
    }
    return true;
}

void OutboxPusher::pullRequestFailed(const ApiResponse &response, const QString &what)
{
    const QString site = m_run->action->siteRepository();
    // A fork is made in the background: its git data may not be there yet.
    if (response.status == 409 && !remoteText(*m_run->action, "pr_fork").isEmpty()) {
        retryStep(tr("GitHub is still preparing the fork of %1.").arg(site),
                  [this] { openPullRequest(); });
        return;
    }
    StepFailure failure;
    failure.ambiguous = [this, what] {
        retryStep(tr("%1: GitHub's answer did not arrive.").arg(what),
                  [this] { openPullRequest(); });
    };
    failure.refused = tr("%1: GitHub refused (%2). The token needs the public_repo (or repo) "
                         "scope to fork %3 and open pull requests.")
                          .arg(what)
                          .arg(response.errorString, site);
    failure.notDone = tr("%1: GitHub did not accept it: %2").arg(what, response.errorString);
    failure.observed = m_run->remote;
    stepFailed(response, failure);
}

void OutboxPusher::openPullRequest()
{
    OutboxAction &action = *m_run->action;
    const auto done = [&action](const char *part) {
        return action.isStepDone(QLatin1String(part));
    };
    if (remoteText(action, "pr_login").isEmpty()) {
        pullRequestUser();
    } else if (!done("fork")) {
        pullRequestFork();
    } else if (!done("base")) {
        pullRequestBase();
    } else if (!done("blobs")) {
        const QJsonObject blobs = action.remoteIds.value(QLatin1String("pr_blobs")).toObject();
        for (const QJsonValue &value : action.siteFiles()) {
            const QJsonObject file = value.toObject();
            const QString path = file.value(QLatin1String("path")).toString();
            if (!file.value(QLatin1String("delete")).toBool() && !blobs.contains(path)) {
                pullRequestBlob(path, file.value(QLatin1String("content")).toString());
                return;
            }
        }
        if (pullRequestRecord(QStringLiteral("blobs"), {}, QString())) {
            openPullRequest();
        }
    } else if (!done("tree")) {
        pullRequestTree();
    } else if (!done("commit")) {
        pullRequestCommit();
    } else if (!done("branch")) {
        pullRequestBranch();
    } else if (action.remoteIds.value(QLatin1String("pr_attempted")).toBool()) {
        emitProgress(QStringLiteral("pull-request"),
                     tr("Looking for the pull request of an earlier attempt…"));
        pullRequestLookup([this] { pullRequestOpen(); });
    } else {
        pullRequestOpen();
    }
}

void OutboxPusher::pullRequestUser()
{
    emitProgress(QStringLiteral("pull-request"), tr("Reading your GitHub account…"));
    pullRequestRead(
        m_client.endpoint(QStringLiteral("/user")), [this](const ApiResponse &response) {
            if (!response.ok()) {
                pullRequestFailed(response, tr("Reading your GitHub account"));
                return;
            }
            const QJsonObject user = objectOf(response);
            const QString login = user.value(QLatin1String("login")).toString();
            if (login.isEmpty()) {
                defer(tr("GitHub's answer about your account could not be read."), true);
                return;
            }
            if (pullRequestRecord({},
                                  { { QStringLiteral("pr_login"), login },
                                    { QStringLiteral("pr_user_id"),
                                      user.value(QLatin1String("id")).toInteger() } },
                                  login)) {
                openPullRequest();
            }
        });
}

void OutboxPusher::pullRequestFork()
{
    const OutboxAction &action = *m_run->action;
    const QString site = action.siteRepository();
    const QString login = remoteText(action, "pr_login");
    const QString ownFork = login + QLatin1Char('/') + repositoryName(site);
    emitProgress(QStringLiteral("pull-request"), tr("Looking for your fork of %1…").arg(site));
    // The fork the user has already (under the usual name), else a new one.
    pullRequestRead(
        m_client.endpoint(QStringLiteral("/repos/") + ownFork),
        [this, site, ownFork](const ApiResponse &response) {
            if (response.ok()) {
                const QJsonObject repository = objectOf(response);
                const QString parent = repository.value(QLatin1String("parent"))
                                           .toObject()
                                           .value(QLatin1String("full_name"))
                                           .toString();
                if (repository.value(QLatin1String("fork")).toBool() && sameName(parent, site)) {
                    const QString fork = repository.value(QLatin1String("full_name")).toString();
                    if (pullRequestRecord(QStringLiteral("fork"),
                                          { { QStringLiteral("pr_fork"), fork } }, fork)) {
                        openPullRequest();
                    }
                    return;
                }
            } else if (response.status != 404) {
                pullRequestFailed(response, tr("Looking for your fork of %1").arg(site));
                return;
            }
            // None (or a repository of that name that is no fork of the site): fork it. GitHub
            // answers with the existing fork if there is one, under whatever name it has.
            emitProgress(QStringLiteral("pull-request"), tr("Forking %1…").arg(site));
            mutate("POST", m_client.endpoint(QStringLiteral("/repos/%1/forks").arg(site)),
                   QJsonDocument(QJsonObject { { QStringLiteral("default_branch_only"), true } })
                       .toJson(QJsonDocument::Compact),
                   [this, site](const ApiResponse &answer) {
                       const QString fork =
                           objectOf(answer).value(QLatin1String("full_name")).toString();
                       if (!answer.ok() || fork.isEmpty()) {
                           pullRequestFailed(answer, tr("Forking %1").arg(site));
                           return;
                       }
                       if (pullRequestRecord(QStringLiteral("fork"),
                                             { { QStringLiteral("pr_fork"), fork } }, fork)) {
                           openPullRequest();
                       }
                   });
        });
}

void OutboxPusher::pullRequestBase()
{
    const QString site = m_run->action->siteRepository();
    emitProgress(QStringLiteral("pull-request"), tr("Reading %1…").arg(site));
    pullRequestRead(
        m_client.endpoint(QStringLiteral("/repos/") + site), [this, site](const ApiResponse &repo) {
            const QString branch = objectOf(repo).value(QLatin1String("default_branch")).toString();
            if (!repo.ok() || branch.isEmpty()) {
                pullRequestFailed(repo, tr("Reading %1").arg(site));
                return;
            }
            const QUrl refUrl =
                m_client.endpoint(QStringLiteral("/repos/%1/git/ref/heads/%2").arg(site, branch));
            pullRequestRead(refUrl, [this, site, branch](const ApiResponse &ref) {
                const QString sha = objectOf(ref)
                                        .value(QLatin1String("object"))
                                        .toObject()
                                        .value(QLatin1String("sha"))
                                        .toString();
                if (!ref.ok() || sha.isEmpty()) {
                    pullRequestFailed(ref, tr("Reading the branch %1 of %2").arg(branch, site));
                    return;
                }
                const QUrl commitUrl =
                    m_client.endpoint(QStringLiteral("/repos/%1/git/commits/%2").arg(site, sha));
                pullRequestRead(commitUrl, [this, site, branch, sha](const ApiResponse &commit) {
                    const QString tree = objectOf(commit)
                                             .value(QLatin1String("tree"))
                                             .toObject()
                                             .value(QLatin1String("sha"))
                                             .toString();
                    if (!commit.ok() || tree.isEmpty()) {
                        pullRequestFailed(commit, tr("Reading the commit %1 of %2").arg(sha, site));
                        return;
                    }
                    if (pullRequestRecord(QStringLiteral("base"),
                                          { { QStringLiteral("pr_base_branch"), branch },
                                            { QStringLiteral("pr_base_sha"), sha },
                                            { QStringLiteral("pr_base_tree"), tree } },
                                          branch + QLatin1Char('@') + sha)) {
                        openPullRequest();
                    }
                });
            });
        });
}

void OutboxPusher::pullRequestBlob(const QString &path, const QString &content)
{
    const QString fork = remoteText(*m_run->action, "pr_fork");
    emitProgress(QStringLiteral("pull-request"), tr("Uploading %1…").arg(path));
    mutate("POST", m_client.endpoint(QStringLiteral("/repos/%1/git/blobs").arg(fork)),
           QJsonDocument(QJsonObject { { QStringLiteral("content"), content },
                                       { QStringLiteral("encoding"), QStringLiteral("utf-8") } })
               .toJson(QJsonDocument::Compact),
           [this, path](const ApiResponse &response) {
               const QString sha = objectOf(response).value(QLatin1String("sha")).toString();
               if (!response.ok() || sha.isEmpty()) {
                   pullRequestFailed(response, tr("Uploading %1").arg(path));
                   return;
               }
               QJsonObject blobs =
                   m_run->action->remoteIds.value(QLatin1String("pr_blobs")).toObject();
               blobs.insert(path, sha);
               if (pullRequestRecord({}, { { QStringLiteral("pr_blobs"), blobs } },
                                     path + QLatin1Char(' ') + sha)) {
                   openPullRequest();
               }
           });
}

void OutboxPusher::pullRequestTree()
{
    const OutboxAction &action = *m_run->action;
    const QJsonObject blobs = action.remoteIds.value(QLatin1String("pr_blobs")).toObject();
    QJsonArray entries;
    for (const QJsonValue &value : action.siteFiles()) {
        const QJsonObject file = value.toObject();
        const QString path = file.value(QLatin1String("path")).toString();
        const bool remove = file.value(QLatin1String("delete")).toBool();
        entries.append(QJsonObject {
            { QStringLiteral("path"), path },
            { QStringLiteral("mode"), QStringLiteral("100644") },
            { QStringLiteral("type"), QStringLiteral("blob") },
            { QStringLiteral("sha"), remove ? QJsonValue() : blobs.value(path) },
        });
    }
    const QJsonObject body { { QStringLiteral("base_tree"), remoteText(action, "pr_base_tree") },
                             { QStringLiteral("tree"), entries } };
    emitProgress(QStringLiteral("pull-request"), tr("Making the tree of the change…"));
    mutate(
        "POST",
        m_client.endpoint(QStringLiteral("/repos/%1/git/trees").arg(remoteText(action, "pr_fork"))),
        QJsonDocument(body).toJson(QJsonDocument::Compact), [this](const ApiResponse &response) {
            const QString sha = objectOf(response).value(QLatin1String("sha")).toString();
            if (!response.ok() || sha.isEmpty()) {
                pullRequestFailed(response, tr("Making the tree of the change"));
                return;
            }
            if (pullRequestRecord(QStringLiteral("tree"), { { QStringLiteral("pr_tree"), sha } },
                                  sha)) {
                openPullRequest();
            }
        });
}

void OutboxPusher::pullRequestCommit()
{
    const OutboxAction &action = *m_run->action;
    const QJsonObject pullRequest = action.pullRequest();
    const QString login = remoteText(action, "pr_login");
    const qint64 userId = action.remoteIds.value(QLatin1String("pr_user_id")).toInteger();
    const QJsonObject person {
        { QStringLiteral("name"), login },
        { QStringLiteral("email"),
          userId > 0 ? QStringLiteral("%1+%2@users.noreply.github.com").arg(userId).arg(login)
                     : login + QStringLiteral("@users.noreply.github.com") },
        { QStringLiteral("date"), pullRequest.value(QLatin1String("commit_date")) },
    };
    const QJsonObject body {
        { QStringLiteral("message"), pullRequest.value(QLatin1String("commit_message")) },
        { QStringLiteral("tree"), remoteText(action, "pr_tree") },
        { QStringLiteral("parents"), QJsonArray { remoteText(action, "pr_base_sha") } },
        { QStringLiteral("author"), person },
        { QStringLiteral("committer"), person },
    };
    emitProgress(QStringLiteral("pull-request"), tr("Committing the change…"));
    mutate("POST",
           m_client.endpoint(
               QStringLiteral("/repos/%1/git/commits").arg(remoteText(action, "pr_fork"))),
           QJsonDocument(body).toJson(QJsonDocument::Compact), [this](const ApiResponse &response) {
               const QString sha = objectOf(response).value(QLatin1String("sha")).toString();
               if (!response.ok() || sha.isEmpty()) {
                   pullRequestFailed(response, tr("Committing the change"));
                   return;
               }
               if (pullRequestRecord(QStringLiteral("commit"),
                                     { { QStringLiteral("pr_commit"), sha } }, sha)) {
                   openPullRequest();
               }
           });
}

void OutboxPusher::pullRequestBranch()
{
    const OutboxAction &action = *m_run->action;
    const QString fork = remoteText(action, "pr_fork");
    const QString branch = action.pullRequest().value(QLatin1String("branch")).toString();
    const QString commit = remoteText(action, "pr_commit");
    const QString what = tr("Creating the branch %1 in %2").arg(branch, fork);
    const auto accept = [this, branch] {
        if (pullRequestRecord(QStringLiteral("branch"), {}, branch)) {
            openPullRequest();
        }
    };
    emitProgress(QStringLiteral("pull-request"), what + QStringLiteral("…"));
    mutate("POST", m_client.endpoint(QStringLiteral("/repos/%1/git/refs").arg(fork)),
           QJsonDocument(QJsonObject { { QStringLiteral("ref"),
                                         QString(QStringLiteral("refs/heads/") + branch) },
                                       { QStringLiteral("sha"), commit } })
               .toJson(QJsonDocument::Compact),
           [this, fork, branch, commit, what, accept](const ApiResponse &response) {
               if (response.ok()) {
                   accept();
                   return;
               }
               if (response.status != 422) {
                   pullRequestFailed(response, what);
                   return;
               }
               // It exists: made by an earlier attempt whose answer was lost, if it holds this
               // action's commit (the branch's name is this action's own).
               const QUrl refUrl = m_client.endpoint(
                   QStringLiteral("/repos/%1/git/ref/heads/%2").arg(fork, branch));
               pullRequestRead(
                   refUrl,
                   [this, fork, branch, commit, what, accept, response](const ApiResponse &ref) {
                       const QString sha = objectOf(ref)
                                               .value(QLatin1String("object"))
                                               .toObject()
                                               .value(QLatin1String("sha"))
                                               .toString();
                       if (ref.ok() && sha == commit) {
                           accept();
                       } else if (ref.ok()) {
                           failAction(
                               tr("The branch %1 in %2 holds another commit than this listing's; "
                                  "delete the branch on GitHub, then retry, or cancel.")
                                   .arg(branch, fork));
                       } else {
                           pullRequestFailed(response, what);
                       }
                   });
           });
}

void OutboxPusher::pullRequestLookup(const std::function<void()> &notFound)
{
    const OutboxAction &action = *m_run->action;
    const QString head = PullRequestLookup::head(action);
    pullRequestRead(PullRequestLookup::url(m_client, action.siteRepository(), head),
                    [this, head, notFound](const ApiResponse &response) {
                        if (!response.ok()) {
                            pullRequestFailed(response, tr("Looking for the pull request"));
                            return;
                        }
                        const auto found = PullRequestLookup::find(response.body, head);
                        if (!found) {
                            notFound();
                            return;
                        }
                        const QString url = found->url.toString();
                        if (pullRequestRecord(QStringLiteral("pull-request"),
                                              { { QStringLiteral("pr_number"), found->number },
                                                { QStringLiteral("pr_url"), url } },
                                              url)) {
                            runNextStep();
                        }
                    });
}

void OutboxPusher::pullRequestOpen()
{
    const OutboxAction &action = *m_run->action;
    const QJsonObject pullRequest = action.pullRequest();
    const QString site = action.siteRepository();
    const QJsonObject body {
        { QStringLiteral("title"), pullRequest.value(QLatin1String("title")) },
        { QStringLiteral("body"), pullRequest.value(QLatin1String("body")) },
        { QStringLiteral("head"),
          QString(remoteText(action, "pr_login") + QLatin1Char(':')
                  + pullRequest.value(QLatin1String("branch")).toString()) },
        { QStringLiteral("base"), remoteText(action, "pr_base_branch") },
        { QStringLiteral("maintainer_can_modify"), true },
    };
    // From here on a retry looks for the pull request before opening one.
    if (!pullRequestRecord({}, { { QStringLiteral("pr_attempted"), true } }, QString())) {
        return;
    }
    emitProgress(QStringLiteral("pull-request"), tr("Opening the pull request on %1…").arg(site));
    mutate(
        "POST", m_client.endpoint(QStringLiteral("/repos/%1/pulls").arg(site)),
        QJsonDocument(body).toJson(QJsonDocument::Compact),
        [this, site](const ApiResponse &response) {
            const QJsonObject pull = objectOf(response);
            if (response.ok() && pull.value(QLatin1String("number")).toInt() > 0) {
                const QString url = pull.value(QLatin1String("html_url")).toString();
                if (pullRequestRecord(QStringLiteral("pull-request"),
                                      { { QStringLiteral("pr_number"),
                                          QJsonValue(pull.value(QLatin1String("number")).toInt()) },
                                        { QStringLiteral("pr_url"), QJsonValue(url) } },
                                      url)) {
                    runNextStep();
                }
                return;
            }
            const QString what = tr("Opening the pull request on %1").arg(site);
            if (response.status == 422
                && QString::fromUtf8(response.body)
                       .contains(QLatin1String("already exists"), Qt::CaseInsensitive)) {
                // Opened by an attempt whose answer was lost: take that one.
                pullRequestLookup([this, what] {
                    retryStep(tr("%1: GitHub says it exists, but does not list it yet.").arg(what),
                              [this] { openPullRequest(); });
                });
                return;
            }
            pullRequestFailed(response, what);
        });
}

} // namespace acp
