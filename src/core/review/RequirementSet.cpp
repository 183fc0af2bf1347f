// Over 600 lines on purpose: the definition's reader: one check, with its own message pointing at
// the field, per field of the format.

#include "core/review/RequirementSet.h"

#include "core/i18n/Translations.h"
#include "core/issueform/IssueForm.h"
#include "core/text/DisplayText.h"
#include "core/text/JsonLocator.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <climits>
#include <cmath>
#include <memory>

// Resources compiled into a static library are only linked in when referenced.
static void initRequirementResources()
{
    Q_INIT_RESOURCE(core);
}

namespace acp {

namespace {

QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return RequirementSet::tr("null");
    case QJsonValue::Bool:
        return RequirementSet::tr("true/false");
    case QJsonValue::Double:
        return RequirementSet::tr("a number");
    case QJsonValue::String:
        return RequirementSet::tr("text");
    case QJsonValue::Array:
        return RequirementSet::tr("a list");
    case QJsonValue::Object:
        return RequirementSet::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return RequirementSet::tr("nothing");
}

bool isHttpUrl(const QUrl &url)
{
    const QString scheme = url.scheme();
    return url.isValid() && (scheme == QLatin1String("https") || scheme == QLatin1String("http"))
        && !url.host().isEmpty();
}

QString listOf(const QStringList &items)
{
    return items.join(QStringLiteral(", "));
}

} // namespace

// Reads and validates one definition; stops at the first problem.
class RequirementSetReader
{
public:
    RequirementSetReader(const QByteArray &json, const QString &source)
        : m_json(json)
        , m_source(source)
    { }

    std::optional<RequirementSet> read(RequirementSetError *error)
    {
        std::optional<RequirementSet> result = parse();
        if (!result && error) {
            *error = m_error;
        }
        return result;
    }

private:
    std::optional<RequirementSet> parse()
    {
        // A byte-order mark is not JSON, but editors write one.
        if (m_json.startsWith("\xEF\xBB\xBF")) {
            m_json.remove(0, 3);
        }
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(m_json, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            const TextPosition where = positionOfUtf8Offset(m_json, parseError.offset);
            fail(QString(), where,
                 RequirementSet::tr("The file is not valid JSON (%1).")
                     .arg(parseError.errorString()));
            return std::nullopt;
        }
        m_locator = std::make_unique<JsonLocator>(QString::fromUtf8(m_json));
        if (m_locator->hasDuplicateKey()) {
            fail(m_locator->duplicatePath(), m_locator->duplicatePosition(),
                 RequirementSet::tr("The field %1 appears twice.")
                     .arg(text::quoted(m_locator->duplicatePath())));
            return std::nullopt;
        }
        if (!document.isObject()) {
            failAtValue(QString(),
                        RequirementSet::tr("The definition must be a JSON object with the fields "
                                           "format_version, version, date and requirements."));
            return std::nullopt;
        }

        RequirementSet set;
        set.m_source = m_source;
        if (!readTopLevel(document.object(), &set)) {
            return std::nullopt;
        }
        return set;
    }

    bool readTopLevel(const QJsonObject &root, RequirementSet *set)
    {
        static const QStringList required = { QStringLiteral("format_version"),
                                              QStringLiteral("version"), QStringLiteral("date"),
                                              QStringLiteral("requirements") };
        static const QStringList optional = { QStringLiteral("title"),
                                              QStringLiteral("translations"),
                                              QStringLiteral("document_url"),
                                              QStringLiteral("form_profiles") };
        if (!checkFields(root, QString(), required, optional)) {
            return false;
        }

        // The format version first: a newer file is explained as such, not as a list of
        // unknown fields.
        const QString formatField = QStringLiteral("format_version");
        const QJsonValue format = root.value(formatField);
        const double number = format.toDouble(-1);
        if (!format.isDouble() || number != std::floor(number) || number < 1 || number > 1e6) {
            return failAtKey(
                formatField,
                RequirementSet::tr("%1 must be a whole number (this version reads format %2).")
                    .arg(text::quoted(formatField))
                    .arg(RequirementSet::FormatVersion));
        }
        if (int(number) > RequirementSet::FormatVersion) {
            return failAtKey(
                formatField,
                RequirementSet::tr("%1 is %2: the file is written for a newer version of ACP "
                                   "Workbench, which reads format version %3.")
                    .arg(text::quoted(formatField))
                    .arg(int(number))
                    .arg(RequirementSet::FormatVersion));
        }
        set->m_formatVersion = int(number);

        if (!readText(root, QString(), QStringLiteral("version"), &set->m_version, false)) {
            return false;
        }
        QString date;
        if (!readText(root, QString(), QStringLiteral("date"), &date, false)) {
            return false;
        }
        set->m_date = QDate::fromString(date, Qt::ISODate);
        static const QRegularExpression datePattern(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        if (!set->m_date.isValid() || !datePattern.match(date).hasMatch()) {
            return failAtValue(QStringLiteral("date"),
                               RequirementSet::tr("%1 must be a date written YYYY-MM-DD.")
                                   .arg(text::quoted(QStringLiteral("date"))));
        }
        if (root.contains(QLatin1String("title"))
            && !readText(root, QString(), QStringLiteral("title"), &set->m_title, true)) {
            return false;
        }
        if (root.contains(QLatin1String("translations"))
            && !readTranslations(root, QString(), { QStringLiteral("title") },
                                 &set->m_titleTranslations)) {
            return false;
        }
        if (root.contains(QLatin1String("document_url"))
            && !readUrl(root, QString(), QStringLiteral("document_url"), &set->m_documentUrl)) {
            return false;
        }

        const QString listField = QStringLiteral("requirements");
        const QJsonValue list = root.value(listField);
        if (!list.isArray()) {
            return wrongType(listField, RequirementSet::tr("a list of requirements"), list);
        }
        const QJsonArray array = list.toArray();
        if (array.isEmpty()) {
            return failAtValue(listField,
                               RequirementSet::tr("%1 must list at least one requirement.")
                                   .arg(text::quoted(listField)));
        }
        QHash<QString, int> idIndex;
        QHash<QString, QString> aliasOwner; // heading key -> requirement id
        for (int i = 0; i < array.size(); ++i) {
            const QString path = QStringLiteral("requirements[%1]").arg(i);
            const QJsonValue item = array.at(i);
            if (!item.isObject()) {
                return wrongType(path, RequirementSet::tr("an object"), item);
            }
            Requirement requirement;
            if (!readRequirement(item.toObject(), path, &requirement)) {
                return false;
            }
            if (idIndex.contains(requirement.id)) {
                const QString field = path + QStringLiteral(".id");
                return failAtValue(
                    field,
                    RequirementSet::tr("%1: %2 is already the id of requirements[%3].")
                        .arg(text::quoted(field), text::quoted(requirement.id))
                        .arg(idIndex.value(requirement.id)));
            }
            idIndex.insert(requirement.id, i);
            for (int a = 0; a < requirement.headingAliases.size(); ++a) {
                const QString key = IssueForm::headingKey(requirement.headingAliases.at(a));
                const QString owner = aliasOwner.value(key);
                if (!owner.isEmpty() && owner != requirement.id) {
                    const QString field = path + QStringLiteral(".heading_aliases[%1]").arg(a);
                    return failAtValue(
                        field,
                        RequirementSet::tr("%1: %2 is also a heading alias of requirement %3; a "
                                           "heading can answer only one requirement.")
                            .arg(text::quoted(field),
                                 text::quoted(requirement.headingAliases.at(a)),
                                 text::quoted(owner)));
                }
                aliasOwner.insert(key, requirement.id);
            }
            set->m_requirements.append(requirement);
        }
        return !root.contains(QLatin1String("form_profiles"))
            || readFormProfiles(root.value(QLatin1String("form_profiles")), idIndex, set);
    }

    bool readFormProfiles(const QJsonValue &value, const QHash<QString, int> &requirementIds,
                          RequirementSet *set)
    {
        const QString listField = QStringLiteral("form_profiles");
        if (!value.isArray()) {
            return wrongType(listField, RequirementSet::tr("a list of form profiles"), value);
        }
        const QJsonArray array = value.toArray();
        QSet<QString> profileIds;
        for (int i = 0; i < array.size(); ++i) {
            const QString path = QStringLiteral("form_profiles[%1]").arg(i);
            if (!array.at(i).isObject()) {
                return wrongType(path, RequirementSet::tr("an object"), array.at(i));
            }
            FormProfile profile;
            if (!readFormProfile(array.at(i).toObject(), path, requirementIds, &profile)) {
                return false;
            }
            if (profileIds.contains(profile.id) || profile.id == QLatin1String("headings")) {
                const QString field = path + QStringLiteral(".id");
                return failAtValue(field,
                                   RequirementSet::tr("%1: %2 is already taken.")
                                       .arg(text::quoted(field), text::quoted(profile.id)));
            }
            profileIds.insert(profile.id);
            set->m_formProfiles.append(profile);
        }
        return true;
    }

    bool readFormProfile(const QJsonObject &object, const QString &path,
                         const QHash<QString, int> &requirementIds, FormProfile *out)
    {
        if (!checkFields(
                object, path,
                { QStringLiteral("id"), QStringLiteral("title"), QStringLiteral("sections") }, {})
            || !readText(object, path, QStringLiteral("id"), &out->id, false)
            || !readText(object, path, QStringLiteral("title"), &out->title, false)) {
            return false;
        }
        if (!identifierPattern().match(out->id).hasMatch()) {
            const QString field = path + QStringLiteral(".id");
            return failAtValue(field,
                               RequirementSet::tr("%1 must be lowercase letters, digits and "
                                                  "single hyphens, like “wg-draft-2026”.")
                                   .arg(text::quoted(field)));
        }
        const QString listField = path + QStringLiteral(".sections");
        const QJsonValue list = object.value(QLatin1String("sections"));
        if (!list.isArray() || list.toArray().isEmpty()) {
            return wrongType(listField, RequirementSet::tr("a non-empty list of sections"), list);
        }
        const QJsonArray sections = list.toArray();
        QSet<QString> headingKeys;
        for (int i = 0; i < sections.size(); ++i) {
            const QString sectionPath = listField + QStringLiteral("[%1]").arg(i);
            if (!sections.at(i).isObject()) {
                return wrongType(sectionPath, RequirementSet::tr("an object"), sections.at(i));
            }
            const QJsonObject section = sections.at(i).toObject();
            FormProfileSection read;
            if (!checkFields(section, sectionPath, { QStringLiteral("heading") },
                             { QStringLiteral("answers"), QStringLiteral("fact") })
                || !readText(section, sectionPath, QStringLiteral("heading"), &read.heading, false)
                || (section.contains(QLatin1String("answers"))
                    && !readTextList(section, sectionPath, QStringLiteral("answers"),
                                     &read.answers))
                || (section.contains(QLatin1String("fact"))
                    && !readText(section, sectionPath, QStringLiteral("fact"), &read.fact,
                                 false))) {
                return false;
            }
            const QString key = IssueForm::headingKey(read.heading);
            const QString headingField = sectionPath + QStringLiteral(".heading");
            if (key.isEmpty()) {
                return failAtValue(headingField,
                                   RequirementSet::tr("%1 must contain letters or digits.")
                                       .arg(text::quoted(headingField)));
            }
            if (headingKeys.contains(key)) {
                return failAtValue(
                    headingField,
                    RequirementSet::tr("%1: the form already has the heading %2.")
                        .arg(text::quoted(headingField), text::quoted(read.heading)));
            }
            headingKeys.insert(key);
            read.headingKey = key;
            if (read.answers.isEmpty() && read.fact.isEmpty()) {
                return failAtValue(sectionPath,
                                   RequirementSet::tr("%1 needs %2 (the requirements it answers), "
                                                      "%3 (the fact it gives), or both.")
                                       .arg(text::quoted(sectionPath),
                                            text::quoted(QStringLiteral("answers")),
                                            text::quoted(QStringLiteral("fact"))));
            }
            for (int a = 0; a < read.answers.size(); ++a) {
                if (!requirementIds.contains(read.answers.at(a))) {
                    const QString field = sectionPath + QStringLiteral(".answers[%1]").arg(a);
                    return failAtValue(
                        field,
                        RequirementSet::tr("%1: no requirement has the id %2.")
                            .arg(text::quoted(field), text::quoted(read.answers.at(a))));
                }
            }
            read.answers.removeDuplicates();
            if (!read.fact.isEmpty() && !identifierPattern().match(read.fact).hasMatch()) {
                const QString field = sectionPath + QStringLiteral(".fact");
                return failAtValue(field,
                                   RequirementSet::tr("%1 must be lowercase letters, digits and "
                                                      "single hyphens, like “license”.")
                                       .arg(text::quoted(field)));
            }
            out->sections.append(read);
        }
        return true;
    }

    static const QRegularExpression &identifierPattern()
    {
        static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+(?:-[a-z0-9]+)*$"));
        return pattern;
    }

    bool readRequirement(const QJsonObject &object, const QString &path, Requirement *out)
    {
        static const QStringList required = {
            QStringLiteral("id"),
            QStringLiteral("group"),
            QStringLiteral("title"),
            QStringLiteral("description"),
            QStringLiteral("guidance"),
            QStringLiteral("document_url"),
            QStringLiteral("heading_aliases"),
            QStringLiteral("keywords"),
            QStringLiteral("checks"),
        };
        static const QStringList optional = { QStringLiteral("translations"),
                                              QStringLiteral("statuses") };
        if (!checkFields(object, path, required, optional)) {
            return false;
        }
        if (!readText(object, path, QStringLiteral("id"), &out->id, false)) {
            return false;
        }
        static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9]+(?:-[a-z0-9]+)*$"));
        if (!idPattern.match(out->id).hasMatch() || out->id.size() > 64) {
            return failAtValue(
                path + QStringLiteral(".id"),
                RequirementSet::tr("%1 must be lowercase letters, digits and single hyphens, like "
                                   "“security-policy”.")
                    .arg(text::quoted(path + QStringLiteral(".id"))));
        }
        if (!readText(object, path, QStringLiteral("group"), &out->group, false)
            || !readText(object, path, QStringLiteral("title"), &out->title, false)
            || !readText(object, path, QStringLiteral("description"), &out->description, false)
            || !readText(object, path, QStringLiteral("guidance"), &out->guidance, true)
            || !readUrl(object, path, QStringLiteral("document_url"), &out->documentUrl)
            || !readTextList(object, path, QStringLiteral("heading_aliases"), &out->headingAliases)
            || !readTextList(object, path, QStringLiteral("keywords"), &out->keywords)
            || !readTextList(object, path, QStringLiteral("checks"), &out->checks)) {
            return false;
        }
        if (object.contains(QLatin1String("translations"))
            && !readTranslations(object, path,
                                 { QStringLiteral("title"), QStringLiteral("description"),
                                   QStringLiteral("guidance") },
                                 &out->translations)) {
            return false;
        }
        for (QStringList *list : { &out->headingAliases, &out->keywords }) {
            const QString field = list == &out->keywords ? QStringLiteral("keywords")
                                                         : QStringLiteral("heading_aliases");
            for (int i = 0; i < list->size(); ++i) {
                if (IssueForm::headingKey(list->at(i)).isEmpty()) {
                    return failAtValue(path + QLatin1Char('.') + field
                                           + QStringLiteral("[%1]").arg(i),
                                       RequirementSet::tr("%1 must contain letters or digits.")
                                           .arg(text::quoted(path + QLatin1Char('.') + field
                                                             + QStringLiteral("[%1]").arg(i))));
                }
            }
        }
        const QStringList known = RequirementSet::knownChecks();
        for (int i = 0; i < out->checks.size(); ++i) {
            if (!known.contains(out->checks.at(i))) {
                const QString field = path + QStringLiteral(".checks[%1]").arg(i);
                return failAtValue(
                    field,
                    RequirementSet::tr("%1: unknown check %2; the checks are: %3.")
                        .arg(text::quoted(field), text::quoted(out->checks.at(i)), listOf(known)));
            }
        }
        out->checks.removeDuplicates();

        out->statuses = allChecklistStatuses();
        if (object.contains(QLatin1String("statuses"))) {
            QStringList statuses;
            if (!readTextList(object, path, QStringLiteral("statuses"), &statuses)) {
                return false;
            }
            QStringList ids;
            for (ChecklistStatus status : allChecklistStatuses()) {
                ids.append(checklistStatusId(status));
            }
            // Every requirement starts unreviewed; the list names what a reviewer may choose.
            out->statuses = { ChecklistStatus::Unreviewed };
            for (int i = 0; i < statuses.size(); ++i) {
                if (!ids.contains(statuses.at(i))) {
                    const QString field = path + QStringLiteral(".statuses[%1]").arg(i);
                    return failAtValue(
                        field,
                        RequirementSet::tr("%1: unknown status %2; the statuses are: %3.")
                            .arg(text::quoted(field), text::quoted(statuses.at(i)), listOf(ids)));
                }
                const ChecklistStatus status = *checklistStatusFromId(statuses.at(i));
                if (!out->statuses.contains(status)) {
                    out->statuses.append(status);
                }
            }
        }
        return true;
    }

    // Unknown fields are reported where they are written; missing ones at the object's start.
    bool checkFields(const QJsonObject &object, const QString &path, const QStringList &required,
                     const QStringList &optional)
    {
        const QStringList keys = object.keys();
        QString firstUnknown;
        TextPosition firstPosition { INT_MAX, INT_MAX };
        for (const QString &key : keys) {
            if (required.contains(key) || optional.contains(key)) {
                continue;
            }
            const TextPosition where = m_locator->keyPosition(member(path, key));
            if (std::pair(where.line, where.column)
                < std::pair(firstPosition.line, firstPosition.column)) {
                firstPosition = where;
                firstUnknown = key;
            }
        }
        if (!firstUnknown.isEmpty()) {
            return fail(
                member(path, firstUnknown), firstPosition,
                RequirementSet::tr("Unknown field %1; the fields here are: %2.")
                    .arg(text::quoted(member(path, firstUnknown)), listOf(required + optional)));
        }
        for (const QString &key : required) {
            if (!object.contains(key)) {
                return fail(member(path, key), m_locator->valuePosition(path),
                            RequirementSet::tr("The field %1 is missing.")
                                .arg(text::quoted(member(path, key))));
            }
        }
        return true;
    }

    bool readText(const QJsonObject &object, const QString &path, const QString &key, QString *out,
                  bool allowEmpty)
    {
        const QString field = member(path, key);
        const QJsonValue value = object.value(key);
        if (!value.isString()) {
            return wrongType(field, RequirementSet::tr("text"), value);
        }
        *out = value.toString().trimmed();
        if (!allowEmpty && out->isEmpty()) {
            return failAtValue(
                field, RequirementSet::tr("%1 must not be empty.").arg(text::quoted(field)));
        }
        return true;
    }

    // "translations": { "de": { "title": …, "description": …, "guidance": … }, … }: the texts a
    // reviewer reads, per interface language; a text left out falls back to the file's own.
    bool readTranslations(const QJsonObject &object, const QString &path, const QStringList &fields,
                          QHash<QString, RequirementText> *out)
    {
        const QString field = member(path, QStringLiteral("translations"));
        const QJsonValue value = object.value(QLatin1String("translations"));
        if (!value.isObject()) {
            return wrongType(field, RequirementSet::tr("an object"), value);
        }
        static const QRegularExpression languagePattern(
            QStringLiteral("^[a-z]{2,3}(?:_[A-Z][a-z]{3})?(?:_[A-Z]{2})?$"));
        const QJsonObject languages = value.toObject();
        for (auto it = languages.begin(); it != languages.end(); ++it) {
            const QString languageField = member(field, it.key());
            if (!languagePattern.match(it.key()).hasMatch()) {
                return failAtKey(languageField,
                                 RequirementSet::tr("%1: languages are named like “de” or "
                                                    "“zh_CN”.")
                                     .arg(text::quoted(languageField)));
            }
            if (!it.value().isObject()) {
                return wrongType(languageField, RequirementSet::tr("an object"), it.value());
            }
            const QJsonObject texts = it.value().toObject();
            if (!checkFields(texts, languageField, {}, fields)) {
                return false;
            }
            RequirementText text;
            const std::pair<QString, QString *> targets[] = {
                { QStringLiteral("title"), &text.title },
                { QStringLiteral("description"), &text.description },
                { QStringLiteral("guidance"), &text.guidance },
            };
            for (const auto &[key, target] : targets) {
                if (texts.contains(key) && !readText(texts, languageField, key, target, false)) {
                    return false;
                }
            }
            out->insert(it.key(), text);
        }
        return true;
    }

    bool readUrl(const QJsonObject &object, const QString &path, const QString &key, QUrl *out)
    {
        QString text;
        if (!readText(object, path, key, &text, false)) {
            return false;
        }
        const QUrl url(text, QUrl::StrictMode);
        if (!isHttpUrl(url)) {
            const QString field = member(path, key);
            return failAtValue(field,
                               RequirementSet::tr("%1 must be an http or https address.")
                                   .arg(text::quoted(field)));
        }
        *out = url;
        return true;
    }

    bool readTextList(const QJsonObject &object, const QString &path, const QString &key,
                      QStringList *out)
    {
        const QString field = member(path, key);
        const QJsonValue value = object.value(key);
        if (!value.isArray()) {
            return wrongType(field, RequirementSet::tr("a list of text"), value);
        }
        const QJsonArray array = value.toArray();
        out->clear();
        for (int i = 0; i < array.size(); ++i) {
            const QString itemField = field + QStringLiteral("[%1]").arg(i);
            if (!array.at(i).isString()) {
                return wrongType(itemField, RequirementSet::tr("text"), array.at(i));
            }
            const QString text = array.at(i).toString().trimmed();
            if (text.isEmpty()) {
                return failAtValue(
                    itemField,
                    RequirementSet::tr("%1 must not be empty.").arg(text::quoted(itemField)));
            }
            out->append(text);
        }
        return true;
    }

    bool wrongType(const QString &field, const QString &expected, const QJsonValue &found)
    {
        return failAtValue(
            field,
            RequirementSet::tr("%1 must be %2, not %3.")
                .arg(text::quoted(field.isEmpty() ? RequirementSet::tr("the file") : field),
                     expected, typeName(found)));
    }

    static QString member(const QString &path, const QString &key)
    {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }

    bool failAtKey(const QString &field, const QString &message)
    {
        return fail(field, m_locator->keyPosition(field), message);
    }

    bool failAtValue(const QString &field, const QString &message)
    {
        return fail(field, m_locator->valuePosition(field), message);
    }

    bool fail(const QString &field, TextPosition where, const QString &message)
    {
        m_error.source = m_source;
        m_error.line = where.line;
        m_error.column = where.column;
        m_error.field = field;
        m_error.message = message;
        return false;
    }

    QByteArray m_json;
    QString m_source;
    std::unique_ptr<JsonLocator> m_locator;
    RequirementSetError m_error;
};

QString RequirementSetError::toString() const
{
    if (line <= 0) {
        return QStringLiteral("%1: %2").arg(source, message);
    }
    return QCoreApplication::translate("acp::RequirementSet", "%1, line %2, column %3: %4")
        .arg(source)
        .arg(line)
        .arg(column)
        .arg(message);
}

QString RequirementSet::builtInPath()
{
    return QStringLiteral(":/requirements/acp-requirements.json");
}

RequirementSet RequirementSet::builtIn()
{
    static const RequirementSet set = [] {
        initRequirementResources();
        RequirementSetError error;
        std::optional<RequirementSet> loaded = load(builtInPath(), &error);
        // The resource is part of the build and a test loads it; failing here is a build bug.
        Q_ASSERT_X(loaded, "RequirementSet::builtIn", qPrintable(error.toString()));
        return loaded ? *loaded : RequirementSet();
    }();
    return set;
}

std::optional<RequirementSet> RequirementSet::load(const QString &path, RequirementSetError *error)
{
    initRequirementResources();
    auto fail = [&](const QString &message) -> std::optional<RequirementSet> {
        if (error) {
            *error = RequirementSetError { path, 0, 0, QString(), message };
        }
        return std::nullopt;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(RequirementSet::tr("The requirement definition could not be read: %1.")
                        .arg(file.errorString()));
    }
    if (file.size() > MaxFileSize) {
        return fail(
            RequirementSet::tr("The requirement definition is larger than %1 KiB; it cannot be a "
                               "requirement list.")
                .arg(MaxFileSize / 1024));
    }
    const QByteArray json = file.read(MaxFileSize + 1);
    if (json.size() > MaxFileSize) {
        return fail(
            RequirementSet::tr("The requirement definition is larger than %1 KiB; it cannot be a "
                               "requirement list.")
                .arg(MaxFileSize / 1024));
    }
    return fromJson(json, path, error);
}

std::optional<RequirementSet>
RequirementSet::fromJson(const QByteArray &json, const QString &source, RequirementSetError *error)
{
    return RequirementSetReader(json, source).read(error);
}

RequirementSet RequirementSet::loadOrBuiltIn(const QString &path, RequirementSetError *problem)
{
    if (problem) {
        *problem = {};
    }
    if (path.isEmpty()) {
        return builtIn();
    }
    std::optional<RequirementSet> loaded = load(path, problem);
    return loaded ? *loaded : builtIn();
}

QStringList RequirementSet::knownChecks()
{
    return { QStringLiteral("security-policy"), QStringLiteral("release-gap"),
             QStringLiteral("working-ci"), QStringLiteral("package"), QStringLiteral("ci-relay") };
}

const Requirement *RequirementSet::requirement(const QString &id) const
{
    const qsizetype index = indexOf(id);
    return index >= 0 ? &m_requirements.at(index) : nullptr;
}

qsizetype RequirementSet::indexOf(const QString &id) const
{
    for (qsizetype i = 0; i < m_requirements.size(); ++i) {
        if (m_requirements.at(i).id == id) {
            return i;
        }
    }
    return -1;
}

const FormProfile *RequirementSet::formProfile(const QString &id) const
{
    for (const FormProfile &profile : m_formProfiles) {
        if (profile.id == id) {
            return &profile;
        }
    }
    return nullptr;
}

const FormProfileSection *FormProfile::section(QStringView headingKey) const
{
    for (const FormProfileSection &candidate : sections) {
        if (candidate.headingKey == headingKey) {
            return &candidate;
        }
    }
    return nullptr;
}

bool FormProfile::answers(const QString &requirementId) const
{
    return std::any_of(sections.cbegin(), sections.cend(), [&](const FormProfileSection &s) {
        return s.answers.contains(requirementId);
    });
}

QStringList RequirementSet::ids() const
{
    QStringList result;
    for (const Requirement &requirement : m_requirements) {
        result.append(requirement.id);
    }
    return result;
}

QStringList RequirementSet::groups() const
{
    QStringList result;
    for (const Requirement &requirement : m_requirements) {
        if (!result.contains(requirement.group)) {
            result.append(requirement.group);
        }
    }
    return result;
}

namespace {
// The translation for the interface's language ("zh_CN", then "zh"), or null.
const RequirementText *translationFor(const QHash<QString, RequirementText> &translations)
{
    if (translations.isEmpty()) {
        return nullptr;
    }
    const QString language = translationLanguage();
    auto found = translations.constFind(language);
    if (found == translations.constEnd()) {
        found = translations.constFind(language.section(QLatin1Char('_'), 0, 0));
    }
    return found == translations.constEnd() ? nullptr : &found.value();
}

QString pick(const QHash<QString, RequirementText> &translations, QString RequirementText::*field,
             const QString &fallback)
{
    const RequirementText *text = translationFor(translations);
    return text && !(text->*field).isEmpty() ? text->*field : fallback;
}
} // namespace

QString Requirement::displayTitle() const
{
    return pick(translations, &RequirementText::title, title);
}

QString Requirement::displayDescription() const
{
    return pick(translations, &RequirementText::description, description);
}

QString Requirement::displayGuidance() const
{
    return pick(translations, &RequirementText::guidance, guidance);
}

QString RequirementSet::displayTitle() const
{
    return pick(m_titleTranslations, &RequirementText::title, m_title);
}

} // namespace acp
