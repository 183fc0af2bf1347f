#pragma once

#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QString>

#include <utility>

namespace acp::preview {

// Which network addresses a link preview may connect to. Applicants write the links, and a
// preview is fetched from the reviewer's computer: a link must not make the workbench talk to
// that computer (127.0.0.1, a local admin page), to the network it sits in (a router, an
// intranet wiki, a cloud metadata service at 169.254.169.254) or to anything else that is not
// an ordinary public internet address.
enum class AddressClass {
    Public,
    Unspecified, // 0.0.0.0/8, ::   (connecting to them reaches this computer)
    Loopback, // 127.0.0.0/8, ::1
    Private, // 10/8, 172.16/12, 192.168/16, fec0::/10 (site-local), 64:ff9b:1::/48
    SharedNat, // 100.64.0.0/10 (carrier-grade NAT)
    LinkLocal, // 169.254.0.0/16, fe80::/10
    UniqueLocal, // fc00::/7
    Multicast, // 224.0.0.0/4, ff00::/8
    Broadcast, // 255.255.255.255
    // Other special-purpose space: 192.0.0.0/24, documentation (192.0.2/24, 198.51.100/24,
    // 203.0.113/24, 2001:db8::/32, 3fff::/20), benchmarking (198.18/15), 240/4, 6to4 relays
    // (192.88.99/24), 100::/64, 2001::/23 (Teredo, ORCHID, ...), 6to4 (2002::/16),
    // IPv4-compatible IPv6 (::/96) and all IPv6 outside 2000::/3.
    Reserved,
};

// IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) addresses are judged by the IPv4
// address inside them; so are IPv4-compatible (::a.b.c.d) and 6to4 ones, which are never
// public themselves.
AddressClass classifyAddress(const QHostAddress &address);
inline bool isPublicAddress(const QHostAddress &address)
{
    return classifyAddress(address) == AddressClass::Public;
}
// "a loopback address (this computer)", "a private network address", ... (translated).
QString addressClassDescription(AddressClass addressClass);

// Where the tests' previews may go. The application leaves both empty; only tests fill them in
// (their page servers listen on 127.0.0.1), and src/ never sets them.
struct AddressRulesForTesting
{
    // Non-public addresses that are fetched all the same, each on one port only.
    QList<std::pair<QHostAddress, quint16>> allowedPrivateEndpoints;
    // Host names answered from here instead of DNS: a fake public name can stand for a test
    // server, and every address it maps to is still checked like one DNS gave.
    QHash<QString, QList<QHostAddress>> hosts;

    bool allows(const QHostAddress &address, quint16 port) const;
};

} // namespace acp::preview
