#include "TestSupport.h"
#include "core/issueform/IssueForm.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

// The bundled demo workspace (resources/demo/demo-workspace.json) must be internally consistent
// GitHub REST payloads, and its application bodies must exercise the issue-form parser.

using namespace acp;
using acp::test::s;

static void initCoreResources()
{
    // acp_core is a static library: its resources are only linked in when referenced.
    Q_INIT_RESOURCE(core);
}

namespace {

const QString demoRepository = s("acp-demo/additional-compute-platforms");
const QString voteMarker = s("<!-- acp-workbench:vote -->");

QString sourcePath()
{
    return QDir::cleanPath(
        QStringLiteral(ACP_TEST_DATA_DIR "/../../resources/demo/demo-workspace.json"));
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

class TestDemoData : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bundledResourceMatchesSource();
    void repositoryAndLabels();
    void issues();
    void issueBodiesParse();
    void formVariety();
    void comments();
    void reactions();
    void reviewStates();
    void votingIssueHasBallots();

private:
    QJsonObject m_root;
    QJsonArray m_issues;
    QJsonArray m_comments;
    QJsonArray m_reactions;
    QHash<int, QJsonObject> m_issueByNumber;
    QHash<qint64, QJsonObject> m_commentById;

    QList<QJsonObject> commentsOf(int number) const;
    QList<QJsonObject> issuesLabelled(const QString &label) const;
    QJsonObject issueLabelled(const QString &label) const;
};

void TestDemoData::initTestCase()
{
    const QByteArray data = readFile(sourcePath());
    QVERIFY2(!data.isEmpty(), qPrintable(sourcePath()));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(document.isObject());
    m_root = document.object();
    m_issues = m_root.value(s("issues")).toArray();
    m_comments = m_root.value(s("comments")).toArray();
    m_reactions = m_root.value(s("reactions")).toArray();
    for (const QJsonValue &value : std::as_const(m_issues)) {
        const QJsonObject issue = value.toObject();
        m_issueByNumber.insert(issue.value(s("number")).toInt(), issue);
    }
    for (const QJsonValue &value : std::as_const(m_comments)) {
        const QJsonObject comment = value.toObject();
        m_commentById.insert(comment.value(s("id")).toInteger(), comment);
    }
}

void TestDemoData::bundledResourceMatchesSource()
{
    initCoreResources();
    const QByteArray bundled = readFile(s(":/demo/demo-workspace.json"));
    QVERIFY(!bundled.isEmpty());
    QCOMPARE(bundled, readFile(sourcePath()));
}

void TestDemoData::repositoryAndLabels()
{
    const QJsonObject repository = m_root.value(s("repository")).toObject();
    QCOMPARE(repository.value(s("full_name")).toString(), demoRepository);
    QCOMPARE(repository.value(s("owner")).toObject().value(s("login")).toString(), s("acp-demo"));
    QVERIFY(repository.value(s("id")).toInteger() > 0);

    QStringList folded;
    bool anyCapitalised = false;
    for (const QJsonValue &value : m_root.value(s("labels")).toArray()) {
        const QJsonObject label = value.toObject();
        const QString name = label.value(s("name")).toString();
        QVERIFY(label.value(s("id")).toInteger() > 0);
        QCOMPARE(label.value(s("color")).toString().size(), 6);
        folded.append(name.toLower());
        anyCapitalised = anyCapitalised || name != name.toLower();
    }
    folded.sort();
    QCOMPARE(
        folded,
        (QStringList { s("approved"), s("declined"), s("needs-info"), s("new"), s("voting") }));
    QVERIFY2(anyCapitalised, "at least one label must be capitalised, as pytorch-fdn's are");
}

void TestDemoData::issues()
{
    QCOMPARE(m_issues.size(), 6);
    QCOMPARE(m_issueByNumber.size(), 6);
    QSet<QString> repoLabels;
    for (const QJsonValue &value : m_root.value(s("labels")).toArray())
        repoLabels.insert(value.toObject().value(s("name")).toString());

    QSet<qint64> ids;
    for (const QJsonObject &issue : std::as_const(m_issueByNumber)) {
        const int number = issue.value(s("number")).toInt();
        QVERIFY(number > 0);
        ids.insert(issue.value(s("id")).toInteger());
        QVERIFY(!issue.value(s("node_id")).toString().isEmpty());
        QCOMPARE(issue.value(s("html_url")).toString(),
                 s("https://github.com/acp-demo/additional-compute-platforms/issues/")
                     + QString::number(number));
        QVERIFY(!issue.contains(s("pull_request")));
        QVERIFY(!issue.value(s("user")).toObject().value(s("login")).toString().isEmpty());
        const QString state = issue.value(s("state")).toString();
        QVERIFY(state == s("open") || state == s("closed"));
        QCOMPARE(issue.value(s("closed_at")).isNull(), state == s("open"));

        const QDateTime created =
            QDateTime::fromString(issue.value(s("created_at")).toString(), Qt::ISODate);
        const QDateTime updated =
            QDateTime::fromString(issue.value(s("updated_at")).toString(), Qt::ISODate);
        QVERIFY(created.isValid() && updated.isValid());
        QCOMPARE(created.date().year(), 2026);
        QVERIFY(updated >= created);

        const QJsonArray labels = issue.value(s("labels")).toArray();
        QCOMPARE(labels.size(), 1);
        QVERIFY(repoLabels.contains(labels.first().toObject().value(s("name")).toString()));
    }
    QCOMPARE(ids.size(), 6);
}

void TestDemoData::issueBodiesParse()
{
    QSet<QString> names;
    for (const QJsonObject &issue : std::as_const(m_issueByNumber)) {
        const QString title = issue.value(s("title")).toString();
        const QString body = issue.value(s("body")).toString();
        const IssueForm form = IssueForm::parse(body);
        QVERIFY2(form.sections.size() >= 10, qPrintable(title));
        const QString name = platformNameOf(title, body);
        QVERIFY2(!name.isEmpty(), qPrintable(title));
        QVERIFY2(name != title, qPrintable(title));
        names.insert(name);
        // Every application answers the ten requirement questions in some form (#24 in the
        // Working Group's draft form, whose headings differ).
        QVERIFY(!form.answerFor(
                         { s("PyTorch integration mechanism"), s("PyTorch Integration Approach") })
                     .isEmpty());
        QVERIFY(
            !form.answerFor({ s("CI (hardware coverage)"), s("CI"), s("Working CI") }).isEmpty());
        int boxes = 0;
        for (const FormSection &section : form.sections)
            boxes += section.checkboxes.size();
        QVERIFY2(boxes >= 3, qPrintable(title));
    }
    QCOMPARE(names.size(), 6);
}

void TestDemoData::formVariety()
{
    // The demo doubles as parser test material: make sure it keeps covering the awkward cases.
    bool crlf = false, preamble = false, noResponse = false, dropdownNone = false,
         lowercaseX = false, unchecked = false, yamlBlock = false, table = false, comment = false,
         cjk = false, duplicated = false, draftForm = false;
    const QRegularExpression han(s("\\p{Han}"));
    for (const QJsonObject &issue : std::as_const(m_issueByNumber)) {
        const QString body = issue.value(s("body")).toString();
        crlf = crlf || body.contains(s("\r\n"));
        noResponse = noResponse || body.contains(s("\n_No response_"));
        dropdownNone =
            dropdownNone || body.contains(s("\nNone\r\n")) || body.contains(s("\nNone\n"));
        lowercaseX = lowercaseX || body.contains(s("- [x] "));
        unchecked = unchecked || body.contains(s("- [ ] "));
        yamlBlock = yamlBlock || body.contains(s("```yaml"));
        table = table || body.contains(s("|---|"));
        comment = comment || body.contains(s("<!--"));
        const IssueForm form = IssueForm::parse(body);
        preamble = preamble || !form.preamble.isEmpty();
        cjk = cjk || platformNameOf(issue.value(s("title")).toString(), body).contains(han);
        // The Working Group's draft form: its own headings, no platform-name field.
        draftForm = draftForm
            || (!form.answerFor({ s("Repository Structure Checklist") }).isEmpty()
                && form.answerFor({ s("Platform name") }).isEmpty());
        QSet<QString> headings;
        for (const FormSection &section : form.sections) {
            duplicated = duplicated || headings.contains(section.heading);
            headings.insert(section.heading);
            QVERIFY(!section.answer.contains(s("<!--")));
        }
    }
    QVERIFY(crlf);
    QVERIFY(preamble);
    QVERIFY(noResponse);
    QVERIFY(dropdownNone);
    QVERIFY(lowercaseX);
    QVERIFY(unchecked);
    QVERIFY(yamlBlock);
    QVERIFY(table);
    QVERIFY(comment);
    QVERIFY(cjk);
    QVERIFY(duplicated);
    QVERIFY(draftForm);
}

void TestDemoData::comments()
{
    QVERIFY(!m_comments.isEmpty());
    QCOMPARE(m_commentById.size(), m_comments.size());
    static const QRegularExpression issueUrl(s(
        "^https://api\\.github\\.com/repos/acp-demo/additional-compute-platforms/issues/(\\d+)$"));
    QHash<int, int> perIssue;
    for (const QJsonObject &comment : std::as_const(m_commentById)) {
        const QRegularExpressionMatch match =
            issueUrl.match(comment.value(s("issue_url")).toString());
        QVERIFY2(match.hasMatch(), qPrintable(comment.value(s("issue_url")).toString()));
        const int number = match.captured(1).toInt();
        QVERIFY2(m_issueByNumber.contains(number), qPrintable(QString::number(number)));
        ++perIssue[number];
        const QString id = QString::number(comment.value(s("id")).toInteger());
        QCOMPARE(comment.value(s("html_url")).toString(),
                 s("https://github.com/acp-demo/additional-compute-platforms/issues/")
                     + QString::number(number) + s("#issuecomment-") + id);
        QVERIFY(!comment.value(s("body")).toString().isEmpty());
        QVERIFY(!comment.value(s("user")).toObject().value(s("login")).toString().isEmpty());
        const QDateTime created =
            QDateTime::fromString(comment.value(s("created_at")).toString(), Qt::ISODate);
        QVERIFY(created.isValid());
        const QDateTime issueCreated = QDateTime::fromString(
            m_issueByNumber.value(number).value(s("created_at")).toString(), Qt::ISODate);
        const QDateTime issueUpdated = QDateTime::fromString(
            m_issueByNumber.value(number).value(s("updated_at")).toString(), Qt::ISODate);
        QVERIFY(created > issueCreated);
        QVERIFY(created <= issueUpdated);
    }
    for (auto it = m_issueByNumber.cbegin(); it != m_issueByNumber.cend(); ++it) {
        const int count = perIssue.value(it.key());
        // #12 has the most: two reviews (by hand, with the workbench), a reply, the vote.
        QVERIFY2(count >= 2 && count <= 7, qPrintable(QString::number(it.key())));
        QCOMPARE(it.value().value(s("comments")).toInt(), count);
    }
}

void TestDemoData::reactions()
{
    static const QStringList contents = { s("+1"),       s("-1"),    s("laugh"),  s("hooray"),
                                          s("confused"), s("heart"), s("rocket"), s("eyes") };
    QHash<QString, QHash<QString, int>> rollups; // "issue:N" / "comment:ID" -> content -> count
    QSet<qint64> ids;
    for (const QJsonValue &value : std::as_const(m_reactions)) {
        const QJsonObject entry = value.toObject();
        const QString subject = entry.value(s("subject")).toString();
        const qint64 subjectId = entry.value(s("subject_id")).toInteger();
        if (subject == s("issue"))
            QVERIFY2(m_issueByNumber.contains(int(subjectId)),
                     qPrintable(QString::number(subjectId)));
        else if (subject == s("comment"))
            QVERIFY2(m_commentById.contains(subjectId), qPrintable(QString::number(subjectId)));
        else
            QFAIL(qPrintable(s("unknown subject ") + subject));
        const QJsonObject reaction = entry.value(s("reaction")).toObject();
        ids.insert(reaction.value(s("id")).toInteger());
        QVERIFY(!reaction.value(s("user")).toObject().value(s("login")).toString().isEmpty());
        const QString content = reaction.value(s("content")).toString();
        QVERIFY2(contents.contains(content), qPrintable(content));
        QVERIFY(QDateTime::fromString(reaction.value(s("created_at")).toString(), Qt::ISODate)
                    .isValid());
        ++rollups[subject + u':' + QString::number(subjectId)][content];
    }
    QCOMPARE(ids.size(), m_reactions.size());

    // The rollups GitHub embeds in issues and comments agree with the reaction lists.
    auto checkRollup = [&](const QJsonObject &object, const QString &key) {
        const QJsonObject rollup = object.value(s("reactions")).toObject();
        int total = 0;
        for (const QString &content : contents) {
            QCOMPARE(rollup.value(content).toInt(), rollups.value(key).value(content));
            total += rollup.value(content).toInt();
        }
        QCOMPARE(rollup.value(s("total_count")).toInt(), total);
    };
    for (auto it = m_issueByNumber.cbegin(); it != m_issueByNumber.cend(); ++it)
        checkRollup(it.value(), s("issue:") + QString::number(it.key()));
    for (auto it = m_commentById.cbegin(); it != m_commentById.cend(); ++it)
        checkRollup(it.value(), s("comment:") + QString::number(it.key()));
}

QList<QJsonObject> TestDemoData::commentsOf(int number) const
{
    const QString url =
        s("https://api.github.com/repos/acp-demo/additional-compute-platforms/issues/")
        + QString::number(number);
    QList<QJsonObject> result;
    for (const QJsonValue &value : m_comments) {
        if (value.toObject().value(s("issue_url")).toString() == url)
            result.append(value.toObject());
    }
    std::sort(result.begin(), result.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a.value(s("created_at")).toString() < b.value(s("created_at")).toString();
    });
    return result;
}

QList<QJsonObject> TestDemoData::issuesLabelled(const QString &label) const
{
    QList<QJsonObject> found;
    for (const QJsonObject &issue : m_issueByNumber) {
        for (const QJsonValue &value : issue.value(s("labels")).toArray()) {
            if (value.toObject().value(s("name")).toString().compare(label, Qt::CaseInsensitive)
                == 0) {
                found.append(issue);
            }
        }
    }
    std::sort(found.begin(), found.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a.value(s("number")).toInt() < b.value(s("number")).toInt();
    });
    return found;
}

QJsonObject TestDemoData::issueLabelled(const QString &label) const
{
    const QList<QJsonObject> found = issuesLabelled(label);
    return found.size() == 1 ? found.first() : QJsonObject(); // none, or more than one
}

void TestDemoData::reviewStates()
{
    // Two new applications: #21 from the demo's own form, #24 from the WG's draft form.
    const QList<QJsonObject> fresh = issuesLabelled(s("new"));
    QCOMPARE(fresh.size(), 2);
    QCOMPARE(fresh.at(0).value(s("number")).toInt(), 21);
    QCOMPARE(fresh.at(1).value(s("number")).toInt(), 24);
    for (const QJsonObject &issue : fresh)
        QCOMPARE(issue.value(s("state")).toString(), s("open"));

    const QJsonObject needsInfo = issueLabelled(s("needs-info"));
    QVERIFY(!needsInfo.isEmpty());
    QCOMPARE(needsInfo.value(s("state")).toString(), s("open"));
    const QString submitter = needsInfo.value(s("user")).toObject().value(s("login")).toString();
    const QList<QJsonObject> thread = commentsOf(needsInfo.value(s("number")).toInt());
    qsizetype request = -1;
    qsizetype answer = -1;
    for (qsizetype i = 0; i < thread.size(); ++i) {
        const QString login = thread.at(i).value(s("user")).toObject().value(s("login")).toString();
        if (request < 0 && login.startsWith(s("wg-cochair-")))
            request = i;
        else if (request >= 0 && login == submitter)
            answer = i;
    }
    QVERIFY2(request >= 0, "a co-chair requests information");
    QVERIFY2(answer > request, "the submitter answers later");

    const QJsonObject voting = issueLabelled(s("voting"));
    QVERIFY(!voting.isEmpty());
    QCOMPARE(voting.value(s("state")).toString(), s("open"));

    const QJsonObject approved = issueLabelled(s("approved"));
    QVERIFY(!approved.isEmpty());
    QCOMPARE(approved.value(s("state")).toString(), s("closed"));
    QCOMPARE(approved.value(s("state_reason")).toString(), s("completed"));

    const QJsonObject declined = issueLabelled(s("declined"));
    QVERIFY(!declined.isEmpty());
    QCOMPARE(declined.value(s("state")).toString(), s("closed"));
    QCOMPARE(declined.value(s("state_reason")).toString(), s("not_planned"));
    QCOMPARE(declined.value(s("labels")).toArray().first().toObject().value(s("name")).toString(),
             s("Declined"));

    for (const QJsonObject &closed : { approved, declined }) {
        const QList<QJsonObject> comments = commentsOf(closed.value(s("number")).toInt());
        QVERIFY(!comments.isEmpty());
        bool decision = false;
        for (const QJsonObject &comment : comments)
            decision = decision || comment.value(s("body")).toString().contains(s("Decision"));
        QVERIFY(decision);
    }
}

void TestDemoData::votingIssueHasBallots()
{
    const QJsonObject voting = issueLabelled(s("voting"));
    QVERIFY(!voting.isEmpty());
    qint64 voteComment = 0;
    for (const QJsonObject &comment : commentsOf(voting.value(s("number")).toInt())) {
        if (comment.value(s("body")).toString().contains(voteMarker))
            voteComment = comment.value(s("id")).toInteger();
    }
    QVERIFY2(voteComment != 0, "the voting issue has a vote comment");

    QHash<QString, QSet<QString>> loginsByContent;
    for (const QJsonValue &value : std::as_const(m_reactions)) {
        const QJsonObject entry = value.toObject();
        if (entry.value(s("subject")).toString() != s("comment")
            || entry.value(s("subject_id")).toInteger() != voteComment)
            continue;
        const QJsonObject reaction = entry.value(s("reaction")).toObject();
        loginsByContent[reaction.value(s("content")).toString()].insert(
            reaction.value(s("user")).toObject().value(s("login")).toString());
    }
    QVERIFY(loginsByContent.value(s("+1")).size() >= 2);
    QVERIFY(!loginsByContent.value(s("-1")).isEmpty());
    QVERIFY(!loginsByContent.value(s("eyes")).isEmpty());
    // One login with two ballots: an ambiguous vote the workbench must show but not count.
    QVERIFY(!(loginsByContent.value(s("+1")) & loginsByContent.value(s("-1"))).isEmpty());
}

QTEST_GUILESS_MAIN(TestDemoData)
#include "tst_demodata.moc"
