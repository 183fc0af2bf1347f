#include "core/actions/ActionSettings.h"

#include "core/review/AuthorTrust.h"

#include <QCoreApplication>
#include <QSettings>

#include <algorithm>

namespace acp {

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
    result.voteDeadlineDays = number("voteDeadlineDays", result.voteDeadlineDays, 1, 365);
    result.voteMinimumDays = std::min(number("voteMinimumDays", result.voteMinimumDays, 0, 365),
                                      result.voteDeadlineDays);
    const QVariant coChairs = settings.value(AuthorTrust::coChairsSettingsKey());
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
    settings.setValue(QStringLiteral("actions/voteMinimumDays"), voteMinimumDays);
    settings.setValue(QStringLiteral("actions/voteDeadlineDays"), voteDeadlineDays);
    settings.setValue(AuthorTrust::coChairsSettingsKey(), coChairs);
}

} // namespace acp
