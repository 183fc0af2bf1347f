// Over 600 lines on purpose: one test executable per class; every command and its errors end to
// end.
//
// The command line end to end: the real acp-workbench executable against the loopback
// GitHub-shaped server, as a script or CI job would use it.

#include "GitHubTestServer.h"
#include "ProgramRun.h"
#include "core/review/ChecklistStore.h"
#include "core/store/Database.h"
#include "core/voting/VoteService.h"

#include <QDate>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using acp::test::GitHubTestServer;

namespace {

using Run = acp::test::ProgramRun;

// A character no terminal may receive from data: C0 controls but line breaks and tabs (ESC
// starts escape sequences), DEL, C1 controls (U+009B is CSI), bidi controls, zero-width and
// tag characters, U+2028/U+2029. An independent list, not the one the code under test uses.
QString terminalProblems(const QByteArray &output)
{
    QStringList found;
    const QList<uint> codePoints = QString::fromUtf8(output).toUcs4();
    for (uint c : codePoints) {
        const bool bad = (c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7F && c <= 0x9F)
            || c == 0x061C || (c >= 0x200B && c <= 0x200F) || (c >= 0x2028 && c <= 0x202E)
            || (c >= 0x2060 && c <= 0x2064) || (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF
            || (c >= 0xE0000 && c <= 0xE007F);
        if (bad) {
            found.append(QStringLiteral("U+%1").arg(c, 4, 16, QLatin1Char('0')).toUpper());
        }
    }
    found.removeDuplicates();
    return found.join(QLatin1Char(' '));
}

// Terminal escapes (a title change, a screen clear, a colour through the C1 CSI), bidi
// overrides, invisible characters and line separators.
QString hostileText(const QString &what)
{
    return what
        + QStringLiteral(" \u001b]0;pwned\u0007 \u001b[2J \u009b31mred \u0085nel "
                         "\u202Egnp.exe\u202C zero\u200Bwidth tag\U000E0041 sep\u2028arator "
                         "del\u007f end");
}

} // namespace

class tst_CommandLine : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;

    // Runs the executable while this process's event loop keeps serving the loopback server.
    // `token`: the loopback server is not github.com, so it goes in GH_ENTERPRISE_TOKEN, and
    // over its plain http only with the explicit option.
    // `environment`: variables to set; an empty value removes the variable.
    Run run(QStringList arguments, const QString &token = {},
            const QHash<QString, QString> &environment = {})
    {
        QProcessEnvironment env = acp::test::isolatedEnvironment(m_home.path());
        if (!token.isEmpty()) {
            env.insert(QStringLiteral("GH_ENTERPRISE_TOKEN"), token);
            arguments.prepend(QStringLiteral("--allow-insecure-http-token"));
        }
        for (auto it = environment.begin(); it != environment.end(); ++it) {
            if (it.value().isEmpty()) {
                env.remove(it.key());
            } else {
                env.insert(it.key(), it.value());
            }
        }
        return acp::test::runProgram(QStringLiteral(ACP_WORKBENCH_EXECUTABLE), arguments, env);
    }

    QStringList workspaceArgs(const GitHubTestServer &server, const QString &db) const
    {
        return { QStringLiteral("--db"),      db,
                 QStringLiteral("--api-url"), server.apiUrl().toString(),
                 QStringLiteral("--repo"),    server.fullName() };
    }

private slots:
    // A GitHub Enterprise Server behind a private certificate authority: `--ca-certificates`
    // names it, and the sync goes over https; without it the certificate is refused.
    void caCertificatesOptionTrustsAPrivateAuthority()
    {
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("acp"));
        QVERIFY(server.listenTls());
        server.populate(5, 10, 2);
        server.setNow(server.now().addSecs(60));
        QTemporaryDir dir;
        const QList<QSslCertificate> system =
            QSslConfiguration::defaultConfiguration().caCertificates();
        QFile pem(dir.filePath(QStringLiteral("private-ca.pem")));
        QVERIFY(pem.open(QIODevice::WriteOnly));
        for (const QSslCertificate &authority :
             GitHubTestServer::clientTlsConfiguration().caCertificates()) {
            if (!system.contains(authority)) {
                pem.write(authority.toPem());
            }
        }
        pem.close();

        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        const Run refused = run(ws + QStringList { QStringLiteral("sync") }, QStringLiteral("t"));
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains("SSL"), refused.err.constData());
        const Run synced = run(ws
                                   + QStringList { QStringLiteral("--ca-certificates"),
                                                   pem.fileName(), QStringLiteral("sync") },
                               QStringLiteral("t"));
        QVERIFY2(synced.exitCode == 0, synced.err.constData());
        QVERIFY(synced.out.contains("Synced acme/acp: 5 issues"));
    }

    void syncReportsIssuesThatLeftTheList()
    {
        // A day later (GitHub's clock) a sync lists every issue, and says how many left.
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("acp"));
        QVERIFY(server.listen());
        const int gone = server.addIssue(QStringLiteral("[Application] Gone"), QStringLiteral("b"));
        server.addIssue(QStringLiteral("[Application] Kept"), QStringLiteral("b"));
        server.setNow(server.now().addSecs(60));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        const QStringList sync = ws + QStringList { QStringLiteral("sync") };
        QCOMPARE(run(sync, QStringLiteral("t")).exitCode, 0);

        server.deleteIssue(gone);
        server.setNow(server.now().addSecs(25 * 3600));
        const Run later = run(sync, QStringLiteral("t"));
        QVERIFY2(later.exitCode == 0, later.err.constData());
        // The catalogue's plural forms are not loaded here: "issue(s)".
        QVERIFY2(later.out.contains("\n1 issue"), later.out.constData());
        QVERIFY2(later.out.contains("deleted, hidden or moved to another repository on GitHub "
                                    "left the list."),
                 later.out.constData());
        const Run list = run(ws + QStringList { QStringLiteral("list"), QStringLiteral("--json") });
        QCOMPARE(QJsonDocument::fromJson(list.out).array().size(), 1);
    }

    void syncThenListReproducesTheServer()
    {
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("acp"));
        QVERIFY(server.listen());
        server.populate(130, 300, 20);
        server.addPullRequest(QStringLiteral("A pull request is not an application"));
        // The sync distrusts items updated in the last seconds before it (they may have moved
        // between pages mid-listing); let server time pass as it would between edits and a sync.
        server.setNow(server.now().addSecs(60));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));

        const Run sync =
            run(ws + QStringList { QStringLiteral("sync") }, QStringLiteral("test-token-123"));
        QVERIFY2(sync.exitCode == 0, sync.err.constData());
        QVERIFY(sync.out.contains("Synced acme/acp"));
        QVERIFY(!server.requests().isEmpty());
        for (const auto &request : server.requests()) {
            QCOMPARE(request.headers.value("authorization"), QByteArray("Bearer test-token-123"));
            QCOMPARE(request.headers.value("x-github-api-version"), QByteArray("2022-11-28"));
        }

        const Run list = run(ws + QStringList { QStringLiteral("list"), QStringLiteral("--json") });
        QCOMPARE(list.exitCode, 0);
        QJsonParseError error;
        const QJsonArray applications = QJsonDocument::fromJson(list.out, &error).array();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));

        QHash<int, GitHubTestServer::IssueData> expected;
        for (const auto &issue : server.issues()) {
            if (!issue.pullRequest) {
                expected.insert(issue.number, issue);
            }
        }
        QCOMPARE(applications.size(), expected.size());
        for (const QJsonValue &value : applications) {
            const QJsonObject app = value.toObject();
            for (const char *field :
                 { "number", "title", "state", "review_state", "labels", "author", "updated_at" }) {
                QVERIFY2(app.contains(QLatin1String(field)), field);
            }
            const auto issue = expected.value(app.value(QStringLiteral("number")).toInt());
            QCOMPARE(app.value(QStringLiteral("title")).toString(), issue.title);
            QCOMPARE(app.value(QStringLiteral("state")).toString(), issue.state);
            QCOMPARE(app.value(QStringLiteral("author")).toString(), issue.author);
            QCOMPARE(app.value(QStringLiteral("updated_at")).toString(),
                     issue.updatedAt.toUTC().toString(Qt::ISODate));
            QStringList labels;
            for (const QJsonValue &label : app.value(QStringLiteral("labels")).toArray()) {
                labels.append(label.toString());
            }
            QCOMPARE(labels, issue.labels);
        }

        // Nothing changed: the second sync costs a handful of conditional requests.
        server.clearRequests();
        const Run again = run(ws + QStringList { QStringLiteral("sync") });
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QStringList paths;
        for (const auto &request : server.requests()) {
            paths.append(QString::number(request.status) + QLatin1Char(' ') + request.pathAndQuery);
        }
        QVERIFY2(server.requestCount() <= 3, qPrintable(paths.join(QLatin1Char('\n'))));
    }

    void showPrintsSectionsAndComments()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(
            QStringLiteral("[ACP Application]: Nordlicht NPU"),
            QStringLiteral(
                "### Platform name\n\nNordlicht NPU\n\n### Security policy\n\n_No response_\n"));
        server.addComment(number, QStringLiteral("wg-cochair"),
                          QStringLiteral("Please add a security policy."));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);

        const Run show = run(ws
                             + QStringList { QStringLiteral("show"), QString::number(number),
                                             QStringLiteral("--json") });
        QVERIFY2(show.exitCode == 0, show.err.constData());
        const QJsonObject app = QJsonDocument::fromJson(show.out).object();
        QCOMPARE(app.value(QStringLiteral("platform")).toString(), QStringLiteral("Nordlicht NPU"));
        const QJsonArray sections = app.value(QStringLiteral("sections")).toArray();
        QCOMPARE(sections.size(), 2);
        QCOMPARE(sections.at(1).toObject().value(QStringLiteral("heading")).toString(),
                 QStringLiteral("Security policy"));
        QCOMPARE(sections.at(1).toObject().value(QStringLiteral("answer")).toString(), QString());
        const QJsonArray comments = app.value(QStringLiteral("comments")).toArray();
        QCOMPARE(comments.size(), 1);
        QCOMPARE(comments.at(0).toObject().value(QStringLiteral("author")).toString(),
                 QStringLiteral("wg-cochair"));

        const Run text = run(ws + QStringList { QStringLiteral("show"), QString::number(number) });
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Nordlicht NPU"));
        QVERIFY(text.out.contains("Please add a security policy."));
    }

    // show names an application's duplicates and resubmissions, and the known form it was read
    // by with the facts that form asks (the demo's #24 is written from the Working Group's draft).
    void showNamesRelatedApplicationsAndTheForm()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const QString body = QStringLiteral(
            "### Platform name\n\nNordlicht NPU\n\n### PyTorch integration mechanism\n\n"
            "PrivateUse1, renamed to nordlicht, kernels through TORCH_LIBRARY_IMPL.\n\n"
            "### Security policy\n\nhttps://nordlicht.example/security");
        const int declined =
            server.addIssue(QStringLiteral("[ACP Application]: Nordlicht NPU"), body,
                            QStringLiteral("nord-ana"), { QStringLiteral("declined") });
        const int again = server.addIssue(QStringLiteral("[ACP Application]: Nordlicht NPU"), body,
                                          QStringLiteral("nord-ana"));
        const int retry = server.addIssue(
            QStringLiteral("[ACP Application]: Nordlicht NPU 2"),
            QStringLiteral("A new try after #%1: CI now runs upstream tests.").arg(declined),
            QStringLiteral("nord-ben"));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);

        const Run show = run(ws
                             + QStringList { QStringLiteral("show"), QString::number(declined),
                                             QStringLiteral("--json") });
        QVERIFY2(show.exitCode == 0, show.err.constData());
        const QJsonArray related =
            QJsonDocument::fromJson(show.out).object().value(QStringLiteral("related")).toArray();
        QStringList relations;
        for (const QJsonValue &item : related) {
            relations << item.toObject().value(QStringLiteral("relation")).toString()
                    + QLatin1Char(' ')
                    + QString::number(item.toObject().value(QStringLiteral("number")).toInt());
        }
        QCOMPARE(relations,
                 QStringList({ QStringLiteral("duplicated-by %1").arg(again),
                               QStringLiteral("resubmitted-as %1").arg(retry) }));
        const Run text = run(ws + QStringList { QStringLiteral("show"), QString::number(retry) });
        QVERIFY2(text.out.contains(QStringLiteral("Resubmission of #%1").arg(declined).toUtf8()),
                 text.out.constData());

        const QStringList demo { QStringLiteral("--demo"), QStringLiteral("--db"),
                                 dir.filePath(QStringLiteral("demo.sqlite3")) };
        const Run draft = run(demo
                              + QStringList { QStringLiteral("show"), QStringLiteral("24"),
                                              QStringLiteral("--json") });
        QVERIFY2(draft.exitCode == 0, draft.err.constData());
        const QJsonObject app = QJsonDocument::fromJson(draft.out).object();
        const QJsonObject form = app.value(QStringLiteral("form")).toObject();
        QCOMPARE(form.value(QStringLiteral("profile")).toObject().value(QStringLiteral("id")),
                 QJsonValue(QStringLiteral("wg-draft-2026")));
        QCOMPARE(form.value(QStringLiteral("facts")).toArray().size(), 15);
        QVERIFY(app.value(QStringLiteral("unmapped_sections")).toArray().isEmpty());
        for (const QJsonValue &item : app.value(QStringLiteral("checklist")).toArray()) {
            const QJsonObject requirement = item.toObject();
            const bool security =
                requirement.value(QStringLiteral("id")) == QLatin1String("security-policy");
            QCOMPARE(requirement.value(QStringLiteral("no_form_field")).toBool(), security);
            QCOMPARE(requirement.value(QStringLiteral("sections")).toArray().isEmpty(), security);
        }
        const Run draftText =
            run(demo + QStringList { QStringLiteral("show"), QStringLiteral("24") });
        QVERIFY(draftText.out.contains("Form: Working Group application form (draft, 2026)"));
        QVERIFY(draftText.out.contains("The form has no field for this"));

        // The 90-day figures beside the repository's, from the demo's cached preview: 9
        // contributors (7 claimed) agree, 118 commits (142 claimed) are flagged.
        const QJsonArray activity = form.value(QStringLiteral("activity")).toArray();
        QCOMPARE(activity.size(), 2);
        const QJsonObject contributors = activity.at(0).toObject();
        QCOMPARE(contributors.value(QStringLiteral("fact")).toString(),
                 QStringLiteral("contributors-90-days"));
        QCOMPARE(contributors.value(QStringLiteral("claimed")).toInt(), 7);
        QCOMPARE(contributors.value(QStringLiteral("measured")).toInt(), 9);
        QCOMPARE(contributors.value(QStringLiteral("flagged")).toBool(), false);
        const QJsonObject commits = activity.at(1).toObject();
        QCOMPARE(commits.value(QStringLiteral("claimed")).toInt(), 142);
        QCOMPARE(commits.value(QStringLiteral("measured")).toInt(), 118);
        QCOMPARE(commits.value(QStringLiteral("minimum")).toInt(), 30);
        QCOMPARE(commits.value(QStringLiteral("flagged")).toBool(), true);
        QCOMPARE(commits.value(QStringLiteral("repository")).toString(),
                 QStringLiteral("quillmoor-labs/torch-quillmoor"));
        QVERIFY2(draftText.out.contains("! quillmoor-labs/torch-quillmoor shows 118 commit"),
                 draftText.out.constData());
        QVERIFY(draftText.out.contains("Mismatch: fewer than the 142 the application claims."));
    }

    // An application lists at most Checklist::MaxLinks links; show says how many more there are.
    void showSaysHowManyLinksAreNotListed()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        QString policy;
        for (int i = 0; i < 320; ++i)
            policy += QStringLiteral("- https://vendor.example/policy/%1\n").arg(i);
        QString other;
        for (int i = 0; i < 5; ++i)
            other += QStringLiteral("https://vendor.example/other/%1 ").arg(i);
        const int number = server.addIssue(QStringLiteral("[ACP Application]: Linkstorm"),
                                           QStringLiteral("### Security policy\n\n") + policy
                                               + QStringLiteral("\n### Additional information\n\n")
                                               + other + QStringLiteral("\n"));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);

        const Run show = run(ws
                             + QStringList { QStringLiteral("show"), QString::number(number),
                                             QStringLiteral("--json") });
        QVERIFY2(show.exitCode == 0, show.err.constData());
        const QJsonObject app = QJsonDocument::fromJson(show.out).object();
        QCOMPARE(app.value(QStringLiteral("evidence_links_not_listed")).toInt(), 5);
        bool found = false;
        for (const QJsonValue &item : app.value(QStringLiteral("checklist")).toArray()) {
            if (item.toObject().value(QStringLiteral("id")).toString()
                != QStringLiteral("security-policy"))
                continue;
            found = true;
            QCOMPARE(item.toObject().value(QStringLiteral("evidence")).toArray().size(), 300);
            QCOMPARE(item.toObject().value(QStringLiteral("links_not_listed")).toInt(), 20);
        }
        QVERIFY(found);

        const Run text = run(ws + QStringList { QStringLiteral("show"), QString::number(number) });
        QCOMPARE(text.exitCode, 0);
        // "link(s)" until the English catalogue has the plural.
        QVERIFY2(text.out.contains("(20 more link"), text.out.constData());
        QVERIFY(text.out.contains("not listed: an application lists at most 300)"));
        QVERIFY(text.out.contains("(5 more link"));
    }

    // Whatever an applicant or a server wrote, the terminal gets text: no escape sequence, C1
    // control, bidi override or invisible character reaches stdout or stderr, in plain output
    // or in JSON (where each is a \uXXXX escape, so the value is kept exactly).
    void hostileTextNeverReachesTheTerminal()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const QString title =
            QStringLiteral("[ACP Application]: ") + hostileText(QStringLiteral("Title"));
        const int number = server.addIssue(
            title,
            QStringLiteral("### Platform name\n\n") + hostileText(QStringLiteral("Platform"))
                + QStringLiteral("\n\n### Security policy\n\n")
                + hostileText(QStringLiteral("Body")) + QStringLiteral("\n"),
            QStringLiteral("evil\u202Elogin\u001b[0m"), { hostileText(QStringLiteral("label")) });
        server.addComment(number, QStringLiteral("commenter\u200B\u009b"),
                          hostileText(QStringLiteral("Comment")));
        server.setNow(server.now().addSecs(60));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        const Run sync = run(ws + QStringList { QStringLiteral("sync") });
        QVERIFY2(sync.exitCode == 0, sync.err.constData());

        // A roster whose organization carries the same, and an import that fails on a login
        // cell that does (its error quotes the cell).
        const QString rosterFile = dir.filePath(QStringLiteral("roster.md"));
        QFile roster(rosterFile);
        QVERIFY(roster.open(QIODevice::WriteOnly));
        roster.write(
            (QStringLiteral("| Organization | Representative |\n|---|---|\n| %1 | @qf-priya |\n")
                 .arg(hostileText(QStringLiteral("Org"))))
                .toUtf8());
        roster.close();
        QCOMPARE(
            run(ws + QStringList { QStringLiteral("roster"), QStringLiteral("import"), rosterFile })
                .exitCode,
            0);
        const QString badFile = dir.filePath(QStringLiteral("bad.md"));
        QFile bad(badFile);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write((QStringLiteral("| Organization | Representative |\n|---|---|\n| Org | %1 |\n")
                       .arg(hostileText(QStringLiteral("not a login"))))
                      .toUtf8());
        bad.close();
        const Run failed =
            run(ws + QStringList { QStringLiteral("roster"), QStringLiteral("import"), badFile });
        QVERIFY(failed.exitCode != 0);
        QVERIFY2(failed.err.contains("not a login"), failed.err.constData());
        QCOMPARE(terminalProblems(failed.err), QString());

        // Something in the outbox, so "outbox" has a line for it.
        QCOMPARE(run(ws
                     + QStringList { QStringLiteral("checklist"), QString::number(number),
                                     QStringLiteral("security-policy"), QStringLiteral("gap") })
                     .exitCode,
                 0);
        QCOMPARE(run(ws + QStringList { QStringLiteral("request-info"), QString::number(number) })
                     .exitCode,
                 0);

        const QList<QStringList> commands {
            { QStringLiteral("list") },
            { QStringLiteral("list"), QStringLiteral("--json") },
            { QStringLiteral("show"), QString::number(number) },
            { QStringLiteral("show"), QString::number(number), QStringLiteral("--json") },
            { QStringLiteral("roster") },
            { QStringLiteral("roster"), QStringLiteral("--json") },
            { QStringLiteral("outbox") },
            { QStringLiteral("outbox"), QStringLiteral("--json") },
            { QStringLiteral("request-info"), QString::number(number),
              QStringLiteral("--preview") },
        };
        for (const QStringList &command : commands) {
            const Run result = run(ws + command);
            const QString name = command.join(QLatin1Char(' '));
            QVERIFY2(result.exitCode == 0,
                     qPrintable(name + QStringLiteral(": ") + QString::fromUtf8(result.err)));
            QVERIFY2(
                terminalProblems(result.out).isEmpty(),
                qPrintable(name + QStringLiteral(" (stdout): ") + terminalProblems(result.out)));
            QVERIFY2(
                terminalProblems(result.err).isEmpty(),
                qPrintable(name + QStringLiteral(" (stderr): ") + terminalProblems(result.err)));
        }

        // The plain list shows the tampering; one line per application.
        const Run list = run(ws + QStringList { QStringLiteral("list") });
        QVERIFY2(list.out.contains("Platform"), list.out.constData());
        QVERIFY(QString::fromUtf8(list.out).contains(QStringLiteral("\uFFFDgnp.exe\uFFFD")));
        QCOMPARE(list.out.count('\n'), 1);
        // JSON keeps every character: what the server sent comes back exactly.
        const Run json = run(ws + QStringList { QStringLiteral("list"), QStringLiteral("--json") });
        QJsonParseError error;
        const QJsonArray applications = QJsonDocument::fromJson(json.out, &error).array();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(applications.size(), 1);
        QCOMPARE(applications.at(0).toObject().value(QStringLiteral("title")).toString(), title);
        QCOMPARE(applications.at(0).toObject().value(QStringLiteral("author")).toString(),
                 QStringLiteral("evil\u202Elogin\u001b[0m"));
        QVERIFY(json.out.contains("\\u202e"));
    }

    void checklistSetsStatusesShownByShowAndList()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(
            QStringLiteral("[ACP Application]: Nordlicht NPU"),
            QStringLiteral("### Platform name\n\nNordlicht NPU\n\n"
                           "### Security policy\n\nhttps://nordlicht.example/SECURITY.md\n"));
        server.addComment(
            number, QStringLiteral("applicant"),
            QStringLiteral(
                "Our security policy now has timelines: https://nordlicht.example/policy-v2"));
        server.addComment(
            number, QStringLiteral("wg-cochair"),
            QStringLiteral("Security policy: see https://cochair.example/not-evidence"));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);

        const Run set = run(ws
                            + QStringList { QStringLiteral("checklist"), QString::number(number),
                                            QStringLiteral("security-policy"),
                                            QStringLiteral("gap"), QStringLiteral("--note"),
                                            QStringLiteral("No *disclosure* timeline.") });
        QVERIFY2(set.exitCode == 0, set.err.constData());
        QVERIFY2(set.out.contains("security-policy: gap"), set.out.constData());

        auto securityItem = [&](QJsonObject *application = nullptr) {
            const Run show = run(ws
                                 + QStringList { QStringLiteral("show"), QString::number(number),
                                                 QStringLiteral("--json") });
            const QJsonObject app = QJsonDocument::fromJson(show.out).object();
            if (application)
                *application = app;
            for (const QJsonValue &item : app.value(QStringLiteral("checklist")).toArray()) {
                if (item.toObject().value(QStringLiteral("id")).toString()
                    == QLatin1String("security-policy"))
                    return item.toObject();
            }
            return QJsonObject();
        };
        QJsonObject app;
        QJsonObject item = securityItem(&app);
        QCOMPARE(app.value(QStringLiteral("checklist")).toArray().size(), 10);
        QCOMPARE(item.value(QStringLiteral("title")).toString(), QStringLiteral("Security policy"));
        QCOMPARE(item.value(QStringLiteral("group")).toString(), QStringLiteral("Maintenance"));
        QCOMPARE(item.value(QStringLiteral("status")).toString(), QStringLiteral("gap"));
        QCOMPARE(item.value(QStringLiteral("note")).toString(),
                 QStringLiteral("No *disclosure* timeline."));
        QCOMPARE(item.value(QStringLiteral("sections")).toArray(),
                 QJsonArray { QStringLiteral("Security policy") });
        // Evidence: the form's link, then the submitter's; never another commenter's.
        const QJsonArray evidence = item.value(QStringLiteral("evidence")).toArray();
        QCOMPARE(evidence.size(), 2);
        QCOMPARE(evidence.at(0).toObject().value(QStringLiteral("url")).toString(),
                 QStringLiteral("https://nordlicht.example/SECURITY.md"));
        QCOMPARE(evidence.at(0).toObject().value(QStringLiteral("source")).toString(),
                 QStringLiteral("section"));
        QCOMPARE(evidence.at(1).toObject().value(QStringLiteral("url")).toString(),
                 QStringLiteral("https://nordlicht.example/policy-v2"));
        QCOMPARE(evidence.at(1).toObject().value(QStringLiteral("source")).toString(),
                 QStringLiteral("comment"));
        QCOMPARE(evidence.at(1).toObject().value(QStringLiteral("author")).toString(),
                 QStringLiteral("applicant"));
        QVERIFY(!QJsonDocument(app.value(QStringLiteral("checklist")).toArray())
                     .toJson()
                     .contains("cochair.example"));
        QVERIFY(!QJsonDocument(app.value(QStringLiteral("evidence")).toArray())
                     .toJson()
                     .contains("cochair.example"));
        QCOMPARE(app.value(QStringLiteral("unmapped_sections")).toArray(),
                 QJsonArray { QStringLiteral("Platform name") });

        // Without --note the note stays; the text form of show prints the checklist.
        QCOMPARE(run(ws
                     + QStringList { QStringLiteral("checklist"), QString::number(number),
                                     QStringLiteral("security-policy"), QStringLiteral("met") })
                     .exitCode,
                 0);
        QCOMPARE(
            run(ws
                + QStringList { QStringLiteral("checklist"), QString::number(number),
                                QStringLiteral("release-gap"), QStringLiteral("needs-judgment") })
                .exitCode,
            0);
        item = securityItem();
        QCOMPARE(item.value(QStringLiteral("status")).toString(), QStringLiteral("met"));
        QCOMPARE(item.value(QStringLiteral("note")).toString(),
                 QStringLiteral("No *disclosure* timeline."));
        const Run text = run(ws + QStringList { QStringLiteral("show"), QString::number(number) });
        QVERIFY(text.out.contains("2/10 reviewed: 1 met, 1 needs judgment"));
        QVERIFY(text.out.contains("No *disclosure* timeline."));

        const Run list = run(ws + QStringList { QStringLiteral("list"), QStringLiteral("--json") });
        const QJsonObject progress = QJsonDocument::fromJson(list.out)
                                         .array()
                                         .at(0)
                                         .toObject()
                                         .value(QStringLiteral("checklist"))
                                         .toObject();
        QCOMPARE(progress.value(QStringLiteral("met")).toInt(), 1);
        QCOMPARE(progress.value(QStringLiteral("needs-judgment")).toInt(), 1);
        QCOMPARE(progress.value(QStringLiteral("gap")).toInt(), 0);
        QCOMPARE(progress.value(QStringLiteral("unreviewed")).toInt(), 8);
        QCOMPARE(progress.value(QStringLiteral("total")).toInt(), 10);

        // An edit on GitHub and a sync leave the checklist alone; an empty --note clears it.
        server.editIssue(number, QStringLiteral("[ACP Application]: Nordlicht NPU"),
                         QStringLiteral("### Security policy\n\n_No response_\n"));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);
        item = securityItem();
        QCOMPARE(item.value(QStringLiteral("status")).toString(), QStringLiteral("met"));
        QCOMPARE(item.value(QStringLiteral("evidence")).toArray().size(), 1);
        QCOMPARE(run(ws
                     + QStringList { QStringLiteral("checklist"), QString::number(number),
                                     QStringLiteral("security-policy"), QStringLiteral("met"),
                                     QStringLiteral("--note"), QString() })
                     .exitCode,
                 0);
        QCOMPARE(securityItem().value(QStringLiteral("note")).toString(), QString());
    }

    void checklistErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("phrase");
        const QString checklist = QStringLiteral("checklist");
        QTest::newRow("no arguments")
            << QStringList { checklist } << 2
            << QByteArray("needs an issue number, a requirement and a status");
        QTest::newRow("missing status")
            << QStringList { checklist, QStringLiteral("12"), QStringLiteral("package") } << 2
            << QByteArray("needs an issue number");
        QTest::newRow("not a number")
            << QStringList { checklist, QStringLiteral("twelve"), QStringLiteral("package"),
                             QStringLiteral("met") }
            << 2 << QByteArray("needs an issue number");
        QTest::newRow("unknown requirement")
            << QStringList { checklist, QStringLiteral("12"), QStringLiteral("fuzzing"),
                             QStringLiteral("met") }
            << 2
            << QByteArray("Unknown requirement \xe2\x80\x9c"
                          "fuzzing");
        QTest::newRow("unknown status")
            << QStringList { checklist, QStringLiteral("12"), QStringLiteral("package"),
                             QStringLiteral("approved") }
            << 2
            << QByteArray("Unknown status \xe2\x80\x9c"
                          "approved");
        QTest::newRow("unknown number")
            << QStringList { checklist, QStringLiteral("999"), QStringLiteral("package"),
                             QStringLiteral("met") }
            << 1 << QByteArray("#999 is not in the cache");
        QTest::newRow("note on another command")
            << QStringList { QStringLiteral("list"), QStringLiteral("--note"), QStringLiteral("x") }
            << 2 << QByteArray("--note belongs to the");
    }

    void checklistErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, phrase);
        QTemporaryDir dir;
        const QStringList demo { QStringLiteral("--demo"), QStringLiteral("--db"),
                                 dir.filePath(QStringLiteral("demo.sqlite3")) };
        QCOMPARE(run(demo + QStringList { QStringLiteral("list") }).exitCode, 0);
        const Run result = run(demo + arguments);
        QCOMPARE(result.exitCode, exitCode);
        QVERIFY2(result.err.contains(phrase), result.err.constData());
        QCOMPARE(result.err.trimmed().count('\n'), 0);
        QVERIFY(result.out.isEmpty());
        // Nothing was recorded.
        const Run list =
            run(demo + QStringList { QStringLiteral("list"), QStringLiteral("--json") });
        for (const QJsonValue &app : QJsonDocument::fromJson(list.out).array())
            QCOMPARE(app.toObject()
                         .value(QStringLiteral("checklist"))
                         .toObject()
                         .value(QStringLiteral("unreviewed"))
                         .toInt(),
                     10);
    }

    void checklistInTheDemoWorkspace()
    {
        QTemporaryDir dir;
        const QStringList demo { QStringLiteral("--demo"), QStringLiteral("--db"),
                                 dir.filePath(QStringLiteral("demo.sqlite3")) };
        const Run set = run(demo
                            + QStringList { QStringLiteral("checklist"), QStringLiteral("7"),
                                            QStringLiteral("release-gap"), QStringLiteral("gap"),
                                            QStringLiteral("--note"),
                                            QStringLiteral("2.7 while 2.10 is current."),
                                            QStringLiteral("--json") });
        QVERIFY2(set.exitCode == 0, set.err.constData());
        const QJsonObject item = QJsonDocument::fromJson(set.out).object();
        QCOMPARE(item.value(QStringLiteral("number")).toInt(), 7);
        QCOMPARE(item.value(QStringLiteral("id")).toString(), QStringLiteral("release-gap"));
        QCOMPARE(item.value(QStringLiteral("status")).toString(), QStringLiteral("gap"));
        QCOMPARE(item.value(QStringLiteral("sections")).toArray(),
                 QJsonArray { QStringLiteral("Release gap") });
        // The demo data is reloaded on every start; the reviewer's checklist survives it.
        const Run show = run(demo
                             + QStringList { QStringLiteral("show"), QStringLiteral("7"),
                                             QStringLiteral("--json") });
        const QJsonArray checklist =
            QJsonDocument::fromJson(show.out).object().value(QStringLiteral("checklist")).toArray();
        QCOMPARE(checklist.at(8).toObject().value(QStringLiteral("note")).toString(),
                 QStringLiteral("2.7 while 2.10 is current."));
    }

    void errorsAreOneSentenceAndNonZero_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("phrase");
        QTest::newRow("unknown command")
            << QStringList { QStringLiteral("frobnicate") } << 2 << QByteArray("Unknown command");
        QTest::newRow("show without number")
            << QStringList { QStringLiteral("show") } << 2 << QByteArray("needs one issue number");
        QTest::newRow("show unknown number")
            << QStringList { QStringLiteral("show"), QStringLiteral("999") } << 1
            << QByteArray("not in the cache");
        QTest::newRow("bad repository name")
            << QStringList { QStringLiteral("--repo"), QStringLiteral("no-slash"),
                             QStringLiteral("list") }
            << 1 << QByteArray("OWNER/NAME");
        QTest::newRow("unknown option")
            << QStringList { QStringLiteral("--colour"), QStringLiteral("list") } << 2
            << QByteArray("colour");
    }

    void errorsAreOneSentenceAndNonZero()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, phrase);
        QTemporaryDir dir;
        const Run result =
            run(QStringList { QStringLiteral("--db"), dir.filePath(QStringLiteral("ws.sqlite3")) }
                + arguments);
        QCOMPARE(result.exitCode, exitCode);
        QVERIFY2(result.err.contains(phrase), result.err.constData());
        QCOMPARE(result.err.trimmed().count('\n'), 0);
        QVERIFY(result.out.isEmpty());
    }

    void missingRepositoryIsAClearError()
    {
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("acp"));
        QVERIFY(server.listen());
        QTemporaryDir dir;
        const Run result =
            run({ QStringLiteral("--db"), dir.filePath(QStringLiteral("ws.sqlite3")),
                  QStringLiteral("--api-url"), server.apiUrl().toString(), QStringLiteral("--repo"),
                  QStringLiteral("acme/missing"), QStringLiteral("sync") });
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("acme/missing"), result.err.constData());
    }

    void unreachableServerFailsCleanly()
    {
        // A port nothing listens on: the sync fails with a sentence, the cache stays usable.
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const QString apiUrl = QStringLiteral("http://127.0.0.1:%1").arg(closed.serverPort());
        closed.close();
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("ws.sqlite3"));
        const Run result = run({ QStringLiteral("--db"), db, QStringLiteral("--api-url"), apiUrl,
                                 QStringLiteral("sync") });
        QCOMPARE(result.exitCode, 1);
        QVERIFY(!result.err.isEmpty());
        const Run list =
            run({ QStringLiteral("--db"), db, QStringLiteral("list"), QStringLiteral("--json") });
        QCOMPARE(list.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(list.out).array().size(), 0);
    }

    void terminationCancelsTheSyncCleanly()
    {
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("acp"));
        QVERIFY(server.listen());
        server.populate(20, 10);
        GitHubTestServer::Fault slow;
        slow.kind = GitHubTestServer::FaultKind::Slow;
        slow.pathContains = QStringLiteral("/issues?");
        slow.delayMs = 60000;
        server.injectFault(slow);
        QTemporaryDir dir;

        QProcess process;
        process.setProcessEnvironment(acp::test::isolatedEnvironment(m_home.path()));
        // The repository request is answered at once; the issue listing hangs until SIGTERM.
        QSignalSpy served(&server, &GitHubTestServer::requestServed);
        QSignalSpy finished(&process, &QProcess::finished);
        process.start(QStringLiteral(ACP_WORKBENCH_EXECUTABLE),
                      workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")))
                          + QStringList { QStringLiteral("sync") });
        QVERIFY(served.wait(20000));
        process.terminate();
        QVERIFY(finished.wait(20000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        QVERIFY(process.readAllStandardError().contains("cancelled"));
    }

    // ---- Co-chair actions and the outbox --------------------------------------------------

    static int markerCount(const GitHubTestServer &server, const QString &uuid)
    {
        int count = 0;
        for (const auto &comment : server.comments()) {
            if (comment.body.contains(
                    QStringLiteral("<!-- acp-workbench:action=%1 -->").arg(uuid))) {
                ++count;
            }
        }
        return count;
    }

    static GitHubTestServer::IssueData serverIssue(const GitHubTestServer &server, int number)
    {
        for (const auto &issue : server.issues()) {
            if (issue.number == number) {
                return issue;
            }
        }
        return {};
    }

    static QStringList sortedLabels(const GitHubTestServer &server, int number)
    {
        QStringList labels = serverIssue(server, number).labels;
        labels.sort();
        return labels;
    }

    void coChairActionsQueueOfflineAndPushOnce()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(
            QStringLiteral("[ACP Application]: Nordlicht NPU"),
            QStringLiteral(
                "### Platform name\n\nNordlicht NPU\n\n### Security policy\n\n_No response_\n"),
            QStringLiteral("nordlicht-dev"), { QStringLiteral("new") });
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        const QString n = QString::number(number);
        const QString token = QStringLiteral("test-token-123");
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);

        // Nothing marked yet: nothing to ask.
        const Run noGaps = run(ws + QStringList { QStringLiteral("request-info"), n });
        QCOMPARE(noGaps.exitCode, 1);
        QVERIFY2(noGaps.err.contains("gap"), noGaps.err.constData());
        QCOMPARE(noGaps.err.trimmed().count('\n'), 0);

        QCOMPARE(
            run(ws
                + QStringList { QStringLiteral("checklist"), n, QStringLiteral("security-policy"),
                                QStringLiteral("gap"), QStringLiteral("--note"),
                                QStringLiteral("No disclosure timeline.") })
                .exitCode,
            0);
        const Run preview = run(
            ws + QStringList { QStringLiteral("request-info"), n, QStringLiteral("--preview") });
        QVERIFY2(preview.exitCode == 0, preview.err.constData());
        QVERIFY(preview.out.contains("No disclosure timeline."));
        QVERIFY(preview.out.contains("<!-- acp-workbench:action="));
        QCOMPARE(
            QJsonDocument::fromJson(
                run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("--json") }).out)
                .array()
                .size(),
            0);

        // Queued without a token or network: the outbox is local.
        const Run queued =
            run(ws + QStringList { QStringLiteral("request-info"), n, QStringLiteral("--json") });
        QVERIFY2(queued.exitCode == 0, queued.err.constData());
        const QJsonObject action = QJsonDocument::fromJson(queued.out).object();
        QCOMPARE(action.value(QStringLiteral("kind")).toString(), QStringLiteral("request-info"));
        QCOMPARE(action.value(QStringLiteral("state")).toString(), QStringLiteral("queued"));
        QCOMPARE(action.value(QStringLiteral("issue")).toInt(), number);
        const QString requestUuid = action.value(QStringLiteral("uuid")).toString();
        QVERIFY(action.value(QStringLiteral("comment_to_post")).toString().contains(requestUuid));
        QCOMPARE(action.value(QStringLiteral("add_labels")).toArray(),
                 QJsonArray { QStringLiteral("needs-info") });
        QCOMPARE(server.comments().size(), 0);

        // Someone else labels the issue meanwhile; their label survives the push.
        server.setIssueLabels(number, { QStringLiteral("new"), QStringLiteral("priority") });
        const Run push = run(ws + QStringList { QStringLiteral("push") }, token);
        QVERIFY2(push.exitCode == 0, push.err.constData());
        QVERIFY(push.out.contains("Sent"));
        QCOMPARE(markerCount(server, requestUuid), 1);
        QCOMPARE(sortedLabels(server, number),
                 (QStringList { QStringLiteral("needs-info"), QStringLiteral("priority") }));

        const Run list =
            run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("--json") });
        const QJsonObject sent = QJsonDocument::fromJson(list.out).array().at(0).toObject();
        QCOMPARE(sent.value(QStringLiteral("state")).toString(), QStringLiteral("sent"));
        QCOMPARE(sent.value(QStringLiteral("remote"))
                     .toObject()
                     .value(QStringLiteral("comment_id"))
                     .toInteger(),
                 server.comments().last().id);

        // The submitter answers; the vote starts; the decision is recorded.
        server.addComment(number, QStringLiteral("nordlicht-dev"),
                          QStringLiteral("SECURITY.md now has timelines."));
        // With no minimum wait (Preferences), so that this test may decide at once: the vote has
        // no roster, so nobody's ballot can change its result.
        const QHash<QString, QString> noWait { { QStringLiteral("XDG_CONFIG_HOME"),
                                                 dir.filePath(QStringLiteral("config")) } };
        {
            QSettings conf(dir.filePath(QStringLiteral("config/acp-workbench/acp-workbench.conf")),
                           QSettings::IniFormat);
            conf.setValue(QStringLiteral("actions/voteMinimumDays"), 0);
        }
        const QString closes = QDate::currentDate().addDays(10).toString(Qt::ISODate);
        QCOMPARE(run(ws
                         + QStringList { QStringLiteral("start-vote"), n,
                                         QStringLiteral("--closes"), closes },
                     {}, noWait)
                     .exitCode,
                 0);
        const Run votePush = run(ws + QStringList { QStringLiteral("push") }, token);
        QVERIFY2(votePush.exitCode == 0, votePush.err.constData());
        QCOMPARE(sortedLabels(server, number),
                 (QStringList { QStringLiteral("priority"), QStringLiteral("voting") }));
        QVERIFY(
            server.comments().last().body.contains(QStringLiteral("<!-- acp-workbench:vote -->")));
        QVERIFY(server.comments().last().body.contains(closes));
        QVERIFY(server.comments().last().body.contains(
            QStringLiteral("<!-- acp-workbench:vote-earliest-close=%1 -->")
                .arg(QDate::currentDate().toString(Qt::ISODate))));

        const Run decide = run(
            ws
            + QStringList { QStringLiteral("decide"), n, QStringLiteral("approved"),
                            QStringLiteral("--reason"), QStringLiteral("Meets every requirement."),
                            QStringLiteral("--tally"), QStringLiteral("5 approve, 1 reject") });
        QVERIFY2(decide.exitCode == 0, decide.err.constData());
        QVERIFY(decide.out.contains("close (completed)"));
        const Run decidePush = run(ws + QStringList { QStringLiteral("push") }, token);
        QVERIFY2(decidePush.exitCode == 0, decidePush.err.constData());
        const auto closed = serverIssue(server, number);
        QCOMPARE(closed.state, QStringLiteral("closed"));
        QCOMPARE(closed.stateReason, QStringLiteral("completed"));
        QCOMPARE(sortedLabels(server, number),
                 (QStringList { QStringLiteral("approved"), QStringLiteral("priority") }));
        QVERIFY(server.comments().last().body.contains(QStringLiteral("Meets every requirement.")));
        QVERIFY(server.comments().last().body.contains(QStringLiteral("5 approve, 1 reject")));
        QCOMPARE(server.comments().size(), 4); // three actions and the submitter's answer

        // show --json carries the issue's outbox; the audit log exports as CSV.
        const QJsonObject shown =
            QJsonDocument::fromJson(
                run(ws + QStringList { QStringLiteral("show"), n, QStringLiteral("--json") }).out)
                .object();
        const QJsonArray outbox = shown.value(QStringLiteral("outbox")).toArray();
        QCOMPARE(outbox.size(), 3);
        for (const QJsonValue &value : outbox) {
            QCOMPARE(value.toObject().value(QStringLiteral("state")).toString(),
                     QStringLiteral("sent"));
            QCOMPARE(markerCount(server, value.toObject().value(QStringLiteral("uuid")).toString()),
                     1);
        }
        QCOMPARE(shown.value(QStringLiteral("review_state")).toString(),
                 QStringLiteral("approved"));
        const Run audit =
            run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("audit") });
        QCOMPARE(audit.exitCode, 0);
        QVERIFY(audit.out.startsWith("at,actor,action,issue,kind,event,detail"));
        QVERIFY(audit.out.contains(",sent,"));
        const Run due = run(ws + QStringList { QStringLiteral("due"), QStringLiteral("--json") });
        QCOMPARE(due.exitCode, 0);
        const QJsonArray dueItems = QJsonDocument::fromJson(due.out).array();
        QCOMPARE(dueItems.size(), 1);
        QCOMPARE(dueItems.at(0).toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("periodic-review"));
        // Six months after the decision comment, on GitHub's (here: the test server's) clock.
        const QDate decided = server.comments().last().createdAt.toLocalTime().date();
        QCOMPARE(dueItems.at(0).toObject().value(QStringLiteral("due")).toString(),
                 decided.addMonths(6).toString(Qt::ISODate));

        const Run nothing = run(ws + QStringList { QStringLiteral("push") }, token);
        QCOMPARE(nothing.exitCode, 0);
        QVERIFY(nothing.out.contains("Nothing to push"));
    }

    void pushExitsNonZeroWhenAnActionIsBlocked()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(QStringLiteral("[ACP Application]: Nordlicht NPU"),
                                           QStringLiteral("### Platform name\n\nNordlicht NPU\n"),
                                           QStringLiteral("dev"), { QStringLiteral("voting") });
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        const QString n = QString::number(number);
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);
        // A decision states its reasons.
        const auto bare =
            run(ws + QStringList { QStringLiteral("decide"), n, QStringLiteral("declined") });
        QVERIFY(bare.exitCode != 0);
        QVERIFY2(bare.err.contains("reasons"), bare.err.constData());
        QCOMPARE(run(ws
                     + QStringList { QStringLiteral("decide"), n, QStringLiteral("declined"),
                                     QStringLiteral("--reason"), QStringLiteral("Withdrawn.") })
                     .exitCode,
                 0);
        // Another co-chair already recorded a decision.
        server.setIssueLabels(number, { QStringLiteral("approved") });
        server.closeIssue(number);
        server.clearRequests();

        const Run push = run(ws + QStringList { QStringLiteral("push") }, QStringLiteral("t"));
        QCOMPARE(push.exitCode, 1);
        QVERIFY2(push.out.contains("Blocked"), push.out.constData());
        QVERIFY2(push.err.contains("unsent"), push.err.constData());
        QCOMPARE(push.err.trimmed().count('\n'), 0);
        for (const auto &request : server.requests()) {
            QCOMPARE(request.method, QByteArray("GET"));
        }
        const QJsonObject blocked =
            QJsonDocument::fromJson(
                run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("--json") }).out)
                .array()
                .at(0)
                .toObject();
        QCOMPARE(blocked.value(QStringLiteral("state")).toString(), QStringLiteral("blocked"));
        QVERIFY(blocked.value(QStringLiteral("last_error"))
                    .toString()
                    .contains(QStringLiteral("approved")));
        const QString id = QString::number(blocked.value(QStringLiteral("id")).toInteger());

        QCOMPARE(run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("cancel"), id })
                     .exitCode,
                 0);
        const Run again = run(ws + QStringList { QStringLiteral("push") }, QStringLiteral("t"));
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(server.comments().size(), 0);
        const Run cancelAgain =
            run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("cancel"), id });
        QCOMPARE(cancelAgain.exitCode, 1);
        QVERIFY(cancelAgain.err.contains("cancelled"));
    }

    void killedPushResumesWithoutDuplicate()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number = server.addIssue(QStringLiteral("[ACP Application]: Nordlicht NPU"),
                                           QStringLiteral("### Platform name\n\nNordlicht NPU\n"),
                                           QStringLiteral("dev"), { QStringLiteral("new") });
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);
        const Run queued = run(ws
                               + QStringList { QStringLiteral("start-vote"),
                                               QString::number(number), QStringLiteral("--json") });
        QCOMPARE(queued.exitCode, 0);
        const QString uuid =
            QJsonDocument::fromJson(queued.out).object().value(QStringLiteral("uuid")).toString();

        // GitHub commits the comment but the answer hangs; the process is killed meanwhile.
        GitHubTestServer::Fault stall;
        stall.kind = GitHubTestServer::FaultKind::SlowAfterCommit;
        stall.pathContains = QStringLiteral("/issues/%1/comments").arg(number);
        stall.delayMs = 120000;
        server.injectFault(stall);
        QProcess process;
        QProcessEnvironment env = acp::test::isolatedEnvironment(m_home.path());
        env.insert(QStringLiteral("GH_ENTERPRISE_TOKEN"), QStringLiteral("t"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(ACP_WORKBENCH_EXECUTABLE),
                      ws
                          + QStringList { QStringLiteral("--allow-insecure-http-token"),
                                          QStringLiteral("push") });
        QVERIFY(process.waitForStarted(10000));
        const auto posted = [&server] {
            for (const auto &request : server.requests()) {
                if (request.method == "POST"
                    && request.pathAndQuery.contains(QStringLiteral("/comments"))) {
                    return true;
                }
            }
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(posted(), 30000);
        process.kill(); // SIGKILL: no cleanup at all
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(markerCount(server, uuid), 1);
        const QJsonObject left =
            QJsonDocument::fromJson(
                run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("--json") }).out)
                .array()
                .at(0)
                .toObject();
        QCOMPARE(left.value(QStringLiteral("state")).toString(), QStringLiteral("sending"));

        const Run again = run(ws + QStringList { QStringLiteral("push") }, QStringLiteral("t"));
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(markerCount(server, uuid), 1);
        int posts = 0;
        for (const auto &request : server.requests()) {
            posts += request.method == "POST"
                    && request.pathAndQuery.contains(QStringLiteral("/comments"))
                ? 1
                : 0;
        }
        QCOMPARE(posts, 1);
        QCOMPARE(sortedLabels(server, number), QStringList { QStringLiteral("voting") });
    }

    void coChairCommandErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("phrase");
        QTest::newRow("request-info without number")
            << QStringList { QStringLiteral("request-info") } << 2
            << QByteArray("needs one issue number");
        QTest::newRow("decide without outcome")
            << QStringList { QStringLiteral("decide"), QStringLiteral("3") } << 2
            << QByteArray("approved or declined");
        QTest::newRow("decide maybe")
            << QStringList { QStringLiteral("decide"), QStringLiteral("3"),
                             QStringLiteral("maybe") }
            << 2 << QByteArray("maybe");
        QTest::newRow("bad closing date")
            << QStringList { QStringLiteral("start-vote"), QStringLiteral("3"),
                             QStringLiteral("--closes"), QStringLiteral("soon") }
            << 2 << QByteArray("YYYY-MM-DD");
        QTest::newRow("option of another command")
            << QStringList { QStringLiteral("list"), QStringLiteral("--reason"),
                             QStringLiteral("x") }
            << 2 << QByteArray("--reason");
        QTest::newRow("uncached application")
            << QStringList { QStringLiteral("start-vote"), QStringLiteral("999") } << 1
            << QByteArray("not in the cache");
        QTest::newRow("unknown action")
            << QStringList { QStringLiteral("outbox"), QStringLiteral("cancel"),
                             QStringLiteral("99") }
            << 1 << QByteArray("no action 99");
        QTest::newRow("unknown outbox verb")
            << QStringList { QStringLiteral("outbox"), QStringLiteral("purge") } << 2
            << QByteArray("purge");
        QTest::newRow("push in the demo")
            << QStringList { QStringLiteral("--demo"), QStringLiteral("push") } << 2
            << QByteArray("demo");
    }

    void coChairCommandErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, phrase);
        QTemporaryDir dir;
        const Run result =
            run(QStringList { QStringLiteral("--db"), dir.filePath(QStringLiteral("ws.sqlite3")) }
                + arguments);
        QCOMPARE(result.exitCode, exitCode);
        QVERIFY2(result.err.contains(phrase), result.err.constData());
        QCOMPARE(result.err.trimmed().count('\n'), 0);
        QVERIFY(result.out.isEmpty());
    }

    void demoWorkspaceListsWithoutNetwork()
    {
        QTemporaryDir dir;
        const Run list = run({ QStringLiteral("--demo"), QStringLiteral("--db"),
                               dir.filePath(QStringLiteral("demo.sqlite3")), QStringLiteral("list"),
                               QStringLiteral("--json") });
        QVERIFY2(list.exitCode == 0, list.err.constData());
        const QJsonArray applications = QJsonDocument::fromJson(list.out).array();
        QVERIFY(applications.size() >= 4);
        QSet<QString> states;
        for (const QJsonValue &value : applications) {
            states.insert(value.toObject().value(QStringLiteral("review_state")).toString());
        }
        QVERIFY2(states.size() >= 4,
                 qPrintable(QStringList(states.values()).join(QLatin1Char(','))));
        const Run sync =
            run({ QStringLiteral("--demo"), QStringLiteral("--db"),
                  dir.filePath(QStringLiteral("demo.sqlite3")), QStringLiteral("sync") });
        QCOMPARE(sync.exitCode, 2);
        QVERIFY(sync.err.contains("demo"));
    }

    // The team's reviews on the issue beside the reviewer's own: demo #12 has a co-chair's
    // hand-written table; setting a different status of one's own marks a disagreement.
    void reviewsBesideMine()
    {
        QTemporaryDir dir;
        const QStringList demo { QStringLiteral("--demo"), QStringLiteral("--db"),
                                 dir.filePath(QStringLiteral("demo.sqlite3")) };
        const Run none =
            run(demo + QStringList { QStringLiteral("reviews"), QStringLiteral("24") });
        QCOMPARE(none.exitCode, 0);
        QVERIFY2(none.out.contains("No review of #24"), none.out.constData());
        QCOMPARE(run(demo + QStringList { QStringLiteral("reviews") }).exitCode, 2);

        QCOMPARE(run(demo
                     + QStringList { QStringLiteral("checklist"), QStringLiteral("12"),
                                     QStringLiteral("working-ci"), QStringLiteral("met") })
                     .exitCode,
                 0);
        const Run json = run(demo
                             + QStringList { QStringLiteral("reviews"), QStringLiteral("12"),
                                             QStringLiteral("--json") });
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonObject object = QJsonDocument::fromJson(json.out).object();
        const QJsonArray reviews = object.value(QStringLiteral("reviews")).toArray();
        // Ana's by hand, then Ben's with the workbench (thread order).
        QCOMPARE(reviews.size(), 2);
        QCOMPARE(reviews.at(1).toObject().value(QStringLiteral("source")).toString(),
                 QStringLiteral("workbench"));
        QCOMPARE(reviews.at(1).toObject().value(QStringLiteral("author")).toString(),
                 QStringLiteral("wg-cochair-ben"));
        const QJsonObject review = reviews.at(0).toObject();
        QCOMPARE(review.value(QStringLiteral("author")).toString(),
                 QStringLiteral("wg-cochair-ana"));
        QCOMPARE(review.value(QStringLiteral("source")).toString(), QStringLiteral("hand-written"));
        QCOMPARE(review.value(QStringLiteral("items")).toArray().size(), 10);
        const QJsonObject workingCi =
            review.value(QStringLiteral("items")).toArray().at(2).toObject();
        QCOMPARE(workingCi.value(QStringLiteral("id")).toString(), QStringLiteral("working-ci"));
        QCOMPARE(workingCi.value(QStringLiteral("status")).toString(),
                 QStringLiteral("needs-judgment"));
        QVERIFY(
            workingCi.value(QStringLiteral("note")).toString().startsWith(QStringLiteral("TPE-2")));
        QCOMPARE(
            object.value(QStringLiteral("mine")).toObject().value(QStringLiteral("working-ci")),
            QJsonValue(QStringLiteral("met")));
        QCOMPARE(object.value(QStringLiteral("disagreements")).toArray(),
                 (QJsonArray { QStringLiteral("working-ci"), QStringLiteral("ci-integration") }));

        const Run text =
            run(demo + QStringList { QStringLiteral("reviews"), QStringLiteral("12") });
        QVERIFY2(text.out.contains("@wg-cochair-ana"), text.out.constData());
        QVERIFY2(text.out.contains("≠ working-ci"), text.out.constData());
        QVERIFY2(text.out.contains("@wg-cochair-ben published a review with the workbench"),
                 text.out.constData());
        QVERIFY(text.out.contains("Reviewers disagree on: working-ci, ci-integration."));

        // "list" summarizes them, as the window's list does, and --disagreements filters.
        const Run listed = run(demo + QStringList { QStringLiteral("list") });
        QVERIFY2(listed.out.contains("2 reviews, differing on working-ci, ci-integration"),
                 listed.out.constData());
        const Run differing =
            run(demo + QStringList { QStringLiteral("list"), QStringLiteral("--disagreements") });
        QCOMPARE(differing.exitCode, 0);
        QCOMPARE(differing.out.count('\n'), 1);
        QVERIFY(differing.out.startsWith("#12 "));
        const Run listJson = run(demo
                                 + QStringList { QStringLiteral("list"), QStringLiteral("--json"),
                                                 QStringLiteral("--disagreements") });
        const QJsonArray listedJson = QJsonDocument::fromJson(listJson.out).array();
        QCOMPARE(listedJson.size(), 1);
        const QJsonObject team =
            listedJson.at(0).toObject().value(QStringLiteral("reviews")).toObject();
        QCOMPARE(
            team.value(QStringLiteral("reviewers")).toArray(),
            (QJsonArray { QStringLiteral("wg-cochair-ana"), QStringLiteral("wg-cochair-ben") }));
        QCOMPARE(team.value(QStringLiteral("disagreements")).toArray().size(), 2);
        QCOMPARE(run(demo
                     + QStringList { QStringLiteral("show"), QStringLiteral("12"),
                                     QStringLiteral("--disagreements") })
                     .exitCode,
                 2);

        const Run show = run(demo
                             + QStringList { QStringLiteral("show"), QStringLiteral("12"),
                                             QStringLiteral("--json") });
        const QJsonObject shown = QJsonDocument::fromJson(show.out).object();
        QCOMPARE(shown.value(QStringLiteral("reviews")).toArray().size(), 2);
        QCOMPARE(shown.value(QStringLiteral("review_disagreements")).toArray(),
                 (QJsonArray { QStringLiteral("working-ci"), QStringLiteral("ci-integration") }));

        // Publishing: a private note stays out of the review, a public one goes in.
        QCOMPARE(run(demo
                     + QStringList { QStringLiteral("checklist"), QStringLiteral("12"),
                                     QStringLiteral("security-policy"), QStringLiteral("met"),
                                     QStringLiteral("--note"), QStringLiteral("SECURITY.md") })
                     .exitCode,
                 0);
        QCOMPARE(run(demo
                     + QStringList { QStringLiteral("checklist"), QStringLiteral("12"),
                                     QStringLiteral("working-ci"), QStringLiteral("met"),
                                     QStringLiteral("--note"),
                                     QStringLiteral("Asked Priya off the record"),
                                     QStringLiteral("--private") })
                     .exitCode,
                 0);
        const Run preview =
            run(demo
                + QStringList { QStringLiteral("review"), QStringLiteral("publish"),
                                QStringLiteral("12"), QStringLiteral("--preview") });
        QVERIFY2(preview.exitCode == 0, preview.err.constData());
        QVERIFY2(preview.out.contains("| Security policy | ✅ met | SECURITY.md |"),
                 preview.out.constData());
        QVERIFY(preview.out.contains("| Working CI | ✅ met |  |"));
        QVERIFY(!preview.out.contains("off the record"));
        QVERIFY(preview.out.contains("<!-- acp-workbench:review-status=working-ci:met -->"));
        // The demo workspace never queues anything for GitHub; --private belongs to checklist.
        QCOMPARE(run(demo
                     + QStringList { QStringLiteral("review"), QStringLiteral("publish"),
                                     QStringLiteral("12") })
                     .exitCode,
                 2);
        QCOMPARE(run(demo + QStringList { QStringLiteral("list"), QStringLiteral("--private") })
                     .exitCode,
                 2);
        // A reminder to the organizations that have not voted on #12's running vote.
        const Run remind =
            run(demo
                + QStringList { QStringLiteral("remind"), QStringLiteral("12"),
                                QStringLiteral("--note"), QStringLiteral("See you Thursday."),
                                QStringLiteral("--preview") });
        QVERIFY2(remind.exitCode == 0, remind.err.constData());
        QVERIFY(remind.out.contains("@pinecrest-ode"));
        QVERIFY(remind.out.contains("See you Thursday."));
        QVERIFY(remind.out.contains("<!-- acp-workbench:reminder -->"));
        QCOMPARE(
            run(demo + QStringList { QStringLiteral("remind"), QStringLiteral("12") }).exitCode, 2);
        const Run noVote = run(demo
                               + QStringList { QStringLiteral("remind"), QStringLiteral("21"),
                                               QStringLiteral("--preview") });
        QCOMPARE(noVote.exitCode, 1);
        QVERIFY2(noVote.err.contains("#21"), noVote.err.constData());
        // Request info may draw on a colleague's review, which must exist.
        const Run unknown =
            run(demo
                + QStringList { QStringLiteral("request-info"), QStringLiteral("21"),
                                QStringLiteral("--from-reviews"), QStringLiteral("nobody"),
                                QStringLiteral("--preview") });
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains("No review by @nobody is published on #21."),
                 unknown.err.constData());
        QCOMPARE(run(demo
                     + QStringList { QStringLiteral("list"), QStringLiteral("--from-reviews"),
                                     QStringLiteral("x") })
                     .exitCode,
                 2);
    }

    // --label-mapping and --eligibility-rule choose the files for one run; a file that cannot
    // be used stops the command with its name, rather than run on other rules.
    void ruleFileOptions()
    {
        QTemporaryDir dir;
        const QStringList demo { QStringLiteral("--demo"), QStringLiteral("--db"),
                                 dir.filePath(QStringLiteral("demo.sqlite3")) };
        const auto write = [&dir](const QString &name, const QByteArray &content) {
            QFile file(dir.filePath(name));
            if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size()) {
                return QString();
            }
            return file.fileName();
        };
        const auto stateOf = [](const QByteArray &listJson, int number) {
            for (const QJsonValue &value : QJsonDocument::fromJson(listJson).array()) {
                if (value.toObject().value(QStringLiteral("number")).toInt() == number) {
                    return value.toObject().value(QStringLiteral("review_state")).toString();
                }
            }
            return QString();
        };
        const Run plain =
            run(demo + QStringList { QStringLiteral("list"), QStringLiteral("--json") });
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(stateOf(plain.out, 12), QStringLiteral("voting"));
        // A mapping under which #12's label means nothing: it reads as new.
        const QString mapping = write(QStringLiteral("labels.json"),
                                      "{\"format\": \"acp-label-mapping\", \"version\": 1, "
                                      "\"states\": {\"voting\": \"ballot open\"}}");
        const Run mapped = run(demo
                               + QStringList { QStringLiteral("--label-mapping"), mapping,
                                               QStringLiteral("list"), QStringLiteral("--json") });
        QVERIFY2(mapped.exitCode == 0, mapped.err.constData());
        QCOMPARE(stateOf(mapped.out, 12), QStringLiteral("new"));
        const QString broken = write(QStringLiteral("broken.json"), "{\"format\": 1}");
        const Run refusedMapping = run(
            demo
            + QStringList { QStringLiteral("--label-mapping"), broken, QStringLiteral("list") });
        QCOMPARE(refusedMapping.exitCode, 1);
        QVERIFY2(refusedMapping.err.contains("label mapping is not valid")
                     && refusedMapping.err.contains("broken.json"),
                 refusedMapping.err.constData());
        const Run refusedRule = run(
            demo
            + QStringList { QStringLiteral("--eligibility-rule"), broken, QStringLiteral("list") });
        QCOMPARE(refusedRule.exitCode, 1);
        QVERIFY2(refusedRule.err.contains("eligibility rule is not valid")
                     && refusedRule.err.contains("format"),
                 refusedRule.err.constData());

        // Under the TAC-seat rule, the vote comment names who may not vote and why.
        const QString recent = QDate::currentDate().addDays(-3).toString(Qt::ISODate);
        const QString roster = write(
            QStringLiteral("roster.json"),
            QStringLiteral("{\"organizations\": ["
                           "{\"name\": \"Basalt Cloud\", \"representative\": \"basalt-tomas\", "
                           "\"tac_seat\": true, \"last_active\": \"%1\"},"
                           "{\"name\": \"Halcyon\", \"representative\": \"halcyon-lin\", "
                           "\"last_active\": \"%1\"}]}")
                .arg(recent)
                .toUtf8());
        QCOMPARE(
            run(demo + QStringList { QStringLiteral("roster"), QStringLiteral("import"), roster })
                .exitCode,
            0);
        const QStringList tac { QStringLiteral("--eligibility-rule"),
                                QStringLiteral(ACP_EXAMPLES_DIR "/eligibility-tac-seat.json") };
        const Run preview = run(demo + tac
                                + QStringList { QStringLiteral("start-vote"), QStringLiteral("21"),
                                                QStringLiteral("--preview") });
        QVERIFY2(preview.exitCode == 0, preview.err.constData());
        QVERIFY2(
            preview.out.contains("| Halcyon | @halcyon-lin | — | not eligible (no TAC seat) |"),
            preview.out.constData());
        QVERIFY2(preview.out.contains("| Basalt Cloud | @basalt-tomas | — | eligible |"),
                 preview.out.constData());
        QVERIFY(preview.out.contains("holds a TAC seat and was active within the last 6 months"));
        QVERIFY(preview.out.contains("rule version 2"));
    }

    void requirementsOptionOverridesTheDefinition()
    {
        QTemporaryDir dir;
        const QStringList demo { QStringLiteral("--demo"), QStringLiteral("--db"),
                                 dir.filePath(QStringLiteral("demo.sqlite3")) };
        // A definition without security-policy, made from the built-in one.
        QFile builtIn(QStringLiteral(ACP_TEST_DATA_DIR
                                     "/../../resources/requirements/acp-requirements.json"));
        QVERIFY(builtIn.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(builtIn.readAll()).object();
        QJsonArray kept;
        for (const QJsonValue &value : root.value(QStringLiteral("requirements")).toArray()) {
            if (value.toObject().value(QStringLiteral("id")).toString()
                != QLatin1String("security-policy")) {
                kept.append(value);
            }
        }
        root.insert(QStringLiteral("requirements"), kept);
        root.insert(QStringLiteral("version"), QStringLiteral("cli-test"));
        const QString own = dir.filePath(QStringLiteral("own.json"));
        QFile ownFile(own);
        QVERIFY(ownFile.open(QIODevice::WriteOnly));
        ownFile.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
        ownFile.close();

        const Run show =
            run(demo
                + QStringList { QStringLiteral("--requirements"), own, QStringLiteral("show"),
                                QStringLiteral("21"), QStringLiteral("--json") });
        QVERIFY2(show.exitCode == 0, show.err.constData());
        const QJsonObject shown = QJsonDocument::fromJson(show.out).object();
        QCOMPARE(shown.value(QStringLiteral("requirements_version")).toString(),
                 QStringLiteral("cli-test"));
        const QJsonArray checklist = shown.value(QStringLiteral("checklist")).toArray();
        QCOMPARE(checklist.size(), 9);
        for (const QJsonValue &item : checklist) {
            QVERIFY(item.toObject().value(QStringLiteral("id")).toString()
                    != QLatin1String("security-policy"));
        }
        const Run refused =
            run(demo
                + QStringList { QStringLiteral("--requirements"), own, QStringLiteral("checklist"),
                                QStringLiteral("21"), QStringLiteral("security-policy"),
                                QStringLiteral("met") });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("security-policy"), refused.err.constData());

        // An invalid file: one sentence naming the line and the field, and a non-zero exit.
        root.insert(QStringLiteral("date"), QStringLiteral("yesterday"));
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile brokenFile(broken);
        QVERIFY(brokenFile.open(QIODevice::WriteOnly));
        const QByteArray text = QJsonDocument(root).toJson(QJsonDocument::Indented);
        brokenFile.write(text);
        brokenFile.close();
        const int line = int(text.left(text.indexOf("\"date\"")).count('\n')) + 1;
        const Run list =
            run(demo
                + QStringList { QStringLiteral("--requirements"), broken, QStringLiteral("list") });
        QCOMPARE(list.exitCode, 1);
        QVERIFY(list.out.isEmpty());
        QCOMPARE(list.err.trimmed().count('\n'), 0);
        QVERIFY2(list.err.contains(QStringLiteral("line %1").arg(line).toUtf8()),
                 list.err.constData());
        QVERIFY2(list.err.contains("date"), list.err.constData());
        QVERIFY2(list.err.contains("broken.json"), list.err.constData());

        // An empty value means the built-in definition.
        const Run builtInRun =
            run(demo
                + QStringList { QStringLiteral("--requirements"), QString(), QStringLiteral("show"),
                                QStringLiteral("21"), QStringLiteral("--json") });
        QVERIFY2(builtInRun.exitCode == 0, builtInRun.err.constData());
        QCOMPARE(QJsonDocument::fromJson(builtInRun.out)
                     .object()
                     .value(QStringLiteral("checklist"))
                     .toArray()
                     .size(),
                 10);

        const Run help = run({ QStringLiteral("--help") });
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--requirements <FILE>"));
        QVERIFY(help.out.contains("review/requirementsFile"));
    }

    // The help and the messages follow the user's language; the catalogues are installed before
    // the arguments are read for the output.
    void helpAndErrorsInTheUsersLanguage()
    {
        const auto german =
            QHash<QString, QString> { { QStringLiteral("LC_ALL"), QString() },
                                      { QStringLiteral("LC_MESSAGES"), QString() },
                                      { QStringLiteral("LANGUAGE"), QString() },
                                      { QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8") } };
        const Run english = run({ QStringLiteral("--help") });
        const Run help = run({ QStringLiteral("--help") }, {}, german);
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(english.out.contains("Review applications to the PyTorch Foundation"),
                 english.out.constData());
        QVERIFY2(!help.out.contains("Review applications to the PyTorch Foundation"),
                 help.out.constData());
        QVERIFY2(help.out.contains("--requirements <"),
                 help.out.constData()); // options stay options

        auto japanese = german;
        japanese.insert(QStringLiteral("LANG"), QStringLiteral("ja_JP.UTF-8"));
        const Run unknown = run({ QStringLiteral("frobnicate") }, {}, japanese);
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("frobnicate"), unknown.err.constData());
        QVERIFY2(!unknown.err.contains("Unknown command")
                     && !unknown.err.contains("unknown command"),
                 unknown.err.constData());
    }

    // ---- Voting -------------------------------------------------------------------------

    void voteInTheDemoWorkspace()
    {
        QTemporaryDir dir;
        const QStringList demo { QStringLiteral("--demo"), QStringLiteral("--db"),
                                 dir.filePath(QStringLiteral("demo.sqlite3")) };
        const Run show = run(demo
                             + QStringList { QStringLiteral("show"), QStringLiteral("12"),
                                             QStringLiteral("--json") });
        QVERIFY2(show.exitCode == 0, show.err.constData());
        QJsonObject vote =
            QJsonDocument::fromJson(show.out).object().value(QStringLiteral("vote")).toObject();
        QCOMPARE(vote.value(QStringLiteral("open")).toBool(), true);
        QCOMPARE(vote.value(QStringLiteral("eligible")).toInt(), 6);
        QCOMPARE(vote.value(QStringLiteral("participants")).toInt(), 5);
        QCOMPARE(vote.value(QStringLiteral("approve")).toInt(), 3);
        QCOMPARE(vote.value(QStringLiteral("reject")).toInt(), 1);
        QCOMPARE(vote.value(QStringLiteral("abstain")).toInt(), 1);
        QCOMPARE(vote.value(QStringLiteral("quorum_met")).toBool(), true);
        QCOMPARE(vote.value(QStringLiteral("passed")).toBool(), true);
        QCOMPARE(vote.value(QStringLiteral("rule")).toString(), QStringLiteral("strict"));
        QCOMPARE(vote.value(QStringLiteral("my_ballot"))
                     .toObject()
                     .value(QStringLiteral("choice"))
                     .toString(),
                 QStringLiteral("ambiguous"));
        bool sawAmbiguous = false;
        for (const QJsonValue &value : vote.value(QStringLiteral("ballots")).toArray()) {
            const QJsonObject ballot = value.toObject();
            for (const char *key : { "organization", "login", "choice", "counted", "reason" })
                QVERIFY2(ballot.contains(QLatin1String(key)), key);
            if (ballot.value(QStringLiteral("login")).toString()
                == QLatin1String("pinecrest-ode")) {
                sawAmbiguous = true;
                QCOMPARE(ballot.value(QStringLiteral("choice")).toString(),
                         QStringLiteral("ambiguous"));
                QCOMPARE(ballot.value(QStringLiteral("counted")).toBool(), false);
            }
        }
        QVERIFY(sawAmbiguous);
        // Applications without a vote have "vote": null.
        const Run other = run(demo
                              + QStringList { QStringLiteral("show"), QStringLiteral("21"),
                                              QStringLiteral("--json") });
        QVERIFY(QJsonDocument::fromJson(other.out).object().value(QStringLiteral("vote")).isNull());

        // One command casts the demo voter's ballot, with a reason; the tally counts it at once
        // and lists the reason beside it.
        const Run cast = run(demo
                             + QStringList { QStringLiteral("vote"), QStringLiteral("12"),
                                             QStringLiteral("approve"), QStringLiteral("--reason"),
                                             QStringLiteral("All ten requirements are met."),
                                             QStringLiteral("--json") });
        QVERIFY2(cast.exitCode == 0, cast.err.constData());
        const QJsonObject result = QJsonDocument::fromJson(cast.out).object();
        QCOMPARE(result.value(QStringLiteral("ballot")).toObject().value(QStringLiteral("reason")),
                 QJsonValue(QStringLiteral("All ten requirements are met.")));
        bool reasonListed = false;
        for (const QJsonValue &ballot : result.value(QStringLiteral("vote"))
                                            .toObject()
                                            .value(QStringLiteral("ballots"))
                                            .toArray()) {
            if (ballot.toObject().value(QStringLiteral("login")).toString()
                == acp::VoteService::demoLogin()) {
                QCOMPARE(ballot.toObject().value(QStringLiteral("voter_reason")).toString(),
                         QStringLiteral("All ten requirements are met."));
                reasonListed = true;
            }
        }
        QVERIFY(reasonListed);
        QCOMPARE(result.value(QStringLiteral("ballot"))
                     .toObject()
                     .value(QStringLiteral("state"))
                     .toString(),
                 QStringLiteral("sent"));
        vote = result.value(QStringLiteral("vote")).toObject();
        QCOMPARE(vote.value(QStringLiteral("participants")).toInt(), 6);
        QCOMPARE(vote.value(QStringLiteral("approve")).toInt(), 4);
        QCOMPARE(vote.value(QStringLiteral("my_ballot"))
                     .toObject()
                     .value(QStringLiteral("choice"))
                     .toString(),
                 QStringLiteral("approve"));

        const Run text = run(demo
                             + QStringList { QStringLiteral("vote"), QStringLiteral("12"),
                                             QStringLiteral("reject") });
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.out.contains("6 of 6 organizations voted; quorum needs 4; approvals 3 of 6"),
                 text.out.constData());
        QVERIFY(text.out.contains("nothing is sent to GitHub"));
    }

    void voteAgainstTheServer()
    {
        GitHubTestServer server;
        server.setTokenLogin(QStringLiteral("priya-token"), QStringLiteral("qf-priya"));
        QVERIFY(server.listen());
        const int number =
            server.addIssue(QStringLiteral("[ACP Application]: Lumen LPU"),
                            QStringLiteral("### Platform name\n\nLumen LPU\n"),
                            QStringLiteral("lumen-vendor"), { QStringLiteral("voting") });
        server.setAuthorAssociation(QStringLiteral("wg-cochair-ana"), QStringLiteral("MEMBER"));
        const qint64 comment = server.addComment(
            number, QStringLiteral("wg-cochair-ana"),
            QStringLiteral(
                "## Vote\n\nThe vote is open until **2026-06-09**.\n\n"
                "| Organization | Representative | Alternate | Status |\n|---|---|---|---|\n"
                "| Quillfeather AI | @qf-priya | — | eligible |\n"
                "| Basalt Cloud | @basalt-tomas | @basalt-alt-rhea | eligible |\n"
                "| Halcyon | @halcyon-lin | — | eligible |\n\n"
                "Passes when approvals outnumber rejections; abstentions count toward the quorum "
                "only.\n\n"
                "<!-- acp-workbench:vote -->"));
        // Other voters react on the GitHub page.
        server.addCommentReaction(comment, QStringLiteral("basalt-alt-rhea"), QStringLiteral("-1"));
        server.addCommentReaction(comment, QStringLiteral("outsider"), QStringLiteral("+1"));
        server.setNow(server.now().addSecs(60));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        const QString token = QStringLiteral("priya-token");
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }, token).exitCode, 0);

        auto ballotsOf = [&](const QString &login) {
            QStringList contents;
            for (const auto &reaction : server.commentReactions(comment))
                if (reaction.user == login)
                    contents.append(reaction.content);
            return contents;
        };
        const Run approve = run(ws
                                    + QStringList { QStringLiteral("vote"), QString::number(number),
                                                    QStringLiteral("approve") },
                                token);
        QVERIFY2(approve.exitCode == 0, approve.err.constData());
        QVERIFY2(approve.out.contains("Your ballot on #"), approve.out.constData());
        QCOMPARE(ballotsOf(QStringLiteral("qf-priya")), QStringList { QStringLiteral("+1") });

        QVERIFY2(!approve.err.contains("non-binding"), approve.err.constData());
        const Run change = run(ws
                                   + QStringList { QStringLiteral("vote"), QString::number(number),
                                                   QStringLiteral("abstain") },
                               token);
        QVERIFY2(change.exitCode == 0, change.err.constData());
        // Someone not on the roster may vote; the ballot is shown as non-binding.
        server.setTokenLogin(QStringLiteral("outsider-token"), QStringLiteral("outsider"));
        const Run outsider =
            run(ws
                    + QStringList { QStringLiteral("vote"), QString::number(number),
                                    QStringLiteral("approve") },
                QStringLiteral("outsider-token"));
        QCOMPARE(outsider.exitCode, 0);
        QVERIFY2(outsider.err.contains("@outsider is not on the roster"), outsider.err.constData());
        QCOMPARE(ballotsOf(QStringLiteral("outsider")),
                 QStringList { QStringLiteral("+1") }); // it was already there
        QCOMPARE(ballotsOf(QStringLiteral("qf-priya")), QStringList { QStringLiteral("eyes") });

        // The representative of Basalt votes on the web after the sync; the next sync sees it.
        server.addCommentReaction(comment, QStringLiteral("basalt-tomas"), QStringLiteral("+1"));
        server.setNow(server.now().addSecs(60));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }, token).exitCode, 0);
        const Run show = run(ws
                                 + QStringList { QStringLiteral("show"), QString::number(number),
                                                 QStringLiteral("--json") },
                             token);
        QVERIFY2(show.exitCode == 0, show.err.constData());
        const QJsonObject vote =
            QJsonDocument::fromJson(show.out).object().value(QStringLiteral("vote")).toObject();
        QCOMPARE(vote.value(QStringLiteral("rule")).toString(), QStringLiteral("votes-cast"));
        QCOMPARE(vote.value(QStringLiteral("eligible")).toInt(), 3);
        QCOMPARE(vote.value(QStringLiteral("participants")).toInt(), 2);
        QCOMPARE(vote.value(QStringLiteral("approve")).toInt(), 1);
        QCOMPARE(vote.value(QStringLiteral("abstain")).toInt(), 1);
        QCOMPARE(vote.value(QStringLiteral("quorum_met")).toBool(), true);
        QCOMPARE(vote.value(QStringLiteral("passed")).toBool(), true);
        QCOMPARE(vote.value(QStringLiteral("my_ballot"))
                     .toObject()
                     .value(QStringLiteral("choice"))
                     .toString(),
                 QStringLiteral("abstain"));
        QStringList reasons;
        for (const QJsonValue &value : vote.value(QStringLiteral("ballots")).toArray())
            reasons.append(value.toObject().value(QStringLiteral("login")).toString()
                           + QLatin1Char(':')
                           + value.toObject().value(QStringLiteral("reason")).toString());
        QCOMPARE(
            reasons,
            (QStringList { QStringLiteral("qf-priya:representative"),
                           QStringLiteral("basalt-tomas:representative"),
                           QStringLiteral("basalt-alt-rhea:representative-voted"),
                           QStringLiteral(":not-voted"), QStringLiteral("outsider:non-roster") }));

        const Run text =
            run(ws + QStringList { QStringLiteral("show"), QString::number(number) }, token);
        QVERIFY(text.out.contains(
            "2 of 3 organizations voted; quorum needs 2; approvals 1, rejections 0"));
        QVERIFY(text.out.contains("Your ballot (@qf-priya): abstain"));
    }

    // The co-chair list, from the command line: with it, exactly its logins' vote comments
    // count (an owner or member not on it does not; a co-chair GitHub reports no role for does);
    // cleared, the repository's roles decide again. `show --json` names the comments it ignored.
    void coChairsDecideWhoseVoteCounts()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        server.setAuthorAssociation(QStringLiteral("wg-cochair-ana"), QStringLiteral("MEMBER"));
        const int number =
            server.addIssue(QStringLiteral("[ACP Application]: Lumen LPU"), QStringLiteral("Body"),
                            QStringLiteral("lumen-vendor"), { QStringLiteral("voting") });
        const QString body = QStringLiteral(
            "| Organization | Representative |\n|---|---|\n| Quillfeather AI | @qf-priya |\n\n"
            "<!-- acp-workbench:vote -->\n");
        const qint64 ana = server.addComment(number, QStringLiteral("wg-cochair-ana"), body);
        server.setNow(server.now().addSecs(60));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        const QHash<QString, QString> settings { { QStringLiteral("XDG_CONFIG_HOME"),
                                                   dir.filePath(QStringLiteral("config")) } };
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }, {}, settings).exitCode, 0);
        const auto voteOf = [&] {
            const Run show =
                run(ws
                        + QStringList { QStringLiteral("show"), QString::number(number),
                                        QStringLiteral("--json") },
                    {}, settings);
            return QJsonDocument::fromJson(show.out).object().value(QStringLiteral("vote"));
        };
        QCOMPARE(voteOf().toObject().value(QStringLiteral("comment_id")).toInteger(), ana);

        const Run none =
            run(ws + QStringList { QStringLiteral("co-chairs"), QStringLiteral("--json") }, {},
                settings);
        QCOMPARE(none.exitCode, 0);
        QCOMPARE(
            QJsonDocument::fromJson(none.out).object().value(QStringLiteral("trusted")).toString(),
            QStringLiteral("owner-member-collaborator"));
        const Run set = run(ws
                                + QStringList { QStringLiteral("co-chairs"), QStringLiteral("set"),
                                                QStringLiteral("@WG-Cochair-Ben") },
                            {}, settings);
        QVERIFY2(set.exitCode == 0, set.err.constData());
        QVERIFY(set.out.contains("@WG-Cochair-Ben"));
        const Run list =
            run(ws + QStringList { QStringLiteral("co-chairs"), QStringLiteral("--json") }, {},
                settings);
        QCOMPARE(
            QJsonDocument::fromJson(list.out).object().value(QStringLiteral("co_chairs")).toArray(),
            QJsonArray { QStringLiteral("WG-Cochair-Ben") });
        QVERIFY(voteOf().isNull()); // ana is a member, but not on the list

        const qint64 ben =
            server.addComment(number, QStringLiteral("wg-cochair-ben"), body); // role NONE
        server.setNow(server.now().addSecs(60));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }, {}, settings).exitCode, 0);
        QCOMPARE(voteOf().toObject().value(QStringLiteral("comment_id")).toInteger(), ben);

        QCOMPARE(run(ws
                         + QStringList { QStringLiteral("co-chairs"), QStringLiteral("set"),
                                         QStringLiteral("not a login!") },
                     {}, settings)
                     .exitCode,
                 2);
        QCOMPARE(run(ws + QStringList { QStringLiteral("co-chairs"), QStringLiteral("clear") }, {},
                     settings)
                     .exitCode,
                 0);
        const QJsonObject vote = voteOf().toObject();
        QCOMPARE(vote.value(QStringLiteral("comment_id")).toInteger(), ana);
        const QJsonArray warnings = vote.value(QStringLiteral("warnings")).toArray();
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(warnings.at(0).toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("untrusted-vote-comment"));
        QCOMPARE(warnings.at(0).toObject().value(QStringLiteral("comment_id")).toInteger(), ben);
        const Run text =
            run(ws + QStringList { QStringLiteral("show"), QString::number(number) }, {}, settings);
        QVERIFY2(text.out.contains("Warning: The comment by @wg-cochair-ben"),
                 text.out.constData());
    }

    void voteOfflineIsQueued()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const int number =
            server.addIssue(QStringLiteral("[ACP Application]: Lumen LPU"),
                            QStringLiteral("### Platform name\n\nLumen LPU\n"),
                            QStringLiteral("lumen-vendor"), { QStringLiteral("voting") });
        server.setAuthorAssociation(QStringLiteral("wg-cochair-ana"), QStringLiteral("MEMBER"));
        server.addComment(
            number, QStringLiteral("wg-cochair-ana"),
            QStringLiteral(
                "| Organization | Representative |\n|---|---|\n| Quillfeather AI | @qf-priya |\n\n"
                "<!-- acp-workbench:vote -->\n"));
        server.setNow(server.now().addSecs(60));
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("ws.sqlite3"));
        QCOMPARE(run(workspaceArgs(server, db) + QStringList { QStringLiteral("sync") }).exitCode,
                 0);
        // Without a token the ballot waits in the queue.
        const Run queued =
            run(workspaceArgs(server, db)
                + QStringList { QStringLiteral("vote"), QString::number(number),
                                QStringLiteral("reject"), QStringLiteral("--json") });
        QVERIFY2(queued.exitCode == 0, queued.err.constData());
        QVERIFY(queued.err.contains("queued"));
        QCOMPARE(QJsonDocument::fromJson(queued.out)
                     .object()
                     .value(QStringLiteral("ballot"))
                     .toObject()
                     .value(QStringLiteral("state"))
                     .toString(),
                 QStringLiteral("queued"));
        for (const auto &request : server.requests())
            QVERIFY(request.method == "GET");
    }

    // Ballots queue in the outbox (their own kind), `push` sends them after the actions and
    // exits non-zero while one is left unsent; a push killed after GitHub committed the
    // reaction resumes without a second one.
    void pushSendsQueuedBallotsOnce()
    {
        GitHubTestServer server;
        server.setTokenLogin(QStringLiteral("priya-token"), QStringLiteral("qf-priya"));
        QVERIFY(server.listen());
        const int number =
            server.addIssue(QStringLiteral("[ACP Application]: Lumen LPU"),
                            QStringLiteral("### Platform name\n\nLumen LPU\n"),
                            QStringLiteral("lumen-vendor"), { QStringLiteral("voting") });
        server.setAuthorAssociation(QStringLiteral("wg-cochair-ana"), QStringLiteral("MEMBER"));
        const qint64 comment = server.addComment(
            number, QStringLiteral("wg-cochair-ana"),
            QStringLiteral("| Organization | Representative |\n|---|---|\n"
                           "| Quillfeather AI | @qf-priya |\n| Halcyon | @halcyon-lin |\n\n"
                           "<!-- acp-workbench:vote -->\n"));
        server.addCommentReaction(comment, QStringLiteral("halcyon-lin"), QStringLiteral("+1"));
        server.setNow(server.now().addSecs(60));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);
        const auto ballotsOf = [&](const QString &login) {
            QStringList contents;
            for (const auto &reaction : server.commentReactions(comment))
                if (reaction.user == login)
                    contents.append(reaction.content);
            return contents;
        };
        const auto posts = [&server] {
            int count = 0;
            for (const auto &request : server.requests())
                count += request.method == "POST"
                        && request.pathAndQuery.contains(QStringLiteral("/reactions"))
                    ? 1
                    : 0;
            return count;
        };
        const auto pendingBallots = [&] {
            QJsonArray ballots;
            const QJsonArray all =
                QJsonDocument::fromJson(
                    run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("--json") })
                        .out)
                    .array();
            for (const QJsonValue &value : all)
                if (value.toObject().value(QStringLiteral("kind")).toString()
                    == QLatin1String("ballot"))
                    ballots.append(value);
            return ballots;
        };

        // Offline (no token): the ballot waits in the outbox.
        QCOMPARE(run(ws
                     + QStringList { QStringLiteral("vote"), QString::number(number),
                                     QStringLiteral("reject") })
                     .exitCode,
                 0);
        QJsonArray ballots = pendingBallots();
        QCOMPARE(ballots.size(), 1);
        const QJsonObject queued = ballots.at(0).toObject();
        QCOMPARE(queued.value(QStringLiteral("state")).toString(), QStringLiteral("queued"));
        QCOMPARE(queued.value(QStringLiteral("choice")).toString(), QStringLiteral("reject"));
        QCOMPARE(queued.value(QStringLiteral("issue")).toInt(), number);
        const QString ballotId =
            QStringLiteral("b%1").arg(queued.value(QStringLiteral("id")).toInteger());
        const Run listed = run(ws + QStringList { QStringLiteral("outbox") });
        QVERIFY2(listed.out.contains(ballotId.toUtf8()), listed.out.constData());
        QVERIFY2(listed.out.contains(QStringLiteral("Ballot on #%1: reject").arg(number).toUtf8()),
                 listed.out.constData());

        // Still no token: push cannot send it and says so, non-zero.
        const Run noToken = run(ws + QStringList { QStringLiteral("push") });
        QCOMPARE(noToken.exitCode, 1);
        QVERIFY2(noToken.err.contains("token"), noToken.err.constData());
        QCOMPARE(posts(), 0);

        // GitHub commits the reaction, the answer hangs, the push is killed meanwhile.
        bool armed = true;
        connect(&server, &GitHubTestServer::requestServed, this, [&](int, const QString &path) {
            if (!armed || !path.contains(QStringLiteral("/reactions?")))
                return;
            armed = false;
            GitHubTestServer::Fault stall;
            stall.kind = GitHubTestServer::FaultKind::SlowAfterCommit;
            stall.pathContains = QStringLiteral("/comments/%1/reactions").arg(comment);
            stall.delayMs = 120000;
            server.injectFault(stall);
        });
        QProcess process;
        QProcessEnvironment env = acp::test::isolatedEnvironment(m_home.path());
        env.insert(QStringLiteral("GH_ENTERPRISE_TOKEN"), QStringLiteral("priya-token"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(ACP_WORKBENCH_EXECUTABLE),
                      ws
                          + QStringList { QStringLiteral("--allow-insecure-http-token"),
                                          QStringLiteral("push") });
        QVERIFY(process.waitForStarted(10000));
        QTRY_COMPARE_WITH_TIMEOUT(posts(), 1, 30000);
        process.kill(); // SIGKILL: no cleanup at all
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(ballotsOf(QStringLiteral("qf-priya")), QStringList { QStringLiteral("-1") });
        ballots = pendingBallots();
        QCOMPARE(ballots.size(), 1);
        QCOMPARE(ballots.at(0).toObject().value(QStringLiteral("state")).toString(),
                 QStringLiteral("sending"));

        const Run again =
            run(ws + QStringList { QStringLiteral("push") }, QStringLiteral("priya-token"));
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QVERIFY2(again.out.contains(QStringLiteral("Sent: ballot on #%1").arg(number).toUtf8()),
                 again.out.constData());
        QVERIFY2(again.out.contains("Ballots: 1 sent"), again.out.constData());
        QCOMPARE(ballotsOf(QStringLiteral("qf-priya")), QStringList { QStringLiteral("-1") });
        QCOMPARE(posts(), 1); // found on GitHub, not added again
        QCOMPARE(pendingBallots().size(), 0);
        const Run nothing =
            run(ws + QStringList { QStringLiteral("push") }, QStringLiteral("priya-token"));
        QCOMPARE(nothing.exitCode, 0);
        QVERIFY(nothing.out.contains("Nothing to push"));

        // The tally counts it: both organizations voted, one each way.
        const QJsonObject vote =
            QJsonDocument::fromJson(
                run(ws
                    + QStringList { QStringLiteral("show"), QString::number(number),
                                    QStringLiteral("--json") })
                    .out)
                .object()
                .value(QStringLiteral("vote"))
                .toObject();
        QCOMPARE(vote.value(QStringLiteral("participants")).toInt(), 2);
        QCOMPARE(vote.value(QStringLiteral("reject")).toInt(), 1);
        QCOMPARE(vote.value(QStringLiteral("approve")).toInt(), 1);

        // A queued ballot can be cancelled from the command line.
        QCOMPARE(run(ws
                     + QStringList { QStringLiteral("vote"), QString::number(number),
                                     QStringLiteral("abstain") })
                     .exitCode,
                 0);
        const QString next = QStringLiteral("b%1").arg(
            pendingBallots().at(0).toObject().value(QStringLiteral("id")).toInteger());
        const Run cancelled =
            run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("cancel"), next });
        QVERIFY2(cancelled.exitCode == 0, cancelled.err.constData());
        QCOMPARE(pendingBallots().size(), 0);
        QCOMPARE(run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("cancel"), next })
                     .exitCode,
                 1);
    }

    // The whole loop through the workbench: a roster imported, the vote opened with start-vote
    // and push (the roster frozen into it), a later roster version that must not change it,
    // ballots cast by other users on the GitHub page, sync, the tally; then a ballot cast from
    // the workbench lands as exactly one reaction and counts.
    void voteOpenedFromTheWorkbenchIsTallied()
    {
        GitHubTestServer server;
        server.setTokenLogin(QStringLiteral("ana-token"), QStringLiteral("wg-cochair-ana"));
        server.setTokenLogin(QStringLiteral("priya-token"), QStringLiteral("qf-priya"));
        server.setAuthorAssociation(QStringLiteral("wg-cochair-ana"), QStringLiteral("MEMBER"));
        QVERIFY(server.listen());
        const int number = server.addIssue(QStringLiteral("[ACP Application]: Nordlicht NPU"),
                                           QStringLiteral("### Platform name\n\nNordlicht NPU\n"),
                                           QStringLiteral("dev"), { QStringLiteral("new") });
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        const QString file = dir.filePath(QStringLiteral("roster.json"));
        QFile roster(file);
        QVERIFY(roster.open(QIODevice::WriteOnly));
        roster.write("{\"organizations\": ["
                     "{\"name\": \"Basalt Cloud\", \"representative\": \"basalt-tomas\", "
                     "\"alternate\": \"basalt-alt-rhea\"},"
                     "{\"name\": \"Halcyon\", \"representative\": \"halcyon-lin\"},"
                     "{\"name\": \"Quillfeather AI\", \"representative\": \"qf-priya\"},"
                     "{\"name\": \"Vantablue\", \"representative\": \"vantablue-rep\", \"status\": "
                     "\"suspended\"}]}");
        roster.close();
        QCOMPARE(run(ws + QStringList { QStringLiteral("roster"), QStringLiteral("import"), file })
                     .exitCode,
                 0);
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);
        QCOMPARE(run(ws + QStringList { QStringLiteral("start-vote"), QString::number(number) })
                     .exitCode,
                 0);
        const Run pushed =
            run(ws + QStringList { QStringLiteral("push") }, QStringLiteral("ana-token"));
        QVERIFY2(pushed.exitCode == 0, pushed.err.constData());
        qint64 comment = 0;
        for (const auto &posted : server.comments())
            if (posted.issueNumber == number
                && posted.body.contains(QStringLiteral("acp-workbench:vote")))
                comment = posted.id;
        QVERIFY(comment > 0);
        QCOMPARE(sortedLabels(server, number), QStringList { QStringLiteral("voting") });

        // A later roster version drops Halcyon: the open vote keeps the roster it opened with.
        QFile later(file);
        QVERIFY(later.open(QIODevice::WriteOnly));
        later.write("{\"organizations\": [{\"name\": \"Basalt Cloud\", \"representative\": "
                    "\"basalt-tomas\"}]}");
        later.close();
        QCOMPARE(run(ws + QStringList { QStringLiteral("roster"), QStringLiteral("import"), file })
                     .exitCode,
                 0);

        // Other users vote on the GitHub page.
        server.addCommentReaction(comment, QStringLiteral("basalt-alt-rhea"), QStringLiteral("+1"));
        server.addCommentReaction(comment, QStringLiteral("basalt-tomas"),
                                  QStringLiteral("-1")); // the representative counts
        server.addCommentReaction(comment, QStringLiteral("halcyon-lin"), QStringLiteral("+1"));
        server.addCommentReaction(comment, QStringLiteral("vantablue-rep"),
                                  QStringLiteral("+1")); // suspended
        server.addCommentReaction(comment, QStringLiteral("bystander"),
                                  QStringLiteral("+1")); // not on the roster
        server.setNow(server.now().addSecs(60));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }).exitCode, 0);
        const auto voteOf = [&] {
            return QJsonDocument::fromJson(
                       run(ws
                           + QStringList { QStringLiteral("show"), QString::number(number),
                                           QStringLiteral("--json") })
                           .out)
                .object()
                .value(QStringLiteral("vote"))
                .toObject();
        };
        QJsonObject vote = voteOf();
        QCOMPARE(vote.value(QStringLiteral("open")).toBool(), true);
        QCOMPARE(vote.value(QStringLiteral("eligible")).toInt(), 3);
        QCOMPARE(vote.value(QStringLiteral("participants")).toInt(), 2);
        QCOMPARE(vote.value(QStringLiteral("approve")).toInt(), 1);
        QCOMPARE(vote.value(QStringLiteral("reject")).toInt(), 1);
        QCOMPARE(vote.value(QStringLiteral("quorum_met")).toBool(), true);
        QCOMPARE(vote.value(QStringLiteral("passed")).toBool(),
                 false); // 1 of 2 is not more than half

        // qf-priya approves from the workbench: one reaction, and the vote passes 2 of 3.
        const Run cast = run(ws
                                 + QStringList { QStringLiteral("vote"), QString::number(number),
                                                 QStringLiteral("approve") },
                             QStringLiteral("priya-token"));
        QVERIFY2(cast.exitCode == 0, cast.err.constData());
        int mine = 0;
        for (const auto &reaction : server.commentReactions(comment))
            mine += reaction.user == QLatin1String("qf-priya") ? 1 : 0;
        QCOMPARE(mine, 1);
        vote = voteOf();
        QCOMPARE(vote.value(QStringLiteral("participants")).toInt(), 3);
        QCOMPARE(vote.value(QStringLiteral("approve")).toInt(), 2);
        QCOMPARE(vote.value(QStringLiteral("passed")).toBool(), true);
        QStringList reasons;
        for (const QJsonValue &value : vote.value(QStringLiteral("ballots")).toArray())
            reasons.append(value.toObject().value(QStringLiteral("login")).toString()
                           + QLatin1Char(':')
                           + value.toObject().value(QStringLiteral("reason")).toString());
        QVERIFY2(reasons.contains(QStringLiteral("basalt-alt-rhea:representative-voted")),
                 qPrintable(reasons.join(u' ')));
        QVERIFY(reasons.contains(QStringLiteral("vantablue-rep:suspended")));
        QVERIFY(reasons.contains(QStringLiteral("bystander:non-roster")));
        QVERIFY(reasons.contains(QStringLiteral("halcyon-lin:representative")));
    }

    void rosterImportAndShow()
    {
        QTemporaryDir dir;
        const QStringList ws { QStringLiteral("--db"), dir.filePath(QStringLiteral("ws.sqlite3")) };
        const Run empty = run(ws + QStringList { QStringLiteral("roster") });
        QCOMPARE(empty.exitCode, 0);
        QVERIFY(empty.out.contains("No roster yet"));

        const QString file = dir.filePath(QStringLiteral("README.md"));
        QFile readme(file);
        QVERIFY(readme.open(QIODevice::WriteOnly));
        readme.write("# Voting members\n\n| Company | Voting representative | Backup | Status "
                     "|\n|---|---|---|---|\n"
                     "| Basalt Cloud | [@basalt-tomas](https://github.com/basalt-tomas) | "
                     "basalt-alt-rhea | active |\n"
                     "| Vantablue Systems | https://github.com/vantablue-rep | | inactive |\n"
                     "| Vacant Seat Inc. | — | | active |\n");
        readme.close();
        const Run imported =
            run(ws + QStringList { QStringLiteral("roster"), QStringLiteral("import"), file });
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        QVERIFY2(imported.out.contains("Imported roster version 1"), imported.out.constData());
        QVERIFY2(imported.err.contains("Vacant Seat Inc."), imported.err.constData()); // a warning

        const Run json =
            run(ws + QStringList { QStringLiteral("roster"), QStringLiteral("--json") });
        QCOMPARE(json.exitCode, 0);
        const QJsonObject roster = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(roster.value(QStringLiteral("version")).toInt(), 1);
        QCOMPARE(roster.value(QStringLiteral("source")).toString(), QStringLiteral("README.md"));
        const QJsonArray organizations = roster.value(QStringLiteral("organizations")).toArray();
        QCOMPARE(organizations.size(), 3);
        QCOMPARE(organizations.at(0).toObject().value(QStringLiteral("representative")).toString(),
                 QStringLiteral("basalt-tomas"));
        QCOMPARE(organizations.at(0).toObject().value(QStringLiteral("alternate")).toString(),
                 QStringLiteral("basalt-alt-rhea"));
        QCOMPARE(organizations.at(1).toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("suspended"));

        // A JSON roster is a new version.
        const QString jsonFile = dir.filePath(QStringLiteral("roster.json"));
        QFile jsonRoster(jsonFile);
        QVERIFY(jsonRoster.open(QIODevice::WriteOnly));
        jsonRoster.write("{\"organizations\": [{\"name\": \"Halcyon\", \"representative\": "
                         "\"@halcyon-lin\", \"status\": \"eligible\"}]}");
        jsonRoster.close();
        QCOMPARE(
            run(ws + QStringList { QStringLiteral("roster"), QStringLiteral("import"), jsonFile })
                .exitCode,
            0);
        const Run text = run(ws + QStringList { QStringLiteral("roster") });
        QVERIFY2(text.out.contains("Roster version 2 (roster.json"), text.out.constData());
        QVERIFY(text.out.contains("@halcyon-lin"));
    }

    void startVoteFreezesTheImportedRoster()
    {
        QTemporaryDir dir;
        const QStringList ws { QStringLiteral("--demo"), QStringLiteral("--db"),
                               dir.filePath(QStringLiteral("demo.sqlite3")) };
        const QString file = dir.filePath(QStringLiteral("roster.json"));
        QFile roster(file);
        QVERIFY(roster.open(QIODevice::WriteOnly));
        roster.write("{\"organizations\": [{\"name\": \"Halcyon Compute\", \"representative\": "
                     "\"@halcyon-lin\", "
                     "\"alternate\": \"halcyon-alt\", \"status\": \"eligible\"}]}");
        roster.close();
        QCOMPARE(run(ws + QStringList { QStringLiteral("roster"), QStringLiteral("import"), file })
                     .exitCode,
                 0);

        const Run preview = run(ws
                                + QStringList { QStringLiteral("start-vote"), QStringLiteral("21"),
                                                QStringLiteral("--preview") });
        QVERIFY2(preview.exitCode == 0, preview.err.constData());
        QVERIFY2(preview.out.contains("Halcyon Compute"), preview.out.constData());
        QVERIFY(preview.out.contains("halcyon-lin"));
        QVERIFY(!preview.out.contains("no roster"));
    }

    void votingErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("phrase");
        QTest::newRow("vote without arguments") << QStringList { QStringLiteral("vote") } << 2
                                                << QByteArray("needs an issue number and approve");
        QTest::newRow("vote with a bad choice")
            << QStringList { QStringLiteral("vote"), QStringLiteral("12"), QStringLiteral("yes") }
            << 2 << QByteArray("approve, reject or abstain");
        QTest::newRow("vote on an ambiguous choice")
            << QStringList { QStringLiteral("vote"), QStringLiteral("12"),
                             QStringLiteral("ambiguous") }
            << 2 << QByteArray("approve, reject or abstain");
        QTest::newRow("vote on an unknown application")
            << QStringList { QStringLiteral("vote"), QStringLiteral("999"),
                             QStringLiteral("approve") }
            << 1 << QByteArray("not in the cache");
        QTest::newRow("roster with a stray argument")
            << QStringList { QStringLiteral("roster"), QStringLiteral("show") } << 2
            << QByteArray("import FILE");
        QTest::newRow("roster import of a missing file")
            << QStringList { QStringLiteral("roster"), QStringLiteral("import"),
                             QStringLiteral("/nonexistent/roster.md") }
            << 1 << QByteArray("could not be read");
    }

    void votingErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, phrase);
        QTemporaryDir dir;
        const Run result =
            run(QStringList { QStringLiteral("--db"), dir.filePath(QStringLiteral("ws.sqlite3")) }
                + arguments);
        QCOMPARE(result.exitCode, exitCode);
        QVERIFY2(result.err.contains(phrase), result.err.constData());
        QCOMPARE(result.err.trimmed().count('\n'), 0);
        QVERIFY(result.out.isEmpty());
    }

    void voteOnAClosedVoteInTheDemo()
    {
        QTemporaryDir dir;
        const Run result =
            run({ QStringLiteral("--demo"), QStringLiteral("--db"),
                  dir.filePath(QStringLiteral("demo.sqlite3")), QStringLiteral("vote"),
                  QStringLiteral("3"), QStringLiteral("approve") });
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("not open"), result.err.constData());
        const Run bad =
            run({ QStringLiteral("--demo"), QStringLiteral("--db"),
                  dir.filePath(QStringLiteral("demo.sqlite3")), QStringLiteral("roster"),
                  QStringLiteral("import"), dir.filePath(QStringLiteral("none.md")) });
        QCOMPARE(bad.exitCode, 1);
    }

    // An action whose comment was attempted without an answer may have posted it: cancelling
    // looks first, and cancels only what is certainly not on GitHub, unless told --force.
    void cancelLooksForTheCommentFirst()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        const quint16 port = server.port();
        const QString body = QStringLiteral("### Platform name\n\nNordlicht NPU\n");
        const int landed = server.addIssue(QStringLiteral("[ACP Application]: Landed"), body,
                                           QStringLiteral("dev"), { QStringLiteral("new") });
        const int lost = server.addIssue(QStringLiteral("[ACP Application]: Lost"), body,
                                         QStringLiteral("dev"), { QStringLiteral("new") });
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        QCOMPARE(run(ws + QStringList { QStringLiteral("sync") }, QStringLiteral("t")).exitCode, 0);
        QStringList ids;
        for (const int number : { landed, lost }) {
            const Run queued =
                run(ws
                    + QStringList { QStringLiteral("start-vote"), QString::number(number),
                                    QStringLiteral("--json") });
            QCOMPARE(queued.exitCode, 0);
            ids.append(QString::number(QJsonDocument::fromJson(queued.out)
                                           .object()
                                           .value(QStringLiteral("id"))
                                           .toInteger()));
        }
        // The first comment lands and its answer is lost; the second fails with a 5xx. The
        // marker lookups that follow answer 404, so both actions end blocked, undecided.
        GitHubTestServer::Fault commit;
        commit.kind = GitHubTestServer::FaultKind::CommitThenClose;
        commit.method = "POST";
        commit.pathContains = QStringLiteral("/issues/%1/comments").arg(landed);
        server.injectFault(commit);
        GitHubTestServer::Fault error;
        error.kind = GitHubTestServer::FaultKind::ServerError500;
        error.method = "POST";
        error.pathContains = QStringLiteral("/issues/%1/comments").arg(lost);
        server.injectFault(error);
        GitHubTestServer::Fault gone;
        gone.kind = GitHubTestServer::FaultKind::NotFound404;
        gone.method = "GET";
        gone.pathContains = QStringLiteral("/comments?since=");
        gone.times = 2;
        server.injectFault(gone);
        const Run push = run(ws + QStringList { QStringLiteral("push") }, QStringLiteral("t"));
        QCOMPARE(push.exitCode, 1);
        QCOMPARE(server.pendingFaults(), 0);

        // Offline: it cannot know, so it does not cancel.
        server.stopListening();
        const Run offline =
            run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("cancel"), ids.at(0) },
                QStringLiteral("t"));
        QCOMPARE(offline.exitCode, 1);
        QVERIFY2(offline.err.contains("may already be on GitHub"), offline.err.constData());
        QVERIFY(offline.err.contains("--force"));
        QVERIFY(server.listen(port));

        // Landed: not cancelled; the comment is recorded, and named.
        const Run found =
            run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("cancel"), ids.at(0) },
                QStringLiteral("t"));
        QCOMPARE(found.exitCode, 1);
        QVERIFY2(found.err.contains("already on GitHub"), found.err.constData());
        QVERIFY(found.err.contains("#issuecomment-"));
        QCOMPARE(found.err.trimmed().count('\n'), 0);
        const QJsonArray outbox =
            QJsonDocument::fromJson(
                run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("--json") }).out)
                .array();
        QCOMPARE(outbox.at(0).toObject().value(QStringLiteral("state")).toString(),
                 QStringLiteral("blocked"));
        QVERIFY(outbox.at(0)
                    .toObject()
                    .value(QStringLiteral("remote"))
                    .toObject()
                    .value(QStringLiteral("done"))
                    .toArray()
                    .contains(QStringLiteral("comment")));
        const Run forced =
            run(ws
                    + QStringList { QStringLiteral("outbox"), QStringLiteral("cancel"), ids.at(0),
                                    QStringLiteral("--force") },
                QStringLiteral("t"));
        QVERIFY2(forced.exitCode == 0, forced.err.constData());

        // Lost: looked up, not there, cancelled.
        const Run cancelled =
            run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("cancel"), ids.at(1) },
                QStringLiteral("t"));
        QVERIFY2(cancelled.exitCode == 0, cancelled.err.constData());
        int markers = 0;
        for (const auto &comment : server.comments())
            markers += comment.body.contains(QStringLiteral("acp-workbench:action=")) ? 1 : 0;
        QCOMPARE(markers, 1);
        const Run misplaced =
            run(ws + QStringList { QStringLiteral("outbox"), QStringLiteral("--force") });
        QCOMPARE(misplaced.exitCode, 2);
    }

    // GH_TOKEN is github.com's; the loopback server is another host. An environment token goes
    // over plain http (loopback included) only with --allow-insecure-http-token: without it
    // the command stops before any request, saying so in one sentence.
    void environmentTokensGoOnlyWhereTheyBelong()
    {
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("acp"));
        QVERIFY(server.listen());
        server.populate(3, 5);
        server.setNow(server.now().addSecs(60));
        QTemporaryDir dir;
        const QStringList ws = workspaceArgs(server, dir.filePath(QStringLiteral("ws.sqlite3")));
        const QString secret = QStringLiteral("ghe_PLAINHTTP_4c1d9e");
        const QString origin = server.apiUrl().toString();

        // Refused, for a command and for the window alike, before anything is sent.
        for (const QStringList &command :
             { QStringList { QStringLiteral("sync") }, QStringList {} }) {
            const Run refused =
                run(ws + command, {}, { { QStringLiteral("GH_ENTERPRISE_TOKEN"), secret } });
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.contains(
                         QStringLiteral("GH_ENTERPRISE_TOKEN is not sent to %1 over plain http")
                             .arg(origin)
                             .toUtf8()),
                     refused.err.constData());
            QVERIFY(refused.err.contains("--allow-insecure-http-token"));
            QVERIFY(!refused.err.contains(secret.toUtf8()));
            QCOMPARE(refused.err.count('\n'), 1);
            QCOMPARE(server.requestCount(), 0);
        }
        const Run second = run(ws + QStringList { QStringLiteral("sync") }, {},
                               { { QStringLiteral("GITHUB_ENTERPRISE_TOKEN"), secret } });
        QCOMPARE(second.exitCode, 2);
        QVERIFY2(second.err.contains("GITHUB_ENTERPRISE_TOKEN is not sent"),
                 second.err.constData());
        QCOMPARE(server.requestCount(), 0);

        // A github.com token is not this host's: the sync runs anonymously.
        const Run anonymous = run(
            QStringList { QStringLiteral("--allow-insecure-http-token") } + ws
                + QStringList { QStringLiteral("sync") },
            {},
            { { QStringLiteral("GH_TOKEN"), secret }, { QStringLiteral("GITHUB_TOKEN"), secret } });
        QVERIFY2(anonymous.exitCode == 0, anonymous.err.constData());
        QVERIFY(server.requestCount() > 0);
        for (const auto &request : server.requests())
            QVERIFY2(request.headers.value("authorization").isEmpty(),
                     qPrintable(request.pathAndQuery));

        // Allowed explicitly: the Enterprise token goes, and only it.
        server.clearRequests();
        const Run allowed =
            run(QStringList { QStringLiteral("--allow-insecure-http-token") } + ws
                    + QStringList { QStringLiteral("sync") },
                {},
                { { QStringLiteral("GH_ENTERPRISE_TOKEN"), secret },
                  { QStringLiteral("GH_TOKEN"), QStringLiteral("github-com-token") } });
        QVERIFY2(allowed.exitCode == 0, allowed.err.constData());
        QVERIFY(server.requestCount() > 0);
        for (const auto &request : server.requests())
            QCOMPARE(request.headers.value("authorization"), "Bearer " + secret.toUtf8());

        // The option is explained in --help, and it reads as what it is.
        const Run help = run({ QStringLiteral("--help") });
        QVERIFY(help.out.contains("--allow-insecure-http-token"));
        QVERIFY(help.out.contains("DANGEROUS"));
        QVERIFY(help.out.contains("GH_ENTERPRISE_TOKEN"));
    }

    // A user name, password or token in --api-url is refused, without repeating it and before
    // any request.
    void apiUrlWithUserInfoIsRefused()
    {
        GitHubTestServer server(QStringLiteral("acme"), QStringLiteral("acp"));
        QVERIFY(server.listen());
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("ws.sqlite3"));
        const QString hostPort = QStringLiteral("127.0.0.1:%1").arg(server.port());
        const QStringList addresses { QStringLiteral("http://reviewer:hunter2@") + hostPort,
                                      QStringLiteral("http://hunter2@") + hostPort,
                                      QStringLiteral(
                                          "https://x-access-token:hunter2@api.github.com") };
        for (const QString &address : addresses) {
            for (const QStringList &command :
                 { QStringList { QStringLiteral("sync") }, QStringList { QStringLiteral("list") },
                   QStringList {} }) {
                const Run refused =
                    run(QStringList { QStringLiteral("--db"), db, QStringLiteral("--api-url"),
                                      address, QStringLiteral("--repo"), server.fullName() }
                        + command);
                QCOMPARE(refused.exitCode, 2);
                QVERIFY2(refused.err.contains("--api-url")
                             && refused.err.contains("user name or password"),
                         refused.err.constData());
                QVERIFY2(!refused.err.contains("hunter2") && !refused.out.contains("hunter2"),
                         refused.err.constData());
            }
        }
        QCOMPARE(server.requestCount(), 0);
        QVERIFY(!QFile::exists(db));
    }

    // `show` names an evidence file whose stored path leads outside the files folder, and
    // says it is not opened.
    void showFlagsEvidenceFilesOutsideTheFolder()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("demo.sqlite3"));
        const QStringList demo { QStringLiteral("--demo"), QStringLiteral("--db"), db };
        QCOMPARE(run(demo + QStringList { QStringLiteral("list") }).exitCode, 0);
        {
            acp::Database database;
            QVERIFY(database.open(db));
            acp::ChecklistStore store(database);
            const std::optional<qint64> id =
                store.addDataNote(21, QStringLiteral("security-policy"), "bytes",
                                  QStringLiteral("policy.pdf"), acp::EvidenceKind::File);
            QVERIFY2(id, qPrintable(store.errorString()));
            QSqlQuery edit(database.connection());
            edit.prepare(
                QStringLiteral("UPDATE reviewer_evidence_notes SET file_path = ? WHERE id = ?"));
            edit.addBindValue(QStringLiteral("../../../../etc/passwd"));
            edit.addBindValue(*id);
            QVERIFY(edit.exec());
        }
        const Run show = run(demo + QStringList { QStringLiteral("show"), QStringLiteral("21") });
        QVERIFY2(show.exitCode == 0, show.err.constData());
        QVERIFY2(show.out.contains("note (file): policy.pdf"), show.out.constData());
        QVERIFY2(
            show.out.contains(
                "“policy.pdf” is not opened: its stored location leads outside the workspace's "
                "files folder"),
            show.out.constData());
        QVERIFY(!show.out.contains("root:"));
    }
};

QTEST_GUILESS_MAIN(tst_CommandLine)
#include "tst_commandline.moc"
