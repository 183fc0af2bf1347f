// libFuzzer target: the issue-form parser (src/core/issueform/IssueForm) on arbitrary bodies.

#include "FuzzSupport.h"
#include "core/issueform/IssueForm.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString body = acp::fuzz::text(data, size);
    const acp::IssueForm form = acp::IssueForm::parse(body);

    int previousLine = 0;
    const qsizetype lines = body.count(QLatin1Char('\n')) + body.count(QLatin1Char('\r')) + 1;
    for (const acp::FormSection &section : form.sections) {
        // Headings are reported in order, on lines of the body.
        ACP_FUZZ_CHECK(section.line > previousLine);
        ACP_FUZZ_CHECK(section.line <= lines);
        previousLine = section.line;
        ACP_FUZZ_CHECK(section.heading == section.heading.trimmed());
        ACP_FUZZ_CHECK(section.answer == section.answer.trimmed());
        (void)acp::IssueForm::headingKey(section.heading);
    }
    // headingKey is idempotent: a key is its own key.
    const QString key = acp::IssueForm::headingKey(body.left(200));
    ACP_FUZZ_CHECK(acp::IssueForm::headingKey(key) == key);

    if (!form.sections.isEmpty())
        (void)form.answerFor(
            { form.sections.constFirst().heading, QStringLiteral("Platform name") });
    (void)acp::platformNameOf(body.left(120), body);
    return 0;
}
