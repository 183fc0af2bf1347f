#pragma once

#include <QString>

#include <optional>

namespace acp {

// Whether an abstention counts against the majority: the Working Group's charter leaves it open,
// so the vote comment states the rule in use. Strict is the default reading.
enum class CountingRule {
    StrictMajority, // approvals must exceed half of the participants (abstentions count against)
    MajorityOfVotesCast, // approvals must outnumber rejections (abstentions count to quorum only)
};

QString countingRuleId(CountingRule rule); // "strict", "votes-cast"
std::optional<CountingRule> countingRuleFromId(const QString &id);
// The rule in the user's language, as the vote panel and the report show it.
QString countingRuleText(CountingRule rule);
// The same rule in English, as the vote comment prints it: comments go to the shared record on
// GitHub, whose language is the repository's, not the reviewer's.
QString countingRuleCommentText(CountingRule rule);

// A vote's majority rule (ActionSettings::countingRule for new votes, printed in the vote
// comment by the start-vote template): StrictMajority (default), approvals more than
// half of the participating organizations, so an abstention weighs against approval; or
// MajorityOfVotesCast, approvals more than rejections, abstentions count toward quorum only.

// countingRuleFromId() plus "simple" for MajorityOfVotesCast, as rule markers may say.
std::optional<CountingRule> voteRuleFromId(const QString &id);
// A short translated name: "strict majority", "simple majority".
QString voteRuleDisplayName(CountingRule rule);

} // namespace acp
