// The screenshot tour: every state of the main window on the demo workspace (and the first run
// of an empty one), every dock and every dialog, on one screen size and scale, in the themes
// asked for. Each is checked for clipped, squeezed and overlapping widgets (LayoutCheck), and
// saved as a PNG when --output is given. scripts/screenshots.sh runs it over the sizes; CTest
// runs it with --check (the layout_fits_* tests).
//
//   acp-screenshot-tour --screen 1366x768 [--scale 2] [--theme light --theme dark]
//                       [--language zh_CN] [--output DIR] [--check] [--only NAME]
//
// Unless QT_QPA_PLATFORM names another platform, it runs on the offscreen one with a screen of
// exactly that size and scale, so the result does not depend on the machine's display.

#include "DemoWorkspaces.h"
#include "LayoutCheck.h"
#include "TestSupport.h"
#include "core/i18n/Translations.h"
#include "core/outbox/OutboxAction.h"
#include "core/review/ChecklistEditor.h"
#include "core/workspace/Workspace.h"
#include "ui/account/SignInDialog.h"
#include "ui/actions/ActionController.h"
#include "ui/actions/ActionDialog.h"
#include "ui/applications/ApplicationListModel.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/checklist/TeamReviewView.h"
#include "ui/dashboard/DashboardView.h"
#include "ui/dashboard/ViewTabs.h"
#include "ui/listing/ListingEditorDialog.h"
#include "ui/outbox/AuditLogDialog.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/settings/ShortcutsDialog.h"
#include "ui/voting/RosterDialog.h"
#include "ui/voting/VoteController.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WelcomePage.h"
#include "ui/window/WorkspaceMenu.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>

using namespace acp;

namespace {

struct TourOptions
{
    QSize screen { 1366, 768 };
    double scale = 1.0;
    QStringList themes { QStringLiteral("light") };
    QString language;
    QString outputDir;
    QString only;
    bool check = false;
};

// --screen and --scale are needed before QApplication exists (the offscreen screen is made
// from them); the rest is parsed once it does.
QSize parseSize(const char *text)
{
    int width = 0;
    int height = 0;
    if (std::sscanf(text, "%dx%d", &width, &height) != 2)
        return {};
    return QSize(width, height);
}

QPalette paletteFor(const QString &theme)
{
    QPalette palette = QApplication::style()->standardPalette();
    if (theme == QLatin1String("dark")) {
        const QColor window(0x2b, 0x2b, 0x2b), base(0x1e, 0x1e, 0x1e), text(0xe6, 0xe6, 0xe6);
        palette.setColor(QPalette::Window, window);
        palette.setColor(QPalette::WindowText, text);
        palette.setColor(QPalette::Base, base);
        palette.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
        palette.setColor(QPalette::Text, text);
        palette.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
        palette.setColor(QPalette::ButtonText, text);
        palette.setColor(QPalette::ToolTipBase, base);
        palette.setColor(QPalette::ToolTipText, text);
        palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
        palette.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
        palette.setColor(QPalette::HighlightedText, Qt::white);
        palette.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
        palette.setColor(QPalette::Mid, QColor(0x45, 0x45, 0x45));
        palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
        palette.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
        palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    } else if (theme == QLatin1String("high-contrast")) {
        for (const QPalette::ColorRole role :
             { QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button,
               QPalette::ToolTipBase }) {
            palette.setColor(role, Qt::black);
        }
        for (const QPalette::ColorRole role :
             { QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText,
               QPalette::PlaceholderText }) {
            palette.setColor(role, Qt::white);
        }
        palette.setColor(QPalette::Highlight, Qt::yellow);
        palette.setColor(QPalette::HighlightedText, Qt::black);
        palette.setColor(QPalette::Link, Qt::cyan);
    }
    return palette;
}

class Tour
{
public:
    explicit Tour(const TourOptions &options)
        : m_options(options)
    { }

    int run()
    {
        for (const QString &theme : m_options.themes) {
            m_theme = theme;
            QApplication::setPalette(paletteFor(theme));
            tourFirstRun();
            tourDemo();
        }
        QTextStream out(stdout);
        const QScreen *screen = QGuiApplication::primaryScreen();
        out << "screen " << screen->geometry().width() << 'x' << screen->geometry().height()
            << " dpr " << screen->devicePixelRatio() << '\n';
        out << m_shown << " views checked on " << m_options.screen.width() << 'x'
            << m_options.screen.height() << " at " << m_options.scale * 100 << " %";
        if (!m_options.outputDir.isEmpty())
            out << ", saved in " << m_options.outputDir;
        out << '\n';
        for (const QString &problem : std::as_const(m_problems))
            out << problem << '\n';
        return m_options.check && !m_problems.isEmpty() ? 1 : 0;
    }

private:
    // Layouts request their passes through posted events, which can post more.
    static void settle()
    {
        for (int pass = 0; pass < 4; ++pass) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QApplication::processEvents();
        }
    }

    // Does `start` and turns the event loop until `sender` emits `signal` (at most 30 s, else
    // `problem` is reported).
    template<typename Sender, typename Signal, typename Start>
    void waitFor(Sender *sender, Signal signal, const QString &problem, Start start)
    {
        QEventLoop done;
        bool emitted = false;
        QObject::connect(sender, signal, &done, [&] {
            emitted = true;
            done.quit();
        });
        QTimer::singleShot(30000, &done, [&] {
            m_problems << problem;
            done.quit();
        });
        start();
        if (!emitted) {
            done.exec();
        }
    }

    // Checks `widget` as it is shown now and saves it under `name`.
    void capture(const QString &name, QWidget *widget)
    {
        if (!m_options.only.isEmpty() && name != m_options.only)
            return;
        widget->show();
        settle();
        ++m_shown;
        const QString where = QStringLiteral("%1 (%2): ").arg(name, m_theme);
        const QSize available = widget->screen()->availableGeometry().size();
        if (widget->width() > available.width() || widget->height() > available.height()) {
            m_problems << where
                    + QStringLiteral("%1×%2 does not fit the screen's %3×%4")
                          .arg(widget->width())
                          .arg(widget->height())
                          .arg(available.width())
                          .arg(available.height());
        }
        const QStringList problems = test::layoutProblems(widget);
        for (const QString &problem : problems)
            m_problems << where + problem;
        if (!m_options.outputDir.isEmpty()) {
            QString file = name;
            if (!m_options.language.isEmpty())
                file += QLatin1Char('-') + m_options.language;
            file += QStringLiteral("-%1x%2")
                        .arg(m_options.screen.width())
                        .arg(m_options.screen.height());
            if (m_options.scale != 1.0)
                file += QStringLiteral("@%1x").arg(m_options.scale);
            file += QLatin1Char('-') + m_theme + QStringLiteral(".png");
            widget->grab().save(QDir(m_options.outputDir).filePath(file));
        }
    }

    void tourFirstRun()
    {
        WorkspaceOptions options;
        options.databasePath = m_data.filePath(QStringLiteral("empty-%1.sqlite3").arg(m_theme));
        Workspace workspace(options);
        if (!workspace.open()) {
            m_problems << QStringLiteral("first-run: %1").arg(workspace.errorString());
            return;
        }
        MainWindow window(workspace);
        capture(QStringLiteral("first-run"), &window);
        OpenWorkspaceDialog chooser(&window);
        capture(QStringLiteral("open-workspace-dialog"), &chooser);
        SignInDialog signIn(workspace.host(), QUrl(QStringLiteral("https://github.com")), &window);
        capture(QStringLiteral("sign-in-dialog"), &signIn);
    }

    void tourDemo()
    {
        std::unique_ptr<Workspace> workspace = test::openDemoWorkspace(
            m_data.filePath(QStringLiteral("demo-%1.sqlite3").arg(m_theme)));
        if (!workspace) {
            m_problems << QStringLiteral("demo: the demo workspace did not open");
            return;
        }
        // A review under way on #21: two gaps with notes, so Request Info has a comment to show.
        ChecklistEditor editor(workspace->database(), workspace->requirements());
        editor.setStatus(21, QStringLiteral("working-ci"), ChecklistStatus::Gap);
        editor.setNote(21, QStringLiteral("working-ci"),
                       QStringLiteral("_A demonstrably working CI_ runs the upstream tests; the "
                                      "linked workflow only builds the wheel."));
        editor.setStatus(21, QStringLiteral("security-policy"), ChecklistStatus::Gap);
        editor.setNote(21, QStringLiteral("security-policy"),
                       QStringLiteral("No `SECURITY.md`, and no private reporting channel."));
        editor.setStatus(21, QStringLiteral("pytorch-integration"), ChecklistStatus::Met);

        MainWindow window(*workspace);
        // The team's reviews are read on the workspace's background reader once the window is
        // shown: the list's marks of them are in the pictures.
        auto *applications = window.findChild<ApplicationListModel *>();
        waitFor(applications, &ApplicationListModel::reviewsRefreshed,
                QStringLiteral("main window: the team's reviews were not read"),
                [&window] { window.show(); });
        window.selectApplication(3); // approved, with evidence and checks
        capture(QStringLiteral("main-window"), &window);
        window.selectApplication(21); // new: an unreviewed checklist
        capture(QStringLiteral("review"), &window);
        window.selectApplication(12); // voting: the vote panel
        capture(QStringLiteral("vote"), &window);
        // A colleague's hand-written review of #12 beside yours, which differs on working CI.
        editor.setStatus(12, QStringLiteral("working-ci"), ChecklistStatus::Met);
        window.selectApplication(21);
        window.selectApplication(12);
        window.checklistPane()->selectRequirement(QStringLiteral("working-ci"));
        if (auto *team = window.checklistPane()->findChild<TeamReviewView *>()) {
            for (QWidget *up = team->parentWidget(); up; up = up->parentWidget()) {
                if (auto *scroll = qobject_cast<QScrollArea *>(up)) {
                    QCoreApplication::sendPostedEvents(); // the details laid out first
                    scroll->ensureWidgetVisible(team, 0, 0);
                    break;
                }
            }
        }
        capture(QStringLiteral("team-reviews"), &window);
        window.selectApplication(24); // the Working Group's draft form: its facts
        window.checklistPane()->selectApplicationRow();
        capture(QStringLiteral("draft-form"), &window);

        ActionController *actions = window.actionController();
        actions->outboxDock()->show();
        capture(QStringLiteral("outbox"), &window);
        actions->outboxDock()->hide();
        actions->dueDock()->show();
        capture(QStringLiteral("due"), &window);
        actions->dueDock()->hide();
        if (auto *votes = window.findChild<VoteController *>()) {
            votes->openVotesDock()->show();
            capture(QStringLiteral("open-votes"), &window);
            votes->openVotesDock()->hide();
        }
        // The figures are computed on the workspace's background reader: shown when ready.
        // Built when its tab is first shown: watched through the tabs.
        waitFor(window.viewTabs(), &ViewTabs::dashboardRefreshed,
                QStringLiteral("dashboard: its figures were not computed"),
                [&window] { window.viewTabs()->showDashboard(); });
        capture(QStringLiteral("dashboard"), &window);
        window.viewTabs()->showApplications();
        window.showGettingStarted();
        capture(QStringLiteral("getting-started"), &window);
        window.welcomePage()->showApplicationsButton()->click();

        tourActionDialogs(window);

        SettingsDialog settings(workspace.get(), &window);
        capture(QStringLiteral("settings-dialog"), &settings);
        ShortcutsDialog shortcuts(&window);
        capture(QStringLiteral("shortcuts-dialog"), &shortcuts);
        RosterDialog roster(workspace->database(), &window);
        capture(QStringLiteral("roster-dialog"), &roster);
        ListingEditorDialog listing(*workspace, 3, &window);
        capture(QStringLiteral("listing-editor-dialog"), &listing);
        if (Outbox *outbox = workspace->outbox()) {
            AuditLogDialog audit(*outbox, &window);
            capture(QStringLiteral("audit-log-dialog"), &audit);
        }
    }

    // Each co-chair action on an application in the state it applies to.
    void tourActionDialogs(MainWindow &window)
    {
        const struct
        {
            int number;
            ActionKind kind;
            const char *name;
        } dialogs[] = {
            { 21, ActionKind::RequestInfo, "request-info-dialog" },
            { 21, ActionKind::PublishReview, "publish-review-dialog" },
            { 15, ActionKind::StartVote, "start-vote-dialog" },
            { 12, ActionKind::RecordDecision, "record-decision-dialog" },
            { 3, ActionKind::DeficiencyNotice, "deficiency-notice-dialog" },
        };
        ActionController *actions = window.actionController();
        for (const auto &dialog : dialogs) {
            window.selectApplication(dialog.number);
            const QString name = QLatin1String(dialog.name);
            actions->setDialogRunner([this, name](ActionDialog &shown) {
                capture(name, &shown);
                shown.reject();
            });
            actions->openAction(dialog.kind);
        }
    }

    TourOptions m_options;
    QTemporaryDir m_data;
    QString m_theme;
    QStringList m_problems;
    int m_shown = 0;
};

} // namespace

int main(int argc, char **argv)
{
    QSize screen(1366, 768);
    double scale = 1.0;
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--screen") == 0)
            screen = parseSize(argv[i + 1]);
        else if (std::strcmp(argv[i], "--scale") == 0)
            scale = std::atof(argv[i + 1]);
    }
    if (!screen.isValid() || scale < 1.0 || scale > 4.0) {
        std::fprintf(stderr, "--screen WIDTHxHEIGHT and --scale 1 to 4, please\n");
        return 2;
    }

    // An offscreen screen of the size asked for. Its geometry is in device-independent pixels
    // (as on macOS and Wayland); the scale is its device pixel ratio.
    QTemporaryDir platformDir;
    std::vector<char *> arguments(argv, argv + argc);
    QByteArray platformOption = "offscreen";
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (platform.isEmpty() || platform.startsWith("offscreen")) {
        const QString config = platformDir.filePath(QStringLiteral("screens.json"));
        QJsonObject screenObject { { QStringLiteral("name"), QStringLiteral("tour") },
                                   { QStringLiteral("x"), 0 },
                                   { QStringLiteral("y"), 0 },
                                   { QStringLiteral("width"), screen.width() },
                                   { QStringLiteral("height"), screen.height() },
                                   { QStringLiteral("dpr"), scale } };
        QFile file(config);
        if (!file.open(QIODevice::WriteOnly)
            || file.write(QJsonDocument(QJsonObject { { QStringLiteral("screens"),
                                                        QJsonArray { screenObject } } })
                              .toJson())
                < 0) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(config));
            return 2;
        }
        file.close();
        platformOption += ":configfile=" + QFile::encodeName(config);
        arguments.push_back(const_cast<char *>("-platform"));
        arguments.push_back(platformOption.data());
    }
    int appArgc = int(arguments.size());
    arguments.push_back(nullptr);
    QApplication app(appArgc, arguments.data());
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Renders and checks every view of the workbench."));
    parser.addHelpOption();
    const QCommandLineOption screenOption(QStringLiteral("screen"), QStringLiteral("Screen size."),
                                          QStringLiteral("WIDTHxHEIGHT"));
    const QCommandLineOption scaleOption(QStringLiteral("scale"), QStringLiteral("Scale factor."),
                                         QStringLiteral("N"));
    const QCommandLineOption themeOption(QStringLiteral("theme"),
                                         QStringLiteral("light, dark or high-contrast."),
                                         QStringLiteral("THEME"));
    const QCommandLineOption languageOption(
        QStringLiteral("language"), QStringLiteral("de, ja or zh_CN."), QStringLiteral("LANG"));
    const QCommandLineOption outputOption(
        QStringLiteral("output"), QStringLiteral("Folder for the PNGs."), QStringLiteral("DIR"));
    const QCommandLineOption onlyOption(QStringLiteral("only"), QStringLiteral("One view."),
                                        QStringLiteral("NAME"));
    const QCommandLineOption checkOption(QStringLiteral("check"),
                                         QStringLiteral("Exit 1 when a view has a problem."));
    parser.addOptions({ screenOption, scaleOption, themeOption, languageOption, outputOption,
                        onlyOption, checkOption });
    parser.process(app);

    TourOptions options;
    options.screen = screen;
    options.scale = scale;
    if (parser.isSet(themeOption))
        options.themes = parser.values(themeOption);
    options.language = parser.value(languageOption);
    options.outputDir = parser.value(outputOption);
    options.only = parser.value(onlyOption);
    options.check = parser.isSet(checkOption);
    if (!options.outputDir.isEmpty() && !QDir().mkpath(options.outputDir)) {
        std::fprintf(stderr, "cannot create %s\n", qPrintable(options.outputDir));
        return 2;
    }

    QTemporaryDir settingsDir;
    QStandardPaths::setTestModeEnabled(true);
    test::isolateSettings(settingsDir.path(), QStringLiteral("acp-screenshot-tour"));
    ui::initResources();
    if (!options.language.isEmpty()) {
        QLocale::setDefault(QLocale(options.language));
        installTranslations(QLocale(options.language));
    }
    return Tour(options).run();
}
