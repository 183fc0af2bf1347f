#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <functional>
#include <optional>

namespace acp {

// One heading of a Markdown document and the lines of its section.
struct MarkdownHeading
{
    int level = 1; // 1 for "#" and "===", 2 for "##" and "---", ... 6
    QString text; // without the markers and the closing #s, trimmed
    int line = 0; // 1-based line of the heading
    int lastLine = 0; // the section's last line: before the next heading of this level or higher

    bool operator==(const MarkdownHeading &other) const = default;
};

// The outline of a Markdown document as CommonMark reads its headings: ATX ("## Title",
// up to three spaces of indentation, closing #s dropped) and setext (a line underlined with
// "===" or "---"); nothing inside fenced code blocks. Documents in an applicant's repository
// (docs/release-policy.md) are read for it: linear in their length, at most MaxHeadings.
class MarkdownOutline
{
public:
    static constexpr int MaxHeadings = 500;

    static QList<MarkdownHeading> headingsOf(QStringView markdown);

    // The heading `rank` ranks highest (0: not at all), the first of equals; nullopt when it
    // ranks none (the workbench asks: how plainly does the heading name this requirement?).
    static std::optional<MarkdownHeading>
    bestMatching(const QList<MarkdownHeading> &headings,
                 const std::function<int(const QString &heading)> &rank);
};

} // namespace acp
