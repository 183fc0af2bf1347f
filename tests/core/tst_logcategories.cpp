#include "GitHubTestServer.h"
#include "TestSupport.h"
#include "VoteAndWaitingRepository.h"
#include "core/actions/ActionService.h"
#include "core/actions/PushSession.h"
#include "core/github/GitHubClient.h"
#include "core/logging/LogCategories.h"
#include "core/outbox/OutboxPusher.h"
#include "core/sync/SyncEngine.h"
#include "core/voting/VotingSession.h"
#include "core/workspace/Workspace.h"

#include <QLoggingCategory>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace acp;
using acp::test::GitHubTestServer;
using acp::test::s;

namespace {

const QString kToken = s("ghp_logcategoriesSecretToken123");

struct LoggedMessage
{
    QByteArray category;
    QtMsgType type;
    QString text;
};

// Collects every message of the acp.* categories while it lives.
class MessageCatcher
{
public:
    explicit MessageCatcher(const QString &rules)
    {
        messages().clear();
        QLoggingCategory::setFilterRules(rules);
        s_previous = qInstallMessageHandler(
            [](QtMsgType type, const QMessageLogContext &context, const QString &message) {
                const QByteArray category(context.category ? context.category : "");
                if (category.startsWith("acp.")) {
                    messages().append({ category, type, message });
                } else if (s_previous) {
                    s_previous(type, context, message);
                }
            });
    }
    ~MessageCatcher()
    {
        qInstallMessageHandler(s_previous);
        QLoggingCategory::setFilterRules(QString());
    }
    static QList<LoggedMessage> &messages()
    {
        static QList<LoggedMessage> list;
        return list;
    }
    QStringList textsOf(const QByteArray &category) const
    {
        QStringList texts;
        for (const LoggedMessage &message : messages()) {
            if (message.category == category) {
                texts.append(message.text);
            }
        }
        return texts;
    }

private:
    static inline QtMessageHandler s_previous = nullptr;
};

} // namespace

// The core's logging categories (logging/LogCategories.h): with QT_LOGGING_RULES turning them
// on, one session (open, sync, queue, push an action and a ballot) is traced area by area,
// without the token; with no rule, nothing but warnings is printed.
class tst_LogCategories : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_counter = 0;

    // Opens a workspace on `server` with the voter's token, syncs it, queues an action and a
    // ballot and pushes both.
    bool runSession(GitHubTestServer &server)
    {
        const acp::test::VoteAndWaitingRepository repository(server, kToken);
        const int voting = repository.voting;
        const int waiting = repository.waiting;

        WorkspaceOptions options;
        options.apiUrl = server.apiUrl();
        options.repository = server.fullName();
        options.databasePath = m_dir.filePath(s("ws%1.sqlite3").arg(++m_counter));
        options.token = kToken;
        options.allowInsecureHttpToken = true;
        Workspace workspace(options);
        if (!workspace.open()) {
            qWarning() << workspace.errorString();
            return false;
        }
        RetryPolicy retries;
        retries.second = std::chrono::milliseconds(1);
        workspace.client()->setRetryPolicy(retries);
        PushPolicy quick;
        quick.mutationInterval = std::chrono::milliseconds(0);
        quick.lookupDelay = std::chrono::milliseconds(0);
        quick.lookupConfirmInterval = std::chrono::milliseconds(0);
        workspace.pusher()->setPolicy(quick);

        QSignalSpy synced(workspace.syncEngine(), &SyncEngine::finished);
        workspace.syncEngine()->start();
        if (!synced.wait(30000)) {
            return false;
        }
        ActionRequest request;
        request.kind = ActionKind::BackToReview;
        request.issueNumber = waiting;
        request.details = s("Thank you, that answers it.");
        const ActionService service(workspace);
        if (!service.queue(service.compose(request)).ok()) {
            return false;
        }
        if (!workspace.votingSession()->cast(voting, BallotChoice::Approve).ok()) {
            return false;
        }
        PushSession *push = PushSession::of(workspace);
        QSignalSpy pushed(push, &PushSession::finished);
        if (push->push() != PushSession::Start::Started || !pushed.wait(60000)) {
            return false;
        }
        return push->pendingActions() == 0 && push->pendingBallots() == 0;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void sessionIsTracedByArea()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        MessageCatcher catcher(s("acp.*.debug=true"));
        QVERIFY(runSession(server));

        const QStringList workspace = catcher.textsOf("acp.workspace");
        QVERIFY2(!workspace.isEmpty(), "no acp.workspace message");
        QVERIFY(workspace.constFirst().contains(server.fullName()));
        QVERIFY(workspace.constFirst().contains(s("(with a token)")));

        const QStringList sync = catcher.textsOf("acp.sync");
        QVERIFY(sync.size() >= 2);
        QVERIFY(sync.constFirst().contains(s("started")));
        QVERIFY2(sync.constLast().contains(s("succeeded")), qPrintable(sync.constLast()));

        // Each request with its method, path and status.
        const QStringList github = catcher.textsOf("acp.github");
        const QString listing = s("GET /repos/%1/issues").arg(server.fullName());
        QVERIFY(std::any_of(github.cbegin(), github.cend(), [&](const QString &line) {
            return line.startsWith(listing) && line.contains(s("-> 200 ok"));
        }));
        QVERIFY(std::any_of(github.cbegin(), github.cend(), [](const QString &line) {
            return line.startsWith(s("POST ")) && line.contains(s("/comments -> 201 ok"));
        }));

        const QStringList outbox = catcher.textsOf("acp.outbox");
        QVERIFY(outbox.size() >= 3);
        QVERIFY(outbox.constFirst().contains(s("push started: 1 pending")));
        QVERIFY(std::any_of(outbox.cbegin(), outbox.cend(),
                            [](const QString &line) { return line.contains(s(" sent sent ")); }));
        QVERIFY2(outbox.constLast().startsWith(s("push ended: 1 sent")),
                 qPrintable(outbox.constLast()));

        const QStringList voting = catcher.textsOf("acp.voting");
        QVERIFY(std::any_of(voting.cbegin(), voting.cend(), [](const QString &line) {
            return line.startsWith(s("ballots sent as qf-priya : 1 sent"));
        }));

        // The token is never written, in any category.
        for (const LoggedMessage &message : MessageCatcher::messages()) {
            QVERIFY2(!message.text.contains(kToken), qPrintable(message.text));
            QVERIFY2(!message.text.contains(s("Bearer")), qPrintable(message.text));
        }
    }

    void silentWithoutRules()
    {
        GitHubTestServer server;
        QVERIFY(server.listen());
        MessageCatcher catcher { QString() };
        QVERIFY(runSession(server));
        for (const LoggedMessage &message : MessageCatcher::messages()) {
            QVERIFY2(
                message.type != QtDebugMsg,
                qPrintable(s("%1: %2").arg(QString::fromUtf8(message.category), message.text)));
        }
    }
};

QTEST_GUILESS_MAIN(tst_LogCategories)
#include "tst_logcategories.moc"
