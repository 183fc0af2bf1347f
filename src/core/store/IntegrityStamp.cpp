#include "core/store/IntegrityStamp.h"

#include "core/store/Xxh64.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace acp {

namespace {
// Stamps kept; the oldest go when there are more (each test and each copy is a new path).
constexpr int MaxStamps = 64;
constexpr qint64 ChunkSize = 1 << 20;

QString absolutePath(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
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
    // accidents, not against someone who can write the file anyway.
    QFile file(m_databasePath);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    QByteArray chunk(ChunkSize, Qt::Uninitialized);
    Xxh64 hash;
    qint64 total = 0;
    for (;;) {
        const qint64 read = file.read(chunk.data(), ChunkSize);
        if (read < 0) {
            return {};
        }
        if (read == 0) {
            break;
        }
        hash.add(QByteArrayView(chunk.constData(), read));
        total += read;
    }
    return QStringLiteral("acp-integrity-stamp 1\npath %1\nsize %2\nxxh64 %3\n")
        .arg(m_databasePath)
        .arg(total)
        .arg(quint64(hash.result()), 16, 16, QLatin1Char('0'));
}

QString IntegrityStamp::stampPath() const
{
    const QByteArray key =
        QCryptographicHash::hash(m_databasePath.toUtf8(), QCryptographicHash::Sha1).toHex();
    return m_stampFolder + QLatin1Char('/') + QString::fromLatin1(key) + QStringLiteral(".stamp");
}

} // namespace acp
