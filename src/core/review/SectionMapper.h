#pragma once

#include "core/issueform/IssueForm.h"
#include "core/review/RequirementSet.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <memory>

namespace acp {

// How a form section was tied to a requirement.
enum class SectionMatch {
    None, // unmapped: shown as is, reported
    Alias, // the heading is one of the requirement's heading aliases
    HeadingKeywords, // the heading's words point to one requirement more than to any other
    AnswerKeywords, // the heading says nothing, the answer clearly does
    Profile, // the heading is one the application's known form (FormProfile) says answers it
};

// The result of mapping one form: for each section (by index into IssueForm::sections) the
// requirement it answers, or nothing.
struct SectionMapping
{
    QStringList requirementOfSection; // the first it answers; empty string: none
    QList<QStringList> requirementsOfSection; // all it answers: several with a form profile
    QList<SectionMatch> matchOfSection;
    QStringList factOfSection; // the profile's fact id, or empty

    // The known form the application was read by, and the requirements that form has no field
    // for (none of its sections answers them, and no other section of this form does).
    QString profileId;
    QStringList requirementsWithoutField;

    QList<int> sectionsOf(const QString &requirementId) const;
    // Sections that answer no requirement and give no fact of the profile.
    QList<int> unmappedSections() const;
    QList<int> factSections() const;
};

// Ties issue-form sections to requirements: first by heading aliases (compared with
// IssueForm::headingKey), then by keywords in the heading, scored, and only for a heading
// that names nothing, by keywords in the answer (conservatively: a wrong mapping is worse than
// none). Each section maps to at most one requirement; a requirement may get several sections
// (a duplicated heading). Sections that match nothing stay unmapped, and are still shown.
class SectionMapper
{
public:
    explicit SectionMapper(const RequirementSet &requirements);

    // With a `profile`, the sections it knows take its mapping (and facts); any other section
    // is mapped by aliases and keywords as without one.
    SectionMapping map(const IssueForm &form, const FormProfile *profile = nullptr) const;

    // The requirement a heading names: by alias, else by keywords. Empty when none, or when
    // two requirements tie.
    QString requirementForHeading(QStringView heading, SectionMatch *match = nullptr) const;
    // How plainly a heading (of a document the applicant links) names `requirementId`: 2 when
    // it is one of its aliases, 1 by keywords, 0 when it names another requirement or none.
    int headingRank(QStringView heading, const QString &requirementId) const;
    // The requirement a piece of free text (a line of a comment) is about, by its aliases and
    // keywords; empty when none stands out.
    QString requirementForText(QStringView text) const;

    // How many characters of an answer are read for keywords; answers can be megabytes.
    static constexpr qsizetype MaxAnswerScan = 64 * 1024;

private:
    struct Keyword
    {
        QString key; // IssueForm::headingKey of the keyword
        bool wordBounded = true; // false for scripts written without spaces (CJK, Thai)
        bool allowSuffix = false; // "release" matches "releases"; short ones must be whole
        int weight = 0;
    };
    struct Entry
    {
        QString id;
        QStringList aliasKeys;
        QList<Keyword> keywords; // keywords and aliases
    };

    // What a requirement's entry is made from.
    struct Terms
    {
        QString id;
        QStringList aliases;
        QStringList keywords;
        bool operator==(const Terms &other) const = default;
    };

    static std::shared_ptr<const QList<Entry>> entriesFor(const RequirementSet &requirements);
    static QList<Entry> makeEntries(const RequirementSet &requirements);
    static Keyword keywordOf(const QString &text);
    static bool contains(QStringView textKey, const Keyword &keyword);
    // Index of the entry whose score is highest and strictly above every other, or -1.
    static int winner(const QList<int> &scores, int minimum);

    // Shared with every mapper made from the same terms on this thread (entriesFor()).
    std::shared_ptr<const QList<Entry>> m_entries;
};

} // namespace acp
