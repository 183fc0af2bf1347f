#include "core/store/IntegrityStamp.h"

#include "core/store/Xxh64.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QThread>

#include <array>
#include <atomic>
#include <system_error>
#include <thread>
#include <vector>

namespace acp {

namespace {
// Stamps kept; the oldest go when there are more (each test and each copy is a new path).
constexpr int MaxStamps = 64;
constexpr qint64 ChunkSize = 1 << 20;
// Files from this size on are hashed in Pieces pieces (a stamp names the hash of each).
constexpr qint64 SplitFrom = 4 * ChunkSize;
constexpr int Pieces = 4;

struct PieceHash
{
    bool read = false;
    qint64 size = 0;
    std::uint64_t hash = 0;
};

QString absolutePath(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

// The bytes from begin to end (-1: to the end of the file) and their XXH64.
PieceHash hashRange(const QString &path, qint64 begin, qint64 end)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(begin)) {
        return {};
    }
    QByteArray chunk(ChunkSize, Qt::Uninitialized);
    Xxh64 hash;
    qint64 total = 0;
    for (;;) {
        const qint64 wanted = end < 0 ? ChunkSize : std::min(ChunkSize, end - begin - total);
        const qint64 read = wanted > 0 ? file.read(chunk.data(), wanted) : 0;
        if (read < 0) {
            return {};
        }
        if (read == 0) {
            break;
        }
        hash.add(QByteArrayView(chunk.constData(), read));
        total += read;
    }
    return { true, total, hash.result() };
}

// Lets the oldest stamps go, never the one just written (times may tie).
void pruneOldest(const QString &folder, const QString &kept)
{
    QDir dir(folder);
    QFileInfoList stamps =
        dir.entryInfoList({ QStringLiteral("*.stamp") }, QDir::Files, QDir::Time);
    stamps.removeIf([&kept](const QFileInfo &stamp) { return stamp.absoluteFilePath() == kept; });
    for (qsizetype i = MaxStamps - 1; i < stamps.size(); ++i) {
        QFile::remove(stamps.at(i).absoluteFilePath());
    }
}
} // namespace

IntegrityStamp::IntegrityStamp(const QString &databasePath, const QString &stampFolder)
    : m_databasePath(absolutePath(databasePath))
    , m_stampFolder(stampFolder)
{ }

QString IntegrityStamp::folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
        + QStringLiteral("/acp-workbench/verified");
}

bool IntegrityStamp::hasWriteAheadLog() const
{
    // An empty log holds nothing: a read-only connection that was the last to close (a script,
    // a database browser) leaves one behind.
    return QFileInfo(m_databasePath + QStringLiteral("-wal")).size() > 0;
}

bool IntegrityStamp::matches() const
{
    if (hasWriteAheadLog()) {
        return false;
    }
    QFile stamp(stampPath());
    if (!stamp.open(QIODevice::ReadOnly)) {
        return false;
    }
    const QString recorded = QString::fromUtf8(stamp.readAll());
    const QString current = fingerprint();
    return !current.isEmpty() && recorded == current;
}

void IntegrityStamp::record() const
{
    if (hasWriteAheadLog()) {
        forget();
        return;
    }
    const QString current = fingerprint();
    if (current.isEmpty() || !QDir().mkpath(m_stampFolder)) {
        forget();
        return;
    }
    QSaveFile stamp(stampPath());
    if (!stamp.open(QIODevice::WriteOnly) || stamp.write(current.toUtf8()) < 0 || !stamp.commit()) {
        forget(); // no stamp only costs a full check; a stale one must not stay
        return;
    }
    pruneOldest(m_stampFolder, QFileInfo(stampPath()).absoluteFilePath());
}

void IntegrityStamp::forget() const
{
    QFile::remove(stampPath());
}

QString IntegrityStamp::fingerprint() const
{
    // Every byte of the file, with a fast non-cryptographic hash: the stamp guards against
    // accidents, not against someone who can write the file anyway. A large file is hashed in
    // four pieces, read and hashed side by side when there are cores for it (on two cores, a
    // no-change sync's two hashes of the 40 MB bench file took about 4 ms less).
    const qint64 size = QFileInfo(m_databasePath).size();
    const int pieces = size >= SplitFrom ? Pieces : 1;
    std::array<PieceHash, Pieces> hashes {};
    const auto hashPiece = [&](int piece) {
        const qint64 length = (size / pieces) & ~(ChunkSize - 1); // whole chunks but the last
        hashes[piece] = hashRange(m_databasePath, length * piece,
                                  piece == pieces - 1 ? -1 : length * (piece + 1));
    };
    std::atomic<int> next = 0;
    const auto takePieces = [&] {
        for (int piece = next++; piece < pieces; piece = next++) {
            hashPiece(piece);
        }
    };
    const int helpers = std::min(pieces, QThread::idealThreadCount()) - 1;
    std::vector<std::thread> threads;
    threads.reserve(std::max(helpers, 0));
    for (int i = 0; i < helpers; ++i) {
        try {
            threads.emplace_back(takePieces);
        } catch (const std::system_error &) {
            break; // no thread to be had: this one takes the rest
        }
    }
    takePieces();
    for (std::thread &thread : threads) {
        thread.join();
    }

    qint64 total = 0;
    QStringList values;
    for (int piece = 0; piece < pieces; ++piece) {
        if (!hashes[piece].read) {
            return {};
        }
        total += hashes[piece].size;
        values << QStringLiteral("%1").arg(quint64(hashes[piece].hash), 16, 16, QLatin1Char('0'));
    }
    return QStringLiteral("acp-integrity-stamp 2\npath %1\nsize %2\nxxh64 %3\n")
        .arg(m_databasePath)
        .arg(total)
        .arg(values.join(QLatin1Char(' ')));
}

QString IntegrityStamp::stampPath() const
{
    const QByteArray key =
        QCryptographicHash::hash(m_databasePath.toUtf8(), QCryptographicHash::Sha1).toHex();
    return m_stampFolder + QLatin1Char('/') + QString::fromLatin1(key) + QStringLiteral(".stamp");
}

} // namespace acp
