#include "ui/window/SyncController.h"

#include "core/github/GitHubClient.h"
#include "core/store/SyncStateStore.h"
#include "core/sync/SyncEngine.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/UiSupport.h"

#include <QAction>
#include <QLabel>
#include <QLocale>
#include <QNetworkInformation>
#include <QProgressBar>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace acp {

SyncController::SyncController(Workspace &workspace, const Widgets &widgets, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_widgets(widgets)
{
    setupActions();
    setupStatusBar();
    setupBanner();

    m_waitTimer = new QTimer(this);
    m_waitTimer->setInterval(1000);
    connect(m_waitTimer, &QTimer::timeout, this, &SyncController::updateWaitCountdown);

    SyncEngine *engine = m_workspace.syncEngine();
    if (m_workspace.isDemo() || !engine) {
        const QString why = m_workspace.isDemo()
            ? tr("The demo workspace is offline: nothing is sent to GitHub")
            : tr("This workspace cannot sync");
        m_widgets.syncAction->setEnabled(false);
        m_widgets.syncAction->setToolTip(why);
        m_widgets.syncAction->setStatusTip(why);
        m_widgets.cancelAction->setEnabled(false);
    } else {
        connect(engine, &SyncEngine::progress, this, &SyncController::onProgress);
        connect(engine, &SyncEngine::waiting, this, &SyncController::onWaiting);
        connect(engine, &SyncEngine::finished, this, &SyncController::onFinished);
        if (GitHubClient *client = m_workspace.client()) {
            connect(client, &GitHubClient::rateLimitChanged, this,
                    &SyncController::updateRateLimitLabel);
        }
        updateRateLimitLabel(SyncStateStore(m_workspace.database()).rateLimit());
    }
    updateLastSyncLabel();
}

void SyncController::setupActions()
{
    const QStyle *st = m_widgets.statusBar->style();
    m_widgets.syncAction->setShortcuts(
        { QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_R) });
    m_widgets.syncAction->setIcon(
        ui::themedIcon(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload, st));
    m_widgets.cancelAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_widgets.cancelAction->setIcon(
        ui::themedIcon(QStringLiteral("process-stop"), QStyle::SP_BrowserStop, st));
    connect(m_widgets.syncAction, &QAction::triggered, this, &SyncController::start);
    connect(m_widgets.cancelAction, &QAction::triggered, this, &SyncController::cancel);
}

void SyncController::setupStatusBar()
{
    QStatusBar *bar = m_widgets.statusBar;
    m_messageLabel = new QLabel(bar);
    m_messageLabel->setTextFormat(Qt::PlainText);
    m_messageLabel->setAccessibleName(tr("Sync status"));
    m_messageLabel->setMinimumWidth(120);
    bar->addWidget(m_messageLabel, 1);

    m_progressBar = new QProgressBar(bar);
    m_progressBar->setRange(0, 0); // busy: a sync's total is not known in advance
    m_progressBar->setTextVisible(false);
    m_progressBar->setFixedWidth(120);
    m_progressBar->setMaximumHeight(12);
    m_progressBar->setAccessibleName(tr("Sync in progress"));
    m_progressBar->hide();
    bar->addWidget(m_progressBar);

    m_cancelButton = new QToolButton(bar);
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(m_widgets.cancelAction->toolTip());
    m_cancelButton->setAccessibleName(tr("Cancel the sync"));
    m_cancelButton->setAutoRaise(true);
    m_cancelButton->hide();
    connect(m_cancelButton, &QToolButton::clicked, this, &SyncController::cancel);
    bar->addWidget(m_cancelButton);

    // Permanent, after the window's own (the demo badge, the network).
    m_lastSyncLabel = new QLabel(bar);
    m_lastSyncLabel->setTextFormat(Qt::PlainText);
    m_lastSyncLabel->setAccessibleName(tr("Last sync"));
    bar->addPermanentWidget(m_lastSyncLabel);

    m_rateLimitLabel = new QLabel(bar);
    m_rateLimitLabel->setTextFormat(Qt::PlainText);
    m_rateLimitLabel->setAccessibleName(tr("GitHub API rate limit"));
    bar->addPermanentWidget(m_rateLimitLabel);

    if (m_workspace.isDemo()) {
        m_lastSyncLabel->hide();
        m_rateLimitLabel->hide();
    }
}

void SyncController::setupBanner()
{
    m_widgets.banner->hide();
    m_widgets.banner->setLevel(MessageBanner::Level::Warning);
    const QStyle *style = m_widgets.banner->style();
    m_widgets.bannerIcon->setPixmap(
        style->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(QSize(20, 20)));
    m_widgets.bannerCloseButton->setIcon(style->standardIcon(QStyle::SP_TitleBarCloseButton));
    connect(m_widgets.bannerCloseButton, &QToolButton::clicked, this, &SyncController::hideBanner);
    connect(m_widgets.bannerLabel, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String("retry")) {
            start();
        }
    });
}

QString SyncController::errorMessage() const
{
    return m_widgets.banner->isHidden() ? QString() : m_widgets.bannerLabel->text();
}

QString SyncController::progressText() const
{
    return m_messageLabel->text();
}

// ---- Running -------------------------------------------------------------------------------

void SyncController::start()
{
    SyncEngine *engine = m_workspace.syncEngine();
    if (m_workspace.isDemo() || !engine) {
        emit statusMessage(tr("The demo workspace is offline: nothing is sent to GitHub"),
                           ui::StatusMessageTimeoutMs);
        return;
    }
    if (engine->isRunning() || m_running) {
        return;
    }
    hideBanner();
    setRunning(true);
    m_messageLabel->setText(tr("Syncing %1…").arg(m_workspace.repository()));
    emit started();
    engine->start();
}

void SyncController::cancel()
{
    if (SyncEngine *engine = m_workspace.syncEngine(); engine && m_running) {
        m_messageLabel->setText(tr("Cancelling…"));
        engine->cancel();
    }
}

void SyncController::setRunning(bool running)
{
    if (running) {
        // A temporary message hides the status bar's normal widgets; showing them while one
        // is up would draw them over it.
        m_widgets.statusBar->clearMessage();
    }
    m_running = running;
    m_widgets.syncAction->setEnabled(!running);
    m_widgets.cancelAction->setEnabled(running);
    m_progressBar->setVisible(running);
    m_cancelButton->setVisible(running);
    if (!running) {
        m_waitTimer->stop();
    }
}

void SyncController::onProgress(const SyncProgress &progress)
{
    m_waitTimer->stop();
    QString message = progress.message;
    if (message.isEmpty()) {
        message = ui::numerus(
            tr("Syncing: %n application(s) updated so far", nullptr, progress.issuesUpdated),
            progress.issuesUpdated);
    }
    m_messageLabel->setText(message);
}

void SyncController::onWaiting(int seconds, const QString &reason)
{
    m_waitRemaining = qMax(0, seconds);
    m_waitReason = reason;
    m_waitTimer->stop();
    updateWaitCountdown();
    if (m_waitRemaining > 0) {
        m_waitTimer->start();
    }
}

void SyncController::updateWaitCountdown()
{
    QString text = m_waitReason.trimmed();
    if (m_waitRemaining > 0) {
        if (!text.isEmpty()) {
            text += QLatin1Char(' ');
        }
        text += ui::numerus(tr("Continuing in %n second(s).", nullptr, m_waitRemaining),
                            m_waitRemaining);
        --m_waitRemaining;
    } else {
        m_waitTimer->stop();
        text = tr("Continuing…");
    }
    m_messageLabel->setText(text);
}

void SyncController::onFinished(const SyncResult &result)
{
    setRunning(false);
    m_messageLabel->clear();

    emit finished(result);
    updateLastSyncLabel();
    if (GitHubClient *client = m_workspace.client()) {
        updateRateLimitLabel(client->rateLimit());
    }

    switch (result.outcome) {
    case SyncResult::Outcome::Succeeded: {
        QString message = ui::numerus(tr("Sync finished: %n application(s) and %1 updated.",
                                         nullptr, result.issuesUpdated),
                                      result.issuesUpdated)
                              .arg(ui::numerus(tr("%n comment(s)", nullptr, result.commentsUpdated),
                                               result.commentsUpdated));
        if (result.issuesDeleted > 0)
            message += QLatin1Char(' ')
                + ui::numerus(tr("%n application(s) deleted, hidden or moved on GitHub left the "
                                 "list.",
                                 nullptr, result.issuesDeleted),
                              result.issuesDeleted);
        emit statusMessage(message, ui::StatusMessageTimeoutMs);
        break;
    }
    case SyncResult::Outcome::Cancelled:
        emit statusMessage(tr("Sync cancelled. What was fetched so far is kept."),
                           ui::StatusMessageTimeoutMs);
        break;
    case SyncResult::Outcome::Failed:
        showError(result);
        break;
    }
}

// ---- Banner and labels ---------------------------------------------------------------------

void SyncController::showError(const SyncResult &result)
{
    const QString message =
        result.errorString.isEmpty() ? tr("The sync did not complete.") : result.errorString;
    const QNetworkInformation *info = QNetworkInformation::instance();
    const bool offline = result.offline
        || (info && info->reachability() == QNetworkInformation::Reachability::Disconnected);
    QString text;
    if (offline) {
        // Not a fault to fix: the reviewer can go on working from the cache.
        text = tr("You appear to be offline: %1 could not be reached. Everything synced can "
                  "still be read and reviewed, and queued actions wait in the Outbox until the "
                  "next sync.")
                   .arg(m_workspace.apiUrl().host())
                   .toHtmlEscaped();
        m_widgets.bannerLabel->setToolTip(text::displayLine(message));
    } else {
        // The message can quote the server: escaped, one line.
        text = tr("Sync failed: %1").arg(text::displayLine(message).toHtmlEscaped());
        m_widgets.bannerLabel->setToolTip(QString());
    }
    text += QStringLiteral(" &nbsp;<a href=\"retry\">%1</a>").arg(tr("Retry").toHtmlEscaped());
    m_widgets.banner->setLevel(offline ? MessageBanner::Level::Information
                                       : MessageBanner::Level::Warning);
    m_widgets.bannerIcon->setPixmap(m_widgets.banner->style()
                                        ->standardIcon(offline ? QStyle::SP_MessageBoxInformation
                                                               : QStyle::SP_MessageBoxWarning)
                                        .pixmap(QSize(20, 20)));
    m_widgets.bannerLabel->setText(text);
    m_widgets.banner->show();
    m_messageLabel->setText(offline ? tr("Offline: working from the cache.")
                                    : tr("Sync failed: see the message above."));
}

void SyncController::hideBanner()
{
    m_widgets.banner->hide();
    m_widgets.bannerLabel->clear();
}

void SyncController::updateLastSyncLabel()
{
    if (m_workspace.isDemo()) {
        return;
    }
    const SyncStatus status = SyncStateStore(m_workspace.database()).status();
    QString text = status.lastSuccess.isValid()
        ? tr("Last synced %1").arg(ui::relativeTime(status.lastSuccess))
        : tr("Never synced");
    QStringList tip;
    if (status.lastSuccess.isValid()) {
        tip << tr("Last successful sync: %1").arg(ui::fullDateTime(status.lastSuccess));
    }
    if (status.lastFailure.isValid()
        && (!status.lastSuccess.isValid() || status.lastFailure > status.lastSuccess)) {
        tip << tr("Last attempt failed %1: %2")
                   .arg(ui::relativeTime(status.lastFailure), status.lastError);
    }
    m_lastSyncLabel->setText(text);
    m_lastSyncLabel->setToolTip(text::toolTipLines(tip.join(QLatin1Char('\n'))));
}

void SyncController::updateRateLimitLabel(const RateLimitState &state)
{
    if (m_workspace.isDemo()) {
        return;
    }
    m_rateLimitLabel->setText(ui::rateLimitText(state));
    if (state.limit > 0 && state.remaining >= 0) {
        const QLocale locale;
        QString tip = tr("GitHub API requests left: %1 of %2")
                          .arg(locale.toString(state.remaining), locale.toString(state.limit));
        if (state.resetAt.isValid()) {
            tip += QLatin1Char('\n')
                + tr("The limit resets %1.")
                      .arg(locale.toString(state.resetAt.toLocalTime().time(),
                                           QLocale::ShortFormat));
        }
        m_rateLimitLabel->setToolTip(tip);
    } else {
        m_rateLimitLabel->setToolTip(tr("Known after the first request to GitHub."));
    }
}

} // namespace acp
