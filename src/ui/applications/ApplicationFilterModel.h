#pragma once

#include "core/review/ReviewState.h"

#include <QSortFilterProxyModel>
#include <QStringList>

#include <optional>

namespace acp {

// Sorts the application list by each column's natural order and filters it by review state,
// by whether the team's reviews disagree, and by a search text. Every whitespace-separated word of
// the search must occur in the application's number ("42" or "#42"), title, platform, author, state
// or labels.
class ApplicationFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ApplicationFilterModel(QObject *parent = nullptr);

    std::optional<ReviewState> reviewStateFilter() const { return m_state; }
    void setReviewStateFilter(std::optional<ReviewState> state);

    // Only applications whose published reviews (the reviewer's checklist included) differ.
    bool disagreementsOnly() const { return m_disagreementsOnly; }
    void setDisagreementsOnly(bool only);

    QString searchText() const { return m_search; }
    void setSearchText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    std::optional<ReviewState> m_state;
    bool m_disagreementsOnly = false;
    QString m_search;
    QStringList m_words;
};

} // namespace acp
