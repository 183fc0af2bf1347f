#include "core/github/PagedListCheck.h"

#include <algorithm>
#include <utility>

namespace acp::github {

void PagedListCheck::addPage(const QList<qint64> &ids)
{
    m_current.append(ids);
    ++m_pages;
}

PagedListCheck::Verdict PagedListCheck::endOfRead()
{
    ++m_reads;
    const int pages = std::exchange(m_pages, 0);
    std::sort(m_current.begin(), m_current.end());
    const bool hasPrevious = m_reads > 1;
    if (pages <= 1 || (hasPrevious && m_current == m_previous))
        return Verdict::Whole;
    if (m_reads >= maxReads())
        return Verdict::KeptChanging;
    m_previous = std::exchange(m_current, {});
    return Verdict::ReadAgain;
}

} // namespace acp::github
