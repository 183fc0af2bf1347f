#include "core/text/VersionedJsonFile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonValue>

#include <limits>

namespace acp {

bool VersionedJsonFile::isWholeNumber(const QJsonValue &value, int minimum, int maximum)
{
    return value.isDouble() && value.toDouble() == double(value.toInt()) && value.toInt() >= minimum
        && value.toInt() <= maximum;
}

VersionedJsonFile VersionedJsonFile::parse(const QByteArray &json, const QString &format,
                                           const QString &path)
{
    VersionedJsonFile result;
    result.file = path.isEmpty() ? format : QDir::toNativeSeparators(path);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        result.problem = tr("%1 is not JSON: %2 at offset %3.")
                             .arg(result.file, error.errorString())
                             .arg(error.offset);
        return result;
    }
    if (!document.isObject()) {
        result.problem = tr("%1 holds no JSON object.").arg(result.file);
        return result;
    }
    const QJsonObject object = document.object();
    if (object.value(QLatin1String("format")).toString() != format) {
        result.problem = tr("In %1, “format” must be “%2”.").arg(result.file, format);
        return result;
    }
    const QJsonValue version = object.value(QLatin1String("version"));
    if (!isWholeNumber(version, 1, std::numeric_limits<int>::max())) {
        result.problem = tr("In %1, “version” must be a whole number, 1 or more.").arg(result.file);
        return result;
    }
    result.object = object;
    result.version = version.toInt();
    return result;
}

VersionedJsonFile VersionedJsonFile::load(const QString &path, const QString &format)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        VersionedJsonFile result;
        result.file = QDir::toNativeSeparators(path);
        result.problem = tr("%1 could not be read: %2.").arg(result.file, file.errorString());
        return result;
    }
    return parse(file.read(1024 * 1024), format, path);
}

} // namespace acp
