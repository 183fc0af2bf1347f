#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace acp {

// A reviewer's verdict on one requirement of one application.
enum class ChecklistStatus { Unreviewed, Met, Gap, NeedsJudgment, NotApplicable };

QList<ChecklistStatus> allChecklistStatuses();
// Stable ids used in the database, JSON, the command line and requirement files: "unreviewed",
// "met", "gap", "needs-judgment", "not-applicable".
QString checklistStatusId(ChecklistStatus status);
// Case-insensitive; also accepts "_" for "-" ("needs_judgment").
std::optional<ChecklistStatus> checklistStatusFromId(QStringView id);
// Translated name for display.
QString checklistStatusDisplayName(ChecklistStatus status);

} // namespace acp
