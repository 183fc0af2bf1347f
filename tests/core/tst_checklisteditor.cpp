// Every checklist write checked against the requirement definition in one place: an unknown
// requirement, a status the definition does not allow, a note moved to a requirement that does
// not exist, or a note that is gone is refused with one sentence and writes nothing; what the
// store refuses (a file over the limit) comes back as the store's sentence.

#include "TestSupport.h"
#include "core/review/ChecklistEditor.h"
#include "core/review/RequirementSet.h"
#include "core/store/Database.h"

#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace acp;
using acp::test::s;

namespace {

// Two requirements; the second allows only unreviewed, met and gap. (moc 6.4 cannot read raw
// string literals, hence the escapes.)
const char *const definition =
    "{\n"
    "  \"format_version\": 1, \"version\": \"test-1\", \"date\": \"2026-02-01\",\n"
    "  \"requirements\": [\n"
    "    { \"id\": \"security-policy\", \"group\": \"Maintenance\", \"title\": \"Security\",\n"
    "      \"description\": \"Text.\", \"guidance\": \"\", \"document_url\": "
    "\"https://example.org/a\",\n"
    "      \"heading_aliases\": [\"Security\"], \"keywords\": [], \"checks\": [] },\n"
    "    { \"id\": \"maintenance-commitment\", \"group\": \"Maintenance\", \"title\": \"Upkeep\",\n"
    "      \"description\": \"Text.\", \"guidance\": \"\", \"document_url\": "
    "\"https://example.org/b\",\n"
    "      \"heading_aliases\": [\"Upkeep\"], \"keywords\": [], \"checks\": [],\n"
    "      \"statuses\": [\"met\", \"gap\"] }\n"
    "  ]\n"
    "}\n";

int noteCount(Database &db)
{
    QSqlQuery query(db.connection());
    if (!query.exec(s("SELECT COUNT(*) FROM reviewer_evidence_notes")) || !query.next())
        return -1;
    return query.value(0).toInt();
}

} // namespace

class tst_ChecklistEditor : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Database m_db;
    RequirementSet m_requirements;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_db.open(m_dir.filePath(s("ws.sqlite3"))), qPrintable(m_db.errorString()));
        RequirementSetError error;
        const std::optional<RequirementSet> set =
            RequirementSet::fromJson(definition, s("test"), &error);
        QVERIFY2(set, qPrintable(error.message));
        m_requirements = *set;
    }

    void statusesFollowTheDefinition()
    {
        ChecklistEditor editor(m_db, m_requirements);
        QVERIFY2(editor.setStatus(3, s("security-policy"), ChecklistStatus::NotApplicable),
                 qPrintable(editor.errorString()));
        QCOMPARE(editor.problem(), ChecklistEditor::Problem::None);
        QCOMPARE(editor.store().entry(3, s("security-policy")).status,
                 ChecklistStatus::NotApplicable);

        QVERIFY(editor.canSetStatus(s("maintenance-commitment"), ChecklistStatus::Gap));
        QVERIFY(!editor.setStatus(3, s("maintenance-commitment"), ChecklistStatus::NotApplicable));
        QCOMPARE(editor.problem(), ChecklistEditor::Problem::StatusNotAllowed);
        QCOMPARE(editor.errorString(),
                 s("The requirement maintenance-commitment cannot be “not-applicable”; its "
                   "statuses are: unreviewed, met, gap."));
        QCOMPARE(editor.store().entry(3, s("maintenance-commitment")).status,
                 ChecklistStatus::Unreviewed);

        // setEntry checks the same way and writes nothing when refused.
        QVERIFY(!editor.setEntry(3, s("maintenance-commitment"), ChecklistStatus::NeedsJudgment,
                                 s("a note")));
        QCOMPARE(editor.problem(), ChecklistEditor::Problem::StatusNotAllowed);
        QCOMPARE(editor.store().entry(3, s("maintenance-commitment")).note, QString());
        QVERIFY(editor.setEntry(3, s("maintenance-commitment"), ChecklistStatus::Met, s("ok")));
        QCOMPARE(editor.problem(), ChecklistEditor::Problem::None);
        QVERIFY(editor.errorString().isEmpty());
        QCOMPARE(editor.store().entry(3, s("maintenance-commitment")).note, s("ok"));
    }

    void unknownRequirementsAreRefused()
    {
        ChecklistEditor editor(m_db, m_requirements);
        const QString expected = s("Unknown requirement “fuzzing”; the requirements are: "
                                   "security-policy, maintenance-commitment.");
        QVERIFY(!editor.requirement(s("fuzzing")));
        QCOMPARE(editor.problem(), ChecklistEditor::Problem::UnknownRequirement);
        QCOMPARE(editor.errorString(), expected);
        QVERIFY(!editor.setStatus(4, s("fuzzing"), ChecklistStatus::Met));
        QCOMPARE(editor.errorString(), expected);
        QVERIFY(!editor.setNote(4, s("fuzzing"), s("x")));
        QCOMPARE(editor.errorString(), expected);
        QVERIFY(editor.store().entries(4).isEmpty());

        const int before = noteCount(m_db);
        EvidenceDraft draft;
        draft.kind = EvidenceKind::Text;
        draft.text = s("evidence");
        QVERIFY(!editor.addEvidence(4, s("fuzzing"), draft));
        QCOMPARE(editor.problem(), ChecklistEditor::Problem::UnknownRequirement);
        QCOMPARE(noteCount(m_db), before);
    }

    void evidenceToARequirementOrTheApplication()
    {
        ChecklistEditor editor(m_db, m_requirements);
        EvidenceDraft link;
        link.kind = EvidenceKind::Url;
        link.url = QUrl(s("https://example.org/security"));
        link.source = s("drop");
        const std::optional<qint64> linkId = editor.addEvidence(5, s("security-policy"), link);
        QVERIFY2(linkId, qPrintable(editor.errorString()));
        EvidenceDraft text;
        text.kind = EvidenceKind::Text;
        text.text = s("About the whole application.");
        const std::optional<qint64> textId = editor.addEvidence(5, QString(), text);
        QVERIFY2(textId, qPrintable(editor.errorString()));
        EvidenceDraft image;
        image.kind = EvidenceKind::Image;
        image.data = QByteArray("\x89PNG\r\n\x1a\n", 8);
        image.name = s("shot.png");
        const std::optional<qint64> imageId = editor.addEvidence(5, s("security-policy"), image);
        QVERIFY2(imageId, qPrintable(editor.errorString()));

        const QList<EvidenceNote> notes = editor.store().notes(5);
        QCOMPARE(notes.size(), 3);
        QCOMPARE(notes.at(0).content, s("https://example.org/security"));
        QCOMPARE(notes.at(0).source, s("drop"));
        QCOMPARE(notes.at(1).requirementId, QString());
        QCOMPARE(notes.at(2).kind, EvidenceKind::Image);
        QVERIFY(QFile::exists(editor.store().absoluteFilePath(notes.at(2))));

        // Moving a note to a requirement the definition lacks is refused; the note stays.
        EvidenceNote moved = notes.at(1);
        moved.requirementId = s("fuzzing");
        QVERIFY(!editor.updateEvidence(moved));
        QCOMPARE(editor.problem(), ChecklistEditor::Problem::UnknownRequirement);
        QCOMPARE(editor.store().note(*textId)->requirementId, QString());
        moved.requirementId = s("maintenance-commitment");
        QVERIFY2(editor.updateEvidence(moved), qPrintable(editor.errorString()));
        QCOMPARE(editor.store().note(*textId)->requirementId, s("maintenance-commitment"));

        // Removed with its file kept, then restored exactly; a note that is gone is refused.
        const EvidenceNote kept = *editor.store().note(*imageId);
        QVERIFY(editor.removeEvidence(*imageId, ChecklistStore::FileRemoval::Keep));
        QVERIFY(!editor.store().note(*imageId));
        QVERIFY(!editor.removeEvidence(*imageId, ChecklistStore::FileRemoval::Keep));
        QCOMPARE(editor.problem(), ChecklistEditor::Problem::UnknownNote);
        QVERIFY(!editor.updateEvidence(kept));
        QCOMPARE(editor.problem(), ChecklistEditor::Problem::UnknownNote);
        QVERIFY2(editor.restoreEvidence(kept), qPrintable(editor.errorString()));
        QCOMPARE(editor.store().note(*imageId)->filePath, kept.filePath);
        QVERIFY(QFile::exists(editor.store().absoluteFilePath(kept)));
    }

    void storeRefusalsComeBackAsTheStoresSentence()
    {
        ChecklistEditor editor(m_db, m_requirements);
        editor.setMaxFileSize(4);
        EvidenceDraft image;
        image.kind = EvidenceKind::Image;
        image.data = QByteArray(64, 'x');
        image.name = s("big.png");
        const int before = noteCount(m_db);
        QVERIFY(!editor.addEvidence(6, s("security-policy"), image));
        QCOMPARE(editor.problem(), ChecklistEditor::Problem::NotSaved);
        QVERIFY2(editor.errorString().contains(s("evidence files can be at most 4 bytes")),
                 qPrintable(editor.errorString()));
        QCOMPARE(noteCount(m_db), before);
    }
};

QTEST_GUILESS_MAIN(tst_ChecklistEditor)
#include "tst_checklisteditor.moc"
