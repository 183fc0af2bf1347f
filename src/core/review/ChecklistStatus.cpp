#include "core/review/ChecklistStatus.h"

#include <QCoreApplication>

namespace acp {

QList<ChecklistStatus> allChecklistStatuses()
{
    return { ChecklistStatus::Unreviewed, ChecklistStatus::Met, ChecklistStatus::Gap,
             ChecklistStatus::NeedsJudgment, ChecklistStatus::NotApplicable };
}

QString checklistStatusId(ChecklistStatus status)
{
    switch (status) {
    case ChecklistStatus::Unreviewed:
        return QStringLiteral("unreviewed");
    case ChecklistStatus::Met:
        return QStringLiteral("met");
    case ChecklistStatus::Gap:
        return QStringLiteral("gap");
    case ChecklistStatus::NeedsJudgment:
        return QStringLiteral("needs-judgment");
    case ChecklistStatus::NotApplicable:
        return QStringLiteral("not-applicable");
    }
    return {};
}

std::optional<ChecklistStatus> checklistStatusFromId(QStringView id)
{
    QString normalized = id.trimmed().toString();
    normalized.replace(QLatin1Char('_'), QLatin1Char('-'));
    for (ChecklistStatus status : allChecklistStatuses()) {
        if (checklistStatusId(status).compare(normalized, Qt::CaseInsensitive) == 0) {
            return status;
        }
    }
    return std::nullopt;
}

QString checklistStatusDisplayName(ChecklistStatus status)
{
    switch (status) {
    case ChecklistStatus::Unreviewed:
        return QCoreApplication::translate("acp::ChecklistStatus", "Unreviewed");
    case ChecklistStatus::Met:
        return QCoreApplication::translate("acp::ChecklistStatus", "Met");
    case ChecklistStatus::Gap:
        return QCoreApplication::translate("acp::ChecklistStatus", "Gap");
    case ChecklistStatus::NeedsJudgment:
        return QCoreApplication::translate("acp::ChecklistStatus", "Needs judgment");
    case ChecklistStatus::NotApplicable:
        return QCoreApplication::translate("acp::ChecklistStatus", "Not applicable");
    }
    return {};
}

} // namespace acp
