#pragma once

#include "core/preview/LinkPreview.h"
#include "core/preview/PreviewUrl.h"

#include <QHash>
#include <QJsonArray>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace acp {

class LinkPreviewService;

// The automatic checks of one requirement, computed from the previews of its links. Advisory:
// they never set a checklist status. Each result says what was looked at and when.
//
//   security-policy  a linked GitHub repository has SECURITY.md (root, .github/ or docs/), or a
//                    linked SECURITY.md file exists. Pass / Fail (repositories without one) /
//                    Warn (only a web page about security, which cannot be verified) / Unknown.
//   release-gap      the platform's latest release (repository previews' latest_release, or
//                    the first stable entry of a linked releases page) against PyTorch's latest
//                    stable release (https://github.com/pytorch/pytorch/releases, fetched through
//                    the same service): the PyTorch version is read from the tag or name
//                    ("v2.7.1", "torch 2.5", "v2.1.0-6.0.rc1" -> 2.7, 2.5, 2.1). More than three
//                    minor versions behind is Fail; a version that does not follow PyTorch's
//                    numbering is Warn. A vendor without GitHub releases: the project pages
//                    of the package index its install commands name (CheckContext::
//                    installCommands, "pip install torch-x --index-url URL": URL/torch-x/,
//                    SimpleIndex), newest file not yanked, by its version or its "+torch2.11"
//                    pin; GitHub releases stay the first source.
//   working-ci       recent workflow runs on the default branch (repository previews' ci_runs,
//                    and linked workflows' runs on that branch): Pass when the latest finished
//                    run succeeded and at least half did; Warn when the latest failed but others
//                    succeeded, or the latest run is over 60 days old; Fail when none succeeded
//                    or there are no runs.
//   package          the linked package index / download pages (web pages and release pages;
//                    every link when there are none) answer: Pass all, Warn some, Fail none.
//   ci-relay         the level of the platform's repositories (GitHub repositories and
//                    hud.pytorch.org/crcr/OWNER/REPO pages linked anywhere in the application,
//                    CheckContext::applicationLinks) on PyTorch's CI relay, read from
//                    pytorch/pytorch's .github/allowlist.yml (CiRelayAllowlist; only that file
//                    is fetched, never the applicant's addresses). L2 or higher (results on a
//                    HUD page) is Pass, L1 Warn, not listed Fail; an application that says it
//                    is in-tree (CheckContext::statement) is NotApplicable unless listed.
//                    Each summary says how old the file it read is.
//
// Usage: evaluate(requirement.checks, linksOfTheRequirement); resultChanged() comes at once for
// every check (from the cache, `pending` while previews are fetched) and again as previews
// arrive; finished() when every result is final. Final results are cached (PreviewCache) by
// check id and the set of links.
class AutomaticChecks : public QObject
{
    Q_OBJECT
public:
    explicit AutomaticChecks(LinkPreviewService *service, QObject *parent = nullptr);

    // What a check may read of the application besides the requirement's links.
    struct CheckContext
    {
        QList<QUrl> applicationLinks; // every link of the application (its repositories)
        QString statement; // what the application says about the requirement, as written
        QStringList installCommands; // the application's "pip install ..." lines

        bool isEmpty() const
        {
            return applicationLinks.isEmpty() && statement.isEmpty() && installCommands.isEmpty();
        }
    };

    // "security-policy", "release-gap", "working-ci", "package", "ci-relay"
    static QStringList knownChecks();
    static QString checkTitle(const QString &checkId); // translated; the id when unknown
    static QUrl pytorchReleasesUrl();
    // Whether `statement` says the platform lives in PyTorch's own tree ("in-tree", "in the
    // PyTorch tree"; not "out-of-tree", not "not in-tree").
    static bool saysInTree(const QString &statement);

    void evaluate(const QStringList &checkIds, const QList<QUrl> &links,
                  const CheckContext &context = {});
    void refresh(); // fetches every input again (LinkPreviewService::refresh)
    void clear();

    QList<AutomaticCheckResult> results() const; // in the order of the check ids given
    std::optional<AutomaticCheckResult> result(const QString &checkId) const;
    bool isPending() const;
    QList<QUrl> inputs() const; // every address the checks look at

    // The PyTorch version a release tag or name follows, as (major, minor).
    static std::optional<std::pair<int, int>> torchVersionIn(const QString &text);
    // The highest stable (not draft, not pre-release) vX.Y[.Z] in a releases preview's list.
    static std::optional<std::pair<int, int>> latestStableVersion(const QJsonArray &releases);

signals:
    void resultChanged(const acp::AutomaticCheckResult &result);
    void finished();

private:
    struct Check
    {
        QString id;
        QList<QUrl> inputs;
        AutomaticCheckResult result;
        bool emittedFinal = false;
    };

    void onPreview(const QUrl &url, const LinkPreview &preview);
    void update(Check &check, bool allowCached);
    AutomaticCheckResult compute(const Check &check) const;
    AutomaticCheckResult checkSecurityPolicy(const Check &check) const;
    AutomaticCheckResult checkReleaseGap(const Check &check) const;
    // The release gap from package index pages, when no GitHub release was found; nullopt
    // when no index page has files.
    std::optional<AutomaticCheckResult>
    releaseGapFromIndexes(const Check &check,
                          const std::optional<std::pair<int, int>> &torch) const;
    AutomaticCheckResult checkWorkingCi(const Check &check) const;
    AutomaticCheckResult checkPackage(const Check &check) const;
    AutomaticCheckResult checkCiRelay(const Check &check) const;
    QStringList relayCandidates() const; // "owner/repo" of the platform, without duplicates
    QList<QUrl> inputsFor(const QString &checkId) const;
    const LinkPreview *previewOf(const QUrl &url) const;
    preview::GitHubTarget targetOf(const QUrl &url) const;
    QString repoName(const QUrl &url) const;
    QString subject() const;
    void maybeFinished();

    QPointer<LinkPreviewService> m_service;
    QList<QUrl> m_links; // normalized http(s) links, in order, without duplicates
    QList<QUrl> m_applicationLinks; // CheckContext::applicationLinks, normalized likewise
    QString m_statement;
    QStringList m_installCommands;
    QList<QUrl> m_indexPages; // project pages of the install commands' indexes
    QList<Check> m_checks;
    QHash<QString, LinkPreview> m_previews; // by normalized URL
    bool m_requesting = false;
    bool m_finishedSent = false;
};

} // namespace acp
