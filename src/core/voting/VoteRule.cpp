#include "voting/VoteRule.h"

#include <QCoreApplication>

namespace acp {

std::optional<CountingRule> voteRuleFromId(const QString &id)
{
    if (id.trimmed().compare(QLatin1String("simple"), Qt::CaseInsensitive) == 0) {
        return CountingRule::MajorityOfVotesCast;
    }
    return countingRuleFromId(id);
}

QString voteRuleDisplayName(CountingRule rule)
{
    return rule == CountingRule::StrictMajority
        ? QCoreApplication::translate("acp::VoteRule", "strict majority")
        : QCoreApplication::translate("acp::VoteRule", "simple majority (votes cast)");
}

} // namespace acp
