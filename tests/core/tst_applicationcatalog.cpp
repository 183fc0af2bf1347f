#include "core/catalog/ApplicationCatalog.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace acp;

namespace {
Issue makeIssue(int number, const QString &title, const QString &body, const QStringList &labels,
                const QDateTime &updated, const QString &state = QStringLiteral("open"))
{
    Issue issue;
    issue.number = number;
    issue.title = title;
    issue.body = body;
    issue.labels = labels;
    issue.state = state;
    issue.author = QStringLiteral("vendor-%1").arg(number);
    issue.createdAt = updated.addDays(-3);
    issue.updatedAt = updated;
    issue.htmlUrl = QUrl(QStringLiteral("https://github.com/o/r/issues/%1").arg(number));
    return issue;
}
} // namespace

class tst_ApplicationCatalog : public QObject
{
    Q_OBJECT

private slots:
    void listsNewestFirstWithDerivedFields()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("ws.sqlite3"))));
        IssueCache cache(db);
        const QDateTime base(QDate(2026, 5, 1), QTime(12, 0), QTimeZone::utc());
        QVERIFY(cache.upsertIssue(makeIssue(1, QStringLiteral("[ACP Application]: Old one"),
                                            QString(), { QStringLiteral("New") }, base)));
        QVERIFY(cache.upsertIssue(
            makeIssue(2, QStringLiteral("Application"),
                      QStringLiteral("### Platform name\n\nTessellate Photonic Engine\n"),
                      { QStringLiteral("voting") }, base.addDays(2))));
        QVERIFY(cache.upsertIssue(makeIssue(3, QStringLiteral("Closed without label"), QString(),
                                            {}, base.addDays(1), QStringLiteral("closed"))));
        QVERIFY(cache.upsertIssue(
            makeIssue(4, QStringLiteral("Deleted"), QString(), {}, base.addDays(5))));
        QVERIFY(cache.markIssueDeleted(4));

        ApplicationCatalog catalog(db);
        const QList<ApplicationSummary> apps = catalog.applications();
        QCOMPARE(apps.size(), 3);
        QCOMPARE(apps.at(0).number, 2);
        QCOMPARE(apps.at(1).number, 3);
        QCOMPARE(apps.at(2).number, 1);
        QCOMPARE(apps.at(0).platformName, QStringLiteral("Tessellate Photonic Engine"));
        QCOMPARE(apps.at(0).reviewState, ReviewState::Voting);
        QCOMPARE(apps.at(1).reviewState, ReviewState::Closed);
        QCOMPARE(apps.at(2).reviewState, ReviewState::New);
        QCOMPARE(apps.at(2).platformName, QStringLiteral("Old one"));

        QVERIFY(catalog.application(2));
        QVERIFY(!catalog.application(4));
        QVERIFY(!catalog.application(99));
    }

    void jsonHasTheDocumentedFields()
    {
        ApplicationSummary summary = ApplicationCatalog::summarize(
            makeIssue(7, QStringLiteral("[ACP] Corvid"), QString(),
                      { QStringLiteral("needs-info"), QStringLiteral("hw") },
                      QDateTime(QDate(2026, 6, 1), QTime(8, 30, 5), QTimeZone::utc())),
            LabelScheme());
        const QJsonObject json = ApplicationCatalog::toJson(summary);
        QCOMPARE(json.value(QStringLiteral("number")).toInt(), 7);
        QCOMPARE(json.value(QStringLiteral("title")).toString(), QStringLiteral("[ACP] Corvid"));
        QCOMPARE(json.value(QStringLiteral("state")).toString(), QStringLiteral("open"));
        QCOMPARE(json.value(QStringLiteral("review_state")).toString(),
                 QStringLiteral("needs-info"));
        QCOMPARE(json.value(QStringLiteral("labels")).toArray().size(), 2);
        QCOMPARE(json.value(QStringLiteral("author")).toString(), QStringLiteral("vendor-7"));
        QCOMPARE(json.value(QStringLiteral("updated_at")).toString(),
                 QStringLiteral("2026-06-01T08:30:05Z"));
        QCOMPARE(json.value(QStringLiteral("created_at")).toString(),
                 QStringLiteral("2026-05-29T08:30:05Z"));
    }
};

QTEST_GUILESS_MAIN(tst_ApplicationCatalog)
#include "tst_applicationcatalog.moc"
