#include "core/listing/PlatformListing.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace acp;

class tst_PlatformListing : public QObject
{
    Q_OBJECT

private slots:
    void entryJsonInTheSiteOrder()
    {
        PlatformListing listing;
        listing.platformId = QStringLiteral("xpu");
        listing.name = QStringLiteral("XPU");
        listing.supportChannel = QStringLiteral("https://github.com/pytorch/pytorch/issues");
        listing.stable.linuxCommand = QStringLiteral(
            "pip3 install torch torchvision --index-url https://download.pytorch.org/whl/xpu");
        QCOMPARE(
            listing.entryJson(),
            QByteArray("{\n"
                       "  \"name\": \"XPU\",\n"
                       "  \"support_channel\": \"https://github.com/pytorch/pytorch/issues\",\n"
                       "  \"stable\": {\n"
                       "    \"linux\": \"pip3 install torch torchvision --index-url "
                       "https://download.pytorch.org/whl/xpu\"\n"
                       "  }\n"
                       "}\n"));

        listing.stable.windowsCommand = QStringLiteral("pip3 install torch");
        listing.preview.windowsCommand = QStringLiteral("pip3 install --pre torch");
        const QByteArray json = listing.entryJson();
        QVERIFY(json.indexOf("\"linux\"") < json.indexOf("\"windows\""));
        QVERIFY(json.indexOf("\"stable\"") < json.indexOf("\"preview\""));
        const QJsonObject object = QJsonDocument::fromJson(json).object();
        QCOMPARE(object.keys().size(), 4);
        QCOMPARE(object.value(QStringLiteral("preview")).toObject().keys(),
                 QStringList { QStringLiteral("windows") });
    }

    void entryJsonEscapesWhatItHolds()
    {
        PlatformListing listing;
        listing.name = QStringLiteral("Quote \" back\\slash\nnew line \u2028 雷鳥");
        listing.supportChannel = QStringLiteral("</script><script>alert(1)</script>");
        listing.stable.linuxCommand = QStringLiteral("pip3 install \"a>=1\"");
        QJsonParseError error;
        const QJsonObject object = QJsonDocument::fromJson(listing.entryJson(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(object.value(QStringLiteral("name")).toString(), listing.name);
        QCOMPARE(object.value(QStringLiteral("support_channel")).toString(),
                 listing.supportChannel);
        QCOMPARE(object.value(QStringLiteral("stable"))
                     .toObject()
                     .value(QStringLiteral("linux"))
                     .toString(),
                 listing.stable.linuxCommand);
    }

    void pathsAreTheSiteLayout()
    {
        PlatformListing listing;
        listing.platformId = QStringLiteral("ascend_npu");
        QCOMPARE(listing.entryPath(), QStringLiteral("_additional_platforms/ascend_npu.json"));
        QCOMPARE(listing.guidePath(),
                 QStringLiteral("_get_started/additional_platforms/ascend_npu.md"));
    }

    void draftJsonRoundTrip()
    {
        PlatformListing listing;
        listing.platformId = QStringLiteral("tpe");
        listing.name = QStringLiteral("TPE");
        listing.supportChannel = QStringLiteral("https://x.example/issues");
        listing.stable = { QStringLiteral("pip install a"), QStringLiteral("pip install b") };
        listing.preview.linuxCommand = QStringLiteral("pip install --pre a");
        listing.guide = QStringLiteral("## Installation\n");
        QCOMPARE(PlatformListing::fromDraftJson(listing.toDraftJson()), listing);
        QCOMPARE(PlatformListing::fromDraftJson({}), PlatformListing());
    }

    void platformIdFromName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("id");
        QTest::newRow("plain") << QStringLiteral("Nordhaven NPU")
                               << QStringLiteral("nordhaven_npu");
        QTest::newRow("parentheses") << QStringLiteral("Tessellate Photonic Engine (TPE)")
                                     << QStringLiteral("tessellate_photonic_engine_tpe");
        QTest::newRow("accents") << QStringLiteral("雷鳥 (Raichō) NPU")
                                 << QStringLiteral("raicho_npu");
        QTest::newRow("hyphens") << QStringLiteral("RVV-X  --  2.0") << QStringLiteral("rvv_x_2_0");
        QTest::newRow("only other scripts") << QStringLiteral("雷鳥") << QString();
        QTest::newRow("path") << QStringLiteral("../../etc/passwd") << QStringLiteral("etc_passwd");
    }
    void platformIdFromName()
    {
        QFETCH(QString, name);
        QFETCH(QString, id);
        QCOMPARE(PlatformListing::platformIdFor(name), id);
    }
};

QTEST_GUILESS_MAIN(tst_PlatformListing)
#include "tst_platformlisting.moc"
