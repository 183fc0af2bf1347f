#pragma once

#include <QColor>
#include <QFrame>

class QPalette;

namespace acp {

// A message band above a view (a sync problem, an invalid requirement definition, the
// applicant's answer) or inside a dialog (why an action cannot be queued). Its colours come
// from the palette and its level, so it reads as well in a dark or high-contrast theme as in a
// light one, and follows a theme change while it is shown. The labels and buttons inside it
// (from a Designer form, or added to its layout) take its text colour.
class MessageBanner : public QFrame
{
    Q_OBJECT
public:
    enum class Level { Information, Positive, Warning, Error };

    explicit MessageBanner(QWidget *parent = nullptr);

    Level level() const { return m_level; }
    void setLevel(Level level);
    // A small badge that must catch the eye among plain status-bar text (the demo workspace)
    // takes a stronger tint than a band across a view.
    bool isProminent() const { return m_prominent; }
    void setProminent(bool prominent);

    // The colours the banner uses on `palette`: a tint of the window colour towards the
    // level's accent, a text colour readable on it (WCAG 4.5:1 at least), and the accent for
    // the border line. High-contrast palettes keep their own window colour, untinted.
    struct Colors
    {
        QColor background;
        QColor text;
        QColor border;
    };
    static Colors colorsFor(Level level, const QPalette &palette, bool prominent = false);

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void applyColors();

    Level m_level = Level::Warning;
    bool m_prominent = false;
    bool m_applying = false;
};

} // namespace acp
