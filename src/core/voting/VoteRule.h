#pragma once

#include <QString>

#include <optional>

namespace acp {

// How a vote passes once quorum is met (BRIEF.md, Voting rules). The Working Group must state
// whether an abstention counts against the majority; the workbench makes it an explicit
// setting, prints it in the vote comment and shows it with every tally.
enum class VoteRule {
    Strict, // approvals must be more than half of the participating organizations (default):
            // an abstention weighs against approval
    Simple, // approvals must be more than rejections: abstentions count toward quorum only
};

// "strict", "simple". fromId also takes "votes-cast" for Simple (the outbox's name).
QString voteRuleId(VoteRule rule);
std::optional<VoteRule> voteRuleFromId(const QString &id);
// One translated sentence about quorum and the rule, for displays and the report.
QString voteRuleText(VoteRule rule);
// A short translated name: "strict majority", "simple majority".
QString voteRuleDisplayName(VoteRule rule);

} // namespace acp
