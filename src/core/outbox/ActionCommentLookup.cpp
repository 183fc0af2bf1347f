#include "core/outbox/ActionCommentLookup.h"

#include "core/github/GitHubJson.h"
#include "core/github/PagedListCheck.h"
#include "core/outbox/OutboxAction.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

#include <memory>

namespace acp {

namespace {

struct LookupText
{
    Q_DECLARE_TR_FUNCTIONS(acp::ActionCommentLookup)
};

struct Lookup : std::enable_shared_from_this<Lookup>
{
    GitHubClient *client = nullptr;
    QObject *context = nullptr;
    QString marker;
    ActionCommentLookup::Callback callback;
    QUrl firstPage;
    github::PagedListCheck check;

    void fetch(const QUrl &url)
    {
        ApiRequest request;
        request.url = url;
        auto self = shared_from_this();
        client->send(request, context,
                     [self](const ApiResponse &response) { self->handle(response); });
    }

    void handle(const ApiResponse &response)
    {
        ActionCommentLookup::Result result;
        result.response = response;
        if (response.outcome == ApiResponse::Outcome::Cancelled) {
            result.outcome = ActionCommentLookup::Outcome::Cancelled;
            callback(result);
            return;
        }
        if (!response.ok()) {
            result.outcome = response.status == 404 || response.status == 410
                ? ActionCommentLookup::Outcome::IssueGone
                : ActionCommentLookup::Outcome::Failed;
            callback(result);
            return;
        }
        // An answer that cannot be read proves nothing: the comment may be there.
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(response.body, &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isArray()) {
            result.outcome = ActionCommentLookup::Outcome::Failed;
            result.response.errorString =
                LookupText::tr("GitHub's list of comments could not be read.");
            callback(result);
            return;
        }
        const QJsonArray comments = document.array();
        QList<qint64> ids;
        for (const QJsonValue &value : comments) {
            const QJsonObject object = value.toObject();
            ids.append(object.value(QLatin1String("id")).toInteger());
            if (!object.value(QLatin1String("body")).toString().contains(marker))
                continue;
            result.outcome = ActionCommentLookup::Outcome::Found;
            result.comment = github::commentFromJson(object);
            callback(result);
            return;
        }
        check.addPage(ids);
        if (!response.nextPage.isEmpty()) {
            fetch(response.nextPage);
            return;
        }
        // "Not found" lets the action be sent again, so it must be true of the whole thread: a
        // comment deleted while it was paged would hide the one sought (PagedListCheck).
        switch (check.endOfRead()) {
        case github::PagedListCheck::Verdict::Whole:
            result.outcome = ActionCommentLookup::Outcome::NotFound;
            break;
        case github::PagedListCheck::Verdict::ReadAgain:
            fetch(firstPage);
            return;
        case github::PagedListCheck::Verdict::KeptChanging:
            result.outcome = ActionCommentLookup::Outcome::Failed;
            result.response.errorString =
                LookupText::tr("The comments changed while each of %n reads of them was under "
                               "way.",
                               nullptr, check.reads());
            break;
        }
        callback(result);
    }
};

} // namespace

void ActionCommentLookup::start(GitHubClient &client, QObject *context, const QString &repository,
                                int issueNumber, const QString &actionUuid, const QDateTime &since,
                                Callback callback)
{
    startForMarker(client, context, repository, issueNumber, OutboxAction::actionMarker(actionUuid),
                   since, std::move(callback));
}

void ActionCommentLookup::startForMarker(GitHubClient &client, QObject *context,
                                         const QString &repository, int issueNumber,
                                         const QString &marker, const QDateTime &since,
                                         Callback callback)
{
    auto lookup = std::make_shared<Lookup>();
    lookup->client = &client;
    lookup->context = context;
    lookup->marker = marker;
    lookup->callback = std::move(callback);
    QUrlQuery query;
    if (since.isValid())
        query.addQueryItem(QStringLiteral("since"), since.toUTC().toString(Qt::ISODate));
    query.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
    lookup->firstPage = client.endpoint(
        QStringLiteral("/repos/%1/issues/%2/comments").arg(repository).arg(issueNumber), query);
    lookup->fetch(lookup->firstPage);
}

QDateTime ActionCommentLookup::sinceFor(const OutboxAction &action, int marginSeconds)
{
    const QDateTime attempted = QDateTime::fromString(
        action.remoteIds.value(QLatin1String("comment_attempted_at")).toString(), Qt::ISODate);
    return attempted.isValid() ? attempted.toUTC().addSecs(-marginSeconds) : QDateTime();
}

} // namespace acp
