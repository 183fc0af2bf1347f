#include "core/preview/CiRelayAllowlist.h"

#include <QTest>

using namespace acp;

namespace {

QString s(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

// pytorch/pytorch's .github/allowlist.yml in the shape it has upstream: the documented example in
// comments (which lists nothing), L1 and L2 lists, an L3 label group with on-calls.
const char *const kUpstreamShape = R"yml(# Cross Repo CI Relay (CRCR) Allowlist
#
# Trust Levels:
#
#   L1 – Onboarding
#     Events are forwarded to downstream, but upstream receives no feedback.
#
# Example:
#
# L1:
#   - org1/downstream-repo1
#
# L3:
#   <LABEL_NAME>:
#     org3/downstream-repo3: [@oncall1,@oncall2]
#
# L4:
#   - org4/downstream-repo4: [@oncall1,@oncall2]

L1:
  - riseproject-dev/pytorch-ci
  - NVIDIA/pytorch-windows-ci
  - google-pytorch/torch_tpu

L2:
  - TorchedHat/pytorch-redhat-ci
  - Ascend/pytorch
  - vllm-project/vllm

L3:
  # Canonical test repos for CRCR.
  crcr-test:
    pytorch/crcr-test: [atalman, can-gaa-hou, fffrog]
)yml";

} // namespace

class tst_CiRelayAllowlist : public QObject
{
    Q_OBJECT

private slots:
    void upstreamShape()
    {
        const std::optional<CiRelayAllowlist> list = CiRelayAllowlist::parse(s(kUpstreamShape));
        QVERIFY(list);
        QCOMPARE(list->size(), 7); // the commented example lists nothing
        QCOMPARE(list->entries().constFirst().repository, s("riseproject-dev/pytorch-ci"));
        QCOMPARE(list->entry(s("google-pytorch/torch_tpu"))->level, 1);
        QCOMPARE(list->entry(s("ascend/PyTorch"))->level, 2); // any case
        QCOMPARE(list->entry(s("ascend/PyTorch"))->repository, s("Ascend/pytorch"));
        const CiRelayEntry test = *list->entry(s("pytorch/crcr-test"));
        QCOMPARE(test.level, 3);
        QCOMPARE(test.label, s("crcr-test"));
        QVERIFY(!list->entry(s("org1/downstream-repo1")));
        QVERIFY(!list->entry(s("org4/downstream-repo4")));
        QVERIFY(!list->entry(s("atalman")));
        QVERIFY(!list->entry(s("Ascend/pytorch-extra")));
    }

    void shapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("repository");
        QTest::addColumn<int>("level"); // 0: not listed
        QTest::addColumn<QString>("label");

        QTest::newRow("L4 with on-calls") << s("L4:\n  - org4/mature: [@oncall1, @oncall2]\n")
                                          << s("org4/mature") << 4 << QString();
        QTest::newRow("flow list")
            << s("L1: [a/one, \"b/two\"]\nL2: []\n") << s("b/two") << 1 << QString();
        QTest::newRow("flow mapping under a label")
            << s("L3:\n  npu: {nordhaven/torch-npu: [x, y], other/repo: []}\n")
            << s("nordhaven/torch-npu") << 3 << s("npu");
        QTest::newRow("items at the key's indentation")
            << s("L2:\n- org/repo\n- org/other\n") << s("org/other") << 2 << QString();
        QTest::newRow("quoted, trailing comment")
            << s("L2:\n  - 'org/quoted'   # added 2026-10\n") << s("org/quoted") << 2 << QString();
        QTest::newRow("CRLF and tabs")
            << s("L1:\r\n\t- org/crlf\r\n") << s("org/crlf") << 1 << QString();
        QTest::newRow("listed twice: the higher level")
            << s("L1:\n  - org/moved\nL3:\n  lbl:\n    org/moved: [a]\n") << s("org/moved") << 3
            << s("lbl");
        QTest::newRow("from L3 up to L4: no label") // found by fuzz_allowlist
            << s("L3:\n  lbl:\n    org/up: [a]\nL4:\n  - org/up\n") << s("org/up") << 4
            << QString();
        QTest::newRow("higher first stays")
            << s("L4:\n  - org/top\nL1:\n  - org/top\n") << s("org/top") << 4 << QString();
        QTest::newRow("another top-level key ends the level")
            << s("L2:\n  - org/in\nnotes:\n  - org/out\n") << s("org/out") << 0 << QString();
        QTest::newRow("lower-case level key")
            << s("l2:\n  - org/lower\n") << s("org/lower") << 2 << QString();
        QTest::newRow("L5 is no level")
            << s("L1:\n  - org/a\nL5:\n  - org/five\n") << s("org/five") << 0 << QString();
        QTest::newRow("a URL is no name")
            << s("L2:\n  - https://github.com/org/url\n") << s("org/url") << 0 << QString();
        QTest::newRow("hash inside a name is no comment")
            << s("L2:\n  - org/c#sharp\n") << s("org/c#sharp") << 0 << QString();
        QTest::newRow("path traversal is no name")
            << s("L2:\n  - ../etc\n  - org/../x\n") << s("org/../x") << 0 << QString();
    }

    void shapes()
    {
        QFETCH(QString, text);
        QFETCH(QString, repository);
        QFETCH(int, level);
        QFETCH(QString, label);
        const std::optional<CiRelayAllowlist> list = CiRelayAllowlist::parse(text);
        QVERIFY(list);
        const std::optional<CiRelayEntry> entry = list->entry(repository);
        QCOMPARE(entry ? entry->level : 0, level);
        if (entry)
            QCOMPARE(entry->label, label);
    }

    void notTheAllowlist_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("only comments") << s("# L1:\n#   - org/repo\n");
        QTest::newRow("another file") << s("name: CI\non:\n  push:\n");
        QTest::newRow("HTML error page") << s("<html><body>L1: org/repo</body></html>");
        QTest::newRow("binary") << QString::fromLatin1("\x89PNG\r\n\x1a\n\0\0", 10);
    }

    void notTheAllowlist()
    {
        QFETCH(QString, text);
        QVERIFY(!CiRelayAllowlist::parse(text));
    }

    void hudPages_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("repository");
        QTest::newRow("page") << s("https://hud.pytorch.org/crcr/Ascend/pytorch")
                              << s("Ascend/pytorch");
        QTest::newRow("deeper") << s("https://hud.pytorch.org/crcr/org/repo/runs?x=1")
                                << s("org/repo");
        QTest::newRow("host case") << s("https://HUD.pytorch.org/crcr/org/repo") << s("org/repo");
        QTest::newRow("the overview") << s("https://hud.pytorch.org/crcr") << QString();
        QTest::newRow("metrics") << s("https://hud.pytorch.org/crcr/metrics") << QString();
        QTest::newRow("another page")
            << s("https://hud.pytorch.org/hud/pytorch/pytorch/main") << QString();
        QTest::newRow("another host")
            << s("https://hud.pytorch.org.evil.test/crcr/org/repo") << QString();
        QTest::newRow("not web") << s("file:///crcr/org/repo") << QString();
        QTest::newRow("encoded slash")
            << s("https://hud.pytorch.org/crcr/org%2Fx/repo") << QString();
    }

    void hudPages()
    {
        QFETCH(QString, url);
        QFETCH(QString, repository);
        QCOMPARE(CiRelayAllowlist::repositoryOfHudPage(QUrl(url)), repository);
    }

    void entryTexts()
    {
        const CiRelayEntry entry { s("Ascend/pytorch"), 2, QString() };
        QCOMPARE(entry.hudUrl(), QUrl(s("https://hud.pytorch.org/crcr/Ascend/pytorch")));
        QCOMPARE(entry.levelText(), s("L2 (observation)"));
        QCOMPARE(CiRelayAllowlist::fileUrl(),
                 QUrl(s("https://github.com/pytorch/pytorch/blob/main/.github/allowlist.yml")));
    }
};

QTEST_GUILESS_MAIN(tst_CiRelayAllowlist)
#include "tst_cirelayallowlist.moc"
