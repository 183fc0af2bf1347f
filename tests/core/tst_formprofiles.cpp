// Reading applications written from a known form (the Working Group's draft, a profile of the
// built-in definition): telling the form by its headings, one heading answering several
// requirements, facts, "no field for this", and bodies as people leave them: optional fields
// empty, edited by hand, CRLF, a heading typed inside an answer, cut off after a heading.

#include "TestSupport.h"
#include "core/issueform/IssueForm.h"
#include "core/review/Checklist.h"
#include "core/review/FormProfiles.h"
#include "core/review/RequirementSet.h"
#include "core/review/SectionMapper.h"

#include <QtTest>

using namespace acp;
using acp::test::s;

namespace {

using Sections = QList<std::pair<QString, QString>>;

// The draft form's headings with an applicant's answers, in the form's order.
Sections draftAnswers()
{
    return {
        { s("Contact Emails"), s("torch@quillmoor.example") },
        { s("Project Overview"), s("An out-of-tree PrivateUse1 backend for the Quillmoor QPU.") },
        { s("Supported Hardware"), s("QPU-2, QPU-2X") },
        { s("Project Repository URL"), s("https://github.com/quillmoor-labs/torch-quillmoor") },
        { s("Additional Repositories"), s("_No response_") },
        { s("Website / Documentation URL"), s("https://docs.quillmoor.example/torch") },
        { s("Backing Entity"), s("Quillmoor Labs Ltd.") },
        { s("Governance Structure"), s("Two maintainers from Quillmoor approve every change.") },
        { s("License"), s("BSD-3-Clause") },
        { s("Repository Structure Checklist"),
          s("- [X] **LICENSE**\n- [X] **README.md**\n- [X] **CONTRIBUTING.md**\n"
            "- [ ] **CODEOWNERS**\n- [X] **CODE_OF_CONDUCT.md**") },
        { s("Working CI"), s("Every PR on QPU-2: https://ci.quillmoor.example/torch") },
        { s("CI Integration (HUD Dashboard)"),
          s("https://hud.pytorch.org/crcr/quillmoor-labs/torch-quillmoor") },
        { s("User Experience / Value Proposition"), s("`import torch_quillmoor` and go.") },
        { s("Packages / Installation"),
          s("pip install torch-quillmoor --index-url https://pkg.quillmoor.example/simple") },
        { s("Feature List and Operator Coverage"),
          s("Eager, autograd, torch.compile: https://docs.quillmoor.example/torch/ops") },
        { s("Release Plan"),
          s("One release per PyTorch minor: https://github.com/quillmoor-labs/torch-quillmoor/"
            "releases") },
        { s("Ongoing Maintenance Commitment"), s("24 months from listing.") },
        { s("Core Maintainers (minimum 2)"), s("@quill-ada, @quill-bo") },
        { s("Contributors Active in Last 90 Days (minimum 5)"), s("7") },
        { s("Commits in Last 90 Days (minimum 30)"), s("142") },
        { s("PyTorch Integration Approach"), s("PrivateUse1, renamed to `quillmoor`.") },
        { s("Supported PyTorch Versions"), s("2.9, 2.10") },
        { s("Additional Information"), s("_No response_") },
    };
}

QString body(const Sections &sections, const QString &eol = s("\n"))
{
    QStringList blocks;
    for (const auto &[heading, answer] : sections)
        blocks.append(s("### ") + heading + s("\n\n") + answer);
    return blocks.join(s("\n\n")).replace(s("\n"), eol);
}

Checklist checklistOf(const QString &text, const RequirementSet &set = RequirementSet::builtIn())
{
    Issue issue;
    issue.number = 24;
    issue.title = s("[Application] Quillmoor QPU");
    issue.author = s("quill-ada");
    issue.body = text;
    return Checklist::assemble(issue, {}, set, {}, {});
}

// "heading=requirement+requirement" for every section, "heading=fact:id" for a fact.
QStringList pairsOf(const Checklist &checklist)
{
    QStringList pairs;
    const SectionMapping &mapping = checklist.mapping();
    for (int i = 0; i < checklist.form().sections.size(); ++i) {
        QString value = mapping.requirementsOfSection.at(i).join(QLatin1Char('+'));
        if (!mapping.factOfSection.at(i).isEmpty())
            value += (value.isEmpty() ? s("") : s(" ")) + s("fact:") + mapping.factOfSection.at(i);
        pairs.append(checklist.form().sections.at(i).heading + QLatin1Char('=') + value);
    }
    return pairs;
}

const QStringList completePairs = {
    s("Contact Emails=fact:contact-emails"),
    s("Project Overview=fact:overview"),
    s("Supported Hardware=fact:hardware"),
    s("Project Repository URL=fact:repository"),
    s("Additional Repositories=fact:additional-repositories"),
    s("Website / Documentation URL=package fact:website"),
    s("Backing Entity=fact:backing-entity"),
    s("Governance Structure=fact:governance"),
    s("License=fact:license"),
    s("Repository Structure Checklist=fact:repository-files"),
    s("Working CI=working-ci"),
    s("CI Integration (HUD Dashboard)=ci-integration"),
    s("User Experience / Value Proposition=fact:user-experience"),
    s("Packages / Installation=package"),
    s("Feature List and Operator Coverage=feature-list"),
    s("Release Plan=release-plan+release-gap"),
    s("Ongoing Maintenance Commitment=maintenance-commitment"),
    s("Core Maintainers (minimum 2)=maintainers"),
    s("Contributors Active in Last 90 Days (minimum 5)=fact:contributors-90-days"),
    s("Commits in Last 90 Days (minimum 30)=fact:commits-90-days"),
    s("PyTorch Integration Approach=pytorch-integration"),
    s("Supported PyTorch Versions=release-gap fact:pytorch-versions"),
    s("Additional Information=fact:additional-information"),
};

} // namespace

class tst_FormProfiles : public QObject
{
    Q_OBJECT

private slots:
    void completeBodyIsReadByTheDraftForm()
    {
        const Checklist checklist = checklistOf(body(draftAnswers()));
        QCOMPARE(checklist.profileId(), s("wg-draft-2026"));
        QCOMPARE(pairsOf(checklist), completePairs);
        QVERIFY(checklist.unmappedSections().isEmpty());
        for (const ChecklistItem &item : checklist.items()) {
            QCOMPARE(item.noFormField, item.requirement.id == QLatin1String("security-policy"));
            QCOMPARE(item.sections.isEmpty(), item.noFormField);
        }
        // "Release Plan" is evidence for both requirements it answers.
        const QUrl releases(s("https://github.com/quillmoor-labs/torch-quillmoor/releases"));
        for (const char *id : { "release-plan", "release-gap" }) {
            const ChecklistItem *item = checklist.item(QLatin1String(id));
            QVERIFY(std::any_of(item->links.cbegin(), item->links.cend(),
                                [&](const EvidenceLink &link) { return link.url == releases; }));
        }
        QCOMPARE(checklist.item(s("release-gap"))->sections.size(), 2);

        // The facts, in the form's order, checkboxes and empty answers as given.
        QCOMPARE(checklist.facts().size(), 15);
        QCOMPARE(checklist.facts().first().id, s("contact-emails"));
        const ApplicationFact &files = checklist.facts().at(9);
        QCOMPARE(files.id, s("repository-files"));
        QCOMPARE(files.checkboxes.size(), 5);
        QCOMPARE(files.checkboxes.at(3).text, s("**CODEOWNERS**"));
        QVERIFY(!files.checkboxes.at(3).checked);
        QVERIFY(checklist.facts().at(4).answer.isEmpty()); // _No response_
        const QJsonObject form = checklist.formJson();
        QCOMPARE(form.value(s("profile")).toObject().value(s("id")).toString(), s("wg-draft-2026"));
        QCOMPARE(form.value(s("facts")).toArray().size(), 15);
        QVERIFY(checklist.item(s("security-policy"))
                    ->toJson(checklist.form())
                    .value(s("no_form_field"))
                    .toBool());
        QVERIFY(
            !checklist.item(s("package"))->toJson(checklist.form()).contains(s("no_form_field")));
    }

    void emptyOptionalFieldsKeepTheForm()
    {
        Sections sections = draftAnswers();
        for (auto &[heading, answer] : sections) {
            if (heading.startsWith(s("Additional")) || heading.startsWith(s("User Experience")))
                answer = s("_No response_");
        }
        const Checklist checklist = checklistOf(body(sections));
        QCOMPARE(checklist.profileId(), s("wg-draft-2026"));
        QCOMPARE(pairsOf(checklist), completePairs);
        QVERIFY(checklist.facts().at(10).answer.isEmpty()); // User Experience
    }

    void crlfReadsTheSame()
    {
        const Checklist unix = checklistOf(body(draftAnswers()));
        const Checklist windows = checklistOf(body(draftAnswers(), s("\r\n")));
        QCOMPARE(windows.profileId(), s("wg-draft-2026"));
        QCOMPARE(pairsOf(windows), pairsOf(unix));
        QCOMPARE(windows.facts().at(9).checkboxes.size(), 5);
    }

    // Headings retyped in another case and with a colon, two optional fields deleted, and a
    // section of the applicant's own before the form: still the draft form.
    void editedByHand()
    {
        Sections sections;
        for (const auto &[heading, answer] : draftAnswers()) {
            if (heading == QLatin1String("Additional Repositories")
                || heading == QLatin1String("Additional Information"))
                continue;
            sections.append({ heading == QLatin1String("License")            ? s("license:")
                                  : heading == QLatin1String("Release Plan") ? s("RELEASE PLAN")
                                                                             : heading,
                              answer });
        }
        sections.prepend({ s("Security policy"), s("https://quillmoor.example/security") });
        const Checklist checklist = checklistOf(body(sections));
        QCOMPARE(checklist.profileId(), s("wg-draft-2026"));
        QStringList expected = completePairs;
        expected.removeAll(s("Additional Repositories=fact:additional-repositories"));
        expected.removeAll(s("Additional Information=fact:additional-information"));
        expected.replace(expected.indexOf(s("License=fact:license")), s("license:=fact:license"));
        expected.replace(expected.indexOf(s("Release Plan=release-plan+release-gap")),
                         s("RELEASE PLAN=release-plan+release-gap"));
        expected.prepend(s("Security policy=security-policy"));
        QCOMPARE(pairsOf(checklist), expected);
        // The applicant's own section answers it, so the form's lack of a field does not matter.
        QVERIFY(!checklist.item(s("security-policy"))->noFormField);
        QCOMPARE(checklist.facts().size(), 13);
    }

    // A "### " line typed inside an answer is part of that answer: the form renders only its
    // own headings.
    void headingTypedInsideAnAnswer()
    {
        Sections sections = draftAnswers();
        for (auto &[heading, answer] : sections) {
            if (heading == QLatin1String("Working CI"))
                answer +=
                    s("\n\n### Hardware matrix\n\n| part | runs |\n|---|---|\n| QPU-2 | PR |");
        }
        const Checklist checklist = checklistOf(body(sections));
        QCOMPARE(pairsOf(checklist), completePairs);
        const ChecklistItem *ci = checklist.item(s("working-ci"));
        QCOMPARE(ci->sections.size(), 1);
        const QString answer = checklist.form().sections.at(ci->sections.first()).answer;
        QVERIFY2(answer.contains(s("### Hardware matrix\n\n| part | runs |")), qPrintable(answer));
        QVERIFY(answer.startsWith(s("Every PR on QPU-2")));
        QVERIFY(checklist.unmappedSections().isEmpty());
    }

    // Cut off after the "Release Plan" heading: the form is still told (16 of its 23 headings),
    // the last answer is empty, and the requirements whose fields are missing are unanswered,
    // not "no field".
    void cutOffAfterAHeading()
    {
        QString text = body(draftAnswers());
        text.truncate(text.indexOf(s("### Release Plan")) + 16);
        const Checklist checklist = checklistOf(text);
        QCOMPARE(checklist.profileId(), s("wg-draft-2026"));
        QCOMPARE(checklist.form().sections.size(), 16);
        QCOMPARE(checklist.form().sections.last().heading, s("Release Plan"));
        QVERIFY(checklist.form().sections.last().answer.isEmpty());
        QVERIFY(checklist.item(s("maintainers"))->sections.isEmpty());
        QVERIFY(!checklist.item(s("maintainers"))->noFormField);
        QVERIFY(checklist.item(s("security-policy"))->noFormField);
    }

    // Too few of the form's headings: read by heading names, as any other form.
    void fewHeadingsAreNotTheForm()
    {
        const Sections sections = draftAnswers().mid(10, 8);
        const Checklist checklist = checklistOf(body(sections));
        QVERIFY(checklist.profileId().isEmpty());
        QVERIFY(checklist.facts().isEmpty());
        for (const ChecklistItem &item : checklist.items())
            QVERIFY(!item.noFormField);
        QCOMPARE(FormProfiles::share(*RequirementSet::builtIn().formProfile(s("wg-draft-2026")),
                                     IssueForm::parse(body(sections))),
                 8.0 / 23.0);
    }

    // The workbench's own demo form is not the draft form.
    void otherFormsAreNotReadByTheProfile()
    {
        const QString demo = s("### Platform name\n\nNordhaven NPU\n\n"
                               "### PyTorch integration mechanism\n\nPrivateUse1\n\n"
                               "### Release plan\n\nOne per minor.\n\n"
                               "### Security policy\n\nhttps://x.example/security");
        const Checklist checklist = checklistOf(demo);
        QVERIFY(checklist.profileId().isEmpty());
        QCOMPARE(checklist.item(s("release-plan"))->sections.size(), 1);
        QVERIFY(checklist.item(s("release-gap"))->sections.isEmpty());
        QCOMPARE(checklist.item(s("security-policy"))->sections.size(), 1);
    }

    // The setting forces a profile, or none.
    void theChoiceForcesAProfileOrNone()
    {
        RequirementSet set = RequirementSet::builtIn();
        set.setFormProfileChoice(s("headings"));
        const Checklist byNames = checklistOf(body(draftAnswers()), set);
        QVERIFY(byNames.profileId().isEmpty());
        QVERIFY(byNames.item(s("release-gap"))->sections.size() < 2);
        QVERIFY(!byNames.item(s("security-policy"))->noFormField);

        set.setFormProfileChoice(s("wg-draft-2026"));
        const Checklist forced = checklistOf(body(draftAnswers().mid(10, 6)), set);
        QCOMPARE(forced.profileId(), s("wg-draft-2026"));
        QCOMPARE(forced.item(s("release-gap"))->sections.size(), 1);
        QVERIFY(forced.item(s("security-policy"))->noFormField);

        set.setFormProfileChoice(s("no-such-form")); // a profile the definition lost: automatic
        QCOMPARE(checklistOf(body(draftAnswers()), set).profileId(), s("wg-draft-2026"));
    }
};

QTEST_GUILESS_MAIN(tst_FormProfiles)
#include "tst_formprofiles.moc"
