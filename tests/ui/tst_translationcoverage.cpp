// Loads each translation the way the application does (the i18n/language setting, then
// applyConfiguredLanguage()), opens the main window on the demo workspace, and walks its menus,
// actions, buttons, labels, tool tips, placeholders, tabs and column headers (and those of the
// Settings and Keyboard Shortcuts dialogs) for text still in English.
//
// A string counts as untranslated when it is one of the English source strings of the
// catalogue (translations/acp-workbench_<lang>.ts, exactly or as a "%1" template) and the
// catalogue does not give that same text as its finished translation (a translator may keep
// a word that is the same in both languages). Application data (titles, logins, labels from
// GitHub) is never a source string, so it is never reported. Proper names (ACP Workbench,
// GitHub, PDF, Markdown, …), numbers and ids are exempt. Every finding is printed.
//
// The catalogues are embedded at :/i18n for this test by tests/CMakeLists.txt, built from the
// same .ts files as the application's.

#include "TestSupport.h"
#include "core/i18n/Translations.h"
#include "core/workspace/Workspace.h"
#include "ui/settings/DesktopActions.h"
#include "ui/settings/SettingsDialog.h"
#include "ui/settings/ShortcutsDialog.h"
#include "ui/widgets/UiSupport.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WorkbenchSession.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QToolBar>
#include <QXmlStreamReader>

#include <map>

using namespace acp;
using acp::test::isolateSettings;
using acp::test::s;

namespace {

// One message of a .ts catalogue.
struct Message
{
    QString source;
    QString translation;
    bool finished = false;
};

struct Catalogue
{
    QHash<QString, Message> exact; // by source
    QList<QPair<QRegularExpression, Message>> templates; // sources with %1, %2, …
    QString error;
};

Catalogue loadCatalogue(const QString &path)
{
    Catalogue catalogue;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        catalogue.error = file.errorString();
        return catalogue;
    }
    static const QRegularExpression placeholder(s("%L?[0-9]+|%n"));
    QXmlStreamReader xml(&file);
    Message message;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("message")) {
                message = Message();
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (xml.name() == QLatin1String("source")) {
                message.source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                message.finished = type.isEmpty();
                if (!numerus)
                    message.translation = xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            // Plural messages show the English plural forms, never their source: skip them.
            if (numerus || message.source.isEmpty())
                continue;
            if (!message.source.contains(placeholder)) {
                catalogue.exact.insert(message.source, message);
                continue;
            }
            // A template needs enough fixed text to be recognized: "%1:" would match anything.
            QString literal = message.source;
            literal.remove(placeholder);
            int letters = 0;
            for (const QChar c : std::as_const(literal))
                letters += c.isLetter() ? 1 : 0;
            if (letters < 6)
                continue;
            QString pattern;
            qsizetype last = 0;
            auto it = placeholder.globalMatch(message.source);
            while (it.hasNext()) {
                const QRegularExpressionMatch match = it.next();
                pattern += QRegularExpression::escape(
                    message.source.mid(last, match.capturedStart() - last));
                pattern += s("(.+?)");
                last = match.capturedEnd();
            }
            pattern += QRegularExpression::escape(message.source.mid(last));
            catalogue.templates.append(
                { QRegularExpression(QRegularExpression::anchoredPattern(pattern),
                                     QRegularExpression::DotMatchesEverythingOption),
                  message });
        }
    }
    if (xml.hasError())
        catalogue.error = xml.errorString();
    return catalogue;
}

// Names that stay as they are in every language.
bool isExempt(const QString &text)
{
    static const QStringList names { s("ACP Workbench"),
                                     s("GitHub"),
                                     s("PDF"),
                                     s("Markdown"),
                                     s("SQLite"),
                                     s("Qt"),
                                     s("KSyntaxHighlighting"),
                                     s("PyTorch"),
                                     s("HUD"),
                                     s("CI"),
                                     s("URL"),
                                     s("JSON"),
                                     s("OK") };
    QString rest = text;
    for (const QString &name : names)
        rest.remove(name);
    for (const QChar c : std::as_const(rest)) {
        if (c.isLetter())
            return false;
    }
    return true; // only names, numbers, ids and punctuation
}

class Collector
{
public:
    explicit Collector(const Catalogue &catalogue)
        : m_catalogue(catalogue)
    { }

    void check(const QString &raw, const QString &where)
    {
        QString text = raw.trimmed();
        if (text.isEmpty())
            return;
        if (Qt::mightBeRichText(text))
            text = QTextDocumentFragment::fromHtml(text).toPlainText().trimmed();
        if (text.isEmpty() || isExempt(text))
            return;
        // Each string once, where it was first seen.
        if (m_seen.contains(text))
            return;
        m_seen.insert(text);
        // The text itself, or without the mnemonic marker QAction::toolTip() and friends drop.
        const Message *message = find(text);
        if (!message)
            return;
        if (message->finished && message->translation == message->source)
            return; // the translator kept it on purpose
        m_untranslated.append(
            s("%1: \"%2\"%3")
                .arg(where, text,
                     message->translation.isEmpty()
                         ? s(" (no translation yet)")
                         : s(" (the catalogue has \"%1\")").arg(message->translation)));
    }

    void checkWidget(QWidget *widget, const QString &where)
    {
        check(widget->toolTip(), where + s(" tool tip"));
        check(widget->statusTip(), where + s(" status tip"));
        check(widget->whatsThis(), where + s(" what's this"));
        check(widget->accessibleName(), where + s(" accessible name"));
        check(widget->accessibleDescription(), where + s(" accessible description"));
        if (widget->isWindow())
            check(widget->windowTitle(), where + s(" window title"));
        if (auto *label = qobject_cast<QLabel *>(widget))
            check(label->text(), where);
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            check(button->text(), where);
        if (auto *edit = qobject_cast<QLineEdit *>(widget))
            check(edit->placeholderText(), where + s(" placeholder"));
        if (auto *edit = qobject_cast<QPlainTextEdit *>(widget))
            check(edit->placeholderText(), where + s(" placeholder"));
        if (auto *edit = qobject_cast<QTextEdit *>(widget))
            check(edit->placeholderText(), where + s(" placeholder"));
        if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            for (int i = 0; i < combo->count(); ++i)
                check(combo->itemText(i), where + s(" item"));
        }
        if (auto *tabs = qobject_cast<QTabWidget *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                check(tabs->tabText(i), where + s(" tab"));
                check(tabs->tabToolTip(i), where + s(" tab tool tip"));
            }
        }
        if (auto *group = qobject_cast<QGroupBox *>(widget))
            check(group->title(), where + s(" title"));
        if (auto *dock = qobject_cast<QDockWidget *>(widget))
            check(dock->windowTitle(), where + s(" title"));
        if (auto *bar = qobject_cast<QToolBar *>(widget))
            check(bar->windowTitle(), where + s(" title"));
        if (auto *menu = qobject_cast<QMenu *>(widget))
            check(menu->title(), where + s(" title"));
        if (auto *view = qobject_cast<QAbstractItemView *>(widget)) {
            if (QAbstractItemModel *model = view->model()) {
                for (int column = 0; column < model->columnCount(); ++column) {
                    check(model->headerData(column, Qt::Horizontal).toString(),
                          where + s(" column"));
                    check(model->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString(),
                          where + s(" column tool tip"));
                }
            }
        }
    }

    void checkAction(QAction *action, const QString &where)
    {
        check(action->text(), where);
        check(action->iconText(), where + s(" icon text"));
        check(action->toolTip(), where + s(" tool tip"));
        check(action->statusTip(), where + s(" status tip"));
        check(action->whatsThis(), where + s(" what's this"));
    }

    void checkTree(QWidget *root, const QString &prefix)
    {
        checkWidget(root, prefix);
        const QList<QWidget *> widgets = root->findChildren<QWidget *>();
        for (QWidget *widget : widgets)
            checkWidget(widget, prefix + s(" › ") + nameOf(widget));
        const QList<QAction *> actions = root->findChildren<QAction *>();
        for (QAction *action : actions) {
            if (!action->isSeparator())
                checkAction(action, prefix + s(" › action ") + nameOf(action));
        }
    }

    void checkMenus(QMenuBar *bar)
    {
        const QList<QAction *> top = bar->actions();
        for (QAction *action : top) {
            if (QMenu *menu = action->menu())
                checkMenu(menu, s("menu ") + ShortcutsDialog::plainText(menu->title()));
        }
    }

    QStringList untranslated() const { return m_untranslated; }

private:
    void checkMenu(QMenu *menu, const QString &where)
    {
        emit menu->aboutToShow(); // menus filled on demand fill themselves now
        check(menu->title(), where);
        const QList<QAction *> actions = menu->actions();
        for (QAction *action : actions) {
            if (action->isSeparator())
                continue;
            if (QMenu *submenu = action->menu())
                checkMenu(submenu, where + s(" › ") + ShortcutsDialog::plainText(submenu->title()));
            else
                checkAction(action, where + s(" › ") + ShortcutsDialog::plainText(action->text()));
        }
    }

    static QString nameOf(QObject *object)
    {
        const QString name = object->objectName();
        return name.isEmpty() ? QString::fromLatin1(object->metaObject()->className()) : name;
    }

    const Message *find(const QString &text) const
    {
        auto it = m_catalogue.exact.constFind(text);
        if (it != m_catalogue.exact.cend())
            return &*it;
        for (const auto &entry : m_catalogue.templates) {
            if (entry.first.match(text).hasMatch())
                return &entry.second;
        }
        return nullptr;
    }

    const Catalogue &m_catalogue;
    QSet<QString> m_seen;
    QStringList m_untranslated;
};

} // namespace

class tst_TranslationCoverage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        isolateSettings(m_dir.filePath(s("settings")), QStringLiteral("tst_translationcoverage"));
        QSettings().clear();
        ui::initResources();
        qunsetenv("GH_TOKEN");
        qunsetenv("GITHUB_TOKEN");
        qunsetenv("GH_ENTERPRISE_TOKEN");
        qunsetenv("GITHUB_ENTERPRISE_TOKEN");
    }

    void cleanupTestCase()
    {
        removeTranslations();
        QLocale::setDefault(QLocale::c());
    }

    void mainWindowIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << s("de");
        QTest::newRow("ja") << s("ja");
        QTest::newRow("zh_CN") << s("zh_CN");
    }

    void mainWindowIsTranslated()
    {
        QFETCH(QString, language);
        const Catalogue catalogue =
            loadCatalogue(s(ACP_TRANSLATIONS_SOURCE_DIR "/acp-workbench_%1.ts").arg(language));
        QVERIFY2(catalogue.error.isEmpty(), qPrintable(catalogue.error));
        QVERIFY(catalogue.exact.size() > 100);

        // As the application does at start-up: the override of the settings.
        QSettings().setValue(languageSettingsKey(), language);
        const QString loaded = applyConfiguredLanguage();
        QCOMPARE(QLocale().name().left(2), language.left(2));
        // An empty catalogue (nothing finished yet) is not installed: every string then shows
        // in English, and the walk below lists them.
        const bool installed = loaded.left(2) == language.left(2);
        if (!installed)
            qInfo().noquote() << language
                              << "catalogue not installed: it has no finished translation";

        WorkspaceOptions options;
        options.demo = true;
        options.databasePath = m_dir.filePath(s("demo-%1.sqlite3").arg(language));
        WorkbenchSession session;
        QVERIFY2(session.open(options), qPrintable(session.errorString()));
        MainWindow *window = session.window();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(window->selectApplication(3)); // an application and its checklist are shown

        Collector collector(catalogue);
        collector.checkMenus(window->menuBar());
        collector.checkTree(window, s("main window"));

        auto *desktop = window->findChild<DesktopActions *>();
        QVERIFY(desktop);
        desktop->showSettings();
        QTRY_VERIFY(desktop->settingsDialog());
        collector.checkTree(desktop->settingsDialog(), s("settings"));
        desktop->settingsDialog()->reject();
        desktop->showShortcuts();
        QTRY_VERIFY(desktop->shortcutsDialog());
        collector.checkTree(desktop->shortcutsDialog(), s("keyboard shortcuts"));
        desktop->shortcutsDialog()->reject();

        QStringList found = collector.untranslated();
        if (!installed)
            found.prepend(s("the %1 catalogue has no finished translation").arg(language));
        for (const QString &line : found)
            qInfo().noquote() << language << "untranslated:" << line;
        QVERIFY2(found.isEmpty(),
                 qPrintable(s("%1 untranslated string(s) in %2; see the lines above")
                                .arg(found.size())
                                .arg(language)));
    }
};

QTEST_MAIN(tst_TranslationCoverage)
#include "tst_translationcoverage.moc"
