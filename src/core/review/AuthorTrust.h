#pragma once

#include "core/domain/Issue.h"
#include "core/review/MarkerBlock.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QSettings;

namespace acp {

// Where the author of a comment stands on an application.
enum class AuthorStanding {
    WorkingGroup, // trusted: a co-chair, or a member of the repository (see AuthorTrust)
    Applicant, // the issue's author, whatever their role in the repository
    Other, // anyone else: shown as text, never counted
};
QString authorStandingId(AuthorStanding standing); // "working-group", "applicant", "other"
QString authorStandingDisplayName(AuthorStanding standing); // translated

// Who may move a vote. Anyone can comment on a public issue, so a comment's hidden workbench
// markers, its roster table and its "Working group" standing count only when its author is
// trusted:
//
// - with a co-chair list (Preferences, ActionSettings::coChairs): exactly the logins on it;
// - without one: an author whose author_association is OWNER, MEMBER or COLLABORATOR. An
//   unknown association (a cache written before it was stored) is not trusted.
//
// The applicant (the issue's author) is never trusted for markers, whatever their association:
// an applicant cannot open, count or decide their own vote. Logins compare case-insensitively,
// as GitHub's do. This is the one place the rule lives.
class AuthorTrust
{
    Q_DECLARE_TR_FUNCTIONS(acp::AuthorTrust)

public:
    AuthorTrust() = default;
    explicit AuthorTrust(const QStringList &coChairs);
    // The co-chair list of the settings (ActionSettings::coChairs).
    static AuthorTrust fromSettings(const QSettings &settings);
    // Where the co-chair list is kept (ActionSettings edits it with the other action settings).
    static QString coChairsSettingsKey() { return QStringLiteral("actions/coChairs"); }

    QStringList coChairs() const { return m_coChairs; }
    bool hasCoChairList() const { return !m_coChairs.isEmpty(); }
    bool isCoChair(const QString &login) const;
    // OWNER, MEMBER or COLLABORATOR (case-insensitively).
    static bool isTrustedAssociation(const QString &association);
    static QStringList trustedAssociations(); // upper case

    // The rule itself. `applicant` is the issue's author.
    bool isTrusted(const QString &login, const QString &association,
                   const QString &applicant) const;
    bool isTrusted(const Comment &comment, const Issue &issue) const;
    bool isApplicant(const Comment &comment, const Issue &issue) const;
    AuthorStanding standing(const Comment &comment, const Issue &issue) const;
    // Why a comment's markers do not count, in one translated sentence (empty when trusted).
    QString whyNotTrusted(const Comment &comment, const Issue &issue) const;

    // The comment's trailing marker block when its author is trusted, else an empty block.
    MarkerBlock markers(const Comment &comment, const Issue &issue) const;

    // Logins as the settings and the command line take them: separated by commas, white space
    // or new lines, with or without '@'; duplicates (case-insensitively) dropped.
    static QStringList parseLogins(const QString &text);

private:
    QStringList m_coChairs;
};

} // namespace acp
