// libFuzzer target: decoding GitHub REST payloads (src/core/github/GitHubJson) from arbitrary
// bytes, as the sync does with every answer: objects and arrays of issues, comments, reactions
// and labels, and the loose fields inside them.

#include "FuzzSupport.h"
#include "core/github/GitHubJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

void decodeObject(const QJsonObject &object)
{
    (void)acp::github::issueFromJson(object);
    (void)acp::github::commentFromJson(object);
    (void)acp::github::reactionFromJson(object);
    (void)acp::github::labelFromJson(object);
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const QJsonValue value = it.value();
        const QDateTime when = acp::github::timestampFromJson(value);
        if (when.isValid() && when.date().year() >= 1 && when.date().year() <= 9999) {
            // What the sync writes back as a `since` mark reads back as the same instant in whole
            // seconds (GitHub's format), never later: `since` is inclusive, so an earlier mark
            // only lists an item again, a later one would lose it.
            const QString written = acp::github::timestampToJson(when);
            const QDateTime back = acp::github::timestampFromJson(QJsonValue(written));
            ACP_FUZZ_CHECK(back.isValid());
            ACP_FUZZ_CHECK(back <= when);
            ACP_FUZZ_CHECK(back.msecsTo(when) < 1000);
        }
        if (value.isString())
            ACP_FUZZ_CHECK(acp::github::issueNumberFromUrl(value.toString()) >= 0);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(acp::fuzz::bytes(data, size), &error);
    if (document.isObject()) {
        decodeObject(document.object());
    } else if (document.isArray()) {
        const QJsonArray array = document.array();
        for (const QJsonValue &value : array) {
            if (value.isObject())
                decodeObject(value.toObject());
        }
    }
    // Loose strings too: an issue_url can be anything.
    (void)acp::github::issueNumberFromUrl(acp::fuzz::text(data, std::min<size_t>(size, 300)));
    return 0;
}
