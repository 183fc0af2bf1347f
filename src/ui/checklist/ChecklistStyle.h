#pragma once

#include "core/review/Checklist.h"
#include "core/review/ChecklistStatus.h"

#include <QColor>
#include <QIcon>
#include <QKeySequence>
#include <QMetaType>

class QPainter;
class QRect;

namespace acp::ui {

// How the checklist statuses look everywhere in the GUI: a colour and, so that colour is never
// the only cue, an icon with its own shape (a tick for met, a cross for a gap, a question mark
// for needs judgment, a dash for not applicable, an empty ring for unreviewed) beside the text.

QColor checklistStatusColor(ChecklistStatus status);
// A light background tint of the status colour for badges and checked buttons.
QColor checklistStatusTint(ChecklistStatus status);
// The same for `palette`: a light tint on light palettes, a dark one on dark palettes.
QColor checklistStatusTint(ChecklistStatus status, const QPalette &palette);
// Text in the status colour on that tint, readable (contrast 4.5:1) in light and dark themes.
QColor checklistStatusTextColor(ChecklistStatus status, const QPalette &palette);
QIcon checklistStatusIcon(ChecklistStatus status);
void paintChecklistStatusIcon(QPainter *painter, const QRectF &rect, ChecklistStatus status);

// The key that sets a status while reviewing: 1 met, 2 gap, 3 needs judgment, 4 not applicable,
// 0 unreviewed.
QKeySequence checklistStatusShortcut(ChecklistStatus status);
// Statuses in the order the keys and buttons offer them (met first, unreviewed last).
QList<ChecklistStatus> checklistStatusesInKeyOrder();

// Secondary text (headings, notices, the note's save state): between the window colour and its
// text, so it follows light, dark and high-contrast palettes.
QColor checklistMutedColor(const QPalette &palette);

// A group name of the requirement file, translated when it is one of the built-in ones.
QString requirementGroupDisplayName(const QString &group);

// "3 met · 1 gap · 6 unreviewed" (only the non-zero counts, unreviewed always last).
QString checklistProgressText(const ChecklistProgress &progress);
// "4 of 10 reviewed: 3 met, 1 gap, 6 unreviewed", for tool tips and screen readers.
QString checklistProgressDescription(const ChecklistProgress &progress);

// A compact segmented bar (met, needs judgment, gap, not applicable, unreviewed), rounded.
void paintChecklistProgress(QPainter *painter, const QRect &rect, const ChecklistProgress &progress,
                            const QPalette &palette);

} // namespace acp::ui
