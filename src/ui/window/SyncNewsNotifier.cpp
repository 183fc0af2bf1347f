#include "ui/window/SyncNewsNotifier.h"

#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/DesktopNotifier.h"
#include "ui/window/SyncController.h"

#include <QWidget>

namespace acp {

namespace {
constexpr int ShownLines = 5; // a notification is a glance, not a report
}

SyncNewsNotifier::SyncNewsNotifier(Workspace &workspace, SyncController *sync, QWidget *window)
    : QObject(window)
    , m_workspace(workspace)
    , m_window(window)
    , m_notifier(new DesktopNotifier(this))
{
    connect(sync, &SyncController::started, this,
            [this] { m_before = ReviewNewsSnapshot::take(m_workspace); });
    connect(sync, &SyncController::finished, this, &SyncNewsNotifier::onFinished);
}

void SyncNewsNotifier::onFinished(const SyncResult &)
{
    if (!m_before)
        return;
    // Also after a failed or cancelled run: what it did fetch is news all the same.
    m_lastNews = ReviewNewsSnapshot::take(m_workspace).newsSince(*m_before);
    m_before.reset();
    if (m_lastNews.isEmpty() || (m_window && m_window->isActiveWindow())
        || !DesktopNotifier::isEnabledAfterSync()) {
        return;
    }
    QStringList lines;
    for (const ReviewNewsItem &item : m_lastNews.mid(0, ShownLines))
        lines << item.text;
    if (m_lastNews.size() > ShownLines) {
        const int more = int(m_lastNews.size()) - ShownLines;
        lines << ui::numerus(tr("… and %n more.", nullptr, more), more);
    }
    const QString title =
        m_workspace.isDemo() ? tr("Demo workspace") : text::displayLine(m_workspace.repository());
    m_notifier->notify(title, lines.join(QLatin1Char('\n')));
}

} // namespace acp
