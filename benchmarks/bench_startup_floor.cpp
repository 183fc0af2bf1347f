// Start-up floor: the least a Qt Widgets program can do to show what the workbench's window
// shows first. It opens the same workspace file read-only, reads every application's number and
// title, puts them in a list in a main window and shows it; no app library is linked. It
// reports its first paint the way `acp-workbench` does with ACP_REPORT_FIRST_PAINT=1: once the
// window's first paint event has been handled and flushed it prints "first paint: N ms" (since
// main() began) on stdout and quits. benchmarks/run_benchmarks.py times both alike, so the
// workbench's start-up reads against this floor on the same machine and the same data.
//
//   bench_startup_floor --db FILE        (offscreen unless QT_QPA_PLATFORM says otherwise)

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEvent>
#include <QListView>
#include <QMainWindow>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringListModel>
#include <QTimer>

#include <cstdio>

namespace {

// The window's first paint: queued so it runs when that paint and its flush are done.
class FirstPaintReporter : public QObject
{
public:
    explicit FirstPaintReporter(const QElapsedTimer &clock)
        : m_clock(clock)
    { }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!m_reported && event->type() == QEvent::Paint) {
            m_reported = true;
            QTimer::singleShot(0, this, [this] {
                std::printf("first paint: %.1f ms\n", double(m_clock.nsecsElapsed()) / 1e6);
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer &m_clock;
    bool m_reported = false;
};

// "#N title" for every application that is not deleted, newest first; false with a message on
// stderr when the file cannot be read.
bool readApplications(const QString &path, QStringList &rows)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("floor"));
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!db.open()) {
        std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(path),
                     qPrintable(db.lastError().text()));
        return false;
    }
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral(
            "SELECT number, title FROM issues WHERE deleted = 0 ORDER BY number DESC"))) {
        std::fprintf(stderr, "cannot read the issues: %s\n", qPrintable(query.lastError().text()));
        return false;
    }
    while (query.next()) {
        rows.append(QStringLiteral("#%1 %2")
                        .arg(query.value(0).toLongLong())
                        .arg(query.value(1).toString()));
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer clock;
    clock.start();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Shows a workspace's applications in a minimal window; reports its first "
                       "paint and quits."));
    parser.addHelpOption();
    const QCommandLineOption dbOption(QStringLiteral("db"), QStringLiteral("The workspace file."),
                                      QStringLiteral("FILE"));
    parser.addOption(dbOption);
    parser.process(app);
    if (!parser.isSet(dbOption)) {
        std::fprintf(stderr, "--db is required\n");
        return 2;
    }

    QStringList rows;
    if (!readApplications(parser.value(dbOption), rows))
        return 1;
    QStringListModel model(rows);
    QMainWindow window;
    auto *list = new QListView(&window);
    list->setUniformItemSizes(true);
    list->setModel(&model);
    window.setCentralWidget(list);
    window.resize(1024, 640); // what the workbench's window takes on the offscreen screen

    FirstPaintReporter reporter(clock);
    window.installEventFilter(&reporter);
    window.show();
    return app.exec();
}
