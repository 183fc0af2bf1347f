#include "core/voting/VoteRule.h"

#include <QCoreApplication>

namespace acp {

QString countingRuleId(CountingRule rule)
{
    switch (rule) {
    case CountingRule::StrictMajority:
        return QStringLiteral("strict");
    case CountingRule::MajorityOfVotesCast:
        return QStringLiteral("votes-cast");
    }
    return {};
}

std::optional<CountingRule> countingRuleFromId(const QString &id)
{
    for (CountingRule rule : { CountingRule::StrictMajority, CountingRule::MajorityOfVotesCast }) {
        if (countingRuleId(rule).compare(id.trimmed(), Qt::CaseInsensitive) == 0) {
            return rule;
        }
    }
    return std::nullopt;
}

namespace {

// (Translated under the context acp::ActionSettings, where the counting rule was first defined;
// the catalogues keep it.)
const char *const kQuorumText = QT_TRANSLATE_NOOP(
    "acp::ActionSettings",
    "Quorum: more than half of the eligible voting organizations must cast a ballot; an "
    "abstention counts as participation.");
const char *const kStrictMajorityText = QT_TRANSLATE_NOOP(
    "acp::ActionSettings",
    "The application passes when approvals exceed half of the participating organizations, so "
    "an abstention counts against approval.");
const char *const kVotesCastText = QT_TRANSLATE_NOOP(
    "acp::ActionSettings",
    "The application passes when approvals outnumber rejections among the participating "
    "organizations; abstentions count toward the quorum only.");

QString ruleText(CountingRule rule, bool translated)
{
    const auto text = [translated](const char *source) {
        return translated ? QCoreApplication::translate("acp::ActionSettings", source)
                          : QString::fromUtf8(source);
    };
    switch (rule) {
    case CountingRule::StrictMajority:
        return text(kQuorumText) + QLatin1Char(' ') + text(kStrictMajorityText);
    case CountingRule::MajorityOfVotesCast:
        return text(kQuorumText) + QLatin1Char(' ') + text(kVotesCastText);
    }
    return text(kQuorumText);
}

} // namespace

QString countingRuleText(CountingRule rule)
{
    return ruleText(rule, true);
}

QString countingRuleCommentText(CountingRule rule)
{
    return ruleText(rule, false);
}

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
