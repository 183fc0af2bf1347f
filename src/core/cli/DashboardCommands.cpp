#include "core/cli/DashboardCommands.h"

#include "core/cli/CommandLine.h"
#include "core/cli/ExitCode.h"
#include "core/dashboard/DashboardFigures.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"

#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

namespace acp {

DashboardCommands::DashboardCommands(Workspace &workspace, const CommandLineRequest &request,
                                     QTextStream &out, QTextStream &err, QObject *parent)
    : CommandGroup(workspace, request, out, err, parent)
{ }

DashboardCommands::~DashboardCommands() = default;

QStringList DashboardCommands::commands()
{
    return { QStringLiteral("dashboard") };
}

void DashboardCommands::run()
{
    if (!m_request.arguments.isEmpty()) {
        done(fail(tr("“dashboard” takes no arguments."), UsageError));
        return;
    }
    const DashboardFigures figures = DashboardFigures::compute(m_workspace);
    if (m_request.json) {
        m_out << text::jsonForTerminal(
            QJsonDocument(figures.toJson()).toJson(QJsonDocument::Indented));
        done(Success);
        return;
    }
    const QLocale locale;
    const auto days = [&locale](double value) { return locale.toString(value, 'f', 1); };
    m_out << (figures.asOf.isValid()
                  ? tr("As of the sync of %1 (UTC)")
                        .arg(figures.asOf.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")))
                  : tr("From the cache (never synced)"))
          << '\n';
    QStringList states;
    for (ReviewState state : allReviewStates()) {
        states.append(QStringLiteral("%1 %2")
                          .arg(reviewStateDisplayName(state))
                          .arg(figures.byState.value(state)));
    }
    m_out << tr("Applications: %1").arg(states.join(QStringLiteral(", "))) << '\n';
    m_out << tr("Days per stage, last 12 months (median, longest):") << '\n';
    for (ProcessStage stage : waitingStages()) {
        const DashboardFigures::StageStats stats = figures.stages.value(stage);
        m_out << "  " << processStageDisplayName(stage) << ": "
              << (stats.applications == 0
                      ? tr("none")
                      : tr("%1, %2 (#%3), over %n application(s)", nullptr, stats.applications)
                            .arg(days(stats.medianDays), days(stats.longestDays))
                            .arg(stats.longestIssue))
              << '\n';
    }
    if (!figures.oldestWaiting.isEmpty()) {
        m_out << tr("Waiting longest:") << '\n';
        for (const DashboardFigures::Waiting &item : figures.oldestWaiting) {
            m_out << "  #" << item.issueNumber << ' ' << text::displayLine(item.platform) << ": "
                  << tr("%1 for %2 days").arg(processStageDisplayName(item.stage), days(item.days))
                  << '\n';
        }
    }
    for (const DashboardFigures::OpenVote &vote : figures.openVotes) {
        m_out << tr("Vote on #%1 %2: %3 of %4 organizations voted (quorum %5), %6 approvals of "
                    "%7 needed")
                     .arg(vote.issueNumber)
                     .arg(text::displayLine(vote.platform))
                     .arg(vote.participants)
                     .arg(vote.eligible)
                     .arg(vote.quorumNeeded)
                     .arg(vote.approve)
                     .arg(vote.approvalsNeeded);
        if (vote.closes.isValid()) {
            m_out << "; "
                  << tr("closes %1 (%2 days left)")
                         .arg(vote.closes.toString(Qt::ISODate))
                         .arg(vote.daysLeft);
        }
        m_out << '\n';
        for (const DashboardFigures::OpenVote::NonVoter &voter : vote.notVoted) {
            m_out << "  " << tr("not voted: %1").arg(text::displayLine(voter.organization));
            if (!voter.representative.isEmpty()) {
                m_out << " (@" << text::displayLine(voter.representative);
                if (!voter.alternate.isEmpty()) {
                    m_out << ", @" << text::displayLine(voter.alternate);
                }
                m_out << ')';
            }
            m_out << '\n';
        }
    }
    if (!figures.deadlines.isEmpty()) {
        m_out << tr("Deadlines:") << '\n';
        for (const DueItem &item : figures.deadlines) {
            m_out << "  #" << item.issueNumber << ' ' << text::displayLine(item.platform) << ": "
                  << item.description << '\n';
        }
    }
    for (const DashboardFigures::Listed &platform : figures.platforms) {
        m_out << (platform.retired ? tr("Retired: #%1 %2 (%3)") : tr("Listed: #%1 %2 (since %3)"))
                     .arg(platform.issueNumber)
                     .arg(text::displayLine(platform.platform),
                          platform.since.isValid() ? platform.since.toString(Qt::ISODate)
                                                   : QStringLiteral("?"))
              << '\n';
    }
    done(Success);
}

} // namespace acp
