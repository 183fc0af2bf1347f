#include "core/preview/AddressPolicy.h"

#include <QCoreApplication>

#include <array>

namespace acp::preview {

namespace {

struct AddressText
{
    Q_DECLARE_TR_FUNCTIONS(acp::AddressPolicy)
};

struct V4Range
{
    quint32 base;
    int prefix;
    AddressClass addressClass;
};

constexpr quint32 v4(quint8 a, quint8 b, quint8 c, quint8 d)
{
    return (quint32(a) << 24) | (quint32(b) << 16) | (quint32(c) << 8) | quint32(d);
}

// Most specific first: the first range that holds the address decides.
constexpr std::array<V4Range, 16> kV4Ranges = { {
    { v4(255, 255, 255, 255), 32, AddressClass::Broadcast },
    { v4(0, 0, 0, 0), 8, AddressClass::Unspecified },
    { v4(10, 0, 0, 0), 8, AddressClass::Private },
    { v4(100, 64, 0, 0), 10, AddressClass::SharedNat },
    { v4(127, 0, 0, 0), 8, AddressClass::Loopback },
    { v4(169, 254, 0, 0), 16, AddressClass::LinkLocal },
    { v4(172, 16, 0, 0), 12, AddressClass::Private },
    { v4(192, 0, 0, 0), 24, AddressClass::Reserved },
    { v4(192, 0, 2, 0), 24, AddressClass::Reserved },
    { v4(192, 88, 99, 0), 24, AddressClass::Reserved },
    { v4(192, 168, 0, 0), 16, AddressClass::Private },
    { v4(198, 18, 0, 0), 15, AddressClass::Reserved },
    { v4(198, 51, 100, 0), 24, AddressClass::Reserved },
    { v4(203, 0, 113, 0), 24, AddressClass::Reserved },
    { v4(224, 0, 0, 0), 4, AddressClass::Multicast },
    { v4(240, 0, 0, 0), 4, AddressClass::Reserved },
} };

AddressClass classifyV4(quint32 address)
{
    for (const V4Range &range : kV4Ranges) {
        const quint32 mask = range.prefix == 0 ? 0 : ~quint32(0) << (32 - range.prefix);
        if ((address & mask) == range.base)
            return range.addressClass;
    }
    return AddressClass::Public;
}

struct V6Range
{
    std::array<quint8, 16> base;
    int prefix;
    AddressClass addressClass;
};

bool inPrefix(const Q_IPV6ADDR &address, const std::array<quint8, 16> &base, int prefix)
{
    for (int bit = 0; bit < prefix; bit += 8) {
        const int bits = std::min(8, prefix - bit);
        const quint8 mask = quint8(0xff << (8 - bits));
        if ((address[bit / 8] & mask) != (base[size_t(bit / 8)] & mask))
            return false;
    }
    return true;
}

quint32 v4At(const Q_IPV6ADDR &address, int offset)
{
    return (quint32(address[offset]) << 24) | (quint32(address[offset + 1]) << 16)
        | (quint32(address[offset + 2]) << 8) | quint32(address[offset + 3]);
}

const std::array<V6Range, 9> kV6Ranges = { {
    { { 0x00, 0x64, 0xff, 0x9b, 0, 1 }, 48, AddressClass::Private }, // local-use NAT64
    { { 0x01, 0x00 }, 64, AddressClass::Reserved }, // discard-only
    { { 0x20, 0x01, 0x0d, 0xb8 }, 32, AddressClass::Reserved }, // documentation
    { { 0x20, 0x01 }, 23, AddressClass::Reserved }, // IETF protocol assignments, Teredo
    { { 0x3f, 0xff }, 20, AddressClass::Reserved }, // documentation
    { { 0xfc }, 7, AddressClass::UniqueLocal },
    { { 0xfe, 0x80 }, 10, AddressClass::LinkLocal },
    { { 0xfe, 0xc0 }, 10, AddressClass::Private }, // site-local (deprecated)
    { { 0xff }, 8, AddressClass::Multicast },
} };

AddressClass classifyV6(const Q_IPV6ADDR &address)
{
    static constexpr std::array<quint8, 16> zero {};
    static constexpr std::array<quint8, 16> mapped { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff };
    static constexpr std::array<quint8, 16> nat64 { 0x00, 0x64, 0xff, 0x9b };
    static constexpr std::array<quint8, 16> sixToFour { 0x20, 0x02 };
    static constexpr std::array<quint8, 16> global { 0x20 };

    if (inPrefix(address, zero, 128))
        return AddressClass::Unspecified;
    if (inPrefix(address, zero, 127) && address[15] == 1)
        return AddressClass::Loopback;
    // An IPv4 address in IPv6 clothing is what its IPv4 address is: ::ffff:127.0.0.1 is
    // loopback. A public one stays reachable through mapped sockets and NAT64 (DNS64 networks
    // give every IPv4-only site such an address).
    if (inPrefix(address, mapped, 96) || inPrefix(address, nat64, 96))
        return classifyV4(v4At(address, 12));
    // IPv4-compatible (::a.b.c.d, deprecated) and 6to4 (2002:AABB:CCDD::/48): no public web
    // server needs them; a non-public IPv4 inside names the reason.
    const bool compatible = inPrefix(address, zero, 96);
    if (compatible || inPrefix(address, sixToFour, 16)) {
        const AddressClass inner = classifyV4(v4At(address, compatible ? 12 : 2));
        return inner == AddressClass::Public ? AddressClass::Reserved : inner;
    }
    for (const V6Range &range : kV6Ranges) {
        if (inPrefix(address, range.base, range.prefix))
            return range.addressClass;
    }
    // Only global unicast space holds public hosts.
    return inPrefix(address, global, 3) ? AddressClass::Public : AddressClass::Reserved;
}

} // namespace

AddressClass classifyAddress(const QHostAddress &address)
{
    switch (address.protocol()) {
    case QAbstractSocket::IPv4Protocol:
        return classifyV4(address.toIPv4Address());
    case QAbstractSocket::IPv6Protocol:
        return classifyV6(address.toIPv6Address());
    default:
        // No address at all (a null QHostAddress): nothing to connect to.
        return AddressClass::Unspecified;
    }
}

QString addressClassDescription(AddressClass addressClass)
{
    switch (addressClass) {
    case AddressClass::Public:
        return AddressText::tr("a public address");
    case AddressClass::Unspecified:
        return AddressText::tr("an unspecified address (it reaches this computer)");
    case AddressClass::Loopback:
        return AddressText::tr("a loopback address (this computer)");
    case AddressClass::Private:
        return AddressText::tr("a private network address");
    case AddressClass::SharedNat:
        return AddressText::tr("a carrier-grade NAT address");
    case AddressClass::LinkLocal:
        return AddressText::tr("a link-local address");
    case AddressClass::UniqueLocal:
        return AddressText::tr("a unique-local (private) IPv6 address");
    case AddressClass::Multicast:
        return AddressText::tr("a multicast address");
    case AddressClass::Broadcast:
        return AddressText::tr("a broadcast address");
    case AddressClass::Reserved:
        return AddressText::tr("a reserved special-purpose address");
    }
    return {};
}

bool AddressRulesForTesting::allows(const QHostAddress &address, quint16 port) const
{
    for (const auto &[allowed, allowedPort] : allowedPrivateEndpoints) {
        if (allowedPort == port && allowed.isEqual(address, QHostAddress::ConvertV4MappedToIPv4))
            return true;
    }
    return false;
}

} // namespace acp::preview
