#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QObject>
#include <QUrl>

#include <optional>

namespace acp {

class Workspace;

// Where an application's listing pull request stands on the site's repository.
struct ListingPullRequestState
{
    QString siteRepository;
    int number = 0;
    int issueNumber = 0;
    QUrl url;
    QString state; // "open" or "closed", as GitHub says; "open" until first read back
    bool merged = false;
    bool removal = false; // the pull request takes a retired platform's listing off
    QDateTime checkedAt; // invalid: not read back since it was opened

    // "open", "merged" or "closed", translated.
    QString stateText() const;
    // "pull request #12 on pytorch/pytorch.github.io: merged"
    QString sentence() const;
};

// The listing pull requests the outbox opened, read back from GitHub after each sync (the
// window's and the command line's): GET …/pulls/{n} for each one that is not merged yet, kept
// in the cache (schema 16, listing_pull_requests). A merged one is final.
class ListingPullRequestStates : public QObject
{
    Q_OBJECT
public:
    explicit ListingPullRequestStates(Workspace &workspace, QObject *parent = nullptr);

    // The application's latest listing pull request: as last read from GitHub, else as the
    // outbox opened it; nothing when none was opened.
    static std::optional<ListingPullRequestState> latest(Workspace &workspace, int issueNumber);

    // Reads the state of every opened pull request that is not merged; finished() follows once.
    void refresh();
    bool isRunning() const { return m_running; }

signals:
    // `checked`: pull requests read; `error`: why one could not be (empty when none failed).
    void finished(int checked, const QString &error);

private:
    void next();

    Workspace &m_workspace;
    QList<ListingPullRequestState> m_queue;
    int m_checked = 0;
    QString m_error;
    bool m_running = false;
};

} // namespace acp
