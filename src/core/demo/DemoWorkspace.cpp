#include "core/demo/DemoWorkspace.h"

#include "core/github/GitHubJson.h"
#include "core/preview/LinkPreview.h"
#include "core/preview/PreviewCache.h"
#include "core/preview/PreviewUrl.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/store/SyncStateStore.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>

// Resources compiled into a static library are only linked in when referenced.
static void initDemoResources()
{
    Q_INIT_RESOURCE(core);
}

namespace acp {

namespace {

// "now-3d", "now-26h", "now-40m": that long before `now`; anything else: invalid.
QDateTime relativeTime(const QString &text, const QDateTime &now)
{
    static const QRegularExpression pattern(QStringLiteral("^now-(\\d+)([dhm])$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch()) {
        return {};
    }
    const qint64 amount = match.captured(1).toLongLong();
    const QChar unit = match.captured(2).at(0);
    const qint64 seconds = unit == u'd' ? amount * 86400
        : unit == u'h'                  ? amount * 3600
                                        : amount * 60;
    return now.addSecs(-seconds);
}

// "{{date:now+14d}}" (or "now-3d") in a text: the date that far from `now`, YYYY-MM-DD (UTC).
// The open vote's closing date is one: its ballots, cast while trying the demo, must not come
// after it.
QString resolveDates(QString text, const QDateTime &now)
{
    static const QRegularExpression pattern(QStringLiteral("\\{\\{date:now([+-]\\d+)d\\}\\}"));
    for (QRegularExpressionMatch match = pattern.match(text); match.hasMatch();
         match = pattern.match(text)) {
        const QDate date = now.toUTC().date().addDays(match.captured(1).toLongLong());
        text.replace(match.capturedStart(), match.capturedLength(), date.toString(Qt::ISODate));
    }
    return text;
}

// Replaces the relative times of every "..._at" member, at any depth, with ISO 8601 UTC text,
// and relative dates in texts (resolveDates()).
QJsonValue resolveTimes(const QJsonValue &value, const QDateTime &now)
{
    if (value.isArray()) {
        QJsonArray array;
        const QJsonArray items = value.toArray();
        for (const QJsonValue &item : items) {
            array.append(resolveTimes(item, now));
        }
        return array;
    }
    if (!value.isObject()) {
        return value;
    }
    QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key().endsWith(QLatin1String("_at")) && it.value().isString()) {
            const QDateTime when = relativeTime(it.value().toString(), now);
            if (when.isValid()) {
                it.value() = when.toUTC().toString(Qt::ISODate);
            }
        } else if (it.value().isObject() || it.value().isArray()) {
            it.value() = resolveTimes(it.value(), now);
        } else if (it.value().isString() && it.value().toString().contains(QLatin1String("{{"))) {
            it.value() = resolveDates(it.value().toString(), now);
        }
    }
    return object;
}

} // namespace

QString DemoWorkspace::repositoryFullName()
{
    return QStringLiteral("acp-demo/additional-compute-platforms");
}

bool DemoWorkspace::install(Database &database, QString *errorString)
{
    auto fail = [errorString](const QString &message) {
        if (errorString) {
            *errorString = message;
        }
        return false;
    };

    initDemoResources();
    QFile file(QStringLiteral(":/demo/demo-workspace.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QCoreApplication::translate(
            "acp::DemoWorkspace", "The bundled demo workspace is missing from this build."));
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!document.isObject()) {
        return fail(QCoreApplication::translate("acp::DemoWorkspace",
                                                "The bundled demo workspace could not be read: %1")
                        .arg(parseError.errorString()));
    }
    const QJsonObject root = document.object();

    IssueCache cache(database);
    SyncStateStore syncState(database);
    Transaction transaction(database.connection());

    bool ok = syncState.setRepositoryFullName(repositoryFullName());
    ok = ok
        && syncState.setRepositoryDescription(root.value(QStringLiteral("repository"))
                                                  .toObject()
                                                  .value(QStringLiteral("description"))
                                                  .toString());
    const QJsonArray labels = root.value(QStringLiteral("labels")).toArray();
    for (const QJsonValue &label : labels) {
        ok = ok && cache.upsertLabel(github::labelFromJson(label.toObject()));
    }
    const QJsonArray issues = root.value(QStringLiteral("issues")).toArray();
    for (const QJsonValue &value : issues) {
        const Issue issue = github::issueFromJson(value.toObject());
        ok = ok
            && (issue.isPullRequest ? cache.rememberPullRequest(issue.number)
                                    : cache.upsertIssue(issue));
    }
    const QJsonArray comments = root.value(QStringLiteral("comments")).toArray();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const QJsonValue &value : comments) {
        Comment comment = github::commentFromJson(value.toObject());
        comment.body = resolveDates(comment.body, now);
        ok = ok && cache.upsertComment(comment);
    }

    // Reactions are listed per subject in the file; the cache replaces them per subject.
    QMap<QPair<int, qint64>, QList<Reaction>> reactionsBySubject;
    const QJsonArray reactions = root.value(QStringLiteral("reactions")).toArray();
    for (const QJsonValue &value : reactions) {
        const QJsonObject entry = value.toObject();
        const int subject =
            entry.value(QStringLiteral("subject")).toString() == QLatin1String("issue") ? 0 : 1;
        const qint64 subjectId = entry.value(QStringLiteral("subject_id")).toInteger();
        reactionsBySubject[qMakePair(subject, subjectId)].append(
            github::reactionFromJson(entry.value(QStringLiteral("reaction")).toObject()));
    }
    for (auto it = reactionsBySubject.cbegin(); it != reactionsBySubject.cend(); ++it) {
        const ReactionSubject subject =
            it.key().first == 0 ? ReactionSubject::Issue : ReactionSubject::Comment;
        ok = ok && cache.replaceReactions(subject, it.key().second, it.value());
    }

    if (!ok || !transaction.commit()) {
        return fail(QCoreApplication::translate("acp::DemoWorkspace",
                                                "The demo workspace could not be stored: %1")
                        .arg(cache.errorString().isEmpty() ? syncState.errorString()
                                                           : cache.errorString()));
    }
    return installPreviews(database, QDateTime::currentDateTimeUtc(), errorString) >= 0;
}

int DemoWorkspace::installPreviews(Database &database, const QDateTime &now, QString *errorString)
{
    auto fail = [errorString](const QString &message) {
        if (errorString) {
            *errorString = message;
        }
        return -1;
    };

    initDemoResources();
    QFile file(QStringLiteral(":/demo/demo-previews.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QCoreApplication::translate(
            "acp::DemoWorkspace",
            "The demo workspace's link previews are missing from this build."));
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!document.isObject()) {
        return fail(
            QCoreApplication::translate("acp::DemoWorkspace",
                                        "The demo workspace's link previews could not be read: %1")
                .arg(parseError.errorString()));
    }

    PreviewCache cache(database);
    Transaction transaction(database.connection());
    int stored = 0;
    const QJsonArray previews = document.object().value(QStringLiteral("previews")).toArray();
    for (const QJsonValue &value : previews) {
        const QJsonObject entry = value.toObject();
        LinkPreview preview;
        preview.kind = previewKindFromId(entry.value(QStringLiteral("kind")).toString())
                           .value_or(PreviewKind::WebPage);
        preview.title = entry.value(QStringLiteral("title")).toString();
        preview.description = entry.value(QStringLiteral("description")).toString();
        preview.siteName = entry.value(QStringLiteral("site_name")).toString();
        preview.imageUrl = QUrl(entry.value(QStringLiteral("image_url")).toString());
        preview.details = resolveTimes(entry.value(QStringLiteral("details")), now).toObject();
        preview.fetchedAt = relativeTime(entry.value(QStringLiteral("fetched")).toString(), now);
        if (!preview.fetchedAt.isValid()) {
            preview.fetchedAt = now;
        }
        preview.attemptedAt = preview.fetchedAt;
        preview.status = PreviewStatus::Ok;
        // The same content under every address that shows it (a repository's issues page,
        // security page, ...), as a fetch of each would give.
        QStringList urls { entry.value(QStringLiteral("url")).toString() };
        const QJsonArray also = entry.value(QStringLiteral("also")).toArray();
        for (const QJsonValue &alias : also) {
            urls.append(alias.toString());
        }
        for (const QString &url : std::as_const(urls)) {
            preview.url = preview::normalizedUrl(QUrl(url, QUrl::StrictMode));
            if (!preview.url.isValid() || !cache.storeSuccess(preview)) {
                return fail(QCoreApplication::translate(
                                "acp::DemoWorkspace",
                                "The demo workspace's link preview of %1 could not be stored: %2")
                                .arg(url, cache.errorString()));
            }
            ++stored;
        }
    }
    if (!transaction.commit()) {
        return fail(QCoreApplication::translate("acp::DemoWorkspace",
                                                "The demo workspace's link previews could not be "
                                                "stored."));
    }
    return stored;
}

} // namespace acp
