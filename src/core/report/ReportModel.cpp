#include "core/report/ReportModel.h"

#include <QCoreApplication>

#include <algorithm>

namespace acp {

int ApplicationReport::workingGroupComments() const
{
    return int(
        std::count_if(conversation.cbegin(), conversation.cend(), [](const ReportComment &comment) {
            return comment.role == ReportComment::Role::WorkingGroup;
        }));
}

int ApplicationReport::submitterComments() const
{
    return int(
        std::count_if(conversation.cbegin(), conversation.cend(), [](const ReportComment &comment) {
            return comment.role == ReportComment::Role::Submitter;
        }));
}

int ApplicationReport::otherComments() const
{
    return int(conversation.size()) - workingGroupComments() - submitterComments();
}

int RoundReport::countInState(ReviewState state) const
{
    return int(std::count_if(
        applications.cbegin(), applications.cend(),
        [state](const ApplicationReport &report) { return report.reviewState == state; }));
}

QString reportBallotChoiceId(ReportBallot::Choice choice)
{
    switch (choice) {
    case ReportBallot::Choice::Approve:
        return QStringLiteral("approve");
    case ReportBallot::Choice::Reject:
        return QStringLiteral("reject");
    case ReportBallot::Choice::Abstain:
        return QStringLiteral("abstain");
    case ReportBallot::Choice::Ambiguous:
        return QStringLiteral("ambiguous");
    }
    return {};
}

QString reportBallotChoiceDisplayName(ReportBallot::Choice choice)
{
    switch (choice) {
    case ReportBallot::Choice::Approve:
        return QCoreApplication::translate("acp::ReportBuilder", "Approve");
    case ReportBallot::Choice::Reject:
        return QCoreApplication::translate("acp::ReportBuilder", "Reject");
    case ReportBallot::Choice::Abstain:
        return QCoreApplication::translate("acp::ReportBuilder", "Abstain");
    case ReportBallot::Choice::Ambiguous:
        return QCoreApplication::translate("acp::ReportBuilder", "Ambiguous (not counted)");
    }
    return {};
}

} // namespace acp
