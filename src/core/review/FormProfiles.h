#pragma once

#include "core/issueform/IssueForm.h"
#include "core/review/RequirementSet.h"

namespace acp {

// Which known issue form an application was written from, and its body read by that form.
class FormProfiles
{
public:
    // The most of a profile's headings a form may lack and still be read by it: a hand-edited
    // body, an optional field deleted, or a body cut off part-way.
    static constexpr double MinimumShare = 0.6;
    static constexpr int MinimumHeadings = 3;

    // The profile to read `form` by: the one the definition's choice forces (none for
    // "headings"), else the known form whose headings `form` has the largest share of, when that
    // is at least MinimumShare and MinimumHeadings; else none.
    static const FormProfile *choose(const RequirementSet &requirements, const IssueForm &form);

    // The share (0 to 1) of `profile`'s headings that `form` has.
    static double share(const FormProfile &profile, const IssueForm &form);

    // `form` with every section whose heading `profile` does not know, and which follows one it
    // does, folded back into that section's answer: a form renders only its own headings, so such
    // a "### " line was typed inside an answer.
    static IssueForm normalised(const FormProfile &profile, const IssueForm &form);
};

} // namespace acp
