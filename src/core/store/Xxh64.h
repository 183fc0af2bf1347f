#pragma once

#include <QByteArrayView>

#include <cstdint>

namespace acp {

// XXH64, the 64-bit xxHash (github.com/Cyan4973/xxHash, doc/xxhash_spec.md), fed in pieces: a
// fast hash that is the same in every process and on every machine (qHashBits is seeded per
// process), for telling whether a file's bytes changed. Not for anything an attacker chooses.
class Xxh64
{
public:
    explicit Xxh64(std::uint64_t seed = 0);

    void add(QByteArrayView bytes);
    std::uint64_t result() const;

private:
    void consumeStripe(const unsigned char *stripe);

    std::uint64_t m_lanes[4];
    std::uint64_t m_seed;
    std::uint64_t m_total = 0;
    unsigned char m_pending[32];
    int m_pendingSize = 0;
};

} // namespace acp
