#include "core/review/ActivityFigures.h"

#include "core/preview/PreviewUrl.h"
#include "core/review/LinkExtractor.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace acp {

QString ActivityFigures::contributorsFactId()
{
    return QStringLiteral("contributors-90-days");
}

QString ActivityFigures::commitsFactId()
{
    return QStringLiteral("commits-90-days");
}

std::optional<int> ActivityFigures::claimedNumber(const QString &answer)
{
    // The first whole number: "1,204" with a thousands separator; "3.5k" or "12,5" is none
    // (a decimal is no count to compare).
    static const QRegularExpression number(QStringLiteral(
        "(?<![\\d.,])(\\d{1,3}(?:[,\\x{2009}\\x{202f}]\\d{3})+|\\d{1,9})(?!\\d|[.,]\\d)"));
    const QRegularExpressionMatch match = number.match(answer);
    if (!match.hasMatch())
        return std::nullopt;
    QString digits = match.captured(1);
    digits.remove(QRegularExpression(QStringLiteral("[^\\d]")));
    bool ok = false;
    const int value = digits.toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

int ActivityFigures::minimumIn(const QString &heading)
{
    static const QRegularExpression minimum(
        QStringLiteral("\\bmin(?:imum)?\\.?\\s*:?\\s*(\\d{1,6})"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = minimum.match(heading);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

QUrl ActivityFigures::repositoryOf(const Checklist &checklist)
{
    for (const ApplicationFact &fact : checklist.facts()) {
        if (fact.id != QLatin1String("repository"))
            continue;
        for (const ExtractedLink &link : LinkExtractor::extract(fact.answer)) {
            const preview::GitHubTarget target = preview::gitHubTarget(link.url);
            if (target.isValid())
                return target.repositoryUrl();
        }
    }
    return {};
}

QList<ActivityFigure> ActivityFigures::of(const Checklist &checklist,
                                          const LinkPreview *repositoryPreview)
{
    const preview::GitHubTarget target = preview::gitHubTarget(repositoryOf(checklist));
    QJsonObject activity;
    if (repositoryPreview && repositoryPreview->hasContent()
        && repositoryPreview->kind == PreviewKind::GitHubRepo)
        activity = repositoryPreview->details.value(QLatin1String("activity")).toObject();

    QList<ActivityFigure> figures;
    for (const ApplicationFact &fact : checklist.facts()) {
        ActivityFigure figure;
        if (fact.id == contributorsFactId())
            figure.kind = ActivityFigure::Kind::Contributors;
        else if (fact.id == commitsFactId())
            figure.kind = ActivityFigure::Kind::Commits;
        else
            continue;
        figure.factId = fact.id;
        figure.sectionIndex = fact.sectionIndex;
        figure.claimed = claimedNumber(fact.answer);
        figure.minimum = minimumIn(fact.heading);
        figure.repository = target.isValid() ? target.fullName() : QString();
        if (target.isValid() && !activity.isEmpty()) {
            const char *key =
                figure.kind == ActivityFigure::Kind::Commits ? "commits" : "contributors";
            figure.measured = activity.value(QLatin1String(key)).toInt();
            figure.atLeast = !activity.value(QLatin1String("complete")).toBool(true);
            // "2026-09-04T00:00:00Z" (UTC) or a date alone: the day is the first ten characters.
            figure.since = QDate::fromString(
                activity.value(QLatin1String("since")).toString().left(10), Qt::ISODate);
            figure.measuredAt = repositoryPreview->fetchedAt;
        }
        figures.append(figure);
    }
    return figures;
}

bool ActivityFigure::flagged() const
{
    if (!measured || atLeast)
        return false; // a lower bound contradicts no claim it could still reach
    return (claimed && *measured < *claimed) || *measured < minimum;
}

QString ActivityFigure::text() const
{
    if (repository.isEmpty())
        return QCoreApplication::translate(
            "acp::ActivityFigures",
            "The application names no GitHub repository as its project "
            "repository, so the figure is not checked.");
    if (!measured)
        return QCoreApplication::translate("acp::ActivityFigures", "Not checked yet against %1.")
            .arg(repository);
    const QString count = kind == Kind::Commits
        ? (atLeast ? QCoreApplication::translate("acp::ActivityFigures", "at least %n commit(s)",
                                                 nullptr, *measured)
                   : QCoreApplication::translate("acp::ActivityFigures", "%n commit(s)", nullptr,
                                                 *measured))
        : (atLeast ? QCoreApplication::translate("acp::ActivityFigures",
                                                 "at least %n contributor(s)", nullptr, *measured)
                   : QCoreApplication::translate("acp::ActivityFigures", "%n contributor(s)",
                                                 nullptr, *measured));
    const QString date = since.toString(Qt::ISODate);
    const QString checked = measuredAt.toUTC().date().toString(Qt::ISODate);
    QString sentence = claimed
        ? QCoreApplication::translate("acp::ActivityFigures",
                                      "%1 shows %2 on its default branch since %3 (checked %4); "
                                      "the application says %5.")
              .arg(repository, count, date, checked)
              .arg(*claimed)
        : QCoreApplication::translate("acp::ActivityFigures",
                                      "%1 shows %2 on its default branch since %3 (checked %4); "
                                      "the application gives no number.")
              .arg(repository, count, date, checked);
    if (!flagged())
        return sentence;
    const bool fewer = claimed && *measured < *claimed;
    const bool belowMinimum = *measured < minimum;
    QString mismatch;
    if (fewer && belowMinimum)
        mismatch = QCoreApplication::translate("acp::ActivityFigures",
                                               "Mismatch: fewer than the %1 the application "
                                               "claims, and below the form's minimum of %2.")
                       .arg(*claimed)
                       .arg(minimum);
    else if (fewer)
        mismatch = QCoreApplication::translate("acp::ActivityFigures",
                                               "Mismatch: fewer than the %1 the application "
                                               "claims.")
                       .arg(*claimed);
    else
        mismatch = QCoreApplication::translate("acp::ActivityFigures",
                                               "Mismatch: below the form's minimum of %1.")
                       .arg(minimum);
    return sentence + QLatin1Char(' ') + mismatch + QLatin1Char(' ')
        + QCoreApplication::translate("acp::ActivityFigures",
                                      "Other repositories or branches may account for it.");
}

QJsonObject ActivityFigure::toJson() const
{
    auto orNull = [](const std::optional<int> &value) {
        return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
    };
    return {
        { QStringLiteral("fact"), factId },
        { QStringLiteral("claimed"), orNull(claimed) },
        { QStringLiteral("minimum"), minimum > 0 ? QJsonValue(minimum) : QJsonValue() },
        { QStringLiteral("repository"),
          repository.isEmpty() ? QJsonValue() : QJsonValue(repository) },
        { QStringLiteral("measured"), orNull(measured) },
        { QStringLiteral("at_least"), atLeast },
        { QStringLiteral("since"),
          since.isValid() ? QJsonValue(since.toString(Qt::ISODate)) : QJsonValue() },
        { QStringLiteral("measured_at"),
          measuredAt.isValid() ? QJsonValue(measuredAt.toUTC().toString(Qt::ISODate))
                               : QJsonValue() },
        { QStringLiteral("flagged"), flagged() },
    };
}

} // namespace acp
