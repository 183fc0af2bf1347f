#include "core/cli/ReviewCommands.h"

#include "core/cli/CommandLine.h"
#include "core/cli/ExitCode.h"
#include "core/review/ChecklistStore.h"
#include "core/review/TeamReviews.h"
#include "core/store/IssueCache.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTextStream>

namespace acp {

namespace {

struct IssueReviews
{
    QList<PublishedReview> reviews;
    QHash<QString, ChecklistStatus> mine;
    QStringList disagreements;
};

IssueReviews reviewsOf(Workspace &workspace, const Issue &issue)
{
    IssueReviews result;
    const RequirementSet &requirements = workspace.requirements();
    result.reviews =
        TeamReviews::collect(issue, IssueCache(workspace.database()).comments(issue.number),
                             requirements, workspace.authorTrust());
    const QHash<QString, ChecklistEntry> entries =
        ChecklistStore(workspace.database()).entries(issue.number);
    for (auto it = entries.cbegin(); it != entries.cend(); ++it) {
        result.mine.insert(it.key(), it->status);
    }
    result.disagreements = TeamReviews::disagreements(result.reviews, requirements, result.mine);
    return result;
}

// A status in a narrow column: the id, shortened where it is long.
QString statusCell(std::optional<ChecklistStatus> status)
{
    if (!status || *status == ChecklistStatus::Unreviewed) {
        return QStringLiteral("—");
    }
    switch (*status) {
    case ChecklistStatus::NeedsJudgment:
        return QStringLiteral("judgment");
    case ChecklistStatus::NotApplicable:
        return QStringLiteral("n/a");
    default:
        return checklistStatusId(*status);
    }
}

} // namespace

ReviewCommands::ReviewCommands(Workspace &workspace, const CommandLineRequest &request,
                               QTextStream &out, QTextStream &err, QObject *parent)
    : CommandGroup(workspace, request, out, err, parent)
{ }

ReviewCommands::~ReviewCommands() = default;

QStringList ReviewCommands::commands()
{
    return { QStringLiteral("reviews") };
}

void ReviewCommands::run()
{
    bool ok = false;
    const int number = m_request.arguments.value(0).toInt(&ok);
    if (m_request.arguments.size() != 1 || !ok || number <= 0) {
        done(fail(tr("“reviews” needs one issue number, for example: reviews 24."), UsageError));
        return;
    }
    done(printReviews(number));
}

QJsonObject ReviewCommands::issueReviewsJson(Workspace &workspace, int issueNumber)
{
    const std::optional<Issue> issue = IssueCache(workspace.database()).issue(issueNumber);
    if (!issue) {
        return {};
    }
    const IssueReviews found = reviewsOf(workspace, *issue);
    QJsonArray reviews;
    for (const PublishedReview &review : found.reviews) {
        reviews.append(review.toJson());
    }
    QJsonObject mine;
    for (auto it = found.mine.cbegin(); it != found.mine.cend(); ++it) {
        if (*it != ChecklistStatus::Unreviewed) {
            mine.insert(it.key(), checklistStatusId(*it));
        }
    }
    return {
        { QStringLiteral("issue"), issueNumber },
        { QStringLiteral("requirements_version"), workspace.requirements().version() },
        { QStringLiteral("reviews"), reviews },
        { QStringLiteral("mine"), mine },
        { QStringLiteral("disagreements"), QJsonArray::fromStringList(found.disagreements) },
    };
}

int ReviewCommands::printReviews(int issueNumber)
{
    IssueCache cache(m_workspace.database());
    QString problem;
    const std::optional<Issue> issue = cache.application(issueNumber, &problem);
    if (!issue) {
        return fail(problem);
    }
    if (m_request.json) {
        m_out << text::jsonForTerminal(QJsonDocument(issueReviewsJson(m_workspace, issueNumber))
                                           .toJson(QJsonDocument::Indented));
        return Success;
    }
    const IssueReviews found = reviewsOf(m_workspace, *issue);
    if (found.reviews.isEmpty()) {
        m_out << tr("No review of #%1 has been published on its issue by a trusted author.")
                     .arg(issueNumber)
              << '\n';
        return Success;
    }
    // Requirements down, reviewers across; "≠" where they disagree.
    QStringList headers { tr("Requirement"), tr("You") };
    for (const PublishedReview &review : found.reviews) {
        headers.append(QLatin1Char('@') + text::displayLine(review.author));
    }
    QList<QStringList> rows;
    for (const Requirement &requirement : m_workspace.requirements().requirements()) {
        QStringList row { requirement.id };
        const auto mine = found.mine.constFind(requirement.id);
        row.append(statusCell(mine != found.mine.cend() ? std::optional(*mine) : std::nullopt));
        for (const PublishedReview &review : found.reviews) {
            const std::optional<ReviewItem> item = review.item(requirement.id);
            row.append(statusCell(item ? std::optional(item->status) : std::nullopt));
        }
        rows.append(row);
    }
    QList<int> widths;
    for (const QString &header : headers) {
        widths.append(int(header.size()));
    }
    for (const QStringList &row : rows) {
        for (int column = 0; column < row.size(); ++column) {
            widths[column] = std::max(widths.at(column), int(row.at(column).size()));
        }
    }
    const auto line = [&widths](const QStringList &cells, const QString &mark) {
        QString text = mark;
        for (int column = 0; column < cells.size(); ++column) {
            text += cells.at(column).leftJustified(widths.at(column) + 2);
        }
        return text.trimmed().isEmpty() ? text
                                        : text.remove(QRegularExpression(QStringLiteral("\\s+$")));
    };
    m_out << line(headers, QStringLiteral("  ")) << '\n';
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const bool differs = found.disagreements.contains(rows.at(i).constFirst());
        m_out << line(rows.at(i), differs ? QStringLiteral("≠ ") : QStringLiteral("  ")) << '\n';
    }
    for (const PublishedReview &review : found.reviews) {
        const QString when =
            review.publishedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
        m_out << '\n'
              << (review.source == ReviewSource::Workbench
                      ? tr("@%1 published a review with the workbench (%2 UTC): %3")
                      : tr("@%1 wrote a review by hand (%2 UTC): %3"))
                     .arg(text::displayLine(review.author), when, review.url.toString())
              << '\n';
        for (const UnmatchedReviewRow &row : review.unmatched) {
            m_out << "  "
                  << tr("Not tied to a requirement: “%1” (%2)")
                         .arg(text::displayLine(row.title), statusCell(row.status))
                  << '\n';
        }
    }
    if (!found.disagreements.isEmpty()) {
        m_out
            << '\n'
            << tr("Reviewers disagree on: %1.").arg(found.disagreements.join(QStringLiteral(", ")))
            << '\n';
    }
    return Success;
}

} // namespace acp
