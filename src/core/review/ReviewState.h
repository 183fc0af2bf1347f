#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QSettings;

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
    LabelScheme(); // the repository's label names: new, needs-info, voting, approved, declined

    QString labelFor(ReviewState state) const;
    void setLabel(ReviewState state, const QString &labelName);

    // A decision label wins over voting, voting over needs-info, needs-info over new. An open
    // issue without any state label is new; a closed one without a decision is Closed.
    ReviewState stateOf(const QStringList &labels, const QString &issueState) const;

    // The user's label names, in QSettings under "labels/<state id>" ("labels/new",
    // "labels/needs-info", "labels/voting", "labels/approved", "labels/declined"). A missing or
    // blank value keeps the default. The GUI, the command line and every service go through
    // the scheme the Workspace loads this way.
    static LabelScheme load(const QSettings &settings);
    static LabelScheme load(); // from QSettings()
    void save(QSettings &settings) const;
    static QString settingsKey(ReviewState state);

    bool operator==(const LabelScheme &other) const { return m_labels == other.m_labels; }
    bool operator!=(const LabelScheme &other) const { return !(*this == other); }

private:
    QHash<ReviewState, QString> m_labels;
};

} // namespace acp
