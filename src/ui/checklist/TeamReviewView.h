#pragma once

#include "core/review/TeamReview.h"

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace acp {

// The team's reviews of the requirement shown (TeamReviews): for each colleague who published one
// on the issue, who, the status, when, and their note, with Adopt to take status and note into
// your own checklist; a line saying so when reviewers (or you) disagree. Hidden when no review
// says anything about the requirement.
class TeamReviewView : public QWidget
{
    Q_OBJECT
public:
    explicit TeamReviewView(QWidget *parent = nullptr);

    // `disagree`: the reviewers differ, or your status differs from theirs.
    void showRequirement(const QList<PublishedReview> &reviews, const QString &requirementId,
                         bool disagree);

    int rowCount() const { return int(m_adoptButtons.size()); }
    QPushButton *adoptButton(int row) const { return m_adoptButtons.value(row); }
    QLabel *disagreementLabel() const { return m_disagreement; }

signals:
    // Adopt was pressed on the review at `reviewIndex` of the list last shown.
    void adoptRequested(int reviewIndex);

private:
    QLabel *m_disagreement = nullptr;
    QVBoxLayout *m_rows = nullptr;
    QList<QWidget *> m_rowWidgets;
    QList<QPushButton *> m_adoptButtons;
};

} // namespace acp
