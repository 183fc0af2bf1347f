// Over 600 lines on purpose: one run's steps in order (repository, issues, comments, reactions,
// follow-up) as one resumable state machine.

#include "core/sync/SyncEngine.h"

#include "core/github/GitHubClient.h"
#include "core/github/GitHubJson.h"
#include "core/github/PagedListCheck.h"
#include "core/logging/LogCategories.h"
#include "core/net/Urls.h"
#include "core/store/Database.h"
#include "core/store/DeferredIndexes.h"
#include "core/store/IssueCache.h"
#include "core/store/SqlValues.h"
#include "core/store/SyncPageReads.h"
#include "core/store/SyncStateStore.h"
#include "core/sync/SyncFollowUp.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QSet>
#include <QSqlError>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>
#include <functional>
#include <optional>
#include <utility>

namespace acp {

namespace {

constexpr int kPerPage = 100; // GitHub's maximum
// Reaction lists written together, in one transaction: most hold a reaction or two, and a commit
// of each rewrote the same few pages into the log (about 2,000 commits in an initial sync of
// 5,000 applications, 3.5% of its CPU time). Held lists are written before anything else is
// done with an answer that is not a list, and when the run ends, however it ends.
constexpr qsizetype kReactionListsPerWrite = 50;
// Items updated this close to the start of a listing (by GitHub's clock) may not be visible in
// the listing yet; see Run::finishListing().
constexpr int kSettleSeconds = 5;

const QString kIssuesListing = QStringLiteral("issues");
const QString kCommentsListing = QStringLiteral("comments");
// When the issue listing last read every issue (the Date of its first answer): see relisting().
const QString kIssuesRelisted = QStringLiteral("issues-relisted");

// ETags are per URL, so per page: the key is the request's path and query.
} // namespace

// One start() or syncIssue() in flight. It is the context of every request it sends, so once it
// is gone the client drops the answers.
struct SyncEngine::Run : public QObject
{
    enum class Kind { Full, SingleIssue };
    struct ReactionTarget
    {
        ReactionSubject subject = ReactionSubject::Issue;
        qint64 id = 0;
        int expectedCount = 0; // GitHub's rollup
    };
    struct Listing
    {
        QString name; // kIssuesListing or kCommentsListing
        QDateTime previousMark;
        QDateTime maxSettled; // highest updated_at seen that is older than the settle window
        QSet<qint64> seen; // issue numbers or comment ids listed in this run
        QSet<qint64> listedUnchanged; // of those, the ones not counted as updated (countUpdate())
        bool startedEmpty = false; // nothing of its kind was cached (listingPageState())
        // The previous page's rows as written, while startedEmpty (listingPageState()).
        QHash<qint64, SyncPageReads::CachedState> previousPageRows;
        QString path;
        bool fromStart = false; // every item, whatever the mark (see relisting())
        QUrlQuery query; // without `since`
        QDateTime querySince; // the `since` of the query being paged
        // The most the mark may become, once a page was asked for by offset (Link): the `since`
        // of its query (invalid for a query without one: the previous mark); see
        // nextListingUrl() and holdMarkAt().
        std::optional<QDateTime> markAtMost;
        bool sinceIgnored = false; // see nextListingUrl()
        // The last item of the page last written, which the next page (asked for from its
        // updated_at) lists again: see checkSecondReadAgain().
        qint64 lastItemId = 0;
        QDateTime lastItemUpdated;
        QList<QDateTime> secondsToReadAgain;
        // Once a second had to be read again, pages are asked for from the second before the
        // last item's, so an exclusive `since` lists that item's second whole.
        bool overlapSeconds = false;
        QUrl chainedUrl; // the last page asked for from a page's last item, and that item's time
        QDateTime chainedFrom;
        QDateTime firstServerDate; // Date of the listing's first answer
        int pages = 0;
        int fullPageSize = 0; // items on a page that had a next page: the server's page size
        QStringList pageKeys; // every page requested in this run
        QHash<QString, SyncStateStore::Validators> lastPageValidators;
    };

    Run(SyncEngine *engine, Kind kind)
        : engine(engine)
        , client(&engine->m_client)
        , database(engine->m_database)
        , storeCache(std::in_place, engine->m_database)
        , storeState(std::in_place, engine->m_database)
        , pageReads(std::in_place, engine->m_database)
        , bulkWrites(std::in_place, engine->m_database)
        , cache(*storeCache)
        , state(*storeState)
        , kind(kind)
    {
        requestsAtStart = engine->m_client.requestsSent();
    }

    SyncEngine *const engine;
    const QPointer<GitHubClient> client;
    Database &database;
    // Released as soon as the run finishes: the Run object itself lingers until deleteLater,
    // and a database connection must not outlive Database::close().
    std::optional<IssueCache> storeCache;
    std::optional<SyncStateStore> storeState;
    std::optional<SyncPageReads> pageReads;
    std::optional<BulkWrites> bulkWrites; // a transaction per page
    // A first sync's listings, while each lasts; built with bulkWrites' larger cache.
    std::optional<DeferredIndexes> issueIndexes;
    std::optional<DeferredIndexes> commentIndexes;
    IssueCache &cache;
    SyncStateStore &state;
    const Kind kind;
    int issueNumber = 0; // SingleIssue

    SyncResult result;
    SyncProgress progress;
    int requestsAtStart = 0;
    bool done = false;
    bool dying = false;
    bool databaseFailed = false; // the run ends on a write that failed: nothing more is written

    Listing listing;
    QDateTime repositoryDate; // Date of the repository's answer
    QDateTime issuesRelistedAt; // this run listed every issue from then: stored at its end
    QList<int> issuesMissing; // cached, and not in a listing of every issue
    QDateTime issuesMark;
    QDateTime commentsMark;
    QHash<QString, SyncStateStore::Validators> validatorsToStore;
    QSet<QString> labelsSeen;

    QList<ReactionTarget> reactionTargets;
    QSet<QPair<int, qint64>> reactionTargetsQueued;
    std::optional<QSet<int>> pullRequestNumbers; // read once a run needs it, then kept current
    int reactionIndex = 0;
    QList<Reaction> reactionsCollected;
    QUrl reactionListUrl; // the first page of the list being read
    github::PagedListCheck reactionListCheck;

    // An issue's comments read whole (readThread()): the issue, 0 while none is read; the ids
    // seen, to drop the comments deleted on GitHub; its first page.
    int threadIssue = 0;
    QSet<qint64> commentIdsSeen;
    QList<qint64> commentsMissing; // cached, and not in the thread read whole
    QUrl threadUrl;
    github::PagedListCheck threadCheck;
    // Full: each issue the issue listing showed, with its comment count and updated_at then
    // (queueThreadsToRead()); the threads to read whole.
    struct ListedThread
    {
        int comments = 0;
        QDateTime updatedAt;
    };
    QHash<int, ListedThread> listedThreads;
    bool issuesStartedEmpty = false;
    QList<int> threadsToRead;
    bool repositoryRetried = false;
    QString deferredError; // see dbFailed()

    QString repository() const { return engine->m_repository; }
    QString repoPath() const { return QStringLiteral("/repos/") + engine->m_repository; }

    // ---- Plumbing ------------------------------------------------------------------------------

    void get(const QUrl &url, const QString &etag, std::function<void(const ApiResponse &)> handler)
    {
        if (done || dying)
            return; // cancelled (e.g. from a progress slot) while this step was being set up
        if (!client) {
            fail(SyncEngine::tr("The connection to GitHub was closed during the sync."));
            return;
        }
        ApiRequest request;
        request.url = url;
        request.ifNoneMatch = etag;
        client->send(request, this,
                     [this, handler = std::move(handler)](const ApiResponse &response) {
                         if (done || dying)
                             return;
                         if (response.outcome == ApiResponse::Outcome::Cancelled) {
                             finish(SyncResult::Outcome::Cancelled, {});
                             return;
                         }
                         handler(response);
                     });
    }

    // A slot may cancel the run (which also releases the stores): false then, and the caller
    // must stop at once.
    [[nodiscard]] bool emitProgress(SyncProgress::Phase phase, const QString &message)
    {
        progress.phase = phase;
        progress.issuesUpdated = result.issuesUpdated;
        progress.commentsUpdated = result.commentsUpdated;
        progress.message = message;
        emit engine->progress(progress);
        return !done;
    }

    void fail(const QString &error) { finish(SyncResult::Outcome::Failed, error); }
    // GitHub's answer (or the lack of one) ended the run.
    void failOn(const ApiResponse &response)
    {
        result.offline =
            response.outcome == ApiResponse::Outcome::NetworkError && response.unreachable;
        fail(describeFailure(response));
    }

    // Inside writeInTransaction(): note a store error and unwind.
    bool dbFailed(const QString &detail)
    {
        deferredError = detail;
        return false;
    }

    // Runs `work` in one transaction. On failure the transaction is rolled back *before* the
    // run fails, so no slot on finished() ever sees a half-written page or an open transaction.
    bool writeInTransaction(const std::function<bool()> &work)
    {
        QString error;
        {
            Transaction transaction(database.connection());
            deferredError.clear();
            if (work()) {
                if (transaction.commit()) {
                    bulkWrites->committed();
                    return true;
                }
                error = database.connection().lastError().text();
            } else {
                error = deferredError;
            }
        }
        failDatabase(error);
        return false;
    }

    void failDatabase(const QString &detail)
    {
        databaseFailed = true;
        fail(SyncEngine::tr("The workbench could not write to its database: %1.")
                 .arg(detail.isEmpty() ? SyncEngine::tr("unknown error") : detail));
    }

    void failUnreadable(const QString &detail, const QUrl &url)
    {
        fail(SyncEngine::tr("GitHub sent a response the workbench could not read (%1 in the answer "
                            "to %2).")
                 .arg(detail, url.path()));
    }

    // Parses a JSON body of the expected shape, or fails the run and returns false.
    bool parseArray(const ApiResponse &response, QJsonArray *array)
    {
        if (response.status == 204 || response.body.trimmed().isEmpty()) {
            *array = {}; // some endpoints answer 204 instead of []
            return true;
        }
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(response.body, &error);
        if (error.error != QJsonParseError::NoError) {
            failUnreadable(error.errorString(), response.url);
            return false;
        }
        if (!document.isArray()) {
            failUnreadable(SyncEngine::tr("a list was expected"), response.url);
            return false;
        }
        *array = document.array();
        return true;
    }

    // A listing page read without building a QJsonDocument (issuesFromJson, commentsFromJson:
    // the sync's largest answers), or fails the run and returns false.
    template<typename Item>
    bool parseList(const ApiResponse &response, QList<Item> *items,
                   bool (*read)(QByteArrayView, QList<Item> *, QString *))
    {
        items->clear();
        if (response.status == 204 || response.body.trimmed().isEmpty())
            return true; // as parseArray()
        QString error;
        if (!read(response.body, items, &error)) {
            failUnreadable(error, response.url);
            return false;
        }
        return true;
    }

    bool parseObject(const ApiResponse &response, QJsonObject *object)
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(response.body, &error);
        if (error.error != QJsonParseError::NoError) {
            failUnreadable(error.errorString(), response.url);
            return false;
        }
        if (!document.isObject()) {
            failUnreadable(SyncEngine::tr("an object was expected"), response.url);
            return false;
        }
        *object = document.object();
        return true;
    }

    QString describeFailure(const ApiResponse &response) const
    {
        if (response.outcome == ApiResponse::Outcome::HttpError) {
            if (response.status == 404)
                return SyncEngine::tr(
                           "The repository %1 was not found, or your token cannot see it.")
                    .arg(repository());
            if (response.status == 401)
                return response.errorString; // "GitHub rejected the token (…)."
        }
        return response.errorString.isEmpty()
            ? SyncEngine::tr("GitHub answered HTTP %1.").arg(response.status)
            : response.errorString;
    }

    // ---- Step 1: the repository
    // ------------------------------------------------------------------

    void fetchRepository()
    {
        if (!emitProgress(SyncProgress::Phase::Repository,
                          SyncEngine::tr("Checking the repository %1").arg(repository())))
            return;
        const QUrl url = engine->m_client.endpoint(repoPath());
        const QString key = net::requestKey(url);
        const QString etag = repositoryRetried ? QString() : state.validators(key).etag;
        get(url, etag, [this, key](const ApiResponse &response) {
            if (!response.ok()) {
                failOn(response);
                return;
            }
            ++progress.pagesFetched;
            repositoryDate = response.serverDate;
            if (response.notModified()) {
                if (response.redirected && !repositoryRetried) {
                    // Moved, but our validator still matched: we need the body for the new name.
                    repositoryRetried = true;
                    fetchRepository();
                    return;
                }
                startListing(kIssuesListing);
                return;
            }
            QJsonObject object;
            if (!parseObject(response, &object))
                return;
            const QString fullName = object.value(QLatin1String("full_name")).toString();
            if (fullName.count(QLatin1Char('/')) != 1) {
                failUnreadable(SyncEngine::tr("no repository name"), response.url);
                return;
            }
            if (!response.etag.isEmpty())
                validatorsToStore.insert(key, { response.etag, response.lastModified });
            if (!adoptRepositoryName(fullName, response.redirected))
                return;
            if (!state.setRepositoryDescription(
                    object.value(QLatin1String("description")).toString())) {
                failDatabase(state.errorString());
                return;
            }
            startListing(kIssuesListing);
        });
    }

    // A 301 means the repository was renamed or transferred: GitHub's full_name is the truth
    // from now on, for the rest of this run and for later runs.
    bool adoptRepositoryName(const QString &fullName, bool redirected)
    {
        const QString oldName = engine->m_repository;
        if (fullName != oldName || state.repositoryFullName() != fullName) {
            if (!state.setRepositoryFullName(fullName)) {
                failDatabase(state.errorString());
                return false;
            }
        }
        if (fullName == oldName)
            return true;
        engine->m_repository = fullName;
        result.repositoryFullName = fullName;
        // GitHub canonicalises the letter case of names it was asked for; that is no rename.
        if (redirected || fullName.compare(oldName, Qt::CaseInsensitive) != 0)
            emit engine->repositoryRenamed(oldName, fullName);
        return !done; // a slot may have cancelled the run
    }

    // ---- Steps 2 and 3: the issue and comment listings ---------------------------------------

    void startListing(const QString &name)
    {
        listing = Listing();
        listing.name = name;
        listing.previousMark = state.sinceMark(name);
        listing.startedEmpty = kind == Kind::Full
            && pageReads->nothingCached(name == kIssuesListing ? ReactionSubject::Issue
                                                               : ReactionSubject::Comment);
        if (name == kIssuesListing) {
            listing.path = repoPath() + QStringLiteral("/issues");
            if (!listing.previousMark.isValid()) // when no issue is cached yet
                issueIndexes.emplace(database, DeferredIndexes::Table::Issues);
            listing.query.addQueryItem(QStringLiteral("state"), QStringLiteral("all"));
        } else {
            listing.path = repoPath() + QStringLiteral("/issues/comments");
            if (!listing.previousMark.isValid()) // when no comment is cached yet
                commentIndexes.emplace(database, DeferredIndexes::Table::Comments);
        }
        listing.query.addQueryItem(QStringLiteral("sort"), QStringLiteral("updated"));
        listing.query.addQueryItem(QStringLiteral("direction"), QStringLiteral("asc"));
        listing.query.addQueryItem(QStringLiteral("per_page"), QString::number(kPerPage));
        listing.fromStart = name == kIssuesListing && relisting();
        // `since` is inclusive: the items at the mark come again, which is what makes an
        // unchanged repository produce the identical URL (and so a 304).
        fetchListingPage(listingUrl(listing.fromStart ? QDateTime() : listing.previousMark));
    }

    // Whether this run lists every issue again (SyncEngine::setRelistInterval()). The mark stays
    // the listing's previous one for all that: what it may become is decided as ever.
    bool relisting()
    {
        if (kind != Kind::Full || !listing.previousMark.isValid())
            return false; // a first listing reads every issue anyway
        const QDateTime last = state.sinceMark(kIssuesRelisted);
        const QDateTime now =
            repositoryDate.isValid() ? repositoryDate : QDateTime::currentDateTimeUtc();
        return !last.isValid() || last > now
            || last.secsTo(now) >= qint64(engine->m_relistInterval.count());
    }

    // The listing's first page of the items updated at or after `since` (all of them when it is
    // invalid).
    QUrl listingUrl(const QDateTime &since)
    {
        listing.querySince = since;
        QUrlQuery query = listing.query;
        if (since.isValid())
            query.addQueryItem(QStringLiteral("since"), github::timestampToJson(since));
        return engine->m_client.endpoint(listing.path, query);
    }

    // The page after one whose next page GitHub links to. The Link pages by offset, and an
    // offset is not a place in a list that changes while it is read: when an item on a page
    // already read disappears (an issue deleted or transferred, a comment deleted) or moves to
    // the end (updated), every later item moves up a place, and the first item of the next page
    // slides onto the page read before, unseen. So the next page is asked for as a new query
    // from the updated_at of the page's last item instead: the listing is sorted by it, nothing
    // that happens to the items before can move the items after, and an item updated meanwhile
    // comes later with its new time. `since` is inclusive, so the items at that second come
    // again (written once, counted once). Only when a whole page shares the second it was asked
    // from (more than a page of items updated in one second) is the Link followed; such a range
    // is read by offset, and finishListing() keeps the mark from passing it. A Link to another
    // origin is followed too, for GitHubClient::send() to refuse with its reason.
    //
    // A server that lists items older than the `since` it was asked for does not filter by it
    // (each new query would start over from the first page): the rest is read by offset, and
    // the mark stays where it was.
    QUrl nextListingUrl(const QUrl &linkedNext, const QDateTime &lastUpdated)
    {
        if (lastUpdated.isValid() && listing.querySince.isValid()
            && lastUpdated < listing.querySince)
            listing.sinceIgnored = true;
        if (listing.sinceIgnored) {
            holdMarkAt({});
            return linkedNext;
        }
        const QDateTime since = listing.overlapSeconds ? lastUpdated.addSecs(-1) : lastUpdated;
        if (lastUpdated.isValid() && (!listing.querySince.isValid() || since > listing.querySince)
            && engine->m_client.isApiOrigin(linkedNext)) {
            listing.chainedUrl = listingUrl(since);
            listing.chainedFrom = lastUpdated;
            return listing.chainedUrl;
        }
        holdMarkAt(listing.querySince);
        return linkedNext;
    }

    // Keeps the listing's mark at `since` or before (invalid: the previous mark).
    void holdMarkAt(const QDateTime &since)
    {
        if (!listing.markAtMost
            || (listing.markAtMost->isValid() && (!since.isValid() || since < *listing.markAtMost)))
            listing.markAtMost = since;
    }

    QString listingMessage() const
    {
        if (listing.name == kIssuesListing)
            return SyncEngine::tr("Fetching issues: page %1, %n updated", nullptr,
                                  result.issuesUpdated)
                .arg(listing.pages);
        return SyncEngine::tr("Fetching comments: page %1, %n updated", nullptr,
                              result.commentsUpdated)
            .arg(listing.pages);
    }

    void fetchListingPage(const QUrl &url)
    {
        const QString key = net::requestKey(url);
        listing.pageKeys.append(key);
        const QDateTime chainedFrom = url == listing.chainedUrl ? listing.chainedFrom : QDateTime();
        // A listing of every issue must see each (a 304 shows none): no validator is sent.
        const QString etag = listing.fromStart ? QString() : state.validators(key).etag;
        get(url, etag, [this, key, chainedFrom](const ApiResponse &response) {
            // The page before this one is written first, whatever this answer is.
            if (!writeHeldPage())
                return;
            if (!response.ok()) {
                if (response.outcome == ApiResponse::Outcome::HttpError && response.status == 410)
                    fail(SyncEngine::tr("Issues are disabled for the repository %1.")
                             .arg(repository()));
                else
                    failOn(response);
                return;
            }
            if (!listing.firstServerDate.isValid()) {
                listing.firstServerDate = response.serverDate.isValid()
                    ? response.serverDate
                    : QDateTime::currentDateTimeUtc();
            }
            ++progress.pagesFetched;
            ++listing.pages;

            if (response.notModified()) {
                // Validators are kept only for the last page of a listing (see below), so a 304
                // means this page is still the end of the listing and nothing after it changed.
                if (!emitProgress(listingPhase(), listingMessage()))
                    return;
                if (response.nextPage.isValid())
                    fetchListingPage(nextListingUrl(response.nextPage, {}));
                else
                    readSecondsAgain();
                return;
            }
            if (!response.nextPage.isValid()) {
                const std::optional<ListedPage> page = decodeListedPage(response, key, chainedFrom);
                if (page && writeListedPage(*page))
                    readSecondsAgain();
                return;
            }
            // The next page is asked for before this one is decoded and written, so GitHub (and
            // the network thread) work on it meanwhile; still one request at a time. It starts
            // at this page's last updated_at, found by a scan of the bytes.
            const QDateTime lastUpdated = github::lastUpdatedOf(response.body);
            if (lastUpdated.isValid()) {
                heldPage = HeldPage { response, key, listing.querySince, chainedFrom, lastUpdated };
                fetchListingPage(nextListingUrl(response.nextPage, lastUpdated));
                QTimer::singleShot(0, this, [this] {
                    if (!done && !dying)
                        (void)writeHeldPage();
                });
                return;
            }
            // A page whose last item has no plain time: decoded first (the next page is then by
            // offset, unless the decoders found a time).
            const std::optional<ListedPage> page = decodeListedPage(response, key, chainedFrom);
            if (!page)
                return;
            fetchListingPage(nextListingUrl(response.nextPage, page->lastUpdated()));
            (void)writeListedPage(*page);
        });
    }

    // Builds the indexes a first listing left out, now that it has ended; false when the run
    // failed on it.
    bool buildDeferred(std::optional<DeferredIndexes> &indexes)
    {
        if (indexes && !indexes->build()) {
            failDatabase(indexes->errorString());
            return false;
        }
        indexes.reset();
        return true;
    }

    SyncProgress::Phase listingPhase() const
    {
        return listing.name == kIssuesListing ? SyncProgress::Phase::Issues
                                              : SyncProgress::Phase::Comments;
    }

    // A listing page, decoded.
    struct ListedPage
    {
        QList<github::ListedIssue> issues; // the issue listing's
        QList<Comment> comments; // the comment listing's
        QString key;
        // The updated_at of the page before's last item, when this page is the first of a query
        // asked from it (nextListingUrl()); invalid otherwise.
        QDateTime chainedFrom;
        bool hasNext = false;
        SyncStateStore::Validators validators;

        qsizetype size() const { return issues.isEmpty() ? comments.size() : issues.size(); }
        qint64 idAt(qsizetype i) const
        {
            return issues.isEmpty() ? comments.at(i).id : issues.at(i).issue.number;
        }
        QDateTime updatedAt(qsizetype i) const
        {
            return issues.isEmpty() ? comments.at(i).updatedAt : issues.at(i).issue.updatedAt;
        }
        // updated_at of the page's last item (invalid when it has none)
        QDateTime lastUpdated() const { return size() > 0 ? updatedAt(size() - 1) : QDateTime(); }
    };
    // A page whose next page is already on its way, waiting to be decoded and written.
    struct HeldPage
    {
        ApiResponse response;
        QString key;
        QDateTime askedSince; // this page's query's `since`
        QDateTime chainedFrom; // ListedPage::chainedFrom
        QDateTime lastUpdated; // lastUpdatedOf() the page: the next page's `since`
    };
    std::optional<HeldPage> heldPage;

    // Writes the held page, if any; false when the run ended.
    bool writeHeldPage()
    {
        if (!heldPage)
            return !done;
        const HeldPage held = std::move(*heldPage);
        heldPage.reset();
        const std::optional<ListedPage> page =
            decodeListedPage(held.response, held.key, held.chainedFrom);
        if (!page)
            return false;
        // The scan and the decoders read the same time (tst_githubjson, fuzz_githubjson). Were
        // they ever to differ, the next page might have started too late, so the next run
        // would read from this page's start again.
        if (page->lastUpdated() != held.lastUpdated)
            holdMarkAt(held.askedSince);
        return writeListedPage(*page);
    }

    // Decodes one page of the listing, or fails the run.
    std::optional<ListedPage> decodeListedPage(const ApiResponse &response, const QString &key,
                                               const QDateTime &chainedFrom)
    {
        ListedPage page;
        page.key = key;
        page.chainedFrom = chainedFrom;
        page.hasNext = response.nextPage.isValid();
        page.validators = { response.etag, response.lastModified };
        const bool read = listing.name == kIssuesListing
            ? parseList(response, &page.issues, github::issuesFromJson)
            : parseList(response, &page.comments, github::commentsFromJson);
        if (!read)
            return std::nullopt;
        return page;
    }

    // Writes one decoded page of the listing; false when the run ended.
    bool writeListedPage(const ListedPage &page)
    {
        const bool written = listing.name == kIssuesListing ? writeIssuePage(page.issues)
                                                            : writeCommentPage(page.comments);
        if (!written)
            return false;
        checkSecondReadAgain(page);
        const qsizetype count = page.size();
        if (page.hasNext) {
            listing.fullPageSize = std::max(listing.fullPageSize, int(count));
        } else if (!page.validators.etag.isEmpty() && count < kPerPage
                   && (listing.fullPageSize == 0 || count < listing.fullPageSize)) {
            // Keep the validator only for a last page that is not full. Its ETag covers the
            // body alone, so a later 304 proves the same items, still fewer than a page:
            // nothing can have been added after them. (A full last page could gain a next
            // page while its own body stays the same.)
            listing.lastPageValidators.insert(page.key, page.validators);
        }
        return emitProgress(listingPhase(), listingMessage());
    }

    // `since` is taken to be inclusive (GitHub's docs said "at or after"; newer ones say
    // "after"): a page asked for from the last updated_at of the page before lists that item
    // again, with any others of its second that did not fit on that page. A page that lacks it
    // and begins after its second (or is empty) comes from a server where `since` is exclusive,
    // which skipped those others, or the item changed or went meanwhile: that second is read
    // again, from the one before, once the listing has ended (readSecondsAgain()).
    void checkSecondReadAgain(const ListedPage &page)
    {
        const QDateTime &second = page.chainedFrom;
        const bool chained =
            listing.lastItemId != 0 && second.isValid() && second == listing.lastItemUpdated;
        if (chained && (page.size() == 0 || page.updatedAt(0) > second)) {
            bool relisted = false;
            for (qsizetype i = 0; i < page.size() && !relisted; ++i)
                relisted = page.idAt(i) == listing.lastItemId;
            if (!relisted && !listing.secondsToReadAgain.contains(second)) {
                listing.secondsToReadAgain.append(second);
                listing.overlapSeconds = true;
            }
        }
        if (page.size() > 0) {
            listing.lastItemId = page.idAt(page.size() - 1);
            listing.lastItemUpdated = page.lastUpdated();
        }
    }

    // One page from the second before each second checkSecondReadAgain() found. When more than
    // a page shares those two seconds, the mark stays before them for the next run.
    void readSecondsAgain()
    {
        if (listing.secondsToReadAgain.isEmpty()) {
            finishListing();
            return;
        }
        const QDateTime second = listing.secondsToReadAgain.takeFirst();
        qCInfo(lcSync) << listing.name << "listing: the items at" << second
                       << "are read again (its `since` may be exclusive)";
        listing.lastItemId = 0; // not a page of the chain
        const QUrl url = listingUrl(second.addSecs(-1));
        const QString key = net::requestKey(url);
        listing.pageKeys.append(key);
        get(url, {}, [this, key, second](const ApiResponse &response) {
            if (!response.ok()) {
                failOn(response);
                return;
            }
            ++progress.pagesFetched;
            ++listing.pages;
            std::optional<ListedPage> page = decodeListedPage(response, key, {});
            if (!page)
                return;
            page->hasNext = false; // nor a last page whose validators are kept
            page->validators = {};
            if (response.nextPage.isValid() && (page->size() == 0 || page->lastUpdated() <= second))
                holdMarkAt(second.addSecs(-1));
            if (writeListedPage(*page))
                readSecondsAgain();
        });
    }

    // Returns whether the item was listed before in this run.
    bool noteListed(qint64 id, const QDateTime &updatedAt)
    {
        const qsizetype before = listing.seen.size();
        listing.seen.insert(id);
        const QDateTime settled = listing.firstServerDate.addSecs(-kSettleSeconds);
        if (updatedAt.isValid() && updatedAt < settled
            && (!listing.maxSettled.isValid() || updatedAt > listing.maxSettled))
            listing.maxSettled = updatedAt;
        return listing.seen.size() == before;
    }

    // Whether a written item counts as updated. An item updated while the listing pages comes
    // again with its new version: it counts once, unless its first listing was unchanged.
    bool countUpdate(qint64 id, bool changed, bool listedBefore)
    {
        if (kind != Kind::Full)
            return changed;
        if (!changed) {
            if (!listedBefore)
                listing.listedUnchanged.insert(id);
            return false;
        }
        return !listedBefore || listing.listedUnchanged.remove(id);
    }

    void queueReactions(ReactionSubject subject, qint64 id, int expectedCount)
    {
        const QPair<int, qint64> key(int(subject), id);
        if (reactionTargetsQueued.contains(key))
            return;
        reactionTargetsQueued.insert(key);
        reactionTargets.append({ subject, id, expectedCount });
    }

    // Reactions do not move updated_at, but they move the rollup's total_count. Fetch the list
    // when that count differs from what the cache holds, or when the item changed and has any.
    static bool needsReactions(int rollup, int stored, bool changed)
    {
        return rollup != stored || (rollup > 0 && changed);
    }

    // What the cache holds of one page's rows, read in two queries for the whole page rather
    // than a few per row (the sync's hottest loop: a comment page is 100 rows).
    struct PageState
    {
        QHash<qint64, SyncPageReads::CachedState> rows;
        QHash<qint64, int> reactionCounts;

        // `updatedAt` as the cache stores it (sql::fromDateTime).
        bool changed(qint64 id, const QString &updatedAt) const
        {
            const auto it = rows.constFind(id);
            return it == rows.cend() || it->deleted || it->updatedAt != updatedAt;
        }
        // The cache holds a later version of the row than this one: an answer from a replica
        // that lags behind an edit the cache has already seen. GitHub's updated_at never goes
        // back, and the stored text sorts as the time does.
        bool older(qint64 id, const QString &updatedAt) const
        {
            const auto it = rows.constFind(id);
            return it != rows.cend() && !it->deleted && updatedAt < it->updatedAt;
        }
        // The row as it will be once written: a row listed twice on a page counts once.
        void written(qint64 id, const QString &updatedAt) { rows.insert(id, { updatedAt, false }); }
    };
    PageState readPageState(ReactionSubject subject, const QList<qint64> &ids) const
    {
        return { pageReads->cachedStates(subject, ids),
                 pageReads->storedReactionCounts(subject, ids) };
    }

    // readPageState() for a page of the listing. One that began with nothing of its kind cached
    // (an initial sync) finds only what it wrote itself, so a page needs no reading (about 3% of
    // an initial sync's CPU) when the only items on it listed before are on the page before
    // (the items at the second the page was asked from: see nextListingUrl()). Another writer
    // meanwhile (the outbox storing a comment it posted) is then taken for new, which moves only
    // the count of updated items: the row is GitHub's either way, and a just-posted comment has
    // no reactions, which are read after the listings.
    PageState listingPageState(ReactionSubject subject, const QList<qint64> &ids) const
    {
        if (!listing.startedEmpty)
            return readPageState(subject, ids);
        PageState page;
        for (qint64 id : ids) {
            if (!listing.seen.contains(id))
                continue;
            const auto it = listing.previousPageRows.constFind(id);
            if (it == listing.previousPageRows.cend())
                return readPageState(subject, ids);
            page.rows.insert(id, *it);
        }
        return page;
    }

    // After a page of the listing is written: its rows, which are the page's own items only.
    void keepPageRows(PageState &page)
    {
        if (listing.startedEmpty)
            listing.previousPageRows = std::move(page.rows);
    }

    static QList<qint64> issueNumbersOf(const QList<github::ListedIssue> &issues)
    {
        QList<qint64> numbers;
        numbers.reserve(issues.size());
        for (const github::ListedIssue &listed : issues) {
            if (listed.issue.number > 0)
                numbers.append(listed.issue.number);
        }
        return numbers;
    }

    static QList<qint64> idsOf(const QList<Comment> &comments)
    {
        QList<qint64> ids;
        ids.reserve(comments.size());
        for (const Comment &comment : comments) {
            if (comment.id > 0)
                ids.append(comment.id);
        }
        return ids;
    }

    bool isPullRequest(int number)
    {
        if (!pullRequestNumbers)
            pullRequestNumbers = pageReads->pullRequests();
        return pullRequestNumbers->contains(number);
    }

    bool writeIssue(const github::ListedIssue &listed, PageState &page)
    {
        const Issue &issue = listed.issue;
        if (issue.number <= 0)
            return true; // nothing to key it by
        const bool listedBefore = kind == Kind::Full && noteListed(issue.number, issue.updatedAt);
        if (issue.isPullRequest) {
            if (!isPullRequest(issue.number)) {
                if (!cache.rememberPullRequest(issue.number))
                    return dbFailed(cache.errorString());
                pullRequestNumbers->insert(issue.number);
            }
            return true;
        }
        if (kind == Kind::Full && !listing.startedEmpty)
            listedThreads.insert(issue.number, { issue.commentCount, issue.updatedAt });
        for (const Label &label : listed.labels) {
            if (labelsSeen.contains(label.name))
                continue;
            labelsSeen.insert(label.name);
            if (!cache.upsertLabel(label))
                return dbFailed(cache.errorString());
        }
        const QString updatedAt = sql::fromDateTime(issue.updatedAt).toString();
        if (page.older(issue.number, updatedAt)) {
            qCInfo(lcSync) << "issue" << issue.number << "came older than the cache has it; kept";
            return true;
        }
        const bool changed = page.changed(issue.number, updatedAt);
        if (needsReactions(issue.reactionCount, page.reactionCounts.value(issue.number), changed))
            queueReactions(ReactionSubject::Issue, issue.number, issue.reactionCount);
        if (!cache.upsertIssue(issue))
            return dbFailed(cache.errorString());
        page.written(issue.number, updatedAt);
        if (countUpdate(issue.number, changed, listedBefore))
            ++result.issuesUpdated;
        return true;
    }

    bool writeComment(const Comment &comment, PageState &page)
    {
        if (comment.id <= 0)
            return true;
        bool listedBefore = false;
        if (threadIssue != 0) {
            commentIdsSeen.insert(comment.id);
            listedBefore = listing.seen.contains(comment.id);
        } else if (kind == Kind::Full) {
            listedBefore = noteListed(comment.id, comment.updatedAt);
        }
        // Pull-request comments come through the same endpoint; the workbench has no use for
        // them. Comments of issues not cached yet are kept: their issue arrives with a later page
        // or run.
        if (comment.issueNumber > 0 && isPullRequest(comment.issueNumber))
            return true;
        const QString updatedAt = sql::fromDateTime(comment.updatedAt).toString();
        if (page.older(comment.id, updatedAt)) {
            qCInfo(lcSync) << "comment" << comment.id << "came older than the cache has it; kept";
            return true;
        }
        const bool changed = page.changed(comment.id, updatedAt);
        if (needsReactions(comment.reactionCount, page.reactionCounts.value(comment.id), changed))
            queueReactions(ReactionSubject::Comment, comment.id, comment.reactionCount);
        if (!cache.upsertComment(comment))
            return dbFailed(cache.errorString());
        page.written(comment.id, updatedAt);
        if (countUpdate(comment.id, changed, listedBefore))
            ++result.commentsUpdated;
        return true;
    }

    // One page, one transaction: a run cut short leaves whole pages, and every write is an
    // upsert, so the next run simply goes over the same ground again.
    bool writeIssuePage(const QList<github::ListedIssue> &issues)
    {
        return writeInTransaction([&] {
            PageState page = listingPageState(ReactionSubject::Issue, issueNumbersOf(issues));
            for (const github::ListedIssue &listed : issues) {
                if (!writeIssue(listed, page))
                    return false;
            }
            keepPageRows(page);
            return true;
        });
    }

    bool writeCommentPage(const QList<Comment> &comments)
    {
        return writeInTransaction([&] {
            PageState page = threadIssue != 0
                ? readPageState(ReactionSubject::Comment, idsOf(comments))
                : listingPageState(ReactionSubject::Comment, idsOf(comments));
            for (const Comment &comment : comments) {
                if (!writeComment(comment, page))
                    return false;
            }
            keepPageRows(page);
            return true;
        });
    }

    // The `since` mark is the highest updated_at GitHub itself reported, so the local clock
    // never enters into it. It is stored only when the whole run succeeds, and the next run
    // starts there (`since` is inclusive, so nothing at the mark itself is lost).
    //
    // Two edge cases keep it from advancing too far:
    //
    // 1. Items moving while we page. The pages are chained by `since` (nextListingUrl()), so an
    //    item that moves or disappears cannot hide another, except in a range read by offset:
    //    more than a page of items updated in one second. The mark then stops at that second,
    //    and the next run reads the range again.
    //
    // 2. Items updated just before the listing began. GitHub's listings may lag a moment behind
    //    its writes, so an item updated a second before could be missing while an item updated
    //    two seconds before is present. Only items older than the Date of the listing's first
    //    answer less a few seconds (GitHub's own clock, never ours) can move the mark; newer
    //    ones are read again next time. (This also covers an item updated during the run:
    //    its updated_at is after that Date.) An item that a listing shows later than that is
    //    not found until it changes again.
    void finishListing()
    {
        QDateTime mark = listing.previousMark;
        if (listing.maxSettled.isValid() && (!mark.isValid() || listing.maxSettled > mark))
            mark = listing.maxSettled;
        if (listing.markAtMost) {
            const QDateTime &most = *listing.markAtMost; // never before the previous mark
            if (!most.isValid())
                mark = listing.previousMark;
            else if (mark.isValid() && mark > most)
                mark = most;
        }
        // Validators pay off only while the mark stays put: the next run then asks for the very
        // same URLs, and an unchanged last page answers 304. Once the mark moves, this run's
        // URLs are never asked for again, so their validators are dropped, which also keeps
        // the table from growing run after run.
        if (mark == listing.previousMark && !listing.fromStart) {
            for (auto it = listing.lastPageValidators.cbegin();
                 it != listing.lastPageValidators.cend(); ++it)
                validatorsToStore.insert(it.key(), it.value());
        } else {
            for (const QString &key : std::as_const(listing.pageKeys))
                validatorsToStore.insert(key, {}); // empty: delete
        }
        if (listing.name == kIssuesListing) {
            issuesMark = mark;
            issuesStartedEmpty = listing.startedEmpty;
            if (!buildDeferred(issueIndexes))
                return;
            if (listing.fromStart || !listing.previousMark.isValid())
                issuesRelistedAt = listing.firstServerDate;
            if (listing.fromStart) {
                issuesMissing.clear();
                const std::optional<QList<int>> cached = pageReads->liveIssueNumbers();
                if (!cached) {
                    failDatabase(pageReads->errorString());
                    return;
                }
                for (int number : *cached) {
                    if (!listing.seen.contains(number))
                        issuesMissing.append(number);
                }
            }
            confirmNextIssueMissing();
        } else {
            commentsMark = mark;
            // Before anything reads comments by issue: the vote poll, the window's panes.
            if (!buildDeferred(commentIndexes) || !queueThreadsToRead())
                return;
            readNextThread();
        }
    }

    // A cached issue that a listing of every issue lacks was deleted (410), transferred (a
    // 301 to another repository's issue) or hidden from the token (404), or it is newer than
    // the replica that listed (a listing may lag behind a write): each is asked for alone, and
    // only the first three leave the cache.
    void confirmNextIssueMissing()
    {
        if (issuesMissing.isEmpty()) {
            startListing(kCommentsListing);
            return;
        }
        const int number = issuesMissing.takeFirst();
        askAlone(
            QStringLiteral("/issues/%1").arg(number),
            [this, number] {
                if (markDeleted(number))
                    confirmNextIssueMissing();
            },
            [this, number](const QJsonObject &object) {
                const github::ListedIssue listed = github::listedIssueFromJson(object);
                if (listed.issue.number != number) {
                    qCInfo(lcSync) << "issue" << number << "has moved out of" << repository();
                    if (markDeleted(number))
                        confirmNextIssueMissing();
                    return;
                }
                qCInfo(lcSync) << "issue" << number << "is not in the listing yet; kept";
                if (!writeInTransaction([&] {
                        const QList<github::ListedIssue> one { listed };
                        PageState page = readPageState(ReactionSubject::Issue, issueNumbersOf(one));
                        return writeIssue(listed, page);
                    }))
                    return;
                confirmNextIssueMissing();
            });
    }

    // Asks for one item on its own (`path` in the repository): `gone` on a 404 or 410, `found`
    // with the object it answers; any other failure ends the run.
    void askAlone(const QString &path, std::function<void()> gone,
                  std::function<void(const QJsonObject &)> found)
    {
        const QUrl url = engine->m_client.endpoint(repoPath() + path);
        get(url, {},
            [this, gone = std::move(gone), found = std::move(found)](const ApiResponse &response) {
                if (response.outcome == ApiResponse::Outcome::HttpError
                    && (response.status == 404 || response.status == 410)) {
                    gone();
                    return;
                }
                if (!response.ok()) {
                    failOn(response);
                    return;
                }
                ++progress.pagesFetched;
                QJsonObject object;
                if (parseObject(response, &object))
                    found(object);
            });
    }

    // ---- Step 4: reactions ---------------------------------------------------------------------

    void fetchNextReactions()
    {
        while (reactionIndex < reactionTargets.size()) {
            const ReactionTarget &target = reactionTargets.at(reactionIndex);
            if (target.expectedCount > 0)
                break;
            // GitHub says there are none: no need to ask for the list.
            if (!storeReactions(target, {}))
                return;
            ++reactionIndex;
        }
        if (reactionIndex >= reactionTargets.size()) {
            if (writeHeldReactions()) // the follow-up reads what the reactions say
                runFollowUp();
            return;
        }
        const ReactionTarget &target = reactionTargets.at(reactionIndex);
        if (!emitProgress(SyncProgress::Phase::Reactions,
                          SyncEngine::tr("Fetching reactions: %1 of %2")
                              .arg(reactionIndex + 1)
                              .arg(reactionTargets.size())))
            return;
        const QString path = target.subject == ReactionSubject::Issue
            ? repoPath() + QStringLiteral("/issues/%1/reactions").arg(target.id)
            : repoPath() + QStringLiteral("/issues/comments/%1/reactions").arg(target.id);
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("per_page"), QString::number(kPerPage));
        reactionsCollected.clear();
        reactionListCheck = {};
        reactionListUrl = engine->m_client.endpoint(path, query);
        fetchReactionPage(reactionListUrl);
    }

    void fetchReactionPage(const QUrl &url)
    {
        get(url, {}, [this](const ApiResponse &response) {
            // The lists before this one are written first when this answer is not a list (and
            // might end the run), or when enough of them are held.
            if ((!response.ok() || heldReactions.size() >= kReactionListsPerWrite)
                && !writeHeldReactions())
                return;
            const ReactionTarget target = reactionTargets.at(reactionIndex);
            if (!response.ok()) {
                if (response.outcome != ApiResponse::Outcome::HttpError) {
                    failOn(response);
                    return;
                }
                if (target.subject == ReactionSubject::Issue && response.status == 410) {
                    if (!markDeleted(int(target.id)))
                        return;
                    nextReactionTarget();
                    return;
                }
                if (response.status == 404) {
                    confirmGone(target, response.errorString);
                    return;
                }
                failOn(response);
                return;
            }
            ++progress.pagesFetched;
            QJsonArray items;
            if (!parseArray(response, &items))
                return;
            QList<qint64> ids;
            ids.reserve(items.size());
            for (const QJsonValue &value : std::as_const(items)) {
                reactionsCollected.append(github::reactionFromJson(value.toObject()));
                ids.append(reactionsCollected.constLast().id);
            }
            reactionListCheck.addPage(ids);
            if (response.nextPage.isValid()) {
                fetchReactionPage(response.nextPage);
                return;
            }
            // A list of several pages may lack a reaction that slid past a page boundary (a
            // ballot, on a vote): it is read until two reads agree.
            switch (reactionListCheck.endOfRead()) {
            case github::PagedListCheck::Verdict::Whole:
                break;
            case github::PagedListCheck::Verdict::ReadAgain:
                reactionsCollected.clear();
                fetchReactionPage(reactionListUrl);
                return;
            case github::PagedListCheck::Verdict::KeptChanging:
                // Not stored: the cache keeps the list it had, whose count still differs from
                // GitHub's, so the next run asks again. Failing the run instead would let anyone
                // who keeps reacting on any issue stop every sync. (A vote's ballots are the
                // poll's: it reads them again and says so when it cannot.)
                qCInfo(lcSync).noquote()
                    << "the reactions on"
                    << (target.subject == ReactionSubject::Issue ? "issue" : "comment") << target.id
                    << "changed during each of" << reactionListCheck.reads()
                    << "reads; the cached list is kept";
                reactionsCollected.clear();
                nextReactionTarget();
                return;
            }
            // The next list is asked for before this one is written, as the listing does its
            // pages: GitHub works on it meanwhile.
            heldReactions.append(HeldReactions { target, std::exchange(reactionsCollected, {}) });
            const bool enoughHeld = heldReactions.size() >= kReactionListsPerWrite;
            nextReactionTarget();
            if (enoughHeld) {
                QTimer::singleShot(0, this, [this] {
                    if (!done && !dying)
                        (void)writeHeldReactions();
                });
            }
        });
    }

    struct HeldReactions
    {
        ReactionTarget target;
        QList<Reaction> reactions;
    };
    QList<HeldReactions> heldReactions; // fetched, in order, not yet written

    // Writes the held reaction lists, if any, in one transaction; false when the run ended.
    bool writeHeldReactions()
    {
        if (heldReactions.isEmpty())
            return !done;
        const QList<HeldReactions> held = std::exchange(heldReactions, {});
        if (!writeInTransaction([&] { return storeHeld(held); }))
            return false;
        progress.reactionSubjectsUpdated += int(held.size());
        return true;
    }

    // When the run ends before writing the reaction lists it holds (cancelled, failed, or its
    // engine destroyed): they are kept, as each was when it was written on its own. Not when
    // writing is what failed.
    void keepHeldReactions()
    {
        const QList<HeldReactions> held = std::exchange(heldReactions, {});
        if (held.isEmpty() || databaseFailed)
            return;
        Transaction transaction(database.connection());
        if (!storeHeld(held))
            qCWarning(lcSync) << "fetched reaction lists not kept:" << deferredError;
        else if (!transaction.commit())
            qCWarning(lcSync) << "fetched reaction lists not kept:" << transaction.errorString();
    }

    bool storeHeld(const QList<HeldReactions> &held)
    {
        for (const HeldReactions &list : held) {
            if (!cache.replaceReactions(list.target.subject, list.target.id, list.reactions))
                return dbFailed(cache.errorString());
        }
        return true;
    }

    void nextReactionTarget()
    {
        ++reactionIndex;
        fetchNextReactions();
    }

    // A 404 on a reaction list usually means its issue or comment went away since the listing,
    // but it is only believed once the item itself is gone too: a spurious 404 must not delete
    // anything from the cache (the run fails instead, and the next one tries again).
    void confirmGone(const ReactionTarget &target, const QString &reactionsError)
    {
        const QString path = target.subject == ReactionSubject::Issue
            ? repoPath() + QStringLiteral("/issues/%1").arg(target.id)
            : repoPath() + QStringLiteral("/issues/comments/%1").arg(target.id);
        get(engine->m_client.endpoint(path), {},
            [this, target, reactionsError](const ApiResponse &response) {
                const bool gone = response.outcome == ApiResponse::Outcome::HttpError
                    && (response.status == 404 || response.status == 410);
                if (!gone) {
                    if (response.ok())
                        fail(reactionsError);
                    else
                        failOn(response);
                    return;
                }
                if (target.subject == ReactionSubject::Issue) {
                    // Deleted (410), or moved where the token cannot follow (404).
                    if (!markDeleted(int(target.id)))
                        return;
                } else if (!writeInTransaction([&] {
                               return cache.deleteComment(target.id)
                                   || dbFailed(cache.errorString());
                           })) {
                    return;
                }
                nextReactionTarget();
            });
    }

    bool storeReactions(const ReactionTarget &target, const QList<Reaction> &reactions)
    {
        return writeInTransaction([&] {
            return cache.replaceReactions(target.subject, target.id, reactions)
                || dbFailed(cache.errorString());
        });
    }

    bool markDeleted(int number)
    {
        if (!cache.markIssueDeleted(number)) {
            failDatabase(cache.errorString());
            return false;
        }
        ++result.issuesDeleted;
        return true;
    }

    // ---- Step 5: the follow-up (the workspace's vote poll) -----------------------------------

    void runFollowUp()
    {
        SyncFollowUp *followUp = engine->m_followUp;
        if (!followUp) {
            succeed();
            return;
        }
        if (!emitProgress(SyncProgress::Phase::Reactions, followUp->progressMessage()))
            return;
        followUp->startFollowUp(engine->m_repository, kind == Kind::SingleIssue ? issueNumber : 0,
                                [self = QPointer<Run>(this)](const SyncFollowUp::Outcome &outcome) {
                                    if (!self || self->done || self->dying)
                                        return;
                                    if (outcome.cancelled)
                                        self->finish(SyncResult::Outcome::Cancelled, {});
                                    else if (!outcome.errorString.isEmpty())
                                        self->fail(outcome.errorString);
                                    else
                                        self->succeed();
                                });
    }

    // ---- One issue ---------------------------------------------------------------------------

    void fetchSingleIssue()
    {
        if (!emitProgress(SyncProgress::Phase::Issues,
                          SyncEngine::tr("Refreshing issue #%1").arg(issueNumber)))
            return;
        const QUrl url =
            engine->m_client.endpoint(repoPath() + QStringLiteral("/issues/%1").arg(issueNumber));
        get(url, {}, [this](const ApiResponse &response) {
            if (!response.ok()) {
                if (response.outcome == ApiResponse::Outcome::HttpError && response.status == 410) {
                    if (markDeleted(issueNumber))
                        succeed();
                    return;
                }
                if (response.outcome == ApiResponse::Outcome::HttpError && response.status == 404) {
                    fail(SyncEngine::tr(
                             "Issue #%1 was not found in %2, or your token cannot see it.")
                             .arg(issueNumber)
                             .arg(repository()));
                    return;
                }
                failOn(response);
                return;
            }
            ++progress.pagesFetched;
            QJsonObject object;
            if (!parseObject(response, &object))
                return;
            const Issue issue = github::issueFromJson(object);
            if (issue.number != issueNumber) {
                // A 301 for an issue transferred to another repository.
                fail(SyncEngine::tr("Issue #%1 has moved out of %2.")
                         .arg(issueNumber)
                         .arg(repository()));
                return;
            }
            if (!writeInTransaction([&] {
                    const QList<github::ListedIssue> one { github::listedIssueFromJson(object) };
                    PageState page = readPageState(ReactionSubject::Issue, issueNumbersOf(one));
                    return writeIssue(one.first(), page);
                }))
                return;
            if (issue.isPullRequest) {
                succeed();
                return;
            }
            // An explicit refresh re-reads the reactions even when the count looks unchanged.
            if (issue.reactionCount > 0)
                queueReactions(ReactionSubject::Issue, issue.number, issue.reactionCount);
            readThread(issueNumber);
        });
    }

    // ---- Threads read whole --------------------------------------------------------------------

    // The listings never show what was deleted. An issue's `comments` is how many it has, so
    // when an issue the listing showed has another number of cached comments created by its
    // updated_at (later ones came after that count), its thread is read whole: a comment deleted
    // on GitHub leaves the cache, and one the listings missed arrives. A first sync has nothing
    // to compare. (An issue whose comment was deleted is listed only when it changes otherwise.)
    bool queueThreadsToRead()
    {
        if (issuesStartedEmpty || listing.startedEmpty)
            return true;
        for (auto it = listedThreads.cbegin(); it != listedThreads.cend(); ++it) {
            const int cached = pageReads->commentsCreatedBy(it.key(), it->updatedAt);
            if (cached < 0) {
                failDatabase(pageReads->errorString());
                return false;
            }
            if (cached != it->comments)
                threadsToRead.append(it.key());
        }
        std::sort(threadsToRead.begin(), threadsToRead.end());
        return true;
    }

    void readNextThread()
    {
        if (threadsToRead.isEmpty()) {
            fetchNextReactions();
            return;
        }
        readThread(threadsToRead.takeFirst());
    }

    // Reads issue `number`'s comments whole and drops the cached ones it no longer has.
    void readThread(int number)
    {
        threadIssue = number;
        commentIdsSeen.clear();
        threadCheck = {};
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("per_page"), QString::number(kPerPage));
        threadUrl = engine->m_client.endpoint(
            repoPath() + QStringLiteral("/issues/%1/comments").arg(number), query);
        fetchThreadPage(threadUrl);
    }

    void threadRead()
    {
        threadIssue = 0;
        if (kind == Kind::SingleIssue)
            fetchNextReactions();
        else
            readNextThread();
    }

    void fetchThreadPage(const QUrl &url)
    {
        get(url, {}, [this](const ApiResponse &response) {
            if (!response.ok()) {
                failOn(response);
                return;
            }
            ++progress.pagesFetched;
            QList<Comment> comments;
            if (!parseList(response, &comments, github::commentsFromJson)
                || !writeCommentPage(comments))
                return;
            if (!emitProgress(SyncProgress::Phase::Comments,
                              SyncEngine::tr("Refreshing issue #%1: %n comment(s) updated", nullptr,
                                             result.commentsUpdated)
                                  .arg(threadIssue)))
                return;
            threadCheck.addPage(idsOf(comments));
            if (response.nextPage.isValid()) {
                fetchThreadPage(response.nextPage);
                return;
            }
            // Comments missing from the whole thread were deleted on GitHub, but a thread read
            // over several pages is whole only once two reads agree (PagedListCheck): a comment
            // deleted meanwhile hides another, which must not be taken for deleted too.
            switch (threadCheck.endOfRead()) {
            case github::PagedListCheck::Verdict::Whole:
                break;
            case github::PagedListCheck::Verdict::ReadAgain:
                commentIdsSeen.clear();
                fetchThreadPage(threadUrl);
                return;
            case github::PagedListCheck::Verdict::KeptChanging:
                qCInfo(lcSync) << "the comments of issue" << threadIssue
                               << "kept changing while they were read; none dropped";
                threadRead();
                return;
            }
            commentsMissing.clear();
            const QList<Comment> cachedComments = cache.comments(threadIssue);
            for (const Comment &comment : cachedComments) {
                if (!commentIdsSeen.contains(comment.id))
                    commentsMissing.append(comment.id);
            }
            confirmNextCommentMissing();
        });
    }

    // A comment the whole thread lacks is deleted, or newer than the replica that listed the
    // thread (GitHub's listings may lag behind a write, and the repository's listing may have
    // brought it already). Each is asked for alone: dropped on a 404 or 410, written and kept
    // when it answers. Dropping a lagging one would lose it for good, as no later listing from
    // the mark shows it again. Deletions are rare, so this costs a request now and then.
    void confirmNextCommentMissing()
    {
        if (commentsMissing.isEmpty()) {
            threadRead();
            return;
        }
        const qint64 id = commentsMissing.takeFirst();
        askAlone(
            QStringLiteral("/issues/comments/%1").arg(id),
            [this, id] {
                if (writeInTransaction(
                        [&] { return cache.deleteComment(id) || dbFailed(cache.errorString()); }))
                    confirmNextCommentMissing();
            },
            [this, id](const QJsonObject &object) {
                const Comment comment = github::commentFromJson(object);
                if (comment.id != id || comment.issueNumber != threadIssue) {
                    fail(SyncEngine::tr(
                             "GitHub's answer for comment %1 of issue #%2 does not match it.")
                             .arg(id)
                             .arg(threadIssue));
                    return;
                }
                qCInfo(lcSync) << "comment" << id << "of issue" << threadIssue
                               << "is not in its thread's listing yet; kept";
                if (writeCommentPage({ comment }))
                    confirmNextCommentMissing();
            });
    }

    // ---- The end -------------------------------------------------------------------------------

    void succeed()
    {
        // Validators and marks together, and only now: a run that failed half-way must not
        // leave a mark (or a final page's ETag) that would let the next run skip its range.
        const bool saved = writeInTransaction([&] {
            for (auto it = validatorsToStore.cbegin(); it != validatorsToStore.cend(); ++it) {
                if (!state.setValidators(it.key(), it.value()))
                    return dbFailed(state.errorString());
            }
            if (kind == Kind::Full) {
                if ((issuesMark.isValid() && !state.setSinceMark(kIssuesListing, issuesMark))
                    || (commentsMark.isValid()
                        && !state.setSinceMark(kCommentsListing, commentsMark))
                    || (issuesRelistedAt.isValid()
                        && !state.setSinceMark(kIssuesRelisted, issuesRelistedAt)))
                    return dbFailed(state.errorString());
            }
            return true;
        });
        if (saved)
            finish(SyncResult::Outcome::Succeeded, {});
    }

    void finish(SyncResult::Outcome outcome, const QString &error)
    {
        if (done)
            return;
        done = true;
        result.outcome = outcome;
        result.errorString = error;
        result.requests = client ? client->requestsSent() - requestsAtStart : 0;
        result.repositoryFullName = engine->m_repository;

        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (client && client->rateLimit().limit >= 0)
            state.setRateLimit(client->rateLimit());
        if (outcome == SyncResult::Outcome::Succeeded)
            state.recordSuccess(now);
        else if (outcome == SyncResult::Outcome::Failed)
            state.recordFailure(now, error);

        if (outcome == SyncResult::Outcome::Succeeded) {
            progress.phase = SyncProgress::Phase::Done;
            (void)emitProgress(
                SyncProgress::Phase::Done,
                SyncEngine::tr("Sync finished: %n issue(s) and %1 updated", nullptr,
                               result.issuesUpdated)
                    .arg(SyncEngine::tr("%n comment(s)", nullptr, result.commentsUpdated)));
        }

        // A request asked for ahead (the next listing page) is not wanted any more.
        if (outcome != SyncResult::Outcome::Succeeded && client)
            client->cancelRequests(this);
        heldPage.reset();
        keepHeldReactions();
        storeCache.reset();
        storeState.reset();
        pageReads.reset();
        issueIndexes.reset(); // builds them, if the run ended inside a first listing
        commentIndexes.reset();
        bulkWrites.reset();

        qCDebug(lcSync).noquote() << "sync of" << result.repositoryFullName << "ended:"
                                  << (outcome == SyncResult::Outcome::Succeeded    ? "succeeded"
                                          : outcome == SyncResult::Outcome::Failed ? "failed"
                                                                                   : "cancelled")
                                  << result.requests << "requests," << result.issuesUpdated
                                  << "issues," << result.commentsUpdated << "comments,"
                                  << result.issuesDeleted << "deleted" << error;
        SyncEngine *owner = engine;
        const SyncResult finalResult = result;
        owner->m_running = false;
        owner->m_run = nullptr;
        deleteLater(); // we may be inside one of our own callbacks
        emit owner->finished(finalResult);
    }
};

SyncEngine::SyncEngine(Database &database, GitHubClient &client, const QString &repositoryFullName,
                       QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_client(client)
    , m_repository(repositoryFullName)
{ }

SyncEngine::~SyncEngine()
{
    if (m_run) {
        Run *run = m_run;
        m_run = nullptr;
        run->dying = true;
        if (run->client)
            run->client->cancelRequests(run);
        run->keepHeldReactions();
        if (m_followUp)
            m_followUp->cancelFollowUp(); // its answer finds the run gone and is dropped
        delete run;
    }
}

void SyncEngine::start()
{
    if (m_running)
        return; // the running sync reports its own finished()
    m_running = true;
    emit started();
    m_run = new Run(this, Run::Kind::Full);
    Run *run = m_run;
    connect(&m_client, &GitHubClient::waiting, run,
            [this, run](int seconds, const QString &reason) {
                if (!run->done)
                    emit waiting(seconds, reason);
            });
    if (!m_database.isOpen()) {
        run->fail(tr("The workspace database is not open."));
        return;
    }
    qCDebug(lcSync).noquote() << "sync of" << m_repository << "started";
    run->state.recordAttempt(QDateTime::currentDateTimeUtc());
    if (m_repository.count(QLatin1Char('/')) != 1 || m_repository.startsWith(QLatin1Char('/'))
        || m_repository.endsWith(QLatin1Char('/'))) {
        run->fail(tr("“%1” is not a repository name of the form owner/name.").arg(m_repository));
        return;
    }
    run->fetchRepository();
}

void SyncEngine::syncIssue(int number)
{
    if (m_running)
        return;
    m_running = true;
    emit started();
    m_run = new Run(this, Run::Kind::SingleIssue);
    Run *run = m_run;
    run->issueNumber = number;
    connect(&m_client, &GitHubClient::waiting, run,
            [this, run](int seconds, const QString &reason) {
                if (!run->done)
                    emit waiting(seconds, reason);
            });
    if (!m_database.isOpen()) {
        run->fail(tr("The workspace database is not open."));
        return;
    }
    if (number <= 0) {
        run->fail(tr("%1 is not an issue number.").arg(number));
        return;
    }
    qCDebug(lcSync).noquote() << "sync of" << m_repository << "issue" << number << "started";
    run->state.recordAttempt(QDateTime::currentDateTimeUtc());
    run->fetchSingleIssue();
}

void SyncEngine::cancel()
{
    if (!m_running || !m_run)
        return;
    Run *run = m_run;
    if (m_followUp)
        m_followUp->cancelFollowUp(); // when it runs: finishes the run as Cancelled
    if (m_run != run || run->done)
        return;
    if (run->client)
        run->client->cancelRequests(run); // the callbacks finish the run as Cancelled
    if (m_run == run && !run->done)
        run->finish(SyncResult::Outcome::Cancelled, {});
}

} // namespace acp
