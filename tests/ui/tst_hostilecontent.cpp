// Issue bodies, comments, titles and names are written by strangers. A corpus of hostile
// content (script tags, remote and local images, javascript:/file:/data: links, bidi overrides,
// terminal escapes, a 10 MiB body) renders inert: no request leaves the workbench, no link
// other than http(s)/mailto can be followed, and nothing reorders or hides text.

#include "UrlCatcher.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/applications/ApplicationListModel.h"
#include "ui/applications/ApplicationPane.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/MainWindow.h"

#include <QDesktopServices>
#include <QElapsedTimer>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTimeZone>
#include <QTreeView>

using namespace acp;
using acp::test::UrlCatcher;

namespace {

// A loopback listener that only counts: any connection at all is a failure.
class ConnectionCounter : public QObject
{
public:
    ConnectionCounter()
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                ++connections;
                socket->deleteLater();
            }
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    QString base() const
    {
        return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort());
    }
    int connections = 0;

private:
    QTcpServer m_server;
};

QString corpus(const QString &base)
{
    const QString b = base;
    return QStringLiteral(
               "### Platform name\n\n"
               "Evil NPU \u202Egnp.exe\u202C and \u2066isolated\u2069 text, ESC "
               "\u001b[31mred\u001b[0m, "
               "bell \u0007, NUL \u0000 end\n\n"
               "<script>alert('x')</script>\n\n"
               "<script src=\"%1/script.js\"></script>\n\n"
               "<img src=\"%1/html-img.png\" onerror=\"alert(1)\">\n\n"
               "<iframe src=\"%1/frame.html\"></iframe>\n\n"
               "<link rel=\"stylesheet\" href=\"%1/style.css\">\n\n"
               "<style>@import url(%1/import.css); body { background: url(%1/bg.png) }</style>\n\n"
               "<object data=\"%1/object.swf\"></object> <video src=\"%1/video.mp4\"></video>\n\n"
               "![remote image](%1/md-img.png) ![tracking](%1/pixel.gif \"title\")\n\n"
               "![reference image][ref]\n\n"
               "[ref]: %1/ref-img.png\n\n"
               "[![linked image](%1/inner.png)](javascript:alert(1))\n\n"
               "![local file](file:///etc/passwd)\n\n"
               "- [javascript](javascript:alert(document.cookie))\n"
               "- [mixed case](JaVaScRiPt:alert(1))\n"
               "- [entity](&#106;avascript:alert(1))\n"
               "- [file](file:///etc/passwd)\n"
               "- [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)\n"
               "- [vbscript](vbscript:msgbox(1))\n"
               "- [relative](../../settings)\n"
               "- [web](https://example.org/evidence)\n"
               "- [mail](mailto:security@example.org)\n"
               "- autolink <%1/autolink> and <file:///etc/shadow>\n\n"
               "```html\n<script>alert('in code')</script>\n\u202E reversed in code\n```\n")
        .arg(b);
}

QStringList anchorsIn(const QTextDocument *document)
{
    QStringList anchors;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isAnchor() && !format.anchorHref().isEmpty())
                anchors.append(format.anchorHref());
        }
    }
    return anchors;
}

int imageCount(const QTextDocument *document)
{
    int images = 0;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().isImageFormat())
                ++images;
        }
    }
    return images;
}

// Bidi controls, C0 (other than line breaks and tabs) and C1 controls that survived.
QString unsafeCharactersIn(const QString &text)
{
    QStringList found;
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n' || u == u'\t' || u == 0x2029 || u == 0x2028)
            continue;
        if (u < 0x20 || u == 0x7f || (u >= 0x80 && u <= 0x9f) || text::isBidiControl(u))
            found.append(QStringLiteral("U+%1").arg(int(u), 4, 16, QLatin1Char('0')));
    }
    return found.join(QLatin1Char(' '));
}

void paint(QWidget &widget)
{
    widget.resize(900, 700);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    (void)widget.grab();
    QCoreApplication::processEvents();
}

const QDateTime Base(QDate(2026, 3, 1), QTime(9, 0), QTimeZone::utc());

} // namespace

class tst_HostileContent : public QObject
{
    Q_OBJECT

private:
    UrlCatcher m_catcher;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ui::initResources();
        for (const char *scheme : { "http", "https", "mailto", "file", "javascript", "data" })
            QDesktopServices::setUrlHandler(QString::fromLatin1(scheme), &m_catcher, "open");
    }

    void cleanupTestCase()
    {
        for (const char *scheme : { "http", "https", "mailto", "file", "javascript", "data" })
            QDesktopServices::unsetUrlHandler(QString::fromLatin1(scheme));
    }

    void corpusRendersInert()
    {
        ConnectionCounter counter;
        QVERIFY(counter.listen());
        const QString hostile = corpus(counter.base());

        MarkdownView view;
        QList<QUrl> confirmed;
        view.setLinkConfirmation([&confirmed](QWidget *, const QUrl &url) {
            confirmed.append(url);
            return true;
        });
        view.setThread(hostile,
                       { { QStringLiteral("mallory\u202Etxt.exe"), Base, hostile },
                         { QStringLiteral("\u001b]0;pwned\u0007eve"), Base.addSecs(60),
                           QStringLiteral("<img src=\"%1/comment.png\">").arg(counter.base()) } });
        paint(view);
        view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum());
        (void)view.viewport()->grab();
        QTest::qWait(300); // a request, had one been made, would have arrived by now

        QCOMPARE(counter.connections, 0);
        QCOMPARE(imageCount(view.document()), 0);
        const QString text = view.toPlainText();
        // HTML is text, not markup.
        QVERIFY2(text.contains(QStringLiteral("<script>alert('x')</script>")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("<iframe")));
        QVERIFY(text.contains(QStringLiteral("[image: remote image]")));
        // Nothing that reorders or drives a terminal survived; the tampering shows as U+FFFD.
        QCOMPARE(unsafeCharactersIn(text), QString());
        QVERIFY(text.contains(QStringLiteral("Evil NPU \uFFFDgnp.exe\uFFFD")));
        QVERIFY(text.contains(QStringLiteral("mallory\uFFFDtxt.exe")));

        // Activating every link in the document, plus the hostile ones typed in by hand, hands
        // only http(s) and mailto to the system, after confirmation; the rest are refused
        // without asking.
        const QStringList anchors = anchorsIn(view.document());
        QVERIFY(!anchors.isEmpty());
        QStringList attempts = anchors;
        attempts << QStringLiteral("javascript:alert(1)") << QStringLiteral("JaVaScRiPt:alert(1)")
                 << QStringLiteral("file:///etc/passwd") << QStringLiteral("data:text/html,x")
                 << QStringLiteral("vbscript:msgbox(1)") << QStringLiteral("../../settings");
        for (const QString &href : std::as_const(attempts))
            view.activateLink(QUrl(href));
        for (const QUrl &url : std::as_const(confirmed))
            QVERIFY2(MarkdownView::isOpenableLink(url), qPrintable(url.toString()));
        for (const QUrl &url : std::as_const(m_catcher.urls)) {
            const QString scheme = url.scheme().toLower();
            QVERIFY2(scheme == QLatin1String("http") || scheme == QLatin1String("https")
                         || scheme == QLatin1String("mailto"),
                     qPrintable(url.toString()));
        }
        QVERIFY(m_catcher.urls.contains(QUrl(QStringLiteral("https://example.org/evidence"))));
        QVERIFY(confirmed.size() == m_catcher.urls.size());
        m_catcher.urls.clear();
        // Opening the (loopback) web links went to the catcher, not over the network.
        QCOMPARE(counter.connections, 0);
    }

    void tenMebibyteBodyIsCapped()
    {
        ConnectionCounter counter;
        QVERIFY(counter.listen());
        const QString line =
            QStringLiteral("Benchmark row with a link https://example.org/x and ![i](%1/i.png) "
                           "\u202E padding padding padding\n")
                .arg(counter.base());
        QString body;
        body.reserve(10 * 1024 * 1024 + line.size());
        while (body.size() < 10 * 1024 * 1024)
            body += line;
        QCOMPARE(body.size() >= 10 * 1024 * 1024, true);

        MarkdownView view;
        QElapsedTimer clock;
        clock.start();
        view.setMarkdownText(body);
        paint(view);
        const qint64 elapsed = clock.elapsed();
        QTest::qWait(100);
        QCOMPARE(counter.connections, 0);
        QCOMPARE(imageCount(view.document()), 0);
        const QString text = view.toPlainText();
        QVERIFY2(text.size() < MarkdownView::maxRenderedCharacters() + 1000,
                 qPrintable(QString::number(text.size())));
        QVERIFY2(text.contains(QStringLiteral("only the first")), qPrintable(text.right(300)));
        QCOMPARE(unsafeCharactersIn(text), QString());
        // Generous: the point is that 10 MiB does not take the time 10 MiB would.
        QVERIFY2(elapsed < 15000, qPrintable(QStringLiteral("%1 ms").arg(elapsed)));
        qInfo("10 MiB body rendered (capped) in %lld ms", elapsed);
    }

    // Qt's Markdown importer is quadratic in a block's length; 64 KiB of inline spans on one
    // line (GitHub's maximum comment) used to take most of a minute.
    void hugeBlocksDoNotStallRendering_data()
    {
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("separator");
        QTest::newRow("inline spans on one line")
            << QStringLiteral("*a* **b** `c` ~~d~~ ") << QString();
        QTest::newRow("soft line breaks")
            << QStringLiteral("row with text padding padding") << QStringLiteral("\n");
        QTest::newRow("one long quote")
            << QStringLiteral("> quoted padding padding padding") << QStringLiteral("\n");
    }

    void hugeBlocksDoNotStallRendering()
    {
        QFETCH(QString, unit);
        QFETCH(QString, separator);
        QString body;
        while (body.size() + unit.size() + separator.size()
               <= MarkdownView::maxRenderedCharacters())
            body += unit + separator;
        MarkdownView view;
        QElapsedTimer clock;
        clock.start();
        view.setMarkdownText(body);
        const qint64 elapsed = clock.elapsed();
        qInfo("%lld characters rendered in %lld ms", qint64(body.size()), elapsed);
        QVERIFY2(elapsed < 15000, qPrintable(QStringLiteral("%1 ms").arg(elapsed)));
        QVERIFY(!view.toPlainText().contains(QStringLiteral("only the first")));
    }

    void ordinaryTextIsNotRearranged()
    {
        // Below the limits nothing changes: a long-ish paragraph stays one paragraph.
        QString paragraph;
        for (int i = 0; i < 30; ++i)
            paragraph += QStringLiteral("Sentence number %1 of one paragraph. ").arg(i);
        MarkdownView view;
        view.setMarkdownText(paragraph + QStringLiteral("\n\nSecond paragraph."));
        QCOMPARE(view.document()->blockCount(), 2);
    }

    // Titles, logins and label names in the list, the pane header and the thread.
    void titlesAndNamesAreNeutralised()
    {
        QTemporaryDir dir;
        WorkspaceOptions options;
        options.apiUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        options.repository = QStringLiteral("acme/acp");
        options.databasePath = dir.filePath(QStringLiteral("ws.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));

        Issue issue;
        issue.number = 7;
        issue.githubId = 7007;
        issue.title = QStringLiteral(
            "[ACP Application]: Fast\u202Egnp.exe NPU <img src=\"file:///etc/passwd\">\n\u001b[2J");
        issue.body = QStringLiteral("### Platform name\n\nFast\u202Egnp.exe NPU\n");
        issue.author = QStringLiteral("ev\u202Eli\u0007");
        issue.state = QStringLiteral("open");
        issue.labels = { QStringLiteral("new\u2066x\u2069") };
        issue.createdAt = Base;
        issue.updatedAt = Base;
        issue.htmlUrl = QUrl(QStringLiteral("https://github.com/acme/acp/issues/7"));
        issue.commentCount = 1;
        Comment comment;
        comment.id = 70;
        comment.issueNumber = 7;
        comment.author = QStringLiteral("bad\u202Dactor");
        comment.body = QStringLiteral("Comment \u202Ewith override");
        comment.createdAt = Base;
        comment.updatedAt = Base;
        {
            IssueCache cache(workspace.database());
            QVERIFY(cache.upsertIssue(issue));
            QVERIFY(cache.upsertComment(comment));
        }

        MainWindow window(workspace);
        paint(window);
        QVERIFY(window.selectApplication(7));
        QTRY_COMPARE(window.applicationPane()->currentNumber(), 7);

        // The list.
        ApplicationListModel *model = window.applicationModel();
        const int row = model->rowOf(7);
        QVERIFY(row >= 0);
        for (int column = 0; column < model->columnCount(); ++column) {
            const QModelIndex index = model->index(row, column);
            const QString display = index.data(Qt::DisplayRole).toString();
            QCOMPARE(unsafeCharactersIn(display), QString());
            // Tool tips are shown as rich text when they look like it: the title's tag must
            // arrive escaped.
            const QString tip = index.data(Qt::ToolTipRole).toString();
            QVERIFY2(!tip.contains(QStringLiteral("<img")), qPrintable(tip));
            QCOMPARE(unsafeCharactersIn(tip), QString());
        }

        // The pane header and label chips.
        const QList<QLabel *> labels = window.applicationPane()->findChildren<QLabel *>();
        bool sawTitle = false;
        for (QLabel *label : labels) {
            QCOMPARE(unsafeCharactersIn(label->text()), QString());
            if (label->objectName() == QLatin1String("titleLabel")) {
                sawTitle = true;
                QVERIFY(label->text().contains(QStringLiteral("Fast\uFFFDgnp.exe")));
                QCOMPARE(label->textFormat(), Qt::PlainText);
            }
        }
        QVERIFY(sawTitle);

        // The thread.
        const QString thread = window.applicationPane()->markdownView()->toPlainText();
        QVERIFY2(thread.contains(QStringLiteral("bad\uFFFDactor")), qPrintable(thread));
        QCOMPARE(unsafeCharactersIn(thread), QString());
    }
};

QTEST_MAIN(tst_HostileContent)
#include "tst_hostilecontent.moc"
