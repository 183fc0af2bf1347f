#pragma once

#include "core/auth/Account.h"
#include "core/auth/TokenProvider.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace acp {

// What the window shows while a workspace has no applications, and on Help > Getting Started:
// which repository and host this workspace follows (and a way to choose another), the account
// (sign in with GitHub's device flow; the GitHub CLI's token named when it is the one in use),
// Sync Now, the demo workspace, and one sentence on working offline. The page only asks: the
// window and the session do the work through its signals.
class WelcomePage : public QWidget
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);

    // The workspace it describes: "OWNER/NAME on HOST", or the demo (no account, no sync).
    void setWorkspace(const QString &repository, const QString &host, bool demo);
    // The account the window signed in with, and where its token came from.
    void setAccount(const Account &account, TokenSource source);
    // Whether there are applications to go back to (the page was asked for from the Help menu).
    void setApplicationsAvailable(bool available);

    QString repositoryText() const;
    QString accountText() const;
    QPushButton *chooseRepositoryButton() const { return m_chooseRepositoryButton; }
    QPushButton *signInButton() const { return m_signInButton; }
    QPushButton *syncButton() const { return m_syncButton; }
    QPushButton *demoButton() const { return m_demoButton; }
    QPushButton *showApplicationsButton() const { return m_showApplicationsButton; }

signals:
    void chooseRepositoryRequested();
    void signInRequested();
    void syncRequested();
    void demoRequested();
    void showApplicationsRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateTitleFont();

    QLabel *m_titleLabel = nullptr;
    QLabel *m_repositoryLabel = nullptr;
    QLabel *m_accountLabel = nullptr;
    QLabel *m_syncLabel = nullptr;
    QLabel *m_demoLabel = nullptr;
    QPushButton *m_chooseRepositoryButton = nullptr;
    QPushButton *m_signInButton = nullptr;
    QPushButton *m_syncButton = nullptr;
    QPushButton *m_demoButton = nullptr;
    QPushButton *m_showApplicationsButton = nullptr;
    QWidget *m_accountRow = nullptr;
    QWidget *m_syncRow = nullptr;
    QWidget *m_demoRow = nullptr;
    bool m_demo = false;
};

} // namespace acp
