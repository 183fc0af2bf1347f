// Package index pages in the "simple" API (PEP 503 HTML, PEP 691 JSON) as vendors serve them,
// the versions their files name, and the install commands applications give.
#include "core/preview/SimpleIndex.h"

#include <QJsonArray>
#include <QTest>

using namespace acp;

namespace {

QString s(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

using Files = QList<SimpleIndex::File>;

} // namespace

class tst_SimpleIndex : public QObject
{
    Q_OBJECT

private slots:
    void htmlProjectPage()
    {
        const QByteArray page =
            "<!DOCTYPE html>\n<html><head><meta name=\"pypi:repository-version\" content=\"1.1\">"
            "<title>Links for torch-quillmoor</title></head><body>\n"
            "<h1>Links for torch-quillmoor</h1>\n"
            "<a href=\"../../files/torch_quillmoor-2.11.0-cp312-cp312-manylinux_2_28_x86_64.whl"
            "#sha256=ab12\" data-requires-python=\"&gt;=3.10\" "
            "data-dist-info-metadata=\"sha256=cd\">"
            "torch_quillmoor-2.11.0-cp312-cp312-manylinux_2_28_x86_64.whl</a><br/>\n"
            "<A HREF='https://files.example/torch_quillmoor-2.12.0-cp312-cp312-linux_x86_64.whl'"
            " data-yanked=\"broken wheel\">torch_quillmoor-2.12.0-cp312-cp312-linux_x86_64.whl</A>"
            "<br/>\n"
            "<a href=\"https://files.example/torch-quillmoor-2.10.0.tar.gz#sha256=ee\"></a><br/>\n"
            "<a href=\"https://files.example/README.html\">README.html</a>\n"
            "<abbr title=\"x\">not a link</abbr>\n"
            "<a href=\"x\" data-yanked>torch_quillmoor-2.9.0-py3-none-any.whl</a>\n"
            "</body></html>\n";
        const Files files = SimpleIndex::filesOfHtml(page);
        QCOMPARE(files.size(), 4);
        QCOMPARE(files.at(0).filename,
                 s("torch_quillmoor-2.11.0-cp312-cp312-manylinux_2_28_x86_64.whl"));
        QVERIFY(!files.at(0).yanked);
        QVERIFY(files.at(1).yanked);
        QCOMPARE(files.at(2).filename, s("torch-quillmoor-2.10.0.tar.gz")); // from the address
        QVERIFY(files.at(3).yanked); // data-yanked without a value
        QCOMPARE(SimpleIndex::fromJson(SimpleIndex::toJson(files)), files);
    }

    void hostileHtml_data()
    {
        QTest::addColumn<QByteArray>("page");
        QTest::addColumn<int>("count");
        QTest::newRow("unclosed tag") << QByteArray("<a href=\"x.whl") << 0;
        QTest::newRow("unclosed text") << QByteArray("<a href=x>torch_x-1.0-py3-none-any.whl") << 1;
        QTest::newRow("path in the text")
            << QByteArray("<a>../../etc/x-1.0-py3-none-any.whl</a>") << 0;
        QTest::newRow("many opens") << QByteArray(200000, '<') << 0;
        QTest::newRow("many anchors") << QByteArray("<a>").repeated(50000) << 0;
        QTest::newRow("not HTML") << QByteArray("\x89PNG\r\n\x1a\n") << 0;
    }

    void hostileHtml()
    {
        QFETCH(QByteArray, page);
        QFETCH(int, count);
        QCOMPARE(SimpleIndex::filesOfHtml(page).size(), count);
    }

    void manyFilesAreCapped()
    {
        QByteArray page;
        for (int i = 0; i < SimpleIndex::MaxFiles + 10; ++i)
            page += "<a>x-1." + QByteArray::number(i) + "-py3-none-any.whl</a>\n";
        QCOMPARE(SimpleIndex::filesOfHtml(page).size(), SimpleIndex::MaxFiles);
    }

    void jsonProjectPage()
    {
        // One line per file (moc of Qt 6.4 cannot read a raw string over several lines).
        const QByteArray page =
            "{"
            "\"meta\": {\"api-version\": \"1.1\"},"
            "\"name\": \"torch-quillmoor\","
            "\"files\": ["
            "{\"filename\": \"torch_quillmoor-2.11.0-cp312-cp312-linux_x86_64.whl\","
            "\"url\": \"https://files.example/a.whl\", \"hashes\": {\"sha256\": \"ab\"},"
            "\"upload-time\": \"2026-09-30T10:00:00Z\"},"
            "{\"filename\": \"torch_quillmoor-2.12.0-cp312-cp312-linux_x86_64.whl\","
            "\"url\": \"https://files.example/b.whl\", \"hashes\": {}, \"yanked\": \"broken\"},"
            "{\"filename\": \"torch_quillmoor-2.12.1-cp312-cp312-linux_x86_64.whl\","
            "\"url\": \"https://files.example/c.whl\", \"hashes\": {}, \"yanked\": true},"
            "{\"filename\": \"torch_quillmoor-2.12.2-cp312-cp312-linux_x86_64.whl\","
            "\"url\": \"https://files.example/d.whl\", \"hashes\": {}, \"yanked\": false},"
            "{\"filename\": \"../escape-1.0.tar.gz\"},"
            "{\"filename\": 42}"
            "]"
            "}";
        const Files files = SimpleIndex::filesOfJson(page);
        QCOMPARE(files.size(), 4);
        QCOMPARE(files.at(0).uploadedAt, s("2026-09-30T10:00:00Z"));
        QVERIFY(!files.at(0).yanked);
        QVERIFY(files.at(1).yanked);
        QVERIFY(files.at(2).yanked);
        QVERIFY(!files.at(3).yanked);
        QVERIFY(SimpleIndex::filesOfJson("not json").isEmpty());
        QVERIFY(SimpleIndex::filesOfJson("[1,2]").isEmpty());
        QVERIFY(SimpleIndex::isJsonContentType("application/vnd.pypi.simple.v1+json"));
        QVERIFY(SimpleIndex::isJsonContentType("Application/vnd.pypi.simple.latest+json; x=y"));
        QVERIFY(!SimpleIndex::isJsonContentType("application/json"));
    }

    void versions_data()
    {
        QTest::addColumn<QString>("filename");
        QTest::addColumn<QString>("version");
        QTest::addColumn<int>("major"); // -1: none
        QTest::addColumn<int>("minor");
        QTest::newRow("wheel") << s("torch_quillmoor-2.12.0-cp312-cp312-linux_x86_64.whl")
                               << s("2.12.0") << 2 << 12;
        QTest::newRow("build tag")
            << s("torch_x-2.11.1-1-cp311-cp311-linux_x86_64.whl") << s("2.11.1") << 2 << 11;
        QTest::newRow("pinned in the local label")
            << s("torch_npu-1.4.0+torch2.11-cp311-cp311-linux_aarch64.whl") << s("1.4.0+torch2.11")
            << 2 << 11;
        QTest::newRow("pt pin") << s("vendor_ext-0.9.2+pt2.10.cpu-py3-none-any.whl")
                                << s("0.9.2+pt2.10.cpu") << 2 << 10;
        QTest::newRow("platform label, no pin")
            << s("torch-2.9.1+xpu-cp312-cp312-linux_x86_64.whl") << s("2.9.1+xpu") << 2 << 9;
        QTest::newRow("own numbering")
            << s("vendor_ext-0.9.2-py3-none-any.whl") << s("0.9.2") << 0 << 9;
        QTest::newRow("sdist") << s("torch-quillmoor-2.10.0.tar.gz") << s("2.10.0") << 2 << 10;
        QTest::newRow("zip") << s("torch_x-2.8.zip") << s("2.8") << 2 << 8;
        QTest::newRow("short wheel name") << s("torch_x-2.8.whl") << QString() << -1 << -1;
        QTest::newRow("other file") << s("index.html") << QString() << -1 << -1;
    }

    void versions()
    {
        QFETCH(QString, filename);
        QFETCH(QString, version);
        QFETCH(int, major);
        QFETCH(int, minor);
        QCOMPARE(SimpleIndex::versionOf(filename), version);
        const std::optional<std::pair<int, int>> torch = SimpleIndex::torchVersionOf(version);
        QCOMPARE(torch ? torch->first : -1, major);
        QCOMPARE(torch ? torch->second : -1, minor);
    }

    void installSources_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("index"); // empty: no source
        QTest::addColumn<QStringList>("packages");
        QTest::newRow("index url")
            << s("pip install torch-quillmoor --index-url https://pkg.quillmoor.example/simple")
            << s("https://pkg.quillmoor.example/simple") << QStringList { s("torch-quillmoor") };
        QTest::newRow("-i first, pins and extras")
            << s("`pip3 install -i https://pkg.example/simple/ torch_x==2.12.0 "
                 "\"vendor-ext[full]>=1\" -U`")
            << s("https://pkg.example/simple/") << QStringList { s("torch_x"), s("vendor-ext") };
        QTest::newRow("extra index with =") << s(
            "python -m pip install torch torchvision --extra-index-url=https://dl.example/whl/npu")
                                            << s("https://dl.example/whl/npu")
                                            << QStringList { s("torch"), s("torchvision") };
        QTest::newRow("uv, requirements file skipped") << s(
            "uv pip install -r requirements.txt torch-x --index-url https://pkg.example/simple")
                                                       << s("https://pkg.example/simple")
                                                       << QStringList { s("torch-x") };
        QTest::newRow("PyPI only: nothing to read")
            << s("pip install torch-x") << QString() << QStringList();
        QTest::newRow("not http") << s("pip install x --index-url file:///srv/simple") << QString()
                                  << QStringList();
        QTest::newRow("a URL is no package")
            << s("pip install https://x.example/a.whl --index-url https://pkg.example/simple")
            << QString() << QStringList();
        QTest::newRow("prose") << s("We publish wheels; install them with our tool.") << QString()
                               << QStringList();
    }

    void installSources()
    {
        QFETCH(QString, command);
        QFETCH(QString, index);
        QFETCH(QStringList, packages);
        const QList<SimpleIndex::InstallSource> sources = SimpleIndex::installSources({ command });
        if (index.isEmpty()) {
            QVERIFY(sources.isEmpty());
            return;
        }
        QCOMPARE(sources.size(), 1);
        QCOMPARE(sources.first().indexUrl, QUrl(index));
        QCOMPARE(sources.first().packages, packages);
    }

    void installCommandStart_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("start");
        QTest::newRow("pip") << s("pip install torch-quillmoor") << 0;
        QTest::newRow("after prose") << s("Run pip3 install torch-x.") << 4;
        QTest::newRow("uv") << s("- uv pip install torch-x") << 2;
        QTest::newRow("python -m") << s("python3 -m pip install torch-x") << 0;
        QTest::newRow("upper case") << s("PIP INSTALL torch-x") << 0;
        QTest::newRow("nothing to install") << s("pip install") << -1;
        QTest::newRow("only spaces after") << s("pip install   ") << -1;
        QTest::newRow("inside a word") << s("ppip install x") << -1;
        QTest::newRow("no install") << s("pip download torch-x") << -1;
    }

    void installCommandStart()
    {
        QFETCH(QString, line);
        QFETCH(int, start);
        QCOMPARE(SimpleIndex::installCommandStart(line), qsizetype(start));
        QCOMPARE(SimpleIndex::isInstallCommand(line), start >= 0);
    }

    void projectPages()
    {
        QCOMPARE(SimpleIndex::normalizedName(s("Torch__Quillmoor.ext")), s("torch-quillmoor-ext"));
        QCOMPARE(SimpleIndex::projectPage(QUrl(s("https://pkg.example/simple")), s("torch_X")),
                 QUrl(s("https://pkg.example/simple/torch-x/")));
        QCOMPARE(SimpleIndex::projectPage(QUrl(s("https://pkg.example/simple/?a=b")), s("y")),
                 QUrl(s("https://pkg.example/simple/y/")));
    }
};

QTEST_GUILESS_MAIN(tst_SimpleIndex)
#include "tst_simpleindex.moc"
