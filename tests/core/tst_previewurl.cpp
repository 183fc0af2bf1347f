// GitHub links as previews read them: what they point at, and hostile paths ("..", "%2e%2e",
// "%2F", empty segments) that must never become an API request outside the repository a link
// names.

#include "core/preview/PreviewUrl.h"

#include <QTest>
#include <QUrl>

using namespace acp;
using namespace acp::preview;

namespace {

QString s(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

} // namespace

class tst_PreviewUrl : public QObject
{
    Q_OBJECT

private slots:
    void targets_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("fullName");
        QTest::addColumn<QStringList>("refAndPath");

        QTest::newRow("repository") << s("https://github.com/o/r") << int(PreviewKind::GitHubRepo)
                                    << s("o/r") << QStringList();
        QTest::newRow("trailing slash")
            << s("https://github.com/o/r/") << int(PreviewKind::GitHubRepo) << s("o/r")
            << QStringList();
        QTest::newRow("file") << s("https://github.com/o/r/blob/main/docs/a.md")
                              << int(PreviewKind::GitHubFile) << s("o/r")
                              << QStringList { s("main"), s("docs"), s("a.md") };
        // A percent-encoded character stays inside its segment.
        QTest::newRow("encoded space and question mark")
            << s("https://github.com/o/r/blob/main/a%20b%3Fc.md") << int(PreviewKind::GitHubFile)
            << s("o/r") << QStringList { s("main"), s("a b?c.md") };
        QTest::newRow("dots inside a name are fine")
            << s("https://github.com/o/r/blob/v1.2/..hidden/a..b") << int(PreviewKind::GitHubFile)
            << s("o/r") << QStringList { s("v1.2"), s("..hidden"), s("a..b") };
        QTest::newRow("raw") << s("https://raw.githubusercontent.com/o/r/main/x.py")
                             << int(PreviewKind::GitHubFile) << s("o/r")
                             << QStringList { s("main"), s("x.py") };
    }

    void targets()
    {
        QFETCH(QString, link);
        QFETCH(int, kind);
        QFETCH(QString, fullName);
        QFETCH(QStringList, refAndPath);
        const GitHubTarget target = gitHubTarget(QUrl(link));
        QCOMPARE(int(target.kind), kind);
        QCOMPARE(target.fullName(), fullName);
        QCOMPARE(target.refAndPath, refAndPath);
        QVERIFY(!hasUnsafeGitHubPath(QUrl(link)));
    }

    void hostilePaths_data()
    {
        QTest::addColumn<QString>("link");
        for (const char *link : {
                 "https://github.com/a/b/blob/main/../../../users/x",
                 "https://github.com/a/b/blob/main/%2e%2e/%2e%2e/orgs/x",
                 "https://github.com/a/b/blob/main/%2E%2E/%2E%2E/orgs/x",
                 "https://github.com/a/b/blob/main/.%2e/x",
                 "https://github.com/a/b/../c",
                 "https://github.com/a/b/./blob/main/x",
                 "https://github.com/a/b/blob/main/a%2F..%2F..%2F..%2Fusers%2Fx",
                 "https://github.com/a/b/blob/main/..%5C..%5Cx",
                 "https://github.com/a/b/blob/main/x%00y",
                 "https://github.com/a//b",
                 "https://github.com//a/b",
                 "https://github.com/a/b/blob/main//etc/passwd",
                 "https://github.com/a/b/blob/main/x//",
                 "https://github.com/a/b/actions/workflows/..",
                 "https://github.com/a/b/actions/workflows/%2e%2e/runs",
                 "https://github.com/a/b/releases/../../c",
                 "https://www.github.com/a/b/blob/main/../../x",
                 "https://raw.githubusercontent.com/a/b/main/../../../x",
                 "https://raw.githubusercontent.com/a/b/main/%2e%2e/x",
             }) {
            QTest::newRow(link) << s(link);
        }
    }

    void hostilePaths()
    {
        QFETCH(QString, link);
        const QUrl url(link);
        QVERIFY(hasUnsafeGitHubPath(url));
        QVERIFY(!gitHubTarget(url).isValid());
        QCOMPARE(previewKindFor(url), PreviewKind::WebPage);
        // Normalising keeps it unsafe (a trailing slash is not cut to make it look clean).
        QVERIFY(hasUnsafeGitHubPath(normalizedUrl(url)));
    }

    void otherHostsAreNotJudged()
    {
        QVERIFY(!hasUnsafeGitHubPath(QUrl(s("https://example.com/a/../b"))));
        QVERIFY(!hasUnsafeGitHubPath(QUrl(s("https://example.com//a"))));
    }

    void enterpriseHost()
    {
        const QUrl web(s("https://ghe.example.com"));
        const GitHubTarget target =
            gitHubTarget(QUrl(s("https://ghe.example.com/acme/platform/blob/main/README.md")), web);
        QCOMPARE(target.kind, PreviewKind::GitHubFile);
        QVERIFY(target.enterprise);
        QCOMPARE(target.fullName(), s("acme/platform"));
        QCOMPARE(target.repositoryUrl(), QUrl(s("https://ghe.example.com/acme/platform")));
        // github.com stays github.com, whatever the workspace.
        const GitHubTarget dotcom = gitHubTarget(QUrl(s("https://github.com/o/r")), web);
        QVERIFY(!dotcom.enterprise);
        QCOMPARE(dotcom.repositoryUrl(), QUrl(s("https://github.com/o/r")));
        // Without the workspace's host, or on another port, it is a web page.
        QVERIFY(!gitHubTarget(QUrl(s("https://ghe.example.com/acme/platform"))).isValid());
        QVERIFY(
            !gitHubTarget(QUrl(s("https://ghe.example.com:8443/acme/platform")), web).isValid());
        QVERIFY(hasUnsafeGitHubPath(QUrl(s("https://ghe.example.com/acme/platform/../../x")), web));
    }

    void apiPathsEncodeEachSegment()
    {
        QCOMPARE(encodedApiPath({ s("repos"), s("o"), s("r"), s("contents"), s("a b?c#d%e.md") }),
                 s("/repos/o/r/contents/a%20b%3Fc%23d%25e.md"));
        QCOMPARE(encodedApiPath({ s("repos"), s("o"), s("r"), s("contents"), s("über.md") }),
                 s("/repos/o/r/contents/%C3%BCber.md"));
        for (const QString &bad : { s(".."), s("."), QString(), s("a/b"), s("a\\b"), s("a\nb") })
            QVERIFY2(encodedApiPath({ s("repos"), s("o"), s("r"), s("contents"), bad }).isEmpty(),
                     qPrintable(bad));
    }
};

QTEST_GUILESS_MAIN(tst_PreviewUrl)
#include "tst_previewurl.moc"
