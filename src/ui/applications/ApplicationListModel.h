#pragma once

#include "core/catalog/ApplicationCatalog.h"
#include "core/review/Checklist.h"
#include "core/review/RequirementSet.h"
#include "core/review/TeamReviewSummary.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QSet>

#include <optional>

namespace acp {

class Workspace;

// The applications of a workspace as a table: number, platform, review state, checklist progress
// (met / gaps / unreviewed, from the reviewer's checklist statuses; with it, the team's published
// reviews: who, and on how many requirements they differ), last update.
//
// The team's reviews need each reviewed thread read and parsed, so refreshReviews() has them
// read on the workspace's reader thread after the list is shown (reviewsRefreshed() when they
// are in), never before the first paint and never on the window's thread.
//
// refresh() merges the catalog's current list into the rows in place (rows that vanished are
// removed, changed rows report dataChanged, new rows are appended), so persistent indexes (and
// with them the view's selection) survive a sync. Sorting is the proxy's job: SortRole gives
// each column's natural order (the number as an int, the update as milliseconds since 1970).
class ApplicationListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        NumberColumn,
        PlatformColumn,
        ReviewStateColumn,
        ProgressColumn,
        UpdatedColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        NumberRole, // int
        ReviewStateRole, // int(ReviewState)
        SearchTextRole, // lower-case text the search matches against
        UpdatedAtRole, // QDateTime (UTC)
        ProgressRole, // ChecklistProgress
        TeamReviewRole, // TeamReviewSummary
        DisagreementCountRole, // int: requirements the team's reviews disagree on
    };
    Q_ENUM(Role)

    explicit ApplicationListModel(QObject *parent = nullptr);

    // The catalog refresh() reads from; null for a model fed by setApplications() only.
    void setWorkspace(Workspace *workspace);
    // Re-reads the workspace's catalog and merges it in.
    void refresh();
    // As refresh(), with the catalog's list read elsewhere (ApplicationsReadAhead).
    void refresh(const QList<ApplicationSummary> &applications);
    // Merges `applications` into the rows (matching by number) without a reset.
    void setApplications(const QList<ApplicationSummary> &applications);

    // The requirements progress is counted against (the built-in set unless told otherwise).
    void setRequirements(const RequirementSet &requirements);
    // Re-reads every application's checklist progress from the workspace.
    void refreshProgress();
    // One application's progress changed (the checklist was edited).
    void setProgress(int number, const ChecklistProgress &progress);
    ChecklistProgress progressOf(int number) const;

    // Re-reads the team's published reviews of every application on the reader's thread. A
    // refresh already running is overtaken: only the newest one's answer is taken in.
    void refreshReviews();
    bool isRefreshingReviews() const { return m_reviewsAnswered != m_reviewsAsked; }
    TeamReviewSummary reviewsOf(int number) const { return m_reviews.value(number); }

    const QList<ApplicationSummary> &applications() const { return m_rows; }
    // The row of application `number`, or -1.
    int rowOf(int number) const;
    const ApplicationSummary *applicationAt(int row) const;

    // Relative dates ("5 minutes ago") age: tell the views to repaint the Updated column.
    void refreshRelativeDates();
    // The "now" relative dates are measured from; invalid (default) means the real clock.
    void setReferenceTime(const QDateTime &now);

    // The SortRole value of `row` in a column sorted by number (all but the platform's), without
    // a QVariant: the proxy's sorts compare through it (ApplicationFilterModel::lessThan).
    std::optional<qint64> sortNumber(int row, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString searchTextOf(const ApplicationSummary &application);

signals:
    // refreshReviews() has read every application's reviews.
    void reviewsRefreshed();

private:
    static bool sameDisplay(const ApplicationSummary &a, const ApplicationSummary &b);

    void emitProgressChanged(int row);
    // refreshReviews()'s answer `request`, for the workspace it was asked of.
    void takeReviews(const Workspace *asked, int request,
                     const QHash<int, TeamReviewSummary> &summaries);
    void setReviews(int number, const TeamReviewSummary &summary);
    // Whether the summary changed what the row shows; without telling the views.
    bool storeReviews(int number, const TeamReviewSummary &summary);
    // The progress column's tool tip (or accessible text) with the team's reviews.
    QString progressDescription(int number) const;

    QPointer<Workspace> m_workspace;
    QList<ApplicationSummary> m_rows;
    RequirementSet m_requirements;
    QHash<int, ChecklistProgress> m_progress; // by number; absent: nothing reviewed
    QDateTime m_referenceTime;
    QHash<int, TeamReviewSummary> m_reviews; // by number; absent: no published review
    int m_reviewsAsked = 0; // refreshReviews()'s requests
    int m_reviewsAnswered = 0; // the request last answered
    // Applications whose reviewer's statuses changed while a reading was under way: that
    // reading may have read them before the change.
    QSet<int> m_reviewedMeanwhile;
    mutable QHash<int, int> m_rowOfNumber; // rowOf()'s index, made again when rows come or go
    mutable bool m_rowIndexStale = true;
};

} // namespace acp
