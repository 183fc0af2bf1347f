#pragma once

#include "core/voting/VoteRule.h"

#include <QString>
#include <QStringList>

#include <optional>

class QSettings;

namespace acp {

// The co-chair actions' settings. Label names compare case-insensitively, as GitHub's do.
struct ActionSettings
{
    QString templateFolder; // the user's comment templates (NAME.md); empty: built-in only
    QString deficiencyLabel = QStringLiteral("deficiency");
    QString retiredLabel = QStringLiteral("retired");
    CountingRule countingRule = CountingRule::StrictMajority;
    int reviewIntervalMonths = 6; // periodic review: due this long after approval / last review
    int deficiencyDays = 60; // a deficiency notice gives this long to resolve
    // The voting window: a vote stays open at least voteMinimumDays (no early close before) and
    // closes voteDeadlineDays after it opened unless the co-chair sets another date.
    int voteMinimumDays = 7;
    int voteDeadlineDays = 28;
    // The co-chairs' GitHub logins: when set, only their comments' markers count (AuthorTrust);
    // empty (the default): the repository's owners, members and collaborators are trusted.
    QStringList coChairs;

    // Keys under "actions/": templateFolder, deficiencyLabel, retiredLabel, countingRule,
    // reviewIntervalMonths, deficiencyDays, voteMinimumDays, voteDeadlineDays, coChairs.
    // Missing or invalid values keep the defaults; a minimum wait past the deadline is cut to
    // it.
    static ActionSettings load(const QSettings &settings);
    void save(QSettings &settings) const;
};

} // namespace acp
