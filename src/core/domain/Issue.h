#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace acp {

// Plain value types mirroring the GitHub objects the workbench caches. Field names follow
// GitHub's REST payloads; timestamps are UTC.

struct Label
{
    QString name;
    QString color;
    QString description;
};

struct Issue
{
    int number = 0;
    qint64 githubId = 0;
    QString nodeId;
    QString title;
    QString body;
    QString author;
    QString state; // "open" or "closed"
    QString stateReason; // "completed", "not_planned", "reopened" or empty
    QStringList labels;
    QDateTime createdAt;
    QDateTime updatedAt;
    QDateTime closedAt;
    QUrl htmlUrl;
    int commentCount = 0;
    int reactionCount = 0; // GitHub's rollup total_count
    bool isPullRequest = false;
    bool deleted = false; // GitHub answered 410 Gone
    qint64 authorId = 0; // the GitHub account's id; 0 when unknown
    // The author's role in the repository as GitHub reports it (OWNER, MEMBER, COLLABORATOR,
    // CONTRIBUTOR, NONE, ...); empty when unknown (a cache written before it was stored).
    QString authorAssociation;
};

struct Comment
{
    qint64 id = 0;
    int issueNumber = 0;
    QString author;
    QString body;
    QDateTime createdAt;
    QDateTime updatedAt;
    // The comment's page as GitHub gave it. Text, not QUrl: a sync writes a hundred thousand of
    // these, and QUrl's parse and reassembly was a tenth of its CPU; QUrl() where one is opened.
    QString htmlUrl;
    int reactionCount = 0; // GitHub's rollup total_count
    qint64 authorId = 0; // 0 when unknown
    QString authorAssociation; // as on Issue; empty when unknown
};

// A change of an issue's labels or state, as GitHub's issue events record it: who changed what
// and when. Only people with triage rights can change labels, which makes the label history a
// record the applicant cannot write.
struct IssueEvent
{
    qint64 id = 0; // GitHub's; later events have larger ids
    int issueNumber = 0;
    QString event; // "labeled", "unlabeled", "closed", "reopened"
    QString label; // labeled / unlabeled: the label's name
    QString actor;
    QDateTime createdAt;
};

enum class ReactionSubject { Issue, Comment };

struct Reaction
{
    qint64 id = 0;
    QString user;
    QString content; // "+1", "-1", "eyes", ...
    QDateTime createdAt;
    qint64 userId = 0; // the GitHub account's id; 0 when unknown (a ballot mirrored locally)
};

} // namespace acp
