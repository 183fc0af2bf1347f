// Over 600 lines on purpose: the schema and every migration step in order, so the history of the
// file format reads in one place.

#include "core/store/Database.h"

#include "core/logging/LogCategories.h"
#include "core/store/BackgroundCheckpointer.h"
#include "core/store/DeferredIndexes.h"
#include "core/store/IntegrityStamp.h"
#include "core/store/SqliteStatement.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <algorithm>
#include <functional>
#include <sqlite3.h>
#include <utility>

namespace acp {

namespace {

// The page cache during bulk writes: 16 MiB holds the indexes of 20,000 issues' comments.
constexpr int kBulkCacheKiB = 16 * 1024;

// Each migration takes the schema from version (index) to version (index + 1). Never edit a
// released step: add a new one. Cache tables hold GitHub's data and are written by the sync;
// the reviewer's tables carry no foreign keys into them, so nothing the sync does to the cache
// can cascade into the reviewer's work.
const QStringList &migrationSteps()
{
    static const QStringList steps = {
        // 0 -> 1: the offline cache of GitHub's data and the sync bookkeeping.
        QStringLiteral(R"sql(
CREATE TABLE issues (
    number INTEGER PRIMARY KEY,
    github_id INTEGER NOT NULL DEFAULT 0,
    node_id TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL DEFAULT '',
    author TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL DEFAULT 'open',
    state_reason TEXT NOT NULL DEFAULT '',
    created_at TEXT,
    updated_at TEXT,
    closed_at TEXT,
    html_url TEXT NOT NULL DEFAULT '',
    comment_count INTEGER NOT NULL DEFAULT 0,
    reaction_count INTEGER NOT NULL DEFAULT 0,
    deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX issues_updated_at ON issues(updated_at);
CREATE TABLE pull_requests (number INTEGER PRIMARY KEY);
CREATE TABLE labels (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    color TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT ''
);
CREATE TABLE issue_labels (
    issue_number INTEGER NOT NULL REFERENCES issues(number) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (issue_number, name)
);
CREATE TABLE comments (
    id INTEGER PRIMARY KEY,
    issue_number INTEGER NOT NULL,
    author TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL DEFAULT '',
    created_at TEXT,
    updated_at TEXT,
    html_url TEXT NOT NULL DEFAULT '',
    reaction_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX comments_issue ON comments(issue_number, created_at);
CREATE TABLE reactions (
    id INTEGER PRIMARY KEY,
    subject_type TEXT NOT NULL CHECK (subject_type IN ('issue', 'comment')),
    subject_id INTEGER NOT NULL,
    user TEXT NOT NULL DEFAULT '',
    content TEXT NOT NULL,
    created_at TEXT
);
CREATE INDEX reactions_subject ON reactions(subject_type, subject_id);
CREATE TABLE sync_validators (
    url_key TEXT PRIMARY KEY,
    etag TEXT NOT NULL DEFAULT '',
    last_modified TEXT NOT NULL DEFAULT ''
);
CREATE TABLE sync_marks (
    listing TEXT PRIMARY KEY,
    mark TEXT NOT NULL
);
CREATE TABLE sync_values (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
)sql"),
        // 1 -> 2: the reviewer's own work, never written by a sync.
        QStringLiteral(R"sql(
CREATE TABLE reviewer_application_notes (
    issue_number INTEGER PRIMARY KEY,
    body TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
)sql"),
        // 2 -> 3: the checklist (a status and a note per application and requirement) and the
        // reviewer's evidence notes (a requirement_id of NULL means the whole application).
        // Requirement ids are not checked against a definition: a user's definition may drop
        // one, and the reviewer's work must survive that.
        QStringLiteral(R"sql(
CREATE TABLE reviewer_checklist (
    issue_number INTEGER NOT NULL,
    requirement_id TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'unreviewed'
        CHECK (status IN ('unreviewed', 'met', 'gap', 'needs-judgment', 'not-applicable')),
    note TEXT NOT NULL DEFAULT '',
    updated_at TEXT NOT NULL,
    PRIMARY KEY (issue_number, requirement_id)
);
CREATE TABLE reviewer_evidence_notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    issue_number INTEGER NOT NULL,
    requirement_id TEXT,
    kind TEXT NOT NULL CHECK (kind IN ('url', 'text', 'file', 'image')),
    content TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT '',
    file_path TEXT NOT NULL DEFAULT '',
    sha256 TEXT NOT NULL DEFAULT '',
    original_name TEXT NOT NULL DEFAULT '',
    size INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    include_in_report INTEGER NOT NULL DEFAULT 0,
    include_in_request INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX reviewer_evidence_notes_issue ON reviewer_evidence_notes(issue_number, requirement_id);
)sql"),
        // 3 -> 4: the outbox of co-chair actions and its audit log. Reviewer's data: the sync
        // never writes here. payload, queued_against and remote_ids hold JSON (see
        // outbox/OutboxAction.h); position orders the actions (per issue, lower goes first).
        QStringLiteral(R"sql(
CREATE TABLE outbox_actions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    issue_number INTEGER NOT NULL,
    payload TEXT NOT NULL DEFAULT '{}',
    queued_against TEXT NOT NULL DEFAULT '{}',
    state TEXT NOT NULL DEFAULT 'queued'
        CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'blocked', 'cancelled')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT NOT NULL DEFAULT '',
    remote_ids TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    position INTEGER NOT NULL
);
CREATE INDEX outbox_actions_issue ON outbox_actions(issue_number, position);
CREATE INDEX outbox_actions_state ON outbox_actions(state, position);
CREATE TABLE outbox_audit (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    actor TEXT NOT NULL DEFAULT '',
    action_uuid TEXT NOT NULL DEFAULT '',
    issue_number INTEGER NOT NULL DEFAULT 0,
    kind TEXT NOT NULL DEFAULT '',
    event TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX outbox_audit_issue ON outbox_audit(issue_number, id);
)sql"),
        // 4 -> 5: the link preview cache and the automatic checks' results. Re-fetchable, but a
        // failed refresh never wipes a good preview: the content columns hold the last good
        // fetch (fetched_at), the status columns the last attempt (attempted_at).
        QStringLiteral(R"sql(
CREATE TABLE link_previews (
    url TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('web-page', 'github-repo', 'github-file', 'github-workflow', 'github-releases')),
    title TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    site_name TEXT NOT NULL DEFAULT '',
    image_url TEXT NOT NULL DEFAULT '',
    details TEXT NOT NULL DEFAULT '{}',
    fetched_at TEXT,
    status TEXT NOT NULL CHECK (status IN ('ok', 'not-found', 'timeout', 'tls-error', 'too-large', 'redirect-loop', 'http-error', 'blocked-scheme', 'network-error')),
    http_status INTEGER NOT NULL DEFAULT 0,
    error TEXT NOT NULL DEFAULT '',
    attempted_at TEXT NOT NULL
);
CREATE TABLE automatic_check_results (
    check_id TEXT NOT NULL,
    subject TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('unknown', 'pass', 'warn', 'fail')),
    summary TEXT NOT NULL DEFAULT '',
    looked_at TEXT NOT NULL DEFAULT '[]',
    checked_at TEXT NOT NULL,
    PRIMARY KEY (check_id, subject)
);
)sql"),
        // 5 -> 6: voting (voting/VoteStore.h). The roster, one row set per version (an import
        // or an edit makes a new version; old ones stay for the record); the votes this
        // workbench opened, each with the roster frozen as JSON when it opened; the login a
        // token signs in as (by API host and a SHA-256 fingerprint of the token, never the
        // token); and the ballots cast from here, queued until they reach GitHub.
        QStringLiteral(R"sql(
CREATE TABLE reviewer_roster_versions (
    version INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL,
    source TEXT NOT NULL DEFAULT ''
);
CREATE TABLE reviewer_roster_organizations (
    version INTEGER NOT NULL REFERENCES reviewer_roster_versions(version) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    representative TEXT NOT NULL DEFAULT '',
    alternate TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'eligible' CHECK (status IN ('eligible', 'suspended')),
    note TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (version, position)
);
CREATE TABLE reviewer_votes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    issue_number INTEGER NOT NULL,
    action_uuid TEXT NOT NULL DEFAULT '',
    comment_id INTEGER NOT NULL DEFAULT 0,
    rule TEXT NOT NULL DEFAULT 'strict',
    closes_on TEXT,
    roster_version INTEGER NOT NULL DEFAULT 0,
    roster TEXT NOT NULL DEFAULT '{}',
    opened_at TEXT NOT NULL
);
CREATE INDEX reviewer_votes_issue ON reviewer_votes(issue_number, id);
CREATE TABLE reviewer_accounts (
    api_host TEXT NOT NULL,
    token_fingerprint TEXT NOT NULL,
    login TEXT NOT NULL,
    checked_at TEXT NOT NULL,
    PRIMARY KEY (api_host, token_fingerprint)
);
CREATE TABLE reviewer_ballots (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    issue_number INTEGER NOT NULL,
    comment_id INTEGER NOT NULL,
    choice TEXT NOT NULL CHECK (choice IN ('approve', 'reject', 'abstain')),
    login TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL DEFAULT 'queued'
        CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'cancelled')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT NOT NULL DEFAULT '',
    reaction_id INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX reviewer_ballots_issue ON reviewer_ballots(issue_number, id);
CREATE INDEX reviewer_ballots_state ON reviewer_ballots(state, id);
)sql"),
        // 6 -> 7: random keys this database keeps for itself (made once, on first use, from the
        // system's random generator), and token fingerprints keyed with one (HMAC-SHA256): the
        // same token gives another fingerprint in every database, and a fingerprint seen
        // without its database's key cannot be tested against candidate tokens. The unkeyed
        // fingerprints are only a cache of who a token signs in as: dropped.
        QStringLiteral(R"sql(
CREATE TABLE local_keys (
    name TEXT PRIMARY KEY,
    value BLOB NOT NULL
);
DELETE FROM reviewer_accounts;
)sql"),
        // 7 -> 8: a link preview may be refused for its address ('blocked-address': not a
        // public internet address, or a GitHub path that leaves its repository). SQLite cannot
        // change a CHECK constraint in place: the table is copied into one that allows it.
        QStringLiteral(R"sql(
CREATE TABLE link_previews_new (
    url TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('web-page', 'github-repo', 'github-file', 'github-workflow', 'github-releases')),
    title TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    site_name TEXT NOT NULL DEFAULT '',
    image_url TEXT NOT NULL DEFAULT '',
    details TEXT NOT NULL DEFAULT '{}',
    fetched_at TEXT,
    status TEXT NOT NULL CHECK (status IN ('ok', 'not-found', 'timeout', 'tls-error', 'too-large', 'redirect-loop', 'http-error', 'blocked-scheme', 'network-error', 'blocked-address')),
    http_status INTEGER NOT NULL DEFAULT 0,
    error TEXT NOT NULL DEFAULT '',
    attempted_at TEXT NOT NULL
);
INSERT INTO link_previews_new (url, kind, title, description, site_name, image_url, details, fetched_at, status, http_status, error, attempted_at)
    SELECT url, kind, title, description, site_name, image_url, details, fetched_at, status, http_status, error, attempted_at FROM link_previews;
DROP TABLE link_previews;
ALTER TABLE link_previews_new RENAME TO link_previews;
)sql"),
        // 8 -> 9: who wrote what (review/AuthorTrust.h) and the tally a decision froze.
        // author_association is NULL where unknown: the issues and comments cached before this
        // step. Unknown means untrusted, so the sync marks and validators go: the next sync
        // lists every issue and comment again, from the start, and every one still on GitHub
        // gets its association (an incremental `since` listing would leave the unchanged ones
        // NULL for good). Reactions gain the reacting account's id, roster logins the id of the
        // account first seen with them (voting/VoteStore.h).
        QStringLiteral(R"sql(
ALTER TABLE issues ADD COLUMN author_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE issues ADD COLUMN author_association TEXT;
ALTER TABLE comments ADD COLUMN author_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE comments ADD COLUMN author_association TEXT;
ALTER TABLE reactions ADD COLUMN user_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE reviewer_roster_organizations ADD COLUMN representative_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE reviewer_roster_organizations ADD COLUMN alternate_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE reviewer_votes ADD COLUMN frozen_tally TEXT;
ALTER TABLE reviewer_votes ADD COLUMN frozen_at TEXT;
ALTER TABLE reviewer_votes ADD COLUMN decision_uuid TEXT NOT NULL DEFAULT '';
DELETE FROM sync_marks;
DELETE FROM sync_validators;
)sql"),
        // 9 -> 10: an applicant's other issues (catalog/RelatedApplications.h) found without
        // reading every body.
        QStringLiteral(R"sql(
CREATE INDEX issues_author ON issues(author COLLATE NOCASE);
)sql"),
        // 10 -> 11: an automatic check may not concern the application (preview/LinkPreview.h,
        // CheckStatus::NotApplicable). The results are a cache: rebuilt with the new status
        // allowed, the stored ones kept.
        QStringLiteral(R"sql(
CREATE TABLE automatic_check_results_new (
    check_id TEXT NOT NULL,
    subject TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('unknown', 'pass', 'warn', 'fail', 'not-applicable')),
    summary TEXT NOT NULL DEFAULT '',
    looked_at TEXT NOT NULL DEFAULT '[]',
    checked_at TEXT NOT NULL,
    PRIMARY KEY (check_id, subject)
);
INSERT INTO automatic_check_results_new (check_id, subject, status, summary, looked_at, checked_at)
    SELECT check_id, subject, status, summary, looked_at, checked_at FROM automatic_check_results;
DROP TABLE automatic_check_results;
ALTER TABLE automatic_check_results_new RENAME TO automatic_check_results;
)sql"),
        // 11 -> 12: eligibility rules (voting/EligibilityRule.h). The roster keeps what they
        // read: each organization's TAC seat, last activity and attended meetings, and the
        // meeting list; a vote keeps the rule it was opened under.
        QStringLiteral(R"sql(
ALTER TABLE reviewer_roster_organizations ADD COLUMN tac_seat INTEGER NOT NULL DEFAULT 0;
ALTER TABLE reviewer_roster_organizations ADD COLUMN last_active TEXT NOT NULL DEFAULT '';
ALTER TABLE reviewer_roster_organizations ADD COLUMN attended TEXT NOT NULL DEFAULT '[]';
ALTER TABLE reviewer_roster_versions ADD COLUMN meetings TEXT NOT NULL DEFAULT '[]';
ALTER TABLE reviewer_votes ADD COLUMN eligibility TEXT NOT NULL DEFAULT '{}';
)sql"),
        // 12 -> 13: a reviewer's note can be kept private: a published review leaves it out
        // (review/ReviewCommentWriter.h). A row means private; kept apart from the checklist
        // entry, whose row goes when it is back to unreviewed without a note.
        QStringLiteral(R"sql(
CREATE TABLE reviewer_private_notes (
    issue_number INTEGER NOT NULL,
    requirement_id TEXT NOT NULL,
    PRIMARY KEY (issue_number, requirement_id)
);
)sql"),
        // 13 -> 14: the platform's name, read from the form when the issue is written, so that
        // the list of applications reads no bodies (IssueCache::listedIssues). NULL: not read
        // yet; IssueCache::fillPlatformNames derives those when a workspace opens.
        QStringLiteral(R"sql(
ALTER TABLE issues ADD COLUMN platform_name TEXT;
)sql"),
        // 14 -> 15: the pytorch.org listing draft of an approved platform, as the co-chair edits
        // it (listing/ListingDrafts.h): the draft as JSON, every field and the install guide.
        QStringLiteral(R"sql(
CREATE TABLE reviewer_listing_drafts (
    issue_number INTEGER PRIMARY KEY,
    draft TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
)sql"),
        // 15 -> 16: the listing pull requests the outbox opened, as GitHub last reported them
        // (listing/ListingPullRequestStates.h). Cache data: read back after each sync.
        QStringLiteral(R"sql(
CREATE TABLE listing_pull_requests (
    site_repository TEXT NOT NULL,
    number INTEGER NOT NULL,
    issue_number INTEGER NOT NULL,
    state TEXT NOT NULL,
    merged INTEGER NOT NULL DEFAULT 0,
    checked_at TEXT NOT NULL,
    PRIMARY KEY (site_repository, number)
);
)sql"),
        // 16 -> 17: a ballot may carry the voter's reason (voting/BallotReasons.h), posted as a
        // comment beside its reaction: the words, the marker id that finds the comment again, when
        // its post was first attempted (a write whose answer may be lost), and the comment once
        // known.
        QStringLiteral(R"sql(
ALTER TABLE reviewer_ballots ADD COLUMN reason TEXT NOT NULL DEFAULT '';
ALTER TABLE reviewer_ballots ADD COLUMN reason_uuid TEXT NOT NULL DEFAULT '';
ALTER TABLE reviewer_ballots ADD COLUMN reason_attempted_at TEXT NOT NULL DEFAULT '';
ALTER TABLE reviewer_ballots ADD COLUMN reason_comment_id INTEGER NOT NULL DEFAULT 0;
)sql"),
        // 17 -> 18: the issues' label and state history (store/IssueEventStore.h), from GitHub's
        // issue events, for the dashboard's time per stage. Cache data, written by the sync; the
        // marks say how far the listing was read.
        QStringLiteral(R"sql(
CREATE TABLE issue_events (
    id INTEGER PRIMARY KEY,
    issue_number INTEGER NOT NULL,
    event TEXT NOT NULL,
    label TEXT NOT NULL DEFAULT '',
    actor TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE INDEX issue_events_issue ON issue_events(issue_number, created_at, id);
CREATE TABLE issue_events_marks (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    through_event_id INTEGER NOT NULL,
    issues_updated_through TEXT NOT NULL
);
)sql"),
        // 18 -> 19: the comments that carry a workbench marker (vote, decision, ballot reason),
        // by issue. The few the vote poll and the vote lookups look for, found without reading
        // the bodies of the many others: a query must say `instr(body, 'acp-workbench:') > 0`
        // as written here for SQLite to use it.
        QStringLiteral(R"sql(
CREATE INDEX comments_marked ON comments(issue_number) WHERE instr(body, 'acp-workbench:') > 0;
)sql"),
        // 19 -> 20: which issues mention which (store/IssueMentionStore.h), kept as each issue is
        // written; the issues cached before are listed as pending and indexed once when the
        // workspace opens. Cache data.
        QStringLiteral(R"sql(
CREATE TABLE issue_mentions (
    mentioned INTEGER NOT NULL,
    issue_number INTEGER NOT NULL,
    PRIMARY KEY (mentioned, issue_number)
) WITHOUT ROWID;
CREATE INDEX issue_mentions_issue ON issue_mentions(issue_number);
CREATE TABLE issue_mentions_pending (issue_number INTEGER PRIMARY KEY);
INSERT INTO issue_mentions_pending SELECT number FROM issues;
)sql"),
        // 20 -> 21: the application list read at each start without reading the issues' rows
        // (a body makes a row about a page of its own): every column but the body in one
        // covering index, in the list's order (led by the number, not by `deleted`, which would
        // draw every `deleted = 0` lookup to scan it); the issues whose platform name is still to
        // be derived; each issue's labels in their order without a sort. Cache data.
        QStringLiteral(R"sql(
CREATE INDEX issues_listed ON issues(number, deleted, github_id, node_id, title, author, state,
    state_reason, created_at, updated_at, closed_at, html_url, comment_count, reaction_count,
    author_id, author_association, platform_name);
CREATE INDEX issues_unnamed ON issues(number) WHERE platform_name IS NULL;
CREATE INDEX issue_labels_ordered ON issue_labels(issue_number, position, name);
)sql"),
    };
    return steps;
}

// SQLITE_CORRUPT (11) and SQLITE_NOTADB (26), with their extended codes.
bool isCorruptionError(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok && ((code & 0xff) == 11 || (code & 0xff) == 26);
}

QStringList splitStatements(const QString &script)
{
    QStringList statements;
    const QStringList parts = script.split(QLatin1Char(';'));
    for (const QString &part : parts) {
        const QString statement = part.trimmed();
        if (!statement.isEmpty()) {
            statements.append(statement);
        }
    }
    return statements;
}

} // namespace

Database::Database()
    : m_connectionName(QStringLiteral("acp-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
{ }

Database::~Database()
{
    close();
}

int Database::latestSchemaVersion()
{
    return int(migrationSteps().size());
}

bool Database::open(const QString &filePath)
{
    if (!openAtVersion(filePath, latestSchemaVersion()))
        return false;
    // A first sync that ended without building the indexes it left out. Without them every
    // read stays correct, only slower, so failing to build them does not fail the open.
    bool built = false;
    QString error;
    if (!DeferredIndexes::buildMissing(connection(), &built, &error))
        qCWarning(lcStore) << "left-out indexes could not be built:" << error;
    m_migrated = m_migrated || built;
    return true;
}

bool Database::openAtVersion(const QString &filePath, int targetVersion)
{
    close();
    m_error.clear();
    m_corrupt = false;
    m_filePath = filePath;

    const QFileInfo info(filePath);
    if (!QDir().mkpath(info.absolutePath())) {
        m_error =
            QCoreApplication::translate("acp::Database", "The folder %1 could not be created.")
                .arg(QDir::toNativeSeparators(info.absolutePath()));
        return false;
    }

    // Checked before anything is written: switching to WAL already rewrites the file's header.
    // Every page is read only when the file is not byte for byte the one last known whole.
    m_checkedEveryPage = !IntegrityStamp(filePath).matches();
    qCDebug(lcStore) << "opening" << filePath
                     << (m_checkedEveryPage ? "checking every page" : "as stamped, unchanged");
    if (!configureConnection(filePath) || (m_checkedEveryPage && !checkPages())
        || !checkIsWorkspace() || !useWriteAheadLog()) {
        close();
        return false;
    }
    const int versionBefore = schemaVersion();
    if (!migrate(targetVersion)) {
        close();
        return false;
    }
    m_migrated = schemaVersion() != versionBefore;
    m_dataVersionAtOpen = dataVersion();
    m_knownWhole = true;
    return true;
}

bool Database::openReadOnly(const QString &filePath)
{
    close();
    m_error.clear();
    m_corrupt = false;
    m_checkedEveryPage = false;
    m_filePath = filePath;
    const bool opened = [this, &filePath] {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
        db.setDatabaseName(filePath);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open()) {
            m_error = QCoreApplication::translate(
                          "acp::Database", "The workspace database %1 could not be opened: %2")
                          .arg(QDir::toNativeSeparators(filePath), db.lastError().text());
            return false;
        }
        return true;
    }();
    if (!opened) {
        close();
        return false;
    }
    if (const int version = schemaVersion(); version != latestSchemaVersion()) {
        m_error = QCoreApplication::translate(
                      "acp::Database",
                      "The workspace database %1 is at schema version %2, not %3; it was not read.")
                      .arg(QDir::toNativeSeparators(filePath))
                      .arg(version)
                      .arg(latestSchemaVersion());
        close();
        return false;
    }
    return true;
}

bool Database::configureConnection(const QString &filePath)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(filePath);
    // Another process (the command line beside the GUI) may hold the write lock briefly.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        m_error = QCoreApplication::translate("acp::Database",
                                              "The workspace database %1 could not be opened: %2")
                      .arg(QDir::toNativeSeparators(filePath), db.lastError().text());
        return false;
    }

    if (!checkSqliteLibrary()) {
        return false;
    }
    QSqlQuery pragma(db);
    const QStringList pragmas = {
        QStringLiteral("PRAGMA synchronous=NORMAL"),
        QStringLiteral("PRAGMA foreign_keys=ON"),
    };
    for (const QString &statement : pragmas) {
        if (!pragma.exec(statement)) {
            if (isCorruptionError(pragma.lastError())) {
                reportCorrupt(pragma.lastError().text());
                return false;
            }
            m_error = QCoreApplication::translate(
                          "acp::Database", "The workspace database %1 could not be configured: %2")
                          .arg(QDir::toNativeSeparators(filePath), pragma.lastError().text());
            return false;
        }
    }
    return true;
}

// SqliteStatement runs statements on the handle of Qt's SQLite driver with the SQLite library
// this program links. They must be one library: a driver built with a copy of its own (Qt can
// bundle one) would be handed statements from another's code.
bool Database::checkSqliteLibrary()
{
    QSqlQuery query(connection());
    const QString ours = QString::fromLatin1(sqlite3_sourceid());
    QString drivers;
    if (query.exec(QStringLiteral("SELECT sqlite_source_id()")) && query.next()) {
        drivers = query.value(0).toString();
    }
    if (drivers == ours) {
        return true;
    }
    m_error = QCoreApplication::translate(
                  "acp::Database",
                  "Qt's SQLite driver uses SQLite %1, but the workbench was built with SQLite %2: "
                  "install the Qt SQLite driver built against the system's SQLite library.")
                  .arg(drivers.isEmpty() ? query.lastError().text() : drivers, ours);
    return false;
}

bool Database::checkPages()
{
    // A damaged file must not pass for an empty workspace: the migration below would then
    // build a fresh schema into it. quick_check reads every page (not the index contents), so
    // it finds broken pages, lost tables and truncation; see the README for its cost.
    QSqlQuery query(connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("PRAGMA quick_check(3)"))) {
        reportReadFailure(query.lastError());
        return false;
    }
    QStringList problems;
    while (query.next()) {
        problems.append(query.value(0).toString());
    }
    if (problems != QStringList { QStringLiteral("ok") }) {
        reportCorrupt(problems.join(QStringLiteral("; ")));
        return false;
    }
    return true;
}

bool Database::checkIsWorkspace()
{
    QSqlQuery query(connection());
    query.setForwardOnly(true);
    // Tables but no version table: another program's database, not an empty workspace. The
    // migration would build a workspace into it.
    if (query.exec(
            QStringLiteral("SELECT COUNT(*), SUM(name = 'schema_version') FROM sqlite_master "
                           "WHERE type = 'table'"))
        && query.next() && query.value(0).toInt() > 0 && query.value(1).toInt() == 0) {
        m_error = QCoreApplication::translate(
                      "acp::Database",
                      "%1 is an SQLite database of another program, not an ACP Workbench "
                      "workspace; it was not changed.")
                      .arg(QDir::toNativeSeparators(m_filePath));
        return false;
    }
    if (query.lastError().isValid()) {
        reportReadFailure(query.lastError());
        return false;
    }
    return true;
}

bool Database::useWriteAheadLog()
{
    QSqlQuery query(connection());
    if (!query.exec(QStringLiteral("PRAGMA journal_mode=WAL"))) {
        m_error = QCoreApplication::translate(
                      "acp::Database", "The workspace database %1 could not be configured: %2")
                      .arg(QDir::toNativeSeparators(m_filePath), query.lastError().text());
        return false;
    }
    return true;
}

void Database::reportReadFailure(const QSqlError &error)
{
    if (isCorruptionError(error)) {
        reportCorrupt(error.text());
        return;
    }
    m_error = QCoreApplication::translate("acp::Database",
                                          "The workspace database %1 could not be read: %2")
                  .arg(QDir::toNativeSeparators(m_filePath), error.text());
}

void Database::reportCorrupt(const QString &detail)
{
    m_corrupt = true;
    m_error = QCoreApplication::translate(
                  "acp::Database",
                  "The workspace database %1 is damaged (%2). It was not changed; restore it "
                  "from a backup, or move it away to start with an empty workspace and sync again "
                  "(your review notes and queued actions are only in the damaged file).")
                  .arg(QDir::toNativeSeparators(m_filePath), detail.trimmed());
}

QSqlQuery *Database::keptStatement(const QString &statement, QString *error)
{
    const auto kept = m_keptStatements.find(statement);
    if (kept != m_keptStatements.end()) {
        return kept->second.get();
    }
    auto query = std::make_unique<QSqlQuery>(connection());
    query->setForwardOnly(true);
    if (!query->prepare(statement)) {
        if (error) {
            *error = query->lastError().text();
        }
        return nullptr;
    }
    return m_keptStatements.emplace(statement, std::move(query)).first->second.get();
}

SqliteStatement *Database::sqliteStatement(const QByteArray &statement, QString *error)
{
    const auto same = m_sqliteStatementsByText.find(statement.constData());
    if (same != m_sqliteStatementsByText.end() && same->second.first == statement.size()) {
        return same->second.second;
    }
    const auto kept = m_sqliteStatements.find(statement);
    if (kept != m_sqliteStatements.end()) {
        return kept->second.get();
    }
    auto prepared = std::make_unique<SqliteStatement>();
    if (!prepared->prepare(connection(), statement)) {
        if (error) {
            *error = prepared->errorString();
        }
        return nullptr;
    }
    const auto added = m_sqliteStatements.emplace(statement, std::move(prepared)).first;
    m_sqliteStatementsByText.insert_or_assign(added->first.constData(),
                                              std::pair(added->first.size(), added->second.get()));
    return added->second.get();
}

void Database::beginBulkWrites()
{
    if (m_bulkWriters++ > 0 || !isOpen()) {
        return;
    }
    QSqlQuery query(connection());
    if (query.exec(QStringLiteral("PRAGMA wal_autocheckpoint")) && query.next()) {
        m_checkpointBound = query.value(0).toInt();
    }
    if (query.exec(QStringLiteral("PRAGMA cache_size")) && query.next()) {
        m_cacheSize = query.value(0).toInt();
    }
    query.exec(QStringLiteral("PRAGMA wal_autocheckpoint=8192"));
    // A run of page writes touches index pages all over the file (comments arrive in update
    // order, indexed by issue): with SQLite's default 2 MB of cache, each page of 20,000
    // issues' comments read most of its index pages back from the file again.
    query.exec(QStringLiteral("PRAGMA cache_size=-%1").arg(kBulkCacheKiB));
    if (!m_checkpointer) {
        m_checkpointer = std::make_unique<BackgroundCheckpointer>(m_filePath);
    }
}

void Database::bulkCommitted()
{
    if (m_checkpointer) {
        m_checkpointer->request();
    }
}

void Database::endBulkWrites()
{
    if (m_bulkWriters == 0 || --m_bulkWriters > 0 || !isOpen()) {
        return;
    }
    // The last commit's checkpoint is asked for already. None at all (a sync that found no
    // change): no thread was started, no connection opened.
    QSqlQuery(connection())
        .exec(QStringLiteral("PRAGMA wal_autocheckpoint=%1").arg(m_checkpointBound));
    QSqlQuery(connection()).exec(QStringLiteral("PRAGMA cache_size=%1").arg(m_cacheSize));
}

void Database::close()
{
    m_keptStatements.clear(); // before the connection goes: a query would keep it in use
    m_sqliteStatementsByText.clear();
    m_sqliteStatements.clear(); // SQLite would refuse to close it, and leave the log behind
    // Before it too: SQLite's last connection to close copies what is left of the log, and the
    // integrity stamp below is taken only then.
    m_checkpointer.reset();
    m_bulkWriters = 0;
    if (!QSqlDatabase::contains(m_connectionName)) {
        return;
    }
    // Written by this connection (rows or schema) or by another one since the open: the file
    // is stamped again once closed, as this connection's checkpoint left it.
    const bool knownWhole = std::exchange(m_knownWhole, false);
    const bool unchanged = knownWhole && !m_checkedEveryPage && !m_migrated && changesMade() == 0
        && dataVersion() == m_dataVersionAtOpen;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    if (knownWhole && !unchanged) {
        IntegrityStamp(m_filePath).record(); // none while another connection keeps a log
        qCDebug(lcStore) << "closed" << m_filePath << "and stamped it";
    }
}

qint64 Database::changesMade() const
{
    QSqlQuery query(connection());
    return query.exec(QStringLiteral("SELECT total_changes()")) && query.next()
        ? query.value(0).toLongLong()
        : -1;
}

qint64 Database::dataVersion() const
{
    QSqlQuery query(connection());
    return query.exec(QStringLiteral("PRAGMA data_version")) && query.next()
        ? query.value(0).toLongLong()
        : -1;
}

bool Database::isOpen() const
{
    return QSqlDatabase::contains(m_connectionName) && connection().isOpen();
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

int Database::schemaVersion() const
{
    QSqlQuery query(connection());
    if (!query.exec(QStringLiteral("SELECT version FROM schema_version")) || !query.next()) {
        return 0;
    }
    return query.value(0).toInt();
}

bool Database::migrate(int targetVersion)
{
    QSqlDatabase db = connection();
    QSqlQuery query(db);

    // The version table itself is created in its own transaction: it is the only schema
    // that exists outside the numbered steps.
    if (!query.exec(QStringLiteral(
            "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"))) {
        m_error = query.lastError().text();
        return false;
    }

    const int current = schemaVersion();
    if (current > latestSchemaVersion()) {
        m_error = QCoreApplication::translate(
                      "acp::Database",
                      "The workspace database %1 was written by a newer version of ACP Workbench "
                      "(schema %2; this version knows up to %3).")
                      .arg(QDir::toNativeSeparators(m_filePath))
                      .arg(current)
                      .arg(latestSchemaVersion());
        return false;
    }
    if (current >= targetVersion) {
        return true;
    }

    // All pending steps in one transaction: a crash or a failure leaves the previous version.
    Transaction transaction(db);
    if (!transaction.isActive()) {
        m_error = transaction.errorString();
        return false;
    }
    for (int version = current; version < targetVersion; ++version) {
        for (const QString &statement : splitStatements(migrationSteps().at(version))) {
            if (!query.exec(statement)) {
                m_error =
                    QCoreApplication::translate(
                        "acp::Database", "Upgrading the workspace database to schema %1 failed: %2")
                        .arg(version + 1)
                        .arg(query.lastError().text());
                return false;
            }
        }
    }
    query.exec(QStringLiteral("DELETE FROM schema_version"));
    query.prepare(QStringLiteral("INSERT INTO schema_version (version) VALUES (?)"));
    query.addBindValue(targetVersion);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    if (!transaction.commit()) {
        m_error = transaction.errorString();
        return false;
    }
    qCDebug(lcStore) << "migrated" << m_filePath << "from schema" << current << "to"
                     << targetVersion;
    return true;
}

namespace {

// The transactions open on each connection of this thread, so that a Transaction begun inside
// another becomes a savepoint of it (SQLite has no nested BEGIN).
struct OpenTransactions
{
    int depth = 0;
    bool durable = false; // the outermost one syncs its commit to disk
};

OpenTransactions &openTransactions(const QSqlDatabase &db)
{
    thread_local QHash<QString, OpenTransactions> open;
    return open[db.connectionName()];
}

} // namespace

Transaction::Transaction(const QSqlDatabase &db, Durability durability)
    : m_db(db)
{
    QSqlQuery query(m_db);
    OpenTransactions &open = openTransactions(m_db);
    if (open.depth > 0) {
        // Inside another transaction: a savepoint, committed or rolled back with it. Its
        // durability is the outer one's (synchronous cannot change inside a transaction).
        if (durability == Durability::PowerLossSafe && !open.durable) {
            qCWarning(lcStore) << "a power-loss-safe transaction inside a normal one is "
                                  "committed with the outer one's durability";
        }
        m_savepoint = QStringLiteral("acp_%1").arg(open.depth);
        m_active = query.exec(QStringLiteral("SAVEPOINT ") + m_savepoint);
        if (!m_active) {
            m_error = query.lastError().text();
            m_savepoint.clear();
            return;
        }
        ++open.depth;
        return;
    }
    // The safety level cannot change inside a transaction: set it before.
    m_durable = durability == Durability::PowerLossSafe
        && query.exec(QStringLiteral("PRAGMA synchronous=FULL"));
    m_active = query.exec(QStringLiteral("BEGIN IMMEDIATE"));
    if (!m_active) {
        m_error = query.lastError().text();
    }
    if (!m_active && m_durable) {
        query.exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
        m_durable = false;
    }
    if (m_active) {
        open.depth = 1;
        open.durable = m_durable;
    }
}

Transaction::~Transaction()
{
    if (m_active) {
        rollback();
    }
}

void Transaction::finish()
{
    m_active = false;
    OpenTransactions &open = openTransactions(m_db);
    open.depth = std::max(0, open.depth - 1);
    if (open.depth == 0) {
        open.durable = false;
    }
    if (m_durable) {
        QSqlQuery(m_db).exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
        m_durable = false;
    }
}

void Transaction::rollback()
{
    QSqlQuery query(m_db);
    if (!m_savepoint.isEmpty()) {
        query.exec(QStringLiteral("ROLLBACK TO ") + m_savepoint);
        query.exec(QStringLiteral("RELEASE ") + m_savepoint);
    } else {
        query.exec(QStringLiteral("ROLLBACK"));
    }
    finish();
}

bool Transaction::commit()
{
    if (!m_active) {
        return false;
    }
    QSqlQuery query(m_db);
    const QString statement =
        m_savepoint.isEmpty() ? QStringLiteral("COMMIT") : QStringLiteral("RELEASE ") + m_savepoint;
    if (!query.exec(statement)) {
        m_error = query.lastError().text();
        rollback(); // (a failed COMMIT leaves the transaction open)
        return false;
    }
    const bool synced = m_durable;
    finish();
    if (synced) {
        qCDebug(lcStore) << "committed, synced to disk";
    }
    return true;
}

} // namespace acp
