// Which addresses a link preview may connect to: loopback, private, link-local, unique-local,
// carrier-grade NAT, unspecified, multicast, broadcast and other special-purpose ranges are
// refused in IPv4, IPv6 and the IPv6 forms that carry an IPv4 address, however the address
// is spelled in a link.

#include "core/preview/AddressPolicy.h"

#include <QHostAddress>
#include <QTest>
#include <QUrl>

using namespace acp;
using namespace acp::preview;

Q_DECLARE_METATYPE(acp::preview::AddressClass)

class tst_AddressPolicy : public QObject
{
    Q_OBJECT

private slots:
    void classifies_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<AddressClass>("expected");

        const auto row = [](const char *address, AddressClass expected) {
            QTest::newRow(address) << QString::fromLatin1(address) << expected;
        };
        using C = AddressClass;
        // IPv4
        row("127.0.0.1", C::Loopback);
        row("127.255.255.254", C::Loopback);
        row("10.0.0.1", C::Private);
        row("10.255.255.255", C::Private);
        row("172.16.0.1", C::Private);
        row("172.31.255.255", C::Private);
        row("192.168.0.1", C::Private);
        row("169.254.169.254", C::LinkLocal); // cloud metadata services
        row("100.64.0.1", C::SharedNat);
        row("100.127.255.255", C::SharedNat);
        row("0.0.0.0", C::Unspecified);
        row("0.1.2.3", C::Unspecified);
        row("224.0.0.1", C::Multicast);
        row("239.255.255.250", C::Multicast);
        row("255.255.255.255", C::Broadcast);
        row("240.0.0.1", C::Reserved);
        row("192.0.0.8", C::Reserved);
        row("192.0.2.1", C::Reserved);
        row("192.88.99.1", C::Reserved);
        row("198.18.0.1", C::Reserved);
        row("198.19.255.255", C::Reserved);
        row("198.51.100.1", C::Reserved);
        row("203.0.113.1", C::Reserved);
        // Just outside those ranges: public.
        row("172.32.0.1", C::Public);
        row("172.15.255.255", C::Public);
        row("100.128.0.1", C::Public);
        row("169.253.255.255", C::Public);
        row("11.0.0.1", C::Public);
        row("192.169.0.1", C::Public);
        row("198.20.0.1", C::Public);
        row("8.8.8.8", C::Public);
        row("140.82.112.3", C::Public); // github.com
        // IPv6
        row("::", C::Unspecified);
        row("::1", C::Loopback);
        row("fe80::1", C::LinkLocal);
        row("febf::1", C::LinkLocal);
        row("fc00::1", C::UniqueLocal);
        row("fd12:3456::1", C::UniqueLocal);
        row("fec0::1", C::Private);
        row("ff02::1", C::Multicast);
        row("ff0e::1", C::Multicast);
        row("2001:db8::1", C::Reserved);
        row("2001::1", C::Reserved); // Teredo
        row("3fff::1", C::Reserved);
        row("100::1", C::Reserved);
        row("64:ff9b:1::1", C::Private);
        row("4000::1", C::Reserved); // outside global unicast
        row("2606:50c0:8000::153", C::Public);
        row("2a00:1450:4001::200e", C::Public);
        // IPv4 inside IPv6
        row("::ffff:127.0.0.1", C::Loopback);
        row("::ffff:7f00:1", C::Loopback);
        row("::ffff:10.0.0.1", C::Private);
        row("::ffff:169.254.169.254", C::LinkLocal);
        row("::ffff:0.0.0.0", C::Unspecified);
        row("::ffff:8.8.8.8", C::Public);
        row("::127.0.0.1", C::Loopback); // IPv4-compatible
        row("::7f00:1", C::Loopback);
        row("::8.8.8.8", C::Reserved);
        row("64:ff9b::7f00:1", C::Loopback); // NAT64
        row("64:ff9b::a9fe:a9fe", C::LinkLocal);
        row("64:ff9b::808:808", C::Public);
        row("2002:7f00:1::1", C::Loopback); // 6to4
        row("2002:c0a8:101::1", C::Private);
        row("2002:808:808::1", C::Reserved);
    }

    void classifies()
    {
        QFETCH(QString, address);
        QFETCH(AddressClass, expected);
        const QHostAddress parsed(address);
        QVERIFY2(!parsed.isNull(), qPrintable(address));
        QCOMPARE(classifyAddress(parsed), expected);
        QCOMPARE(isPublicAddress(parsed), expected == AddressClass::Public);
        QVERIFY(!addressClassDescription(expected).isEmpty());
    }

    // However a link spells the address, the host QUrl gives is an address the policy judges.
    void oddSpellingsInLinks_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<AddressClass>("expected");
        const auto row = [](const char *link, AddressClass expected) {
            QTest::newRow(link) << QString::fromLatin1(link) << expected;
        };
        using C = AddressClass;
        row("http://2130706433/", C::Loopback); // decimal
        row("http://0177.0.0.1/", C::Loopback); // octal
        row("http://017700000001/", C::Loopback);
        row("http://127.1/", C::Loopback); // short
        row("http://0x7f.1/", C::Loopback); // hexadecimal
        row("http://0x7f000001/", C::Loopback);
        row("http://%31%32%37.0.0.1/", C::Loopback); // percent-encoded
        row("http://0/", C::Unspecified);
        row("http://[::ffff:127.0.0.1]/", C::Loopback);
        row("http://[::ffff:7f00:1]/", C::Loopback);
        row("http://[0:0:0:0:0:ffff:7f00:1]/", C::Loopback);
        row("http://[::1]:8080/", C::Loopback);
        row("http://[0::1]/", C::Loopback);
        row("http://[fe80::1%25eth0]/", C::LinkLocal);
        row("http://169.254.169.254/latest/meta-data/", C::LinkLocal);
        row("http://0xa9.0xfe.0xa9.0xfe/", C::LinkLocal);
        row("http://3232235777/", C::Private); // 192.168.1.1
    }

    void oddSpellingsInLinks()
    {
        QFETCH(QString, link);
        QFETCH(AddressClass, expected);
        const QUrl url(link);
        QVERIFY(url.isValid());
        const QHostAddress address(url.host());
        QVERIFY2(!address.isNull(), qPrintable(url.host()));
        QCOMPARE(classifyAddress(address), expected);
    }

    void testRulesAllowOnlyTheEndpointsNamed()
    {
        AddressRulesForTesting rules;
        QVERIFY(!rules.allows(QHostAddress::LocalHost, 8080));
        rules.allowedPrivateEndpoints = { { QHostAddress::LocalHost, 8080 } };
        QVERIFY(rules.allows(QHostAddress(QStringLiteral("127.0.0.1")), 8080));
        QVERIFY(rules.allows(QHostAddress(QStringLiteral("::ffff:127.0.0.1")), 8080));
        QVERIFY(!rules.allows(QHostAddress::LocalHost, 8081));
        QVERIFY(!rules.allows(QHostAddress(QStringLiteral("127.0.0.2")), 8080));
        QVERIFY(!rules.allows(QHostAddress::LocalHostIPv6, 8080));
    }
};

QTEST_GUILESS_MAIN(tst_AddressPolicy)
#include "tst_addresspolicy.moc"
