#pragma once

#include <QScrollArea>

namespace acp {

// A frameless scroll area for a panel in a column of panels: it asks for its widget's full
// height, so the widget is shown whole when the window has room, and it can shrink to a few
// lines, scrolling the widget instead of squeezing it over itself, when the window is short (a
// laptop screen with a dock open). It is shown and hidden with its widget.
class FitScrollArea : public QScrollArea
{
    Q_OBJECT
public:
    explicit FitScrollArea(QWidget *parent = nullptr);

    // Takes `widget` (as QScrollArea::setWidget) and follows its visibility.
    void setPanel(QWidget *widget);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_panel = nullptr; // compared with `watched` only: the filter may run while it dies
};

} // namespace acp
