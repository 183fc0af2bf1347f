#pragma once

#include "core/review/ChecklistStatus.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

namespace acp {

class Checklist;

// The reviewer's checklist as the Working Group's review comment (ActionComposer::publishReview):
// a table of requirement, status (emoji and word) and note, a summary line, and the hidden
// markers that ReviewCommentParser reads back exactly. English whatever the interface's
// language: it is the shared record on GitHub.
class ReviewCommentWriter
{
public:
    // "| Requirement | Status | Note |" and one row per requirement, unreviewed ones included
    // (so the table is the whole checklist); notes on one line, pipes escaped; the notes of
    // `privateNotes` (requirement ids) left out.
    static QString table(const Checklist &checklist, const QSet<QString> &privateNotes = {});
    // "4 met, 1 gap, 2 need judgment, 3 unreviewed."
    static QString summary(const Checklist &checklist);
    // review, review-requirements=VERSION, review-at=TIME and one review-status=ID:STATUS per
    // reviewed requirement, in the definition's order.
    static QStringList markers(const Checklist &checklist, const QString &requirementsVersion,
                               const QDateTime &at);
    // The reviewed requirements' statuses, by id.
    static QHash<QString, ChecklistStatus> statuses(const Checklist &checklist);
    // "working-ci met → gap" for each status that differs from `before` (a requirement missing
    // there was unreviewed), in the definition's order.
    static QStringList changes(const Checklist &checklist,
                               const QHash<QString, ChecklistStatus> &before);
    // "✅ met", "🔴 gap", "⚠️ needs judgment", "➖ not applicable", "⬜ unreviewed".
    static QString statusText(ChecklistStatus status);
};

} // namespace acp
