#include "ui/window/WelcomePage.h"

#include "core/text/DisplayText.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace acp {

namespace {
constexpr int ColumnWidth = 640; // a comfortable line length for the sentences

QLabel *sentence(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText); // repository names and logins are GitHub's text
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// One step: a bold heading and a sentence on the left, its button on the right.
QWidget *stepRow(const QString &heading, QLabel *text, QPushButton *button, QWidget *parent)
{
    auto *row = new QWidget(parent);
    auto *layout = new QGridLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(16);
    auto *headingLabel = new QLabel(heading, row);
    QFont bold = headingLabel->font();
    bold.setBold(true);
    headingLabel->setFont(bold);
    text->setParent(row);
    layout->addWidget(headingLabel, 0, 0);
    layout->addWidget(text, 1, 0);
    layout->addWidget(button, 0, 1, 2, 1, Qt::AlignVCenter);
    layout->setColumnStretch(0, 1);
    return row;
}

QFrame *separator(QWidget *parent)
{
    auto *line = new QFrame(parent);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}
} // namespace

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("welcomePage"));
    setAccessibleName(tr("Getting started"));

    // Scrolls rather than clips on a small screen or at a large text scale.
    auto *scroll = new QScrollArea(this);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    auto *canvas = new QWidget(scroll);
    auto *canvasLayout = new QHBoxLayout(canvas);
    auto *column = new QWidget(canvas);
    column->setMaximumWidth(ColumnWidth);
    canvasLayout->addStretch(1);
    canvasLayout->addWidget(column, 4);
    canvasLayout->addStretch(1);
    scroll->setWidget(canvas);

    auto *layout = new QVBoxLayout(column);
    layout->setSpacing(14);
    layout->setContentsMargins(0, 24, 0, 24);

    m_titleLabel = new QLabel(tr("Welcome to ACP Workbench"), column);
    m_titleLabel->setAccessibleName(m_titleLabel->text());
    updateTitleFont();
    auto *intro = sentence(column);
    intro->setText(tr("Review applications to the PyTorch Foundation's Additional Compute "
                      "Platforms against the admission requirements, request information, and run "
                      "votes, all recorded on GitHub."));
    layout->addWidget(m_titleLabel);
    layout->addWidget(intro);
    layout->addWidget(separator(column));

    m_repositoryLabel = sentence(column);
    m_chooseRepositoryButton = new QPushButton(tr("Choose &Repository…"), column);
    connect(m_chooseRepositoryButton, &QPushButton::clicked, this,
            &WelcomePage::chooseRepositoryRequested);
    layout->addWidget(
        stepRow(tr("Repository"), m_repositoryLabel, m_chooseRepositoryButton, column));

    m_accountLabel = sentence(column);
    m_signInButton = new QPushButton(tr("&Sign In with GitHub…"), column);
    connect(m_signInButton, &QPushButton::clicked, this, &WelcomePage::signInRequested);
    m_accountRow = stepRow(tr("Account"), m_accountLabel, m_signInButton, column);
    layout->addWidget(m_accountRow);

    m_syncLabel = sentence(column);
    m_syncLabel->setText(tr("Fetch the applications, their comments and labels into this "
                            "computer's cache."));
    m_syncButton = new QPushButton(tr("S&ync Now"), column);
    connect(m_syncButton, &QPushButton::clicked, this, &WelcomePage::syncRequested);
    m_syncRow = stepRow(tr("Sync"), m_syncLabel, m_syncButton, column);
    layout->addWidget(m_syncRow);

    layout->addWidget(separator(column));
    m_demoLabel = sentence(column);
    m_demoLabel->setText(tr("Fictional applications in every state of the process, to try the "
                            "workbench. The demo never uses the network."));
    m_demoButton = new QPushButton(tr("Open the &Demo Workspace"), column);
    connect(m_demoButton, &QPushButton::clicked, this, &WelcomePage::demoRequested);
    m_demoRow = stepRow(tr("Just looking?"), m_demoLabel, m_demoButton, column);
    layout->addWidget(m_demoRow);

    auto *offline = sentence(column);
    offline->setObjectName(QStringLiteral("offlineSentence"));
    offline->setText(tr("Everything synced stays on this computer: you can review offline, and "
                        "the actions you queue wait in the Outbox until the next sync."));
    offline->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(offline);

    m_showApplicationsButton = new QPushButton(tr("Show the &Applications"), column);
    m_showApplicationsButton->hide();
    connect(m_showApplicationsButton, &QPushButton::clicked, this,
            &WelcomePage::showApplicationsRequested);
    layout->addWidget(m_showApplicationsButton, 0, Qt::AlignLeft);
    layout->addStretch(1);

    setAccount(Account(), TokenSource::None);
}

void WelcomePage::setWorkspace(const QString &repository, const QString &host, bool demo)
{
    m_demo = demo;
    if (demo) {
        m_repositoryLabel->setText(tr("This is the demo workspace, bundled with the workbench. "
                                      "Choose a repository on GitHub to review real "
                                      "applications."));
    } else {
        m_repositoryLabel->setText(tr("Applications come from the issues of %1 on %2.")
                                       .arg(text::displayLine(repository), host));
    }
    m_accountRow->setVisible(!demo);
    m_syncRow->setVisible(!demo);
    m_demoRow->setVisible(!demo);
}

void WelcomePage::setAccount(const Account &account, TokenSource source)
{
    QString text;
    switch (account.status) {
    case Account::Status::SignedIn:
        text = source == TokenSource::GhCli
            ? tr("Signed in as @%1 with the token the GitHub CLI (gh) already has.")
                  .arg(text::displayLine(account.login))
            : tr("Signed in as @%1 (token from %2).")
                  .arg(text::displayLine(account.login),
                       TokenLookup { {}, source, {}, {} }.sourceName());
        m_signInButton->setText(tr("&Sign In Again…"));
        break;
    case Account::Status::NoToken:
        text = tr("Not signed in. Public repositories sync without an account; sign in to send "
                  "actions and to see private repositories. When the GitHub CLI (gh) is signed "
                  "in, its token is used.");
        m_signInButton->setText(tr("&Sign In with GitHub…"));
        break;
    case Account::Status::Rejected:
        text = tr("GitHub rejected the saved token: it was revoked or has expired. Sign in "
                  "again.");
        m_signInButton->setText(tr("&Sign In with GitHub…"));
        break;
    case Account::Status::Failed:
        text =
            tr("The account could not be checked: %1").arg(text::displayLine(account.errorString));
        m_signInButton->setText(tr("&Sign In with GitHub…"));
        break;
    }
    m_accountLabel->setText(text);
}

void WelcomePage::setApplicationsAvailable(bool available)
{
    m_showApplicationsButton->setVisible(available);
}

QString WelcomePage::repositoryText() const
{
    return m_repositoryLabel->text();
}

QString WelcomePage::accountText() const
{
    return m_accountLabel->text();
}

void WelcomePage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateTitleFont();
}

void WelcomePage::updateTitleFont()
{
    QFont title = font();
    if (title.pointSizeF() > 0)
        title.setPointSizeF(title.pointSizeF() * 1.6);
    else
        title.setPixelSize(qRound(title.pixelSize() * 1.6));
    title.setBold(true);
    m_titleLabel->setFont(title);
}

} // namespace acp
