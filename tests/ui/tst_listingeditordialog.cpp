#include "../support/DemoWorkspaces.h"
#include "TestSupport.h"
#include "core/listing/ListingDrafts.h"
#include "core/outbox/Outbox.h"
#include "ui/listing/ListingEditorDialog.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/SourceView.h"

#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;

namespace {

template<typename T> T *child(const QWidget &parent, const char *name)
{
    return parent.findChild<T *>(QLatin1String(name));
}

// Replaces a line edit's text the way a user does (select all, type), so textEdited fires.
void retype(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    if (text.isEmpty()) {
        QTest::keyClick(edit, Qt::Key_Backspace);
    } else {
        QTest::keyClicks(edit, text);
    }
}

QStringList problemFields(const ListingEditorDialog &dialog)
{
    QStringList fields;
    for (const ListingProblem &problem : dialog.problems()) {
        fields.append(problem.field);
    }
    return fields;
}

} // namespace

class tst_ListingEditorDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;

private slots:
    void initTestCase()
    {
        test::isolateSettings(m_settingsDir.path(), QStringLiteral("tst_listingeditordialog"));
    }

    void init()
    {
        m_workspace = test::openDemoWorkspace(m_dir.filePath(
            QStringLiteral("demo-%1.sqlite3").arg(QLatin1String(QTest::currentTestFunction()))));
        QVERIFY(m_workspace);
    }

    void cleanup() { m_workspace.reset(); }

    void opensWithTheDraftOfTheApplication()
    {
        ListingEditorDialog dialog(*m_workspace, 3);
        QVERIFY(dialog.isValid());
        QVERIFY(!dialog.isKept());
        QVERIFY(dialog.windowTitle().contains(QStringLiteral("Nordhaven NPU")));
        QCOMPARE(child<QLineEdit>(dialog, "platformIdEdit")->text(),
                 QStringLiteral("nordhaven_npu"));
        QCOMPARE(child<QLineEdit>(dialog, "stableLinuxEdit")->text(),
                 QStringLiteral("pip install torch-nordhaven"));
        QVERIFY(dialog.problems().isEmpty());
        QVERIFY(child<QPushButton>(dialog, "saveListingButton")->isEnabled());
        QVERIFY(child<SourceView>(dialog, "entryView")
                    ->toPlainText()
                    .contains(QStringLiteral("\"support_channel\": "
                                             "\"https://github.com/nordhaven-silicon/"
                                             "torch-nordhaven/issues\"")));
        QVERIFY(child<MarkdownView>(dialog, "guidePreview")
                    ->toPlainText()
                    .contains(QStringLiteral("Verification")));
        QVERIFY(child<QLabel>(dialog, "listingPathsLabel")
                    ->text()
                    .contains(QStringLiteral("_additional_platforms/nordhaven_npu.json")));
    }

    void validatesAsTheUserTypes()
    {
        ListingEditorDialog dialog(*m_workspace, 3);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *problems = child<QListWidget>(dialog, "listingProblems");
        auto *save = child<QPushButton>(dialog, "saveListingButton");

        retype(child<QLineEdit>(dialog, "nameEdit"), QString());
        retype(child<QLineEdit>(dialog, "platformIdEdit"), QStringLiteral("Nordhaven-NPU"));
        QCOMPARE(problemFields(dialog),
                 (QStringList { QStringLiteral("platform_id"), QStringLiteral("name") }));
        QVERIFY(!save->isEnabled());
        QCOMPARE(problems->count(), 2);
        QVERIFY(problems->item(1)->text().contains(QStringLiteral("name")));
        QVERIFY(child<SourceView>(dialog, "entryView")
                    ->toPlainText()
                    .contains(QStringLiteral("\"name\": \"\"")));

        // Activating a problem takes the cursor to its field.
        child<QLineEdit>(dialog, "supportChannelEdit")->setFocus();
        emit problems->itemActivated(problems->item(1));
        QTRY_COMPARE(QApplication::focusWidget(), child<QLineEdit>(dialog, "nameEdit"));

        retype(child<QLineEdit>(dialog, "nameEdit"), QStringLiteral("Nordhaven NPU"));
        retype(child<QLineEdit>(dialog, "platformIdEdit"), QStringLiteral("nordhaven_npu"));
        QVERIFY(dialog.problems().isEmpty());
        QVERIFY(save->isEnabled());
        QCOMPARE(problems->count(), 1); // "passes the site's rules"
    }

    void aLongGuideNamesTheLine()
    {
        ListingEditorDialog dialog(*m_workspace, 3);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *guide = child<QPlainTextEdit>(dialog, "guideEdit");
        QString text = guide->toPlainText();
        for (int i = 0; i < 200; ++i) {
            text += QStringLiteral("- step %1\n").arg(i);
        }
        guide->setPlainText(text);
        QCOMPARE(problemFields(dialog), QStringList { QStringLiteral("guide") });
        auto *problems = child<QListWidget>(dialog, "listingProblems");
        emit problems->itemActivated(problems->item(0));
        QTRY_COMPARE(QApplication::focusWidget(), guide);
        QCOMPARE(guide->textCursor().blockNumber(), ListingRules::MaxGuideLines);

        // The rendered guide follows the Markdown.
        guide->setPlainText(QStringLiteral("## Prerequisites\n\nA **bold** move\n"));
        QVERIFY(child<MarkdownView>(dialog, "guidePreview")
                    ->toPlainText()
                    .contains(QStringLiteral("A bold move")));
    }

    void editsAreKeptInTheWorkspace()
    {
        {
            ListingEditorDialog dialog(*m_workspace, 3);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            retype(child<QLineEdit>(dialog, "previewLinuxEdit"),
                   QStringLiteral("pip install --pre torch-nordhaven"));
            // Kept a moment after the edit, without closing the dialog.
            QTRY_VERIFY(ListingDrafts(*m_workspace).kept(3).has_value());
            retype(child<QLineEdit>(dialog, "supportChannelEdit"),
                   QStringLiteral("https://forum.nordhaven.example"));
            dialog.reject(); // the last edit is kept on closing, whatever the timer
        }
        const std::optional<PlatformListing> kept = ListingDrafts(*m_workspace).kept(3);
        QVERIFY(kept);
        QCOMPARE(kept->supportChannel, QStringLiteral("https://forum.nordhaven.example"));
        QCOMPARE(kept->preview.linuxCommand, QStringLiteral("pip install --pre torch-nordhaven"));

        ListingEditorDialog again(*m_workspace, 3);
        QVERIFY(again.isKept());
        QCOMPARE(again.listing(), *kept);

        again.startOver();
        QVERIFY(!again.isKept());
        QVERIFY(!ListingDrafts(*m_workspace).kept(3));
        QVERIFY(again.listing().preview.isEmpty());
    }

    void savesTheFilesIntoTheChosenFolder()
    {
        ListingEditorDialog dialog(*m_workspace, 3);
        const QString folder = m_dir.filePath(QStringLiteral("site"));
        dialog.setFolderChooser([&folder](QWidget *) { return folder; });
        QSignalSpy status(&dialog, &ListingEditorDialog::statusMessage);
        QTest::mouseClick(child<QPushButton>(dialog, "saveListingButton"), Qt::LeftButton);
        const QString entry = folder + QStringLiteral("/_additional_platforms/nordhaven_npu.json");
        QFile file(entry);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), dialog.listing().entryJson());
        QVERIFY(QFile::exists(
            folder + QStringLiteral("/_get_started/additional_platforms/nordhaven_npu.md")));
        QCOMPARE(status.count(), 1);
        QVERIFY(status.first().first().toString().contains(QStringLiteral("nordhaven_npu.json")));

        // A draft with errors is not written, even when asked directly.
        retype(child<QLineEdit>(dialog, "stableLinuxEdit"), QString());
        QVERIFY(!dialog.saveFiles(m_dir.filePath(QStringLiteral("other"))));
        QVERIFY(dialog.errorString().contains(QStringLiteral("stable")));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("other"))));
    }

    void openPullRequestQueuesItOnce()
    {
        ListingEditorDialog dialog(*m_workspace, 3);
        auto *button = child<QPushButton>(dialog, "pullRequestButton");
        QVERIFY(button->isEnabled());
        QVERIFY(!child<QLabel>(dialog, "pullRequestLabel")->isVisibleTo(&dialog));
        QString asked;
        dialog.setConfirmation([&asked](QWidget *, const QString &question) {
            asked = question;
            return true;
        });
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(asked.contains(QStringLiteral("pytorch/pytorch.github.io")));
        const QList<OutboxAction> actions = m_workspace->outbox()->actions(3);
        QCOMPARE(actions.size(), 1);
        QCOMPARE(actions.constFirst().kind, ActionKind::ListingPullRequest);
        QCOMPARE(actions.constFirst().siteFiles().size(), 2);
        // Once waiting, the button says so instead of queueing a second one.
        QVERIFY(!button->isEnabled());
        QVERIFY(child<QLabel>(dialog, "pullRequestLabel")->isVisibleTo(&dialog));
        QVERIFY(!dialog.queuePullRequest());
        QVERIFY(dialog.errorString().contains(QStringLiteral("already in the outbox")));

        // A declined question queues nothing; neither does a draft with errors.
        QVERIFY(m_workspace->outbox()->cancel(actions.constFirst().id));
        dialog.setConfirmation([](QWidget *, const QString &) { return false; });
        retype(child<QLineEdit>(dialog, "nameEdit"), QStringLiteral("Nordhaven NPU 2"));
        QVERIFY(button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(m_workspace->outbox()->pendingCount(), 0);
        retype(child<QLineEdit>(dialog, "platformIdEdit"), QStringLiteral("Bad Id"));
        QVERIFY(!button->isEnabled());
    }

    void hostileApplicationTextStaysText()
    {
        ListingEditorDialog dialog(*m_workspace, 3);
        auto *guide = child<QPlainTextEdit>(dialog, "guideEdit");
        guide->setPlainText(QStringLiteral("## Documentation\n\n<img src=\"https://evil.example/"
                                           "p.png\"> <script>alert(1)</script>\n"));
        auto *preview = child<MarkdownView>(dialog, "guidePreview");
        // Raw HTML shows as text and nothing is fetched.
        QVERIFY(preview->toPlainText().contains(QStringLiteral("<script>alert(1)</script>")));
        QCOMPARE(preview->refusedResourceCount(), 0);
        QVERIFY(problemFields(dialog).contains(QStringLiteral("guide")));
    }
};

QTEST_MAIN(tst_ListingEditorDialog)
#include "tst_listingeditordialog.moc"
