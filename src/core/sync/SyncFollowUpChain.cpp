#include "core/sync/SyncFollowUpChain.h"

namespace acp {

SyncFollowUpChain::SyncFollowUpChain(QList<SyncFollowUp *> followUps)
    : m_followUps(std::move(followUps))
{ }

QString SyncFollowUpChain::progressMessage() const
{
    const qsizetype index = m_current >= 0 ? m_current : 0;
    return index < m_followUps.size() ? m_followUps.at(index)->progressMessage() : QString();
}

void SyncFollowUpChain::startFollowUp(const QString &repositoryFullName, int issueNumber, Done done)
{
    m_repository = repositoryFullName;
    m_issueNumber = issueNumber;
    m_done = std::move(done);
    startAt(0);
}

void SyncFollowUpChain::startAt(qsizetype index)
{
    if (index >= m_followUps.size()) {
        m_current = -1;
        Done done = std::exchange(m_done, {});
        if (done) {
            done({});
        }
        return;
    }
    m_current = index;
    m_followUps.at(index)->startFollowUp(
        m_repository, m_issueNumber, [this, index](const Outcome &outcome) {
            if (outcome.cancelled || !outcome.errorString.isEmpty()) {
                m_current = -1;
                Done done = std::exchange(m_done, {});
                if (done) {
                    done(outcome);
                }
                return;
            }
            startAt(index + 1);
        });
}

void SyncFollowUpChain::cancelFollowUp()
{
    if (m_current >= 0 && m_current < m_followUps.size()) {
        m_followUps.at(m_current)->cancelFollowUp();
    }
}

} // namespace acp
