#pragma once

#include "core/voting/Roster.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace acp {

// Which organizations on the roster may vote on a vote opened on a given day. The rule in force
// is a versioned file a co-chair can replace (EligibilityRuleFile); a vote keeps the rule it was
// opened under, and its comment states it.
//
// - as-recorded (built in): the roster's status column decides, as the co-chairs keep it.
// - tac-seat-and-activity: the organization holds a TAC seat and was active on or after the day
//   `activeWithinMonths` months before the vote opened (six by default).
// - attendance: the older rule; it attended at least `meetingsAttended` of the last
//   `ofLastMeetings` meetings held on or before that day (2 of 3 by default; with fewer
//   meetings held, all of them but at most `meetingsAttended`).
//
// An organization the co-chairs suspended stays suspended under every rule: a rule only ever
// takes a vote away.
class EligibilityRule
{
    Q_DECLARE_TR_FUNCTIONS(acp::EligibilityRule)

public:
    enum class Kind { AsRecorded, TacSeatAndActivity, Attendance };

    Kind kind = Kind::AsRecorded;
    int version = 0; // the file's version; 0: the built-in rule
    int activeWithinMonths = 6;
    int meetingsAttended = 2;
    int ofLastMeetings = 3;

    static EligibilityRule builtIn() { return {}; }
    bool isBuiltIn() const { return version == 0; }

    struct Verdict
    {
        bool eligible = true;
        // English, for the vote comment and the frozen roster: "no TAC seat", "attended 1 of the
        // last 3 meetings (2 needed)"; empty when eligible by the roster's word alone.
        QString reason;
    };
    Verdict verdict(const RosterOrganization &organization, const Roster &roster,
                    const QDate &asOf) const;
    // `roster` with each organization the rule leaves out suspended and its reason put first in
    // its note.
    Roster applied(const Roster &roster, const QDate &asOf) const;
    // What keeps a vote from opening under the rule, one translated sentence each: the
    // attendance rule without a meeting held by `asOf`, and no organization eligible at all.
    QStringList problems(const Roster &roster, const QDate &asOf) const;

    static QString kindId(Kind kind); // "as-recorded", "tac-seat-and-activity", "attendance"
    // The rule in English, for the vote comment: what it asks, its version and the day applied.
    QString commentText(const QDate &asOf) const;
    // "Eligibility: …, applied on DATE." in the user's language.
    QString displayText(const QDate &appliedOn) const;

    // {"format": "acp-eligibility-rule", "version", "rule", and the rule's numbers}: the file.
    QJsonObject toJson() const;
    // toJson() plus "applied_on" and "text" (commentText()): what a vote keeps
    // (VoteRecord::eligibility).
    QJsonObject recordJson(const QDate &asOf) const;
    // The rule of a vote's record; the built-in rule when it holds none that can be read.
    static EligibilityRule fromRecord(const QJsonObject &record);

    bool operator==(const EligibilityRule &other) const = default;
};

// A rule read from a file, or why it could not be read (the built-in rule is used instead).
struct EligibilityRuleLoad
{
    EligibilityRule rule;
    QString path; // empty: the built-in rule was asked for
    // One translated sentence naming the file and the field; empty when read. The built-in rule
    // is then in use (the window says so; a command stops instead).
    QString problem;
};

// The eligibility rule file: JSON, {"format": "acp-eligibility-rule", "version": N (1 or
// more), "rule": "as-recorded" | "tac-seat-and-activity" | "attendance"}, with
// "active_within_months" (1–60) for the second and "meetings_attended" and "of_last_meetings"
// (1–24, attended ≤ of last) for the third. Unknown keys are refused, so a misspelt number
// never silently falls back to its default.
class EligibilityRuleFile
{
    Q_DECLARE_TR_FUNCTIONS(acp::EligibilityRuleFile)

public:
    static QString settingsKey(); // "voting/eligibilityRuleFile"
    static EligibilityRuleLoad parse(const QByteArray &json, const QString &path = {});
    static EligibilityRuleLoad load(const QString &path); // empty: the built-in rule
    static EligibilityRuleLoad loadConfigured(); // the file the settings name
};

} // namespace acp
