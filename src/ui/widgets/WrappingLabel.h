#pragma once

#include <QLabel>

namespace acp {

// A word-wrapped label that asks its layout for its text on one line, and wraps it onto more
// when given less; it never demands more width than a few characters.
//
// A QLabel's minimum width is its whole text, or with word wrap its longest word, and its size
// hint with word wrap is a guess that often breaks a short text. The platform's name, which the
// applicant writes, widened the application's column on every switch to a longer one: the
// splitter moved, the checklist narrowed, and both were laid out and painted anew.
class WrappingLabel : public QLabel
{
    Q_OBJECT
public:
    explicit WrappingLabel(QWidget *parent = nullptr);

    // The width the text takes on one line.
    int singleLineWidth() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
};

} // namespace acp
