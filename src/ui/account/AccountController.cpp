#include "ui/account/AccountController.h"

#include "core/github/GitHubClient.h"
#include "core/github/Hosts.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/account/SignInDialog.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace acp {

namespace {
constexpr int AccountMessageTimeoutMs = 10000;

// The provider looks for the token of this workspace's API address, with the workspace's
// (command-line) permission for plain http.
TokenProvider::Options forWorkspace(TokenProvider::Options options, const Workspace &workspace)
{
    if (!options.apiUrl.isValid())
        options.apiUrl = workspace.apiUrl();
    options.allowInsecureHttpToken =
        options.allowInsecureHttpToken || workspace.options().allowInsecureHttpToken;
    return options;
}
} // namespace

AccountController::AccountController(Workspace &workspace, QMainWindow *window)
    : QObject(window)
    , m_workspace(workspace)
    , m_window(window)
    , m_provider(new TokenProvider(workspace.host(),
                                   forWorkspace(TokenProvider::Options(), workspace), this))
{
    qRegisterMetaType<acp::Account>();
    m_menu = new QMenu(tr("A&ccount"), window);
    m_menu->setObjectName(QStringLiteral("menuAccount"));
    m_statusAction = m_menu->addAction(tr("Not signed in"));
    m_statusAction->setEnabled(false);
    m_statusAction->setProperty("acpInformational", true); // a line to read, not an action
    m_menu->addSeparator();
    m_signInAction = m_menu->addAction(tr("&Sign In…"), this, &AccountController::signIn);
    m_signInAction->setObjectName(QStringLiteral("actionSignIn"));
    m_signOutAction = m_menu->addAction(tr("Sign &Out"), this, &AccountController::signOut);
    m_signOutAction->setObjectName(QStringLiteral("actionSignOut"));
    m_refreshAction =
        m_menu->addAction(tr("&Check Account"), this, &AccountController::refreshAccount);
    m_signOutAction->setEnabled(false);
    m_refreshAction->setEnabled(false);

    QMenuBar *bar = window->menuBar();
    if (auto *help = window->findChild<QMenu *>(QStringLiteral("menuHelp")))
        bar->insertMenu(help->menuAction(), m_menu);
    else
        bar->addMenu(m_menu);

    m_statusButton = new QToolButton(window->statusBar());
    m_statusButton->setObjectName(QStringLiteral("accountButton"));
    m_statusButton->setAutoRaise(true);
    m_statusButton->setPopupMode(QToolButton::InstantPopup);
    m_statusButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_statusButton->setMenu(m_menu);
    m_statusButton->setAccessibleName(tr("GitHub account"));
    window->statusBar()->addPermanentWidget(m_statusButton);

    if (m_workspace.isDemo()) {
        m_signInAction->setEnabled(false);
        updateStatus(tr("No account needed"),
                     tr("The demo workspace is offline: nothing is sent to GitHub."), false);
        return;
    }

    connectProvider();
    if (GitHubClient *client = m_workspace.client())
        connect(client, &GitHubClient::unauthorized, this, &AccountController::onUnauthorized);
    updateStatus(tr("Checking sign-in…"), QString(), false);
    QTimer::singleShot(0, this, &AccountController::start);
}

AccountController::~AccountController() = default;

void AccountController::setTokenProviderOptions(const TokenProvider::Options &options)
{
    if (m_started)
        return;
    delete m_provider;
    m_provider = new TokenProvider(m_workspace.host(), forWorkspace(options, m_workspace), this);
    connectProvider();
}

void AccountController::connectProvider()
{
    connect(m_provider, &TokenProvider::resolved, this, &AccountController::onResolved);
    connect(m_provider, &TokenProvider::stored, this,
            [this](const TokenLookup &lookup, bool inKeychain, const QString &text) {
                m_busy = false;
                m_notes = lookup.notes;
                applyToken(lookup.token, lookup.source);
                if (m_dialog)
                    m_dialog->finishSignIn(inKeychain, text);
                emit message(text, AccountMessageTimeoutMs);
            });
    connect(m_provider, &TokenProvider::signedOut, this, [this](const QString &text) {
        m_busy = false;
        m_workspace.setToken(QString());
        m_source = TokenSource::None;
        m_variable.clear();
        m_notes.clear();
        Account account;
        account.status = Account::Status::NoToken;
        showAccount(account);
        emit message(text, AccountMessageTimeoutMs);
    });
}

void AccountController::start()
{
    if (m_started || m_workspace.isDemo())
        return;
    m_started = true;
    m_busy = true;
    m_provider->resolve();
}

void AccountController::onResolved(const TokenLookup &lookup)
{
    m_busy = false;
    m_notes = lookup.notes;
    if (lookup.found()) {
        applyToken(lookup.token, lookup.source, lookup.variable);
        return;
    }
    // Nothing stored: a token given to the workspace directly (the command line) still counts.
    if (m_workspace.hasToken()) {
        applyToken(m_workspace.options().token, TokenSource::Environment,
                   TokenProvider::environmentToken(m_workspace.apiUrl(),
                                                   m_workspace.options().allowInsecureHttpToken)
                       .variable);
        return;
    }
    Account account;
    account.status = Account::Status::NoToken;
    showAccount(account);
}

void AccountController::applyToken(const QString &token, TokenSource source,
                                   const QString &variable)
{
    m_workspace.setToken(token);
    m_source = source;
    m_variable = variable;
    m_rejectionShown = false;
    refreshAccount();
}

void AccountController::refreshAccount()
{
    GitHubClient *client = m_workspace.client();
    if (!client)
        return;
    if (!client->hasToken()) {
        Account account;
        account.status = Account::Status::NoToken;
        showAccount(account);
        return;
    }
    m_busy = true;
    updateStatus(tr("Checking sign-in…"), QString(), false);
    Account::fetch(*client, this, [this](const Account &account) {
        m_busy = false;
        showAccount(account);
    });
}

void AccountController::showAccount(const Account &account)
{
    m_account = account;
    const bool hasToken = m_workspace.hasToken();
    m_signOutAction->setEnabled(hasToken);
    m_refreshAction->setEnabled(hasToken);
    m_signInAction->setEnabled(true);
    const QString host = m_workspace.host();
    QStringList tip;
    switch (account.status) {
    case Account::Status::SignedIn:
        tip << text::displayLine(account.summary()) << tr("Host: %1").arg(host)
            << tr("Token from %1").arg(TokenLookup { {}, m_source, {}, m_variable }.sourceName());
        if (!account.scopesReported)
            tip << tr("The token's scopes are not reported (a fine-grained or app token).");
        updateStatus(QLatin1Char('@') + text::displayLine(account.login),
                     tip.join(QLatin1Char('\n')), false);
        m_statusAction->setText(text::displayLine(account.summary()));
        break;
    case Account::Status::NoToken:
        tip << tr("Not signed in to %1. Public repositories can be synced; sign in to send "
                  "actions and to see private ones.")
                   .arg(host);
        tip += m_notes;
        updateStatus(tr("Not signed in"), tip.join(QLatin1Char('\n')), false);
        m_statusAction->setText(account.summary());
        break;
    case Account::Status::Rejected:
        updateStatus(
            tr("Sign in…"),
            tr("GitHub rejected the token for %1: it was revoked or has expired.").arg(host), true);
        m_statusAction->setText(account.summary());
        onUnauthorized();
        break;
    case Account::Status::Failed:
        updateStatus(tr("Account unknown"), account.errorString, false);
        m_statusAction->setText(account.summary());
        break;
    }
    emit accountChanged(m_account);
}

void AccountController::updateStatus(const QString &textValue, const QString &toolTip, bool warning)
{
    m_statusButton->setText(textValue);
    m_statusButton->setToolTip(text::toolTipLines(toolTip));
    m_statusButton->setIcon(warning ? m_window->style()->standardIcon(QStyle::SP_MessageBoxWarning)
                                    : QIcon());
}

void AccountController::onUnauthorized()
{
    if (m_account.status != Account::Status::Rejected) {
        m_account.status = Account::Status::Rejected;
        updateStatus(tr("Sign in…"),
                     tr("GitHub rejected the token for %1: it was revoked or has expired.")
                         .arg(m_workspace.host()),
                     true);
        m_statusAction->setText(m_account.summary());
        emit accountChanged(m_account);
    }
    if (m_rejectionShown || m_prompt || m_dialog)
        return;
    m_rejectionShown = true;
    QString text;
    if (!m_workspace.hasToken()) {
        text = tr("GitHub needs you to sign in to %1 for this.").arg(m_workspace.host());
    } else if (m_source == TokenSource::Environment) {
        text = tr("GitHub rejected the token in %1: it was revoked or has expired. Set a valid "
                  "token, or unset it and sign in.")
                   .arg(m_variable.isEmpty() ? QStringLiteral("GH_TOKEN") : m_variable);
    } else {
        text = tr("GitHub rejected the saved token for %1: it was revoked or has expired. Sign in "
                  "again to continue.")
                   .arg(m_workspace.host());
    }
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Sign In Needed"), text,
                                QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("signInPrompt"));
    box->setTextFormat(Qt::PlainText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *signInButton = box->addButton(tr("Sign In…"), QMessageBox::AcceptRole);
    box->addButton(tr("Not Now"), QMessageBox::RejectRole);
    box->setDefaultButton(signInButton);
    connect(signInButton, &QPushButton::clicked, this, &AccountController::signIn,
            Qt::QueuedConnection);
    m_prompt = box;
    box->open();
}

void AccountController::signIn()
{
    if (m_workspace.isDemo())
        return;
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    auto *dialog = new SignInDialog(m_workspace.host(),
                                    github::webUrlForApiUrl(m_workspace.apiUrl()), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setSecond(m_deviceFlowSecond);
    connect(dialog, &SignInDialog::signedIn, this, [this](const QString &token) {
        m_busy = true;
        m_provider->store(token);
    });
    m_dialog = dialog;
    dialog->open();
}

void AccountController::signOut()
{
    if (m_workspace.isDemo())
        return;
    m_busy = true;
    m_provider->signOut();
}

} // namespace acp
