#pragma once

#include "core/domain/Issue.h"
#include "core/voting/Roster.h"
#include "core/voting/VoteTally.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

class QSettings;

namespace acp {

// A voter's reason for their ballot, as a comment of their own on the application.
struct BallotReason
{
    qint64 commentId = 0;
    QString login; // the comment's author: the only one whose ballot it can explain
    qint64 authorId = 0; // 0 when unknown
    BallotChoice choice = BallotChoice::None; // the ballot it explains
    QString text; // the voter's words, as written (Markdown; show as plain text)
    QDateTime at; // when it was written (the comment's creation)
    QUrl url;
};

// The reason a voter gives with a ballot: a comment the ballot sender posts beside the ballot's
// reaction, tied to the vote by the trailing marker block (MarkerBlock) the workbench writes:
//
//   **Ballot reason** (approve), on the vote: https://github.com/.../#issuecomment-ID
//
//   <the voter's words>
//
//   <!-- acp-workbench:ballot-reason=VOTE_COMMENT_ID -->
//   <!-- acp-workbench:ballot-choice=approve -->
//   <!-- acp-workbench:ballot=UUID -->
//
// The last marker is the ballot's own: after a write whose answer was lost, the sender looks for
// it before it posts again, so a reason is posted exactly once.
//
// A reason never counts, and it is data: the tally shows it only beside the ballot of the
// comment's own author (the account the roster knows for the login, where it knows one), and
// only while that ballot is the choice the reason explains. A copy posted by anyone else
// explains no one's ballot; a changed ballot shows no reason until one is given for it.
class BallotReasons
{
    Q_DECLARE_TR_FUNCTIONS(acp::BallotReasons)

public:
    static constexpr int kMaximumLength = 2000; // characters, as typed

    // The comment to post (English, like every comment of the public record).
    static QString commentBody(qint64 voteCommentId, const QUrl &voteCommentUrl,
                               BallotChoice choice, const QString &reason,
                               const QString &ballotUuid);
    // The hidden marker that finds the comment of one ballot again.
    static QString ballotMarker(const QString &ballotUuid);

    // The reason `comment` gives for a ballot on the vote comment `voteCommentId`; nullopt when
    // it is not a reason comment of that vote (or gives no words).
    static std::optional<BallotReason> read(const Comment &comment, qint64 voteCommentId);
    // Every reason comment of the vote, in the order of `comments`.
    static QList<BallotReason> collect(const QList<Comment> &comments, qint64 voteCommentId);

    // Sets TallyRow::voterReason on each ballot row that has a reason: the latest one written by
    // the row's own login (and account, when the roster knows it) for the row's choice. Rows of
    // a login that now belongs to another account get none.
    static void attach(VoteTally &tally, const Roster &roster, const QList<BallotReason> &reasons);

    // Why `reason` cannot go with a ballot (translated), or empty: too long; empty while
    // `required`.
    static QString whyNotAcceptable(const QString &reason, bool required);

    // Whether every ballot cast here needs a reason: the setting "voting/requireBallotReason"
    // (Preferences), off by default.
    static bool isRequired(const QSettings &settings);
    static void setRequired(QSettings &settings, bool required);
};

} // namespace acp
