// Every label, tool tip, button, tab, list row and window title that shows what a stranger
// wrote is plain text: the real main window over a workspace whose cache holds hostile data
// (a title, a body, comments, logins, label names, roster organizations, a ballot, evidence
// notes, link preview titles) is walked widget by widget, and nothing may render that data as
// markup or show a control, bidi or invisible character from it.

#include "TestSupport.h"
#include "core/preview/LinkPreviewService.h"
#include "core/review/ChecklistStore.h"
#include "core/store/IssueCache.h"
#include "core/workspace/Workspace.h"
#include "ui/actions/ActionDialog.h"
#include "ui/applications/ApplicationPane.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/voting/VotePanel.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

using namespace acp;
using acp::test::isolateSettings;

namespace {

// Markup, an entity, an override, a zero-width space and a tag character: in every piece of
// data. "&lt;q&gt;" shows as "<q>" only when the text was taken for HTML. The anchor's target is
// no web address, so no evidence link is made of it: an anchor to it can only come from the
// data's own markup.
QString hostile(const QString &what)
{
    return what
        + QStringLiteral(
               " <b>bold</b><img src=x> <a href=\"javascript:evil()\">click</a> &lt;q&gt; "
               "\u202Egnp.exe\u202C zero\u200Bwidth tag\U000E0041\U000E0042 end");
}

const QStringList Markup = { QStringLiteral("<b>bold</b>"), QStringLiteral("<img src=x>"),
                             QStringLiteral("<a href=\"javascript:evil()\">") };

// A character no one-line text from data may carry to the screen (an independent list, not
// the one the code under test uses). Line breaks and tabs are allowed: some labels wrap.
bool isForbidden(char32_t c)
{
    if (c == u'\n' || c == u'\t') {
        return false;
    }
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F) || c == 0x061C
        || (c >= 0x200B && c <= 0x200F) || (c >= 0x2028 && c <= 0x202E)
        || (c >= 0x2060 && c <= 0x2064) || (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF
        || (c >= 0xE0000 && c <= 0xE007F);
}

QString forbiddenIn(const QString &text)
{
    QStringList found;
    const QList<uint> codePoints = text.toUcs4();
    for (qsizetype i = 0; i < codePoints.size(); ++i) {
        const uint c = codePoints.at(i);
        // The evidence list lets long addresses wrap with a zero-width space after their
        // separators; data's own zero-width spaces never follow one there (the hostile text
        // puts one after a letter).
        if (c == 0x200B && i > 0
            && QStringLiteral("/?&=-_.").contains(QChar(codePoints.at(i - 1)))) {
            continue;
        }
        if (isForbidden(c)) {
            found.append(QStringLiteral("U+%1").arg(c, 4, 16, QLatin1Char('0')).toUpper());
        }
    }
    found.removeDuplicates();
    return found.join(QLatin1Char(' '));
}

// What is wrong with `text` shown as rich text (HTML, or Markdown for Qt::MarkdownText): the
// data's markup arrived unescaped, or rendered as an image or a link, or its entity was decoded.
QString richProblem(const QString &text, Qt::TextFormat format)
{
    QStringList problems;
    for (const QString &markup : Markup) {
        if (text.contains(markup)) {
            problems.append(QStringLiteral("unescaped %1").arg(markup));
        }
    }
    QTextDocument document;
    if (format == Qt::MarkdownText) {
        document.setMarkdown(text);
    } else {
        document.setHtml(text);
    }
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat chars = it.fragment().charFormat();
            if (chars.isImageFormat()) {
                problems.append(QStringLiteral("image %1").arg(chars.toImageFormat().name()));
            }
            if (chars.isAnchor() && chars.anchorHref().contains(QLatin1String("evil"))) {
                problems.append(QStringLiteral("link to %1").arg(chars.anchorHref()));
            }
        }
    }
    if (document.toPlainText().contains(QLatin1String("<q>"))) {
        problems.append(QStringLiteral("entity decoded"));
    }
    return problems.join(QStringLiteral(", "));
}

bool showsRich(Qt::TextFormat format, const QString &text)
{
    return format == Qt::RichText || format == Qt::MarkdownText
        || (format == Qt::AutoText && Qt::mightBeRichText(text));
}

QString describe(const QObject *object)
{
    QStringList path;
    for (const QObject *o = object; o; o = o->parent()) {
        path.prepend(QStringLiteral("%1(%2)").arg(QLatin1String(o->metaObject()->className()),
                                                  o->objectName()));
        if (path.size() >= 4) {
            break;
        }
    }
    return path.join(QLatin1Char('/'));
}

class Walker
{
public:
    QStringList findings;

    void walk(QWidget *root)
    {
        QList<QWidget *> widgets = root->findChildren<QWidget *>();
        widgets.prepend(root);
        for (QWidget *widget : std::as_const(widgets)) {
            checkWidget(widget);
        }
        QList<QAction *> actions = root->findChildren<QAction *>();
        for (QWidget *widget : std::as_const(widgets)) {
            actions += widget->actions();
        }
        for (QAction *action : std::as_const(actions)) {
            checkPlain(action, QStringLiteral("action text"), action->text());
            checkToolTip(action, action->toolTip());
        }
    }

private:
    void add(const QObject *object, const QString &what, const QString &problem,
             const QString &text)
    {
        const QString finding = QStringLiteral("%1 %2: %3 in \"%4\"")
                                    .arg(describe(object), what, problem, text.left(200));
        if (!findings.contains(finding)) {
            findings.append(finding);
        }
    }

    void checkPlain(const QObject *object, const QString &what, const QString &text)
    {
        const QString bad = forbiddenIn(text);
        if (!bad.isEmpty()) {
            add(object, what, bad, text);
        }
    }

    void checkToolTip(const QObject *object, const QString &tip)
    {
        if (tip.isEmpty()) {
            return;
        }
        if (Qt::mightBeRichText(tip)) {
            const QString problem = richProblem(tip, Qt::RichText);
            if (!problem.isEmpty()) {
                add(object, QStringLiteral("tool tip"), problem, tip);
            }
        }
        checkPlain(object, QStringLiteral("tool tip"), tip);
    }

    void checkWidget(QWidget *widget)
    {
        checkToolTip(widget, widget->toolTip());
        if (widget->isWindow() || qobject_cast<QDockWidget *>(widget)) {
            checkPlain(widget, QStringLiteral("window title"), widget->windowTitle());
        }
        if (auto *label = qobject_cast<QLabel *>(widget)) {
            if (showsRich(label->textFormat(), label->text())) {
                const QString problem = richProblem(label->text(), label->textFormat());
                if (!problem.isEmpty()) {
                    add(label, QStringLiteral("label"), problem, label->text());
                }
            }
            checkPlain(label, QStringLiteral("label"), label->text());
        }
        if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
            checkPlain(button, QStringLiteral("button"), button->text());
        }
        if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                checkPlain(tabs, QStringLiteral("tab"), tabs->tabText(i));
                checkToolTip(tabs, tabs->tabToolTip(i));
            }
        }
        if (auto *browser = qobject_cast<QTextEdit *>(widget)) {
            checkPlain(browser, QStringLiteral("text"), browser->toPlainText());
        }
        if (auto *plain = qobject_cast<QPlainTextEdit *>(widget)) {
            if (plain->isReadOnly()) {
                checkPlain(plain, QStringLiteral("text"), plain->toPlainText());
            }
        }
        auto *view = qobject_cast<QAbstractItemView *>(widget);
        if (view && !qobject_cast<QHeaderView *>(view) && view->model()) {
            checkModel(view, QModelIndex(), 0);
        }
    }

    void checkModel(QAbstractItemView *view, const QModelIndex &parent, int depth)
    {
        QAbstractItemModel *model = view->model();
        const int rows = qMin(model->rowCount(parent), 300);
        const int columns = model->columnCount(parent);
        for (int row = 0; row < rows; ++row) {
            for (int column = 0; column < columns; ++column) {
                const QModelIndex index = model->index(row, column, parent);
                checkPlain(view, QStringLiteral("row %1 column %2").arg(row).arg(column),
                           index.data(Qt::DisplayRole).toString());
                checkToolTip(view, index.data(Qt::ToolTipRole).toString());
            }
            if (depth < 3) {
                const QModelIndex first = model->index(row, 0, parent);
                if (model->hasChildren(first)) {
                    checkModel(view, first, depth + 1);
                }
            }
        }
    }
};

} // namespace

class tst_PlainTextLabels : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    qint64 m_voteCommentId = 0;

    // The demo workspace (its vote on #12 is trusted and open) with #12's data made hostile.
    bool makeHostile(Workspace &workspace)
    {
        IssueCache cache(workspace.database());
        std::optional<Issue> issue = cache.issue(12);
        if (!issue) {
            qWarning("the demo has no #12");
            return false;
        }
        const QString link = QStringLiteral("https://example.org/hostile-evidence");
        issue->title = QStringLiteral("[ACP Application]: ") + hostile(QStringLiteral("Title"));
        issue->body = QStringLiteral("### Platform name\n\n") + hostile(QStringLiteral("Platform"))
            + QStringLiteral("\n\n### Company / organization\n\n")
            + hostile(QStringLiteral("Company")) + QStringLiteral("\n\n### Working CI\n\n") + link
            + QStringLiteral("\n\n") + issue->body;
        issue->author = QStringLiteral("author<b>bold</b>\u202Egnp");
        issue->labels.append(hostile(QStringLiteral("Label")));
        if (!cache.upsertIssue(*issue)) {
            return false;
        }

        QList<Comment> comments = cache.comments(12);
        for (Comment comment : comments) {
            if (comment.body.contains(QLatin1String("acp-workbench:vote"))) {
                m_voteCommentId = comment.id;
                // Every organization of the frozen roster, those that voted and those that did
                // not (no pipes: each stays a table cell).
                const QStringList organizations {
                    QStringLiteral("Quillfeather AI"),
                    QStringLiteral("Basalt Cloud"),
                    QStringLiteral("Meridian Robotics"),
                    QStringLiteral("Halcyon Research Institute"),
                    QStringLiteral("Ostrava Compute Cooperative"),
                    QStringLiteral("Pinecrest University"),
                    QStringLiteral("Vantablue Systems"),
                };
                for (int i = 0; i < organizations.size(); ++i) {
                    comment.body.replace(
                        QStringLiteral("| %1 |").arg(organizations.at(i)),
                        QStringLiteral("| %1 |").arg(
                            // Markdown: "\&" keeps "&lt;" as it is in the name read back.
                            hostile(QStringLiteral("Org %1").arg(i))
                                .replace(QLatin1Char('&'), QLatin1String("\\&"))));
                }
                if (!cache.upsertComment(comment)) {
                    return false;
                }
                // A ballot from a login that is not on the roster.
                QList<Reaction> reactions = cache.reactions(ReactionSubject::Comment, comment.id);
                Reaction ballot;
                ballot.id = 990001;
                ballot.user = QStringLiteral("voter<b>bold</b><img src=x>\u202Egnp\u200B");
                ballot.content = QStringLiteral("+1");
                ballot.createdAt = comment.createdAt.addSecs(60);
                reactions.append(ballot);
                if (!cache.replaceReactions(ReactionSubject::Comment, comment.id, reactions)) {
                    return false;
                }
            }
        }
        Comment comment;
        comment.id = 990002;
        comment.issueNumber = 12;
        comment.author = QStringLiteral("commenter<a href=\"javascript:evil()\">x</a>\u202E");
        comment.body = hostile(QStringLiteral("Comment")) + QStringLiteral(" ") + link;
        comment.createdAt = issue->updatedAt.addSecs(120);
        comment.updatedAt = comment.createdAt;
        comment.htmlUrl = QStringLiteral(
            "https://github.com/acp-demo/additional-compute-platforms/issues/12#issuecomment-1");
        if (!cache.upsertComment(comment)) {
            return false;
        }

        // Evidence notes and a cached link preview.
        ChecklistStore store(workspace.database());
        const QString requirement = workspace.requirements().ids().value(0);
        for (const QString &id : { requirement, QString() }) {
            if (!store.addTextNote(12, id, hostile(QStringLiteral("Note")))
                || !store.addUrlNote(12, id, QUrl(link))) {
                return false;
            }
        }
        LinkPreview preview;
        preview.url = LinkPreviewService::normalizedUrl(QUrl(link));
        preview.title = hostile(QStringLiteral("Preview title"));
        preview.description = hostile(QStringLiteral("Preview description"));
        preview.siteName = hostile(QStringLiteral("Site"));
        preview.fetchedAt = QDateTime::currentDateTimeUtc();
        preview.status = PreviewStatus::Ok;
        preview.attemptedAt = preview.fetchedAt;
        return workspace.previews()->cache().storeSuccess(preview);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        isolateSettings(m_dir.filePath(QStringLiteral("settings")),
                        QStringLiteral("tst_plaintextlabels"));
        ui::initResources();
    }

    void hostileDataIsShownAsPlainText()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(QStringLiteral("demo.sqlite3"));
        Workspace workspace(options);
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));
        QVERIFY(makeHostile(workspace));
        QVERIFY(m_voteCommentId != 0);

        MainWindow window(workspace);
        window.resize(1400, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
            dock->show();
        }
        QVERIFY(window.selectApplication(12));
        QTRY_COMPARE(window.applicationPane()->currentNumber(), 12);
        auto *votePanel = window.findChild<VotePanel *>(QStringLiteral("votePanel"));
        QVERIFY(votePanel);
        QTRY_VERIFY(votePanel->isVisible());

        Walker walker;
        ChecklistPane *checklist = window.checklistPane();
        checklist->selectApplicationRow();
        QCoreApplication::processEvents();
        walker.walk(&window);
        for (const QString &id : workspace.requirements().ids()) {
            QVERIFY(checklist->selectRequirement(id));
            QCoreApplication::processEvents();
            walker.walk(&window);
        }
        window.applicationPane()->setSourceVisible(true);
        QCoreApplication::processEvents();
        walker.walk(&window);

        // The data did arrive: the walk looked at it, neutralised.
        bool sawOrganization = false;
        for (QLabel *label : votePanel->findChildren<QLabel *>()) {
            sawOrganization = sawOrganization || label->text().contains(QLatin1String("Org 0 <b>"));
        }
        QTableWidget *table = votePanel->table();
        for (int row = 0; row < table->rowCount(); ++row) {
            sawOrganization =
                sawOrganization || table->item(row, 0)->text().contains(QLatin1String("Org 0 <b>"));
        }
        QVERIFY2(sawOrganization, "the hostile organization is not in the vote panel");

        // The decision dialog shows the title and the tally.
        ActionDialog dialog(workspace, 12, ActionKind::RecordDecision, &window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        walker.walk(&dialog);

        QVERIFY2(walker.findings.isEmpty(),
                 qPrintable(QStringLiteral("\n") + walker.findings.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(tst_PlainTextLabels)
#include "tst_plaintextlabels.moc"
