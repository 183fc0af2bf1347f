#include "core/github/GitHubJson.h"

#include "core/domain/Timestamps.h"
#include "core/github/JsonCursor.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QTimeZone>

#include <algorithm>
#include <cstring>

namespace acp::github {

namespace {

QString stringOf(const QJsonObject &object, QLatin1String key)
{
    // toString() already maps null and missing values to an empty string.
    return object.value(key).toString();
}

// Deleted accounts come back as null (or with no login); GitHub shows them as "ghost".
QString loginOrGhost(const QString &login)
{
    return login.isEmpty() ? QStringLiteral("ghost") : login;
}

QString loginOf(const QJsonValue &user)
{
    return loginOrGhost(user.toObject().value(QLatin1String("login")).toString());
}

qint64 userIdOf(const QJsonValue &user)
{
    return user.toObject().value(QLatin1String("id")).toInteger();
}

int reactionTotalOf(const QJsonObject &object)
{
    return object.value(QLatin1String("reactions"))
        .toObject()
        .value(QLatin1String("total_count"))
        .toInt();
}

QUrl urlFromText(const QString &text)
{
    return text.isEmpty() ? QUrl() : QUrl(text);
}

QUrl urlOf(const QJsonObject &object, QLatin1String key)
{
    return urlFromText(stringOf(object, key));
}

} // namespace

QDateTime timestampFromJson(const QJsonValue &value)
{
    return timestampFromText(value.toString());
}

QDateTime timestampFromText(const QString &text)
{
    if (const std::optional<UtcDateTime> read = readWholeSecondUtc(text))
        return utcDateTime(read->date, read->time);
    if (text.isEmpty())
        return {};
    const QDateTime parsed = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!parsed.isValid())
        return {};
    return parsed.toUTC();
}

QString timestampToJson(const QDateTime &when)
{
    if (!when.isValid())
        return {};
    // GitHub's own format: YYYY-MM-DDTHH:MM:SSZ, whole seconds, UTC.
    return when.toTimeZone(QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss'Z'"));
}

int issueNumberFromUrl(const QString &issueUrl)
{
    const int slash = issueUrl.lastIndexOf(QLatin1Char('/'));
    if (slash < 0)
        return 0;
    const QStringView tail = QStringView(issueUrl).mid(slash + 1);
    const QStringView before = QStringView(issueUrl).left(slash);
    if (!before.endsWith(QLatin1String("/issues")) && !before.endsWith(QLatin1String("/pulls")))
        return 0;
    bool ok = false;
    const int number = tail.toInt(&ok);
    return ok && number > 0 ? number : 0;
}

Label labelFromJson(const QJsonObject &object)
{
    Label label;
    label.name = stringOf(object, QLatin1String("name"));
    label.color = stringOf(object, QLatin1String("color"));
    label.description = stringOf(object, QLatin1String("description"));
    return label;
}

Issue issueFromJson(const QJsonObject &object)
{
    Issue issue;
    issue.number = object.value(QLatin1String("number")).toInt();
    issue.githubId = object.value(QLatin1String("id")).toInteger();
    issue.nodeId = stringOf(object, QLatin1String("node_id"));
    issue.title = stringOf(object, QLatin1String("title"));
    issue.body = stringOf(object, QLatin1String("body"));
    issue.author = loginOf(object.value(QLatin1String("user")));
    issue.authorId = userIdOf(object.value(QLatin1String("user")));
    issue.authorAssociation = stringOf(object, QLatin1String("author_association"));
    issue.state = stringOf(object, QLatin1String("state"));
    issue.stateReason = stringOf(object, QLatin1String("state_reason"));
    const QJsonArray labels = object.value(QLatin1String("labels")).toArray();
    for (const QJsonValue &label : labels) {
        // Labels are objects on the REST API, but plain names appear in some payloads.
        const QString name = label.isString()
            ? label.toString()
            : label.toObject().value(QLatin1String("name")).toString();
        if (!name.isEmpty())
            issue.labels.append(name);
    }
    issue.createdAt = timestampFromJson(object.value(QLatin1String("created_at")));
    issue.updatedAt = timestampFromJson(object.value(QLatin1String("updated_at")));
    issue.closedAt = timestampFromJson(object.value(QLatin1String("closed_at")));
    issue.htmlUrl = urlOf(object, QLatin1String("html_url"));
    issue.commentCount = object.value(QLatin1String("comments")).toInt();
    issue.reactionCount = reactionTotalOf(object);
    issue.isPullRequest = object.contains(QLatin1String("pull_request"));
    return issue;
}

ListedIssue listedIssueFromJson(const QJsonObject &object)
{
    ListedIssue listed { issueFromJson(object), {} };
    const QJsonArray labels = object.value(QLatin1String("labels")).toArray();
    for (const QJsonValue &value : labels) {
        if (!value.isObject())
            continue;
        const Label label = labelFromJson(value.toObject());
        if (!label.name.isEmpty())
            listed.labels.append(label);
    }
    return listed;
}

Comment commentFromJson(const QJsonObject &object)
{
    Comment comment;
    comment.id = object.value(QLatin1String("id")).toInteger();
    comment.issueNumber = issueNumberFromUrl(stringOf(object, QLatin1String("issue_url")));
    comment.author = loginOf(object.value(QLatin1String("user")));
    comment.authorId = userIdOf(object.value(QLatin1String("user")));
    comment.authorAssociation = stringOf(object, QLatin1String("author_association"));
    comment.body = stringOf(object, QLatin1String("body"));
    comment.createdAt = timestampFromJson(object.value(QLatin1String("created_at")));
    comment.updatedAt = timestampFromJson(object.value(QLatin1String("updated_at")));
    comment.htmlUrl = stringOf(object, QLatin1String("html_url"));
    comment.reactionCount = reactionTotalOf(object);
    return comment;
}

namespace {

// Calls `read(key)` for each member of the object at the cursor, skipping those it returns false
// for; a value that is not an object is skipped whole. As in QJsonDocument, a member named twice
// counts by its last value: `read` simply reads it again.
template<typename Read> void readMembers(JsonCursor &cursor, Read read)
{
    if (cursor.type() != JsonCursor::Type::Object) {
        cursor.skip();
        return;
    }
    cursor.beginObject();
    QByteArrayView key;
    while (cursor.nextMember(&key)) {
        if (!read(key))
            cursor.skip();
    }
}

// A string member read for its ASCII form (a time, an issue's address), which GitHub writes
// without escapes: then it is read from the page's own bytes, never decoded into a QString (two
// times and an address per comment). Every other text goes the QString way, as readString().
struct AsciiMember
{
    QByteArrayView raw; // the text's bytes, when `plain`
    QString decoded; // readString()'s answer otherwise
    bool plain = false;

    void read(JsonCursor &cursor) { plain = cursor.readUnescaped(&raw, &decoded); }
    QString toString() const { return plain ? QString::fromUtf8(raw) : decoded; }
};

// timestampFromText() of the member, the whole-second form widened on the stack byte by byte.
// A byte past ASCII widens to no digit and no separator, so that form refuses it, as it refuses
// the shorter UTF-16 text the bytes would decode to.
QDateTime timestampOf(const AsciiMember &member)
{
    constexpr qsizetype WholeSecondSize = 20; // 2011-04-14T16:00:49Z
    if (member.plain && member.raw.size() == WholeSecondSize) {
        char16_t wide[WholeSecondSize];
        std::transform(member.raw.begin(), member.raw.end(), wide,
                       [](char byte) { return char16_t(uchar(byte)); });
        if (const std::optional<UtcDateTime> read =
                readWholeSecondUtc(QStringView(wide, WholeSecondSize)))
            return utcDateTime(read->date, read->time);
    }
    return timestampFromText(member.toString());
}

// issueNumberFromUrl() of the member: "…/issues/42" read from the bytes.
int issueNumberOf(const AsciiMember &member)
{
    if (member.plain) {
        const QByteArrayView raw = member.raw;
        const qsizetype slash = raw.lastIndexOf('/');
        const QByteArrayView digits = slash < 0 ? QByteArrayView() : raw.sliced(slash + 1);
        const bool allDigits = !digits.isEmpty() && digits.size() <= 9
            && std::all_of(digits.begin(), digits.end(),
                           [](char c) { return c >= '0' && c <= '9'; });
        if (allDigits) {
            const QByteArrayView before = raw.first(slash);
            if (!before.endsWith("/issues") && !before.endsWith("/pulls"))
                return 0;
            int number = 0;
            for (const char c : digits)
                number = number * 10 + (c - '0');
            return number;
        }
    }
    return issueNumberFromUrl(member.toString());
}

// The members of `user` that loginOf() and userIdOf() read.
void readUser(JsonCursor &cursor, QString *login, qint64 *id)
{
    *login = QString();
    *id = 0;
    readMembers(cursor, [&](QByteArrayView key) {
        if (key == "login")
            *login = cursor.readString();
        else if (key == "id")
            *id = cursor.readInteger();
        else
            return false;
        return true;
    });
}

int readReactionTotal(JsonCursor &cursor)
{
    int total = 0;
    readMembers(cursor, [&](QByteArrayView key) {
        if (key != "total_count")
            return false;
        total = cursor.readInt();
        return true;
    });
    return total;
}

// The `labels` of an issue: names for Issue::labels, objects for `objects`.
void readLabels(JsonCursor &cursor, QStringList *names, QList<Label> *objects)
{
    names->clear();
    objects->clear();
    if (cursor.type() != JsonCursor::Type::Array) {
        cursor.skip();
        return;
    }
    cursor.beginArray();
    while (cursor.nextElement()) {
        if (cursor.type() == JsonCursor::Type::String) {
            // Labels are objects on the REST API, but plain names appear in some payloads.
            const QString name = cursor.readString();
            if (!name.isEmpty())
                names->append(name);
            continue;
        }
        Label label;
        readMembers(cursor, [&](QByteArrayView key) {
            if (key == "name")
                label.name = cursor.readString();
            else if (key == "color")
                label.color = cursor.readString();
            else if (key == "description")
                label.description = cursor.readString();
            else
                return false;
            return true;
        });
        if (!label.name.isEmpty()) {
            names->append(label.name);
            objects->append(label);
        }
    }
}

// listedIssueFromJson() for the value at the cursor.
ListedIssue readIssue(JsonCursor &cursor)
{
    QString login;
    AsciiMember createdAt;
    AsciiMember updatedAt;
    AsciiMember closedAt;
    QString htmlUrl;
    ListedIssue listed;
    Issue &issue = listed.issue;
    readMembers(cursor, [&](QByteArrayView key) {
        if (key == "number")
            issue.number = cursor.readInt();
        else if (key == "id")
            issue.githubId = cursor.readInteger();
        else if (key == "node_id")
            issue.nodeId = cursor.readString();
        else if (key == "title")
            issue.title = cursor.readString();
        else if (key == "body")
            issue.body = cursor.readString();
        else if (key == "user")
            readUser(cursor, &login, &issue.authorId);
        else if (key == "author_association")
            issue.authorAssociation = cursor.readString();
        else if (key == "state")
            issue.state = cursor.readString();
        else if (key == "state_reason")
            issue.stateReason = cursor.readString();
        else if (key == "labels")
            readLabels(cursor, &issue.labels, &listed.labels);
        else if (key == "created_at")
            createdAt.read(cursor);
        else if (key == "updated_at")
            updatedAt.read(cursor);
        else if (key == "closed_at")
            closedAt.read(cursor);
        else if (key == "html_url")
            htmlUrl = cursor.readString();
        else if (key == "comments")
            issue.commentCount = cursor.readInt();
        else if (key == "reactions")
            issue.reactionCount = readReactionTotal(cursor);
        else if (key == "pull_request") {
            // The key alone counts, as QJsonObject::contains; its value is skipped unread.
            issue.isPullRequest = true;
            return false;
        } else {
            return false;
        }
        return true;
    });
    issue.author = loginOrGhost(login);
    issue.createdAt = timestampOf(createdAt);
    issue.updatedAt = timestampOf(updatedAt);
    issue.closedAt = timestampOf(closedAt);
    issue.htmlUrl = urlFromText(htmlUrl);
    return listed;
}

// commentFromJson() for the value at the cursor.
Comment readComment(JsonCursor &cursor)
{
    AsciiMember issueUrl;
    QString login;
    AsciiMember createdAt;
    AsciiMember updatedAt;
    Comment comment;
    readMembers(cursor, [&](QByteArrayView key) {
        if (key == "id")
            comment.id = cursor.readInteger();
        else if (key == "issue_url")
            issueUrl.read(cursor);
        else if (key == "user")
            readUser(cursor, &login, &comment.authorId);
        else if (key == "author_association")
            comment.authorAssociation = cursor.readString();
        else if (key == "body")
            comment.body = cursor.readString();
        else if (key == "created_at")
            createdAt.read(cursor);
        else if (key == "updated_at")
            updatedAt.read(cursor);
        else if (key == "html_url")
            comment.htmlUrl = cursor.readString();
        else if (key == "reactions")
            comment.reactionCount = readReactionTotal(cursor);
        else
            return false;
        return true;
    });
    comment.issueNumber = issueNumberOf(issueUrl);
    comment.author = loginOrGhost(login);
    comment.createdAt = timestampOf(createdAt);
    comment.updatedAt = timestampOf(updatedAt);
    return comment;
}

// Each element of the list `json` through `read`.
template<typename Item, typename Read>
bool readList(QByteArrayView json, QList<Item> *items, QString *error, Read read)
{
    items->clear();
    JsonCursor cursor(json);
    if (cursor.beginArray()) {
        while (cursor.nextElement())
            items->append(read(cursor));
    }
    if (!cursor.finish()) {
        items->clear();
        *error = cursor.errorString();
        return false;
    }
    return true;
}

} // namespace

bool commentsFromJson(QByteArrayView json, QList<Comment> *comments, QString *error)
{
    return readList(json, comments, error, readComment);
}

bool issuesFromJson(QByteArrayView json, QList<ListedIssue> *issues, QString *error)
{
    return readList(json, issues, error, readIssue);
}

namespace {

// Whether the quote at `quote` delimits a string: not escaped, so after an even number of
// backslashes. The same read forwards or backwards.
bool delimits(const char *begin, const char *quote)
{
    const char *backslashes = quote;
    while (backslashes > begin && backslashes[-1] == '\\')
        --backslashes;
    return (quote - backslashes) % 2 == 0;
}

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

const char *skipSpace(const char *at, const char *end)
{
    while (at < end && isJsonSpace(*at))
        ++at;
    return at;
}

} // namespace

QDateTime lastUpdatedOf(QByteArrayView page)
{
    // Backwards from the end, through the last element only: a page of comments is a hundred
    // of them, and the sync waits for this before it asks for the next page.
    const char *const begin = page.data();
    const char *const end = begin + page.size();
    const char *at = end;
    const auto expectBefore = [&](char c) {
        while (at > begin && isJsonSpace(at[-1]))
            --at;
        if (at == begin || at[-1] != c)
            return false;
        --at;
        return true;
    };
    if (!expectBefore(']') || !expectBefore('}'))
        return {};
    int depth = 2; // 2 in the last element, more in what it holds
    while (at > begin) {
        const char c = *--at;
        if (c == '}' || c == ']') {
            ++depth;
        } else if (c == '{' || c == '[') {
            if (--depth < 2)
                return {}; // the element's start: it has no updated_at
        } else if (c == '"' && delimits(begin, at)) {
            const char *close = at;
            do {
                if (at == begin)
                    return {};
                --at;
            } while (*at != '"' || !delimits(begin, at));
            const QByteArrayView text(at + 1, close - at - 1);
            const char *colon = skipSpace(close + 1, end);
            if (depth != 2 || colon == end || *colon != ':')
                continue; // a value, or a name inside something the element holds
            // The last member of a name counts, as in the decoders: this one, unless a name
            // after it has escapes and might spell updated_at too.
            if (text.contains('\\'))
                return {};
            if (text != "updated_at")
                continue;
            const char *value = skipSpace(colon + 1, end);
            if (value == end || *value != '"')
                return {}; // not a string: no time, as the decoders read it
            const char *valueEnd = value + 1;
            while (valueEnd < end && (*valueEnd != '"' || !delimits(begin, valueEnd)))
                ++valueEnd;
            AsciiMember member;
            member.raw = QByteArrayView(value + 1, valueEnd - value - 1);
            member.plain = true;
            if (valueEnd == end || member.raw.contains('\\'))
                return {};
            return timestampOf(member);
        }
    }
    return {};
}

Reaction reactionFromJson(const QJsonObject &object)
{
    Reaction reaction;
    reaction.id = object.value(QLatin1String("id")).toInteger();
    reaction.user = loginOf(object.value(QLatin1String("user")));
    reaction.userId = userIdOf(object.value(QLatin1String("user")));
    reaction.content = stringOf(object, QLatin1String("content"));
    reaction.createdAt = timestampFromJson(object.value(QLatin1String("created_at")));
    return reaction;
}

} // namespace acp::github
