#include "ui/checklist/ChecklistProgressBar.h"

#include "ui/checklist/ChecklistStyle.h"

#include <QPainter>

namespace acp {

ChecklistProgressBar::ChecklistProgressBar(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void ChecklistProgressBar::setProgress(const ChecklistProgress &progress)
{
    m_progress = progress;
    const QString description = ui::checklistProgressDescription(progress);
    setToolTip(description);
    setAccessibleDescription(description);
    update();
}

QSize ChecklistProgressBar::sizeHint() const
{
    return { 200, 6 };
}

QSize ChecklistProgressBar::minimumSizeHint() const
{
    return { 40, 6 };
}

void ChecklistProgressBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    ui::paintChecklistProgress(&painter, rect(), m_progress, palette());
}

} // namespace acp
