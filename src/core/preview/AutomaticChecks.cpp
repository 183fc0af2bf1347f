// Over 600 lines on purpose: each advisory check is a short function over the same evidence
// helpers; one file keeps them comparable.

#include "core/preview/AutomaticChecks.h"

#include "core/net/Urls.h"
#include "core/preview/CiRelayAllowlist.h"
#include "core/preview/LinkPreviewService.h"
#include "core/preview/PreviewUrl.h"
#include "core/preview/SimpleIndex.h"

#include <QCryptographicHash>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace acp {

namespace {

const QString kSecurityPolicy = QStringLiteral("security-policy");
const QString kReleaseGap = QStringLiteral("release-gap");
const QString kWorkingCi = QStringLiteral("working-ci");
const QString kPackage = QStringLiteral("package");
const QString kCiRelay = QStringLiteral("ci-relay");

constexpr int kMaxMinorGap = 3;
constexpr qint64 kStaleRunDays = 60;

QString joinedList(const QStringList &items)
{
    // "a", "a and b", "a, b and c" (QLocale::createSeparatedList).
    return QLocale().createSeparatedList(items);
}

QString dateText(const QString &isoTimestamp)
{
    const QDateTime when = QDateTime::fromString(isoTimestamp, Qt::ISODate);
    return when.isValid() ? when.toUTC().date().toString(Qt::ISODate) : isoTimestamp;
}

QString displayAddress(const QUrl &url)
{
    return url.toDisplayString(QUrl::RemoveScheme | QUrl::StripTrailingSlash).mid(2);
}

bool isPyTorchRepo(const preview::GitHubTarget &target)
{
    return target.owner.compare(QLatin1String("pytorch"), Qt::CaseInsensitive) == 0
        && target.repo.compare(QLatin1String("pytorch"), Qt::CaseInsensitive) == 0;
}

bool isFailingConclusion(const QString &conclusion)
{
    return conclusion == QLatin1String("failure") || conclusion == QLatin1String("timed_out")
        || conclusion == QLatin1String("startup_failure");
}

} // namespace

preview::GitHubTarget AutomaticChecks::targetOf(const QUrl &url) const
{
    // The service knows the workspace's Enterprise host; its repositories are GitHub ones too.
    return m_service ? m_service->gitHubTarget(url) : preview::gitHubTarget(url);
}

QString AutomaticChecks::repoName(const QUrl &url) const
{
    const preview::GitHubTarget target = targetOf(url);
    return target.isValid() ? target.fullName() : displayAddress(url);
}

AutomaticChecks::AutomaticChecks(LinkPreviewService *service, QObject *parent)
    : QObject(parent)
    , m_service(service)
{
    if (service)
        connect(service, &LinkPreviewService::previewReady, this, &AutomaticChecks::onPreview);
}

QStringList AutomaticChecks::knownChecks()
{
    return { kSecurityPolicy, kReleaseGap, kWorkingCi, kPackage, kCiRelay };
}

QString AutomaticChecks::checkTitle(const QString &checkId)
{
    if (checkId == kSecurityPolicy)
        return tr("Security policy");
    if (checkId == kReleaseGap)
        return tr("Release gap");
    if (checkId == kWorkingCi)
        return tr("Working CI");
    if (checkId == kPackage)
        return tr("Package");
    if (checkId == kCiRelay)
        return tr("CI relay level");
    return checkId;
}

QUrl AutomaticChecks::pytorchReleasesUrl()
{
    return QUrl(QStringLiteral("https://github.com/pytorch/pytorch/releases"));
}

std::optional<std::pair<int, int>> AutomaticChecks::torchVersionIn(const QString &text)
{
    // "torch 2.5", "PyTorch v2.6", "torch-2.7": the version it names outright wins.
    static const QRegularExpression named(
        QStringLiteral("(?:py)?torch[\\s_-]*v?(\\d{1,3})\\.(\\d{1,3})"),
        QRegularExpression::CaseInsensitiveOption);
    // Else the first dotted version number: "v2.7.1", "2.1.0-6.0.rc1", "2.7.10+xpu".
    static const QRegularExpression first(QStringLiteral("(?<![\\d.])v?(\\d{1,4})\\.(\\d{1,3})"),
                                          QRegularExpression::CaseInsensitiveOption);
    for (const QRegularExpression *pattern : { &named, &first }) {
        const QRegularExpressionMatch match = pattern->match(text);
        if (match.hasMatch())
            return std::make_pair(match.captured(1).toInt(), match.captured(2).toInt());
    }
    return std::nullopt;
}

std::optional<std::pair<int, int>> AutomaticChecks::latestStableVersion(const QJsonArray &releases)
{
    static const QRegularExpression stable(QStringLiteral("^v?(\\d+)\\.(\\d+)(?:\\.\\d+)?$"));
    std::optional<std::pair<int, int>> best;
    for (const QJsonValue &value : releases) {
        const QJsonObject release = value.toObject();
        if (release.value(QLatin1String("draft")).toBool()
            || release.value(QLatin1String("prerelease")).toBool())
            continue;
        const QRegularExpressionMatch match =
            stable.match(release.value(QLatin1String("tag")).toString().trimmed());
        if (!match.hasMatch())
            continue;
        const std::pair<int, int> version(match.captured(1).toInt(), match.captured(2).toInt());
        if (!best || version > *best)
            best = version;
    }
    return best;
}

bool AutomaticChecks::saysInTree(const QString &statement)
{
    // "in-tree", "in tree", "in the PyTorch tree", "in PyTorch's source tree"; "out-of-tree"
    // has no "in" before "tree".
    static const QRegularExpression inTree(
        QStringLiteral("\\bin[\\s-]+(?:the\\s+)?(?:(?:upstream\\s+)?pytorch(?:['\u2019]s)?\\s+)?"
                       "(?:(?:main|source)\\s+)?tree\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression negated(
        QStringLiteral("(?:\\bnot|n['\u2019]t|\\bno\\s+longer)\\s+(?:\\w+\\s+)?$"),
        QRegularExpression::CaseInsensitiveOption);
    QRegularExpressionMatchIterator matches = inTree.globalMatch(statement);
    while (matches.hasNext()) {
        const QRegularExpressionMatch match = matches.next();
        const QString before = statement.mid(std::max<qsizetype>(0, match.capturedStart() - 24),
                                             std::min<qsizetype>(24, match.capturedStart()));
        if (!negated.match(before).hasMatch())
            return true;
    }
    return false;
}

// ---- Inputs ------------------------------------------------------------------------------------

QList<QUrl> AutomaticChecks::inputsFor(const QString &checkId) const
{
    QList<QUrl> inputs;
    auto add = [&inputs](const QUrl &url) {
        const QUrl normalized = preview::normalizedUrl(url);
        if (!inputs.contains(normalized))
            inputs.append(normalized);
    };
    for (const QUrl &link : m_links) {
        const preview::GitHubTarget target = targetOf(link);
        const bool github = target.isValid();
        if (checkId == kSecurityPolicy) {
            if (github) {
                add(target.repositoryUrl());
                if (target.kind == PreviewKind::GitHubFile
                    && target.refAndPath.constLast().compare(QLatin1String("SECURITY.md"),
                                                             Qt::CaseInsensitive)
                        == 0)
                    add(link);
            } else if (link.toString().contains(QLatin1String("security"), Qt::CaseInsensitive)) {
                add(link);
            }
        } else if (checkId == kReleaseGap) {
            if (github && !isPyTorchRepo(target)) {
                add(target.repositoryUrl());
                if (target.kind == PreviewKind::GitHubReleases)
                    add(link);
            }
        } else if (checkId == kWorkingCi) {
            if (github) {
                add(target.repositoryUrl());
                if (target.kind == PreviewKind::GitHubWorkflow)
                    add(link);
            }
        } else if (checkId == kPackage) {
            if (!github || target.kind == PreviewKind::GitHubReleases)
                add(link);
        }
    }
    if (checkId == kReleaseGap) {
        for (const QUrl &page : m_indexPages)
            add(page);
    }
    if (checkId == kReleaseGap && !inputs.isEmpty())
        add(pytorchReleasesUrl());
    // The relay's own file is the only address this check reads; the applicant's links only
    // name the repositories to look up in it.
    if (checkId == kCiRelay && !relayCandidates().isEmpty())
        add(CiRelayAllowlist::fileUrl());
    if (checkId == kPackage && inputs.isEmpty()) {
        for (const QUrl &link : m_links)
            add(link);
    }
    return inputs;
}

QStringList AutomaticChecks::relayCandidates() const
{
    QStringList names;
    auto add = [&names](const QString &name) {
        const bool known = std::any_of(names.cbegin(), names.cend(), [&](const QString &n) {
            return n.compare(name, Qt::CaseInsensitive) == 0;
        });
        if (!name.isEmpty() && !known)
            names.append(name);
    };
    for (const QList<QUrl> *links : { &m_links, &m_applicationLinks }) {
        for (const QUrl &link : *links) {
            const preview::GitHubTarget target = targetOf(link);
            if (target.isValid() && !target.enterprise && !isPyTorchRepo(target))
                add(target.fullName());
            else
                add(CiRelayAllowlist::repositoryOfHudPage(link));
        }
    }
    return names;
}

QString AutomaticChecks::subject() const
{
    QStringList keys;
    for (const QUrl &link : m_links)
        keys.append(net::encodedKey(link));
    keys.sort();
    QString subject = keys.join(QLatin1Char('\n'));
    if (!m_applicationLinks.isEmpty() || !m_statement.isEmpty() || !m_installCommands.isEmpty()) {
        // A result that read the context is cached for that context only.
        QStringList context;
        for (const QUrl &link : m_applicationLinks)
            context.append(net::encodedKey(link));
        context.sort();
        const QString said =
            m_statement + QStringLiteral("\n--\n") + m_installCommands.join(QLatin1Char('\n'));
        context.append(QString::fromLatin1(
            QCryptographicHash::hash(said.toUtf8(), QCryptographicHash::Sha256).toHex()));
        subject += QStringLiteral("\n--\n") + context.join(QLatin1Char('\n'));
    }
    return subject;
}

const LinkPreview *AutomaticChecks::previewOf(const QUrl &url) const
{
    const auto it = m_previews.constFind(net::encodedKey(preview::normalizedUrl(url)));
    return it == m_previews.constEnd() ? nullptr : &*it;
}

// ---- Evaluation --------------------------------------------------------------------------------

void AutomaticChecks::clear()
{
    m_links.clear();
    m_applicationLinks.clear();
    m_statement.clear();
    m_installCommands.clear();
    m_indexPages.clear();
    m_checks.clear();
    m_previews.clear();
    m_finishedSent = false;
}

void AutomaticChecks::evaluate(const QStringList &checkIds, const QList<QUrl> &links,
                               const CheckContext &context)
{
    clear();
    auto addTo = [](QList<QUrl> &list, const QUrl &link) {
        const QUrl normalized = preview::normalizedUrl(link);
        if (preview::isFetchableScheme(normalized) && !list.contains(normalized))
            list.append(normalized);
    };
    for (const QUrl &link : links)
        addTo(m_links, link);
    // Only the checks that read the context make it part of their cache key.
    if (checkIds.contains(kCiRelay)) {
        for (const QUrl &link : context.applicationLinks)
            addTo(m_applicationLinks, link);
        m_statement = context.statement;
    }
    if (checkIds.contains(kReleaseGap)) {
        m_installCommands = context.installCommands;
        // A few pages at most: the commands are the applicant's.
        constexpr int MaxIndexPages = 4;
        for (const SimpleIndex::InstallSource &source :
             SimpleIndex::installSources(m_installCommands)) {
            for (const QString &package : source.packages) {
                if (m_indexPages.size() < MaxIndexPages)
                    addTo(m_indexPages, SimpleIndex::projectPage(source.indexUrl, package));
            }
        }
    }
    for (const QString &id : checkIds) {
        Check check;
        check.id = id;
        check.inputs = inputsFor(id);
        m_checks.append(check);
    }
    // The service answers synchronously from its cache: gather everything, then compute.
    m_requesting = true;
    if (m_service) {
        const QList<QUrl> all = inputs();
        for (const QUrl &url : all)
            m_service->request(url);
    }
    m_requesting = false;
    for (Check &check : m_checks)
        update(check, true);
    maybeFinished();
}

void AutomaticChecks::refresh()
{
    if (!m_service)
        return;
    m_finishedSent = false;
    for (Check &check : m_checks)
        check.emittedFinal = false;
    m_requesting = true;
    const QList<QUrl> all = inputs();
    for (const QUrl &url : all)
        m_service->refresh(url);
    m_requesting = false;
    for (Check &check : m_checks)
        update(check, false);
    maybeFinished();
}

QList<QUrl> AutomaticChecks::inputs() const
{
    QList<QUrl> all;
    for (const Check &check : m_checks) {
        for (const QUrl &url : check.inputs) {
            if (!all.contains(url))
                all.append(url);
        }
    }
    return all;
}

void AutomaticChecks::onPreview(const QUrl &url, const LinkPreview &preview)
{
    const QString key = net::encodedKey(url);
    bool relevant = false;
    for (const Check &check : std::as_const(m_checks)) {
        for (const QUrl &input : check.inputs)
            relevant = relevant || net::encodedKey(input) == key;
    }
    if (!relevant)
        return;
    m_previews.insert(key, preview);
    if (m_requesting)
        return;
    for (Check &check : m_checks) {
        const bool uses =
            std::any_of(check.inputs.cbegin(), check.inputs.cend(),
                        [&](const QUrl &input) { return net::encodedKey(input) == key; });
        if (uses)
            update(check, false);
    }
    maybeFinished();
}

void AutomaticChecks::update(Check &check, bool allowCached)
{
    AutomaticCheckResult computed = compute(check);
    if (computed.pending && allowCached && m_service) {
        // While previews are on their way, the last final result stands in.
        if (std::optional<AutomaticCheckResult> cached =
                m_service->cache().checkResult(check.id, subject())) {
            cached->pending = true;
            computed = *cached;
        }
    }
    if (computed.pending) {
        m_finishedSent = false;
    } else {
        if (check.emittedFinal && !check.result.pending && computed.status == check.result.status
            && computed.summary == check.result.summary
            && computed.checkedAt == check.result.checkedAt)
            return; // nothing new (another view asked for the same preview)
        check.emittedFinal = true;
        if (m_service)
            m_service->cache().storeCheckResult(subject(), computed);
    }
    check.result = computed;
    emit resultChanged(computed);
}

void AutomaticChecks::maybeFinished()
{
    if (m_finishedSent || isPending())
        return;
    m_finishedSent = true;
    emit finished();
}

bool AutomaticChecks::isPending() const
{
    return std::any_of(m_checks.cbegin(), m_checks.cend(),
                       [](const Check &check) { return check.result.pending; });
}

QList<AutomaticCheckResult> AutomaticChecks::results() const
{
    QList<AutomaticCheckResult> list;
    for (const Check &check : m_checks)
        list.append(check.result);
    return list;
}

std::optional<AutomaticCheckResult> AutomaticChecks::result(const QString &checkId) const
{
    for (const Check &check : m_checks) {
        if (check.id == checkId)
            return check.result;
    }
    return std::nullopt;
}

AutomaticCheckResult AutomaticChecks::compute(const Check &check) const
{
    AutomaticCheckResult result;
    if (check.id == kSecurityPolicy)
        result = checkSecurityPolicy(check);
    else if (check.id == kReleaseGap)
        result = checkReleaseGap(check);
    else if (check.id == kWorkingCi)
        result = checkWorkingCi(check);
    else if (check.id == kPackage)
        result = checkPackage(check);
    else if (check.id == kCiRelay)
        result = checkCiRelay(check);
    else
        result.summary =
            tr("This version of the workbench does not know the check \"%1\".").arg(check.id);
    result.checkId = check.id;
    result.lookedAt = check.inputs;
    // When the data was looked at: the oldest attempt among the inputs.
    QDateTime oldest;
    for (const QUrl &input : check.inputs) {
        const LinkPreview *preview = previewOf(input);
        if (!preview)
            continue;
        result.pending = result.pending || preview->fetching;
        const QDateTime when = preview->attemptedAt;
        if (when.isValid() && (!oldest.isValid() || when < oldest))
            oldest = when;
    }
    if (m_service && !check.inputs.isEmpty()) {
        // An input the service has not reported yet is still to come.
        for (const QUrl &input : check.inputs)
            result.pending = result.pending || !previewOf(input);
    }
    result.checkedAt = oldest.isValid() ? oldest : QDateTime::currentDateTimeUtc();
    return result;
}

// ---- The checks --------------------------------------------------------------------------------

AutomaticCheckResult AutomaticChecks::checkSecurityPolicy(const Check &check) const
{
    AutomaticCheckResult result;
    QStringList found, missing, pages, unreachable;
    for (const QUrl &input : check.inputs) {
        const LinkPreview *preview = previewOf(input);
        if (!preview)
            continue;
        const preview::GitHubTarget target = targetOf(input);
        if (!preview->hasContent()) {
            if (preview->lastAttemptFailed())
                unreachable.append(repoName(input) + QStringLiteral(" (")
                                   + previewStatusDisplayName(preview->status).toLower()
                                   + QLatin1Char(')'));
            continue;
        }
        if (preview->kind == PreviewKind::GitHubRepo) {
            const QJsonObject policy =
                preview->details.value(QLatin1String("security_policy")).toObject();
            if (policy.value(QLatin1String("found")).toBool())
                found.append(target.fullName() + QLatin1Char('/')
                             + policy.value(QLatin1String("path")).toString());
            else
                missing.append(target.fullName());
        } else if (preview->kind == PreviewKind::GitHubFile) {
            found.append(target.fullName() + QLatin1Char('/')
                         + preview->details.value(QLatin1String("path")).toString());
        } else {
            pages.append(displayAddress(input));
        }
    }
    if (!found.isEmpty()) {
        result.status = CheckStatus::Pass;
        result.summary = tr("A security policy was found: %1.").arg(joinedList(found));
    } else if (!missing.isEmpty()) {
        result.status = CheckStatus::Fail;
        result.summary = tr("No SECURITY.md in the root, .github/ or docs/ folder of %1.")
                             .arg(joinedList(missing));
    } else if (!pages.isEmpty()) {
        result.status = CheckStatus::Warn;
        result.summary = tr("The linked page %1 may describe a security policy; it cannot be "
                            "verified automatically.")
                             .arg(joinedList(pages));
    } else if (!unreachable.isEmpty()) {
        result.summary =
            tr("Could not look for a security policy: %1.").arg(joinedList(unreachable));
    } else if (check.inputs.isEmpty()) {
        result.summary = tr("No GitHub repository or security policy page is linked.");
    } else {
        result.summary = tr("The linked repositories have not been fetched yet.");
    }
    return result;
}

AutomaticCheckResult AutomaticChecks::checkReleaseGap(const Check &check) const
{
    AutomaticCheckResult result;
    if (check.inputs.isEmpty()) {
        result.summary = tr("No GitHub repository or releases page of the platform is linked.");
        return result;
    }
    const LinkPreview *pytorch = previewOf(pytorchReleasesUrl());
    std::optional<std::pair<int, int>> torch;
    if (pytorch && pytorch->hasContent())
        torch = latestStableVersion(pytorch->details.value(QLatin1String("releases")).toArray());

    struct Candidate
    {
        QString source;
        QString tag;
        QString published;
        std::optional<std::pair<int, int>> version;
    };
    QList<Candidate> candidates;
    QStringList unreachable, searched;
    for (const QUrl &input : check.inputs) {
        if (net::encodedKey(input) == net::encodedKey(pytorchReleasesUrl())
            || m_indexPages.contains(input))
            continue;
        const LinkPreview *preview = previewOf(input);
        if (!preview)
            continue;
        if (!preview->hasContent()) {
            if (preview->lastAttemptFailed())
                unreachable.append(repoName(input));
            continue;
        }
        if (!searched.contains(repoName(input)))
            searched.append(repoName(input));
        QJsonObject release;
        if (preview->kind == PreviewKind::GitHubRepo) {
            release = preview->details.value(QLatin1String("latest_release")).toObject();
        } else if (preview->kind == PreviewKind::GitHubReleases) {
            const QJsonArray releases = preview->details.value(QLatin1String("releases")).toArray();
            for (const QJsonValue &value : releases) {
                const QJsonObject entry = value.toObject();
                if (!entry.value(QLatin1String("draft")).toBool()
                    && !entry.value(QLatin1String("prerelease")).toBool()) {
                    release = entry;
                    break;
                }
            }
        }
        if (release.isEmpty())
            continue;
        Candidate candidate;
        candidate.source = repoName(input);
        candidate.tag = release.value(QLatin1String("tag")).toString();
        candidate.published = dateText(release.value(QLatin1String("published_at")).toString());
        candidate.version = torchVersionIn(candidate.tag);
        if (!candidate.version)
            candidate.version = torchVersionIn(release.value(QLatin1String("name")).toString());
        candidates.append(candidate);
    }

    if (candidates.isEmpty()) {
        if (std::optional<AutomaticCheckResult> fromIndexes = releaseGapFromIndexes(check, torch))
            return *fromIndexes;
        if (!searched.isEmpty()) {
            result.summary = tr("No release was found in %1.").arg(joinedList(searched));
            if (!unreachable.isEmpty())
                result.summary +=
                    QLatin1Char(' ') + tr("%1 could not be fetched.").arg(joinedList(unreachable));
        } else if (!unreachable.isEmpty()) {
            result.summary = tr("The platform's releases could not be fetched from %1.")
                                 .arg(joinedList(unreachable));
        } else {
            result.summary = tr("The linked repositories have not been fetched yet.");
        }
        return result;
    }
    if (!torch) {
        result.summary = tr("PyTorch's releases could not be fetched%1, so the platform's latest "
                            "release %2 was not compared.")
                             .arg(pytorch && !pytorch->errorText.isEmpty()
                                      ? QStringLiteral(" (") + pytorch->errorText + QLatin1Char(')')
                                      : QString())
                             .arg(candidates.constFirst().tag);
        return result;
    }
    // The most favourable candidate: the newest PyTorch version any of them follows.
    const Candidate *best = nullptr;
    for (const Candidate &candidate : candidates) {
        if (candidate.version && (!best || *candidate.version > *best->version))
            best = &candidate;
    }
    const QString torchText = QStringLiteral("%1.%2").arg(torch->first).arg(torch->second);
    if (!best) {
        result.status = CheckStatus::Warn;
        result.summary =
            tr("The latest release %1 of %2 names no version number to compare with "
               "PyTorch %3.")
                .arg(candidates.constFirst().tag, candidates.constFirst().source, torchText);
        return result;
    }
    const QString follows =
        QStringLiteral("%1.%2").arg(best->version->first).arg(best->version->second);
    if (best->version->first != torch->first) {
        result.status = CheckStatus::Warn;
        result.summary = tr("The latest release %1 of %2 (%3) is numbered %4, which does not "
                            "follow PyTorch's versions (PyTorch %5).")
                             .arg(best->tag, best->source, best->published, follows, torchText);
        return result;
    }
    const int gap = torch->second - best->version->second;
    if (gap > kMaxMinorGap) {
        result.status = CheckStatus::Fail;
        result.summary = tr("The latest release %1 of %2 (%3) follows PyTorch %4, %n minor "
                            "version(s) behind PyTorch %5: more than three.",
                            nullptr, gap)
                             .arg(best->tag, best->source, best->published, follows, torchText);
    } else if (gap > 0) {
        result.status = CheckStatus::Pass;
        result.summary = tr("The latest release %1 of %2 (%3) follows PyTorch %4, %n minor "
                            "version(s) behind PyTorch %5 (at most three are allowed).",
                            nullptr, gap)
                             .arg(best->tag, best->source, best->published, follows, torchText);
    } else {
        result.status = CheckStatus::Pass;
        result.summary = tr("The latest release %1 of %2 (%3) follows PyTorch %4, PyTorch's "
                            "latest release is %5.")
                             .arg(best->tag, best->source, best->published, follows, torchText);
    }
    return result;
}

std::optional<AutomaticCheckResult>
AutomaticChecks::releaseGapFromIndexes(const Check &check,
                                       const std::optional<std::pair<int, int>> &torch) const
{
    struct Newest
    {
        QString page;
        QString filename;
        std::pair<int, int> version;
    };
    std::optional<Newest> newest; // the newest file that follows PyTorch's numbering
    std::optional<Newest> other; // else the newest file at all
    QStringList pagesWithFiles;
    for (const QUrl &input : check.inputs) {
        if (!m_indexPages.contains(input))
            continue;
        const LinkPreview *preview = previewOf(input);
        if (!preview || !preview->hasContent())
            continue;
        const QList<SimpleIndex::File> files =
            SimpleIndex::fromJson(preview->details.value(QLatin1String("index_files")).toArray());
        if (files.isEmpty())
            continue;
        pagesWithFiles.append(displayAddress(input));
        for (const SimpleIndex::File &file : files) {
            if (file.yanked)
                continue;
            const std::optional<std::pair<int, int>> version =
                SimpleIndex::torchVersionOf(SimpleIndex::versionOf(file.filename));
            if (!version)
                continue;
            const Newest candidate { displayAddress(input), file.filename, *version };
            const bool follows = torch ? version->first == torch->first : version->first == 2;
            std::optional<Newest> &slot = follows ? newest : other;
            if (!slot || candidate.version > slot->version)
                slot = candidate;
        }
    }
    if (pagesWithFiles.isEmpty())
        return std::nullopt;
    AutomaticCheckResult result;
    if (!newest && !other) {
        result.summary =
            tr("%1 lists no release file that is not yanked.").arg(joinedList(pagesWithFiles));
        return result;
    }
    if (!torch) {
        const Newest &shown = newest ? *newest : *other;
        result.summary = tr("PyTorch's releases could not be fetched, so the newest file on %1, "
                            "%2, was not compared.")
                             .arg(shown.page, shown.filename);
        return result;
    }
    const QString torchText = QStringLiteral("%1.%2").arg(torch->first).arg(torch->second);
    if (!newest) {
        result.status = CheckStatus::Warn;
        result.summary = tr("The newest file on %1, %2, is numbered in a way that does not "
                            "follow PyTorch's versions (PyTorch %3).")
                             .arg(other->page, other->filename, torchText);
        return result;
    }
    const QString follows =
        QStringLiteral("%1.%2").arg(newest->version.first).arg(newest->version.second);
    const int gap = torch->second - newest->version.second;
    if (gap > kMaxMinorGap) {
        result.status = CheckStatus::Fail;
        result.summary = tr("The newest file on %1, %2, follows PyTorch %3, %n minor version(s) "
                            "behind PyTorch %4: more than three.",
                            nullptr, gap)
                             .arg(newest->page, newest->filename, follows, torchText);
    } else if (gap > 0) {
        result.status = CheckStatus::Pass;
        result.summary = tr("The newest file on %1, %2, follows PyTorch %3, %n minor version(s) "
                            "behind PyTorch %4 (at most three are allowed).",
                            nullptr, gap)
                             .arg(newest->page, newest->filename, follows, torchText);
    } else {
        result.status = CheckStatus::Pass;
        result.summary = tr("The newest file on %1, %2, follows PyTorch %3; PyTorch's latest "
                            "release is %4.")
                             .arg(newest->page, newest->filename, follows, torchText);
    }
    return result;
}

AutomaticCheckResult AutomaticChecks::checkWorkingCi(const Check &check) const
{
    AutomaticCheckResult result;
    if (check.inputs.isEmpty()) {
        result.summary = tr("No GitHub repository or workflow is linked.");
        return result;
    }
    struct Run
    {
        QString conclusion;
        QDateTime createdAt;
    };
    QList<Run> runs;
    QSet<QString> seenRuns; // a run listed by the repository and by its workflow counts once
    QStringList sources, unreachable;
    QHash<QString, QString> defaultBranches; // owner/repo (lower case) -> branch
    for (const QUrl &input : check.inputs) {
        const LinkPreview *preview = previewOf(input);
        if (preview && preview->hasContent() && preview->kind == PreviewKind::GitHubRepo)
            defaultBranches.insert(
                targetOf(input).fullName().toLower(),
                preview->details.value(QLatin1String("default_branch")).toString());
    }
    for (const QUrl &input : check.inputs) {
        const LinkPreview *preview = previewOf(input);
        if (!preview)
            continue;
        const preview::GitHubTarget target = targetOf(input);
        if (!preview->hasContent()) {
            if (preview->lastAttemptFailed())
                unreachable.append(repoName(input));
            continue;
        }
        QJsonArray listed;
        QString branch = defaultBranches.value(target.fullName().toLower());
        if (preview->kind == PreviewKind::GitHubRepo) {
            listed = preview->details.value(QLatin1String("ci_runs")).toArray();
            sources.append(branch.isEmpty() ? target.fullName()
                                            : tr("%1 on %2").arg(target.fullName(), branch));
        } else if (preview->kind == PreviewKind::GitHubWorkflow) {
            listed = preview->details.value(QLatin1String("runs")).toArray();
            sources.append(target.fullName() + QLatin1Char('/') + target.workflow);
        }
        for (const QJsonValue &value : std::as_const(listed)) {
            const QJsonObject run = value.toObject();
            if (!branch.isEmpty() && run.value(QLatin1String("head_branch")).toString() != branch)
                continue;
            const QString runUrl = run.value(QLatin1String("html_url")).toString();
            if (!runUrl.isEmpty() && seenRuns.contains(runUrl))
                continue;
            seenRuns.insert(runUrl);
            runs.append(
                Run { run.value(QLatin1String("conclusion")).toString(),
                      QDateTime::fromString(run.value(QLatin1String("created_at")).toString(),
                                            Qt::ISODate) });
        }
    }
    if (sources.isEmpty()) {
        result.summary = unreachable.isEmpty()
            ? tr("The linked repositories have not been fetched yet.")
            : tr("Could not look at the workflow runs of %1.").arg(joinedList(unreachable));
        return result;
    }
    const QString where = joinedList(sources);
    if (runs.isEmpty()) {
        result.status = CheckStatus::Fail;
        result.summary = tr("No recent workflow runs on the default branch of %1.").arg(where);
        return result;
    }
    std::sort(runs.begin(), runs.end(),
              [](const Run &a, const Run &b) { return a.createdAt > b.createdAt; });
    int successes = 0;
    int failures = 0;
    const Run *latest = nullptr;
    for (const Run &run : std::as_const(runs)) {
        const bool success = run.conclusion == QLatin1String("success");
        const bool failure = isFailingConclusion(run.conclusion);
        successes += success ? 1 : 0;
        failures += failure ? 1 : 0;
        if ((success || failure) && !latest)
            latest = &run;
    }
    const int finished = successes + failures;
    if (!latest) {
        result.status = CheckStatus::Warn;
        result.summary = tr("None of the %n recent workflow run(s) of %1 finished with success or "
                            "failure.",
                            nullptr, int(runs.size()))
                             .arg(where);
        return result;
    }
    const QString latestDate = latest->createdAt.toUTC().date().toString(Qt::ISODate);
    const bool latestSucceeded = latest->conclusion == QLatin1String("success");
    const QString tally =
        tr("%1 of %n finished run(s) succeeded", nullptr, finished).arg(successes);
    if (successes == 0) {
        result.status = CheckStatus::Fail;
        result.summary = tr("All %n recent finished workflow run(s) of %1 failed (latest %2).",
                            nullptr, finished)
                             .arg(where, latestDate);
    } else if (!latestSucceeded) {
        result.status = CheckStatus::Warn;
        result.summary =
            tr("The latest workflow run of %1 (%2) failed; %3.").arg(where, latestDate, tally);
    } else if (successes < failures) {
        result.status = CheckStatus::Warn;
        result.summary = tr("The latest workflow run of %1 (%2) succeeded, but only %3.")
                             .arg(where, latestDate, tally);
    } else {
        result.status = CheckStatus::Pass;
        result.summary =
            tr("The latest workflow run of %1 (%2) succeeded; %3.").arg(where, latestDate, tally);
    }
    // Runs long ago say little about CI today.
    QDateTime newestAttempt;
    for (const QUrl &input : check.inputs) {
        if (const LinkPreview *preview = previewOf(input); preview && preview->fetchedAt.isValid())
            newestAttempt = std::max(newestAttempt, preview->fetchedAt);
    }
    const qint64 age = latest->createdAt.daysTo(
        newestAttempt.isValid() ? newestAttempt : QDateTime::currentDateTimeUtc());
    if (result.status == CheckStatus::Pass && age > kStaleRunDays) {
        result.status = CheckStatus::Warn;
        result.summary += QLatin1Char(' ')
            + tr("The latest run was %n day(s) before the data was fetched.", nullptr, int(age));
    }
    return result;
}

AutomaticCheckResult AutomaticChecks::checkPackage(const Check &check) const
{
    AutomaticCheckResult result;
    if (check.inputs.isEmpty()) {
        result.summary = tr("No package index or download page is linked.");
        return result;
    }
    QStringList answered, failed;
    for (const QUrl &input : check.inputs) {
        const LinkPreview *preview = previewOf(input);
        if (!preview || preview->status == PreviewStatus::NotFetched)
            continue;
        if (preview->status == PreviewStatus::Ok) {
            answered.append(displayAddress(input));
        } else {
            const QString reason = preview->httpStatus > 0
                ? QStringLiteral("HTTP %1").arg(preview->httpStatus)
                : previewStatusDisplayName(preview->status).toLower();
            failed.append(tr("%1 (%2)").arg(displayAddress(input), reason));
        }
    }
    if (answered.isEmpty() && failed.isEmpty()) {
        result.summary = tr("The linked pages have not been fetched yet.");
    } else if (failed.isEmpty()) {
        result.status = CheckStatus::Pass;
        result.summary = tr("The linked page(s) answer: %1.", nullptr, int(answered.size()))
                             .arg(joinedList(answered));
    } else if (!answered.isEmpty()) {
        result.status = CheckStatus::Warn;
        result.summary = tr("%1 answer(s), but %2 did not.", nullptr, int(answered.size()))
                             .arg(joinedList(answered), joinedList(failed));
    } else {
        result.status = CheckStatus::Fail;
        result.summary = tr("None of the linked pages answers: %1.").arg(joinedList(failed));
    }
    return result;
}

AutomaticCheckResult AutomaticChecks::checkCiRelay(const Check &check) const
{
    Q_UNUSED(check); // its one input is the allowlist, there whenever there are candidates
    AutomaticCheckResult result;
    const QStringList candidates = relayCandidates();
    const bool inTree = saysInTree(m_statement);
    const QString notApplicable =
        tr("In-tree: not applicable. The application says the platform is developed in "
           "PyTorch's own tree; the CI relay lists downstream repositories only.");
    if (candidates.isEmpty()) {
        if (inTree) {
            result.status = CheckStatus::NotApplicable;
            result.summary = notApplicable;
        } else {
            result.summary = tr("No GitHub repository or HUD page of the platform is linked.");
        }
        return result;
    }
    const LinkPreview *file = previewOf(CiRelayAllowlist::fileUrl());
    if (!file || !file->hasContent()) {
        if (file && file->lastAttemptFailed()) {
            QString reason = file->errorText.isEmpty()
                ? previewStatusDisplayName(file->status).toLower()
                : file->errorText;
            while (reason.endsWith(QLatin1Char('.')))
                reason.chop(1);
            result.summary = tr("PyTorch's CI relay allowlist (%1) could not be fetched: %2.")
                                 .arg(CiRelayAllowlist::path(), reason);
        } else {
            result.summary = tr("PyTorch's CI relay allowlist has not been fetched yet.");
        }
        return result;
    }
    // The date of the file read, not of the last attempt: offline, that is the cached copy's.
    const QString asOf = file->fetchedAt.toUTC().date().toString(Qt::ISODate);
    const std::optional<CiRelayAllowlist> allowlist =
        CiRelayAllowlist::parse(file->details.value(QLatin1String("content")).toString());
    if (!allowlist) {
        result.summary = tr("PyTorch's CI relay allowlist (%1, as of %2) names no level from L1 "
                            "to L4; its format may have changed.")
                             .arg(CiRelayAllowlist::path(), asOf);
        return result;
    }
    std::optional<CiRelayEntry> best;
    for (const QString &name : candidates) {
        const std::optional<CiRelayEntry> entry = allowlist->entry(name);
        if (entry && (!best || entry->level > best->level))
            best = entry;
    }
    if (!best) {
        if (inTree) {
            result.status = CheckStatus::NotApplicable;
            result.summary = notApplicable;
        } else {
            result.status = CheckStatus::Fail;
            result.summary = tr("Not on PyTorch's CI relay allowlist (as of %1): %2. No HUD page "
                                "shows the results.")
                                 .arg(asOf, joinedList(candidates));
        }
        return result;
    }
    if (best->level >= 2) {
        result.status = CheckStatus::Pass;
        result.summary =
            tr("%1 is at %2 on PyTorch's CI relay (allowlist as of %3): its "
               "results have a HUD page, %4.")
                .arg(best->repository, best->levelText(), asOf, best->hudUrl().toString());
    } else {
        result.status = CheckStatus::Warn;
        result.summary = tr("%1 is at %2 on PyTorch's CI relay (allowlist as of %3): it "
                            "receives PyTorch's events, but its results are on no HUD page yet; "
                            "dedicated HUD pages need L2 or higher.")
                             .arg(best->repository, best->levelText(), asOf);
    }
    return result;
}

} // namespace acp
