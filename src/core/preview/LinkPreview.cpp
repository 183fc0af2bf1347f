#include "core/preview/LinkPreview.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace acp {

namespace {

constexpr std::array<std::pair<PreviewKind, const char *>, 5> kKinds = { {
    { PreviewKind::WebPage, "web-page" },
    { PreviewKind::GitHubRepo, "github-repo" },
    { PreviewKind::GitHubFile, "github-file" },
    { PreviewKind::GitHubWorkflow, "github-workflow" },
    { PreviewKind::GitHubReleases, "github-releases" },
} };

constexpr std::array<std::pair<PreviewStatus, const char *>, 11> kStatuses = { {
    { PreviewStatus::NotFetched, "not-fetched" },
    { PreviewStatus::Ok, "ok" },
    { PreviewStatus::NotFound, "not-found" },
    { PreviewStatus::Timeout, "timeout" },
    { PreviewStatus::TlsError, "tls-error" },
    { PreviewStatus::TooLarge, "too-large" },
    { PreviewStatus::RedirectLoop, "redirect-loop" },
    { PreviewStatus::HttpError, "http-error" },
    { PreviewStatus::BlockedScheme, "blocked-scheme" },
    { PreviewStatus::NetworkError, "network-error" },
    { PreviewStatus::BlockedAddress, "blocked-address" },
} };

constexpr std::array<std::pair<CheckStatus, const char *>, 5> kCheckStatuses = { {
    { CheckStatus::Unknown, "unknown" },
    { CheckStatus::Pass, "pass" },
    { CheckStatus::Warn, "warn" },
    { CheckStatus::Fail, "fail" },
    { CheckStatus::NotApplicable, "not-applicable" },
} };

template<typename Enum, size_t N>
QString idOf(const std::array<std::pair<Enum, const char *>, N> &table, Enum value)
{
    for (const auto &entry : table) {
        if (entry.first == value)
            return QString::fromLatin1(entry.second);
    }
    return {};
}

template<typename Enum, size_t N>
std::optional<Enum> fromId(const std::array<std::pair<Enum, const char *>, N> &table,
                           QStringView id)
{
    for (const auto &entry : table) {
        if (id.compare(QLatin1String(entry.second), Qt::CaseInsensitive) == 0)
            return entry.first;
    }
    return std::nullopt;
}

} // namespace

QString previewKindId(PreviewKind kind)
{
    return idOf(kKinds, kind);
}

std::optional<PreviewKind> previewKindFromId(QStringView id)
{
    return fromId(kKinds, id);
}

QString previewStatusId(PreviewStatus status)
{
    return idOf(kStatuses, status);
}

std::optional<PreviewStatus> previewStatusFromId(QStringView id)
{
    return fromId(kStatuses, id);
}

QString previewStatusDisplayName(PreviewStatus status)
{
    switch (status) {
    case PreviewStatus::NotFetched:
        return QCoreApplication::translate("acp::LinkPreview", "Not fetched yet");
    case PreviewStatus::Ok:
        return QCoreApplication::translate("acp::LinkPreview", "Fetched");
    case PreviewStatus::NotFound:
        return QCoreApplication::translate("acp::LinkPreview", "Not found");
    case PreviewStatus::Timeout:
        return QCoreApplication::translate("acp::LinkPreview", "Timed out");
    case PreviewStatus::TlsError:
        return QCoreApplication::translate("acp::LinkPreview", "Secure connection failed");
    case PreviewStatus::TooLarge:
        return QCoreApplication::translate("acp::LinkPreview", "Page too large");
    case PreviewStatus::RedirectLoop:
        return QCoreApplication::translate("acp::LinkPreview", "Redirect loop");
    case PreviewStatus::HttpError:
        return QCoreApplication::translate("acp::LinkPreview", "Server error");
    case PreviewStatus::BlockedScheme:
        return QCoreApplication::translate("acp::LinkPreview", "Not a web address");
    case PreviewStatus::NetworkError:
        return QCoreApplication::translate("acp::LinkPreview", "Unreachable");
    case PreviewStatus::BlockedAddress:
        return QCoreApplication::translate("acp::LinkPreview", "Address refused");
    }
    return {};
}

QString checkStatusId(CheckStatus status)
{
    return idOf(kCheckStatuses, status);
}

std::optional<CheckStatus> checkStatusFromId(QStringView id)
{
    return fromId(kCheckStatuses, id);
}

QString checkStatusDisplayName(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Unknown:
        return QCoreApplication::translate("acp::LinkPreview", "Unknown");
    case CheckStatus::Pass:
        return QCoreApplication::translate("acp::LinkPreview", "Pass");
    case CheckStatus::Warn:
        return QCoreApplication::translate("acp::LinkPreview", "Warning");
    case CheckStatus::Fail:
        return QCoreApplication::translate("acp::LinkPreview", "Fail");
    case CheckStatus::NotApplicable:
        return QCoreApplication::translate("acp::LinkPreview", "Not applicable");
    }
    return {};
}

} // namespace acp
