// The first-run page on its own: what it says about the repository and the account, and what
// its buttons ask for. Its place in the window is tst_mainwindow's and tst_workbenchsession's.

#include "ui/window/WelcomePage.h"

#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTest>

using namespace acp;

namespace {
Account signedInAs(const QString &login)
{
    Account account;
    account.status = Account::Status::SignedIn;
    account.login = login;
    return account;
}
} // namespace

class tst_WelcomePage : public QObject
{
    Q_OBJECT

private slots:
    void namesTheRepositoryAndHost()
    {
        WelcomePage page;
        page.setWorkspace(QStringLiteral("pytorch-fdn/additional-compute-platforms"),
                          QStringLiteral("github.com"), false);
        QCOMPARE(page.repositoryText(),
                 QStringLiteral("Applications come from the issues of "
                                "pytorch-fdn/additional-compute-platforms on github.com."));
        page.show();
        QVERIFY(page.signInButton()->isVisible());
        QVERIFY(page.syncButton()->isVisible());
        QVERIFY(page.demoButton()->isVisible());
        QVERIFY(!page.showApplicationsButton()->isVisible());
        page.setApplicationsAvailable(true);
        QVERIFY(page.showApplicationsButton()->isVisible());
    }

    void saysWhereTheTokenCameFrom()
    {
        WelcomePage page;
        page.setAccount(signedInAs(QStringLiteral("octocat")), TokenSource::GhCli);
        QCOMPARE(page.accountText(),
                 QStringLiteral(
                     "Signed in as @octocat with the token the GitHub CLI (gh) already has."));
        QCOMPARE(page.signInButton()->text(), QStringLiteral("&Sign In Again…"));

        page.setAccount(signedInAs(QStringLiteral("octocat")), TokenSource::Keychain);
        QCOMPARE(page.accountText(),
                 QStringLiteral("Signed in as @octocat (token from the system keychain)."));

        page.setAccount(Account(), TokenSource::None);
        QVERIFY(page.accountText().startsWith(QStringLiteral("Not signed in.")));
        QVERIFY(page.accountText().contains(QStringLiteral("GitHub CLI (gh)")));
        QCOMPARE(page.signInButton()->text(), QStringLiteral("&Sign In with GitHub…"));

        Account rejected;
        rejected.status = Account::Status::Rejected;
        page.setAccount(rejected, TokenSource::Keychain);
        QVERIFY(page.accountText().contains(QStringLiteral("revoked or has expired")));
    }

    // A login or repository is GitHub's text: shown as text, on one line.
    void githubTextIsPlainText()
    {
        WelcomePage page;
        page.setWorkspace(QStringLiteral("acme/<b>acp</b>\nnext"), QStringLiteral("github.com"),
                          false);
        page.setAccount(signedInAs(QStringLiteral("<img src=x>")), TokenSource::Keychain);
        const QList<QLabel *> labels = page.findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            if (label->text().contains(QLatin1Char('<')))
                QCOMPARE(label->textFormat(), Qt::PlainText);
        }
        QVERIFY(page.repositoryText().contains(QStringLiteral("acme/<b>acp</b>")));
        QVERIFY(!page.repositoryText().contains(QLatin1Char('\n')));
        QVERIFY(page.accountText().contains(QStringLiteral("@<img src=x>")));
    }

    void buttonsAsk()
    {
        WelcomePage page;
        page.setWorkspace(QStringLiteral("acme/acp"), QStringLiteral("github.com"), false);
        page.setApplicationsAvailable(true);
        page.show();
        QSignalSpy choose(&page, &WelcomePage::chooseRepositoryRequested);
        QSignalSpy signIn(&page, &WelcomePage::signInRequested);
        QSignalSpy sync(&page, &WelcomePage::syncRequested);
        QSignalSpy demo(&page, &WelcomePage::demoRequested);
        QSignalSpy back(&page, &WelcomePage::showApplicationsRequested);
        QTest::mouseClick(page.chooseRepositoryButton(), Qt::LeftButton);
        QTest::mouseClick(page.signInButton(), Qt::LeftButton);
        QTest::mouseClick(page.syncButton(), Qt::LeftButton);
        QTest::mouseClick(page.demoButton(), Qt::LeftButton);
        QTest::mouseClick(page.showApplicationsButton(), Qt::LeftButton);
        QCOMPARE(choose.size(), 1);
        QCOMPARE(signIn.size(), 1);
        QCOMPARE(sync.size(), 1);
        QCOMPARE(demo.size(), 1);
        QCOMPARE(back.size(), 1);
    }

    // On a short window the page scrolls; its buttons keep their full size.
    void scrollsInsteadOfClipping()
    {
        WelcomePage page;
        page.setWorkspace(QStringLiteral("acme/acp"), QStringLiteral("github.com"), false);
        page.resize(480, 200);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *scroll = page.findChild<QScrollArea *>();
        QVERIFY(scroll);
        QTRY_VERIFY(scroll->widget()->height() > scroll->viewport()->height());
        for (QPushButton *button : { page.signInButton(), page.syncButton(), page.demoButton() }) {
            QVERIFY(button->width() >= button->sizeHint().width());
            QVERIFY(button->height() >= button->sizeHint().height());
        }
    }
};

QTEST_MAIN(tst_WelcomePage)
#include "tst_welcomepage.moc"
