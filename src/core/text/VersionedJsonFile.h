#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace acp {

// A rule file a co-chair can replace (the label mapping, the eligibility rule): a JSON object
// {"format": NAME, "version": N (a whole number, 1 or more), ...}. Its problems are one
// translated sentence naming the file.
class VersionedJsonFile
{
    Q_DECLARE_TR_FUNCTIONS(acp::VersionedJsonFile)

public:
    QJsonObject object;
    int version = 0;
    QString problem; // empty when the object has the format and a version
    QString file; // the file's name as messages give it (the format name for text without one)

    bool ok() const { return problem.isEmpty(); }

    // Reads `json`; `path` names the file in messages.
    static VersionedJsonFile parse(const QByteArray &json, const QString &format,
                                   const QString &path);
    // Reads the file (at most 1 MiB); a file that cannot be read is a problem too.
    static VersionedJsonFile load(const QString &path, const QString &format);
    // True when the whole-number `value` is from `minimum` to `maximum`.
    static bool isWholeNumber(const QJsonValue &value, int minimum, int maximum);
};

} // namespace acp
