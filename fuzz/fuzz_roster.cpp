// libFuzzer target: the roster parser (src/core/voting/RosterParser) on arbitrary Markdown and
// JSON. A roster it accepts must hold what RosterParser.h promises (named, distinct
// organizations; valid, distinct logins; no organization with the same login twice), pass
// Roster::problems() but for vacant seats, and survive the trip through the vote comment's
// table (Roster::toMarkdownTable, read back) and through its JSON form.

#include "FuzzSupport.h"
#include "core/voting/RosterParser.h"

#include <QSet>

#include <algorithm>

namespace {

void checkRoster(const acp::RosterParseResult &result)
{
    ACP_FUZZ_CHECK(result.ok() == result.error.isEmpty());
    if (!result.ok())
        return;
    const acp::Roster &roster = *result.roster;
    ACP_FUZZ_CHECK(!roster.organizations.isEmpty());
    QSet<QString> names;
    QSet<QString> logins;
    for (const acp::RosterOrganization &organization : roster.organizations) {
        ACP_FUZZ_CHECK(!organization.name.isEmpty());
        ACP_FUZZ_CHECK(organization.name == organization.name.simplified());
        const QString name = organization.name.toLower();
        ACP_FUZZ_CHECK(!names.contains(name));
        names.insert(name);
        for (const QString &login : { organization.representative, organization.alternate }) {
            if (login.isEmpty())
                continue;
            ACP_FUZZ_CHECK(acp::RosterParser::isValidLogin(login));
            const QString key = login.toLower();
            ACP_FUZZ_CHECK(!logins.contains(key));
            logins.insert(key);
        }
        ACP_FUZZ_CHECK(roster.organizationOf(organization.representative) == nullptr
                       || organization.representative.isEmpty()
                       || roster.organizationOf(organization.representative)->name
                           == organization.name);
    }
    ACP_FUZZ_CHECK(roster.eligibleCount() <= roster.organizations.size());
    // What the parser accepts, the roster editor's check accepts too, except a vacant
    // representative's seat (the parser warns about it; the editor asks for one).
    int vacant = 0;
    for (const acp::RosterOrganization &organization : roster.organizations)
        vacant += organization.representative.isEmpty() ? 1 : 0;
    ACP_FUZZ_CHECK(roster.problems().size() == vacant);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray content = acp::fuzz::bytes(data, size);
    const acp::RosterParseResult result = acp::RosterParser::parse(content);
    checkRoster(result);
    // Both readers see every input, whatever it starts with.
    checkRoster(acp::RosterParser::parseMarkdown(acp::fuzz::text(data, size)));
    checkRoster(acp::RosterParser::parseJson(content));
    (void)acp::RosterParser::loginFromText(acp::fuzz::text(data, std::min<size_t>(size, 200)));

    if (!result.ok())
        return 0;
    const acp::Roster &roster = *result.roster;

    // The vote comment's table reads back as the same roster: names, logins and statuses.
    const acp::RosterParseResult again = acp::RosterParser::parseMarkdown(roster.toMarkdownTable());
    ACP_FUZZ_CHECK(again.ok());
    ACP_FUZZ_CHECK(again.roster->organizations.size() == roster.organizations.size());
    for (qsizetype i = 0; i < roster.organizations.size(); ++i) {
        const acp::RosterOrganization &before = roster.organizations.at(i);
        const acp::RosterOrganization &after = again.roster->organizations.at(i);
        ACP_FUZZ_CHECK(after.name == before.name);
        ACP_FUZZ_CHECK(after.representative == before.representative);
        ACP_FUZZ_CHECK(after.alternate == before.alternate);
        ACP_FUZZ_CHECK(after.status == before.status);
    }

    // The stored form (JSON) keeps everything.
    ACP_FUZZ_CHECK(acp::Roster::fromJson(roster.toJson()) == roster);
    return 0;
}
