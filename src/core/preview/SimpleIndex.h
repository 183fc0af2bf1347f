#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>
#include <utility>

namespace acp {

// A package index in the "simple" repository API: PEP 503 (HTML, one <a> per file) and PEP 691
// (JSON, application/vnd.pypi.simple.v1+json). Vendors that publish wheels only on their own
// index have no GitHub release to compare; their files say which PyTorch they follow.
class SimpleIndex
{
public:
    struct File
    {
        QString filename; // "torch_quillmoor-2.12.0-cp312-cp312-linux_x86_64.whl"
        bool yanked = false; // data-yanked (HTML) or "yanked" (JSON): not a release to count
        QString uploadedAt; // PEP 700 "upload-time" (JSON only); empty when not given

        bool operator==(const File &other) const = default;
    };

    // The most files a project page is read for (the page itself is capped in bytes too).
    static constexpr int MaxFiles = 5000;

    // The JSON content types of PEP 691.
    static bool isJsonContentType(const QByteArray &contentType);
    // The files of a project page: anchors of an HTML page (the anchor's text, else the last
    // segment of its address), or the "files" of a JSON one. Anything else gives none. Linear in
    // the page's length, whatever it holds.
    static QList<File> filesOfHtml(const QByteArray &html);
    static QList<File> filesOfJson(const QByteArray &json);
    // As preview details store them: [{filename, yanked, upload_time?}].
    static QJsonArray toJson(const QList<File> &files);
    static QList<File> fromJson(const QJsonArray &array);

    // The version a wheel or source archive names: "torch_x-2.12.0-cp312-...whl" -> "2.12.0",
    // "torch-x-2.12.0.tar.gz" -> "2.12.0"; empty for other files.
    static QString versionOf(const QString &filename);
    // The PyTorch version a file's version follows: a pin in its local label ("1.4.0+torch2.11",
    // "0.9+pt2.10" -> 2.11, 2.10), else its own major.minor ("2.12.0" -> 2.12).
    static std::optional<std::pair<int, int>> torchVersionOf(const QString &version);

    // PEP 503's normalized project name: runs of "-", "_" and "." as one "-", lower case.
    static QString normalizedName(const QString &name);

    // What an install command in an application names: "pip install torch-x --index-url URL"
    // gives (URL, {torch-x}); -i, --index-url and --extra-index-url (also "=URL") are read,
    // version specifiers and extras dropped.
    struct InstallSource
    {
        QUrl indexUrl;
        QStringList packages;
    };
    static QList<InstallSource> installSources(const QStringList &commands);
    // Whether a line installs something with pip ("pip install", "pip3 install", "uv pip
    // install", "python -m pip install", then what to install).
    static bool isInstallCommand(const QString &line);
    // Where in the line that command starts; -1 when it has none.
    static qsizetype installCommandStart(const QString &line);
    // The project page of `package` on the index at `indexUrl`: INDEX/normalized-name/.
    static QUrl projectPage(const QUrl &indexUrl, const QString &package);
};

} // namespace acp
