#include "core/review/ChecklistStore.h"
#include "core/store/BackgroundReader.h"
#include "core/store/Database.h"
#include "core/workspace/Workspace.h"
#include "ui/applications/ApplicationFilterModel.h"
#include "ui/applications/ApplicationListModel.h"
#include "ui/widgets/UiSupport.h"

#include <QAbstractItemModelTester>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace acp;

namespace {

const QDateTime Base(QDate(2026, 5, 1), QTime(12, 0), QTimeZone::utc());

ApplicationSummary application(int number, const QString &platform, ReviewState state, int hoursAgo,
                               const QString &author = QStringLiteral("someone"),
                               const QStringList &labels = {})
{
    ApplicationSummary summary;
    summary.number = number;
    summary.platformName = platform;
    summary.title = QStringLiteral("[ACP Application]: %1").arg(platform);
    summary.reviewState = state;
    summary.state =
        state == ReviewState::Closed ? QStringLiteral("closed") : QStringLiteral("open");
    summary.author = author;
    summary.labels = labels;
    summary.createdAt = Base.addDays(-30);
    summary.updatedAt = Base.addSecs(-3600 * hoursAgo);
    summary.htmlUrl = QUrl(QStringLiteral("https://github.com/o/r/issues/%1").arg(number));
    return summary;
}

QList<ApplicationSummary> sample()
{
    return {
        application(3, QStringLiteral("Nordhaven NPU"), ReviewState::Approved, 400,
                    QStringLiteral("erik"), { QStringLiteral("approved") }),
        application(7, QStringLiteral("Rookwing RVV-X"), ReviewState::Declined, 200,
                    QStringLiteral("mara"), { QStringLiteral("Declined") }),
        application(12, QStringLiteral("Tessellate Photonic Engine"), ReviewState::Voting, 30,
                    QStringLiteral("asb"),
                    { QStringLiteral("voting"), QStringLiteral("photonics") }),
        application(15, QStringLiteral("Raicho NPU"), ReviewState::NeedsInfo, 2,
                    QStringLiteral("sato"), { QStringLiteral("needs-info") }),
        application(21, QStringLiteral("Lumenvale LPU"), ReviewState::New, 1,
                    QStringLiteral("dana"), { QStringLiteral("New") }),
    };
}

WorkspaceOptions demoOptions(const QTemporaryDir &dir)
{
    WorkspaceOptions options;
    options.demo = true;
    options.databasePath = dir.filePath(QStringLiteral("demo.sqlite3"));
    return options;
}

// The demo workspace in a file of its own, and its applications in a model.
struct DemoList
{
    QTemporaryDir dir;
    Workspace workspace { demoOptions(dir) };
    ApplicationListModel model;

    bool open()
    {
        if (!dir.isValid() || !workspace.open()) {
            return false;
        }
        model.setWorkspace(&workspace);
        model.refresh();
        return true;
    }
};

// The reviewer finds a gap in #12's security policy, which both colleagues in the demo found.
bool markSecurityPolicyAGap(Workspace &workspace, ApplicationListModel &model)
{
    const QString requirement = QStringLiteral("security-policy");
    if (!ChecklistStore(workspace.database()).setEntry(12, requirement, ChecklistStatus::Gap, {}))
        return false;
    model.setProgress(
        12,
        ChecklistProgress::of(workspace.requirements(), { { requirement, ChecklistStatus::Gap } }));
    return true;
}

QList<int> numbersInOrder(const QAbstractItemModel &model)
{
    QList<int> numbers;
    for (int row = 0; row < model.rowCount(); ++row) {
        numbers << model.index(row, 0).data(ApplicationListModel::NumberRole).toInt();
    }
    return numbers;
}

} // namespace

class tst_ApplicationListModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void columnsShowNumberPlatformStateAndUpdate()
    {
        ApplicationListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReferenceTime(Base);
        model.setApplications(sample());
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.columnCount(), int(ApplicationListModel::ColumnCount));

        const int row = model.rowOf(12);
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, ApplicationListModel::NumberColumn).data().toString(),
                 QStringLiteral("#12"));
        QCOMPARE(model.index(row, ApplicationListModel::PlatformColumn).data().toString(),
                 QStringLiteral("Tessellate Photonic Engine"));
        QCOMPARE(model.index(row, ApplicationListModel::ReviewStateColumn).data().toString(),
                 reviewStateDisplayName(ReviewState::Voting));
        QCOMPARE(model.index(row, ApplicationListModel::ReviewStateColumn)
                     .data(Qt::DecorationRole)
                     .value<QColor>(),
                 ui::reviewStateColor(ReviewState::Voting));
        QCOMPARE(model.index(row, ApplicationListModel::UpdatedColumn).data().toString(),
                 QStringLiteral("1 day ago"));
        QCOMPARE(
            model.index(model.rowOf(21), ApplicationListModel::UpdatedColumn).data().toString(),
            QStringLiteral("1 hour ago"));
        QCOMPARE(model.index(row, ApplicationListModel::UpdatedColumn)
                     .data(ApplicationListModel::SortRole)
                     .toLongLong(),
                 Base.addSecs(-30 * 3600).toMSecsSinceEpoch());
        QCOMPARE(model.index(row, ApplicationListModel::NumberColumn)
                     .data(ApplicationListModel::SortRole)
                     .toInt(),
                 12);
        QCOMPARE(model.headerData(ApplicationListModel::PlatformColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Platform"));
    }

    void mergeKeepsPersistentIndexes()
    {
        ApplicationListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setApplications(sample());
        const QPersistentModelIndex voting =
            model.index(model.rowOf(12), ApplicationListModel::PlatformColumn);
        const QPersistentModelIndex newest = model.index(model.rowOf(21), 0);

        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);

        QList<ApplicationSummary> next = sample();
        next.removeAt(0); // #3 is gone
        next.removeAt(0); // #7 is gone
        next[0].reviewState = ReviewState::Approved; // #12 decided
        next[0].updatedAt = Base;
        next.prepend(application(30, QStringLiteral("Newcomer GPU"), ReviewState::New, 0));
        model.setApplications(next);

        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 1);
        QVERIFY(removed.count() >= 1);
        QCOMPARE(changed.count(), 1); // only #12 changed
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(voting.isValid());
        QCOMPARE(voting.data(ApplicationListModel::NumberRole).toInt(), 12);
        QCOMPARE(voting.data(ApplicationListModel::ReviewStateRole).toInt(),
                 int(ReviewState::Approved));
        QVERIFY(newest.isValid());
        QCOMPARE(newest.data(ApplicationListModel::NumberRole).toInt(), 21);
        QCOMPARE(model.rowOf(3), -1);
        QVERIFY(model.rowOf(30) >= 0);

        // The same list again changes nothing.
        changed.clear();
        model.setApplications(next);
        QCOMPARE(changed.count(), 0);

        model.setApplications({});
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!voting.isValid());
    }

    void filterByReviewState()
    {
        ApplicationListModel model;
        model.setApplications(sample());
        ApplicationFilterModel filter;
        QAbstractItemModelTester tester(&filter,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        QCOMPARE(filter.rowCount(), 5);

        filter.setReviewStateFilter(ReviewState::Voting);
        QCOMPARE(numbersInOrder(filter), QList<int>({ 12 }));
        filter.setReviewStateFilter(ReviewState::Closed);
        QCOMPARE(filter.rowCount(), 0);
        filter.setReviewStateFilter(ReviewState::Declined);
        QCOMPARE(numbersInOrder(filter), QList<int>({ 7 }));
        filter.setReviewStateFilter(std::nullopt);
        QCOMPARE(filter.rowCount(), 5);

        // A state change after a sync moves the row in or out of the filtered view.
        filter.setReviewStateFilter(ReviewState::Approved);
        QCOMPARE(numbersInOrder(filter), QList<int>({ 3 }));
        QList<ApplicationSummary> next = sample();
        next[2].reviewState = ReviewState::Approved;
        model.setApplications(next);
        QCOMPARE(filter.rowCount(), 2);
    }

    void searchMatchesNumberTitleAuthorAndLabels_data()
    {
        QTest::addColumn<QString>("search");
        QTest::addColumn<QList<int>>("expected");
        QTest::newRow("platform") << QStringLiteral("nordhaven") << QList<int> { 3 };
        QTest::newRow("platform, other case") << QStringLiteral("LUMENVALE") << QList<int> { 21 };
        QTest::newRow("number with hash") << QStringLiteral("#12") << QList<int> { 12 };
        QTest::newRow("number") << QStringLiteral("15") << QList<int> { 15 };
        QTest::newRow("author") << QStringLiteral("mara") << QList<int> { 7 };
        QTest::newRow("label") << QStringLiteral("photonics") << QList<int> { 12 };
        QTest::newRow("state name") << QStringLiteral("needs info") << QList<int> { 15 };
        QTest::newRow("two words, both must match")
            << QStringLiteral("npu sato") << QList<int> { 15 };
        QTest::newRow("two words, one misses") << QStringLiteral("npu mara") << QList<int> {};
        QTest::newRow("title words")
            << QStringLiteral("acp application npu") << QList<int> { 3, 15 };
        QTest::newRow("blank") << QStringLiteral("   ") << QList<int> { 3, 7, 12, 15, 21 };
    }

    void searchMatchesNumberTitleAuthorAndLabels()
    {
        QFETCH(QString, search);
        QFETCH(QList<int>, expected);
        ApplicationListModel model;
        model.setApplications(sample());
        ApplicationFilterModel filter;
        QAbstractItemModelTester tester(&filter,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        filter.sort(ApplicationListModel::NumberColumn, Qt::AscendingOrder);
        filter.setSearchText(search);
        QCOMPARE(numbersInOrder(filter), expected);
    }

    void stateAndSearchCombine()
    {
        ApplicationListModel model;
        model.setApplications(sample());
        ApplicationFilterModel filter;
        filter.setSourceModel(&model);
        filter.setSearchText(QStringLiteral("npu"));
        QCOMPARE(filter.rowCount(), 2);
        filter.setReviewStateFilter(ReviewState::NeedsInfo);
        QCOMPARE(numbersInOrder(filter), QList<int>({ 15 }));
    }

    void sortsByRealDateNotByText()
    {
        ApplicationListModel model;
        QList<ApplicationSummary> list = sample();
        // "2 days ago" sorts after "10 days ago" as text; the real dates must win.
        list[0].updatedAt = Base.addDays(-10);
        list[1].updatedAt = Base.addDays(-2);
        model.setReferenceTime(Base);
        model.setApplications(list);
        ApplicationFilterModel filter;
        QAbstractItemModelTester tester(&filter,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        filter.sort(ApplicationListModel::UpdatedColumn, Qt::DescendingOrder);
        QCOMPARE(numbersInOrder(filter), QList<int>({ 21, 15, 12, 7, 3 }));
        filter.sort(ApplicationListModel::NumberColumn, Qt::DescendingOrder);
        QCOMPARE(numbersInOrder(filter), QList<int>({ 21, 15, 12, 7, 3 }));
        filter.sort(ApplicationListModel::NumberColumn, Qt::AscendingOrder);
        QCOMPARE(numbersInOrder(filter), QList<int>({ 3, 7, 12, 15, 21 }));
        filter.sort(ApplicationListModel::PlatformColumn, Qt::AscendingOrder);
        QCOMPARE(numbersInOrder(filter), QList<int>({ 21, 3, 15, 7, 12 }));
        filter.sort(ApplicationListModel::ReviewStateColumn, Qt::AscendingOrder);
        QCOMPARE(numbersInOrder(filter), QList<int>({ 21, 15, 12, 3, 7 }));
    }

    // The Updated column sorts by a number: a missing time still sorts before every real one.
    void anApplicationWithoutAnUpdateTimeSortsFirst()
    {
        ApplicationListModel model;
        QList<ApplicationSummary> list = sample();
        list[2].updatedAt = QDateTime();
        const int undated = list[2].number;
        model.setApplications(list);
        ApplicationFilterModel filter;
        filter.setSourceModel(&model);
        filter.sort(ApplicationListModel::UpdatedColumn, Qt::AscendingOrder);
        QCOMPARE(numbersInOrder(filter).constFirst(), undated);
        filter.sort(ApplicationListModel::UpdatedColumn, Qt::DescendingOrder);
        QCOMPARE(numbersInOrder(filter).constLast(), undated);
    }

    // The proxy compares the numeric columns' keys directly; the order must be the one Qt's
    // comparison of the SortRole values gives, ties and their stable order included.
    void directComparisonSortsAsTheSortRoleDoes()
    {
        ApplicationListModel model;
        QList<ApplicationSummary> list;
        const QList<ReviewState> states = allReviewStates();
        for (int i = 0; i < 300; ++i) {
            // Few distinct values per column: many ties. Some rows have no update time.
            ApplicationSummary row =
                application(1000 - 3 * i, QStringLiteral("Platform %1").arg(i % 7),
                            states.at(i % states.size()), (i * 37) % 11);
            if (i % 13 == 0) {
                row.updatedAt = QDateTime();
            }
            list << row;
        }
        model.setApplications(list);
        for (int i = 0; i < 300; i += 4) {
            ChecklistProgress progress;
            progress.met = i % 5;
            progress.gap = i % 3;
            model.setProgress(list.at(i).number, progress);
        }

        ApplicationFilterModel filter;
        filter.setSourceModel(&model);
        QSortFilterProxyModel byVariants; // the same settings, Qt's own lessThan
        byVariants.setSortRole(filter.sortRole());
        byVariants.setSortCaseSensitivity(filter.sortCaseSensitivity());
        byVariants.setSortLocaleAware(filter.isSortLocaleAware());
        byVariants.setSourceModel(&model);
        for (int column = 0; column < ApplicationListModel::ColumnCount; ++column) {
            for (Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
                filter.sort(column, order);
                byVariants.sort(column, order);
                QCOMPARE(numbersInOrder(filter), numbersInOrder(byVariants));
            }
        }
        // The numeric keys are the SortRole's values.
        for (int row = 0; row < model.rowCount(); ++row) {
            for (int column = 0; column < ApplicationListModel::ColumnCount; ++column) {
                const std::optional<qint64> key = model.sortNumber(row, column);
                const QVariant value =
                    model.index(row, column).data(ApplicationListModel::SortRole);
                if (column == ApplicationListModel::PlatformColumn) {
                    QVERIFY(!key);
                } else {
                    QVERIFY(key);
                    QCOMPARE(value.toLongLong(), *key);
                }
            }
        }
    }

    void refreshReadsTheWorkspaceCatalog()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Workspace workspace(demoOptions(dir));
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));

        ApplicationListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setWorkspace(&workspace);
        model.refresh();
        const QList<ApplicationSummary> catalog = workspace.catalog().applications();
        QVERIFY(catalog.size() >= 4);
        QCOMPARE(model.rowCount(), int(catalog.size()));
        for (const ApplicationSummary &summary : catalog) {
            const int row = model.rowOf(summary.number);
            QVERIFY(row >= 0);
            QCOMPARE(model.index(row, ApplicationListModel::PlatformColumn).data().toString(),
                     summary.platformName);
        }
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.refresh();
        QCOMPARE(changed.count(), 0);
    }

    // The team's published reviews: read after the list is shown (refreshReviews, a few
    // threads per turn), the mark and its tool tip on the checklist column, the disagreements
    // filter, and the reviewer's own status counting as soon as it changes.
    void teamReviewsAndTheDisagreementsFilter()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Workspace workspace(demoOptions(dir));
        QVERIFY2(workspace.open(), qPrintable(workspace.errorString()));

        ApplicationListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setWorkspace(&workspace);
        model.refresh();
        const QModelIndex progress12 =
            model.index(model.rowOf(12), ApplicationListModel::ProgressColumn);
        // Nothing is read before it is asked for.
        QCOMPARE(progress12.data(ApplicationListModel::DisagreementCountRole).toInt(), 0);

        ApplicationFilterModel filter;
        filter.setSourceModel(&model);
        filter.setDisagreementsOnly(true);
        QCOMPARE(filter.rowCount(), 0);

        QSignalSpy refreshed(&model, &ApplicationListModel::reviewsRefreshed);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.refreshReviews();
        QVERIFY(model.isRefreshingReviews());
        QVERIFY(refreshed.wait());
        QVERIFY(!model.isRefreshingReviews());
        // #12: Ana by hand, Ben with the workbench; they differ on working CI and CI integration.
        const TeamReviewSummary summary = model.reviewsOf(12);
        QCOMPARE(
            summary.reviewers,
            QStringList({ QStringLiteral("wg-cochair-ana"), QStringLiteral("wg-cochair-ben") }));
        QCOMPARE(summary.disagreements,
                 QStringList({ QStringLiteral("working-ci"), QStringLiteral("ci-integration") }));
        QCOMPARE(progress12.data(ApplicationListModel::DisagreementCountRole).toInt(), 2);
        QVERIFY(!changed.isEmpty());
        const QString tip = progress12.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Reviewed by wg-cochair-ana, wg-cochair-ben.")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("The reviews differ on 2 requirements")),
                 qPrintable(tip));
        QVERIFY(tip.contains(QStringLiteral("Working CI")));
        QCOMPARE(numbersInOrder(filter), QList<int>({ 12 }));
        for (int number : { 3, 7, 15, 21, 24 }) {
            QVERIFY(model.reviewsOf(number).isEmpty());
        }

        // Both colleagues found a security policy; the reviewer's own gap there is a third
        // disagreement, shown as soon as the checklist reports the change.
        QVERIFY(markSecurityPolicyAGap(workspace, model));
        QCOMPARE(model.reviewsOf(12).disagreements.size(), 3);
        QCOMPARE(progress12.data(ApplicationListModel::DisagreementCountRole).toInt(), 3);

        // Lifting the filter shows everything again.
        filter.setDisagreementsOnly(false);
        QCOMPARE(filter.rowCount(), model.rowCount());
    }

    // The reviews are read on the reader's thread. A status the reviewer changes after that
    // reading saw the application, and before its answer is taken in, still counts.
    void aStatusChangedDuringTheReadingCounts()
    {
        DemoList demo;
        QVERIFY2(demo.open(), qPrintable(demo.workspace.errorString()));
        Workspace &workspace = demo.workspace;
        ApplicationListModel &model = demo.model;
        QVERIFY(!model.isRefreshingReviews());

        QSignalSpy refreshed(&model, &ApplicationListModel::reviewsRefreshed);
        model.refreshReviews();
        QVERIFY(model.isRefreshingReviews());
        // The reader runs its jobs in order: once this one has run, the reading is done, and
        // its answer waits for this thread's event loop.
        QSemaphore readingDone;
        workspace.backgroundReader().run(&model,
                                         [&readingDone](Database &) -> BackgroundReader::Result {
                                             readingDone.release();
                                             return {};
                                         });
        QVERIFY(readingDone.tryAcquire(1, 10000));
        QVERIFY(refreshed.isEmpty());

        QVERIFY(markSecurityPolicyAGap(workspace, model));
        QVERIFY(refreshed.wait());
        QVERIFY(!model.isRefreshingReviews());
        // Two colleagues' differences, and the reviewer's own gap against their policy found.
        QCOMPARE(model.reviewsOf(12).reviewers.size(), 2);
        QCOMPARE(model.reviewsOf(12).disagreements.size(), 3);
    }

    // A refresh asked while another is under way overtakes it: one answer is taken in.
    void aNewerRefreshOvertakesTheLast()
    {
        DemoList demo;
        QVERIFY2(demo.open(), qPrintable(demo.workspace.errorString()));
        Workspace &workspace = demo.workspace;
        ApplicationListModel &model = demo.model;
        QSignalSpy refreshed(&model, &ApplicationListModel::reviewsRefreshed);
        model.refreshReviews();
        model.refreshReviews();
        QVERIFY(refreshed.wait());
        QVERIFY(!model.isRefreshingReviews());
        QCOMPARE(model.reviewsOf(12).reviewers.size(), 2);
        // Both answers came before this one, which is queued behind them.
        bool behind = false;
        workspace.backgroundReader().run(&model, [&behind](Database &) -> BackgroundReader::Result {
            return [&behind] { behind = true; };
        });
        QTRY_VERIFY(behind);
        QCOMPARE(refreshed.count(), 1);
    }

    void relativeTimes_data()
    {
        QTest::addColumn<qint64>("secondsAgo");
        QTest::addColumn<QString>("expected");
        QTest::newRow("now") << qint64(0) << QStringLiteral("just now");
        QTest::newRow("future (clock skew)") << qint64(-120) << QStringLiteral("just now");
        QTest::newRow("one minute") << qint64(60) << QStringLiteral("1 minute ago");
        QTest::newRow("minutes") << qint64(5 * 60 + 10) << QStringLiteral("5 minutes ago");
        QTest::newRow("hours") << qint64(3 * 3600) << QStringLiteral("3 hours ago");
        QTest::newRow("days") << qint64(2 * 86400) << QStringLiteral("2 days ago");
    }

    void relativeTimes()
    {
        QFETCH(qint64, secondsAgo);
        QFETCH(QString, expected);
        QCOMPARE(ui::relativeTime(Base.addSecs(-secondsAgo), Base), expected);
    }

    void oldDatesAreShownAsDates()
    {
        const QDateTime old = Base.addDays(-40);
        QCOMPARE(ui::relativeTime(old, Base),
                 QLocale().toString(old.toLocalTime().date(), QLocale::ShortFormat));
        QCOMPARE(ui::relativeTime(QDateTime(), Base), QStringLiteral("never"));
    }

    void rateLimitText()
    {
        QCOMPARE(ui::rateLimitText({}), QStringLiteral("API: unknown"));
        RateLimitState state;
        state.limit = 5000;
        state.remaining = 4980;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(ui::rateLimitText(state), QStringLiteral("API: 4,980/5,000"));
        QLocale::setDefault(QLocale::c());
    }
};

QTEST_MAIN(tst_ApplicationListModel)
#include "tst_applicationlistmodel.moc"
