#include "core/voting/EligibilityRule.h"

#include "core/text/VersionedJsonFile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLocale>
#include <QSettings>

#include <algorithm>

namespace acp {

namespace {

const QString kFormat = QStringLiteral("acp-eligibility-rule");

QString isoDate(const QDate &date)
{
    return date.toString(Qt::ISODate);
}

// The meetings the attendance rule looks at: the last `count` held on or before `asOf`.
QList<QDate> lastMeetings(const Roster &roster, const QDate &asOf, int count)
{
    QList<QDate> held;
    for (const QDate &date : roster.meetings) {
        if (date.isValid() && date <= asOf) {
            held.append(date);
        }
    }
    std::sort(held.begin(), held.end());
    return held.mid(std::max<qsizetype>(0, held.size() - count));
}

} // namespace

EligibilityRule::Verdict EligibilityRule::verdict(const RosterOrganization &organization,
                                                  const Roster &roster, const QDate &asOf) const
{
    if (!organization.isEligible()) {
        return { false, {} }; // the co-chairs' own word
    }
    switch (kind) {
    case Kind::AsRecorded:
        return { true, {} };
    case Kind::TacSeatAndActivity: {
        if (!organization.tacSeat) {
            return { false, QStringLiteral("no TAC seat") };
        }
        if (!organization.lastActive.isValid()) {
            return { false, QStringLiteral("no activity recorded") };
        }
        const QDate since = asOf.addMonths(-activeWithinMonths);
        if (organization.lastActive < since) {
            return { false,
                     QStringLiteral("last active %1, before %2")
                         .arg(isoDate(organization.lastActive), isoDate(since)) };
        }
        return { true,
                 QStringLiteral("TAC seat, last active %1").arg(isoDate(organization.lastActive)) };
    }
    case Kind::Attendance: {
        const QList<QDate> meetings = lastMeetings(roster, asOf, ofLastMeetings);
        const int needed = std::min<int>(meetingsAttended, int(meetings.size()));
        int attended = 0;
        for (const QDate &date : meetings) {
            attended += organization.attended.contains(date) ? 1 : 0;
        }
        const QString counted = QStringLiteral("attended %1 of the last %2 meetings")
                                    .arg(attended)
                                    .arg(meetings.size());
        if (meetings.isEmpty() || attended < needed) {
            return { false, counted + QStringLiteral(" (%1 needed)").arg(std::max(needed, 1)) };
        }
        return { true, counted };
    }
    }
    return { true, {} };
}

Roster EligibilityRule::applied(const Roster &roster, const QDate &asOf) const
{
    Roster result = roster;
    for (RosterOrganization &organization : result.organizations) {
        const Verdict outcome = verdict(organization, roster, asOf);
        if (outcome.eligible || !organization.isEligible()) {
            continue;
        }
        organization.status = OrganizationStatus::Suspended;
        organization.note = organization.note.trimmed().isEmpty()
            ? outcome.reason
            : outcome.reason + QStringLiteral("; ") + organization.note.trimmed();
    }
    return result;
}

QStringList EligibilityRule::problems(const Roster &roster, const QDate &asOf) const
{
    QStringList found;
    if (kind == Kind::AsRecorded || roster.isEmpty()) {
        return found;
    }
    if (kind == Kind::Attendance && lastMeetings(roster, asOf, ofLastMeetings).isEmpty()) {
        found.append(tr("The eligibility rule counts meetings attended, but the roster lists no "
                        "meeting held by %1; add the meeting list to the roster.")
                         .arg(isoDate(asOf)));
        return found;
    }
    if (applied(roster, asOf).eligibleCount() == 0) {
        found.append(tr("No organization on the roster is eligible under the rule in force; "
                        "check the roster's TAC seats, activity dates and attendance."));
    }
    return found;
}

QString EligibilityRule::kindId(Kind kind)
{
    switch (kind) {
    case Kind::AsRecorded:
        break;
    case Kind::TacSeatAndActivity:
        return QStringLiteral("tac-seat-and-activity");
    case Kind::Attendance:
        return QStringLiteral("attendance");
    }
    return QStringLiteral("as-recorded");
}

QString EligibilityRule::commentText(const QDate &asOf) const
{
    // English: the comment goes to the shared record on GitHub.
    QString rule;
    switch (kind) {
    case Kind::AsRecorded:
        rule = QStringLiteral("Eligibility as recorded on the roster by the co-chairs");
        break;
    case Kind::TacSeatAndActivity:
        rule = QStringLiteral("An organization is eligible when it holds a TAC seat and was "
                              "active within the last %1 months (on or after %2)")
                   .arg(activeWithinMonths)
                   .arg(isoDate(asOf.addMonths(-activeWithinMonths)));
        break;
    case Kind::Attendance:
        rule = QStringLiteral("An organization is eligible when it attended at least %1 of the "
                              "last %2 meetings")
                   .arg(meetingsAttended)
                   .arg(ofLastMeetings);
        break;
    }
    const QString which = isBuiltIn() ? QStringLiteral("built-in rule")
                                      : QStringLiteral("rule version %1").arg(this->version);
    return QStringLiteral("%1 (%2, applied on %3).").arg(rule, which, isoDate(asOf));
}

QString EligibilityRule::displayText(const QDate &appliedOn) const
{
    const QString day = QLocale().toString(appliedOn, QLocale::ShortFormat);
    switch (kind) {
    case Kind::AsRecorded:
        break;
    case Kind::TacSeatAndActivity:
        return tr("Eligibility: a TAC seat and activity within the last %n month(s), applied on "
                  "%1.",
                  nullptr, activeWithinMonths)
            .arg(day);
    case Kind::Attendance:
        return tr("Eligibility: attendance of %1 of the last %2 meetings, applied on %3.")
            .arg(meetingsAttended)
            .arg(ofLastMeetings)
            .arg(day);
    }
    return tr("Eligibility: as recorded on the roster, applied on %1.").arg(day);
}

QJsonObject EligibilityRule::toJson() const
{
    QJsonObject object {
        { QStringLiteral("format"), kFormat },
        { QStringLiteral("version"), version },
        { QStringLiteral("rule"), kindId(kind) },
    };
    if (kind == Kind::TacSeatAndActivity) {
        object.insert(QStringLiteral("active_within_months"), activeWithinMonths);
    } else if (kind == Kind::Attendance) {
        object.insert(QStringLiteral("meetings_attended"), meetingsAttended);
        object.insert(QStringLiteral("of_last_meetings"), ofLastMeetings);
    }
    return object;
}

QJsonObject EligibilityRule::recordJson(const QDate &asOf) const
{
    QJsonObject object = toJson();
    object.insert(QStringLiteral("applied_on"), isoDate(asOf));
    object.insert(QStringLiteral("text"), commentText(asOf));
    return object;
}

EligibilityRule EligibilityRule::fromRecord(const QJsonObject &record)
{
    QJsonObject rule = record;
    rule.remove(QLatin1String("applied_on"));
    rule.remove(QLatin1String("text"));
    if (rule.value(QLatin1String("version")).toInt() == 0) {
        rule.insert(QStringLiteral("version"), 1); // the built-in rule's version 0, to parse it
        EligibilityRule parsed = EligibilityRuleFile::parse(QJsonDocument(rule).toJson()).rule;
        parsed.version = 0;
        return parsed;
    }
    return EligibilityRuleFile::parse(QJsonDocument(rule).toJson()).rule;
}

// ---- EligibilityRuleFile ---------------------------------------------------------------------

QString EligibilityRuleFile::settingsKey()
{
    return QStringLiteral("voting/eligibilityRuleFile");
}

EligibilityRuleLoad EligibilityRuleFile::parse(const QByteArray &json, const QString &path)
{
    EligibilityRuleLoad result;
    result.path = path;
    const VersionedJsonFile read = VersionedJsonFile::parse(json, kFormat, path);
    const QString &file = read.file;
    const auto fail = [&result](const QString &why) {
        result.rule = EligibilityRule::builtIn();
        result.problem = why;
        return result;
    };
    if (!read.ok()) {
        return fail(read.problem);
    }
    const QJsonObject &object = read.object;
    EligibilityRule rule;
    rule.version = read.version;
    const QString kind = object.value(QLatin1String("rule")).toString();
    QStringList allowed { QStringLiteral("format"), QStringLiteral("version"),
                          QStringLiteral("rule") };
    struct Number
    {
        const char *key;
        int *value;
        int maximum;
    };
    QList<Number> numbers;
    if (kind == EligibilityRule::kindId(EligibilityRule::Kind::AsRecorded)) {
        rule.kind = EligibilityRule::Kind::AsRecorded;
    } else if (kind == EligibilityRule::kindId(EligibilityRule::Kind::TacSeatAndActivity)) {
        rule.kind = EligibilityRule::Kind::TacSeatAndActivity;
        numbers.append({ "active_within_months", &rule.activeWithinMonths, 60 });
    } else if (kind == EligibilityRule::kindId(EligibilityRule::Kind::Attendance)) {
        rule.kind = EligibilityRule::Kind::Attendance;
        numbers.append({ "meetings_attended", &rule.meetingsAttended, 24 });
        numbers.append({ "of_last_meetings", &rule.ofLastMeetings, 24 });
    } else {
        return fail(tr("In %1, “rule” must be as-recorded, tac-seat-and-activity or attendance.")
                        .arg(file));
    }
    for (const Number &number : numbers) {
        const QString key = QLatin1String(number.key);
        allowed.append(key);
        const QJsonValue value = object.value(key);
        if (value.isUndefined()) {
            continue; // the default
        }
        if (!VersionedJsonFile::isWholeNumber(value, 1, number.maximum)) {
            return fail(tr("In %1, “%2” must be a whole number from 1 to %3.")
                            .arg(file, key)
                            .arg(number.maximum));
        }
        *number.value = value.toInt();
    }
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!allowed.contains(it.key())) {
            return fail(tr("In %1, “%2” is not a key of this rule.").arg(file, it.key()));
        }
    }
    if (rule.meetingsAttended > rule.ofLastMeetings) {
        return fail(tr("In %1, “meetings_attended” cannot exceed “of_last_meetings”.").arg(file));
    }
    result.rule = rule;
    return result;
}

EligibilityRuleLoad EligibilityRuleFile::load(const QString &path)
{
    if (path.trimmed().isEmpty()) {
        return {};
    }
    const VersionedJsonFile read = VersionedJsonFile::load(path, kFormat);
    if (!read.ok()) {
        EligibilityRuleLoad result;
        result.path = path;
        result.problem = read.problem;
        return result;
    }
    return parse(QJsonDocument(read.object).toJson(), path);
}

EligibilityRuleLoad EligibilityRuleFile::loadConfigured()
{
    return load(QSettings().value(settingsKey()).toString().trimmed());
}

} // namespace acp
