#include "core/voting/Roster.h"

#include "core/text/MarkdownLiteral.h"
#include "core/voting/RosterParser.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

#include <algorithm>
#include <utility>

namespace acp {

namespace {

// Roster data in a Markdown table: literal text (no links, mentions or markup, | escaped).
QString cell(const QString &text)
{
    const QString literal = text::markdownLiteral(text);
    return literal.isEmpty() ? QStringLiteral("—") : literal;
}

QString loginTableCell(const QString &login)
{
    if (login.isEmpty()) {
        return QStringLiteral("—");
    }
    return text::isGitHubLogin(login) ? QLatin1Char('@') + text::markdownLogin(login)
                                      : text::markdownLiteral(login);
}

QJsonValue loginJson(const QString &login)
{
    return login.isEmpty() ? QJsonValue() : QJsonValue(login);
}

QJsonArray datesJson(const QList<QDate> &dates)
{
    QJsonArray array;
    for (const QDate &date : dates) {
        array.append(date.toString(Qt::ISODate));
    }
    return array;
}

// Valid dates only, sorted and without repeats.
QList<QDate> datesFromJson(const QJsonValue &value)
{
    QList<QDate> dates;
    for (const QJsonValue &item : value.toArray()) {
        const QDate date = QDate::fromString(item.toString(), Qt::ISODate);
        if (date.isValid() && !dates.contains(date)) {
            dates.append(date);
        }
    }
    std::sort(dates.begin(), dates.end());
    return dates;
}

} // namespace

QStringList Roster::problems() const
{
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("acp::Roster", text);
    };
    QStringList found;
    if (organizations.isEmpty()) {
        found.append(tr("The roster has no organizations; add at least one."));
        return found;
    }
    QHash<QString, int> names; // lower-case name -> first row
    QHash<QString, QString> logins; // lower-case login -> the organization it is on
    for (int index = 0; index < organizations.size(); ++index) {
        const RosterOrganization &organization = organizations.at(index);
        const int row = index + 1;
        const QString name = organization.name.trimmed();
        const QString label = name.isEmpty() ? tr("row %1").arg(row) : name;
        if (name.isEmpty()) {
            found.append(tr("Row %1: the organization has no name.").arg(row));
        } else if (names.contains(name.toLower())) {
            found.append(tr("“%1” is listed twice (rows %2 and %3).")
                             .arg(name)
                             .arg(names.value(name.toLower()))
                             .arg(row));
        } else {
            names.insert(name.toLower(), row);
        }
        QString representative = organization.representative.trimmed();
        QString alternate = organization.alternate.trimmed();
        for (QString *login : { &representative, &alternate }) {
            if (login->startsWith(QLatin1Char('@'))) {
                login->remove(0, 1);
            }
        }
        if (representative.isEmpty()) {
            found.append(tr("%1: the representative is empty.").arg(label));
        }
        for (const QString &login : { representative, alternate }) {
            if (login.isEmpty()) {
                continue;
            }
            if (!RosterParser::isValidLogin(login)) {
                found.append(tr("%1: “%2” is not a GitHub login.").arg(label, login));
                continue;
            }
            const QString key = login.toLower();
            if (logins.contains(key)) {
                const QString other = logins.value(key);
                found.append(
                    other == label
                        ? tr("@%1 is both the representative and the alternate of %2.")
                              .arg(login, label)
                        : tr("@%1 is used twice: on %2 and on %3.").arg(login, other, label));
            } else {
                logins.insert(key, label);
            }
        }
    }
    return found;
}

QString organizationStatusId(OrganizationStatus status)
{
    return status == OrganizationStatus::Eligible ? QStringLiteral("eligible")
                                                  : QStringLiteral("suspended");
}

std::optional<OrganizationStatus> organizationStatusFromText(const QString &text)
{
    const QString word = text.trimmed().toLower();
    static const QStringList eligible = { QStringLiteral("eligible"), QStringLiteral("active"),
                                          QStringLiteral("voting"),   QStringLiteral("yes"),
                                          QStringLiteral("y"),        QStringLiteral("true"),
                                          QStringLiteral("✅"),        QStringLiteral("✔") };
    static const QStringList suspended = {
        QStringLiteral("suspended"),    QStringLiteral("inactive"), QStringLiteral("ineligible"),
        QStringLiteral("not eligible"), QStringLiteral("no"),       QStringLiteral("n"),
        QStringLiteral("false"),        QStringLiteral("❌")
    };
    if (eligible.contains(word)) {
        return OrganizationStatus::Eligible;
    }
    if (suspended.contains(word)) {
        return OrganizationStatus::Suspended;
    }
    return std::nullopt;
}

QString organizationStatusDisplayName(OrganizationStatus status)
{
    return status == OrganizationStatus::Eligible
        ? QCoreApplication::translate("acp::Roster", "eligible")
        : QCoreApplication::translate("acp::Roster", "suspended");
}

bool RosterOrganization::isRepresentative(const QString &login) const
{
    return !login.isEmpty() && representative.compare(login, Qt::CaseInsensitive) == 0;
}

bool RosterOrganization::isAlternate(const QString &login) const
{
    return !login.isEmpty() && alternate.compare(login, Qt::CaseInsensitive) == 0;
}

qint64 RosterOrganization::accountIdOf(const QString &login) const
{
    if (isRepresentative(login)) {
        return representativeId;
    }
    return isAlternate(login) ? alternateId : 0;
}

QJsonObject RosterOrganization::toJson() const
{
    QJsonObject object {
        { QStringLiteral("name"), name },
        { QStringLiteral("representative"), loginJson(representative) },
        { QStringLiteral("alternate"), loginJson(alternate) },
        { QStringLiteral("status"), organizationStatusId(status) },
        { QStringLiteral("note"), note },
    };
    if (representativeId > 0) {
        object.insert(QStringLiteral("representative_id"), representativeId);
    }
    if (alternateId > 0) {
        object.insert(QStringLiteral("alternate_id"), alternateId);
    }
    if (tacSeat) {
        object.insert(QStringLiteral("tac_seat"), true);
    }
    if (lastActive.isValid()) {
        object.insert(QStringLiteral("last_active"), lastActive.toString(Qt::ISODate));
    }
    if (!attended.isEmpty()) {
        object.insert(QStringLiteral("attended"), datesJson(attended));
    }
    return object;
}

RosterOrganization RosterOrganization::fromJson(const QJsonObject &object)
{
    RosterOrganization organization;
    organization.name = object.value(QLatin1String("name")).toString();
    organization.representative = object.value(QLatin1String("representative")).toString();
    organization.alternate = object.value(QLatin1String("alternate")).toString();
    organization.status =
        organizationStatusFromText(object.value(QLatin1String("status")).toString())
            .value_or(OrganizationStatus::Eligible);
    organization.note = object.value(QLatin1String("note")).toString();
    organization.representativeId = object.value(QLatin1String("representative_id")).toInteger();
    organization.alternateId = object.value(QLatin1String("alternate_id")).toInteger();
    if (organization.representative.isEmpty() || organization.representativeId < 0) {
        organization.representativeId = 0;
    }
    if (organization.alternate.isEmpty() || organization.alternateId < 0) {
        organization.alternateId = 0;
    }
    organization.tacSeat = object.value(QLatin1String("tac_seat")).toBool();
    organization.lastActive =
        QDate::fromString(object.value(QLatin1String("last_active")).toString(), Qt::ISODate);
    organization.attended = datesFromJson(object.value(QLatin1String("attended")));
    return organization;
}

int Roster::eligibleCount() const
{
    int count = 0;
    for (const RosterOrganization &organization : organizations) {
        count += organization.isEligible() ? 1 : 0;
    }
    return count;
}

const RosterOrganization *Roster::organizationOf(const QString &login) const
{
    for (const RosterOrganization &organization : organizations) {
        if (organization.isRepresentative(login) || organization.isAlternate(login)) {
            return &organization;
        }
    }
    return nullptr;
}

const RosterOrganization *Roster::organization(const QString &name) const
{
    for (const RosterOrganization &organization : organizations) {
        if (organization.name.compare(name, Qt::CaseInsensitive) == 0) {
            return &organization;
        }
    }
    return nullptr;
}

bool Roster::fillAccountIds(const std::function<qint64(const QString &login)> &idOf)
{
    bool filled = false;
    for (RosterOrganization &organization : organizations) {
        for (auto [login, id] :
             { std::pair { &organization.representative, &organization.representativeId },
               std::pair { &organization.alternate, &organization.alternateId } }) {
            if (login->isEmpty() || *id > 0) {
                continue;
            }
            const qint64 found = idOf(*login);
            if (found > 0) {
                *id = found;
                filled = true;
            }
        }
    }
    return filled;
}

QJsonObject Roster::toJson() const
{
    QJsonArray array;
    for (const RosterOrganization &organization : organizations) {
        array.append(organization.toJson());
    }
    QJsonObject object { { QStringLiteral("organizations"), array } };
    if (!meetings.isEmpty()) {
        object.insert(QStringLiteral("meetings"), datesJson(meetings));
    }
    if (version > 0) {
        object.insert(QStringLiteral("version"), version);
    }
    if (createdAt.isValid()) {
        object.insert(QStringLiteral("created_at"), createdAt.toUTC().toString(Qt::ISODate));
    }
    if (!source.isEmpty()) {
        object.insert(QStringLiteral("source"), source);
    }
    return object;
}

Roster Roster::fromJson(const QJsonObject &object)
{
    Roster roster;
    roster.version = object.value(QLatin1String("version")).toInt();
    roster.createdAt =
        QDateTime::fromString(object.value(QLatin1String("created_at")).toString(), Qt::ISODate);
    roster.source = object.value(QLatin1String("source")).toString();
    const QJsonArray array = object.value(QLatin1String("organizations")).toArray();
    for (const QJsonValue &value : array) {
        roster.organizations.append(RosterOrganization::fromJson(value.toObject()));
    }
    roster.meetings = datesFromJson(object.value(QLatin1String("meetings")));
    return roster;
}

QString Roster::toMarkdownTable() const
{
    QStringList lines = {
        QStringLiteral("| Organization | Representative | Alternate | Status |"),
        QStringLiteral("|---|---|---|---|"),
    };
    for (const RosterOrganization &organization : organizations) {
        QString status = organizationStatusId(organization.status);
        if (!organization.isEligible() && !organization.note.trimmed().isEmpty()) {
            status += QStringLiteral(" (") + organization.note.trimmed() + QLatin1Char(')');
        }
        lines.append(QStringLiteral("| %1 | %2 | %3 | %4 |")
                         .arg(cell(organization.name), loginTableCell(organization.representative),
                              loginTableCell(organization.alternate), cell(status)));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace acp
