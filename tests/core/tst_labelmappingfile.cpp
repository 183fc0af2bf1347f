#include "TestSupport.h"
#include "core/review/LabelMappingFile.h"

#include <QFile>
#include <QJsonDocument>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::s;

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class tst_LabelMappingFile : public QObject
{
    Q_OBJECT

private slots:
    void readsStatesWithSeveralLabels()
    {
        const LabelMapping mapping = LabelMappingFile::parse(
            "{\"format\": \"acp-label-mapping\", \"version\": 3, \"states\": {"
            "\"new\": [\"new\", \"review - scheduled\"], \"needs-info\": \"Too early\", "
            "\"voting\": [\"in voting\", \"voting\"]}}",
            s("labels.json"));
        QVERIFY2(mapping.problem.isEmpty(), qPrintable(mapping.problem));
        QCOMPARE(mapping.version, 3);
        QCOMPARE(mapping.scheme.labelsFor(ReviewState::New),
                 (QStringList { s("new"), s("review - scheduled") }));
        QCOMPARE(mapping.scheme.labelFor(ReviewState::NeedsInfo), s("Too early"));
        QCOMPARE(mapping.scheme.labelFor(ReviewState::Voting), s("in voting"));
        // A state the file leaves out keeps its default.
        QCOMPARE(mapping.scheme.labelFor(ReviewState::Approved),
                 LabelScheme().labelFor(ReviewState::Approved));
        // Spaces and case, as GitHub compares them.
        QCOMPARE(mapping.scheme.stateOf({ s("Review - Scheduled") }, s("open")), ReviewState::New);
        QCOMPARE(mapping.scheme.stateOf({ s("TOO EARLY") }, s("open")), ReviewState::NeedsInfo);
        // What it writes reads back the same.
        const LabelMapping again = LabelMappingFile::parse(
            QJsonDocument(LabelMappingFile::toJson(mapping.scheme, 3)).toJson());
        QVERIFY2(again.problem.isEmpty(), qPrintable(again.problem));
        QCOMPARE(again.scheme, mapping.scheme);
    }

    void refusesWhatItCannotMean_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("named");
        QTest::newRow("not JSON") << QByteArray("new: new") << s("JSON");
        QTest::newRow("another format")
            << QByteArray("{\"format\":\"acp-eligibility-rule\",\"version\":1,\"states\":{}}")
            << s("format");
        QTest::newRow("no version")
            << QByteArray("{\"format\":\"acp-label-mapping\",\"states\":{}}") << s("version");
        QTest::newRow("no states")
            << QByteArray("{\"format\":\"acp-label-mapping\",\"version\":1}") << s("states");
        QTest::newRow("an unknown state")
            << QByteArray("{\"format\":\"acp-label-mapping\",\"version\":1,"
                          "\"states\":{\"in-review\":\"review\"}}")
            << s("in-review");
        QTest::newRow("closed has no label")
            << QByteArray("{\"format\":\"acp-label-mapping\",\"version\":1,"
                          "\"states\":{\"closed\":\"closed\"}}")
            << s("closed");
        QTest::newRow("a number for a label")
            << QByteArray("{\"format\":\"acp-label-mapping\",\"version\":1,"
                          "\"states\":{\"new\":[\"new\", 7]}}")
            << s("new");
        QTest::newRow("one label on two states")
            << QByteArray("{\"format\":\"acp-label-mapping\",\"version\":1,"
                          "\"states\":{\"new\":\"triage\",\"needs-info\":[\"Triage\"]}}")
            << s("Triage");
        QTest::newRow("a label longer than GitHub allows")
            << QByteArray("{\"format\":\"acp-label-mapping\",\"version\":1,\"states\":{\"new\":\"")
                + QByteArray(51, 'x') + QByteArray("\"}}")
            << s("50");
        QTest::newRow("an unknown key")
            << QByteArray("{\"format\":\"acp-label-mapping\",\"version\":1,\"states\":{},"
                          "\"colours\":{}}")
            << s("colours");
    }
    void refusesWhatItCannotMean()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, named);
        const LabelMapping mapping = LabelMappingFile::parse(json, s("labels.json"));
        QVERIFY(!mapping.problem.isEmpty());
        QVERIFY2(mapping.problem.contains(named), qPrintable(mapping.problem));
        QVERIFY2(mapping.problem.contains(s("labels.json")), qPrintable(mapping.problem));
    }

    void settingsNameTheFile()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(s("settings.ini")), QSettings::IniFormat);
        settings.setValue(LabelScheme::settingsKey(ReviewState::Voting), s("ballot"));
        // No file: the settings' names.
        LabelMapping mapping = LabelMappingFile::loadConfigured(settings);
        QVERIFY(mapping.problem.isEmpty());
        QCOMPARE(mapping.version, 0);
        QCOMPARE(mapping.scheme.labelFor(ReviewState::Voting), s("ballot"));
        // A file replaces them.
        const QString example = QStringLiteral(ACP_EXAMPLES_DIR "/label-mapping.json");
        settings.setValue(LabelMappingFile::settingsKey(), example);
        mapping = LabelMappingFile::loadConfigured(settings);
        QVERIFY2(mapping.problem.isEmpty(), qPrintable(mapping.problem));
        QCOMPARE(mapping.version, 2);
        QCOMPARE(mapping.path, example);
        QCOMPARE(mapping.scheme.labelsFor(ReviewState::Voting),
                 (QStringList { s("voting"), s("in voting") }));
        // A file that cannot be read leaves the settings' names in use, and says why.
        settings.setValue(LabelMappingFile::settingsKey(), dir.filePath(s("gone.json")));
        mapping = LabelMappingFile::loadConfigured(settings);
        QVERIFY(mapping.problem.contains(s("could not be read")));
        QCOMPARE(mapping.scheme.labelFor(ReviewState::Voting), s("ballot"));
    }

    void exampleIsDocumented()
    {
        const QByteArray example = readFile(QStringLiteral(ACP_EXAMPLES_DIR "/label-mapping.json"));
        QVERIFY(!example.isEmpty());
        QVERIFY(readFile(QStringLiteral(ACP_README_PATH)).contains(example.trimmed()));
    }
};

QTEST_GUILESS_MAIN(tst_LabelMappingFile)
#include "tst_labelmappingfile.moc"
