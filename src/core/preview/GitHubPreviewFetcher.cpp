#include "core/preview/GitHubPreviewFetcher.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>
#include <QTimeZone>

namespace acp {

namespace {

const char *const kSecurityPolicyPaths[] = { "SECURITY.md", ".github/SECURITY.md",
                                             "docs/SECURITY.md" };

QString languageForPath(const QString &path)
{
    const QString name = path.mid(path.lastIndexOf(QLatin1Char('/')) + 1).toLower();
    if (name == QLatin1String("cmakelists.txt"))
        return QStringLiteral("CMake");
    if (name == QLatin1String("dockerfile"))
        return QStringLiteral("Dockerfile");
    if (name == QLatin1String("makefile"))
        return QStringLiteral("Makefile");
    const QString suffix = name.mid(name.lastIndexOf(QLatin1Char('.')) + 1);
    static const QHash<QString, QString> languages = {
        { QStringLiteral("py"), QStringLiteral("Python") },
        { QStringLiteral("pyi"), QStringLiteral("Python") },
        { QStringLiteral("c"), QStringLiteral("C") },
        { QStringLiteral("h"), QStringLiteral("C++") },
        { QStringLiteral("hpp"), QStringLiteral("C++") },
        { QStringLiteral("cc"), QStringLiteral("C++") },
        { QStringLiteral("cpp"), QStringLiteral("C++") },
        { QStringLiteral("cxx"), QStringLiteral("C++") },
        { QStringLiteral("cu"), QStringLiteral("CUDA") },
        { QStringLiteral("md"), QStringLiteral("Markdown") },
        { QStringLiteral("rst"), QStringLiteral("reStructuredText") },
        { QStringLiteral("yml"), QStringLiteral("YAML") },
        { QStringLiteral("yaml"), QStringLiteral("YAML") },
        { QStringLiteral("json"), QStringLiteral("JSON") },
        { QStringLiteral("toml"), QStringLiteral("TOML") },
        { QStringLiteral("cmake"), QStringLiteral("CMake") },
        { QStringLiteral("sh"), QStringLiteral("Bash") },
        { QStringLiteral("txt"), QStringLiteral("Text") },
        { QStringLiteral("rs"), QStringLiteral("Rust") },
        { QStringLiteral("go"), QStringLiteral("Go") },
    };
    return languages.value(suffix);
}

QString joined(const QStringList &segments)
{
    return segments.join(QLatin1Char('/'));
}

} // namespace

QJsonObject workflowRunSummary(const QJsonObject &run)
{
    QJsonObject summary;
    summary.insert(QStringLiteral("name"), run.value(QLatin1String("name")).toString());
    const QJsonValue conclusion = run.value(QLatin1String("conclusion"));
    summary.insert(QStringLiteral("conclusion"),
                   conclusion.isString() ? conclusion : QJsonValue(QJsonValue::Null));
    summary.insert(QStringLiteral("status"), run.value(QLatin1String("status")).toString());
    summary.insert(QStringLiteral("created_at"), run.value(QLatin1String("created_at")).toString());
    summary.insert(QStringLiteral("head_branch"),
                   run.value(QLatin1String("head_branch")).toString());
    summary.insert(QStringLiteral("event"), run.value(QLatin1String("event")).toString());
    summary.insert(QStringLiteral("html_url"), run.value(QLatin1String("html_url")).toString());
    return summary;
}

QJsonObject releaseSummary(const QJsonObject &release)
{
    QJsonObject summary;
    summary.insert(QStringLiteral("tag"), release.value(QLatin1String("tag_name")).toString());
    summary.insert(QStringLiteral("name"), release.value(QLatin1String("name")).toString());
    summary.insert(QStringLiteral("published_at"),
                   release.value(QLatin1String("published_at")).toString());
    summary.insert(QStringLiteral("prerelease"),
                   release.value(QLatin1String("prerelease")).toBool());
    summary.insert(QStringLiteral("draft"), release.value(QLatin1String("draft")).toBool());
    summary.insert(QStringLiteral("html_url"), release.value(QLatin1String("html_url")).toString());
    return summary;
}

GitHubPreviewFetcher::GitHubPreviewFetcher(GitHubClient *client, const QUrl &url,
                                           const preview::GitHubTarget &target, qint64 maxFileBytes,
                                           QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_url(url)
    , m_target(target)
    , m_maxFileBytes(maxFileBytes)
{
    m_result.url = url;
    m_result.kind = target.kind;
    m_result.siteName = QStringLiteral("GitHub");
}

GitHubPreviewFetcher::~GitHubPreviewFetcher()
{
    abort();
}

void GitHubPreviewFetcher::abort()
{
    m_done = true;
    if (m_client)
        m_client->cancelRequests(this);
}

QStringList GitHubPreviewFetcher::repoPath() const
{
    return { QStringLiteral("repos"), m_target.owner, m_target.repo };
}

void GitHubPreviewFetcher::get(const QStringList &segments, const QUrlQuery &query, Next next)
{
    if (!m_client) {
        ApiResponse response;
        response.outcome = ApiResponse::Outcome::NetworkError;
        response.errorString = tr("No connection to GitHub is configured.");
        failWith(response);
        return;
    }
    // Each segment is encoded on its own and none may be empty, "." or "..": whatever the link
    // said, the request stays under /repos/OWNER/REPO/.
    const QString path = preview::encodedApiPath(segments);
    if (path.isEmpty()) {
        ApiResponse response;
        response.outcome = ApiResponse::Outcome::HttpError;
        response.status = 400;
        response.errorString = tr("The GitHub address has an empty, “.” or “..” part; it is not "
                                  "previewed.");
        failWith(response);
        return;
    }
    ApiRequest request;
    request.url = m_client->endpoint(QString(), query);
    request.url.setPath(request.url.path(QUrl::FullyEncoded) + path, QUrl::StrictMode);
    m_client->send(request, this, [this, next = std::move(next)](const ApiResponse &response) {
        if (m_done)
            return;
        next(response);
    });
}

void GitHubPreviewFetcher::start()
{
    switch (m_target.kind) {
    case PreviewKind::GitHubRepo:
        fetchRepository();
        return;
    case PreviewKind::GitHubFile:
        fetchFile(1);
        return;
    case PreviewKind::GitHubWorkflow:
        fetchWorkflow();
        return;
    case PreviewKind::GitHubReleases:
        fetchReleases();
        return;
    case PreviewKind::WebPage:
        break;
    }
    ApiResponse response;
    response.outcome = ApiResponse::Outcome::HttpError;
    response.status = 400;
    response.errorString = tr("The address is not a GitHub repository link.");
    failWith(response);
}

// ---- Repository --------------------------------------------------------------------------------

void GitHubPreviewFetcher::fetchRepository()
{
    get(repoPath(), {}, [this](const ApiResponse &response) {
        if (!response.ok()) {
            failWith(response);
            return;
        }
        const QJsonObject repo = QJsonDocument::fromJson(response.body).object();
        if (repo.isEmpty()) {
            ApiResponse broken = response;
            broken.outcome = ApiResponse::Outcome::HttpError;
            broken.errorString = tr("GitHub's answer could not be read.");
            failWith(broken);
            return;
        }
        const QString fullName = repo.value(QLatin1String("full_name")).toString();
        if (!fullName.isEmpty()) {
            // A renamed repository answers under its new name: ask for the rest there.
            const qsizetype slash = fullName.indexOf(QLatin1Char('/'));
            m_target.owner = fullName.left(slash);
            m_target.repo = fullName.mid(slash + 1);
        }
        m_result.title = m_target.fullName();
        m_result.description = repo.value(QLatin1String("description")).toString();
        m_details.insert(QStringLiteral("full_name"), m_target.fullName());
        m_details.insert(QStringLiteral("html_url"),
                         repo.value(QLatin1String("html_url")).toString());
        m_details.insert(QStringLiteral("description"), m_result.description);
        const QJsonObject license = repo.value(QLatin1String("license")).toObject();
        m_details.insert(QStringLiteral("license"),
                         license.value(QLatin1String("spdx_id")).toString());
        m_details.insert(QStringLiteral("license_name"),
                         license.value(QLatin1String("name")).toString());
        m_details.insert(QStringLiteral("stars"),
                         repo.value(QLatin1String("stargazers_count")).toInteger());
        m_details.insert(QStringLiteral("forks"),
                         repo.value(QLatin1String("forks_count")).toInteger());
        m_details.insert(QStringLiteral("language"),
                         repo.value(QLatin1String("language")).toString());
        m_details.insert(QStringLiteral("homepage"),
                         repo.value(QLatin1String("homepage")).toString());
        m_details.insert(QStringLiteral("archived"),
                         repo.value(QLatin1String("archived")).toBool());
        m_defaultBranch = repo.value(QLatin1String("default_branch")).toString();
        m_details.insert(QStringLiteral("default_branch"), m_defaultBranch);
        m_details.insert(QStringLiteral("pushed_at"),
                         repo.value(QLatin1String("pushed_at")).toString());
        fetchLatestRelease();
    });
}

void GitHubPreviewFetcher::fetchLatestRelease()
{
    get(repoPath() << QStringLiteral("releases") << QStringLiteral("latest"), {},
        [this](const ApiResponse &response) {
            if (response.ok()) {
                m_details.insert(QStringLiteral("latest_release"),
                                 releaseSummary(QJsonDocument::fromJson(response.body).object()));
            } else if (response.status == 404) {
                m_details.insert(QStringLiteral("latest_release"), QJsonValue::Null);
            } else {
                failWith(response);
                return;
            }
            fetchSecurityPolicy(0);
        });
}

void GitHubPreviewFetcher::fetchSecurityPolicy(int index)
{
    if (index >= int(std::size(kSecurityPolicyPaths))) {
        m_details.insert(QStringLiteral("security_policy"),
                         QJsonObject { { QStringLiteral("found"), false } });
        fetchDefaultBranchRuns();
        return;
    }
    const QString path = QString::fromLatin1(kSecurityPolicyPaths[index]);
    get(repoPath() << QStringLiteral("contents") << path.split(QLatin1Char('/')), {},
        [this, index, path](const ApiResponse &response) {
            if (response.status == 404) {
                fetchSecurityPolicy(index + 1);
                return;
            }
            if (!response.ok()) {
                failWith(response);
                return;
            }
            const QJsonObject file = QJsonDocument::fromJson(response.body).object();
            if (file.value(QLatin1String("type")).toString() != QLatin1String("file")) {
                fetchSecurityPolicy(index + 1); // a folder named SECURITY.md is no policy
                return;
            }
            m_details.insert(QStringLiteral("security_policy"),
                             QJsonObject { { QStringLiteral("found"), true },
                                           { QStringLiteral("path"), path },
                                           { QStringLiteral("html_url"),
                                             file.value(QLatin1String("html_url")).toString() } });
            fetchDefaultBranchRuns();
        });
}

void GitHubPreviewFetcher::fetchDefaultBranchRuns()
{
    QUrlQuery query;
    if (!m_defaultBranch.isEmpty())
        query.addQueryItem(QStringLiteral("branch"), m_defaultBranch);
    query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("10"));
    get(repoPath() << QStringLiteral("actions") << QStringLiteral("runs"), query,
        [this](const ApiResponse &response) {
            QJsonArray runs;
            if (response.ok()) {
                const QJsonArray listed = QJsonDocument::fromJson(response.body)
                                              .object()
                                              .value(QLatin1String("workflow_runs"))
                                              .toArray();
                for (const QJsonValue &run : listed)
                    runs.append(workflowRunSummary(run.toObject()));
            } else if (response.status != 404) {
                failWith(response);
                return;
            }
            m_details.insert(QStringLiteral("ci_runs"), runs);
            m_activitySince =
                QDateTime(QDateTime::currentDateTimeUtc().date().addDays(-ActivityDays),
                          QTime(0, 0), QTimeZone::utc());
            fetchActivity(1);
        });
}

void GitHubPreviewFetcher::fetchActivity(int page)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("since"), m_activitySince.toString(Qt::ISODate));
    query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
    query.addQueryItem(QStringLiteral("page"), QString::number(page));
    get(repoPath() << QStringLiteral("commits"), query, [this, page](const ApiResponse &response) {
        // 409: an empty repository. Any other failure leaves the figures out, not the preview.
        if (!response.ok() && response.status != 409) {
            succeed();
            return;
        }
        const QJsonArray commits = QJsonDocument::fromJson(response.body).array();
        for (const QJsonValue &value : commits) {
            const QJsonObject commit = value.toObject();
            ++m_activityCommits;
            // The GitHub account when the commit maps to one; else the address it was made with.
            QString who = commit.value(QLatin1String("author"))
                              .toObject()
                              .value(QLatin1String("login"))
                              .toString();
            if (who.isEmpty())
                who = QLatin1Char('<')
                    + commit.value(QLatin1String("commit"))
                          .toObject()
                          .value(QLatin1String("author"))
                          .toObject()
                          .value(QLatin1String("email"))
                          .toString()
                    + QLatin1Char('>');
            m_activityAuthors.insert(who.toLower());
        }
        const bool more = response.ok() && !response.nextPage.isEmpty() && !commits.isEmpty();
        if (more && page < MaxActivityPages) {
            fetchActivity(page + 1);
            return;
        }
        m_details.insert(QStringLiteral("activity"),
                         QJsonObject {
                             { QStringLiteral("since"), m_activitySince.toString(Qt::ISODate) },
                             { QStringLiteral("days"), ActivityDays },
                             { QStringLiteral("commits"), m_activityCommits },
                             { QStringLiteral("contributors"), int(m_activityAuthors.size()) },
                             { QStringLiteral("complete"), !more },
                         });
        succeed();
    });
}

// ---- File --------------------------------------------------------------------------------------

void GitHubPreviewFetcher::fetchFile(int refSegments)
{
    const QStringList &segments = m_target.refAndPath;
    if (segments.size() <= refSegments) {
        ApiResponse response;
        response.outcome = ApiResponse::Outcome::HttpError;
        response.status = 404;
        response.errorString = tr("GitHub could not find the file.");
        failWith(response);
        return;
    }
    const QString ref = joined(segments.mid(0, refSegments));
    const QString path = joined(segments.mid(refSegments));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("ref"), ref);
    get(repoPath() << QStringLiteral("contents") << segments.mid(refSegments), query,
        [this, refSegments, ref, path](const ApiResponse &response) {
            if (response.status == 404 && refSegments < 3
                && m_target.refAndPath.size() > refSegments + 1) {
                fetchFile(refSegments + 1); // "release/2.7/README.md": the ref may have a slash
                return;
            }
            if (!response.ok()) {
                failWith(response);
                return;
            }
            m_details.insert(QStringLiteral("owner"), m_target.owner);
            m_details.insert(QStringLiteral("repo"), m_target.repo);
            m_details.insert(QStringLiteral("ref"), ref);
            m_details.insert(QStringLiteral("path"), path);
            m_result.title = path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
            m_result.description =
                m_target.fullName() + QLatin1Char('/') + path + QStringLiteral(" @ ") + ref;
            const QJsonDocument document = QJsonDocument::fromJson(response.body);
            if (document.isArray()) {
                QJsonArray entries;
                const QJsonArray listed = document.array();
                for (const QJsonValue &entry : listed) {
                    const QJsonObject object = entry.toObject();
                    const QString name = object.value(QLatin1String("name")).toString();
                    entries.append(object.value(QLatin1String("type")).toString()
                                           == QLatin1String("dir")
                                       ? name + QLatin1Char('/')
                                       : name);
                }
                m_details.insert(QStringLiteral("type"), QStringLiteral("dir"));
                m_details.insert(QStringLiteral("entries"), entries);
                succeed();
                return;
            }
            const QJsonObject file = document.object();
            const QString type = file.value(QLatin1String("type")).toString();
            m_details.insert(QStringLiteral("type"), type);
            m_details.insert(QStringLiteral("html_url"),
                             file.value(QLatin1String("html_url")).toString());
            m_details.insert(QStringLiteral("size"), file.value(QLatin1String("size")).toInteger());
            m_details.insert(QStringLiteral("language"), languageForPath(path));
            if (type != QLatin1String("file")) {
                succeed();
                return;
            }
            if (file.value(QLatin1String("encoding")).toString() != QLatin1String("base64")) {
                // Over 1 MB GitHub sends no content ("encoding": "none").
                m_details.insert(QStringLiteral("truncated"), true);
                m_details.insert(QStringLiteral("content"), QString());
                succeed();
                return;
            }
            QByteArray encoded = file.value(QLatin1String("content")).toString().toLatin1();
            encoded.replace('\n', QByteArray());
            QByteArray bytes = QByteArray::fromBase64(encoded);
            const bool binary = bytes.left(8000).contains('\0');
            m_details.insert(QStringLiteral("binary"), binary);
            bool truncated = false;
            if (bytes.size() > m_maxFileBytes) {
                qsizetype cut = m_maxFileBytes;
                // Never split a UTF-8 sequence: back up over continuation bytes.
                while (cut > 0 && (uchar(bytes.at(cut)) & 0xC0) == 0x80)
                    --cut;
                bytes.truncate(cut);
                truncated = true;
            }
            m_details.insert(QStringLiteral("truncated"), truncated);
            if (!binary) {
                QStringDecoder decoder(QStringDecoder::Utf8);
                m_details.insert(QStringLiteral("content"), QString(decoder.decode(bytes)));
            }
            succeed();
        });
}

// ---- Workflow and releases ---------------------------------------------------------------------

void GitHubPreviewFetcher::fetchWorkflow()
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("10"));
    get(repoPath() << QStringLiteral("actions") << QStringLiteral("workflows") << m_target.workflow
                   << QStringLiteral("runs"),
        query, [this](const ApiResponse &response) {
            if (!response.ok()) {
                failWith(response);
                return;
            }
            const QJsonObject object = QJsonDocument::fromJson(response.body).object();
            QJsonArray runs;
            const QJsonArray listed = object.value(QLatin1String("workflow_runs")).toArray();
            for (const QJsonValue &run : listed)
                runs.append(workflowRunSummary(run.toObject()));
            QString name;
            if (!runs.isEmpty())
                name = runs.first().toObject().value(QLatin1String("name")).toString();
            m_result.title = name.isEmpty() ? m_target.workflow : name;
            m_result.description = m_target.fullName() + QStringLiteral(" · ") + m_target.workflow;
            m_details.insert(QStringLiteral("owner"), m_target.owner);
            m_details.insert(QStringLiteral("repo"), m_target.repo);
            m_details.insert(QStringLiteral("workflow"), m_target.workflow);
            m_details.insert(QStringLiteral("total_count"),
                             object.value(QLatin1String("total_count")).toInteger());
            m_details.insert(QStringLiteral("runs"), runs);
            succeed();
        });
}

void GitHubPreviewFetcher::fetchReleases()
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("10"));
    get(repoPath() << QStringLiteral("releases"), query, [this](const ApiResponse &response) {
        if (!response.ok()) {
            failWith(response);
            return;
        }
        QJsonArray releases;
        const QJsonArray listed = QJsonDocument::fromJson(response.body).array();
        for (const QJsonValue &release : listed)
            releases.append(releaseSummary(release.toObject()));
        m_result.title = tr("Releases of %1").arg(m_target.fullName());
        if (!releases.isEmpty()) {
            const QJsonObject newest = releases.first().toObject();
            m_result.description =
                tr("Newest: %1").arg(newest.value(QLatin1String("tag")).toString());
        }
        m_details.insert(QStringLiteral("owner"), m_target.owner);
        m_details.insert(QStringLiteral("repo"), m_target.repo);
        m_details.insert(QStringLiteral("releases"), releases);
        succeed();
    });
}

// ---- Outcome -----------------------------------------------------------------------------------

void GitHubPreviewFetcher::failWith(const ApiResponse &response)
{
    if (m_done)
        return;
    m_done = true;
    LinkPreview result;
    result.url = m_url;
    result.kind = m_target.kind;
    result.attemptedAt = QDateTime::currentDateTimeUtc();
    result.httpStatus = response.status;
    switch (response.outcome) {
    case ApiResponse::Outcome::HttpError:
        result.status = (response.status == 404 || response.status == 410)
            ? PreviewStatus::NotFound
            : PreviewStatus::HttpError;
        break;
    case ApiResponse::Outcome::NetworkError:
    case ApiResponse::Outcome::Cancelled:
    case ApiResponse::Outcome::Ok: // a 2xx that could not be read
        result.status = response.outcome == ApiResponse::Outcome::Ok ? PreviewStatus::HttpError
                                                                     : PreviewStatus::NetworkError;
        break;
    }
    result.errorText = response.errorString;
    if (result.status == PreviewStatus::NotFound)
        result.errorText = tr("GitHub has no %1 (HTTP %2).")
                               .arg(m_target.kind == PreviewKind::GitHubFile
                                        ? tr("such file in %1").arg(m_target.fullName())
                                        : m_target.fullName())
                               .arg(response.status);
    emit finished(result);
}

void GitHubPreviewFetcher::succeed()
{
    if (m_done)
        return;
    m_done = true;
    m_result.status = PreviewStatus::Ok;
    m_result.attemptedAt = QDateTime::currentDateTimeUtc();
    m_result.fetchedAt = m_result.attemptedAt;
    m_result.details = m_details;
    emit finished(m_result);
}

} // namespace acp
