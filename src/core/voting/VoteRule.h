#pragma once

#include "actions/ActionSettings.h"

#include <QString>

#include <optional>

namespace acp {

// A vote's majority rule is the actions' CountingRule (ActionSettings::countingRule, printed in
// the vote comment by the start-vote template): StrictMajority (default), approvals more than
// half of the participating organizations, so an abstention weighs against approval; or
// MajorityOfVotesCast, approvals more than rejections, abstentions count toward quorum only.

// countingRuleFromId() plus "simple" for MajorityOfVotesCast, as rule markers may say.
std::optional<CountingRule> voteRuleFromId(const QString &id);
// A short translated name: "strict majority", "simple majority".
QString voteRuleDisplayName(CountingRule rule);

} // namespace acp
