#include "core/store/Xxh64.h"

#include <QTest>

using namespace acp;

namespace {
QByteArray pattern(int size, int factor, int offset)
{
    QByteArray bytes(size, Qt::Uninitialized);
    for (int i = 0; i < size; ++i) {
        bytes[i] = char((qint64(i) * factor + offset) % (factor == 31 ? 251 : 256));
    }
    return bytes;
}

std::uint64_t hashInPieces(const QByteArray &bytes, qsizetype piece)
{
    Xxh64 hash;
    for (qsizetype at = 0; at < bytes.size(); at += piece) {
        hash.add(QByteArrayView(bytes.constData() + at, std::min(piece, bytes.size() - at)));
    }
    return hash.result();
}
} // namespace

// The expected values are xxhsum's (Debian package xxhash, `xxhsum -H1`).
class tst_Xxh64 : public QObject
{
    Q_OBJECT

private slots:
    void matchesTheReference_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<quint64>("expected");
        QTest::newRow("empty") << QByteArray() << quint64(0xef46db3751d8e999ULL);
        QTest::newRow("a") << QByteArray("a") << quint64(0xd24ec4f1a98c6e5bULL);
        QTest::newRow("abc") << QByteArray("abc") << quint64(0x44bc2cf5ad770999ULL);
        QTest::newRow("43 bytes") << QByteArray("The quick brown fox jumps over the lazy dog")
                                  << quint64(0x0b242d361fda71bcULL);
        QTest::newRow("100 bytes") << pattern(100, 31, 7) << quint64(0xf0b29a915621716dULL);
        QTest::newRow("a mebibyte and 7")
            << pattern(1048583, 131, 17) << quint64(0x82fd735c525f60d0ULL);
    }
    void matchesTheReference()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(quint64, expected);
        Xxh64 whole;
        whole.add(bytes);
        QCOMPARE(quint64(whole.result()), expected);
        // Fed in pieces that do and do not line up with its 32-byte stripes.
        for (const qsizetype piece : { 1, 5, 31, 32, 33, 4096 }) {
            QCOMPARE(quint64(hashInPieces(bytes, piece)), expected);
        }
    }
};

QTEST_GUILESS_MAIN(tst_Xxh64)
#include "tst_xxh64.moc"
