#include "voting/VoteTally.h"

#include "text/MarkdownLiteral.h"

#include <QJsonArray>

#include <algorithm>
#include <utility>

namespace acp {

namespace {

QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}

QString utcMinute(const QDateTime &when)
{
    return when.isValid() ? when.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : QString();
}

// A table cell of the decision comment: roster and ballot data are literal text (no links,
// mentions or markup, | escaped).
QString markdownCell(const QString &text)
{
    const QString literal = text::markdownLiteral(text);
    return literal.isEmpty() ? QStringLiteral("—") : literal;
}

// A voter: a valid login is mentioned, anything else is literal text.
QString voterCell(const QString &login, bool alternate)
{
    if (login.isEmpty()) {
        return QStringLiteral("—");
    }
    QString who = text::isGitHubLogin(login) ? QLatin1Char('@') + text::markdownLogin(login)
                                             : text::markdownLiteral(login);
    if (alternate) {
        who += QStringLiteral(" (alternate)");
    }
    return who;
}

// English words for the Markdown record (the decision comment), like the roster table.
QString choiceWord(BallotChoice choice)
{
    switch (choice) {
    case BallotChoice::Approve:
        return QStringLiteral("👍 approve");
    case BallotChoice::Reject:
        return QStringLiteral("👎 reject");
    case BallotChoice::Abstain:
        return QStringLiteral("👀 abstain");
    case BallotChoice::Ambiguous:
        return QStringLiteral("ambiguous (not counted)");
    case BallotChoice::None:
        break;
    }
    return QStringLiteral("did not vote");
}

// The English plural fill for texts whose translation is not loaded (the source strings are
// English with "(s)"; a loaded catalogue returns its own forms untouched).
QString plural(QString text, int n)
{
    text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    return text;
}

} // namespace

QString ballotChoiceId(BallotChoice choice)
{
    switch (choice) {
    case BallotChoice::None:
        return QStringLiteral("none");
    case BallotChoice::Approve:
        return QStringLiteral("approve");
    case BallotChoice::Reject:
        return QStringLiteral("reject");
    case BallotChoice::Abstain:
        return QStringLiteral("abstain");
    case BallotChoice::Ambiguous:
        return QStringLiteral("ambiguous");
    }
    return {};
}

std::optional<BallotChoice> ballotChoiceFromId(const QString &id)
{
    for (BallotChoice choice : { BallotChoice::None, BallotChoice::Approve, BallotChoice::Reject,
                                 BallotChoice::Abstain, BallotChoice::Ambiguous }) {
        if (ballotChoiceId(choice).compare(id.trimmed(), Qt::CaseInsensitive) == 0) {
            return choice;
        }
    }
    return std::nullopt;
}

QString ballotChoiceDisplayName(BallotChoice choice)
{
    switch (choice) {
    case BallotChoice::None:
        return QCoreApplication::translate("acp::VoteTally", "no ballot");
    case BallotChoice::Approve:
        return QCoreApplication::translate("acp::VoteTally", "approve");
    case BallotChoice::Reject:
        return QCoreApplication::translate("acp::VoteTally", "reject");
    case BallotChoice::Abstain:
        return QCoreApplication::translate("acp::VoteTally", "abstain");
    case BallotChoice::Ambiguous:
        return QCoreApplication::translate("acp::VoteTally", "ambiguous");
    }
    return {};
}

QString reactionContentFor(BallotChoice choice)
{
    switch (choice) {
    case BallotChoice::Approve:
        return QStringLiteral("+1");
    case BallotChoice::Reject:
        return QStringLiteral("-1");
    case BallotChoice::Abstain:
        return QStringLiteral("eyes");
    case BallotChoice::None:
    case BallotChoice::Ambiguous:
        break;
    }
    return {};
}

std::optional<BallotChoice> ballotChoiceFromReaction(const QString &content)
{
    if (content == QLatin1String("+1")) {
        return BallotChoice::Approve;
    }
    if (content == QLatin1String("-1")) {
        return BallotChoice::Reject;
    }
    if (content == QLatin1String("eyes")) {
        return BallotChoice::Abstain;
    }
    return std::nullopt;
}

QStringList ballotReactionContents()
{
    return { QStringLiteral("+1"), QStringLiteral("-1"), QStringLiteral("eyes") };
}

QList<Ballot> ballotsFromReactions(const QList<Reaction> &reactions)
{
    QList<Ballot> ballots;
    for (const Reaction &reaction : reactions) {
        const std::optional<BallotChoice> choice = ballotChoiceFromReaction(reaction.content);
        if (!choice || reaction.user.isEmpty()) {
            continue;
        }
        auto it = std::find_if(ballots.begin(), ballots.end(), [&](const Ballot &ballot) {
            return ballot.login.compare(reaction.user, Qt::CaseInsensitive) == 0;
        });
        if (it == ballots.end()) {
            ballots.append(
                Ballot { reaction.user, *choice, reaction.createdAt, { reaction.content } });
            continue;
        }
        if (!it->contents.contains(reaction.content)) {
            it->contents.append(reaction.content);
            it->choice = BallotChoice::Ambiguous;
        }
        if (reaction.createdAt.isValid() && (!it->at.isValid() || reaction.createdAt > it->at)) {
            it->at = reaction.createdAt;
        }
    }
    // In the order they were cast (a ballot's time is its latest reaction).
    std::stable_sort(ballots.begin(), ballots.end(), [](const Ballot &a, const Ballot &b) {
        if (a.at.isValid() != b.at.isValid()) {
            return a.at.isValid();
        }
        return a.at < b.at;
    });
    return ballots;
}

Ballot ballotOf(const QString &login, const QList<Reaction> &reactions)
{
    const QList<Ballot> ballots = ballotsFromReactions(reactions);
    for (const Ballot &ballot : ballots) {
        if (ballot.login.compare(login, Qt::CaseInsensitive) == 0) {
            return ballot;
        }
    }
    return Ballot { login, BallotChoice::None, {}, {} };
}

QString tallyReasonId(TallyReason reason)
{
    switch (reason) {
    case TallyReason::Representative:
        return QStringLiteral("representative");
    case TallyReason::Alternate:
        return QStringLiteral("alternate");
    case TallyReason::RepresentativeVoted:
        return QStringLiteral("representative-voted");
    case TallyReason::Ambiguous:
        return QStringLiteral("ambiguous");
    case TallyReason::NonRoster:
        return QStringLiteral("non-roster");
    case TallyReason::Suspended:
        return QStringLiteral("suspended");
    case TallyReason::NotVoted:
        return QStringLiteral("not-voted");
    }
    return {};
}

QString ballotRoleId(BallotRole role)
{
    switch (role) {
    case BallotRole::Representative:
        return QStringLiteral("representative");
    case BallotRole::Alternate:
        return QStringLiteral("alternate");
    case BallotRole::NonRoster:
        return QStringLiteral("non-roster");
    case BallotRole::None:
        break;
    }
    return QStringLiteral("none");
}

QString TallyRow::reasonText() const
{
    switch (reason) {
    case TallyReason::Representative:
        return VoteTally::tr("Counted: the representative's ballot.");
    case TallyReason::Alternate:
        return VoteTally::tr("Counted: the alternate's ballot, as the representative cast no "
                             "valid one.");
    case TallyReason::RepresentativeVoted:
        return VoteTally::tr("Not counted: the representative's ballot counts for %1.")
            .arg(organization);
    case TallyReason::Ambiguous:
        return VoteTally::tr("Not counted: ambiguous (more than one of 👍 👎 👀).");
    case TallyReason::NonRoster:
        return VoteTally::tr("Non-binding: not on the roster of this vote.");
    case TallyReason::Suspended:
        return VoteTally::tr("Not counted: %1 is suspended.").arg(organization);
    case TallyReason::NotVoted:
        return VoteTally::tr("Has not voted yet.");
    }
    return {};
}

QJsonObject TallyRow::toJson() const
{
    return QJsonObject {
        { QStringLiteral("organization"), textOrNull(organization) },
        { QStringLiteral("login"), textOrNull(login) },
        { QStringLiteral("role"), ballotRoleId(role) },
        { QStringLiteral("choice"), ballotChoiceId(choice) },
        { QStringLiteral("counted"), counted },
        { QStringLiteral("reason"), tallyReasonId(reason) },
        { QStringLiteral("at"),
          at.isValid() ? QJsonValue(at.toUTC().toString(Qt::ISODate)) : QJsonValue() },
    };
}

VoteTally tallyVote(const Roster &roster, const QList<Reaction> &reactions, CountingRule rule)
{
    VoteTally tally;
    tally.rule = rule;
    tally.organizations = int(roster.organizations.size());
    tally.eligible = roster.eligibleCount();

    const QList<Ballot> ballots = ballotsFromReactions(reactions);
    auto ballotFor = [&ballots](const QString &login) -> const Ballot * {
        if (login.isEmpty()) {
            return nullptr;
        }
        for (const Ballot &ballot : ballots) {
            if (ballot.login.compare(login, Qt::CaseInsensitive) == 0) {
                return &ballot;
            }
        }
        return nullptr;
    };
    auto isValid = [](const Ballot *ballot) {
        return ballot && ballot->choice != BallotChoice::Ambiguous
            && ballot->choice != BallotChoice::None;
    };
    auto row = [](const QString &organization, const Ballot &ballot, BallotRole role, bool counted,
                  TallyReason reason) {
        return TallyRow { organization, ballot.login, role,     ballot.choice,
                          counted,      reason,       ballot.at };
    };

    for (const Ballot &ballot : ballots) {
        tally.ambiguous += ballot.choice == BallotChoice::Ambiguous ? 1 : 0;
    }

    for (const RosterOrganization &organization : roster.organizations) {
        const Ballot *representative = ballotFor(organization.representative);
        const Ballot *alternate = ballotFor(organization.alternate);

        if (!organization.isEligible()) {
            bool any = false;
            for (const auto &[ballot, role] :
                 { std::pair { representative, BallotRole::Representative },
                   std::pair { alternate, BallotRole::Alternate } }) {
                if (ballot) {
                    tally.rows.append(
                        row(organization.name, *ballot, role, false, TallyReason::Suspended));
                    any = true;
                }
            }
            if (!any) {
                tally.rows.append(TallyRow { organization.name,
                                             {},
                                             BallotRole::None,
                                             BallotChoice::None,
                                             false,
                                             TallyReason::Suspended,
                                             {} });
            }
            continue;
        }

        const Ballot *counted = nullptr;
        if (isValid(representative)) {
            counted = representative;
            tally.rows.append(row(organization.name, *representative, BallotRole::Representative,
                                  true, TallyReason::Representative));
        } else if (isValid(alternate)) {
            counted = alternate;
            tally.rows.append(row(organization.name, *alternate, BallotRole::Alternate, true,
                                  TallyReason::Alternate));
        } else if (!representative && !alternate) {
            tally.rows.append(TallyRow { organization.name,
                                         {},
                                         BallotRole::None,
                                         BallotChoice::None,
                                         false,
                                         TallyReason::NotVoted,
                                         {} });
        }
        // The ballots that do not count, after the one that does.
        if (representative && representative != counted) {
            tally.rows.append(row(organization.name, *representative, BallotRole::Representative,
                                  false, TallyReason::Ambiguous));
        }
        if (alternate && alternate != counted) {
            const TallyReason reason = alternate->choice == BallotChoice::Ambiguous
                ? TallyReason::Ambiguous
                : TallyReason::RepresentativeVoted;
            tally.rows.append(
                row(organization.name, *alternate, BallotRole::Alternate, false, reason));
        }

        if (!counted) {
            tally.notVoted.append(organization.name);
            continue;
        }
        ++tally.participants;
        switch (counted->choice) {
        case BallotChoice::Approve:
            ++tally.approve;
            break;
        case BallotChoice::Reject:
            ++tally.reject;
            break;
        case BallotChoice::Abstain:
            ++tally.abstain;
            break;
        case BallotChoice::None:
        case BallotChoice::Ambiguous:
            break;
        }
    }

    for (const Ballot &ballot : ballots) {
        if (!roster.organizationOf(ballot.login)) {
            ++tally.nonBinding;
            tally.rows.append(
                row(QString(), ballot, BallotRole::NonRoster, false, TallyReason::NonRoster));
        }
    }

    tally.quorumNeeded = tally.eligible / 2 + 1;
    tally.quorumMet = tally.eligible > 0 && tally.participants >= tally.quorumNeeded;
    if (rule == CountingRule::StrictMajority) {
        tally.approvalsNeeded = tally.participants / 2 + 1;
    } else {
        tally.approvalsNeeded = tally.reject + 1;
    }
    tally.passed = tally.quorumMet && tally.approve >= tally.approvalsNeeded;
    return tally;
}

QString VoteTally::summary() const
{
    // The plural follows the organizations that can vote: "5 of 8 organizations voted".
    const QString voted =
        plural(tr("%1 of %n organization(s) voted", nullptr, eligible), eligible).arg(participants);
    const QString quorum = tr("quorum needs %1").arg(quorumNeeded);
    const QString approvals = rule == CountingRule::StrictMajority
        ? tr("approvals %1 of %2").arg(approve).arg(participants)
        : tr("approvals %1, rejections %2").arg(approve).arg(reject);
    return voted + QStringLiteral("; ") + quorum + QStringLiteral("; ") + approvals;
}

bool VoteTally::majorityReached() const
{
    return participants > 0 && approve >= approvalsNeeded;
}

QString VoteTally::quorumProgressText() const
{
    if (eligible == 0) {
        return tr("No organization is eligible to vote");
    }
    if (quorumMet) {
        return plural(tr("Quorum met: %n organization(s) voted, %1 needed", nullptr, participants),
                      participants)
            .arg(quorumNeeded);
    }
    const int missing = quorumNeeded - participants;
    return plural(tr("%1 of %2 for quorum: %n more organization(s) needed", nullptr, missing),
                  missing)
        .arg(participants)
        .arg(quorumNeeded);
}

QString VoteTally::majorityProgressText() const
{
    if (participants == 0) {
        return tr("No ballots yet");
    }
    if (majorityReached()) {
        return plural(tr("Majority reached: %n approval(s), %1 needed", nullptr, approve), approve)
            .arg(approvalsNeeded);
    }
    const int missing = approvalsNeeded - approve;
    return plural(tr("%1 of %2 approvals for a majority: %n more needed", nullptr, missing),
                  missing)
        .arg(approve)
        .arg(approvalsNeeded);
}

QString VoteTally::outcomeText() const
{
    if (eligible == 0) {
        return tr("No organization is eligible to vote, so the vote cannot reach quorum.");
    }
    if (!quorumMet) {
        return plural(tr("No quorum yet: %n more organization(s) must vote.", nullptr,
                         quorumNeeded - participants),
                      quorumNeeded - participants);
    }
    if (rule == CountingRule::StrictMajority) {
        return plural(passed ? tr("Passes: %1 approvals are more than half of %n "
                                  "participant(s).",
                                  nullptr, participants)
                             : tr("Does not pass: %1 approvals are not more than half of %n "
                                  "participant(s).",
                                  nullptr, participants),
                      participants)
            .arg(approve);
    }
    return passed ? tr("Passes: %1 approvals are more than %2 rejections.").arg(approve).arg(reject)
                  : tr("Does not pass: %1 approvals are not more than %2 rejections.")
                        .arg(approve)
                        .arg(reject);
}

QString VoteTally::toMarkdownTable() const
{
    QStringList lines = {
        QStringLiteral("| Organization | Voted by | Ballot | Time (UTC) |"),
        QStringLiteral("|---|---|---|---|"),
    };
    QStringList nonBindingLines;
    for (const TallyRow &tallyRow : rows) {
        QString ballot = choiceWord(tallyRow.choice);
        if (tallyRow.choice != BallotChoice::None && tallyRow.choice != BallotChoice::Ambiguous
            && !tallyRow.counted) {
            ballot += QStringLiteral(" (not counted)");
        }
        if (tallyRow.reason == TallyReason::Suspended) {
            ballot = tallyRow.choice == BallotChoice::None ? QStringLiteral("suspended")
                                                           : ballot + QStringLiteral(", suspended");
        }
        const QString who = voterCell(tallyRow.login, tallyRow.role == BallotRole::Alternate);
        const QString line = QStringLiteral("| %1 | %2 | %3 | %4 |")
                                 .arg(markdownCell(tallyRow.organization), who,
                                      markdownCell(ballot), markdownCell(utcMinute(tallyRow.at)));
        if (tallyRow.role == BallotRole::NonRoster) {
            nonBindingLines.append(QStringLiteral("| %1 | %2 | %3 |")
                                       .arg(who, markdownCell(choiceWord(tallyRow.choice)),
                                            markdownCell(utcMinute(tallyRow.at))));
        } else {
            lines.append(line);
        }
    }
    QString text = lines.join(QLatin1Char('\n'));
    text +=
        QStringLiteral("\n\n%1 of %2 eligible organizations voted (quorum %3): %4 approve, "
                       "%5 reject, %6 abstain. Rule: %7. Result: %8.")
            .arg(participants)
            .arg(eligible)
            .arg(quorumNeeded)
            .arg(approve)
            .arg(reject)
            .arg(abstain)
            .arg(rule == CountingRule::StrictMajority
                     ? QStringLiteral("approvals more than half of the participants")
                     : QStringLiteral("approvals more than rejections"),
                 passed ? QStringLiteral("passed")
                        : (quorumMet ? QStringLiteral("not passed") : QStringLiteral("no quorum")));
    if (!nonBindingLines.isEmpty()) {
        text += QStringLiteral("\n\nNon-binding ballots (not on the roster):\n\n"
                               "| Login | Ballot | Time (UTC) |\n|---|---|---|\n")
            + nonBindingLines.join(QLatin1Char('\n'));
    }
    return text;
}

QJsonObject VoteTally::toJson() const
{
    QJsonArray ballotArray;
    for (const TallyRow &tallyRow : rows) {
        ballotArray.append(tallyRow.toJson());
    }
    return QJsonObject {
        { QStringLiteral("rule"), countingRuleId(rule) },
        { QStringLiteral("organizations"), organizations },
        { QStringLiteral("eligible"), eligible },
        { QStringLiteral("participants"), participants },
        { QStringLiteral("approve"), approve },
        { QStringLiteral("reject"), reject },
        { QStringLiteral("abstain"), abstain },
        { QStringLiteral("quorum_needed"), quorumNeeded },
        { QStringLiteral("quorum_met"), quorumMet },
        { QStringLiteral("approvals_needed"), approvalsNeeded },
        { QStringLiteral("passed"), passed },
        { QStringLiteral("ambiguous"), ambiguous },
        { QStringLiteral("non_binding"), nonBinding },
        { QStringLiteral("summary"), summary() },
        { QStringLiteral("not_voted"), QJsonArray::fromStringList(notVoted) },
        { QStringLiteral("ballots"), ballotArray },
    };
}

} // namespace acp
