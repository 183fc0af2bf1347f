#include "core/review/Checklist.h"

#include "core/domain/Timestamps.h"
#include "core/preview/SimpleIndex.h"
#include "core/review/FormProfiles.h"
#include "core/review/LinkExtractor.h"
#include "core/text/DisplayText.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace acp {

namespace {

// The line around `offset`, else (when the line names no requirement) its paragraph.
QStringView lineAround(QStringView text, qsizetype offset)
{
    const qsizetype start = offset > 0 ? text.lastIndexOf(u'\n', offset - 1) + 1 : 0;
    qsizetype end = text.indexOf(u'\n', offset);
    if (end < 0) {
        end = text.size();
    }
    return text.sliced(start, end - start);
}

QStringView paragraphAround(QStringView text, qsizetype offset)
{
    qsizetype start = offset > 0 ? text.lastIndexOf(u"\n\n", offset - 1) : -1;
    start = start < 0 ? 0 : start + 2;
    qsizetype end = text.indexOf(u"\n\n", offset);
    if (end < 0) {
        end = text.size();
    }
    return text.sliced(start, end - start);
}

QString evidenceKey(const QUrl &url)
{
    return url.adjusted(QUrl::StripTrailingSlash).toString(QUrl::FullyEncoded);
}

// Adds links to the evidence lists, each once per list, and at most Checklist::MaxLinks in all;
// past that, a link is counted on its list instead. Keys are kept per list: an application
// with many comments full of links must not cost a scan of the whole list per link.
class LinkLists
{
public:
    void add(QList<EvidenceLink> *links, int *notListed, const EvidenceLink &link)
    {
        const QString key = evidenceKey(link.url);
        QSet<QString> &keys = m_keys[links];
        if (keys.contains(key)) {
            return;
        }
        keys.insert(key);
        if (m_listed >= Checklist::MaxLinks) {
            ++*notListed;
            return;
        }
        links->append(link);
        ++m_listed;
    }

private:
    QHash<const QList<EvidenceLink> *, QSet<QString>> m_keys;
    int m_listed = 0;
};

} // namespace

QJsonObject EvidenceLink::toJson() const
{
    QJsonObject object {
        { QStringLiteral("kind"), QStringLiteral("link") },
        { QStringLiteral("url"), url.toString(QUrl::FullyEncoded) },
        { QStringLiteral("text"), text },
    };
    if (origin == Origin::Section) {
        object.insert(QStringLiteral("source"), QStringLiteral("section"));
        object.insert(QStringLiteral("section"), sectionHeading);
    } else {
        object.insert(QStringLiteral("source"), QStringLiteral("comment"));
        object.insert(QStringLiteral("comment_id"), commentId);
        object.insert(QStringLiteral("comment_url"), commentUrl.toString());
        object.insert(QStringLiteral("author"), author);
        object.insert(QStringLiteral("created_at"), timestampJson(createdAt));
    }
    return object;
}

int ChecklistProgress::count(ChecklistStatus status) const
{
    switch (status) {
    case ChecklistStatus::Unreviewed:
        return unreviewed;
    case ChecklistStatus::Met:
        return met;
    case ChecklistStatus::Gap:
        return gap;
    case ChecklistStatus::NeedsJudgment:
        return needsJudgment;
    case ChecklistStatus::NotApplicable:
        return notApplicable;
    }
    return 0;
}

void ChecklistProgress::add(ChecklistStatus status)
{
    switch (status) {
    case ChecklistStatus::Unreviewed:
        ++unreviewed;
        break;
    case ChecklistStatus::Met:
        ++met;
        break;
    case ChecklistStatus::Gap:
        ++gap;
        break;
    case ChecklistStatus::NeedsJudgment:
        ++needsJudgment;
        break;
    case ChecklistStatus::NotApplicable:
        ++notApplicable;
        break;
    }
}

ChecklistProgress ChecklistProgress::of(const RequirementSet &requirements,
                                        const QHash<QString, ChecklistStatus> &statuses)
{
    ChecklistProgress progress;
    for (const Requirement &requirement : requirements.requirements()) {
        progress.add(statuses.value(requirement.id, ChecklistStatus::Unreviewed));
    }
    return progress;
}

QJsonObject ChecklistProgress::toJson() const
{
    QJsonObject object;
    for (ChecklistStatus status : allChecklistStatuses()) {
        object.insert(checklistStatusId(status), count(status));
    }
    object.insert(QStringLiteral("total"), total());
    return object;
}

QJsonObject ChecklistItem::toJson(const IssueForm &form) const
{
    QJsonArray headings;
    for (int index : sections) {
        headings.append(form.sections.at(index).heading);
    }
    QJsonArray evidence;
    for (const EvidenceLink &link : links) {
        evidence.append(link.toJson());
    }
    for (const EvidenceNote &note : notes) {
        evidence.append(Checklist::noteToJson(note));
    }
    QJsonObject object {
        { QStringLiteral("id"), requirement.id },
        { QStringLiteral("title"), requirement.title },
        { QStringLiteral("group"), requirement.group },
        { QStringLiteral("status"), checklistStatusId(entry.status) },
        { QStringLiteral("note"), entry.note },
        { QStringLiteral("updated_at"), timestampJson(entry.updatedAt) },
        { QStringLiteral("sections"), headings },
        { QStringLiteral("evidence"), evidence },
    };
    if (linksNotListed > 0) {
        object.insert(QStringLiteral("links_not_listed"), linksNotListed);
    }
    if (noFormField) {
        object.insert(QStringLiteral("no_form_field"), true);
    }
    return object;
}

QString ApplicationFact::summary() const
{
    if (!checkboxes.isEmpty()) {
        QStringList unchecked;
        for (const FormCheckbox &box : checkboxes) {
            if (!box.checked) {
                // "**CODEOWNERS**" as the form writes it: the name without its emphasis.
                unchecked.append(text::displayLine(box.text).remove(QLatin1Char('*')).trimmed());
            }
        }
        const QString checked = QCoreApplication::translate("acp::Checklist", "%1 of %2 checked")
                                    .arg(checkboxes.size() - unchecked.size())
                                    .arg(checkboxes.size());
        return unchecked.isEmpty()
            ? checked
            : QCoreApplication::translate("acp::Checklist", "%1; not checked: %2")
                  .arg(checked, unchecked.join(QStringLiteral(", ")));
    }
    QString line = text::displayLine(answer.section(QLatin1Char('\n'), 0, 0).trimmed());
    // A list's first item reads without its bullet.
    static const QRegularExpression bullet(QStringLiteral("^[-*+]\\s+"));
    line.remove(bullet);
    if (line.isEmpty()) {
        return QCoreApplication::translate("acp::Checklist", "no answer");
    }
    constexpr qsizetype MaxLength = 120;
    return line.size() > MaxLength ? line.first(MaxLength - 1) + QChar(0x2026) : line;
}

QJsonObject ApplicationFact::toJson() const
{
    QJsonObject object {
        { QStringLiteral("id"), id },
        { QStringLiteral("heading"), heading },
        { QStringLiteral("answer"), answer },
    };
    if (!checkboxes.isEmpty()) {
        QJsonArray boxes;
        for (const FormCheckbox &box : checkboxes) {
            boxes.append(QJsonObject { { QStringLiteral("text"), box.text },
                                       { QStringLiteral("checked"), box.checked } });
        }
        object.insert(QStringLiteral("checkboxes"), boxes);
    }
    return object;
}

int Checklist::linksNotListed() const
{
    int total = m_applicationLinksNotListed;
    for (const ChecklistItem &item : m_items) {
        total += item.linksNotListed;
    }
    return total;
}

Checklist Checklist::assemble(const Issue &issue, const QList<Comment> &comments,
                              const RequirementSet &requirements,
                              const QHash<QString, ChecklistEntry> &entries,
                              const QList<EvidenceNote> &notes)
{
    Checklist checklist;
    checklist.m_issueNumber = issue.number;
    checklist.m_form = IssueForm::parse(issue.body);
    const FormProfile *profile = FormProfiles::choose(requirements, checklist.m_form);
    if (profile) {
        checklist.m_form = FormProfiles::normalised(*profile, checklist.m_form);
        checklist.m_profileId = profile->id;
        checklist.m_profileTitle = profile->title;
    }
    const SectionMapper mapper(requirements);
    checklist.m_mapping = mapper.map(checklist.m_form, profile);
    for (int index : checklist.m_mapping.factSections()) {
        const FormSection &section = checklist.m_form.sections.at(index);
        checklist.m_facts.append({ checklist.m_mapping.factOfSection.at(index), index,
                                   section.heading, section.answer, section.checkboxes });
    }

    QHash<QString, qsizetype> itemIndex;
    for (const Requirement &requirement : requirements.requirements()) {
        ChecklistItem item;
        item.requirement = requirement;
        item.entry = entries.value(requirement.id);
        item.entry.issueNumber = issue.number;
        item.entry.requirementId = requirement.id;
        item.sections = checklist.m_mapping.sectionsOf(requirement.id);
        item.noFormField = checklist.m_mapping.requirementsWithoutField.contains(requirement.id);
        itemIndex.insert(requirement.id, checklist.m_items.size());
        checklist.m_items.append(item);
    }

    // Links in the form, section by section.
    LinkLists lists;
    for (int i = 0; i < checklist.m_form.sections.size(); ++i) {
        const FormSection &section = checklist.m_form.sections.at(i);
        // A section answering several requirements (a form profile's) is evidence for each.
        QList<QPair<QList<EvidenceLink> *, int *>> targets;
        for (const QString &requirementId : checklist.m_mapping.requirementsOfSection.value(i)) {
            ChecklistItem &item = checklist.m_items[itemIndex.value(requirementId)];
            targets.append({ &item.links, &item.linksNotListed });
        }
        if (targets.isEmpty()) {
            targets.append(
                { &checklist.m_applicationLinks, &checklist.m_applicationLinksNotListed });
        }
        LinkExtractor::Stats stats;
        const QList<ExtractedLink> extracted =
            LinkExtractor::extract(section.answer, LinkExtractor::MaxLinks, &stats);
        *targets.first().second += int(stats.omitted);
        for (const ExtractedLink &found : extracted) {
            EvidenceLink link;
            link.url = found.url;
            link.text = found.text;
            link.origin = EvidenceLink::Origin::Section;
            link.sectionIndex = i;
            link.sectionHeading = section.heading;
            for (const auto &[links, notListed] : targets) {
                lists.add(links, notListed, link);
            }
        }
    }

    // Links in the submitter's later comments go to the requirement their wording names.
    for (const Comment &comment : comments) {
        if (comment.issueNumber != issue.number && comment.issueNumber != 0) {
            continue;
        }
        if (issue.author.isEmpty()
            || comment.author.compare(issue.author, Qt::CaseInsensitive) != 0) {
            continue;
        }
        const QStringView body(comment.body);
        LinkExtractor::Stats stats;
        const QList<ExtractedLink> extracted =
            LinkExtractor::extract(body, LinkExtractor::MaxLinks, &stats);
        // Which requirements the links past the text's own limit belong to is not known.
        checklist.m_applicationLinksNotListed += int(stats.omitted);
        for (const ExtractedLink &found : extracted) {
            QString requirementId = mapper.requirementForText(lineAround(body, found.offset));
            if (requirementId.isEmpty()) {
                requirementId = mapper.requirementForText(paragraphAround(body, found.offset));
            }
            EvidenceLink link;
            link.url = found.url;
            link.text = found.text;
            link.origin = EvidenceLink::Origin::Comment;
            link.commentId = comment.id;
            link.commentUrl = QUrl(comment.htmlUrl);
            link.author = comment.author;
            link.createdAt = comment.createdAt;
            if (requirementId.isEmpty()) {
                lists.add(&checklist.m_applicationLinks, &checklist.m_applicationLinksNotListed,
                          link);
            } else {
                ChecklistItem &item = checklist.m_items[itemIndex.value(requirementId)];
                lists.add(&item.links, &item.linksNotListed, link);
            }
        }
    }

    for (const EvidenceNote &note : notes) {
        const auto it = itemIndex.constFind(note.requirementId);
        if (note.requirementId.isEmpty() || it == itemIndex.cend()) {
            checklist.m_applicationNotes.append(note);
        } else {
            checklist.m_items[*it].notes.append(note);
        }
    }
    return checklist;
}

Checklist Checklist::load(const Issue &issue, const QList<Comment> &comments,
                          const RequirementSet &requirements, const ChecklistStore &store)
{
    return assemble(issue, comments, requirements, store.entries(issue.number),
                    store.notes(issue.number));
}

const ChecklistItem *Checklist::item(const QString &requirementId) const
{
    for (const ChecklistItem &item : m_items) {
        if (item.requirement.id == requirementId) {
            return &item;
        }
    }
    return nullptr;
}

QString Checklist::answerText(const QString &requirementId) const
{
    const ChecklistItem *found = item(requirementId);
    if (!found)
        return {};
    QStringList answers;
    for (int index : found->sections) {
        if (index >= 0 && index < m_form.sections.size()
            && !m_form.sections.at(index).answer.isEmpty())
            answers.append(m_form.sections.at(index).answer);
    }
    return answers.join(QStringLiteral("\n\n"));
}

QString Checklist::statementFor(const QString &requirementId) const
{
    const QString integration = QStringLiteral("pytorch-integration");
    QStringList parts = { answerText(requirementId) };
    if (requirementId != integration)
        parts.append(answerText(integration));
    parts.removeAll(QString());
    return parts.join(QStringLiteral("\n\n"));
}

QStringList Checklist::installCommands() const
{
    QStringList commands;
    for (const FormSection &section : m_form.sections) {
        const QStringList lines = section.answer.split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            if (SimpleIndex::isInstallCommand(line) && !commands.contains(line.trimmed()))
                commands.append(line.trimmed());
        }
    }
    return commands;
}

QList<QUrl> Checklist::allLinks() const
{
    QList<QUrl> links;
    for (const ChecklistItem &item : m_items) {
        for (const EvidenceLink &link : item.links)
            links.append(link.url);
    }
    for (const EvidenceLink &link : m_applicationLinks)
        links.append(link.url);
    return links;
}

ChecklistProgress Checklist::progress() const
{
    ChecklistProgress progress;
    for (const ChecklistItem &item : m_items) {
        progress.add(item.entry.status);
    }
    return progress;
}

QJsonArray Checklist::toJson() const
{
    QJsonArray array;
    for (const ChecklistItem &item : m_items) {
        array.append(item.toJson(m_form));
    }
    return array;
}

QJsonArray Checklist::applicationEvidenceJson() const
{
    QJsonArray array;
    for (const EvidenceLink &link : m_applicationLinks) {
        array.append(link.toJson());
    }
    for (const EvidenceNote &note : m_applicationNotes) {
        array.append(noteToJson(note));
    }
    return array;
}

QString Checklist::noFormFieldExplanation()
{
    return QCoreApplication::translate("acp::Checklist",
                                       "The form has no field for this; look in the thread or the "
                                       "repository.");
}

QJsonObject Checklist::formJson() const
{
    QJsonArray facts;
    for (const ApplicationFact &fact : m_facts) {
        facts.append(fact.toJson());
    }
    const QJsonValue profile = m_profileId.isEmpty()
        ? QJsonValue()
        : QJsonObject { { QStringLiteral("id"), m_profileId },
                        { QStringLiteral("title"), m_profileTitle } };
    return { { QStringLiteral("profile"), profile }, { QStringLiteral("facts"), facts } };
}

QJsonObject Checklist::noteToJson(const EvidenceNote &note)
{
    QJsonObject object {
        { QStringLiteral("kind"), evidenceKindId(note.kind) },
        { QStringLiteral("source"), QStringLiteral("reviewer") },
        { QStringLiteral("id"), note.id },
        { QStringLiteral("requirement"),
          note.requirementId.isEmpty() ? QJsonValue() : QJsonValue(note.requirementId) },
        { QStringLiteral("origin"), note.source },
        { QStringLiteral("created_at"), timestampJson(note.createdAt) },
        { QStringLiteral("updated_at"), timestampJson(note.updatedAt) },
        { QStringLiteral("include_in_report"), note.includeInReport },
        { QStringLiteral("include_in_request"), note.includeInRequest },
    };
    switch (note.kind) {
    case EvidenceKind::Url:
        object.insert(QStringLiteral("url"), note.content);
        break;
    case EvidenceKind::Text:
        object.insert(QStringLiteral("text"), note.content);
        break;
    case EvidenceKind::File:
    case EvidenceKind::Image:
        object.insert(QStringLiteral("text"), note.content);
        object.insert(QStringLiteral("file_path"), note.filePath);
        object.insert(QStringLiteral("original_name"), note.originalName);
        object.insert(QStringLiteral("sha256"), note.sha256);
        object.insert(QStringLiteral("size"), note.size);
        break;
    }
    return object;
}

} // namespace acp
