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
    // The application's known form (FormProfile) has no field for this requirement: its
    // evidence is in the thread and the repository.
    bool noFormField = false;
    QList<EvidenceLink> links; // from the mapped sections, then from the submitter's comments
    // Links of this requirement past the application's Checklist::MaxLinks: counted, not listed.
    int linksNotListed = 0;
    QList<EvidenceNote> notes; // the reviewer's own

    // {id, title, group, status, note, updated_at, sections: [headings], evidence: [...]},
    // links_not_listed when there are such links, and no_form_field: true when the form has none.
    QJsonObject toJson(const IssueForm &form) const;
};

// A fact the application's known form asks besides the requirements (license, governance,
// repository files, the 90-day figures), as the applicant answered it.
struct ApplicationFact
{
    QString id; // the profile's fact id: "license"
    int sectionIndex = -1; // into Checklist::form().sections
    QString heading;
    QString answer; // empty when left empty
    QList<FormCheckbox> checkboxes;

    // One line for the reader: "3 of 5 checked; not checked: CODEOWNERS", the answer's first
    // line (shortened), or "no answer".
    QString summary() const;
    QJsonObject toJson() const;
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
    // The body as read: by its known form (profile()) when it was written from one, with
    // headings typed inside answers folded back into them.
    const IssueForm &form() const { return m_form; }
    // The known form it was read by (id and title), empty when none.
    QString profileId() const { return m_profileId; }
    QString profileTitle() const { return m_profileTitle; }
    // The facts its known form asks besides the requirements, in the form's order.
    const QList<ApplicationFact> &facts() const { return m_facts; }
    const SectionMapping &mapping() const { return m_mapping; }
    const QList<ChecklistItem> &items() const { return m_items; }
    const ChecklistItem *item(const QString &requirementId) const;

    // What the application answers for a requirement: its sections' answers, blank-line
    // separated; empty when no section answers it.
    QString answerText(const QString &requirementId) const;
    // What the application says about a requirement as an automatic check reads it: its own
    // answer, and where the application describes how it integrates with PyTorch (requirement
    // "pytorch-integration"), which is where an in-tree platform says so.
    QString statementFor(const QString &requirementId) const;
    // The lines of the application's answers that install something with pip ("pip install
    // torch-x --index-url ..."), as written, in order.
    QStringList installCommands() const;
    // Every link the application lists: each requirement's, then the application's own.
    QList<QUrl> allLinks() const;

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
    // {profile: {id, title} or null, facts: [...]}: the `form` object of `show --json`.
    QJsonObject formJson() const;

    static QJsonObject noteToJson(const EvidenceNote &note);
    // What the reviewer is told about a requirement the application's form has no field for.
    static QString noFormFieldExplanation();

private:
    int m_issueNumber = 0;
    IssueForm m_form;
    QString m_profileId;
    QString m_profileTitle;
    QList<ApplicationFact> m_facts;
    SectionMapping m_mapping;
    QList<ChecklistItem> m_items;
    QList<EvidenceLink> m_applicationLinks;
    int m_applicationLinksNotListed = 0;
    QList<EvidenceNote> m_applicationNotes;
};

} // namespace acp

Q_DECLARE_METATYPE(acp::ChecklistProgress)
