#include "ui/applications/ApplicationListModel.h"

#include "core/review/ChecklistStore.h"
#include "core/store/BackgroundReader.h"
#include "core/store/Database.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistStyle.h"
#include "ui/widgets/UiSupport.h"

#include <QHash>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <limits>

namespace acp {

ApplicationListModel::ApplicationListModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_requirements(RequirementSet::builtIn())
{ }

void ApplicationListModel::setWorkspace(Workspace *workspace)
{
    if (m_workspace) {
        disconnect(m_workspace, nullptr, this, nullptr);
    }
    m_workspace = workspace;
    if (workspace) {
        // The workspace's requirement definition decides the progress, and follows the user's
        // choice of definition file.
        m_requirements = workspace->requirements();
        connect(workspace, &Workspace::requirementsChanged, this,
                [this] { setRequirements(m_workspace->requirements()); });
    }
}

void ApplicationListModel::refresh()
{
    if (!m_workspace) {
        return;
    }
    refresh(m_workspace->catalog().applications());
}

void ApplicationListModel::refresh(const QList<ApplicationSummary> &applications)
{
    setApplications(applications);
    refreshProgress();
}

void ApplicationListModel::setRequirements(const RequirementSet &requirements)
{
    m_requirements = requirements;
    refreshProgress();
    if (!m_reviews.isEmpty() || isRefreshingReviews()) {
        refreshReviews(); // the reviews' rows are matched to the requirements anew
    }
}

void ApplicationListModel::refreshProgress()
{
    QHash<int, ChecklistProgress> progress;
    if (m_workspace) {
        const QHash<int, QHash<QString, ChecklistStatus>> statuses =
            ChecklistStore(m_workspace->database()).allStatuses();
        for (auto it = statuses.cbegin(); it != statuses.cend(); ++it) {
            progress.insert(it.key(), ChecklistProgress::of(m_requirements, it.value()));
        }
    }
    QList<int> changed;
    const ChecklistProgress none = ChecklistProgress::of(m_requirements, {});
    for (int row = 0; row < m_rows.size(); ++row) {
        const int number = m_rows.at(row).number;
        if (progressOf(number) != progress.value(number, none)) {
            changed.append(row);
        }
    }
    m_progress = progress;
    for (int row : std::as_const(changed)) {
        emitProgressChanged(row);
    }
}

void ApplicationListModel::setProgress(int number, const ChecklistProgress &progress)
{
    if (isRefreshingReviews()) {
        m_reviewedMeanwhile.insert(number);
    }
    if (m_workspace && m_reviews.contains(number)) {
        // The reviewer's own statuses count in the disagreements.
        setReviews(
            number,
            TeamReviewSummaries(m_workspace->database(), m_requirements, m_workspace->authorTrust())
                .summarize(number));
    }
    if (progressOf(number) == progress) {
        return;
    }
    m_progress.insert(number, progress);
    const int row = rowOf(number);
    if (row >= 0) {
        emitProgressChanged(row);
    }
}

ChecklistProgress ApplicationListModel::progressOf(int number) const
{
    const auto it = m_progress.constFind(number);
    return it != m_progress.cend() ? *it : ChecklistProgress::of(m_requirements, {});
}

void ApplicationListModel::refreshReviews()
{
    if (!m_workspace) {
        return;
    }
    // Each reviewed thread read and parsed: a second and more on 100,000 comments, on the
    // reader's thread, so the window answers meanwhile.
    const int request = ++m_reviewsAsked;
    m_reviewedMeanwhile.clear();
    const RequirementSet requirements = m_requirements;
    const AuthorTrust trust = m_workspace->authorTrust();
    const Workspace *asked = m_workspace;
    m_workspace->backgroundReader().run(
        this,
        [this, requirements, trust, asked,
         request](Database &database) -> BackgroundReader::Result {
            const QHash<int, TeamReviewSummary> summaries =
                TeamReviewSummaries(database, requirements, trust)
                    .summarizeAll(ChecklistStore(database).allStatuses());
            return [this, asked, request, summaries] { takeReviews(asked, request, summaries); };
        });
}

void ApplicationListModel::takeReviews(const Workspace *asked, int request,
                                       const QHash<int, TeamReviewSummary> &summaries)
{
    if (request != m_reviewsAsked) {
        return; // overtaken: a newer reading is on its way
    }
    m_reviewsAnswered = request;
    if (asked != m_workspace) {
        return; // asked of the workspace shown before: not this one's reviews
    }
    // Thousands of rows may change: one signal for the span of them, not one per row.
    int firstRow = int(m_rows.size());
    int lastRow = -1;
    const auto take = [&](int number, const TeamReviewSummary &summary) {
        if (storeReviews(number, summary)) {
            const int row = rowOf(number);
            if (row >= 0) {
                firstRow = std::min(firstRow, row);
                lastRow = std::max(lastRow, row);
            }
        }
    };
    const QList<int> shown = m_reviews.keys();
    for (int number : shown) {
        if (!summaries.contains(number)) {
            take(number, {});
        }
    }
    for (auto it = summaries.cbegin(); it != summaries.cend(); ++it) {
        if (!m_reviewedMeanwhile.contains(it.key())) {
            take(it.key(), it.value());
        }
    }
    // Read again here, after the change: the reading may have seen these before it.
    if (!m_reviewedMeanwhile.isEmpty()) {
        const TeamReviewSummaries fresh(m_workspace->database(), m_requirements,
                                        m_workspace->authorTrust());
        for (int number : std::as_const(m_reviewedMeanwhile)) {
            take(number, fresh.summarize(number));
        }
        m_reviewedMeanwhile.clear();
    }
    if (lastRow >= 0) {
        emit dataChanged(index(firstRow, ProgressColumn), index(lastRow, ProgressColumn));
    }
    emit reviewsRefreshed();
}

void ApplicationListModel::setReviews(int number, const TeamReviewSummary &summary)
{
    if (!storeReviews(number, summary)) {
        return;
    }
    const int row = rowOf(number);
    if (row >= 0) {
        const QModelIndex cell = index(row, ProgressColumn);
        emit dataChanged(cell, cell);
    }
}

bool ApplicationListModel::storeReviews(int number, const TeamReviewSummary &summary)
{
    if (m_reviews.value(number) == summary) {
        return false;
    }
    if (summary.isEmpty()) {
        m_reviews.remove(number);
    } else {
        m_reviews.insert(number, summary);
    }
    return true;
}

void ApplicationListModel::emitProgressChanged(int row)
{
    const QModelIndex cell = index(row, ProgressColumn);
    emit dataChanged(cell, cell);
}

void ApplicationListModel::setApplications(const QList<ApplicationSummary> &applications)
{
    QHash<int, int> incoming; // number -> index in `applications`
    incoming.reserve(applications.size());
    for (int i = 0; i < applications.size(); ++i) {
        incoming.insert(applications.at(i).number, i);
    }

    // 1. Remove rows that are gone, in contiguous runs from the bottom up.
    for (int row = int(m_rows.size()) - 1; row >= 0;) {
        if (incoming.contains(m_rows.at(row).number)) {
            --row;
            continue;
        }
        int first = row;
        while (first > 0 && !incoming.contains(m_rows.at(first - 1).number)) {
            --first;
        }
        beginRemoveRows({}, first, row);
        m_rows.remove(first, row - first + 1);
        m_rowIndexStale = true;
        endRemoveRows();
        row = first - 1;
    }

    // 2. Update the rows that stay.
    QSet<int> present;
    for (int row = 0; row < m_rows.size(); ++row) {
        const ApplicationSummary &fresh = applications.at(incoming.value(m_rows.at(row).number));
        present.insert(fresh.number);
        const bool changed = !sameDisplay(m_rows.at(row), fresh);
        m_rows[row] = fresh;
        if (changed) {
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        }
    }

    // 3. Append the new ones, keeping the catalog's order among them.
    QList<ApplicationSummary> added;
    for (const ApplicationSummary &application : applications) {
        if (!present.contains(application.number)) {
            added.append(application);
        }
    }
    if (!added.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(added.size()) - 1);
        m_rows.append(added);
        m_rowIndexStale = true;
        endInsertRows();
    }
}

int ApplicationListModel::rowOf(int number) const
{
    if (m_rowIndexStale) {
        m_rowOfNumber.clear();
        m_rowOfNumber.reserve(m_rows.size());
        for (int row = 0; row < m_rows.size(); ++row) {
            m_rowOfNumber.insert(m_rows.at(row).number, row);
        }
        m_rowIndexStale = false;
    }
    return m_rowOfNumber.value(number, -1);
}

const ApplicationSummary *ApplicationListModel::applicationAt(int row) const
{
    if (row < 0 || row >= m_rows.size()) {
        return nullptr;
    }
    return &m_rows.at(row);
}

void ApplicationListModel::refreshRelativeDates()
{
    if (!m_rows.isEmpty()) {
        emit dataChanged(index(0, UpdatedColumn), index(int(m_rows.size()) - 1, UpdatedColumn),
                         { Qt::DisplayRole, Qt::ToolTipRole });
    }
}

void ApplicationListModel::setReferenceTime(const QDateTime &now)
{
    m_referenceTime = now;
    refreshRelativeDates();
}

int ApplicationListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ApplicationListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ApplicationListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const ApplicationSummary &application = m_rows.at(index.row());

    switch (role) {
    case NumberRole:
        return application.number;
    case ReviewStateRole:
        return int(application.reviewState);
    case SearchTextRole:
        return searchTextOf(application);
    case UpdatedAtRole:
        return application.updatedAt;
    case ProgressRole:
        return QVariant::fromValue(progressOf(application.number));
    case TeamReviewRole:
        return QVariant::fromValue(reviewsOf(application.number));
    case DisagreementCountRole:
        return int(m_reviews.value(application.number).disagreements.size());
    default:
        break;
    }

    switch (index.column()) {
    case NumberColumn:
        switch (role) {
        case Qt::DisplayRole:
            return tr("#%1").arg(application.number);
        case SortRole:
            return *sortNumber(index.row(), NumberColumn);
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::ToolTipRole:
            return text::toolTipLine(application.title);
        case Qt::AccessibleTextRole:
            return tr("Application %1").arg(application.number);
        }
        break;
    case PlatformColumn:
        switch (role) {
        case Qt::DisplayRole:
            return text::displayLine(application.platformName);
        case SortRole:
            return application.platformName.toLower();
        case Qt::ToolTipRole:
            return text::toolTipLine(application.title);
        }
        break;
    case ReviewStateColumn:
        switch (role) {
        case Qt::DisplayRole:
        case Qt::AccessibleTextRole:
            return reviewStateDisplayName(application.reviewState);
        case SortRole:
            return *sortNumber(index.row(), ReviewStateColumn);
        case Qt::ToolTipRole:
            return application.labels.isEmpty()
                ? tr("No labels")
                : text::toolTipLine(
                    tr("Labels: %1").arg(application.labels.join(QStringLiteral(", "))));
        case Qt::DecorationRole:
            return ui::reviewStateColor(application.reviewState);
        }
        break;
    case ProgressColumn: {
        const ChecklistProgress progress = progressOf(application.number);
        switch (role) {
        case Qt::DisplayRole:
            return tr("%1/%2").arg(progress.reviewed()).arg(progress.total());
        case SortRole:
            return *sortNumber(index.row(), ProgressColumn);
        case Qt::ToolTipRole:
        case Qt::AccessibleTextRole:
            return progressDescription(application.number);
        }
        break;
    }
    case UpdatedColumn:
        switch (role) {
        case Qt::DisplayRole:
            return ui::relativeTime(application.updatedAt,
                                    m_referenceTime.isValid() ? m_referenceTime
                                                              : QDateTime::currentDateTimeUtc());
        case SortRole:
            return *sortNumber(index.row(), UpdatedColumn);
        case Qt::ToolTipRole:
            return tr("Updated %1").arg(ui::fullDateTime(application.updatedAt));
        }
        break;
    default:
        break;
    }
    return {};
}

std::optional<qint64> ApplicationListModel::sortNumber(int row, int column) const
{
    const ApplicationSummary &application = m_rows.at(row);
    switch (column) {
    case NumberColumn:
        return application.number;
    case ReviewStateColumn:
        return int(application.reviewState);
    case ProgressColumn: {
        // Most reviewed first when descending; among equals, fewer gaps first.
        const ChecklistProgress progress = progressOf(application.number);
        return progress.reviewed() * 10000 + progress.met * 100 - progress.gap;
    }
    case UpdatedColumn:
        // A number, not a QDateTime: the order is the same, and a missing time sorts first, as
        // an invalid QDateTime does.
        return application.updatedAt.isValid() ? application.updatedAt.toMSecsSinceEpoch()
                                               : std::numeric_limits<qint64>::min();
    default:
        return std::nullopt;
    }
}

QVariant ApplicationListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case NumberColumn:
        return tr("#");
    case PlatformColumn:
        return tr("Platform");
    case ReviewStateColumn:
        return tr("State");
    case ProgressColumn:
        return tr("Checklist");
    case UpdatedColumn:
        return tr("Updated");
    default:
        return {};
    }
}

QString ApplicationListModel::progressDescription(int number) const
{
    QString text = ui::checklistProgressDescription(progressOf(number));
    const TeamReviewSummary summary = m_reviews.value(number);
    if (summary.isEmpty()) {
        return text;
    }
    text +=
        QLatin1Char('\n') + tr("Reviewed by %1.").arg(summary.reviewers.join(QStringLiteral(", ")));
    const int disagreements = int(summary.disagreements.size());
    if (disagreements > 0) {
        QStringList titles;
        for (const QString &id : summary.disagreements) {
            const Requirement *requirement = m_requirements.requirement(id);
            titles.append(requirement ? requirement->title : id);
        }
        text += QLatin1Char(' ')
            + ui::numerus(
                  tr("The reviews differ on %n requirement(s): %1.", nullptr, disagreements),
                  disagreements)
                  .arg(titles.join(QStringLiteral(", ")));
    } else if (summary.reviewers.size() > 1) {
        text += QLatin1Char(' ') + tr("The reviews agree.");
    }
    return text;
}

QString ApplicationListModel::searchTextOf(const ApplicationSummary &application)
{
    QStringList parts { QString::number(application.number),
                        QLatin1Char('#') + QString::number(application.number),
                        application.title,
                        application.platformName,
                        application.author,
                        reviewStateDisplayName(application.reviewState) };
    parts += application.labels;
    return parts.join(QLatin1Char('\n')).toLower();
}

bool ApplicationListModel::sameDisplay(const ApplicationSummary &a, const ApplicationSummary &b)
{
    return a.number == b.number && a.title == b.title && a.platformName == b.platformName
        && a.state == b.state && a.reviewState == b.reviewState && a.labels == b.labels
        && a.author == b.author && a.createdAt == b.createdAt && a.updatedAt == b.updatedAt
        && a.htmlUrl == b.htmlUrl && a.commentCount == b.commentCount;
}

} // namespace acp
