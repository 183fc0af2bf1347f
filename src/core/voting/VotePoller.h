#pragma once

#include "core/review/AuthorTrust.h"
#include "core/review/ReviewState.h"
#include "core/sync/SyncFollowUp.h"

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

namespace acp {

class Database;
class GitHubClient;

struct VotePollResult
{
    enum class Outcome { Succeeded, Failed, Cancelled };
    Outcome outcome = Outcome::Succeeded;
    QString errorString; // one sentence when Failed
    int votes = 0; // open votes with a comment, polled
    int changed = 0; // vote comments whose reactions differ from the cache's
    int notModified = 0; // answered 304
    int gone = 0; // vote comments deleted on GitHub
    int requests = 0;
    QList<int> changedIssues; // issue numbers whose ballots changed
    bool ok() const { return outcome == Outcome::Succeeded; }
};

// Polls the reactions of the vote comments of open votes (applications in the voting state).
// Reactions move neither updated_at nor `since`, so the sync's listings cannot see a ballot
// cast on the GitHub page; this asks each open vote's comment for its reactions with
// If-None-Match (the stored ETag of that URL), so an unchanged vote costs one 304, which is
// free of the rate limit. A changed list is stored in the cache in one transaction; the ETag
// is kept only when the list fit on one page (a 304 on page one says nothing about page two).
// A 404 is believed only once the comment itself answers 404 (it is then dropped from the
// cache). The workspace makes it the follow-up of its sync engine, so it runs at the end of
// every sync and its outcome is the sync's (SyncFollowUp).
// After a vote's reactions are stored, the account ids of its roster logins first seen in
// them are kept with the vote (VoteService::rememberAccountIds), so a login renamed later and
// taken by another account cannot vote in its place.
class VotePoller : public QObject, public SyncFollowUp
{
    Q_OBJECT
public:
    VotePoller(Database &database, GitHubClient &client, QObject *parent = nullptr);
    ~VotePoller() override;

    void setLabelScheme(const LabelScheme &labels) { m_labels = labels; }
    LabelScheme labelScheme() const { return m_labels; }
    // Whose vote comments count (the workspace's); polls only the vote comment VoteService
    // trusts.
    void setAuthorTrust(const AuthorTrust &trust) { m_trust = trust; }

    // Polls every open vote of `repositoryFullName`, or only the one of `issueNumber` (> 0).
    // finished() follows exactly once (also with nothing to poll).
    void start(const QString &repositoryFullName, int issueNumber = 0);
    void cancel();
    bool isRunning() const { return m_run != nullptr; }

    // As a sync's follow-up: start() and cancel(), with finished() turned into `done`.
    QString progressMessage() const override;
    void startFollowUp(const QString &repositoryFullName, int issueNumber, Done done) override;
    void cancelFollowUp() override { cancel(); }

signals:
    void finished(const acp::VotePollResult &result);

private:
    struct Run;
    Database &m_database;
    QPointer<GitHubClient> m_client;
    LabelScheme m_labels;
    AuthorTrust m_trust;
    Run *m_run = nullptr;
};

} // namespace acp

Q_DECLARE_METATYPE(acp::VotePollResult)
