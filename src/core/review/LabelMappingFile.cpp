#include "core/review/LabelMappingFile.h"

#include "core/text/VersionedJsonFile.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>

namespace acp {

namespace {

const QString kFormat = QStringLiteral("acp-label-mapping");

} // namespace

QString LabelMappingFile::settingsKey()
{
    return QStringLiteral("labels/mappingFile");
}

LabelMapping LabelMappingFile::parse(const QByteArray &json, const QString &path)
{
    LabelMapping result;
    result.path = path;
    const VersionedJsonFile read = VersionedJsonFile::parse(json, kFormat, path);
    const QString &file = read.file;
    const auto fail = [&result](const QString &why) {
        result.scheme = LabelScheme();
        result.version = 0;
        result.problem = why;
        return result;
    };
    if (!read.ok()) {
        return fail(read.problem);
    }
    const QJsonObject &object = read.object;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (it.key() != QLatin1String("format") && it.key() != QLatin1String("version")
            && it.key() != QLatin1String("states")) {
            return fail(tr("In %1, “%2” is not a key of a label mapping.").arg(file, it.key()));
        }
    }
    if (!object.value(QLatin1String("states")).isObject()) {
        return fail(
            tr("In %1, “states” must be an object of state ids and label names.").arg(file));
    }
    const QJsonObject states = object.value(QLatin1String("states")).toObject();
    for (auto it = states.constBegin(); it != states.constEnd(); ++it) {
        const std::optional<ReviewState> state = reviewStateFromId(it.key());
        if (!state || *state == ReviewState::Closed) {
            return fail(tr("In %1, “%2” is not a state with a label; use new, needs-info, "
                           "voting, approved or declined.")
                            .arg(file, it.key()));
        }
        QStringList names;
        if (it.value().isString()) {
            names.append(it.value().toString());
        } else if (it.value().isArray()) {
            for (const QJsonValue &name : it.value().toArray()) {
                if (!name.isString()) {
                    return fail(tr("In %1, the labels of “%2” must be texts.").arg(file, it.key()));
                }
                names.append(name.toString());
            }
        } else {
            return fail(tr("In %1, the labels of “%2” must be a text or a list of texts.")
                            .arg(file, it.key()));
        }
        for (const QString &name : names) {
            if (name.trimmed().size() > 50) {
                return fail(tr("In %1, the label “%2” is longer than GitHub's 50 characters.")
                                .arg(file, name));
            }
        }
        result.scheme.setLabels(*state, names);
    }
    // Two states sharing a label would make an application's state ambiguous.
    QHash<QString, ReviewState> owner;
    for (ReviewState state : allReviewStates()) {
        for (const QString &name : result.scheme.labelsFor(state)) {
            const QString key = name.toCaseFolded();
            if (owner.contains(key) && owner.value(key) != state) {
                return fail(
                    tr("In %1, “%2” and “%3” cannot share the label “%4”.")
                        .arg(file, reviewStateId(owner.value(key)), reviewStateId(state), name));
            }
            owner.insert(key, state);
        }
    }
    result.version = read.version;
    return result;
}

LabelMapping LabelMappingFile::load(const QString &path, const QSettings &settings)
{
    if (path.trimmed().isEmpty()) {
        LabelMapping mapping;
        mapping.scheme = LabelScheme::load(settings);
        return mapping;
    }
    const VersionedJsonFile read = VersionedJsonFile::load(path, kFormat);
    LabelMapping mapping;
    if (!read.ok()) {
        mapping.path = path;
        mapping.problem = read.problem;
    } else {
        mapping = parse(QJsonDocument(read.object).toJson(), path);
    }
    if (!mapping.problem.isEmpty()) {
        mapping.scheme = LabelScheme::load(settings);
    }
    return mapping;
}

LabelMapping LabelMappingFile::loadConfigured(const QSettings &settings)
{
    return load(settings.value(settingsKey()).toString().trimmed(), settings);
}

QJsonObject LabelMappingFile::toJson(const LabelScheme &scheme, int version)
{
    QJsonObject states;
    for (ReviewState state : allReviewStates()) {
        if (state != ReviewState::Closed) {
            states.insert(reviewStateId(state),
                          QJsonArray::fromStringList(scheme.labelsFor(state)));
        }
    }
    return { { QStringLiteral("format"), kFormat },
             { QStringLiteral("version"), version },
             { QStringLiteral("states"), states } };
}

} // namespace acp
