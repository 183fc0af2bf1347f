// The application list read ahead on a thread of its own: the same list, in the same order, with
// the same derived fields as ApplicationCatalog reads on the caller's connection, under the
// caller's label names; taken once; nothing (and a warning) when its connection cannot open, so
// that the caller reads the list itself.

#include "core/catalog/ApplicationsReadAhead.h"
#include "core/store/Database.h"
#include "core/store/IssueCache.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace acp;

namespace {

Issue makeIssue(int number, const QString &body, const QStringList &labels,
                const QDateTime &updated)
{
    Issue issue;
    issue.number = number;
    issue.title = QStringLiteral("[ACP Application]: Platform %1").arg(number);
    issue.body = body;
    issue.labels = labels;
    issue.author = QStringLiteral("vendor-%1").arg(number);
    issue.createdAt = updated.addDays(-3);
    issue.updatedAt = updated;
    issue.htmlUrl = QUrl(QStringLiteral("https://github.com/o/r/issues/%1").arg(number));
    issue.commentCount = number % 7;
    return issue;
}

bool sameSummaries(const QList<ApplicationSummary> &a, const QList<ApplicationSummary> &b)
{
    if (a.size() != b.size()) {
        return false;
    }
    for (qsizetype i = 0; i < a.size(); ++i) {
        const ApplicationSummary &x = a.at(i);
        const ApplicationSummary &y = b.at(i);
        if (x.number != y.number || x.title != y.title || x.platformName != y.platformName
            || x.state != y.state || x.reviewState != y.reviewState || x.labels != y.labels
            || x.author != y.author || x.createdAt != y.createdAt || x.updatedAt != y.updatedAt
            || x.htmlUrl != y.htmlUrl || x.commentCount != y.commentCount) {
            qWarning() << "row" << i << "differs: #" << x.number << "and #" << y.number;
            return false;
        }
    }
    return true;
}

} // namespace

class tst_ApplicationsReadAhead : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Database m_database; // the window's connection
    QString m_path;

private slots:
    void init()
    {
        m_path = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction())
                                + QStringLiteral(".sqlite3"));
        QVERIFY2(m_database.open(m_path), qPrintable(m_database.errorString()));
        IssueCache cache(m_database);
        const QDateTime base(QDate(2026, 5, 1), QTime(12, 0), QTimeZone::utc());
        const QStringList labels[] = { { QStringLiteral("new") },
                                       { QStringLiteral("in voting") },
                                       { QStringLiteral("Approved"), QStringLiteral("hw") },
                                       {} };
        for (int number = 1; number <= 40; ++number) {
            const QString body = number % 3 == 0
                ? QStringLiteral("### Platform name\n\nEngine %1\n").arg(number)
                : QString();
            // Some share an update time: the order among them is by number.
            QVERIFY(cache.upsertIssue(
                makeIssue(number, body, labels[number % 4], base.addSecs(number / 3 * 60))));
        }
        QVERIFY(cache.markIssueDeleted(5));
    }

    void cleanup() { m_database.close(); }

    void readsWhatTheCatalogReads()
    {
        LabelScheme labels;
        labels.setLabels(ReviewState::Voting, { QStringLiteral("in voting") });
        ApplicationsReadAhead readAhead(m_path, labels);
        const std::optional<QList<ApplicationSummary>> read = readAhead.take();
        QVERIFY(read);
        QCOMPARE(read->size(), 39);
        const QList<ApplicationSummary> expected =
            ApplicationCatalog(m_database, labels).applications();
        QVERIFY(sameSummaries(*read, expected));
        // The caller's label names were used: "in voting" is a vote under them only.
        QCOMPARE(read->constLast().number, 1);
        const auto voting = std::count_if(read->cbegin(), read->cend(), [](const auto &summary) {
            return summary.reviewState == ReviewState::Voting;
        });
        QCOMPARE(voting, 9); // 1, 9, 13, ..., 37: #5 is deleted
        QVERIFY(!sameSummaries(*read, ApplicationCatalog(m_database).applications()));
    }

    void takenOnce()
    {
        ApplicationsReadAhead readAhead(m_path, LabelScheme());
        QVERIFY(readAhead.take());
        QVERIFY(!readAhead.take());
    }

    void notTakenIsWaitedFor()
    {
        // Destroyed while (or before) its thread reads: no crash, no connection left behind.
        {
            ApplicationsReadAhead readAhead(m_path, LabelScheme());
        }
        m_database.close();
        QVERIFY2(m_database.open(m_path), qPrintable(m_database.errorString()));
    }

    void aFileItCannotOpenLeavesTheReadToTheCaller()
    {
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral("the application list is read on "
                                                               "the window's thread: .*")));
        ApplicationsReadAhead readAhead(m_dir.filePath(QStringLiteral("missing.sqlite3")),
                                        LabelScheme());
        QVERIFY(!readAhead.take());
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("missing.sqlite3"))));
    }
};

QTEST_GUILESS_MAIN(tst_ApplicationsReadAhead)
#include "tst_applicationsreadahead.moc"
