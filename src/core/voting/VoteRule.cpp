#include "voting/VoteRule.h"

#include <QCoreApplication>

namespace acp {

QString voteRuleId(VoteRule rule)
{
    return rule == VoteRule::Strict ? QStringLiteral("strict") : QStringLiteral("simple");
}

std::optional<VoteRule> voteRuleFromId(const QString &id)
{
    const QString key = id.trimmed().toLower();
    if (key == QLatin1String("strict")) {
        return VoteRule::Strict;
    }
    if (key == QLatin1String("simple") || key == QLatin1String("votes-cast")) {
        return VoteRule::Simple;
    }
    return std::nullopt;
}

QString voteRuleText(VoteRule rule)
{
    const QString quorum = QCoreApplication::translate(
        "acp::VoteRule",
        "Quorum: more than half of the eligible organizations vote; an abstention counts as "
        "participation.");
    const QString majority = rule == VoteRule::Strict
        ? QCoreApplication::translate("acp::VoteRule",
                                      "Passes when approvals are more than half of the "
                                      "participating organizations (abstentions weigh against "
                                      "approval).")
        : QCoreApplication::translate("acp::VoteRule",
                                      "Passes when approvals are more than rejections "
                                      "(abstentions count toward quorum only).");
    return quorum + QLatin1Char(' ') + majority;
}

QString voteRuleDisplayName(VoteRule rule)
{
    return rule == VoteRule::Strict
        ? QCoreApplication::translate("acp::VoteRule", "strict majority")
        : QCoreApplication::translate("acp::VoteRule", "simple majority");
}

} // namespace acp
