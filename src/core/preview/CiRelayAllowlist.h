#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

namespace acp {

// One downstream repository on PyTorch's cross-repository CI relay (CRCR), and how far it takes
// part: L1 onboarding (events forwarded, no feedback), L2 observation (results on a HUD page),
// L3 stable (a non-blocking check on PRs under a ciflow/oot/<label> label), L4 mature (a
// blocking check on every PR).
struct CiRelayEntry
{
    QString repository; // "owner/repo", as the file spells it
    int level = 0; // 1 to 4
    QString label; // L3: the label group it is listed under; empty otherwise

    // "L2 (observation)": translated.
    QString levelText() const;
    // https://hud.pytorch.org/crcr/OWNER/REPO
    QUrl hudUrl() const;
};

// PyTorch's `.github/allowlist.yml`, the list of the relay's downstream repositories by level.
// The file is YAML, in the shape its header documents:
//
//   L1:
//     - org1/repo1
//   L3:
//     <label>:
//       org3/repo3: [oncall1, oncall2]
//   L4:
//     - org4/repo4: [oncall1]
//
// read line by line (flow lists "L1: [a/b, c/d]" too; comments and quotes dropped), without a
// YAML library: the file is written by people, so anything that is not a repository name under
// a level is skipped, never an error. A file without any level key is not this file.
class CiRelayAllowlist
{
public:
    // Where the relay's file lives, and the file as a GitHub link (previewed through the API).
    static QString path(); // ".github/allowlist.yml"
    static QUrl fileUrl(); // https://github.com/pytorch/pytorch/blob/main/.github/allowlist.yml

    // nullopt when the text names no level (L1 to L4) at all.
    static std::optional<CiRelayAllowlist> parse(const QString &text);

    // The entry of `repository` ("owner/repo", any case); nullopt when it is not listed. A
    // repository listed at several levels counts at its highest.
    std::optional<CiRelayEntry> entry(const QString &repository) const;
    QList<CiRelayEntry> entries() const; // in the file's order
    int size() const { return int(m_entries.size()); }

    // The repository a HUD page of the relay is about: hud.pytorch.org/crcr/OWNER/REPO[/...]
    // gives "OWNER/REPO"; anything else an empty string.
    static QString repositoryOfHudPage(const QUrl &url);
    // "owner/repo" as GitHub allows them: nothing else is ever an entry.
    static bool isRepositoryName(const QString &text);

private:
    void add(const QString &repository, int level, const QString &label);

    QList<CiRelayEntry> m_entries;
    QHash<QString, int> m_byName; // lower-case name -> index into m_entries
};

} // namespace acp
