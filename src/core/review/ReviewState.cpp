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
            m_labels.insert(state, { reviewStateId(state) });
        }
    }
}

QString LabelScheme::labelFor(ReviewState state) const
{
    return m_labels.value(state).value(0);
}

QStringList LabelScheme::labelsFor(ReviewState state) const
{
    return m_labels.value(state);
}

void LabelScheme::setLabel(ReviewState state, const QString &labelName)
{
    setLabels(state, { labelName });
}

void LabelScheme::setLabels(ReviewState state, const QStringList &labelNames)
{
    if (state == ReviewState::Closed) {
        return;
    }
    QStringList names;
    for (const QString &name : labelNames) {
        const QString trimmed = name.trimmed();
        if (!trimmed.isEmpty() && !names.contains(trimmed, Qt::CaseInsensitive)) {
            names.append(trimmed);
        }
    }
    if (!names.isEmpty()) {
        m_labels.insert(state, names);
    }
}

ReviewState LabelScheme::stateOf(const QStringList &labels, const QString &issueState) const
{
    auto has = [&labels, this](ReviewState state) {
        const QStringList wanted = m_labels.value(state);
        for (const QString &label : labels) {
            if (wanted.contains(label.trimmed(), Qt::CaseInsensitive)) {
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

QStringList LabelScheme::splitNames(const QString &text)
{
    QStringList names;
    const QStringList parts = text.split(QLatin1Char(','));
    for (const QString &part : parts) {
        if (!part.trimmed().isEmpty()) {
            names.append(part.trimmed());
        }
    }
    return names;
}

LabelScheme LabelScheme::load(const QSettings &settings)
{
    LabelScheme scheme;
    for (ReviewState state : allReviewStates()) {
        if (state == ReviewState::Closed)
            continue;
        // A list, or one string (QSettings reads "a, b" from an INI file as a list already).
        const QVariant value = settings.value(settingsKey(state));
        QStringList names;
        for (const QString &item : value.toStringList()) {
            names += splitNames(item);
        }
        scheme.setLabels(state, names);
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
        if (state == ReviewState::Closed)
            continue;
        const QStringList names = labelsFor(state);
        if (names.size() == 1)
            settings.setValue(settingsKey(state), names.first());
        else
            settings.setValue(settingsKey(state), names);
    }
}

} // namespace acp
