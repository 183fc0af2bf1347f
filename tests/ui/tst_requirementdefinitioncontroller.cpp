#include "TestSupport.h"
#include "core/review/ChecklistStore.h"
#include "core/review/RequirementSettings.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/window/RequirementDefinitionController.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <functional>

using namespace acp;

namespace {

// The built-in requirement definition, changed by `change`, written to `path`.
bool writeDefinition(const QString &path, const std::function<void(QJsonObject &)> &change)
{
    QFile builtIn(RequirementSet::builtInPath());
    if (!builtIn.open(QIODevice::ReadOnly)) {
        return false;
    }
    QJsonObject root = QJsonDocument::fromJson(builtIn.readAll()).object();
    change(root);
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && file.write(QJsonDocument(root).toJson(QJsonDocument::Indented)) > 0;
}

void withoutSecurityPolicy(QJsonObject &root)
{
    QJsonArray kept;
    const QJsonArray all = root.value(QStringLiteral("requirements")).toArray();
    for (const QJsonValue &value : all) {
        if (value.toObject().value(QStringLiteral("id")).toString()
            != QLatin1String("security-policy")) {
            kept.append(value);
        }
    }
    root.insert(QStringLiteral("requirements"), kept);
}

// A window with a Review menu, a central column and the checklist of application 21.
struct DefinitionWindow
{
    QMainWindow window;
    QMenu *menu = nullptr;
    ChecklistPane *pane = nullptr;
    RequirementDefinitionController *controller = nullptr;

    explicit DefinitionWindow(Workspace &workspace)
    {
        auto *central = new QWidget(&window);
        auto *layout = new QVBoxLayout(central);
        pane = new ChecklistPane(central);
        pane->setLinkOpener([](QWidget *, const QUrl &) {});
        layout->addWidget(pane);
        window.setCentralWidget(central);
        menu = window.menuBar()->addMenu(QStringLiteral("&Review"));
        menu->addAction(QStringLiteral("Something before"));
        pane->setWorkspace(&workspace);
        pane->showApplication(21);
        controller = new RequirementDefinitionController(workspace, pane, menu, &window);
    }

    QLabel *bannerLabel() const
    {
        return window.findChild<QLabel *>(QStringLiteral("requirementBannerLabel"));
    }
};

} // namespace

class tst_RequirementDefinitionController : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dataDir;
    int m_databaseCount = 0;

    WorkspaceOptions demoOptions()
    {
        WorkspaceOptions options;
        options.demo = true;
        options.databasePath =
            m_dataDir.filePath(QStringLiteral("demo-%1.sqlite3").arg(++m_databaseCount));
        return options;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_settingsDir.isValid());
        QVERIFY(m_dataDir.isValid());
        test::isolateSettings(m_settingsDir.path(),
                              QStringLiteral("tst_requirementdefinitioncontroller"));
    }

    void init() { QSettings().clear(); }

    void actionEndsTheMenuAndTheBannerTopsTheWindow()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        DefinitionWindow window(workspace);
        window.window.show();

        const QList<QAction *> actions = window.menu->actions();
        QCOMPARE(actions.last(), window.controller->chooseAction());
        QVERIFY(actions.at(actions.size() - 2)->isSeparator());
        QCOMPARE(window.controller->chooseAction()->objectName(),
                 QStringLiteral("actionRequirementDefinition"));
        auto *column = qobject_cast<QVBoxLayout *>(window.window.centralWidget()->layout());
        QCOMPARE(column->itemAt(0)->widget(), window.controller->banner());
        QVERIFY(window.controller->banner()->isHidden());
        QVERIFY(window.controller->problemMessage().isEmpty());
    }

    void reloadFollowsTheSettingsAndFallsBack()
    {
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        DefinitionWindow window(workspace);
        window.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window.window));
        ChecklistModel *model = window.pane->model();
        QCOMPARE(model->progress().total(), 10);
        QSignalSpy messages(window.controller, &RequirementDefinitionController::statusMessage);

        // A note being typed is saved before the definition changes under it.
        QVERIFY(window.pane->selectRequirement(QStringLiteral("package")));
        QPlainTextEdit *editor = window.pane->noteEditor();
        editor->setFocus();
        QTest::keyClicks(editor, QStringLiteral("Pending"));

        const QString without = m_dataDir.filePath(QStringLiteral("without-security.json"));
        QVERIFY(writeDefinition(without, withoutSecurityPolicy));
        QSettings().setValue(RequirementSettings::settingsKey(), without);
        window.controller->reload();
        QCOMPARE(ChecklistStore(workspace.database()).entry(21, QStringLiteral("package")).note,
                 QStringLiteral("Pending"));
        QVERIFY(!model->requirement(QStringLiteral("security-policy")));
        QCOMPARE(model->progress().total(), 9);
        QVERIFY(window.controller->problemMessage().isEmpty());
        QCOMPARE(messages.count(), 1);
        QVERIFY2(messages.last().first().toString().contains(QStringLiteral("without-security")),
                 qPrintable(messages.last().first().toString()));

        // An invalid file: the banner says why, the built-in definition is used, no message.
        const QString invalid = m_dataDir.filePath(QStringLiteral("invalid.json"));
        QVERIFY(writeDefinition(invalid, [](QJsonObject &root) {
            root.insert(QStringLiteral("format_version"), QStringLiteral("one"));
        }));
        QSettings().setValue(RequirementSettings::settingsKey(), invalid);
        window.controller->reload();
        const QString problem = window.controller->problemMessage();
        QVERIFY2(problem.contains(QStringLiteral("built-in")), qPrintable(problem));
        QVERIFY2(problem.contains(QStringLiteral("format_version")), qPrintable(problem));
        QVERIFY(window.controller->banner()->isVisible());
        QVERIFY(window.bannerLabel()->text().contains(QStringLiteral("href=\"choose\"")));
        QVERIFY(model->requirement(QStringLiteral("security-policy")));
        QCOMPARE(messages.count(), 1);

        // Dismissed: hidden, and no longer reported.
        auto *close = window.controller->banner()->findChild<QToolButton *>();
        QVERIFY(close);
        close->click();
        QVERIFY(window.controller->banner()->isHidden());
        QVERIFY(window.controller->problemMessage().isEmpty());

        QSettings().remove(RequirementSettings::settingsKey());
        window.controller->reload();
        QCOMPARE(messages.count(), 2);
        QVERIFY(messages.last().first().toString().startsWith(
            QStringLiteral("Using the built-in requirement definition")));
    }

    void invalidDefinitionAtStartShowsTheBanner()
    {
        const QString invalid = m_dataDir.filePath(QStringLiteral("invalid-at-start.json"));
        QVERIFY(writeDefinition(
            invalid, [](QJsonObject &root) { root.insert(QStringLiteral("format_version"), 7); }));
        WorkspaceOptions options = demoOptions();
        options.requirementsFile = invalid; // as --requirements FILE
        Workspace workspace(options);
        QVERIFY(workspace.open());
        DefinitionWindow window(workspace);
        window.window.show();
        QVERIFY2(window.controller->problemMessage().contains(QStringLiteral("format_version")),
                 qPrintable(window.controller->problemMessage()));
        QVERIFY(window.controller->banner()->isVisible());
        QCOMPARE(window.pane->model()->progress().total(), 10);
    }

    void chooserGoesBackToTheBuiltInDefinition()
    {
        const QString invalid = m_dataDir.filePath(QStringLiteral("invalid-chosen.json"));
        QVERIFY(writeDefinition(
            invalid, [](QJsonObject &root) { root.insert(QStringLiteral("format_version"), 7); }));
        QSettings().setValue(RequirementSettings::settingsKey(), invalid);
        Workspace workspace(demoOptions());
        QVERIFY(workspace.open());
        DefinitionWindow window(workspace);
        window.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window.window));
        window.controller->reload();
        QVERIFY(!window.controller->problemMessage().isEmpty());
        QSignalSpy messages(window.controller, &RequirementDefinitionController::statusMessage);

        // The banner's link opens the chooser; its built-in button forgets the file.
        bool clicked = false;
        QTimer::singleShot(0, this, [&clicked] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box) {
                return;
            }
            const QList<QAbstractButton *> buttons = box->buttons();
            for (QAbstractButton *button : buttons) {
                if (button->text() == QLatin1String("Use the Built-in Definition")) {
                    clicked = true;
                    button->click();
                    return;
                }
            }
            box->reject();
        });
        emit window.bannerLabel()->linkActivated(QStringLiteral("choose"));
        QVERIFY(clicked);
        QVERIFY(RequirementSettings::path(QSettings()).isEmpty());
        QVERIFY(window.controller->problemMessage().isEmpty());
        QVERIFY(window.controller->banner()->isHidden());
        QCOMPARE(messages.count(), 1);
        QVERIFY(messages.last().first().toString().startsWith(
            QStringLiteral("Using the built-in requirement definition")));
    }
};

QTEST_MAIN(tst_RequirementDefinitionController)
#include "tst_requirementdefinitioncontroller.moc"
