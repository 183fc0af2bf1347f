// GitHub's OAuth device flow against the loopback server: the code request, polling at the
// interval, slow_down, expired_token, access_denied, and success with the granted scopes.

#include "GitHubTestServer.h"
#include "core/auth/DeviceFlow.h"
#include "core/github/Hosts.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>
#include <QUrlQuery>

using namespace acp;
using acp::test::GitHubTestServer;
using Step = GitHubTestServer::DeviceFlowStep;

namespace {
constexpr auto kSecond = std::chrono::milliseconds(5); // one "second" of GitHub's intervals
const QString kClientId = QStringLiteral("acp-test-client");
} // namespace

class tst_DeviceFlow : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<GitHubTestServer> m_server;

    std::unique_ptr<DeviceFlow> makeFlow(const QString &clientId = kClientId)
    {
        auto flow =
            std::make_unique<DeviceFlow>(github::webUrlForApiUrl(m_server->apiUrl()), clientId);
        flow->setSecond(kSecond);
        return flow;
    }

    QList<GitHubTestServer::RequestRecord> pollRequests() const
    {
        QList<GitHubTestServer::RequestRecord> polls;
        const auto records = m_server->requests();
        for (const auto &record : records) {
            if (record.pathAndQuery == QLatin1String("/login/oauth/access_token"))
                polls.append(record);
        }
        return polls;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_server = std::make_unique<GitHubTestServer>();
        QVERIFY(m_server->listen());
    }

    void cleanup() { m_server.reset(); }

    void succeedsAfterPending()
    {
        m_server->setDeviceFlowScript({ Step::Pending, Step::Pending, Step::Success });
        m_server->setDeviceFlowGrant(QStringLiteral("gho_granted"),
                                     { QStringLiteral("repo"), QStringLiteral("read:org") },
                                     QStringLiteral("cochair"));
        auto flow = makeFlow();
        flow->setScopes({ QStringLiteral("repo"), QStringLiteral("read:org") });
        QSignalSpy code(flow.get(), &DeviceFlow::userCodeReady);
        QSignalSpy waiting(flow.get(), &DeviceFlow::waiting);
        QSignalSpy succeeded(flow.get(), &DeviceFlow::succeeded);
        QSignalSpy failed(flow.get(), &DeviceFlow::failed);
        flow->start();
        QVERIFY(code.wait(5000));
        QCOMPARE(code.first().at(0).toString(), m_server->deviceFlowUserCode());
        QVERIFY(!m_server->deviceFlowUserCode().isEmpty());
        const QUrl page = code.first().at(1).toUrl();
        QCOMPARE(page.path(), QStringLiteral("/login/device"));
        QCOMPARE(page.port(), int(m_server->port()));
        QCOMPARE(code.first().at(2).toInt(), 900);
        QCOMPARE(flow->state(), DeviceFlow::State::WaitingForUser);

        QTRY_COMPARE_WITH_TIMEOUT(succeeded.size(), 1, 10000);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(succeeded.first().at(0).toString(), QStringLiteral("gho_granted"));
        QCOMPARE(succeeded.first().at(1).toStringList(),
                 QStringList({ QStringLiteral("repo"), QStringLiteral("read:org") }));
        QCOMPARE(flow->state(), DeviceFlow::State::Succeeded);
        QCOMPARE(m_server->deviceFlowPolls(), 3);
        QCOMPARE(flow->polls(), 3);
        QCOMPARE(waiting.size(), 3); // before each poll
        for (const QList<QVariant> &wait : std::as_const(waiting)) {
            QCOMPARE(wait.at(0).toInt(), 5);
            QCOMPARE(wait.at(1).toBool(), false);
        }

        // What was sent: the client id and scopes, then the device code with the grant type;
        // no client secret, and no Authorization header anywhere.
        const auto records = m_server->requests();
        QCOMPARE(records.first().pathAndQuery, QStringLiteral("/login/device/code"));
        QCOMPARE(records.first().method, QByteArray("POST"));
        const QUrlQuery codeForm(QString::fromUtf8(records.first().body));
        QCOMPARE(codeForm.queryItemValue(QStringLiteral("client_id")), kClientId);
        QCOMPARE(codeForm.queryItemValue(QStringLiteral("scope"), QUrl::FullyDecoded),
                 QStringLiteral("repo read:org"));
        const auto polls = pollRequests();
        QCOMPARE(polls.size(), 3);
        for (const auto &poll : polls) {
            const QUrlQuery form(QString::fromUtf8(poll.body));
            QCOMPARE(form.queryItemValue(QStringLiteral("grant_type"), QUrl::FullyDecoded),
                     QStringLiteral("urn:ietf:params:oauth:grant-type:device_code"));
            QVERIFY(!form.queryItemValue(QStringLiteral("device_code")).isEmpty());
            QVERIFY(!form.hasQueryItem(QStringLiteral("client_secret")));
            QVERIFY(!poll.headers.contains("authorization"));
            QVERIFY(poll.headers.value("accept").contains("application/json"));
        }
    }

    void slowDownAddsFiveSeconds()
    {
        m_server->setDeviceFlowScript(
            { Step::Pending, Step::SlowDown, Step::Pending, Step::SlowDown, Step::Success });
        auto flow = makeFlow();
        QSignalSpy waiting(flow.get(), &DeviceFlow::waiting);
        QSignalSpy succeeded(flow.get(), &DeviceFlow::succeeded);
        flow->start();
        QTRY_COMPARE_WITH_TIMEOUT(succeeded.size(), 1, 20000);
        QCOMPARE(m_server->deviceFlowPolls(), 5);
        QList<int> intervals;
        QList<bool> slowed;
        for (const QList<QVariant> &wait : std::as_const(waiting)) {
            intervals.append(wait.at(0).toInt());
            slowed.append(wait.at(1).toBool());
        }
        QCOMPARE(intervals, QList<int>({ 5, 5, 10, 10, 15 }));
        QCOMPARE(slowed, QList<bool>({ false, false, true, false, true }));
        QCOMPARE(flow->intervalSeconds(), 15);
    }

    void slowDownIsHonouredInRealTime()
    {
        // The gap between polls grows after slow_down: measured on the wall clock.
        m_server->setDeviceFlowTiming(1, 900);
        m_server->setDeviceFlowScript({ Step::Pending, Step::SlowDown, Step::Success });
        auto flow =
            std::make_unique<DeviceFlow>(github::webUrlForApiUrl(m_server->apiUrl()), kClientId);
        flow->setSecond(std::chrono::milliseconds(20));
        QList<qint64> pollTimes;
        QElapsedTimer clock;
        clock.start();
        connect(m_server.get(), &GitHubTestServer::requestServed, this,
                [&](int, const QString &path) {
                    if (path == QLatin1String("/login/oauth/access_token"))
                        pollTimes.append(clock.elapsed());
                });
        QSignalSpy succeeded(flow.get(), &DeviceFlow::succeeded);
        flow->start();
        QTRY_COMPARE_WITH_TIMEOUT(succeeded.size(), 1, 20000);
        QCOMPARE(pollTimes.size(), 3);
        // interval 1 s -> 20 ms between the first polls; after slow_down 6 s -> 120 ms.
        QVERIFY2(pollTimes.at(2) - pollTimes.at(1) >= 110,
                 qPrintable(QStringLiteral("gap %1 ms").arg(pollTimes.at(2) - pollTimes.at(1))));
    }

    void expiredToken()
    {
        m_server->setDeviceFlowScript({ Step::Pending, Step::Expired });
        auto flow = makeFlow();
        QSignalSpy failed(flow.get(), &DeviceFlow::failed);
        QSignalSpy succeeded(flow.get(), &DeviceFlow::succeeded);
        flow->start();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QCOMPARE(failed.first().at(0).value<DeviceFlow::Failure>(), DeviceFlow::Failure::Expired);
        QVERIFY(failed.first().at(1).toString().contains(QStringLiteral("expired")));
        QCOMPARE(flow->state(), DeviceFlow::State::Failed);
        QCOMPARE(succeeded.size(), 0);
        const int polls = m_server->deviceFlowPolls();
        QCOMPARE(polls, 2);
        // Nothing more is sent after the code expired.
        QTest::qWait(100);
        QCOMPARE(m_server->deviceFlowPolls(), polls);
    }

    void codeLifetimeRunsOutLocally()
    {
        // GitHub never answers expired_token here: the flow stops by itself when expires_in
        // has passed instead of polling forever.
        m_server->setDeviceFlowTiming(5, 12);
        m_server->setDeviceFlowScript({ Step::Pending });
        auto flow = makeFlow();
        QSignalSpy failed(flow.get(), &DeviceFlow::failed);
        flow->start();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QCOMPARE(failed.first().at(0).value<DeviceFlow::Failure>(), DeviceFlow::Failure::Expired);
        // At 5 s and, unless the machine is slow, at 10 s; never at 15 s, past the 12 s.
        const int polls = m_server->deviceFlowPolls();
        QVERIFY2(polls >= 1 && polls <= 2, qPrintable(QString::number(polls)));
        QTest::qWait(100);
        QCOMPARE(m_server->deviceFlowPolls(), polls);
    }

    void accessDenied()
    {
        m_server->setDeviceFlowScript({ Step::Pending, Step::Denied });
        auto flow = makeFlow();
        QSignalSpy failed(flow.get(), &DeviceFlow::failed);
        flow->start();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QCOMPARE(failed.first().at(0).value<DeviceFlow::Failure>(), DeviceFlow::Failure::Denied);
        QVERIFY(failed.first().at(1).toString().contains(QStringLiteral("cancelled")));
        QCOMPARE(m_server->deviceFlowPolls(), 2);
    }

    void unknownClientId()
    {
        auto flow = makeFlow(QStringLiteral("not-registered"));
        QSignalSpy failed(flow.get(), &DeviceFlow::failed);
        flow->start();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QCOMPARE(failed.first().at(0).value<DeviceFlow::Failure>(),
                 DeviceFlow::Failure::Configuration);
        QVERIFY(failed.first().at(1).toString().contains(QStringLiteral("not-registered")));
        QCOMPARE(m_server->deviceFlowPolls(), 0);
    }

    void missingClientIdAsksForOne()
    {
        auto flow = makeFlow(QString());
        QSignalSpy failed(flow.get(), &DeviceFlow::failed);
        flow->start();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().at(0).value<DeviceFlow::Failure>(),
                 DeviceFlow::Failure::Configuration);
        QVERIFY(failed.first().at(1).toString().contains(QStringLiteral("client id")));
        QCOMPARE(m_server->requestCount(), 0);
    }

    void refusesPlainHttpBeyondLoopback()
    {
        DeviceFlow flow(QUrl(QStringLiteral("http://github.example.com")), kClientId);
        QSignalSpy failed(&flow, &DeviceFlow::failed);
        flow.start();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().at(0).value<DeviceFlow::Failure>(),
                 DeviceFlow::Failure::Configuration);
        QVERIFY(failed.first().at(1).toString().contains(QStringLiteral("HTTPS")));
    }

    void cancelStopsPolling()
    {
        m_server->setDeviceFlowScript({ Step::Pending });
        auto flow = makeFlow();
        QSignalSpy waiting(flow.get(), &DeviceFlow::waiting);
        flow->start();
        QTRY_VERIFY_WITH_TIMEOUT(m_server->deviceFlowPolls() >= 2, 10000);
        flow->cancel();
        QCOMPARE(flow->state(), DeviceFlow::State::Cancelled);
        const int polls = m_server->deviceFlowPolls();
        QTest::qWait(150);
        QVERIFY(m_server->deviceFlowPolls() <= polls + 1); // at most the one in flight
        QCOMPARE(flow->state(), DeviceFlow::State::Cancelled);
    }

    void unreachableServer()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        DeviceFlow flow(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)), kClientId);
        QSignalSpy failed(&flow, &DeviceFlow::failed);
        flow.start();
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.first().at(0).value<DeviceFlow::Failure>(), DeviceFlow::Failure::Network);
        QVERIFY(failed.first().at(1).toString().contains(QStringLiteral("could not be reached")));
    }
};

QTEST_GUILESS_MAIN(tst_DeviceFlow)
#include "tst_deviceflow.moc"
