// ApplicationReportWriter: the Vote section (the roster with each organization's ballots, the
// voters' reasons, ballots off the roster) and the vote's result in a few words.

#include "ui/report/ApplicationReportWriter.h"
#include "ui/report/ReportDocumentWriter.h"
#include "ui/report/ReportStyle.h"

#include <QTextCursor>
#include <QTextTable>

namespace acp {

QString ApplicationReportWriter::voteResultText(const ApplicationReport &report)
{
    if (report.decision.outcome == QLatin1String("approved")) {
        return QCoreApplication::translate("acp::ApplicationReportWriter", "Approved");
    }
    if (report.decision.outcome == QLatin1String("declined")) {
        return report.vote.held
            ? QCoreApplication::translate("acp::ApplicationReportWriter", "Declined")
            : QCoreApplication::translate("acp::ApplicationReportWriter", "Declined (no vote)");
    }
    if (!report.vote.held) {
        return QCoreApplication::translate("acp::ApplicationReportWriter", "No vote");
    }
    if (!report.vote.tally) {
        return QCoreApplication::translate("acp::ApplicationReportWriter", "Vote opened");
    }
    const ReportTally &tally = *report.vote.tally;
    if (tally.open) {
        if (!tally.quorumMet) {
            return QCoreApplication::translate("acp::ApplicationReportWriter",
                                               "Open: no quorum yet");
        }
        return tally.passed
            ? QCoreApplication::translate("acp::ApplicationReportWriter", "Open: passing")
            : QCoreApplication::translate("acp::ApplicationReportWriter", "Open: failing");
    }
    return tally.passed ? QCoreApplication::translate("acp::ApplicationReportWriter", "Passed")
                        : QCoreApplication::translate("acp::ApplicationReportWriter", "Failed");
}

// The roster table's ballot cell: the counted ballot first, then ballots that do not count.
void ApplicationReportWriter::insertBallots(QTextCursor cursor, const ReportVote &vote,
                                            const ReportRosterEntry &entry)
{
    bool any = false;
    for (const ReportBallot &ballot : vote.ballots) {
        if (!ballot.onRoster || ballot.organization != entry.organization) {
            continue;
        }
        const bool counted = ballot.counted.value_or(true);
        if (any) {
            cursor.insertText(QString(QChar::LineSeparator),
                              ReportStyle::charFormat(ReportStyle::SmallPoints));
        }
        any = true;
        if (counted) {
            cursor.insertText(reportBallotChoiceDisplayName(ballot.choice),
                              ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5, QFont::Bold,
                                                      ReportStyle::TextColor));
            if (!ballot.representative) {
                cursor.insertText(tr(" (alternate %1)").arg(ballot.login),
                                  ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5));
            }
        } else {
            cursor.insertText(
                QStringLiteral("%1: %2. %3")
                    .arg(ballot.login, reportBallotChoiceDisplayName(ballot.choice), ballot.reason),
                ReportStyle::mutedFormat(ReportStyle::SmallPoints - 0.5));
        }
    }
    if (!any) {
        cursor.insertText(entry.eligible ? tr("Not voted") : QStringLiteral("—"),
                          ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5));
    }
}

void ApplicationReportWriter::writeVote(ReportDocumentWriter &out, const ApplicationReport &report)
{
    out.section(tr("Vote"));
    const ReportVote &vote = report.vote;
    if (!vote.held) {
        out.paragraph(tr("No vote has been held on this application."),
                      ReportStyle::mutedFormat(ReportStyle::BodyPoints));
        return;
    }
    out.block(QTextBlockFormat(), ReportStyle::charFormat());
    if (vote.openedAt.isValid()) {
        out.text(tr("Opened by %1 on %2")
                     .arg(vote.openedBy, ReportDocumentWriter::utcTime(vote.openedAt)));
    } else {
        out.text(tr("Opened from this workbench"));
    }
    if (!vote.closesText.isEmpty()) {
        out.text(tr("; open until %1").arg(vote.closesText));
    }
    out.text(QStringLiteral(".  "));
    if (vote.commentId != 0) {
        out.link(tr("The vote comment"), vote.commentUrl, ReportStyle::BodyPoints);
    } else {
        out.text(tr("The vote comment has not reached GitHub yet."),
                 ReportStyle::mutedFormat(ReportStyle::BodyPoints));
    }

    if (!vote.ruleText.isEmpty()) {
        QTextBlockFormat format;
        format.setTopMargin(4);
        format.setLeftMargin(10);
        format.setBottomMargin(4);
        out.block(format, ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5));
        out.text(tr("Rule: "),
                 ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5, QFont::Bold,
                                         ReportStyle::MutedColor));
        out.text(vote.ruleText,
                 ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5, QFont::Normal,
                                         ReportStyle::MutedColor));
    }

    if (vote.tally) {
        const ReportTally &tally = *vote.tally;
        QTextBlockFormat format;
        format.setTopMargin(4);
        format.setBottomMargin(2);
        out.block(format, ReportStyle::charFormat());
        out.text(tally.open ? tr("Standing (the vote is open): ") : tr("Result: "),
                 ReportStyle::charFormat(ReportStyle::BodyPoints, QFont::Bold,
                                         ReportStyle::AccentColor));
        out.text(tally.outcome, ReportStyle::charFormat(ReportStyle::BodyPoints, QFont::DemiBold));
        out.paragraph(tr("%1. %2 approve, %3 reject, %4 abstain.")
                          .arg(tally.summary)
                          .arg(tally.approve)
                          .arg(tally.reject)
                          .arg(tally.abstain),
                      ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5, QFont::Normal,
                                              ReportStyle::MutedColor),
                      0, 4);
        if (tally.open && !tally.notVoted.isEmpty()) {
            out.paragraph(tr("Not voted yet: %1.").arg(tally.notVoted.join(QStringLiteral(", "))),
                          ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5));
        }
        if (tally.frozen) {
            out.paragraph(tr("The tally was frozen when the decision was "
                             "recorded (%1); later reactions do not change it.")
                              .arg(ReportDocumentWriter::utcTime(tally.frozenAt)),
                          ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5));
        }
        if (tally.late > 0) {
            out.paragraph(ui::numerus(tr("%n ballot(s) cast after the vote "
                                         "closed: listed, not counted.",
                                         nullptr, tally.late),
                                      tally.late),
                          ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5));
        }
    }
    for (const QString &warning : vote.warnings) {
        out.paragraph(warning,
                      ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5, QFont::DemiBold,
                                              ReportStyle::TextColor));
    }
    if (!vote.rosterError.isEmpty()) {
        out.paragraph(vote.rosterError, ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5));
    }

    if (!vote.roster.isEmpty()) {
        out.subsection(tr("Roster frozen when the vote opened"));
        QTextTable *table = out.table(int(vote.roster.size()) + 1, 4,
                                      { QTextLength(QTextLength::PercentageLength, 27),
                                        QTextLength(QTextLength::PercentageLength, 23),
                                        QTextLength(QTextLength::PercentageLength, 14),
                                        QTextLength(QTextLength::PercentageLength, 36) },
                                      true, 1);
        ReportDocumentWriter::headerCell(table, 0, tr("Organization"));
        ReportDocumentWriter::headerCell(table, 1, tr("Representative (alternate)"));
        ReportDocumentWriter::headerCell(table, 2, tr("Status"));
        ReportDocumentWriter::headerCell(table, 3, tr("Ballot"));
        for (int i = 0; i < vote.roster.size(); ++i) {
            const ReportRosterEntry &entry = vote.roster.at(i);
            const QTextCharFormat rowFormat = entry.eligible
                ? ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5)
                : ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5, QFont::Normal,
                                          ReportStyle::MutedColor);
            ReportDocumentWriter::cellCursor(table, i + 1, 0)
                .insertText(entry.organization, rowFormat);
            QString people = entry.representative;
            if (!entry.alternate.isEmpty()) {
                people += QStringLiteral(" (") + entry.alternate + QLatin1Char(')');
            }
            ReportDocumentWriter::cellCursor(table, i + 1, 1).insertText(people, rowFormat);
            ReportDocumentWriter::cellCursor(table, i + 1, 2).insertText(entry.status, rowFormat);
            insertBallots(ReportDocumentWriter::cellCursor(table, i + 1, 3), vote, entry);
        }
        out.afterTable();
    }

    QStringList outside;
    for (const ReportBallot &ballot : vote.ballots) {
        if (!ballot.onRoster) {
            QString text = QStringLiteral("%1: %2").arg(
                ballot.login, reportBallotChoiceDisplayName(ballot.choice).toLower());
            if (ballot.late) {
                text += tr(" (late)");
            }
            outside.append(text);
        }
    }
    if (!outside.isEmpty()) {
        out.paragraph(
            tr("Not on the roster (non-binding): %1.").arg(outside.join(QStringLiteral(", "))),
            ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5), 2);
    }
    // The voters' own reasons, beside whose ballot they explain.
    bool reasonsHeading = false;
    for (const ReportBallot &ballot : vote.ballots) {
        if (ballot.voterReason.isEmpty()) {
            continue;
        }
        if (!reasonsHeading) {
            out.paragraph(tr("Reasons given with ballots:"),
                          ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5, QFont::Bold,
                                                  ReportStyle::TextColor),
                          2);
            reasonsHeading = true;
        }
        const QString who = ballot.organization.isEmpty()
            ? ballot.login
            : tr("%1 (%2)").arg(ballot.login, ballot.organization);
        out.paragraph(tr("%1, %2: “%3”")
                          .arg(who, reportBallotChoiceDisplayName(ballot.choice).toLower(),
                               ballot.voterReason),
                      ReportStyle::charFormat(ReportStyle::SmallPoints + 0.5), 1);
    }
    if (!vote.otherReactions.isEmpty()) {
        out.paragraph(tr("Other reactions (not ballots): %1.")
                          .arg(vote.otherReactions.join(QStringLiteral(", "))),
                      ReportStyle::mutedFormat(ReportStyle::SmallPoints + 0.5), 2);
    }
}

} // namespace acp
