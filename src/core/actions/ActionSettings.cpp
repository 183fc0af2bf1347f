#include "actions/ActionSettings.h"

#include "review/AuthorTrust.h"

#include <QCoreApplication>
#include <QSettings>

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

ActionSettings ActionSettings::load(const QSettings &settings)
{
    ActionSettings result;
    auto text = [&settings](const char *key, const QString &fallback) {
        const QString value =
            settings.value(QStringLiteral("actions/") + QLatin1String(key)).toString().trimmed();
        return value.isEmpty() ? fallback : value;
    };
    auto number = [&settings](const char *key, int fallback, int minimum, int maximum) {
        bool ok = false;
        const int value =
            settings.value(QStringLiteral("actions/") + QLatin1String(key)).toInt(&ok);
        return ok && value >= minimum && value <= maximum ? value : fallback;
    };
    result.templateFolder = text("templateFolder", {});
    result.deficiencyLabel = text("deficiencyLabel", result.deficiencyLabel);
    result.retiredLabel = text("retiredLabel", result.retiredLabel);
    result.countingRule =
        countingRuleFromId(text("countingRule", {})).value_or(result.countingRule);
    result.reviewIntervalMonths =
        number("reviewIntervalMonths", result.reviewIntervalMonths, 1, 60);
    result.deficiencyDays = number("deficiencyDays", result.deficiencyDays, 1, 3650);
    const QVariant coChairs = settings.value(QStringLiteral("actions/coChairs"));
    result.coChairs = AuthorTrust::parseLogins(coChairs.toStringList().join(QLatin1Char(',')));
    return result;
}

void ActionSettings::save(QSettings &settings) const
{
    settings.setValue(QStringLiteral("actions/templateFolder"), templateFolder);
    settings.setValue(QStringLiteral("actions/deficiencyLabel"), deficiencyLabel);
    settings.setValue(QStringLiteral("actions/retiredLabel"), retiredLabel);
    settings.setValue(QStringLiteral("actions/countingRule"), countingRuleId(countingRule));
    settings.setValue(QStringLiteral("actions/reviewIntervalMonths"), reviewIntervalMonths);
    settings.setValue(QStringLiteral("actions/deficiencyDays"), deficiencyDays);
    settings.setValue(QStringLiteral("actions/coChairs"), coChairs);
}

} // namespace acp
