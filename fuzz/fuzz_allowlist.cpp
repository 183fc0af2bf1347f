// libFuzzer target: PyTorch's CI relay allowlist reader (src/core/preview/CiRelayAllowlist) on
// arbitrary text, and the in-tree reading of an application's statement (AutomaticChecks).
// Whatever it accepts holds what CiRelayAllowlist.h promises: every entry a repository name at
// level 1 to 4, found again by its name in any case, each name once, a label only at L3.

#include "FuzzSupport.h"
#include "core/preview/AutomaticChecks.h"
#include "core/preview/CiRelayAllowlist.h"

#include <QSet>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = acp::fuzz::text(data, size);
    (void)acp::AutomaticChecks::saysInTree(text);
    (void)acp::CiRelayAllowlist::repositoryOfHudPage(QUrl(text.left(300)));

    const std::optional<acp::CiRelayAllowlist> list = acp::CiRelayAllowlist::parse(text);
    if (!list)
        return 0;
    const QList<acp::CiRelayEntry> entries = list->entries();
    ACP_FUZZ_CHECK(entries.size() == list->size());
    QSet<QString> seen;
    for (const acp::CiRelayEntry &entry : entries) {
        ACP_FUZZ_CHECK(acp::CiRelayAllowlist::isRepositoryName(entry.repository));
        ACP_FUZZ_CHECK(entry.level >= 1 && entry.level <= 4);
        ACP_FUZZ_CHECK(entry.level == 3 || entry.label.isEmpty());
        const QString key = entry.repository.toLower();
        ACP_FUZZ_CHECK(!seen.contains(key));
        seen.insert(key);
        const std::optional<acp::CiRelayEntry> found = list->entry(entry.repository.toUpper());
        ACP_FUZZ_CHECK(found && found->level == entry.level
                       && found->repository == entry.repository);
        // The HUD page it names leads back to it.
        ACP_FUZZ_CHECK(acp::CiRelayAllowlist::repositoryOfHudPage(entry.hudUrl())
                       == entry.repository);
    }
    return 0;
}
