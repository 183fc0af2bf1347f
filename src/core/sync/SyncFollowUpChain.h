#pragma once

#include "core/sync/SyncFollowUp.h"

#include <QList>

namespace acp {

// Several follow-ups of a sync run, one after the other, as one (SyncEngine takes one): the
// first failure or a cancel ends the chain with that outcome.
class SyncFollowUpChain : public SyncFollowUp
{
public:
    explicit SyncFollowUpChain(QList<SyncFollowUp *> followUps = {});

    void append(SyncFollowUp *followUp) { m_followUps.append(followUp); }

    QString progressMessage() const override;
    void startFollowUp(const QString &repositoryFullName, int issueNumber, Done done) override;
    void cancelFollowUp() override;

private:
    void startAt(qsizetype index);

    QList<SyncFollowUp *> m_followUps; // not owned
    qsizetype m_current = -1; // the one running; -1 when idle
    QString m_repository;
    int m_issueNumber = 0;
    Done m_done;
};

} // namespace acp
