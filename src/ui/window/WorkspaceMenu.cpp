#include "ui/window/WorkspaceMenu.h"

#include "core/github/Hosts.h"
#include "core/text/DisplayText.h"
#include "core/workspace/RecentWorkspaces.h"
#include "ui_OpenWorkspaceDialog.h"

#include <QAction>
#include <QDir>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>

namespace acp {

OpenWorkspaceDialog::OpenWorkspaceDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::OpenWorkspaceDialog>())
{
    m_ui->setupUi(this);
    QStringList hosts { QStringLiteral("github.com") };
    const QList<RecentWorkspace> recent = RecentWorkspaces::load();
    for (const RecentWorkspace &entry : recent) {
        if (!hosts.contains(entry.host()))
            hosts.append(entry.host());
    }
    m_ui->hostCombo->addItems(hosts);
    m_ui->errorLabel->hide();
    m_ui->repositoryEdit->setFocus();
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &OpenWorkspaceDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &OpenWorkspaceDialog::reject);
}

OpenWorkspaceDialog::~OpenWorkspaceDialog() = default;

void OpenWorkspaceDialog::setHost(const QString &host)
{
    m_ui->hostCombo->setEditText(host);
}

void OpenWorkspaceDialog::setRepository(const QString &repository)
{
    m_ui->repositoryEdit->setText(repository);
}

QString OpenWorkspaceDialog::errorText() const
{
    return m_ui->errorLabel->isHidden() ? QString() : m_ui->errorLabel->text();
}

void OpenWorkspaceDialog::accept()
{
    QString error;
    const QUrl api = github::apiUrlForHost(m_ui->hostCombo->currentText(), &error);
    const QString repository = m_ui->repositoryEdit->text().trimmed();
    if (api.isValid() && !Workspace::isValidRepositoryName(repository)) {
        error = tr("“%1” is not a repository name: write it as OWNER/NAME.").arg(repository);
    }
    if (!error.isEmpty()) {
        m_ui->errorLabel->setText(error);
        m_ui->errorLabel->show();
        return;
    }
    m_options = WorkspaceOptions();
    m_options.apiUrl = api;
    m_options.repository = repository;
    m_options.databasePath = Workspace::defaultDatabasePath(api, repository);
    QDialog::accept();
}

WorkspaceMenu::WorkspaceMenu(const Workspace &workspace, QMainWindow *window)
    : QObject(window)
    , m_currentDatabase(QDir::cleanPath(workspace.databasePath()))
    , m_window(window)
{
    qRegisterMetaType<acp::WorkspaceOptions>();
    if (!workspace.isDemo())
        RecentWorkspaces::remember(workspace.options());

    QMenu *file = window->findChild<QMenu *>(QStringLiteral("menuFile"));
    if (!file)
        file = window->menuBar()->addMenu(tr("&File"));
    QAction *first = file->actions().value(0);
    m_openAction = new QAction(tr("&Open Workspace…"), this);
    m_openAction->setObjectName(QStringLiteral("actionOpenWorkspace"));
    // Ctrl+O: Ctrl+Shift+O shows the Outbox.
    m_openAction->setShortcut(QKeySequence(QKeySequence::Open));
    m_openAction->setStatusTip(tr("Open another repository, on GitHub or GitHub Enterprise"));
    connect(m_openAction, &QAction::triggered, this, &WorkspaceMenu::showOpenDialog);
    m_recentMenu = new QMenu(tr("Recent &Workspaces"), file);
    m_recentMenu->setObjectName(QStringLiteral("menuRecentWorkspaces"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &WorkspaceMenu::refresh);
    file->insertAction(first, m_openAction);
    file->insertMenu(first, m_recentMenu);
    if (first)
        file->insertSeparator(first);
    refresh();
}

void WorkspaceMenu::refresh()
{
    m_recentMenu->clear();
    const QList<RecentWorkspace> recent = RecentWorkspaces::load();
    int shown = 0;
    for (const RecentWorkspace &entry : recent) {
        if (QDir::cleanPath(entry.databasePath) == m_currentDatabase)
            continue;
        // Numbered for the keyboard: Alt+F, R, then 1…9.
        QString name = text::displayLine(entry.displayName());
        name.replace(QLatin1Char('&'), QStringLiteral("&&"));
        ++shown;
        QAction *action = m_recentMenu->addAction(
            shown <= 9 ? QStringLiteral("&%1 %2").arg(shown).arg(name) : name);
        action->setToolTip(entry.databasePath);
        const WorkspaceOptions options = entry.options();
        connect(action, &QAction::triggered, this,
                [this, options] { emit openRequested(options); });
    }
    if (m_recentMenu->isEmpty()) {
        QAction *none = m_recentMenu->addAction(tr("No other workspaces yet"));
        none->setEnabled(false);
        none->setProperty("acpInformational", true); // a line to read, not an action
    }
}

void WorkspaceMenu::showOpenDialog()
{
    auto *dialog = new OpenWorkspaceDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { emit openRequested(dialog->workspaceOptions()); });
    dialog->open();
}

} // namespace acp
