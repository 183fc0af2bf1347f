#include "core/report/ReportBuilder.h"

#include "core/actions/ActionSettings.h"
#include "core/catalog/ApplicationCatalog.h"
#include "core/issueform/IssueForm.h"
#include "core/preview/LinkPreviewService.h"
#include "core/review/LinkExtractor.h"
#include "core/review/MarkerBlock.h"
#include "core/review/TeamReviews.h"
#include "core/store/IssueCache.h"
#include "core/text/DisplayText.h"
#include "core/text/GitHubMarkdown.h"
#include "core/voting/VoteService.h"
#include "core/workspace/Workspace.h"

#include <QHash>
#include <QMap>
#include <QRegularExpression>

#include <algorithm>

namespace acp {

namespace {

ReportBallot::Choice reportChoice(BallotChoice choice)
{
    switch (choice) {
    case BallotChoice::Reject:
        return ReportBallot::Choice::Reject;
    case BallotChoice::Abstain:
        return ReportBallot::Choice::Abstain;
    case BallotChoice::Ambiguous:
        return ReportBallot::Choice::Ambiguous;
    case BallotChoice::Approve:
    case BallotChoice::None:
        break;
    }
    return ReportBallot::Choice::Approve;
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
        const QString problem = store.filePathProblem(note);
        result.append(
            { note, note.isFile() && problem.isEmpty() ? store.absoluteFilePath(note) : QString(),
              problem });
    }
    return result;
}

// What strangers wrote, made safe to print (DisplayText.h): one-line fields lose their line
// breaks and every control, bidi or invisible character shows as U+FFFD; Markdown keeps its
// line breaks. The renderer prints these as they are.
void neutraliseLine(QString &text)
{
    text = text::displayLine(text);
}

void neutraliseLines(QStringList &list)
{
    for (QString &text : list) {
        neutraliseLine(text);
    }
}

void neutraliseLinks(QList<ReportLink> &links)
{
    for (ReportLink &link : links) {
        neutraliseLine(link.previewTitle);
        neutraliseLine(link.link.author);
        neutraliseLine(link.link.sectionHeading);
        neutraliseLine(link.link.text);
    }
}

void neutraliseNotes(QList<ReportNote> &notes)
{
    for (ReportNote &note : notes) {
        neutraliseLine(note.note.originalName);
        note.note.content = text::displayMultiline(note.note.content);
    }
}

void neutralise(ApplicationReport &report)
{
    neutraliseLine(report.title);
    neutraliseLine(report.platformName);
    neutraliseLine(report.organization);
    neutraliseLine(report.author);
    neutraliseLines(report.labels);
    for (ReportRequirement &requirement : report.requirements) {
        neutraliseLines(requirement.sectionHeadings);
        neutraliseLinks(requirement.links);
        neutraliseNotes(requirement.notes);
        requirement.entry.note = text::displayMultiline(requirement.entry.note);
    }
    neutraliseLinks(report.applicationLinks);
    neutraliseNotes(report.applicationNotes);
    for (ReportComment &comment : report.conversation) {
        neutraliseLine(comment.author);
        comment.excerpt = text::displayMultiline(comment.excerpt);
    }
    ReportVote &vote = report.vote;
    neutraliseLine(vote.openedBy);
    neutraliseLine(vote.rosterError);
    for (ReportRosterEntry &entry : vote.roster) {
        neutraliseLine(entry.organization);
        neutraliseLine(entry.representative);
        neutraliseLine(entry.alternate);
        neutraliseLine(entry.status);
    }
    for (ReportBallot &ballot : vote.ballots) {
        neutraliseLine(ballot.login);
        neutraliseLine(ballot.organization);
        neutraliseLine(ballot.reason);
        neutraliseLine(ballot.voterReason);
    }
    neutraliseLines(vote.otherReactions);
    if (vote.tally) {
        neutraliseLines(vote.tally->notVoted);
        neutraliseLine(vote.tally->summary);
        neutraliseLine(vote.tally->outcome);
    }
    neutraliseLine(report.decision.author);
    report.decision.markdown = text::displayMultiline(report.decision.markdown);
}

} // namespace

ReportBuilder::ReportBuilder(Workspace &workspace)
    : ReportBuilder(workspace, Options())
{ }

ReportBuilder::ReportBuilder(Workspace &workspace, Options options)
    : m_workspace(workspace)
    , m_options(std::move(options))
    , m_requirements(m_options.requirements ? *m_options.requirements : workspace.requirements())
{
    if (m_options.preparedBy.trimmed().isEmpty()) {
        m_options.preparedBy = defaultPreparedBy();
    }
    if (!m_options.linkTitle && workspace.previews()) {
        // The titles of the previews already cached: a report never fetches anything.
        const LinkPreviewService *previews = workspace.previews();
        m_options.linkTitle = [previews](const QUrl &url) {
            return previews->cachedPreview(url).title;
        };
    }
    if (!m_options.generatedAt.isValid()) {
        m_options.generatedAt = QDateTime::currentDateTimeUtc();
    }
}

bool ReportBuilder::isVoteComment(const Comment &comment)
{
    return VoteService::isVoteComment(comment.body);
}

bool ReportBuilder::isDecisionComment(const Comment &comment)
{
    const MarkerBlock block = MarkerBlock::parse(comment.body);
    if (block.has(QStringLiteral("decision"))) {
        return true;
    }
    // Decisions recorded before the workbench (or by hand) start with a "Decision" heading,
    // in the prose (not in a quote or code).
    static const QRegularExpression heading(QStringLiteral("^#{1,3}\\s+\\W*\\s*Decision\\b"),
                                            QRegularExpression::MultilineOption
                                                | QRegularExpression::CaseInsensitiveOption);
    return heading.match(markdown::proseOnly(block.text(), false)).hasMatch();
}

QString ReportBuilder::defaultPreparedBy()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty()) {
        user = qEnvironmentVariable("USERNAME");
    }
    return user;
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
    const std::optional<Issue> issue = cache.application(number, &m_error);
    if (!issue) {
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
    report.requirementsTitle = m_requirements.displayTitle();
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

    report.reviews =
        TeamReviews::collect(*issue, comments, m_requirements, m_workspace.authorTrust());
    QHash<QString, ChecklistStatus> mine;
    for (const ChecklistItem &item : checklist.items()) {
        mine.insert(item.requirement.id, item.entry.status);
    }
    report.reviewDisagreements = TeamReviews::disagreements(report.reviews, m_requirements, mine);

    // The vote and the latest decision comment have sections of their own.
    report.vote = readVote(number);
    const Comment *voteComment = nullptr;
    const Comment *decisionComment = nullptr;
    const AuthorTrust trust = m_workspace.authorTrust();
    for (const Comment &comment : comments) {
        if (report.vote.commentId != 0 && comment.id == report.vote.commentId) {
            voteComment = &comment;
        } else if (trust.isTrusted(comment, *issue) && isDecisionComment(comment)) {
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
        switch (trust.standing(comment, *issue)) {
        case AuthorStanding::WorkingGroup:
            entry.role = ReportComment::Role::WorkingGroup;
            break;
        case AuthorStanding::Applicant:
            entry.role = ReportComment::Role::Submitter;
            break;
        case AuthorStanding::Other:
            entry.role = ReportComment::Role::Other;
            break;
        }
        entry.fromWorkbench = entry.role == ReportComment::Role::WorkingGroup
            && !MarkerBlock::parse(comment.body).isEmpty();
        entry.answersRequest = entry.role == ReportComment::Role::Submitter && workingGroupSpoke;
        workingGroupSpoke = workingGroupSpoke || entry.role == ReportComment::Role::WorkingGroup;
        entry.author = comment.author;
        entry.createdAt = comment.createdAt;
        entry.url = QUrl(comment.htmlUrl);
        entry.excerpt = excerpt(text::withoutHtmlComments(comment.body).trimmed(),
                                m_options.excerptLength, &entry.truncated);
        for (const ExtractedLink &link : LinkExtractor::extract(comment.body)) {
            entry.links.append(link.url);
        }
        report.conversation.append(entry);
    }

    if (decisionComment) {
        report.decision.recorded = true;
        report.decision.author = decisionComment->author;
        report.decision.at = decisionComment->createdAt;
        report.decision.url = QUrl(decisionComment->htmlUrl);
        report.decision.markdown = text::withoutHtmlComments(decisionComment->body).trimmed();
    }
    if (report.reviewState == ReviewState::Approved
        || report.reviewState == ReviewState::Declined) {
        report.decision.outcome = reviewStateId(report.reviewState);
    }
    neutralise(report);
    return report;
}

ReportVote ReportBuilder::readVote(int number) const
{
    ReportVote vote;
    const std::optional<VoteInfo> info = VoteService::of(m_workspace).vote(number);
    if (!info) {
        return vote;
    }
    vote.held = true;
    vote.commentId = info->commentId;
    vote.commentUrl = info->commentUrl;
    vote.openedBy = info->openedBy;
    vote.openedAt = info->openedAt;
    if (info->closes.isValid()) {
        vote.closesText = info->closes.toString(Qt::ISODate) + QStringLiteral(" (UTC)");
    }
    vote.ruleText = countingRuleText(info->rule);
    vote.rosterError = info->rosterError;
    for (const RosterOrganization &organization : info->roster.organizations) {
        ReportRosterEntry entry;
        entry.organization = organization.name;
        entry.representative = organization.representative;
        entry.alternate = organization.alternate;
        entry.eligible = organization.isEligible();
        entry.status = organizationStatusDisplayName(organization.status);
        if (!organization.isEligible() && !organization.note.isEmpty()) {
            entry.status += QStringLiteral(" (") + organization.note + QLatin1Char(')');
        }
        vote.roster.append(entry);
    }

    const VoteTally &tally = info->tally;
    for (const TallyRow &row : tally.rows) {
        if (row.login.isEmpty() || row.choice == BallotChoice::None) {
            continue; // an organization that has not voted
        }
        ReportBallot ballot;
        ballot.login = row.login;
        ballot.choice = reportChoice(row.choice);
        ballot.castAt = row.at;
        ballot.organization = row.organization;
        ballot.representative = row.role == BallotRole::Representative;
        ballot.onRoster = row.role != BallotRole::NonRoster;
        ballot.counted = row.counted;
        ballot.reason = row.reasonText();
        ballot.late = row.reason == TallyReason::Late || row.reason == TallyReason::AfterDecision;
        ballot.voterReason = row.voterReason;
        vote.ballots.append(ballot);
    }
    for (const VoteCommentWarning &warning : info->warnings) {
        vote.warnings.append(warning.text);
    }
    const QStringList ballotContents = ballotReactionContents();
    for (const Reaction &reaction : info->reactions) {
        if (!ballotContents.contains(reaction.content)) {
            vote.otherReactions.append(tr("%1 by %2").arg(reaction.content, reaction.user));
        }
    }

    ReportTally result;
    result.open = info->open;
    result.eligible = tally.eligible;
    result.participants = tally.participants;
    result.approve = tally.approve;
    result.reject = tally.reject;
    result.abstain = tally.abstain;
    result.quorum = tally.quorumNeeded;
    result.quorumMet = tally.quorumMet;
    result.passed = tally.passed;
    result.rule = countingRuleText(tally.rule);
    result.summary = tally.summary();
    result.outcome = tally.outcomeText();
    result.notVoted = tally.notVoted;
    result.late = tally.late;
    result.frozen = info->frozen;
    result.frozenAt = info->frozenAt;
    vote.tally = result;
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
    round.dashboard = DashboardFigures::compute(
        m_workspace,
        m_options.generatedAt.isValid() ? m_options.generatedAt : QDateTime::currentDateTimeUtc());
    return round;
}

} // namespace acp
