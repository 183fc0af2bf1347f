#include "voting/Roster.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace acp {

namespace {

QString cell(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('|'), QLatin1String("\\|"));
    escaped.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return escaped.trimmed();
}

QString loginCell(const QString &login)
{
    return login.isEmpty() ? QStringLiteral("—") : QLatin1Char('@') + login;
}

QJsonValue loginJson(const QString &login)
{
    return login.isEmpty() ? QJsonValue() : QJsonValue(login);
}

} // namespace

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

QJsonObject RosterOrganization::toJson() const
{
    return QJsonObject {
        { QStringLiteral("name"), name },
        { QStringLiteral("representative"), loginJson(representative) },
        { QStringLiteral("alternate"), loginJson(alternate) },
        { QStringLiteral("status"), organizationStatusId(status) },
        { QStringLiteral("note"), note },
    };
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

QJsonObject Roster::toJson() const
{
    QJsonArray array;
    for (const RosterOrganization &organization : organizations) {
        array.append(organization.toJson());
    }
    QJsonObject object { { QStringLiteral("organizations"), array } };
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
                         .arg(cell(organization.name), cell(loginCell(organization.representative)),
                              cell(loginCell(organization.alternate)), cell(status)));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace acp
