#include "GitHubTestServer.h"
#include "UrlCatcher.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/UiSupport.h"

#include <QDesktopServices>
#include <QImage>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

using namespace acp;
using acp::test::UrlCatcher;

namespace {

QList<QTextTable *> tablesIn(QTextFrame *frame)
{
    QList<QTextTable *> tables;
    const QList<QTextFrame *> children = frame->childFrames();
    for (QTextFrame *child : children) {
        if (auto *table = qobject_cast<QTextTable *>(child)) {
            tables.append(table);
        }
        tables += tablesIn(child);
    }
    return tables;
}

int imageCount(const QTextDocument *document)
{
    int images = 0;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().isImageFormat()) {
                ++images;
            }
        }
    }
    return images;
}

// Where in the viewport the character at `position` is drawn.
QPoint pointOf(const MarkdownView &view, int position)
{
    QTextCursor cursor(view.document());
    cursor.setPosition(position);
    return view.cursorRect(cursor).center() + QPoint(2, 0);
}

// Paints the view so any resource the document wants is asked for.
void render(MarkdownView &view)
{
    view.resize(640, 480);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.document()->adjustSize();
    (void)view.viewport()->grab();
    QCoreApplication::processEvents();
}

} // namespace

class tst_MarkdownView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ui::initResources();
    }

    void remoteImageIsNotRequested()
    {
        test::GitHubTestServer server;
        QVERIFY(server.listen());
        const QString image = server.apiUrl().toString() + QStringLiteral("/img.png");

        MarkdownView view;
        view.setMarkdownText(QStringLiteral("Before ![x](%1) after\n\n![](%1)\n").arg(image));
        render(view);
        // Give a request, had one been made, time to arrive.
        QTest::qWait(200);

        QCOMPARE(server.requestCount(), 0);
        QCOMPARE(imageCount(view.document()), 0);
        const QString text = view.toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Before [image: x] after")), qPrintable(text));
        // (An image without alt text becomes "[image]"; Qt 6.4's importer drops it entirely.)
        QVERIFY(view.loadResource(QTextDocument::ImageResource, QUrl(image)).isNull());
        QCOMPARE(server.requestCount(), 0);
    }

    void localFileImageIsNotLoaded()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("secret.png"));
        QImage picture(8, 8, QImage::Format_RGB32);
        picture.fill(Qt::red);
        QVERIFY(picture.save(path));
        const QUrl url = QUrl::fromLocalFile(path);

        // A plain QTextBrowser would read the file: the guard is what stops it.
        QTextBrowser plain;
        QVERIFY(!plain.loadResource(QTextDocument::ImageResource, url).isNull());

        MarkdownView view;
        QVERIFY(view.loadResource(QTextDocument::ImageResource, url).isNull());
        view.setMarkdownText(QStringLiteral("![local picture](%1)").arg(url.toString()));
        render(view);
        QCOMPARE(imageCount(view.document()), 0);
        QVERIFY(view.toPlainText().contains(QStringLiteral("[image: local picture]")));
        QVERIFY(view.refusedResourceCount() >= 1);
    }

    void qrcResourcesAreAllowed()
    {
        MarkdownView view;
        const QVariant icon = view.loadResource(
            QTextDocument::ImageResource, QUrl(QStringLiteral("qrc:/icons/acp-workbench-32.png")));
        QVERIFY(!icon.isNull());
    }

    void rawHtmlIsShownAsText()
    {
        test::GitHubTestServer server;
        QVERIFY(server.listen());
        MarkdownView view;
        view.setMarkdownText(
            QStringLiteral(
                "<b>bold</b> <img src=\"%1/x.png\"> <a href=\"javascript:alert(1)\">x</a>")
                .arg(server.apiUrl().toString()));
        render(view);
        QCOMPARE(server.requestCount(), 0);
        QCOMPARE(imageCount(view.document()), 0);
        const QString text = view.toPlainText();
        QVERIFY2(text.contains(QStringLiteral("<b>bold</b>")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("<img src=")));
    }

    void htmlCommentsDoNotShow()
    {
        MarkdownView view;
        view.setMarkdownText(QStringLiteral("Before <!-- secret template hint --> after"));
        QVERIFY(!view.toPlainText().contains(QStringLiteral("secret")));
        QVERIFY(view.toPlainText().contains(QStringLiteral("Before")));
    }

    void javascriptLinkIsRefused()
    {
        MarkdownView view;
        bool asked = false;
        view.setLinkConfirmation([&](QWidget *, const QUrl &) {
            asked = true;
            return true;
        });
        view.setMarkdownText(
            QStringLiteral("Please [click here](javascript:alert(document.cookie)) now."));
        render(view);

        // The link is in the document as written...
        const QTextCursor found = view.document()->find(QStringLiteral("click here"));
        QVERIFY(!found.isNull());
        QTextCursor inside(view.document());
        inside.setPosition(found.selectionStart() + 2);
        QCOMPARE(inside.charFormat().anchorHref(),
                 QStringLiteral("javascript:alert(document.cookie)"));

        // ...and clicking it is refused without asking, with a message.
        QSignalSpy refused(&view, &MarkdownView::linkRefused);
        QSignalSpy opened(&view, &MarkdownView::linkOpened);
        QSignalSpy status(&view, &MarkdownView::statusMessage);
        const QPoint point = pointOf(view, found.selectionStart() + 2);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, point);
        QTRY_COMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).toUrl().scheme(), QStringLiteral("javascript"));
        QCOMPARE(opened.count(), 0);
        QVERIFY(!asked);
        bool toldUser = false;
        for (const QList<QVariant> &arguments : std::as_const(status)) {
            toldUser =
                toldUser || arguments.at(0).toString().contains(QStringLiteral("javascript"));
        }
        QVERIFY(toldUser);
    }

    void otherSchemesAreRefused_data()
    {
        QTest::addColumn<QString>("link");
        QTest::newRow("file") << QStringLiteral("file:///etc/passwd");
        QTest::newRow("data") << QStringLiteral("data:text/html,<script>alert(1)</script>");
        QTest::newRow("relative") << QStringLiteral("../settings");
        QTest::newRow("ftp") << QStringLiteral("ftp://example.org/x");
        QTest::newRow("http without host") << QStringLiteral("http:relative");
    }

    void otherSchemesAreRefused()
    {
        QFETCH(QString, link);
        MarkdownView view;
        bool asked = false;
        view.setLinkConfirmation([&](QWidget *, const QUrl &) {
            asked = true;
            return true;
        });
        QSignalSpy refused(&view, &MarkdownView::linkRefused);
        QVERIFY(!view.activateLink(QUrl(link)));
        QCOMPARE(refused.count(), 1);
        QVERIFY(!asked);
    }

    void webLinkOpensOnlyAfterConfirmation()
    {
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler(QStringLiteral("https"), &catcher, "open");
        auto unset =
            qScopeGuard([] { QDesktopServices::unsetUrlHandler(QStringLiteral("https")); });

        MarkdownView view;
        QUrl shown;
        bool answer = false;
        view.setLinkConfirmation([&](QWidget *, const QUrl &url) {
            shown = url;
            return answer;
        });
        view.setMarkdownText(
            QStringLiteral("See [the docs](https://docs.example.org/guide?a=1#part)."));
        render(view);
        const QTextCursor found = view.document()->find(QStringLiteral("the docs"));
        QVERIFY(!found.isNull());

        // Declined: nothing opens.
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                          pointOf(view, found.selectionStart() + 2));
        QTRY_COMPARE(shown, QUrl(QStringLiteral("https://docs.example.org/guide?a=1#part")));
        QVERIFY(catcher.urls.isEmpty());

        // Confirmed: handed to the desktop.
        answer = true;
        QSignalSpy opened(&view, &MarkdownView::linkOpened);
        QVERIFY(view.activateLink(QUrl(QStringLiteral("https://docs.example.org/guide?a=1#part"))));
        QCOMPARE(catcher.urls,
                 QList<QUrl>({ QUrl(QStringLiteral("https://docs.example.org/guide?a=1#part")) }));
        QCOMPARE(opened.count(), 1);
    }

    void tableRenders()
    {
        MarkdownView view;
        view.setMarkdownText(
            QStringLiteral("| Feature | Status |\n|---|---|\n| Eager | complete |\n"
                           "| `torch.compile` | beta |\n"));
        const QList<QTextTable *> tables = tablesIn(view.document()->rootFrame());
        QCOMPARE(tables.size(), 1);
        QTextTable *table = tables.first();
        QCOMPARE(table->rows(), 3);
        QCOMPARE(table->columns(), 2);
        auto cellText = [table](int row, int column) {
            const QTextTableCell cell = table->cellAt(row, column);
            QTextCursor cursor = cell.firstCursorPosition();
            cursor.setPosition(cell.lastPosition(), QTextCursor::KeepAnchor);
            return cursor.selectedText();
        };
        QCOMPARE(cellText(0, 0), QStringLiteral("Feature"));
        QCOMPARE(cellText(1, 1), QStringLiteral("complete"));
        QCOMPARE(cellText(2, 0), QStringLiteral("torch.compile"));
        QVERIFY(table->format().border() > 0);
    }

    // What GitHub shows: underscore emphasis in italics (Qt's own importer underlines it),
    // strikethrough, and a newline as a line break.
    void emphasisAndLineBreaksAsOnGitHub()
    {
        MarkdownView view;
        view.setMarkdownText(
            QStringLiteral("_A demonstrably working CI_ and ~~old~~ text\nsecond line"));
        const QTextCursor emphasis =
            view.document()->find(QStringLiteral("A demonstrably working CI"));
        QVERIFY(!emphasis.isNull());
        QTextCursor inside(view.document());
        inside.setPosition(emphasis.selectionStart() + 3);
        QVERIFY(inside.charFormat().fontItalic());
        QVERIFY(!inside.charFormat().fontUnderline());
        const QTextCursor old = view.document()->find(QStringLiteral("old"));
        inside.setPosition(old.selectionStart() + 1);
        QVERIFY(inside.charFormat().fontStrikeOut());
        QVERIFY2(view.toPlainText().contains(QStringLiteral("text\nsecond line"))
                     || view.toPlainText().contains(QStringLiteral("text\u2028second line")),
                 qPrintable(view.toPlainText()));
    }

    void taskListRenders()
    {
        MarkdownView view;
        view.setMarkdownText(
            QStringLiteral("- [X] I agree to the code of conduct\n- [ ] CI is public\n"));
        QStringList checked;
        QStringList unchecked;
        for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next()) {
            if (block.blockFormat().marker() == QTextBlockFormat::MarkerType::Checked) {
                checked << block.text();
            } else if (block.blockFormat().marker() == QTextBlockFormat::MarkerType::Unchecked) {
                unchecked << block.text();
            }
        }
        QCOMPARE(checked, QStringList { QStringLiteral("I agree to the code of conduct") });
        QCOMPARE(unchecked, QStringList { QStringLiteral("CI is public") });
    }

    void codeBlockRenders()
    {
        MarkdownView view;
        view.setMarkdownText(
            QStringLiteral("Run:\n\n```python\nimport torch\nx = torch.ones(2)\n```\n"));
        QStringList codeLines;
        for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next()) {
            if (block.blockFormat().hasProperty(QTextFormat::BlockCodeFence)
                && !block.text().isEmpty()) {
                codeLines << block.text();
                QVERIFY(block.blockFormat().background().style() != Qt::NoBrush);
                QVERIFY(block.begin().fragment().charFormat().fontFixedPitch());
            }
        }
        QVERIFY2(codeLines.join(QLatin1Char('\n')).contains(QStringLiteral("import torch")),
                 qPrintable(codeLines.join(QLatin1Char('|'))));
        QVERIFY(codeLines.join(QLatin1Char('\n')).contains(QStringLiteral("x = torch.ones(2)")));
    }

    void threadShowsBodyThenComments()
    {
        MarkdownView view;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        view.setThread(
            QStringLiteral("### Platform name\n\nNordhaven NPU\n"),
            { { QStringLiteral("cochair"), now.addDays(-2),
                QStringLiteral(
                    "Please add:\n\n| Req | Gap |\n|---|---|\n| working-ci | no HUD |\n") },
              { QStringLiteral("applicant"), now.addSecs(-300),
                QStringLiteral("Done, see ```the HUD```.") } });
        const QString text = view.toPlainText();
        const qsizetype body = text.indexOf(QStringLiteral("Nordhaven NPU"));
        const qsizetype heading = text.indexOf(QStringLiteral("2 comments"));
        const qsizetype first = text.indexOf(QStringLiteral("cochair"));
        const qsizetype second = text.indexOf(QStringLiteral("applicant"));
        QVERIFY2(body >= 0 && heading > body && first > heading && second > first,
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("2 days ago")));
        QVERIFY(text.contains(QStringLiteral("5 minutes ago")));
        // The comment's table survived being put into the thread.
        const QList<QTextTable *> tables = tablesIn(view.document()->rootFrame());
        QCOMPARE(tables.size(), 1);
        QCOMPARE(tables.first()->rows(), 2);
    }

    void leadingBlocksAreTheBodysAsRenderedAlone_data()
    {
        QTest::addColumn<QString>("body");
        QTest::newRow("heading and text") << QStringLiteral("### Platform name\n\nNordhaven NPU\n");
        QTest::newRow("table and list") << QStringLiteral(
            "### Evidence\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- one\n- two\n\n```\ncode\n```\n");
        QTest::newRow("empty") << QString();
        QTest::newRow("longer than rendered")
            << QString(MarkdownView::maxRenderedCharacters() + 10, QLatin1Char('x'));
    }

    void leadingBlocksAreTheBodysAsRenderedAlone()
    {
        QFETCH(QString, body);
        MarkdownView view;
        const QList<ThreadPost> comments = { { QStringLiteral("cochair"),
                                               QDateTime::currentDateTimeUtc(),
                                               QStringLiteral("### Not the body\n\ntext") } };
        view.setThread(body, comments);
        QTextDocument alone;
        alone.setDefaultFont(view.document()->defaultFont());
        MarkdownView::renderInto(alone, body, view.palette());
        QCOMPARE(view.leadingBlockCount(), alone.blockCount());
        // The block after them starts the comments' heading, not the body's text.
        const QTextBlock next = view.document()->findBlockByNumber(view.leadingBlockCount());
        QVERIFY2(next.text().contains(QStringLiteral("1 comment")), qPrintable(next.text()));

        view.setPlaceholderMessage(QStringLiteral("Nothing selected"));
        QCOMPARE(view.leadingBlockCount(), 0);
    }

    void aThreadKeepsItsScrollBarAsTheTextsChange()
    {
        MarkdownView view;
        view.resize(400, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setThread(QStringLiteral("Short"), {});
        QCoreApplication::processEvents();
        // The viewport keeps its width from a short text to a long one, so the long one is laid
        // out once, at the width it is shown at.
        const int width = view.viewport()->width();
        view.setThread(QString(QStringLiteral("A long paragraph. ")).repeated(2000), {});
        QCoreApplication::processEvents();
        QCOMPARE(view.viewport()->width(), width);
        QVERIFY(view.verticalScrollBar()->isVisible());
        QVERIFY(view.verticalScrollBar()->maximum() > 0);
        // A placeholder has no scroll bar.
        view.setPlaceholderMessage(QStringLiteral("Nothing selected"));
        QCoreApplication::processEvents();
        QVERIFY(!view.verticalScrollBar()->isVisible());
    }

    void aLongThreadIsCompletedInStepsAsRenderedAtOnce()
    {
        QList<ThreadPost> comments;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (int i = 1; i <= 60; ++i) {
            comments.append(
                { QStringLiteral("author%1").arg(i), now.addSecs(-60 * i),
                  QStringLiteral("Comment **%1**\n\n| a | b |\n|---|---|\n| %1 | x |\n").arg(i) });
        }
        MarkdownView stepped;
        QSignalSpy finished(&stepped, &MarkdownView::renderingFinished);
        stepped.setThread(QStringLiteral("### Platform name\n\nNordhaven NPU\n"), comments);
        // The body and the first comments are in at once; the rest wait for the event loop.
        QVERIFY(!stepped.isRenderingComplete());
        QVERIFY(finished.isEmpty());
        const QString first = stepped.toPlainText();
        QVERIFY(first.contains(QStringLiteral("Nordhaven NPU")));
        QVERIFY(first.contains(QStringLiteral("60 comments")));
        QVERIFY(first.contains(QStringLiteral("Comment 1\n")));
        QVERIFY(!first.contains(QStringLiteral("Comment 60\n")));
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.size(), 1);
        QVERIFY(stepped.isRenderingComplete());

        MarkdownView atOnce;
        atOnce.setThread(QStringLiteral("### Platform name\n\nNordhaven NPU\n"), comments);
        atOnce.finishRendering();
        QVERIFY(atOnce.isRenderingComplete());
        QCOMPARE(stepped.toPlainText(), atOnce.toPlainText());
        QCOMPARE(stepped.document()->blockCount(), atOnce.document()->blockCount());
        QCOMPARE(tablesIn(stepped.document()->rootFrame()).size(), 60);
        // In order, each comment once.
        const QString text = stepped.toPlainText();
        qsizetype at = 0;
        for (int i = 1; i <= 60; ++i) {
            const qsizetype next = text.indexOf(QStringLiteral("Comment %1\n").arg(i), at);
            QVERIFY2(next > at, qPrintable(QString::number(i)));
            QCOMPARE(text.count(QStringLiteral("Comment %1\n").arg(i)), 1);
            at = next;
        }
    }

    void aNewThreadStopsTheRenderingOfTheLast()
    {
        QList<ThreadPost> comments;
        for (int i = 1; i <= 60; ++i) {
            comments.append({ QStringLiteral("old%1").arg(i), QDateTime::currentDateTimeUtc(),
                              QStringLiteral("Old comment %1").arg(i) });
        }
        MarkdownView view;
        QSignalSpy finished(&view, &MarkdownView::renderingFinished);
        view.setThread(QStringLiteral("Old body"), comments);
        QVERIFY(!view.isRenderingComplete());
        view.setThread(QStringLiteral("New body"),
                       { { QStringLiteral("new"), QDateTime::currentDateTimeUtc(),
                           QStringLiteral("New comment") } });
        QVERIFY(view.isRenderingComplete());
        QCOMPARE(finished.size(), 1);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const QString text = view.toPlainText();
        QVERIFY(!text.contains(QStringLiteral("Old")));
        QVERIFY(text.contains(QStringLiteral("New comment")));
        QCOMPARE(finished.size(), 1);
    }

    void unclosedFenceStaysInsideItsComment()
    {
        MarkdownView view;
        view.setThread(QStringLiteral("Body"),
                       { { QStringLiteral("a"), QDateTime::currentDateTimeUtc(),
                           QStringLiteral("```\nnever closed") },
                         { QStringLiteral("b"), QDateTime::currentDateTimeUtc(),
                           QStringLiteral("**second**") } });
        // The second comment is still rendered as Markdown, not swallowed into the first's code.
        const QTextCursor found = view.document()->find(QStringLiteral("second"));
        QVERIFY(!found.isNull());
        QCOMPARE(found.charFormat().fontWeight(), int(QFont::Bold));
        QVERIFY(!view.toPlainText().contains(QStringLiteral("**second**")));
    }
};

QTEST_MAIN(tst_MarkdownView)
#include "tst_markdownview.moc"
