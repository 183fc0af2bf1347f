#include "core/store/Xxh64.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>

namespace acp {

namespace {
constexpr std::uint64_t Prime1 = 0x9E3779B185EBCA87ULL;
constexpr std::uint64_t Prime2 = 0xC2B2AE3D27D4EB4FULL;
constexpr std::uint64_t Prime3 = 0x165667B19E3779F9ULL;
constexpr std::uint64_t Prime4 = 0x85EBCA77C2B2AE63ULL;
constexpr std::uint64_t Prime5 = 0x27D4EB2F165667C5ULL;

constexpr std::uint64_t rotl(std::uint64_t x, int r)
{
    return (x << r) | (x >> (64 - r));
}

// Little-endian reads, whatever the machine's order.
std::uint64_t read64(const unsigned char *p)
{
    return qFromLittleEndian<quint64>(p);
}

std::uint32_t read32(const unsigned char *p)
{
    return qFromLittleEndian<quint32>(p);
}

constexpr std::uint64_t round(std::uint64_t lane, std::uint64_t input)
{
    return rotl(lane + input * Prime2, 31) * Prime1;
}

constexpr std::uint64_t merge(std::uint64_t acc, std::uint64_t lane)
{
    return (acc ^ round(0, lane)) * Prime1 + Prime4;
}
} // namespace

Xxh64::Xxh64(std::uint64_t seed)
    : m_lanes { seed + Prime1 + Prime2, seed + Prime2, seed, seed - Prime1 }
    , m_seed(seed)
{ }

void Xxh64::consumeStripe(const unsigned char *stripe)
{
    for (int lane = 0; lane < 4; ++lane) {
        m_lanes[lane] = round(m_lanes[lane], read64(stripe + 8 * lane));
    }
}

void Xxh64::add(QByteArrayView bytes)
{
    if (bytes.isEmpty()) {
        return; // its data() may be null, which memcpy must not be given even for 0 bytes
    }
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    auto size = std::size_t(bytes.size());
    m_total += size;
    if (m_pendingSize > 0) {
        const std::size_t taken = std::min<std::size_t>(size, 32 - std::size_t(m_pendingSize));
        std::memcpy(m_pending + m_pendingSize, p, taken);
        m_pendingSize += int(taken);
        p += taken;
        size -= taken;
        if (m_pendingSize < 32) {
            return;
        }
        consumeStripe(m_pending);
        m_pendingSize = 0;
    }
    // The lanes in locals, so that they stay in registers through the long run of stripes.
    std::uint64_t v1 = m_lanes[0], v2 = m_lanes[1], v3 = m_lanes[2], v4 = m_lanes[3];
    for (; size >= 32; p += 32, size -= 32) {
        v1 = round(v1, read64(p));
        v2 = round(v2, read64(p + 8));
        v3 = round(v3, read64(p + 16));
        v4 = round(v4, read64(p + 24));
    }
    m_lanes[0] = v1;
    m_lanes[1] = v2;
    m_lanes[2] = v3;
    m_lanes[3] = v4;
    std::memcpy(m_pending, p, size);
    m_pendingSize = int(size);
}

std::uint64_t Xxh64::result() const
{
    std::uint64_t acc;
    if (m_total >= 32) {
        acc =
            rotl(m_lanes[0], 1) + rotl(m_lanes[1], 7) + rotl(m_lanes[2], 12) + rotl(m_lanes[3], 18);
        for (const std::uint64_t lane : m_lanes) {
            acc = merge(acc, lane);
        }
    } else {
        acc = m_seed + Prime5;
    }
    acc += m_total;
    const unsigned char *p = m_pending;
    int left = m_pendingSize;
    for (; left >= 8; p += 8, left -= 8) {
        acc = rotl(acc ^ round(0, read64(p)), 27) * Prime1 + Prime4;
    }
    if (left >= 4) {
        acc = rotl(acc ^ (std::uint64_t(read32(p)) * Prime1), 23) * Prime2 + Prime3;
        p += 4;
        left -= 4;
    }
    for (; left > 0; ++p, --left) {
        acc = rotl(acc ^ (*p * Prime5), 11) * Prime1;
    }
    acc ^= acc >> 33;
    acc *= Prime2;
    acc ^= acc >> 29;
    acc *= Prime3;
    acc ^= acc >> 32;
    return acc;
}

} // namespace acp
