#pragma once

#include "core/auth/DeviceFlow.h"

#include <QDialog>
#include <QUrl>

#include <chrono>
#include <memory>

class QPushButton;

namespace Ui {
class SignInDialog;
}

namespace acp {

// Signing in with GitHub's device flow: shows the one-time code, copies it and opens GitHub's
// page in the browser when asked (http(s) only), polls until the user approves, and hands the
// token on through signedIn() without keeping it. The client id is remembered in the settings
// (it is not a secret).
class SignInDialog : public QDialog
{
    Q_OBJECT
public:
    SignInDialog(const QString &host, const QUrl &webUrl, QWidget *parent = nullptr);
    ~SignInDialog() override;

    QString clientId() const;
    void setClientId(const QString &clientId);
    // Tests shrink GitHub's seconds.
    void setSecond(std::chrono::milliseconds second) { m_second = second; }
    DeviceFlow *deviceFlow() const { return m_flow.get(); }
    QString userCode() const;
    QString statusText() const;
    QPushButton *startButton() const { return m_startButton; }
    QPushButton *openButton() const;

    // The client id from the settings, else the build's default (DeviceFlow::defaultClientId()).
    static QString savedClientId();

public slots:
    void start();
    // Copies the code and opens the verification page (QDesktopServices).
    void openVerificationPage();
    // Shown after the token was stored: closes the dialog, or shows a session-only warning.
    void finishSignIn(bool inKeychain, const QString &message);
    void reject() override; // also stops the device flow

signals:
    void signedIn(const QString &token, const QStringList &scopes);

private:
    void setStatus(const QString &text);
    void setBusy(bool busy);

    std::unique_ptr<Ui::SignInDialog> m_ui;
    QString m_host;
    QUrl m_webUrl;
    std::unique_ptr<DeviceFlow> m_flow;
    std::chrono::milliseconds m_second { 1000 };
    QPushButton *m_startButton = nullptr;
    QUrl m_verificationUri;
};

} // namespace acp
