#include "core/review/AuthorTrust.h"

#include <QRegularExpression>
#include <QSettings>

#include <algorithm>

namespace acp {

QString authorStandingId(AuthorStanding standing)
{
    switch (standing) {
    case AuthorStanding::WorkingGroup:
        return QStringLiteral("working-group");
    case AuthorStanding::Applicant:
        return QStringLiteral("applicant");
    case AuthorStanding::Other:
        break;
    }
    return QStringLiteral("other");
}

QString authorStandingDisplayName(AuthorStanding standing)
{
    switch (standing) {
    case AuthorStanding::WorkingGroup:
        return AuthorTrust::tr("Working group");
    case AuthorStanding::Applicant:
        return AuthorTrust::tr("Applicant");
    case AuthorStanding::Other:
        break;
    }
    return AuthorTrust::tr("Other participant");
}

AuthorTrust::AuthorTrust(const QStringList &coChairs)
    : m_coChairs(parseLogins(coChairs.join(QLatin1Char(','))))
{ }

AuthorTrust AuthorTrust::fromSettings(const QSettings &settings)
{
    return AuthorTrust(settings.value(coChairsSettingsKey()).toStringList());
}

QStringList AuthorTrust::parseLogins(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    QStringList logins;
    const QStringList parts = text.split(separators, Qt::SkipEmptyParts);
    for (QString login : parts) {
        if (login.startsWith(QLatin1Char('@'))) {
            login.remove(0, 1);
        }
        if (login.isEmpty()) {
            continue;
        }
        const bool known = std::any_of(logins.cbegin(), logins.cend(), [&](const QString &other) {
            return other.compare(login, Qt::CaseInsensitive) == 0;
        });
        if (!known) {
            logins.append(login);
        }
    }
    return logins;
}

bool AuthorTrust::isCoChair(const QString &login) const
{
    return !login.isEmpty()
        && std::any_of(m_coChairs.cbegin(), m_coChairs.cend(), [&](const QString &coChair) {
               return coChair.compare(login, Qt::CaseInsensitive) == 0;
           });
}

QStringList AuthorTrust::trustedAssociations()
{
    return { QStringLiteral("OWNER"), QStringLiteral("MEMBER"), QStringLiteral("COLLABORATOR") };
}

bool AuthorTrust::isTrustedAssociation(const QString &association)
{
    static const QStringList trusted = trustedAssociations();
    return trusted.contains(association, Qt::CaseInsensitive);
}

bool AuthorTrust::isTrusted(const QString &login, const QString &association,
                            const QString &applicant) const
{
    if (login.isEmpty() || login.compare(QLatin1String("ghost"), Qt::CaseInsensitive) == 0) {
        return false; // a deleted account: nobody can say who wrote it
    }
    if (!applicant.isEmpty() && login.compare(applicant, Qt::CaseInsensitive) == 0) {
        return false;
    }
    if (hasCoChairList()) {
        return isCoChair(login);
    }
    return isTrustedAssociation(association);
}

bool AuthorTrust::isApplicant(const Comment &comment, const Issue &issue) const
{
    if (!issue.author.isEmpty() && comment.author.compare(issue.author, Qt::CaseInsensitive) == 0) {
        return true;
    }
    // The same account under a new login (GitHub reports each object's current login, but a
    // cache may hold an older one).
    return comment.authorId > 0 && comment.authorId == issue.authorId;
}

bool AuthorTrust::isTrusted(const Comment &comment, const Issue &issue) const
{
    return !isApplicant(comment, issue)
        && isTrusted(comment.author, comment.authorAssociation, issue.author);
}

AuthorStanding AuthorTrust::standing(const Comment &comment, const Issue &issue) const
{
    if (isApplicant(comment, issue)) {
        return AuthorStanding::Applicant;
    }
    return isTrusted(comment, issue) ? AuthorStanding::WorkingGroup : AuthorStanding::Other;
}

QString AuthorTrust::whyNotTrusted(const Comment &comment, const Issue &issue) const
{
    if (isApplicant(comment, issue)) {
        return tr("@%1 is the applicant, whose comments never count as the working group's.")
            .arg(comment.author);
    }
    if (isTrusted(comment, issue)) {
        return {};
    }
    if (hasCoChairList()) {
        return tr("@%1 is not on the co-chair list.").arg(comment.author);
    }
    if (comment.authorAssociation.isEmpty()) {
        return tr("The role of @%1 in the repository is not known yet (sync again).")
            .arg(comment.author);
    }
    return tr("@%1 has no role in the repository (%2).")
        .arg(comment.author, comment.authorAssociation);
}

MarkerBlock AuthorTrust::markers(const Comment &comment, const Issue &issue) const
{
    if (!isTrusted(comment, issue)) {
        return {};
    }
    return MarkerBlock::parse(comment.body);
}

} // namespace acp
