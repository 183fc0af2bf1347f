#pragma once

#include "core/domain/Issue.h"

#include <QJsonObject>

namespace acp::github {

// Decoders from GitHub REST payloads to the cached types. They accept what GitHub may send
// (null bodies, missing users of deleted accounts as "ghost") and never throw.
Issue issueFromJson(const QJsonObject &object);
Comment commentFromJson(const QJsonObject &object);
Reaction reactionFromJson(const QJsonObject &object);
Label labelFromJson(const QJsonObject &object);
// An issue as a listing gives it, with its labels as objects (Issue::labels keeps their names).
struct ListedIssue
{
    Issue issue;
    QList<Label> labels; // the elements that are objects, with a name
};
ListedIssue listedIssueFromJson(const QJsonObject &object);
// A page of an issue listing: listedIssueFromJson() of each element, read as
// commentsFromJson() reads comments.
bool issuesFromJson(QByteArrayView json, QList<ListedIssue> *issues, QString *error);
// A page of a comment listing: exactly what commentFromJson() gives for each element of
// QJsonDocument::fromJson(json) (an element that is not an object gives a Comment without an
// id), read with JsonCursor without building the document. False when `json` is not one JSON
// list; `error` then says what is wrong, and where.
bool commentsFromJson(QByteArrayView json, QList<Comment> *comments, QString *error);
// updated_at of the last element of a listing page (issuesFromJson(), commentsFromJson()), found
// by a scan of the bytes that only jumps over strings and counts brackets: the sync asks for the
// next page from it before the page is decoded. Either what the decoders read for that element,
// or invalid (the element has no plain updated_at, a member's name has escapes, the text is not a
// list of objects).
QDateTime lastUpdatedOf(QByteArrayView page);
// The issue number at the end of an issue_url ("…/issues/42"), or 0.
int issueNumberFromUrl(const QString &issueUrl);
// GitHub's timestamps, in UTC (utcDateTime()); invalid when not ISO 8601.
QDateTime timestampFromJson(const QJsonValue &value);
QDateTime timestampFromText(const QString &text);
QString timestampToJson(const QDateTime &when);

} // namespace acp::github
