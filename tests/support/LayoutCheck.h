#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace acp::test {

// What a person would see as broken in a shown, laid-out window, found from geometry alone:
// - clipped: a visible widget reaching outside its parent (its edge is cut off);
// - squeezed: a button, check box or single-line label narrower or lower than its content
//   needs (its text is cut), unless the widget asked to be elided (horizontal policy Ignored),
//   or a progress bar narrower than its text;
// - overlapping: two visible widgets of one layout drawn over each other.
// A scroll area's content may extend beyond its viewport (that is what scrolling is for), and
// a toolbar's or tab bar's overflow is hidden on purpose: those are not clipped. What is laid
// out inside scrolled content is checked like the rest. One line per problem.
QStringList layoutProblems(const QWidget *top);

// "QPushButton syncButton “Sync Now”": how a problem names a widget.
QString describeWidget(const QWidget *widget);

} // namespace acp::test
