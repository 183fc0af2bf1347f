// The actions that follow the review: a reminder while a vote runs, and the periodic review
// of a listed platform (deficiency notice, retirement, review complete).

#include "core/actions/ActionComposer.h"
#include "core/text/MarkdownLiteral.h"

#include <QJsonArray>

namespace acp {

ComposeResult ActionComposer::remind(const Issue &issue, const IssueSnapshot &expected,
                                     const RemindOptions &options) const
{
    ComposeResult result;
    result.error = checkState(issue, expected, ActionKind::Remind);
    if (!result.error.isEmpty()) {
        return result;
    }
    if (options.notVoted.isEmpty()) {
        result.error = tr("Every eligible organization has voted on #%1; there is nobody to "
                          "remind.")
                           .arg(issue.number);
        return result;
    }
    // The roster is the co-chairs' data; its names are still written as literals, and a login
    // that is not one is not mentioned (text::markdownLogin).
    QStringList lines;
    QJsonArray organizations;
    for (const VoteRosterEntry &entry : options.notVoted) {
        QStringList people;
        if (!entry.representative.isEmpty()) {
            people.append(QLatin1Char('@') + text::markdownLogin(entry.representative));
        }
        if (!entry.alternate.isEmpty()) {
            people.append(
                QStringLiteral("@%1 (alternate)").arg(text::markdownLogin(entry.alternate)));
        }
        lines.append(QStringLiteral("- **%1**: %2")
                         .arg(text::markdownLiteral(entry.organization),
                              people.isEmpty() ? QStringLiteral("no representative of record")
                                               : people.join(QStringLiteral(", "))));
        organizations.append(entry.organization);
    }
    QJsonObject details { { QStringLiteral("not_voted"), organizations } };
    if (options.closes.isValid()) {
        details.insert(QStringLiteral("closes"), dateText(options.closes));
    }
    return make(ActionKind::Remind, issue, QStringLiteral("remind"),
                { { QStringLiteral("non_voters"), lines.join(QLatin1Char('\n')) },
                  { QStringLiteral("tally"), options.tally },
                  { QStringLiteral("closes"),
                    options.closes.isValid() ? dateText(options.closes) : QString() },
                  { QStringLiteral("vote_url"), urlText(options.voteUrl) },
                  { QStringLiteral("note"), options.note } },
                {}, {}, { QStringLiteral("acp-workbench:reminder") }, details);
}

ComposeResult ActionComposer::deficiencyNotice(const Issue &issue, const IssueSnapshot &expected,
                                               const QString &deficiencies, QDate today) const
{
    ComposeResult result;
    result.error = checkState(issue, expected, ActionKind::DeficiencyNotice);
    if (!result.error.isEmpty()) {
        return result;
    }
    if (deficiencies.trimmed().isEmpty()) {
        result.error = tr("Say which requirements the platform no longer meets.");
        return result;
    }
    if (!today.isValid()) {
        today = QDate::currentDate();
    }
    const QDate deadline = today.addDays(m_settings.deficiencyDays);
    const QHash<QString, QString> values {
        { QStringLiteral("deficiencies"), deficiencies },
        { QStringLiteral("deadline"), dateText(deadline) },
        { QStringLiteral("days"), QString::number(m_settings.deficiencyDays) },
    };
    return make(ActionKind::DeficiencyNotice, issue, QStringLiteral("deficiency-notice"), values,
                { m_settings.deficiencyLabel }, {},
                { QStringLiteral("acp-workbench:deficiency=") + dateText(deadline) },
                QJsonObject { { QStringLiteral("noticed_on"), dateText(today) },
                              { QStringLiteral("deadline"), dateText(deadline) } });
}

ComposeResult ActionComposer::retirement(const Issue &issue, const IssueSnapshot &expected,
                                         const QString &reasons) const
{
    ComposeResult result;
    result.error = checkState(issue, expected, ActionKind::Retirement);
    if (!result.error.isEmpty()) {
        return result;
    }
    QStringList remove = labelsToRemove(expected, { m_labels.labelFor(ReviewState::Approved) },
                                        { ReviewState::Approved });
    if (expected.hasLabel(m_settings.deficiencyLabel)) {
        remove.append(m_settings.deficiencyLabel);
    }
    // A listed platform's issue was closed when it was approved; close it if someone reopened.
    const bool open = expected.state != QLatin1String("closed");
    return make(ActionKind::Retirement, issue, QStringLiteral("retirement"),
                { { QStringLiteral("reasons"), reasons } }, { m_settings.retiredLabel }, remove,
                { QStringLiteral("acp-workbench:retirement") },
                QJsonObject { { QStringLiteral("reasons"), reasons } },
                open ? QStringLiteral("closed") : QString(),
                open ? QStringLiteral("not_planned") : QString());
}

ComposeResult ActionComposer::reviewComplete(const Issue &issue, const IssueSnapshot &expected,
                                             const QString &note, QDate today) const
{
    ComposeResult result;
    result.error = checkState(issue, expected, ActionKind::ReviewComplete);
    if (!result.error.isEmpty()) {
        return result;
    }
    if (!today.isValid()) {
        today = QDate::currentDate();
    }
    const QDate next = today.addMonths(m_settings.reviewIntervalMonths);
    QStringList remove;
    if (expected.hasLabel(m_settings.deficiencyLabel)) {
        remove.append(m_settings.deficiencyLabel);
    }
    return make(
        ActionKind::ReviewComplete, issue, QStringLiteral("review-complete"),
        { { QStringLiteral("note"), note }, { QStringLiteral("next_review"), dateText(next) } }, {},
        remove, { QStringLiteral("acp-workbench:review-complete=") + dateText(next) },
        QJsonObject { { QStringLiteral("reviewed_on"), dateText(today) },
                      { QStringLiteral("next_review"), dateText(next) } });
}

} // namespace acp
