#include "ui/account/SignInDialog.h"

#include "core/github/Hosts.h"
#include "ui/widgets/UiSupport.h"
#include "ui_SignInDialog.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPushButton>
#include <QSettings>

namespace acp {

namespace {
const QLatin1String kClientIdKey("Account/oauthClientId");
} // namespace

SignInDialog::SignInDialog(const QString &host, const QUrl &webUrl, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::SignInDialog>())
    , m_host(host)
    , m_webUrl(webUrl)
{
    m_ui->setupUi(this);
    setWindowTitle(tr("Sign In to %1").arg(host));
    m_ui->introLabel->setText(
        tr("Sign in to %1 with your GitHub account. GitHub shows a page where you enter a "
           "one-time code; the workbench never sees your password.")
            .arg(host));
    m_startButton = m_ui->buttonBox->addButton(tr("&Get Code"), QDialogButtonBox::ActionRole);
    m_startButton->setDefault(true);
    connect(m_startButton, &QPushButton::clicked, this, &SignInDialog::start);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &SignInDialog::reject);
    connect(m_ui->openButton, &QPushButton::clicked, this, &SignInDialog::openVerificationPage);

    QFont codeFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    codeFont.setPointSizeF(qMax(codeFont.pointSizeF(), 10.0) * 2);
    codeFont.setBold(true);
    m_ui->codeLabel->setFont(codeFont);
    m_ui->codeLabel->hide();
    m_ui->openButton->hide();

    const QString saved = savedClientId();
    m_ui->clientIdEdit->setText(saved);
    // Only asked for when the build has no OAuth app of its own.
    m_ui->clientIdRow->setVisible(saved.isEmpty() || saved != DeviceFlow::defaultClientId());
    setStatus(tr("Press “Get Code” to begin."));
}

SignInDialog::~SignInDialog() = default;

QString SignInDialog::savedClientId()
{
    const QString saved = QSettings().value(kClientIdKey).toString().trimmed();
    return saved.isEmpty() ? DeviceFlow::defaultClientId() : saved;
}

QString SignInDialog::clientId() const
{
    return m_ui->clientIdEdit->text().trimmed();
}

void SignInDialog::setClientId(const QString &clientId)
{
    m_ui->clientIdEdit->setText(clientId);
    m_ui->clientIdRow->setVisible(true);
}

QString SignInDialog::userCode() const
{
    return m_ui->codeLabel->isHidden() ? QString() : m_ui->codeLabel->text();
}

QString SignInDialog::statusText() const
{
    return m_ui->statusLabel->text();
}

QPushButton *SignInDialog::openButton() const
{
    return m_ui->openButton;
}

void SignInDialog::setStatus(const QString &text)
{
    m_ui->statusLabel->setText(text);
}

void SignInDialog::setBusy(bool busy)
{
    m_startButton->setEnabled(!busy);
    m_ui->clientIdEdit->setEnabled(!busy);
}

void SignInDialog::start()
{
    const QString id = clientId();
    if (!id.isEmpty() && id != DeviceFlow::defaultClientId())
        QSettings().setValue(kClientIdKey, id);
    m_ui->codeLabel->hide();
    m_ui->openButton->hide();
    m_verificationUri.clear();

    m_flow = std::make_unique<DeviceFlow>(m_webUrl, id);
    m_flow->setSecond(m_second);
    DeviceFlow *flow = m_flow.get();
    connect(flow, &DeviceFlow::userCodeReady, this,
            [this](const QString &code, const QUrl &page, int expiresIn) {
                m_verificationUri = page;
                m_ui->codeLabel->setText(code);
                m_ui->codeLabel->show();
                m_ui->openButton->show();
                m_ui->openButton->setDefault(true);
                m_ui->openButton->setFocus();
                const int minutes = qMax(1, expiresIn / 60);
                setStatus(ui::numerus(tr("Enter this code at %1 within %n minute(s). The "
                                         "workbench waits for GitHub to confirm.",
                                         nullptr, minutes),
                                      minutes)
                              .arg(page.toDisplayString()));
            });
    connect(flow, &DeviceFlow::waiting, this, [this](int, bool slowedDown) {
        if (slowedDown)
            setStatus(tr("Waiting for you to enter the code on GitHub (GitHub asked to check "
                         "less often)."));
    });
    connect(flow, &DeviceFlow::succeeded, this,
            [this](const QString &token, const QStringList &scopes) {
                m_ui->codeLabel->hide();
                m_ui->openButton->hide();
                setStatus(tr("Signed in. Saving…"));
                emit signedIn(token, scopes);
            });
    connect(flow, &DeviceFlow::failed, this,
            [this](DeviceFlow::Failure failure, const QString &message) {
                m_ui->codeLabel->hide();
                m_ui->openButton->hide();
                setBusy(false);
                m_startButton->setText(tr("&Try Again"));
                if (failure == DeviceFlow::Failure::Configuration)
                    m_ui->clientIdRow->show();
                setStatus(message);
            });
    setBusy(true);
    setStatus(tr("Asking %1 for a code…").arg(m_host));
    flow->start();
}

void SignInDialog::openVerificationPage()
{
    if (!m_verificationUri.isValid())
        return;
    // The page comes from the server's answer: only web pages, and never plain http beyond
    // loopback (DeviceFlow checked it already).
    if (!github::insecureTransportError(m_verificationUri).isEmpty())
        return;
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(m_ui->codeLabel->text());
    if (!QDesktopServices::openUrl(m_verificationUri)) {
        setStatus(tr("The web browser could not be started: open %1 yourself and enter the code.")
                      .arg(m_verificationUri.toDisplayString()));
    }
}

void SignInDialog::finishSignIn(bool inKeychain, const QString &message)
{
    if (inKeychain) {
        accept();
        return;
    }
    // Signed in, but only for this session: say so before closing.
    setStatus(message);
    m_startButton->hide();
    m_ui->buttonBox->setStandardButtons(QDialogButtonBox::Ok);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &SignInDialog::accept,
            Qt::UniqueConnection);
}

void SignInDialog::reject()
{
    if (m_flow)
        m_flow->cancel();
    QDialog::reject();
}

} // namespace acp
