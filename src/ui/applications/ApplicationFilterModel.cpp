#include "ui/applications/ApplicationFilterModel.h"

#include "ui/applications/ApplicationListModel.h"

namespace acp {

ApplicationFilterModel::ApplicationFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(ApplicationListModel::SortRole);
    setDynamicSortFilter(true);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void ApplicationFilterModel::setReviewStateFilter(std::optional<ReviewState> state)
{
    if (m_state == state) {
        return;
    }
    m_state = state;
    invalidateFilter();
}

void ApplicationFilterModel::setDisagreementsOnly(bool only)
{
    if (m_disagreementsOnly == only) {
        return;
    }
    m_disagreementsOnly = only;
    invalidateFilter();
}

void ApplicationFilterModel::setSearchText(const QString &text)
{
    if (m_search == text) {
        return;
    }
    m_search = text;
    m_words = text.simplified().toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateFilter();
}

bool ApplicationFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_state) {
        const QVariant state = index.data(ApplicationListModel::ReviewStateRole);
        if (!state.isValid() || state.toInt() != int(*m_state)) {
            return false;
        }
    }
    if (m_disagreementsOnly
        && index.data(ApplicationListModel::DisagreementCountRole).toInt() == 0) {
        return false;
    }
    if (!m_words.isEmpty()) {
        const QString haystack = index.data(ApplicationListModel::SearchTextRole).toString();
        for (const QString &word : m_words) {
            if (!haystack.contains(word)) {
                return false;
            }
        }
    }
    return true;
}

} // namespace acp
