#pragma once

#include <QObject>

class QSocketNotifier;

namespace acp {

// Turns Ctrl+C (SIGINT) and SIGTERM into a Qt signal, so a running command can stop cleanly
// (finishing the current transaction) instead of dying mid-write. Unix only; elsewhere inert.
class InterruptWatcher : public QObject
{
    Q_OBJECT
public:
    explicit InterruptWatcher(QObject *parent = nullptr);
    ~InterruptWatcher() override;

signals:
    void interrupted();

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace acp
