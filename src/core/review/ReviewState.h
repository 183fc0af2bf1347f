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

// Which labels mean which state. Label names compare case-insensitively, as GitHub's do, and
// may hold spaces ("in voting", "review - scheduled"). A state can have several labels: the
// first is the one the workbench sets, every one of them is recognised (and removed when the
// application leaves the state).
class LabelScheme
{
public:
    LabelScheme(); // the repository's label names: new, needs-info, voting, approved, declined

    // The label the workbench sets for `state`.
    QString labelFor(ReviewState state) const;
    // Every label that means `state`, the one the workbench sets first.
    QStringList labelsFor(ReviewState state) const;
    void setLabel(ReviewState state, const QString &labelName);
    // Blank names are dropped, and names repeated (ignoring case); an empty list keeps the
    // default.
    void setLabels(ReviewState state, const QStringList &labelNames);

    // A decision label wins over voting, voting over needs-info, needs-info over new. An open
    // issue without any state label is new; a closed one without a decision is Closed.
    ReviewState stateOf(const QStringList &labels, const QString &issueState) const;

    // The user's label names, in QSettings under "labels/<state id>" ("labels/new",
    // "labels/needs-info", "labels/voting", "labels/approved", "labels/declined"): one name, a
    // list of names, or names separated by commas ("voting, in voting"). A missing or blank
    // value keeps the default. The GUI, the command line and every service go through the
    // scheme the Workspace loads this way.
    static LabelScheme load(const QSettings &settings);
    static LabelScheme load(); // from QSettings()
    void save(QSettings &settings) const;
    static QString settingsKey(ReviewState state);
    // "voting, in voting" → {"voting", "in voting"}: how settings and the preferences write a
    // state's labels on one line.
    static QStringList splitNames(const QString &text);

    bool operator==(const LabelScheme &other) const { return m_labels == other.m_labels; }
    bool operator!=(const LabelScheme &other) const { return !(*this == other); }

private:
    QHash<ReviewState, QStringList> m_labels;
};

} // namespace acp
