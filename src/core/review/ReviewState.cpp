#include "core/review/ReviewState.h"

#include <QCoreApplication>
#include <QSettings>

namespace acp {

QList<ReviewState> allReviewStates()
{
    return { ReviewState::New,      ReviewState::NeedsInfo, ReviewState::Voting,
             ReviewState::Approved, ReviewState::Declined,  ReviewState::Closed };
}

QString reviewStateId(ReviewState state)
{
    switch (state) {
    case ReviewState::New:
        return QStringLiteral("new");
    case ReviewState::NeedsInfo:
        return QStringLiteral("needs-info");
    case ReviewState::Voting:
        return QStringLiteral("voting");
    case ReviewState::Approved:
        return QStringLiteral("approved");
    case ReviewState::Declined:
        return QStringLiteral("declined");
    case ReviewState::Closed:
        return QStringLiteral("closed");
    }
    return {};
}

std::optional<ReviewState> reviewStateFromId(const QString &id)
{
    for (ReviewState state : allReviewStates()) {
        if (reviewStateId(state).compare(id.trimmed(), Qt::CaseInsensitive) == 0) {
            return state;
        }
    }
    return std::nullopt;
}

QString reviewStateDisplayName(ReviewState state)
{
    switch (state) {
    case ReviewState::New:
        return QCoreApplication::translate("acp::ReviewState", "New");
    case ReviewState::NeedsInfo:
        return QCoreApplication::translate("acp::ReviewState", "Needs info");
    case ReviewState::Voting:
        return QCoreApplication::translate("acp::ReviewState", "Voting");
    case ReviewState::Approved:
        return QCoreApplication::translate("acp::ReviewState", "Approved");
    case ReviewState::Declined:
        return QCoreApplication::translate("acp::ReviewState", "Declined");
    case ReviewState::Closed:
        return QCoreApplication::translate("acp::ReviewState", "Closed");
    }
    return {};
}

LabelScheme::LabelScheme()
{
    for (ReviewState state : allReviewStates()) {
        if (state != ReviewState::Closed) {
            m_labels.insert(state, reviewStateId(state));
        }
    }
}

QString LabelScheme::labelFor(ReviewState state) const
{
    return m_labels.value(state);
}

void LabelScheme::setLabel(ReviewState state, const QString &labelName)
{
    if (state != ReviewState::Closed) {
        m_labels.insert(state, labelName.trimmed());
    }
}

ReviewState LabelScheme::stateOf(const QStringList &labels, const QString &issueState) const
{
    auto has = [&labels, this](ReviewState state) {
        const QString wanted = m_labels.value(state);
        if (wanted.isEmpty()) {
            return false;
        }
        for (const QString &label : labels) {
            if (label.compare(wanted, Qt::CaseInsensitive) == 0) {
                return true;
            }
        }
        return false;
    };
    // Later states win: a stale "new" label left beside "voting" must not hide the vote.
    for (ReviewState state : { ReviewState::Approved, ReviewState::Declined, ReviewState::Voting,
                               ReviewState::NeedsInfo, ReviewState::New }) {
        if (has(state)) {
            return state;
        }
    }
    return issueState == QLatin1String("closed") ? ReviewState::Closed : ReviewState::New;
}

QString LabelScheme::settingsKey(ReviewState state)
{
    return QStringLiteral("labels/") + reviewStateId(state);
}

LabelScheme LabelScheme::load(const QSettings &settings)
{
    LabelScheme scheme;
    for (ReviewState state : allReviewStates()) {
        if (state == ReviewState::Closed)
            continue;
        const QString name = settings.value(settingsKey(state)).toString().trimmed();
        if (!name.isEmpty())
            scheme.setLabel(state, name);
    }
    return scheme;
}

LabelScheme LabelScheme::load()
{
    return load(QSettings());
}

void LabelScheme::save(QSettings &settings) const
{
    for (ReviewState state : allReviewStates()) {
        if (state != ReviewState::Closed)
            settings.setValue(settingsKey(state), labelFor(state));
    }
}

} // namespace acp
