#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace acp {

class Workspace;

// One thing a sync brought that the reviewer cares about.
struct ReviewNewsItem
{
    enum class Kind {
        ApplicantAnswered, // the applicant replied to a request for information
        QuorumReached, // an open vote reached quorum
        VoteClosed, // a vote is no longer open (decided, or the issue closed)
        DeadlinePassed, // a vote's closing date, a deficiency clock or a periodic review
    };
    Kind kind = Kind::ApplicantAnswered;
    int issueNumber = 0;
    QString text; // translated, one sentence: "#12 Tessellate: the vote reached quorum."
};

// What the reviewer cares about in a workspace at one moment: the applicants' latest replies to
// requests for information, the open votes and which have quorum, the deadlines that have
// passed. Two snapshots, before and after a sync, give the news the sync brought (the desktop
// notification of the window). Trust is the workspace's: a reply counts only after a trusted
// request-info comment, a vote only from a trusted vote comment.
class ReviewNewsSnapshot
{
    Q_DECLARE_TR_FUNCTIONS(acp::ReviewNewsSnapshot)

public:
    static ReviewNewsSnapshot take(Workspace &workspace, const QDate &today = QDate::currentDate());

    // What is new here since `before`, by issue number; empty when nothing is.
    QList<ReviewNewsItem> newsSince(const ReviewNewsSnapshot &before) const;

private:
    QHash<int, QDateTime> m_latestReply; // needs-info applications with a reply, its time
    QSet<int> m_openVotes;
    QSet<int> m_quorumMet; // open votes with quorum
    QHash<QString, QString> m_overdue; // "kind:issue" → the deadline's description
    QHash<int, QString> m_names; // issue → platform name, for the texts
};

} // namespace acp
