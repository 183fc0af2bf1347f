// LinkOpener: the one way links leave the workbench (MarkdownView, the checklist and its
// preview cards, the application header): http(s) and mailto only, shown and confirmed, then
// handed to the desktop.

#include "UrlCatcher.h"
#include "ui/widgets/LinkOpener.h"
#include "ui/widgets/MarkdownView.h"

#include <QDesktopServices>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>

using namespace acp;
using acp::test::UrlCatcher;

class tst_LinkOpener : public QObject
{
    Q_OBJECT

private slots:
    void onlyWebAndMailLinksAreOpenable_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<bool>("openable");
        QTest::newRow("https") << QStringLiteral("https://example.org/a?b=1#c") << true;
        QTest::newRow("http") << QStringLiteral("http://example.org/") << true;
        QTest::newRow("HTTPS upper case") << QStringLiteral("HTTPS://EXAMPLE.ORG/") << true;
        QTest::newRow("mailto") << QStringLiteral("mailto:security@example.org") << true;
        QTest::newRow("mailto without address") << QStringLiteral("mailto:") << false;
        // A stranger's mailto opens as its one address only (the fields are dropped).
        QTest::newRow("mailto with fields")
            << QStringLiteral("mailto:a@b.example?subject=x&body=y&attach=/etc/passwd") << true;
        QTest::newRow("mailto to two") << QStringLiteral("mailto:a@x.example,b@y.example") << false;
        QTest::newRow("mailto to two, encoded")
            << QStringLiteral("mailto:a%40x.example%2Cb%40y.example") << false;
        QTest::newRow("mailto to two, semicolon")
            << QStringLiteral("mailto:a@x.example;b@y.example") << false;
        QTest::newRow("mailto only fields")
            << QStringLiteral("mailto:?to=a@b.example&cc=c@d.example") << false;
        QTest::newRow("mailto not an address") << QStringLiteral("mailto:security") << false;
        QTest::newRow("mailto with a space") << QStringLiteral("mailto:a b@c.example") << false;
        QTest::newRow("mailto with a name")
            << QStringLiteral("mailto:Eve%20%3Ce@x.example%3E") << false;
        QTest::newRow("javascript") << QStringLiteral("javascript:alert(1)") << false;
        QTest::newRow("file") << QStringLiteral("file:///etc/passwd") << false;
        QTest::newRow("data") << QStringLiteral("data:text/html,<b>x</b>") << false;
        QTest::newRow("ftp") << QStringLiteral("ftp://example.org/x") << false;
        QTest::newRow("relative") << QStringLiteral("../settings") << false;
        QTest::newRow("http without host") << QStringLiteral("http:relative") << false;
    }

    void onlyWebAndMailLinksAreOpenable()
    {
        QFETCH(QString, link);
        QFETCH(bool, openable);
        QCOMPARE(LinkOpener::isOpenable(QUrl(link)), openable);
        QCOMPARE(MarkdownView::isOpenableLink(QUrl(link)), openable); // the same rule
    }

    void refusedWithoutAsking()
    {
        bool asked = false;
        const LinkOpener::Result result =
            LinkOpener::open(nullptr, QUrl(QStringLiteral("javascript:alert(1)")),
                             [&asked](QWidget *, const QUrl &) {
                                 asked = true;
                                 return true;
                             });
        QCOMPARE(result.outcome, LinkOpener::Outcome::Refused);
        QVERIFY(!asked);
        QVERIFY2(result.message.contains(QStringLiteral("javascript")), qPrintable(result.message));
        QVERIFY(!result.opened());
    }

    void opensOnlyWhenConfirmedWithTheFullAddress()
    {
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler(QStringLiteral("https"), &catcher, "open");
        auto unset =
            qScopeGuard([] { QDesktopServices::unsetUrlHandler(QStringLiteral("https")); });
        // A look-alike host: the question shows it encoded.
        const QUrl url(QStringLiteral("https://gіthub.com/x?a=1")); // Cyrillic і
        QUrl shown;
        bool answer = false;
        const auto confirm = [&](QWidget *, const QUrl &asked) {
            shown = asked;
            return answer;
        };

        LinkOpener::Result result = LinkOpener::open(nullptr, url, confirm);
        QCOMPARE(result.outcome, LinkOpener::Outcome::Declined);
        QCOMPARE(shown, url);
        QVERIFY(shown.toString(QUrl::FullyEncoded).contains(QStringLiteral("xn--")));
        QVERIFY(catcher.urls.isEmpty());

        answer = true;
        result = LinkOpener::open(nullptr, url, confirm);
        QCOMPARE(result.outcome, LinkOpener::Outcome::Opened);
        QVERIFY(result.opened());
        QCOMPARE(catcher.urls, QList<QUrl>({ url }));

        // Without a question, for the workbench's own links.
        result = LinkOpener::open(nullptr, QUrl(QStringLiteral("https://github.com/o/r/issues/3")),
                                  &LinkOpener::noQuestion);
        QVERIFY(result.opened());
        QCOMPARE(catcher.urls.size(), 2);
    }

    void markdownViewOpensThroughIt()
    {
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler(QStringLiteral("https"), &catcher, "open");
        auto unset =
            qScopeGuard([] { QDesktopServices::unsetUrlHandler(QStringLiteral("https")); });
        MarkdownView view;
        view.setLinkConfirmation([](QWidget *, const QUrl &) { return true; });
        QSignalSpy refused(&view, &MarkdownView::linkRefused);
        QSignalSpy opened(&view, &MarkdownView::linkOpened);
        QVERIFY(!view.activateLink(QUrl(QStringLiteral("file:///etc/passwd"))));
        QCOMPARE(refused.count(), 1);
        QVERIFY(view.activateLink(QUrl(QStringLiteral("https://example.org/docs"))));
        QCOMPARE(opened.count(), 1);
        QCOMPARE(catcher.urls, QList<QUrl>({ QUrl(QStringLiteral("https://example.org/docs")) }));
    }

    // "mailto:a@b.example?body=…&attach=/etc/passwd": the user is asked about, and the mail
    // program gets, "mailto:a@b.example" and nothing else.
    void mailtoOpensAsThePlainAddress()
    {
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler(QStringLiteral("mailto"), &catcher, "open");
        auto unset =
            qScopeGuard([] { QDesktopServices::unsetUrlHandler(QStringLiteral("mailto")); });
        QList<QUrl> asked;
        const auto confirm = [&asked](QWidget *, const QUrl &url) {
            asked.append(url);
            return true;
        };
        const QUrl hostile(QStringLiteral(
            "mailto:a@b.example?subject=Approved&body=Please%20send%20the%20keys&cc=c@d.example"
            "&bcc=e@f.example&attach=/etc/passwd#x"));
        const LinkOpener::Result result = LinkOpener::open(nullptr, hostile, confirm);
        QCOMPARE(result.outcome, LinkOpener::Outcome::Opened);
        const QUrl plain(QStringLiteral("mailto:a@b.example"));
        QCOMPARE(asked, QList<QUrl>({ plain }));
        QCOMPARE(catcher.urls, QList<QUrl>({ plain }));
        QVERIFY(!catcher.urls.constFirst().hasQuery());
        QVERIFY(!catcher.urls.constFirst().hasFragment());
        QVERIFY2(result.message.contains(QStringLiteral("left out")), qPrintable(result.message));
        QCOMPARE(LinkOpener::openableUrl(hostile), plain);
        QCOMPARE(LinkOpener::mailAddress(hostile), QStringLiteral("a@b.example"));

        // Several recipients: refused without asking, with a message that says why.
        asked.clear();
        for (const QString &link : { QStringLiteral("mailto:a@x.example,b@y.example"),
                                     QStringLiteral("mailto:?to=a@x.example") }) {
            const LinkOpener::Result refused = LinkOpener::open(nullptr, QUrl(link), confirm);
            QCOMPARE(refused.outcome, LinkOpener::Outcome::Refused);
            QVERIFY2(refused.message.contains(QStringLiteral("not one e-mail address")),
                     qPrintable(refused.message));
        }
        QVERIFY(asked.isEmpty());
        QCOMPARE(catcher.urls.size(), 1);

        // The same through the rendered thread.
        MarkdownView view;
        view.setLinkConfirmation(confirm);
        QSignalSpy refused(&view, &MarkdownView::linkRefused);
        QVERIFY(!view.activateLink(QUrl(QStringLiteral("mailto:a@x.example,b@y.example"))));
        QCOMPARE(refused.count(), 1);
        QVERIFY(view.activateLink(hostile));
        QCOMPARE(catcher.urls, QList<QUrl>({ plain, plain }));
    }

    void elidedAddresses()
    {
        QCOMPARE(LinkOpener::elided(QStringLiteral("short")), QStringLiteral("short"));
        const QString cut = LinkOpener::elided(QString(200, QLatin1Char('a')), 10);
        QCOMPARE(cut.size(), 10);
        QVERIFY(cut.endsWith(QChar(0x2026)));
    }
};

QTEST_MAIN(tst_LinkOpener)
#include "tst_linkopener.moc"
