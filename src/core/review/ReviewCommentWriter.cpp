#include "core/review/ReviewCommentWriter.h"

#include "core/review/Checklist.h"
#include "core/text/MarkdownLiteral.h"

#include <QRegularExpression>

namespace acp {

namespace {

// A note in a table cell: one line, its Markdown kept, pipes escaped.
QString cellText(const QString &note)
{
    QStringList lines;
    for (const QString &line : note.split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty()) {
            lines.append(line.trimmed());
        }
    }
    QString text = lines.join(QStringLiteral("<br>"));
    text.replace(QLatin1Char('|'), QLatin1String("\\|"));
    return text;
}

} // namespace

QString ReviewCommentWriter::statusText(ChecklistStatus status)
{
    switch (status) {
    case ChecklistStatus::Met:
        return QStringLiteral("✅ met");
    case ChecklistStatus::Gap:
        return QStringLiteral("🔴 gap");
    case ChecklistStatus::NeedsJudgment:
        return QStringLiteral("⚠️ needs judgment");
    case ChecklistStatus::NotApplicable:
        return QStringLiteral("➖ not applicable");
    case ChecklistStatus::Unreviewed:
        break;
    }
    return QStringLiteral("⬜ unreviewed");
}

QString ReviewCommentWriter::table(const Checklist &checklist, const QSet<QString> &privateNotes)
{
    QStringList lines { QStringLiteral("| Requirement | Status | Note |"),
                        QStringLiteral("|---|---|---|") };
    for (const ChecklistItem &item : checklist.items()) {
        lines.append(
            QStringLiteral("| %1 | %2 | %3 |")
                .arg(text::markdownLiteral(item.requirement.title), statusText(item.entry.status),
                     privateNotes.contains(item.requirement.id) ? QString()
                                                                : cellText(item.entry.note)));
    }
    return lines.join(QLatin1Char('\n'));
}

QString ReviewCommentWriter::summary(const Checklist &checklist)
{
    QHash<ChecklistStatus, int> counts;
    for (const ChecklistItem &item : checklist.items()) {
        ++counts[item.entry.status];
    }
    QStringList parts;
    const auto add = [&parts, &counts](ChecklistStatus status, const QString &one,
                                       const QString &many) {
        const int count = counts.value(status);
        if (count > 0) {
            parts.append(QStringLiteral("%1 %2").arg(count).arg(count == 1 ? one : many));
        }
    };
    add(ChecklistStatus::Met, QStringLiteral("met"), QStringLiteral("met"));
    add(ChecklistStatus::Gap, QStringLiteral("gap"), QStringLiteral("gaps"));
    add(ChecklistStatus::NeedsJudgment, QStringLiteral("needs judgment"),
        QStringLiteral("need judgment"));
    add(ChecklistStatus::NotApplicable, QStringLiteral("not applicable"),
        QStringLiteral("not applicable"));
    add(ChecklistStatus::Unreviewed, QStringLiteral("unreviewed"), QStringLiteral("unreviewed"));
    return parts.join(QStringLiteral(", ")) + QLatin1Char('.');
}

QStringList ReviewCommentWriter::markers(const Checklist &checklist,
                                         const QString &requirementsVersion, const QDateTime &at)
{
    QStringList list { QStringLiteral("acp-workbench:review") };
    // A marker value holds no white space: a version that has some is left out.
    if (!requirementsVersion.isEmpty()
        && !requirementsVersion.contains(QRegularExpression(QStringLiteral("[\\s<>]")))) {
        list.append(QStringLiteral("acp-workbench:review-requirements=") + requirementsVersion);
    }
    list.append(QStringLiteral("acp-workbench:review-at=") + at.toUTC().toString(Qt::ISODate));
    for (const ChecklistItem &item : checklist.items()) {
        if (item.entry.status != ChecklistStatus::Unreviewed) {
            list.append(QStringLiteral("acp-workbench:review-status=%1:%2")
                            .arg(item.requirement.id, checklistStatusId(item.entry.status)));
        }
    }
    return list;
}

QHash<QString, ChecklistStatus> ReviewCommentWriter::statuses(const Checklist &checklist)
{
    QHash<QString, ChecklistStatus> result;
    for (const ChecklistItem &item : checklist.items()) {
        if (item.entry.status != ChecklistStatus::Unreviewed) {
            result.insert(item.requirement.id, item.entry.status);
        }
    }
    return result;
}

QStringList ReviewCommentWriter::changes(const Checklist &checklist,
                                         const QHash<QString, ChecklistStatus> &before)
{
    QStringList list;
    for (const ChecklistItem &item : checklist.items()) {
        const ChecklistStatus was = before.value(item.requirement.id, ChecklistStatus::Unreviewed);
        if (was != item.entry.status) {
            list.append(QStringLiteral("%1 %2 → %3")
                            .arg(item.requirement.id, checklistStatusId(was),
                                 checklistStatusId(item.entry.status)));
        }
    }
    return list;
}

} // namespace acp
