#include "report/ReportModel.h"

#include "catalog/ApplicationCatalog.h"
#include "issueform/IssueForm.h"
#include "review/LinkExtractor.h"
#include "store/IssueCache.h"
#include "workspace/Workspace.h"

#include <QHash>
#include <QMap>
#include <QRegularExpression>

#include <algorithm>

namespace acp {

namespace {

const QLatin1String WorkbenchMarker("<!-- acp-workbench:");

QString stripHtmlComments(const QString &markdown)
{
    static const QRegularExpression comment(QStringLiteral("<!--.*?-->"),
                                            QRegularExpression::DotMatchesEverythingOption);
    QString text = markdown;
    text.remove(comment);
    return text.trimmed();
}

// "**Rule:** quorum is …" → "Rule: quorum is …"
QString withoutEmphasis(QString text)
{
    text.remove(QStringLiteral("**"));
    text.remove(QStringLiteral("__"));
    return text.trimmed();
}

QString login(QString cell)
{
    static const QRegularExpression link(QStringLiteral("^\\[([^\\]]*)\\]\\(([^)]*)\\)$"));
    cell = cell.trimmed();
    const QRegularExpressionMatch match = link.match(cell);
    if (match.hasMatch()) {
        cell = match.captured(1).trimmed();
        if (cell.isEmpty()) {
            cell = QUrl(match.captured(2)).path().section(QLatin1Char('/'), -1);
        }
    }
    cell.remove(QLatin1Char('`'));
    if (cell.startsWith(QLatin1Char('@'))) {
        cell.remove(0, 1);
    }
    static const QStringList none = { QStringLiteral("—"), QStringLiteral("–"), QStringLiteral("-"),
                                      QStringLiteral("n/a"), QStringLiteral("none") };
    if (none.contains(cell, Qt::CaseInsensitive)) {
        return {};
    }
    return cell;
}

QStringList tableCells(const QString &line)
{
    QString trimmed = line.trimmed();
    if (trimmed.startsWith(QLatin1Char('|'))) {
        trimmed.remove(0, 1);
    }
    if (trimmed.endsWith(QLatin1Char('|'))) {
        trimmed.chop(1);
    }
    QStringList cells = trimmed.split(QLatin1Char('|'));
    for (QString &cell : cells) {
        cell = cell.trimmed();
    }
    return cells;
}

bool isSeparatorRow(const QStringList &cells)
{
    static const QRegularExpression separator(QStringLiteral("^:?-{2,}:?$"));
    return !cells.isEmpty() && std::all_of(cells.cbegin(), cells.cend(), [](const QString &cell) {
        return separator.match(cell).hasMatch();
    });
}

std::optional<ReportBallot::Choice> ballotChoice(const QString &content)
{
    if (content == QLatin1String("+1")) {
        return ReportBallot::Choice::Approve;
    }
    if (content == QLatin1String("-1")) {
        return ReportBallot::Choice::Reject;
    }
    if (content == QLatin1String("eyes")) {
        return ReportBallot::Choice::Abstain;
    }
    return std::nullopt;
}

QList<ReportLink> reportLinks(const QList<EvidenceLink> &links,
                              const std::function<QString(const QUrl &)> &linkTitle)
{
    QList<ReportLink> result;
    result.reserve(links.size());
    for (const EvidenceLink &link : links) {
        result.append({ link, linkTitle ? linkTitle(link.url).trimmed() : QString() });
    }
    return result;
}

QList<ReportNote> reportNotes(const QList<EvidenceNote> &notes, const ChecklistStore &store)
{
    QList<ReportNote> result;
    for (const EvidenceNote &note : notes) {
        if (!note.includeInReport) {
            continue; // notes are private unless the reviewer says otherwise
        }
        result.append({ note, note.isFile() ? store.absoluteFilePath(note) : QString() });
    }
    return result;
}

} // namespace

int ApplicationReport::workingGroupComments() const
{
    return int(
        std::count_if(conversation.cbegin(), conversation.cend(), [](const ReportComment &comment) {
            return comment.role == ReportComment::Role::WorkingGroup;
        }));
}

int ApplicationReport::submitterComments() const
{
    return int(conversation.size()) - workingGroupComments();
}

int RoundReport::countInState(ReviewState state) const
{
    return int(std::count_if(
        applications.cbegin(), applications.cend(),
        [state](const ApplicationReport &report) { return report.reviewState == state; }));
}

ReportBuilder::ReportBuilder(Workspace &workspace)
    : ReportBuilder(workspace, Options())
{ }

ReportBuilder::ReportBuilder(Workspace &workspace, Options options)
    : m_workspace(workspace)
    , m_options(std::move(options))
    , m_requirements(m_options.requirements ? *m_options.requirements : RequirementSet::builtIn())
{
    if (m_options.preparedBy.trimmed().isEmpty()) {
        m_options.preparedBy = defaultPreparedBy();
    }
    if (!m_options.generatedAt.isValid()) {
        m_options.generatedAt = QDateTime::currentDateTimeUtc();
    }
}

QString ReportBuilder::voteMarker()
{
    return QStringLiteral("<!-- acp-workbench:vote -->");
}

bool ReportBuilder::isVoteComment(const Comment &comment)
{
    return comment.body.contains(voteMarker());
}

bool ReportBuilder::isDecisionComment(const Comment &comment)
{
    if (comment.body.contains(QLatin1String("<!-- acp-workbench:decision"))) {
        return true;
    }
    // Decisions recorded before the workbench (or by hand) start with a "Decision" heading.
    static const QRegularExpression heading(QStringLiteral("^#{1,3}\\s+\\W*\\s*Decision\\b"),
                                            QRegularExpression::MultilineOption
                                                | QRegularExpression::CaseInsensitiveOption);
    return heading.match(comment.body).hasMatch();
}

QString ReportBuilder::defaultPreparedBy()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty()) {
        user = qEnvironmentVariable("USERNAME");
    }
    return user;
}

QList<ReportRosterEntry> ReportBuilder::parseRoster(const QString &markdown)
{
    QList<ReportRosterEntry> roster;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    int organizationColumn = -1;
    int representativeColumn = -1;
    int alternateColumn = -1;
    int statusColumn = -1;
    bool inTable = false;
    for (const QString &line : lines) {
        if (!line.trimmed().startsWith(QLatin1Char('|'))) {
            if (inTable && !roster.isEmpty()) {
                break; // the first roster table only
            }
            inTable = false;
            organizationColumn = representativeColumn = alternateColumn = statusColumn = -1;
            continue;
        }
        const QStringList cells = tableCells(line);
        if (!inTable) {
            inTable = true;
            for (int i = 0; i < cells.size(); ++i) {
                const QString header = cells.at(i).toLower();
                if (header.contains(QLatin1String("organi"))
                    || header.contains(QLatin1String("company"))
                    || header.contains(QLatin1String("member"))) {
                    organizationColumn = i;
                } else if (header.contains(QLatin1String("alternate"))) {
                    alternateColumn = i;
                } else if (header.contains(QLatin1String("representative"))) {
                    representativeColumn = i;
                } else if (header.contains(QLatin1String("status"))) {
                    statusColumn = i;
                }
            }
            continue;
        }
        if (organizationColumn < 0 || representativeColumn < 0 || isSeparatorRow(cells)) {
            continue;
        }
        ReportRosterEntry entry;
        entry.organization = withoutEmphasis(cells.value(organizationColumn));
        entry.representative = login(cells.value(representativeColumn));
        entry.alternate = alternateColumn >= 0 ? login(cells.value(alternateColumn)) : QString();
        entry.status = statusColumn >= 0 ? cells.value(statusColumn) : QString();
        const QString status = entry.status.toLower();
        entry.eligible = !status.contains(QLatin1String("suspended"))
            && !status.contains(QLatin1String("not eligible"));
        if (!entry.organization.isEmpty()) {
            roster.append(entry);
        }
    }
    return roster;
}

QString ReportBuilder::excerpt(const QString &markdown, int maxLength, bool *truncated)
{
    if (truncated) {
        *truncated = false;
    }
    if (markdown.size() <= maxLength) {
        return markdown;
    }
    if (truncated) {
        *truncated = true;
    }
    qsizetype cut = markdown.lastIndexOf(QLatin1Char('\n'), maxLength);
    if (cut < maxLength / 2) {
        cut = markdown.lastIndexOf(QLatin1Char(' '), maxLength);
    }
    if (cut < maxLength / 2) {
        cut = maxLength;
    }
    return markdown.left(cut).trimmed();
}

QList<int> ReportBuilder::allApplicationNumbers() const
{
    QList<int> numbers;
    for (const ApplicationSummary &summary : m_workspace.catalog().applications()) {
        numbers.append(summary.number);
    }
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}

std::optional<ApplicationReport> ReportBuilder::application(int number)
{
    m_error.clear();
    IssueCache cache(m_workspace.database());
    const std::optional<Issue> issue = cache.issue(number);
    if (!issue || issue->deleted || issue->isPullRequest) {
        m_error = issue && issue->deleted
            ? tr("Application #%1 was deleted on GitHub.").arg(number)
            : tr("Application #%1 is not in the cache; run “sync” first, or check the number.")
                  .arg(number);
        return std::nullopt;
    }

    const ApplicationSummary summary =
        ApplicationCatalog::summarize(*issue, m_workspace.labelScheme());
    const QList<Comment> comments = cache.comments(number);
    const ChecklistStore store(m_workspace.database());
    const Checklist checklist = Checklist::load(*issue, comments, m_requirements, store);

    ApplicationReport report;
    report.number = number;
    report.title = issue->title;
    report.platformName = summary.platformName;
    report.organization = checklist.form().answerFor(
        { QStringLiteral("Company / organization"), QStringLiteral("Company"),
          QStringLiteral("Organization"), QStringLiteral("Organisation") });
    report.htmlUrl = issue->htmlUrl;
    report.author = issue->author;
    report.state = issue->state;
    report.reviewState = summary.reviewState;
    report.labels = issue->labels;
    report.createdAt = issue->createdAt;
    report.updatedAt = issue->updatedAt;
    report.closedAt = issue->closedAt;
    report.repository = m_workspace.repository();
    report.preparedBy = m_options.preparedBy;
    report.generatedAt = m_options.generatedAt;
    report.requirementsTitle = m_requirements.title();
    report.requirementsVersion = m_requirements.version();
    report.progress = checklist.progress();

    for (const ChecklistItem &item : checklist.items()) {
        ReportRequirement requirement;
        requirement.requirement = item.requirement;
        requirement.entry = item.entry;
        for (int section : item.sections) {
            requirement.sectionHeadings.append(checklist.form().sections.value(section).heading);
        }
        requirement.links = reportLinks(item.links, m_options.linkTitle);
        requirement.notes = reportNotes(item.notes, store);
        report.requirements.append(requirement);
    }
    report.applicationLinks = reportLinks(checklist.applicationLinks(), m_options.linkTitle);
    report.applicationNotes = reportNotes(checklist.applicationNotes(), store);

    // The latest vote and decision comments have sections of their own.
    const Comment *voteComment = nullptr;
    const Comment *decisionComment = nullptr;
    for (const Comment &comment : comments) {
        if (comment.author != issue->author && isVoteComment(comment)) {
            voteComment = &comment;
        } else if (comment.author != issue->author && isDecisionComment(comment)) {
            decisionComment = &comment;
        }
    }

    bool workingGroupSpoke = false;
    for (const Comment &comment : comments) {
        if (&comment == voteComment || &comment == decisionComment) {
            continue;
        }
        ReportComment entry;
        entry.id = comment.id;
        entry.role = comment.author == issue->author ? ReportComment::Role::Submitter
                                                     : ReportComment::Role::WorkingGroup;
        entry.fromWorkbench = comment.body.contains(WorkbenchMarker);
        entry.answersRequest = entry.role == ReportComment::Role::Submitter && workingGroupSpoke;
        workingGroupSpoke = workingGroupSpoke || entry.role == ReportComment::Role::WorkingGroup;
        entry.author = comment.author;
        entry.createdAt = comment.createdAt;
        entry.url = comment.htmlUrl;
        entry.excerpt =
            excerpt(stripHtmlComments(comment.body), m_options.excerptLength, &entry.truncated);
        for (const ExtractedLink &link : LinkExtractor::extract(comment.body)) {
            entry.links.append(link.url);
        }
        report.conversation.append(entry);
    }

    report.vote = readVote(comments, voteComment);

    if (decisionComment) {
        report.decision.recorded = true;
        report.decision.author = decisionComment->author;
        report.decision.at = decisionComment->createdAt;
        report.decision.url = decisionComment->htmlUrl;
        report.decision.markdown = stripHtmlComments(decisionComment->body);
    }
    if (report.reviewState == ReviewState::Approved
        || report.reviewState == ReviewState::Declined) {
        report.decision.outcome = reviewStateId(report.reviewState);
    }
    return report;
}

ReportVote ReportBuilder::readVote(const QList<Comment> &comments, const Comment *voteComment) const
{
    Q_UNUSED(comments);
    ReportVote vote;
    if (!voteComment) {
        return vote;
    }
    vote.held = true;
    vote.commentId = voteComment->id;
    vote.commentUrl = voteComment->htmlUrl;
    vote.openedBy = voteComment->author;
    vote.openedAt = voteComment->createdAt;

    static const QRegularExpression closes(QStringLiteral("open until \\*\\*([^*\\n]+)\\*\\*"),
                                           QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch closesMatch = closes.match(voteComment->body);
    if (closesMatch.hasMatch()) {
        vote.closesText = closesMatch.captured(1).trimmed();
    }
    static const QRegularExpression rule(QStringLiteral("^\\s*\\*\\*Rule:?\\*\\*:?\\s*(.+)$"),
                                         QRegularExpression::MultilineOption
                                             | QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch ruleMatch = rule.match(voteComment->body);
    if (ruleMatch.hasMatch()) {
        vote.ruleText = withoutEmphasis(ruleMatch.captured(1));
    }
    vote.roster = parseRoster(voteComment->body);

    QHash<QString, const ReportRosterEntry *> byLogin;
    for (const ReportRosterEntry &entry : std::as_const(vote.roster)) {
        if (!entry.representative.isEmpty()) {
            byLogin.insert(entry.representative.toLower(), &entry);
        }
        if (!entry.alternate.isEmpty()) {
            byLogin.insert(entry.alternate.toLower(), &entry);
        }
    }

    const QList<Reaction> reactions =
        IssueCache(m_workspace.database()).reactions(ReactionSubject::Comment, voteComment->id);
    struct Cast
    {
        QList<ReportBallot::Choice> choices;
        QDateTime latest;
    };
    QMap<QString, Cast> casts; // sorted by login
    for (const Reaction &reaction : reactions) {
        const std::optional<ReportBallot::Choice> choice = ballotChoice(reaction.content);
        if (!choice) {
            vote.otherReactions.append(tr("%1 by %2").arg(reaction.content, reaction.user));
            continue;
        }
        Cast &cast = casts[reaction.user];
        if (!cast.choices.contains(*choice)) {
            cast.choices.append(*choice);
        }
        if (!cast.latest.isValid() || reaction.createdAt > cast.latest) {
            cast.latest = reaction.createdAt;
        }
    }
    for (auto it = casts.cbegin(); it != casts.cend(); ++it) {
        ReportBallot ballot;
        ballot.login = it.key();
        ballot.choice =
            it->choices.size() == 1 ? it->choices.first() : ReportBallot::Choice::Ambiguous;
        ballot.castAt = it->latest;
        if (const ReportRosterEntry *entry = byLogin.value(it.key().toLower())) {
            ballot.onRoster = true;
            ballot.organization = entry->organization;
            ballot.representative =
                entry->representative.compare(it.key(), Qt::CaseInsensitive) == 0;
        }
        vote.ballots.append(ballot);
    }
    // Roster order first (organizations as the comment lists them), then everyone else.
    auto rank = [&vote](const ReportBallot &ballot) {
        for (qsizetype i = 0; i < vote.roster.size(); ++i) {
            if (vote.roster.at(i).organization == ballot.organization && ballot.onRoster) {
                return i * 2 + (ballot.representative ? 0 : 1);
            }
        }
        return vote.roster.size() * 2;
    };
    std::stable_sort(
        vote.ballots.begin(), vote.ballots.end(),
        [&rank](const ReportBallot &a, const ReportBallot &b) { return rank(a) < rank(b); });
    return vote;
}

std::optional<RoundReport> ReportBuilder::round(const QList<int> &numbers)
{
    m_error.clear();
    RoundReport round;
    round.repository = m_workspace.repository();
    round.preparedBy = m_options.preparedBy;
    round.generatedAt = m_options.generatedAt;
    round.title = tr("Review round of %1").arg(round.repository);
    for (int number : numbers) {
        std::optional<ApplicationReport> report = application(number);
        if (!report) {
            return std::nullopt;
        }
        round.applications.append(std::move(*report));
    }
    return round;
}

QString reportBallotChoiceId(ReportBallot::Choice choice)
{
    switch (choice) {
    case ReportBallot::Choice::Approve:
        return QStringLiteral("approve");
    case ReportBallot::Choice::Reject:
        return QStringLiteral("reject");
    case ReportBallot::Choice::Abstain:
        return QStringLiteral("abstain");
    case ReportBallot::Choice::Ambiguous:
        return QStringLiteral("ambiguous");
    }
    return {};
}

QString reportBallotChoiceDisplayName(ReportBallot::Choice choice)
{
    switch (choice) {
    case ReportBallot::Choice::Approve:
        return QCoreApplication::translate("acp::ReportBuilder", "Approve");
    case ReportBallot::Choice::Reject:
        return QCoreApplication::translate("acp::ReportBuilder", "Reject");
    case ReportBallot::Choice::Abstain:
        return QCoreApplication::translate("acp::ReportBuilder", "Abstain");
    case ReportBallot::Choice::Ambiguous:
        return QCoreApplication::translate("acp::ReportBuilder", "Ambiguous (not counted)");
    }
    return {};
}

} // namespace acp
