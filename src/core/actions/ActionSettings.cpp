#include "actions/ActionSettings.h"

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

QString countingRuleText(CountingRule rule)
{
    const QString quorum = QCoreApplication::translate(
        "acp::ActionSettings",
        "Quorum: more than half of the eligible voting organizations must cast a ballot; an "
        "abstention counts as participation.");
    switch (rule) {
    case CountingRule::StrictMajority:
        return quorum + QLatin1Char(' ')
            + QCoreApplication::translate(
                   "acp::ActionSettings",
                   "The application passes when approvals exceed half of the participating "
                   "organizations, so an abstention counts against approval.");
    case CountingRule::MajorityOfVotesCast:
        return quorum + QLatin1Char(' ')
            + QCoreApplication::translate(
                   "acp::ActionSettings",
                   "The application passes when approvals outnumber rejections among the "
                   "participating organizations; abstentions count toward the quorum only.");
    }
    return quorum;
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
}

} // namespace acp
