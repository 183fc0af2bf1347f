#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace acp {

// Where an application stands in the admission process, read from its labels.
enum class ReviewState { New, NeedsInfo, Voting, Approved, Declined, Closed };

QList<ReviewState> allReviewStates();
// Stable ids used in JSON and settings: "new", "needs-info", "voting", "approved", "declined",
// "closed" (closed without a decision label).
QString reviewStateId(ReviewState state);
std::optional<ReviewState> reviewStateFromId(const QString &id);
// Translated name for display.
QString reviewStateDisplayName(ReviewState state);

// Which label means which state. Label names compare case-insensitively, as GitHub's do.
class LabelScheme
{
public:
    LabelScheme(); // the default names of BRIEF.md

    QString labelFor(ReviewState state) const;
    void setLabel(ReviewState state, const QString &labelName);

    // A decision label wins over voting, voting over needs-info, needs-info over new. An open
    // issue without any state label is new; a closed one without a decision is Closed.
    ReviewState stateOf(const QStringList &labels, const QString &issueState) const;

private:
    QHash<ReviewState, QString> m_labels;
};

} // namespace acp
