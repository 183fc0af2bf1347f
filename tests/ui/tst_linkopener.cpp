// LinkOpener: the one way links leave the workbench (MarkdownView, the checklist and its
// preview cards, the application header): http(s) and mailto only, shown and confirmed, then
// handed to the desktop.

#include "LinkOpener.h"
#include "MarkdownView.h"

#include <QDesktopServices>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>

using namespace acp;

class UrlCatcher : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> urls;
public slots:
    void open(const QUrl &url) { urls.append(url); }
};

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
