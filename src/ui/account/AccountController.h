#pragma once

#include "core/auth/Account.h"
#include "core/auth/TokenProvider.h"
#include "ui/account/SignInDialog.h"

#include <QMessageBox>
#include <QObject>
#include <QPointer>

#include <chrono>

class QAction;
class QMainWindow;
class QMenu;
class QToolButton;

namespace acp {

class Workspace;

// The workspace's GitHub account in the window: finds the token (TokenProvider: GH_TOKEN,
// keychain, gh), asks GitHub who it belongs to (GET /user, X-OAuth-Scopes), and shows
// "Signed in as @login (scopes: repo)" / "Not signed in" in the status bar and an Account menu
// with Sign In… (device flow) and Sign Out. When GitHub answers 401 it offers to sign in once,
// instead of letting requests fail one after another.
//
// Attach it to the main window after the window is built:
//     new AccountController(workspace, &window);
// It adds its menu before the Help menu (objectName "menuHelp") and a permanent status-bar
// button, and starts on the next event-loop turn. In the demo workspace it only says that no
// account is needed.
class AccountController : public QObject
{
    Q_OBJECT
public:
    AccountController(Workspace &workspace, QMainWindow *window);
    ~AccountController() override;

    // Before the first event-loop turn (tests): how the token is looked up.
    void setTokenProviderOptions(const TokenProvider::Options &options);
    void setDeviceFlowSecond(std::chrono::milliseconds second) { m_deviceFlowSecond = second; }

    TokenProvider *tokenProvider() const { return m_provider; }
    Account account() const { return m_account; }
    TokenSource tokenSource() const { return m_source; }
    QMenu *menu() const { return m_menu; }
    QAction *signInAction() const { return m_signInAction; }
    QAction *signOutAction() const { return m_signOutAction; }
    QToolButton *statusButton() const { return m_statusButton; }
    SignInDialog *signInDialog() const { return m_dialog; }
    QMessageBox *signInPrompt() const { return m_prompt; }
    bool isBusy() const { return m_busy; }

public slots:
    void start(); // once; later calls do nothing
    void signIn();
    void signOut();
    void refreshAccount();

signals:
    void accountChanged(const acp::Account &account);
    void message(const QString &text, int timeoutMs);

private:
    void connectProvider();
    void onResolved(const TokenLookup &lookup);
    void onUnauthorized();
    void applyToken(const QString &token, TokenSource source, const QString &variable = {});
    void showAccount(const Account &account);
    void updateStatus(const QString &text, const QString &toolTip, bool warning);

    Workspace &m_workspace;
    QMainWindow *m_window = nullptr;
    TokenProvider *m_provider = nullptr;
    Account m_account;
    TokenSource m_source = TokenSource::None;
    QString m_variable; // the environment variable, when m_source is Environment
    QStringList m_notes;
    QMenu *m_menu = nullptr;
    QAction *m_statusAction = nullptr;
    QAction *m_signInAction = nullptr;
    QAction *m_signOutAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QToolButton *m_statusButton = nullptr;
    QPointer<SignInDialog> m_dialog;
    QPointer<QMessageBox> m_prompt;
    std::chrono::milliseconds m_deviceFlowSecond { 1000 };
    bool m_started = false;
    bool m_busy = false;
    bool m_rejectionShown = false; // one prompt per rejected token
};

} // namespace acp
