#pragma once

#include <QString>

#include <functional>

namespace acp {

// The last step of every sync run, after the issues, comments and reactions are stored; its
// outcome is the run's. The workspace puts the label history (IssueEventsFetcher) and the vote
// poll (voting/VotePoller) here, one after the other (SyncFollowUpChain), so the sync engine
// knows nothing of votes, and whoever waits for SyncEngine::finished() still sees the ballots
// cast since the last run.
class SyncFollowUp
{
public:
    struct Outcome
    {
        bool cancelled = false;
        QString errorString; // one sentence when it failed; empty otherwise
    };
    using Done = std::function<void(const Outcome &outcome)>;

    virtual ~SyncFollowUp() = default;

    // What the sync's progress signal says while it runs, translated.
    virtual QString progressMessage() const = 0;
    // Starts it for the repository, or only for `issueNumber` when > 0 (a one-issue sync).
    // Calls `done` exactly once.
    virtual void startFollowUp(const QString &repositoryFullName, int issueNumber, Done done) = 0;
    // Ends a running follow-up early; `done` follows with `cancelled` set. Nothing when idle.
    virtual void cancelFollowUp() = 0;
};

} // namespace acp
