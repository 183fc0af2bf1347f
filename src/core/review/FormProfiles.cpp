#include "core/review/FormProfiles.h"

#include <QSet>

namespace acp {

const FormProfile *FormProfiles::choose(const RequirementSet &requirements, const IssueForm &form)
{
    const QString choice = requirements.formProfileChoice();
    if (choice == QLatin1String("headings")) {
        return nullptr;
    }
    if (!choice.isEmpty()) {
        if (const FormProfile *forced = requirements.formProfile(choice)) {
            return forced;
        }
    }
    const FormProfile *best = nullptr;
    double bestShare = 0;
    for (const FormProfile &profile : requirements.formProfiles()) {
        const double found = share(profile, form);
        if (found >= MinimumShare && found * profile.sections.size() >= MinimumHeadings
            && found > bestShare) {
            best = &profile;
            bestShare = found;
        }
    }
    return best;
}

double FormProfiles::share(const FormProfile &profile, const IssueForm &form)
{
    if (profile.sections.isEmpty()) {
        return 0;
    }
    QSet<QString> present;
    for (const FormSection &section : form.sections) {
        present.insert(IssueForm::headingKey(section.heading));
    }
    qsizetype found = 0;
    for (const FormProfileSection &section : profile.sections) {
        found += present.contains(section.headingKey) ? 1 : 0;
    }
    return double(found) / double(profile.sections.size());
}

IssueForm FormProfiles::normalised(const FormProfile &profile, const IssueForm &form)
{
    IssueForm result;
    result.preamble = form.preamble;
    bool afterKnown = false;
    for (const FormSection &section : form.sections) {
        const bool known = profile.section(IssueForm::headingKey(section.heading)) != nullptr;
        if (known || !afterKnown) {
            result.sections.append(section);
            afterKnown = afterKnown || known;
            continue;
        }
        FormSection &owner = result.sections.last();
        QString typed = QStringLiteral("### ") + section.heading;
        if (!section.answer.isEmpty()) {
            typed += QStringLiteral("\n\n") + section.answer;
        }
        owner.answer =
            owner.answer.isEmpty() ? typed : owner.answer + QStringLiteral("\n\n") + typed;
        owner.checkboxes.append(section.checkboxes);
    }
    return result;
}

} // namespace acp
