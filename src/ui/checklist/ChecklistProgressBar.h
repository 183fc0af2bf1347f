#pragma once

#include "core/review/Checklist.h"

#include <QWidget>

namespace acp {

// A thin segmented bar of a checklist's progress: met, needs judgment, gap, not applicable,
// and the unreviewed rest. Its tool tip and accessible description spell the counts out.
class ChecklistProgressBar : public QWidget
{
    Q_OBJECT
public:
    explicit ChecklistProgressBar(QWidget *parent = nullptr);

    void setProgress(const ChecklistProgress &progress);
    ChecklistProgress progress() const { return m_progress; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    ChecklistProgress m_progress;
};

} // namespace acp
