#pragma once

#include "core/domain/Issue.h"
#include "core/issueform/IssueForm.h"
#include "core/review/ChecklistStore.h"
#include "core/review/RequirementSet.h"
#include "core/review/SectionMapper.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>

namespace acp {

// A link the application itself offers as evidence.
struct EvidenceLink
{
    enum class Origin { Section, Comment };

    QUrl url;
    QString text; // the Markdown link text, if any
    Origin origin = Origin::Section;
    int sectionIndex = -1; // Section: index into the form's sections
    QString sectionHeading; // Section
    qint64 commentId = 0; // Comment
    QUrl commentUrl; // Comment
    QString author; // Comment: the submitter
    QDateTime createdAt; // Comment

    QJsonObject toJson() const;
};

// How far the review of one application is: requirements per status.
struct ChecklistProgress
{
    int met = 0;
    int gap = 0;
    int needsJudgment = 0;
    int notApplicable = 0;
    int unreviewed = 0;

    int total() const { return met + gap + needsJudgment + notApplicable + unreviewed; }
    int reviewed() const { return total() - unreviewed; }
    int count(ChecklistStatus status) const;
    void add(ChecklistStatus status);

    // Every requirement of `requirements` counted once; one without a status is unreviewed,
    // statuses of requirements the set no longer has are not counted.
    static ChecklistProgress of(const RequirementSet &requirements,
                                const QHash<QString, ChecklistStatus> &statuses);
    // {"met": n, "gap": n, "needs-judgment": n, "not-applicable": n, "unreviewed": n,
    //  "total": n}: the status ids as keys.
    QJsonObject toJson() const;

    bool operator==(const ChecklistProgress &other) const = default;
};

// One requirement of one application, with everything the reviewer needs to judge it.
struct ChecklistItem
{
    Requirement requirement;
    ChecklistEntry entry; // status and note
    QList<int> sections; // indexes into Checklist::form().sections
    QList<EvidenceLink> links; // from the mapped sections, then from the submitter's comments
    // Links of this requirement past the application's Checklist::MaxLinks: counted, not listed.
    int linksNotListed = 0;
    QList<EvidenceNote> notes; // the reviewer's own

    // {id, title, group, status, note, updated_at, sections: [headings], evidence: [...]},
    // and links_not_listed when there are such links.
    QJsonObject toJson(const IssueForm &form) const;
};

// The checklist of one application: the requirement set applied to its form, the submitter's
// comments, and the reviewer's statuses, notes and evidence. Built by value; cheap to rebuild.
class Checklist
{
public:
    // The most links one application lists as evidence, over all its requirements. The
    // applicant writes them: past this many, links are counted (linksNotListed()) but not
    // listed, so a text with thousands of links cannot bury the reviewer in rows and previews.
    static constexpr int MaxLinks = 300;

    // From parts, without a database.
    static Checklist assemble(const Issue &issue, const QList<Comment> &comments,
                              const RequirementSet &requirements,
                              const QHash<QString, ChecklistEntry> &entries,
                              const QList<EvidenceNote> &notes);
    // Reads the statuses and notes from `store`.
    static Checklist load(const Issue &issue, const QList<Comment> &comments,
                          const RequirementSet &requirements, const ChecklistStore &store);

    int issueNumber() const { return m_issueNumber; }
    const IssueForm &form() const { return m_form; }
    const SectionMapping &mapping() const { return m_mapping; }
    const QList<ChecklistItem> &items() const { return m_items; }
    const ChecklistItem *item(const QString &requirementId) const;

    QList<int> unmappedSections() const { return m_mapping.unmappedSections(); }
    // Links that point at no requirement: from unmapped sections, and from submitter comments
    // whose wording names none.
    const QList<EvidenceLink> &applicationLinks() const { return m_applicationLinks; }
    // Links past MaxLinks: of the application as a whole (and those whose requirement could
    // not be told), and in all (with every item's).
    int applicationLinksNotListed() const { return m_applicationLinksNotListed; }
    int linksNotListed() const;
    // Notes about the application as a whole, and notes on requirements the set no longer has.
    const QList<EvidenceNote> &applicationNotes() const { return m_applicationNotes; }

    ChecklistProgress progress() const;

    // The `checklist` array of `show --json`.
    QJsonArray toJson() const;
    // Evidence about the application as a whole, in the same shape as an item's evidence.
    QJsonArray applicationEvidenceJson() const;

    static QJsonObject noteToJson(const EvidenceNote &note);

private:
    int m_issueNumber = 0;
    IssueForm m_form;
    SectionMapping m_mapping;
    QList<ChecklistItem> m_items;
    QList<EvidenceLink> m_applicationLinks;
    int m_applicationLinksNotListed = 0;
    QList<EvidenceNote> m_applicationNotes;
};

} // namespace acp

Q_DECLARE_METATYPE(acp::ChecklistProgress)
