#pragma once

#include "core/actions/ReviewNews.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <optional>

class QWidget;

namespace acp {

class DesktopNotifier;
class SyncController;
struct SyncResult;
class Workspace;

// Tells the reviewer what a sync brought (ReviewNewsSnapshot: an applicant's answer, a vote at
// quorum or closed, a passed deadline) in a desktop notification, when `window` is not the
// active window and the setting allows it (DesktopNotifier::isEnabledAfterSync()). In front of
// the reviewer, the list and the panes show it already.
class SyncNewsNotifier : public QObject
{
    Q_OBJECT
public:
    SyncNewsNotifier(Workspace &workspace, SyncController *sync, QWidget *window);

    // What the last sync brought.
    QList<ReviewNewsItem> lastNews() const { return m_lastNews; }
    DesktopNotifier *notifier() const { return m_notifier; }

private:
    void onFinished(const SyncResult &result);

    Workspace &m_workspace;
    QPointer<QWidget> m_window;
    DesktopNotifier *m_notifier = nullptr;
    std::optional<ReviewNewsSnapshot> m_before; // taken as a sync starts
    QList<ReviewNewsItem> m_lastNews;
};

} // namespace acp
