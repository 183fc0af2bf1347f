#include "core/listing/ListingRules.h"
#include "core/listing/PlatformListing.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>

using namespace acp;

namespace {

QString listingData(const QString &relative)
{
    return QStringLiteral(ACP_TEST_DATA_DIR "/listing/") + relative;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning() << "cannot read" << path;
        return {};
    }
    return file.readAll();
}

QSet<QString> errorFields(const QList<ListingProblem> &problems)
{
    QSet<QString> fields;
    for (const ListingProblem &problem : problems) {
        if (problem.isError()) {
            fields.insert(problem.field);
        }
    }
    return fields;
}

// A message names its field as the user reads it: "platform_id" may read "platform id".
bool namesField(const ListingProblem &problem)
{
    QString spaced = problem.field;
    spaced.replace(QLatin1Char('_'), QLatin1Char(' '));
    return problem.message.contains(problem.field) || problem.message.contains(spaced);
}

QString linesOfText(int count)
{
    QStringList lines = { QStringLiteral("## Prerequisites"), QStringLiteral("## Installation"),
                          QStringLiteral("## Verification"), QStringLiteral("## Documentation") };
    while (lines.size() < count) {
        lines.append(QStringLiteral("- line %1").arg(lines.size() + 1));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

PlatformListing validListing()
{
    PlatformListing listing;
    listing.platformId = QStringLiteral("example_npu");
    listing.name = QStringLiteral("Example NPU");
    listing.supportChannel = QStringLiteral("https://github.com/example/torch-npu/issues");
    listing.stable.linuxCommand = QStringLiteral("pip3 install torch torch-npu");
    listing.guide = QString::fromUtf8(readFile(listingData(QStringLiteral("good/guide.md"))));
    return listing;
}

} // namespace

class tst_ListingRules : public QObject
{
    Q_OBJECT

private slots:
    void goodEntriesPass_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(listingData(QStringLiteral("good")));
        const QStringList files = dir.entryList({ QStringLiteral("*.json") }, QDir::Files);
        QVERIFY(files.size() >= 3);
        for (const QString &file : files) {
            QTest::newRow(qPrintable(file)) << dir.filePath(file);
        }
    }
    void goodEntriesPass()
    {
        QFETCH(QString, path);
        const QList<ListingProblem> problems = ListingRules::checkEntry(readFile(path));
        for (const ListingProblem &problem : problems) {
            qWarning() << problem.field << problem.message;
        }
        QVERIFY(problems.isEmpty());
    }

    void badEntriesFailOnTheirField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QStringList>("fields");
        const QJsonObject expected =
            QJsonDocument::fromJson(readFile(listingData(QStringLiteral("bad/expected.json"))))
                .object();
        const QDir dir(listingData(QStringLiteral("bad")));
        QStringList files = dir.entryList({ QStringLiteral("*.json") }, QDir::Files);
        files.removeAll(QStringLiteral("expected.json"));
        // Every golden case says what it must fail on, and every expectation has its case.
        QCOMPARE(files.size(), expected.size());
        for (const QString &file : files) {
            const QString name = file.chopped(5);
            QVERIFY2(expected.contains(name), qPrintable(file));
            QStringList fields;
            for (const QJsonValue &field : expected.value(name).toArray()) {
                fields.append(field.toString());
            }
            QTest::newRow(qPrintable(name)) << dir.filePath(file) << fields;
        }
    }
    void badEntriesFailOnTheirField()
    {
        QFETCH(QString, path);
        QFETCH(QStringList, fields);
        const QList<ListingProblem> problems = ListingRules::checkEntry(readFile(path));
        QVERIFY(ListingRules::hasErrors(problems));
        QCOMPARE(errorFields(problems), QSet<QString>(fields.cbegin(), fields.cend()));
        for (const ListingProblem &problem : problems) {
            QVERIFY2(namesField(problem), qPrintable(problem.message));
        }
    }

    void platformIds_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("valid");
        QTest::newRow("xpu") << QStringLiteral("xpu") << true;
        QTest::newRow("ascend_npu") << QStringLiteral("ascend_npu") << true;
        QTest::newRow("digits") << QStringLiteral("tpu2") << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("upper case") << QStringLiteral("XPU") << false;
        QTest::newRow("hyphen") << QStringLiteral("torch-npu") << false;
        QTest::newRow("path") << QStringLiteral("../../etc/passwd") << false;
        QTest::newRow("extension") << QStringLiteral("npu.json") << false;
        QTest::newRow("space") << QStringLiteral("my npu") << false;
        QTest::newRow("accent") << QStringLiteral("raichō") << false;
    }
    void platformIds()
    {
        QFETCH(QString, id);
        QFETCH(bool, valid);
        const QList<ListingProblem> problems = ListingRules::checkPlatformId(id);
        QCOMPARE(problems.isEmpty(), valid);
        for (const ListingProblem &problem : problems) {
            QCOMPARE(problem.field, QStringLiteral("platform_id"));
            QVERIFY(problem.isError());
            QVERIFY(namesField(problem));
        }
    }

    void goodGuidePasses()
    {
        const QString guide =
            QString::fromUtf8(readFile(listingData(QStringLiteral("good/guide.md"))));
        QVERIFY(!guide.isEmpty());
        QVERIFY(ListingRules::checkGuide(guide).isEmpty());
    }

    void guideOfAtMost200Lines()
    {
        QVERIFY(ListingRules::checkGuide(linesOfText(200)).isEmpty());
        // A final line without a newline is still one line; CRLF counts like LF.
        QVERIFY(ListingRules::checkGuide(linesOfText(200).chopped(1)).isEmpty());
        QVERIFY(ListingRules::checkGuide(
                    linesOfText(200).replace(QStringLiteral("\n"), QStringLiteral("\r\n")))
                    .isEmpty());

        const QList<ListingProblem> problems = ListingRules::checkGuide(linesOfText(201));
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.constFirst().isError());
        QCOMPARE(problems.constFirst().field, QStringLiteral("guide"));
        QCOMPARE(problems.constFirst().line, 201);
        QVERIFY(problems.constFirst().message.contains(QStringLiteral("201")));
        QVERIFY(problems.constFirst().message.contains(QStringLiteral("200")));
    }

    void emptyGuideIsAnError()
    {
        for (const QString &text : { QString(), QStringLiteral("\n \n\t\n") }) {
            const QList<ListingProblem> problems = ListingRules::checkGuide(text);
            QCOMPARE(problems.size(), 1);
            QVERIFY(problems.constFirst().isError());
            QCOMPARE(problems.constFirst().field, QStringLiteral("guide"));
        }
    }

    void missingSectionsAreWarnings()
    {
        const QString guide = QStringLiteral("# Install\n\n### installation\n\nText\n\n"
                                             "```bash\n## Verification\n```\n\n"
                                             "## Documentation links\n\n- a\n");
        const QList<ListingProblem> problems = ListingRules::checkGuide(guide);
        QStringList missing;
        for (const ListingProblem &problem : problems) {
            QVERIFY(!problem.isError());
            QCOMPARE(problem.field, QStringLiteral("guide"));
            for (const QString &section : ListingRules::guideSections()) {
                if (problem.message.contains(section)) {
                    missing.append(section);
                }
            }
        }
        // A heading inside a code block is no heading; "Documentation links" is the section.
        QCOMPARE(missing,
                 (QStringList { QStringLiteral("Prerequisites"), QStringLiteral("Verification") }));
        QVERIFY(!ListingRules::hasErrors(problems));
    }

    void htmlInTheGuideIsFlaggedWithItsLine()
    {
        QString guide = linesOfText(12);
        guide.replace(QStringLiteral("- line 7"),
                      QStringLiteral("<img src=x onerror=alert(1)> see `<b>` and "
                                     "<https://docs.example>"));
        const QList<ListingProblem> problems = ListingRules::checkGuide(guide);
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.constFirst().line, 7);
        QVERIFY(!problems.constFirst().isError());

        // In code, in a code span or as an autolink it is not markup.
        QString inert = linesOfText(12);
        inert.replace(QStringLiteral("- line 7"),
                      QStringLiteral("see `<b>` and <https://docs.example> or "
                                     "<mailto:a@b.example>, 2 < 3"));
        inert.replace(QStringLiteral("- line 9"),
                      QStringLiteral("```html\n<script>x</script>\n```"));
        QVERIFY(ListingRules::checkGuide(inert).isEmpty());
    }

    void supportChannelThatIsNoAddressIsAWarning()
    {
        PlatformListing listing = validListing();
        QVERIFY(ListingRules::check(listing).isEmpty());
        listing.supportChannel = QStringLiteral("#torch-npu on Slack");
        const QList<ListingProblem> problems = ListingRules::check(listing);
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.constFirst().field, QStringLiteral("support_channel"));
        QVERIFY(!problems.constFirst().isError());
        listing.supportChannel = QStringLiteral("javascript:alert(1)");
        QCOMPARE(ListingRules::check(listing).size(), 1);
    }

    void checkCoversAllThree()
    {
        PlatformListing listing = validListing();
        listing.platformId = QStringLiteral("Example NPU");
        listing.stable = {};
        listing.preview.windowsCommand = QStringLiteral("pip3 install a\r\nformat c:");
        listing.guide = linesOfText(250);
        const QList<ListingProblem> problems = ListingRules::check(listing);
        QCOMPARE(errorFields(problems),
                 (QSet<QString> { QStringLiteral("platform_id"), QStringLiteral("stable"),
                                  QStringLiteral("preview.windows"), QStringLiteral("guide") }));
    }
};

QTEST_GUILESS_MAIN(tst_ListingRules)
#include "tst_listingrules.moc"
