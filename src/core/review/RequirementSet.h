#pragma once

#include "core/review/ChecklistStatus.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QUrl>

#include <optional>

namespace acp {

// One admission requirement, as the requirement definition file describes it.
// A requirement's reader-facing texts in one interface language.
struct RequirementText
{
    QString title;
    QString description;
    QString guidance;
};

struct Requirement
{
    QString id; // stable: "security-policy"
    QString group; // "Functional", "Maintenance"
    QString title;
    QString description; // one or two sentences
    QString guidance; // Markdown, for the reviewer
    QUrl documentUrl; // the official document
    QStringList headingAliases; // issue-form headings that answer this requirement
    QStringList keywords; // for headings that are not aliases, and for comment context
    QStringList checks; // automatic checks that apply: RequirementSet::knownChecks()
    QList<ChecklistStatus> statuses; // the statuses a reviewer may choose (all, unless restricted)
    // Per interface language ("de", "zh_CN"): what the reviewer reads. The fields above stay the
    // file's own (English) texts: comments posted to GitHub quote those.
    QHash<QString, RequirementText> translations;

    // In the interface's language when the definition has it, else the file's own text.
    QString displayTitle() const;
    QString displayDescription() const;
    QString displayGuidance() const;

    bool allowsStatus(ChecklistStatus status) const { return statuses.contains(status); }
};

// One section of a known issue form: the heading the form renders, and what its answer is.
struct FormProfileSection
{
    QString heading; // as the form renders it: "Release Plan"
    QString headingKey; // IssueForm::headingKey(heading)
    QStringList answers; // the requirements it answers; one heading may answer several
    QString fact; // else (or also) the application fact it gives: "license", "governance"
};

// A known issue form, say the Working Group's own: its headings in order and what each one
// answers. An application written from it is mapped by these headings, not by guessing, and a
// requirement none of its sections answers is known to have no field in the form.
struct FormProfile
{
    QString id; // "wg-draft-2026"
    QString title;
    QList<FormProfileSection> sections;

    // The section whose heading has `headingKey` (IssueForm::headingKey), or null.
    const FormProfileSection *section(QStringView headingKey) const;
    bool answers(const QString &requirementId) const;
};

// Why a requirement definition was rejected: where (line and column, 1-based; 0 when the
// file could not be read at all), which field ("requirements[3].title", empty for syntax
// errors) and what is wrong, in one sentence.
struct RequirementSetError
{
    QString source; // the file's path
    int line = 0;
    int column = 0;
    QString field;
    QString message;

    bool isNull() const { return message.isEmpty(); }
    // "FILE, line L, column C: MESSAGE"
    QString toString() const;
};

// The admission requirements, loaded from a versioned JSON definition: the built-in one
// (resources/requirements/acp-requirements.json) or the user's own file. The WG amends its
// process; the workbench follows by reading data, not by a new release.
//
// File format (format_version 1): an object with "format_version" (1), "version" (text),
// "date" (YYYY-MM-DD), optional "title" and "document_url", and "requirements": a non-empty
// array of objects with "id", "group", "title", "description", "guidance", "document_url",
// "heading_aliases", "keywords", "checks" and optionally "statuses"; optionally "form_profiles":
// an array of {"id", "title", "sections": [{"heading", "answers": [requirement ids], "fact"}]}
// (each section answers requirements, gives a fact, or both). Unknown fields, wrong types,
// duplicate ids, unknown checks, statuses or requirements reject the whole file.
class RequirementSet
{
    Q_DECLARE_TR_FUNCTIONS(acp::RequirementSet)

public:
    static constexpr int FormatVersion = 1;
    static constexpr qint64 MaxFileSize = 1024 * 1024;

    RequirementSet() = default; // empty; only useful as a placeholder

    // The definition shipped with the application. Always valid (a test guards it).
    static RequirementSet builtIn();
    static QString builtInPath(); // ":/requirements/acp-requirements.json"

    // Reads and validates a definition file; on failure returns nothing and fills `error`.
    static std::optional<RequirementSet> load(const QString &path,
                                              RequirementSetError *error = nullptr);
    static std::optional<RequirementSet> fromJson(const QByteArray &json, const QString &source,
                                                  RequirementSetError *error = nullptr);
    // The user's file when it is valid, else the built-in one, with `problem` saying why the
    // file was not used. An empty path means the built-in one, without a problem.
    static RequirementSet loadOrBuiltIn(const QString &path,
                                        RequirementSetError *problem = nullptr);

    // The automatic checks the workbench knows: "security-policy", "release-gap",
    // "working-ci", "package".
    static QStringList knownChecks();

    bool isEmpty() const { return m_requirements.isEmpty(); }
    qsizetype size() const { return m_requirements.size(); }
    const QList<Requirement> &requirements() const { return m_requirements; }
    const Requirement *requirement(const QString &id) const; // null when unknown
    qsizetype indexOf(const QString &id) const; // -1 when unknown
    QStringList ids() const;
    QStringList groups() const; // in order of first appearance

    int formatVersion() const { return m_formatVersion; }
    QString version() const { return m_version; }
    QDate date() const { return m_date; }
    QString title() const { return m_title; }
    QString displayTitle() const; // in the interface's language when the file has it
    QUrl documentUrl() const { return m_documentUrl; }
    QString source() const { return m_source; } // the path it was read from
    bool isBuiltIn() const { return m_source == builtInPath(); }

    // The issue forms the definition knows, and the one to read every application with: empty
    // to tell each application's form by its headings (FormProfiles::choose), "headings" for
    // none (aliases and keywords only), or a profile's id. A setting, not part of the file.
    const QList<FormProfile> &formProfiles() const { return m_formProfiles; }
    const FormProfile *formProfile(const QString &id) const; // null when unknown
    QString formProfileChoice() const { return m_formProfileChoice; }
    void setFormProfileChoice(const QString &choice) { m_formProfileChoice = choice; }

private:
    friend class RequirementSetReader;

    QList<Requirement> m_requirements;
    int m_formatVersion = 0;
    QString m_version;
    QDate m_date;
    QString m_title;
    QHash<QString, RequirementText> m_titleTranslations; // only .title is used
    QUrl m_documentUrl;
    QString m_source;
    QList<FormProfile> m_formProfiles;
    QString m_formProfileChoice;
};

} // namespace acp
