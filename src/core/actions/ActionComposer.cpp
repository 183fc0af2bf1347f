#include "core/actions/ActionComposer.h"

#include "core/catalog/ApplicationCatalog.h"
#include "core/i18n/InSentence.h"
#include "core/review/Checklist.h"
#include "core/review/ReviewCommentWriter.h"
#include "core/text/MarkdownLiteral.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QUuid>

namespace acp {

namespace {

// A login in a roster cell: a valid login is mentioned (the representatives are meant to
// hear of the vote); anything else is literal text.
QString rosterLoginCell(const QString &name)
{
    QString trimmed = name.trimmed();
    if (trimmed.startsWith(QLatin1Char('@'))) {
        trimmed.remove(0, 1);
    }
    if (trimmed.isEmpty()) {
        return QStringLiteral("—");
    }
    return text::isGitHubLogin(trimmed) ? QLatin1Char('@') + text::markdownLogin(trimmed)
                                        : text::markdownLiteral(name);
}

// "eligible", "suspended" (the co-chairs' word), or "not eligible (no TAC seat)" (the rule's).
QString statusCell(const VoteRosterEntry &entry)
{
    if (entry.eligible) {
        return QStringLiteral("eligible");
    }
    if (entry.ineligibleReason.isEmpty()) {
        return QStringLiteral("suspended");
    }
    return QStringLiteral("not eligible (%1)").arg(text::markdownLiteral(entry.ineligibleReason));
}

// The issue's address, as an autolink when it is a plain web address, else as literal text.
QString urlValue(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if (url.isValid() && (scheme == QLatin1String("https") || scheme == QLatin1String("http"))
        && !url.host().isEmpty() && url.userInfo().isEmpty()) {
        return url.toString(QUrl::FullyEncoded);
    }
    return text::markdownLiteral(url.toString());
}

QString quoted(const QString &text)
{
    QStringList lines = text.trimmed().split(QLatin1Char('\n'));
    for (QString &line : lines) {
        line = line.isEmpty() ? QStringLiteral(">") : QStringLiteral("> ") + line;
    }
    return lines.join(QLatin1Char('\n'));
}

// Evidence notes the reviewer chose to include in a request, as Markdown lines. Files cannot
// travel in a comment: they are named in `skipped`.
QString evidenceMarkdown(const QList<EvidenceNote> &notes, QStringList *skipped)
{
    QStringList parts;
    QStringList links;
    for (const EvidenceNote &note : notes) {
        if (!note.includeInRequest) {
            continue;
        }
        switch (note.kind) {
        case EvidenceKind::Url:
            links.append(QStringLiteral("- ") + note.content.trimmed());
            break;
        case EvidenceKind::Text:
            if (!note.content.trimmed().isEmpty()) {
                parts.append(quoted(note.content));
            }
            break;
        case EvidenceKind::File:
        case EvidenceKind::Image:
            skipped->append(note.originalName.isEmpty() ? note.filePath : note.originalName);
            break;
        }
    }
    if (!links.isEmpty()) {
        parts.prepend(links.join(QLatin1Char('\n')));
    }
    return parts.join(QStringLiteral("\n\n"));
}

} // namespace

ActionComposer::ActionComposer(const LabelScheme &labels, const ActionSettings &settings)
    : m_labels(labels)
    , m_settings(settings)
    , m_templates(settings.templateFolder)
{ }

QString ActionComposer::urlText(const QUrl &url)
{
    return urlValue(url);
}

QString ActionComposer::dateText(const QDate &date)
{
    return date.isValid() ? date.toString(Qt::ISODate) : QString();
}

QString ActionComposer::platformName(const Issue &issue) const
{
    const QString name = ApplicationCatalog::summarize(issue, m_labels).platformName.trimmed();
    return name.isEmpty() ? issue.title.trimmed() : name;
}

QHash<QString, QString> ActionComposer::commonValues(const Issue &issue) const
{
    return {
        { QStringLiteral("number"), QString::number(issue.number) },
        // What the applicant wrote is data: it renders as itself, and cannot link, mention,
        // mark up or carry a workbench marker (MarkdownLiteral.h).
        { QStringLiteral("title"), text::markdownLiteral(issue.title) },
        { QStringLiteral("platform"), text::markdownLiteral(platformName(issue)) },
        { QStringLiteral("author"), text::markdownLogin(issue.author.trimmed()) },
        { QStringLiteral("url"), urlValue(issue.htmlUrl) },
        { QStringLiteral("today"), dateText(QDate::currentDate()) },
    };
}

QString ActionComposer::checkState(const Issue &issue, const IssueSnapshot &expected,
                                   ActionKind kind) const
{
    if (expected.deleted) {
        return tr("Application #%1 was deleted on GitHub.").arg(issue.number);
    }
    const ReviewState state = expected.reviewState(m_labels);
    const QString stateName = inSentence(reviewStateDisplayName(state));
    const bool open = expected.state != QLatin1String("closed");
    const bool retired = expected.hasLabel(m_settings.retiredLabel);
    switch (kind) {
    case ActionKind::RequestInfo:
        if (!open || (state != ReviewState::New && state != ReviewState::NeedsInfo)) {
            return tr("Application #%1 is %2; information is requested only while an "
                      "application is new or needs info.")
                .arg(issue.number)
                .arg(open ? stateName : tr("closed"));
        }
        break;
    case ActionKind::StartVote:
        if (!open || (state != ReviewState::New && state != ReviewState::NeedsInfo)) {
            return tr("Application #%1 is %2; a vote starts only on an application in review.")
                .arg(issue.number)
                .arg(open ? stateName : tr("closed"));
        }
        break;
    case ActionKind::RecordDecision:
        if (!open || state != ReviewState::Voting) {
            return tr("Application #%1 is %2; a decision is recorded only while it is voting.")
                .arg(issue.number)
                .arg(open ? stateName : tr("closed"));
        }
        break;
    case ActionKind::BackToReview:
        if (!open || (state != ReviewState::NeedsInfo && state != ReviewState::Voting)) {
            return tr("Application #%1 is %2; only an application that needs info or is voting "
                      "goes back to review.")
                .arg(issue.number)
                .arg(open ? stateName : tr("closed"));
        }
        break;
    case ActionKind::PublishReview:
        if (!open) {
            return tr("Application #%1 is closed; a review is published only while it is open.")
                .arg(issue.number);
        }
        break;
    case ActionKind::Remind:
        if (!open || state != ReviewState::Voting) {
            return tr("Application #%1 is %2; a reminder goes out only while its vote runs.")
                .arg(issue.number)
                .arg(open ? stateName : tr("closed"));
        }
        break;
    case ActionKind::ListingPullRequest:
        if (state != ReviewState::Approved) {
            return tr("Application #%1 is %2; only an approved platform is listed.")
                .arg(issue.number)
                .arg(stateName);
        }
        break;
    case ActionKind::DeficiencyNotice:
    case ActionKind::Retirement:
    case ActionKind::ReviewComplete:
        if (state != ReviewState::Approved || retired) {
            return tr("Application #%1 is not an approved, listed platform; periodic review "
                      "actions apply only to those.")
                .arg(issue.number);
        }
        if (kind == ActionKind::DeficiencyNotice && expected.hasLabel(m_settings.deficiencyLabel)) {
            return tr("Application #%1 already has a deficiency notice running.").arg(issue.number);
        }
        break;
    }
    return {};
}

ComposeResult ActionComposer::make(ActionKind kind, const Issue &issue, const QString &templateName,
                                   const QHash<QString, QString> &values,
                                   const QStringList &addLabels, const QStringList &removeLabels,
                                   const QStringList &markers, const QJsonObject &details,
                                   const QString &setState, const QString &stateReason) const
{
    ComposeResult result;
    QHash<QString, QString> all = commonValues(issue);
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        all.insert(it.key(), it.value());
    }
    const CommentTemplates::Result rendered = m_templates.render(templateName, all);
    for (const QString &key : rendered.unknownKeys) {
        result.warnings.append(
            tr("The template %1 uses {{%2}}, which has no value here.").arg(rendered.source, key));
    }

    OutboxAction action;
    action.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    action.kind = kind;
    action.issueNumber = issue.number;
    QJsonObject payload {
        { QStringLiteral("comment"), rendered.text },
        { QStringLiteral("markers"), QJsonArray::fromStringList(markers) },
        { QStringLiteral("add_labels"), QJsonArray::fromStringList(addLabels) },
        { QStringLiteral("remove_labels"), QJsonArray::fromStringList(removeLabels) },
        { QStringLiteral("details"), details },
        { QStringLiteral("template"), rendered.source },
    };
    if (!setState.isEmpty()) {
        payload.insert(QStringLiteral("set_state"), setState);
        payload.insert(QStringLiteral("state_reason"), stateReason);
    }
    action.payload = payload;
    result.action = action;
    return result;
}

QStringList ActionComposer::labelsToRemove(const IssueSnapshot &expected, const QStringList &always,
                                           std::initializer_list<ReviewState> states) const
{
    // Removing the workbench's own label costs nothing when it is absent; another label of the
    // state (a team's "in voting") goes only when the issue carries it.
    QStringList remove = always;
    for (ReviewState state : states) {
        const QStringList names = m_labels.labelsFor(state);
        for (const QString &name : names) {
            if (expected.hasLabel(name) && !remove.contains(name, Qt::CaseInsensitive))
                remove.append(name);
        }
    }
    return remove;
}

ComposeResult ActionComposer::requestInfo(const Issue &issue, const IssueSnapshot &expected,
                                          const Checklist &checklist, bool includeNeedsJudgment,
                                          const QList<PublishedReview> &fromReviews) const
{
    ComposeResult result;
    result.error = checkState(issue, expected, ActionKind::RequestInfo);
    if (!result.error.isEmpty()) {
        return result;
    }

    QStringList skippedFiles;
    QStringList gaps;
    QStringList judgment;
    QJsonArray requirements;
    const auto asked = [includeNeedsJudgment](ChecklistStatus status) {
        return status == ChecklistStatus::Gap
            || (includeNeedsJudgment && status == ChecklistStatus::NeedsJudgment);
    };
    for (const ChecklistItem &item : checklist.items()) {
        ChecklistStatus status = item.entry.status;
        // Colleagues' points, with whose they are (their notes are theirs, as they wrote them).
        QStringList theirs;
        QJsonArray from;
        for (const PublishedReview &review : fromReviews) {
            const std::optional<ReviewItem> reviewed = review.item(item.requirement.id);
            if (!reviewed || !asked(reviewed->status)) {
                continue;
            }
            from.append(review.author);
            theirs.append(reviewed->note.trimmed().isEmpty()
                              ? QStringLiteral("_From @%1's review._").arg(review.author)
                              : QStringLiteral("_From @%1's review:_ %2")
                                    .arg(review.author, reviewed->note.trimmed()));
            if (!asked(status) || reviewed->status == ChecklistStatus::Gap) {
                status = reviewed->status; // a gap anyone sees is asked about as a gap
            }
        }
        const bool isGap = status == ChecklistStatus::Gap;
        const bool isJudgment = includeNeedsJudgment && status == ChecklistStatus::NeedsJudgment;
        if (!isGap && !isJudgment) {
            continue;
        }
        QStringList block;
        block.append(QStringLiteral("#### ") + item.requirement.title.trimmed());
        if (!item.requirement.description.trimmed().isEmpty()) {
            block.append(QLatin1Char('_') + item.requirement.description.trimmed()
                         + QLatin1Char('_'));
        }
        if (asked(item.entry.status) && !item.entry.note.trimmed().isEmpty()) {
            block.append(item.entry.note.trimmed());
        }
        block.append(theirs);
        const QString evidence = evidenceMarkdown(item.notes, &skippedFiles);
        if (!evidence.isEmpty()) {
            block.append(evidence);
        }
        (isGap ? gaps : judgment).append(block.join(QStringLiteral("\n\n")));
        QJsonObject requirement {
            { QStringLiteral("id"), item.requirement.id },
            { QStringLiteral("status"), checklistStatusId(status) },
        };
        if (!from.isEmpty()) {
            requirement.insert(QStringLiteral("from_reviews"), from);
        }
        requirements.append(requirement);
    }
    if (gaps.isEmpty() && judgment.isEmpty()) {
        result.error = includeNeedsJudgment
            ? tr("No requirement of application #%1 is marked gap or needs-judgment; mark the "
                 "missing points in the checklist first.")
                  .arg(issue.number)
            : tr("No requirement of application #%1 is marked gap; mark the missing points in "
                 "the checklist first (or include needs-judgment items).")
                  .arg(issue.number);
        return result;
    }
    const QString general = evidenceMarkdown(checklist.applicationNotes(), &skippedFiles);

    const QHash<QString, QString> values {
        { QStringLiteral("gaps"), gaps.join(QStringLiteral("\n\n")) },
        { QStringLiteral("judgment"), judgment.join(QStringLiteral("\n\n")) },
        { QStringLiteral("general"), general },
    };
    const QStringList remove =
        labelsToRemove(expected, { m_labels.labelFor(ReviewState::New) }, { ReviewState::New });
    result =
        make(ActionKind::RequestInfo, issue, QStringLiteral("request-info"), values,
             { m_labels.labelFor(ReviewState::NeedsInfo) }, remove,
             { QStringLiteral("acp-workbench:request-info") },
             QJsonObject { { QStringLiteral("requirements"), requirements },
                           { QStringLiteral("include_needs_judgment"), includeNeedsJudgment } });
    for (const QString &name : skippedFiles) {
        result.warnings.append(
            tr("The evidence file %1 cannot go into a GitHub comment and was left out.").arg(name));
    }
    return result;
}

ComposeResult ActionComposer::startVote(const Issue &issue, const IssueSnapshot &expected,
                                        const VoteOptions &options) const
{
    ComposeResult result;
    result.error = checkState(issue, expected, ActionKind::StartVote);
    if (!result.error.isEmpty()) {
        return result;
    }
    // The voting window: opened today, open at least the minimum wait, closing on the date
    // given or after the default deadline.
    const QDate opened = QDate::currentDate();
    const QDate earliest = opened.addDays(m_settings.voteMinimumDays);
    const QDate closes =
        options.closes.isValid() ? options.closes : opened.addDays(m_settings.voteDeadlineDays);
    if (closes < opened) {
        result.error = tr("The closing date %1 is in the past.").arg(dateText(closes));
        return result;
    }
    if (closes < earliest) {
        result.error = tr("A vote stays open at least %n day(s): it can close on %1 at the "
                          "earliest.",
                          nullptr, m_settings.voteMinimumDays)
                           .arg(dateText(earliest));
        return result;
    }

    QString roster;
    QJsonArray rosterJson;
    if (!options.roster || options.roster->isEmpty()) {
        // Comment text is English, like the templates: it goes to the shared record on GitHub.
        roster = QStringLiteral("No roster is defined in the workbench yet; the co-chairs will "
                                "confirm the eligible voting organizations and their "
                                "representatives.");
    } else {
        QStringList lines {
            QStringLiteral("| Organization | Representative | Alternate | Status |"),
            QStringLiteral("|---|---|---|---|"),
        };
        for (const VoteRosterEntry &entry : *options.roster) {
            lines.append(QStringLiteral("| %1 | %2 | %3 | %4 |")
                             .arg(entry.organization.trimmed().isEmpty()
                                      ? QStringLiteral("—")
                                      : text::markdownLiteral(entry.organization),
                                  rosterLoginCell(entry.representative),
                                  rosterLoginCell(entry.alternate), statusCell(entry)));
            QJsonObject object {
                { QStringLiteral("organization"), entry.organization },
                { QStringLiteral("representative"), entry.representative },
                { QStringLiteral("alternate"), entry.alternate },
                { QStringLiteral("eligible"), entry.eligible },
            };
            if (!entry.eligible && !entry.ineligibleReason.isEmpty()) {
                object.insert(QStringLiteral("reason"), entry.ineligibleReason);
            }
            rosterJson.append(object);
        }
        roster = lines.join(QLatin1Char('\n'));
    }

    // The rule travels as a marker too, so every workbench counts by it, whatever the wording.
    QStringList markers { QStringLiteral("acp-workbench:vote"),
                          QStringLiteral("acp-workbench:vote-rule=")
                              + countingRuleId(m_settings.countingRule) };
    markers.append(QStringLiteral("acp-workbench:vote-closes=") + dateText(closes));
    markers.append(QStringLiteral("acp-workbench:vote-earliest-close=") + dateText(earliest));
    const QHash<QString, QString> values {
        { QStringLiteral("roster"), roster },
        { QStringLiteral("rule"), countingRuleCommentText(m_settings.countingRule) },
        { QStringLiteral("opened"), dateText(opened) },
        { QStringLiteral("earliest"), dateText(earliest) },
        { QStringLiteral("closes"), dateText(closes) },
        { QStringLiteral("eligibility"), options.eligibility },
    };
    QJsonObject details {
        { QStringLiteral("rule"), countingRuleId(m_settings.countingRule) },
        { QStringLiteral("closes"), dateText(closes) },
        { QStringLiteral("earliest_close"), dateText(earliest) },
        { QStringLiteral("roster"), options.roster ? QJsonValue(rosterJson) : QJsonValue() },
    };
    if (!options.eligibilityRecord.isEmpty()) {
        details.insert(QStringLiteral("eligibility"), options.eligibilityRecord);
    }
    return make(ActionKind::StartVote, issue, QStringLiteral("start-vote"), values,
                { m_labels.labelFor(ReviewState::Voting) },
                labelsToRemove(expected,
                               { m_labels.labelFor(ReviewState::NeedsInfo),
                                 m_labels.labelFor(ReviewState::New) },
                               { ReviewState::NeedsInfo, ReviewState::New }),
                markers, details);
}

ComposeResult ActionComposer::decision(const Issue &issue, const IssueSnapshot &expected,
                                       const DecisionOptions &options) const
{
    ComposeResult result;
    result.error = checkState(issue, expected, ActionKind::RecordDecision);
    if (!result.error.isEmpty()) {
        return result;
    }
    // The public record says why, not only what.
    if (options.reasons.trimmed().isEmpty()) {
        result.error =
            (options.approved ? tr("A decision states its reasons: write why #%1 is approved.")
                              : tr("A decision states its reasons: write why #%1 is declined."))
                .arg(issue.number);
        return result;
    }
    const QDate decidedOn = options.decidedOn.isValid() ? options.decidedOn : QDate::currentDate();
    const QDate nextReview = decidedOn.addMonths(m_settings.reviewIntervalMonths);
    const QString outcome =
        options.approved ? QStringLiteral("approved") : QStringLiteral("declined");
    const QHash<QString, QString> values {
        { QStringLiteral("outcome"), outcome },
        { QStringLiteral("tally"), options.tally },
        { QStringLiteral("reasons"), options.reasons },
        { QStringLiteral("decided_on"), dateText(decidedOn) },
        { QStringLiteral("next_review"), options.approved ? dateText(nextReview) : QString() },
    };
    // Whatever earlier state labels linger go too.
    const QStringList remove =
        labelsToRemove(expected, { m_labels.labelFor(ReviewState::Voting) },
                       { ReviewState::Voting, ReviewState::NeedsInfo, ReviewState::New });
    QJsonObject details {
        { QStringLiteral("outcome"), outcome },
        { QStringLiteral("tally"), options.tally },
        { QStringLiteral("reasons"), options.reasons },
        { QStringLiteral("decided_on"), dateText(decidedOn) },
    };
    if (options.approved) {
        details.insert(QStringLiteral("next_review"), dateText(nextReview));
    }
    return make(
        ActionKind::RecordDecision, issue,
        options.approved ? QStringLiteral("decision-approved")
                         : QStringLiteral("decision-declined"),
        values,
        { m_labels.labelFor(options.approved ? ReviewState::Approved : ReviewState::Declined) },
        remove, { QStringLiteral("acp-workbench:decision=") + outcome }, details,
        QStringLiteral("closed"),
        options.approved ? QStringLiteral("completed") : QStringLiteral("not_planned"));
}

ComposeResult ActionComposer::backToReview(const Issue &issue, const IssueSnapshot &expected,
                                           const QString &note) const
{
    ComposeResult result;
    result.error = checkState(issue, expected, ActionKind::BackToReview);
    if (!result.error.isEmpty()) {
        return result;
    }
    const ReviewState from = expected.reviewState(m_labels);
    return make(ActionKind::BackToReview, issue, QStringLiteral("back-to-review"),
                { { QStringLiteral("note"), note } }, { m_labels.labelFor(ReviewState::New) },
                labelsToRemove(expected,
                               { m_labels.labelFor(ReviewState::NeedsInfo),
                                 m_labels.labelFor(ReviewState::Voting) },
                               { ReviewState::NeedsInfo, ReviewState::Voting }),
                { QStringLiteral("acp-workbench:back-to-review") },
                QJsonObject { { QStringLiteral("from"), reviewStateId(from) } });
}

ComposeResult ActionComposer::publishReview(const Issue &issue, const IssueSnapshot &expected,
                                            const Checklist &checklist,
                                            const ReviewOptions &options) const
{
    ComposeResult result;
    result.error = checkState(issue, expected, ActionKind::PublishReview);
    if (!result.error.isEmpty()) {
        return result;
    }
    const QHash<QString, ChecklistStatus> statuses = ReviewCommentWriter::statuses(checklist);
    if (statuses.isEmpty()) {
        result.error = tr("No requirement of #%1 has a status yet; there is no review to publish.")
                           .arg(issue.number);
        return result;
    }
    const QDateTime at = options.at.isValid() ? options.at : QDateTime::currentDateTimeUtc();
    QJsonObject statusObject;
    for (auto it = statuses.cbegin(); it != statuses.cend(); ++it) {
        statusObject.insert(it.key(), checklistStatusId(*it));
    }
    const QJsonObject details {
        { QStringLiteral("edit_comment_id"),
          options.editCommentId > 0 ? QJsonValue(options.editCommentId) : QJsonValue() },
        { QStringLiteral("statuses"), statusObject },
        { QStringLiteral("changes"),
          QJsonArray::fromStringList(ReviewCommentWriter::changes(checklist, options.previous)) },
    };
    return make(ActionKind::PublishReview, issue, QStringLiteral("review"),
                { { QStringLiteral("summary"), ReviewCommentWriter::summary(checklist) },
                  { QStringLiteral("table"),
                    ReviewCommentWriter::table(checklist, options.privateNotes) } },
                {}, {}, ReviewCommentWriter::markers(checklist, options.requirementsVersion, at),
                details);
}

} // namespace acp
