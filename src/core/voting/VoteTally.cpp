// Over 600 lines on purpose: the counting rules (roster, one ballot per organization, quorum,
// majority, ballots that do not count) are audited together.

#include "core/voting/VoteTally.h"

#include "core/text/MarkdownLiteral.h"

#include <QJsonArray>
#include <QTimeZone>

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

QString ballotChoiceEmoji(BallotChoice choice)
{
    switch (choice) {
    case BallotChoice::Approve:
        return QStringLiteral("\U0001F44D");
    case BallotChoice::Reject:
        return QStringLiteral("\U0001F44E");
    case BallotChoice::Abstain:
        return QStringLiteral("\U0001F440");
    case BallotChoice::None:
    case BallotChoice::Ambiguous:
        break;
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
    case TallyReason::Late:
        return QStringLiteral("late");
    case TallyReason::AfterDecision:
        return QStringLiteral("after-decision");
    case TallyReason::OtherAccount:
        return QStringLiteral("other-account");
    }
    return {};
}

std::optional<TallyReason> tallyReasonFromId(const QString &id)
{
    for (TallyReason reason :
         { TallyReason::Representative, TallyReason::Alternate, TallyReason::RepresentativeVoted,
           TallyReason::Ambiguous, TallyReason::NonRoster, TallyReason::Suspended,
           TallyReason::NotVoted, TallyReason::Late, TallyReason::AfterDecision,
           TallyReason::OtherAccount }) {
        if (tallyReasonId(reason) == id) {
            return reason;
        }
    }
    return std::nullopt;
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

std::optional<BallotRole> ballotRoleFromId(const QString &id)
{
    for (BallotRole role : { BallotRole::Representative, BallotRole::Alternate,
                             BallotRole::NonRoster, BallotRole::None }) {
        if (ballotRoleId(role) == id) {
            return role;
        }
    }
    return std::nullopt;
}

QDateTime TallyOptions::cutoff() const
{
    QDateTime cutoff;
    if (closes.isValid()) {
        // Open until the end of the closing day, UTC, as the vote comment says.
        cutoff = QDateTime(closes.addDays(1), QTime(0, 0), QTimeZone::utc());
    }
    if (decidedAt.isValid() && (!cutoff.isValid() || decidedAt < cutoff)) {
        cutoff = decidedAt.toUTC();
    }
    return cutoff;
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
    case TallyReason::Late:
        return closes.isValid() ? VoteTally::tr("Not counted: cast after the vote closed on %1.")
                                      .arg(closes.toString(Qt::ISODate))
                                : VoteTally::tr("Not counted: cast after the vote closed.");
    case TallyReason::AfterDecision:
        return VoteTally::tr("Not counted: cast after the decision was recorded.");
    case TallyReason::OtherAccount:
        return VoteTally::tr("Not counted: @%1 now belongs to another GitHub account than the "
                             "one on the roster (the login was renamed and taken over).")
            .arg(login);
    }
    return {};
}

QJsonObject TallyRow::toJson() const
{
    QJsonObject object {
        { QStringLiteral("organization"), textOrNull(organization) },
        { QStringLiteral("login"), textOrNull(login) },
        { QStringLiteral("role"), ballotRoleId(role) },
        { QStringLiteral("choice"), ballotChoiceId(choice) },
        { QStringLiteral("counted"), counted },
        { QStringLiteral("reason"), tallyReasonId(reason) },
        { QStringLiteral("at"),
          at.isValid() ? QJsonValue(at.toUTC().toString(Qt::ISODate)) : QJsonValue() },
        { QStringLiteral("voter_reason"), textOrNull(voterReason) },
    };
    if (closes.isValid()) {
        object.insert(QStringLiteral("closes"), closes.toString(Qt::ISODate));
    }
    return object;
}

VoteTally tallyVote(const Roster &roster, const QList<Reaction> &reactions, CountingRule rule,
                    const TallyOptions &options)
{
    VoteTally tally;
    tally.rule = rule;
    tally.organizations = int(roster.organizations.size());
    tally.eligible = roster.eligibleCount();

    // Reactions that cannot count, set aside before the ballots are read: those from another
    // account than the one the roster stores for the login, and those after the cutoff. A
    // login's ballot from before the cutoff still counts; what came after it is listed.
    const QDateTime cutoff = options.cutoff();
    const bool afterDecision = options.decidedAt.isValid() && cutoff == options.decidedAt.toUTC();
    QList<Reaction> inTime;
    QList<Reaction> late;
    QList<Reaction> otherAccount;
    for (const Reaction &reaction : reactions) {
        if (!ballotChoiceFromReaction(reaction.content) || reaction.user.isEmpty()) {
            continue;
        }
        const RosterOrganization *organization = roster.organizationOf(reaction.user);
        const qint64 known = organization ? organization->accountIdOf(reaction.user) : 0;
        if (known > 0 && reaction.userId > 0 && reaction.userId != known) {
            otherAccount.append(reaction);
        } else if (cutoff.isValid() && reaction.createdAt.isValid()
                   && reaction.createdAt >= cutoff) {
            late.append(reaction);
        } else {
            inTime.append(reaction);
        }
    }

    const QList<Ballot> ballots = ballotsFromReactions(inTime);
    const QList<Ballot> lateBallots = ballotsFromReactions(late);
    const QList<Ballot> otherBallots = ballotsFromReactions(otherAccount);
    auto find = [](const QList<Ballot> &list, const QString &login) -> const Ballot * {
        if (login.isEmpty()) {
            return nullptr;
        }
        for (const Ballot &ballot : list) {
            if (ballot.login.compare(login, Qt::CaseInsensitive) == 0) {
                return &ballot;
            }
        }
        return nullptr;
    };
    auto ballotFor = [&](const QString &login) { return find(ballots, login); };
    auto isValid = [](const Ballot *ballot) {
        return ballot && ballot->choice != BallotChoice::Ambiguous
            && ballot->choice != BallotChoice::None;
    };
    auto row = [&options](const QString &organization, const Ballot &ballot, BallotRole role,
                          bool counted, TallyReason reason) {
        TallyRow result { organization, ballot.login, role,     ballot.choice,
                          counted,      reason,       ballot.at };
        if (reason == TallyReason::Late) {
            result.closes = options.closes;
        }
        return result;
    };
    const TallyReason lateReason = afterDecision ? TallyReason::AfterDecision : TallyReason::Late;
    // The rows that never count, for one login: from another account, and late.
    auto setAside = [&](const QString &organization, const QString &login, BallotRole role) {
        if (const Ballot *other = find(otherBallots, login)) {
            tally.rows.append(row(organization, *other, role, false, TallyReason::OtherAccount));
        }
        if (const Ballot *after = find(lateBallots, login)) {
            tally.rows.append(row(organization, *after, role, false, lateReason));
        }
    };

    for (const Ballot &ballot : ballots) {
        tally.ambiguous += ballot.choice == BallotChoice::Ambiguous ? 1 : 0;
    }
    tally.late = int(lateBallots.size());
    tally.otherAccount = int(otherBallots.size());

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
            setAside(organization.name, organization.representative, BallotRole::Representative);
            setAside(organization.name, organization.alternate, BallotRole::Alternate);
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
        setAside(organization.name, organization.representative, BallotRole::Representative);
        setAside(organization.name, organization.alternate, BallotRole::Alternate);

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
    for (const Ballot &ballot : lateBallots) {
        if (!roster.organizationOf(ballot.login)) {
            tally.rows.append(row(QString(), ballot, BallotRole::NonRoster, false, lateReason));
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

bool VoteTally::isSettled() const
{
    const auto passes = [this](int participating, int approvals, int rejections) {
        const bool quorum = eligible > 0 && participating >= eligible / 2 + 1;
        const int needed =
            rule == CountingRule::StrictMajority ? participating / 2 + 1 : rejections + 1;
        return quorum && approvals >= needed;
    };
    const bool now = passes(participants, approve, reject);
    const int remaining = int(notVoted.size());
    // Each of the remaining organizations approves, rejects, abstains or stays away.
    for (int approving = 0; approving <= remaining; ++approving) {
        for (int rejecting = 0; approving + rejecting <= remaining; ++rejecting) {
            for (int abstaining = 0; approving + rejecting + abstaining <= remaining;
                 ++abstaining) {
                if (passes(participants + approving + rejecting + abstaining, approve + approving,
                           reject + rejecting)
                    != now) {
                    return false;
                }
            }
        }
    }
    return true;
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
    // The voters' reasons get a column only when someone gave one.
    const bool reasons = std::any_of(
        rows.cbegin(), rows.cend(), [](const TallyRow &row) { return !row.voterReason.isEmpty(); });
    const QString reasonHead = reasons ? QStringLiteral(" Reason |") : QString();
    const QString reasonRule = reasons ? QStringLiteral("---|") : QString();
    const auto reasonCell = [reasons](const TallyRow &row) {
        return reasons ? QLatin1Char(' ') + markdownCell(row.voterReason) + QStringLiteral(" |")
                       : QString();
    };
    QStringList lines = {
        QStringLiteral("| Organization | Voted by | Ballot | Time (UTC) |") + reasonHead,
        QStringLiteral("|---|---|---|---|") + reasonRule,
    };
    QStringList nonBindingLines;
    for (const TallyRow &tallyRow : rows) {
        QString ballot = choiceWord(tallyRow.choice);
        if (tallyRow.choice != BallotChoice::None && tallyRow.choice != BallotChoice::Ambiguous
            && !tallyRow.counted) {
            switch (tallyRow.reason) {
            case TallyReason::Late:
            case TallyReason::AfterDecision:
                ballot += QStringLiteral(" (late, not counted)");
                break;
            case TallyReason::OtherAccount:
                ballot += QStringLiteral(" (another account, not counted)");
                break;
            default:
                ballot += QStringLiteral(" (not counted)");
                break;
            }
        }
        if (tallyRow.reason == TallyReason::Suspended) {
            ballot = tallyRow.choice == BallotChoice::None ? QStringLiteral("suspended")
                                                           : ballot + QStringLiteral(", suspended");
        }
        const QString who = voterCell(tallyRow.login, tallyRow.role == BallotRole::Alternate);
        const QString line = QStringLiteral("| %1 | %2 | %3 | %4 |")
                                 .arg(markdownCell(tallyRow.organization), who,
                                      markdownCell(ballot), markdownCell(utcMinute(tallyRow.at)))
            + reasonCell(tallyRow);
        if (tallyRow.role == BallotRole::NonRoster) {
            nonBindingLines.append(QStringLiteral("| %1 | %2 | %3 |")
                                       .arg(who, markdownCell(choiceWord(tallyRow.choice)),
                                            markdownCell(utcMinute(tallyRow.at)))
                                   + reasonCell(tallyRow));
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
                               "| Login | Ballot | Time (UTC) |")
            + reasonHead + QStringLiteral("\n|---|---|---|") + reasonRule + QLatin1Char('\n')
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
        { QStringLiteral("late"), late },
        { QStringLiteral("other_account"), otherAccount },
        { QStringLiteral("summary"), summary() },
        { QStringLiteral("not_voted"), QJsonArray::fromStringList(notVoted) },
        { QStringLiteral("ballots"), ballotArray },
    };
}

VoteTally VoteTally::fromJson(const QJsonObject &object)
{
    VoteTally tally;
    tally.rule = countingRuleFromId(object.value(QLatin1String("rule")).toString())
                     .value_or(CountingRule::StrictMajority);
    auto number = [&object](const char *key) { return object.value(QLatin1String(key)).toInt(); };
    tally.organizations = number("organizations");
    tally.eligible = number("eligible");
    tally.participants = number("participants");
    tally.approve = number("approve");
    tally.reject = number("reject");
    tally.abstain = number("abstain");
    tally.quorumNeeded = number("quorum_needed");
    tally.quorumMet = object.value(QLatin1String("quorum_met")).toBool();
    tally.approvalsNeeded = number("approvals_needed");
    tally.passed = object.value(QLatin1String("passed")).toBool();
    tally.ambiguous = number("ambiguous");
    tally.nonBinding = number("non_binding");
    tally.late = number("late");
    tally.otherAccount = number("other_account");
    const QJsonArray notVoted = object.value(QLatin1String("not_voted")).toArray();
    for (const QJsonValue &value : notVoted) {
        tally.notVoted.append(value.toString());
    }
    const QJsonArray rows = object.value(QLatin1String("ballots")).toArray();
    for (const QJsonValue &value : rows) {
        const QJsonObject entry = value.toObject();
        TallyRow row;
        row.organization = entry.value(QLatin1String("organization")).toString();
        row.login = entry.value(QLatin1String("login")).toString();
        row.role = ballotRoleFromId(entry.value(QLatin1String("role")).toString())
                       .value_or(BallotRole::None);
        row.choice = ballotChoiceFromId(entry.value(QLatin1String("choice")).toString())
                         .value_or(BallotChoice::None);
        row.counted = entry.value(QLatin1String("counted")).toBool();
        row.reason = tallyReasonFromId(entry.value(QLatin1String("reason")).toString())
                         .value_or(TallyReason::NotVoted);
        row.at = QDateTime::fromString(entry.value(QLatin1String("at")).toString(), Qt::ISODate);
        row.closes =
            QDate::fromString(entry.value(QLatin1String("closes")).toString(), Qt::ISODate);
        row.voterReason = entry.value(QLatin1String("voter_reason")).toString();
        tally.rows.append(row);
    }
    return tally;
}

} // namespace acp
