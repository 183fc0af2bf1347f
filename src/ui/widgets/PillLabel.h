#pragma once

#include <QColor>
#include <QLabel>

namespace acp {

// A one-line label drawn as a rounded pill in a colour of its own, its text in the colour that
// reads on it (ui::contrastingTextColor): a GitHub label, a review state.
//
// It paints the pill itself rather than through a style sheet: a style sheet is polished anew
// each time such a label is made or shown, which for a row of label chips was a tenth of
// switching to another application.
class PillLabel : public QLabel
{
    Q_OBJECT
public:
    explicit PillLabel(QWidget *parent = nullptr);

    // The pill's colour, and whether its text is set in a heavier weight.
    void setPill(const QColor &background, bool bold);
    QColor pillColor() const { return m_background; }
    // The colour of a pill that has none of its own (a label the cache knows no colour of).
    static QColor neutralColor() { return QColor(0xea, 0xee, 0xf2); }
    // The text's colour on the pill.
    QColor textColor() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateMetrics();

    QColor m_background = neutralColor();
    bool m_bold = false;
    bool m_updatingFont = false;
};

} // namespace acp
