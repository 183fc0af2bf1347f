// libFuzzer target: decoding GitHub REST payloads (src/core/github/GitHubJson) from arbitrary
// bytes, as the sync does with every answer: objects and arrays of issues, comments, reactions
// and labels, and the loose fields inside them. The listing pages' own readers (JsonCursor) must
// accept exactly the lists QJsonDocument accepts and read every issue and comment the same, and
// lastUpdatedOf() (a scan of the bytes) must find the last element's time the readers find, or
// none.

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

void compareCommentPage(const QByteArray &bytes, const QJsonDocument &document, bool parsed)
{
    QList<acp::Comment> comments;
    QString problem;
    const bool read = acp::github::commentsFromJson(bytes, &comments, &problem);
    ACP_FUZZ_CHECK(read == (parsed && document.isArray()));
    ACP_FUZZ_CHECK(read || (!problem.isEmpty() && comments.isEmpty())); // a refusal says why
    if (!read)
        return;
    // The sync asks for the next page from the scan's time before decoding the page.
    const QDateTime scanned = acp::github::lastUpdatedOf(bytes);
    ACP_FUZZ_CHECK(!scanned.isValid()
                   || (!comments.isEmpty() && comments.constLast().updatedAt == scanned));
    const QJsonArray array = document.array();
    ACP_FUZZ_CHECK(comments.size() == array.size());
    for (qsizetype i = 0; i < comments.size(); ++i) {
        const acp::Comment want = acp::github::commentFromJson(array.at(i).toObject());
        const acp::Comment &got = comments.at(i);
        ACP_FUZZ_CHECK(got.id == want.id);
        ACP_FUZZ_CHECK(got.issueNumber == want.issueNumber);
        ACP_FUZZ_CHECK(got.author == want.author);
        ACP_FUZZ_CHECK(got.authorId == want.authorId);
        ACP_FUZZ_CHECK(got.authorAssociation == want.authorAssociation);
        ACP_FUZZ_CHECK(got.body == want.body);
        ACP_FUZZ_CHECK(got.createdAt == want.createdAt);
        ACP_FUZZ_CHECK(got.updatedAt == want.updatedAt);
        ACP_FUZZ_CHECK(got.htmlUrl == want.htmlUrl);
        ACP_FUZZ_CHECK(got.reactionCount == want.reactionCount);
    }
}

void compareIssuePage(const QByteArray &bytes, const QJsonDocument &document, bool parsed)
{
    QList<acp::github::ListedIssue> issues;
    QString problem;
    const bool read = acp::github::issuesFromJson(bytes, &issues, &problem);
    ACP_FUZZ_CHECK(read == (parsed && document.isArray()));
    ACP_FUZZ_CHECK(read || (!problem.isEmpty() && issues.isEmpty()));
    if (!read)
        return;
    const QDateTime scanned = acp::github::lastUpdatedOf(bytes);
    ACP_FUZZ_CHECK(!scanned.isValid()
                   || (!issues.isEmpty() && issues.constLast().issue.updatedAt == scanned));
    const QJsonArray array = document.array();
    ACP_FUZZ_CHECK(issues.size() == array.size());
    for (qsizetype i = 0; i < issues.size(); ++i) {
        const acp::github::ListedIssue want =
            acp::github::listedIssueFromJson(array.at(i).toObject());
        const acp::Issue &got = issues.at(i).issue;
        ACP_FUZZ_CHECK(got.number == want.issue.number);
        ACP_FUZZ_CHECK(got.githubId == want.issue.githubId);
        ACP_FUZZ_CHECK(got.nodeId == want.issue.nodeId);
        ACP_FUZZ_CHECK(got.title == want.issue.title);
        ACP_FUZZ_CHECK(got.body == want.issue.body);
        ACP_FUZZ_CHECK(got.author == want.issue.author);
        ACP_FUZZ_CHECK(got.authorId == want.issue.authorId);
        ACP_FUZZ_CHECK(got.authorAssociation == want.issue.authorAssociation);
        ACP_FUZZ_CHECK(got.state == want.issue.state);
        ACP_FUZZ_CHECK(got.stateReason == want.issue.stateReason);
        ACP_FUZZ_CHECK(got.labels == want.issue.labels);
        ACP_FUZZ_CHECK(got.createdAt == want.issue.createdAt);
        ACP_FUZZ_CHECK(got.updatedAt == want.issue.updatedAt);
        ACP_FUZZ_CHECK(got.closedAt == want.issue.closedAt);
        ACP_FUZZ_CHECK(got.htmlUrl == want.issue.htmlUrl);
        ACP_FUZZ_CHECK(got.commentCount == want.issue.commentCount);
        ACP_FUZZ_CHECK(got.reactionCount == want.issue.reactionCount);
        ACP_FUZZ_CHECK(got.isPullRequest == want.issue.isPullRequest);
        ACP_FUZZ_CHECK(issues.at(i).labels.size() == want.labels.size());
        for (qsizetype l = 0; l < want.labels.size(); ++l) {
            ACP_FUZZ_CHECK(issues.at(i).labels.at(l).name == want.labels.at(l).name);
            ACP_FUZZ_CHECK(issues.at(i).labels.at(l).color == want.labels.at(l).color);
            ACP_FUZZ_CHECK(issues.at(i).labels.at(l).description == want.labels.at(l).description);
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QJsonParseError error;
    const QByteArray bytes = acp::fuzz::bytes(data, size);
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    compareCommentPage(bytes, document, error.error == QJsonParseError::NoError);
    compareIssuePage(bytes, document, error.error == QJsonParseError::NoError);
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
