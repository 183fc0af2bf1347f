#include "core/voting/BallotReasons.h"

#include "core/review/MarkerBlock.h"

#include <QHash>
#include <QLocale>
#include <QSettings>

namespace acp {

namespace {

const QString kReasonMarker = QStringLiteral("ballot-reason");
const QString kChoiceMarker = QStringLiteral("ballot-choice");
const QString kBallotMarker = QStringLiteral("ballot");
const QString kHeading = QStringLiteral("**Ballot reason**");
const QString kRequiredKey = QStringLiteral("voting/requireBallotReason");

bool isBallotChoice(BallotChoice choice)
{
    return !reactionContentFor(choice).isEmpty();
}

} // namespace

QString BallotReasons::ballotMarker(const QString &ballotUuid)
{
    return QStringLiteral("<!-- acp-workbench:%1=%2 -->").arg(kBallotMarker, ballotUuid);
}

QString BallotReasons::commentBody(qint64 voteCommentId, const QUrl &voteCommentUrl,
                                   BallotChoice choice, const QString &reason,
                                   const QString &ballotUuid)
{
    QString heading = kHeading + QStringLiteral(" (%1)").arg(ballotChoiceId(choice));
    if (voteCommentUrl.isValid()) {
        heading += QStringLiteral(", on the vote: ") + voteCommentUrl.toString();
    }
    return heading + QStringLiteral("\n\n") + reason.trimmed() + QStringLiteral("\n\n")
        + QStringLiteral("<!-- acp-workbench:%1=%2 -->\n").arg(kReasonMarker).arg(voteCommentId)
        + QStringLiteral("<!-- acp-workbench:%1=%2 -->\n")
              .arg(kChoiceMarker, ballotChoiceId(choice))
        + ballotMarker(ballotUuid) + QLatin1Char('\n');
}

std::optional<BallotReason> BallotReasons::read(const Comment &comment, qint64 voteCommentId)
{
    if (voteCommentId <= 0 || comment.author.isEmpty()) {
        return std::nullopt;
    }
    const MarkerBlock block = MarkerBlock::parse(comment.body);
    if (block.value(kReasonMarker) != QString::number(voteCommentId)) {
        return std::nullopt;
    }
    const std::optional<BallotChoice> choice =
        ballotChoiceFromId(block.value(kChoiceMarker).value_or(QString()));
    if (!choice || !isBallotChoice(*choice)) {
        return std::nullopt;
    }
    QString text = block.text().trimmed();
    if (text.startsWith(kHeading)) {
        const qsizetype end = text.indexOf(QLatin1Char('\n'));
        text = end < 0 ? QString() : text.mid(end + 1).trimmed();
    }
    if (text.isEmpty()) {
        return std::nullopt;
    }
    BallotReason reason;
    reason.commentId = comment.id;
    reason.login = comment.author;
    reason.authorId = comment.authorId;
    reason.choice = *choice;
    reason.text = text;
    reason.at = comment.createdAt;
    reason.url = QUrl(comment.htmlUrl);
    return reason;
}

QList<BallotReason> BallotReasons::collect(const QList<Comment> &comments, qint64 voteCommentId)
{
    QList<BallotReason> reasons;
    for (const Comment &comment : comments) {
        if (std::optional<BallotReason> reason = read(comment, voteCommentId)) {
            reasons.append(std::move(*reason));
        }
    }
    return reasons;
}

void BallotReasons::attach(VoteTally &tally, const Roster &roster,
                           const QList<BallotReason> &reasons)
{
    if (reasons.isEmpty()) {
        return;
    }
    // The latest reason per login and choice.
    QHash<QString, const BallotReason *> latest;
    const auto key = [](const QString &login, BallotChoice choice) -> QString {
        return login.toLower() + QLatin1Char('\n') + ballotChoiceId(choice);
    };
    for (const BallotReason &reason : reasons) {
        const QString k = key(reason.login, reason.choice);
        const BallotReason *known = latest.value(k);
        if (!known || known->at <= reason.at) {
            latest.insert(k, &reason);
        }
    }
    for (TallyRow &row : tally.rows) {
        row.voterReason.clear();
        if (row.login.isEmpty() || !isBallotChoice(row.choice)
            || row.reason == TallyReason::OtherAccount) {
            continue;
        }
        const BallotReason *reason = latest.value(key(row.login, row.choice));
        if (!reason) {
            continue;
        }
        // A login renamed away and taken by someone else: the roster's account wrote no reason.
        const RosterOrganization *organization = roster.organizationOf(row.login);
        const qint64 account = organization ? organization->accountIdOf(row.login) : 0;
        if (account > 0 && reason->authorId > 0 && account != reason->authorId) {
            continue;
        }
        row.voterReason = reason->text;
    }
}

QString BallotReasons::whyNotAcceptable(const QString &reason, bool required)
{
    const QString text = reason.trimmed();
    if (text.isEmpty()) {
        return required ? tr("A ballot needs a reason (Preferences: Voting).") : QString();
    }
    if (text.size() > kMaximumLength) {
        return tr("A reason is at most %1 characters; this one has %2.")
            .arg(QLocale().toString(kMaximumLength), QLocale().toString(qlonglong(text.size())));
    }
    // The markers after the reason are the workbench's; words that look like them would be read
    // as the workbench's own.
    if (text.contains(QLatin1String("acp-workbench:"), Qt::CaseInsensitive)) {
        return tr("A reason cannot contain \"acp-workbench:\", the workbench's hidden markers.");
    }
    return {};
}

bool BallotReasons::isRequired(const QSettings &settings)
{
    return settings.value(kRequiredKey, false).toBool();
}

void BallotReasons::setRequired(QSettings &settings, bool required)
{
    settings.setValue(kRequiredKey, required);
}

} // namespace acp
