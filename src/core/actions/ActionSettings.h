#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QSettings;

namespace acp {

// Whether an abstention counts against the majority: the Working Group's charter leaves it open,
// so the vote comment states the rule in use. Strict is the default reading.
enum class CountingRule {
    StrictMajority, // approvals must exceed half of the participants (abstentions count against)
    MajorityOfVotesCast, // approvals must outnumber rejections (abstentions count to quorum only)
};

QString countingRuleId(CountingRule rule); // "strict", "votes-cast"
std::optional<CountingRule> countingRuleFromId(const QString &id);
// The rule in the user's language, as the vote panel and the report show it.
QString countingRuleText(CountingRule rule);
// The same rule in English, as the vote comment prints it: comments go to the shared record on
// GitHub, whose language is the repository's, not the reviewer's.
QString countingRuleCommentText(CountingRule rule);

// The co-chair actions' settings. Label names compare case-insensitively, as GitHub's do.
struct ActionSettings
{
    QString templateFolder; // the user's comment templates (NAME.md); empty: built-in only
    QString deficiencyLabel = QStringLiteral("deficiency");
    QString retiredLabel = QStringLiteral("retired");
    CountingRule countingRule = CountingRule::StrictMajority;
    int reviewIntervalMonths = 6; // periodic review: due this long after approval / last review
    int deficiencyDays = 60; // a deficiency notice gives this long to resolve
    // The co-chairs' GitHub logins: when set, only their comments' markers count (AuthorTrust);
    // empty (the default): the repository's owners, members and collaborators are trusted.
    QStringList coChairs;

    // Keys under "actions/": templateFolder, deficiencyLabel, retiredLabel, countingRule,
    // reviewIntervalMonths, deficiencyDays, coChairs. Missing or invalid values keep the
    // defaults.
    static ActionSettings load(const QSettings &settings);
    void save(QSettings &settings) const;
};

} // namespace acp
