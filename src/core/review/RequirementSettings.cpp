#include "core/review/RequirementSettings.h"

#include <QSettings>

namespace acp {

QString RequirementDefinition::problemText() const
{
    if (!hasProblem()) {
        return {};
    }
    return RequirementSettings::tr("The built-in requirement definition is in use, because the "
                                   "chosen file is not valid: %1")
        .arg(problem.toString());
}

QString RequirementSettings::settingsKey()
{
    return QStringLiteral("review/requirementsFile");
}

QString RequirementSettings::path(const QSettings &settings)
{
    return settings.value(settingsKey()).toString().trimmed();
}

void RequirementSettings::setPath(QSettings &settings, const QString &path)
{
    const QString trimmed = path.trimmed();
    if (trimmed.isEmpty()) {
        settings.remove(settingsKey());
    } else {
        settings.setValue(settingsKey(), trimmed);
    }
}

RequirementDefinition RequirementSettings::load(const QString &path)
{
    RequirementDefinition definition;
    definition.path = path.trimmed();
    definition.requirements = RequirementSet::loadOrBuiltIn(definition.path, &definition.problem);
    return definition;
}

QString RequirementSettings::formProfileKey()
{
    return QStringLiteral("review/formProfile");
}

QString RequirementSettings::formProfile(const QSettings &settings)
{
    return settings.value(formProfileKey()).toString().trimmed();
}

RequirementDefinition RequirementSettings::loadConfigured()
{
    const QSettings settings;
    return load(path(settings));
}

} // namespace acp
