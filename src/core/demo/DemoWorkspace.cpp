#include "demo/DemoWorkspace.h"

#include "github/GitHubJson.h"
#include "store/Database.h"
#include "store/IssueCache.h"
#include "store/SyncStateStore.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

// Resources compiled into a static library are only linked in when referenced.
static void initCoreResources()
{
    Q_INIT_RESOURCE(core);
}

namespace acp {

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

    initCoreResources();
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
    for (const QJsonValue &value : comments) {
        ok = ok && cache.upsertComment(github::commentFromJson(value.toObject()));
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
    return true;
}

} // namespace acp
