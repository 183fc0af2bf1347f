// The in-memory records: lookups, labels, creation, and the sort orders listings read.

#include "github/Formats.h"
#include "github/GitHubTestServerPrivate.h"

#include <algorithm>

namespace acp::test {

using namespace github;

QDateTime GitHubTestServer::Private::tick()
{
    clock = clock.addSecs(1);
    repositoryUpdatedAt = clock;
    return clock;
}

GitHubTestServer::Private::IssueRec *GitHubTestServer::Private::issue(int number)
{
    const auto it = issueIndex.constFind(number);
    return it == issueIndex.constEnd() ? nullptr : &issues[size_t(*it)];
}

const GitHubTestServer::Private::IssueRec *GitHubTestServer::Private::issue(int number) const
{
    const auto it = issueIndex.constFind(number);
    return it == issueIndex.constEnd() ? nullptr : &issues[size_t(*it)];
}

GitHubTestServer::Private::CommentRec *GitHubTestServer::Private::comment(qint64 id)
{
    const auto it = commentIndex.constFind(id);
    if (it == commentIndex.constEnd())
        return nullptr;
    CommentRec *rec = &comments[size_t(*it)];
    return rec->deleted ? nullptr : rec;
}

bool GitHubTestServer::Private::commentVisible(const CommentRec &rec) const
{
    if (rec.deleted)
        return false;
    const IssueRec *owner = issue(rec.d.issueNumber);
    return owner && !owner->d.deleted;
}

void GitHubTestServer::Private::touchIssue(IssueRec &rec, const QDateTime &when)
{
    rec.d.updatedAt = when;
    rec.json.clear();
    issueOrdersDirty = true;
}

// ---- Labels ----------------------------------------------------------------------------------

GitHubTestServer::Private::LabelRec *GitHubTestServer::Private::label(const QString &labelName)
{
    const auto it = labelIndex.constFind(labelName.toLower());
    return it == labelIndex.constEnd() ? nullptr : &labels[size_t(*it)];
}

GitHubTestServer::Private::LabelRec &
GitHubTestServer::Private::ensureLabel(const QString &labelName, const QString &color,
                                       const QString &description)
{
    if (LabelRec *existing = label(labelName))
        return *existing;
    LabelRec rec;
    rec.id = nextLabelId++;
    rec.name = labelName;
    rec.color = color;
    rec.description = description;
    labels.push_back(rec);
    labelIndex.insert(labelName.toLower(), int(labels.size() - 1));
    return labels.back();
}

QStringList GitHubTestServer::Private::canonicalLabels(const QStringList &names)
{
    QStringList result;
    for (const QString &labelName : names) {
        const QString trimmed = labelName.trimmed();
        if (trimmed.isEmpty())
            continue;
        const QString canonical = ensureLabel(trimmed).name;
        if (!result.contains(canonical, Qt::CaseInsensitive))
            result.append(canonical);
    }
    return result;
}

// ---- Creation --------------------------------------------------------------------------------

int GitHubTestServer::Private::insertIssue(IssueData data)
{
    if (data.number <= 0)
        data.number = nextNumber;
    nextNumber = std::max(nextNumber, data.number + 1);
    if (data.id <= 0)
        data.id = nextIssueId++;
    else
        nextIssueId = std::max(nextIssueId, data.id + 1);
    if (!data.createdAt.isValid())
        data.createdAt = clock;
    data.createdAt = toSeconds(data.createdAt);
    data.updatedAt = data.updatedAt.isValid() ? toSeconds(data.updatedAt) : data.createdAt;
    data.closedAt = toSeconds(data.closedAt);
    data.labels = canonicalLabels(data.labels);
    if (data.state != QLatin1String("closed"))
        data.state = QStringLiteral("open");
    if (data.author.isEmpty())
        data.author = QStringLiteral("ghost");

    if (IssueRec *existing = issue(data.number)) {
        existing->d = data;
        existing->json.clear();
    } else {
        IssueRec rec;
        rec.d = data;
        if (issueListingLagMs > 0) // a lagging replica lists it later
            rec.listedFrom = lagTimer.elapsed() + issueListingLagMs;
        issues.push_back(std::move(rec));
        issueIndex.insert(data.number, int(issues.size() - 1));
    }
    issueOrdersDirty = true;
    commentOrdersDirty = true;
    return data.number;
}

qint64 GitHubTestServer::Private::insertComment(CommentData data)
{
    IssueRec *owner = issue(data.issueNumber);
    if (!owner)
        return 0;
    if (data.id <= 0)
        data.id = nextCommentId++;
    else
        nextCommentId = std::max(nextCommentId, data.id + 1);
    if (!data.createdAt.isValid())
        data.createdAt = clock;
    data.createdAt = toSeconds(data.createdAt);
    data.updatedAt = data.updatedAt.isValid() ? toSeconds(data.updatedAt) : data.createdAt;
    if (data.author.isEmpty())
        data.author = QStringLiteral("ghost");
    if (CommentRec *existing = comment(data.id)) {
        // Replace in place (fixture reload); keep the owner's id list right.
        if (IssueRec *oldOwner = issue(existing->d.issueNumber)) {
            auto &ids = oldOwner->commentIds;
            ids.erase(std::remove(ids.begin(), ids.end(), data.id), ids.end());
            oldOwner->json.clear();
        }
        existing->d = data;
        existing->json.clear();
    } else {
        CommentRec rec;
        rec.d = data;
        if (commentListingLagMs > 0) // a lagging replica lists it later
            rec.listedFrom = lagTimer.elapsed() + commentListingLagMs;
        if (comments.empty() || comments.back().d.id < data.id) {
            comments.push_back(std::move(rec));
            commentIndex.insert(data.id, int(comments.size() - 1));
        } else {
            const auto at =
                std::lower_bound(comments.begin(), comments.end(), data.id,
                                 [](const CommentRec &c, qint64 id) { return c.d.id < id; });
            comments.insert(at, std::move(rec));
            commentIndex.clear();
            for (size_t i = 0; i < comments.size(); ++i)
                commentIndex.insert(comments[i].d.id, int(i));
        }
    }
    auto &ids = owner->commentIds;
    ids.insert(std::lower_bound(ids.begin(), ids.end(), data.id), data.id);
    owner->json.clear();
    commentOrdersDirty = true;
    return data.id;
}

std::pair<qint64, bool> GitHubTestServer::Private::insertReaction(std::vector<ReactionData> &list,
                                                                  ReactionData data)
{
    for (const ReactionData &existing : list) {
        if (existing.user.compare(data.user, Qt::CaseInsensitive) == 0
            && existing.content == data.content)
            return { existing.id, false };
    }
    if (data.id <= 0)
        data.id = nextReactionId++;
    else
        nextReactionId = std::max(nextReactionId, data.id + 1);
    data.createdAt = data.createdAt.isValid() ? toSeconds(data.createdAt) : clock;
    list.push_back(data);
    return { data.id, true };
}

// ---- Sort orders -----------------------------------------------------------------------------

void GitHubTestServer::Private::ensureIssueOrders()
{
    if (!issueOrdersDirty)
        return;
    issueOrderCreated.clear();
    for (size_t i = 0; i < issues.size(); ++i) {
        if (!issues[i].d.deleted)
            issueOrderCreated.push_back(int(i));
    }
    issueOrderUpdated = issueOrderCreated;
    sortByKey(issueOrderCreated, [this](int i) {
        const IssueData &d = issues[size_t(i)].d;
        return std::pair<qint64, qint64>(d.createdAt.toSecsSinceEpoch(), d.number);
    });
    sortByKey(issueOrderUpdated, [this](int i) {
        const IssueData &d = issues[size_t(i)].d;
        return std::pair<qint64, qint64>(d.updatedAt.toSecsSinceEpoch(), d.number);
    });
    issueOrdersDirty = false;
}

void GitHubTestServer::Private::ensureCommentOrders()
{
    if (!commentOrdersDirty)
        return;
    commentOrderId.clear();
    for (size_t i = 0; i < comments.size(); ++i) {
        if (commentVisible(comments[i]))
            commentOrderId.push_back(int(i));
    }
    commentOrderCreated = commentOrderId;
    commentOrderUpdated = commentOrderId;
    sortByKey(commentOrderCreated, [this](int i) {
        const CommentData &d = comments[size_t(i)].d;
        return std::pair<qint64, qint64>(d.createdAt.toSecsSinceEpoch(), d.id);
    });
    sortByKey(commentOrderUpdated, [this](int i) {
        const CommentData &d = comments[size_t(i)].d;
        return std::pair<qint64, qint64>(d.updatedAt.toSecsSinceEpoch(), d.id);
    });
    commentOrdersDirty = false;
}

} // namespace acp::test
